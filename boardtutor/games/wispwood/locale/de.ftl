### Wispwood – Wald der Lichter: Wörter und Sätze des Spiels.

## Was die Variablen unten bedeuten (ein Kommentar über einer Nachricht kann es ändern):
## $name (seat), $round (int: 1 | 3), $n (int: 4 | 6), $spot (int: 1 | 8), $cell (text: e4 | f6),
## $cells (text: d4 e4 e5 | b2, c2, c3, d3), $wisp (noun wispwood.wisp), $shape (noun wispwood.shape),
## $points (int: 0 | 12), $rule (text: Legen: Ein Hut muss auf eines der 8 Felder rund um deine Katze. Wertung: Jeder Hut bringt 3 Punkte.)

## Nomen, die die Sätze einsetzen: die vier Irrlicht-Arten, Baum und Katze, die 8 Formen am Teich.

-wispwood-wisp-pumpkin = { $number ->
        [other] { $case ->
                [dat] Kürbissen
               *[nom] Kürbisse
            }
       *[one] { $case ->
                [gen] Kürbisses
               *[nom] Kürbis
            }
    }
    .gender = masculine

-wispwood-wisp-hat = { $number ->
        [other] { $case ->
                [dat] Hüten
               *[nom] Hüte
            }
       *[one] { $case ->
                [gen] Hutes
               *[nom] Hut
            }
    }
    .gender = masculine

-wispwood-wisp-heart = { $number ->
        [other] Herzen
       *[one] { $case ->
                [dat] Herzen
                [gen] Herzens
               *[nom] Herz
            }
    }
    .gender = neuter

-wispwood-wisp-orb = { $number ->
        [other] Kugeln
       *[one] Kugel
    }
    .gender = feminine

-wispwood-tile-tree = { $number ->
        [other] { $case ->
                [dat] Bäumen
               *[nom] Bäume
            }
       *[one] { $case ->
                [gen] Baumes
               *[nom] Baum
            }
    }
    .gender = masculine

-wispwood-tile-cat = { $number ->
        [other] Katzen
       *[one] Katze
    }
    .gender = feminine

-wispwood-shape-I2 = { $number ->
        [other] { $case ->
                [dat] Zweiern
               *[nom] Zweier
            }
       *[one] { $case ->
                [gen] Zweiers
               *[nom] Zweier
            }
    }
    .gender = masculine

-wispwood-shape-I3 = { $number ->
        [other] { $case ->
                [dat] Dreier-Stäben
               *[nom] Dreier-Stäbe
            }
       *[one] { $case ->
                [gen] Dreier-Stabes
               *[nom] Dreier-Stab
            }
    }
    .gender = masculine

-wispwood-shape-L3 = { $number ->
        [other] Dreier-Ecken
       *[one] Dreier-Ecke
    }
    .gender = feminine

-wispwood-shape-I4 = { $number ->
        [other] { $case ->
                [dat] Vierer-Stäben
               *[nom] Vierer-Stäbe
            }
       *[one] { $case ->
                [gen] Vierer-Stabes
               *[nom] Vierer-Stab
            }
    }
    .gender = masculine

-wispwood-shape-L4 = { $number ->
        [other] L-Formen
       *[one] L-Form
    }
    .gender = feminine

-wispwood-shape-T4 = { $number ->
        [other] T-Formen
       *[one] T-Form
    }
    .gender = feminine

-wispwood-shape-S4 = { $number ->
        [other] S-Formen
       *[one] S-Form
    }
    .gender = feminine

-wispwood-shape-O4 = { $number ->
        [other] { $case ->
                [dat] Quadraten
               *[nom] Quadrate
            }
       *[one] { $case ->
                [gen] Quadrates
               *[nom] Quadrat
            }
    }
    .gender = neuter

wispwood-title = Wispwood – Wald der Lichter

wispwood-rulebook = Wispwood-Spielregel

wispwood-ghost = Geist

# $first (text: Ada | Ada, Ben), $last (text: Ben | Cem)
wispwood-and = { $first } und { $last }

wispwood-section-setup = Aufbau
wispwood-section-pond = Der Teich
wispwood-section-normal_turn = Ein normaler Zug
wispwood-section-hats = Hüte dich vor den Hüten!
wispwood-section-cat_actions = Katzenaktionen
wispwood-section-tree_turn = Baum-Zug
wispwood-section-round_end = Ende der Runde
wispwood-section-new_round = Neue Runde
wispwood-section-scoring = Wertung
wispwood-section-game_end = Spielende
wispwood-section-goals = Zielkarten (Seite 14–15)
wispwood-section-terms = Wichtige Begriffe
wispwood-section-variants = Einfachere Varianten
wispwood-section-solo_setup = Solomodus: Aufbau
wispwood-section-solo_play = Solomodus: Spielablauf

wispwood-tile-empty = leer

wispwood-cat-ready = bereit
wispwood-cat-hidden = versteckt

wispwood-phase-setup_pond = der Aufbau des Teichs
wispwood-phase-setup_goals = das Ziehen der Zielkarten
wispwood-phase-setup_ranks = das Auslegen der Punkte-Hilfe des Geistes
wispwood-phase-refill = das Auslegen neuer Irrlichter
wispwood-phase-firefly = der Zug des Geistes (ein Glühwürmchen wird aufgedeckt)
wispwood-phase-ghost_cat = das Einsetzen der Geister-Katze am Teich
wispwood-phase-choose = der Beginn eines Zuges: ein Irrlicht nehmen, neue Irrlichter auslegen oder einen Baum-Zug machen
wispwood-phase-shape = das Wählen einer Form
wispwood-phase-place = das Legen der Form
wispwood-phase-wisp = das Legen des Irrlichts auf ein Feld der Form
wispwood-phase-trees = ein Baum-Zug (noch ein Baum oder fertig)
wispwood-phase-cat_move = das Umsetzen der Katze vor der nächsten Runde
wispwood-phase-end = das Spielende

wispwood-next-setup_pond = Aufbau: Die 4 Teichränder werden in zufälliger Reihenfolge zusammengesteckt.
wispwood-next-setup_goals = Aufbau: Eine zufällige Zielkarte wird gezogen.
wispwood-next-setup_ranks = Aufbau: Die Irrlicht-Arten kommen in zufälliger Reihenfolge auf die Punkte-Hilfe des Geistes.
wispwood-next-refill = Neue Irrlichter werden zufällig am Teich ausgelegt.
# $left (int: 1 | 4)
wispwood-next-firefly = Der Geist ist dran: Ein Glühwürmchen wird aufgedeckt ({ $left ->
        [one] das letzte in Runde { $round }
       *[other] noch { $left } in Runde { $round }
    }).
wispwood-next-ghost_cat = { $name }: Setze die Katze des Geistes auf ein Feld am Teich (das Irrlicht dort wird abgeworfen).
wispwood-next-choose = { $name }: Nimm ein Irrlicht vom Teich (oder lege neue Irrlichter aus, oder mache einen Baum-Zug).
wispwood-next-choose_no_refresh = { $name }: Nimm ein Irrlicht vom Teich (oder mache einen Baum-Zug).
wispwood-next-choose_trees = { $name }: Kein Irrlicht vom Teich passt in deinen Wald. Jetzt ist ein Baum-Zug dran.
wispwood-next-choose_trees_or_refresh = { $name }: Kein Irrlicht vom Teich passt in deinen Wald. Mache einen Baum-Zug – oder lege zuerst neue Irrlichter aus und schau, ob dann eins passt.
wispwood-next-shape = { $name } hat { NOUN($wisp, case: "acc", det: "a") } vom Teich genommen und wählt jetzt eine Form.
wispwood-next-place = { $name } legt { NOUN($shape, case: "acc", det: "the") } in den Wald (Runde { $round }: höchstens { $n } × { $n } Felder).
wispwood-next-wisp = { $name }: Auf welches Feld der Form kommt { NOUN($wisp, det: "the") }?
# $trees (count)
wispwood-next-trees = { $name } macht einen Baum-Zug ({ $trees ->
        [0] noch kein Baum gelegt
        [one] 1 Baum gelegt
       *[other] { $trees } Bäume gelegt
    }): noch ein Baum oder fertig.
wispwood-next-cat_move = { $name }: Die Katze darf auf einen anderen Baum umziehen, dann werden alle Bäume entfernt.

# $order (text: ABCD | CADB)
wispwood-action-pond = Die Teichränder liegen in der Reihenfolge { $order }
# $card (text: Kürbis-Sudoku | Baumfreunde)
wispwood-action-goal = Zielkarte: { $card }
wispwood-action-rank = Als Nächstes kommt auf die Punkte-Hilfe des Geistes: { NOUN($wisp, det: "the") }
wispwood-action-draw = Neu am Teich: { NOUN($wisp, det: "a") }
# $n (int: 1 | 3 | 5)
wispwood-action-firefly = Glühwürmchen: Die Katze des Geistes sieht { $n ->
        [one] nur das nächste Irrlicht
       *[other] die nächsten { $n } Irrlichter
    }
wispwood-action-ghostcat = { $name } setzt die Katze des Geistes auf Feld { $spot } und wirft { NOUN($wisp, case: "acc", det: "the") } dort ab
wispwood-action-ghostcat_spot = { $name } setzt die Katze des Geistes auf Feld { $spot }
wispwood-action-refresh = { $name } wirft alle Irrlichter ab (alle von derselben Art) und legt neue aus
wispwood-action-catrefresh = { $name } versteckt die Katze und legt neue Irrlichter aus
wispwood-action-take = { $name } nimmt { NOUN($wisp, case: "acc", det: "the") } von Feld { $spot }
wispwood-action-take_spot = { $name } nimmt das Irrlicht von Feld { $spot }
wispwood-action-shape = { $name } wählt { NOUN($shape, case: "acc", det: "the") }
wispwood-action-catshape = { $name } versteckt die Katze und wählt { NOUN($shape, case: "acc", det: "the") }
wispwood-action-place = { $name } legt { NOUN($shape, case: "acc", det: "the") } auf { $cells }
wispwood-action-place_any = { $name } legt eine Form auf { $cells }
wispwood-action-wisp = { $name } legt { NOUN($wisp, case: "acc", det: "the") } auf { $cell }
wispwood-action-wisp_any = { $name } legt das Irrlicht auf { $cell }
wispwood-action-tree = { $name } legt einen Baum auf { $cell }
wispwood-action-done = { $name } beendet den Baum-Zug; die Katze ist wieder bereit
wispwood-action-catmove = { $name } setzt die Katze auf den Baum auf { $cell }
wispwood-action-catstay = { $name } lässt die Katze, wo sie ist
wispwood-action-ghost_took = Der Geist nimmt { NOUN($wisp, case: "acc", det: "the") } von Feld { $spot }
wispwood-action-ghost_refills = Zu wenige Irrlichter: 7 neue werden ausgelegt

# $text (text: tak 3 | Kürbis nehmen)
wispwood-error-notation = „{ $text }“ verstehe ich nicht als Zug. Beispiele: „take 3“, „shape L4“, „place d4 e4 e5“, „wisp e4“, „done“, „tree c2“.
# $value (text: 5 | None | ['take', 3])
wispwood-error-not_text = { $value } ist kein Spielzug. Gib einen Zug als Text an, zum Beispiel „take 3“ oder „tree c2“.
# $value (text: 5 | None), $count (int: 1 | 2), $first (text: take 3 | pond ACBD), $second (text: refresh | tree c2)
wispwood-error-not_text_now = { $value } ist kein Spielzug. Gib einen Zug als Text an. Jetzt geht zum Beispiel { $count ->
        [one] „{ $first }“.
       *[other] „{ $first }“ oder „{ $second }“.
    }
# $event (text: das Auslegen neuer Irrlichter | das Ziehen der Zielkarten)
wispwood-error-chance_pending = Zuerst ist der Zufall dran: { $event }.
# $action (text: take 3 | tree c2), $expected (text: das Legen der Form | das Wählen einer Form)
wispwood-error-wrong_time = „{ $action }“ geht gerade nicht. Als Nächstes kommt: { $expected }.
wispwood-error-take_empty = Auf Feld { $spot } am Teich liegt kein Irrlicht.
wispwood-error-take_hat = Diesen Hut kannst du nirgends so legen, wie es die Hut-Karte verlangt, also darfst du ihn nicht nehmen. Auf der Hut-Karte steht „{ $rule }“
wispwood-error-take_no_room = Mit keiner Form, die du zu Feld { $spot } bekommen kannst, passt das Irrlicht noch in deinen Wald. Nimm ein anderes oder mache einen Baum-Zug.
wispwood-error-cat_hidden = Deine Katze ist versteckt. Erst ein Baum-Zug macht sie wieder bereit.
wispwood-error-refresh_once = Neue Irrlichter ohne Katze darfst du nur ganz am Anfang deines Zuges auslegen.
wispwood-error-refresh_mixed = Ohne Katze darfst du nur neu auslegen, wenn am Teich nur noch Irrlichter einer einzigen Art liegen.
wispwood-error-shape_not_at_pond = { NOUN($shape, det: "the", cap: "yes") } liegt nicht am Teich.
# $a (noun wispwood.shape), $b (noun wispwood.shape)
wispwood-error-shape_not_next = { NOUN($shape, det: "the", cap: "yes") } liegt nicht neben deinem Irrlicht. Du kannst { NOUN($a, case: "acc", det: "the") } oder { NOUN($b, case: "acc", det: "the") } wählen.
# $a (noun wispwood.shape), $b (noun wispwood.shape)
wispwood-error-shape_not_next_cat = { NOUN($shape, det: "the", cap: "yes") } liegt nicht neben deinem Irrlicht, dort liegen { NOUN($a, det: "the") } und { NOUN($b, det: "the") }. Mit deiner Katze geht es: Versteck sie und wähle eine beliebige Form.
wispwood-error-catshape_next = { NOUN($shape, det: "the", cap: "yes") } liegt schon neben deinem Irrlicht – dafür brauchst du die Katze nicht.
wispwood-error-shape_no_room = { NOUN($shape, det: "the", cap: "yes") } passt nirgends mehr in deinen Wald.
wispwood-error-shape_hat = { NOUN($shape, det: "the", cap: "yes") } passt zwar in deinen Wald, aber nirgends so, dass der Hut auf einem erlaubten Feld liegt. Auf der Hut-Karte steht „{ $rule }“
wispwood-error-not_the_shape = Diese Felder ergeben nicht { NOUN($shape, case: "acc", det: "the") }, auch nicht gedreht oder gespiegelt.
wispwood-error-occupied = Dort liegt schon etwas: { $cells }.
wispwood-error-too_big = So würde dein Wald größer als { $n } × { $n } Felder – das Raster für Runde { $round }.
wispwood-error-not_touching = Mindestens ein neues Plättchen muss mit einer ganzen Kante an deinen Wald stoßen: oben, unten, links oder rechts. Schräg zählt nicht.
wispwood-error-place_hat = So liegt kein Feld der Form dort, wo die Hut-Karte einen Hut erlaubt. Auf der Hut-Karte steht „{ $rule }“
wispwood-error-wisp_outside = { $cell } gehört nicht zur gelegten Form ({ $cells }).
wispwood-error-wisp_hat = Auf { $cell } darf der Hut nicht liegen. Auf der Hut-Karte steht „{ $rule }“
wispwood-error-catmove_not_tree = Auf { $cell } steht kein Baum aus deinem Wald. Die Katze zieht nur auf einen Baum um.
# $kinds (text: Kürbis, Hut, Herz, Kugel und Baum | Kürbis, Hut, Herz und Kugel)
wispwood-error-goal_set = Wähle genau eine Zielkarte von jeder Art: { $kinds }.
# $goal (text: kuerbis | 42), $goals (text: pumpkin_sudoku, pumpkin_loner, hat_near_cat)
wispwood-error-unknown_goal = „{ $goal }“ ist keine Zielkarte. Es gibt: { $goals }.
# $rounds (int: 3), $value (text: 4 | zwei)
wispwood-error-round = Es gibt die Runden 1 bis { $rounds }, nicht „{ $value }“.
# $value (text: 42 | None)
wispwood-error-forest_type = Schreibe den Wald als Text, eine Reihe pro Zeile (zum Beispiel „OTT“ in der ersten und „CVT“ in der zweiten Zeile), nicht { $value }.
# $size (int: 11)
wispwood-error-forest_sheet = Dieser Wald ist zu groß: Das Blatt mit den Feldnamen ist nur { $size } × { $size } Felder groß.
# $char (text: X | 7), $row (int: 1 | 3), $column (int: 2 | 4)
wispwood-error-forest_char = Unbekanntes Zeichen „{ $char }“ in Reihe { $row }, Spalte { $column }. Erlaubt sind P (Kürbis), H (Hut), V (Herz), O (Kugel), T (Baum), C (Katze) und . (leer).
wispwood-error-forest_cats = Ein Wald hat nur eine Katze, hier sind es mehrere: { $cells }.
wispwood-error-forest_no_cat = In diesem Wald fehlt die Katze (C). Jeder Wald hat genau eine: Sie liegt zu Beginn mitten im Wald. Setze ein C auf ein Feld.
# $width (int: 1 | 5), $height (int: 1 | 7), $size (int: 4 | 6)
wispwood-error-forest_too_big = Dieser Wald ist { $width ->
        [one] 1 Feld
       *[other] { $width } Felder
    } breit und { $height ->
        [one] 1 Feld
       *[other] { $height } Felder
    } hoch; in Runde { $round } darf er höchstens { $size } × { $size } Felder groß sein.

## Wofür eine Zielkarte Punkte gibt, eine Zeile je Plättchen oder Gruppe.
## $tile (noun wispwood.wisp), $count (count), $items (text: Kürbis | Kürbis, Hut, Kugel), $others (text: d3 | d3, e5)

wispwood-award-alone_in_lines = { $count ->
        [0] { NOUN($tile, det: "no", cap: "yes") } allein in Reihe und Spalte → { $points }
       *[other] { $count } { NOUN($tile, $count) } allein in Reihe und Spalte ({ $cells }) → { $points }
    }
wispwood-award-loner = { NOUN($tile, cap: "yes") } { $cell }: ringsum kein gleiches Irrlicht → { $points }
# $count (int: 1 | 2)
wispwood-award-loner_not = { NOUN($tile, cap: "yes") } { $cell }: ringsum { $count ->
        [one] ein gleiches Irrlicht
       *[other] { $count } gleiche Irrlichter
    } ({ $others }) → { $points }
wispwood-award-tile_kinds_next_to = { NOUN($tile, cap: "yes") } { $cell }: { $count ->
        [0] keine andere Plättchen-Art daneben
        [one] 1 andere Plättchen-Art daneben ({ $items })
       *[other] { $count } andere Plättchen-Arten daneben ({ $items })
    } → { $points }
wispwood-award-diagonal = { NOUN($tile, cap: "yes") } { $cell }: { $count ->
        [0] { NOUN($tile, det: "no") } schräg daneben
       *[other] { $count } { NOUN($tile, $count) } schräg daneben ({ $cells })
    } → { $points }
# $size (int: 2)
wispwood-award-group_exact = Gruppe aus genau { $size } { NOUN($tile, $size, case: "dat") } ({ $cells }) → { $points }
wispwood-award-per_tile = { NOUN($tile, cap: "yes") } { $cell } → { $points }
wispwood-award-trees_adjacent = { NOUN($tile, cap: "yes") } { $cell }: { $count ->
        [0] kein Baum daneben
        [one] 1 Baum daneben ({ $cells })
       *[other] { $count } Bäume daneben ({ $cells })
    } → { $points }
wispwood-award-trees_in_a_line = { NOUN($tile, cap: "yes") } { $cell }: { $count ->
        [0] keine Baumreihe ab { NOUN($tile, case: "dat", det: "this") }
        [one] 1 Baum in der längsten Reihe ab { NOUN($tile, case: "dat", det: "this") } ({ $cells })
       *[other] { $count } Bäume in der längsten Reihe ab { NOUN($tile, case: "dat", det: "this") } ({ $cells })
    } → { $points }
wispwood-award-trees_around = { NOUN($tile, cap: "yes") } { $cell }: { $count ->
        [0] kein Baum ringsum
        [one] 1 Baum ringsum ({ $cells })
       *[other] { $count } Bäume ringsum ({ $cells })
    } → { $points }
wispwood-award-trees_diagonal = { NOUN($tile, cap: "yes") } { $cell }: { $count ->
        [0] kein Baum schräg daneben
        [one] 1 Baum schräg daneben ({ $cells })
       *[other] { $count } Bäume schräg daneben ({ $cells })
    } → { $points }
wispwood-award-trees_in_adjacent_groups = { NOUN($tile, cap: "yes") } { $cell }: { $count ->
        [0] keine Baumgruppe daneben
        [one] 1 Baum in den Baumgruppen daneben ({ $cells })
       *[other] { $count } Bäume in den Baumgruppen daneben ({ $cells })
    } → { $points }
wispwood-award-kinds_around = { NOUN($tile, cap: "yes") } { $cell }: { $count ->
        [0] keine Irrlicht-Art ringsum
        [one] 1 Irrlicht-Art ringsum ({ $items })
       *[other] { $count } Irrlicht-Arten ringsum ({ $items })
    } → { $points }
wispwood-award-kinds_adjacent = { NOUN($tile, cap: "yes") } { $cell }: { $count ->
        [0] keine Irrlicht-Art daneben
        [one] 1 Irrlicht-Art daneben ({ $items })
       *[other] { $count } Irrlicht-Arten daneben ({ $items })
    } → { $points }
# $count (int: 1 | 3)
wispwood-award-group_kinds = Irrlicht-Gruppe { $cells }: { $count ->
        [one] 1 Irrlicht-Art
       *[other] { $count } Irrlicht-Arten
    } ({ $items }) → { $points }
# $line (text: 3 | 5), $count (int: 1 | 3)
wispwood-award-row_kinds = Reihe { $line }: { $count ->
        [one] 1 Irrlicht-Art
       *[other] { $count } Irrlicht-Arten
    } ({ $items }) → { $points }
# $line (text: b | e), $count (int: 1 | 3)
wispwood-award-column_kinds = Spalte { $line }: { $count ->
        [one] 1 Irrlicht-Art
       *[other] { $count } Irrlicht-Arten
    } ({ $items }) → { $points }
# $count (int: 1 | 4)
wispwood-award-kinds_in_forest = { NOUN($tile, cap: "yes") } { $cell }: { $count ->
        [one] 1 Irrlicht-Art im Wald
       *[other] { $count } Irrlicht-Arten im Wald
    } ({ $items }) → { $points }
# $count (int: 1 | 8)
wispwood-award-largest_group = größte Baumgruppe: { $count ->
        [one] 1 Baum
       *[other] { $count } Bäume
    } ({ $cells }) → { $points }
# $count (int: 1 | 5)
wispwood-award-second_group = zweitgrößte Baumgruppe: { $count ->
        [one] 1 Baum
       *[other] { $count } Bäume
    } ({ $cells }) → { $points }
wispwood-award-no_trees = keine Bäume → 0
wispwood-award-no_second_group = nur eine Baumgruppe oder keine → 0
wispwood-award-lone_tree = Baum { $cell } ohne Nachbarbaum → { $points }
# $count (int: 3 | 6)
wispwood-award-tree_group_size = Baumgruppe aus { $count ->
        [one] 1 Baum
       *[other] { $count } Bäumen
    } ({ $cells }) → { $points }
# $count (int: 1 | 4)
wispwood-award-tree_line = längste Baumreihe: { $count ->
        [one] 1 Baum
       *[other] { $count } Bäume
    } ({ $cells }) → { $points }

wispwood-table-card = Zielkarte
wispwood-table-kind = Art
wispwood-table-points = Punkte
# $size (int: 4 | 6)
wispwood-table-full_grid = Volles Raster { $size } × { $size }
wispwood-table-total = Summe
wispwood-table-paws = Pfoten
wispwood-table-rule = Was zählt
wispwood-table-source = Quelle
wispwood-table-source-rulebook = Spielregel
wispwood-table-source-rulebook_points_assumed = Spielregel, Punkte angenommen
wispwood-table-source-assumption = Annahme

# $card (text: Kürbis-Sudoku | Baumfreunde), $points (count)
wispwood-explain-card = { $card }: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
wispwood-explain-nothing = nichts, was diese Karte zählt → 0
# $size (int: 4 | 6)
wispwood-explain-full = Volles Raster ({ $size } × { $size }, jedes Feld belegt) → { $points }
# $tiles (count), $fields (int: 16 | 36)
wispwood-explain-not_full = Raster nicht voll ({ $tiles } von { $fields } Feldern belegt) → { $points }
# $points (count)
wispwood-explain-total = Summe: { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }

## Wer gewinnt. $points (int: 0 | 58), $grids (int: 2 | 3), $ghost (int: 34 | 51), $names (text: Ada und Ben | Ada, Ben und Cem)

wispwood-outcome-points = { $name } gewinnt mit den meisten Punkten: { $points }.
wispwood-outcome-full_grids = Gleichstand bei den Punkten (je { $points }) – { $name } gewinnt mit mehr vollen Rastern: { $grids }.
wispwood-outcome-shared = { $names } teilen sich den Sieg, alle mit derselben Punktzahl: { $points }.
wispwood-outcome-solo_win = { $name } gewinnt gegen den Geist – Punktestand { $points } zu { $ghost }.
wispwood-outcome-solo_lose = Der Geist gewinnt – Punktestand: Geist { $ghost }, { $name } { $points }. Du brauchst mehr Punkte als der Geist.

wispwood-option-goals = Zielkarten
wispwood-option-goals-easy = einfache (1 Pfote)
wispwood-option-goals-random = zufällig
wispwood-option-rounds = Runden
wispwood-option-rounds-3 = 3 (normal)
wispwood-option-rounds-2 = 2 (kürzer)
wispwood-option-tree_goal = Baum-Karte
wispwood-option-tree_goal-yes = mit
wispwood-option-tree_goal-no = ohne (einfacher)
wispwood-option-ghost = Geist (solo)
wispwood-option-ghost-1 = 1 Pfote
wispwood-option-ghost-2 = 2 Pfoten
wispwood-option-ghost-3 = 3 Pfoten
wispwood-option-ghost-4 = 4 Pfoten

# $expected (text: das Legen der Form | das Wählen einer Form)
wispwood-ui-not_now = Das geht gerade nicht. Als Nächstes kommt: { $expected }.
wispwood-ui-take_first = Nimm zuerst ein Irrlicht vom Teich; dann wählst du eine der Formen daneben.
wispwood-ui-click_field_first = Klicke zuerst auf ein Feld in deinem Wald, wo die Form hin soll.

wispwood-calc-title = Wispwood-Punkterechner
wispwood-calc-round = Runde { $round } ({ $n } × { $n })
wispwood-calc-erase = leeren
wispwood-calc-clear = nur die Katze
wispwood-calc-example = Wertungsbeispiel
wispwood-calc-all = alle Karten
wispwood-calc-brush = Malen mit:
wispwood-calc-goals = Zielkarten (an- und abwählen)
wispwood-calc-forest_text = Wald als Text (P H V O T C .):
wispwood-calc-apply = Text übernehmen
wispwood-calc-points = Punkte
wispwood-calc-why = Wofür die Punkte:
wispwood-calc-help = Klicke auf ein Feld, um es zu bemalen; dasselbe Plättchen noch einmal löscht es. Tastatur: Pfeiltasten und Enter. Klicke auf eine Karte oder eine Zeile, um nur ihre Plättchen hervorzuheben.
wispwood-calc-assumed = {""}* Karte zum Teil angenommen: Die Regel zeigt sie nur als Bild (siehe Annahmen).
# $cell (text: g7 | a1), $size (int: 4 | 6)
wispwood-calc-outside = { $cell } liegt nicht im { $size } × { $size }-Raster dieser Runde.

## Warum ein gespeichertes Spiel nicht geladen werden kann.
## $count (int: 3 | 5), $expected (int: 2 | 4), $field (text: forests | cats), $value (text: 5 | x), $limit (int: 36 | 40),
## $rounds (int: 2 | 3), $phase (text: das Legen der Form | der Aufbau des Teichs), $keys (text: goals, rounds, tree_goal, ghost),
## $part (text: colour | goals), $kinds (text: Kürbis, Hut, Herz, Kugel | „pumpkin“, „tree“), $number (int: 1 | 5),
## $kind (noun wispwood.wisp), $goal (text: Kürbis-Sudoku | Baumfreunde), $missing (text: das Ziehen der Zielkarten),
## $ranks (text: Kürbis, Hut, Hut | „stone“), $width (int: 1 | 5), $height (int: 1 | 7), $spots (text: 3, 5 | 1, 2, 8),
## $stack (int: 0 | 3), $values (text: 1, 2 | 5, 5), $tiles (text: 1, 2, 2, 3, 3, 4, 4, 5), $low (int: 4 | 10), $high (int: 5 | 16),
## $now (seat), $problem (text: Dort liegt schon etwas: e4.), $bonus (int: 2 | 6), $done (int: 1 | 2), $sum (int: 18 | 20),
## $total (int: 20 | 22), $score (int: 42 | 58), $before (int: 20 | 51)

wispwood-save-solo_seats = Ein Solospiel hat genau 2 Plätze: dich und den Geist. Hier sind es { $count }.
wispwood-save-ghost_missing = In einem Solospiel fehlt der Geist („ghost“).
wispwood-save-players = Wispwood spielen 2 bis 4 Personen (oder 1 gegen den Geist), nicht { $count }.
wispwood-save-ghost_extra = Nur im Solospiel gibt es einen Geist, hier spielen aber mehrere Personen.
# $expected (int: 2 | 4)
wispwood-save-seats = „{ $field }“ braucht einen Eintrag für jeden Platz, also { $expected }, nicht { $count }.
wispwood-save-seat = „{ $field }“ nennt Platz { $value }, aber die Plätze gehen nur bis { $count }.
# $count (int: 37 | 40), $limit (int: 36)
wispwood-save-forest_tiles = Ein Wald hat { $count } Plättchen, in ein 6 × 6-Raster passen aber höchstens { $limit }.
wispwood-save-round = Das Spiel endet nach Runde { $rounds }, der Spielstand ist aber in Runde { $round }.
wispwood-save-solo_phase = Den Schritt „{ $phase }“ gibt es nur im Solospiel gegen den Geist.
wispwood-save-phase_needs = Im Schritt „{ $phase }“ muss „{ $field }“ ausgefüllt sein.
wispwood-save-phase_empty = Im Schritt „{ $phase }“ muss „{ $field }“ leer sein.
wispwood-save-spec_type = Der Aufbau muss eine Gruppe in geschweiften Klammern sein. Erlaubt sind: { $keys }.
wispwood-save-spec_key = Der Aufbau kennt „{ $part }“ nicht. Erlaubt sind: { $keys }.
wispwood-save-spec_part = Der Teil „{ $part }“ des Aufbaus ist nicht richtig geschrieben.
wispwood-save-goal_kinds = Die Zielkarten-Arten müssen Kürbis, Hut, Herz, Kugel und (wenn ihr mit der Baum-Karte spielt) Baum sein, in dieser Reihenfolge – nicht: { $kinds }.
# $kind (text: Kürbis | Baum)
wispwood-save-goal_card = Zielkarte { $number } muss eine Karte der Art „{ $kind }“ sein, nicht „{ $goal }“. Es gibt genau eine Zielkarte von jeder Art.
# $count (int: 4 | 5), $number (int: 5 | 6)
wispwood-save-goal_extra = Zielkarte { $number } ist eine zu viel: Es gibt genau eine Zielkarte von jeder Art, also { $count }.
wispwood-save-part-play = das Spiel selbst (der Aufbau ist schon fertig)
# $expected (text: das Ziehen der Zielkarten | das Auslegen der Punkte-Hilfe des Geistes)
wispwood-save-setup_step = Der Spielstand ist beim Aufbau-Schritt „{ $phase }“, als Nächstes käme aber: { $expected }.
wispwood-save-setup_unfinished = Der Aufbau ist noch nicht fertig – es fehlt noch { $missing }. Also kann das Spiel nicht schon bei „{ $phase }“ sein.
wispwood-save-ghost_ranks = Auf der Punkte-Hilfe des Geistes muss jede Irrlicht-Art genau einmal liegen, nicht: { $ranks }.
wispwood-save-after_refill = „after_refill“ ist „{ $value }“, das passt nicht zum Schritt: { $phase }.
wispwood-save-setup_board = Während des Aufbaus ist jeder Wald nur die Katze auf { $cell }: Niemand hat schon Punkte, nichts liegt auf dem Abwurfstapel, alle Katzen sind bereit, und der Geist hat noch nichts gesammelt.
wispwood-save-setup_pond = Während des Aufbaus liegen noch keine Irrlichter am Teich.
wispwood-save-ghost_cat_pond = Bevor die Katze des Geistes eingesetzt wird, liegt auf jedem der 8 Felder am Teich ein Irrlicht.
# $count (int: 0 | 2 | 3)
wispwood-save-forest_cats = Im Wald von { $name } muss genau eine Katze sein, hier { $count ->
        [0] ist aber keine
       *[other] sind es aber { $count }
    } ({ $cells }).
wispwood-save-forest_size = Der Wald von { $name } ist { $width ->
        [one] 1 Feld
       *[other] { $width } Felder
    } breit und { $height ->
        [one] 1 Feld
       *[other] { $height } Felder
    } hoch. In Runde { $round } darf er aber höchstens { $n } × { $n } Felder groß sein.
wispwood-save-forest_apart = In Runde 1 hängt jeder Wald zusammen, weil jedes neue Plättchen an ein altes grenzt. Im Wald von { $name } liegen aber diese Felder getrennt vom Rest: { $cells }.
wispwood-save-hat_rule = Der Hut auf { $cell } im Wald von { $name } liegt gegen die Regel der Hut-Karte. Auf der Hut-Karte steht „{ $rule }“
# $count (int: 41 | 45)
wispwood-save-too_many_tiles = In diesem Spiel sind { $count } { NOUN($kind, $count) } zu sehen, in der Schachtel sind aber nur { $limit }.
# $count (int: 161 | 170), $limit (int: 160)
wispwood-save-tiles_total = Wälder, Teich, Abwurfstapel und der Geist brauchen zusammen { $count } Plättchen, das Spiel hat aber nur { $limit }.
# $count (int: 1 | 8)
wispwood-save-refill_stack = { $count ->
        [one] Auf 1 von 8 Feldern am Teich fehlt noch ein neues Irrlicht
       *[other] Auf { $count } von 8 Feldern am Teich fehlen noch neue Irrlichter
    }, in den Stapeln { $stack ->
        [0] ist aber kein Plättchen mehr
        [one] ist aber nur noch 1 Plättchen
       *[other] sind aber nur noch { $stack } Plättchen
    }.
wispwood-save-refill_twice = Ein Feld am Teich soll zweimal ein neues Irrlicht bekommen: { $spots }.
wispwood-save-refill_full = Feld { $spot } am Teich soll ein neues Irrlicht bekommen, dort liegt aber schon etwas.
wispwood-save-refill_why = Neue Irrlichter werden ausgelegt, aber in diesem Zug hat niemand neu ausgelegt, weder mit noch ohne Katze.
wispwood-save-pond_empty = Am Teich liegt kein einziges Irrlicht. Zu Beginn eines Zuges musst du dann sofort 8 neue auslegen.
wispwood-save-pond_ghost = Auf Feld { $spot } am Teich sitzt die Katze des Geistes, aber den Geist gibt es nur im Solospiel.
wispwood-save-ghost_cat_early = Die Katze des Geistes sitzt schon am Teich, obwohl sie erst nach dem Aufbau eingesetzt wird.
wispwood-save-ghost_cat = Die Katze des Geistes muss auf genau einem Feld am Teich sitzen, und zwar auf Feld { $spot }. Am Teich sitzt sie aber auf: { $spots }.
wispwood-save-fireflies = Die aufgedeckten Glühwürmchen ({ $values }) passen nicht zu den 8 Plättchen { $tiles }.
# $limit (int: 4 | 8), $count (int: 5 | 9)
wispwood-save-fireflies_many = In Runde { $round } ist die Zahl der aufgedeckten Glühwürmchen höchstens { $limit }, hier ist sie aber { $count }.
wispwood-save-ghost_first = Der Geist ist in jeder Runde zuerst dran, aber in Runde { $round } ist noch kein Glühwürmchen aufgedeckt.
wispwood-save-ghost_count = Die Zahl der Irrlichter, die der Geist gesammelt hat, ist { $count }. Er nimmt in jedem Zug genau 1, also müsste sie zwischen { $low } und { $high } liegen.
wispwood-save-ghost_took = Der letzte Zug des Geistes (Feld { $spot }) passt nicht dazu, wo seine Katze jetzt sitzt und was sie gesehen hat.
wispwood-save-solo_turn = Im Solospiel hast du immer Platz 1: Der Startmarker und der Zug gehören dir.
wispwood-save-full_now = Das Raster von { $name } ist schon voll ({ $n } × { $n } in Runde { $round }), also kann { $name } in dieser Runde nicht mehr dran sein.
wispwood-save-ending_without = Der Spielstand sagt, das Ende der Runde sei ausgelöst, aber niemand hat ein volles Raster.
wispwood-save-ending_missing = { $name } hat ein volles Raster, also ist das Ende der Runde ausgelöst – der Spielstand sagt aber etwas anderes.
wispwood-save-full_early = { $name } hat schon ein volles Raster, obwohl { $name } in dieser Runde erst nach { $now } dran ist.
wispwood-save-turn_step = „turn_info → { $field }“ ist schon ausgefüllt, das passt nicht zum Schritt: { $phase }.
wispwood-save-cat_used = { $name } hat in diesem Zug eine Katzenaktion genutzt, also muss die Katze versteckt sein.
wispwood-save-taken_spot = Das Irrlicht in der Hand kommt von Feld { $spot } am Teich, aber dort liegt noch etwas.
wispwood-save-shape_cat = { NOUN($shape, det: "the", cap: "yes") } liegt schon neben Feld { $spot }. Dafür muss sich die Katze nicht verstecken.
wispwood-save-shape_far = { NOUN($shape, det: "the", cap: "yes") } liegt nicht neben Feld { $spot }, und die Katze wurde nicht dafür genutzt.
wispwood-save-placed_shape = Die gelegten Felder { $cells } ergeben nicht { NOUN($shape, case: "acc", det: "the") }.
wispwood-save-placed_where = Die Form darf nicht auf { $cells } liegen. { $problem }
wispwood-save-placed_hat = Keines der Felder { $cells } ist nach der Hut-Karte für den Hut erlaubt.
wispwood-save-cat_queue = Die Liste der Katzen, die noch umziehen dürfen, stimmt nicht: jeder Platz höchstens einmal, in Spielreihenfolge, und nur, wer einen Baum im Wald hat.
wispwood-save-cat_move_last = Nach der letzten Runde ({ $round }) ziehen keine Katzen mehr um: Das Spiel ist vorbei.
wispwood-save-end_early = Das Spiel ist erst nach Runde { $rounds } zu Ende, der Spielstand ist aber in Runde { $round }.
wispwood-save-round_count = Bei { $name } ist die Zahl der gewerteten Runden { $count }, die Zahl der beendeten Runden aber { $done }.
wispwood-save-round_entry = Die Punkte von { $name } für Runde { $round } sind nicht richtig aufgeschrieben: eine Summe („total“) und, wenn es eine Aufteilung gibt, jede Zielkarte und das volle Raster.
wispwood-save-round_sum = Die Punkte von { $name } in Runde { $round } ergeben zusammen { $sum }, nicht { $total }.
wispwood-save-full_bonus = In Runde { $round } bringt ein volles Raster entweder { $bonus } oder 0 Punkte, bei { $name } steht aber { $points }.
wispwood-save-score_sum = { $name } hat die Punktzahl { $score }, die Runden ergeben zusammen aber { $total }.
wispwood-save-ghost_full = Der Geist baut keinen Wald, also hat er nie ein volles Raster (hier: { $count }).
wispwood-save-full_grids = Die Zahl der vollen Raster von { $name } ist { $count }. Das passt nicht dazu, wie viele Runden vorbei sind ({ $done }) und was sie gebracht haben.
# $expected (int: 20 | 22)
wispwood-save-round_last = In Runde { $round } ergibt das, was jetzt im Wald von { $name } liegt, die Punktzahl { $expected }, nicht { $total }.
wispwood-save-refill_left = Beim Auslegen neuer Irrlichter bekommt jedes Feld am Teich eins (außer dem Feld der Geister-Katze), aber Feld { $spot } bleibt leer.
wispwood-save-cell = „{ $value }“ ist kein Feld des Blatts. Die Felder heißen a1 bis k11: ein Buchstabe von a bis k, dann eine Zahl von 1 bis 11.
# $expected (int: 24 | 51)
wispwood-save-ghost_last = Am Ende von Runde { $round } ergeben die Irrlichter des Geistes die Punktzahl { $expected }, nicht { $total }.
wispwood-save-ghost_less = Der Geist behält seine Irrlichter, also bekommt er in Runde { $round } mindestens so viele Punkte wie in der Runde davor – hier { $total } statt mindestens { $before }.
# $now (int: 20 | 40)
wispwood-save-ghost_more = In Runde { $round } hat der Geist die Punktzahl { $total } bekommen, seine Irrlichter sind jetzt aber nur { $now } wert – und er verliert nie welche.
