### Warum ein Zug gut ist: ein kurzer Satz in der Erklärung des Computers, nach dem Zug und einem Gedankenstrich.
### Der Zug nennt das Tier und seine Felder schon, darum steht hier für das Tier „er“, „sie“ oder „es“ ($it, $it_acc).

## $it (text: er | sie), $it_acc (text: ihn | sie), $victim (noun tawa_hallae.animal), $name (seat), $pack (text: Blau | Rot),
## $field (text: e12 | c10), $victim_field (text: e7 | c9), $turtle_field (text: f7 | d9),
## $place (text: von dort aus | von b9 aus),
## $items (text: den Wolf von Blau auf e7 | der Wolf, das Zebra), $last (text: das Zebra von Blau auf e8 | die Spinne),
## $victims (text: den Wolf von Blau auf e7 | den Wolf von Blau auf e7 und das Zebra von Blau auf e8),
## $prisoners (text: der Wolf | der Wolf, das Zebra und der Bär), $freed (text: der Wolf | der Wolf und das Zebra),
## $points (int: 1 | 2), $total (int: 3 | 6), $goal (int: 5), $rows (int: 1 | 3), $count (count), $most (count),
## $left (count), $after (count), $before (count)

# $animal (noun tawa_hallae.animal)
tawa_hallae-reason-it = { GENDER($animal) ->
        [feminine] sie
        [neuter] es
       *[masculine] er
    }
# $animal (noun tawa_hallae.animal)
tawa_hallae-reason-it_acc = { GENDER($animal) ->
        [feminine] sie
        [neuter] es
       *[masculine] ihn
    }
tawa_hallae-reason-and = { $items } und { $last }
# $animal (noun tawa_hallae.animal)
tawa_hallae-reason-the = { NOUN($animal, det: "the") }
tawa_hallae-reason-victim = { NOUN($victim, case: "acc", det: "the") } von { $pack } auf { $victim_field }
tawa_hallae-reason-there = von dort aus
tawa_hallae-reason-from = von { $field } aus
# $total (int: 1 | 4)
tawa_hallae-reason-hunt = das bringt { $points ->
        [one] einen Punkt
       *[other] { $points } Punkte
    }, dann hat { $name } { $total } von { $goal }
# $total (int: 5 | 6)
tawa_hallae-reason-win = damit hat { $name } { $total } Punkte, genug zum Sieg
# $count (int: 1 | 2 | 3)
tawa_hallae-reason-free_all = dort kann { $it } { $count ->
        [one] den einzigen Gefangenen von { $name } befreien
        [2] beide Gefangenen von { $name } befreien
       *[other] alle { $count } Gefangenen von { $name } befreien
    }: { $prisoners }
# $count (int: 2 | 6), $most (int: 1 | 5)
tawa_hallae-reason-free_some = dort kann { $it } { $most ->
        [one] einen
       *[other] { $most }
    } der { $count } Gefangenen von { $name } befreien: { $prisoners }
tawa_hallae-reason-capture = { $it } nimmt { $victims } gefangen
tawa_hallae-reason-capture_turtle = { $it } nimmt { $victims } gefangen und schickt die Schildkröte von { $pack } auf { $turtle_field } zurück in ihre Höhle
tawa_hallae-reason-armour = { NOUN($victim, det: "the") } von { $pack } auf { $victim_field } verliert { GENDER($victim) ->
        [feminine] ihre
       *[other] seine
    } Rüstung
tawa_hallae-reason-turtle = die Schildkröte von { $pack } auf { $victim_field } muss zurück in ihre Höhle
tawa_hallae-reason-escape = { $it } entkommt { NOUN($victim, case: "dat", det: "the") } von { $pack } auf { $victim_field }: Dort kann kein Tier von { $pack } { $it_acc } angreifen
tawa_hallae-reason-threat = { $place } kann { $it } als Nächstes { NOUN($victim, case: "acc", det: "the") } von { $pack } auf { $victim_field } angreifen
tawa_hallae-reason-hunt_next = { $place } kann { $it } als Nächstes auf { $field } jagen
tawa_hallae-reason-closer = { $it } kommt { $rows ->
        [one] eine Reihe
       *[other] { $rows } Reihen
    } näher an die Jagdfelder von { $pack }
tawa_hallae-reason-safe = dort kann kein Tier von { $pack } { $it_acc } angreifen
# $count (int: 1 | 4)
tawa_hallae-reason-reach = { $place } kann { $it } { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    } erreichen
tawa_hallae-reason-wait = { $place } kann { $it } vorerst nicht weiterziehen
tawa_hallae-reason-web = dort wird { $it } im Netz der Spinne von { $pack } gefangen
# $after (int: 1 | 5), $before (int: 0 | 3)
tawa_hallae-reason-look = jetzt kann { $it } { $after ->
        [0] kein Feld
        [one] ein Feld
       *[other] { $after } Felder
    } erreichen statt { $before ->
        [0] keinem
        [one] einem
       *[other] { $before }
    }
# $count (int: 0 | 1 | 4)
tawa_hallae-reason-turn_same = { $count ->
        [0] { $it } kann weiterhin nicht ziehen
        [one] { $it } erreicht weiter dasselbe Feld
       *[other] { $it } erreicht weiter dieselben { $count } Felder
    }; die Drehung verbraucht nur diesen Zug
tawa_hallae-reason-turn_nothing = { $it } zieht sowieso in alle 8 Richtungen, die Drehung ändert nichts und verbraucht nur diesen Zug
tawa_hallae-reason-front_row = { $it } beginnt in der vorderen Reihe der Höhle
tawa_hallae-reason-back_row = { $it } beginnt in der hinteren Reihe der Höhle, geschützt hinter der vorderen
# $left (int: 0 | 1 | 3)
tawa_hallae-reason-freed = { $left ->
        [0] danach kann kein weiteres Tier befreit werden
        [one] danach kann noch ein Tier befreit werden
       *[other] danach können noch bis zu { $left } Tiere befreit werden
    }
tawa_hallae-reason-home = die Schildkröte muss zurück auf ein freies Feld ihrer Höhle
# $count (int: 1 | 3)
tawa_hallae-reason-done = { $count ->
        [one] ein Tier ist
       *[other] { $count } Tiere sind
    } wieder frei: { $freed }
tawa_hallae-reason-pass = kein Tier von { $name } kann ziehen
