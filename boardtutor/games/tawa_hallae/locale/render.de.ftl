tawa_hallae-render-abbr-lion = Lö
tawa_hallae-render-abbr-tiger = Ti
tawa_hallae-render-abbr-wolf = Wo
tawa_hallae-render-abbr-cheetah = Ge
tawa_hallae-render-abbr-rhino = Na
tawa_hallae-render-abbr-elephant = El
tawa_hallae-render-abbr-gorilla = Go
tawa_hallae-render-abbr-gazelle = Ga
tawa_hallae-render-abbr-giraffe = Gi
tawa_hallae-render-abbr-zebra = Ze
tawa_hallae-render-abbr-kangaroo = Kä
tawa_hallae-render-abbr-turtle = Sk
tawa_hallae-render-abbr-spider = Sp
tawa_hallae-render-abbr-vulture = Gei
tawa_hallae-render-abbr-crocodile = Kr
tawa_hallae-render-abbr-hippo = Fl
tawa_hallae-render-abbr-anaconda = An
tawa_hallae-render-kind-den_land = Höhle an Land
tawa_hallae-render-kind-den_water = Höhle im Wasser
tawa_hallae-render-kind-land = Land
tawa_hallae-render-kind-water = Wasser
tawa_hallae-render-kind-defence = Verteidigungsbereich
tawa_hallae-render-kind-hunt = goldenes Jagdfeld
tawa_hallae-render-kind-prison = Gefängnis
# $kind (text: Höhle an Land | Verteidigungsbereich), $pack (text: Rot | Blau)
tawa_hallae-render-kind_of = { $kind } von { $pack }
# $animal (noun tawa_hallae.animal), $pack (text: Rot | Blau), $facing (text: nach Norden ↑ | nach Süden ↓), $field_kind (text: Höhle an Land von Rot | Wasser)
tawa_hallae-render-piece = { NOUN($animal, det: "the", cap: "yes") } von { $pack } schaut { $facing } · { $field_kind }
## $text (text: Der Löwe von Rot schaut nach Norden ↑ · Land)

tawa_hallae-render-armoured = { $text } · mit Rüstung
tawa_hallae-render-in_danger = { $text } · in Gefahr im Netz!
# $pack (text: Rot | Blau)
tawa_hallae-render-in_web = { $text } · im Netz der Spinne von { $pack }
tawa_hallae-render-mark-target = { $text } · hierhin geht es
tawa_hallae-render-mark-selected = { $text } · ausgewählt
tawa_hallae-render-mark-highlight = { $text } · schau hier
# $field (text: e4 | c10), $content (text: Der Löwe von Rot schaut nach Norden ↑ · Höhle an Land von Rot | Wasser)
tawa_hallae-render-field = { $field }: { $content }
# $points (int: 0 | 3), $goal (int: 5)
tawa_hallae-render-points = { $points } von { $goal } Punkten
# $animal (noun tawa_hallae.animal)
tawa_hallae-render-has_armour = { $animal } mit Rüstung
# $count (count)
tawa_hallae-render-prisoners = { $count } im Gefängnis
## $pack (text: Rot | Blau)

tawa_hallae-render-reserve = { $pack }: noch einzusetzen
tawa_hallae-render-prison_tray = { $pack }: gefangen
tawa_hallae-render-facing_controls = Blickrichtung
# $letter (text: N | O), $facing (text: nach Norden ↑ | nach Osten →)
tawa_hallae-render-control = Taste { $letter }: schaut { $facing }
tawa_hallae-render-legend = Felder
# $red (seat), $blue (seat), $red_points (count), $blue_points (count), $next (text: Blau ist dran, Zug 1 von 2: ein Tier bewegen oder auf der Stelle drehen.)
tawa_hallae-render-summary = Tawa Hallae – { $red }: { $red_points ->
        [one] 1 Punkt
       *[other] { $red_points } Punkte
    }, { $blue }: { $blue_points ->
        [one] 1 Punkt
       *[other] { $blue_points } Punkte
    }. { $next }
tawa_hallae-render-legend_animals = Tiere
# $count (count)
tawa_hallae-render-to_place = noch { $count } einzusetzen
# $points (int: 0 | 3), $goal (int: 5), $count (count)
tawa_hallae-render-card = { $points } von { $goal } Punkten · { $count } gefangen
