## Übungsaufgaben (boardtutor.practice): Fragen, die Antworten zur Wahl und warum die Antwort stimmt.
## $row (noun magische_tiere.row) · $card (noun magische_tiere.card) · $name (text: Lena | Tim) · $youngest (text: Mia)
## $action (text: Setzt 2 Schuhe ein, würfelt 1 Würfel neu) · $refusal (text: Die Nachtwächter-Leiste ist abgedeckt, dort kann kein Würfel hin.)
## $where (text: auf Wegplättchen 4) · $children (text: auf dem lila Startfeld) · $watchman (text: auf dem roten Feld 1)
## $count (count) · $rows (count) · $dice (count) · $steps (count) · $caps (count) · $drawn (count) · $blocked (count)
## $blue (int: 6) · $white (int: 0 | 1) · $lit (int: 0 | 1 | 4 | 11) · $moved (int: 0 | 2) · $before (int: 0 | 1 | 4) · $total (int: 1 | 2 | 3 | 11)

magische_tiere-practice-row = { NOUN($row, cap: "yes") }
magische_tiere-practice-none = Keine
magische_tiere-practice-nobody = Niemand

magische_tiere-practice-start_fields-question_both = Das Spiel ist aufgebaut. Klicke das Feld an, auf dem die vier Kinder beginnen, und das Feld, auf dem der Nachtwächter beginnt.
magische_tiere-practice-start_fields-question_children = Das Spiel ist aufgebaut. Klicke das Feld an, auf dem die vier Kinder beginnen.
magische_tiere-practice-start_fields-question_watchman = Das Spiel ist aufgebaut. Klicke das Feld an, auf dem der Nachtwächter beginnt.
magische_tiere-practice-start_fields-why = Die Kinder beginnen zusammen { $children }, der Nachtwächter { $watchman }.

magische_tiere-practice-covered_start-question = Gleich geht das Spiel los. Welche Leisten der Würfelablage sind abgedeckt?
magische_tiere-practice-covered_start-why = Am Anfang wartet Ida auf der Würfelablage, darum ist ihre Leiste abgedeckt; alle anderen Leisten sind offen.

magische_tiere-practice-dark_start-question = Das Spiel ist aufgebaut. Wie viele dunkle Wegplättchen liegen zwischen den lila Feldern und Silas?
magische_tiere-practice-dark_start-why = { $count ->
        [one] Ein Wegplättchen führt zu Silas, noch dunkel.
       *[other] { $count } Wegplättchen führen zu Silas, alle noch dunkel.
    }

magische_tiere-practice-pile_start-question = Das Spiel ist aufgebaut. Wie viele Karten liegen verdeckt im Stapel?
magische_tiere-practice-pile_start-why = { $count ->
        [one] Die eine Karte liegt verdeckt im Stapel.
       *[other] Alle { $count } Karten werden gemischt und liegen verdeckt im Stapel.
    }

magische_tiere-practice-first-question = { $youngest } ist am jüngsten am Tisch. Wer würfelt zuerst?
magische_tiere-practice-first-why = Wer am jüngsten ist, fängt an: { $name }.

magische_tiere-practice-dice_rolled-question = Ein neuer Zug beginnt. Mit wie vielen Würfeln wird jetzt gewürfelt?
magische_tiere-practice-dice_rolled-why = { $white ->
        [0] Ihr würfelt mit allen { $blue } blauen Würfeln zusammen.
       *[other] Ihr würfelt mit allen { $blue } blauen Würfeln zusammen und mit dem weißen Würfel dazu.
    }

magische_tiere-practice-allowed-question = Was davon dürft ihr jetzt tun? Wähle alles, was erlaubt ist.
magische_tiere-practice-allowed-why = „{ $action }“ ist nicht erlaubt: { $refusal }

magische_tiere-practice-reroll_count-question = Ihr entscheidet euch für: „{ $action }“. Mit wie vielen Würfeln wird danach gewürfelt?
magische_tiere-practice-reroll_count-why_reroll = { $count ->
        [one] Ein Würfel ist noch lose: Was auf keine Leiste passt oder nicht eingesetzt wird, wird neu gewürfelt.
       *[other] { $count } Würfel sind noch lose: Was auf keine Leiste passt oder nicht eingesetzt wird, wird neu gewürfelt.
    }
magische_tiere-practice-reroll_count-why_placed_stay = { $count ->
        [one] Nur ein Würfel wird neu gewürfelt: Die Würfel auf der Ablage bleiben liegen.
       *[other] Nur die { $count } losen Würfel werden neu gewürfelt: Die Würfel auf der Ablage bleiben liegen.
    }

magische_tiere-practice-next-question = Ihr entscheidet euch für: „{ $action }“. Was passiert als Nächstes?
magische_tiere-practice-next-roll = Die losen Würfel werden neu gewürfelt.
magische_tiere-practice-next-actions = Die Leisten fangen an zu wirken.
magische_tiere-practice-next-why_ready = Jetzt liegen alle Würfel auf der Ablage, also ist das Würfeln vorbei und die Aktionen beginnen.
magische_tiere-practice-next-why_roll = { $count ->
        [one] Ein Würfel ist noch lose, also wird weitergewürfelt.
       *[other] { $count } Würfel sind noch lose, also wird weitergewürfelt.
    }

magische_tiere-practice-row_count-question = Alle Würfel sind eingesetzt. Wie viele Aktionen bringt { NOUN($row, det: "the") }?
magische_tiere-practice-row_count-why = { $dice ->
        [0] { NOUN($row, det: "the", cap: "yes") } hat keinen Würfel, also passiert dort in diesem Zug nichts.
        [one] Neben dem einen Würfel auf { NOUN($row, case: "dat", det: "the") } steht die Zahl { $count }: so viele Aktionen.
       *[other] Neben dem letzten der { $dice } Würfel auf { NOUN($row, case: "dat", det: "the") } steht die Zahl { $count }: so viele Aktionen.
    }

magische_tiere-practice-first_row-question = Alle Würfel sind eingesetzt. Welche dieser Leisten ist zuerst dran?
magische_tiere-practice-first_row-why = Die Leisten sind von oben nach unten dran, also kommt { NOUN($row, det: "the") } zuerst.

magische_tiere-practice-next_player-question = { $name } ist am Zug, und alle Würfel sind eingesetzt. Wer ist nach den Aktionen am Zug?
magische_tiere-practice-next_player-why = Nach den Aktionen wandern die Würfel im Uhrzeigersinn weiter: Dann ist { $name } am Zug.

magische_tiere-practice-cards_after-question = { $count ->
        [0] Ihr habt noch keine Karte.
        [one] Ihr habt eine Karte.
       *[other] Ihr habt { $count } Karten.
    } Wie viele Karten habt ihr nach den Aktionen, wenn ihr keine ausspielt?
magische_tiere-practice-cards_after-why = { $drawn ->
        [one] Die Karten-Leiste bringt eine Karte vom Stapel
       *[other] Die Karten-Leiste bringt { $drawn } Karten vom Stapel
    }, also habt ihr dann { $count }.

magische_tiere-practice-covered_after-question = Alle Würfel sind eingesetzt. Welche Leisten sind nach den Aktionen abgedeckt (wenn ihr keine Karte ausspielt)?
magische_tiere-practice-covered_after-why = { $rows ->
        [0] Nach den Aktionen ist keine Leiste abgedeckt.
        [one] Nach den Aktionen ist eine Leiste abgedeckt.
       *[other] Nach den Aktionen sind { $rows } Leisten abgedeckt.
    }

magische_tiere-practice-lit_after-question = { $lit ->
        [0] Noch ist kein Wegplättchen beleuchtet.
        [one] Ein Wegplättchen ist beleuchtet.
       *[other] { $lit } Wegplättchen sind beleuchtet.
    } Wie viele sind es nach den Aktionen (wenn ihr keine Karte ausspielt; ob die Kinder gehen oder nicht)?
magische_tiere-practice-lit_after-why = { $count ->
        [0] Es lässt sich kein Plättchen mehr umdrehen, also bleiben es { $lit }.
        [one] Ein weiteres Plättchen wird umgedreht: Jetzt { $lit ->
            [one] ist eins
           *[other] sind { $lit }
        } beleuchtet.
       *[other] { $count } weitere Plättchen werden umgedreht: Jetzt { $lit ->
            [one] ist eins
           *[other] sind { $lit }
        } beleuchtet.
    }

magische_tiere-practice-watchman_after-question = Alle Würfel sind eingesetzt. Klicke das Feld an, auf dem der Nachtwächter nach den Aktionen steht (wenn ihr keine Karte ausspielt).
magische_tiere-practice-watchman_rests-question = { $caps ->
        [one] Eine Mütze liegt auf der Nachtwächter-Leiste.
       *[other] { $caps } Mützen liegen auf der Nachtwächter-Leiste.
    } Ihr spielt die Karte „{ NOUN($card) }“ aus. Klicke das Feld an, auf dem der Nachtwächter nach den Aktionen steht (ob die Kinder gehen oder nicht).
magische_tiere-practice-watchman_after-why = { $moved ->
        [0] Der Nachtwächter geht nicht weiter und bleibt { $where }.
        [one] Der Nachtwächter geht ein Feld weiter und steht { $where }.
       *[other] Der Nachtwächter geht { $moved } Felder weiter und steht { $where }.
    }

magische_tiere-practice-caught-question = Alle Würfel sind eingesetzt. Welche Kinder fängt der Nachtwächter während der Aktionen (wenn ihr keine Karte ausspielt)?
magische_tiere-practice-caught-why = { $count ->
        [0] Er erreicht kein Feld mit einem Kind, also wird niemand gefangen.
        [one] Er landet auf einem Kind oder geht an ihm vorbei, und dieses Kind ist gefangen.
       *[other] Er landet auf { $count } Kindern oder geht an ihnen vorbei, und sie sind gefangen.
    }

magische_tiere-practice-ida_after-question = Alle Würfel sind eingesetzt. Klicke an, wo Ida nach den Aktionen steht (wenn ihr keine Karte ausspielt; ob die Kinder gehen oder nicht).
magische_tiere-practice-ida_after-why_ida_action = Ida geht nur auf Felder und beleuchtete Plättchen; nach ihrer Leiste steht sie { $where }.
magische_tiere-practice-ida_after-why_enter = Der Nachtwächter erreicht das lila Fußspuren-Feld, also kommt Ida ins Spiel: Sie steht { $where }.
magische_tiere-practice-ida_after-question_card = Ihr spielt die Karte „{ NOUN($card) }“ aus. Klicke an, wo Ida dann steht.
magische_tiere-practice-ida_after-why_card = Das Feld vor Ida darf betreten werden, also geht sie weiter und steht { $where }.

magische_tiere-practice-ending-question = Alle Würfel sind eingesetzt. Was passiert während der Aktionen (wenn ihr keine Karte ausspielt)?
magische_tiere-practice-ending-goes_on = Das Spiel geht weiter.
magische_tiere-practice-ending-win = Alle Kinder sind bei Silas: Alle gewinnen.
magische_tiere-practice-ending-narrow = Ida lenkt den Nachtwächter ab: Alle gewinnen.
magische_tiere-practice-ending-loss = Der Nachtwächter erreicht Silas: Alle verlieren.
magische_tiere-practice-ending-why_goes_on = In diesem Zug endet das Spiel nicht, also geht es weiter.
magische_tiere-practice-ending-why_win = Alle vier Kinder haben Silas erreicht, also gewinnt ihr zusammen.
magische_tiere-practice-ending-why_narrow = { $count ->
        [0] Ida holt den Nachtwächter ein und lenkt ihn ab, also habt ihr gewonnen.
        [one] Ida holt den Nachtwächter ein und lenkt ihn ab, also habt ihr gewonnen – knapp, denn er hat schon ein Kind gefangen.
       *[other] Ida holt den Nachtwächter ein und lenkt ihn ab, also habt ihr gewonnen – knapp, denn er hat schon { $count } Kinder gefangen.
    }
magische_tiere-practice-ending-why_loss = Der Nachtwächter hat alle Kinder gefangen und erreicht Silas: Das Spiel ist verloren.

magische_tiere-practice-last-question = Ihr entscheidet euch für: „{ $action }“. Was passiert?

magische_tiere-practice-walkers-question = { $steps ->
        [one] Ihr habt einen Schritt.
       *[other] Ihr habt { $steps } Schritte.
    } Klicke jedes Feld mit einem Kind an, das einen Schritt gehen darf.
magische_tiere-practice-walkers-why = { $blocked ->
        [0] Jedes Kind auf dem Weg darf auf das nächste Feld gehen.
        [one] Ein Kind steht vor einem dunklen Plättchen und darf es nicht betreten.
       *[other] { $blocked } Kinder stehen vor einem dunklen Plättchen und dürfen es nicht betreten.
    }

magische_tiere-practice-white-question = Ihr entscheidet euch für: „{ $action }“. Bekommt ihr damit den weißen Würfel?
magische_tiere-practice-white-yes = Ja
magische_tiere-practice-white-no = Nein
magische_tiere-practice-white-why_new = Das ist das erste Kind bei Silas, also gehört euch jetzt der weiße Würfel und wird ab sofort mitgewürfelt.
magische_tiere-practice-white-why_had = Schon vorher hat ein Kind Silas erreicht, der weiße Würfel gehört euch also schon.

magische_tiere-practice-light_card-question = { $before ->
        [0] Noch ist kein Wegplättchen beleuchtet.
        [one] Ein Wegplättchen ist beleuchtet.
       *[other] { $before } Wegplättchen sind beleuchtet.
    } Ihr spielt die Karte „{ NOUN($card) }“ aus. Wie viele Plättchen sind dann beleuchtet?
magische_tiere-practice-light_card-why = { $count ->
        [one] Die Karte dreht ein dunkles Plättchen um: Jetzt { $total ->
            [one] ist eins
           *[other] sind { $total }
        } beleuchtet.
       *[other] Die Karte dreht { $count } dunkle Plättchen um: Jetzt { $total ->
            [one] ist eins
           *[other] sind { $total }
        } beleuchtet.
    }

magische_tiere-practice-steps_card-question = { $before ->
        [0] Die Kinder haben keinen Schritt mehr.
        [one] Die Kinder haben noch einen Schritt.
       *[other] Die Kinder haben noch { $before } Schritte.
    } Ihr spielt die Karte „{ NOUN($card) }“ aus. Wie viele Schritte dürfen sie jetzt gehen?
magische_tiere-practice-steps_card-why = { $total ->
        [one] Mit der Karte haben die Kinder einen Schritt.
       *[other] Mit der Karte haben die Kinder { $total } Schritte, die sie beliebig aufteilen dürfen.
    }

magische_tiere-practice-back_card-question = Ihr spielt die Karte „{ NOUN($card) }“ aus. Klicke das Feld an, auf dem der Nachtwächter dann steht.
magische_tiere-practice-back_card-why = Der Nachtwächter geht ein Feld zurück und steht { $where }.

magische_tiere-practice-card_gone-question = { $count ->
        [one] Ihr habt eine Karte.
       *[other] Ihr habt { $count } Karten.
    } Ihr spielt die Karte „{ NOUN($card) }“ aus. Wie viele Karten habt ihr dann?
magische_tiere-practice-card_gone-why = { $count ->
        [0] Die Karte wirkt einmal und ist dann aus dem Spiel, also bleibt keine Karte.
        [one] Die Karte wirkt einmal und ist dann aus dem Spiel, also bleibt eine Karte.
       *[other] Die Karte wirkt einmal und ist dann aus dem Spiel, also bleiben { $count } Karten.
    }

magische_tiere-practice-keep-question = Auf der Karten-Leiste liegt in diesem Zug kein Würfel. Dürft ihr eure Karte „{ NOUN($card) }“ jetzt ausspielen?
magische_tiere-practice-keep-why_yes = Eine Karte, die ihr habt, dürft ihr auch später ausspielen, sogar in einem Zug ohne Karten-Würfel.
magische_tiere-practice-keep-why_no = Ihr dürft die Karte behalten, aber gerade würde die Karte „{ NOUN($card) }“ nichts bewirken.
