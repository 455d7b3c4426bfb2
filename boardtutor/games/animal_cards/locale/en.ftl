animal_cards-title = Animal exercise card battle

animal_cards-rulebook = rulebook “Animal Exercise Cards”

animal_cards-section-goal = Aim of the game (first sentence)
animal_cards-section-deck = Rule 1: the deck
animal_cards-section-first_player = Rule 2.1: who goes first
animal_cards-section-grid = Rule 2.2: the 3×3 grid
animal_cards-section-draw_deck = Rule 3: draw deck and five cards in hand
animal_cards-section-turn = Rule 4.1: first a play, then an attack
animal_cards-section-play = Rule 4.2: what a play can be
animal_cards-section-attack = Rule 5.1: making an attack
animal_cards-section-damage = Rule 5.2: subtracting damage
animal_cards-section-strong_weak = Rule 5.3: strong or weak
animal_cards-section-rest = Rule 5.4: resting
animal_cards-section-health = Rule 6.1: health
animal_cards-section-defeated_pile = Rule 6.2: the defeated pile
animal_cards-section-upgrade_defeat = Rule 7.1: upgrading after a win
animal_cards-section-dojo = Rule 7.2: upgrading with a dojo
animal_cards-section-level_one = Rule 7.3: level 1 after an upgrade
animal_cards-section-card_instructions = Rule 8: what the cards say
animal_cards-section-in_play = Rule 9.1: what is in play
animal_cards-section-stay = Rule 9.2: cards that stay
animal_cards-section-reshuffle = Rule 10: reshuffling

## Names of cards and animals, as labels (on the cards, in tables, in quotes).
## $animal (noun animal_cards.animal)
## $card (noun animal_cards.card)
## $level (int: 1 | 3)

animal_cards-animal_level = { NOUN($animal, cap: "yes") } (level { $level })
animal_cards-animal_label = { NOUN($animal, cap: "yes") }
animal_cards-card_label = { NOUN($card, cap: "yes") }
animal_cards-level_word = level { $level }

## A list of card names: “Banana”, “Banana” and “Dojo”, “Banana”, “Dojo” and “Frog (level 2)”.
## $card (text: Banana | Honey pot)
## $first (text: “Banana” | “Banana”, “Dojo”)
## $last (text: “Honey pot” | “Dojo” and “Honey pot”)

animal_cards-list-quoted = “{ $card }”
animal_cards-list-and = { $first } and { $last }
animal_cards-list-comma = { $first }, { $last }

## The exercises, with how many times or seconds.
## $n (count)

animal_cards-exercise-bear_reach = { $n ->
        [one] 1 stretch like a bear
       *[other] { $n } stretches like a bear
    }
animal_cards-exercise-elephant_stomp = { $n ->
        [one] 1 stomp like an elephant
       *[other] { $n } stomps like an elephant
    }
animal_cards-exercise-flamingo_balance = { $n ->
        [one] 1 second
       *[other] { $n } seconds
    } on one leg
animal_cards-exercise-cheetah_run = { $n ->
        [one] 1 second
       *[other] { $n } seconds
    } running on the spot
animal_cards-exercise-eagle_wings = { $n ->
        [one] 1 wing flap like an eagle
       *[other] { $n } wing flaps like an eagle
    }
animal_cards-exercise-horse_jump = { $n ->
        [one] 1 jump like a horse
       *[other] { $n } jumps like a horse
    }
animal_cards-exercise-frog_jump = { $n ->
        [one] 1 jump like a frog
       *[other] { $n } jumps like a frog
    }
animal_cards-exercise-monkey_climb = { $n ->
        [one] 1 climb like a monkey
       *[other] { $n } climbs like a monkey
    }
animal_cards-exercise-star_jump = { $n ->
        [one] 1 star jump
       *[other] { $n } star jumps
    }

## How to do each exercise, in one sentence.

animal_cards-how-bear_reach = Stretch up high like a bear at a tree – then touch your toes.
animal_cards-how-elephant_stomp = Stomp one foot, then the other, heavy like an elephant.
animal_cards-how-flamingo_balance = Stand on one leg like a flamingo. Wobbling is allowed!
animal_cards-how-cheetah_run = Run as fast as you can – but stay where you are.
animal_cards-how-eagle_wings = Arms out wide, slowly up and down like big wings.
animal_cards-how-horse_jump = Jump with both feet over a pretend fence – forwards and back.
animal_cards-how-frog_jump = Squat down, hands on the floor – and jump up!
animal_cards-how-monkey_climb = Reach up with one hand, then the other, as if climbing a rope.
animal_cards-how-star_jump = Jump and spread out like a starfish: arms and legs wide.

animal_cards-throw-rock = rock
animal_cards-throw-paper = paper
animal_cards-throw-scissors = scissors

animal_cards-phase-rps = rock, paper, scissors
animal_cards-phase-setup = putting animals on the grid
animal_cards-phase-play = making a play (a card, swapping cards, or nothing)
animal_cards-phase-attack = making an attack
animal_cards-phase-react = the whistle – or not
animal_cards-phase-upgrade = upgrading – or not
animal_cards-phase-end = the end of the game

## What comes next.
## $name (seat)
## $animal (noun animal_cards.animal)
## $level (int: 1 | 2)
## $target (noun animal_cards.animal)
## $target_level (int: 1 | 3)

animal_cards-next-rps = Rock, paper, scissors: who goes first?
# $n (int: 0 | 3)
animal_cards-next-draw = { $name } draws cards until there are 5 in hand (now { $n }).
# $left (int: 1 | 6)
animal_cards-next-setup = { $name }: pick one of your level-1 animals and put it on a free cell. { $left ->
        [one] It is your last animal.
       *[other] { $left } animals to go, then all are out.
    }
animal_cards-next-play = { $name }: make a play – or pass.
animal_cards-next-play_extra = { $name }: you may play a health card as well.
animal_cards-next-attack = { $name }: attack! Pick one of your animals, then a target.
animal_cards-next-attack_none = { $name }: all your animals are resting – your turn ends.
animal_cards-next-react = { $name }: { NOUN($animal, det: "the") } (level { $level }) attacks { NOUN($target, det: "your") } (level { $target_level }). Will you blow the whistle?
animal_cards-next-upgrade = { $name }: { NOUN($animal, det: "your") } (level { $level }) won! Do you want to upgrade it?

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
## $cards (text: “Banana” | “Banana” and “Honey pot”)

# $one (seat)
# $two (seat)
# $sign1 (text: rock | paper)
# $sign2 (text: scissors)
animal_cards-action-rps = { $one } shows { $sign1 }, { $two } shows { $sign2 }.
animal_cards-action-draw = { $name } draws a card.
animal_cards-action-place = { $name } puts { NOUN($animal, det: "the") } (level { $level }) on { $cell }.
animal_cards-action-add = { $name } puts { NOUN($animal, det: "a") } (level { $level }) on { $cell } as a new animal.
# $n (int: 1 | 3)
animal_cards-action-discard = { $name } puts { $n ->
        [one] the card
       *[other] the cards
    } { $cards } on the discard pile and draws { $n ->
        [one] a new card
       *[other] { $n } new cards
    } instead.
animal_cards-action-dojo = { $name } sends { NOUN($animal, det: "the") } on { $cell } to the dojo: it is now level { $level }!
animal_cards-action-play_on = { $name } plays { NOUN($card, det: "the") } for { NOUN($animal, det: "the") } (level { $level }) on { $cell }.
animal_cards-action-play = { $name } plays { NOUN($card, det: "the") }.
# $exercise (text: 3 jumps like a frog | 10 seconds running on the spot)
animal_cards-action-attack = { $name }: { NOUN($animal, det: "the") } (level { $level }) on { $source } attacks { NOUN($target, det: "the") } (level { $target_level }) on { $cell } – { $exercise }!
animal_cards-action-attack_plain = { $name } attacks { $cell } from { $source }.
animal_cards-action-upgrade = { $name } upgrades { NOUN($animal, det: "the") } to level { $level }!
animal_cards-action-upgrade_cell = { $name } upgrades the animal on { $cell }.
animal_cards-action-no_whistle = { $name } keeps the whistle.
animal_cards-action-pass = { $name } plays no card.
animal_cards-action-end = { $name } ends the turn (every animal is resting).
animal_cards-action-keep = { $name } does not upgrade.

## How the game ended.
## $winner (seat)
## $loser (seat)
## $turns (int: 80)
## $kills (int: 3 | 4)
## $other_kills (int: 2)
## $health (int: 17)
## $other_health (int: 12)

animal_cards-outcome-all_defeated = { $winner } wins! Every one of { $loser }'s animals is defeated.
animal_cards-outcome-turn_limit = After { $turns } turns the game ends: { $winner } defeated more animals ({ $kills } to { $other_kills }) and wins.
animal_cards-outcome-turn_limit_health = After { $turns } turns the game ends: both defeated the same number of animals, but { $winner }'s animals have more health left ({ $health } to { $other_health }) – { $winner } wins.
animal_cards-outcome-draw = After { $turns } turns the game ends – a draw!

## Moves that are not allowed.
## $name (seat)
## $cell (text: b2 | a1)
## $cells (text: a1, b1, c1 | b2)
## $card (text: Banana | Honey pot)
## $animal (noun animal_cards.animal)
## $level (int: 1 | 3)
## $expected (text: making an attack | rock, paper, scissors)
## $action (text: attack b1 a1 | pass)
## $text (text: jump | play banana z9)

animal_cards-error-notation = I do not understand “{ $text }” as a move. Examples: “attack b1 a1”, “play banana b2”, “pass”.
animal_cards-error-rps_first = Rock, paper, scissors first: it decides who goes first.
animal_cards-error-not_in_deck = “{ $card }” is not in { $name }'s deck any more.
animal_cards-error-drawing = Wait a moment: { $name } is drawing cards.
animal_cards-error-no_chance = Nothing is drawn or thrown here. What comes next: { $expected }.
animal_cards-error-not_in_reserve = { NOUN($animal, det: "your", cap: "yes") } (level { $level }) is already on your grid.
animal_cards-error-cell_taken = There is already an animal on { $cell }. Pick a free cell.
animal_cards-error-must_attack = One of your animals can still attack – so you attack!
animal_cards-error-play_done = You have made your play. Now it is time to attack.
animal_cards-error-react_card = You cannot play “{ $card }” now – only the whistle, or nothing.
animal_cards-error-upgrade_which = Only the animal that won (on { $cell }) may be upgraded now.
animal_cards-error-wrong_time = “{ $action }” is not possible now. What comes next: { $expected }.
animal_cards-error-play_first = First make a play (or “pass”), then attack.
animal_cards-error-not_in_hand = You do not have “{ $card }” in your hand.
animal_cards-error-only_health = The picnic basket only allows one more health card – or “pass”.
animal_cards-error-out_of_turn_only = You only play “{ $card }” when one of your animals is attacked.
animal_cards-error-which_animal = On which of your animals? Add its cell, for example “b2”.
animal_cards-error-no_target = “{ $card }” does not need a cell.
animal_cards-error-no_own_animal = None of your animals is on { $cell }.
animal_cards-error-top_level = { NOUN($animal, det: "your", cap: "yes") } is already at the top level.
animal_cards-error-no_next_level = For that you need “{ $card }” in your hand.
animal_cards-error-full_health = Nothing to heal there: the animal has all its health, so the card would do nothing. (The rulebook does not say this – we decided it, see our assumptions.)
animal_cards-error-resting = { NOUN($animal, det: "your", cap: "yes") } (level { $level }) is resting and cannot attack this turn.
animal_cards-error-no_target_there = There is no animal on { $cell } of the other grid.
animal_cards-error-not_front = Only the front animal of each column can be attacked: { $cells }.
animal_cards-error-full_health_all = Nothing to heal: all your animals have all their health, so the card would do nothing. (The rulebook does not say this – we decided it, see our assumptions.)
# $part (text: 1: bear | fox)
animal_cards-error-setup_spec = This set-up cannot be read: “{ $part }” is not something a set-up can say there.

animal_cards-option-format = Format
animal_cards-option-format-basic = basic
animal_cards-option-format-strong_weak = strong and weak (±1)
animal_cards-option-first = Who goes first?
animal_cards-option-first-rps = rock, paper, scissors
animal_cards-option-first-1 = player 1
animal_cards-option-first-2 = player 2

## Hints of the play widget.
## $card (text: Banana | Honey pot)

animal_cards-ui-use_buttons = Decide now with the buttons below the picture.
animal_cards-ui-own_grid = Your animals go on your own grid.
animal_cards-ui-choose_animal = First click an animal on the right, then a free cell.
animal_cards-ui-swapping = You are choosing cards to swap: click cards, then “Swap”.
animal_cards-ui-animal_not_now = You cannot play “{ $card }” right now. You can swap the card.
animal_cards-ui-play_first = First the play: click a card – or “plays no card”. Then comes the attack.
animal_cards-ui-attack_now = Time to attack: click one of your animals, then a target.
animal_cards-ui-choose_attacker = First click one of your animals that is not resting.

## The exercise coach.
## $n (int: 5 | 20)

animal_cards-coach-title = Exercise coach
animal_cards-coach-intro = Everybody joins in! Count out loud – and click the big number at every repetition (or press the space bar).
animal_cards-coach-intro_follow = The exercise of every new attack in the game appears here. Everybody joins in!
# $target (noun animal_cards.animal)
animal_cards-coach-attacks = attacks { NOUN($target, det: "the") }
animal_cards-coach-of_reps = of { $n }
animal_cards-coach-of_seconds = of { $n } seconds
animal_cards-coach-tap = Click here or space bar: +1
animal_cards-coach-done = Done!
animal_cards-coach-count_title = Count one more
animal_cards-coach-keyboard_help = Keyboard: Tab onto the big number, then the space bar or Enter counts one more.
animal_cards-coach-plus_reps = +1
animal_cards-coach-plus_seconds = +1 second
animal_cards-coach-reset = Start again
animal_cards-coach-next = Next exercise
animal_cards-coach-well_done = Great job, everybody!
animal_cards-coach-already_done = Already done! “Start again” starts over.
animal_cards-coach-following = The coach is following a game: the next exercise comes with the next attack.
# $card (text: jump | bear9)
# $example (text: frog2)
animal_cards-coach-unknown_card = “{ $card }” is not an animal card. Example: “{ $example }”.

animal_cards-maths-attacker = attacker
animal_cards-maths-target = target
animal_cards-maths-attacker_level = attacker level
animal_cards-maths-target_level = target level
animal_cards-maths-fewest = fewest
animal_cards-maths-typical = usually
animal_cards-maths-most = most
animal_cards-maths-chart_title = How many hits does it take? (level 1 against level 1)
animal_cards-maths-chart_title_sw = How many hits – with strong and weak?
animal_cards-maths-turns = turns until someone wins
animal_cards-maths-games = games
# $n (count)
animal_cards-maths-lengths_title = How long does a game last? { $n ->
        [one] One game
       *[other] { $n } games
    } of two computers that play at random
animal_cards-maths-chart_alt = A table of coloured squares: one row for each attacking animal, one column for each animal it attacks. The number in a square says how many hits the attacker needs to defeat that animal. The darker the square, the more hits.
# $n (count) · $fewest (count) · $most (int: 40 | 12)
animal_cards-maths-lengths_alt = A bar chart of { $n ->
        [one] one game
       *[other] { $n } games
    }: how many games ended after how many turns. The shortest game took { $fewest ->
        [one] one turn
       *[other] { $fewest } turns
    }, the longest { $most }.

animal_cards-deck-animal = animal
animal_cards-deck-sort = sort
animal_cards-deck-sort-sturdy = sturdy
animal_cards-deck-sort-quick = quick
animal_cards-deck-sort-middle = in between
# $level (int: 1 | 3)
animal_cards-deck-level = level { $level }
# $health (int: 4 | 10)
# $damage (int: 2 | 5)
animal_cards-deck-values = ♥ { $health } · ✸ { $damage }
animal_cards-deck-exercise = exercise (level 1/2/3)
animal_cards-deck-strong = strong against
animal_cards-deck-weak = weak against
animal_cards-deck-card = card
animal_cards-deck-kind = kind
animal_cards-deck-count = how many
animal_cards-deck-effect = what it does
animal_cards-deck-gallery = Cards of the sample deck
# $cards (text: “Banana”, “Honey pot” and “Dojo”)
animal_cards-deck-gallery_alt = Cards of the sample deck: { $cards }.

## Saved games the rules make impossible.
## $who (seat)
## $first (seat)
## $second (seat)
## $turn (seat)
## $winner (seat)
## $loser (seat)
## $other (seat)
## $card (text: Banana | Honey pot)
## $lower (text: Bear)
## $animal (noun animal_cards.animal)
## $cell (text: b2 | a1)
## $cells (text: a1, b2 | c3)
## $places (text: in the hand, in the draw deck | on the grid)
## $part (text: cards in a hand | an attack)
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

animal_cards-save-card_extra = { $who } has the card “{ $card }” { $count } times ({ $places }), but the deck has only { $expected ->
        [one] one
       *[other] { $expected }
    }.
animal_cards-save-card_missing = { $who }'s card “{ $card }” is missing: the deck has { $expected } of it, but the saved game has only { $count }.
animal_cards-save-place-grid = on the grid
animal_cards-save-place-hand = in the hand
animal_cards-save-place-reserve = not yet put out
animal_cards-save-place-deck = in the draw deck
animal_cards-save-place-discard = in the discard pile
animal_cards-save-place-defeated = in the defeated pile
animal_cards-save-place-in_play = played and lying in play
animal_cards-save-before_deal = This saved game is still before the cards are dealt (rock, paper, scissors or putting out the animals), but it already has { $part }.
animal_cards-save-part-hands = cards in a hand
animal_cards-save-part-discards = cards on a discard pile
animal_cards-save-part-defeated = defeated cards or animals
animal_cards-save-part-slots = cards in play
animal_cards-save-part-last = an attack
animal_cards-save-part-kills = defeated animals counted
animal_cards-save-part-turns = turns counted
animal_cards-save-part-boost = extra damage from a power bar
animal_cards-save-setup_deck = While the animals are put out, { $who }'s “{ $card }” cannot be in the draw deck yet: every level-1 animal is on the grid or still waiting to be put out.
animal_cards-save-setup_animal = While the animals are put out, every animal on the grid is a level-1 animal with full health that does not rest – { $who }'s “{ $card }” on { $cell } is not.
animal_cards-save-rps_grid = During rock, paper, scissors no animal is on a grid yet.
animal_cards-save-setup_order = When the animals are put out, { $first } puts out all { $total } first, then { $second }. That does not fit: { $first } has put out { $n1 }, { $second } { $n2 }, and it is { $turn }'s turn.
animal_cards-save-reserve_left = All animals are put out, but { $who } still has “{ $card }” waiting to be put out.
animal_cards-save-grid_empty = { $who } has no animal left on the grid – then the game would already be over.
animal_cards-save-not_reshuffled = { $who } has fewer than { $limit } cards in hand and an empty draw deck, but cards on the discard pile: they would already have been shuffled into a new deck (rule 10).
animal_cards-save-animal_twice = { $who } has the { $animal } twice on the grid (on { $cells }). Each animal can only stand on the grid once.
animal_cards-save-health_high = { $who }'s “{ $card }” on { $cell } has { $health } health, but that card has only { $max }.
animal_cards-save-health_range = “{ $where }”: an animal on the grid has from 1 to { $limit } health, not { $value }. (An animal with 0 health is defeated and leaves the grid.)
animal_cards-save-fallen_on_grid = { $who }'s “{ $card }” stands on { $cell }, but this animal was already defeated – it can never come back (rule 6.2).
animal_cards-save-level_skipped = { $who } has “{ $card }” on { $cell }, so “{ $lower }” must be in the defeated pile: an animal only reaches a higher level by upgrading, and the old card is then defeated (rule 7.3).
animal_cards-save-resting_many = { $who } has several animals resting at once ({ $cells }), but only the one that attacked in the last turn can still be resting.
animal_cards-save-rest_two = { $who }'s “{ $card }” on { $cell } is marked as having just attacked, but it is not the animal attacking right now.
animal_cards-save-fallen_twice = { $who }'s list of defeated animals names an animal twice.
animal_cards-save-fallen_in_hand = { $who } has “{ $card }” in hand, but this animal was already defeated: its cards go straight to the defeated pile (rule 6.2).
animal_cards-save-defeated_not_animal = { $who }'s defeated pile holds “{ $card }”, but only animal cards can be defeated.
animal_cards-save-defeated_card = { $who }'s defeated pile holds “{ $card }”, but this animal was neither defeated nor upgraded past that level.
animal_cards-save-fallen_no_card = For { $who } the { $animal } counts as defeated, but none of its cards is in the defeated pile.
animal_cards-save-whistle_in_play = { $who }'s time-out whistle lies in play, but it only stops one attack and then goes straight to the discard pile.
animal_cards-save-item_kept = { $who }'s “{ $card }” lies in play, but played cards go to the discard pile at the end of the turn (rule 9.1) – only a card that stays, like the cosy blanket, remains.
animal_cards-save-blanket_on = { $who }'s “{ $card }” must lie on one of their own animals, but there is none on “{ $cell }”.
animal_cards-save-on_without_blanket = For { $who } a card lies on “{ $cell }”, but only a card that stays (the cosy blanket) lies on an animal.
animal_cards-save-picnic = For { $who } the mark “one more health card” and the picnic basket in play do not match: the mark is set exactly while the picnic basket has been played this turn and no health card yet.
animal_cards-save-boost = The extra damage ({ $boost }) does not match { $who }'s cards in play: a power bar played this turn gives exactly +1, otherwise there is none.
animal_cards-save-kills = The saved game says { $who } has defeated this many animals: { $kills }. But the number of { $other }'s defeated animals is { $fallen }.
animal_cards-save-turn_limit = The game ends after { $limit } turns, and only then by the turn limit: the number of turns ({ $turns }) does not fit this saved game's phase and ending.
animal_cards-save-turn_order = { $first } went first and the number of turns over is { $turns }, so it is { $expected }'s turn now – not { $turn }'s.
animal_cards-save-last_attack = The record of the last attack does not add up (“{ $what }”): it must follow from the cards.
animal_cards-save-pending_from = An attack is waiting for the whistle, but { $who } has no animal on { $cell } that has just attacked.
animal_cards-save-pending_to = An attack is waiting for the whistle, but { $who } has no animal on { $cell } that can be attacked (only the front animal of each column can).
animal_cards-save-pending_whistle = An attack is waiting for the whistle, but { $who } has no whistle in hand.
animal_cards-save-pending_damage = An attack on { $who }'s animal on { $cell } is waiting for the whistle, but it does no damage – then nobody needs to wait.
animal_cards-save-upgrade_win = { $who } is asked whether to upgrade, but the animal on { $cell } has not just won.
animal_cards-save-upgrade_card = { $who } is asked whether to upgrade “{ $card }”, but the next level is not in their hand.
animal_cards-save-ending_all_defeated = The game is said to end with { $winner } defeating all of { $loser }'s animals, but the grids and the last attack do not show that.
animal_cards-save-ending_draw = In a draw both players are winners.
animal_cards-save-ending_limit = At the turn limit, first the defeated animals count, then the health left. { $winner }: defeated animals { $kills }, health { $health }; the other player: defeated animals { $other_kills }, health { $other_health } – that does not fit the saved ending.
animal_cards-save-hand_size = Player { $seat } has { $count } cards in their hand, but a hand holds at most { $limit } cards.
animal_cards-save-first = “first” (who goes first) is empty exactly while rock, paper, scissors is still going on – here the phase is “{ $phase ->
        [rps] rock, paper, scissors
        [setup] putting out the animals
        [play] making a play
        [attack] making an attack
        [react] the whistle or not
        [upgrade] upgrading
        [end] end of the game
       *[other] { $phase }
    }”.
animal_cards-save-pending = An attack waits for the whistle (“pending”) exactly in the phase “the whistle or not” – here the phase is “{ $phase ->
        [rps] rock, paper, scissors
        [setup] putting out the animals
        [play] making a play
        [attack] making an attack
        [react] the whistle or not
        [upgrade] upgrading
        [end] end of the game
       *[other] { $phase }
    }”.
animal_cards-save-ending = Only a finished game (phase “end of the game”) has an ending, and then it always has one – here the phase is “{ $phase ->
        [rps] rock, paper, scissors
        [setup] putting out the animals
        [play] making a play
        [attack] making an attack
        [react] the whistle or not
        [upgrade] upgrading
        [end] end of the game
       *[other] { $phase }
    }”.
animal_cards-save-winners = A finished game has one winner, a draw two, and a game that is not over none (phase “{ $phase ->
        [rps] rock, paper, scissors
        [setup] putting out the animals
        [play] making a play
        [attack] making an attack
        [react] the whistle or not
        [upgrade] upgrading
        [end] end of the game
       *[other] { $phase }
    }”).
animal_cards-save-dealt = The cards are dealt (“dealt”) exactly when both grids are set up – that does not fit the phase “{ $phase ->
        [rps] rock, paper, scissors
        [setup] putting out the animals
        [play] making a play
        [attack] making an attack
        [react] the whistle or not
        [upgrade] upgrading
        [end] end of the game
       *[other] { $phase }
    }”.
animal_cards-save-extra_health = The picnic basket's extra health card (“extra_health”) can only be played during the play, not in the phase “{ $phase ->
        [rps] rock, paper, scissors
        [setup] putting out the animals
        [play] making a play
        [attack] making an attack
        [react] the whistle or not
        [upgrade] upgrading
        [end] end of the game
       *[other] { $phase }
    }”.
animal_cards-save-upgrade = Upgrading after a win (phase “{ $phase ->
        [rps] rock, paper, scissors
        [setup] putting out the animals
        [play] making a play
        [attack] making an attack
        [react] the whistle or not
        [upgrade] upgrading
        [end] end of the game
       *[other] { $phase }
    }”) needs the attack that won (“last”).

animal_cards-save-animals_missing = Every player starts with { $total } animals on the grid, and an animal only leaves the grid when it is defeated. But { $who } has { $n } on the grid and the number of defeated animals is { $fallen } – some animals are missing.
animal_cards-save-too_many_defeated = Only one animal can be defeated per attack, and there is at most one attack per turn. But the number of turns over is { $turns } and the number of defeated animals is { $kills } – too many.
animal_cards-save-first_turn_last = No turn is over yet, so nobody has attacked – but the saved game already has a last attack.
animal_cards-save-first_turn_hurt = No turn is over yet, so nobody has attacked – but { $who }'s animal on { $cell } is hurt.
animal_cards-save-first_turn_resting = No turn is over yet, so nobody has attacked – but { $who }'s animal on { $cell } is resting.

## Counts on the table.
## $n (count)

animal_cards-count-cards = { $n ->
        [one] 1 card
       *[other] { $n } cards
    }

## Why a computer player's move is good (one clause, after “because”).
## $animal (noun animal_cards.animal)
## $target (noun animal_cards.animal)
## $level (int: 1 | 3)
## $cell (text: b2 | a1)
## $cells (text: a1, b1 | c2)
## $health (count)
## $damage (count)
## $cards (text: “Banana” | “Banana” and “Dojo”)
## $n (count)
## $card (text: Power bar)
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
       *[other] it
    } has { $health ->
        [one] 1 health point
       *[other] { $health } health points
    } and stands at the front
animal_cards-reason-place_middle = { GENDER($animal) ->
       *[other] it
    } has { $health ->
        [one] 1 health point
       *[other] { $health } health points
    } and waits in the middle row
animal_cards-reason-place_back = { GENDER($animal) ->
       *[other] it
    } has { $health ->
        [one] 1 health point
       *[other] { $health } health points
    } and waits safely at the back
animal_cards-reason-place_back_open = { GENDER($animal) ->
       *[other] it
    } has { $health ->
        [one] 1 health point
       *[other] { $health } health points
    } and waits at the back, with no animal in front of it yet
animal_cards-reason-attack_defeat = { $damage } damage is enough to defeat { GENDER($target) ->
       *[other] it
    }, as it has only { $health ->
        [one] 1 health point
       *[other] { $health } health points
    } left
animal_cards-reason-attack_defeat_if = if no whistle blocks the attack, { $damage } damage is enough to defeat { GENDER($target) ->
       *[other] it
    }, as it has only { $health ->
        [one] 1 health point
       *[other] { $health } health points
    } left
animal_cards-reason-attack_hit = { GENDER($target) ->
       *[other] it
    } loses { $damage } of its { $health } health points
animal_cards-reason-attack_hit_if = if no whistle blocks the attack, { GENDER($target) ->
       *[other] it
    } loses { $damage } of its { $health } health points
animal_cards-reason-attack_none = { GENDER($target) ->
       *[other] it
    } is the only animal I can attack
animal_cards-reason-attack_zero = my attack does { GENDER($target) ->
       *[other] it
    } no damage
animal_cards-reason-end = all my animals are resting ({ $cells })
animal_cards-reason-no_whistle = the attack on { NOUN($target, det: "my") } (level { $level }) on { $cell } does only { $damage } damage, so I keep the whistle for a bigger one
animal_cards-reason-no_whistle_defeat = I keep the whistle, although the attack with { $damage } damage defeats { NOUN($target, det: "my") } (level { $level }) on { $cell }
animal_cards-reason-whistle = the whistle keeps { $damage } damage off { NOUN($target, det: "my") } (level { $level }) on { $cell }
animal_cards-reason-pass = I keep { $n ->
        [one] the card
       *[other] the cards
    } { $cards } for later
animal_cards-reason-pass_hidden = I keep my { $n ->
        [one] card
       *[other] { $n } cards
    } for later
animal_cards-reason-pass_empty = I have no card in my hand
animal_cards-reason-discard_usable = I could use { $n ->
        [one] the card
       *[other] the cards
    } { $cards } now, but I hope to draw better ones from the { $deck ->
        [one] 1 card
       *[other] { $deck } cards
    } in my deck
animal_cards-reason-discard_unusable = I cannot use { $n ->
        [one] the card
       *[other] the cards
    } { $cards } now, so I swap { $n ->
        [one] it for a new one
       *[other] them for new ones
    }
animal_cards-reason-add = { GENDER($animal) ->
       *[other] it
    } has { $health ->
        [one] 1 health point
       *[other] { $health } health points
    }
animal_cards-reason-upgrade = { NOUN($animal, det: "my") } on { $cell } goes up to level { $level } and has { $health ->
        [one] 1 health point
       *[other] { $health } health points
    } again
animal_cards-reason-keep = I keep the card “{ $card }” in my hand for a dojo
animal_cards-reason-keep_hidden = I keep the next level of my { NOUN($animal) } in my hand for a dojo
animal_cards-reason-dojo = then { GENDER($animal) ->
       *[other] it
    } has { $health ->
        [one] 1 health point
       *[other] { $health } health points
    }
animal_cards-reason-heal = { GENDER($animal) ->
       *[other] it
    } gets { $healed ->
        [one] 1 health point
       *[other] { $healed } health points
    } back and then has { $now } of { $top }
animal_cards-reason-heal_all = { $n ->
        [one] my animal gets
       *[other] my { $n } animals get
    } { $healed ->
        [one] 1 health point
       *[other] { $healed } health points
    } back{ $n ->
        [one] {""}
       *[other] { " " }in all
    }
animal_cards-reason-blanket = every attack on { GENDER($animal) ->
       *[other] it
    } does { $shield } less damage
animal_cards-reason-boost = { NOUN($animal, det: "my") } (level { $level }) on { $cell } can then do { $after } damage instead of { $before } to { NOUN($target, det: "the") } (level { $target_level }) on { $target_cell }
animal_cards-reason-boost_resting = my attack would do { $boost } more damage, but all my animals are resting this turn
animal_cards-reason-picnic = I may play a health card as well: { $cards }
animal_cards-reason-picnic_plain = I may play a health card as well
animal_cards-reason-picnic_none = I may play a health card as well, but I have none that I can use now

## The damage maths form in the lesson
animal_cards-form-attacker = Attacking animal
animal_cards-form-target = Target
