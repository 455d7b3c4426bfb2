## The board picture: letters on the tiles, field titles, the side panel.
## $name (seat) · $colour (text: Orange | Purple) · $shape (noun woodwalkers.shape) · $field (text: b2 | e5)
## $value (int: 2 | 8) · $animal (noun woodwalkers.animal) · $category (noun woodwalkers.category)
## $content (text: empty field | Sarah's wolf) · $text (text: empty field | Sarah's wolf)

woodwalkers-render-abbr-wolf = Wo
woodwalkers-render-abbr-otter = Ot
woodwalkers-render-abbr-bison = Bi
woodwalkers-render-abbr-puma = Pu
woodwalkers-render-abbr-squirrel = Sq
woodwalkers-render-abbr-raven = Ra
woodwalkers-render-abbr-bear = Be
woodwalkers-render-unknown = ?
woodwalkers-render-field = { $field }: { $content }
woodwalkers-render-content-empty = empty field
woodwalkers-render-content-forest_empty = empty forest field
woodwalkers-render-content-forest_hidden = face-down forest tile
woodwalkers-render-content-flag = flag worth { $value } points
woodwalkers-render-content-start = { $name }'s start field, colour { $colour }
woodwalkers-render-content-start_unused = start field, not in use
woodwalkers-render-content-animal = { $name }'s { $animal }
woodwalkers-render-content-animal_hidden = a face-down animal of { $name }'s
# $content (text: Sarah's wolf | a face-down animal of Sarah's)
woodwalkers-render-content-on_flag = { $content } on a flag worth { $value } points
# $content (text: Sarah's wolf | Tom's bear on a flag worth 5 points) · $count (count)
woodwalkers-render-content-wounds = { $content }, { $count ->
        [one] 1 wound
       *[other] { $count } wounds
    }
# $challenger (text: Sarah's wolf | a face-down animal of Sarah's) · $defender (text: Tom's bear | Tom's bison, 1 wound)
woodwalkers-render-content-duel = duel – attacking: { $challenger }; defending: { $defender }
woodwalkers-render-mark-highlight = { $text } – look here
woodwalkers-render-mark-selected = { $text } – selected
woodwalkers-render-mark-target = { $text } – you can move here
woodwalkers-render-variant-day = day side
woodwalkers-render-variant-night = midnight duel (night side)
woodwalkers-render-round = Round: { $category }
woodwalkers-render-round_none = Round: no category yet
woodwalkers-render-display = Display:
woodwalkers-render-display_empty = empty
# $count (count)
woodwalkers-render-stack = Stack: { $count }
# $score (count)
woodwalkers-render-points = { $score ->
        [one] 1 point
       *[other] { $score } points
    }
# $pos (int: 12 | 40)
woodwalkers-render-track = track { $pos }
# $pos (int: 3 | 12) · $laps (int: 1 | 2)
woodwalkers-render-track_laps = track { $pos }, { $laps ->
        [one] 1 lap
       *[other] { $laps } laps
    } done
woodwalkers-render-marker = marker
woodwalkers-render-marker_title = { $name } holds the battle-mode marker
woodwalkers-render-turn = to move
woodwalkers-render-turn_title = { $name } is to move
# $item (noun woodwalkers.forest) · $count (count)
woodwalkers-render-held = { $item }: { $count }
# $animals (text: wolf | wolf, bear)
woodwalkers-render-out = out: { $animals }
# $list (text: wolf 1 | wolf 1, bear 2)
woodwalkers-render-wounds_list = wounds: { $list }
# $points (text: 1 point | 12 points) · $track (text: track 12 | track 3, 1 lap done)
woodwalkers-render-player_title = { $name } ({ $colour }, { $shape }): { $points }, { $track }
woodwalkers-render-duel-title = Duel in { $category }: { $name } attacks
# $animal (text: wolf | ?)
woodwalkers-render-duel-side = { $animal } · { $name }
woodwalkers-render-duel-result = → { $name } wins
woodwalkers-render-duel-tie = A tie: the challenger loses.
woodwalkers-render-duel-removed = { $name }'s { $animal } is out of the game.
woodwalkers-render-duel-guess_right = { $name } guessed { NOUN($animal, det: "the") }: right, +1 for the defender
woodwalkers-render-duel-guess_wrong = { $name } guessed { NOUN($animal, det: "the") }: wrong, +1 for the challenger
# $c_animal (text: wolf | ?) · $d_animal (text: bear) · $c_sum (text: 6 + 4 = 10 | ? + ?) · $d_sum (text: 5 + 2 = 7 | 5 + ?) · $winner (seat)
woodwalkers-render-duel-summary = { $c_animal } { $c_sum } vs { $d_animal } { $d_sum } → { $winner } wins
# $c_animal (text: wolf | ?) · $d_animal (text: bear) · $c_sum (text: 6 + 4 = 10 | ? + ?) · $d_sum (text: 5 + 2 = 7 | 5 + ?)
woodwalkers-render-duel-summary_open = { $c_animal } { $c_sum } vs { $d_animal } { $d_sum }
# $game (text: Woodwalkers – The Duel) · $variant (text: day side | night side) · $players (text: Sarah with 3 points, Tom with 1 point) · $round (text: Round: strength) · $next (text: Sarah's turn: roll, or skip this time.)
woodwalkers-render-summary = { $game }, { $variant }. { $players }. { $round }. { $next }
# $points (text: 1 point | 12 points)
woodwalkers-render-summary_player = { $name } ({ $colour }, { $shape }) { $points }
woodwalkers-render-legend_hidden = face-down animal
