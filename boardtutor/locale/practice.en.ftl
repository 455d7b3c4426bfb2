## Practice: feedback on an answer, and answers that cannot be read.

# $why (text: With a 4 the wolf on b2 may take at most 4 steps, so 9 fields are within reach. Rule: Woodwalkers rulebook, “The move”, p. 4.)
practice-feedback-right = Right! { $why }
# $rule (text: The number rolled is the most steps your animal may take.) · $cite (text: Woodwalkers rulebook, “The move”, p. 4)
practice-feedback-wrong = Not quite. The rule says: { $rule } You can read it in: { $cite }.

# $value (text: z9 | None)
practice-error-not_a_field = “{ $value }” is not a field of this board. Click a field on the board.
# $value (text: 7 | 'two') · $count (count)
practice-error-not_a_choice = “{ $value }” is not one of the answers. Pick { $count ->
        [one] the answer
       *[other] one of the { $count } answers
    }.
# $value (text: abc | None)
practice-error-not_a_number = “{ $value }” is not a whole number. Type a number such as 3.
# $value (text: None | {})
practice-error-not_an_answer = “{ $value }” is not an answer. Click fields, pick an answer or type a number.
practice-error-empty = You have not given an answer yet.
practice-error-one_choice = Pick just one answer.
# $rule (text: move.fly) · $game (text: Woodwalkers – The Duel)
practice-error-unknown_rule = “{ $rule }” is not a rule of { $game }.
# $game (text: Woodwalkers – The Duel)
practice-error-no_exercises = There are no exercises for { $game } yet.

## The practice widget (PracticeView).

# $game (text: Woodwalkers – The Duel)
practice-view-title = Practice: { $game }
practice-view-error-answered = This exercise is done. Press “Next exercise”.
practice-view-error-not_on_board = Answer this exercise with the buttons, not on the board.
# $rule (text: Not quite. The rule says: The number rolled is the most steps your animal may take. You can read it in: Woodwalkers rulebook, “The move”, p. 4.)
practice-view-try_again = { $rule } Try again!
# $answer (text: b5, c6 | Orange) · $why (text: With a 4 the wolf may take at most 4 steps. Rule: Woodwalkers rulebook, “The move”, p. 4.)
practice-view-answer = The answer is: { $answer }. { $why }
practice-view-loaded = Your progress code is loaded.
practice-view-reset_done = Your progress is reset: every rule starts again.
practice-view-reset_confirm = Really forget all your progress? Press “Reset progress” once more.
practice-view-practise = Practise this rule
practice-view-back = Back to the exercise
# $stars (text: ★★☆) · $mastered (int: 0 | 12) · $total (int: 45)
practice-view-progress = This rule: { $stars } · mastered: { $mastered } of { $total } rules
practice-view-progress_label = Rules mastered
practice-view-number = Your answer (a number):
practice-view-check = Check
practice-view-clear = Clear the marks
practice-view-next = Next exercise ▶
practice-view-skip = Another exercise
practice-view-code = Progress code
practice-view-code_file = Download the progress code
practice-view-code_copy = Or copy this code:
practice-view-reset = Reset progress
practice-view-load-summary = Enter a progress code
practice-view-load-file = File:
practice-view-load-paste = Or paste the code here:
practice-view-load-button = Use this code
practice-view-keyboard_help = Keyboard: Tab onto the board, arrow keys move from field to field, Enter marks a field; then “Check”. The keys 1 to 9 pick an answer.
