## The duel odds: tables, plots and their texts.

woodwalkers-odds-winner-challenger = Herausforderer
woodwalkers-odds-winner-defender = Verteidiger
woodwalkers-odds-winner-tie = Verteidiger, bei Gleichstand
woodwalkers-odds-letter-challenger = H
woodwalkers-odds-letter-defender = V
woodwalkers-odds-col-challenger_die = Würfel Herausforderer
woodwalkers-odds-col-defender_die = Würfel Verteidiger
woodwalkers-odds-col-challenger_total = Summe Herausforderer
woodwalkers-odds-col-defender_total = Summe Verteidiger
woodwalkers-odds-col-winner = Gewinner
woodwalkers-odds-col-beaten = geschlagene Würfe des Verteidigers, von 6
woodwalkers-odds-col-chance = Herausforderer gewinnt, als Bruch
woodwalkers-odds-col-percent = Herausforderer gewinnt, in %
# $number (text: 83,3 | 50)
woodwalkers-odds-percent = { $number } %
woodwalkers-odds-decimal = ,
# $fraction (text: 5/6 | 7/12) · $percent (text: 83,3 % | 58,3 %)
woodwalkers-odds-chance = { $fraction } ({ $percent })
# $wins (int: 21 | 1) · $percent (text: 58,3 % | 2,8 %)
woodwalkers-odds-describe = Von den 36 Würfelpaaren, die fallen können, gewinnt der Herausforderer bei { $wins ->
        [one] einem
       *[other] { $wins }
    }: Das sind { $percent } der Duelle.
# $percent (text: 100 %)
woodwalkers-odds-describe-always = Der Herausforderer gewinnt immer ({ $percent }).
# $percent (text: 0 %)
woodwalkers-odds-describe-never = Der Herausforderer gewinnt nie ({ $percent }).
# $challenger (text: 6 | 6 − 1 = 5) · $defender (text: 3 | 4 − 2 = 2)
woodwalkers-odds-title-matchup = Herausforderer Wert { $challenger } gegen Verteidiger Wert { $defender }
woodwalkers-odds-title-right = Mitternachtsduell: richtig geraten, +1 für den Verteidiger
woodwalkers-odds-title-wrong = Mitternachtsduell: falsch geraten, +1 für den Herausforderer
woodwalkers-odds-axis-challenger = Herausforderer würfelt
woodwalkers-odds-axis-defender = Verteidiger würfelt
# $letter (text: H)
woodwalkers-odds-legend-challenger = { $letter } = Herausforderer gewinnt
# $letter (text: V)
woodwalkers-odds-legend-defender = { $letter } = Verteidiger gewinnt
# $letter (text: V)
woodwalkers-odds-legend-tie = { $letter } gestreift = Gleichstand, der Verteidiger gewinnt
# $challenger (text: H) · $defender (text: V) · $title (text: Herausforderer Wert 6 gegen Verteidiger Wert 3. Von den 36 Würfelpaaren, die fallen können, gewinnt der Herausforderer bei 30: Das sind 83,3 % der Duelle.)
woodwalkers-odds-alt = Ein Gitter aus Kästchen, eins für jedes der 36 Würfelpaare, die fallen können. Der Buchstabe im Kästchen sagt, wer mit diesem Paar gewinnt: { $challenger } für den Herausforderer, { $defender } für den Verteidiger. { $title }

## Wrong input to duel_odds(). $value (text: 7 | 'vier') · $who (noun woodwalkers.role)

woodwalkers-odds-error-value = Der Wert { $value } für { NOUN($who, case: "acc", det: "the") } geht nicht: Ein Kartenwert ist eine ganze Zahl von 1 bis 6.
woodwalkers-odds-error-wounds = { $value } Wunden für { NOUN($who, case: "acc", det: "the") } gehen nicht: Auf einer Tierkarte liegen 0, 1 oder 2 Wunden. Mit der dritten Wunde scheidet das Tier aus.
woodwalkers-odds-error-guess = { $value } ist kein Tipp. Erlaubt sind: None, wenn niemand rät (Spiel auf der Tagseite), sowie "right" (richtig) oder "wrong" (falsch), wenn der Verteidiger im Mitternachtsduell das angreifende Tier geraten hat.
woodwalkers-odds-error-die = Ein Würfel zeigt 1, 2, 3, 4, 5 oder 6, nicht { $value }. Es geht um den Würfel { NOUN($who, case: "gen", det: "the") }.

## Das Formular für die Gewinnchance in der Lektion
woodwalkers-odds-form-challenger = Wert des Herausforderers (1–6)
woodwalkers-odds-form-defender = Wert des Verteidigers (1–6)
woodwalkers-odds-form-challenger_wounds = Wunden des Herausforderers (0–2)
woodwalkers-odds-form-defender_wounds = Wunden des Verteidigers (0–2)
