## A learner's progress in practice (boardtutor.progress): progress codes and the class overview.

progress-error-code = This is not a progress code. Copy the whole code, starting with “BT1.”.
progress-error-typo = This progress code has a typo: a letter was changed or is missing. Copy it again.
progress-error-codes = Paste the progress codes as a list, or as text with one code per line.

# $number (int: 1 | 3) · $reason (text: This is not a progress code.)
progress-class-refused = Code { $number } could not be read: { $reason }
# $number (int: 1 | 3)
progress-class-pupil = Pupil { $number }
progress-class-column-pupil = Pupil
progress-class-column-game = Game
progress-class-column-rule = Rule
progress-class-column-stars = Stars
progress-class-column-mastered = Mastered
progress-class-title = Which rules has the class mastered?
# $count (count)
progress-class-axis = Pupils who mastered the rule (of { $count })
# $count (count)
progress-class-alt = A bar chart: one bar for each rule. The longer the bar, the more pupils have mastered that rule (of { $count }).
