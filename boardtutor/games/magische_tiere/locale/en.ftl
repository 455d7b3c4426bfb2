### Die Schule der magischen Tiere (The School of Magical Animals) – the dino dice game: every text in English.

## What the variables stand for (a message may say otherwise in its own comment):
## $name (seat), $child (text: Eddie | Schoki), $face (noun magische_tiere.symbol), $target (noun magische_tiere.symbol),
## $row (noun magische_tiere.row), $card (noun magische_tiere.card), $n (count),
## $faces (text: 2 shoes, 1 flashlight | 1 card), $event (text: the blue dice are rolling | a card is being drawn),
## $expected (text: placing dice or rolling again | the end of the game)

magische_tiere-title = The School of Magical Animals – the dino dice game

magische_tiere-rulebook = rulebook “Die Schule der magischen Tiere – Das kooperative Würfelspiel”

magische_tiere-section-setup = Components and set-up
magische_tiere-section-goal = Aim of the game
magische_tiere-section-rolling = 1. Rolling
magische_tiere-section-actions = 2. Carrying out the actions
magische_tiere-section-card_action = Overview of the actions: magic-animal action
magische_tiere-section-light_action = Overview of the actions: flashlight action
magische_tiere-section-shoe_action = Overview of the actions: shoe action
magische_tiere-section-watchman_action = Overview of the actions: night-watchman action
magische_tiere-section-ida_action = Overview of the actions: Ida action
magische_tiere-section-cards = Overview of the magic-animal cards
magische_tiere-section-white_die = The white die
magische_tiere-section-variant = Variant: playing on after Ida has distracted the watchman
magische_tiere-section-ending = How does the game end?

## The symbols on the dice (the card symbol shows Rabbat the raven).

-magische_tiere-symbol-card = { $number ->
        [other] cards
       *[one] card
    }

-magische_tiere-symbol-light = { $number ->
        [other] flashlights
       *[one] flashlight
    }

-magische_tiere-symbol-shoe = { $number ->
        [other] shoes
       *[one] shoe
    }

-magische_tiere-symbol-cap = { $number ->
        [other] caps
       *[one] cap
    }

-magische_tiere-symbol-ida = { $number ->
        [other] Idas
       *[one] Ida
    }
    .sound = vowel

-magische_tiere-symbol-dino = { $number ->
        [other] dinos
       *[one] dino
    }

## The rows of the dice tray.

-magische_tiere-row-card = { $number ->
        [other] card rows
       *[one] card row
    }

-magische_tiere-row-light = { $number ->
        [other] flashlight rows
       *[one] flashlight row
    }

-magische_tiere-row-shoe = { $number ->
        [other] shoe rows
       *[one] shoe row
    }

-magische_tiere-row-cap = { $number ->
        [other] watchman rows
       *[one] watchman row
    }

-magische_tiere-row-ida = { $number ->
        [other] Ida rows
       *[one] Ida row
    }
    .sound = vowel

magische_tiere-child-eddie = Eddie
magische_tiere-child-helene = Helene
magische_tiere-child-jo = Jo
magische_tiere-child-schoki = Schoki

magische_tiere-watchman = night watchman

magische_tiere-ida = Ida

magische_tiere-silas = Silas

## The magic-animal cards: their names (the German name printed on the card follows in the card texts) and what they do.

-magische_tiere-card-watchman_back = Watchman back

magische_tiere-card_text-watchman_back = The watchman goes back one field (but not from his start field).

-magische_tiere-card-watchman_rests = Watchman stays put

magische_tiere-card_text-watchman_rests = The cap dice of this turn are taken away without the watchman walking.

-magische_tiere-card-ida_step = Ida one field

magische_tiere-card_text-ida_step = Ida moves one field on – if she is already in play and the field ahead of her is lit.

-magische_tiere-card-light_one = Light 1 tile

magische_tiere-card_text-light_one = Turn the next dark path tile over at once.

-magische_tiere-card-light_two = Light 2 tiles

magische_tiere-card_text-light_two = Turn the next two dark path tiles over at once.

-magische_tiere-card-turn_one = Turn 1 die

magische_tiere-card_text-turn_one = After a roll, turn one die that does not show a cap to any side you like.

-magische_tiere-card-turn_two = Turn 2 dice

magische_tiere-card_text-turn_two = After a roll, turn two dice that do not show caps to any sides you like.

-magische_tiere-card-reroll_cap_one = Reroll 1 cap

magische_tiere-card_text-reroll_cap_one = Once all dice are placed: roll one cap die again; it goes onto the row of its new symbol.

-magische_tiere-card-reroll_cap_two = Reroll 2 caps

magische_tiere-card_text-reroll_cap_two = Once all dice are placed: roll two cap dice again; they go onto the rows of their new symbols.

-magische_tiere-card-steps_two = 2 steps

magische_tiere-card_text-steps_two = The children take 2 extra steps between them; you share them out.

-magische_tiere-card-steps_three = 3 steps

magische_tiere-card_text-steps_three = The children take 3 extra steps between them; you share them out.

magische_tiere-phase-roll = the blue dice are rolling
magische_tiere-phase-roll_white = the white die is rolling
magische_tiere-phase-draw = a card is being drawn
magische_tiere-phase-place = placing dice or rolling again
magische_tiere-phase-turning = turning dice with the card
magische_tiere-phase-ready = using cards or going on with the actions
magische_tiere-phase-acting = the actions are being carried out
magische_tiere-phase-steps = sharing steps among the children
magische_tiere-phase-distracted = Ida has reached the watchman: finish or play on
magische_tiere-phase-end = the end of the game

# $dice (int: 1 | 2 | 6)
magische_tiere-next-roll = { $name } rolls { $dice ->
        [one] one die
       *[other] { $dice } dice
    } …
magische_tiere-next-roll_white = { $name } rolls the white die …
magische_tiere-next-draw = A magic-animal card is drawn from the pile …
magische_tiere-next-place = It is { $name }'s turn. No cap came up, so you must place at least one die; you may roll the others again.
magische_tiere-next-place_free = It is { $name }'s turn. A cap came up, so you need not place anything else. Choose which dice to place – or roll the others again.
magische_tiere-next-place_none = It is { $name }'s turn. No die fits a row right now: use a card or roll again.
magische_tiere-next-place_forced = The rerolled dice must go onto the rows of their symbols.
# $turns (int: 1 | 2)
magische_tiere-next-turning = { $turns ->
        [one] You may turn one more die – or you are done.
       *[other] You may turn { $turns } more dice – or you are done.
    }
magische_tiere-next-ready = All dice are placed. You can use cards, then the actions go on.
# $steps (int: 1 | 2 | 5)
magische_tiere-next-steps = { $steps ->
        [one] One step left: which child walks?
       *[other] { $steps } steps left: which child walks?
    }
magische_tiere-next-distracted = Ida has reached the watchman and distracts him! End the game (a narrow win) or play on until everyone is with Silas.

# $text (text: hello | place hat)
magische_tiere-error-notation = I do not understand “{ $text }” as a move. Examples: “place shoe shoe light”, “reroll”, “step jo”, “use light_one”, “go”.
# $field (text: x9 | t12), $purple (text: p0–p4), $tiles (text: t1–t11), $red (text: r1–r5), $orange (text: o1–o7)
magische_tiere-error-field = “{ $field }” is not a field. There are: purple { $purple }, path tiles { $tiles }, silas, red { $red }, orange { $orange }.
# $action (text: roll cap cap | draw ida_step)
magische_tiere-error-impossible_outcome = “{ $action }” cannot come up here: right now { $event }.
magische_tiere-error-chance_pending = Chance comes first: { $event }.
# $action (text: go | step jo)
magische_tiere-error-wrong_time = “{ $action }” is not possible now. What comes next: { $expected }.
magische_tiere-error-forced = The dice rerolled with the card must be placed, as many as fit.
magische_tiere-error-must_place = No cap came up: you must place at least one die before rolling again.
# $spec (text: cap>shoe | shoe>shoe)
magische_tiere-error-turn = “{ $spec }” is not possible: turn a rolled die that does not show a cap to another side.
# $n (int: 3 | 4), $have (int: 0 | 1 | 2)
magische_tiere-error-not_rolled = { $have ->
        [0] No loose die shows the symbol “{ $face }”.
        [one] You want to place { $n } dice showing “{ $face }”, but only one loose die shows that symbol.
       *[other] You want to place { $n } dice showing “{ $face }”, but only { $have } loose dice show that symbol.
    }
magische_tiere-error-cap_by_itself = You never place caps yourselves: every cap you roll goes onto the watchman row by itself, straight away. Place the other dice you want, or roll them again.
magische_tiere-error-cap_by_itself_full = You never place caps yourselves: they go onto the watchman row by themselves. But that row is full now, so a cap you roll stays loose and is rolled again with the other dice.
magische_tiere-error-no_white = The white die is not loose in front of you right now.
magische_tiere-error-white_row = The white die shows “{ $face }”, so it does not fit { NOUN($row, det: "the") }. Only the dino is a joker.
magische_tiere-error-covered = { NOUN($row, det: "the", cap: "yes") } is covered, so no die can go there. Roll that die again.
# $free (count)
magische_tiere-error-row_full = { $free ->
        [0] { NOUN($row, det: "the", cap: "yes") } is already full.
        [one] There is room for only one more die on { NOUN($row, det: "the") }.
       *[other] There is room for only { $free } more dice on { NOUN($row, det: "the") }.
    }
magische_tiere-error-child_caught = { $child } was caught by the watchman and may not walk any more.
magische_tiere-error-child_home = { $child } is already with Silas.
# $tile (int: 1 | 11)
magische_tiere-error-dark_tile = { $child } cannot go onto path tile { $tile }: it is still dark. The flashlight has to light it first!
magische_tiere-error-no_card = You have no “{ $card }” card.
# $card (noun magische_tiere.card.turn)
magische_tiere-error-card_turn_time = The “{ $card }” card only works right after a roll, while a die without a cap is loose.
# $card (noun magische_tiere.card.reroll_cap)
magische_tiere-error-card_reroll_time = The “{ $card }” card only works once all dice are placed, a cap lies on the watchman row and the watchman has not walked yet this turn.
magische_tiere-error-card_time = You can use cards while placing dice, before the actions and while sharing out steps.
magische_tiere-error-card_useless-light_one = The “{ -magische_tiere-card-light_one }” card no longer helps: every path tile is already lit.
magische_tiere-error-card_useless-light_two = The “{ -magische_tiere-card-light_two }” card no longer helps: every path tile is already lit.
magische_tiere-error-card_useless-steps_two = The “{ -magische_tiere-card-steps_two }” card does not work right now: no child can take a step.
magische_tiere-error-card_useless-steps_three = The “{ -magische_tiere-card-steps_three }” card does not work right now: no child can take a step.
magische_tiere-error-card_useless-watchman_back = The “{ -magische_tiere-card-watchman_back }” card does not work: the watchman is on his start field or has been distracted.
magische_tiere-error-card_useless-watchman_rests = The “{ -magische_tiere-card-watchman_rests }” card no longer works: the watchman row has already acted this turn, or Ida has already distracted the watchman.
magische_tiere-error-card_useless-ida_step = The “{ -magische_tiere-card-ida_step }” card does not work: Ida is not in play yet, or the field ahead of her is dark.

# $n (int: 1 | 2 | 5)
magische_tiere-count_face = { $n } { NOUN($face, $n) }

# $n (int: 0 | 1 | 3)
magische_tiere-fields = { $n ->
        [0] 0 fields
        [one] one field
       *[other] { $n } fields
    }

magische_tiere-action-roll = Roll: { $faces }
magische_tiere-action-white = White die: { $face }
magische_tiere-action-draw = Drawn: the “{ $card }” card
# $rest (count)
magische_tiere-action-place = Place { $faces }{ $rest ->
        [0] {""}
        [one] , roll one die again
       *[other] , roll { $rest } dice again
    }
# $rest (count)
magische_tiere-action-place_white = Place { $faces } and the white die on { NOUN($row, det: "the") }{ $rest ->
        [0] {""}
        [one] , roll one die again
       *[other] , roll { $rest } dice again
    }
# $rest (count)
magische_tiere-action-place_only_white = Place the white die on { NOUN($row, det: "the") }{ $rest ->
        [0] {""}
        [one] , roll one die again
       *[other] , roll { $rest } dice again
    }
magische_tiere-action-reroll = Place nothing, roll again
magische_tiere-action-use = Use the “{ $card }” card
# $card (noun magische_tiere.card.reroll_cap), $blue (int: 1 | 2), $white (int: 0 | 1)
magische_tiere-action-use_dice = Use the “{ $card }” card on { $white ->
        [0] { $blue ->
                [one] one blue die
               *[other] { $blue } blue dice
            }
       *[other] { $blue ->
                [0] the white die
                [one] one blue die and the white die
               *[other] { $blue } blue dice and the white die
            }
    }
magische_tiere-action-turn = Turn a die: { $face } → { $target }
magische_tiere-action-turn_white = Turn the white die: { $face } → { $target }
magische_tiere-action-done = Done turning
magische_tiere-action-go = Go on with the actions
# $lane (text: p | t | silas), $tile (int: 2 | 4)
magische_tiere-action-step = { $child } walks { $lane ->
        [p] to purple field { $tile }
        [t] to path tile { $tile }
       *[silas] to Silas
    }
magische_tiere-action-stop = Let the other steps go
magische_tiere-action-finish = End the game: a narrow win
magische_tiere-action-continue = Play on (variant)

magische_tiere-field_name-start = Purple start field
# $tile (int: 1 | 4)
magische_tiere-field_name-p = Purple field { $tile }
# $tile (int: 1 | 11)
magische_tiere-field_name-t = Path tile { $tile }
magische_tiere-field_name-silas = Silas
# $tile (int: 1 | 5)
magische_tiere-field_name-r = Red field { $tile }
# $tile (int: 1 | 7)
magische_tiere-field_name-o = Orange field { $tile }

## $turns (int: 1 | 2 | 17), $caught (int: 0 | 2 | 4), $home (int: 0 | 1 | 3)

magische_tiere-outcome-win = You won! All four children are with Silas, and together you rebuild the T. rex skeleton. { $turns ->
        [one] It took you one turn.
       *[other] It took you { $turns } turns.
    }
magische_tiere-outcome-win_variant = You won! Ida had distracted the watchman, and now all four children are with Silas too. { $turns ->
        [one] It took you one turn.
       *[other] It took you { $turns } turns.
    }
# $home (int: 0 | 1 | 2), $caught (int: 0 | 1 | 2)
magische_tiere-outcome-narrow = A narrow win! Ida reached the watchman and distracted him. { $home ->
        [0] No child has reached Silas
        [one] One child has reached Silas
       *[other] { $home } children have reached Silas
    }, and { $caught ->
        [0] no child was caught.
        [one] one child was caught.
       *[other] { $caught } children were caught.
    } { $turns ->
        [one] It took you one turn.
       *[other] It took you { $turns } turns.
    }
magische_tiere-outcome-loss = Lost: the watchman has arrived at Silas and has caught every child. { $turns ->
        [one] The game lasted one turn.
       *[other] The game lasted { $turns } turns.
    }

magische_tiere-strategy-children_first = Children first
magische_tiere-strategy-light_first = Light first
magische_tiere-strategy-hold_cards = Hold cards
magische_tiere-strategy-place_all = Place everything at once
magische_tiere-strategy-random = Random
magische_tiere-strategy-advisor = Advisor

magische_tiere-strategy_text-children_first = Dice for the children's steps first; the flashlight when the way ahead of them is dark; cards used at once.
magische_tiere-strategy_text-light_first = Light the way first, then walk; cards used at once.
magische_tiere-strategy_text-hold_cards = Places like “Children first”, but uses cards only in an emergency: when the watchman could reach a child or every child waits in front of dark tiles.
magische_tiere-strategy_text-place_all = Place every die that fits at once – never roll again by choice.
magische_tiere-strategy_text-random = Picks at random among all allowed moves.

# $name (text: brave | fast), $names (text: children_first, light_first, hold_cards, place_all, random)
magische_tiere-error-strategy = There is no strategy “{ $name }”. There are: { $names }.

## The advisor: why it suggests a move. $move (text: Place 2 shoes | Go on with the actions),
## $reasons (text: No card helps right now.)

magische_tiere-why-suggest = Suggestion: { $move }. { $reasons }
magische_tiere-why-played = { $move }. { $reasons }
# $n (int: 0 | 1 | 2), $hand (int: 0 | 1 | 3)
magische_tiere-why-go = { $hand ->
        [0] You hold no card, so the rows act now.
       *[other] { $n ->
            [0] None of your cards can be used right now.
            [one] The one card you could use now is kept for a later moment.
           *[other] The { $n } cards you could use now are kept for a later moment.
        }
    }
magische_tiere-why-finish = Ida has distracted the watchman: that is a win. If you like, play on in the variant until everyone is with Silas.
# $n (int: 1 | 2 | 6)
magische_tiere-why-reroll = { $n ->
        [one] The die does not help enough: rolling again is worth it, even though a cap may come up.
       *[other] None of the { $n } dice helps enough: rolling again is worth it, even though caps may come up.
    }
magische_tiere-why-row-shoe = { $n ->
        [0] Shoe: right now no child can walk on, because the way ahead of the children is still dark.
        [one] Shoe: the children can still take one step before the dark path tiles.
       *[other] Shoe: together the children can still take { $n } steps before the dark path tiles.
    }
magische_tiere-why-row-shoe_lit = { $n ->
        [0] Shoe: no child needs any more steps.
        [one] Shoe: the whole way is lit, and the children need just one more step to Silas.
       *[other] Shoe: the whole way is lit, and together the children still need { $n } steps to Silas.
    }
magische_tiere-why-row-shoe_lighting = { $n ->
        [0] Shoe: no child needs any more steps.
        [one] Shoe: with the flashlight the whole way will be lit, and the children need just one more step to Silas.
       *[other] Shoe: with the flashlight the whole way will be lit, and together the children still need { $n } steps to Silas.
    }
magische_tiere-why-row-light = { $n ->
        [0] Flashlight: every path tile is lit already.
        [one] Flashlight: one path tile is still dark.
       *[other] Flashlight: { $n } path tiles are still dark.
    }
magische_tiere-why-row-card = { $n ->
        [0] Card: the pile is empty.
        [one] Card: one card is left in the pile, and it helps later.
       *[other] Card: { $n } cards are left in the pile, and they help later.
    }
# $n (int: 1 | 2 | 5)
magische_tiere-why-row-ida = { $n ->
        [one] Ida: she is only one field behind the watchman.
       *[other] Ida: she is { $n } fields behind the watchman.
    }
magische_tiere-why-row-ida_done = Ida: she has already distracted the watchman, so her steps change nothing now.
magische_tiere-why-row-ida_red = Ida: she walks on, but the watchman is back on his red fields, where she cannot reach him.
magische_tiere-why-row-ida_win = Ida: with the dice on the tray she reaches the watchman this turn – that wins the game!
# $n (int: 1 | 3)
magische_tiere-why-row-ida_win_if = { $n ->
        [one] Ida: she can reach the watchman this turn if the other die brings no cap – that would win the game!
       *[other] Ida: she can reach the watchman this turn if the other { $n } dice bring no cap – that would win the game!
    }
magische_tiere-why-row-cap = Cap: the dino joker fits no other free row.
# $n (int: 1 | 2 | 5)
magische_tiere-why-rest = { $n ->
        [one] The other die is rolled again: it may show something better. It shows a cap in only about 1 roll out of 6.
       *[other] The other { $n } dice are rolled again: they may show something better. Each die shows a cap in only about 1 roll out of 6.
    }
# $steps (int: 1 | 4)
magische_tiere-why-step_home = { $steps ->
        [one] { $child } can reach Silas with the last step.
       *[other] { $child } can reach Silas with the { $steps } steps left.
    }
# $n (int: 1 | 2 | 5)
magische_tiere-why-step_rear = { $n ->
        [one] { $child } is closest to the watchman, only one field ahead of him, and walks first.
       *[other] { $child } is closest to the watchman, { $n } fields ahead of him, and walks first.
    }
# $n (int: 1 | 2 | 9)
magische_tiere-why-step_last = { $n ->
        [one] { $child } is only one field from Silas and walks first.
       *[other] { $child } has the longest way left, { $n } fields to Silas, and walks first.
    }
magische_tiere-why-stop = No child can walk on.
# $free (int: 0 | 1 | 3)
magische_tiere-why-turn = { $free ->
        [one] The die showing “{ $face }” is turned to “{ $target }”: that row has one free field for it.
       *[other] The die showing “{ $face }” is turned to “{ $target }”: that row has { $free } free fields for it.
    }
magische_tiere-why-turn_joker = The white die becomes the dino: as a joker it may go onto any free row instead of the “{ $face }” row.
# $n (int: 1 | 2 | 5)
magische_tiere-why-done = { $n ->
        [one] The other loose die stays as it is: { $faces }.
       *[other] The other loose dice stay as they are: { $faces }.
    }
magische_tiere-why-random = Picked at random.
# $n (int: 1 | 2), $walk (text: one field | 2 fields)
magische_tiere-why-card-watchman_back = { $n ->
        [one] { $child } is only one field ahead of the watchman, and with the caps on his row now he walks { $walk } this turn – the card sends him one field back!
       *[other] { $child } is only { $n } fields ahead of the watchman, and with the caps on his row now he walks { $walk } this turn – the card sends him one field back!
    }
# $n (int: 1 | 3), $walk (text: 0 fields | one field)
magische_tiere-why-card-watchman_back_loose = { $n ->
        [one] { $child } is only one field ahead of the watchman. With the caps on his row now he walks { $walk }, but the loose dice can still bring caps – the card sends him one field back.
       *[other] { $child } is { $n } fields ahead of the watchman. With the caps on his row now he walks { $walk }, but the loose dice can still bring caps – the card sends him one field back.
    }
# $n (int: 3 | 6)
magische_tiere-why-card-watchman_back_far = { $n ->
        [one] The watchman is one field behind { $child }: the card sends the watchman one field back.
       *[other] Every field counts: the watchman is { $n } fields behind { $child }, and the card sends the watchman one field back.
    }
magische_tiere-why-card-watchman_back_nobody = No child is on the way any more, but one field back keeps the watchman away from Silas for longer.
# $n (int: 0 | 1 | 3), $walk (text: 0 fields | one field | 2 fields)
magische_tiere-why-card-watchman_rests = { $n ->
        [0] There is no cap on the watchman row yet – the card keeps him still for every cap of this turn.
        [one] With one cap on his row the watchman would walk { $walk } – the card keeps him still this turn.
       *[other] With { $n } caps on his row the watchman would walk { $walk } – the card keeps him still this turn.
    }
magische_tiere-why-card-ida_step_red = The card brings Ida one field further; the watchman is back on his red fields, where she cannot reach him.
# $n (int: 1 | 2 | 5)
magische_tiere-why-card-ida_step = { $n ->
        [one] Ida is only one field behind the watchman: with the card she reaches him – that wins the game!
       *[other] Ida is { $n } fields behind the watchman: the card brings her one field closer.
    }
# $n (int: 1 | 2 | 9)
magische_tiere-why-card-light_one = { $n ->
        [one] One path tile is still dark – the card lights it.
       *[other] { $n } path tiles are still dark – the card lights one of them.
    }
# $n (int: 1 | 2 | 9)
magische_tiere-why-card-light_two = { $n ->
        [one] One path tile is still dark – the card lights it.
        [2] Two path tiles are still dark – the card lights both.
       *[other] { $n } path tiles are still dark – the card lights two of them.
    }
# $n (int: 1 | 2 | 5)
magische_tiere-why-card-turn_one = { $n ->
        [one] The loose die shows { $faces }: the card can turn it to another side.
       *[other] The loose dice show { $faces }: the card can turn one of them to another side.
    }
# $n (int: 1 | 2 | 5)
magische_tiere-why-card-turn_two = { $n ->
        [one] The loose die shows { $faces }: the card can turn it to another side.
       *[other] The loose dice show { $faces }: the card can turn up to two of them to another side.
    }
# $n (int: 1 | 2 | 5), $dice (int: 1 | 2), $walk (text: one field | 2 fields), $less (text: 0 fields | one field), $m (int: 0 | 1 | 2)
magische_tiere-why-card-reroll_less = { $n ->
         [one] { $dice ->
             [one] { $m ->
                 [0] With one cap on his row the watchman walks { $walk }; if the rerolled die does not land on his row again, he does not walk at all.
                *[other] With one cap on his row the watchman walks { $walk }; if the rerolled die does not land on his row again, he walks only { $less }.
            }
            *[other] { $m ->
                 [0] With one cap on his row the watchman walks { $walk }; if the rerolled dice do not land on his row again, he does not walk at all.
                *[other] With one cap on his row the watchman walks { $walk }; if the rerolled dice do not land on his row again, he walks only { $less }.
            }
        }
        *[other] { $dice ->
             [one] { $m ->
                 [0] With { $n } caps on his row the watchman walks { $walk }; if the rerolled die does not land on his row again, he does not walk at all.
                *[other] With { $n } caps on his row the watchman walks { $walk }; if the rerolled die does not land on his row again, he walks only { $less }.
            }
            *[other] { $m ->
                 [0] With { $n } caps on his row the watchman walks { $walk }; if the rerolled dice do not land on his row again, he does not walk at all.
                *[other] With { $n } caps on his row the watchman walks { $walk }; if the rerolled dice do not land on his row again, he walks only { $less }.
            }
        }
    }
# $n (int: 2 | 4), $dice (int: 1 | 2), $walk (text: one field | 2 fields), $less (text: one field | 2 fields)
magische_tiere-why-card-reroll_same = { $dice ->
        [one] With one cap fewer the watchman still walks { $walk }, but the rerolled die can land on another row.
       *[other] With { $dice } caps fewer the watchman still walks { $walk }, but the rerolled dice can land on other rows.
    }
# $n (int: 1 | 2 | 5), $steps (int: 2 | 3)
magische_tiere-why-card-steps = { $n ->
        [one] { $child } is only one field ahead of the watchman: { $steps } extra steps can take the children further away from him.
       *[other] { $child } is { $n } fields ahead of the watchman: { $steps } extra steps can take the children further away from him.
    }
# $n (int: 1 | 2 | 9), $steps (int: 2 | 3)
magische_tiere-why-card-steps_way = { $n ->
        [one] { $child } is only one field from Silas: { $steps } extra steps bring the children closer to him.
       *[other] { $child } still has { $n } fields to Silas: { $steps } extra steps bring the children closer to him.
    }
# $steps (int: 2 | 3)
magische_tiere-why-card-steps_nobody = No child is on the way any more, so the { $steps } extra steps change nothing.

# $plan (text: 3 shoes, 1 flashlight, 1 card | nothing in particular)
magische_tiere-why-plan = What we want this turn, as far as the dice allow: { $plan }.
magische_tiere-why-nothing = nothing in particular
# $n (int: 1 | 2 | 6)
magische_tiere-why-no_fit = { $n ->
        [one] The die fits no free row, so it is rolled again.
       *[other] None of the { $n } dice fits a free row, so they are rolled again.
    }
magische_tiere-why-all = Every die that fits goes onto the tray now: every further roll could bring a cap.
# $n (int: 1 | 2 | 5)
magische_tiere-why-rest_no_fit = { $n ->
        [one] The other die fits no free row and is rolled again.
       *[other] The other { $n } dice fit no free row and are rolled again.
    }

## Why a move helps, in a short clause (for explaining a computer move).

# $n (int: 1 | 2 | 5)
magische_tiere-reason-ida = { $n ->
        [one] Ida is only one field behind the watchman
       *[other] Ida is { $n } fields behind the watchman, and each step brings her closer
    }
magische_tiere-reason-ida_done = Ida has already distracted the watchman, so her steps change nothing now
magische_tiere-reason-ida_red = Ida walks on, but the watchman is back on his red fields, where she cannot reach him
magische_tiere-reason-light = { $n ->
        [0] every path tile is lit already
        [one] only one path tile is still dark
       *[other] { $n } path tiles are still dark, and children may only walk on lit ones
    }
magische_tiere-reason-card = { $n ->
        [0] the pile is empty
        [one] the last card is waiting in the pile
       *[other] { $n } cards are waiting in the pile, and cards help later
    }
# $n (int: 1 | 2 | 5)
magische_tiere-reason-shoe = { $n ->
        [one] so the children walk on: { $child } is only one field ahead of the watchman
       *[other] so the children walk on: { $child } is { $n } fields ahead of the watchman
    }
# $n (int: 1 | 2 | 5), $walk (text: one field | 2 fields)
magische_tiere-reason-cap = { $n ->
        [one] the dino fits no other row; as the first cap on his row it makes the watchman walk { $walk }
       *[other] the dino fits no other row; with { $n } caps on his row the watchman walks { $walk }
    }
# $n (int: 1 | 2 | 5), $walk (text: one field | 2 fields)
magische_tiere-reason-cap_choice = { $n ->
        [one] the dino could go onto another row too; as the first cap on his row it makes the watchman walk { $walk }
       *[other] the dino could go onto another row too; with { $n } caps on his row the watchman walks { $walk }
    }
# $n (int: 0 | 1 | 3)
magische_tiere-reason-home = { $n ->
        [0] every child has been caught, so only Ida can still distract the watchman
        [one] one child is with Silas, the watchman has caught the others
       *[other] { $n } children are with Silas, the watchman has caught the others
    }
# $n (int: 1 | 2 | 9)
magische_tiere-reason-way = { $n ->
        [one] the watchman is distracted, and { $child } is only one field from Silas
       *[other] the watchman is distracted, and { $child } still has { $n } fields to go to Silas
    }
# $n (int: 1 | 2 | 5), $walk (text: one field | 2 fields)
magische_tiere-reason-reroll = { $n ->
        [one] { $child } is only one field ahead of the watchman; if the loose dice show caps, he can walk up to { $walk } this turn
       *[other] { $child } is { $n } fields ahead of the watchman; if the loose dice show caps, he can walk up to { $walk } this turn
    }
# $n (int: 1 | 2 | 6)
magische_tiere-reason-reroll_no_fit = { $n ->
        [one] the loose die fits no free row
       *[other] none of the { $n } loose dice fits a free row
    }
# $steps (int: 1 | 2 | 5)
magische_tiere-reason-step_home = { $steps ->
        [one] { $child } can reach Silas with the last step
       *[other] { $child } can reach Silas with the { $steps } steps left
    }
# $n (int: 1 | 2 | 5)
magische_tiere-reason-step = { $n ->
        [one] { $child } is only one field ahead of the watchman
       *[other] { $child } is { $n } fields ahead of the watchman
    }
magische_tiere-reason-stop = { $n ->
        [0] no child can walk on: no path tile is lit yet
        [one] no child can walk on: only one path tile is lit so far
       *[other] no child can walk on: only { $n } path tiles are lit so far
    }
magische_tiere-reason-stop_nobody = no child can take another step
# $n (int: 2 | 5), $walk (text: no field | one field | 2 fields), $steps (int: 1 | 3)
magische_tiere-reason-stop_safe = { $steps ->
        [one] nobody needs the last step to stay out of the watchman's reach: with the caps on his row now he walks { $walk }, and { $child }, the closest child, is { $n } fields ahead of him
       *[other] nobody needs the { $steps } steps left to stay out of the watchman's reach: with the caps on his row now he walks { $walk }, and { $child }, the closest child, is { $n } fields ahead of him
    }
# $n (int: 1 | 2), $walk (text: one field | 2 fields), $steps (int: 1 | 3)
magische_tiere-reason-stop_risk = { $n ->
        [one] { $steps -> 
            [one] the last step is lost, although { $child } is only one field ahead of the watchman, and with the caps on his row now he walks { $walk }
           *[other] the { $steps } steps left are lost, although { $child } is only one field ahead of the watchman, and with the caps on his row now he walks { $walk }
        }
       *[other] { $steps ->
            [one] the last step is lost, although { $child } is only { $n } fields ahead of the watchman, and with the caps on his row now he walks { $walk }
           *[other] the { $steps } steps left are lost, although { $child } is only { $n } fields ahead of the watchman, and with the caps on his row now he walks { $walk }
        }
    }
# $n (int: 1 | 2 | 5), $walk (text: one field | 2 fields)
magische_tiere-reason-go = { $n ->
        [one] every die is on the tray; with one cap on his row the watchman walks { $walk }
       *[other] every die is on the tray; with { $n } caps on his row the watchman walks { $walk }
    }
# $n (int: 1 | 2 | 5), $walk (text: one field | 2 fields)
magische_tiere-reason-go_catch = { $n ->
        [one] every die is on the tray; with one cap on his row the watchman walks { $walk } and catches { $child } unless { $child } walks on first
       *[other] every die is on the tray; with { $n } caps on his row the watchman walks { $walk } and catches { $child } unless { $child } walks on first
    }
magische_tiere-reason-go_safe = every die is on the tray, and no cap makes the watchman walk: he stays where he is
# $n (int: 1 | 3)
magische_tiere-reason-go_rests = { $n ->
        [one] every die is on the tray; the card keeps the watchman still, so the cap on his row does not make him walk
       *[other] every die is on the tray; the card keeps the watchman still, so the { $n } caps on his row do not make him walk
    }
# $n (int: 1 | 2), $walk (text: one field | 2 fields)
magische_tiere-reason-back = { $n ->
        [one] { $child } is only one field ahead of the watchman, and with the caps on his row now he walks { $walk }: the card sends him one field back
       *[other] { $child } is only { $n } fields ahead of the watchman, and with the caps on his row now he walks { $walk }: the card sends him one field back
    }
# $n (int: 1 | 3), $walk (text: no field | one field)
magische_tiere-reason-back_loose = { $n ->
        [one] { $child } is only one field ahead of the watchman; with the caps on his row now he walks { $walk }, but the loose dice can still bring caps, and the card sends him one field back
       *[other] { $child } is { $n } fields ahead of the watchman; with the caps on his row now he walks { $walk }, but the loose dice can still bring caps, and the card sends him one field back
    }
# $n (int: 3 | 6)
magische_tiere-reason-back_far = { $n ->
        [one] the watchman is one field behind { $child }, and every field of distance helps
       *[other] the watchman is { $n } fields behind { $child }, and every field of distance helps
    }
# $n (int: 1 | 2 | 5), $dice (int: 1 | 2), $walk (text: one field | 2 fields), $less (text: 0 fields | one field), $m (int: 0 | 1 | 2)
magische_tiere-reason-caps_card_less = { $n ->
         [one] { $dice ->
             [one] { $m ->
                 [0] with one cap on his row the watchman walks { $walk }; if the rerolled die does not land on his row again, he does not walk at all
                *[other] with one cap on his row the watchman walks { $walk }; if the rerolled die does not land on his row again, he walks only { $less }
            }
            *[other] { $m ->
                 [0] with one cap on his row the watchman walks { $walk }; if the rerolled dice do not land on his row again, he does not walk at all
                *[other] with one cap on his row the watchman walks { $walk }; if the rerolled dice do not land on his row again, he walks only { $less }
            }
        }
        *[other] { $dice ->
             [one] { $m ->
                 [0] with { $n } caps on his row the watchman walks { $walk }; if the rerolled die does not land on his row again, he does not walk at all
                *[other] with { $n } caps on his row the watchman walks { $walk }; if the rerolled die does not land on his row again, he walks only { $less }
            }
            *[other] { $m ->
                 [0] with { $n } caps on his row the watchman walks { $walk }; if the rerolled dice do not land on his row again, he does not walk at all
                *[other] with { $n } caps on his row the watchman walks { $walk }; if the rerolled dice do not land on his row again, he walks only { $less }
            }
        }
    }
# $n (int: 2 | 4), $dice (int: 1 | 2), $walk (text: one field | 2 fields), $less (text: one field | 2 fields)
magische_tiere-reason-caps_card_same = { $dice ->
        [one] with one cap fewer the watchman still walks { $walk }, but the rerolled die can land on another row
       *[other] with { $dice } caps fewer the watchman still walks { $walk }, but the rerolled dice can land on other rows
    }
# $n (int: 0 | 1 | 3), $walk (text: no field | one field | 2 fields)
magische_tiere-reason-rests = { $n ->
        [0] there is no cap on the watchman row yet, and the card keeps him still for every cap of this turn
        [one] with one cap on his row the watchman would walk { $walk }; the card keeps him still this turn
       *[other] with { $n } caps on his row the watchman would walk { $walk }; the card keeps him still this turn
    }
# $n (int: 1 | 2 | 5)
magische_tiere-reason-turn_card = { $n ->
        [one] the die shows { $faces } and can become something more useful
       *[other] the dice show { $faces }, and one of them can become something more useful
    }
# $free (int: 0 | 1 | 3)
magische_tiere-reason-turn = { $free ->
        [0] the row for “{ $target }” has no free field, so a die showing it cannot go there
        [one] the row for “{ $target }” has one free field
       *[other] the row for “{ $target }” has { $free } free fields
    }
# $n (int: 1 | 2 | 5), $walk (text: one field | 2 fields)
magische_tiere-reason-turn_cap = { $n ->
        [one] a cap goes straight onto the watchman row: as the first cap it makes him walk { $walk }
       *[other] a cap goes straight onto the watchman row: with { $n } caps he walks { $walk }
    }
magische_tiere-reason-turn_joker = the dino is a joker and may go onto any free row instead of “{ $face }”
# $n (int: 1 | 2 | 5)
magische_tiere-reason-done = { $n ->
        [one] the die stays as it is: { $faces }
       *[other] the dice stay as they are: { $faces }
    }
# $n (int: 1 | 2 | 4)
magische_tiere-reason-continue = { $n ->
        [one] one child still wants to reach Silas
       *[other] { $n } children still want to reach Silas
    }
magische_tiere-reason-finish = Ida has reached the watchman, and that wins the game
magische_tiere-reason-chance = chance decides

magische_tiere-ui-no_click = There is nothing to click here right now. What comes next: { $expected } – use the buttons.
magische_tiere-ui-choose_dice = First click the dice you want to place (or a row: then every die with its symbol), then “Place the chosen dice”.
magische_tiere-ui-joker_row = The dino is a joker: click the row it should go on.
magische_tiere-ui-choose_turn = Click a die, then the row with the symbol it should show.
magische_tiere-ui-no_child = No child who can walk stands on this field.

## The lab: tables and pictures of many games played.

magische_tiere-lab-card = Card
magische_tiere-lab-card_effect = What it does
magische_tiere-lab-card_count = How many (assumed)
magische_tiere-lab-strategy = Strategy
magische_tiere-lab-games = Games
magische_tiere-lab-ending-win = Win (%)
magische_tiere-lab-ending-narrow = Narrow win (%)
magische_tiere-lab-ending-loss = Loss (%)
magische_tiere-lab-mean_turns = Turns on average
magische_tiere-lab-share = Share of games (%)
magische_tiere-lab-endings_title = How do the games end?
magische_tiere-lab-length_title = How long do they last?
magische_tiere-lab-turns = Turns until the end
magische_tiere-lab-progress = Games
magische_tiere-lab-caps = Caps in one roll
magische_tiere-lab-one_in = How often? (roughly)
# $n (text: 3 | 46,656)
magische_tiere-lab-one_in_value = about 1 in { $n } rolls
magische_tiere-lab-mostly = in most rolls
magische_tiere-lab-never = never
magische_tiere-lab-percent = Per cent
magische_tiere-lab-exact = Exactly (of all possible rolls)
# $count (text: 15,625 | 1), $total (text: 46,656)
magische_tiere-lab-exact_value = { $count } in { $total }
# $dice (int: 1 | 6 | 7)
magische_tiere-lab-caps_title = { $dice ->
        [one] How many caps does a roll of one die bring?
       *[other] How many caps does a roll of { $dice } dice bring?
    }
# $caps (int: 0 | 1 | 2) · $percent (text: 33.5% | 0.0021%)
magische_tiere-lab-caps_bar = { $caps ->
        [one] one cap
       *[other] { $caps } caps
    }: { $percent }
# $dice (int: 1 | 6 | 7) · $bars (text: 0 caps: 33.5%, one cap: 40.2%, 2 caps: 20.1%)
magische_tiere-lab-caps_alt = { $dice ->
        [one] A bar chart for a roll of one die
       *[other] A bar chart for a roll of { $dice } dice
    }: one bar for each number of caps. The higher the bar, the more often a roll brings that many caps. How often: { $bars }.
magische_tiere-lab-plot_alt = Two charts side by side. On the left, one bar for each way of playing, cut into parts for how its games ended. On the right, one line for each way of playing: how many games lasted how many turns.

magische_tiere-error-row_done = { NOUN($row, det: "the", cap: "yes") } has already acted this turn: a rerolled die cannot go there and is rolled again.

## When a saved game is loaded: what is wrong with it. Most values are as written in the file.
## $tile (int: 1 | 11), $turn (int: 2 | 5), $players (int: 1 | 4), $item (text: jo | shoe),
## $phase (text: roll | steps), $ending (text: win | none), $resume (text: place, steps | steps), $part (text: lit | hand),
## $value (text: 12 | banana), $loose (int: 0 | 3), $rolled (int: 2 | 6), $caps (int: 1 | 2), $steps (int: 2 | 5),
## $turns (int: 3 | 12), $left (int: 1 | 2), $drew (int: 1 | 2), $at (text: on path tile 3 | with Silas),
## $watchman (text: on red field 2 | on purple field 1), $ida (text: on orange field 3 | on path tile 2),
## $lit (int: 3 | 11), $tiles (int: 11), $total (int: 7), $blue (int: 6), $white (int: 1), $found (int: 8 | 5),
## $tray (int: 4 | 6), $idle (int: 0 | 1), $pile (int: 2 | 1), $hand (int: 1 | 2), $drawn (int: 0 | 3), $most (int: 7 | 14),
## $expected (int: 1 | 3), $n (int: 1 | 3)

magische_tiere-save-at-start = on the purple start field
# $tile (int: 1 | 4)
magische_tiere-save-at-p = on purple field { $tile }
magische_tiere-save-at-t = on path tile { $tile }
magische_tiere-save-at-silas = with Silas
# $tile (int: 1 | 5)
magische_tiere-save-at-r = on red field { $tile }
# $tile (int: 1 | 7)
magische_tiere-save-at-o = on orange field { $tile }
magische_tiere-save-setup = The set-up cannot be used: the value “{ $value }” does not fit “{ $part }”.
# $turn (int: 3 | 4), $players (int: 1 | 2)
magische_tiere-save-turn = Player { $turn } is meant to have the turn, but { $players ->
        [one] only one person is playing
       *[other] only { $players } people are playing
    }.
# $item (text: jo | eddie)
magische_tiere-save-caught_twice = “{ $item }” is listed twice among the caught children.
# $item (text: shoe | ida)
magische_tiere-save-covered_twice = The row “{ $item }” is listed twice among the covered rows.
# $phase (text: roll | steps), $ending (text: win | loss)
magische_tiere-save-ending = The game is in phase “{ $phase }”, but its ending says “{ $ending }”: only a finished game has an ending, and a finished game must have one.
magische_tiere-save-resume = In phase “{ $phase }” the game cannot be waiting to go back to “{ $resume }”.
magische_tiere-save-roll_needs = The blue dice are about to be rolled, but no blue die is loose, or the loose dice already show something.
magische_tiere-save-roll_white_needs = The white die is about to be rolled, but it is not loose, or the other dice do not fit.
magische_tiere-save-place_needs = While dice are being placed, the rolled dice must be exactly the loose dice. Blue dice loose: { $loose }, blue dice showing a symbol: { $rolled }.
# $phase (text: ready | steps), $loose (int: 0 | 1 | 3)
magische_tiere-save-all_placed = In phase “{ $phase }” every die must lie on the tray, but { $loose ->
        [0] a roll has not been placed yet.
        [one] one die is still loose.
       *[other] { $loose } dice are still loose.
    }
magische_tiere-save-forced = “forced” means that dice rerolled with a card must be placed. That only makes sense while dice are being placed.
magische_tiere-save-caps_now = “caps_now” counts the caps of the roll that is being placed. Right now there is no such roll, so it must be 0, not { $caps }.
magische_tiere-save-caps_now_count = “caps_now” counts the caps rolled this time ({ $n }), but there are fewer caps on the watchman row and among the loose dice.
# $turns (int: 0 | 2)
magische_tiere-save-turns_left = “turns_left” is { $turns }: dice can only be left to turn while a card turns dice, and then at least one.
magische_tiere-save-steps_none = The children are sharing out steps, but no steps are left.
# $phase (text: roll | ready)
magische_tiere-save-steps_left = Steps left over: { $steps }. But in phase “{ $phase }” nobody is sharing out steps.
magische_tiere-save-acting = “acting” and “row” do not fit together: the actions are running exactly when one of the rows is acting.
magische_tiere-save-not_acting = No row is acting yet, so no action can be left (here: { $left }) and no card can have been drawn (here: { $drew }).
magische_tiere-save-draw_needs = A card is drawn only while the card row acts and may still draw a card.
magische_tiere-save-acting_roll = During the actions, dice are rolled only after a card has sent caps back, right after the card row.
magische_tiere-save-acting_ready = The actions only pause after the card row, for the cards just drawn.
magische_tiere-save-white_twice = The white die is in two places at once: on the tray and loose, or twice on the tray.
magische_tiere-save-white_not_earned = The white die is being used, but it still lies on Silas's tile: no child has reached Silas yet.
magische_tiere-save-dice_count = The game has { $total } dice, { $blue } blue and { $white ->
        [one] one white
       *[other] { $white } white
    }. But this save counts { $found }: { $tray ->
        [0] none on the tray
       *[other] { $tray } on the tray
    }, { $loose ->
        [0] none loose
       *[other] { $loose } loose
    } and { $idle ->
        [0] none set aside
       *[other] { $idle } set aside
    }.
# $found (int: 7 | 8)
magische_tiere-save-blue_count = There are only { $blue } blue dice, but this save has { $found }, on the tray and loose.
magische_tiere-save-cap_not_placed = { $n ->
        [one] One loose die shows a cap
       *[other] { $n } loose dice show a cap
    }, although the watchman row has room: caps go onto it at once.
magische_tiere-save-ida_dice_early = { $n ->
        [one] One die lies
       *[other] { $n } dice lie
    } on the Ida row, but Ida is still waiting on the tray: her row is covered until she enters.
# $n (int: 3 | 4), $value (int: 1 | 2)
magische_tiere-save-left = Actions left on { NOUN($row, det: "the") }: { $n }. But the row only shows { $value }.
# $pile (int: 1 | 2), $hand (int: 2 | 3), $total (int: 2 | 1)
magische_tiere-save-card_count = Too many “{ $card }” cards: { $pile } in the pile and { $hand } in front of you, but the game has only { $total }.
# $n (int: 2), $drawn (int: 0 | 1)
magische_tiere-save-drew = Cards drawn this turn: { $n }. But { $drawn ->
        [0] no card has been taken from the pile yet in the whole game.
        [one] only one card has been taken from the pile in the whole game.
       *[other] only { $drawn } cards have been taken from the pile in the whole game.
    }
# $n (int: 3), $value (int: 1 | 2)
magische_tiere-save-drew_row = Cards drawn this turn and still to draw: { $n }. But the card row only allows { $value }.
magische_tiere-save-no_card_for_resting = The watchman rests this turn, but no “{ -magische_tiere-card-watchman_rests }” card has been used.
# $card (noun magische_tiere.card.reroll_cap)
magische_tiere-save-no_card_for_forced = Caps were rerolled with a card, but no such card has been used, for example “{ $card }”.
# $card (noun magische_tiere.card.turn)
magische_tiere-save-no_card_for_turning = Dice are being turned with a card, but no such card has been used, for example “{ $card }”.
# $at (text: on path tile 6 | on path tile 9), $lit (count)
magische_tiere-save-child_dark = { $child } stands { $at }, but that tile is still dark: { $lit ->
        [0] no path tile is lit yet
        [one] only one path tile is lit
       *[other] only { $lit } path tiles are lit
    }, and children may only step onto lit tiles.
# $lit (int: 3 | 10)
magische_tiere-save-child_dark_silas = { $child } is with Silas, but only { $lit } of { $tiles } path tiles are lit. The way to Silas leads over all of them.
# $at (text: on path tile 6 | on path tile 9), $lit (count)
magische_tiere-save-ida_dark = Ida stands { $at }, but that tile is still dark: { $lit ->
        [0] no path tile is lit yet
        [one] only one path tile is lit
       *[other] only { $lit } path tiles are lit
    }, and Ida may only step onto lit tiles.
# $lit (int: 3 | 10)
magische_tiere-save-ida_dark_silas = Ida is with Silas, but only { $lit } of { $tiles } path tiles are lit. The way to Silas leads over all of them.
# $watchman (text: on red field 2 | on red field 4)
magische_tiere-save-caught_early = { $child } counts as caught, but the watchman stands { $watchman } and has never reached the purple start field: only from there on does he catch children.
magische_tiere-save-caught_ahead = { $child } was caught { $at }, but the watchman is only { $watchman }: he catches a child on his own field or when he walks past it.
magische_tiere-save-caught_at_silas = { $child } counts as caught with Silas, but the watchman catches children there only when he arrives, and then the game is lost.
# $at (text: on purple field 2 | on path tile 3), $watchman (text: on path tile 3 | on path tile 5)
magische_tiere-save-child_not_caught = { $child } stands { $at }, but the watchman already stands { $watchman }, just as far or further on. He would have caught { $child } already.
# $watchman (text: on the purple start field | on path tile 2)
magische_tiere-save-ida_not_entered = The watchman stands { $watchman }, so Ida must be in play: she enters as soon as he reaches the purple start field. Until then she waits on the tray and her row stays covered.
magische_tiere-save-variant_without_ida = The game goes on after Ida distracted the watchman, but Ida is not in play.
# $watchman (text: on red field 2 | on red field 4)
magische_tiere-save-ida_too_early = Ida stands { $ida }, but the watchman stands { $watchman } and has never reached the purple start field: until he does, Ida waits on the tray.
# $watchman (text: on red field 2 | on path tile 4)
magische_tiere-save-not_met = Ida stands { $ida } and has not reached the watchman, who stands { $watchman }. But the game says she has distracted him.
# $ida (text: on path tile 3 | on path tile 5), $watchman (text: on purple field 2 | on path tile 3)
magische_tiere-save-ida_met = Ida stands { $ida } and the watchman { $watchman }: she has reached him, so she would have distracted him already.
magische_tiere-save-watchman_at_silas = The watchman is with Silas, but the game is not lost: when he arrives there, the game ends.
magische_tiere-save-variant_caught = The game goes on after Ida distracted the watchman, but { $child } still counts as caught: from then on, caught children start again on the purple start field.
magische_tiere-save-white_owned = You have the white die, but no child has reached Silas: you only get it when the first child arrives there.
magische_tiere-save-white_not_taken = A child is with Silas, but you do not have the white die: you take it as soon as the first child arrives there.
magische_tiere-save-steps_nobody = The children are sharing out steps, but no child can take a step.
magische_tiere-save-covered-card = The card row is covered, but cards are still in the pile: it is covered only when the pile is empty.
magische_tiere-save-uncovered-card = The card pile is empty, but the card row is not covered: once the pile is empty, the row is covered.
# $lit (int: 3 | 10)
magische_tiere-save-covered-light = The flashlight row is covered, but only { $lit } of { $tiles } path tiles are lit: it is covered only when all of them are lit.
magische_tiere-save-uncovered-light = All { $tiles } path tiles are lit, but the flashlight row is not covered: once all are lit, the row is covered.
magische_tiere-save-covered-shoe = The shoe row is covered, but a child is still on the way: it is covered only when no child is left on the way.
magische_tiere-save-uncovered-shoe = No child is left on the way, because each one is caught or with Silas. But the shoe row is not covered.
magische_tiere-save-covered-cap = The watchman row is covered, but nobody is playing on after Ida distracted the watchman: only then is it covered.
magische_tiere-save-uncovered-cap = You play on after Ida distracted the watchman, but the watchman row is not covered.
magische_tiere-save-covered-ida = The Ida row is covered, but Ida is in play: her row is uncovered when she enters.
magische_tiere-save-uncovered-ida = Ida is still waiting on the tray, but her row is not covered: it stays covered until she enters.
magische_tiere-save-all_home = All four children are with Silas, but the game is not over: that is the win!
# $n (int: 0 | 1 | 3)
magische_tiere-save-win_not_home = The game counts as won, but not all four children are with Silas: { $n ->
        [0] no child is there yet.
        [one] only one child is there.
       *[other] only { $n } children are there.
    }
# $n (int: 0 | 1 | 3)
magische_tiere-save-loss_not_caught = The game counts as lost, but the watchman is not with Silas, or not every child is caught. { $n ->
        [0] No child is caught.
        [one] One child is caught.
       *[other] { $n } children are caught.
    }
magische_tiere-save-variant_ending = You played on after Ida distracted the watchman, so the game can only end with every child at Silas.
# $n (int: 9 | 12), $most (int: 4 | 7)
magische_tiere-save-steps_too_many = Steps left: { $n }. But the shoe row and the step cards used give at most { $most }.
magische_tiere-save-resume_missing = In phase “{ $phase }” the game must know what to go back to afterwards, but “resume” is empty.
magische_tiere-save-distracted_without_ida = The game says Ida has distracted the watchman, but Ida is not in play yet.
# $phase (text: steps | end), $row (int: -1 | 1)
magische_tiere-save-row_for_phase = In phase “{ $phase }” without a card, one of the rows must be acting: the shoe row for steps, the watchman row or the Ida row when Ida reaches the watchman. But “row” is { $row }.
magische_tiere-save-draw_empty = A card is about to be drawn, but the pile is empty.
# $turns (int: 5), $players (int: 2 | 4), $expected (int: 2), $turn (int: 1)
magische_tiere-save-turn_order = After { $turns } finished turns with { $players ->
        [one] one player
       *[other] { $players } players
    }, going clockwise, it is player { $expected }'s turn, not player { $turn }'s.

## The lab's form in the lesson; its refusals
magische_tiere-form-games = Games per strategy
magische_tiere-form-seed = Dice number (another number, other dice)
magische_tiere-error-lab_no_strategy = Choose at least one strategy.
# $most (int: 5000)
magische_tiere-error-lab_games = The lab plays from 1 to { $most } games per strategy.
magische_tiere-error-lab_seed = The dice number must be a whole number.
