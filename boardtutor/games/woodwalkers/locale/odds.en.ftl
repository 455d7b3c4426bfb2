woodwalkers-odds-challenger = challenger
woodwalkers-odds-defender = defender
woodwalkers-odds-winner-challenger = challenger
woodwalkers-odds-winner-defender = defender
woodwalkers-odds-winner-tie = defender (tie)
woodwalkers-odds-letter-challenger = C
woodwalkers-odds-letter-defender = D
woodwalkers-odds-col-challenger_die = challenger's die
woodwalkers-odds-col-defender_die = defender's die
woodwalkers-odds-col-challenger_total = challenger's total
woodwalkers-odds-col-defender_total = defender's total
woodwalkers-odds-col-winner = winner
woodwalkers-odds-col-beaten = defender dice beaten (of 6)
woodwalkers-odds-col-chance = challenger wins (exact)
woodwalkers-odds-col-percent = challenger wins (%)
woodwalkers-odds-percent = { $number } %
woodwalkers-odds-decimal = {""}.
woodwalkers-odds-chance = { $fraction } ({ $percent })
woodwalkers-odds-describe = The challenger wins { $fraction } of duels ({ $percent }).
woodwalkers-odds-describe-always = The challenger always wins ({ $percent }).
woodwalkers-odds-describe-never = The challenger never wins ({ $percent }).
woodwalkers-odds-title-matchup = Challenger value { $challenger } vs defender value { $defender }
woodwalkers-odds-title-right = Midnight duel: guessed right, +1 for the defender
woodwalkers-odds-title-wrong = Midnight duel: guessed wrong, +1 for the challenger
woodwalkers-odds-axis-challenger = challenger rolls
woodwalkers-odds-axis-defender = defender rolls
woodwalkers-odds-legend-challenger = { $letter } = challenger wins
woodwalkers-odds-legend-defender = { $letter } = defender wins
woodwalkers-odds-legend-tie = { $letter } striped = tie, the defender wins
woodwalkers-odds-error-value = The value { $value } for the { $who } is not possible: a card value is a whole number from 1 to 6.
woodwalkers-odds-error-wounds = { $value } wounds for the { $who } is not possible: an animal card carries 0, 1 or 2 wounds (the third wound takes the animal out of the game).
woodwalkers-odds-error-guess = { $value } is not a guess. Allowed: None (day game, nobody guesses), "right" or "wrong" (midnight duel: the defender guessed the attacking animal right or wrong).
woodwalkers-odds-error-die = A die shows 1, 2, 3, 4, 5 or 6, not { $value } (the { $who }'s die).
