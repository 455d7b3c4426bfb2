tawa_hallae-title = Tawa Hallae

tawa_hallae-rulebook = Tawa-Hallae-Spielregel auf Italienisch

## Abschnitte der italienischen Spielregel: deutsche Überschrift, dahinter die gedruckte italienische.

tawa_hallae-section-summary = Die Regeln in Kürze („Regole in sintesi“)
tawa_hallae-section-packs = Die Rudel („Branchi“)
tawa_hallae-section-victory = Wer gewinnt („Condizioni di vittoria“)
tawa_hallae-section-arena = Die Arena – der Spielplan („Arena di combattimento – tabellone“)
tawa_hallae-section-hunt = Jagd („Caccia“)
tawa_hallae-section-facing = Laufrichtung („Direzione di corsa“)
tawa_hallae-section-ranges = Reichweite („Abilità di Movimento o Corsa“)
tawa_hallae-section-imprisoned = Gefangenes Tier („Animale Imprigionato“)
tawa_hallae-section-spring = Federangriff („Attacco a molla“)
tawa_hallae-section-setup = Vorbereitung („Preparazione“)
tawa_hallae-section-turn = Ein Spielzug („Turno di gioco“)
tawa_hallae-section-animals = Die Tiere („Animali“)
tawa_hallae-section-predators = Raubtiere („Predatori“)
tawa_hallae-section-destroyers = Zerstörer („Distruttori“)
tawa_hallae-section-gorilla = Gorilla („Gorilla“)
tawa_hallae-section-runners = Läufer („Corridori“)
tawa_hallae-section-specials = Spezialtiere („Speciali“)
tawa_hallae-section-turtle = Schildkröte („Tartaruga“)
tawa_hallae-section-spider = Spinne („Ragno“)
tawa_hallae-section-vulture = Geier („Avvoltoio“)
tawa_hallae-section-aquatic = Wassertiere („Acquatici“)
tawa_hallae-section-situation = Eine Spielsituation („Situazione di gioco“)
tawa_hallae-section-water = Auf Wasserfeldern („Nelle caselle di acqua“)
tawa_hallae-section-freeing = Gefangene befreien („Librazione animali prigionieri“)
tawa_hallae-section-defence = Im Verteidigungsbereich („Nell'area di difesa“)
tawa_hallae-section-armour = Gepanzerter Löwe und Tiger („Leone e Tigre corazzati“)

## Die Rudel: ihre Farbe ist auch der Name des Spielers, solange er keinen eigenen hat.

tawa_hallae-pack-red = Rot
tawa_hallae-pack-blue = Blau

## Die Tiere: Geschlecht und Formen für jeden Fall ($case) und jede Zahl ($number).

-tawa_hallae-animal-lion = { $number ->
        [other] Löwen
       *[one] { $case ->
                [acc] Löwen
                [dat] Löwen
                [gen] Löwen
               *[nom] Löwe
            }
    }
    .gender = masculine
-tawa_hallae-animal-tiger = { $number ->
        [other] { $case ->
                [dat] Tigern
               *[nom] Tiger
            }
       *[one] { $case ->
                [gen] Tigers
               *[nom] Tiger
            }
    }
    .gender = masculine
-tawa_hallae-animal-wolf = { $number ->
        [other] { $case ->
                [dat] Wölfen
               *[nom] Wölfe
            }
       *[one] { $case ->
                [gen] Wolfes
               *[nom] Wolf
            }
    }
    .gender = masculine
-tawa_hallae-animal-cheetah = { $number ->
        [other] Geparden
       *[one] { $case ->
                [acc] Geparden
                [dat] Geparden
                [gen] Geparden
               *[nom] Gepard
            }
    }
    .gender = masculine
-tawa_hallae-animal-rhino = { $number ->
        [other] { $case ->
                [dat] Nashörnern
               *[nom] Nashörner
            }
       *[one] { $case ->
                [gen] Nashorns
               *[nom] Nashorn
            }
    }
    .gender = neuter
-tawa_hallae-animal-elephant = { $number ->
        [other] Elefanten
       *[one] { $case ->
                [acc] Elefanten
                [dat] Elefanten
                [gen] Elefanten
               *[nom] Elefant
            }
    }
    .gender = masculine
-tawa_hallae-animal-gorilla = { $number ->
        [other] Gorillas
       *[one] { $case ->
                [gen] Gorillas
               *[nom] Gorilla
            }
    }
    .gender = masculine
-tawa_hallae-animal-gazelle = { $number ->
        [other] Gazellen
       *[one] Gazelle
    }
    .gender = feminine
-tawa_hallae-animal-giraffe = { $number ->
        [other] Giraffen
       *[one] Giraffe
    }
    .gender = feminine
-tawa_hallae-animal-zebra = { $number ->
        [other] Zebras
       *[one] { $case ->
                [gen] Zebras
               *[nom] Zebra
            }
    }
    .gender = neuter
-tawa_hallae-animal-kangaroo = { $number ->
        [other] Kängurus
       *[one] { $case ->
                [gen] Kängurus
               *[nom] Känguru
            }
    }
    .gender = neuter
-tawa_hallae-animal-turtle = { $number ->
        [other] Schildkröten
       *[one] Schildkröte
    }
    .gender = feminine
-tawa_hallae-animal-spider = { $number ->
        [other] Spinnen
       *[one] Spinne
    }
    .gender = feminine
-tawa_hallae-animal-vulture = { $number ->
        [other] { $case ->
                [dat] Geiern
               *[nom] Geier
            }
       *[one] { $case ->
                [gen] Geiers
               *[nom] Geier
            }
    }
    .gender = masculine
-tawa_hallae-animal-crocodile = { $number ->
        [other] { $case ->
                [dat] Krokodilen
               *[nom] Krokodile
            }
       *[one] { $case ->
                [gen] Krokodils
               *[nom] Krokodil
            }
    }
    .gender = neuter
-tawa_hallae-animal-hippo = { $number ->
        [other] { $case ->
                [dat] Flusspferden
               *[nom] Flusspferde
            }
       *[one] { $case ->
                [gen] Flusspferds
               *[nom] Flusspferd
            }
    }
    .gender = neuter
-tawa_hallae-animal-anaconda = { $number ->
        [other] Anakondas
       *[one] Anakonda
    }
    .gender = feminine

## Ein Tier, wo eine Aktion ein leeres Feld nennt.

-tawa_hallae-any-animal = { $number ->
        [other] { $case ->
                [dat] Tieren
               *[nom] Tiere
            }
       *[one] { $case ->
                [gen] Tiers
               *[nom] Tier
            }
    }
    .gender = neuter

## Die fünf Arten von Tieren.

-tawa_hallae-type-predator = { $number ->
        [other] { $case ->
                [dat] Raubtieren
               *[nom] Raubtiere
            }
       *[one] { $case ->
                [gen] Raubtiers
               *[nom] Raubtier
            }
    }
    .gender = neuter
-tawa_hallae-type-destroyer = { $number ->
        [other] { $case ->
                [dat] Zerstörern
               *[nom] Zerstörer
            }
       *[one] { $case ->
                [gen] Zerstörers
               *[nom] Zerstörer
            }
    }
    .gender = masculine
-tawa_hallae-type-runner = { $number ->
        [other] { $case ->
                [dat] Läufern
               *[nom] Läufer
            }
       *[one] { $case ->
                [gen] Läufers
               *[nom] Läufer
            }
    }
    .gender = masculine
-tawa_hallae-type-special = { $number ->
        [other] { $case ->
                [dat] Spezialtieren
               *[nom] Spezialtiere
            }
       *[one] { $case ->
                [gen] Spezialtiers
               *[nom] Spezialtier
            }
    }
    .gender = neuter
-tawa_hallae-type-aquatic = { $number ->
        [other] { $case ->
                [dat] Wassertieren
               *[nom] Wassertiere
            }
       *[one] { $case ->
                [gen] Wassertiers
               *[nom] Wassertier
            }
    }
    .gender = neuter

tawa_hallae-direction-front = vorne
tawa_hallae-direction-back = hinten
tawa_hallae-direction-diagonal_left = schräg links
tawa_hallae-direction-diagonal_right = schräg rechts
tawa_hallae-direction-complete = alle 8

## Blickrichtungen: nach jeder Himmelsrichtung ein Pfeil, der zeigt, wohin das auf dem Bild ist.

tawa_hallae-facing-n = nach Norden ↑
tawa_hallae-facing-e = nach Osten →
tawa_hallae-facing-s = nach Süden ↓
tawa_hallae-facing-w = nach Westen ←

tawa_hallae-phase-setup = Tiere in die Höhle setzen
tawa_hallae-phase-move = ein Zug (ein Tier bewegen oder drehen)
tawa_hallae-phase-face = die Blickrichtung wählen
tawa_hallae-phase-restart = nach der Jagd ein Höhlenfeld wählen
tawa_hallae-phase-release = Gefangene befreien
tawa_hallae-phase-home = die Schildkröte zurück in die Höhle setzen
tawa_hallae-phase-end = das Ende der Partie

## Was als Nächstes kommt.
## $name (seat), $animal (noun tawa_hallae.animal), $n (int: 1 | 2), $total (int: 2 | 3),
## $left (count), $freed (count), $most (int: 5)

# $left (int: 1 | 6)
tawa_hallae-next-setup = { $name } setzt ein Tier in die Höhle ({ $left ->
        [one] noch eins übrig
       *[other] noch { $left } übrig
    }).
tawa_hallae-next-move = { $name } ist dran, Zug { $n } von { $total }: ein Tier bewegen oder auf der Stelle drehen.
tawa_hallae-next-move_bonus = { $name } ist dran, Zug { $n } von { $total } (Extrazüge nach der Befreiung): ein Tier bewegen oder drehen.
tawa_hallae-next-face = { $name }: Wohin soll { NOUN($animal, det: "the") } jetzt schauen?
tawa_hallae-next-restart = { $name } hat gejagt! { NOUN($animal, det: "the", cap: "yes") } startet wieder auf einem freien Höhlenfeld.
tawa_hallae-next-release = { $name } befreit Gefangene ({ $freed } von höchstens { $most } befreit): Wen, und auf welches Höhlenfeld?
tawa_hallae-next-home = { $name }: Die Schildkröte wurde getroffen – auf welches freie Höhlenfeld geht sie?
tawa_hallae-next-home_freed = { $name }: Die Schildkröte hat die Gefangenen befreit – auf welches freie Höhlenfeld geht sie zurück?

## Ein Zug in Worten.
## $name (seat), $animal (noun tawa_hallae.animal), $origin (text: e4 | c5), $target (text: e7 | d8),
## $field (text: e4 | c10), $facing (text: nach Norden ↑ | nach Westen ←), $count (count)

tawa_hallae-action-move = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } nach { $target }
# $count (int: 1 | 3)
tawa_hallae-action-move_capture = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } nach { $target } und trifft { $count ->
        [one] ein Tier
       *[other] { $count } Tiere
    }
tawa_hallae-action-move_spring = { $name } greift mit { NOUN($animal, case: "dat", det: "the") } von { $origin } aus { $target } an, danach springt { GENDER($animal) ->
        [feminine] sie
        [neuter] es
       *[masculine] er
    } nach { $origin } zurück
tawa_hallae-action-move_hunt = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } auf das Jagdfeld { $target } – Jagd!
tawa_hallae-action-move_prison = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } ins Gefängnis auf { $target }, um Gefangene zu befreien
tawa_hallae-action-turn = { $name } dreht { NOUN($animal, case: "acc", det: "the") } auf { $field } { $facing }
tawa_hallae-action-face = { $name } lässt { NOUN($animal, case: "acc", det: "the") } { $facing } schauen
tawa_hallae-action-face_keep = { $name } lässt { NOUN($animal, case: "acc", det: "the") } weiter { $facing } schauen
tawa_hallae-action-place = { $name } setzt { NOUN($animal, case: "acc", det: "the") } auf { $field }
tawa_hallae-action-free = { $name } holt { NOUN($animal, case: "acc", det: "the") } aus dem Gefängnis zurück auf { $field }
tawa_hallae-action-restart = { $name } setzt { NOUN($animal, case: "acc", det: "the") } nach der Jagd auf { $field } in die Höhle
tawa_hallae-action-home = { $name } setzt die Schildkröte zurück auf { $field }
tawa_hallae-action-done = { $name } ist fertig mit dem Befreien
tawa_hallae-action-pass = { $name } kann nichts tun

## Das Ende.
## $name (seat), $points (int: 5 | 6), $other (int: 0 | 4)

tawa_hallae-outcome-points = { $name } gewinnt mit { $points } Punkten aus der Jagd (gegen { $other })!
tawa_hallae-outcome-captured = { $name } gewinnt: Alle gegnerischen Tiere außer der Schildkröte sind gefangen!
# $name (seat), $points (int: 2 | 1), $other (int: 1 | 0)
tawa_hallae-outcome-blocked = Kein Tier kann mehr ziehen. { $name } gewinnt mit mehr Punkten ({ $points } zu { $other }).
# $name (seat), $points (int: 1 | 2), $other (int: 1 | 2)
tawa_hallae-outcome-blocked_last_hunt = Kein Tier kann mehr ziehen, und beide haben gleich viele Punkte ({ $points } zu { $other }). { $name } gewinnt, weil { $name } zuletzt gejagt hat.
# $points (count)
tawa_hallae-outcome-blocked_draw = Kein Tier kann mehr ziehen, beide haben { $points ->
        [0] keine Punkte
        [one] einen Punkt
       *[other] { $points } Punkte
    }, und niemand hat gejagt: Unentschieden.

tawa_hallae-option-setup = Aufbau
tawa_hallae-option-setup-standard = schneller Standard-Aufbau
tawa_hallae-option-setup-free = selbst einsetzen (wie in der Spielregel)

tawa_hallae-ui-choose_facing = Wähle zuerst die Blickrichtung: mit den Pfeilen oder den Knöpfen.
tawa_hallae-ui-choose_den = Klicke ein freies Feld deiner Höhle an (gelb oder hellblau).
tawa_hallae-ui-choose_animal_first = Klicke zuerst rechts ein Tier an, dann ein Höhlenfeld.
tawa_hallae-ui-select_first = Klicke zuerst eins deiner Tiere an.
# $field (text: e4 | c10)
tawa_hallae-ui-moved_already = Das Tier auf { $field } hat in diesem Spielzug schon gezogen.

## Der Zug-Entdecker.
## $animal (noun tawa_hallae.animal), $type (noun tawa_hallae.type), $field (text: d5 | d8),
## $terrain (text: Land | Wasser), $facing (text: nach Norden ↑ | nach Osten →), $count (count),
## $land (text: 1–4 | 1, 2, 7, 8), $water (text: 1 | –), $directions (text: vorne, schräg links, schräg rechts | alle 8),
## $abilities (text: springt über Tiere | –), $pack (text: Blau | Rot), $lengths (text: 3–4)

tawa_hallae-explorer-title = Zug-Entdecker: Wohin kann das Tier?
tawa_hallae-explorer-narration = { NOUN($animal, det: "the", cap: "yes") } ist { NOUN($type, det: "a") }, steht auf { $field } ({ $terrain }) und schaut { $facing }: { $count ->
        [0] kein Feld ist erreichbar
        [one] ein Feld ist erreichbar
       *[other] { $count } Felder sind erreichbar
    }. Reichweite an Land: { $land } · im Wasser: { $water } · Richtungen: { $directions } · Besonderes: { $abilities }. Klicke ein anderes Feld an, zum Beispiel ein Wasserfeld, und vergleiche.
tawa_hallae-explorer-terrain-land = Land
tawa_hallae-explorer-terrain-water = Wasser
tawa_hallae-explorer-other_pack = Rudel wechseln: { $pack }
tawa_hallae-explorer-goal_field = Auf { $field } darf kein Tier stehen: Es ist ein Jagdfeld oder ein Gefängnis.
tawa_hallae-explorer-column-animal = Tier
tawa_hallae-explorer-column-packs = Rudel
tawa_hallae-explorer-column-type = Art
tawa_hallae-explorer-column-land = Felder an Land
tawa_hallae-explorer-column-water = Felder im Wasser
tawa_hallae-explorer-column-directions = Richtungen
tawa_hallae-explorer-column-abilities = Besonderes
tawa_hallae-explorer-ability-l_move = L-Zug über { $lengths } Felder nach vorne
tawa_hallae-explorer-ability-l_move_back = L-Zug über { $lengths } Felder nach vorne oder hinten
tawa_hallae-explorer-ability-jump = springt über Tiere
tawa_hallae-explorer-ability-armour = bekommt bei einer Jagd eine Rüstung
tawa_hallae-explorer-ability-web = Netz auf den 8 Feldern ringsum; nie ins Wasser
tawa_hallae-explorer-ability-catches_runners_head_on = fängt Läufer auch von vorne
tawa_hallae-explorer-ability-hunt_points = eine Jagd zählt 2 Punkte
tawa_hallae-explorer-ability-long = langer Flug über 7 oder 8 Felder: nie in den gegnerischen Verteidigungsbereich, nie über Tiere, hält am Wasser
tawa_hallae-explorer-ability-lands_only = Zerstörer, nimmt aber nur dort gefangen, wo er landet
tawa_hallae-explorer-caption = { NOUN($animal, det: "the", cap: "yes") } auf { $field } erreicht { $count ->
        [0] kein Feld
        [one] ein Feld (gelber Punkt)
       *[other] { $count } Felder (gelbe Punkte)
    }
tawa_hallae-explorer-ability-run_over = nimmt alle Gegner auf seinem Weg gefangen
tawa_hallae-explorer-ability-runner = nur vorwärts oder zur Seite; nur von der Seite zu fangen
tawa_hallae-explorer-ability-aquatic = im Wasser nie nur 1 Feld; hält an Land startend nicht am Wasser an
tawa_hallae-explorer-ability-turtle = greift nie an und wird nie gefangen

## Fehler beim Spielen.
## $field (text: e4 | c10), $origin (text: e4), $target (text: e9 | a1), $animal (noun tawa_hallae.animal),
## $facing (text: nach Norden ↑ | nach Süden ↓), $front (text: e4 | c10)

# $text (text: e4e6 | hallo)
tawa_hallae-error-notation = „{ $text }“ verstehe ich nicht. Beispiele: „e4-e6“, „turn e4 w“, „face n“, „place lion e4“, „restart e4“, „home e4“, „done“.
tawa_hallae-error-not_your_animal = Auf { $field } steht kein Tier von dir.
tawa_hallae-error-moved_already = { NOUN($animal, det: "the", cap: "yes") } hat in diesem Spielzug schon gezogen. Der zweite Zug gehört einem anderen Tier.
tawa_hallae-error-same_facing = Eine Drehung muss die Blickrichtung ändern.
tawa_hallae-error-runner_back = { NOUN($animal, det: "the", cap: "yes") } ist ein Läufer und darf nie zur eigenen Höhle schauen.
tawa_hallae-error-not_in_reserve = { NOUN($animal, det: "the", cap: "yes") } steht schon in der Arena.
tawa_hallae-error-not_imprisoned = { NOUN($animal, det: "the", cap: "yes") } ist nicht gefangen (oder { GENDER($animal) ->
        [feminine] sie
        [neuter] es
       *[masculine] er
    } ist selbst der Befreier).
tawa_hallae-error-free_one = Befreie zuerst mindestens ein Tier.
# $action (text: done | e4-e6), $expected (text: Tiere in die Höhle setzen | die Blickrichtung wählen)
tawa_hallae-error-wrong_time = „{ $action }“ geht jetzt nicht. Jetzt ist dran: { $expected }.
tawa_hallae-error-not_den = { $field } ist kein Feld deiner Höhle.
tawa_hallae-error-taken = Auf { $field } steht schon ein Tier.
tawa_hallae-error-front_first = { $field } liegt in der hinteren Reihe: Zuerst muss das Feld davor besetzt sein, { $front }.
tawa_hallae-error-spider_water = Die Spinne kann nicht ins Wasser.
tawa_hallae-error-on_web = { $field } liegt im Netz der gegnerischen Spinne.
tawa_hallae-error-free_first_move = Befreien geht nur mit dem ersten Zug eines Spielzugs (es zählt als 2 Züge).
tawa_hallae-error-double_move = Im zweiten Zug eines Doppelzugs darf das Tier nicht treffen, jagen, befreien oder in den gegnerischen Verteidigungsbereich.
tawa_hallae-error-own_goal = { $field } gehört zu deinem eigenen Rudel: Dort kann niemand stehen.
tawa_hallae-error-nobody_to_free = Keins deiner Tiere ist gefangen – im Gefängnis gibt es niemanden zu befreien.
tawa_hallae-error-goal_from_area = { $field } erreicht man nur mit einem Schritt aus dem gegnerischen Verteidigungsbereich (rot) heraus.
tawa_hallae-error-own_animal = Auf { $field } steht ein eigenes Tier.
tawa_hallae-error-own_area = In deinem eigenen Verteidigungsbereich darf nur ein Spezialtier stehen (höchstens eins); andere Tiere dürfen nur hinein, um einen Angreifer sicher zu treffen.
tawa_hallae-error-one_step_inside = { NOUN($animal, det: "the", cap: "yes") } steht im gegnerischen Verteidigungsbereich und zieht dort nur 1 Feld pro Zug.
tawa_hallae-error-cannot_reach = { NOUN($animal, det: "the", cap: "yes") } auf { $origin } schaut { $facing } und kann { $target } so nicht erreichen: falsche Richtung, falsche Zahl von Feldern oder der Weg ist versperrt.

## Ein Aufbau oder ein gespeichertes Spiel, das nicht sein kann (die englischen Wörter in „…“ sind die Namen im Spielstand).
## $pack (text: Rot | Blau), $animal (noun tawa_hallae.animal), $field (text: e4 | c10), $front (text: e4 | c10),
## $entry (text: colour | turn), $entries (text: board, turn, points, armour, prison, last_hunt, bonus),
## $text (text: red lion | lion), $value (text: green | 1), $fields (text: d2, f2), $what (text: keine Gefangenen | keine Züge),
## $red (count), $blue (count), $placed (int: 1 | 2), $count (count), $used (int: 1 | 2), $allowed (int: 2 | 3), $points (int: 1 | 3)

tawa_hallae-save-spec_type = Ein Aufbau ist eine Liste von Einträgen mit Namen: zum Beispiel unter „board“ die Felder mit ihren Tieren („e4“: „red lion n“) und unter „turn“ das Rudel, das dran ist („red“).
tawa_hallae-save-spec_key = Im Aufbau steht ein Eintrag „{ $entry }“, den ich nicht kenne. Möglich sind: { $entries }.
tawa_hallae-save-spec_piece = Auf { $field } steht im Aufbau „{ $text }“. Schreib ein Tier so: „red lion n“ (Rudel, Tier, Blickrichtung).
tawa_hallae-save-spec_prison = Im Aufbau muss „prison“ für jedes Rudel eine Liste seiner Gefangenen haben, zum Beispiel „red“: „wolf“.
tawa_hallae-save-spec_side = Im Aufbau muss „{ $entry }“ „red“ oder „blue“ sein, nicht „{ $value }“.
tawa_hallae-save-spec_bonus = Im Aufbau muss „bonus“ „true“ (ja) oder „false“ (nein) sein.
tawa_hallae-save-stage_result = „stage“ und „result“ passen nicht zusammen: Ein beendetes Spiel hat ein Ergebnis, ein laufendes Spiel keins.
tawa_hallae-save-pending_order = Die Liste der Schritte, die noch offen sind („pending“), hat eine Reihenfolge, die in keinem Spiel vorkommen kann.
tawa_hallae-save-foreign = { NOUN($animal, det: "the", cap: "yes") } gehört nicht zum Rudel von { $pack }: Nur Rot hat Löwe und Gazelle, nur Blau Tiger und Giraffe.
tawa_hallae-save-twice = Im Rudel von { $pack } kommt { NOUN($animal, det: "the") } doppelt vor. Jedes Tier ist genau einmal in der Arena, im Gefängnis, noch nicht eingesetzt oder beiseitegelegt.
tawa_hallae-save-missing = Im Rudel von { $pack } fehlt { NOUN($animal, det: "the") }. Jedes Tier ist genau einmal in der Arena, im Gefängnis, noch nicht eingesetzt oder beiseitegelegt.
tawa_hallae-save-turtle_prison = Die Schildkröte von { $pack } ist im Gefängnis – aber eine Schildkröte kann nie gefangen werden.
tawa_hallae-save-goal_field = Auf { $field } steht { NOUN($animal, det: "a") }, aber { $field } ist ein Jagdfeld oder ein Gefängnis – dort darf kein Tier stehen bleiben.
tawa_hallae-save-spider_water = Die Spinne von { $pack } steht auf { $field }, aber das ist Wasser – eine Spinne geht nie ins Wasser.
tawa_hallae-save-runner_facing = Auf { $field } schaut { NOUN($animal, det: "the") } von { $pack } zur eigenen Höhle. Das tut ein Läufer nie.
tawa_hallae-save-own_area = Auf { $field } im eigenen Verteidigungsbereich von { $pack } steht { NOUN($animal, det: "the") }. Dort darf aber nur ein Spezialtier stehen bleiben.
tawa_hallae-save-two_specials = Im eigenen Verteidigungsbereich von { $pack } stehen zwei Spezialtiere, auf { $fields } – erlaubt ist höchstens eins.
tawa_hallae-save-setup_started = Der Aufbau läuft noch, also kann es noch { $what } geben.
tawa_hallae-save-none-prison = keine Gefangenen
tawa_hallae-save-none-points = keine Punkte und keine Jagd
tawa_hallae-save-none-armour = keine Rüstung
tawa_hallae-save-none-danger = keine Tiere in Gefahr
tawa_hallae-save-none-aside = keine beiseitegelegten Tiere
tawa_hallae-save-none-moves = keine Züge
tawa_hallae-save-setup_field = Beim Aufbau stehen die Tiere nur in der eigenen Höhle, aber auf { $field } steht { NOUN($animal, det: "the") } von { $pack }.
tawa_hallae-save-setup_back_row = { $field } liegt in der hinteren Reihe der Höhle, aber das Feld davor, { $front }, ist leer.
tawa_hallae-save-setup_order = Der Aufbau passt nicht zusammen: Rot hat { $red ->
        [0] noch kein Tier
        [one] ein Tier
       *[other] { $red } Tiere
    } eingesetzt, Blau { $blue ->
        [0] noch keins
        [one] eins
       *[other] { $blue }
    }, und { $pack } ist dran und hat in dieser Runde { $placed } eingesetzt. Jedes Rudel setzt immer 3 auf einmal ein, Rot zuerst.
tawa_hallae-save-reserve_in_play = Das Spiel läuft schon, also sind alle Tiere eingesetzt – aber { $pack } muss noch { $count ->
        [one] eins
       *[other] { $count }
    } einsetzen.
tawa_hallae-save-placed = Das Spiel läuft schon, also setzt niemand mehr Tiere ein („placed“ muss 0 sein).
tawa_hallae-save-moves_count = Die Züge dieses Spielzugs passen nicht zusammen: Der Spielstand zählt { $used } von { $allowed } Zügen, aber { $count ->
        [0] kein Tier hat
        [one] ein Tier hat
       *[other] { $count } Tiere haben
    } gezogen.
tawa_hallae-save-pending_seat = Ein offener Schritt („pending“) gehört dem Rudel, das gerade nicht an der Reihe ist.
tawa_hallae-save-face_field = Für { $field } soll eine Blickrichtung gewählt werden, aber dort steht kein Tier von { $pack }, bei dem die Blickrichtung zählt.
tawa_hallae-save-face_options = Für { NOUN($animal, case: "acc", det: "the") } auf { $field } stehen die falschen Blickrichtungen zur Wahl.
tawa_hallae-save-restart_not_moved = { NOUN($animal, det: "the", cap: "yes") } soll nach einer Jagd in die Höhle zurück, hat in diesem Spielzug aber gar nicht gezogen.
tawa_hallae-save-release_turn = Befreien ist der erste Zug eines Spielzugs und zählt als 2 Züge – das passt nicht zu den Zügen dieses Spielzugs.
tawa_hallae-save-release_liberator = { NOUN($animal, det: "the", cap: "yes") } hat die Gefangenen befreit und muss deshalb jetzt im Gefängnis sein – nur eine Schildkröte geht stattdessen nach Hause.
tawa_hallae-save-release_freed = { NOUN($animal, det: "the", cap: "yes") } gilt als befreit, steht aber nicht in der Arena.
tawa_hallae-save-home_own = Die Schildkröte von { $pack } ist auf dem Heimweg, aber sie hat weder Gefangene befreit noch wurde sie getroffen.
# $pack (text: Rot | Blau), $points (int: 5 | 7)
tawa_hallae-save-points_over = { $pack } hat { $points } Punkte – dann wäre das Spiel schon vorbei (5 Punkte gewinnen).
tawa_hallae-save-points_without_hunt = { $pack } hat schon Punkte ({ $points }), aber laut Spielstand hat noch niemand gejagt („last_hunt“ ist leer).
tawa_hallae-save-last_hunt = Laut Spielstand hat { $pack } zuletzt gejagt, aber { $pack } hat keine Punkte.
tawa_hallae-save-armour_no_hunt = { NOUN($animal, det: "the", cap: "yes") } von { $pack } trägt eine Rüstung, aber { $pack } hat noch nie gejagt – die Rüstung bekommt man bei einer Jagd.
tawa_hallae-save-armour_away = { NOUN($animal, det: "the", cap: "yes") } von { $pack } trägt eine Rüstung, ist aber nicht in der Arena – nur ein Löwe oder Tiger in der Arena kann eine Rüstung tragen.
tawa_hallae-save-turtle_danger = Die Schildkröte von { $pack } gilt als in Gefahr – aber das Netz kann keine Schildkröte fangen.
tawa_hallae-save-danger_away = { NOUN($animal, det: "the", cap: "yes") } von { $pack } gilt als in Gefahr, steht aber nicht in der Arena.
tawa_hallae-save-danger_no_spider = Tiere von { $pack } gelten als in Gefahr, aber seit dem letzten Spielzug von { $pack } hat keine Spinne gezogen.
tawa_hallae-save-should_be_over = Alle Tiere von { $pack } außer der Schildkröte sind im Gefängnis – dann wäre das Spiel schon vorbei.
tawa_hallae-save-end_result = Das Ergebnis der Partie („result“) passt nicht zur Stellung und zu den Punkten.
# $field (text: j4 | e14)
tawa_hallae-save-no_field = Ein Feld „{ $field }“ gibt es in der Arena nicht: Die Spalten heißen a bis i, die Reihen 1 bis 13 (zum Beispiel „e4“).
