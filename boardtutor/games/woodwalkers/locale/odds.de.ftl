woodwalkers-odds-challenger = Herausforderer
woodwalkers-odds-defender = Verteidiger
woodwalkers-odds-winner-challenger = Herausforderer
woodwalkers-odds-winner-defender = Verteidiger
woodwalkers-odds-winner-tie = Verteidiger (Gleichstand)
woodwalkers-odds-letter-challenger = H
woodwalkers-odds-letter-defender = V
woodwalkers-odds-col-challenger_die = Würfel Herausforderer
woodwalkers-odds-col-defender_die = Würfel Verteidiger
woodwalkers-odds-col-challenger_total = Summe Herausforderer
woodwalkers-odds-col-defender_total = Summe Verteidiger
woodwalkers-odds-col-winner = Gewinner
woodwalkers-odds-col-beaten = geschlagene Würfe des Verteidigers (von 6)
woodwalkers-odds-col-chance = Herausforderer gewinnt (genau)
woodwalkers-odds-col-percent = Herausforderer gewinnt (%)
woodwalkers-odds-percent = { $number } %
woodwalkers-odds-decimal = ,
woodwalkers-odds-chance = { $fraction } ({ $percent })
woodwalkers-odds-describe = Der Herausforderer gewinnt { $fraction } der Duelle ({ $percent }).
woodwalkers-odds-describe-always = Der Herausforderer gewinnt immer ({ $percent }).
woodwalkers-odds-describe-never = Der Herausforderer gewinnt nie ({ $percent }).
woodwalkers-odds-title-matchup = Herausforderer Wert { $challenger } gegen Verteidiger Wert { $defender }
woodwalkers-odds-title-right = Mitternachtsduell: richtig geraten, +1 für den Verteidiger
woodwalkers-odds-title-wrong = Mitternachtsduell: falsch geraten, +1 für den Herausforderer
woodwalkers-odds-axis-challenger = Herausforderer würfelt
woodwalkers-odds-axis-defender = Verteidiger würfelt
woodwalkers-odds-legend-challenger = { $letter } = Herausforderer gewinnt
woodwalkers-odds-legend-defender = { $letter } = Verteidiger gewinnt
woodwalkers-odds-legend-tie = { $letter } gestreift = Gleichstand, der Verteidiger gewinnt
woodwalkers-odds-error-value = Der Wert { $value } für den { $who } geht nicht: Ein Kartenwert ist eine ganze Zahl von 1 bis 6.
woodwalkers-odds-error-wounds = { $value } Wunden beim { $who } gehen nicht: Auf einer Tierkarte liegen 0, 1 oder 2 Wunden (mit der dritten Wunde scheidet das Tier aus).
woodwalkers-odds-error-guess = { $value } ist kein Tipp. Erlaubt: None (Tagspiel, niemand rät), "right" oder "wrong" (Mitternachtsduell: Der Verteidiger hat das angreifende Tier richtig oder falsch geraten).
woodwalkers-odds-error-die = Ein Würfel zeigt 1, 2, 3, 4, 5 oder 6, nicht { $value } (Würfel des { $who }s).
