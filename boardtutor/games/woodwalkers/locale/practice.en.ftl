## Practice exercises (boardtutor.practice): questions, the answers to pick, and why the answer is right.
## $name (seat) · $other (seat) · $viewer (seat) · $marker (seat) · $challenger (seat) · $defender (seat)
## $animal (noun woodwalkers.animal) · $c_animal (noun woodwalkers.animal) · $d_animal (noun woodwalkers.animal) · $category (noun woodwalkers.category)
## $die (int: 1 | 4) · $c_die (int: 2 | 6) · $d_die (int: 1 | 5) · $field (text: b2 | e5) · $origin (text: e5) · $target (text: e7)
## $count (count) · $steps (count) · $left (count) · $wounds (count) · $gain (count) · $points (count)
## $move (text: Blue moves the wolf from e5 onto e7, where Orange's otter stands.)
## $score (count) · $value (int: 2 | 5) · $card (int: 3 | 6) · $total (int: 7 | 20) · $c_total (int: 9) · $d_total (int: 8) · $track (int: 40)

woodwalkers-practice-yes = Yes
woodwalkers-practice-no = No
woodwalkers-practice-category = { NOUN($category, cap: "yes") }
woodwalkers-practice-animal = { NOUN($animal, cap: "yes") }

woodwalkers-practice-setup_forest-question = The game is set up. Click every field where a forest tile lies face down.
woodwalkers-practice-setup_forest-why = { $count } forest tiles lie face down at the start, one on each light field.

woodwalkers-practice-score_start-question = The game is about to start. How many points does { $name } have?
woodwalkers-practice-score_start-why = Every score counter starts on the start field of the score track, so { $name } has no points yet.

woodwalkers-practice-start_fields-question = Click { $name }'s start fields.
woodwalkers-practice-start_fields-why = { $name }'s animals stand on the { $count } start fields of that colour.

woodwalkers-practice-card_value-question = { $viewer } wants to know what { $name }'s { NOUN($animal) } has in { $category }. May { $viewer } look at the card?
woodwalkers-practice-card_value-why = The animal cards lie face up in front of their owners, so everyone may see every value, also that of { $name }'s { NOUN($animal) }.
woodwalkers-practice-card_value-question_night = A night game: the animals lie face down. { $viewer } wants to know what { $name }'s { NOUN($animal) } has in { $category }. May { $viewer } look at the card?
woodwalkers-practice-card_value-why_night = At night only the animals lie face down; the animal cards still lie face up, so everyone may see every value.
woodwalkers-practice-card_value-open = Yes: the cards lie face up for everyone.
woodwalkers-practice-card_value-owner_only = No: only the owner may look at their cards.
woodwalkers-practice-card_value-after_duel = Only once that animal has fought a duel.
woodwalkers-practice-battle_mode-question = The set-up is done: three battle-mode tiles lie face up. How many are left in the face-down stack?
woodwalkers-practice-battle_mode-why = Of the { $total } battle-mode tiles three lie face up, so { $count } are left in the stack.

woodwalkers-practice-youngest-question = { $name } is the youngest player. Who chooses the first battle mode?
woodwalkers-practice-youngest-why = The youngest player gets the battle-mode marker and chooses first: { $name }.

woodwalkers-practice-choose-question = { $name } holds the marker and chooses the battle mode. Which categories can { $name } choose? Pick all of them.
woodwalkers-practice-choose-why = Only the tiles face up on display can be chosen; there are { $count }.

woodwalkers-practice-refill-question = { $name } has chosen the battle mode. Once the display is filled up again, how many tiles are left in the stack?
woodwalkers-practice-refill-why = One tile goes from the stack onto the display, so { $count } are left in the stack.

woodwalkers-practice-first_roller-question = { $name } has chosen the battle mode. Who rolls first in this round?
woodwalkers-practice-first_roller-why = The player to the left of { $marker } starts rolling: { $name }.

woodwalkers-practice-reach-question = { $name } rolled a { $die }. Click every field that { NOUN($animal, det: "the") } on { $field } can reach.
woodwalkers-practice-reach-why = With a { $die }, { NOUN($animal, det: "the") } on { $field } may take at most { $die ->
        [one] one step
       *[other] { $die } steps
    }, so { $count ->
        [one] one field is
       *[other] { $count } fields are
    } within reach.

woodwalkers-practice-stop_early-question = { $name } rolled a { $die } and moves { NOUN($animal, det: "the") } from { $origin } to { $target }: { $steps ->
        [one] one step
       *[other] { $steps } steps
    }. What happens to the { $left ->
        [one] step
       *[other] { $left } steps
    } left over?
woodwalkers-practice-stop_early-lost = { $left ->
        [one] It is
       *[other] They are
    } lost.
woodwalkers-practice-stop_early-other_animal = Another animal may use { $left ->
        [one] it
       *[other] them
    }.
woodwalkers-practice-stop_early-next_turn = { $left ->
        [one] It is
       *[other] They are
    } kept for the next turn.
woodwalkers-practice-stop_early-why = You need not go as far as the die shows; the { $left ->
        [one] step
       *[other] { $left } steps
    } left over { $left ->
        [one] is
       *[other] are
    } lost.

woodwalkers-practice-skip-question = { $name } decides not to roll. Who acts next?
woodwalkers-practice-skip-why = Whoever skips rolling ends their turn at once; next is { $name }.

woodwalkers-practice-may_move-question = { $name } rolled a { $die }. May { NOUN($animal, det: "the") } move from { $origin } to { $target }?
woodwalkers-practice-may_move-allowed = Yes, that move is allowed.
woodwalkers-practice-may_move-too_far = No, that is too far for the die.
woodwalkers-practice-may_move-slant = No, animals never step on a slant.
woodwalkers-practice-may_move-jump = No, the way is blocked, and animals may not jump.
woodwalkers-practice-may_move-own_animal = No, an animal of the same player already stands there.
woodwalkers-practice-may_move-foreign_start = No, that is a start field of another colour.
woodwalkers-practice-may_move-back_to_start = No, an animal may not go back to its start fields.
woodwalkers-practice-may_move-straight_line = No, an animal must go in a straight line.
woodwalkers-practice-may_move-whole_roll = No, the animal must use the whole roll.
# $diagonal (int: 2 | 3)
woodwalkers-practice-may_move-slant_why = On a slant { $target } would be only { $diagonal ->
        [one] one step
       *[other] { $diagonal } steps
    } away, but animals step only up, down, left or right: that takes { $steps }, more than the { $die } rolled.
woodwalkers-practice-may_move-turns = Yes: the way to { $target } turns a corner, and animals may turn as often as they like. It takes { $steps ->
        [one] one step
       *[other] { $steps } steps
    }.

woodwalkers-practice-landing-question = { $name } moves { NOUN($animal, det: "the") } from { $origin } to { $target }. What happens there?
woodwalkers-practice-landing-empty = Nothing; the turn is over.
woodwalkers-practice-landing-forest = The forest tile there is turned over.
woodwalkers-practice-landing-duel = A duel starts.
woodwalkers-practice-landing-why_empty = { $target } is an empty field without a forest tile, so nothing happens and the turn is over.
woodwalkers-practice-landing-why_forest = A face-down forest tile lies on { $target }; whoever lands there turns it over.
woodwalkers-practice-landing-why_duel = One of { $name }'s animals stands on { $target }, so the two animals fight a duel.

woodwalkers-practice-flag_owner-question = If the game ended now, who would get the points of the flag on { $field } (worth { $value })?
woodwalkers-practice-flag_owner-nobody = Nobody
woodwalkers-practice-flag_owner-why = The flag stays on { $field }; whoever stands on it at the end gets its points. Now { $name }'s { NOUN($animal) } stands there.
woodwalkers-practice-flag_owner-why_nobody = The flag stays on { $field }, but no animal stands on it now, so nobody would get its points.

woodwalkers-practice-medicine-question = { $name } has Sherri's medicine. Which animals can it heal now? Pick all of them.
woodwalkers-practice-medicine-why = The medicine takes one wound off one card, so it can heal only a wounded animal; { $name } has { $count ->
        [one] one wounded animal
       *[other] { $count } wounded animals
    }.

woodwalkers-practice-die_tile-question = { $name } rolled a { $die }. May { $name } roll again?
woodwalkers-practice-die_tile-why_yes = { $name } has a die tile and may use it once to roll again.
woodwalkers-practice-die_tile-why_no = Only a die tile lets you roll again, and { $name } has none.

woodwalkers-practice-points_tile-question = { $name } has { $score ->
        [one] one point
       *[other] { $score } points
    } and finds a points tile on { $field }. How many points does { $name } have then?
woodwalkers-practice-points_tile-why = A points tile gives one point at once, so { $name } has { $score }.

woodwalkers-practice-duel_targets-question = { $name } rolled a { $die }. Click every field where { NOUN($animal, det: "the") } on { $field } can start a duel.
woodwalkers-practice-duel_targets-why = Moving onto another player's animal starts a duel; { $count ->
        [one] one such animal is
       *[other] { $count } such animals are
    } within reach.

woodwalkers-practice-duel_move = { $name } moves { NOUN($c_animal, det: "the") } from { $origin } onto { $target }, where { $defender }'s { NOUN($d_animal) } stands.
woodwalkers-practice-duel_category-question = { $move } In which category do they fight?
woodwalkers-practice-duel_category-why = Every duel of the round is fought in the category of the tile chosen for it: { $category }.

woodwalkers-practice-duel_value-question = { $move } The duel is in { $category }, and on its card { $name }'s { NOUN($animal) } has { $card }. What value does it bring into the duel? (Look at the board for wounds.)
woodwalkers-practice-duel_value-why = The card shows { $card }, minus one for each wound ({ $wounds ->
        [one] one wound
       *[other] { $wounds } wounds
    }): { $value }.
woodwalkers-practice-duel_winner-question = { $challenger }'s { NOUN($c_animal) } attacks { $defender }'s { NOUN($d_animal) }. { $challenger } rolls a { $c_die }, { $defender } a { $d_die }. Who wins?
woodwalkers-practice-duel_winner-why = Value plus die: { $c_total } against { $d_total }. The bigger sum wins: { $name }.
woodwalkers-practice-duel_tie-why = Both sums are { $total }. In a tie the attacker loses, so { $name } wins.

woodwalkers-practice-duel_points-question = { $challenger }'s { NOUN($c_animal) } attacks { $defender }'s { NOUN($d_animal) }. { $challenger } rolls a { $c_die }, { $defender } a { $d_die }. { $name } has { $score ->
        [one] one point
       *[other] { $score } points
    } now: how many after the duel?
woodwalkers-practice-duel_points-why = The winner moves { $points ->
        [one] one point
       *[other] { $points } points
    } ahead: { $score }.

woodwalkers-practice-return-question = { $name }'s { NOUN($animal) } has lost a duel. Click every field where it may go.
woodwalkers-practice-return-why = The loser's animal goes back to a free start field of its own colour; { $count ->
        [one] one is
       *[other] { $count } are
    } free.

woodwalkers-practice-third_wound-question = { $challenger }'s { NOUN($c_animal) } attacks { $defender }'s { NOUN($d_animal) }. { $challenger } rolls a { $c_die }, { $defender } a { $d_die }. { $name }'s { NOUN($animal) } already has { $wounds ->
        [one] one wound
       *[other] { $wounds } wounds
    }. What happens to it?
woodwalkers-practice-third_wound-out = It leaves the game.
woodwalkers-practice-third_wound-start_field = It goes back to a start field with one more wound.
woodwalkers-practice-third_wound-stays = It stays where it is.
woodwalkers-practice-third_wound-why = { NOUN($animal, det: "the", cap: "yes") } loses and gets its third wound, so it leaves the game.

woodwalkers-practice-next_player-question = { $name } moves { NOUN($animal, det: "the") } from { $origin } to the empty field { $target }. Who rolls next?
woodwalkers-practice-next_player-why = Once the move is done the turn is over, and play goes on to the left: { $name }.

woodwalkers-practice-last_roller-question = Who is the last to roll and move in this round?
woodwalkers-practice-last_roller-why = Whoever chose the battle mode rolls last in the round: { $name }.

woodwalkers-practice-pass_marker-question = { $name } holds the marker and is the last to move in this round. Who holds the marker next?
woodwalkers-practice-pass_marker-why = After the round the tile { $category } goes onto the discard pile and the marker moves on to the left: { $name }.

woodwalkers-practice-new_choice-question = { $name } has just got the marker and chooses the battle mode. Who rolls first in this round?
woodwalkers-practice-new_choice-why = The new marker holder { $marker } chooses; the player on their left starts rolling: { $name }.

woodwalkers-practice-two_players-question = Two players: { $name } is the last to move in this round. Who rolls first in the next round?
woodwalkers-practice-two_players-why = Choosing the battle mode is { $other }'s turn, so { $name } also rolls first in the next round.

# $place (int: 39 | 1)
woodwalkers-practice-lap-question = { $name }'s counter stands on field { $place } of the { $track } fields of the score track. { $name } wins a duel and moves { $points ->
        [one] one point
       *[other] { $points } points
    } ahead. On which field does the counter stand then?
# $place (int: 1 | 2)
woodwalkers-practice-lap-why = Past field { $track } you count on from the field next to the start: field { $place }.

woodwalkers-practice-last_round-question = { $name } chooses the battle mode; { $count ->
        [0] no tiles are
        [one] one tile is
       *[other] { $count } tiles are
    } left in the stack. Is this round the last one?
woodwalkers-practice-last_round-why_yes = The stack is empty, so the display cannot be filled up to three again: this round is the last.
woodwalkers-practice-last_round-why_no = { $count ->
        [one] One tile is
       *[other] { $count } tiles are
    } still in the stack, so the display can be filled up again and the game goes on.

woodwalkers-practice-final_flags-question = This is the last turn of the game: { $name } skips. { $other } has { $score ->
        [one] one point
       *[other] { $score } points
    } now. How many at the very end?
woodwalkers-practice-final_flags-why = At the end everyone moves ahead by the flags under their animals: { $other } gets { $gain } more, { $score } in all.

woodwalkers-practice-winner-question = The game is over. Who wins? Pick everyone who wins.
