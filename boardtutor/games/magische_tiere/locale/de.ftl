### Die Schule der magischen Tiere – das Dino-Würfelspiel: alle Texte auf Deutsch.

## Was die Variablen meinen (eine Nachricht kann es in ihrem eigenen Kommentar anders sagen):
## $name (seat), $child (text: Eddie | Schoki), $face (noun magische_tiere.symbol), $target (noun magische_tiere.symbol),
## $row (noun magische_tiere.row), $card (noun magische_tiere.card), $n (count),
## $faces (text: 2 Schuhe, 1 Taschenlampe | 1 Karte), $event (text: Die blauen Würfel rollen | Eine Karte wird gezogen),
## $expected (text: Würfel einsetzen oder neu würfeln | Spielende)

magische_tiere-title = Die Schule der magischen Tiere – das Dino-Würfelspiel

magische_tiere-rulebook = Spielregel „Die Schule der magischen Tiere – Das kooperative Würfelspiel“

magische_tiere-section-setup = Spielmaterial und Spielvorbereitung
magische_tiere-section-goal = Spielziel
magische_tiere-section-rolling = 1. Würfeln
magische_tiere-section-actions = 2. Aktionen ausführen
magische_tiere-section-card_action = Übersicht der Aktionen: Magische Tiere-Aktion
magische_tiere-section-light_action = Übersicht der Aktionen: Taschenlampen-Aktion
magische_tiere-section-shoe_action = Übersicht der Aktionen: Schuh-Aktion
magische_tiere-section-watchman_action = Übersicht der Aktionen: Nachtwächter-Aktion
magische_tiere-section-ida_action = Übersicht der Aktionen: Ida-Aktion
magische_tiere-section-cards = Übersicht der Magische Tiere-Karten
magische_tiere-section-white_die = Der weiße Würfel
magische_tiere-section-variant = Variante: weiterspielen, nachdem Ida den Nachtwächter abgelenkt hat
magische_tiere-section-ending = Wie endet das Spiel?

## Die Symbole auf den Würfeln (das Karten-Symbol zeigt den Raben Rabbat).

-magische_tiere-symbol-card = { $number ->
        [other] Karten
       *[one] Karte
    }
    .gender = feminine

-magische_tiere-symbol-light = { $number ->
        [other] Taschenlampen
       *[one] Taschenlampe
    }
    .gender = feminine

-magische_tiere-symbol-shoe = { $number ->
        [other] { $case ->
                [dat] Schuhen
               *[nom] Schuhe
            }
       *[one] { $case ->
                [gen] Schuhs
               *[nom] Schuh
            }
    }
    .gender = masculine

-magische_tiere-symbol-cap = { $number ->
        [other] Mützen
       *[one] Mütze
    }
    .gender = feminine

-magische_tiere-symbol-ida = { $number ->
        [other] Idas
       *[one] { $case ->
                [gen] Idas
               *[nom] Ida
            }
    }
    .gender = feminine

-magische_tiere-symbol-dino = { $number ->
        [other] Dinos
       *[one] { $case ->
                [gen] Dinos
               *[nom] Dino
            }
    }
    .gender = masculine

## Die Leisten der Ablagetafel.

-magische_tiere-row-card = { $number ->
        [other] Karten-Leisten
       *[one] Karten-Leiste
    }
    .gender = feminine

-magische_tiere-row-light = { $number ->
        [other] Taschenlampen-Leisten
       *[one] Taschenlampen-Leiste
    }
    .gender = feminine

-magische_tiere-row-shoe = { $number ->
        [other] Schuh-Leisten
       *[one] Schuh-Leiste
    }
    .gender = feminine

-magische_tiere-row-cap = { $number ->
        [other] Nachtwächter-Leisten
       *[one] Nachtwächter-Leiste
    }
    .gender = feminine

-magische_tiere-row-ida = { $number ->
        [other] Ida-Leisten
       *[one] Ida-Leiste
    }
    .gender = feminine

magische_tiere-child-eddie = Eddie
magische_tiere-child-helene = Helene
magische_tiere-child-jo = Jo
magische_tiere-child-schoki = Schoki

magische_tiere-watchman = Nachtwächter

magische_tiere-ida = Ida

magische_tiere-silas = Silas

## Die Magische-Tiere-Karten: ihre Namen (eine Karte, darum weiblich) und was sie tun.

-magische_tiere-card-watchman_back = Nachtwächter zurück
    .gender = feminine

magische_tiere-card_text-watchman_back = Der Nachtwächter geht ein Feld zurück (aber nicht von seinem Startfeld aus).

-magische_tiere-card-watchman_rests = Nachtwächter bleibt stehen
    .gender = feminine

magische_tiere-card_text-watchman_rests = Die Mützen-Würfel dieser Runde werden weggenommen, ohne dass der Nachtwächter läuft.

-magische_tiere-card-ida_step = Ida ein Feld
    .gender = feminine

magische_tiere-card_text-ida_step = Ida geht ein Feld weiter – wenn sie schon im Spiel ist und das Feld vor ihr hell ist.

-magische_tiere-card-light_one = 1 Plättchen entdecken
    .gender = feminine

magische_tiere-card_text-light_one = Sofort das nächste dunkle Wegplättchen umdrehen.

-magische_tiere-card-light_two = 2 Plättchen entdecken
    .gender = feminine

magische_tiere-card_text-light_two = Sofort die nächsten zwei dunklen Wegplättchen umdrehen.

-magische_tiere-card-turn_one = 1 Würfel drehen
    .gender = feminine

magische_tiere-card_text-turn_one = Nach einem Wurf einen Würfel, der keine Mütze zeigt, auf eine beliebige Seite drehen.

-magische_tiere-card-turn_two = 2 Würfel drehen
    .gender = feminine

magische_tiere-card_text-turn_two = Nach einem Wurf zwei Würfel, die keine Mütze zeigen, auf beliebige Seiten drehen.

-magische_tiere-card-reroll_cap_one = 1 Mütze neu würfeln
    .gender = feminine

magische_tiere-card_text-reroll_cap_one = Wenn alle Würfel liegen: einen Mützen-Würfel neu würfeln; er kommt auf die Leiste seines neuen Symbols.

-magische_tiere-card-reroll_cap_two = 2 Mützen neu würfeln
    .gender = feminine

magische_tiere-card_text-reroll_cap_two = Wenn alle Würfel liegen: zwei Mützen-Würfel neu würfeln; sie kommen auf die Leisten ihrer neuen Symbole.

-magische_tiere-card-steps_two = 2 Schritte
    .gender = feminine

magische_tiere-card_text-steps_two = Die Kinder gehen zusammen 2 Schritte mehr; ihr teilt sie auf.

-magische_tiere-card-steps_three = 3 Schritte
    .gender = feminine

magische_tiere-card_text-steps_three = Die Kinder gehen zusammen 3 Schritte mehr; ihr teilt sie auf.

magische_tiere-phase-roll = Die blauen Würfel rollen
magische_tiere-phase-roll_white = Der weiße Würfel rollt
magische_tiere-phase-draw = Eine Karte wird gezogen
magische_tiere-phase-place = Würfel einsetzen oder neu würfeln
magische_tiere-phase-turning = Würfel mit der Karte drehen
magische_tiere-phase-ready = Karten nutzen oder mit den Aktionen weitermachen
magische_tiere-phase-acting = Die Aktionen laufen
magische_tiere-phase-steps = Schritte auf die Kinder verteilen
magische_tiere-phase-distracted = Ida hat den Nachtwächter erreicht: beenden oder weiterspielen
magische_tiere-phase-end = Spielende

# $dice (int: 1 | 2 | 6)
magische_tiere-next-roll = { $name } würfelt mit { $dice ->
        [one] einem Würfel
       *[other] { $dice } Würfeln
    } …
magische_tiere-next-roll_white = { $name } würfelt mit dem weißen Würfel …
magische_tiere-next-draw = Eine Magische-Tiere-Karte wird vom Stapel gezogen …
magische_tiere-next-place = { $name } ist dran. Es kam keine Mütze, also müsst ihr mindestens einen Würfel einsetzen; die anderen dürft ihr neu würfeln.
magische_tiere-next-place_free = { $name } ist dran. Es kam eine Mütze, also müsst ihr sonst nichts einsetzen. Wählt, welche Würfel ihr einsetzt – oder würfelt die anderen neu.
magische_tiere-next-place_none = { $name } ist dran. Gerade passt kein Würfel auf eine Leiste: Nutzt eine Karte oder würfelt neu.
magische_tiere-next-place_forced = Die neu gewürfelten Würfel müssen auf die Leisten ihrer Symbole.
# $turns (int: 1 | 2)
magische_tiere-next-turning = { $turns ->
        [one] Ihr dürft noch einen Würfel drehen – oder ihr seid fertig.
       *[other] Ihr dürft noch { $turns } Würfel drehen – oder ihr seid fertig.
    }
magische_tiere-next-ready = Alle Würfel liegen. Ihr könnt Karten nutzen, dann geht es mit den Aktionen weiter.
# $steps (int: 1 | 2 | 5)
magische_tiere-next-steps = { $steps ->
        [one] Noch ein Schritt: Welches Kind geht?
       *[other] Noch { $steps } Schritte: Welches Kind geht?
    }
magische_tiere-next-distracted = Ida hat den Nachtwächter erreicht und lenkt ihn ab! Beendet das Spiel (ein knapper Sieg) oder spielt weiter, bis alle bei Silas sind.

# $text (text: hallo | place hat)
magische_tiere-error-notation = „{ $text }“ verstehe ich nicht als Zug. Beispiele: „place shoe shoe light“, „reroll“, „step jo“, „use light_one“, „go“.
# $field (text: x9 | t12), $purple (text: p0–p4), $tiles (text: t1–t11), $red (text: r1–r5), $orange (text: o1–o7)
magische_tiere-error-field = „{ $field }“ ist kein Feld. Es gibt: lila { $purple }, Wegplättchen { $tiles }, silas, rot { $red }, orange { $orange }.
# $action (text: roll cap cap | draw ida_step)
magische_tiere-error-impossible_outcome = „{ $action }“ kann hier nicht herauskommen, denn jetzt gilt: { $event }.
magische_tiere-error-chance_pending = Erst ist der Zufall dran: { $event }.
# $action (text: go | step jo)
magische_tiere-error-wrong_time = „{ $action }“ geht jetzt nicht. Jetzt ist dran: { $expected }.
magische_tiere-error-forced = Die mit der Karte neu gewürfelten Würfel müssen eingesetzt werden, so viele wie passen.
magische_tiere-error-must_place = Es kam keine Mütze: Ihr müsst mindestens einen Würfel einsetzen, bevor ihr neu würfelt.
# $spec (text: cap>shoe | shoe>shoe)
magische_tiere-error-turn = „{ $spec }“ geht nicht: Dreht einen gewürfelten Würfel, der keine Mütze zeigt, auf eine andere Seite.
# $n (int: 3 | 4), $have (int: 0 | 1 | 2)
magische_tiere-error-not_rolled = { $have ->
        [0] Kein loser Würfel zeigt das Symbol „{ $face }“.
        [one] Ihr wollt { $n } Würfel mit „{ $face }“ einsetzen, aber nur ein loser Würfel zeigt dieses Symbol.
       *[other] Ihr wollt { $n } Würfel mit „{ $face }“ einsetzen, aber nur { $have } lose Würfel zeigen dieses Symbol.
    }
magische_tiere-error-cap_by_itself = Mützen setzt ihr nie selbst ein: Jede gewürfelte Mütze kommt sofort von allein auf die Nachtwächter-Leiste. Setzt die anderen Würfel ein, die ihr wollt, oder würfelt sie neu.
magische_tiere-error-cap_by_itself_full = Mützen setzt ihr nie selbst ein: Sie kommen von allein auf die Nachtwächter-Leiste. Die ist jetzt aber voll, darum bleibt eine gewürfelte Mütze liegen und wird mit den anderen Würfeln neu gewürfelt.
magische_tiere-error-no_white = Der weiße Würfel liegt gerade nicht lose vor euch.
magische_tiere-error-white_row = Der weiße Würfel zeigt „{ $face }“ und passt darum nicht auf { NOUN($row, case: "acc", det: "the") }. Nur der Dino ist ein Joker.
magische_tiere-error-covered = { NOUN($row, det: "the", cap: "yes") } ist abgedeckt, dort kann kein Würfel hin. Würfelt diesen Würfel neu.
# $free (count)
magische_tiere-error-row_full = { $free ->
        [0] { NOUN($row, det: "the", cap: "yes") } ist schon voll.
        [one] Auf { NOUN($row, case: "dat", det: "the") } ist nur noch Platz für einen Würfel.
       *[other] Auf { NOUN($row, case: "dat", det: "the") } ist nur noch Platz für { $free } Würfel.
    }
magische_tiere-error-child_caught = { $child } wurde vom Nachtwächter erwischt und darf nicht mehr laufen.
magische_tiere-error-child_home = { $child } ist schon bei Silas.
# $tile (int: 1 | 11)
magische_tiere-error-dark_tile = { $child } kann nicht auf Wegplättchen { $tile }: Es ist noch dunkel. Erst muss die Taschenlampe es beleuchten!
magische_tiere-error-no_card = Ihr habt keine Karte „{ $card }“.
# $card (noun magische_tiere.card.turn)
magische_tiere-error-card_turn_time = Die Karte „{ $card }“ geht nur direkt nach einem Wurf, solange ein Würfel ohne Mütze lose liegt.
# $card (noun magische_tiere.card.reroll_cap)
magische_tiere-error-card_reroll_time = Die Karte „{ $card }“ geht nur, wenn alle Würfel liegen, eine Mütze auf der Nachtwächter-Leiste liegt und der Nachtwächter in dieser Runde noch nicht gelaufen ist.
magische_tiere-error-card_time = Karten könnt ihr nutzen, während ihr Würfel einsetzt, vor den Aktionen und beim Verteilen der Schritte.
magische_tiere-error-card_useless-light_one = Die Karte „{ -magische_tiere-card-light_one }“ hilft nicht mehr: Alle Wegplättchen sind schon hell.
magische_tiere-error-card_useless-light_two = Die Karte „{ -magische_tiere-card-light_two }“ hilft nicht mehr: Alle Wegplättchen sind schon hell.
magische_tiere-error-card_useless-steps_two = Die Karte „{ -magische_tiere-card-steps_two }“ geht gerade nicht: Kein Kind kann einen Schritt machen.
magische_tiere-error-card_useless-steps_three = Die Karte „{ -magische_tiere-card-steps_three }“ geht gerade nicht: Kein Kind kann einen Schritt machen.
magische_tiere-error-card_useless-watchman_back = Die Karte „{ -magische_tiere-card-watchman_back }“ geht nicht: Der Nachtwächter steht auf seinem Startfeld oder ist abgelenkt.
magische_tiere-error-card_useless-watchman_rests = Die Karte „{ -magische_tiere-card-watchman_rests }“ geht nicht mehr: Die Nachtwächter-Leiste war in dieser Runde schon dran, oder Ida hat den Nachtwächter schon abgelenkt.
magische_tiere-error-card_useless-ida_step = Die Karte „{ -magische_tiere-card-ida_step }“ geht nicht: Ida ist noch nicht im Spiel, oder das Feld vor ihr ist dunkel.

# $n (int: 1 | 2 | 5)
magische_tiere-count_face = { $n } { NOUN($face, $n) }

# $n (int: 0 | 1 | 3)
magische_tiere-fields = { $n ->
        [0] kein Feld
        [one] ein Feld
       *[other] { $n } Felder
    }

magische_tiere-action-roll = Wurf: { $faces }
magische_tiere-action-white = Weißer Würfel: { $face }
magische_tiere-action-draw = Gezogen: Karte „{ $card }“
# $rest (count)
magische_tiere-action-place = { $faces } einsetzen{ $rest ->
        [0] {""}
        [one] , einen Würfel neu würfeln
       *[other] , { $rest } Würfel neu würfeln
    }
# $rest (count)
magische_tiere-action-place_white = { $faces } einsetzen, den weißen Würfel auf { NOUN($row, case: "acc", det: "the") } legen{ $rest ->
        [0] {""}
        [one] , einen Würfel neu würfeln
       *[other] , { $rest } Würfel neu würfeln
    }
# $rest (count)
magische_tiere-action-place_only_white = Den weißen Würfel auf { NOUN($row, case: "acc", det: "the") } legen{ $rest ->
        [0] {""}
        [one] , einen Würfel neu würfeln
       *[other] , { $rest } Würfel neu würfeln
    }
magische_tiere-action-reroll = Nichts einsetzen, neu würfeln
magische_tiere-action-use = Karte „{ $card }“ nutzen
# $card (noun magische_tiere.card.reroll_cap), $blue (int: 1 | 2), $white (int: 0 | 1)
magische_tiere-action-use_dice = Karte „{ $card }“ nutzen für { $white ->
        [0] { $blue ->
                [one] einen blauen Würfel
               *[other] { $blue } blaue Würfel
            }
       *[other] { $blue ->
                [0] den weißen Würfel
                [one] einen blauen und den weißen Würfel
               *[other] { $blue } blaue Würfel und den weißen Würfel
            }
    }
magische_tiere-action-turn = Würfel drehen: { $face } → { $target }
magische_tiere-action-turn_white = Weißen Würfel drehen: { $face } → { $target }
magische_tiere-action-done = Fertig mit Drehen
magische_tiere-action-go = Weiter mit den Aktionen
# $lane (text: p | t | silas), $tile (int: 2 | 4)
magische_tiere-action-step = { $child } geht { $lane ->
        [p] auf das lila Feld { $tile }
        [t] auf Wegplättchen { $tile }
       *[silas] zu Silas
    }
magische_tiere-action-stop = Die übrigen Schritte verfallen lassen
magische_tiere-action-finish = Spiel beenden: knapper Sieg
magische_tiere-action-continue = Weiterspielen (Variante)

magische_tiere-field_name-start = Lila Startfeld
# $tile (int: 1 | 4)
magische_tiere-field_name-p = Lila Feld { $tile }
# $tile (int: 1 | 11)
magische_tiere-field_name-t = Wegplättchen { $tile }
magische_tiere-field_name-silas = Silas
# $tile (int: 1 | 5)
magische_tiere-field_name-r = Rotes Feld { $tile }
# $tile (int: 1 | 7)
magische_tiere-field_name-o = Oranges Feld { $tile }

## $turns (int: 1 | 2 | 17), $caught (int: 0 | 2 | 4), $home (int: 0 | 1 | 3)

magische_tiere-outcome-win = Gewonnen! Alle vier Kinder sind bei Silas, und gemeinsam baut ihr das T-Rex-Skelett wieder auf. { $turns ->
        [one] Ihr habt eine Runde gebraucht.
       *[other] Ihr habt { $turns } Runden gebraucht.
    }
magische_tiere-outcome-win_variant = Gewonnen! Ida hatte den Nachtwächter abgelenkt, und jetzt sind auch alle vier Kinder bei Silas. { $turns ->
        [one] Ihr habt eine Runde gebraucht.
       *[other] Ihr habt { $turns } Runden gebraucht.
    }
# $home (int: 0 | 1 | 2), $caught (int: 0 | 1 | 2)
magische_tiere-outcome-narrow = Knapp gewonnen! Ida hat den Nachtwächter erreicht und abgelenkt. { $home ->
        [0] Kein Kind ist bei Silas angekommen
        [one] Ein Kind ist bei Silas angekommen
       *[other] { $home } Kinder sind bei Silas angekommen
    }, und { $caught ->
        [0] kein Kind wurde erwischt.
        [one] ein Kind wurde erwischt.
       *[other] { $caught } Kinder wurden erwischt.
    } { $turns ->
        [one] Ihr habt eine Runde gebraucht.
       *[other] Ihr habt { $turns } Runden gebraucht.
    }
magische_tiere-outcome-loss = Verloren: Der Nachtwächter ist bei Silas angekommen und hat alle Kinder erwischt. { $turns ->
        [one] Das Spiel hat eine Runde gedauert.
       *[other] Das Spiel hat { $turns } Runden gedauert.
    }

magische_tiere-strategy-children_first = Kinder zuerst
magische_tiere-strategy-light_first = Licht zuerst
magische_tiere-strategy-hold_cards = Karten aufheben
magische_tiere-strategy-place_all = Alles sofort einsetzen
magische_tiere-strategy-random = Zufall
magische_tiere-strategy-advisor = Ratgeber

magische_tiere-strategy_text-children_first = Zuerst Würfel für die Schritte der Kinder; die Taschenlampe, wenn der Weg vor ihnen dunkel ist; Karten sofort nutzen.
magische_tiere-strategy_text-light_first = Erst den Weg beleuchten, dann laufen; Karten sofort nutzen.
magische_tiere-strategy_text-hold_cards = Setzt ein wie „Kinder zuerst“, nutzt Karten aber nur in der Not: wenn der Nachtwächter ein Kind erreichen könnte oder alle Kinder vor dunklen Plättchen warten.
magische_tiere-strategy_text-place_all = Jeden Würfel sofort einsetzen, der passt – nie freiwillig neu würfeln.
magische_tiere-strategy_text-random = Wählt zufällig unter allen erlaubten Zügen.

# $name (text: mutig | schnell), $names (text: children_first, light_first, hold_cards, place_all, random)
magische_tiere-error-strategy = Die Strategie „{ $name }“ gibt es nicht. Es gibt: { $names }.

## Der Ratgeber: warum er einen Zug vorschlägt. $move (text: 2 Schuhe einsetzen | Weiter mit den Aktionen),
## $reasons (text: Keine Karte hilft gerade.)

magische_tiere-why-suggest = Vorschlag: { $move }. { $reasons }
magische_tiere-why-played = { $move }. { $reasons }
# $n (int: 0 | 1 | 2), $hand (int: 0 | 1 | 3)
magische_tiere-why-go = { $hand ->
        [0] Ihr habt keine Karte, also kommen jetzt die Leisten dran.
       *[other] { $n ->
            [0] Keine eurer Karten lässt sich gerade einsetzen.
            [one] Die eine Karte, die jetzt ginge, hebt ihr für später auf.
           *[other] Die { $n } Karten, die jetzt gingen, hebt ihr für später auf.
        }
    }
magische_tiere-why-finish = Ida hat den Nachtwächter abgelenkt: Das ist ein Sieg. Wer will, spielt in der Variante weiter, bis alle bei Silas sind.
# $n (int: 1 | 2 | 6)
magische_tiere-why-reroll = { $n ->
        [one] Der Würfel hilft nicht genug: Neu würfeln lohnt sich, auch wenn eine Mütze kommen kann.
       *[other] Keiner der { $n } Würfel hilft genug: Neu würfeln lohnt sich, auch wenn Mützen kommen können.
    }
magische_tiere-why-row-shoe = { $n ->
        [0] Schuh: Gerade kommt kein Kind weiter, denn der Weg vor den Kindern ist noch dunkel.
        [one] Schuh: Bis zu den dunklen Wegplättchen können die Kinder noch einen Schritt gehen.
       *[other] Schuh: Bis zu den dunklen Wegplättchen können die Kinder zusammen noch { $n } Schritte gehen.
    }
magische_tiere-why-row-shoe_lit = { $n ->
        [0] Schuh: Kein Kind braucht noch Schritte.
        [one] Schuh: Der ganze Weg ist hell, und die Kinder brauchen nur noch einen Schritt bis zu Silas.
       *[other] Schuh: Der ganze Weg ist hell, und zusammen brauchen die Kinder noch { $n } Schritte bis zu Silas.
    }
magische_tiere-why-row-shoe_lighting = { $n ->
        [0] Schuh: Kein Kind braucht noch Schritte.
        [one] Schuh: Mit der Taschenlampe wird der ganze Weg hell, und die Kinder brauchen nur noch einen Schritt bis zu Silas.
       *[other] Schuh: Mit der Taschenlampe wird der ganze Weg hell, und zusammen brauchen die Kinder noch { $n } Schritte bis zu Silas.
    }
magische_tiere-why-row-light = { $n ->
        [0] Taschenlampe: Alle Wegplättchen sind schon hell.
        [one] Taschenlampe: Ein Wegplättchen ist noch dunkel.
       *[other] Taschenlampe: { $n } Wegplättchen sind noch dunkel.
    }
magische_tiere-why-row-card = { $n ->
        [0] Karte: Der Stapel ist leer.
        [one] Karte: Im Stapel liegt noch eine Karte, die später hilft.
       *[other] Karte: Im Stapel liegen noch { $n } Karten, die später helfen.
    }
# $n (int: 1 | 2 | 5)
magische_tiere-why-row-ida = { $n ->
        [one] Ida: Sie ist nur noch ein Feld hinter dem Nachtwächter.
       *[other] Ida: Sie ist { $n } Felder hinter dem Nachtwächter.
    }
magische_tiere-why-row-ida_done = Ida: Sie hat den Nachtwächter schon abgelenkt, darum ändern ihre Schritte jetzt nichts mehr.
magische_tiere-why-row-ida_red = Ida: Sie geht weiter, aber der Nachtwächter ist zurück auf seinen roten Feldern, wo sie ihn nicht erreichen kann.
magische_tiere-why-row-ida_win = Ida: Mit den Würfeln auf der Ablagetafel erreicht sie den Nachtwächter in dieser Runde – das gewinnt das Spiel!
# $n (int: 1 | 3)
magische_tiere-why-row-ida_win_if = { $n ->
        [one] Ida: Sie kann den Nachtwächter in dieser Runde erreichen, wenn der andere Würfel keine Mütze bringt – das würde das Spiel gewinnen!
       *[other] Ida: Sie kann den Nachtwächter in dieser Runde erreichen, wenn die anderen { $n } Würfel keine Mütze bringen – das würde das Spiel gewinnen!
    }
magische_tiere-why-row-cap = Mütze: Der Dino-Joker passt auf keine andere freie Leiste.
# $n (int: 1 | 2 | 5)
magische_tiere-why-rest = { $n ->
        [one] Der übrige Würfel wird neu gewürfelt: Er kann etwas Besseres zeigen. Eine Mütze zeigt er nur bei etwa 1 von 6 Würfen.
       *[other] Die übrigen { $n } Würfel werden neu gewürfelt: Sie können etwas Besseres zeigen. Jeder Würfel zeigt nur bei etwa 1 von 6 Würfen eine Mütze.
    }
# $steps (int: 1 | 4)
magische_tiere-why-step_home = { $steps ->
        [one] { $child } kann mit dem letzten Schritt Silas erreichen.
       *[other] { $child } kann mit den { $steps } übrigen Schritten Silas erreichen.
    }
# $n (int: 1 | 2 | 5)
magische_tiere-why-step_rear = { $n ->
        [one] { $child } ist dem Nachtwächter am nächsten, nur ein Feld vor ihm, und geht zuerst.
       *[other] { $child } ist dem Nachtwächter am nächsten, { $n } Felder vor ihm, und geht zuerst.
    }
# $n (int: 1 | 2 | 9)
magische_tiere-why-step_last = { $n ->
        [one] { $child } ist nur noch ein Feld von Silas entfernt und geht zuerst.
       *[other] { $child } hat den längsten Weg vor sich, noch { $n } Felder bis zu Silas, und geht zuerst.
    }
magische_tiere-why-stop = Kein Kind kann weitergehen.
# $free (int: 0 | 1 | 3)
magische_tiere-why-turn = { $free ->
        [one] Der Würfel mit „{ $face }“ wird auf „{ $target }“ gedreht: Auf dieser Leiste ist dafür noch ein Feld frei.
       *[other] Der Würfel mit „{ $face }“ wird auf „{ $target }“ gedreht: Auf dieser Leiste sind dafür noch { $free } Felder frei.
    }
magische_tiere-why-turn_joker = Der weiße Würfel wird zum Dino: Als Joker darf er statt auf die Leiste für „{ $face }“ auf jede freie Leiste.
# $n (int: 1 | 2 | 5)
magische_tiere-why-done = { $n ->
        [one] Der andere lose Würfel bleibt, wie er ist: { $faces }.
       *[other] Die anderen losen Würfel bleiben, wie sie sind: { $faces }.
    }
magische_tiere-why-random = Zufällig gewählt.
# $n (int: 1 | 2), $walk (text: ein Feld | 2 Felder)
magische_tiere-why-card-watchman_back = { $n ->
        [one] { $child } ist nur ein Feld vor dem Nachtwächter, und mit den Mützen, die jetzt auf seiner Leiste liegen, läuft er in dieser Runde { $walk } – die Karte schickt ihn ein Feld zurück!
       *[other] { $child } ist nur { $n } Felder vor dem Nachtwächter, und mit den Mützen, die jetzt auf seiner Leiste liegen, läuft er in dieser Runde { $walk } – die Karte schickt ihn ein Feld zurück!
    }
# $n (int: 1 | 3), $walk (text: kein Feld | ein Feld)
magische_tiere-why-card-watchman_back_loose = { $n ->
        [one] { $child } ist nur ein Feld vor dem Nachtwächter. Mit den Mützen, die jetzt auf seiner Leiste liegen, läuft er { $walk }, aber die losen Würfel können noch Mützen bringen – die Karte schickt ihn ein Feld zurück.
       *[other] { $child } ist { $n } Felder vor dem Nachtwächter. Mit den Mützen, die jetzt auf seiner Leiste liegen, läuft er { $walk }, aber die losen Würfel können noch Mützen bringen – die Karte schickt ihn ein Feld zurück.
    }
# $n (int: 3 | 6)
magische_tiere-why-card-watchman_back_far = { $n ->
        [one] Der Nachtwächter ist ein Feld hinter { $child }: Die Karte schickt den Nachtwächter ein Feld zurück.
       *[other] Jedes Feld zählt: Der Nachtwächter ist { $n } Felder hinter { $child }, und die Karte schickt den Nachtwächter ein Feld zurück.
    }
magische_tiere-why-card-watchman_back_nobody = Kein Kind ist mehr unterwegs, aber ein Feld zurück hält den Nachtwächter länger von Silas fern.
# $n (int: 0 | 1 | 3), $walk (text: kein Feld | ein Feld | 2 Felder)
magische_tiere-why-card-watchman_rests = { $n ->
        [0] Auf der Nachtwächter-Leiste liegt noch keine Mütze – die Karte hält ihn für alle Mützen dieser Runde an.
        [one] Mit einer Mütze auf seiner Leiste würde der Nachtwächter { $walk } laufen – die Karte hält ihn in dieser Runde an.
       *[other] Mit { $n } Mützen auf seiner Leiste würde der Nachtwächter { $walk } laufen – die Karte hält ihn in dieser Runde an.
    }
magische_tiere-why-card-ida_step_red = Die Karte bringt Ida ein Feld weiter; der Nachtwächter ist zurück auf seinen roten Feldern, wo sie ihn nicht erreichen kann.
# $n (int: 1 | 2 | 5)
magische_tiere-why-card-ida_step = { $n ->
        [one] Ida ist nur ein Feld hinter dem Nachtwächter: Mit der Karte erreicht sie ihn – das gewinnt das Spiel!
       *[other] Ida ist { $n } Felder hinter dem Nachtwächter: Die Karte bringt sie ein Feld näher.
    }
# $n (int: 1 | 2 | 9)
magische_tiere-why-card-light_one = { $n ->
        [one] Ein Wegplättchen ist noch dunkel – die Karte macht es hell.
       *[other] { $n } Wegplättchen sind noch dunkel – die Karte macht eins davon hell.
    }
# $n (int: 1 | 2 | 9)
magische_tiere-why-card-light_two = { $n ->
        [one] Ein Wegplättchen ist noch dunkel – die Karte macht es hell.
        [2] Zwei Wegplättchen sind noch dunkel – die Karte macht beide hell.
       *[other] { $n } Wegplättchen sind noch dunkel – die Karte macht zwei davon hell.
    }
# $n (int: 1 | 2 | 5)
magische_tiere-why-card-turn_one = { $n ->
        [one] Der lose Würfel zeigt { $faces }: Die Karte kann ihn auf eine andere Seite drehen.
       *[other] Die losen Würfel zeigen { $faces }: Die Karte kann einen davon auf eine andere Seite drehen.
    }
# $n (int: 1 | 2 | 5)
magische_tiere-why-card-turn_two = { $n ->
        [one] Der lose Würfel zeigt { $faces }: Die Karte kann ihn auf eine andere Seite drehen.
       *[other] Die losen Würfel zeigen { $faces }: Die Karte kann bis zu zwei davon auf eine andere Seite drehen.
    }
# $n (int: 1 | 2 | 5), $dice (int: 1 | 2), $walk (text: one field | 2 fields), $less (text: 0 fields | one field), $m (int: 0 | 1 | 2)
magische_tiere-why-card-reroll_less = { $n ->
         [one] { $dice ->
             [one] { $m ->
                 [0] Mit einer Mütze auf seiner Leiste läuft der Nachtwächter { $walk }; landet der neu gewürfelte Würfel nicht wieder auf seiner Leiste, läuft er gar nicht.
                *[other] Mit einer Mütze auf seiner Leiste läuft der Nachtwächter { $walk }; landet der neu gewürfelte Würfel nicht wieder auf seiner Leiste, läuft er nur { $less }.
            }
            *[other] { $m ->
                 [0] Mit einer Mütze auf seiner Leiste läuft der Nachtwächter { $walk }; landen die neu gewürfelten Würfel nicht wieder auf seiner Leiste, läuft er gar nicht.
                *[other] Mit einer Mütze auf seiner Leiste läuft der Nachtwächter { $walk }; landen die neu gewürfelten Würfel nicht wieder auf seiner Leiste, läuft er nur { $less }.
            }
        }
        *[other] { $dice ->
             [one] { $m ->
                 [0] Mit { $n } Mützen auf seiner Leiste läuft der Nachtwächter { $walk }; landet der neu gewürfelte Würfel nicht wieder auf seiner Leiste, läuft er gar nicht.
                *[other] Mit { $n } Mützen auf seiner Leiste läuft der Nachtwächter { $walk }; landet der neu gewürfelte Würfel nicht wieder auf seiner Leiste, läuft er nur { $less }.
            }
            *[other] { $m ->
                 [0] Mit { $n } Mützen auf seiner Leiste läuft der Nachtwächter { $walk }; landen die neu gewürfelten Würfel nicht wieder auf seiner Leiste, läuft er gar nicht.
                *[other] Mit { $n } Mützen auf seiner Leiste läuft der Nachtwächter { $walk }; landen die neu gewürfelten Würfel nicht wieder auf seiner Leiste, läuft er nur { $less }.
            }
        }
    }
# $n (int: 2 | 4), $dice (int: 1 | 2), $walk (text: ein Feld | 2 Felder), $less (text: ein Feld | 2 Felder)
magische_tiere-why-card-reroll_same = { $dice ->
        [one] Mit einer Mütze weniger läuft der Nachtwächter immer noch { $walk }, aber der neu gewürfelte Würfel kann auf einer anderen Leiste landen.
       *[other] Mit { $dice } Mützen weniger läuft der Nachtwächter immer noch { $walk }, aber die neu gewürfelten Würfel können auf anderen Leisten landen.
    }
# $n (int: 1 | 2 | 5), $steps (int: 2 | 3)
magische_tiere-why-card-steps = { $n ->
        [one] { $child } ist nur ein Feld vor dem Nachtwächter: { $steps } Extraschritte können die Kinder weiter von ihm wegbringen.
       *[other] { $child } ist { $n } Felder vor dem Nachtwächter: { $steps } Extraschritte können die Kinder weiter von ihm wegbringen.
    }
# $n (int: 1 | 2 | 9), $steps (int: 2 | 3)
magische_tiere-why-card-steps_way = { $n ->
        [one] { $child } ist nur noch ein Feld von Silas entfernt: { $steps } Extraschritte bringen die Kinder näher zu ihm.
       *[other] { $child } hat noch { $n } Felder bis zu Silas: { $steps } Extraschritte bringen die Kinder näher zu ihm.
    }
# $steps (int: 2 | 3)
magische_tiere-why-card-steps_nobody = Kein Kind ist mehr unterwegs, darum ändern die { $steps } Extraschritte nichts.

# $plan (text: 3 Schuhe, 1 Taschenlampe, 1 Karte | nichts Besonderes)
magische_tiere-why-plan = Unser Wunsch für diese Runde, soweit die Würfel reichen: { $plan }.
magische_tiere-why-nothing = nichts Besonderes
# $n (int: 1 | 2 | 6)
magische_tiere-why-no_fit = { $n ->
        [one] Der Würfel passt auf keine freie Leiste, darum wird er noch einmal gewürfelt.
       *[other] Keiner der { $n } Würfel passt auf eine freie Leiste, darum werden sie noch einmal gewürfelt.
    }
magische_tiere-why-all = Jeder Würfel, der passt, kommt jetzt auf die Ablagetafel: Jeder weitere Wurf könnte eine Mütze bringen.
# $n (int: 1 | 2 | 5)
magische_tiere-why-rest_no_fit = { $n ->
        [one] Der andere Würfel passt auf keine freie Leiste und wird noch einmal gewürfelt.
       *[other] Die anderen { $n } Würfel passen auf keine freie Leiste und werden noch einmal gewürfelt.
    }

## Warum ein Zug hilft, in einem kurzen Satzteil (für die Erklärung eines Computer-Zugs).

# $n (int: 1 | 2 | 5)
magische_tiere-reason-ida = { $n ->
        [one] Ida ist nur noch ein Feld hinter dem Nachtwächter
       *[other] Ida ist { $n } Felder hinter dem Nachtwächter, und jeder Schritt bringt sie näher
    }
magische_tiere-reason-ida_done = Ida hat den Nachtwächter schon abgelenkt, darum ändern ihre Schritte jetzt nichts mehr
magische_tiere-reason-ida_red = Ida geht weiter, aber der Nachtwächter ist zurück auf seinen roten Feldern, wo sie ihn nicht erreichen kann
magische_tiere-reason-light = { $n ->
        [0] alle Wegplättchen sind schon hell
        [one] nur noch ein Wegplättchen ist dunkel
       *[other] { $n } Wegplättchen sind noch dunkel, und die Kinder dürfen nur auf helle gehen
    }
magische_tiere-reason-card = { $n ->
        [0] der Stapel ist leer
        [one] die letzte Karte wartet im Stapel
       *[other] { $n } Karten warten im Stapel, und Karten helfen später
    }
# $n (int: 1 | 2 | 5)
magische_tiere-reason-shoe = { $n ->
        [one] damit die Kinder weitergehen: { $child } ist nur ein Feld vor dem Nachtwächter
       *[other] damit die Kinder weitergehen: { $child } ist { $n } Felder vor dem Nachtwächter
    }
# $n (int: 1 | 2 | 5), $walk (text: ein Feld | 2 Felder)
magische_tiere-reason-cap = { $n ->
        [one] der Dino passt auf keine andere Leiste; als erste Mütze auf seiner Leiste lässt er den Nachtwächter { $walk } laufen
       *[other] der Dino passt auf keine andere Leiste; mit { $n } Mützen auf seiner Leiste läuft der Nachtwächter { $walk }
    }
# $n (int: 1 | 2 | 5), $walk (text: ein Feld | 2 Felder)
magische_tiere-reason-cap_choice = { $n ->
        [one] der Dino könnte auch auf eine andere Leiste; als erste Mütze auf seiner Leiste lässt er den Nachtwächter { $walk } laufen
       *[other] der Dino könnte auch auf eine andere Leiste; mit { $n } Mützen auf seiner Leiste läuft der Nachtwächter { $walk }
    }
# $n (int: 0 | 1 | 3)
magische_tiere-reason-home = { $n ->
        [0] alle Kinder sind erwischt, jetzt kann nur noch Ida den Nachtwächter ablenken
        [one] ein Kind ist bei Silas, die anderen hat der Nachtwächter erwischt
       *[other] { $n } Kinder sind bei Silas, die anderen hat der Nachtwächter erwischt
    }
# $n (int: 1 | 2 | 9)
magische_tiere-reason-way = { $n ->
        [one] der Nachtwächter ist abgelenkt, und { $child } ist nur noch ein Feld von Silas entfernt
       *[other] der Nachtwächter ist abgelenkt, und { $child } hat noch { $n } Felder bis zu Silas
    }
# $n (int: 1 | 2 | 5), $walk (text: ein Feld | 2 Felder)
magische_tiere-reason-reroll = { $n ->
        [one] { $child } ist nur ein Feld vor dem Nachtwächter; zeigen die losen Würfel Mützen, kann er in dieser Runde höchstens { $walk } laufen
       *[other] { $child } ist { $n } Felder vor dem Nachtwächter; zeigen die losen Würfel Mützen, kann er in dieser Runde höchstens { $walk } laufen
    }
# $n (int: 1 | 2 | 6)
magische_tiere-reason-reroll_no_fit = { $n ->
        [one] der lose Würfel passt auf keine freie Leiste
       *[other] keiner der { $n } losen Würfel passt auf eine freie Leiste
    }
# $steps (int: 1 | 2 | 5)
magische_tiere-reason-step_home = { $steps ->
        [one] { $child } kann mit dem letzten Schritt Silas erreichen
       *[other] { $child } kann mit den { $steps } übrigen Schritten Silas erreichen
    }
# $n (int: 1 | 2 | 5)
magische_tiere-reason-step = { $n ->
        [one] { $child } ist nur ein Feld vor dem Nachtwächter
       *[other] { $child } ist { $n } Felder vor dem Nachtwächter
    }
magische_tiere-reason-stop = { $n ->
        [0] kein Kind kann weitergehen: Noch ist kein Wegplättchen hell
        [one] kein Kind kann weitergehen: Erst ein Wegplättchen ist hell
       *[other] kein Kind kann weitergehen: Erst { $n } Wegplättchen sind hell
    }
magische_tiere-reason-stop_nobody = kein Kind kann noch einen Schritt gehen
# $n (int: 2 | 5), $walk (text: kein Feld | ein Feld | 2 Felder), $steps (int: 1 | 3)
magische_tiere-reason-stop_safe = { $steps ->
        [one] den letzten Schritt braucht niemand, um dem Nachtwächter zu entkommen: Mit den Mützen, die jetzt auf seiner Leiste liegen, läuft er { $walk }, und { $child }, das Kind am nächsten bei ihm, ist { $n } Felder vor ihm
       *[other] die { $steps } übrigen Schritte braucht niemand, um dem Nachtwächter zu entkommen: Mit den Mützen, die jetzt auf seiner Leiste liegen, läuft er { $walk }, und { $child }, das Kind am nächsten bei ihm, ist { $n } Felder vor ihm
    }
# $n (int: 1 | 2), $walk (text: ein Feld | 2 Felder), $steps (int: 1 | 3)
magische_tiere-reason-stop_risk = { $n ->
        [one] { $steps ->
            [one] der letzte Schritt verfällt, obwohl { $child } nur ein Feld vor dem Nachtwächter ist und er mit den Mützen, die jetzt auf seiner Leiste liegen, { $walk } läuft
           *[other] die { $steps } übrigen Schritte verfallen, obwohl { $child } nur ein Feld vor dem Nachtwächter ist und er mit den Mützen, die jetzt auf seiner Leiste liegen, { $walk } läuft
        }
       *[other] { $steps ->
            [one] der letzte Schritt verfällt, obwohl { $child } nur { $n } Felder vor dem Nachtwächter ist und er mit den Mützen, die jetzt auf seiner Leiste liegen, { $walk } läuft
           *[other] die { $steps } übrigen Schritte verfallen, obwohl { $child } nur { $n } Felder vor dem Nachtwächter ist und er mit den Mützen, die jetzt auf seiner Leiste liegen, { $walk } läuft
        }
    }
# $n (int: 1 | 2 | 5), $walk (text: ein Feld | 2 Felder)
magische_tiere-reason-go = { $n ->
        [one] alle Würfel liegen auf der Ablagetafel; mit einer Mütze auf seiner Leiste läuft der Nachtwächter { $walk }
       *[other] alle Würfel liegen auf der Ablagetafel; mit { $n } Mützen auf seiner Leiste läuft der Nachtwächter { $walk }
    }
# $n (int: 1 | 2 | 5), $walk (text: ein Feld | 2 Felder)
magische_tiere-reason-go_catch = { $n ->
        [one] alle Würfel liegen auf der Ablagetafel; mit einer Mütze auf seiner Leiste läuft der Nachtwächter { $walk } und erwischt { $child }, wenn { $child } nicht vorher weitergeht
       *[other] alle Würfel liegen auf der Ablagetafel; mit { $n } Mützen auf seiner Leiste läuft der Nachtwächter { $walk } und erwischt { $child }, wenn { $child } nicht vorher weitergeht
    }
magische_tiere-reason-go_safe = alle Würfel liegen auf der Ablagetafel, und keine Mütze lässt den Nachtwächter laufen: Er bleibt stehen
# $n (int: 1 | 3)
magische_tiere-reason-go_rests = { $n ->
        [one] alle Würfel liegen auf der Ablagetafel; die Karte hält den Nachtwächter an, darum lässt ihn die Mütze auf seiner Leiste nicht laufen
       *[other] alle Würfel liegen auf der Ablagetafel; die Karte hält den Nachtwächter an, darum lassen ihn die { $n } Mützen auf seiner Leiste nicht laufen
    }
# $n (int: 1 | 2), $walk (text: ein Feld | 2 Felder)
magische_tiere-reason-back = { $n ->
        [one] { $child } ist nur ein Feld vor dem Nachtwächter, und mit den Mützen, die jetzt auf seiner Leiste liegen, läuft er { $walk }: Die Karte schickt ihn ein Feld zurück
       *[other] { $child } ist nur { $n } Felder vor dem Nachtwächter, und mit den Mützen, die jetzt auf seiner Leiste liegen, läuft er { $walk }: Die Karte schickt ihn ein Feld zurück
    }
# $n (int: 1 | 3), $walk (text: kein Feld | ein Feld)
magische_tiere-reason-back_loose = { $n ->
        [one] { $child } ist nur ein Feld vor dem Nachtwächter; mit den Mützen, die jetzt auf seiner Leiste liegen, läuft er { $walk }, aber die losen Würfel können noch Mützen bringen, und die Karte schickt ihn ein Feld zurück
       *[other] { $child } ist { $n } Felder vor dem Nachtwächter; mit den Mützen, die jetzt auf seiner Leiste liegen, läuft er { $walk }, aber die losen Würfel können noch Mützen bringen, und die Karte schickt ihn ein Feld zurück
    }
# $n (int: 3 | 6)
magische_tiere-reason-back_far = { $n ->
        [one] der Nachtwächter ist ein Feld hinter { $child }, und jedes Feld Abstand hilft
       *[other] der Nachtwächter ist { $n } Felder hinter { $child }, und jedes Feld Abstand hilft
    }
# $n (int: 1 | 2 | 5), $dice (int: 1 | 2), $walk (text: one field | 2 fields), $less (text: 0 fields | one field), $m (int: 0 | 1 | 2)
magische_tiere-reason-caps_card_less = { $n ->
         [one] { $dice ->
             [one] { $m ->
                 [0] mit einer Mütze auf seiner Leiste läuft der Nachtwächter { $walk }; landet der neu gewürfelte Würfel nicht wieder auf seiner Leiste, läuft er gar nicht
                *[other] mit einer Mütze auf seiner Leiste läuft der Nachtwächter { $walk }; landet der neu gewürfelte Würfel nicht wieder auf seiner Leiste, läuft er nur { $less }
            }
            *[other] { $m ->
                 [0] mit einer Mütze auf seiner Leiste läuft der Nachtwächter { $walk }; landen die neu gewürfelten Würfel nicht wieder auf seiner Leiste, läuft er gar nicht
                *[other] mit einer Mütze auf seiner Leiste läuft der Nachtwächter { $walk }; landen die neu gewürfelten Würfel nicht wieder auf seiner Leiste, läuft er nur { $less }
            }
        }
        *[other] { $dice ->
             [one] { $m ->
                 [0] mit { $n } Mützen auf seiner Leiste läuft der Nachtwächter { $walk }; landet der neu gewürfelte Würfel nicht wieder auf seiner Leiste, läuft er gar nicht
                *[other] mit { $n } Mützen auf seiner Leiste läuft der Nachtwächter { $walk }; landet der neu gewürfelte Würfel nicht wieder auf seiner Leiste, läuft er nur { $less }
            }
            *[other] { $m ->
                 [0] mit { $n } Mützen auf seiner Leiste läuft der Nachtwächter { $walk }; landen die neu gewürfelten Würfel nicht wieder auf seiner Leiste, läuft er gar nicht
                *[other] mit { $n } Mützen auf seiner Leiste läuft der Nachtwächter { $walk }; landen die neu gewürfelten Würfel nicht wieder auf seiner Leiste, läuft er nur { $less }
            }
        }
    }
# $n (int: 2 | 4), $dice (int: 1 | 2), $walk (text: ein Feld | 2 Felder), $less (text: ein Feld | 2 Felder)
magische_tiere-reason-caps_card_same = { $dice ->
        [one] mit einer Mütze weniger läuft der Nachtwächter immer noch { $walk }, aber der neu gewürfelte Würfel kann auf einer anderen Leiste landen
       *[other] mit { $dice } Mützen weniger läuft der Nachtwächter immer noch { $walk }, aber die neu gewürfelten Würfel können auf anderen Leisten landen
    }
# $n (int: 0 | 1 | 3), $walk (text: kein Feld | ein Feld | 2 Felder)
magische_tiere-reason-rests = { $n ->
        [0] auf der Nachtwächter-Leiste liegt noch keine Mütze, und die Karte hält ihn für alle Mützen dieser Runde an
        [one] mit einer Mütze auf seiner Leiste würde der Nachtwächter { $walk } laufen; die Karte hält ihn in dieser Runde an
       *[other] mit { $n } Mützen auf seiner Leiste würde der Nachtwächter { $walk } laufen; die Karte hält ihn in dieser Runde an
    }
# $n (int: 1 | 2 | 5)
magische_tiere-reason-turn_card = { $n ->
        [one] der Würfel zeigt { $faces } und kann etwas Nützlicheres werden
       *[other] die Würfel zeigen { $faces }, und einer davon kann etwas Nützlicheres werden
    }
# $free (int: 0 | 1 | 3)
magische_tiere-reason-turn = { $free ->
        [0] die Leiste für „{ $target }“ hat kein freies Feld, ein Würfel mit diesem Bild kann also nicht hin
        [one] die Leiste für „{ $target }“ hat ein freies Feld
       *[other] die Leiste für „{ $target }“ hat { $free } freie Felder
    }
# $n (int: 1 | 2 | 5), $walk (text: ein Feld | 2 Felder)
magische_tiere-reason-turn_cap = { $n ->
        [one] eine Mütze kommt sofort auf die Nachtwächter-Leiste: Als erste Mütze lässt sie ihn { $walk } laufen
       *[other] eine Mütze kommt sofort auf die Nachtwächter-Leiste: Mit { $n } Mützen läuft er { $walk }
    }
magische_tiere-reason-turn_joker = der Dino ist ein Joker und darf statt „{ $face }“ auf jede freie Leiste
# $n (int: 1 | 2 | 5)
magische_tiere-reason-done = { $n ->
        [one] der Würfel bleibt, wie er ist: { $faces }
       *[other] die Würfel bleiben, wie sie sind: { $faces }
    }
# $n (int: 1 | 2 | 4)
magische_tiere-reason-continue = { $n ->
        [one] ein Kind will noch zu Silas
       *[other] { $n } Kinder wollen noch zu Silas
    }
magische_tiere-reason-finish = Ida hat den Nachtwächter erreicht, und das gewinnt das Spiel
magische_tiere-reason-chance = der Zufall entscheidet

magische_tiere-ui-no_click = Hier gibt es gerade nichts anzuklicken. Jetzt ist dran: { $expected } – nutzt die Knöpfe.
magische_tiere-ui-choose_dice = Klickt erst die Würfel an, die ihr einsetzen wollt (oder eine Leiste: dann alle Würfel mit ihrem Symbol), dann „Auswahl einsetzen“.
magische_tiere-ui-joker_row = Der Dino ist ein Joker: Klickt die Leiste an, auf die er soll.
magische_tiere-ui-choose_turn = Klickt einen Würfel an und dann die Leiste mit dem Symbol, das er zeigen soll.
magische_tiere-ui-no_child = Auf diesem Feld steht kein Kind, das gehen kann.

## Das Labor: Tabellen und Bilder zu vielen gespielten Partien.

magische_tiere-lab-card = Karte
magische_tiere-lab-card_effect = Was sie tut
magische_tiere-lab-card_count = Anzahl (angenommen)
magische_tiere-lab-strategy = Strategie
magische_tiere-lab-games = Partien
magische_tiere-lab-ending-win = Sieg (%)
magische_tiere-lab-ending-narrow = Knapper Sieg (%)
magische_tiere-lab-ending-loss = Niederlage (%)
magische_tiere-lab-mean_turns = Runden im Durchschnitt
magische_tiere-lab-share = Anteil der Partien (%)
magische_tiere-lab-endings_title = Wie enden die Partien?
magische_tiere-lab-length_title = Wie lange dauern sie?
magische_tiere-lab-turns = Runden bis zum Ende
magische_tiere-lab-progress = Partien
magische_tiere-lab-caps = Mützen in einem Wurf
magische_tiere-lab-one_in = Wie oft? (ungefähr)
# $n (text: 3 | 46.656)
magische_tiere-lab-one_in_value = etwa 1 von { $n } Würfen
magische_tiere-lab-mostly = bei den meisten Würfen
magische_tiere-lab-never = nie
magische_tiere-lab-percent = Prozent
magische_tiere-lab-exact = Genau (von allen Möglichkeiten)
# $count (text: 15.625 | 1), $total (text: 46.656)
magische_tiere-lab-exact_value = { $count } von { $total }
# $dice (int: 1 | 6 | 7)
magische_tiere-lab-caps_title = { $dice ->
        [one] Wie viele Mützen bringt ein Wurf mit einem Würfel?
       *[other] Wie viele Mützen bringt ein Wurf mit { $dice } Würfeln?
    }
# $caps (int: 0 | 1 | 2) · $percent (text: 33,5 % | 0,0021 %)
magische_tiere-lab-caps_bar = { $caps ->
        [one] eine Mütze
       *[other] { $caps } Mützen
    }: { $percent }
# $dice (int: 1 | 6 | 7) · $bars (text: 0 Mützen: 33,5 %, eine Mütze: 40,2 %, 2 Mützen: 20,1 %)
magische_tiere-lab-caps_alt = { $dice ->
        [one] Ein Balkendiagramm für einen Wurf mit einem Würfel
       *[other] Ein Balkendiagramm für einen Wurf mit { $dice } Würfeln
    }: ein Balken für jede Zahl von Mützen. Je höher der Balken, desto öfter bringt ein Wurf so viele Mützen. Wie oft: { $bars }.
magische_tiere-lab-plot_alt = Zwei Diagramme nebeneinander. Links ein Balken für jede Spielweise, aufgeteilt danach, wie ihre Partien ausgingen. Rechts eine Linie für jede Spielweise: wie viele Partien wie viele Runden dauerten.

magische_tiere-error-row_done = { NOUN($row, det: "the", cap: "yes") } war in dieser Runde schon dran: Ein neu gewürfelter Würfel kann nicht mehr dorthin und wird noch einmal gewürfelt.

## Beim Laden eines Spielstands: was an einem Spielstand nicht stimmt. Die meisten Werte stehen so in
## der Datei. $tile (int: 1 | 11), $turn (int: 2 | 5), $players (int: 1 | 4), $item (text: jo | shoe),
## $phase (text: roll | steps), $ending (text: win | none), $resume (text: place, steps | steps), $part (text: lit | hand),
## $value (text: 12 | banana), $loose (int: 0 | 3), $rolled (int: 2 | 6), $caps (int: 1 | 2), $steps (int: 2 | 5),
## $turns (int: 3 | 12), $left (int: 1 | 2), $drew (int: 1 | 2), $at (text: auf Wegplättchen 3 | bei Silas),
## $watchman (text: auf dem roten Feld 2 | auf dem lila Feld 1), $ida (text: auf dem orangen Feld 3 | auf Wegplättchen 2),
## $lit (int: 3 | 11), $tiles (int: 11), $total (int: 7), $blue (int: 6), $white (int: 1), $found (int: 8 | 5),
## $tray (int: 4 | 6), $idle (int: 0 | 1), $pile (int: 2 | 1), $hand (int: 1 | 2), $drawn (int: 0 | 3), $most (int: 7 | 14),
## $expected (int: 1 | 3), $n (int: 1 | 3)

magische_tiere-save-at-start = auf dem lila Startfeld
# $tile (int: 1 | 4)
magische_tiere-save-at-p = auf dem lila Feld { $tile }
magische_tiere-save-at-t = auf Wegplättchen { $tile }
magische_tiere-save-at-silas = bei Silas
# $tile (int: 1 | 5)
magische_tiere-save-at-r = auf dem roten Feld { $tile }
# $tile (int: 1 | 7)
magische_tiere-save-at-o = auf dem orangen Feld { $tile }
magische_tiere-save-setup = Die Aufstellung geht so nicht: Bei „{ $part }“ passt der Wert „{ $value }“ nicht.
# $turn (int: 3 | 4), $players (int: 1 | 2)
magische_tiere-save-turn = Spieler { $turn } soll an der Reihe sein, aber { $players ->
        [one] es spielt nur eine Person
       *[other] es spielen nur { $players } Personen
    } mit.
# $item (text: jo | eddie)
magische_tiere-save-caught_twice = „{ $item }“ steht zweimal bei den erwischten Kindern.
# $item (text: shoe | ida)
magische_tiere-save-covered_twice = Die Leiste „{ $item }“ steht zweimal bei den abgedeckten Leisten.
# $phase (text: roll | steps), $ending (text: win | loss)
magische_tiere-save-ending = Das Spiel ist in der Phase „{ $phase }“, aber beim Spielende steht „{ $ending }“: Nur ein beendetes Spiel hat ein Ende, und ein beendetes Spiel muss eins haben.
magische_tiere-save-resume = In der Phase „{ $phase }“ kann das Spiel nicht darauf warten, zu „{ $resume }“ zurückzukehren.
magische_tiere-save-roll_needs = Gleich sollen die blauen Würfel rollen, aber kein blauer Würfel liegt bereit, oder die Würfel zeigen schon etwas.
magische_tiere-save-roll_white_needs = Gleich soll der weiße Würfel rollen, aber er liegt nicht bereit, oder die anderen Würfel passen nicht dazu.
magische_tiere-save-place_needs = Beim Einsetzen müssen die gewürfelten Würfel genau die losen Würfel sein. Lose blaue Würfel: { $loose }, blaue Würfel mit einem Symbol: { $rolled }.
# $phase (text: ready | steps), $loose (int: 0 | 1 | 3)
magische_tiere-save-all_placed = In der Phase „{ $phase }“ müssen alle Würfel auf der Ablagetafel liegen, aber { $loose ->
        [0] ein Wurf ist noch nicht eingesetzt.
        [one] ein Würfel ist noch lose.
       *[other] { $loose } Würfel sind noch lose.
    }
magische_tiere-save-forced = „forced“ heißt: Mit einer Karte neu gewürfelte Würfel müssen eingesetzt werden. Das geht nur, solange Würfel eingesetzt werden.
magische_tiere-save-caps_now = „caps_now“ zählt die Mützen des Wurfs, der gerade eingesetzt wird. Jetzt gibt es keinen solchen Wurf, also muss dort 0 stehen, nicht { $caps }.
magische_tiere-save-caps_now_count = „caps_now“ zählt die Mützen dieses Wurfs ({ $n }), aber auf der Nachtwächter-Leiste und bei den losen Würfeln liegen weniger Mützen.
# $turns (int: 0 | 2)
magische_tiere-save-turns_left = Bei „turns_left“ steht { $turns }: Nur während eine Karte Würfel dreht, können Drehungen übrig sein, und dann mindestens eine.
magische_tiere-save-steps_none = Die Kinder verteilen Schritte, aber es sind keine Schritte mehr übrig.
# $phase (text: roll | ready)
magische_tiere-save-steps_left = Übrige Schritte: { $steps }. Aber in der Phase „{ $phase }“ verteilt niemand Schritte.
magische_tiere-save-acting = „acting“ und „row“ passen nicht zusammen: Die Aktionen laufen genau dann, wenn eine der Leisten an der Reihe ist.
magische_tiere-save-not_acting = Noch ist keine Leiste an der Reihe, also kann keine Aktion übrig sein (hier: { $left }) und keine Karte gezogen worden sein (hier: { $drew }).
magische_tiere-save-draw_needs = Eine Karte wird nur gezogen, wenn die Karten-Leiste an der Reihe ist und noch eine Karte ziehen darf.
magische_tiere-save-acting_roll = Während der Aktionen wird nur gewürfelt, wenn eine Karte direkt nach der Karten-Leiste Mützen zurückgeschickt hat.
magische_tiere-save-acting_ready = Die Aktionen halten nur nach der Karten-Leiste an, für die eben gezogenen Karten.
magische_tiere-save-white_twice = Der weiße Würfel ist an zwei Stellen zugleich: auf der Ablagetafel und lose, oder zweimal auf der Ablagetafel.
magische_tiere-save-white_not_earned = Der weiße Würfel wird benutzt, aber er liegt noch auf dem Zielplättchen bei Silas: Noch kein Kind ist bei Silas angekommen.
magische_tiere-save-dice_count = Im Spiel gibt es { $total } Würfel, { $blue } blaue und { $white ->
        [one] einen weißen
       *[other] { $white } weiße
    }. Hier sind es aber { $found }: { $tray ->
        [0] keiner auf der Ablagetafel
       *[other] { $tray } auf der Ablagetafel
    }, { $loose ->
        [0] keiner lose
       *[other] { $loose } lose
    } und { $idle ->
        [0] keiner zur Seite gelegt
       *[other] { $idle } zur Seite gelegt
    }.
# $found (int: 7 | 8)
magische_tiere-save-blue_count = Es gibt nur { $blue } blaue Würfel, aber hier sind es { $found }, auf der Ablagetafel und lose.
magische_tiere-save-cap_not_placed = { $n ->
        [one] Ein loser Würfel zeigt eine Mütze
       *[other] { $n } lose Würfel zeigen eine Mütze
    }, obwohl auf der Nachtwächter-Leiste Platz ist: Mützen kommen sofort dorthin.
magische_tiere-save-ida_dice_early = Auf der Ida-Leiste { $n ->
        [one] liegt ein Würfel
       *[other] liegen { $n } Würfel
    }, aber Ida wartet noch auf der Ablagetafel: Ihre Leiste ist abgedeckt, bis sie ins Spiel kommt.
# $n (int: 3 | 4), $value (int: 1 | 2)
magische_tiere-save-left = Übrige Aktionen { NOUN($row, case: "gen", det: "the") }: { $n }. Aber die Leiste zeigt nur { $value }.
# $pile (int: 1 | 2), $hand (int: 2 | 3), $total (int: 2 | 1)
magische_tiere-save-card_count = Zu viele Karten „{ $card }“: { $pile } im Stapel und { $hand } vor euch, aber im Spiel gibt es nur { $total }.
# $n (int: 2), $drawn (int: 0 | 1)
magische_tiere-save-drew = Karten in dieser Runde gezogen: { $n }. Aber im ganzen Spiel { $drawn ->
        [0] wurde noch keine Karte vom Stapel genommen.
        [one] wurde nur eine Karte vom Stapel genommen.
       *[other] wurden nur { $drawn } Karten vom Stapel genommen.
    }
# $n (int: 3), $value (int: 1 | 2)
magische_tiere-save-drew_row = Karten in dieser Runde gezogen und noch zu ziehen: { $n }. Aber die Karten-Leiste erlaubt nur { $value }.
magische_tiere-save-no_card_for_resting = Der Nachtwächter bleibt in dieser Runde stehen, aber keine Karte „{ -magische_tiere-card-watchman_rests }“ wurde genutzt.
# $card (noun magische_tiere.card.reroll_cap)
magische_tiere-save-no_card_for_forced = Mützen wurden mit einer Karte neu gewürfelt, aber keine solche Karte wurde genutzt, wie zum Beispiel „{ $card }“.
# $card (noun magische_tiere.card.turn)
magische_tiere-save-no_card_for_turning = Würfel werden mit einer Karte gedreht, aber keine solche Karte wurde genutzt, wie zum Beispiel „{ $card }“.
# $at (text: auf Wegplättchen 6 | auf Wegplättchen 9), $lit (count)
magische_tiere-save-child_dark = { $child } steht { $at }, aber das Plättchen ist noch dunkel: { $lit ->
        [0] Noch ist kein Wegplättchen hell
        [one] Erst ein Wegplättchen ist hell
       *[other] Erst { $lit } Wegplättchen sind hell
    }, und Kinder dürfen nur auf helle Plättchen laufen.
# $lit (int: 3 | 10)
magische_tiere-save-child_dark_silas = { $child } ist bei Silas, aber nur { $lit } von { $tiles } Wegplättchen sind hell. Der Weg zu Silas führt über alle.
# $at (text: auf Wegplättchen 6 | auf Wegplättchen 9), $lit (count)
magische_tiere-save-ida_dark = Ida steht { $at }, aber das Plättchen ist noch dunkel: { $lit ->
        [0] Noch ist kein Wegplättchen hell
        [one] Erst ein Wegplättchen ist hell
       *[other] Erst { $lit } Wegplättchen sind hell
    }, und Ida darf nur auf helle Plättchen laufen.
# $lit (int: 3 | 10)
magische_tiere-save-ida_dark_silas = Ida ist bei Silas, aber nur { $lit } von { $tiles } Wegplättchen sind hell. Der Weg zu Silas führt über alle.
# $watchman (text: auf dem roten Feld 2 | auf dem roten Feld 4)
magische_tiere-save-caught_early = { $child } gilt als erwischt, aber der Nachtwächter steht { $watchman } und war noch nie auf dem lila Startfeld: Erst ab dort erwischt er Kinder.
magische_tiere-save-caught_ahead = { $child } wurde { $at } erwischt, aber der Nachtwächter steht erst { $watchman }: Er erwischt ein Kind auf seinem Feld oder wenn er an ihm vorbeiläuft.
magische_tiere-save-caught_at_silas = { $child } gilt bei Silas als erwischt, aber dort erwischt der Nachtwächter Kinder nur, wenn er ankommt, und dann ist das Spiel verloren.
# $at (text: auf dem lila Feld 2 | auf Wegplättchen 3), $watchman (text: auf Wegplättchen 3 | auf Wegplättchen 5)
magische_tiere-save-child_not_caught = { $child } steht { $at }, aber der Nachtwächter steht schon { $watchman }, also genauso weit oder weiter vorn. Er hätte { $child } schon erwischt.
# $watchman (text: auf dem lila Startfeld | auf Wegplättchen 2)
magische_tiere-save-ida_not_entered = Der Nachtwächter steht { $watchman }, also muss Ida im Spiel sein: Sie kommt ins Spiel, sobald er das lila Startfeld erreicht. Bis dahin wartet sie auf der Ablagetafel, und ihre Leiste bleibt abgedeckt.
magische_tiere-save-variant_without_ida = Das Spiel geht weiter, nachdem Ida den Nachtwächter abgelenkt hat, aber Ida ist gar nicht im Spiel.
# $watchman (text: auf dem roten Feld 2 | auf dem roten Feld 4)
magische_tiere-save-ida_too_early = Ida steht { $ida }, aber der Nachtwächter steht { $watchman } und war noch nie auf dem lila Startfeld: Bis dahin wartet Ida auf der Ablagetafel.
# $watchman (text: auf dem roten Feld 2 | auf Wegplättchen 4)
magische_tiere-save-not_met = Ida steht { $ida } und hat den Nachtwächter, der { $watchman } steht, nicht erreicht. Aber laut Spielstand hat sie ihn abgelenkt.
# $ida (text: auf Wegplättchen 3 | auf Wegplättchen 5), $watchman (text: auf dem lila Feld 2 | auf Wegplättchen 3)
magische_tiere-save-ida_met = Ida steht { $ida } und der Nachtwächter { $watchman }: Sie hat ihn erreicht, also hätte sie ihn schon abgelenkt.
magische_tiere-save-watchman_at_silas = Der Nachtwächter ist bei Silas, aber das Spiel ist nicht verloren: Wenn er dort ankommt, endet das Spiel.
magische_tiere-save-variant_caught = Das Spiel geht weiter, nachdem Ida den Nachtwächter abgelenkt hat, aber { $child } gilt noch als erwischt: Ab dann fangen erwischte Kinder wieder auf dem lila Startfeld an.
magische_tiere-save-white_owned = Ihr habt den weißen Würfel, aber kein Kind ist bei Silas angekommen: Ihr bekommt ihn erst, wenn das erste Kind dort ankommt.
magische_tiere-save-white_not_taken = Ein Kind ist bei Silas, aber ihr habt den weißen Würfel nicht: Ihr nehmt ihn, sobald das erste Kind dort ankommt.
magische_tiere-save-steps_nobody = Die Kinder verteilen Schritte, aber kein Kind kann einen Schritt machen.
magische_tiere-save-covered-card = Die Karten-Leiste ist abgedeckt, aber im Stapel liegen noch Karten: Sie wird erst abgedeckt, wenn der Stapel leer ist.
magische_tiere-save-uncovered-card = Der Kartenstapel ist leer, aber die Karten-Leiste ist nicht abgedeckt: Sobald der Stapel leer ist, wird sie abgedeckt.
# $lit (int: 3 | 10)
magische_tiere-save-covered-light = Die Taschenlampen-Leiste ist abgedeckt, aber erst { $lit } von { $tiles } Wegplättchen sind hell: Sie wird erst abgedeckt, wenn alle hell sind.
magische_tiere-save-uncovered-light = Alle { $tiles } Wegplättchen sind hell, aber die Taschenlampen-Leiste ist nicht abgedeckt: Sobald alle hell sind, wird sie abgedeckt.
magische_tiere-save-covered-shoe = Die Schuh-Leiste ist abgedeckt, aber ein Kind ist noch unterwegs: Sie wird erst abgedeckt, wenn kein Kind mehr unterwegs ist.
magische_tiere-save-uncovered-shoe = Kein Kind ist mehr unterwegs, denn jedes ist erwischt oder bei Silas. Aber die Schuh-Leiste ist nicht abgedeckt.
magische_tiere-save-covered-cap = Die Nachtwächter-Leiste ist abgedeckt, aber ihr spielt nicht weiter, nachdem Ida den Nachtwächter abgelenkt hat: Nur dann wird sie abgedeckt.
magische_tiere-save-uncovered-cap = Ihr spielt weiter, nachdem Ida den Nachtwächter abgelenkt hat, aber die Nachtwächter-Leiste ist nicht abgedeckt.
magische_tiere-save-covered-ida = Die Ida-Leiste ist abgedeckt, aber Ida ist im Spiel: Ihre Leiste wird aufgedeckt, wenn sie ins Spiel kommt.
magische_tiere-save-uncovered-ida = Ida wartet noch auf der Ablagetafel, aber ihre Leiste ist nicht abgedeckt: Sie bleibt abgedeckt, bis Ida ins Spiel kommt.
magische_tiere-save-all_home = Alle vier Kinder sind bei Silas, aber das Spiel ist nicht zu Ende: Das ist doch der Sieg!
# $n (int: 0 | 1 | 3)
magische_tiere-save-win_not_home = Das Spiel gilt als gewonnen, aber nicht alle vier Kinder sind bei Silas: { $n ->
        [0] Noch ist kein Kind dort.
        [one] Nur ein Kind ist dort.
       *[other] Nur { $n } Kinder sind dort.
    }
# $n (int: 0 | 1 | 3)
magische_tiere-save-loss_not_caught = Das Spiel gilt als verloren, aber der Nachtwächter ist nicht bei Silas, oder nicht alle Kinder sind erwischt. { $n ->
        [0] Erwischt ist kein Kind.
        [one] Erwischt ist ein Kind.
       *[other] Erwischt sind { $n } Kinder.
    }
magische_tiere-save-variant_ending = Ihr habt weitergespielt, nachdem Ida den Nachtwächter abgelenkt hat: Dann kann das Spiel nur damit enden, dass alle Kinder bei Silas sind.
# $n (int: 9 | 12), $most (int: 4 | 7)
magische_tiere-save-steps_too_many = Übrige Schritte: { $n }. Aber die Schuh-Leiste und die genutzten Schritt-Karten geben höchstens { $most }.
magische_tiere-save-resume_missing = In der Phase „{ $phase }“ muss das Spiel wissen, wohin es danach zurückkehrt, aber bei „resume“ steht nichts.
magische_tiere-save-distracted_without_ida = Laut Spielstand hat Ida den Nachtwächter abgelenkt, aber Ida ist noch gar nicht im Spiel.
# $phase (text: steps | end), $row (int: -1 | 1)
magische_tiere-save-row_for_phase = In der Phase „{ $phase }“ ohne Karte muss eine der Leisten gerade an der Reihe sein: die Schuh-Leiste für Schritte, die Nachtwächter- oder Ida-Leiste, wenn Ida den Nachtwächter erreicht. Aber bei „row“ steht { $row }.
magische_tiere-save-draw_empty = Gleich soll eine Karte gezogen werden, aber der Stapel ist leer.
# $turns (int: 5), $players (int: 2 | 4), $expected (int: 2), $turn (int: 1)
magische_tiere-save-turn_order = Nach { $turns } beendeten Runden mit { $players ->
        [one] einem Spieler
       *[other] { $players } Spielern
    } ist im Uhrzeigersinn Spieler { $expected } an der Reihe, nicht Spieler { $turn }.

## Das Formular des Labors in der Lektion; was es ablehnt
magische_tiere-form-games = Partien pro Strategie
magische_tiere-form-seed = Würfel-Nummer (andere Nummer, andere Würfel)
magische_tiere-error-lab_no_strategy = Wähle mindestens eine Strategie aus.
# $most (int: 5000)
magische_tiere-error-lab_games = Das Labor spielt 1 bis { $most } Partien pro Strategie.
magische_tiere-error-lab_seed = Die Würfel-Nummer muss eine ganze Zahl sein.
