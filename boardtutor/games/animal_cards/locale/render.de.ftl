## The table drawn as a picture: labels and the texts read out for each part.
## $status (text: Mia: Spiel eine Karte aus – oder lass es.)
## $level (int: 1 | 3)
## $name (seat)
## $cell (text: b2 | a1)
## $card (text: Banane | Honigtopf)
## $health (int: 1 | 6)
## $top (int: 8)
## $damage (int: 3)
## $exercise (text: 3 × Froschsprünge)
## $notes (text: ruht, kann angegriffen werden | liegt unter der Kuscheldecke)
## $placed (int: 0 | 4)
## $total (int: 6)
## $n (count)
## $text (text: Ein Tier: +2 Leben)
## $pile (text: Stapel | Ablage)
## $cards (text: Banane, Honigtopf | Dojo)
## $attacker (noun animal_cards.animal)
## $target (noun animal_cards.animal)
## $animal (noun animal_cards.animal)
## $kills (int: 0 | 2)

animal_cards-render-aria = Kartenduell: { $status }
animal_cards-render-level_short = Stufe { $level }
animal_cards-render-blanket_mark = Decke
animal_cards-render-resting_mark = Zzz – ruht
animal_cards-render-type-health = Gesundheit
animal_cards-render-type-item = Gegenstand
animal_cards-render-type-dojo = Dojo
animal_cards-render-badge-stays = bleibt liegen
animal_cards-render-badge-out_of_turn = beim Angriff
animal_cards-render-cell_empty = Feld { $cell } von { $name } ist frei
# $animal (noun animal_cards.animal)
# $level (int: 1 | 3)
animal_cards-render-cell_animal = { NOUN($animal) } (Stufe { $level }) von { $name } auf { $cell }: { $health } von { $top } Lebenspunkten, Schaden { $damage }, Übung: { $exercise }
# $text (text: Bär von Mia auf b2: 6 von 6 Lebenspunkten, Schaden 2)
animal_cards-render-cell_notes = { $text } – { $notes }
animal_cards-render-resting = ruht
animal_cards-render-front = kann angegriffen werden
# $card (noun animal_cards.card)
animal_cards-render-under = liegt unter { NOUN($card, case: "dat", det: "the") }
# $n (count)
animal_cards-render-hit = { $n ->
        [0] gerade angegriffen, aber ohne Schaden
        [one] gerade angegriffen, 1 Lebenspunkt verloren
       *[other] gerade angegriffen, { $n } Lebenspunkte verloren
    }
# $n (int: 1 | 5)
animal_cards-render-kills = hat besiegt: { $n }
animal_cards-render-reserve = auf dem Feld: { $placed } von { $total }
# $n (int: 1 | 5)
# $animal (noun animal_cards.animal)
animal_cards-render-reserve_card = { NOUN($animal) } (Stufe 1) – anklicken, dann ein freies Feld (Karte { $n })
animal_cards-render-waiting_setup = auf dem Feld: { $placed } von { $total }
animal_cards-render-hand = Hand: { $n ->
        [one] 1 Karte
       *[other] { $n } Karten
    }
animal_cards-render-hidden = (verdeckt)
animal_cards-render-swap = ⇄ Karten tauschen
# $n (int: 1 | 5)
animal_cards-render-swap_go = ⇄ { $n } tauschen
animal_cards-render-swap_title = Karten tauschen: erst hier klicken, dann die Karten wählen, dann wieder hier
# $n (int: 1 | 5)
# $health (int: 4 | 10)
# $animal (noun animal_cards.animal)
# $level (int: 1 | 3)
animal_cards-render-hand_animal = { NOUN($animal) } (Stufe { $level }) – Schaden { $damage }, { $health } Lebenspunkte (Karte { $n })
# $n (int: 1 | 5)
animal_cards-render-hand_card = { $card } – { $text } (Karte { $n })
animal_cards-render-deck = Stapel
animal_cards-render-discard = Ablage
animal_cards-render-defeated = Besiegt
animal_cards-render-pile_title = { $pile }: { $n ->
        [one] 1 Karte
       *[other] { $n } Karten
    }. { $cards }
animal_cards-render-in_play = Im Spiel
animal_cards-render-in_play_none = keine Karte
animal_cards-render-band_attack = { NOUN($attacker) } → { NOUN($target) }: −{ $damage }, noch { $health }
animal_cards-render-band_defeated = { NOUN($attacker) } → { NOUN($target) }: −{ $damage }, besiegt!
animal_cards-render-band_blocked = { NOUN($attacker) } → { NOUN($target) }: Pfeife! Kein Schaden
animal_cards-render-band_none = Bei jedem Angriff eine Übung – macht alle mit!

animal_cards-card_short-banana = Ein Tier: +2 Leben
animal_cards-card_short-honey = Alle deine Tiere: +1 Leben
animal_cards-card_short-blanket = Angriffe darauf: −1
animal_cards-card_short-sneakers = Dein Angriff: +1 Schaden
animal_cards-card_short-whistle = 0 Schaden für dich
animal_cards-card_short-picnic = Noch eine Gesundheitskarte
animal_cards-card_short-dojo = Ein Tier eine Stufe höher

animal_cards-render-lies_on = { $card } auf { $cell }
animal_cards-render-band_pending = { NOUN($attacker, det: "the", cap: "yes") } greift { NOUN($target, case: "acc", det: "the") } an!
animal_cards-render-health_word = Leben
animal_cards-render-damage_word = Schaden
# $animal (noun animal_cards.animal)
animal_cards-render-strong_short = stark: { $animal }
animal_cards-render-weak_short = schwach: { $animal }
animal_cards-render-in_play_line = Im Spiel: { $cards } · Punkte (besiegte Tiere): { $kills }
