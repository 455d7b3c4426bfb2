animal_cards-title = Tier-Fitness-Kartenduell

animal_cards-rulebook = Spielregel „Animal Exercise Cards“ (englisch)

animal_cards-section-goal = Spielziel (erster Satz)
animal_cards-section-deck = Regel 1: der Stapel
animal_cards-section-first_player = Regel 2.1: wer anfängt
animal_cards-section-grid = Regel 2.2: das 3×3-Spielfeld
animal_cards-section-draw_deck = Regel 3: Nachziehstapel und fünf Handkarten
animal_cards-section-turn = Regel 4.1: erst ausspielen, dann angreifen
animal_cards-section-play = Regel 4.2: was man ausspielen kann
animal_cards-section-attack = Regel 5.1: angreifen
animal_cards-section-damage = Regel 5.2: Schaden abziehen
animal_cards-section-strong_weak = Regel 5.3: stark oder schwach
animal_cards-section-rest = Regel 5.4: ausruhen
animal_cards-section-health = Regel 6.1: Lebenspunkte
animal_cards-section-defeated_pile = Regel 6.2: der Besiegt-Stapel
animal_cards-section-upgrade_defeat = Regel 7.1: aufstufen nach einem Sieg
animal_cards-section-dojo = Regel 7.2: aufstufen mit dem Dojo
animal_cards-section-level_one = Regel 7.3: Stufe 1 nach dem Aufstufen
animal_cards-section-card_instructions = Regel 8: was auf den Karten steht
animal_cards-section-in_play = Regel 9.1: was im Spiel ist
animal_cards-section-stay = Regel 9.2: Karten, die liegen bleiben
animal_cards-section-reshuffle = Regel 10: neu mischen

## Names of cards and animals, as labels (on the cards, in tables, in quotes).
## $animal (noun animal_cards.animal)
## $card (noun animal_cards.card)
## $level (int: 1 | 3)

animal_cards-animal_level = { NOUN($animal) } (Stufe { $level })
animal_cards-animal_label = { NOUN($animal) }
animal_cards-card_label = { NOUN($card) }
animal_cards-level_word = Stufe { $level }

## A list of card names: „Banane“, „Banane“ und „Dojo“, „Banane“, „Dojo“ und „Frosch (Stufe 2)“.
## $card (text: Banane | Honigtopf)
## $first (text: „Banane“ | „Banane“, „Dojo“)
## $last (text: „Honigtopf“ | „Dojo“ und „Honigtopf“)

animal_cards-list-quoted = „{ $card }“
animal_cards-list-and = { $first } und { $last }
animal_cards-list-comma = { $first }, { $last }

## The exercises, with how many times or seconds.
## $n (count)

animal_cards-exercise-bear_reach = { $n } × Bärenstrecken
animal_cards-exercise-elephant_stomp = { $n } × Elefantenstampfen
animal_cards-exercise-flamingo_balance = { $n ->
        [one] 1 Sekunde
       *[other] { $n } Sekunden
    } auf einem Bein
animal_cards-exercise-cheetah_run = { $n ->
        [one] 1 Sekunde
       *[other] { $n } Sekunden
    } auf der Stelle rennen
animal_cards-exercise-eagle_wings = { $n } × Adlerflügel
animal_cards-exercise-horse_jump = { $n } × Pferdesprünge
animal_cards-exercise-frog_jump = { $n } × Froschsprünge
animal_cards-exercise-monkey_climb = { $n } × Affenklettern
animal_cards-exercise-star_jump = { $n ->
        [one] 1 Hampelmann
       *[other] { $n } Hampelmänner
    }

## How to do each exercise, in one sentence.

animal_cards-how-bear_reach = Streck dich ganz hoch wie ein Bär am Baum – dann berühre deine Zehen.
animal_cards-how-elephant_stomp = Stampf abwechselnd mit den Füßen, schwer wie ein Elefant.
animal_cards-how-flamingo_balance = Steh auf einem Bein wie ein Flamingo. Wackeln ist erlaubt!
animal_cards-how-cheetah_run = Renn, so schnell du kannst – aber bleib an deinem Platz.
animal_cards-how-eagle_wings = Arme weit auseinander und langsam auf und ab, wie große Flügel.
animal_cards-how-horse_jump = Spring mit beiden Beinen über einen gedachten Zaun – vor und zurück.
animal_cards-how-frog_jump = Geh in die Hocke, Hände auf den Boden – und spring hoch!
animal_cards-how-monkey_climb = Greif abwechselnd nach oben, als ob du ein Seil hochkletterst.
animal_cards-how-star_jump = Spring und mach dich groß wie ein Seestern: Arme und Beine auseinander.

animal_cards-throw-rock = Stein
animal_cards-throw-paper = Papier
animal_cards-throw-scissors = Schere

animal_cards-phase-rps = Schere, Stein, Papier
animal_cards-phase-setup = Tiere aufs Spielfeld legen
animal_cards-phase-play = ausspielen (eine Karte, Karten tauschen oder nichts)
animal_cards-phase-attack = angreifen
animal_cards-phase-react = die Pfeife – oder nicht
animal_cards-phase-upgrade = aufstufen – oder nicht
animal_cards-phase-end = das Spielende

## What comes next.
## $name (seat)
## $animal (noun animal_cards.animal)
## $level (int: 1 | 2)
## $target (noun animal_cards.animal)
## $target_level (int: 1 | 3)

animal_cards-next-rps = Schere, Stein, Papier: Wer fängt an?
# $n (int: 0 | 3)
animal_cards-next-draw = { $name } zieht Karten, bis 5 auf der Hand sind (jetzt { $n }).
# $left (int: 1 | 6)
animal_cards-next-setup = { $name }: Such dir eines deiner Tiere der Stufe 1 aus und leg es auf ein freies Feld. { $left ->
        [one] Es ist dein letztes Tier.
       *[other] Noch { $left } Tiere, dann liegen alle.
    }
animal_cards-next-play = { $name }: Spiel eine Karte aus – oder lass es.
animal_cards-next-play_extra = { $name }: Du darfst noch eine Gesundheitskarte spielen.
animal_cards-next-attack = { $name }: Angriff! Wähle eines deiner Tiere, dann ein Ziel.
animal_cards-next-attack_none = { $name }: Alle deine Tiere ruhen – dein Zug endet.
animal_cards-next-react = { $name }: { NOUN($animal, det: "the", cap: "yes") } (Stufe { $level }) greift { NOUN($target, case: "acc", det: "your") } (Stufe { $target_level }) an. Spielst du die Pfeife?
animal_cards-next-upgrade = { $name }: { NOUN($animal, det: "your", cap: "yes") } (Stufe { $level }) hat gewonnen! { GENDER($animal) ->
        [feminine] Willst du sie aufstufen?
        [neuter] Willst du es aufstufen?
       *[masculine] Willst du ihn aufstufen?
    }

## What a player did.
## $name (seat)
## $cell (text: b2 | a1)
## $source (text: a1 | c2)
## $animal (noun animal_cards.animal)
## $level (int: 1 | 3)
## $target (noun animal_cards.animal)
## $target_level (int: 2)
## $card (noun animal_cards.card)
## $n (count)
## $cards (text: „Banane“ | „Banane“ und „Honigtopf“)

# $one (seat)
# $two (seat)
# $sign1 (text: Stein | Papier)
# $sign2 (text: Schere)
animal_cards-action-rps = { $one } zeigt { $sign1 }, { $two } zeigt { $sign2 }.
animal_cards-action-draw = { $name } zieht eine Karte.
animal_cards-action-place = { $name } legt { NOUN($animal, case: "acc", det: "the") } (Stufe { $level }) auf { $cell }.
animal_cards-action-add = { $name } legt { NOUN($animal, case: "acc", det: "a") } (Stufe { $level }) als neues Tier auf { $cell }.
# $n (int: 1 | 3)
animal_cards-action-discard = { $name } legt { $n ->
        [one] die Karte
       *[other] die Karten
    } { $cards } auf den Ablagestapel und zieht dafür { $n ->
        [one] eine neue Karte
       *[other] { $n } neue Karten
    }.
animal_cards-action-dojo = { $name } schickt { NOUN($animal, case: "acc", det: "the") } auf { $cell } ins Dojo: { GENDER($animal) ->
        [feminine] Sie hat
        [neuter] Es hat
       *[masculine] Er hat
    } jetzt Stufe { $level }!
animal_cards-action-play_on = { $name } spielt { NOUN($card, case: "acc", det: "the") } für { NOUN($animal, case: "acc", det: "the") } (Stufe { $level }) auf { $cell }.
animal_cards-action-play = { $name } spielt { NOUN($card, case: "acc", det: "the") }.
# $exercise (text: 3 × Froschsprünge | 10 Sekunden auf der Stelle rennen)
animal_cards-action-attack = { $name }: { NOUN($animal, det: "the", cap: "yes") } (Stufe { $level }) auf { $source } greift { NOUN($target, case: "acc", det: "the") } (Stufe { $target_level }) auf { $cell } an – { $exercise }!
animal_cards-action-attack_plain = { $name } greift von { $source } aus { $cell } an.
animal_cards-action-upgrade = { $name } stuft { NOUN($animal, case: "acc", det: "the") } auf Stufe { $level } auf!
animal_cards-action-upgrade_cell = { $name } stuft das Tier auf { $cell } auf.
animal_cards-action-no_whistle = { $name } lässt die Pfeife stecken.
animal_cards-action-pass = { $name } spielt nichts aus.
animal_cards-action-end = { $name } beendet den Zug (alle Tiere ruhen).
animal_cards-action-keep = { $name } stuft nicht auf.

## How the game ended.
## $winner (seat)
## $loser (seat)
## $turns (int: 80)
## $kills (int: 3 | 4)
## $other_kills (int: 2)
## $health (int: 17)
## $other_health (int: 12)

animal_cards-outcome-all_defeated = { $winner } gewinnt! Alle Tiere von { $loser } sind besiegt.
animal_cards-outcome-turn_limit = Nach { $turns } Zügen ist Schluss: { $winner } hat mehr Tiere besiegt ({ $kills } zu { $other_kills }) und gewinnt.
animal_cards-outcome-turn_limit_health = Nach { $turns } Zügen ist Schluss: Beide haben gleich viele Tiere besiegt, aber die Tiere von { $winner } haben mehr Lebenspunkte übrig ({ $health } zu { $other_health }) – { $winner } gewinnt.
animal_cards-outcome-draw = Nach { $turns } Zügen ist Schluss – unentschieden!

## Moves that are not allowed.
## $name (seat)
## $cell (text: b2 | a1)
## $cells (text: a1, b1, c1 | b2)
## $card (text: Banane | Honigtopf)
## $animal (noun animal_cards.animal)
## $level (int: 1 | 3)
## $expected (text: angreifen | Schere, Stein, Papier)
## $action (text: attack b1 a1 | pass)
## $text (text: jump | play banana z9)

animal_cards-error-notation = „{ $text }“ verstehe ich nicht als Zug. Beispiele: „attack b1 a1“, „play banana b2“, „pass“.
animal_cards-error-rps_first = Erst Schere, Stein, Papier: Das entscheidet, wer anfängt.
animal_cards-error-not_in_deck = „{ $card }“ ist nicht mehr im Stapel von { $name }.
animal_cards-error-drawing = Warte kurz: { $name } zieht gerade Karten nach.
animal_cards-error-no_chance = Hier wird nicht gezogen oder geknobelt. Jetzt kommt: { $expected }.
animal_cards-error-not_in_reserve = { NOUN($animal, det: "your", cap: "yes") } (Stufe { $level }) liegt schon auf dem Spielfeld.
animal_cards-error-cell_taken = Auf { $cell } liegt schon ein Tier. Such dir ein freies Feld.
animal_cards-error-must_attack = Eines deiner Tiere kann noch angreifen – also wird angegriffen!
animal_cards-error-play_done = Du hast schon ausgespielt. Jetzt kommt der Angriff.
animal_cards-error-react_card = „{ $card }“ kannst du jetzt nicht spielen – nur die Pfeife oder nichts.
animal_cards-error-upgrade_which = Nur das Tier, das gewonnen hat (auf { $cell }), darf jetzt aufsteigen.
animal_cards-error-wrong_time = „{ $action }“ geht gerade nicht. Jetzt kommt: { $expected }.
animal_cards-error-play_first = Erst ausspielen (oder „pass“), dann angreifen.
animal_cards-error-not_in_hand = „{ $card }“ hast du nicht auf der Hand.
animal_cards-error-only_health = Der Picknickkorb erlaubt nur noch eine Gesundheitskarte – oder „pass“.
animal_cards-error-out_of_turn_only = „{ $card }“ spielst du nur, wenn eines deiner Tiere angegriffen wird.
animal_cards-error-which_animal = Auf welches deiner Tiere? Sag das Feld dazu, zum Beispiel „b2“.
animal_cards-error-no_target = „{ $card }“ braucht kein Feld.
animal_cards-error-no_own_animal = Auf { $cell } liegt keines deiner Tiere.
animal_cards-error-top_level = { NOUN($animal, det: "your", cap: "yes") } hat schon die höchste Stufe.
animal_cards-error-no_next_level = Dafür brauchst du „{ $card }“ auf der Hand.
animal_cards-error-full_health = Da gibt es nichts zu heilen: Das Tier hat schon alle Lebenspunkte, die Karte würde nichts tun. (Das steht nicht in der Spielregel – wir haben es so festgelegt, siehe unsere Annahmen.)
animal_cards-error-resting = { NOUN($animal, det: "your", cap: "yes") } (Stufe { $level }) ruht sich aus und kann in diesem Zug nicht angreifen.
animal_cards-error-no_target_there = Auf { $cell } des anderen Spielfelds liegt kein Tier.
animal_cards-error-not_front = Nur das vorderste Tier jeder Spalte kann angegriffen werden: { $cells }.
animal_cards-error-full_health_all = Da gibt es nichts zu heilen: Alle deine Tiere haben schon alle Lebenspunkte, die Karte würde nichts tun. (Das steht nicht in der Spielregel – wir haben es so festgelegt, siehe unsere Annahmen.)
# $part (text: 1: Bär | Fuchs)
animal_cards-error-setup_spec = Diese Aufstellung lässt sich nicht lesen: „{ $part }“ kann so nicht in einer Aufstellung stehen.

animal_cards-option-format = Spielart
animal_cards-option-format-basic = einfach
animal_cards-option-format-strong_weak = stark und schwach (±1)
animal_cards-option-first = Wer fängt an?
animal_cards-option-first-rps = Schere, Stein, Papier
animal_cards-option-first-1 = Spieler 1
animal_cards-option-first-2 = Spieler 2

## Hints of the play widget.
## $card (text: Banane | Honigtopf)

animal_cards-ui-use_buttons = Jetzt entscheidest du mit den Knöpfen unter dem Bild.
animal_cards-ui-own_grid = Deine Tiere kommen auf dein eigenes Spielfeld.
animal_cards-ui-choose_animal = Klick zuerst ein Tier rechts an, dann ein freies Feld.
animal_cards-ui-swapping = Du wählst gerade Karten zum Tauschen: Klick Karten an, dann „Tauschen“.
animal_cards-ui-animal_not_now = „{ $card }“ kannst du gerade nicht ausspielen. Du kannst die Karte tauschen.
animal_cards-ui-play_first = Erst ausspielen: Klick eine Karte an – oder „spielt nichts aus“. Dann kommt der Angriff.
animal_cards-ui-attack_now = Jetzt wird angegriffen: Klick eines deiner Tiere an, dann ein Ziel.
animal_cards-ui-choose_attacker = Klick zuerst eines deiner Tiere an, das nicht ruht.

## The exercise coach.
## $n (int: 5 | 20)

animal_cards-coach-title = Übungs-Trainer
animal_cards-coach-intro = Alle machen mit! Zählt laut – und klickt bei jeder Wiederholung auf die große Zahl (oder drückt die Leertaste).
animal_cards-coach-intro_follow = Hier erscheint die Übung jedes neuen Angriffs im Spiel. Alle machen mit!
# $target (noun animal_cards.animal)
animal_cards-coach-attacks = greift { NOUN($target, case: "acc", det: "the") } an
animal_cards-coach-of_reps = von { $n }
animal_cards-coach-of_seconds = von { $n } Sekunden
animal_cards-coach-tap = Klick hier oder Leertaste: +1
animal_cards-coach-done = Geschafft!
animal_cards-coach-count_title = Eins weiter zählen
animal_cards-coach-keyboard_help = Tastatur: Mit Tab auf die große Zahl, dann zählt die Leertaste oder Enter eins weiter.
animal_cards-coach-plus_reps = +1
animal_cards-coach-plus_seconds = +1 Sekunde
animal_cards-coach-reset = Noch einmal von vorn
animal_cards-coach-next = Nächste Übung
animal_cards-coach-well_done = Super gemacht, alle zusammen!
animal_cards-coach-already_done = Schon geschafft! „Noch einmal von vorn“ startet neu.
animal_cards-coach-following = Der Trainer folgt gerade einem Spiel: Die nächste Übung kommt mit dem nächsten Angriff.
# $card (text: jump | bear9)
# $example (text: frog2)
animal_cards-coach-unknown_card = „{ $card }“ ist keine Tierkarte. Beispiel: „{ $example }“.

animal_cards-maths-attacker = Angreifer
animal_cards-maths-target = Ziel
animal_cards-maths-attacker_level = Stufe Angreifer
animal_cards-maths-target_level = Stufe Ziel
animal_cards-maths-fewest = mindestens
animal_cards-maths-typical = meistens
animal_cards-maths-most = höchstens
animal_cards-maths-chart_title = Wie viele Treffer braucht man? (Stufe 1 gegen Stufe 1)
animal_cards-maths-chart_title_sw = Wie viele Treffer – mit stark und schwach?
animal_cards-maths-turns = Züge bis zum Sieg
animal_cards-maths-games = Partien
# $n (count)
animal_cards-maths-lengths_title = Wie lange dauert ein Spiel? { $n ->
        [one] Eine Partie
       *[other] { $n } Partien
    } von zwei Computern, die zufällig spielen
animal_cards-maths-chart_alt = Eine Tabelle aus farbigen Kästchen: eine Zeile für jedes angreifende Tier, eine Spalte für jedes Tier, das es angreift. Die Zahl im Kästchen sagt, wie viele Treffer der Angreifer braucht, um dieses Tier zu besiegen. Je dunkler das Kästchen, desto mehr Treffer.
# $n (count) · $fewest (count) · $most (int: 40 | 12)
animal_cards-maths-lengths_alt = Ein Balkendiagramm zu { $n ->
        [one] einer Partie
       *[other] { $n } Partien
    }: wie viele Partien nach wie vielen Runden endeten. Die kürzeste Partie dauerte { $fewest ->
        [one] eine Runde
       *[other] { $fewest } Runden
    }, die längste { $most }.

animal_cards-deck-animal = Tier
animal_cards-deck-sort = Sorte
animal_cards-deck-sort-sturdy = kräftig
animal_cards-deck-sort-quick = schnell
animal_cards-deck-sort-middle = dazwischen
# $level (int: 1 | 3)
animal_cards-deck-level = Stufe { $level }
# $health (int: 4 | 10)
# $damage (int: 2 | 5)
animal_cards-deck-values = ♥ { $health } · ✸ { $damage }
animal_cards-deck-exercise = Übung (Stufe 1/2/3)
animal_cards-deck-strong = stark gegen
animal_cards-deck-weak = schwach gegen
animal_cards-deck-card = Karte
animal_cards-deck-kind = Art
animal_cards-deck-count = Anzahl
animal_cards-deck-effect = Was sie macht
animal_cards-deck-gallery = Karten aus dem Beispielstapel
# $cards (text: „Banane“, „Honigtopf“ und „Dojo“)
animal_cards-deck-gallery_alt = Karten aus dem Beispielstapel: { $cards }.

## Saved games the rules make impossible.
## $who (seat)
## $first (seat)
## $second (seat)
## $turn (seat)
## $winner (seat)
## $loser (seat)
## $other (seat)
## $card (text: Banane | Honigtopf)
## $lower (text: Bär)
## $animal (noun animal_cards.animal)
## $cell (text: b2 | a1)
## $cells (text: a1, b2 | c3)
## $places (text: auf der Hand, im Nachziehstapel | auf dem Spielfeld)
## $part (text: Karten auf der Hand | einen Angriff)
## $phase (text: play | react | end)
## $where (text: grids.0.a1)
## $what (text: damage)
## $count (int: 2 | 3)
## $expected (int: 1 | 3)
## $total (int: 6)
## $n (int: 4)
## $n1 (int: 2)
## $n2 (int: 0)
## $limit (int: 5 | 10)
## $health (int: 9 | 17)
## $max (int: 8)
## $value (int: 0 | 12)
## $kills (int: 2 | 4)
## $other_kills (int: 1)
## $other_health (int: 8)
## $fallen (int: 1 | 3)
## $turns (int: 0 | 7)
## $boost (int: 2)
## $seat (int: 1 | 2)

animal_cards-save-card_extra = Bei { $who } kommt die Karte „{ $card }“ { $count }-mal vor ({ $places }), aber im Stapel gibt es sie nur { $expected }-mal.
animal_cards-save-card_missing = Bei { $who } fehlt die Karte „{ $card }“: Im Stapel gibt es sie { $expected }-mal, im Spielstand nur { $count }-mal.
animal_cards-save-place-grid = auf dem Spielfeld
animal_cards-save-place-hand = auf der Hand
animal_cards-save-place-reserve = noch nicht ausgelegt
animal_cards-save-place-deck = im Nachziehstapel
animal_cards-save-place-discard = im Ablagestapel
animal_cards-save-place-defeated = im Stapel der Besiegten
animal_cards-save-place-in_play = ausgespielt
animal_cards-save-before_deal = Dieser Spielstand ist noch vor dem Kartenverteilen (beim Knobeln oder beim Auslegen der Tiere), hat aber schon { $part }.
animal_cards-save-part-hands = Karten auf der Hand
animal_cards-save-part-discards = Karten auf einem Ablagestapel
animal_cards-save-part-defeated = besiegte Karten oder Tiere
animal_cards-save-part-slots = ausgespielte Karten
animal_cards-save-part-last = einen Angriff
animal_cards-save-part-kills = gezählte besiegte Tiere
animal_cards-save-part-turns = gezählte Züge
animal_cards-save-part-boost = Extraschaden durch einen Kraftriegel
animal_cards-save-setup_deck = Während die Tiere ausgelegt werden, kann „{ $card }“ von { $who } noch nicht im Nachziehstapel liegen: Jedes Tier der Stufe 1 liegt auf dem Spielfeld oder wartet noch aufs Auslegen.
animal_cards-save-setup_animal = Beim Auslegen liegen nur Tiere der Stufe 1 mit vollen Lebenspunkten auf dem Spielfeld, und keines ruht – „{ $card }“ von { $who } auf { $cell } passt nicht dazu.
animal_cards-save-rps_grid = Beim Knobeln mit Schere, Stein, Papier liegt noch kein Tier auf dem Spielfeld.
animal_cards-save-setup_order = Beim Auslegen legt zuerst { $first } alle { $total } Tiere aus, dann { $second }. Das passt nicht: { $first } hat { $n1 } ausgelegt, { $second } { $n2 }, und { $turn } ist dran.
animal_cards-save-reserve_left = Alle Tiere sind ausgelegt, aber bei { $who } wartet „{ $card }“ noch aufs Auslegen.
animal_cards-save-grid_empty = { $who } hat kein Tier mehr auf dem Spielfeld – dann wäre das Spiel schon vorbei.
animal_cards-save-not_reshuffled = { $who } hat weniger als { $limit } Karten auf der Hand und einen leeren Nachziehstapel, aber Karten auf dem Ablagestapel: Die wären schon zu einem neuen Stapel gemischt worden (Regel 10).
animal_cards-save-animal_twice = Bei { $who } steht das Tier „{ $animal }“ zweimal auf dem Spielfeld (auf { $cells }). Jedes Tier kann dort nur einmal stehen.
animal_cards-save-health_high = „{ $card }“ von { $who } auf { $cell } hat { $health } Lebenspunkte, aber diese Karte hat nur { $max }.
animal_cards-save-health_range = „{ $where }“: Ein Tier auf dem Spielfeld hat 1 bis { $limit } Lebenspunkte, nicht { $value }. (Ein Tier mit 0 Lebenspunkten ist besiegt und kommt vom Spielfeld.)
animal_cards-save-fallen_on_grid = „{ $card }“ von { $who } steht auf { $cell }, aber dieses Tier wurde schon besiegt – es kann nie zurückkommen (Regel 6.2).
animal_cards-save-level_skipped = Bei { $who } steht „{ $card }“ auf { $cell }, also muss „{ $lower }“ im Stapel der Besiegten liegen: Ein Tier kommt nur durch Aufstufen auf eine höhere Stufe, und die alte Karte gilt dann als besiegt (Regel 7.3).
animal_cards-save-resting_many = Bei { $who } ruhen mehrere Tiere gleichzeitig ({ $cells }), aber nur das Tier, das im letzten Zug angegriffen hat, kann noch ruhen.
animal_cards-save-rest_two = „{ $card }“ von { $who } auf { $cell } ist so markiert, als hätte dieses Tier gerade angegriffen – aber gerade greift ein anderes Tier an oder gar keins.
animal_cards-save-fallen_twice = In der Liste der besiegten Tiere von { $who } steht ein Tier doppelt.
animal_cards-save-fallen_in_hand = { $who } hat „{ $card }“ auf der Hand, aber dieses Tier wurde schon besiegt: Seine Karten kommen gleich in den Stapel der Besiegten (Regel 6.2).
animal_cards-save-defeated_not_animal = Im Stapel der Besiegten von { $who } liegt „{ $card }“, aber besiegt werden können nur Tierkarten.
animal_cards-save-defeated_card = Im Stapel der Besiegten von { $who } liegt „{ $card }“, aber dieses Tier wurde weder besiegt noch über diese Stufe hinaus aufgestuft.
animal_cards-save-fallen_no_card = Bei { $who } gilt das Tier „{ $animal }“ als besiegt, aber keine seiner Karten liegt im Stapel der Besiegten.
animal_cards-save-whistle_in_play = Die Pfeife von { $who } liegt im Spiel, aber sie stoppt nur einen Angriff und kommt dann sofort auf den Ablagestapel.
animal_cards-save-item_kept = „{ $card }“ von { $who } liegt im Spiel, aber ausgespielte Karten kommen am Ende des Zuges auf den Ablagestapel (Regel 9.1) – nur eine Karte, die liegen bleibt, wie die Kuscheldecke, bleibt dort.
animal_cards-save-blanket_on = „{ $card }“ von { $who } muss auf einem eigenen Tier liegen, aber auf „{ $cell }“ steht keins.
animal_cards-save-on_without_blanket = Bei { $who } liegt eine Karte auf „{ $cell }“, aber nur eine Karte, die liegen bleibt (die Kuscheldecke), liegt auf einem Tier.
animal_cards-save-picnic = Bei { $who } passen die Markierung „noch eine Gesundheitskarte“ und der ausgespielte Picknickkorb nicht zusammen: Die Markierung gilt genau dann, wenn in diesem Zug der Picknickkorb gespielt wurde und noch keine Gesundheitskarte.
animal_cards-save-boost = Der Extraschaden ({ $boost }) passt nicht zu den ausgespielten Karten von { $who }: Ein Kraftriegel, der in diesem Zug gespielt wurde, gibt genau +1, sonst gibt es keinen.
animal_cards-save-kills = Laut Spielstand hat { $who } so viele Tiere besiegt: { $kills }. Aber bei { $other } ist die Zahl der besiegten Tiere { $fallen }.
animal_cards-save-turn_limit = Das Spiel endet nach { $limit } Zügen, und nur dann durch die Zuggrenze: Die Zahl der Züge ({ $turns }) passt nicht zu Phase und Spielende in diesem Spielstand.
animal_cards-save-turn_order = { $first } hat angefangen, und die Zahl der beendeten Züge ist { $turns } – also ist jetzt { $expected } dran, nicht { $turn }.
animal_cards-save-last_attack = Die Angaben zum letzten Angriff passen nicht zusammen („{ $what }“): Sie müssen sich aus den Karten ergeben.
animal_cards-save-pending_from = Ein Angriff wartet auf die Pfeife, aber { $who } hat auf { $cell } kein Tier, das gerade angegriffen hat.
animal_cards-save-pending_to = Ein Angriff wartet auf die Pfeife, aber { $who } hat auf { $cell } kein Tier, das man angreifen kann (nur das vorderste Tier jeder Spalte).
animal_cards-save-pending_whistle = Ein Angriff wartet auf die Pfeife, aber { $who } hat keine Pfeife auf der Hand.
animal_cards-save-pending_damage = Ein Angriff auf das Tier von { $who } auf { $cell } wartet auf die Pfeife, macht aber keinen Schaden – dann muss niemand warten.
animal_cards-save-upgrade_win = { $who } soll entscheiden, ob aufgestuft wird, aber das Tier auf { $cell } hat nicht gerade gewonnen.
animal_cards-save-upgrade_card = { $who } soll entscheiden, ob „{ $card }“ aufgestuft wird, aber die nächste Stufe ist nicht auf der Hand.
animal_cards-save-ending_all_defeated = Das Spiel soll damit enden, dass { $winner } alle Tiere von { $loser } besiegt hat – aber die Spielfelder und der letzte Angriff zeigen das nicht.
animal_cards-save-ending_draw = Bei einem Unentschieden gewinnen beide.
animal_cards-save-ending_limit = An der Zuggrenze zählen zuerst die besiegten Tiere, dann die übrigen Lebenspunkte. { $winner }: besiegte Tiere { $kills }, Lebenspunkte { $health }; die andere Seite: besiegte Tiere { $other_kills }, Lebenspunkte { $other_health } – das passt nicht zum gespeicherten Spielende.
animal_cards-save-hand_size = Spieler { $seat } hat { $count } Karten auf der Hand, aber auf eine Hand passen höchstens { $limit } Karten.
animal_cards-save-first = „first“ (wer anfängt) ist genau dann leer, wenn noch geknobelt wird – hier ist die Phase „{ $phase ->
        [rps] Schere, Stein, Papier
        [setup] Tiere auslegen
        [play] ausspielen
        [attack] angreifen
        [react] Pfeife oder nicht
        [upgrade] aufstufen
        [end] Spielende
       *[other] { $phase }
    }“.
animal_cards-save-pending = Ein Angriff wartet genau in der Phase „Pfeife oder nicht“ auf die Pfeife („pending“) – hier ist die Phase „{ $phase ->
        [rps] Schere, Stein, Papier
        [setup] Tiere auslegen
        [play] ausspielen
        [attack] angreifen
        [react] Pfeife oder nicht
        [upgrade] aufstufen
        [end] Spielende
       *[other] { $phase }
    }“.
animal_cards-save-ending = Nur ein beendetes Spiel (Phase „Spielende“) hat ein Spielende, und dann immer – hier ist die Phase „{ $phase ->
        [rps] Schere, Stein, Papier
        [setup] Tiere auslegen
        [play] ausspielen
        [attack] angreifen
        [react] Pfeife oder nicht
        [upgrade] aufstufen
        [end] Spielende
       *[other] { $phase }
    }“.
animal_cards-save-winners = Ein beendetes Spiel hat einen Gewinner, ein Unentschieden zwei und ein laufendes Spiel keinen (Phase „{ $phase ->
        [rps] Schere, Stein, Papier
        [setup] Tiere auslegen
        [play] ausspielen
        [attack] angreifen
        [react] Pfeife oder nicht
        [upgrade] aufstufen
        [end] Spielende
       *[other] { $phase }
    }“).
animal_cards-save-dealt = Die Karten sind genau dann verteilt („dealt“), wenn beide Spielfelder aufgebaut sind – das passt nicht zur Phase „{ $phase ->
        [rps] Schere, Stein, Papier
        [setup] Tiere auslegen
        [play] ausspielen
        [attack] angreifen
        [react] Pfeife oder nicht
        [upgrade] aufstufen
        [end] Spielende
       *[other] { $phase }
    }“.
animal_cards-save-extra_health = Die zusätzliche Gesundheitskarte vom Picknickkorb („extra_health“) gibt es nur beim Ausspielen, nicht in der Phase „{ $phase ->
        [rps] Schere, Stein, Papier
        [setup] Tiere auslegen
        [play] ausspielen
        [attack] angreifen
        [react] Pfeife oder nicht
        [upgrade] aufstufen
        [end] Spielende
       *[other] { $phase }
    }“.
animal_cards-save-upgrade = Aufstufen nach einem Sieg (Phase „{ $phase ->
        [rps] Schere, Stein, Papier
        [setup] Tiere auslegen
        [play] ausspielen
        [attack] angreifen
        [react] Pfeife oder nicht
        [upgrade] aufstufen
        [end] Spielende
       *[other] { $phase }
    }“) braucht den Angriff, der gewonnen hat („last“).

animal_cards-save-animals_missing = Alle beginnen mit { $total } Tieren auf dem Spielfeld, und ein Tier verlässt das Spielfeld nur, wenn es besiegt wird. Aber { $who } hat { $n } auf dem Spielfeld, und die Zahl der besiegten Tiere ist { $fallen } – da fehlen Tiere.
animal_cards-save-too_many_defeated = Pro Angriff kann nur ein Tier besiegt werden, und pro Zug gibt es höchstens einen Angriff. Aber die Zahl der beendeten Züge ist { $turns } und die der besiegten Tiere { $kills } – das sind zu viele.
animal_cards-save-first_turn_last = Es ist noch kein Zug vorbei, also hat noch niemand angegriffen – aber der Spielstand enthält schon einen letzten Angriff.
animal_cards-save-first_turn_hurt = Es ist noch kein Zug vorbei, also hat noch niemand angegriffen – aber das Tier von { $who } auf { $cell } ist verletzt.
animal_cards-save-first_turn_resting = Es ist noch kein Zug vorbei, also hat noch niemand angegriffen – aber das Tier von { $who } auf { $cell } ruht.

## Counts on the table.
## $n (count)

animal_cards-count-cards = { $n ->
        [one] 1 Karte
       *[other] { $n } Karten
    }

## Why a computer player's move is good (one clause, after “because”).
## $animal (noun animal_cards.animal)
## $target (noun animal_cards.animal)
## $level (int: 1 | 3)
## $cell (text: b2 | a1)
## $cells (text: a1, b1 | c2)
## $health (count)
## $damage (count)
## $cards (text: „Banane“ | „Banane“ und „Dojo“)
## $n (count)
## $card (text: Kraftriegel)
## $healed (count)
## $now (int: 5)
## $top (int: 6)
## $shield (int: 1)
## $before (int: 3)
## $after (int: 4)
## $boost (int: 1)
## $deck (count)
## $target_level (int: 1 | 3)
## $target_cell (text: b1 | c2)

animal_cards-reason-place_front = { GENDER($animal) ->
        [feminine] sie hat
        [neuter] es hat
       *[masculine] er hat
    } { $health ->
        [one] 1 Lebenspunkt
       *[other] { $health } Lebenspunkte
    } und steht vorne
animal_cards-reason-place_middle = { GENDER($animal) ->
        [feminine] sie hat
        [neuter] es hat
       *[masculine] er hat
    } { $health ->
        [one] 1 Lebenspunkt
       *[other] { $health } Lebenspunkte
    } und wartet in der mittleren Reihe
animal_cards-reason-place_back = { GENDER($animal) ->
        [feminine] sie hat
        [neuter] es hat
       *[masculine] er hat
    } { $health ->
        [one] 1 Lebenspunkt
       *[other] { $health } Lebenspunkte
    } und wartet sicher hinten
animal_cards-reason-place_back_open = { GENDER($animal) ->
        [feminine] sie hat
        [neuter] es hat
       *[masculine] er hat
    } { $health ->
        [one] 1 Lebenspunkt
       *[other] { $health } Lebenspunkte
    } und wartet hinten, davor steht noch kein Tier
animal_cards-reason-attack_defeat = { $damage ->
        [one] 1 Schaden reicht
       *[other] { $damage } Schaden reichen
    }, um { GENDER($target) ->
        [feminine] sie
        [neuter] es
       *[masculine] ihn
    } zu besiegen, denn { GENDER($target) ->
        [feminine] sie hat
        [neuter] es hat
       *[masculine] er hat
    } nur noch { $health ->
        [one] 1 Lebenspunkt
       *[other] { $health } Lebenspunkte
    }
animal_cards-reason-attack_defeat_if = wenn keine Pfeife den Angriff abwehrt, { $damage ->
        [one] reicht 1 Schaden
       *[other] reichen { $damage } Schaden
    }, um { GENDER($target) ->
        [feminine] sie
        [neuter] es
       *[masculine] ihn
    } zu besiegen, denn { GENDER($target) ->
        [feminine] sie hat
        [neuter] es hat
       *[masculine] er hat
    } nur noch { $health ->
        [one] 1 Lebenspunkt
       *[other] { $health } Lebenspunkte
    }
animal_cards-reason-attack_hit = { GENDER($target) ->
        [feminine] sie
        [neuter] es
       *[masculine] er
    } verliert { $damage } von { GENDER($target) ->
        [feminine] ihren
       *[other] seinen
    } { $health } Lebenspunkten
animal_cards-reason-attack_hit_if = wenn keine Pfeife den Angriff abwehrt, verliert { GENDER($target) ->
        [feminine] sie
        [neuter] es
       *[masculine] er
    } { $damage } von { GENDER($target) ->
        [feminine] ihren
       *[other] seinen
    } { $health } Lebenspunkten
animal_cards-reason-attack_zero = mein Angriff macht { GENDER($target) ->
        [feminine] ihr
       *[other] ihm
    } keinen Schaden
animal_cards-reason-attack_none = { GENDER($target) ->
        [feminine] sie
        [neuter] es
       *[masculine] er
    } ist das einzige Tier, das ich angreifen kann
animal_cards-reason-end = alle meine Tiere ruhen ({ $cells })
animal_cards-reason-no_whistle = der Angriff auf { NOUN($target, case: "acc", det: "my") } (Stufe { $level }) auf { $cell } macht nur { $damage } Schaden, also hebe ich mir die Pfeife für einen größeren auf
animal_cards-reason-no_whistle_defeat = ich behalte die Pfeife, obwohl der Angriff mit { $damage } Schaden { NOUN($target, case: "acc", det: "my") } (Stufe { $level }) auf { $cell } besiegt
animal_cards-reason-whistle = die Pfeife hält { $damage } Schaden von { NOUN($target, case: "dat", det: "my") } (Stufe { $level }) auf { $cell } ab
animal_cards-reason-pass = ich behalte { $n ->
        [one] die Karte
       *[other] die Karten
    } { $cards } für später
animal_cards-reason-pass_hidden = ich behalte { $n ->
        [one] meine Karte
       *[other] meine { $n } Karten
    } für später
animal_cards-reason-pass_empty = ich habe keine Karte auf der Hand
animal_cards-reason-discard_usable = { $n ->
        [one] die Karte
       *[other] die Karten
    } { $cards } könnte ich jetzt einsetzen, aber ich hoffe, aus { $deck ->
        [one] der 1 Karte
       *[other] den { $deck } Karten
    } in meinem Stapel bessere zu ziehen
animal_cards-reason-discard_unusable = { $n ->
        [one] die Karte
       *[other] die Karten
    } { $cards } kann ich jetzt nicht einsetzen, darum tausche ich sie gegen { $n ->
        [one] eine neue
       *[other] neue
    }
animal_cards-reason-add = { GENDER($animal) ->
        [feminine] sie hat
        [neuter] es hat
       *[masculine] er hat
    } { $health ->
        [one] 1 Lebenspunkt
       *[other] { $health } Lebenspunkte
    }
animal_cards-reason-upgrade = { NOUN($animal, det: "my") } auf { $cell } kommt auf Stufe { $level } und hat wieder { $health ->
        [one] 1 Lebenspunkt
       *[other] { $health } Lebenspunkte
    }
animal_cards-reason-keep = ich behalte die Karte „{ $card }“ für ein Dojo auf der Hand
animal_cards-reason-keep_hidden = ich behalte die nächste Stufe { NOUN($animal, case: "gen", det: "my") } für ein Dojo auf der Hand
animal_cards-reason-dojo = dann { GENDER($animal) ->
        [feminine] hat sie
        [neuter] hat es
       *[masculine] hat er
    } { $health ->
        [one] 1 Lebenspunkt
       *[other] { $health } Lebenspunkte
    }
animal_cards-reason-heal = { GENDER($animal) ->
        [feminine] sie
        [neuter] es
       *[masculine] er
    } bekommt { $healed ->
        [one] 1 Lebenspunkt
       *[other] { $healed } Lebenspunkte
    } zurück und hat dann { $now } von { $top }
animal_cards-reason-heal_all = { $n ->
        [one] mein Tier bekommt
       *[other] meine { $n } Tiere bekommen zusammen
    } { $healed ->
        [one] 1 Lebenspunkt
       *[other] { $healed } Lebenspunkte
    } zurück
animal_cards-reason-blanket = jeder Angriff auf { GENDER($animal) ->
        [feminine] sie
        [neuter] es
       *[masculine] ihn
    } macht { $shield } Schaden weniger
animal_cards-reason-boost = { NOUN($animal, det: "my") } (Stufe { $level }) auf { $cell } kann dann { NOUN($target, case: "dat", det: "the") } (Stufe { $target_level }) auf { $target_cell } { $after } statt { $before } Schaden machen
animal_cards-reason-boost_resting = mein Angriff würde { $boost } Schaden mehr machen, aber alle meine Tiere ruhen in diesem Zug
animal_cards-reason-picnic = ich darf noch eine Gesundheitskarte spielen: { $cards }
animal_cards-reason-picnic_plain = ich darf noch eine Gesundheitskarte spielen
animal_cards-reason-picnic_none = ich darf noch eine Gesundheitskarte spielen, aber ich habe keine, die ich jetzt einsetzen kann

## Das Formular zur Schadens-Mathe in der Lektion
animal_cards-form-attacker = Angreifendes Tier
animal_cards-form-target = Ziel
