## Üben: Rückmeldung auf eine Antwort, und Antworten, die sich nicht lesen lassen.

# $why (text: Mit einer 4 darf der Wolf auf b2 höchstens 4 Schritte gehen; so sind 9 Felder erreichbar. Regel: Woodwalkers-Spielregel, Abschnitt „Der Zug“, S. 4.)
practice-feedback-right = Richtig! { $why }
# $rule (text: Die gewürfelte Zahl ist die größte Zahl an Schritten, die dein Tier gehen darf.) · $cite (text: Woodwalkers-Spielregel, Abschnitt „Der Zug“, S. 4)
practice-feedback-wrong = Noch nicht ganz. Die Regel sagt: { $rule } Nachzulesen in: { $cite }.

# $value (text: z9 | None)
practice-error-not_a_field = „{ $value }“ ist kein Feld dieses Spielplans. Klicke ein Feld auf dem Spielplan an.
# $value (text: 7 | 'zwei') · $count (count)
practice-error-not_a_choice = „{ $value }“ ist keine der Antworten. Wähle { $count ->
        [one] die Antwort
       *[other] eine der { $count } Antworten
    }.
# $value (text: abc | None)
practice-error-not_a_number = „{ $value }“ ist keine ganze Zahl. Tippe eine Zahl wie 3 ein.
# $value (text: None | {})
practice-error-not_an_answer = „{ $value }“ ist keine Antwort. Klicke Felder an, wähle eine Antwort oder tippe eine Zahl ein.
practice-error-empty = Du hast noch keine Antwort gegeben.
practice-error-one_choice = Wähle nur eine Antwort.
# $rule (text: move.fly) · $game (text: Woodwalkers – Das Duell)
practice-error-unknown_rule = „{ $rule }“ ist keine Regel von { $game }.
# $game (text: Woodwalkers – Das Duell)
practice-error-no_exercises = Für { $game } gibt es noch keine Übungen.

## Das Übungs-Widget (PracticeView).

# $game (text: Woodwalkers – Das Duell)
practice-view-title = Üben: { $game }
practice-view-error-answered = Diese Aufgabe ist fertig. Drücke „Nächste Aufgabe“.
practice-view-error-not_on_board = Diese Aufgabe beantwortest du mit den Knöpfen, nicht auf dem Spielplan.
# $rule (text: Noch nicht ganz. Die Regel sagt: Die gewürfelte Zahl ist die größte Zahl an Schritten. Nachzulesen in: Woodwalkers-Spielregel, Abschnitt „Der Zug“, S. 4.)
practice-view-try_again = { $rule } Versuch es noch einmal!
# $answer (text: b5, c6 | Orange) · $why (text: Mit einer 4 darf der Wolf höchstens 4 Schritte gehen. Regel: Woodwalkers-Spielregel, Abschnitt „Der Zug“, S. 4.)
practice-view-answer = Die Antwort ist: { $answer }. { $why }
practice-view-loaded = Dein Fortschritts-Code ist geladen.
practice-view-reset_done = Dein Fortschritt ist zurückgesetzt: Alle Regeln beginnen von vorn.
practice-view-reset_confirm = Wirklich deinen ganzen Fortschritt vergessen? Drücke noch einmal „Fortschritt zurücksetzen“.
practice-view-practise = Diese Regel üben
practice-view-back = Zurück zur Aufgabe
# $stars (text: ★★☆) · $mastered (int: 0 | 12) · $total (int: 45)
practice-view-progress = Diese Regel: { $stars } · gemeistert: { $mastered } von { $total } Regeln
practice-view-progress_label = Gemeisterte Regeln
practice-view-number = Deine Antwort (eine Zahl):
practice-view-check = Prüfen
practice-view-clear = Markierungen löschen
practice-view-next = Nächste Aufgabe ▶
practice-view-skip = Eine andere Aufgabe
practice-view-code = Fortschritts-Code
practice-view-code_file = Fortschritts-Code herunterladen
practice-view-code_copy = Oder kopiere diesen Code:
practice-view-reset = Fortschritt zurücksetzen
practice-view-load-summary = Fortschritts-Code eingeben
practice-view-load-file = Datei:
practice-view-load-paste = Oder füge den Code hier ein:
practice-view-load-button = Diesen Code verwenden
practice-view-keyboard_help = Tastatur: Mit Tab auf den Spielplan, mit den Pfeiltasten von Feld zu Feld, mit Enter ein Feld markieren; dann „Prüfen“. Die Tasten 1 bis 9 wählen eine Antwort.
