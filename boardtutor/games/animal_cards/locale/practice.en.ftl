## Practice exercises (boardtutor.practice): questions to the seat that acts ("you"), and why the answer is right.
## $name (seat) · $other (seat) · $one (seat) · $two (seat)
## $animal (noun animal_cards.animal) · $target (noun animal_cards.animal) · $level (int: 1 | 3) · $target_level (int: 2)
## $card (noun animal_cards.card) · $blanket (noun animal_cards.card.blanket) · $bar (noun animal_cards.card.sneakers) · $label (text: Banana | Horse)
## $source (text: b2) · $cell (text: a1) · $count (count) · $n (count) · $health (count) · $left (count)
## $deck (count) · $discard (count) · $damage (count) · $boost (int: 0 | 1) · $shield (int: 0 | 1)
## $sign1 (message animal_cards.throw) · $sign2 (message animal_cards.throw) · $sign (message animal_cards.throw)
## $win (message animal_cards.throw) · $lose (message animal_cards.throw)
## $exercise (text: 4 stretches like a bear) · $done (text: yes | no)
## $action (text: Player 1 plays the honey pot.)

## Where a card can go.

animal_cards-practice-pile-hand = Into your hand
animal_cards-practice-pile-discard = Onto your discard pile
animal_cards-practice-pile-defeated = Onto your defeated pile
animal_cards-practice-pile-in_play = It stays in play on the table

## Aim of the game

animal_cards-practice-goal-question = { NOUN($animal, det: "your", cap: "yes") } (level { $level }) on { $source } attacks { $other }'s { NOUN($target) } (level { $target_level }) on { $cell } and defeats it. What happens then?
animal_cards-practice-goal-win = You win the game.
animal_cards-practice-goal-on = The game goes on.
animal_cards-practice-goal-why = { $count ->
        [0] That was { $other }'s last animal: all of them are defeated, so you win.
       *[other] { $other } still has { $count ->
            [one] one animal
           *[other] { $count } animals
        } on the grid, so the game goes on: you only win once all of them are defeated.
    }

## Rule 2.1

animal_cards-practice-first-question = Rock, paper, scissors: { $one } shows { $sign1 }, { $two } shows { $sign2 }. Who starts?
animal_cards-practice-first-starts = { $name } starts.
animal_cards-practice-first-again = Nobody yet: they play again.
animal_cards-practice-first-why_won = { $name } wins with { $win } against { $lose }, so { $name } starts.
animal_cards-practice-first-why_tie = Both show { $sign }: nobody wins, so they play again.

## Rule 2.2

animal_cards-practice-grid-question = Click every animal on { $other }'s grid that your animals can attack now.
animal_cards-practice-grid-why = Only the front animal of each column can be attacked; the animals behind it are safe. Here that makes { $count ->
        [one] one animal
       *[other] { $count } animals
    }.

## Rule 3

animal_cards-practice-draw-question = You now have { $n ->
        [one] one card
       *[other] { $n } cards
    } in your hand. How many cards do you draw now?
animal_cards-practice-draw-why = Your hand is always filled up to five cards from your draw deck: with { $n ->
        [one] one card
       *[other] { $n } cards
    } in your hand you draw { $count ->
        [one] one card
       *[other] { $count } cards
    }.

## Rule 4.1

animal_cards-practice-turn-question = You are { $name }. { $done ->
        [yes] You have made your play.
       *[other] It is your turn, and you have not played yet.
    } Which of these may you do now?
animal_cards-practice-turn-why = A turn has two parts: first the play, then the attack. { $done ->
        [yes] Your play is done, so now comes the attack – another play has to wait for your next turn.
       *[other] The attack only comes after the play (playing nothing counts as your play, too).
    }

## Rule 4.2

animal_cards-practice-play-question = Click every card in your hand that you could play now (swapping cards does not count).
animal_cards-practice-play-why = For your play you may put down a health card, an item card, a dojo or a new level-1 animal – if it can do something now: a banana or a honey pot needs a hurt animal, a dojo the next level in your hand, a new animal a free cell, and the whistle waits for an attack on you. { $count ->
        [one] One card
       *[other] { $count } cards
    } of your hand can be played.

## Rule 5.1

animal_cards-practice-attack-question = { NOUN($animal, det: "your", cap: "yes") } (level { $level }) on { $source } attacks { NOUN($target, det: "the") } (level { $target_level }) on { $cell }. Which exercise does everybody do?
animal_cards-practice-attack-why = The attacking animal decides: { NOUN($animal, det: "a") } at level { $level } asks for { $exercise }.

## Rule 5.2

animal_cards-practice-damage-question = { NOUN($animal, det: "your", cap: "yes") } (level { $level }) on { $source } attacks { NOUN($target, det: "the") } (level { $target_level }) on { $cell }, which has { $health } health. How much health is left after the attack (if no whistle stops it)?
animal_cards-practice-damage-why = { NOUN($animal, det: "your", cap: "yes") } does { $damage } damage.{ $boost ->
        [0] {""}
       *[other] {" "}That includes +{ $boost } from { NOUN($bar, det: "the") }.
    }{ $shield ->
        [0] {""}
       *[other] {" "}{ NOUN($blanket, det: "the", cap: "yes") } on the target takes { $shield } away.
    } { $left ->
        [0] { $health ->
            [one] That takes its last point of health: none is left.
           *[other] That takes all of its { $health } health: none is left.
        }
       *[other] { $health } − { $damage } leaves { $left } health.
    }

## Rule 5.4

animal_cards-practice-rest-question = Click every animal of yours that may attack now.
animal_cards-practice-rest-why = An animal that has attacked rests through your next turn and may not attack. { $count ->
        [one] One of your animals is resting
       *[other] { $count } of your animals are resting
    } now.

## Rule 6.1

animal_cards-practice-health-question = { NOUN($animal, det: "your", cap: "yes") } (level { $level }) on { $source } attacks. Click every animal on { $other }'s grid that it would defeat (if no whistle stops it).
animal_cards-practice-health-why = An animal is defeated when its health reaches zero: where the damage is at least the health left. That is true for { $count ->
        [one] one animal
       *[other] { $count } animals
    } here.

## Rule 6.2

animal_cards-practice-fallen-question = You draw the card “{ $label }”. Where does it go?
animal_cards-practice-fallen-why_defeated = { NOUN($animal, det: "your", cap: "yes") } has already been defeated, so every card of it that you draw goes straight onto your defeated pile.
animal_cards-practice-fallen-why_hand = { NOUN($animal, det: "your", cap: "yes") } has not been defeated, so its card goes into your hand like any other.

## Rule 7.1

animal_cards-practice-upgrade-question = One of your animals has just defeated { $other }'s { NOUN($target) } (level { $target_level }). Click every animal of yours that you may upgrade now with a card from your hand.
animal_cards-practice-upgrade-why = Without a dojo only the winner may be upgraded: { NOUN($animal, det: "your") } on { $source }, with “{ $label }”. It still rests in your next turn.

## Rule 7.2

animal_cards-practice-dojo-question = You hold a dojo. Click every animal of yours that it could upgrade now.
animal_cards-practice-dojo-why = A dojo upgrades one of your animals with its next level from your hand, so it works only where you hold that card: { $count ->
        [one] one animal
       *[other] { $count } animals
    } here. The upgraded animal may attack at once.

## Rule 7.3

animal_cards-practice-old-question = You are { $name }. { $action } Where does the card “{ $label }” go?
animal_cards-practice-old-why = An upgraded animal's old card is out for good: “{ $label }” goes onto your defeated pile.

## Rule 8

animal_cards-practice-says-whistle-question = It is { $other }'s turn: { NOUN($animal, det: "the") } (level { $level }) on { $source } attacks { NOUN($target, det: "your") } (level { $target_level }) on { $cell }. Click every card you may play now.
# $card (noun animal_cards.card.whistle)
animal_cards-practice-says-whistle-why = What a card says counts: { NOUN($card, det: "the") } may be played when it is not your turn, as soon as one of your animals is attacked. Your other cards wait for your own turn.
# $card (noun animal_cards.card.picnic)
animal_cards-practice-says-picnic-question = You have played { NOUN($card, det: "the") }. Click every card you may play now.
# $card (noun animal_cards.card.picnic)
animal_cards-practice-says-picnic-why = What a card says counts: { NOUN($card, det: "the") } lets you play a health card as well this turn – but only a health card that can do something now. { $count ->
        [one] One card
       *[other] { $count } cards
    } of your hand can.

## Rule 9.1

animal_cards-practice-in_play-question = You are { $name }. { $action } Where is { NOUN($card, det: "the") } when your turn is over?
animal_cards-practice-in_play-why = A card you play lies in play only during your turn: at its end { NOUN($card, det: "the") } goes onto your discard pile. Only a card that says “stays” remains.
# $card (noun animal_cards.card.blanket)
animal_cards-practice-in_play-why_stays = { NOUN($card, det: "the", cap: "yes") } says “stays”: unlike the other cards you play, it does not go onto your discard pile at the end of your turn but keeps lying in play.

## Rule 9.2

animal_cards-practice-stay-question_new = You are { $name }. { $action } Where is { NOUN($blanket, det: "the") } when your turn is over?
animal_cards-practice-stay-question_lying = You are { $name }. { NOUN($blanket, det: "a", cap: "yes") } lies on { NOUN($animal, det: "your") } on { $cell }. { $action } Where is { NOUN($blanket, det: "the") } from { $cell } when your turn is over?
animal_cards-practice-stay-why_kept = { NOUN($blanket, det: "the", cap: "yes") } says “stays”: it keeps lying on { $cell } after your turn, until it is destroyed or another health card takes its place.
animal_cards-practice-stay-why_replaced = { NOUN($blanket, det: "the", cap: "yes") } stays only until another health card is played: { NOUN($card, det: "the") } takes its place, so { NOUN($blanket, det: "the") } from { $cell } goes onto your discard pile.

## Rule 10

animal_cards-practice-reshuffle-question = You are { $name }. Your draw deck has { $deck ->
        [0] no cards
        [one] one card
       *[other] { $deck } cards
    } left, your discard pile { $discard ->
        [one] one card
       *[other] { $discard } cards
    }. { $action } How many cards will your new draw deck have when it is shuffled?
animal_cards-practice-reshuffle-why = Once your draw deck has run out, your whole discard pile is shuffled into a new draw deck, with the { $n ->
        [one] card
       *[other] cards
    } you just swapped: { $discard } + { $n } = { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
