### Why a move is good: a short clause in the computer's explanation, after a colon.

## $animal (noun tawa_hallae.animal), $victim (noun tawa_hallae.animal), $name (seat), $pack (text: Blue | Red),
## $field (text: e12 | c10), $target (text: e8 | d5), $victim_field (text: e7 | c9), $facing (text: north ↑ | west ←),
## $items (text: Blue's wolf on e7 | the wolf, the zebra), $last (text: Blue's zebra on e8 | the spider),
## $victims (text: Blue's wolf on e7 | Blue's wolf on e7 and Blue's zebra on e8),
## $prisoners (text: the wolf | the wolf and the zebra), $freed (text: the wolf | the wolf and the zebra),
## $points (int: 1 | 2), $total (int: 3 | 6), $goal (int: 5), $rows (int: 1 | 3), $count (count), $after (count), $before (count)

tawa_hallae-reason-and = { $items } and { $last }
tawa_hallae-reason-the = { NOUN($animal, det: "the") }
tawa_hallae-reason-victim = { $pack }'s { $victim } on { $victim_field }
tawa_hallae-reason-hunt = { NOUN($animal, det: "the") } hunts on { $field }: { $points ->
        [one] one point
       *[other] { $points } points
    }, then { $name } has { $total } of { $goal }
# $total (int: 5 | 6)
tawa_hallae-reason-win = { NOUN($animal, det: "the") } hunts on { $field }, that makes { $total } points – enough to win
tawa_hallae-reason-free = { NOUN($animal, det: "the") } reaches the prison on { $field } and can free { $name }'s prisoners: { $prisoners }
tawa_hallae-reason-capture = { NOUN($animal, det: "the") } captures { $victims }
tawa_hallae-reason-armour = { NOUN($animal, det: "the") } knocks the armour off { $pack }'s { $victim } on { $victim_field } and springs back
tawa_hallae-reason-turtle = { NOUN($animal, det: "the") } sends { $pack }'s turtle on { $victim_field } back to its den
tawa_hallae-reason-escape = on { $target } { NOUN($animal, det: "the") } is safe from { $pack }'s { $victim } on { $victim_field }
tawa_hallae-reason-threat = from { $target } { NOUN($animal, det: "the") } threatens { $pack }'s { $victim } on { $victim_field }
tawa_hallae-reason-hunt_next = from { $target } { NOUN($animal, det: "the") } can hunt on { $field } next
tawa_hallae-reason-closer = on { $target } { NOUN($animal, det: "the") } is { $rows ->
        [one] one row
       *[other] { $rows } rows
    } closer to { $pack }'s hunt fields
tawa_hallae-reason-safe = on { $target } no animal of { $pack } can reach { NOUN($animal, det: "the") }
# $count (int: 1 | 4)
tawa_hallae-reason-reach = from { $target } { NOUN($animal, det: "the") } reaches { $count ->
        [0] no field
        [one] one field
       *[other] { $count } fields
    }
# $after (int: 1 | 5), $before (int: 0 | 3)
tawa_hallae-reason-look = { NOUN($animal, det: "the") } on { $field } now faces { $facing } and reaches { $after ->
        [0] no field
        [one] one field
       *[other] { $after } fields
    } instead of { $before }
tawa_hallae-reason-look_plain = { NOUN($animal, det: "the") } on { $field } now faces { $facing }{ $after ->
        [0] , ready for the next move
        [one] {" "}and so reaches one field
       *[other] {" "}and so reaches { $after } fields
    }
tawa_hallae-reason-front_row = { NOUN($animal, det: "the") } starts on { $field }, in the front row of the den
tawa_hallae-reason-back_row = { NOUN($animal, det: "the") } starts on { $field }, in the back row of the den, behind the front row
tawa_hallae-reason-freed = { NOUN($animal, det: "the") } is free again and comes back into the arena on { $field }
tawa_hallae-reason-restart = { NOUN($animal, det: "the") } starts again from the den, on { $field }
tawa_hallae-reason-home = the turtle goes back to its den, on { $field }
# $count (int: 1 | 3)
tawa_hallae-reason-done = { $count ->
        [one] one animal is
       *[other] { $count } animals are
    } free again: { $freed }
tawa_hallae-reason-pass = no animal of { $name } can move
tawa_hallae-reason-web = { NOUN($animal, det: "the") } walks into { $pack }'s web on { $target } and is caught
tawa_hallae-reason-wait = { NOUN($animal, det: "the") } waits on { $target }
