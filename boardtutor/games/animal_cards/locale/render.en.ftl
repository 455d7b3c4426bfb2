## The table drawn as a picture: labels and the texts read out for each part.
## $status (text: Mia: make a play – or pass.)
## $level (int: 1 | 3)
## $name (seat)
## $cell (text: b2 | a1)
## $card (text: Banana | Honey pot)
## $health (int: 1 | 6)
## $top (int: 8)
## $damage (int: 3)
## $exercise (text: 3 jumps like a frog)
## $notes (text: resting, can be attacked | covered by the cosy blanket)
## $placed (int: 0 | 4)
## $total (int: 6)
## $n (count)
## $text (text: One animal: +2 health)
## $pile (text: Deck | Discard)
## $cards (text: Banana, Honey pot | Dojo)
## $attacker (noun animal_cards.animal)
## $target (noun animal_cards.animal)
## $animal (noun animal_cards.animal)
## $kills (int: 0 | 2)

animal_cards-render-aria = Card battle: { $status }
animal_cards-render-level_short = level { $level }
animal_cards-render-blanket_mark = blanket
animal_cards-render-resting_mark = Zzz – rests
animal_cards-render-type-health = health
animal_cards-render-type-item = item
animal_cards-render-type-dojo = dojo
animal_cards-render-badge-stays = stays
animal_cards-render-badge-out_of_turn = if attacked
animal_cards-render-cell_empty = Cell { $cell } of { $name } is free
# $animal (noun animal_cards.animal)
# $level (int: 1 | 3)
animal_cards-render-cell_animal = { NOUN($animal, cap: "yes") } (level { $level }) of { $name } on { $cell }: health { $health } of { $top }, damage { $damage }, exercise: { $exercise }
# $text (text: Bear of Mia on b2: health 6 of 6, damage 2)
animal_cards-render-cell_notes = { $text } – { $notes }
animal_cards-render-resting = resting
animal_cards-render-front = can be attacked
# $card (noun animal_cards.card)
animal_cards-render-under = covered by { NOUN($card, det: "the") }
# $n (count)
animal_cards-render-hit = { $n ->
        [0] attacked just now, but lost no health
        [one] attacked just now, lost 1 health point
       *[other] attacked just now, lost { $n } health points
    }
# $n (int: 1 | 5)
animal_cards-render-kills = has defeated: { $n }
animal_cards-render-reserve = on the grid: { $placed } of { $total }
# $n (int: 1 | 5)
# $animal (noun animal_cards.animal)
animal_cards-render-reserve_card = { NOUN($animal, cap: "yes") } (level 1) – click it, then a free cell (card { $n })
animal_cards-render-waiting_setup = on the grid: { $placed } of { $total }
animal_cards-render-hand = Hand: { $n ->
        [one] 1 card
       *[other] { $n } cards
    }
animal_cards-render-hidden = (face down)
animal_cards-render-swap = ⇄ Swap cards
# $n (int: 1 | 5)
animal_cards-render-swap_go = ⇄ Swap { $n }
animal_cards-render-swap_title = Swap cards: click here, pick the cards, then click here again
# $n (int: 1 | 5)
# $health (int: 4 | 10)
# $animal (noun animal_cards.animal)
# $level (int: 1 | 3)
animal_cards-render-hand_animal = { NOUN($animal, cap: "yes") } (level { $level }) – damage { $damage }, { $health } health points (card { $n })
# $n (int: 1 | 5)
animal_cards-render-hand_card = { $card } – { $text } (card { $n })
animal_cards-render-deck = Deck
animal_cards-render-discard = Discard
animal_cards-render-defeated = Defeated
animal_cards-render-pile_title = { $pile }: { $n ->
        [one] 1 card
       *[other] { $n } cards
    }. { $cards }
animal_cards-render-in_play = In play
animal_cards-render-in_play_none = no card
animal_cards-render-band_attack = { NOUN($attacker, cap: "yes") } → { NOUN($target, cap: "yes") }: −{ $damage }, { $health } left
animal_cards-render-band_defeated = { NOUN($attacker, cap: "yes") } → { NOUN($target, cap: "yes") }: −{ $damage }, defeated!
animal_cards-render-band_blocked = { NOUN($attacker, cap: "yes") } → { NOUN($target, cap: "yes") }: whistle! No damage
animal_cards-render-band_none = At every attack, an exercise – everybody, join in!

animal_cards-card_short-banana = One animal: +2 health
animal_cards-card_short-honey = All your animals: +1 health
animal_cards-card_short-blanket = Attacks on it: −1
animal_cards-card_short-sneakers = Your attack: +1 damage
animal_cards-card_short-whistle = Attack on you: no damage
animal_cards-card_short-picnic = One more health card
animal_cards-card_short-dojo = One animal a level up

animal_cards-render-lies_on = { $card } on { $cell }
animal_cards-render-band_pending = { NOUN($attacker, det: "the", cap: "yes") } attacks { NOUN($target, det: "the") }!
animal_cards-render-health_word = health
animal_cards-render-damage_word = damage
# $animal (noun animal_cards.animal)
animal_cards-render-strong_short = strong: { $animal }
animal_cards-render-weak_short = weak: { $animal }
animal_cards-render-in_play_line = In play: { $cards } · points (animals defeated): { $kills }
