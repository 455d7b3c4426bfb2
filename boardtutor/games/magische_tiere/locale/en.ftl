magische_tiere-title = The School of Magical Animals – the dino dice game

magische_tiere-rulebook = rulebook “Die Schule der magischen Tiere – the co-operative dice game”

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

magische_tiere-symbol-card = card (Rabbat)
magische_tiere-symbol-light = flashlight
magische_tiere-symbol-shoe = shoe
magische_tiere-symbol-cap = watchman's cap
magische_tiere-symbol-ida = Ida
magische_tiere-symbol-dino = dino (joker)

magische_tiere-row-card = card row (Rabbat)
magische_tiere-row-light = flashlight row
magische_tiere-row-shoe = shoe row
magische_tiere-row-cap = watchman row
magische_tiere-row-ida = Ida row

magische_tiere-die-blue = blue die
magische_tiere-die-white = white die

magische_tiere-child-eddie = Eddie
magische_tiere-child-helene = Helene
magische_tiere-child-jo = Jo
magische_tiere-child-schoki = Schoki

magische_tiere-watchman = night watchman

magische_tiere-ida = Ida

magische_tiere-silas = Silas

magische_tiere-card-watchman_back = Watchman back

magische_tiere-card_text-watchman_back = The watchman goes back one field (not from his start field).

magische_tiere-card-watchman_rests = Watchman stays put

magische_tiere-card_text-watchman_rests = The cap dice of this turn are cleared without the watchman walking.

magische_tiere-card-ida_step = Ida one field

magische_tiere-card_text-ida_step = Ida moves one field on – if she is already in play and the field ahead of her is lit.

magische_tiere-card-light_one = Light 1 tile

magische_tiere-card_text-light_one = Turn the next dark path tile over at once.

magische_tiere-card-light_two = Light 2 tiles

magische_tiere-card_text-light_two = Turn the next two dark path tiles over at once.

magische_tiere-card-turn_one = Turn 1 die

magische_tiere-card_text-turn_one = After a roll, turn one die that does not show a cap to any side.

magische_tiere-card-turn_two = Turn 2 dice

magische_tiere-card_text-turn_two = After a roll, turn two dice that do not show caps to any sides.

magische_tiere-card-reroll_cap_one = Reroll 1 cap

magische_tiere-card_text-reroll_cap_one = Once all dice are placed: roll one cap die again; it is placed by its new symbol.

magische_tiere-card-reroll_cap_two = Reroll 2 caps

magische_tiere-card_text-reroll_cap_two = Once all dice are placed: roll two cap dice again; they are placed by their new symbols.

magische_tiere-card-steps_two = 2 steps

magische_tiere-card_text-steps_two = The children take 2 extra steps between them; you share them out.

magische_tiere-card-steps_three = 3 steps

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

magische_tiere-next-roll = { $name } rolls { $dice } dice …
magische_tiere-next-roll_one = { $name } rolls one die …
magische_tiere-next-roll_white = { $name } rolls the white die …
magische_tiere-next-draw = A magic-animal card is drawn from the pile …
magische_tiere-next-place = It is { $name }'s turn. No cap came up, so you must place at least one die; you may roll the rest again.
magische_tiere-next-place_free = It is { $name }'s turn. A cap came up, so you need not place anything else. Choose which dice to place – or roll the rest again.
magische_tiere-next-place_none = It is { $name }'s turn. No die fits a row right now: use a card or roll again.
magische_tiere-next-place_forced = The rerolled dice must be placed by their symbols.
magische_tiere-next-turning = You may turn { $turns } more dice (or be done).
magische_tiere-next-turning_one = You may turn one more die (or be done).
magische_tiere-next-ready = All dice are placed. You can use cards, then the actions go on.
magische_tiere-next-steps = { $steps } steps left: which child walks?
magische_tiere-next-steps_one = 1 step left: which child walks?
magische_tiere-next-distracted = Ida has reached the watchman and distracts him! End the game (a narrow win) or play on until everyone is with Silas.

magische_tiere-error-notation = I do not understand “{ $text }” as a move. Examples: “place shoe shoe light”, “reroll”, “step jo”, “use light_one”, “go”.
magische_tiere-error-field = “{ $field }” is not a field (purple { $purple }, path tiles { $tiles }, silas, red { $red }, orange { $orange }).
magische_tiere-error-impossible_outcome = “{ $action }” cannot come up here ({ $event }).
magische_tiere-error-chance_pending = Chance comes first: { $event }.
magische_tiere-error-wrong_time = “{ $action }” is not possible now. What comes next: { $expected }.
magische_tiere-error-forced = The dice rerolled with the card must be placed, as many as fit.
magische_tiere-error-must_place = No cap came up: you must place at least one die before rolling again.
magische_tiere-error-turn = “{ $spec }” is not possible: turn a rolled die that does not show a cap to another side.
magische_tiere-error-not_rolled = You want to place { $n } × “{ $face }”, but only { $have } loose dice show that symbol.
magische_tiere-error-not_rolled_one = You want to place { $n } × “{ $face }”, but only 1 loose die shows that symbol.
magische_tiere-error-not_rolled_none = No loose die shows the symbol “{ $face }”.
magische_tiere-error-cap_by_itself = Caps are never placed by hand: every cap you roll goes onto the watchman row by itself, straight away. Place the other dice you want, or roll them again.
magische_tiere-error-cap_by_itself_full = Caps are never placed by hand. The watchman row is full now, so a cap you roll stays loose and is rolled again with the rest.
magische_tiere-error-no_white = The white die is not loose in front of you right now.
magische_tiere-error-white_row = The white die shows { $face }; it does not fit the { $row }. Only the dino is a joker.
magische_tiere-error-covered = The { $row } is covered: no die can go there – roll it again.
magische_tiere-error-row_full = Free fields left on the { $row }: { $free }.
magische_tiere-error-child_caught = { $child } was caught by the watchman and may not walk any more.
magische_tiere-error-child_home = { $child } is already with Silas.
magische_tiere-error-dark_tile = { $child } cannot go to { $field }: the path tile is still dark. Flashlight first!
magische_tiere-error-no_card = You have no “{ $card }” card.
magische_tiere-error-card_turn_time = “{ $card }” only works right after a roll, while a die without a cap is loose.
magische_tiere-error-card_reroll_time = “{ $card }” only works once all dice are placed, a cap lies on the watchman row and the watchman has not walked yet this turn.
magische_tiere-error-card_time = You can use cards while placing dice, before the actions and while sharing out steps.
magische_tiere-error-card_useless-light_one = “{ $card }” no longer helps: every path tile is already lit.
magische_tiere-error-card_useless-light_two = “{ $card }” no longer helps: every path tile is already lit.
magische_tiere-error-card_useless-steps_two = “{ $card }” does not work right now: no child can take a step.
magische_tiere-error-card_useless-steps_three = “{ $card }” does not work right now: no child can take a step.
magische_tiere-error-card_useless-watchman_back = “{ $card }” does not work: the watchman is on his start field or has been distracted.
magische_tiere-error-card_useless-watchman_rests = “{ $card }” no longer works: the watchman row has already acted this turn (or he has been distracted).
magische_tiere-error-card_useless-ida_step = “{ $card }” does not work: Ida is not in play yet or the field ahead of her is dark.

magische_tiere-count_face = { $n } × { $face }

magische_tiere-action-roll = Roll: { $faces }
magische_tiere-action-white = White die: { $face }
magische_tiere-action-draw = Drawn: “{ $card }” card
magische_tiere-action-place = Place { $faces }
magische_tiere-action-place_rest = Place { $faces }, roll { $rest } again
magische_tiere-action-place_white = Place { $faces }, the white die on the { $row }
magische_tiere-action-place_white_rest = Place { $faces }, the white die on the { $row }, roll { $rest } again
magische_tiere-action-place_white_only_white = The white die on the { $row }
magische_tiere-action-place_white_only_white_rest = The white die on the { $row }, roll { $rest } again
magische_tiere-action-reroll = Place nothing, roll again
magische_tiere-action-use = Use card: { $card }
magische_tiere-action-use_dice = Use card: { $card } ({ $dice })
magische_tiere-action-turn = Turn a die: { $face } → { $target }
magische_tiere-action-turn_white = Turn the white die: { $face } → { $target }
magische_tiere-action-done = Done turning
magische_tiere-action-go = Go on with the actions
magische_tiere-action-step = { $child } walks to { $field }
magische_tiere-action-stop = Let the other steps go
magische_tiere-action-finish = End the game: narrow win
magische_tiere-action-continue = Play on (variant)

magische_tiere-field_name-start = the purple start field
magische_tiere-field_name-p = purple field { $n }
magische_tiere-field_name-t = path tile { $n }
magische_tiere-field_name-silas = Silas
magische_tiere-field_name-r = red field { $n }
magische_tiere-field_name-o = orange field { $n }

magische_tiere-outcome-win = You won! All four children are with Silas, and together you rebuild the T-rex skeleton (after { $turns } turns).
magische_tiere-outcome-win_one = You won! All four children are with Silas, and together you rebuild the T-rex skeleton (after 1 turn).
magische_tiere-outcome-win_variant = You won! Ida had distracted the watchman, and now all four children are with Silas too (after { $turns } turns).
magische_tiere-outcome-win_variant_one = You won! Ida had distracted the watchman, and now all four children are with Silas too (after 1 turn).
magische_tiere-outcome-narrow = A narrow win! Ida reached the watchman and distracted him (caught: { $caught }, with Silas: { $home }; after { $turns } turns).
magische_tiere-outcome-narrow_one = A narrow win! Ida reached the watchman and distracted him (caught: { $caught }, with Silas: { $home }; after 1 turn).
magische_tiere-outcome-loss = Lost: the watchman has arrived at Silas and has caught every child (after { $turns } turns).
magische_tiere-outcome-loss_one = Lost: the watchman has arrived at Silas and has caught every child (after 1 turn).

magische_tiere-strategy-children_first = Children first
magische_tiere-strategy-light_first = Light first
magische_tiere-strategy-hold_cards = Hold cards
magische_tiere-strategy-place_all = Place everything at once
magische_tiere-strategy-random = Random
magische_tiere-strategy-advisor = Advisor

magische_tiere-strategy_text-children_first = Dice for the children's steps first; the flashlight when the way ahead of them is dark; cards used at once.
magische_tiere-strategy_text-light_first = Light the way first, then walk; cards used at once.
magische_tiere-strategy_text-hold_cards = Places like “children first”, but uses cards only in an emergency (when the watchman could reach a child or every child waits in front of dark tiles).
magische_tiere-strategy_text-place_all = Place every die that fits at once – never roll again by choice.
magische_tiere-strategy_text-random = Picks at random among all allowed moves.

magische_tiere-error-strategy = There is no strategy “{ $name }”. There are: { $names }.

magische_tiere-why-suggest = Suggestion: { $move }. { $reasons }
magische_tiere-why-go = No card helps right now – on with the actions.
magische_tiere-why-finish = Ida has distracted the watchman: that is a win. If you like, play on in the variant until everyone is with Silas.
magische_tiere-why-reroll = None of the { $n } dice helps enough: rolling again is worth the risk of a cap.
magische_tiere-why-reroll_one = The die does not help enough: rolling again is worth the risk of a cap.
magische_tiere-why-row-shoe = Shoe: together the children can still take { $n } steps before the dark tiles.
magische_tiere-why-row-shoe_one = Shoe: the children can still take 1 step before the dark tiles.
magische_tiere-why-row-light = Flashlight: { $n } path tiles are still dark.
magische_tiere-why-row-light_one = Flashlight: 1 path tile is still dark.
magische_tiere-why-row-card = Card: { $n } cards are left in the pile, and they help later.
magische_tiere-why-row-card_one = Card: 1 card is left in the pile, and it helps later.
magische_tiere-why-row-ida = Ida: she is { $n } fields behind the watchman.
magische_tiere-why-row-ida_one = Ida: she is 1 field behind the watchman.
magische_tiere-why-row-ida_win = Ida: she can reach the watchman this turn – that wins the game!
magische_tiere-why-row-cap = Cap: the joker fits nowhere better.
magische_tiere-why-rest = The other { $n } dice are rolled again: they may bring something better (each die shows a cap in 1 roll out of 6).
magische_tiere-why-rest_one = The other die is rolled again: it may bring something better (it shows a cap in 1 roll out of 6).
magische_tiere-why-step_home = { $child } reaches Silas with these steps.
magische_tiere-why-step_rear = { $child } is closest to the watchman ({ $n } fields ahead of him) and walks first.
magische_tiere-why-step_rear_one = { $child } is closest to the watchman (1 field ahead of him) and walks first.
magische_tiere-why-step_last = { $child } has the longest way left ({ $n } fields to Silas) and walks first.
magische_tiere-why-step_last_one = { $child } is 1 field from Silas and walks first.
magische_tiere-why-stop = No child can walk on.
magische_tiere-why-turn = Turning { $face } into { $target } helps most.
magische_tiere-why-done = No more turning helps.
magische_tiere-why-random = Picked at random.
magische_tiere-why-card-watchman_back = The watchman is getting too close to a child – one step back with him!
magische_tiere-why-card-watchman_rests = The caps on the row would make him walk – this card keeps him still this turn.
magische_tiere-why-card-ida_step = Every step brings Ida closer to the watchman.
magische_tiere-why-card-light_one = The way ahead of the children is dark – one more tile of light.
magische_tiere-why-card-light_two = The way ahead of the children is dark – two more tiles of light.
magische_tiere-why-card-turn_one = One die shows something that helps little – let's turn it.
magische_tiere-why-card-turn_two = Dice show things that help little – let's turn them.
magische_tiere-why-card-reroll_cap_one = One cap fewer means the watchman walks less.
magische_tiere-why-card-reroll_cap_two = Two caps fewer means the watchman walks less.
magische_tiere-why-card-steps_two = Two extra steps take the children further away from the watchman.
magische_tiere-why-card-steps_three = Three extra steps take the children further away from the watchman.

magische_tiere-lab-strategy = Strategy
magische_tiere-lab-games = Games
magische_tiere-lab-ending-win = Win (%)
magische_tiere-lab-ending-narrow = Narrow win (%)
magische_tiere-lab-ending-loss = Loss (%)
magische_tiere-lab-mean_turns = Turns (mean)
magische_tiere-lab-median_turns = Turns (median)
magische_tiere-lab-share = Share of games (%)
magische_tiere-lab-endings_title = How do the games end?
magische_tiere-lab-length_title = How long do they last?
magische_tiere-lab-turns = Turns until the end
magische_tiere-lab-progress = Games
magische_tiere-lab-caps = Caps in one roll
magische_tiere-lab-fraction = Probability (exact)
magische_tiere-lab-percent = Per cent
magische_tiere-lab-one_in = about 1 in …
magische_tiere-lab-caps_title = How many caps does a roll of { $dice } dice bring?
magische_tiere-lab-caps_title_one = How many caps does a roll of 1 die bring?

magische_tiere-why-plan = What we want this turn, as far as the dice allow: { $plan }.
magische_tiere-why-nothing = nothing in particular
magische_tiere-why-no_fit = None of the { $n } dice fits a free row, so they are rolled again.
magische_tiere-why-no_fit_one = The die fits no free row, so it is rolled again.
magische_tiere-why-all = Every die that fits goes onto the tray now: each roll more could bring a cap.
magische_tiere-why-row-shoe_lit = Shoe: the whole way is lit, and together the children still need { $n } steps to Silas.
magische_tiere-why-row-shoe_lit_one = Shoe: the whole way is lit, and the children need just 1 more step to Silas.
magische_tiere-why-rest_no_fit = The other { $n } dice fit no free row and are rolled again.
magische_tiere-why-rest_no_fit_one = The other die fits no free row and is rolled again.
magische_tiere-why-card-watchman_back_far = Every field counts: the watchman is { $n } fields behind { $child }, and the card puts him one further back.
magische_tiere-why-card-watchman_back_far_one = The watchman is only 1 field behind { $child }: the card puts him one further back.

magische_tiere-reason-ida = Ida is { $n } fields behind the watchman, and each step brings her closer
magische_tiere-reason-ida_one = Ida is only 1 field behind the watchman
magische_tiere-reason-light = { $n } path tiles are still dark, and children may only walk on lit ones
magische_tiere-reason-light_one = only 1 path tile is still dark
magische_tiere-reason-card = { $n } cards are waiting in the pile, and cards help later
magische_tiere-reason-card_one = the last card is waiting in the pile
magische_tiere-reason-shoe = so the children walk on: { $child } is { $n } fields ahead of the watchman
magische_tiere-reason-shoe_one = so the children walk on: { $child } is only 1 field ahead of the watchman
magische_tiere-reason-cap = the dino fits nowhere else; the watchman's row has { $n } caps
magische_tiere-reason-cap_one = the dino fits nowhere else; the watchman's row has 1 cap
magische_tiere-reason-home = { $n } children are with Silas already, the others follow
magische_tiere-reason-home_one = 1 child is with Silas already, the others follow
magische_tiere-reason-reroll = { $child } is { $n } fields ahead of the watchman, so rolling the loose dice again is worth the risk of a cap
magische_tiere-reason-reroll_one = { $child } is 1 field ahead of the watchman, and still rolling the loose dice again is worth the risk of a cap
magische_tiere-reason-step_home = { $child } reaches Silas
magische_tiere-reason-step = { $child } is { $n } fields ahead of the watchman, the closest to him
magische_tiere-reason-step_one = { $child } is only 1 field ahead of the watchman
magische_tiere-reason-stop = no child can walk on: only { $n } path tiles are lit
magische_tiere-reason-stop_one = no child can walk on: only 1 path tile is lit
magische_tiere-reason-go = every die is on the tray; the watchman walks for { $n } caps
magische_tiere-reason-go_one = every die is on the tray; the watchman walks for 1 cap
magische_tiere-reason-go_safe = every die is on the tray, and the watchman stays where he is
magische_tiere-reason-back = { $child } is only { $n } fields ahead of the watchman: one step back with him
magische_tiere-reason-back_one = { $child } is only 1 field ahead of the watchman: one step back with him
magische_tiere-reason-caps_card = { $n } caps on his row would make the watchman walk
magische_tiere-reason-caps_card_one = 1 cap on his row would make the watchman walk
magische_tiere-reason-turn_card = the dice show { $faces }, and one of them can become something more useful
magische_tiere-reason-turn_card_one = the die shows { $faces } and can become something more useful
magische_tiere-reason-turn = { $target } helps more than { $face } now
magische_tiere-reason-done = the dice stay as they are: { $faces }
magische_tiere-reason-done_one = the die stays as it is: { $faces }
magische_tiere-reason-continue = { $n } children still want to reach Silas
magische_tiere-reason-continue_one = 1 child still wants to reach Silas
magische_tiere-reason-finish = Ida has reached the watchman, and that wins the game
magische_tiere-reason-chance = chance decides

magische_tiere-ui-no_click = There is nothing to click here right now. What comes next: { $expected } – use the buttons.
magische_tiere-ui-choose_dice = First click the dice you want to place (or a row: then every die with that symbol), then “Place the chosen dice”.
magische_tiere-ui-joker_row = The dino is a joker: click the row it should go on.
magische_tiere-ui-choose_turn = Click a die, then the row with the symbol it should show.
magische_tiere-ui-no_child = No child who can walk stands on this field.

magische_tiere-lab-card = Card
magische_tiere-lab-card_effect = What it does
magische_tiere-lab-card_count = Count (assumption)

magische_tiere-error-row_done = The { $row } has already acted this turn: a rerolled die cannot go there and is rolled again.

magische_tiere-save-at-start = on the purple start field
magische_tiere-save-at-p = on purple field { $n }
magische_tiere-save-at-t = on path tile { $n }
magische_tiere-save-at-silas = with Silas
magische_tiere-save-at-r = on red field { $n }
magische_tiere-save-at-o = on orange field { $n }
magische_tiere-save-setup = The set-up cannot be used: “{ $part }” has a value that does not fit (“{ $value }”).
magische_tiere-save-turn = It is player { $turn }'s turn, but only { $players } people are playing.
magische_tiere-save-caught_twice = “{ $item }” is listed twice among the caught children.
magische_tiere-save-covered_twice = The row “{ $item }” is listed twice as covered.
magische_tiere-save-ending = The game is in phase “{ $phase }”, but its ending says “{ $ending }”: only a finished game has an ending, and a finished game must have one.
magische_tiere-save-resume = In phase “{ $phase }” the game cannot be waiting to go back to “{ $resume }”.
magische_tiere-save-roll_needs = The blue dice are about to be rolled, but no blue die is loose, or the loose dice already show something.
magische_tiere-save-roll_white_needs = The white die is about to be rolled, but it is not loose, or the other dice do not fit.
magische_tiere-save-place_needs = While dice are being placed, the rolled dice must be exactly the loose dice: blue dice loose: { $loose }, blue dice showing a symbol: { $rolled }.
magische_tiere-save-all_placed = In phase “{ $phase }” every die must lie on the tray, but some are still loose ({ $loose }) or still show a roll.
magische_tiere-save-forced = “forced” (dice rerolled with a card must be placed) only makes sense while dice are being placed.
magische_tiere-save-caps_now = “caps_now” counts the caps of the roll that is being placed; right now there is no such roll, so it must be 0, not { $caps }.
magische_tiere-save-caps_now_count = “caps_now” counts the caps rolled this time ({ $n }), but there are fewer caps on the watchman row and among the loose dice.
magische_tiere-save-turns_left = “turns_left” is { $turns }: dice can only be left to turn while a card turns dice (and then at least 1).
magische_tiere-save-steps_none = The children are sharing out steps, but no steps are left.
magische_tiere-save-steps_left = Steps left over: { $steps }. But in phase “{ $phase }” nobody is sharing out steps.
magische_tiere-save-acting = “acting” and “row” do not fit together: the actions are running exactly when one of the rows is acting.
magische_tiere-save-not_acting = No row is acting yet, so no action can be left ({ $left }) and no card can have been drawn ({ $drew }).
magische_tiere-save-draw_needs = A card is drawn only while the card row acts and still has a draw left.
magische_tiere-save-acting_roll = During the actions, dice are rolled only after a card has sent caps back, right after the card row.
magische_tiere-save-acting_ready = The actions only pause after the card row (for the cards just drawn).
magische_tiere-save-white_twice = The white die is in two places at once (on the tray and loose, or twice on the tray).
magische_tiere-save-white_not_earned = The white die is being used, but it still lies on Silas's tile: no child has reached Silas yet.
magische_tiere-save-dice_count = The game has { $total } dice ({ $blue } blue, { $white } white), but this save counts { $found }: { $tray } on the tray, { $loose } loose and { $idle } set aside.
magische_tiere-save-blue_count = There are only { $blue } blue dice, but this save has { $found } (on the tray and loose).
magische_tiere-save-cap_not_placed = Loose dice show the watchman's cap ({ $n }) although the watchman row has room: caps go onto it at once.
magische_tiere-save-ida_dice_early = Dice lie on Ida's row ({ $n }), but Ida is still waiting on the tray: her row is covered until she enters.
magische_tiere-save-left = Actions left on the { $row }: { $n }. But the row only shows { $value }.
magische_tiere-save-card_count = Too many “{ $card }” cards: { $pile } in the pile and { $hand } in front of you, but the game has { $total }.
magische_tiere-save-drew = Cards drawn this turn: { $n }. But only { $drawn } have been taken from the pile in the whole game.
magische_tiere-save-drew_row = Cards drawn this turn (and still to draw): { $n }. But the card row only allows { $value }.
magische_tiere-save-no_card_for_resting = The watchman rests this turn, but no “{ $card }” card has been used.
magische_tiere-save-no_card_for_forced = Caps were rerolled with a card, but no such card (like “{ $card }”) has been used.
magische_tiere-save-no_card_for_turning = Dice are being turned with a card, but no such card (like “{ $card }”) has been used.
magische_tiere-save-child_dark = { $child } stands { $at }, but that tile is still dark (lit path tiles: { $lit }). Children may only step onto lit tiles.
magische_tiere-save-child_dark_silas = { $child } is with Silas, but not every path tile is lit ({ $lit } of { $tiles }). The way to Silas leads over all of them.
magische_tiere-save-ida_dark = Ida stands { $at }, but that tile is still dark (lit path tiles: { $lit }). Ida may only step onto lit tiles.
magische_tiere-save-ida_dark_silas = Ida is with Silas, but not every path tile is lit ({ $lit } of { $tiles }). The way to Silas leads over all of them.
magische_tiere-save-caught_early = { $child } counts as caught, but the watchman (standing { $watchman }) has never reached the purple start field: only from there on does he catch children.
magische_tiere-save-caught_ahead = { $child } was caught { $at }, but the watchman is only { $watchman }: he catches a child on his own field or when he walks past it.
magische_tiere-save-caught_at_silas = { $child } counts as caught with Silas, but the watchman catches children there only when he arrives, and then the game is lost.
magische_tiere-save-child_not_caught = { $child } stands { $at }, but the watchman stands { $watchman }, on the same field or further on: he would have caught { $child } already.
magische_tiere-save-ida_not_entered = The watchman stands { $watchman }, so Ida must be in play: she enters as soon as he reaches the purple start field. Until then she waits on the tray and her row stays covered.
magische_tiere-save-variant_without_ida = The game goes on after Ida distracted the watchman, but Ida is not in play.
magische_tiere-save-ida_too_early = Ida stands { $ida }, but the watchman (standing { $watchman }) has never reached the purple start field: until he does, Ida waits on the tray.
magische_tiere-save-not_met = Ida (standing { $ida }) has not reached the watchman (standing { $watchman }), but the game says she has distracted him.
magische_tiere-save-ida_met = Ida stands { $ida } and the watchman { $watchman }: she has reached him, so she would have distracted him already.
magische_tiere-save-watchman_at_silas = The watchman is with Silas, but the game is not lost: when he arrives there, the game ends.
magische_tiere-save-variant_caught = The game goes on after Ida distracted the watchman, but { $child } still counts as caught: from then on, caught children start again on the purple start field.
magische_tiere-save-white_owned = You have the white die, but no child has reached Silas: you only get it when the first child arrives there.
magische_tiere-save-white_not_taken = A child is with Silas, but you do not have the white die: you take it as soon as the first child arrives there.
magische_tiere-save-steps_nobody = The children are sharing out steps, but no child can take a step.
magische_tiere-save-covered-card = The card row is covered, but cards are still in the pile: it is covered only when the pile is empty.
magische_tiere-save-uncovered-card = The card pile is empty, but the card row is not covered: once the pile is empty, the row is covered.
magische_tiere-save-covered-light = The flashlight row is covered, but only { $lit } of { $tiles } path tiles are lit: it is covered only when all of them are lit.
magische_tiere-save-uncovered-light = Every path tile is lit ({ $lit } of { $tiles }), but the flashlight row is not covered: once all are lit, the row is covered.
magische_tiere-save-covered-shoe = The shoe row is covered, but a child is still on the way: it is covered only when no child is left on the way.
magische_tiere-save-uncovered-shoe = No child is left on the way (each one is caught or with Silas), but the shoe row is not covered.
magische_tiere-save-covered-cap = The watchman row is covered, but nobody is playing on after Ida distracted the watchman: only then is it covered.
magische_tiere-save-uncovered-cap = You play on after Ida distracted the watchman, but the watchman row is not covered.
magische_tiere-save-covered-ida = Ida's row is covered, but Ida is in play: her row is uncovered when she enters.
magische_tiere-save-uncovered-ida = Ida is still waiting on the tray, but her row is not covered: it stays covered until she enters.
magische_tiere-save-all_home = All four children are with Silas, but the game is not over: that is the win!
magische_tiere-save-win_not_home = The game counts as won, but not all four children are with Silas (only { $n }).
magische_tiere-save-loss_not_caught = The game counts as lost, but the watchman is not with Silas or not every child is caught (caught: { $n }).
magische_tiere-save-variant_ending = You played on after Ida distracted the watchman, so the game can only end with every child at Silas.
magische_tiere-save-steps_too_many = Steps left: { $n }. But the shoe row and the step cards used give at most { $most }.
magische_tiere-save-resume_missing = In phase “{ $phase }” the game must know what to go back to afterwards, but “resume” is empty.
magische_tiere-save-distracted_without_ida = The game says Ida has distracted the watchman, but Ida is not in play yet.
magische_tiere-save-row_for_phase = In phase “{ $phase }” without a card, one of the rows must be acting (shoe row: steps; watchman or Ida row: Ida reaches the watchman), but “row” is { $row }.
magische_tiere-save-draw_empty = A card is about to be drawn, but the pile is empty.
magische_tiere-save-turn_order = After { $turns } finished turns with { $players } players it is player { $expected }'s turn (clockwise), not player { $turn }'s.

magische_tiere-why-played = { $move }. { $reasons }
