woodwalkers-title = Woodwalkers – Das Duell

woodwalkers-rulebook = Woodwalkers-Spielregel

woodwalkers-section-setup = Spielmaterial und Spielaufbau
woodwalkers-section-battle_mode = Rundenstart: die Wahl des Kampfmodus-Plättchens
woodwalkers-section-moving = Der Zug
woodwalkers-section-forest = Der Zug, b) verdecktes Wald-Plättchen
woodwalkers-section-duel = Das Duell
woodwalkers-section-round_end = Die Runde endet
woodwalkers-section-two_players = Die Runde endet: Spiel zu zweit
woodwalkers-section-score_track = Die Runde endet: Punkteleiste
woodwalkers-section-winner = Die Runde endet: Sieg und Gleichstand
woodwalkers-section-game_end = Spielende
woodwalkers-section-night = Mitternachtsduell

## Nouns that sentences insert: German gender, a form per $case (nom, acc, dat, gen) and $number (one, other).

-woodwalkers-animal-wolf = { $number ->
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

-woodwalkers-animal-otter = { $number ->
        [other] { $case ->
                [dat] Ottern
               *[nom] Otter
            }
       *[one] { $case ->
                [gen] Otters
               *[nom] Otter
            }
    }
    .gender = masculine

-woodwalkers-animal-bison = { $number ->
        [other] Bisons
       *[one] { $case ->
                [gen] Bisons
               *[nom] Bison
            }
    }
    .gender = masculine

-woodwalkers-animal-puma = { $number ->
        [other] Pumas
       *[one] { $case ->
                [gen] Pumas
               *[nom] Puma
            }
    }
    .gender = masculine

-woodwalkers-animal-squirrel = { $case ->
        [gen] { $number ->
                [other] Hörnchen
               *[one] Hörnchens
            }
       *[nom] Hörnchen
    }
    .gender = neuter

-woodwalkers-animal-raven = { $number ->
        [other] Raben
       *[one] { $case ->
                [nom] Rabe
               *[other] Raben
            }
    }
    .gender = masculine

-woodwalkers-animal-bear = { $number ->
        [other] Bären
       *[one] { $case ->
                [nom] Bär
               *[other] Bären
            }
    }
    .gender = masculine

-woodwalkers-category-endurance = Ausdauer
    .gender = feminine
-woodwalkers-category-speed = Schnelligkeit
    .gender = feminine
-woodwalkers-category-intelligence = Intelligenz
    .gender = feminine
-woodwalkers-category-strength = Stärke
    .gender = feminine

-woodwalkers-forest-flag = { $number ->
        [other] Fahnen
       *[one] Fahne
    }
    .gender = feminine
-woodwalkers-forest-medicine = Medizin von Sherri
    .gender = feminine
-woodwalkers-forest-die = Würfel-Plättchen
    .gender = neuter
-woodwalkers-forest-points = Punkte-Plättchen
    .gender = neuter

-woodwalkers-shape-circle = { $number ->
        [other] { $case ->
                [dat] Kreisen
               *[nom] Kreise
            }
       *[one] { $case ->
                [gen] Kreises
               *[nom] Kreis
            }
    }
    .gender = masculine
-woodwalkers-shape-square = { $number ->
        [other] Quadrate
       *[one] { $case ->
                [gen] Quadrats
               *[nom] Quadrat
            }
    }
    .gender = neuter
-woodwalkers-shape-triangle = { $number ->
        [other] { $case ->
                [dat] Dreiecken
               *[nom] Dreiecke
            }
       *[one] { $case ->
                [gen] Dreiecks
               *[nom] Dreieck
            }
    }
    .gender = neuter
-woodwalkers-shape-diamond = { $number ->
        [other] Rauten
       *[one] Raute
    }
    .gender = feminine

-woodwalkers-role-challenger = { $case ->
        [gen] { $number ->
                [other] Herausforderer
               *[one] Herausforderers
            }
        [dat] { $number ->
                [other] Herausforderern
               *[one] Herausforderer
            }
       *[nom] Herausforderer
    }
    .gender = masculine
-woodwalkers-role-defender = { $case ->
        [gen] { $number ->
                [other] Verteidiger
               *[one] Verteidigers
            }
        [dat] { $number ->
                [other] Verteidigern
               *[one] Verteidiger
            }
       *[nom] Verteidiger
    }
    .gender = masculine

## The colours name the seats of players without a name.

woodwalkers-colour-orange = Orange
woodwalkers-colour-blue = Blau
woodwalkers-colour-green = Grün
woodwalkers-colour-purple = Lila

# $colour (text: Orange | Lila)
woodwalkers-seat = { $colour }

# $value (int: 2 | 5)
woodwalkers-tile-flag = Fahne mit { $value } Punkten

## What happens next (phases); what an action does.
## $name (seat) · $die (int: 1 | 4) · $animal (noun woodwalkers.animal) · $category (noun woodwalkers.category)
## $field (text: b2 | e5) · $origin (text: e5) · $target (text: e6)

woodwalkers-phase-arrange = die Tiere werden geheim verdeckt hingelegt
woodwalkers-phase-setup_draw = für den Aufbau werden drei Kampfmodus-Plättchen aufgedeckt
woodwalkers-phase-refill = die Auslage wird mit einem Plättchen vom Stapel aufgefüllt
woodwalkers-phase-choose = Kampfmodus wählen
woodwalkers-phase-roll_or_skip = würfeln oder aussetzen
woodwalkers-phase-roll = der Würfel rollt
woodwalkers-phase-move = ein Tier ziehen
woodwalkers-phase-reveal = ein Wald-Plättchen wird aufgedeckt
woodwalkers-phase-guess = raten, welches Tier angreift
woodwalkers-phase-duel_roll_challenger = der Herausforderer würfelt
woodwalkers-phase-duel_roll_defender = der Verteidiger würfelt
woodwalkers-phase-duel_reroll = es wird neu gewürfelt
woodwalkers-phase-duel_decide = Ergebnis annehmen oder neu würfeln
woodwalkers-phase-return = ein freies eigenes Startfeld wählen
woodwalkers-phase-end = Spielende

woodwalkers-next-arrange = Aufbau bei Nacht: { $name } schaut sich die Tier-Plättchen geheim an und legt sie verdeckt auf die Startfelder.
woodwalkers-next-setup_draw = Aufbau: Die Auslage bekommt drei Kampfmodus-Plättchen vom verdeckten Stapel.
woodwalkers-next-refill = Ein neues Kampfmodus-Plättchen kommt vom Stapel in die Auslage.
woodwalkers-next-choose = { $name } hat den Kampfmodus-Marker und wählt die Kategorie dieser Runde.
woodwalkers-next-roll_or_skip = { $name } ist dran: würfeln oder diesmal aussetzen.
woodwalkers-next-roll = { $name } würfelt …
woodwalkers-next-move = { $name } hat eine { $die } gewürfelt und zieht ein Tier { $die ->
        [one] ein Feld weit.
       *[other] bis zu { $die } Felder weit.
    }
woodwalkers-next-reveal = { $name } deckt das Wald-Plättchen auf …
woodwalkers-next-guess = Duell! Der Verteidiger rät, welches Tier angreift.
woodwalkers-next-duel_roll_challenger = Duell! Zuerst würfelt der Herausforderer …
woodwalkers-next-duel_roll_defender = Duell! Jetzt würfelt der Verteidiger …
woodwalkers-next-duel_reroll = Duell! Es wird mit dem Würfel-Plättchen neu gewürfelt …
woodwalkers-next-duel_decide = Duell! Annehmen oder das Würfel-Plättchen einsetzen?
woodwalkers-next-duel_decide_medicine = Duell! Annehmen oder vorher ein Tier mit Sherris Medizin heilen?
woodwalkers-next-duel_decide_both = Duell! Annehmen, das Würfel-Plättchen einsetzen oder ein Tier mit Sherris Medizin heilen?
woodwalkers-next-return = Das verlorene Tier muss zurück auf ein freies eigenes Startfeld.

woodwalkers-action-choose = { $name } wählt { $category }
woodwalkers-action-draw = Vom Stapel kommt das Kampfmodus-Plättchen { $category }
woodwalkers-action-roll = { $name } würfelt
woodwalkers-action-skip = { $name } setzt aus
woodwalkers-action-move = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } nach { $target }
woodwalkers-action-move_duel = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } auf { $target } – Duell!
woodwalkers-action-move_hidden = { $name } zieht ein Tier von { $origin } nach { $target }
woodwalkers-action-move_duel_hidden = { $name } zieht ein Tier von { $origin } auf { $target } – Duell!
woodwalkers-action-place = { $name } legt { NOUN($animal, case: "acc", det: "the") } verdeckt auf { $field }
woodwalkers-action-place_hidden = { $name } legt ein Tier verdeckt auf { $field }
woodwalkers-action-stay = { $name } bleibt stehen
woodwalkers-action-reroll = { $name } setzt das Würfel-Plättchen ein und würfelt neu
woodwalkers-action-medicine = { $name } heilt { NOUN($animal, case: "acc", det: "the") } mit Sherris Medizin
woodwalkers-action-guess = { $name } tippt darauf, dass { NOUN($animal, det: "the") } angreift
woodwalkers-action-noguess = { $name } verzichtet aufs Raten
woodwalkers-action-accept = { $name } nimmt das Ergebnis an
woodwalkers-action-return = { $name } stellt das Tier zurück auf { $field }
# $face (int: 1 | 6)
woodwalkers-action-die = Der Würfel zeigt { $face }
# $tile (noun woodwalkers.forest)
woodwalkers-action-reveal = Unter dem Wald-Plättchen liegt { NOUN($tile, det: "a") }.
# $value (int: 2 | 5)
woodwalkers-action-reveal_flag = Unter dem Wald-Plättchen liegt eine Fahne mit { $value } Punkten.

## Why a move is refused.

# $text (text: b1-b9x | hallo)
woodwalkers-error-notation = „{ $text }“ verstehe ich nicht. Beispiele: „roll“ (würfeln), „skip“ (aussetzen), „b1-b4“ (ziehen), „choose strength“ (Stärke wählen), „medicine wolf“ (den Wolf heilen).
# $animals (text: wolf, otter, bison, puma, squirrel, raven, bear)
woodwalkers-error-arrangement = Jede Aufstellung nennt genau diese sieben Tiere, so geschrieben: { $animals }.
# $action (text: die 4 | draw speed)
woodwalkers-error-impossible_outcome = „{ $action }“ kann gerade nicht herauskommen.
# $event (text: für den Aufbau werden drei Kampfmodus-Plättchen aufgedeckt | der Würfel rollt | ein Wald-Plättchen wird aufgedeckt)
woodwalkers-error-chance_pending = Erst entscheidet der Zufall ({ $event }).
woodwalkers-error-not_in_display = { $category } liegt nicht in der Auslage.
woodwalkers-error-no_medicine = Du hast keine Medizin von Sherri.
woodwalkers-error-no_wound = { NOUN($animal, det: "your", cap: "yes") } hat keine Wunde, die Sherris Medizin heilen könnte.
woodwalkers-error-no_die_tile = Du hast kein Würfel-Plättchen zum Neuwürfeln.
woodwalkers-error-return_field = { $field } ist kein freies eigenes Startfeld.
# $action (text: roll | b1-b4) · $expected (text: ein Tier ziehen | Kampfmodus wählen)
woodwalkers-error-wrong_time = „{ $action }“ geht jetzt nicht. Jetzt ist dran: { $expected }.
woodwalkers-error-not_your_animal = Auf { $field } steht keines deiner Tiere.
woodwalkers-error-off_board = { $field } ist kein Feld des Spielplans.
woodwalkers-error-foreign_start = { $field } ist ein Startfeld eines anderen Spielers. Dorthin darfst du nie ziehen.
woodwalkers-error-unused_start = { $field } ist ein Startfeld einer Farbe, die niemand spielt. Dorthin darf kein Tier.
woodwalkers-error-back_to_start = { $field } ist dein Startfeld. Wer die Startfelder einmal verlassen hat, darf nicht mehr zurück.
woodwalkers-error-own_animal = Auf { $field } steht schon eines deiner eigenen Tiere.
woodwalkers-error-same_field = Ein Zug muss das Tier auf ein anderes Feld bringen. Wer stehen bleiben will, wählt „stay“ (stehen bleiben).
# $steps (int: 2 | 5)
woodwalkers-error-too_far = Zu weit: Dorthin brauchst du mindestens { $steps } Schritte, gewürfelt ist eine { $die }.
woodwalkers-error-blocked = { $field } ist mit { $die ->
        [one] einem Schritt
       *[other] { $die } Schritten
    } nicht erreichbar: Tiere versperren den Weg. Man darf nicht über sie springen und nicht schräg ziehen.

## Who won. $points (count) · $flags (count) · $wounds (count) · $names (text: Sarah und Tom | Orange, Blau und Grün)

woodwalkers-outcome-points = { $name } gewinnt mit { $points ->
        [one] einem Punkt.
       *[other] { $points } Punkten.
    }
# $flags (int: 1 | 2 | 5)
woodwalkers-outcome-flags = Gleichstand mit { $points ->
        [one] einem Punkt.
       *[other] { $points } Punkten.
    } { $name } gewinnt, weil { $flags ->
        [one] ein Tier von { $name } auf einer Fahne steht
       *[other] { $flags } Tiere von { $name } auf Fahnen stehen
    } – mehr als bei den anderen.
woodwalkers-outcome-wounds = Gleichstand bei Punkten und Fahnen. { $name } gewinnt mit den wenigsten Wunden: { $wounds ->
        [0] gar keine Wunde
        [one] nur eine Wunde
       *[other] { $wounds } Wunden
    }.
woodwalkers-outcome-shared = Alles gleich: { $names } haben { $points ->
        [0] keine Punkte
        [one] je einen Punkt
       *[other] je { $points } Punkte
    } und gewinnen gemeinsam.
# $first (text: Sarah | Orange, Blau) · $last (seat)
woodwalkers-outcome-names = { $first } und { $last }

## The board in the notebook.

# $expected (text: ein Tier ziehen | Kampfmodus wählen)
woodwalkers-ui-no_move_now = Jetzt wird nicht gezogen. Als Nächstes: { $expected }. Nutze die Knöpfe unter dem Brett.
woodwalkers-ui-stuck = Das Tier auf { $field } kommt mit { $die ->
        [one] einem Schritt
       *[other] { $die } Schritten
    } nirgends hin.
woodwalkers-ui-choose_animal = Wähle zuerst eines deiner Tiere (ein markiertes Feld), dann sein Ziel.

woodwalkers-option-variant = Variante
woodwalkers-option-variant-day = Tag (Grundspiel)
woodwalkers-option-variant-night = Nacht (Mitternachtsduell)

## Why a saved game or a set-up cannot be loaded.
## $where (text: board → b2 | flags) · $item (text: wolf | b2) · $place (text: board → b2 | revealed)
## $part (text: place | flags) · $parts (text: place, board, flags) · $phase (text: move | duel_decide)
## $animal (noun woodwalkers.animal) · $tile (noun woodwalkers.forest) · $category (noun woodwalkers.category)
## $round (noun woodwalkers.category) · $value (int: 3 | 5) · $values (text: 2, 3, 4, 5, 6, 7, 8)
## $players (int: 2 | 4) · $seat (int: 4 | 5) · $last (int: 1 | 3) · $total (int: 5 | 40)
## $expected (int: 0 | 3) · $marker (seat) · $turn (seat) · $challenger (seat) · $winner (seat)
## $first (text: b2 | im Duell) · $second (text: e5 | auf dem Weg zurück zu einem Startfeld)
## $c_total (int: 7 | 9) · $d_total (int: 7 | 8) · $low (int: 2 | 4) · $high (int: 4 | 6)

# $field (text: b2 | j9)
woodwalkers-save-no_field = „{ $where }“: „{ $field }“ ist kein Feld des Spielplans.
# $field (text: b2 | a5)
woodwalkers-save-not_forest = „{ $where }“: „{ $field }“ ist kein Waldfeld (eines der hellen Felder in der Mitte, auf denen Wald-Plättchen liegen).
# $count (int: 3 | -1)
woodwalkers-save-wound_count = „{ $where }“: { $count } Wunden sind unmöglich. Ein Tier auf dem Spielplan hat 0, 1 oder 2 Wunden – die dritte Wunde nimmt es aus dem Spiel.
woodwalkers-save-listed_twice = In „{ $where }“ steht { $item } zweimal.
# $field (text: wounds | score) · $count (count)
woodwalkers-save-per_seat = „{ $field }“ hat { $count ->
        [0] keinen Eintrag
        [one] einen Eintrag
       *[other] { $count } Einträge
    }, aber es spielen { $players } Personen: Es braucht genau einen für jeden Spieler.
woodwalkers-save-seat = „{ $place }“ nennt Spieler Nummer { $seat }, aber bei { $players } Spielern gibt es nur die Nummern 0 bis { $last }.
# $field (text: b2 | e5) · $value (int: 1 | 9)
woodwalkers-save-flag_value = Die Fahne auf { $field } ist { $value ->
        [one] einen Punkt
       *[other] { $value } Punkte
    } wert, aber Fahnen gibt es nur mit den Werten { $values }.
# $field (text: die | duel)
woodwalkers-save-phase_needs = In der Phase „{ $phase }“ muss „{ $field }“ ausgefüllt sein, aber es ist leer (null).
# $field (text: die | duel)
woodwalkers-save-phase_forbids = In der Phase „{ $phase }“ muss „{ $field }“ leer sein (null).
woodwalkers-save-place-duel = im Duell
woodwalkers-save-place-return = auf dem Weg zurück zu einem Startfeld
# $field (text: b1 | a5) · $name (seat)
woodwalkers-save-foreign_start = { NOUN($animal, det: "the", cap: "yes") } von { $name } steht auf { $field }, aber das ist kein Startfeld von { $name }. Auf die Startfelder einer anderen Farbe darf nie ein Tier.
# $field (text: e5 | d4) · $name (seat)
woodwalkers-save-on_hidden = { NOUN($animal, det: "the", cap: "yes") } von { $name } steht auf { $field }, aber das Wald-Plättchen dort liegt noch verdeckt. Wer auf ein verdecktes Plättchen zieht, deckt es sofort auf.
# $name (seat) · $place (text: b2 | im Duell)
woodwalkers-save-removed_in_play = Das Tier „{ $animal }“ von { $name } hat seine dritte Wunde bekommen und ist aus dem Spiel (es fehlt bei „wounds“), aber es ist noch da: { $place }.
# $name (seat)
woodwalkers-save-animal_missing = Das Tier „{ $animal }“ von { $name } steht nirgends auf dem Spielplan, obwohl es noch im Spiel ist (es hat keine dritte Wunde bekommen).
# $name (seat)
woodwalkers-save-animal_twice = { NOUN($animal, det: "the", cap: "yes") } von { $name } ist an zwei Orten zugleich: { $first } und { $second }. Jedes Tier gibt es nur einmal.
# $count (int: 2 | 5) · $total (int: 1 | 4)
woodwalkers-save-pool_too_many = Unter den verdeckten Wald-Plättchen ist { $count }-mal „{ $tile }“, aber davon gibt es im Spiel nur { $total }.
# $field (text: e5 | d4)
woodwalkers-save-flag_hidden = { $field } steht als verdeckt da und zugleich als aufgedeckte Fahne.
# $hidden (count) · $pool (count)
woodwalkers-save-pool_hidden = Auf dem Spielplan { $hidden ->
        [0] liegt kein Wald-Plättchen
        [one] liegt ein Wald-Plättchen
       *[other] liegen { $hidden } Wald-Plättchen
    } verdeckt, aber der verdeckte Vorrat zählt { $pool }. Beides muss gleich sein.
# $shown (count) · $value (int: 2 | 5) · $expected (count)
woodwalkers-save-flags_count = Offen { $shown ->
        [0] liegt keine Fahne
        [one] liegt eine Fahne
       *[other] liegen { $shown } Fahnen
    } mit dem Wert { $value }, aber nach dem verdeckten Vorrat { $expected ->
        [0] dürfte dort keine liegen.
        [one] müsste es eine sein.
       *[other] müssten es { $expected } sein.
    }
# $fields (count) · $taken (count)
woodwalkers-save-taken_count = { $fields ->
        [0] Kein Waldfeld ist aufgedeckt und hat
        [one] Ein Waldfeld ist aufgedeckt und hat
       *[other] { $fields } Waldfelder sind aufgedeckt und haben
    } keine Fahne, aber im Vorrat { $taken ->
        [0] fehlt kein Plättchen
        [one] fehlt ein Plättchen
       *[other] fehlen { $taken } Plättchen
    } ohne Fahne (Medizin, Würfel, Punkte). Beides muss gleich sein.
# $held (int: 2 | 5) · $taken (int: 0 | 1)
woodwalkers-save-inventory_count = „{ $tile }“ vor den Spielern: { $held }. Im Wald gefunden wurde davon aber { $taken ->
        [0] noch nichts.
       *[other] nur { $taken }.
    }
# $count (int: 4 | 6)
woodwalkers-save-battle_tiles = Vom Kampfmodus { $category } gibt es { $total } Plättchen, aber in diesem Spiel sind es { $count } – Stapel, Auslage, Ablagestapel und das Plättchen dieser Runde zusammen.
# $count (count) · $expected (text: 3 | 0–2)
woodwalkers-save-display_size = In der Auslage { $count ->
        [0] liegt kein Kampfmodus-Plättchen
        [one] liegt ein Kampfmodus-Plättchen
       *[other] liegen { $count } Kampfmodus-Plättchen
    }; jetzt müssen es { $expected } sein.
woodwalkers-save-stack_empty = Es soll ein Plättchen vom Kampfmodus-Stapel gezogen werden, aber der Stapel ist leer.
# $value (text: true | false)
woodwalkers-save-last_round = „last_round“ ist { $value }, aber das passt nicht: Die letzte Runde beginnt, wenn der Kampfmodus gewählt wird und der Stapel schon leer ist; danach ist das Spiel zu Ende.
woodwalkers-save-turn_marker = Jetzt ist der Spieler mit dem Kampfmodus-Marker dran, also { $marker }, aber bei „turn“ steht { $turn }.
# $field (text: score | board)
woodwalkers-save-setup_played = Das Spiel wird noch aufgebaut (die ersten drei Kampfmodus-Plättchen werden aufgedeckt), aber „{ $field }“ zeigt schon ein laufendes Spiel.
# $field (text: e5 | d4) · $name (seat)
woodwalkers-save-pending_reveal = { $name } soll jetzt das Wald-Plättchen auf { $field } aufdecken, aber dort steht kein Tier von { $name } auf einem Waldfeld, dessen Plättchen noch aufzudecken ist.
# $name (seat)
woodwalkers-save-pending_return = { $name } soll { NOUN($animal, case: "acc", det: "the") } auf ein Startfeld zurückstellen, aber das passt nicht zum letzten Duell.
woodwalkers-save-event = „event“ (was gerade passiert ist) passt nicht zum Rest des Spiels.
woodwalkers-save-final_flags = „final_flags“ (die Fahnenpunkte am Spielende) passt nicht zu den Tieren, die auf Fahnen stehen.
# $limit (int: 150 | 290)
woodwalkers-save-score_too_high = Alle Spieler zusammen haben { $total } Punkte, aber in einem Spiel zu { $players } sind höchstens { $limit } möglich.
# $name (seat)
woodwalkers-save-duel_self = Im Duell kämpft { $name } gegen sich selbst. Herausforderer und Verteidiger müssen verschiedene Spieler sein.
woodwalkers-save-duel_challenger = Im Duell greift { $challenger } an, aber am Zug ist { $turn }. Angreifen kann nur, wer am Zug ist.
# $name (seat)
woodwalkers-save-duel_deciding = Im Duell soll { $name } entscheiden, aber { $name } kämpft gar nicht mit.
# $name (seat) · $field (text: e5 | d4)
woodwalkers-save-duel_defender = Im Duell verteidigt { NOUN($animal, det: "the") } von { $name } das Feld { $field }, aber { GENDER($animal) ->
        [feminine] sie steht
        [neuter] es steht
       *[masculine] er steht
    } gar nicht dort.
# $origin (text: b1 | e5)
woodwalkers-save-duel_origin = Das angreifende Tier kam von { $origin }, aber dort steht jetzt ein anderes Tier, oder es ist das Feld des Duells selbst.
# $origin (text: b1 | e5) · $field (text: e5 | d4) · $steps (int: 4 | 6) · $die (int: 1 | 3)
woodwalkers-save-duel_distance = Von { $origin } nach { $field } sind es mindestens { $steps } Schritte, aber der Würfel zeigt { $die }.
# $field (text: b1 | a5)
woodwalkers-save-duel_field = Ein Duell auf { $field } ist unmöglich: Auf die Startfelder einer anderen Farbe darf kein Tier, und von dort aus darf auch keines angreifen.
woodwalkers-save-duel_category = Das Duell wird in der Kategorie { $category } ausgetragen, aber der Kampfmodus dieser Runde ist { $round }.
woodwalkers-save-guess_day = Das angreifende Tier wird nur im Mitternachtsduell (Nachtseite) geraten, nicht in einem Spiel auf der Tagseite.
# $value (int: 0 | 7)
woodwalkers-save-last_duel_value = Im letzten Duell hatte { NOUN($animal, det: "the") } in der Kategorie { $category } den Wert { $value }; möglich sind nur { $low } bis { $high }: der Kartenwert, minus höchstens 2 Wunden.
woodwalkers-save-last_duel_bonus = Im letzten Duell passen die Bonuspunkte fürs Raten nicht zum Tipp.
# $total (int: 9 | 12) · $expected (int: 8 | 10)
woodwalkers-save-last_duel_sum = Im letzten Duell stimmt die Summe nicht: Eingetragen ist { $total }, aber Wert + Bonus + Würfel ergeben { $expected }.
woodwalkers-save-last_duel_winner = Im letzten Duell stand es { $c_total } gegen { $d_total }, also hat { $winner } gewonnen (bei Gleichstand gewinnt der Verteidiger). Im Spielstand steht aber jemand anderes.
# $field (text: b1 | e5)
woodwalkers-save-last_duel_return = Nach dem letzten Duell ging das Tier des Verlierers zurück auf { $field }, aber das ist kein eigenes Startfeld des Verlierers, oder das Tier war schon aus dem Spiel.
# $name (seat)
woodwalkers-save-last_duel_removed = Beim letzten Duell steht, ob { NOUN($animal, det: "the") } von { $name } aus dem Spiel genommen wurde, aber bei „wounds“ steht das Gegenteil.
woodwalkers-save-setup_spec = Der Aufbau lässt sich nicht verwenden: „{ $part }“ ist nicht richtig aufgeschrieben.
woodwalkers-save-setup_unknown = Der Aufbau lässt sich nicht verwenden: „{ $part }“ kenne ich nicht. Möglich sind: { $parts }.
# $field (text: e5 | d4)
woodwalkers-save-setup_place = Der Aufbau lässt sich nicht verwenden: Auf { $field } steht kein Tier, also kann auch keines von dort weggestellt werden.
# $field (text: e5 | d4)
woodwalkers-save-setup_flag = Der Aufbau lässt sich nicht verwenden: Auf { $field } liegt kein verdecktes Wald-Plättchen, das als Fahne aufgedeckt werden könnte.
# $total (count) · $taken (int: 2 | 3)
woodwalkers-save-score_points = Alle Spieler zusammen haben { $total ->
        [0] keinen einzigen Punkt
        [one] nur einen Punkt
       *[other] nur { $total } Punkte
    }, aber es wurden schon { $taken } Punkte-Plättchen gefunden, und jedes bringt einen Punkt.
# $field (text: j9 | b0)
woodwalkers-save-setup_field = Der Aufbau lässt sich nicht verwenden: In „{ $part }“ ist { $field } kein Feld des Spielplans.
# $name (seat)
woodwalkers-save-arrange_order = Beim Aufbau bei Nacht werden die Tiere der Reihe nach verdeckt auf die Startfelder gelegt, ein Spieler nach dem anderen, aber die Tiere von { $name } passen nicht dazu.
# $name (seat)
woodwalkers-save-revealed = Bei „revealed“ steht { NOUN($animal, det: "the") } von { $name } als im Duell gezeigt, aber verdeckte Tiere gibt es nur im Spiel bei Nacht.
woodwalkers-save-duel_not_shown = Das Duell läuft schon, aber die beiden Tiere sind nicht aufgedeckt (bei „revealed“ fehlen sie).
woodwalkers-save-arrange_done = Beim Aufbau bei Nacht liegen schon alle Tiere verdeckt auf den Startfeldern, aber das Spiel wartet noch darauf, dass jemand seine Tiere hinlegt.

## Why the computer plays a move (one clause or sentence). Each number is the engine's for that position;
## what is still open says "can", "would" or "if".
## $target (text: e5 | d4) · $field (text: b2 | f6) · $value (int: 3 | 8) · $steps (int: 1 | 3)
## $mine (int: 6 | 27) · $theirs (int: 5 | 30) · $hidden (count) · $n (int: 2 | 7) · $name (seat)
## $category (noun woodwalkers.category) · $animal (noun woodwalkers.animal)

woodwalkers-reason-choose = in der Kategorie { $category } kommen meine Tiere zusammen auf { $mine }, die von { $name } auf { $theirs }.
woodwalkers-reason-choose_many = in der Kategorie { $category } kommen meine Tiere zusammen auf { $mine }, die keines anderen Spielers auf mehr als { $theirs }.
# $c (noun woodwalkers.animal) · $d (noun woodwalkers.animal) · $points (count)
woodwalkers-reason-duel_known = in der Kategorie { $category } hat { NOUN($c, det: "my") } { $mine } und { NOUN($d, det: "the") } von { $name } { $theirs }; ein Sieg bringt { $points ->
        [0] keinen Punkt.
        [one] einen Punkt.
       *[other] { $points } Punkte.
    }
# $c (noun woodwalkers.animal) · $points (count)
woodwalkers-reason-duel_mine = in der Kategorie { $category } hat { NOUN($c, det: "my") } { $mine }; das Tier von { $name } liegt verdeckt, und ein Sieg bringt { $points ->
        [0] keinen Punkt.
        [one] einen Punkt.
       *[other] { $points } Punkte.
    }
# $d (noun woodwalkers.animal) · $points (count)
woodwalkers-reason-duel_theirs = in der Kategorie { $category } hat { NOUN($d, det: "the") } von { $name } { $theirs }; ein Sieg bringt { $points ->
        [0] keinen Punkt.
        [one] einen Punkt.
       *[other] { $points } Punkte.
    }
# $points (count)
woodwalkers-reason-duel = in der Kategorie { $category } bringt ein Sieg { $points ->
        [0] keinen Punkt.
        [one] einen Punkt.
       *[other] { $points } Punkte.
    }
# $flags (count) · $useful (count)
woodwalkers-reason-forest = das Wald-Plättchen auf { $target } wird aufgedeckt; von den noch verdeckten Plättchen { $flags ->
        [0] ist keines eine Fahne
        [one] ist 1 eine Fahne
       *[other] sind { $flags } Fahnen
    }, und { $useful ->
        [0] keines bringt Punkte, einen Würfel oder Medizin.
        [one] 1 bringt Punkte, einen Würfel oder Medizin.
       *[other] { $useful } bringen Punkte, einen Würfel oder Medizin.
    }
woodwalkers-reason-flag = die Fahne auf { $target } bringt am Ende { $value } Punkte, wenn dann noch ein Tier von mir dort steht.
woodwalkers-reason-stay_flag = mein Tier auf { $field } bleibt auf der Fahne mit { $value } Punkten.
woodwalkers-reason-skip_flag = mein Tier auf { $field } bleibt auf der Fahne mit { $value } Punkten.
# $die (int: 1 | 4)
woodwalkers-reason-stay = mit einer { $die } erreicht keines meiner Tiere ein verdecktes Wald-Plättchen, eine Fahne oder ein anderes Tier.
# $die (int: 6)
woodwalkers-reason-skip = selbst mit einer { $die } würde keines meiner Tiere ein verdecktes Wald-Plättchen, eine Fahne oder ein anderes Tier erreichen.
# $count (int: 1 | 5)
woodwalkers-reason-roll = nach einem Wurf { $count ->
        [one] kann 1 meiner Tiere ziehen
       *[other] können { $count } meiner Tiere ziehen
    }; { $hidden ->
        [0] es liegt kein Wald-Plättchen mehr verdeckt.
        [one] 1 Wald-Plättchen liegt noch verdeckt.
       *[other] noch { $hidden } Wald-Plättchen liegen verdeckt.
    }
# $before (int: 2 | 4) · $after (int: 3 | 5)
woodwalkers-reason-medicine = damit verliert { NOUN($animal, det: "the") } eine Wunde und zählt in der Kategorie { $category } dann { $after } statt { $before }.
woodwalkers-reason-guess = ich tippe auf { NOUN($animal, case: "acc", det: "the") }; ein richtiger Tipp gibt meinem Wurf 1 Punkt dazu, ein falscher dem Wurf des Angreifers, und richtig liege ich etwa in 1 von { $n } Fällen.
woodwalkers-reason-guess_sure = ich weiß, dass { NOUN($animal, det: "the") } angreift, denn dieses Tier wurde schon in einem Duell aufgedeckt.
woodwalkers-reason-guess_only = ich weiß, dass { NOUN($animal, det: "the") } angreift, denn von den Tieren von { $name } ist nur dieses noch nie aufgedeckt worden.
woodwalkers-reason-guess_impossible = { NOUN($animal, det: "the") } kann nicht der Angreifer sein, darum gibt dieser Tipp dem Wurf des Angreifers 1 Punkt dazu.
woodwalkers-reason-noguess = ein falscher Tipp gäbe dem Angreifer 1 Punkt dazu, und richtig läge ich nur etwa in 1 von { $n } Fällen.
woodwalkers-reason-noguess_known = ich tippe nicht, obwohl ich den Angreifer kennen könnte: Er wurde schon in einem Duell aufgedeckt.
woodwalkers-reason-noguess_only = ich tippe nicht, obwohl von den Tieren von { $name } nur eines noch nie aufgedeckt worden ist und also der Angreifer sein muss.
woodwalkers-reason-accept_win = mit { $mine } gegen { $theirs } gewinne ich das Duell.
woodwalkers-reason-accept_ahead_open = mit { $mine } gegen { $theirs } würde ich jetzt gewinnen, aber { $name } kann noch einmal würfeln.
woodwalkers-reason-accept_behind = mit { $mine } gegen { $theirs } würde ich verlieren, und ich habe nichts, was das ändern kann.
woodwalkers-reason-accept_behind_keep = mit { $mine } gegen { $theirs } würde ich verlieren; meine Plättchen könnten das noch ändern, aber ich behalte sie für später.
woodwalkers-reason-reroll_behind = mit { $mine } gegen { $theirs } würde ich verlieren; ein neuer Wurf kann das Duell noch drehen.
# $best (int: 9 | 12)
woodwalkers-reason-reroll_ahead = { $mine } gegen { $theirs } reicht vielleicht nicht, denn { $name } kann noch einmal würfeln; ein neuer Wurf kann mir bis zu { $best } bringen.
# $die (int: 1 | 4)
woodwalkers-reason-reroll_move = mit der gewürfelten { $die } erreicht keines meiner Tiere ein verdecktes Wald-Plättchen, eine Fahne oder ein anderes Tier; mit einem neuen Wurf geht das.
woodwalkers-reason-return_plain = { $field } ist ein freies Startfeld von mir.
woodwalkers-reason-closer_forest = von { $target } aus { $steps ->
        [one] ist es über freie Felder 1 Schritt
       *[other] sind es über freie Felder { $steps } Schritte
    } bis zum verdeckten Wald-Plättchen auf { $field }.
woodwalkers-reason-closer_flag = von { $target } aus { $steps ->
        [one] ist es über freie Felder 1 Schritt
       *[other] sind es über freie Felder { $steps } Schritte
    } bis zur Fahne auf { $field } mit { $value } Punkten.
woodwalkers-reason-return_forest = von { $field } aus { $steps ->
        [one] ist es über freie Felder 1 Schritt
       *[other] sind es über freie Felder { $steps } Schritte
    } bis zum verdeckten Wald-Plättchen auf { $target }.
woodwalkers-reason-return_flag = von { $field } aus { $steps ->
        [one] ist es über freie Felder 1 Schritt
       *[other] sind es über freie Felder { $steps } Schritte
    } bis zur Fahne auf { $target } mit { $value } Punkten.

woodwalkers-odds-col-pair = Paar
