## The duel odds: tables, plots and their texts.

woodwalkers-odds-winner-challenger = challenger
woodwalkers-odds-winner-defender = defender
woodwalkers-odds-winner-tie = defender, on a tie
woodwalkers-odds-letter-challenger = C
woodwalkers-odds-letter-defender = D
woodwalkers-odds-col-challenger_die = challenger's die
woodwalkers-odds-col-defender_die = defender's die
woodwalkers-odds-col-challenger_total = challenger's total
woodwalkers-odds-col-defender_total = defender's total
woodwalkers-odds-col-winner = winner
woodwalkers-odds-col-beaten = defender dice beaten, of 6
woodwalkers-odds-col-chance = challenger wins, as a fraction
woodwalkers-odds-col-percent = challenger wins, in %
# $number (text: 83.3 | 50)
woodwalkers-odds-percent = { $number }%
woodwalkers-odds-decimal = {"."}
# $fraction (text: 5/6 | 7/12) · $percent (text: 83.3% | 58.3%)
woodwalkers-odds-chance = { $fraction } ({ $percent })
# $wins (int: 21 | 1) · $percent (text: 58.3% | 2.8%)
woodwalkers-odds-describe = Of the 36 pairs the two dice can show, the challenger wins with { $wins }: that is { $percent } of duels.
# $percent (text: 100%)
woodwalkers-odds-describe-always = The challenger always wins ({ $percent }).
# $percent (text: 0%)
woodwalkers-odds-describe-never = The challenger never wins ({ $percent }).
# $challenger (text: 6 | 6 − 1 = 5) · $defender (text: 3 | 4 − 2 = 2)
woodwalkers-odds-title-matchup = Challenger value { $challenger } vs defender value { $defender }
woodwalkers-odds-title-right = Midnight duel: guessed right, +1 for the defender
woodwalkers-odds-title-wrong = Midnight duel: guessed wrong, +1 for the challenger
woodwalkers-odds-axis-challenger = challenger rolls
woodwalkers-odds-axis-defender = defender rolls
# $letter (text: C)
woodwalkers-odds-legend-challenger = { $letter } = challenger wins
# $letter (text: D)
woodwalkers-odds-legend-defender = { $letter } = defender wins
# $letter (text: D)
woodwalkers-odds-legend-tie = { $letter } striped = tie, the defender wins
# $challenger (text: C) · $defender (text: D) · $title (text: Challenger value 6 vs defender value 3. Of the 36 pairs the two dice can show, the challenger wins with 30: that is 83.3% of duels.)
woodwalkers-odds-alt = A grid of squares, one for each of the 36 pairs the two dice can show. The letter in a square says who wins with that pair: { $challenger } for the challenger, { $defender } for the defender. { $title }

## Wrong input to duel_odds(). $value (text: 7 | 'four') · $who (noun woodwalkers.role)

woodwalkers-odds-error-value = The value { $value } for { NOUN($who, det: "the") } is not possible: a card value is a whole number from 1 to 6.
woodwalkers-odds-error-wounds = { $value } wounds for { NOUN($who, det: "the") } is not possible: an animal card carries 0, 1 or 2 wounds. The third wound takes the animal out of the game.
woodwalkers-odds-error-guess = { $value } is not a guess. Allowed: None when nobody guesses (a game on the day side), or "right" or "wrong" when the defender guessed the attacking animal in the midnight duel.
woodwalkers-odds-error-die = A die shows 1, 2, 3, 4, 5 or 6, not { $value }. This is { NOUN($who, det: "the") }'s die.

## The odds form in the lesson
woodwalkers-odds-form-challenger = Challenger's value (1–6)
woodwalkers-odds-form-defender = Defender's value (1–6)
woodwalkers-odds-form-challenger_wounds = Challenger's wounds (0–2)
woodwalkers-odds-form-defender_wounds = Defender's wounds (0–2)
