## Why a move is good, in one short clause (for the computer player's explanation).
## $spot (int: 1 | 8), $wisp (noun wispwood.wisp), $shape (noun wispwood.shape), $cell (text: e4 | f6), $old (text: f6 | c3),
## $card (text: Cat cuddles | Big forest), $n (count), $before (int: 0 | 12), $new (int: 7 | 8),
## $filled (int: 5 | 12), $fields (int: 16 | 25),
## $subject (text: it | with the orb on e4 it)

wispwood-reason-the_wisp = { GENDER($wisp) ->
       *[other] it
    }
# $n (int: 1 | 3)
wispwood-reason-wisp_card = { $subject } can bring up to { $n ->
        [one] 1 more point
       *[other] { $n } more points
    } with the card “{ $card }”
wispwood-reason-wisp_fits = { $subject } fits into the forest with the { NOUN($shape) }
# $n (int: 1 | 6)
wispwood-reason-shape = the { NOUN($shape) } fits into the forest in { $n ->
        [one] just one place
       *[other] { $n } places
    }
# $n (int: 1 | 6)
wispwood-reason-catshape = with the cat hidden the { NOUN($shape) } is allowed too, and it fits in { $n ->
        [one] just one place
       *[other] { $n } places
    }
wispwood-reason-the_shape = with the { NOUN($wisp) } on { $cell } { GENDER($shape) ->
       *[other] it
    }
wispwood-reason-the_wisp_on = { GENDER($wisp) ->
       *[other] it
    }
wispwood-reason-a_tree = it
# $n (int: 1 | 14)
wispwood-reason-points_up = { $subject } raises the forest from { $before } to { $n ->
        [one] 1 point
       *[other] { $n } points
    } (card “{ $card }”)
# $n (int: 6 | 14)
wispwood-reason-full_grid = { $subject } fills the grid: from { $before } to { $n ->
        [one] 1 point
       *[other] { $n } points
    }
wispwood-reason-fills = { $subject } fills the grid further: { $filled } of { $fields } fields filled
# $n (int: 1 | 3)
wispwood-reason-done = { $n ->
        [one] 1 tree is
       *[other] { $n } trees are
    } enough this turn: the other open fields stay free for wisps
# $n (int: 1 | 3)
wispwood-reason-done_hidden = after { $n ->
        [one] 1 tree
       *[other] { $n } trees
    } the cat is ready again
# $n (int: 1 | 5)
wispwood-reason-refresh = { $n ->
        [one] only { NOUN($wisp, det: "a") } is left at the pond
       *[other] all { $n } wisps at the pond are { NOUN($wisp, $n) }
    }: { $new } new ones can give more choice
# $n (int: 1 | 5)
wispwood-reason-catrefresh_none = { $n ->
        [one] the only wisp at the pond brings
       *[other] the { $n } wisps at the pond bring
    } the forest no points now: the cat hides and { $new } new ones come
# $n (int: 1 | 5), $best (int: 1 | 4): the most points any wisp at the pond can bring this turn
wispwood-reason-catrefresh = the cat hides and { $new } new wisps come: { $n ->
        [one] the only one at the pond brings
       *[other] the { $n } at the pond bring
    } at most { $best ->
        [one] 1 more point
       *[other] { $best } more points
    }
wispwood-reason-catstay = the cat stays on { $cell }, so that field stays in the forest next round
wispwood-reason-catmove = it leaves { $old }, so its new field stays in the forest next round
# $n (int: 1 | 8), $rank (text: most | least | other): the wisp is worth most / least to the ghost of those at the pond
wispwood-reason-ghostcat = { $rank ->
        [most] no wisp at the pond is worth more to the ghost than this one ({ $n ->
            [one] 1 point
           *[other] { $n } points
        }), and now it leaves the pond
        [least] no wisp at the pond is worth less to the ghost than this one ({ $n ->
            [one] 1 point
           *[other] { $n } points
        }), and it leaves the pond
       *[other] to the ghost this wisp is worth { $n ->
            [one] 1 point
           *[other] { $n } points
        }, and it leaves the pond
    }
