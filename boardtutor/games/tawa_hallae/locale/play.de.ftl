### Warum ein Zug gut ist: ein kurzer Satz in der Erklärung des Computers, nach einem Doppelpunkt.

## $animal (noun tawa_hallae.animal), $victim (noun tawa_hallae.animal), $name (seat), $pack (text: Blau | Rot),
## $field (text: e12 | c10), $target (text: e8 | d5), $victim_field (text: e7 | c9), $facing (text: nach Norden ↑ | nach Westen ←),
## $items (text: den Wolf von Blau auf e7 | der Wolf, das Zebra), $last (text: das Zebra von Blau auf e8 | die Spinne),
## $victims (text: den Wolf von Blau auf e7 | den Wolf von Blau auf e7 und das Zebra von Blau auf e8),
## $prisoners (text: der Wolf | der Wolf und das Zebra), $freed (text: der Wolf | der Wolf und das Zebra),
## $points (int: 1 | 2), $total (int: 3 | 6), $goal (int: 5), $rows (int: 1 | 3), $count (count), $after (count), $before (count)

tawa_hallae-reason-and = { $items } und { $last }
tawa_hallae-reason-the = { NOUN($animal, det: "the") }
tawa_hallae-reason-victim = { NOUN($victim, case: "acc", det: "the") } von { $pack } auf { $victim_field }
tawa_hallae-reason-hunt = { NOUN($animal, det: "the") } jagt auf { $field }: { $points ->
        [one] ein Punkt
       *[other] { $points } Punkte
    }, dann hat { $name } { $total } von { $goal }
# $total (int: 5 | 6)
tawa_hallae-reason-win = { NOUN($animal, det: "the") } jagt auf { $field }, das sind { $total } Punkte – damit ist das Spiel gewonnen
tawa_hallae-reason-free = { NOUN($animal, det: "the") } erreicht das Gefängnis auf { $field } und kann gefangene Tiere von { $name } befreien: { $prisoners }
tawa_hallae-reason-capture = { NOUN($animal, det: "the") } nimmt { $victims } gefangen
tawa_hallae-reason-armour = { NOUN($animal, det: "the") } nimmt { NOUN($victim, case: "dat", det: "the") } von { $pack } auf { $victim_field } die Rüstung ab und springt zurück
tawa_hallae-reason-turtle = { NOUN($animal, det: "the") } schickt die Schildkröte von { $pack } auf { $victim_field } zurück in ihre Höhle
tawa_hallae-reason-escape = { NOUN($animal, det: "the") } ist auf { $target } sicher vor { NOUN($victim, case: "dat", det: "the") } von { $pack } auf { $victim_field }
tawa_hallae-reason-threat = von { $target } aus bedroht { NOUN($animal, det: "the") } { NOUN($victim, case: "acc", det: "the") } von { $pack } auf { $victim_field }
tawa_hallae-reason-hunt_next = von { $target } aus kann { NOUN($animal, det: "the") } als Nächstes auf { $field } jagen
tawa_hallae-reason-closer = { NOUN($animal, det: "the") } kommt auf { $target } { $rows ->
        [one] eine Reihe
       *[other] { $rows } Reihen
    } näher an die Jagdfelder von { $pack }
tawa_hallae-reason-safe = auf { $target } kann kein Tier von { $pack } { NOUN($animal, case: "acc", det: "the") } erreichen
# $count (int: 1 | 4)
tawa_hallae-reason-reach = von { $target } aus erreicht { NOUN($animal, det: "the") } { $count ->
        [0] kein Feld
        [one] ein Feld
       *[other] { $count } Felder
    }
# $after (int: 1 | 5), $before (int: 0 | 3)
tawa_hallae-reason-look = { NOUN($animal, det: "the") } auf { $field } schaut jetzt { $facing } und erreicht { $after ->
        [0] kein Feld
        [one] ein Feld
       *[other] { $after } Felder
    } statt { $before ->
        [0] keinem
       *[other] { $before }
    }
tawa_hallae-reason-look_plain = { NOUN($animal, det: "the") } auf { $field } { $after ->
        [0] dreht sich { $facing } und ist bereit für den nächsten Zug
        [one] schaut jetzt { $facing } und erreicht so ein Feld
       *[other] schaut jetzt { $facing } und erreicht so { $after } Felder
    }
tawa_hallae-reason-front_row = { NOUN($animal, det: "the") } beginnt auf { $field } in der vorderen Reihe der Höhle
tawa_hallae-reason-back_row = { NOUN($animal, det: "the") } beginnt auf { $field } in der hinteren Reihe der Höhle, geschützt hinter der vorderen
tawa_hallae-reason-freed = { NOUN($animal, det: "the") } ist wieder frei und kommt auf { $field } zurück in die Arena
tawa_hallae-reason-restart = { NOUN($animal, det: "the") } startet wieder aus der Höhle, auf { $field }
tawa_hallae-reason-home = die Schildkröte geht zurück in ihre Höhle, auf { $field }
# $count (int: 1 | 3)
tawa_hallae-reason-done = { $count ->
        [one] ein Tier ist
       *[other] { $count } Tiere sind
    } wieder frei: { $freed }
tawa_hallae-reason-pass = kein Tier von { $name } kann ziehen
tawa_hallae-reason-web = { NOUN($animal, det: "the") } geht auf { $target } ins Netz der Spinne von { $pack } und wird gefangen
tawa_hallae-reason-wait = { NOUN($animal, det: "the") } wartet auf { $target }
