### Why a move is good: a short clause in the computer's explanation, after the move and a dash.
### The move's text already names the animal and its fields, so the clause calls the animal "it" ($it, $it_acc).

## $it (text: it), $it_acc (text: it), $victim (noun tawa_hallae.animal), $name (seat), $pack (text: Blue | Red),
## $field (text: e12 | c10), $victim_field (text: e7 | c9), $turtle_field (text: f7 | d9),
## $place (text: from there | from b9),
## $items (text: Blue's wolf on e7 | the wolf, the zebra), $last (text: Blue's zebra on e8 | the spider),
## $victims (text: Blue's wolf on e7 | Blue's wolf on e7 and Blue's zebra on e8),
## $prisoners (text: the wolf | the wolf, the zebra and the bear), $freed (text: the wolf | the wolf and the zebra),
## $points (int: 1 | 2), $total (int: 3 | 6), $goal (int: 5), $rows (int: 1 | 3), $count (count), $most (count),
## $left (count), $after (count), $before (count)

# English says "it" for every animal.
# $animal (noun tawa_hallae.animal)
tawa_hallae-reason-it = { GENDER($animal) ->
       *[other] it
    }
# $animal (noun tawa_hallae.animal)
tawa_hallae-reason-it_acc = { GENDER($animal) ->
       *[other] it
    }
tawa_hallae-reason-and = { $items } and { $last }
# $animal (noun tawa_hallae.animal)
tawa_hallae-reason-the = { NOUN($animal, det: "the") }
tawa_hallae-reason-victim = { $pack }'s { $victim } on { $victim_field }
tawa_hallae-reason-there = from there
tawa_hallae-reason-from = from { $field }
# $total (int: 1 | 4)
tawa_hallae-reason-hunt = that brings { $points ->
        [one] one point
       *[other] { $points } points
    }, then { $name } has { $total } of { $goal }
# $total (int: 5 | 6)
tawa_hallae-reason-win = that makes { $total } points for { $name }, enough to win
# $count (int: 1 | 2 | 3)
tawa_hallae-reason-free_all = there { $it } can free { $count ->
        [one] { $name }'s only prisoner
        [2] both of { $name }'s prisoners
       *[other] all { $count } of { $name }'s prisoners
    }: { $prisoners }
# $count (int: 2 | 6), $most (int: 1 | 5)
tawa_hallae-reason-free_some = there { $it } can free { $most ->
        [one] one
       *[other] { $most }
    } of { $name }'s { $count } prisoners: { $prisoners }
tawa_hallae-reason-capture = { $it } captures { $victims }
tawa_hallae-reason-capture_turtle = { $it } captures { $victims } and sends { $pack }'s turtle on { $turtle_field } back to its den
tawa_hallae-reason-armour = { $pack }'s { $victim } on { $victim_field } loses its armour
tawa_hallae-reason-turtle = { $pack }'s turtle on { $victim_field } must go back to its den
tawa_hallae-reason-escape = { $it } gets away from { $pack }'s { $victim } on { $victim_field }: there none of { $pack }'s animals can attack { $it_acc }
tawa_hallae-reason-threat = { $place } { $it } can attack { $pack }'s { $victim } on { $victim_field } next
tawa_hallae-reason-hunt_next = { $place } { $it } can hunt on { $field } next
tawa_hallae-reason-closer = { $it } comes { $rows ->
        [one] one row
       *[other] { $rows } rows
    } closer to { $pack }'s hunt fields
tawa_hallae-reason-safe = there none of { $pack }'s animals can attack { $it_acc }
# $count (int: 1 | 4)
tawa_hallae-reason-reach = { $place } { $it } can reach { $count ->
        [one] one field
       *[other] { $count } fields
    }
tawa_hallae-reason-wait = { $place } { $it } has no move for now
tawa_hallae-reason-web = there { $it } is caught in the web of { $pack }'s spider
# $after (int: 1 | 5), $before (int: 0 | 3)
tawa_hallae-reason-look = now { $it } can reach { $after ->
        [0] no field
        [one] one field
       *[other] { $after } fields
    } instead of { $before }
# $count (int: 0 | 1 | 4)
tawa_hallae-reason-turn_same = { $count ->
        [0] { $it } still has no move
        [one] { $it } still reaches the same field
       *[other] { $it } still reaches the same { $count } fields
    }; the turn only uses up this move
tawa_hallae-reason-turn_nothing = { $it } moves in all 8 directions anyway, so the turn changes nothing and only uses up this move
tawa_hallae-reason-front_row = { $it } starts in the front row of the den
tawa_hallae-reason-back_row = { $it } starts in the back row of the den, behind the front row
# $left (int: 0 | 1 | 3)
tawa_hallae-reason-freed = { $left ->
        [0] no other animal can be freed after it
        [one] after it one more animal can be freed
       *[other] after it up to { $left } more animals can be freed
    }
tawa_hallae-reason-home = the turtle must go back onto a free field of its den
# $count (int: 1 | 3)
tawa_hallae-reason-done = { $count ->
        [one] one animal is
       *[other] { $count } animals are
    } free again: { $freed }
tawa_hallae-reason-pass = none of { $name }'s animals can move
