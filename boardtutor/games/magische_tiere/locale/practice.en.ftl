## Practice exercises (boardtutor.practice): questions, the answers to pick, and why the answer is right.
## $row (noun magische_tiere.row) · $card (noun magische_tiere.card) · $name (text: Lena | Tim) · $youngest (text: Mia)
## $action (text: Place 2 shoes, roll 1 die again) · $refusal (text: The watchman row is covered, so no die can go there.)
## $where (text: on path tile 4) · $children (text: on the purple start field) · $watchman (text: on red field 1)
## $count (count) · $rows (count) · $dice (count) · $steps (count) · $caps (count) · $drawn (count) · $blocked (count)
## $blue (int: 6) · $white (int: 0 | 1) · $lit (int: 0 | 1 | 4 | 11) · $moved (int: 0 | 2) · $before (int: 0 | 1 | 4) · $total (int: 1 | 2 | 3 | 11)

magische_tiere-practice-row = { NOUN($row, cap: "yes") }
magische_tiere-practice-none = None
magische_tiere-practice-nobody = Nobody

magische_tiere-practice-start_fields-question_both = The game is set up. Click the field where the four children start and the field where the watchman starts.
magische_tiere-practice-start_fields-question_children = The game is set up. Click the field where the four children start.
magische_tiere-practice-start_fields-question_watchman = The game is set up. Click the field where the watchman starts.
magische_tiere-practice-start_fields-why = The children start together { $children }, the watchman { $watchman }.

magische_tiere-practice-covered_start-question = The game is about to start. Which rows of the dice tray are covered?
magische_tiere-practice-covered_start-why = At the start Ida waits on the dice tray, so her row is covered; every other row is open.

magische_tiere-practice-dark_start-question = The game is set up. How many dark path tiles lie between the purple fields and Silas?
magische_tiere-practice-dark_start-why = { $count ->
        [one] One path tile leads to Silas, still dark.
       *[other] { $count } path tiles lead to Silas, all of them still dark.
    }

magische_tiere-practice-pile_start-question = The game is set up. How many cards lie face down in the pile?
magische_tiere-practice-pile_start-why = { $count ->
        [one] The one card waits face down in the pile.
       *[other] All { $count } cards are shuffled and wait face down in the pile.
    }

magische_tiere-practice-first-question = { $youngest } is the youngest at the table. Who rolls first?
magische_tiere-practice-first-why = The youngest begins: { $name }.

magische_tiere-practice-dice_rolled-question = A new turn begins. How many dice are rolled now?
magische_tiere-practice-dice_rolled-why = { $white ->
        [0] You roll all { $blue } blue dice together.
       *[other] You roll all { $blue } blue dice together, and the white die along with them.
    }

magische_tiere-practice-allowed-question = Which of these may the group do now? Pick every one that is allowed.
magische_tiere-practice-allowed-why = “{ $action }” is not allowed: { $refusal }

magische_tiere-practice-reroll_count-question = The group chooses: “{ $action }”. How many dice are rolled next?
magische_tiere-practice-reroll_count-why_reroll = { $count ->
        [one] One die is still loose: whatever does not fit a row, or is not placed, is rolled again.
       *[other] { $count } dice are still loose: whatever does not fit a row, or is not placed, is rolled again.
    }
magische_tiere-practice-reroll_count-why_placed_stay = { $count ->
        [one] Only one die is rolled again: the dice on the tray stay where they are.
       *[other] Only the { $count } loose dice are rolled again: the dice on the tray stay where they are.
    }

magische_tiere-practice-next-question = The group chooses: “{ $action }”. What happens next?
magische_tiere-practice-next-roll = The loose dice are rolled again.
magische_tiere-practice-next-actions = The rows begin to act.
magische_tiere-practice-next-why_ready = Now every die lies on the tray, so the rolling is over and the actions begin.
magische_tiere-practice-next-why_roll = { $count ->
        [one] One die is still loose, so the rolling goes on.
       *[other] { $count } dice are still loose, so the rolling goes on.
    }

magische_tiere-practice-row_count-question = Every die is placed. How many actions does { NOUN($row, det: "the") } bring?
magische_tiere-practice-row_count-why = { $dice ->
        [0] { NOUN($row, det: "the", cap: "yes") } has no die, so it does nothing this turn.
        [one] The number beside the one die on { NOUN($row, det: "the") } is { $count }: that many actions.
       *[other] The number beside the last of the { $dice } dice on { NOUN($row, det: "the") } is { $count }: that many actions.
    }

magische_tiere-practice-first_row-question = Every die is placed. Which of these rows acts first?
magische_tiere-practice-first_row-why = The rows act from the top down, so { NOUN($row, det: "the") } comes first.

magische_tiere-practice-next_player-question = It is { $name }'s turn and every die is placed. Whose turn is it after the actions?
magische_tiere-practice-next_player-why = After the actions the dice go on clockwise: next it is { $name }'s turn.

magische_tiere-practice-cards_after-question = { $count ->
        [0] The group holds no card yet.
        [one] The group holds one card.
       *[other] The group holds { $count } cards.
    } How many cards does it hold after the actions, if it uses none?
magische_tiere-practice-cards_after-why = { $drawn ->
        [one] The card row brings one card from the pile
       *[other] The card row brings { $drawn } cards from the pile
    }, so the group then holds { $count }.

magische_tiere-practice-covered_after-question = Every die is placed. Which rows are covered once the actions are over (if the group uses no card)?
magische_tiere-practice-covered_after-why = { $rows ->
        [0] After the actions no row is covered.
        [one] After the actions one row is covered.
       *[other] After the actions { $rows } rows are covered.
    }

magische_tiere-practice-lit_after-question = { $lit ->
        [0] No path tile is lit yet.
        [one] One path tile is lit.
       *[other] { $lit } path tiles are lit.
    } How many are lit after the actions (if the group uses no card; the children may walk or not)?
magische_tiere-practice-lit_after-why = { $count ->
        [0] No further tile can be lit, so { $lit } stay lit.
        [one] One more tile is turned over: { $lit ->
            [one] one is
           *[other] { $lit } are
        } lit now.
       *[other] { $count } more tiles are turned over: { $lit ->
            [one] one is
           *[other] { $lit } are
        } lit now.
    }

magische_tiere-practice-watchman_after-question = Every die is placed. Click the field where the watchman stands after the actions (if the group uses no card).
magische_tiere-practice-watchman_rests-question = { $caps ->
        [one] One cap lies on the watchman row.
       *[other] { $caps } caps lie on the watchman row.
    } The group plays the “{ NOUN($card) }” card. Click the field where the watchman stands after the actions (the children may walk or not).
magische_tiere-practice-watchman_after-why = { $moved ->
        [0] The watchman does not move and stays { $where }.
        [one] The watchman walks one field and stands { $where }.
       *[other] The watchman walks { $moved } fields and stands { $where }.
    }

magische_tiere-practice-caught-question = Every die is placed. Which children does the watchman catch during the actions (if the group uses no card)?
magische_tiere-practice-caught-why = { $count ->
        [0] He reaches no child's field, so nobody is caught.
        [one] He lands on or walks past one child, and that child is caught.
       *[other] He lands on or walks past { $count } children, and they are caught.
    }

magische_tiere-practice-ida_after-question = Every die is placed. Click the field where Ida stands after the actions (if the group uses no card; the children may walk or not).
magische_tiere-practice-ida_after-why_ida_action = Ida walks only onto fields and lit tiles; after her row she stands { $where }.
magische_tiere-practice-ida_after-why_enter = The watchman reaches the purple footprint field, so Ida comes into play { $where }.
magische_tiere-practice-ida_after-question_card = The group plays the “{ NOUN($card) }” card. Click the field where Ida stands then.
magische_tiere-practice-ida_after-why_card = The field ahead of Ida is free to walk on, so she moves on and stands { $where }.

magische_tiere-practice-ending-question = Every die is placed. What happens during the actions (if the group uses no card)?
magische_tiere-practice-ending-goes_on = The game goes on.
magische_tiere-practice-ending-win = All children are with Silas: everybody wins.
magische_tiere-practice-ending-narrow = Ida distracts the watchman: everybody wins.
magische_tiere-practice-ending-loss = The watchman reaches Silas: everybody loses.
magische_tiere-practice-ending-why_goes_on = Nothing ends the game this turn, so it goes on.
magische_tiere-practice-ending-why_win = All four children have reached Silas, so you win together.
magische_tiere-practice-ending-why_narrow = { $count ->
        [0] Ida catches up with the watchman and distracts him, so you have won.
        [one] Ida catches up with the watchman and distracts him, so you have won – a narrow win, since he has already caught one child.
       *[other] Ida catches up with the watchman and distracts him, so you have won – a narrow win, since he has already caught { $count } children.
    }
magische_tiere-practice-ending-why_loss = The watchman has caught every child and reaches Silas: the game is lost.

magische_tiere-practice-last-question = The group chooses: “{ $action }”. What happens?

magische_tiere-practice-walkers-question = { $steps ->
        [one] The group has one step.
       *[other] The group has { $steps } steps.
    } Click every field with a child who may take a step.
magische_tiere-practice-walkers-why = { $blocked ->
        [0] Every child on the way may step onto the next field.
        [one] One child stands before a dark tile and may not step onto it.
       *[other] { $blocked } children stand before a dark tile and may not step onto it.
    }

magische_tiere-practice-white-question = The group chooses: “{ $action }”. Does that bring the white die?
magische_tiere-practice-white-yes = Yes
magische_tiere-practice-white-no = No
magische_tiere-practice-white-why_new = This is the first child to reach Silas, so the white die is yours and rolls along from now on.
magische_tiere-practice-white-why_had = A child reached Silas before, so the white die is already yours.

magische_tiere-practice-light_card-question = { $before ->
        [0] No path tile is lit yet.
        [one] One path tile is lit.
       *[other] { $before } path tiles are lit.
    } The group plays the “{ NOUN($card) }” card. How many tiles are lit then?
magische_tiere-practice-light_card-why = { $count ->
        [one] The card turns over one dark tile: { $total ->
            [one] one is
           *[other] { $total } are
        } lit now.
       *[other] The card turns over { $count } dark tiles: { $total ->
            [one] one is
           *[other] { $total } are
        } lit now.
    }

magische_tiere-practice-steps_card-question = { $before ->
        [0] The children have no steps left.
        [one] The children have one step left.
       *[other] The children have { $before } steps left.
    } The group plays the “{ NOUN($card) }” card. How many steps may they take now?
magische_tiere-practice-steps_card-why = { $total ->
        [one] With the card the children have one step to share.
       *[other] With the card the children have { $total } steps to share as they like.
    }

magische_tiere-practice-back_card-question = The group plays the “{ NOUN($card) }” card. Click the field where the watchman stands then.
magische_tiere-practice-back_card-why = The watchman goes back one field and stands { $where }.

magische_tiere-practice-card_gone-question = { $count ->
        [one] The group holds one card.
       *[other] The group holds { $count } cards.
    } It plays the “{ NOUN($card) }” card. How many cards does it hold then?
magische_tiere-practice-card_gone-why = { $count ->
        [0] The card works once and leaves the game, so no card is left.
        [one] The card works once and leaves the game, so one card is left.
       *[other] The card works once and leaves the game, so { $count } cards are left.
    }

magische_tiere-practice-keep-question = No die lies on the card row this turn. May the group play its “{ NOUN($card) }” card now?
magische_tiere-practice-keep-why_yes = A card you hold may be played later, even in a turn without a card die.
magische_tiere-practice-keep-why_no = The group may keep the card, but right now the “{ NOUN($card) }” card would do nothing.
