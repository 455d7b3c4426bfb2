tawa_hallae-title = Tawa Hallae

tawa_hallae-rulebook = Tawa Hallae rulebook in Italian

## Sections of the Italian rulebook: the English heading, then the printed Italian one.

tawa_hallae-section-summary = The rules in short (“Regole in sintesi”)
tawa_hallae-section-packs = The packs (“Branchi”)
tawa_hallae-section-victory = How to win (“Condizioni di vittoria”)
tawa_hallae-section-arena = The arena – the board (“Arena di combattimento – tabellone”)
tawa_hallae-section-hunt = Hunt (“Caccia”)
tawa_hallae-section-facing = Facing (“Direzione di corsa”)
tawa_hallae-section-ranges = Range (“Abilità di Movimento o Corsa”)
tawa_hallae-section-imprisoned = Imprisoned animal (“Animale Imprigionato”)
tawa_hallae-section-spring = Spring attack (“Attacco a molla”)
tawa_hallae-section-setup = Set-up (“Preparazione”)
tawa_hallae-section-turn = A turn (“Turno di gioco”)
tawa_hallae-section-animals = The animals (“Animali”)
tawa_hallae-section-predators = Predators (“Predatori”)
tawa_hallae-section-destroyers = Destroyers (“Distruttori”)
tawa_hallae-section-gorilla = Gorilla (“Gorilla”)
tawa_hallae-section-runners = Runners (“Corridori”)
tawa_hallae-section-specials = Special animals (“Speciali”)
tawa_hallae-section-turtle = Turtle (“Tartaruga”)
tawa_hallae-section-spider = Spider (“Ragno”)
tawa_hallae-section-vulture = Vulture (“Avvoltoio”)
tawa_hallae-section-aquatic = Aquatic animals (“Acquatici”)
tawa_hallae-section-situation = A game situation (“Situazione di gioco”)
tawa_hallae-section-water = On water fields (“Nelle caselle di acqua”)
tawa_hallae-section-freeing = Freeing prisoners (“Librazione animali prigionieri”)
tawa_hallae-section-defence = In the defence area (“Nell'area di difesa”)
tawa_hallae-section-armour = Armoured lion and tiger (“Leone e Tigre corazzati”)

## The packs: their colour is also the player's name while the player has no name of their own.

tawa_hallae-pack-red = Red
tawa_hallae-pack-blue = Blue

## The animals, with their plurals ($number); .sound = vowel where English says "an".

-tawa_hallae-animal-lion = { $number ->
        [other] lions
       *[one] lion
    }
-tawa_hallae-animal-tiger = { $number ->
        [other] tigers
       *[one] tiger
    }
-tawa_hallae-animal-wolf = { $number ->
        [other] wolves
       *[one] wolf
    }
-tawa_hallae-animal-cheetah = { $number ->
        [other] cheetahs
       *[one] cheetah
    }
-tawa_hallae-animal-rhino = { $number ->
        [other] rhinos
       *[one] rhino
    }
-tawa_hallae-animal-elephant = { $number ->
        [other] elephants
       *[one] elephant
    }
    .sound = vowel
-tawa_hallae-animal-gorilla = { $number ->
        [other] gorillas
       *[one] gorilla
    }
-tawa_hallae-animal-gazelle = { $number ->
        [other] gazelles
       *[one] gazelle
    }
-tawa_hallae-animal-giraffe = { $number ->
        [other] giraffes
       *[one] giraffe
    }
-tawa_hallae-animal-zebra = { $number ->
        [other] zebras
       *[one] zebra
    }
-tawa_hallae-animal-kangaroo = { $number ->
        [other] kangaroos
       *[one] kangaroo
    }
-tawa_hallae-animal-turtle = { $number ->
        [other] turtles
       *[one] turtle
    }
-tawa_hallae-animal-spider = { $number ->
        [other] spiders
       *[one] spider
    }
-tawa_hallae-animal-vulture = { $number ->
        [other] vultures
       *[one] vulture
    }
-tawa_hallae-animal-crocodile = { $number ->
        [other] crocodiles
       *[one] crocodile
    }
-tawa_hallae-animal-hippo = { $number ->
        [other] hippos
       *[one] hippo
    }
-tawa_hallae-animal-anaconda = { $number ->
        [other] anacondas
       *[one] anaconda
    }
    .sound = vowel

## An animal, where an action names an empty field.

-tawa_hallae-any-animal = { $number ->
        [other] animals
       *[one] animal
    }
    .sound = vowel

## The five kinds of animal.

-tawa_hallae-type-predator = { $number ->
        [other] predators
       *[one] predator
    }
-tawa_hallae-type-destroyer = { $number ->
        [other] destroyers
       *[one] destroyer
    }
-tawa_hallae-type-runner = { $number ->
        [other] runners
       *[one] runner
    }
-tawa_hallae-type-special = { $number ->
        [other] special animals
       *[one] special animal
    }
-tawa_hallae-type-aquatic = { $number ->
        [other] aquatic animals
       *[one] aquatic animal
    }
    .sound = vowel

tawa_hallae-direction-front = front
tawa_hallae-direction-back = back
tawa_hallae-direction-diagonal_left = diagonally left
tawa_hallae-direction-diagonal_right = diagonally right
tawa_hallae-direction-complete = all 8

## Facings: each compass direction with an arrow that shows where that is in the picture.

tawa_hallae-facing-n = north ↑
tawa_hallae-facing-e = east →
tawa_hallae-facing-s = south ↓
tawa_hallae-facing-w = west ←

tawa_hallae-phase-setup = placing animals in the den
tawa_hallae-phase-move = a move (moving or turning an animal)
tawa_hallae-phase-face = choosing the facing
tawa_hallae-phase-restart = choosing a den field after the hunt
tawa_hallae-phase-release = freeing prisoners
tawa_hallae-phase-home = putting the turtle back in its den
tawa_hallae-phase-end = the end of the game

## What comes next.
## $name (seat), $animal (noun tawa_hallae.animal), $n (int: 1 | 2), $total (int: 2 | 3),
## $left (count), $freed (count), $most (int: 5)

# $left (int: 1 | 6)
tawa_hallae-next-setup = { $name } places an animal in the den ({ $left } still to place).
tawa_hallae-next-move = { $name }'s turn, move { $n } of { $total }: an animal moves or turns on the spot.
tawa_hallae-next-move_bonus = { $name }'s turn, move { $n } of { $total } (extra moves after the freeing): an animal moves or turns.
tawa_hallae-next-face = { $name }: which way should { NOUN($animal, det: "the") } face now?
tawa_hallae-next-restart = { $name } scored a hunt! { NOUN($animal, det: "the", cap: "yes") } starts again on a free den field.
tawa_hallae-next-release = { $name } frees prisoners ({ $freed } of at most { $most } freed): whom, and onto which den field?
tawa_hallae-next-home = { $name }: the turtle was hit – onto which free den field does it go?
tawa_hallae-next-home_freed = { $name }: the turtle has freed the prisoners – onto which free den field does it go back?

## A move in words.
## $name (seat), $animal (noun tawa_hallae.animal), $origin (text: e4 | c5), $target (text: e7 | d8),
## $field (text: e4 | c10), $facing (text: north ↑ | west ←), $count (count)

tawa_hallae-action-move = { $name } moves { NOUN($animal, det: "the") } from { $origin } to { $target }
# $count (int: 1 | 3)
tawa_hallae-action-move_capture = { $name } moves { NOUN($animal, det: "the") } from { $origin } to { $target } and hits { $count ->
        [one] one animal
       *[other] { $count } animals
    }
tawa_hallae-action-move_spring = { $name } attacks { $target } with { NOUN($animal, det: "the") } from { $origin }, and it springs back to { $origin }
tawa_hallae-action-move_hunt = { $name } moves { NOUN($animal, det: "the") } from { $origin } onto the hunt field { $target } – a hunt!
tawa_hallae-action-move_prison = { $name } moves { NOUN($animal, det: "the") } from { $origin } into the prison on { $target } to free prisoners
tawa_hallae-action-turn = { $name } turns { NOUN($animal, det: "the") } on { $field } to face { $facing }
tawa_hallae-action-face = { $name } lets { NOUN($animal, det: "the") } face { $facing }
tawa_hallae-action-face_keep = { $name } keeps { NOUN($animal, det: "the") } facing { $facing }
tawa_hallae-action-place = { $name } places { NOUN($animal, det: "the") } on { $field }
tawa_hallae-action-free = { $name } brings { NOUN($animal, det: "the") } out of prison onto { $field }
tawa_hallae-action-restart = { $name } puts { NOUN($animal, det: "the") } back in the den on { $field } after the hunt
tawa_hallae-action-home = { $name } puts the turtle back on { $field }
tawa_hallae-action-done = { $name } has finished freeing
tawa_hallae-action-pass = { $name } cannot do anything

## The end.
## $name (seat), $points (int: 5 | 6), $other (int: 0 | 4)

tawa_hallae-outcome-points = { $name } wins with { $points } hunt points (against { $other })!
tawa_hallae-outcome-captured = { $name } wins: every enemy animal but the turtle is imprisoned!
# $name (seat), $points (int: 2 | 1), $other (int: 1 | 0)
tawa_hallae-outcome-blocked = No animal can move any more. { $name } wins with more points ({ $points } to { $other }).
# $name (seat), $points (int: 1 | 2), $other (int: 1 | 2)
tawa_hallae-outcome-blocked_last_hunt = No animal can move any more, and both have the same points ({ $points } to { $other }). { $name } wins for scoring the last hunt.
# $points (count)
tawa_hallae-outcome-blocked_draw = No animal can move any more, both have { $points ->
        [0] no points
        [one] one point
       *[other] { $points } points
    }, and nobody hunted: a draw.

tawa_hallae-option-setup = Set-up
tawa_hallae-option-setup-standard = quick standard set-up
tawa_hallae-option-setup-free = place them yourselves (as in the rulebook)

tawa_hallae-ui-choose_facing = Choose the facing first: with the arrows or the buttons.
tawa_hallae-ui-choose_den = Click a free field of your den (yellow or light blue).
tawa_hallae-ui-choose_animal_first = First click an animal on the right, then a den field.
tawa_hallae-ui-select_first = First click one of your animals.
# $field (text: e4 | c10)
tawa_hallae-ui-moved_already = The animal on { $field } has already moved this turn.

## The move explorer.
## $animal (noun tawa_hallae.animal), $type (noun tawa_hallae.type), $field (text: d5 | d8),
## $terrain (text: land | water), $facing (text: north ↑ | east →), $count (count),
## $land (text: 1–4 | 1, 2, 7, 8), $water (text: 1 | –), $directions (text: front, diagonally left, diagonally right | all 8),
## $abilities (text: jumps over animals | –), $pack (text: Blue | Red), $lengths (text: 3–4)

tawa_hallae-explorer-title = Move explorer: where can the animal go?
tawa_hallae-explorer-narration = { NOUN($animal, det: "the", cap: "yes") } is { NOUN($type, det: "a") }; it stands on { $field } ({ $terrain }) and faces { $facing }: { $count ->
        [0] no field is
        [one] one field is
       *[other] { $count } fields are
    } within reach. Range on land: { $land } · in water: { $water } · directions: { $directions } · special: { $abilities }. Click another field – a water field, say – and compare.
tawa_hallae-explorer-terrain-land = land
tawa_hallae-explorer-terrain-water = water
tawa_hallae-explorer-other_pack = Switch pack: { $pack }
tawa_hallae-explorer-goal_field = No animal may stand on { $field }: it is a hunt field or a prison.
tawa_hallae-explorer-column-animal = animal
tawa_hallae-explorer-column-packs = packs
tawa_hallae-explorer-column-type = kind
tawa_hallae-explorer-column-land = fields on land
tawa_hallae-explorer-column-water = fields in water
tawa_hallae-explorer-column-directions = directions
tawa_hallae-explorer-column-abilities = special
tawa_hallae-explorer-ability-l_move = L-move of { $lengths } fields to the front
tawa_hallae-explorer-ability-l_move_back = L-move of { $lengths } fields to the front or back
tawa_hallae-explorer-ability-jump = jumps over animals
tawa_hallae-explorer-ability-armour = gets armour when it hunts
tawa_hallae-explorer-ability-web = a web on the 8 fields around it; never into water
tawa_hallae-explorer-ability-catches_runners_head_on = catches runners head-on too
tawa_hallae-explorer-ability-hunt_points = a hunt counts 2 points
tawa_hallae-explorer-ability-long = a long flight of 7 or 8 fields: never into the enemy defence area, never over animals, stops at water
tawa_hallae-explorer-ability-lands_only = a destroyer, but it captures only where it lands
tawa_hallae-explorer-caption = { NOUN($animal, det: "the", cap: "yes") } on { $field } reaches { $count ->
        [0] no field
        [one] one field (yellow dot)
       *[other] { $count } fields (yellow dots)
    }
tawa_hallae-explorer-ability-run_over = captures every enemy on its way
tawa_hallae-explorer-ability-runner = only forwards or sideways; can be caught only from the side
tawa_hallae-explorer-ability-aquatic = never just 1 field in water; starting on land it does not stop at water
tawa_hallae-explorer-ability-turtle = never attacks, is never imprisoned

## Mistakes while playing.
## $field (text: e4 | c10), $origin (text: e4), $target (text: e9 | a1), $animal (noun tawa_hallae.animal),
## $facing (text: north ↑ | south ↓), $front (text: e4 | c10)

# $text (text: e4e6 | hello)
tawa_hallae-error-notation = I do not understand “{ $text }”. Examples: “e4-e6”, “turn e4 w”, “face n”, “place lion e4”, “restart e4”, “home e4”, “done”.
tawa_hallae-error-not_your_animal = There is no animal of yours on { $field }.
tawa_hallae-error-moved_already = { NOUN($animal, det: "the", cap: "yes") } has already moved this turn – the second move belongs to a different animal.
tawa_hallae-error-same_facing = A turn must change the facing.
tawa_hallae-error-runner_back = { NOUN($animal, det: "the", cap: "yes") } is a runner and may not face towards its own den.
tawa_hallae-error-not_in_reserve = { NOUN($animal, det: "the", cap: "yes") } is already in the arena.
tawa_hallae-error-not_imprisoned = { NOUN($animal, det: "the", cap: "yes") } is not imprisoned (or it is the liberator itself).
tawa_hallae-error-free_one = Free at least one animal first.
# $action (text: done | e4-e6), $expected (text: placing animals in the den | choosing the facing)
tawa_hallae-error-wrong_time = “{ $action }” is not possible now. What comes next: { $expected }.
tawa_hallae-error-not_den = { $field } is not a field of your den.
tawa_hallae-error-taken = { $field } is already taken.
tawa_hallae-error-front_first = { $field } is in the back row: the field in front of it, { $front }, must be taken first.
tawa_hallae-error-spider_water = The spider cannot go into water.
tawa_hallae-error-on_web = { $field } lies in the enemy spider's web.
tawa_hallae-error-free_first_move = Freeing is possible only as the first move of a turn (it counts as 2 moves).
tawa_hallae-error-double_move = In the second move of a double move the animal may not hit, hunt, free or enter the enemy defence area.
tawa_hallae-error-own_goal = { $field } belongs to your own pack: nobody can stand there.
tawa_hallae-error-nobody_to_free = None of your animals is imprisoned – there is nobody in the prison to free.
tawa_hallae-error-goal_from_area = { $field } can only be reached with one step from inside the enemy defence area (red).
tawa_hallae-error-own_animal = Your own animal stands on { $field }.
tawa_hallae-error-own_area = Only a special animal may stand in your own defence area (at most one); other animals may enter only to hit an attacker for sure.
tawa_hallae-error-one_step_inside = { NOUN($animal, det: "the", cap: "yes") } is inside the enemy defence area and moves only 1 field per move there.
tawa_hallae-error-cannot_reach = { NOUN($animal, det: "the", cap: "yes") } on { $origin } faces { $facing } and so cannot reach { $target }: wrong direction, wrong number of fields, or the way is blocked.

## A set-up or saved game that cannot be (the words in quotes are the names in the saved game).
## $pack (text: Red | Blue), $animal (noun tawa_hallae.animal), $field (text: e4 | c10), $front (text: e4 | c10),
## $entry (text: colour | turn), $entries (text: board, turn, points, armour, prison, last_hunt, bonus),
## $text (text: red lion | lion), $value (text: green | 1), $fields (text: d2, f2), $what (text: no prisoners | no moves),
## $red (count), $blue (count), $placed (int: 1 | 2), $count (count), $used (int: 1 | 2), $allowed (int: 2 | 3), $points (int: 1 | 3)

tawa_hallae-save-spec_type = A set-up is a list of named entries: for example under “board” the fields with their animals (“e4”: “red lion n”) and under “turn” the pack whose turn it is (“red”).
tawa_hallae-save-spec_key = The set-up has an entry “{ $entry }” that I do not know. Possible entries: { $entries }.
tawa_hallae-save-spec_piece = On { $field } the set-up says “{ $text }”. Write an animal like this: “red lion n” (pack, animal, facing).
tawa_hallae-save-spec_prison = In the set-up, “prison” must have a list of prisoners for each pack, for example “red”: “wolf”.
tawa_hallae-save-spec_side = In the set-up, “{ $entry }” must be “red” or “blue”, not “{ $value }”.
tawa_hallae-save-spec_bonus = In the set-up, “bonus” must be “true” (yes) or “false” (no).
tawa_hallae-save-stage_result = “stage” and “result” do not fit together: a finished game has a result, a game still going on has none.
tawa_hallae-save-pending_order = The list of steps still to do (“pending”) is in an order that cannot happen in a game.
tawa_hallae-save-foreign = The { $animal } does not belong to { $pack }'s pack: only Red has the lion and the gazelle, only Blue the tiger and the giraffe.
tawa_hallae-save-twice = { $pack }'s pack has one animal twice: the { $animal }. Each animal is exactly once in the arena, in prison, still to place or set aside.
tawa_hallae-save-missing = { $pack }'s pack is missing an animal: the { $animal }. Each animal is exactly once in the arena, in prison, still to place or set aside.
tawa_hallae-save-turtle_prison = { $pack }'s turtle is in prison – but a turtle can never be imprisoned.
tawa_hallae-save-goal_field = { NOUN($animal, det: "a", cap: "yes") } stands on { $field }, but { $field } is a hunt field or a prison – no animal may stay there.
tawa_hallae-save-spider_water = { $pack }'s spider stands on { $field }, but that is water – a spider never goes into water.
tawa_hallae-save-runner_facing = { $pack }'s { $animal } on { $field } faces its own den – a runner never does that.
tawa_hallae-save-own_area = { $pack }'s { $animal } stands on { $field } in its own defence area – only a special animal may stay there.
tawa_hallae-save-two_specials = Two of { $pack }'s special animals stand in their own defence area, on { $fields } – at most one may.
tawa_hallae-save-setup_started = The set-up is still going on, so there can be { $what } yet.
tawa_hallae-save-none-prison = no prisoners
tawa_hallae-save-none-points = no points and no hunt
tawa_hallae-save-none-armour = no armour
tawa_hallae-save-none-danger = no animals in danger
tawa_hallae-save-none-aside = no animals set aside
tawa_hallae-save-none-moves = no moves
tawa_hallae-save-setup_field = During the set-up the animals stand only in their own den, but { $pack }'s { $animal } stands on { $field }.
tawa_hallae-save-setup_back_row = { $field } is in the back row of the den, but the field in front of it ({ $front }) is empty.
tawa_hallae-save-setup_order = The set-up does not fit together: Red has placed { $red ->
        [one] one animal
       *[other] { $red } animals
    }, Blue { $blue }, and it is { $pack }'s turn with { $placed } placed in this round. Each pack places 3 at a time, Red first.
tawa_hallae-save-reserve_in_play = The game is already going on, so every animal has been placed – but { $pack } still has { $count } to place.
tawa_hallae-save-placed = The game is already going on, so nobody is placing animals any more (“placed” must be 0).
tawa_hallae-save-moves_count = The moves of this turn do not fit together: { $used } of { $allowed } moves are used, but { $count ->
        [one] one animal has
       *[other] { $count } animals have
    } moved.
tawa_hallae-save-pending_seat = A step still to do (“pending”) belongs to the pack whose turn it is not.
tawa_hallae-save-face_field = A facing should be chosen for { $field }, but none of { $pack }'s animals stands there whose facing matters.
tawa_hallae-save-face_options = The facings to choose from for the { $animal } on { $field } are not the ones it may take.
tawa_hallae-save-restart_not_moved = The { $animal } should go back to its den after a hunt, but it has not moved in this turn.
tawa_hallae-save-release_turn = Freeing is the first move of a turn and counts as 2 moves – that does not fit the moves of this turn.
tawa_hallae-save-release_liberator = The { $animal } freed the prisoners, so it must be in the prison now – only a turtle goes home instead.
tawa_hallae-save-release_freed = The { $animal } counts as freed, but it is not in the arena.
tawa_hallae-save-home_own = { $pack }'s turtle is on its way home, but it neither freed prisoners nor was it hit.
# $pack (text: Red | Blue), $points (int: 5 | 7)
tawa_hallae-save-points_over = { $pack } has { $points } points – then the game would be over already (5 points win).
tawa_hallae-save-points_without_hunt = { $pack } already has points ({ $points }), but the saved game says nobody has hunted yet (“last_hunt” is empty).
tawa_hallae-save-last_hunt = The saved game says { $pack } hunted last, but { $pack } has no points.
tawa_hallae-save-armour_no_hunt = { $pack }'s { $animal } wears armour, but { $pack } has never hunted – the armour comes with a hunt.
tawa_hallae-save-armour_away = { $pack }'s { $animal } wears armour, but it is not in the arena – only a lion or tiger in the arena can wear armour.
tawa_hallae-save-turtle_danger = { $pack }'s turtle is marked as in danger – but the web cannot catch a turtle.
tawa_hallae-save-danger_away = { $pack }'s { $animal } is marked as in danger, but it is not in the arena.
tawa_hallae-save-danger_no_spider = Some of { $pack }'s animals are marked as in danger, but no spider has moved since { $pack }'s last turn.
tawa_hallae-save-should_be_over = Every one of { $pack }'s animals except the turtle is in prison – then the game would be over already.
tawa_hallae-save-end_result = The result of the game (“result”) does not fit the position and the points.
# $field (text: j4 | e14)
tawa_hallae-save-no_field = There is no field “{ $field }” in the arena: the columns are a to i, the rows 1 to 13 (for example “e4”).
