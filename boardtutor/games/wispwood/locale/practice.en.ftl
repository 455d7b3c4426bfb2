## Practice exercises (boardtutor.practice): questions to the seat that acts ("you"), and why the answer is right.
## $card (text: Having a ball) · $text (text: what the card scores) · $points (count) · $round (int: 1 | 2 | 3)
## $size (int: 4 | 5 | 6) · $n (int: 1 | 2 | 5) · $count (count) · $kinds (count) · $cat (message wispwood.practice.catstate) · $answer (text: Take a wisp)
## $shape (noun wispwood.shape) · $wisp (noun wispwood.wisp) · $spot (int: 1 | 8) · $of (int: 2 | 4)

wispwood-practice-catstate-ready = Your cat is ready.
wispwood-practice-catstate-hidden = Your cat is hidden.

## How many points does a goal card bring

wispwood-practice-goal-question = Goal card “{ $card }”: { $text } How many points does this card bring for your forest right now?
wispwood-practice-goal-why = Counted tile by tile, “{ $card }” brings your forest { $points ->
        [one] 1 point
       *[other] { $points } points
    } now.

## Full grid

wispwood-practice-full-question = Round { $round } ends soon. If it ended now, how many extra points would your forest get for the { $size } × { $size } grid?
wispwood-practice-full-why = { $points ->
        [0] Your forest does not fill all { $size } × { $size } fields, so there is no extra point.
       *[other] Your forest fills all { $size } × { $size } fields: in round { $round } that brings { $points } extra points.
    }

## Where a tree may go

wispwood-practice-tree-question = Round { $round } (grid { $size } × { $size }): on which fields may you put a tree now? Click all of them.
wispwood-practice-tree-why = A tree must touch your forest above, below, left or right, and the forest must still fit into { $size } × { $size } fields: that leaves { $count ->
        [one] 1 field
       *[other] { $count } fields
    }.

## What you may do at the start of your turn

wispwood-practice-start-refresh = Lay out new wisps for free
wispwood-practice-start-catrefresh = Hide your cat and lay out new wisps
wispwood-practice-start-take = Take a wisp from the pond
wispwood-practice-start-tree = Make a tree turn
wispwood-practice-start-question = Your turn begins. At the pond lie { $count ->
        [one] 1 wisp
       *[other] { $count } wisps
    } of { $kinds ->
        [one] one kind
       *[other] { $kinds } kinds
    }. { $cat } What may you do now? Pick everything that is allowed.
wispwood-practice-start-why = Allowed now: { $answer }.

## Which shapes fit

wispwood-practice-shape-choice = The { NOUN($shape) }
wispwood-practice-shape-question = You took the { NOUN($wisp) } from field { $spot } of the pond. { $cat } Which shapes may you use for it?
wispwood-practice-shape-why = { $cat } You may use the two shapes next to your wisp (with a ready cat, any shape), but only if the shape fits into your forest. That makes { $count ->
        [one] 1 shape
       *[other] { $count } shapes
    }.

## Where the hat may go

wispwood-practice-hat-question = Your shape with the hat lies in the forest. The hat card “{ $card }” says where a hat may go. Which fields of the shape may the hat go on?
wispwood-practice-hat-why = The hat card allows { $count ->
        [one] 1 field
       *[other] { $count } fields
    } of the { $of } fields of your shape.

## The ghost

wispwood-practice-ghost-take-question = The firefly shows { $n }. Which wisp does the ghost take?
wispwood-practice-ghost-cat-question = The firefly shows { $n }. Onto which pond field does the ghost's cat move?
wispwood-practice-ghost-take-why = Of the wisps its cat sees, the { NOUN($wisp) } on field { $spot } is worth the most to the ghost ({ $points ->
        [one] 1 point
       *[other] { $points } points
    }; the first one clockwise if several are worth the same). The ghost takes it and its cat moves there.
wispwood-practice-ghost-seen-question = The firefly shows { $n }. How many wisps does the ghost's cat see?
wispwood-practice-ghost-seen-why = The cat counts { $n ->
        [one] 1 wisp
       *[other] { $n } wisps
    } clockwise from its field and skips empty fields.
wispwood-practice-refill-question = The firefly shows { $n }, but only { $count ->
        [one] 1 wisp lies
       *[other] { $count } wisps lie
    } at the pond. How many new wisps are laid out?
wispwood-practice-refill-why = There are fewer wisps at the pond than the cat should see ({ $n }): they are all thrown out and { $count } new ones come – the ghost's cat keeps its field.
wispwood-practice-helper-question = How many points would the wisps the ghost has collected bring it at the end of this round?
wispwood-practice-helper-why = Each collected wisp counts the points its kind has on the ghost's points helper: { $points ->
        [one] 1 point
       *[other] { $points } points
    } in all.
wispwood-practice-ghostcat-question = Before the first round you swap a wisp at the pond for the ghost's cat. On which pond fields may the cat go?
wispwood-practice-ghostcat-why = You choose freely: every field with a wisp, { $count } in all.

## End of a round ($before (count))

wispwood-practice-catmove-question = The round is over. Onto which fields may you move your cat?
wispwood-practice-catmove-why = The cat may move to any tree of your forest ({ $count ->
        [one] 1 tree
       *[other] { $count } trees
    }) – or stay where it is.
wispwood-practice-kept-question = The round is over and your cat stays where it is. Your forest has { $count } tiles now. How many of them are still in it when the next round begins?
wispwood-practice-kept-why = The trees go back into the stacks, except the one under the cat; the wisps stay. { $count ->
        [one] 1 tile stays.
       *[other] { $count } tiles stay.
    }

## The cat after a tree turn ($cell (text: d4))

wispwood-practice-ready-question = { $cat } You make a tree turn and lay one tree on { $cell }. How is your cat after this turn?
wispwood-practice-ready-why = After a tree turn your cat is always ready again – even if it was hidden.

## Where the shape may lie

wispwood-practice-cover-question = Click every field your { NOUN($shape) } could cover (grid { $size } × { $size }).
wispwood-practice-cover-why = The shape must touch your forest above, below, left or right, lie on empty fields and keep the forest inside { $size } × { $size } fields: { $count ->
        [one] 1 field is possible.
       *[other] { $count } fields are possible.
    }

## Who wins ($name (seat) · $reason (text: Sarah wins with 45 points.))

wispwood-practice-seat-choice = { $name }
wispwood-practice-winner-choice = { $name } ({ $points ->
        [one] 1 point
       *[other] { $points } points
    })
wispwood-practice-winner-question = The game is over. Who wins?
wispwood-practice-winner-why = { $reason }

## End of a round ($before (count))

wispwood-practice-trigger-question = A grid is full, so this round is ending. It is { $name }'s turn. Who still plays a turn in this round (you too)?
wispwood-practice-trigger-why = The round ends after the player to the right of the start marker, so that everyone has the same number of turns: { $count ->
        [one] 1 more turn
       *[other] { $count } more turns
    }.
wispwood-practice-marker-question = The round is over; { $name } had the start marker. Who begins the next round?
wispwood-practice-marker-why = The start marker moves on clockwise: { $name } begins.
wispwood-practice-first-question = Round { $round } begins. Who goes first?
wispwood-practice-first-why = Against the ghost, the ghost always goes first, then you.
wispwood-practice-solo_new-question = Playing against the ghost, you hide your cat and lay out new wisps. How many new wisps come?
wispwood-practice-solo_new-why = The ghost's cat keeps its field at the pond, so { $count } new wisps come.
wispwood-practice-discard-question = There are { $before } wisps on the discard pile and { $count } at the pond. You lay out new wisps. How many lie on the discard pile then?
wispwood-practice-discard-why = Every wisp thrown out goes face up onto the discard pile: now { $count }.
wispwood-practice-fireflies-question = Round { $round }: how many more fireflies will be turned over this round if your grid does not fill up?
wispwood-practice-fireflies-why = Each round has its own stack of fireflies; the round ends after the last one and your turn after it: { $count } more.
wispwood-practice-setup-question = The game is set up. How many wisps lie round the pond?
wispwood-practice-setup-why = The fields round the pond each get a wisp: { $count }.

## A turn ($name (seat) · $shape (noun wispwood.shape) · $wisp (noun wispwood.wisp))

wispwood-practice-tiles-question = You chose the { NOUN($shape) } for your { NOUN($wisp) }. How many trees do you take from the stacks to complete the shape?
wispwood-practice-tiles-why = The wisp fills one field of the shape; trees fill the others: { $count ->
        [one] 1 tree
       *[other] { $count } trees
    }.
wispwood-practice-left-question = You take the wisp from field { $spot } of the pond. How many wisps are left there for the next player?
wispwood-practice-left-why = Nobody fills the empty field again, so { $count ->
        [one] 1 wisp is
       *[other] { $count } wisps are
    } left.
wispwood-practice-next-question = It is { $name }'s turn. Who plays next?
wispwood-practice-next-why = Turns go clockwise: next is { $name }.
