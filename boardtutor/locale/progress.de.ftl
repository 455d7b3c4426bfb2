## Der Lernstand beim Üben (boardtutor.progress): Fortschritts-Codes und der Überblick über die Klasse.

progress-error-code = Das ist kein Fortschritts-Code. Kopiere den ganzen Code, er beginnt mit „BT1.“.
progress-error-typo = In diesem Fortschritts-Code ist ein Tippfehler: Ein Zeichen wurde verändert oder fehlt. Kopiere ihn noch einmal.
progress-error-codes = Füge die Fortschritts-Codes als Liste ein oder als Text mit einem Code pro Zeile.

# $number (int: 1 | 3) · $reason (text: Das ist kein Fortschritts-Code.)
progress-class-refused = Code { $number } ließ sich nicht lesen: { $reason }
# $number (int: 1 | 3)
progress-class-pupil = Kind { $number }
progress-class-column-pupil = Kind
progress-class-column-game = Spiel
progress-class-column-rule = Regel
progress-class-column-stars = Sterne
progress-class-column-mastered = Gemeistert
progress-class-title = Welche Regeln beherrscht die Klasse?
# $count (count)
progress-class-axis = Kinder, die die Regel gemeistert haben (von { $count })
# $count (count)
progress-class-alt = Ein Balkendiagramm: ein Balken für jede Regel. Je länger der Balken, desto mehr Kinder haben diese Regel gemeistert (von { $count }).
