tawa_hallae-render-abbr-lion = Li
tawa_hallae-render-abbr-tiger = Ti
tawa_hallae-render-abbr-wolf = Wo
tawa_hallae-render-abbr-cheetah = Ch
tawa_hallae-render-abbr-rhino = Rh
tawa_hallae-render-abbr-elephant = El
tawa_hallae-render-abbr-gorilla = Go
tawa_hallae-render-abbr-gazelle = Ga
tawa_hallae-render-abbr-giraffe = Gi
tawa_hallae-render-abbr-zebra = Ze
tawa_hallae-render-abbr-kangaroo = Ka
tawa_hallae-render-abbr-turtle = Tu
tawa_hallae-render-abbr-spider = Sp
tawa_hallae-render-abbr-vulture = Vu
tawa_hallae-render-abbr-crocodile = Cr
tawa_hallae-render-abbr-hippo = Hi
tawa_hallae-render-abbr-anaconda = An
tawa_hallae-render-kind-den_land = den on land
tawa_hallae-render-kind-den_water = den in water
tawa_hallae-render-kind-land = land
tawa_hallae-render-kind-water = water
tawa_hallae-render-kind-defence = defence area
tawa_hallae-render-kind-hunt = gold hunt field
tawa_hallae-render-kind-prison = prison
# $kind (text: den on land | defence area), $pack (text: Red | Blue)
tawa_hallae-render-kind_of = { $pack }'s { $kind }
# $animal (noun tawa_hallae.animal), $pack (text: Red | Blue), $facing (text: north ↑ | south ↓), $field_kind (text: Red's den on land | water)
tawa_hallae-render-piece = { $pack }'s { $animal } facing { $facing } · { $field_kind }
## $text (text: Red's lion facing north ↑ · land)

tawa_hallae-render-armoured = { $text } · armoured
tawa_hallae-render-in_danger = { $text } · in danger in the web!
# $pack (text: Red | Blue)
tawa_hallae-render-in_web = { $text } · in the web of { $pack }'s spider
tawa_hallae-render-mark-target = { $text } · you can go here
tawa_hallae-render-mark-selected = { $text } · selected
tawa_hallae-render-mark-highlight = { $text } · look here
# $field (text: e4 | c10), $content (text: Red's lion facing north ↑ · Red's den on land | water)
tawa_hallae-render-field = { $field }: { $content }
# $points (int: 0 | 3), $goal (int: 5)
tawa_hallae-render-points = { $points } of { $goal } points
# $animal (noun tawa_hallae.animal)
tawa_hallae-render-has_armour = { $animal } armoured
# $count (count)
tawa_hallae-render-prisoners = { $count } in prison
## $pack (text: Red | Blue)

tawa_hallae-render-reserve = { $pack }: still to place
tawa_hallae-render-prison_tray = { $pack }: imprisoned
tawa_hallae-render-facing_controls = Facing
# $letter (text: N | E), $facing (text: north ↑ | east →)
tawa_hallae-render-control = key { $letter }: face { $facing }
tawa_hallae-render-legend = Fields
# $red (seat), $blue (seat), $red_points (count), $blue_points (count), $next (text: Blue's turn, move 1 of 2: an animal moves or turns on the spot.)
tawa_hallae-render-summary = Tawa Hallae – { $red }: { $red_points ->
        [one] 1 point
       *[other] { $red_points } points
    }, { $blue }: { $blue_points ->
        [one] 1 point
       *[other] { $blue_points } points
    }. { $next }
tawa_hallae-render-legend_animals = Animals
# $count (count)
tawa_hallae-render-to_place = { $count } still to place
# $points (int: 0 | 3), $goal (int: 5), $count (count)
tawa_hallae-render-card = { $points } of { $goal } points · { $count } in prison
