### Wispwood – Forest of Lights: the game's words and sentences.

## What the variables below stand for (a comment above a message may add to this or say otherwise):
## $name (seat), $round (int: 1 | 3), $n (int: 4 | 6), $spot (int: 1 | 8), $cell (text: e4 | f6),
## $cells (text: d4 e4 e5 | b2, c2, c3, d3), $wisp (noun wispwood.wisp), $shape (noun wispwood.shape),
## $points (int: 0 | 12), $rule (text: Placing: a hat must go on one of the 8 fields around your cat. Scoring: each hat scores 3.)

## Nouns the sentences insert: the four wisp kinds, tree and cat, the 8 shapes at the pond.

-wispwood-wisp-pumpkin = { $number ->
        [other] pumpkins
       *[one] pumpkin
    }

-wispwood-wisp-hat = { $number ->
        [other] hats
       *[one] hat
    }

-wispwood-wisp-heart = { $number ->
        [other] hearts
       *[one] heart
    }

-wispwood-wisp-orb = { $number ->
        [other] orbs
       *[one] orb
    }
    .sound = vowel

-wispwood-tile-tree = { $number ->
        [other] trees
       *[one] tree
    }

-wispwood-tile-cat = { $number ->
        [other] cats
       *[one] cat
    }

-wispwood-shape-I2 = { $number ->
        [other] dominoes
       *[one] domino
    }

-wispwood-shape-I3 = { $number ->
        [other] straight threes
       *[one] straight three
    }

-wispwood-shape-L3 = { $number ->
        [other] corners of three
       *[one] corner of three
    }

-wispwood-shape-I4 = { $number ->
        [other] straight fours
       *[one] straight four
    }

-wispwood-shape-L4 = { $number ->
        [other] L shapes
       *[one] L shape
    }
    .sound = vowel

-wispwood-shape-T4 = { $number ->
        [other] T shapes
       *[one] T shape
    }

-wispwood-shape-S4 = { $number ->
        [other] S shapes
       *[one] S shape
    }
    .sound = vowel

-wispwood-shape-O4 = { $number ->
        [other] squares
       *[one] square
    }

wispwood-title = Wispwood – Forest of Lights

wispwood-rulebook = Wispwood rulebook

wispwood-ghost = Ghost

# $first (text: Ada | Ada, Ben), $last (text: Ben | Cem)
wispwood-and = { $first } and { $last }

wispwood-section-setup = Setup
wispwood-section-pond = The pond
wispwood-section-normal_turn = A normal turn
wispwood-section-hats = Beware of the hats!
wispwood-section-cat_actions = Cat actions
wispwood-section-tree_turn = Tree turn
wispwood-section-round_end = End of the round
wispwood-section-new_round = New round
wispwood-section-scoring = Scoring
wispwood-section-game_end = End of the game
wispwood-section-goals = Goal cards (pages 14–15)
wispwood-section-terms = Important terms
wispwood-section-variants = Simpler variants
wispwood-section-solo_setup = Solo mode: setup
wispwood-section-solo_play = Solo mode: how to play

wispwood-tile-empty = empty

wispwood-cat-ready = ready
wispwood-cat-hidden = hidden

wispwood-phase-setup_pond = building the pond
wispwood-phase-setup_goals = drawing the goal cards
wispwood-phase-setup_ranks = setting up the ghost's points helper
wispwood-phase-refill = laying out new wisps
wispwood-phase-firefly = the ghost's turn (a firefly is turned over)
wispwood-phase-ghost_cat = placing the ghost's cat at the pond
wispwood-phase-choose = the start of a turn: take a wisp, lay out new wisps, or make a tree turn
wispwood-phase-shape = choosing a shape
wispwood-phase-place = placing the shape
wispwood-phase-wisp = putting the wisp on one field of the shape
wispwood-phase-trees = a tree turn (one more tree, or done)
wispwood-phase-cat_move = moving the cat before the next round
wispwood-phase-end = the end of the game

wispwood-next-setup_pond = Setup: the 4 pond rims are put together in random order.
wispwood-next-setup_goals = Setup: a random goal card is drawn.
wispwood-next-setup_ranks = Setup: the wisp kinds go onto the ghost's points helper in random order.
wispwood-next-refill = New wisps are laid out at random around the pond.
# $left (int: 1 | 4)
wispwood-next-firefly = The ghost's turn: a firefly is turned over ({ $left ->
        [one] the last one in round { $round }
       *[other] { $left } left in round { $round }
    }).
wispwood-next-ghost_cat = { $name }: put the ghost's cat on a pond field (the wisp there is discarded).
wispwood-next-choose = { $name }: take a wisp from the pond (or lay out new wisps, or make a tree turn).
wispwood-next-choose_no_refresh = { $name }: take a wisp from the pond (or make a tree turn).
wispwood-next-choose_trees = { $name }: no wisp from the pond fits into your forest. It is time for a tree turn.
wispwood-next-choose_trees_or_refresh = { $name }: no wisp from the pond fits into your forest. Make a tree turn – or first lay out new wisps and see if one fits then.
wispwood-next-shape = { $name } took { NOUN($wisp, det: "a") } from the pond and now chooses a shape.
wispwood-next-place = { $name } places the { NOUN($shape) } in the forest (round { $round }: at most { $n } × { $n } fields).
wispwood-next-wisp = { $name }: which field of the shape gets the { NOUN($wisp) }?
# $trees (count)
wispwood-next-trees = { $name } is making a tree turn ({ $trees ->
        [0] no tree placed yet
        [one] 1 tree placed
       *[other] { $trees } trees placed
    }): one more tree, or done.
wispwood-next-cat_move = { $name }: the cat may move to another tree; then all trees are removed.

# $order (text: ABCD | CADB)
wispwood-action-pond = The pond rims lie in the order { $order }
# $card (text: Pumpkin Sudoku | Tree friends)
wispwood-action-goal = Goal card: { $card }
wispwood-action-rank = Next onto the ghost's points helper: the { NOUN($wisp) }
wispwood-action-draw = New at the pond: { NOUN($wisp, det: "a") }
# $n (int: 1 | 3 | 5)
wispwood-action-firefly = Firefly: the ghost's cat sees { $n ->
        [one] just the next wisp
       *[other] the next { $n } wisps
    }
wispwood-action-ghostcat = { $name } puts the ghost's cat on field { $spot } and discards the { NOUN($wisp) } there
wispwood-action-ghostcat_spot = { $name } puts the ghost's cat on field { $spot }
wispwood-action-refresh = { $name } discards all wisps (all of one kind) and lays out new ones
wispwood-action-catrefresh = { $name } hides the cat and lays out new wisps
wispwood-action-take = { $name } takes the { NOUN($wisp) } from field { $spot }
wispwood-action-take_spot = { $name } takes the wisp from field { $spot }
wispwood-action-shape = { $name } chooses the { NOUN($shape) }
wispwood-action-catshape = { $name } hides the cat and chooses the { NOUN($shape) }
wispwood-action-place = { $name } places the { NOUN($shape) } on { $cells }
wispwood-action-place_any = { $name } places a shape on { $cells }
wispwood-action-wisp = { $name } puts the { NOUN($wisp) } on { $cell }
wispwood-action-wisp_any = { $name } puts the wisp on { $cell }
wispwood-action-tree = { $name } places a tree on { $cell }
wispwood-action-done = { $name } ends the tree turn; the cat is ready again
wispwood-action-catmove = { $name } puts the cat onto the tree on { $cell }
wispwood-action-catstay = { $name } leaves the cat where it is
wispwood-action-ghost_took = The ghost takes the { NOUN($wisp) } from field { $spot }
wispwood-action-ghost_refills = Too few wisps: 7 new ones are laid out

# $text (text: tak 3 | take the pumpkin)
wispwood-error-notation = I do not understand “{ $text }” as a move. Examples: “take 3”, “shape L4”, “place d4 e4 e5”, “wisp e4”, “done”, “tree c2”.
# $value (text: 5 | None | ['take', 3])
wispwood-error-not_text = { $value } is not a move. Give a move as text, for example “take 3” or “tree c2”.
# $value (text: 5 | None), $count (int: 1 | 2), $first (text: take 3 | pond ACBD), $second (text: refresh | tree c2)
wispwood-error-not_text_now = { $value } is not a move. Give a move as text. Right now you could type { $count ->
        [one] “{ $first }”.
       *[other] “{ $first }” or “{ $second }”.
    }
# $event (text: laying out new wisps | drawing the goal cards)
wispwood-error-chance_pending = Chance comes first: { $event }.
# $action (text: take 3 | tree c2), $expected (text: placing the shape | choosing a shape)
wispwood-error-wrong_time = “{ $action }” is not possible now. What comes next: { $expected }.
wispwood-error-take_empty = There is no wisp on pond field { $spot }.
wispwood-error-take_hat = You cannot place this hat anywhere the hat card allows, so you may not take it. The hat card reads “{ $rule }”
wispwood-error-take_no_room = No shape you could get with field { $spot } still fits into your forest. Take another wisp or make a tree turn.
wispwood-error-cat_hidden = Your cat is hidden. Only a tree turn makes it ready again.
wispwood-error-refresh_once = You may lay out new wisps without the cat only at the very start of your turn.
wispwood-error-refresh_mixed = Without the cat you may lay out new wisps only when all wisps at the pond are of the same kind.
wispwood-error-shape_not_at_pond = The { NOUN($shape) } is not at the pond.
# $a (noun wispwood.shape), $b (noun wispwood.shape)
wispwood-error-shape_not_next = The { NOUN($shape) } is not next to your wisp. You can choose the { NOUN($a) } or the { NOUN($b) }.
# $a (noun wispwood.shape), $b (noun wispwood.shape)
wispwood-error-shape_not_next_cat = The { NOUN($shape) } is not next to your wisp; the { NOUN($a) } and the { NOUN($b) } are. Your cat can help: hide it and choose any shape.
wispwood-error-catshape_next = The { NOUN($shape) } is already next to your wisp – you do not need the cat for it.
wispwood-error-shape_no_room = The { NOUN($shape) } no longer fits anywhere in your forest.
wispwood-error-shape_hat = The { NOUN($shape) } does fit into your forest, but nowhere with the hat on a field the hat card allows. The hat card reads “{ $rule }”
wispwood-error-not_the_shape = These fields do not make the { NOUN($shape) }, not even turned or mirrored.
wispwood-error-occupied = Something already lies there: { $cells }.
wispwood-error-too_big = That would make your forest bigger than { $n } × { $n } fields – the grid for round { $round }.
wispwood-error-not_touching = At least one new tile must share a whole edge with your forest: above, below, left or right. Corner to corner does not count.
wispwood-error-place_hat = Placed like this, no field of the shape is where the hat card allows a hat. The hat card reads “{ $rule }”
wispwood-error-wisp_outside = { $cell } is not part of the shape you placed ({ $cells }).
wispwood-error-wisp_hat = The hat may not go on { $cell }. The hat card reads “{ $rule }”
wispwood-error-catmove_not_tree = There is no tree of your forest on { $cell }. The cat only moves onto a tree.
# $kinds (text: pumpkin, hat, heart, orb and tree | pumpkin, hat, heart and orb)
wispwood-error-goal_set = Choose exactly one goal card of each kind: { $kinds }.
# $goal (text: pumpkn | 42), $goals (text: pumpkin_sudoku, pumpkin_loner, hat_near_cat)
wispwood-error-unknown_goal = “{ $goal }” is not a goal card. There are: { $goals }.
# $rounds (int: 3), $value (text: 4 | two)
wispwood-error-round = There are rounds 1 to { $rounds }, not “{ $value }”.
# $value (text: 42 | None)
wispwood-error-forest_type = Write the forest as text, one row per line (for example “OTT” on the first line and “CVT” on the second), not { $value }.
# $size (int: 11)
wispwood-error-forest_sheet = This forest is too large: the sheet with the field names is only { $size } × { $size } fields.
# $char (text: X | 7), $row (int: 1 | 3), $column (int: 2 | 4)
wispwood-error-forest_char = Unknown character “{ $char }” in row { $row }, column { $column }. Allowed are P (pumpkin), H (hat), V (heart), O (orb), T (tree), C (cat) and . (empty).
wispwood-error-forest_cats = A forest has only one cat; here there are several: { $cells }.
wispwood-error-forest_no_cat = This forest has no cat (C). Every forest has exactly one: it lies in the middle of the forest from the start. Put a C on one field.
# $width (int: 1 | 5), $height (int: 1 | 7), $size (int: 4 | 6)
wispwood-error-forest_too_big = This forest is { $width ->
        [one] 1 field
       *[other] { $width } fields
    } wide and { $height ->
        [one] 1 field
       *[other] { $height } fields
    } high; in round { $round } it may be at most { $size } × { $size } fields.

## What a goal card scores, one line per tile or group.
## $tile (noun wispwood.wisp), $count (count), $items (text: pumpkin | pumpkin, hat, orb), $others (text: d3 | d3, e5)

wispwood-award-alone_in_lines = { $count ->
        [0] no { NOUN($tile) } alone in its row and column → { $points }
        [one] 1 { NOUN($tile) } alone in its row and column ({ $cells }) → { $points }
       *[other] { $count } { NOUN($tile, $count) } alone in their rows and columns ({ $cells }) → { $points }
    }
wispwood-award-loner = { NOUN($tile) } { $cell }: none of its kind around it → { $points }
# $count (int: 1 | 2)
wispwood-award-loner_not = { NOUN($tile) } { $cell }: { $count ->
        [one] another { NOUN($tile) } around it
       *[other] { $count } more { NOUN($tile, $count) } around it
    } ({ $others }) → { $points }
wispwood-award-tile_kinds_next_to = { NOUN($tile) } { $cell }: { $count ->
        [0] no other kind of tile next to it
        [one] 1 other kind of tile next to it ({ $items })
       *[other] { $count } other kinds of tile next to it ({ $items })
    } → { $points }
wispwood-award-diagonal = { NOUN($tile) } { $cell }: { $count ->
        [0] no { NOUN($tile) } corner to corner with it
       *[other] { $count } { NOUN($tile, $count) } corner to corner with it ({ $cells })
    } → { $points }
# $size (int: 2)
wispwood-award-group_exact = group of exactly { $size } { NOUN($tile, $size) } ({ $cells }) → { $points }
wispwood-award-per_tile = { NOUN($tile) } { $cell } → { $points }
wispwood-award-trees_adjacent = { NOUN($tile) } { $cell }: { $count ->
        [0] no tree next to it
        [one] 1 tree next to it ({ $cells })
       *[other] { $count } trees next to it ({ $cells })
    } → { $points }
wispwood-award-trees_in_a_line = { NOUN($tile) } { $cell }: { $count ->
        [0] no line of trees from this { NOUN($tile) }
        [one] 1 tree in the longest line from this { NOUN($tile) } ({ $cells })
       *[other] { $count } trees in the longest line from this { NOUN($tile) } ({ $cells })
    } → { $points }
wispwood-award-trees_around = { NOUN($tile) } { $cell }: { $count ->
        [0] no tree around it
        [one] 1 tree around it ({ $cells })
       *[other] { $count } trees around it ({ $cells })
    } → { $points }
wispwood-award-trees_diagonal = { NOUN($tile) } { $cell }: { $count ->
        [0] no tree corner to corner with it
        [one] 1 tree corner to corner with it ({ $cells })
       *[other] { $count } trees corner to corner with it ({ $cells })
    } → { $points }
wispwood-award-trees_in_adjacent_groups = { NOUN($tile) } { $cell }: { $count ->
        [0] no group of trees next to it
        [one] 1 tree in the groups of trees next to it ({ $cells })
       *[other] { $count } trees in the groups of trees next to it ({ $cells })
    } → { $points }
wispwood-award-kinds_around = { NOUN($tile) } { $cell }: { $count ->
        [0] no kind of wisp around it
        [one] 1 kind of wisp around it ({ $items })
       *[other] { $count } kinds of wisp around it ({ $items })
    } → { $points }
wispwood-award-kinds_adjacent = { NOUN($tile) } { $cell }: { $count ->
        [0] no kind of wisp next to it
        [one] 1 kind of wisp next to it ({ $items })
       *[other] { $count } kinds of wisp next to it ({ $items })
    } → { $points }
# $count (int: 1 | 3)
wispwood-award-group_kinds = wisp group { $cells }: { $count ->
        [one] 1 kind of wisp
       *[other] { $count } kinds of wisp
    } ({ $items }) → { $points }
# $line (text: 3 | 5), $count (int: 1 | 3)
wispwood-award-row_kinds = row { $line }: { $count ->
        [one] 1 kind of wisp
       *[other] { $count } kinds of wisp
    } ({ $items }) → { $points }
# $line (text: b | e), $count (int: 1 | 3)
wispwood-award-column_kinds = column { $line }: { $count ->
        [one] 1 kind of wisp
       *[other] { $count } kinds of wisp
    } ({ $items }) → { $points }
# $count (int: 1 | 4)
wispwood-award-kinds_in_forest = { NOUN($tile) } { $cell }: { $count ->
        [one] 1 kind of wisp in the forest
       *[other] { $count } kinds of wisp in the forest
    } ({ $items }) → { $points }
# $count (int: 1 | 8)
wispwood-award-largest_group = largest group of trees: { $count ->
        [one] 1 tree
       *[other] { $count } trees
    } ({ $cells }) → { $points }
# $count (int: 1 | 5)
wispwood-award-second_group = second-largest group of trees: { $count ->
        [one] 1 tree
       *[other] { $count } trees
    } ({ $cells }) → { $points }
wispwood-award-no_trees = no trees → 0
wispwood-award-no_second_group = only one group of trees, or none → 0
wispwood-award-lone_tree = tree { $cell } with no tree next to it → { $points }
# $count (int: 3 | 6)
wispwood-award-tree_group_size = group of { $count ->
        [one] 1 tree
       *[other] { $count } trees
    } ({ $cells }) → { $points }
# $count (int: 1 | 4)
wispwood-award-tree_line = longest line of trees: { $count ->
        [one] 1 tree
       *[other] { $count } trees
    } ({ $cells }) → { $points }

wispwood-table-card = Goal card
wispwood-table-kind = Kind
wispwood-table-points = Points
# $size (int: 4 | 6)
wispwood-table-full_grid = Full grid { $size } × { $size }
wispwood-table-total = Total
wispwood-table-paws = Paws
wispwood-table-rule = What scores
wispwood-table-source = Source
wispwood-table-source-rulebook = rulebook
wispwood-table-source-rulebook_points_assumed = rulebook, points assumed
wispwood-table-source-assumption = assumption

# $card (text: Pumpkin Sudoku | Tree friends), $points (count)
wispwood-explain-card = { $card }: { $points ->
        [one] 1 point
       *[other] { $points } points
    }
wispwood-explain-nothing = nothing this card counts → 0
# $size (int: 4 | 6)
wispwood-explain-full = Full grid ({ $size } × { $size }, every field filled) → { $points }
# $tiles (count), $fields (int: 16 | 36)
wispwood-explain-not_full = Grid not full ({ $tiles } of { $fields } fields filled) → { $points }
# $points (count)
wispwood-explain-total = Total: { $points ->
        [one] 1 point
       *[other] { $points } points
    }

## Who wins. $points (int: 0 | 58), $grids (int: 2 | 3), $ghost (int: 34 | 51), $names (text: Ada and Ben | Ada, Ben and Cem)

wispwood-outcome-points = { $name } wins with the most points: { $points }.
wispwood-outcome-full_grids = Tied on points ({ $points } each) – { $name } wins with more full grids: { $grids }.
wispwood-outcome-shared = { $names } share the win, all with the same score: { $points }.
wispwood-outcome-solo_win = { $name } beats the ghost – score { $points } to { $ghost }.
wispwood-outcome-solo_lose = The ghost wins – score: ghost { $ghost }, { $name } { $points }. You need more points than the ghost.

wispwood-option-goals = Goal cards
wispwood-option-goals-easy = easy (1 paw)
wispwood-option-goals-random = random
wispwood-option-rounds = Rounds
wispwood-option-rounds-3 = 3 (normal)
wispwood-option-rounds-2 = 2 (shorter)
wispwood-option-tree_goal = Tree card
wispwood-option-tree_goal-yes = with
wispwood-option-tree_goal-no = without (simpler)
wispwood-option-ghost = Ghost (solo)
wispwood-option-ghost-1 = 1 paw
wispwood-option-ghost-2 = 2 paws
wispwood-option-ghost-3 = 3 paws
wispwood-option-ghost-4 = 4 paws

# $expected (text: placing the shape | choosing a shape)
wispwood-ui-not_now = That does not work right now. What comes next: { $expected }.
wispwood-ui-take_first = First take a wisp from the pond; then you choose one of the shapes next to it.
wispwood-ui-click_field_first = First click a field of your forest where the shape should go.

wispwood-calc-title = Wispwood scoring calculator
wispwood-calc-round = Round { $round } ({ $n } × { $n })
wispwood-calc-erase = erase
wispwood-calc-clear = cat only
wispwood-calc-example = scoring example
wispwood-calc-all = all cards
wispwood-calc-brush = Paint with:
wispwood-calc-goals = Goal cards (click to add or remove)
wispwood-calc-forest_text = Forest as text (P H V O T C .):
wispwood-calc-apply = Use this text
wispwood-calc-points = Points
wispwood-calc-why = What the points are for:
wispwood-calc-help = Click a field to paint it; the same tile again erases it. Keyboard: arrow keys and Enter. Click a card or a line to highlight only its tiles.
wispwood-calc-assumed = {""}* card partly assumed: the rulebook only shows it as a picture (see the assumptions).
# $cell (text: g7 | a1), $size (int: 4 | 6)
wispwood-calc-outside = { $cell } is not inside this round's { $size } × { $size } grid.

## Why a saved game cannot be loaded.
## $count (int: 3 | 5), $expected (int: 2 | 4), $field (text: forests | cats), $value (text: 5 | x), $limit (int: 36 | 40),
## $rounds (int: 2 | 3), $phase (text: placing the shape | building the pond), $keys (text: goals, rounds, tree_goal, ghost),
## $part (text: colour | goals), $kinds (text: pumpkin, hat, heart, orb | “stone”, “tree”), $number (int: 1 | 5),
## $kind (noun wispwood.wisp), $goal (text: Pumpkin Sudoku | Tree friends), $missing (text: drawing the goal cards),
## $ranks (text: pumpkin, hat, hat | “stone”), $width (int: 1 | 5), $height (int: 1 | 7), $spots (text: 3, 5 | 1, 2, 8),
## $stack (int: 0 | 3), $values (text: 1, 2 | 5, 5), $tiles (text: 1, 2, 2, 3, 3, 4, 4, 5), $low (int: 4 | 10), $high (int: 5 | 16),
## $now (seat), $problem (text: Something already lies there: e4.), $bonus (int: 2 | 6), $done (int: 1 | 2), $sum (int: 18 | 20),
## $total (int: 20 | 22), $score (int: 42 | 58), $before (int: 20 | 51)

wispwood-save-solo_seats = A solo game has exactly 2 seats: you and the ghost. Here there are { $count }.
wispwood-save-ghost_missing = This solo game has no ghost (“ghost”).
wispwood-save-players = Wispwood is for 2 to 4 players (or 1 against the ghost), not { $count }.
wispwood-save-ghost_extra = Only a solo game has a ghost, but here several people play.
# $expected (int: 2 | 4)
wispwood-save-seats = “{ $field }” needs one entry for each seat, so { $expected }, not { $count }.
wispwood-save-seat = “{ $field }” names seat { $value }, but the seats only go up to { $count }.
# $count (int: 37 | 40), $limit (int: 36)
wispwood-save-forest_tiles = The number of tiles in a forest is { $count }, but a 6 × 6 grid holds at most { $limit }.
wispwood-save-round = The game ends after round { $rounds }, but the saved game is in round { $round }.
wispwood-save-solo_phase = The step “{ $phase }” only exists in a solo game against the ghost.
wispwood-save-phase_needs = In the step “{ $phase }”, “{ $field }” must be filled in.
wispwood-save-phase_empty = In the step “{ $phase }”, “{ $field }” must be empty.
wispwood-save-spec_type = The set-up must be a group in curly brackets. Allowed are: { $keys }.
wispwood-save-spec_key = The set-up does not know “{ $part }”. Allowed are: { $keys }.
wispwood-save-spec_part = The part “{ $part }” of the set-up is not written correctly.
wispwood-save-goal_kinds = The kinds of goal cards must be pumpkin, hat, heart, orb and (if you play with the tree card) tree, in this order – not: { $kinds }.
# $kind (text: pumpkin | tree)
wispwood-save-goal_card = Goal card { $number } must be a card of the kind “{ $kind }”, not “{ $goal }”. There is exactly one goal card of each kind.
# $count (int: 4 | 5), $number (int: 5 | 6)
wispwood-save-goal_extra = Goal card { $number } is one too many: there is exactly one goal card of each kind, so { $count }.
wispwood-save-part-play = the game itself (the set-up is already done)
# $expected (text: drawing the goal cards | setting up the ghost's points helper)
wispwood-save-setup_step = The saved game is at the set-up step “{ $phase }”, but next would come: { $expected }.
wispwood-save-setup_unfinished = The set-up is not finished – { $missing } is still missing. So the game cannot be at “{ $phase }” yet.
wispwood-save-ghost_ranks = On the ghost's points helper each wisp kind must lie exactly once, not: { $ranks }.
wispwood-save-after_refill = “after_refill” is “{ $value }”, which does not fit the step: { $phase }.
wispwood-save-setup_board = During the set-up every forest is just the cat on { $cell }: nobody has points yet, nothing is on the discard pile, all cats are ready and the ghost has collected nothing.
wispwood-save-setup_pond = During the set-up no wisps lie at the pond yet.
wispwood-save-ghost_cat_pond = Before the ghost's cat is put in, each of the 8 pond fields holds a wisp.
# $count (int: 0 | 2 | 3)
wispwood-save-forest_cats = { $name }'s forest must have exactly one cat, but it has { $count ->
        [0] none
       *[other] { $count }
    } ({ $cells }).
wispwood-save-forest_size = { $name }'s forest is { $width ->
        [one] 1 field
       *[other] { $width } fields
    } wide and { $height ->
        [one] 1 field
       *[other] { $height } fields
    } high, but in round { $round } it may be at most { $n } × { $n } fields.
wispwood-save-forest_apart = In round 1 every forest is in one piece, because each new tile touches an old one. But in { $name }'s forest these fields lie apart from the rest: { $cells }.
wispwood-save-hat_rule = The hat on { $cell } in { $name }'s forest breaks the rule of the hat card. The hat card reads “{ $rule }”
# $count (int: 41 | 45)
wispwood-save-too_many_tiles = There are { $count } { NOUN($kind, $count) } showing in this game, but the box has only { $limit }.
# $count (int: 161 | 170), $limit (int: 160)
wispwood-save-tiles_total = The tiles in the forests, at the pond, on the discard pile and with the ghost add up to { $count }, but the game has only { $limit }.
# $count (int: 1 | 8)
wispwood-save-refill_stack = { $count ->
        [one] A new wisp is still missing on 1 of the 8 pond fields
       *[other] New wisps are still missing on { $count } of the 8 pond fields
    }, but { $stack ->
        [0] the stacks are empty
        [one] the stacks hold only 1 more tile
       *[other] the stacks hold only { $stack } more tiles
    }.
wispwood-save-refill_twice = A pond field is to get a new wisp twice: { $spots }.
wispwood-save-refill_full = Pond field { $spot } is to get a new wisp, but something already lies there.
wispwood-save-refill_why = New wisps are being laid out, but nobody chose to lay out new wisps this turn, with or without the cat.
wispwood-save-pond_empty = There is not a single wisp at the pond. At the start of a turn you must then lay out 8 new ones at once.
wispwood-save-pond_ghost = The ghost's cat sits on pond field { $spot }, but the ghost only plays in a solo game.
wispwood-save-ghost_cat_early = The ghost's cat already sits at the pond, but it is only put in after the set-up.
wispwood-save-ghost_cat = The ghost's cat must sit on exactly one pond field, on field { $spot }. But at the pond it sits on: { $spots }.
wispwood-save-fireflies = The fireflies turned over ({ $values }) do not match the 8 tiles { $tiles }.
# $limit (int: 4 | 8), $count (int: 5 | 9)
wispwood-save-fireflies_many = In round { $round } the number of fireflies turned over is at most { $limit }, but here it is { $count }.
wispwood-save-ghost_first = The ghost always plays first in a round, but no firefly has been turned over in round { $round } yet.
wispwood-save-ghost_count = The number of wisps the ghost has collected is { $count }. It takes exactly 1 on each turn, so it should be from { $low } to { $high }.
wispwood-save-ghost_took = The ghost's last turn (field { $spot }) does not fit where its cat sits now and what it saw.
wispwood-save-solo_turn = In a solo game you always have seat 1: the start marker and the turn are yours.
wispwood-save-full_now = { $name }'s grid is already full ({ $n } × { $n } in round { $round }), so { $name } cannot have another turn this round.
wispwood-save-ending_without = The saved game says the end of the round has been triggered, but nobody has a full grid.
wispwood-save-ending_missing = { $name } has a full grid, so the end of the round has been triggered – but the saved game says otherwise.
wispwood-save-full_early = { $name } already has a full grid, although { $name } only plays after { $now } in this round.
wispwood-save-turn_step = “turn_info → { $field }” is already filled in, which does not fit the step: { $phase }.
wispwood-save-cat_used = { $name } used a cat action this turn, so the cat must be hidden.
wispwood-save-taken_spot = The wisp in hand comes from pond field { $spot }, but something still lies there.
wispwood-save-shape_cat = The { NOUN($shape) } already lies next to field { $spot }. The cat does not need to hide for it.
wispwood-save-shape_far = The { NOUN($shape) } does not lie next to field { $spot }, and the cat was not used for it.
wispwood-save-placed_shape = The placed fields { $cells } do not make the { NOUN($shape) }.
wispwood-save-placed_where = The shape may not lie on { $cells }. { $problem }
wispwood-save-placed_hat = None of the fields { $cells } is allowed for the hat by the hat card.
wispwood-save-cat_queue = The list of cats still allowed to move is wrong: each seat at most once, in turn order, and only players with a tree in their forest.
wispwood-save-cat_move_last = After the last round ({ $round }) no cats move any more: the game is over.
wispwood-save-end_early = The game only ends after round { $rounds }, but the saved game is in round { $round }.
wispwood-save-round_count = For { $name } the number of scored rounds is { $count }, but the number of finished rounds is { $done }.
wispwood-save-round_entry = { $name }'s points for round { $round } are not written correctly: a sum (“total”) and, if split up, every goal card and the full grid.
wispwood-save-round_sum = { $name }'s points in round { $round } add up to { $sum }, not { $total }.
wispwood-save-full_bonus = In round { $round } a full grid scores either { $bonus } or 0, but { $name }'s entry says { $points }.
wispwood-save-score_sum = { $name }'s score is { $score }, but the rounds add up to { $total }.
wispwood-save-ghost_full = The ghost grows no forest, so it never has a full grid (here: { $count }).
wispwood-save-full_grids = { $name }'s number of full grids is { $count }. That does not fit how many rounds are over ({ $done }) and what they scored.
# $expected (int: 20 | 22)
wispwood-save-round_last = In round { $round }, what now lies in { $name }'s forest scores { $expected }, not { $total }.
wispwood-save-refill_left = When new wisps are laid out, every pond field gets one (except the field of the ghost's cat), but field { $spot } stays empty.
wispwood-save-cell = “{ $value }” is not a field of the sheet. The fields are called a1 to k11: a letter from a to k, then a number from 1 to 11.
# $expected (int: 24 | 51)
wispwood-save-ghost_last = At the end of round { $round } the ghost's wisps score { $expected }, not { $total }.
wispwood-save-ghost_less = The ghost keeps its wisps, so in round { $round } it scores at least as much as in the round before – here { $total } instead of at least { $before }.
# $now (int: 20 | 40)
wispwood-save-ghost_more = In round { $round } the ghost scored { $total }, but its wisps are now worth only { $now } – and it never loses any.
