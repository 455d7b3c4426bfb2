woodwalkers-title = Woodwalkers – The Duel

woodwalkers-rulebook = Woodwalkers rulebook

woodwalkers-section-setup = Game components and setup
woodwalkers-section-battle_mode = Starting a round: selecting a battle mode tile
woodwalkers-section-moving = Moving
woodwalkers-section-forest = Moving, b) face-down forest tile
woodwalkers-section-duel = The duel
woodwalkers-section-round_end = The end of the round
woodwalkers-section-two_players = The end of the round: two players
woodwalkers-section-score_track = The end of the round: score board
woodwalkers-section-winner = The end of the round: winning and ties
woodwalkers-section-game_end = End of the game
woodwalkers-section-night = Midnight duel

## Nouns that sentences insert: a form per $number (one, other); "an" before a .sound = vowel.

-woodwalkers-animal-wolf = { $number ->
        [other] wolves
       *[one] wolf
    }

-woodwalkers-animal-otter = { $number ->
        [other] otters
       *[one] otter
    }
    .sound = vowel

-woodwalkers-animal-bison = bison

-woodwalkers-animal-puma = { $number ->
        [other] pumas
       *[one] puma
    }

-woodwalkers-animal-squirrel = { $number ->
        [other] squirrels
       *[one] squirrel
    }

-woodwalkers-animal-raven = { $number ->
        [other] ravens
       *[one] raven
    }

-woodwalkers-animal-bear = { $number ->
        [other] bears
       *[one] bear
    }

-woodwalkers-category-endurance = endurance
    .sound = vowel
-woodwalkers-category-speed = speed
-woodwalkers-category-intelligence = intelligence
    .sound = vowel
-woodwalkers-category-strength = strength

-woodwalkers-forest-flag = { $number ->
        [other] flags
       *[one] flag
    }
-woodwalkers-forest-medicine = bottle of Sherri's medicine
-woodwalkers-forest-die = { $number ->
        [other] die tiles
       *[one] die tile
    }
-woodwalkers-forest-points = { $number ->
        [other] points tiles
       *[one] points tile
    }

-woodwalkers-shape-circle = { $number ->
        [other] circles
       *[one] circle
    }
-woodwalkers-shape-square = { $number ->
        [other] squares
       *[one] square
    }
-woodwalkers-shape-triangle = { $number ->
        [other] triangles
       *[one] triangle
    }
-woodwalkers-shape-diamond = { $number ->
        [other] diamonds
       *[one] diamond
    }

-woodwalkers-role-challenger = { $number ->
        [other] challengers
       *[one] challenger
    }
-woodwalkers-role-defender = { $number ->
        [other] defenders
       *[one] defender
    }

## The colours name the seats of players without a name.

woodwalkers-colour-orange = Orange
woodwalkers-colour-blue = Blue
woodwalkers-colour-green = Green
woodwalkers-colour-purple = Purple

# $colour (text: Orange | Purple)
woodwalkers-seat = { $colour }

# $value (int: 2 | 5)
woodwalkers-tile-flag = flag worth { $value } points

## What happens next (phases); what an action does.
## $name (seat) · $die (int: 1 | 4) · $animal (noun woodwalkers.animal) · $category (noun woodwalkers.category)
## $field (text: b2 | e5) · $origin (text: e5) · $target (text: e6)

woodwalkers-phase-arrange = laying the animals face down in secret
woodwalkers-phase-setup_draw = three battle-mode tiles are turned up for the set-up
woodwalkers-phase-refill = the display is refilled with a tile from the stack
woodwalkers-phase-choose = choosing the battle mode
woodwalkers-phase-roll_or_skip = rolling or skipping
woodwalkers-phase-roll = the die is rolling
woodwalkers-phase-move = moving an animal
woodwalkers-phase-reveal = a forest tile is turned over
woodwalkers-phase-guess = guessing which animal attacks
woodwalkers-phase-duel_roll_challenger = the challenger rolls
woodwalkers-phase-duel_roll_defender = the defender rolls
woodwalkers-phase-duel_reroll = a reroll
woodwalkers-phase-duel_decide = accepting the result or rerolling
woodwalkers-phase-return = choosing a free start field of one's own
woodwalkers-phase-end = the end of the game

woodwalkers-next-arrange = Set-up at night: { $name } looks at the animal tiles in secret and lays them face down on the start fields.
woodwalkers-next-setup_draw = Set-up: the display gets three battle-mode tiles from the face-down stack.
woodwalkers-next-refill = A new battle-mode tile comes from the stack into the display.
woodwalkers-next-choose = { $name } holds the battle-mode marker and chooses this round's category.
woodwalkers-next-roll_or_skip = { $name }'s turn: roll, or skip this time.
woodwalkers-next-roll = { $name } is rolling …
woodwalkers-next-move = { $name } rolled a { $die } and moves one animal { $die ->
        [one] 1 field.
       *[other] up to { $die } fields.
    }
woodwalkers-next-reveal = { $name } turns the forest tile over …
woodwalkers-next-guess = Duel! The defender guesses which animal is attacking.
woodwalkers-next-duel_roll_challenger = Duel! The challenger rolls first …
woodwalkers-next-duel_roll_defender = Duel! Now the defender rolls …
woodwalkers-next-duel_reroll = Duel! A reroll with the die tile …
woodwalkers-next-duel_decide = Duel! Accept, or use the die tile?
woodwalkers-next-duel_decide_medicine = Duel! Accept, or heal an animal with Sherri's medicine first?
woodwalkers-next-duel_decide_both = Duel! Accept, use the die tile, or heal an animal with Sherri's medicine?
woodwalkers-next-return = The losing animal must go back to a free start field of its own.

woodwalkers-action-choose = { $name } chooses { $category }
woodwalkers-action-draw = From the stack comes the battle-mode tile { $category }
woodwalkers-action-roll = { $name } rolls
woodwalkers-action-skip = { $name } skips
woodwalkers-action-move = { $name } moves { NOUN($animal, det: "the") } from { $origin } to { $target }
woodwalkers-action-move_duel = { $name } moves { NOUN($animal, det: "the") } from { $origin } onto { $target } – duel!
woodwalkers-action-move_hidden = { $name } moves an animal from { $origin } to { $target }
woodwalkers-action-move_duel_hidden = { $name } moves an animal from { $origin } onto { $target } – duel!
woodwalkers-action-place = { $name } lays { NOUN($animal, det: "the") } face down on { $field }
woodwalkers-action-place_hidden = { $name } lays an animal face down on { $field }
woodwalkers-action-stay = { $name } stays put
woodwalkers-action-reroll = { $name } uses the die tile and rolls again
woodwalkers-action-medicine = { $name } heals { NOUN($animal, det: "the") } with Sherri's medicine
woodwalkers-action-guess = { $name } guesses that { NOUN($animal, det: "the") } is attacking
woodwalkers-action-noguess = { $name } does not guess
woodwalkers-action-accept = { $name } accepts the result
woodwalkers-action-return = { $name } puts the animal back on { $field }
# $face (int: 1 | 6)
woodwalkers-action-die = The die shows { $face }
# $tile (noun woodwalkers.forest)
woodwalkers-action-reveal = Under the forest tile lies { NOUN($tile, det: "a") }.
# $value (int: 2 | 5)
woodwalkers-action-reveal_flag = Under the forest tile lies a flag worth { $value } points.

## Why a move is refused.

# $text (text: b1-b9x | hello)
woodwalkers-error-notation = I do not understand “{ $text }”. Examples: “roll”, “skip”, “b1-b4” (a move), “choose strength”, “medicine wolf”.
# $animals (text: wolf, otter, bison, puma, squirrel, raven, bear)
woodwalkers-error-arrangement = Every arrangement names exactly these seven animals, written like this: { $animals }.
# $action (text: die 4 | draw speed)
woodwalkers-error-impossible_outcome = “{ $action }” cannot come up right now.
# $event (text: three battle-mode tiles are turned up for the set-up | the die is rolling | a forest tile is turned over)
woodwalkers-error-chance_pending = Chance decides first ({ $event }).
woodwalkers-error-not_in_display = { NOUN($category, cap: "yes") } is not in the display.
woodwalkers-error-no_medicine = You have no medicine from Sherri.
woodwalkers-error-no_wound = { NOUN($animal, det: "your", cap: "yes") } has no wound for Sherri's medicine to heal.
woodwalkers-error-no_die_tile = You have no die tile to reroll with.
woodwalkers-error-return_field = { $field } is not a free start field of yours.
# $action (text: roll | b1-b4) · $expected (text: moving an animal | choosing the battle mode)
woodwalkers-error-wrong_time = “{ $action }” is not possible now. What comes next: { $expected }.
woodwalkers-error-not_your_animal = None of your animals stands on { $field }.
woodwalkers-error-off_board = { $field } is not a field of the board.
woodwalkers-error-foreign_start = { $field } is another player's start field. You may never move there.
woodwalkers-error-unused_start = { $field } is a start field of a colour nobody plays. No animal may go there.
woodwalkers-error-back_to_start = { $field } is your start field. Once an animal has left the start fields it may not go back.
woodwalkers-error-own_animal = One of your own animals already stands on { $field }.
woodwalkers-error-same_field = A move must take the animal to another field. To stay where you are, choose “stay”.
# $steps (int: 2 | 5)
woodwalkers-error-too_far = Too far: that needs at least { $steps } steps, and you rolled a { $die }.
woodwalkers-error-blocked = { $field } cannot be reached with { $die ->
        [one] 1 step
       *[other] { $die } steps
    }: animals block the way. No jumping over them, and no slanted steps.

## Who won. $points (count) · $flags (count) · $wounds (count) · $names (text: Sarah and Tom | Orange, Blue and Green)

woodwalkers-outcome-points = { $name } wins with { $points ->
        [one] 1 point.
       *[other] { $points } points.
    }
# $flags (int: 1 | 2 | 5)
woodwalkers-outcome-flags = A tie at { $points ->
        [one] 1 point.
       *[other] { $points } points.
    } { $name } wins with more animals on flags: { $flags }.
woodwalkers-outcome-wounds = A tie in points and flags. { $name } wins with the fewest wounds: { $wounds ->
        [0] no wounds at all.
        [one] only 1 wound.
       *[other] { $wounds } wounds.
    }
woodwalkers-outcome-shared = All even: { $names } have { $points ->
        [0] no points
        [one] 1 point each
       *[other] { $points } points each
    } and share the win.
# $first (text: Sarah | Orange, Blue) · $last (seat)
woodwalkers-outcome-names = { $first } and { $last }

## The board in the notebook.

# $expected (text: moving an animal | choosing the battle mode)
woodwalkers-ui-no_move_now = This is not the time to move. Next: { $expected }. Use the buttons below the board.
woodwalkers-ui-stuck = The animal on { $field } cannot go anywhere with { $die ->
        [one] 1 step.
       *[other] { $die } steps.
    }
woodwalkers-ui-choose_animal = First pick one of your animals (a marked field), then where it goes.

woodwalkers-option-variant = Variant
woodwalkers-option-variant-day = Day (basic game)
woodwalkers-option-variant-night = Night (midnight duel)

## Why a saved game or a set-up cannot be loaded.
## $where (text: board → b2 | flags) · $item (text: wolf | b2) · $place (text: board → b2 | revealed)
## $part (text: place | flags) · $parts (text: place, board, flags) · $phase (text: move | duel_decide)
## $animal (noun woodwalkers.animal) · $tile (noun woodwalkers.forest) · $category (noun woodwalkers.category)
## $round (noun woodwalkers.category) · $value (int: 3 | 5) · $values (text: 2, 3, 4, 5, 6, 7, 8)
## $players (int: 2 | 4) · $seat (int: 4 | 5) · $last (int: 1 | 3) · $total (int: 5 | 40)
## $expected (int: 0 | 3) · $marker (seat) · $turn (seat) · $challenger (seat) · $winner (seat)
## $first (text: b2 | in the duel) · $second (text: e5 | on the way back to a start field)
## $c_total (int: 7 | 9) · $d_total (int: 7 | 8) · $low (int: 2 | 4) · $high (int: 4 | 6)

# $field (text: b2 | j9)
woodwalkers-save-no_field = “{ $where }”: “{ $field }” is not a field of the board.
# $field (text: b2 | a5)
woodwalkers-save-not_forest = “{ $where }”: “{ $field }” is not a forest field (one of the light fields in the middle where forest tiles lie).
# $count (int: 3 | -1)
woodwalkers-save-wound_count = “{ $where }”: { $count } wounds are impossible. An animal on the board has 0, 1 or 2 wounds – the third wound takes it out of the game.
woodwalkers-save-listed_twice = “{ $where }” lists { $item } twice.
# $field (text: wounds | score) · $count (count)
woodwalkers-save-per_seat = “{ $field }” has { $count ->
        [0] no entries
        [one] 1 entry
       *[other] { $count } entries
    }, but { $players } people are playing: it needs exactly one for each player.
woodwalkers-save-seat = “{ $place }” names player number { $seat }, but with { $players } players the numbers only go from 0 to { $last }.
# $field (text: b2 | e5) · $value (int: 1 | 9)
woodwalkers-save-flag_value = The flag on { $field } is worth { $value }, but flags are only worth { $values }.
# $field (text: die | duel)
woodwalkers-save-phase_needs = In the phase “{ $phase }”, “{ $field }” must be filled in, but it is empty (null).
# $field (text: die | duel)
woodwalkers-save-phase_forbids = In the phase “{ $phase }”, “{ $field }” must be empty (null).
woodwalkers-save-place-duel = in the duel
woodwalkers-save-place-return = on the way back to a start field
# $field (text: b1 | a5) · $name (seat)
woodwalkers-save-foreign_start = { $name }'s { $animal } stands on { $field }, but that is not one of { $name }'s start fields. No animal may ever go onto another colour's start fields.
# $field (text: e5 | d4) · $name (seat)
woodwalkers-save-on_hidden = { $name }'s { $animal } stands on { $field }, but the forest tile there is still face down. Whoever steps onto a face-down tile turns it over straight away.
# $name (seat) · $place (text: b2 | in the duel)
woodwalkers-save-removed_in_play = { $name }'s { $animal } got its third wound and is out of the game (it is missing from “wounds”), but it is still there: { $place }.
# $name (seat)
woodwalkers-save-animal_missing = { $name }'s { $animal } is nowhere on the board, although it is still in the game (it has not had its third wound).
# $name (seat)
woodwalkers-save-animal_twice = { $name }'s { $animal } is in two places at once: { $first } and { $second }. Each animal exists only once.
# $count (int: 2 | 5) · $total (int: 1 | 4)
woodwalkers-save-pool_too_many = The face-down forest tiles include “{ $tile }” { $count } times, but the game has only { $total ->
        [one] one
       *[other] { $total }
    }.
# $field (text: e5 | d4)
woodwalkers-save-flag_hidden = { $field } is listed as face down and at the same time as a face-up flag.
# $hidden (count) · $pool (count)
woodwalkers-save-pool_hidden = { $hidden ->
        [0] No forest tile lies
        [one] 1 forest tile lies
       *[other] { $hidden } forest tiles lie
    } face down on the board, but the face-down pool counts { $pool }. The two must be the same.
# $shown (count) · $value (int: 2 | 5) · $expected (count)
woodwalkers-save-flags_count = { $shown ->
        [0] No flag worth { $value } lies
        [one] 1 flag worth { $value } lies
       *[other] { $shown } flags worth { $value } lie
    } face up, but going by the face-down pool there should be { $expected ->
        [0] none.
       *[other] { $expected }.
    }
# $fields (count) · $taken (count)
woodwalkers-save-taken_count = { $fields ->
        [0] No forest field is turned over and has
        [one] 1 forest field is turned over and has
       *[other] { $fields } forest fields are turned over and have
    } no flag, but { $taken ->
        [0] no tile without a flag (medicine, die, points) is
        [one] 1 tile without a flag (medicine, die, points) is
       *[other] { $taken } tiles without a flag (medicine, die, points) are
    } missing from the pool. The two must be the same.
# $held (int: 2 | 5) · $taken (int: 0 | 1)
woodwalkers-save-inventory_count = “{ $tile }” in front of the players: { $held }. But { $taken ->
        [0] none of them
       *[other] only { $taken } of them
    } turned up in the forest.
# $count (int: 4 | 6)
woodwalkers-save-battle_tiles = There are { $total } battle-mode tiles for { $category }, but this game has { $count } of them – stack, display, discard pile and this round's tile together.
# $count (count) · $expected (text: 3 | 0–2)
woodwalkers-save-display_size = The display holds { $count ->
        [0] no battle-mode tiles
        [one] 1 battle-mode tile
       *[other] { $count } battle-mode tiles
    }; at this point there must be { $expected }.
woodwalkers-save-stack_empty = A tile should be drawn from the battle-mode stack, but the stack is empty.
# $value (text: true | false)
woodwalkers-save-last_round = “last_round” is { $value }, but that does not fit: the last round starts when the battle mode is chosen and the stack is already empty; the game ends after it.
woodwalkers-save-turn_marker = At this point the holder of the battle-mode marker, { $marker }, is the one to act, but “turn” says { $turn }.
# $field (text: score | board)
woodwalkers-save-setup_played = The game is still being set up (the first three battle-mode tiles are being turned over), but “{ $field }” already shows a game in progress.
# $field (text: e5 | d4) · $name (seat)
woodwalkers-save-pending_reveal = { $name } should turn over the forest tile on { $field } now, but no animal of { $name }'s stands there on a forest field with a tile still to turn over.
# $name (seat)
woodwalkers-save-pending_return = { $name } should put { NOUN($animal, det: "the") } back on a start field, but that does not match the last duel.
woodwalkers-save-event = “event” (what has just happened) does not fit the rest of the game.
woodwalkers-save-final_flags = “final_flags” (the flag points at the end of the game) does not fit the animals standing on flags.
# $limit (int: 150 | 290)
woodwalkers-save-score_too_high = All players together have { $total } points, but in a game for { $players } at most { $limit } are possible.
# $name (seat)
woodwalkers-save-duel_self = In the duel, { $name } fights against themselves. Challenger and defender must be different players.
woodwalkers-save-duel_challenger = The challenger in the duel is { $challenger }, but it is { $turn }'s turn. Only the player whose turn it is can attack.
# $name (seat)
woodwalkers-save-duel_deciding = In the duel it is { $name }'s decision, but { $name } is not fighting in it.
# $name (seat) · $field (text: e5 | d4)
woodwalkers-save-duel_defender = In the duel, { $name }'s { $animal } defends { $field }, but it is not standing there.
# $origin (text: b1 | e5)
woodwalkers-save-duel_origin = The attacking animal came from { $origin }, but another animal stands there now, or it is the duel's own field.
# $origin (text: b1 | e5) · $field (text: e5 | d4) · $steps (int: 4 | 6) · $die (int: 1 | 3)
woodwalkers-save-duel_distance = From { $origin } to { $field } takes at least { $steps } steps, but the die shows { $die }.
# $field (text: b1 | a5)
woodwalkers-save-duel_field = A duel on { $field } is impossible: no animal may go onto a start field of another colour, nor attack from there.
woodwalkers-save-duel_category = The duel is fought in { $category }, but this round's battle mode is { $round }.
woodwalkers-save-guess_day = Guessing the attacking animal only happens in the midnight duel (the night side), not in a game on the day side.
# $value (int: 0 | 7)
woodwalkers-save-last_duel_value = In the last duel { NOUN($animal, det: "the") } had { $value } in { $category }; only { $low } to { $high } is possible: the card's value, minus at most 2 wounds.
woodwalkers-save-last_duel_bonus = In the last duel the bonus points for guessing do not fit the guess.
# $total (int: 9 | 12) · $expected (int: 8 | 10)
woodwalkers-save-last_duel_sum = In the last duel the sum is wrong: it says { $total }, but value + bonus + die make { $expected }.
woodwalkers-save-last_duel_winner = In the last duel the totals were { $c_total } against { $d_total }, so { $winner } won (a tie goes to the defender). But the game names someone else.
# $field (text: b1 | e5)
woodwalkers-save-last_duel_return = After the last duel the loser went back to { $field }, but that is not one of the loser's own start fields, or the animal was out of the game.
# $name (seat)
woodwalkers-save-last_duel_removed = The last duel says whether { $name }'s { $animal } was taken out of the game, but “wounds” says the opposite.
woodwalkers-save-setup_spec = The set-up cannot be used: “{ $part }” is not written the way it should be.
woodwalkers-save-setup_unknown = The set-up cannot be used: “{ $part }” is unknown. Possible: { $parts }.
# $field (text: e5 | d4)
woodwalkers-save-setup_place = The set-up cannot be used: no animal stands on { $field }, so none can be moved away from there.
# $field (text: e5 | d4)
woodwalkers-save-setup_flag = The set-up cannot be used: there is no face-down forest tile on { $field } that could be turned over as a flag.
# $total (count) · $taken (int: 2 | 3)
woodwalkers-save-score_points = All players together have { $total ->
        [0] no points at all
        [one] only 1 point
       *[other] only { $total } points
    }, but { $taken } points tiles have already been found, and each one is worth a point.
# $field (text: j9 | b0)
woodwalkers-save-setup_field = The set-up cannot be used: in “{ $part }”, { $field } is not a field of the board.
# $name (seat)
woodwalkers-save-arrange_order = At the night set-up the animals are laid face down one start field after the other, seat by seat, but { $name }'s do not fit that.
# $name (seat)
woodwalkers-save-revealed = “revealed” lists { $name }'s { $animal } as shown in a duel, but only a night game has face-down animals.
woodwalkers-save-duel_not_shown = The duel is already being fought, but the two animals have not been turned over (“revealed”).
woodwalkers-save-arrange_done = In the night set-up every animal already lies face down on its start field, but the game still waits for someone to lay out their animals.

## Why the computer plays a move (one clause or sentence). Each number is the engine's for that position;
## what is still open says "can", "would" or "if".
## $target (text: e5 | d4) · $field (text: b2 | f6) · $value (int: 3 | 8) · $steps (int: 1 | 3)
## $mine (int: 6 | 27) · $theirs (int: 5 | 30) · $hidden (count) · $n (int: 2 | 7) · $name (seat)
## $category (noun woodwalkers.category) · $animal (noun woodwalkers.animal)

woodwalkers-reason-choose = in { $category } my animals add up to { $mine }, { $name }'s to { $theirs }.
woodwalkers-reason-choose_many = in { $category } my animals add up to { $mine }, and no other player's to more than { $theirs }.
# $c (noun woodwalkers.animal) · $d (noun woodwalkers.animal) · $points (count)
woodwalkers-reason-duel_known = in { $category } my { NOUN($c) } has { $mine } and { $name }'s { NOUN($d) } { $theirs }; a win brings { $points ->
        [0] no points.
        [one] 1 point.
       *[other] { $points } points.
    }
# $c (noun woodwalkers.animal) · $points (count)
woodwalkers-reason-duel_mine = in { $category } my { NOUN($c) } has { $mine }; { $name }'s animal is face down, and a win brings { $points ->
        [0] no points.
        [one] 1 point.
       *[other] { $points } points.
    }
# $d (noun woodwalkers.animal) · $points (count)
woodwalkers-reason-duel_theirs = in { $category } { $name }'s { NOUN($d) } has { $theirs }; a win brings { $points ->
        [0] no points.
        [one] 1 point.
       *[other] { $points } points.
    }
# $points (count)
woodwalkers-reason-duel = in { $category }, a win brings { $points ->
        [0] no points.
        [one] 1 point.
       *[other] { $points } points.
    }
# $flags (count) · $useful (count)
woodwalkers-reason-forest = the forest tile on { $target } gets turned over; of the tiles still face down, { $flags ->
        [0] none is a flag
        [one] 1 is a flag
       *[other] { $flags } are flags
    }, and { $useful ->
        [0] none is a points, die or medicine tile.
        [one] 1 is a points, die or medicine tile.
       *[other] { $useful } are points, die or medicine tiles.
    }
woodwalkers-reason-flag = the flag on { $target } brings { $value } points at the end if an animal of mine still stands there.
woodwalkers-reason-stay_flag = my animal on { $field } stays on the flag worth { $value } points.
woodwalkers-reason-skip_flag = my animal on { $field } stays on the flag worth { $value } points.
# $die (int: 1 | 4)
woodwalkers-reason-stay = with a { $die } none of my animals reaches a face-down forest tile, a flag or another animal.
# $die (int: 6)
woodwalkers-reason-skip = even with a { $die } none of my animals would reach a face-down forest tile, a flag or another animal.
# $count (int: 1 | 5)
woodwalkers-reason-roll = after a roll { $count ->
        [one] 1 of my animals can move
       *[other] { $count } of my animals can move
    }; { $hidden ->
        [0] no forest tile is left face down.
        [one] 1 forest tile is still face down.
       *[other] { $hidden } forest tiles are still face down.
    }
# $before (int: 2 | 4) · $after (int: 3 | 5)
woodwalkers-reason-medicine = { NOUN($animal, det: "the") } loses a wound: in { $category } it then counts { $after } instead of { $before }.
woodwalkers-reason-guess = I guess { NOUN($animal, det: "the") }; a right guess adds 1 to my roll, a wrong one adds 1 to the attacker's, and I am right about 1 time in { $n }.
woodwalkers-reason-guess_sure = I know that { NOUN($animal, det: "the") } is attacking, because it has been shown in a duel before.
woodwalkers-reason-guess_only = I know that { NOUN($animal, det: "the") } is attacking, because it is the only one of { $name }'s animals that has never been shown.
woodwalkers-reason-guess_impossible = { NOUN($animal, det: "the") } cannot be the attacker, so this guess adds 1 to the attacker's roll.
woodwalkers-reason-noguess = a wrong guess would add 1 to the attacker's roll, and I would be right only about 1 time in { $n }.
woodwalkers-reason-noguess_known = I do not guess, although I could know the attacker: it has been shown in a duel before.
woodwalkers-reason-noguess_only = I do not guess, although only one of { $name }'s animals has never been shown, so it must be the attacker.
woodwalkers-reason-accept_win = with { $mine } against { $theirs } I win the duel.
woodwalkers-reason-accept_ahead_open = with { $mine } against { $theirs } I would win now, but { $name } can still reroll.
woodwalkers-reason-accept_behind = with { $mine } against { $theirs } I would lose, and nothing I have can change that.
woodwalkers-reason-accept_behind_keep = with { $mine } against { $theirs } I would lose; my tiles could still change that, but I keep them for later.
woodwalkers-reason-reroll_behind = with { $mine } against { $theirs } I would lose; a new roll can still turn the duel around.
# $best (int: 9 | 12)
woodwalkers-reason-reroll_ahead = { $mine } against { $theirs } may not be enough, because { $name } can still reroll; a new roll can bring me up to { $best }.
# $die (int: 1 | 4)
woodwalkers-reason-reroll_move = with the { $die } I rolled none of my animals reaches a face-down forest tile, a flag or another animal; a new roll can.
woodwalkers-reason-return_plain = { $field } is a free start field of mine.
woodwalkers-reason-closer_forest = from { $target } it is { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } over free fields to the face-down forest tile on { $field }.
woodwalkers-reason-closer_flag = from { $target } it is { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } over free fields to the flag on { $field }, worth { $value } points.
woodwalkers-reason-return_forest = from { $field } it is { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } over free fields to the face-down forest tile on { $target }.
woodwalkers-reason-return_flag = from { $field } it is { $steps ->
        [one] 1 step
       *[other] { $steps } steps
    } over free fields to the flag on { $target }, worth { $value } points.

woodwalkers-odds-col-pair = Pair
