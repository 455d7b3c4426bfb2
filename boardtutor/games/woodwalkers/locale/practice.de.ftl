## Übungen (boardtutor.practice): Fragen, die Antworten zur Wahl, und warum die Antwort stimmt.
## $name (seat) · $other (seat) · $viewer (seat) · $marker (seat) · $challenger (seat) · $defender (seat)
## $animal (noun woodwalkers.animal) · $c_animal (noun woodwalkers.animal) · $d_animal (noun woodwalkers.animal) · $category (noun woodwalkers.category)
## $die (int: 1 | 4) · $c_die (int: 2 | 6) · $d_die (int: 1 | 5) · $field (text: b2 | e5) · $origin (text: e5) · $target (text: e7)
## $count (count) · $steps (count) · $left (count) · $wounds (count) · $gain (count) · $points (count)
## $move (text: Blau zieht den Wolf von e5 auf e7, wo der Otter von Orange steht.)
## $score (count) · $value (int: 2 | 5) · $card (int: 3 | 6) · $total (int: 7 | 20) · $c_total (int: 9) · $d_total (int: 8) · $track (int: 40)

woodwalkers-practice-yes = Ja
woodwalkers-practice-no = Nein
woodwalkers-practice-category = { NOUN($category, cap: "yes") }
woodwalkers-practice-animal = { NOUN($animal, cap: "yes") }

woodwalkers-practice-setup_forest-question = Das Spiel ist aufgebaut. Klicke alle Felder an, auf denen ein Wald-Plättchen verdeckt liegt.
woodwalkers-practice-setup_forest-why = Zu Beginn liegen { $count } Wald-Plättchen verdeckt auf dem Plan, auf jedem hellen Feld eins.

woodwalkers-practice-score_start-question = Das Spiel fängt gleich an. Wie viele Punkte hat { $name }?
woodwalkers-practice-score_start-why = Alle Zählsteine beginnen auf dem Startfeld der Punkteleiste; { $name } hat also noch keine Punkte.

woodwalkers-practice-start_fields-question = Klicke die Startfelder von { $name } an.
woodwalkers-practice-start_fields-why = Die Tiere von { $name } stehen auf den { $count } Startfeldern dieser Farbe.

woodwalkers-practice-card_value-question = { $viewer } möchte wissen, welchen Wert { NOUN($animal, det: "the") } von { $name } in der Kategorie { $category } hat. Darf { $viewer } auf die Karte schauen?
woodwalkers-practice-card_value-why = Die Tier-Karten liegen offen vor ihren Besitzern; alle dürfen jeden Wert sehen, auch die Werte { NOUN($animal, case: "gen", det: "the") } von { $name }.
woodwalkers-practice-card_value-question_night = Ein Spiel bei Nacht: Die Tiere liegen verdeckt. { $viewer } möchte wissen, welchen Wert { NOUN($animal, det: "the") } von { $name } in der Kategorie { $category } hat. Darf { $viewer } auf die Karte schauen?
woodwalkers-practice-card_value-why_night = Bei Nacht liegen nur die Tiere verdeckt; die Tier-Karten liegen weiter offen, und alle dürfen jeden Wert sehen.
woodwalkers-practice-card_value-open = Ja: Die Karten liegen für alle offen.
woodwalkers-practice-card_value-owner_only = Nein: Nur wem die Karten gehören, darf sie ansehen.
woodwalkers-practice-card_value-after_duel = Erst wenn das Tier ein Duell gekämpft hat.
woodwalkers-practice-battle_mode-question = Der Aufbau ist fertig: Drei Kampfmodus-Plättchen liegen offen aus. Wie viele liegen noch im verdeckten Stapel?
woodwalkers-practice-battle_mode-why = Von den { $total } Kampfmodus-Plättchen liegen drei offen aus; im Stapel sind also noch { $count }.

woodwalkers-practice-youngest-question = { $name } ist am jüngsten. Wer wählt den ersten Kampfmodus?
woodwalkers-practice-youngest-why = Wer am jüngsten ist, bekommt den Kampfmodus-Marker und wählt zuerst: { $name }.

woodwalkers-practice-choose-question = { $name } hat den Marker und wählt den Kampfmodus. Welche Kategorien kann { $name } wählen? Wähle alle aus.
woodwalkers-practice-choose-why = Wählen kann man nur die Plättchen, die offen ausliegen; das sind { $count }.

woodwalkers-practice-refill-question = { $name } hat den Kampfmodus gewählt. Wenn die Auslage wieder aufgefüllt ist: Wie viele Plättchen liegen dann noch im Stapel?
woodwalkers-practice-refill-why = Ein Plättchen kommt vom Stapel in die Auslage; im Stapel bleiben { $count }.

woodwalkers-practice-first_roller-question = { $name } hat den Kampfmodus gewählt. Wer würfelt in dieser Runde zuerst?
woodwalkers-practice-first_roller-why = Es beginnt, wer links von { $marker } sitzt: { $name }.

woodwalkers-practice-reach-question = { $name } hat eine { $die } gewürfelt. Klicke alle Felder an, die { NOUN($animal, det: "the") } auf { $field } erreichen kann.
woodwalkers-practice-reach-why = Mit einer { $die } darf { NOUN($animal, det: "the") } auf { $field } höchstens { $die ->
        [one] einen Schritt
       *[other] { $die } Schritte
    } gehen; so { $count ->
        [one] ist ein Feld
       *[other] sind { $count } Felder
    } erreichbar.

woodwalkers-practice-stop_early-question = { $name } hat eine { $die } gewürfelt und zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } nach { $target }: { $steps ->
        [one] einen Schritt
       *[other] { $steps } Schritte
    }. Was wird aus { $left ->
        [one] dem übrigen Schritt
       *[other] den { $left } übrigen Schritten
    }?
woodwalkers-practice-stop_early-lost = { $left ->
        [one] Er verfällt.
       *[other] Sie verfallen.
    }
woodwalkers-practice-stop_early-other_animal = Ein anderes Tier darf { $left ->
        [one] ihn
       *[other] sie
    } gehen.
woodwalkers-practice-stop_early-next_turn = { $left ->
        [one] Er bleibt
       *[other] Sie bleiben
    } für den nächsten Zug.
woodwalkers-practice-stop_early-why = Man muss nicht so weit ziehen, wie der Würfel zeigt; { $left ->
        [one] der übrige Schritt verfällt
       *[other] die { $left } übrigen Schritte verfallen
    }.

woodwalkers-practice-skip-question = { $name } will nicht würfeln. Wer ist als Nächstes dran?
woodwalkers-practice-skip-why = Wer aufs Würfeln verzichtet, beendet den Zug sofort; als Nächstes ist { $name } dran.

woodwalkers-practice-may_move-question = { $name } hat eine { $die } gewürfelt. Darf { NOUN($animal, det: "the") } von { $origin } nach { $target } ziehen?
woodwalkers-practice-may_move-allowed = Ja, der Zug ist erlaubt.
woodwalkers-practice-may_move-too_far = Nein, das ist für den Würfel zu weit.
woodwalkers-practice-may_move-slant = Nein, Tiere ziehen nie schräg.
woodwalkers-practice-may_move-jump = Nein, der Weg ist versperrt, und Tiere dürfen nicht springen.
woodwalkers-practice-may_move-own_animal = Nein, dort steht schon ein Tier derselben Person.
woodwalkers-practice-may_move-foreign_start = Nein, das ist ein Startfeld einer anderen Farbe.
woodwalkers-practice-may_move-back_to_start = Nein, ein Tier darf nicht auf seine Startfelder zurück.
woodwalkers-practice-may_move-straight_line = Nein, ein Tier muss geradeaus ziehen.
woodwalkers-practice-may_move-whole_roll = Nein, das Tier muss den ganzen Wurf ausnutzen.
# $diagonal (int: 2 | 3)
woodwalkers-practice-may_move-slant_why = Schräg wäre { $target } nur { $diagonal ->
        [one] einen Schritt
       *[other] { $diagonal } Schritte
    } entfernt, aber Tiere ziehen nur nach oben, unten, links oder rechts: So sind es { $steps }, mehr als die gewürfelte { $die }.
woodwalkers-practice-may_move-turns = Ja: Der Weg nach { $target } biegt ab, und Tiere dürfen unterwegs so oft abbiegen, wie sie wollen. Er ist { $steps ->
        [one] einen Schritt
       *[other] { $steps } Schritte
    } lang.

woodwalkers-practice-landing-question = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } nach { $target }. Was passiert dort?
woodwalkers-practice-landing-empty = Nichts; der Zug ist vorbei.
woodwalkers-practice-landing-forest = Das Wald-Plättchen dort wird umgedreht.
woodwalkers-practice-landing-duel = Ein Duell beginnt.
woodwalkers-practice-landing-why_empty = { $target } ist ein leeres Feld ohne Wald-Plättchen; es passiert nichts, und der Zug ist vorbei.
woodwalkers-practice-landing-why_forest = Auf { $target } liegt ein verdecktes Wald-Plättchen; wer dort landet, dreht es um.
woodwalkers-practice-landing-why_duel = Auf { $target } steht ein Tier von { $name }; die beiden Tiere tragen ein Duell aus.

woodwalkers-practice-flag_owner-question = Wenn das Spiel jetzt zu Ende wäre: Wer bekäme die Punkte der Fahne auf { $field } (Wert { $value })?
woodwalkers-practice-flag_owner-nobody = Niemand
woodwalkers-practice-flag_owner-why = Die Fahne bleibt auf { $field } liegen; wer am Ende darauf steht, bekommt ihre Punkte. Jetzt steht dort { NOUN($animal, det: "the") } von { $name }.
woodwalkers-practice-flag_owner-why_nobody = Die Fahne bleibt auf { $field } liegen, aber jetzt steht kein Tier darauf; niemand bekäme ihre Punkte.

woodwalkers-practice-medicine-question = { $name } hat die Medizin von Sherri. Welche Tiere kann sie jetzt heilen? Wähle alle aus.
woodwalkers-practice-medicine-why = Die Medizin nimmt eine Wunde von einer Karte; heilen kann sie also nur ein verwundetes Tier. { $name } hat { $count ->
        [one] ein verwundetes Tier
       *[other] { $count } verwundete Tiere
    }.

woodwalkers-practice-die_tile-question = { $name } hat eine { $die } gewürfelt. Darf { $name } noch einmal würfeln?
woodwalkers-practice-die_tile-why_yes = { $name } hat ein Würfel-Plättchen und darf damit einmal neu würfeln.
woodwalkers-practice-die_tile-why_no = Nur mit einem Würfel-Plättchen darf man neu würfeln, und { $name } hat keins.

woodwalkers-practice-points_tile-question = { $name } hat { $score ->
        [one] einen Punkt
       *[other] { $score } Punkte
    } und findet auf { $field } ein Punkte-Plättchen. Wie viele Punkte hat { $name } dann?
woodwalkers-practice-points_tile-why = Ein Punkte-Plättchen bringt sofort einen Punkt; { $name } hat dann { $score }.

woodwalkers-practice-duel_targets-question = { $name } hat eine { $die } gewürfelt. Klicke alle Felder an, auf denen { NOUN($animal, det: "the") } von { $field } aus ein Duell beginnen kann.
woodwalkers-practice-duel_targets-why = Wer auf ein Tier einer anderen Person zieht, beginnt ein Duell; { $count ->
        [one] ein solches Tier ist
       *[other] { $count } solche Tiere sind
    } in Reichweite.

woodwalkers-practice-duel_move = { $name } zieht { NOUN($c_animal, case: "acc", det: "the") } von { $origin } auf { $target }, wo { NOUN($d_animal, det: "the") } von { $defender } steht.
woodwalkers-practice-duel_category-question = { $move } In welcher Kategorie kämpfen sie?
woodwalkers-practice-duel_category-why = Jedes Duell der Runde zählt in der Kategorie des Plättchens, das für die Runde gewählt wurde: { $category }.

woodwalkers-practice-duel_value-question = { $move } Das Duell zählt in der Kategorie { $category }, und auf seiner Karte hat { NOUN($animal, det: "the") } von { $name } den Wert { $card }. Welchen Wert bringt das Tier ins Duell? (Schau auf dem Spielplan nach Wunden.)
woodwalkers-practice-duel_value-why = Die Karte zeigt { $card }, minus eins für jede Wunde ({ $wounds ->
        [one] eine Wunde
       *[other] { $wounds } Wunden
    }): { $value }.
woodwalkers-practice-duel_winner-question = { NOUN($c_animal, det: "the", cap: "yes") } von { $challenger } greift { NOUN($d_animal, case: "acc", det: "the") } von { $defender } an. { $challenger } würfelt eine { $c_die }, { $defender } eine { $d_die }. Wer gewinnt?
woodwalkers-practice-duel_winner-why = Wert plus Würfel: { $c_total } gegen { $d_total }. Die größere Summe gewinnt: { $name }.
woodwalkers-practice-duel_tie-why = Beide Summen sind { $total }. Bei Gleichstand verliert der Angreifer; { $name } gewinnt.

woodwalkers-practice-duel_points-question = { NOUN($c_animal, det: "the", cap: "yes") } von { $challenger } greift { NOUN($d_animal, case: "acc", det: "the") } von { $defender } an. { $challenger } würfelt eine { $c_die }, { $defender } eine { $d_die }. { $name } hat jetzt { $score ->
        [one] einen Punkt
       *[other] { $score } Punkte
    }: Wie viele nach dem Duell?
woodwalkers-practice-duel_points-why = Wer gewinnt, rückt { $points ->
        [one] einen Punkt
       *[other] { $points } Punkte
    } vor: { $score }.

woodwalkers-practice-return-question = { NOUN($animal, det: "the", cap: "yes") } von { $name } hat ein Duell verloren. Klicke alle Felder an, auf die das Tier gehen darf.
woodwalkers-practice-return-why = Das Tier, das verloren hat, kommt auf ein freies Startfeld seiner Farbe; { $count ->
        [one] eins ist
       *[other] { $count } sind
    } frei.

woodwalkers-practice-third_wound-question = { NOUN($c_animal, det: "the", cap: "yes") } von { $challenger } greift { NOUN($d_animal, case: "acc", det: "the") } von { $defender } an. { $challenger } würfelt eine { $c_die }, { $defender } eine { $d_die }. { NOUN($animal, det: "the", cap: "yes") } von { $name } hat schon { $wounds ->
        [one] eine Wunde
       *[other] { $wounds } Wunden
    }. Was passiert mit dem Tier?
woodwalkers-practice-third_wound-out = Es scheidet aus dem Spiel aus.
woodwalkers-practice-third_wound-start_field = Es kommt mit einer Wunde mehr auf ein Startfeld.
woodwalkers-practice-third_wound-stays = Es bleibt, wo es ist.
woodwalkers-practice-third_wound-why = { NOUN($animal, det: "the", cap: "yes") } verliert, bekommt die dritte Wunde und scheidet damit aus dem Spiel aus.

woodwalkers-practice-next_player-question = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } auf das leere Feld { $target }. Wer würfelt als Nächstes?
woodwalkers-practice-next_player-why = Nach dem Ziehen ist der Zug vorbei, und es geht links weiter: { $name }.

woodwalkers-practice-last_roller-question = Wer würfelt und zieht in dieser Runde als Letztes?
woodwalkers-practice-last_roller-why = Wer den Kampfmodus gewählt hat, würfelt in der Runde als Letztes: { $name }.

woodwalkers-practice-pass_marker-question = { $name } hat den Marker und zieht in dieser Runde als Letztes. Wer hat danach den Marker?
woodwalkers-practice-pass_marker-why = Nach der Runde kommt das Plättchen { $category } auf den Ablagestapel, und der Marker wandert nach links: zu { $name }.

woodwalkers-practice-new_choice-question = { $name } hat gerade den Marker bekommen und wählt den Kampfmodus. Wer würfelt in dieser Runde zuerst?
woodwalkers-practice-new_choice-why = { $marker } hat den Marker und wählt; wer links davon sitzt, beginnt mit dem Würfeln: { $name }.

woodwalkers-practice-two_players-question = Zu zweit: { $name } zieht in dieser Runde als Letztes. Wer würfelt in der nächsten Runde zuerst?
woodwalkers-practice-two_players-why = Den Kampfmodus zu wählen ist der Zug von { $other }; darum würfelt { $name } auch in der nächsten Runde zuerst.

# $place (int: 39 | 1)
woodwalkers-practice-lap-question = Der Zählstein von { $name } steht auf Feld { $place } der Punkteleiste mit { $track } Feldern. { $name } gewinnt ein Duell und rückt { $points ->
        [one] einen Punkt
       *[other] { $points } Punkte
    } vor. Auf welchem Feld steht der Zählstein dann?
# $place (int: 1 | 2)
woodwalkers-practice-lap-why = Über Feld { $track } hinaus zählt man ab dem Feld neben dem Start weiter: Feld { $place }.

woodwalkers-practice-last_round-question = { $name } wählt den Kampfmodus; im Stapel { $count ->
        [0] liegen keine Plättchen mehr
        [one] liegt noch ein Plättchen
       *[other] liegen noch { $count } Plättchen
    }. Ist das die letzte Runde?
woodwalkers-practice-last_round-why_yes = Der Stapel ist leer; die Auslage lässt sich nicht mehr auf drei auffüllen. Diese Runde ist die letzte.
woodwalkers-practice-last_round-why_no = Im Stapel { $count ->
        [one] liegt noch ein Plättchen
       *[other] liegen noch { $count } Plättchen
    }; die Auslage lässt sich wieder auffüllen, und das Spiel geht weiter.

woodwalkers-practice-final_flags-question = Das ist der letzte Zug des Spiels: { $name } verzichtet aufs Würfeln. { $other } hat jetzt { $score ->
        [one] einen Punkt
       *[other] { $score } Punkte
    }. Wie viele ganz am Ende?
woodwalkers-practice-final_flags-why = Am Ende rücken alle um die Zahlen der Fahnen unter ihren Tieren vor: { $other } bekommt { $gain } dazu, insgesamt { $score }.

woodwalkers-practice-winner-question = Das Spiel ist vorbei. Wer gewinnt? Wähle alle aus, die gewinnen.
