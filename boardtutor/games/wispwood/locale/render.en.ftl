## Labels of the game table.
## $n (int: 1 | 8), $round (int: 1 | 3), $rounds (int: 3), $name (seat), $points (count)

wispwood-render-pond = Pond
# $n (count)
wispwood-render-wisps_left = { $n ->
        [one] 1 wisp
       *[other] { $n } wisps
    }
# $shape (noun wispwood.shape)
wispwood-render-shape_title = { $shape } (shape { $n })
# $what (text: pumpkin | empty | the ghost's cat)
wispwood-render-spot_title = { $what } (pond field { $n })
wispwood-render-ghost_cat = the ghost's cat
wispwood-render-forest_of = { $name }'s forest
wispwood-render-rotate = turn
wispwood-render-mirror = mirror
wispwood-render-place = place
wispwood-render-cancel = elsewhere
# $label (text: turn | mirror), $shortcut (text: R | M)
wispwood-render-key_hint = { $label } (key { $shortcut })
# $n (int: 4 | 6)
wispwood-render-summary = Wispwood, round { $round } (grid { $n } × { $n }); in view: { $name }'s forest
# $n (int: 4 | 6)
wispwood-render-round = Round { $round } of { $rounds } · { $n } × { $n }
wispwood-render-points = { $points ->
        [one] 1 point
       *[other] { $points } points
    }
# $points (int: 0 | 14)
wispwood-render-this_round = this round: { $points }
wispwood-render-start_marker = start
wispwood-render-goals = Goal cards
wispwood-render-assumed = {""}* partly assumed
wispwood-render-ghost_helper = The ghost's points helper
# $n (int: 0 | 3), $value (int: 2 | 6)
wispwood-render-ghost_row = { $n } collected · worth { $value } each
# $left (int: 0 | 4)
wispwood-render-fireflies = Fireflies left: { $left }
# $shown (text: 3 | 3, 1, 5)
wispwood-render-fireflies_shown = turned over: { $shown }
# $wisp (noun wispwood.wisp)
wispwood-render-in_hand = { NOUN($wisp, cap: "yes") } in hand
# $shape (noun wispwood.shape)
wispwood-render-in_hand_shape = shape: { $shape }
wispwood-render-shapes = The 8 shapes at the pond
wispwood-render-tiles = The tiles
wispwood-render-cat_ready = cat ready
wispwood-render-cat_hidden = cat hidden
# $points (text: 20 | 20 + 34)
wispwood-render-rounds_scored = rounds: { $points }

## Alternative texts of the pictures (what a screen reader says, and what shows where a picture cannot).
# $name (text: pumpkin | cat ready | corner of three), $code (text: P | L3 | a1)
wispwood-render-named = { $name } ({ $code })
# $items (text: pumpkin (P), hat (H) and cat hidden (C))
wispwood-render-tiles_alt = The tiles and their letters: { $items }.
# $n (int: 8), $items (text: domino (I2) and straight three (I3))
wispwood-render-shapes_alt = The { $n } shapes at the pond and their codes: { $items }.
# $n (count), $items (text: orb (a1) | orb (a1), tree (b1) and pumpkin (a2))
wispwood-render-forest_alt = { $n ->
        [0] An empty forest.
        [one] A forest with 1 tile: { $items }.
       *[other] A forest with { $n } tiles, row by row: { $items }.
    }
