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
