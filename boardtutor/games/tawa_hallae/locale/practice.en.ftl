## Practice exercises (boardtutor.practice): questions, the answers to pick, and why the answer is right.
## $name (seat) · $other (seat) · $animal (noun tawa_hallae.animal) · $victim (noun tawa_hallae.animal) · $subject (noun tawa_hallae.animal)
## $field (text: e4 | c10) · $origin (text: e4 | c5) · $target (text: e7 | d8) · $facing (message tawa_hallae.facing)
## $count (count) · $gain (count) · $points (int: 0 | 4) · $total (int: 2 | 3) · $placed (int: 0 | 2)

tawa_hallae-practice-yes = Yes
tawa_hallae-practice-no = No
tawa_hallae-practice-animal = { NOUN($animal, cap: "yes") }

## Which fields can this animal reach?

tawa_hallae-practice-reach-question = { $name } is to move. { NOUN($animal, det: "the", cap: "yes") } on { $field } faces { $facing }. Click every field it can move to now.
tawa_hallae-practice-reach-why_facing_triangle = The triangle shows where { NOUN($animal, det: "the") } faces; its directions are counted from there, so now it can move to { $count ->
        [one] one field
       *[other] { $count } fields
    }. Facing another way it would reach other fields.
tawa_hallae-practice-reach-why_facing_directions = { NOUN($animal, det: "the", cap: "yes") } moves only in its own directions (front, back, diagonal …), seen from where it faces: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_ranges_land_or_water = { NOUN($animal, det: "the", cap: "yes") } starts in the water, so it uses its range in the water, which is short: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_ranges_numbers = { NOUN($animal, det: "the", cap: "yes") } may stop only after one of the numbers of fields its card shows: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_predators_lion_tiger = Besides its straight runs, { NOUN($animal, det: "the") } may run 3 or 4 fields to the front and bend into an L to the left or right: { $count ->
        [one] one field
       *[other] { $count } fields
    } in all.
tawa_hallae-practice-reach-why_predators_wolf = The wolf may bend a run of 3 or 4 fields into an L: { $count ->
        [one] one field
       *[other] { $count } fields
    } in all.
tawa_hallae-practice-reach-why_destroyers_rhino_elephant = { NOUN($animal, det: "the", cap: "yes") } runs straight to the front or back (our reading of the picture): { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_destroyers_gorilla = The gorilla jumps over animals in its way: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_runners_forward = A runner never moves back towards its own den, only forwards or sideways: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_runners_gazelle_giraffe = { NOUN($animal, det: "the", cap: "yes") } runs to the front or diagonally forwards (our reading of the picture): { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_runners_zebra = The zebra runs straight ahead (our reading of the picture): { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_runners_kangaroo = The kangaroo jumps over animals in its way: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_aquatic_crocodile = The crocodile has a short range on land and a longer one in the water, to the front or diagonally forwards (our reading of the picture): { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_aquatic_hippo = The hippo has a short range on land and a longer one in the water, to the front or back (our reading of the picture): { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_aquatic_anaconda = The anaconda moves 1 field on land and 2 or 3 in the water, in every direction (our reading of the picture): { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_water_from_water = { NOUN($animal, det: "the", cap: "yes") } starts in the water, so its water range counts even where it ends on land: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_water_stop_on_entry = { NOUN($animal, det: "the", cap: "yes") } starts on land and must stop on the first water field it enters: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_water_aquatic_from_land = An aquatic animal that starts on land uses its whole land range, through water too: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_water_no_crossing = Even an animal that jumps stops on the first water field: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_vulture_long_move = The vulture may also fly 7 or 8 fields, but not into the enemy defence area, onto a hunt field, over animals or over water: { $count ->
        [one] one field
       *[other] { $count } fields
    } in all.
tawa_hallae-practice-reach-why_animals_in_the_way = An animal in the way stops the run: before it if it is your own, on it if it is an enemy you may catch: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_defence_one_step = Inside the enemy defence area an attacker moves only 1 field per move: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_defence_may_leave = An attacker may leave the enemy defence area again, one field at a time: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_defence_attacker_stops = An attacker stops on the first field of the enemy defence area it enters: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-reach-why_defence_no_passing = A defender that starts on land may run through its own defence area (but not stop there): { $count ->
        [one] one field
       *[other] { $count } fields
    }.

## May this animal move there?

tawa_hallae-practice-may_move-question = { $name } is to move. May { NOUN($animal, det: "the") } move from { $origin } to { $target }?
tawa_hallae-practice-may_move-allowed = Yes, it may.
tawa_hallae-practice-may_move-own_animal = No: an animal of its own pack stands there.
tawa_hallae-practice-may_move-spider_water = No: the spider never goes into the water.
tawa_hallae-practice-may_move-own_area = No: only a special animal may stop in its own defence area.
tawa_hallae-practice-may_move-own_goal = No: nobody may stand on the gold fields or the prison of their own pack.
tawa_hallae-practice-may_move-free_first = No: freeing is possible only as the first move of a turn.
tawa_hallae-practice-may_move-nobody_to_free = No: none of its pack is imprisoned, so there is nobody to free.
tawa_hallae-practice-may_move-one_step = No: inside the enemy defence area it moves only 1 field.
tawa_hallae-practice-may_move-moved_already = No: it has already moved this turn.

## Can this animal hit that one?

tawa_hallae-practice-can_hit-question = { $name } is to move. Can { NOUN($animal, det: "the") } on { $origin } attack { $other }'s { NOUN($victim) } on { $target } now?
tawa_hallae-practice-can_hit-yes_runners_not_head_on = Yes: it is attacked from the side.
tawa_hallae-practice-can_hit-no_runners_not_head_on = No: { NOUN($victim, det: "the") } is a runner, and nobody but the cheetah and enemy runners catches a runner head-on.
tawa_hallae-practice-can_hit-yes_runners_side_only = Yes: the attack comes from the side.
tawa_hallae-practice-can_hit-no_runners_side_only = No: { NOUN($victim, det: "the") } is a runner and is caught only from the side.
tawa_hallae-practice-can_hit-yes_predators_cheetah = Yes: the cheetah catches runners from the front too.
tawa_hallae-practice-can_hit-no_predators_cheetah = No: even the cheetah cannot attack it from here.
tawa_hallae-practice-can_hit-yes_turtle_safe_at_home = Yes: the turtle is outside its den and its defence area, so it can be hit.
tawa_hallae-practice-can_hit-no_turtle_safe_at_home = No: in its own den and defence area the turtle cannot be hit.
tawa_hallae-practice-can_hit-yes_turtle_never_captures = Yes.
tawa_hallae-practice-can_hit-no_turtle_never_captures = No: the turtle never catches an animal.
tawa_hallae-practice-can_hit-yes_animals_all_capture = Yes: every animal but the turtle can catch and be caught.
tawa_hallae-practice-can_hit-no_animals_all_capture = No: the attacker cannot get at it from here.
tawa_hallae-practice-can_hit-yes_defence_special_blocks = Yes: no special animal of its own stands in the defence area.
tawa_hallae-practice-can_hit-no_defence_special_blocks = No: a special animal of its own pack stands in the defence area, so no other defender may spring in.

## What happens to this animal?

tawa_hallae-practice-fate-question = { $name } moves { NOUN($animal, det: "the") } from { $origin } to { $target }. What happens to { $other }'s { NOUN($subject) }?
tawa_hallae-practice-fate-imprisoned = It is imprisoned and leaves the arena.
tawa_hallae-practice-fate-armour = It loses its armour and stays.
tawa_hallae-practice-fate-home = It goes back into its den.
tawa_hallae-practice-fate-nothing = Nothing: it stays where it is.
tawa_hallae-practice-fate-why_imprisoned = { $other }'s { NOUN($subject) } is imprisoned and leaves the arena.
tawa_hallae-practice-fate-why_armour = The armour takes the first hit: { $other }'s { NOUN($subject) } loses it and stays on its field.
tawa_hallae-practice-fate-why_home = A turtle that is hit is not caught: it goes back to a free field of its den.
tawa_hallae-practice-fate-why_nothing = Nothing happens to { $other }'s { NOUN($subject) }.

## Where does it stand afterwards?

tawa_hallae-practice-where-question = { $name } moves { NOUN($animal, det: "the") } from { $origin } to { $target }. Click the field where it stands afterwards.
tawa_hallae-practice-where-why_back = After its hit { NOUN($animal, det: "the") } springs back to { $field }.
tawa_hallae-practice-where-why_stays = { NOUN($animal, det: "the", cap: "yes") } stays on { $field }, the field of the animal it hit.

tawa_hallae-practice-keep_facing-question = { $name } moves { NOUN($animal, det: "the") }, which faces { $facing }, from { $origin } to { $target } and hits an animal there. Which way does it face afterwards?
tawa_hallae-practice-keep_facing-why = A runner that has hit an animal keeps its facing: { $facing }.

tawa_hallae-practice-run-question = { $name } moves { NOUN($animal, det: "the") } from { $origin } to { $target }. How many animals does it imprison?
tawa_hallae-practice-run-why = A destroyer catches every enemy on its run: { $count ->
        [one] one animal
       *[other] { $count } animals
    }.

tawa_hallae-practice-run-why_area = Inside a defence area a destroyer hits only one animal: { $count ->
        [one] one animal
       *[other] { $count } animals
    }.
## Hunting.

tawa_hallae-practice-hunt_points-question = { $name } has { $points ->
        [one] 1 point
       *[other] { $points } points
    } and moves { NOUN($animal, det: "the") } from { $origin } to the hunt field { $target }. How many points does { $name } have then?
tawa_hallae-practice-hunt_points-why = The hunt brings { $gain ->
        [one] 1 point
       *[other] { $gain } points
    }; that makes { $points ->
        [one] 1 point
       *[other] { $points } points
    }.
tawa_hallae-practice-armour_after-question = { $name } moves { NOUN($animal, det: "the") } from { $origin } to the hunt field { $target }. Does it wear armour afterwards?
tawa_hallae-practice-armour_after-why_yes = { NOUN($animal, det: "the", cap: "yes") } wins armour with its hunt, whether or not it wore it before.
tawa_hallae-practice-armour_after-why_no = Only the lion and the tiger win armour when they hunt; { NOUN($animal, det: "the") } does not.
tawa_hallae-practice-restart-question = { $name }'s { NOUN($animal) } has hunted on { $target }. Click every field where it may start again.
tawa_hallae-practice-restart-why = A hunter goes onto a free field of its own den: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-after_hunt-question = { $name } moves { NOUN($animal, det: "the") } from { $origin } to the hunt field { $target }. Where is it then?
tawa_hallae-practice-after_hunt-den = It goes back into its own den.
tawa_hallae-practice-after_hunt-stays = It stays on the hunt field.
tawa_hallae-practice-after_hunt-prison = It is imprisoned.
tawa_hallae-practice-after_hunt-why = Nobody stays on a hunt field: { NOUN($animal, det: "the") } leaves { $target } for a free field of its den.

## Who has won?

tawa_hallae-practice-winner-question_hunt = { $name } has { $points ->
        [one] 1 point
       *[other] { $points } points
    } and moves { NOUN($animal, det: "the") } from { $origin } to the hunt field { $target }. Who has won then?
tawa_hallae-practice-winner-question_capture = { $name } moves { NOUN($animal, det: "the") } from { $origin } to { $target }. Who has won then?
tawa_hallae-practice-winner-nobody = Nobody yet.
tawa_hallae-practice-winner-why_points = { $name } now has { $points } points and wins at once.
tawa_hallae-practice-winner-why_not_yet = { $name } has { $points ->
        [one] 1 point
       *[other] { $points } points
    } now – not yet 5, so the game goes on.
tawa_hallae-practice-winner-why_captured = Each of { $other }'s animals but the turtle is imprisoned now, so { $name } wins.
tawa_hallae-practice-winner-why_one_left = { $other } still has an animal besides the turtle in the arena, so the game goes on.

## The spider.

tawa_hallae-practice-web-question = Click every field of the web of { $name }'s spider on { $field }.
tawa_hallae-practice-web-why = The web is the land fields around the spider: { $count ->
        [one] one field
       *[other] { $count } fields
    } here (not water, not the hunt fields or the prison).
tawa_hallae-practice-danger-question = { $name } moves the spider from { $origin } to { $target }. Click every enemy animal that is then in danger.
tawa_hallae-practice-danger-why = { $count ->
        [one] One enemy animal stands
       *[other] { $count } enemy animals stand
    } in the web after the spider's move; { $count ->
        [one] unless it leaves the web in its next turn, it is caught.
       *[other] whoever does not leave the web in their next turn is caught.
    }

## Freeing prisoners.

tawa_hallae-practice-placement-question = { $name } frees prisoners. Click every field where { NOUN($animal, det: "the") } may be put.
tawa_hallae-practice-placement-why = Freed animals go into the den as at the set-up, the back row only behind a taken field: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-liberator-question = { $name } moves { NOUN($animal, det: "the") } from { $origin } onto the enemy prison { $target } and frees prisoners. Where is { NOUN($animal, det: "the") } afterwards?
tawa_hallae-practice-liberator-prison = Imprisoned.
tawa_hallae-practice-liberator-den = Back in its own den.
tawa_hallae-practice-liberator-prison_field = On the prison field.
tawa_hallae-practice-liberator-why_prison = The animal that frees the others stays imprisoned itself.
tawa_hallae-practice-liberator-why_den = The turtle never stays in prison: it goes back into its den.
tawa_hallae-practice-liberator-why_prison_field = It stays on the prison field.
tawa_hallae-practice-compensation-question = { $name } moves { NOUN($animal, det: "the") } from { $origin } onto the enemy prison { $target } and frees prisoners. How many moves does { $other } have in the next turn?
# $count (int: 3)
tawa_hallae-practice-compensation-why = After a freeing the other pack gets a turn of { $count } moves: { $other } has { $count }.

## A turn.

tawa_hallae-practice-second-question = { $name } has made the first move of the turn with { NOUN($animal, case: "dat", det: "the") }. Click every animal that may make the second move.
tawa_hallae-practice-second-why = The two moves of a turn are made by two different animals: { $count ->
        [one] one animal is
       *[other] { $count } animals are
    } left to choose from.
tawa_hallae-practice-combinations-question_turn = { $name } has { $total } moves this turn and first turns { NOUN($animal, det: "the") } on { $field } to face { $facing }. How many moves are left?
tawa_hallae-practice-combinations-question_move = { $name } has { $total } moves this turn and first moves { NOUN($animal, det: "the") } from { $field } to { $target }. How many moves are left?
tawa_hallae-practice-combinations-why = A movement and a turn on the spot each count as one move: { $count ->
        [one] one is
       *[other] { $count } are
    } left of { $total }.
tawa_hallae-practice-change_facing-question = { $name } is to move. { NOUN($animal, det: "the", cap: "yes") } on { $field } faces { $facing }. Which ways can it turn to as a move? Pick all.
tawa_hallae-practice-change_facing-why = A turn on the spot must change the facing (and a runner never faces its own den): { $count ->
        [one] one way
       *[other] { $count } ways
    }.
tawa_hallae-practice-face_after-question = { $name } has moved { NOUN($animal, det: "the") } from { $origin } to { $target }. Which ways may it face now? Pick all.
tawa_hallae-practice-face_after-why = After its run an animal may face a new way (a runner never towards its own den): { $count ->
        [one] one way
       *[other] { $count } ways
    }.
tawa_hallae-practice-does-question = { $name } moves { NOUN($animal, det: "the") } from { $origin } to { $target }. What does this movement do?
tawa_hallae-practice-does-advance = It only moves on.
tawa_hallae-practice-does-imprison = It imprisons an enemy animal.
tawa_hallae-practice-does-hit = It hits an animal without catching it.
tawa_hallae-practice-does-hunt = It hunts.
tawa_hallae-practice-does-free = It frees prisoners.
tawa_hallae-practice-does-why_advance = Nothing stands on { $target }: { NOUN($animal, det: "the") } just moves on.
tawa_hallae-practice-does-why_imprison = An enemy animal stands on { $target } (or on the way there): { NOUN($animal, det: "the") } catches it.
tawa_hallae-practice-does-why_hit = The animal on { $target } is hit but not caught (a turtle, or a lion or tiger in armour).
tawa_hallae-practice-does-why_hunt = { $target } is an enemy hunt field: that is a hunt.
tawa_hallae-practice-does-why_free = { $target } is the enemy prison: that frees prisoners.

## The set-up and the packs.

tawa_hallae-practice-three-question = { $name } sets up and has placed { $placed } animals in this round. How many more does { $name } place before { $other } goes on?
tawa_hallae-practice-three-why = The players take turns putting 3 animals each: { $name } places { $count ->
        [one] one more
       *[other] { $count } more
    }.
tawa_hallae-practice-place-question = { $name } sets up. Click every field where { NOUN($animal, det: "the") } may be put now.
tawa_hallae-practice-place-why_back_row = A back-row field of the den may be used only once the field in front of it is taken: { $count ->
        [one] one field
       *[other] { $count } fields
    }.
tawa_hallae-practice-place-why_sides = { $name } sets up in the den on the side of the arena that belongs to that pack: { $count ->
        [one] one field
       *[other] { $count } fields
    } of the front row of that den.
tawa_hallae-practice-first_turn-question = The animals are being placed. Who makes the first move of the game?
tawa_hallae-practice-first_turn-why = Whoever finished setting up second starts: { $name }.
tawa_hallae-practice-armour_start-question = The game starts. Does { $name }'s { NOUN($animal) } wear armour?
tawa_hallae-practice-armour_start-why = { NOUN($animal, det: "the", cap: "yes") } starts without armour; it wins armour only by hunting.
tawa_hallae-practice-pack-question = Which of these animals belong to { $name }'s pack? Pick all.
tawa_hallae-practice-pack-why = 13 animals are in both packs; the lion and the gazelle only in Red's, the tiger and the giraffe only in Blue's. { $name } has { $count } of these.
