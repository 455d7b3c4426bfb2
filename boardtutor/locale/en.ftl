core-lang-name = English

# $n (int: 1 | 2 | 4)
core-player = Player { $n }

# $rulebook (text: Woodwalkers rulebook) $section (text: The move)
core-rule-cite = { $rulebook }, “{ $section }”
# $message (text: This field is taken.) $rule (text: Woodwalkers rulebook, “The move”, p. 5 | Tawa Hallae rulebook in Italian, “Range (Abilità di Movimento o Corsa)”)
core-rule-because = { $message } Rule: { $rule }.

# $n (int: 1 | 3) $total (int: 3 | 12)
core-walkthrough-step = Step { $n } of { $total }

core-assumption = Assumption
# $text (text: An animal may not stay on its own start field.)
core-assumption-note = The rulebook does not say (or only in a picture). We decided: { $text }

core-chance = Chance

# $code (text: fr)
core-error-language = Unknown language “{ $code }”. Use “de” or “en”.
# $game (text: Woodwalkers)
core-error-wrong_game = This game state does not belong to the game “{ $game }”.
# $value (text: 42 | …)
core-error-not_an_action = “{ $value }” is not a move. Give a move as text, as the buttons show it.
core-error-game_over = The game is already over: there are no more moves.
core-error-no_chance = No chance event is pending right now (nothing is rolled or drawn).
# $action (text: move b1 b2)
core-error-not_legal_now = “{ $action }” is not allowed right now.
# $lo (int: 2) $hi (int: 4)
core-error-players = This game is for { $lo } to { $hi } players.
# $game (text: chess) $games (text: woodwalkers, wispwood, magische_tiere, animal_cards, tawa_hallae)
core-error-unknown_game = There is no game “{ $game }”. Known games: { $games }.
# $text (text: jump)
core-error-unknown_action = I do not understand “{ $text }” as a move.
# $name (text: mode) $value (text: noon)
core-error-bad_option = The option “{ $name }” has an invalid value: “{ $value }”.

core-walkthrough-start = Starting position

core-assumption-why = Why it was needed (source)

# $name (text: turn)
core-save-duplicate_key = The saved game names “{ $name }” twice.
# $value (text: 1e400)
core-save-bad_number = The saved game contains a number that is too big or not a number at all (“{ $value }”).
core-save-not_text = A saved game must be text (JSON), for example what the Save button gives you.
# $size (int: 2500) $limit (int: 2000)
core-save-too_long = This file is too big for a saved game ({ $size } thousand characters; at most { $limit } thousand).
core-save-empty = The saved game is empty.
# $limit (int: 24)
core-save-too_deep = The saved game is nested too deeply (more than { $limit } levels of brackets).
# $line (int: 1 | 3) $column (int: 7)
core-save-not_json = This is not a saved game: the text cannot be read as JSON (line { $line }, column { $column }).
core-save-not_object = This is not a saved game: it should start with “{"{"}” and list the game's parts.
# $found (int: 2) $version (int: 1)
core-save-version = This saved game has format version { $found }; this boardtutor reads version { $version }.
# $problem (text: “turn” is missing.) $count (int: 2 | 5)
core-save-problem = The saved game cannot be loaded: { $problem } There are { $count ->
        [one] one problem
       *[other] { $count } problems
    } in all.
# $problem (text: “turn” is missing.)
core-save-one_problem = The saved game cannot be loaded: { $problem }
core-save-no_chance = In this saved game a die or a draw is due, but nothing can come out of it.
core-save-stuck = In this saved game nobody could move any more, although the game is not over.
# $value (text: 7 | …)
core-save-name_type = A player's name must be text, not “{ $value }”.
# $name (text: Maximiliane-Sophie-Charlotte von Hohenstein) $limit (int: 32)
core-save-name_long = The name “{ $name }” is too long: at most { $limit } characters.
# $name (text: Ida)
core-save-name_control = The name “{ $name }” contains invisible control characters.
# $value (text: -1)
core-save-seed = The start number for chance (“seed”) must be a whole number from 0 upwards (or be left out), not { $value }.
# $value (text: 7) $last (int: 1)
core-save-viewer = The seat to show the game for must be a number from 0 to { $last } (or None: show everything), not { $value }.
# $game (text: chess) $games (text: woodwalkers, wispwood)
core-save-unknown_game = This saved game is for “{ $game }”, which boardtutor does not know. Known games: { $games }.
core-save-moves = The moves of the saved game must be a list of moves written as text.
# $limit (int: 5000)
core-save-too_many_moves = The saved game has too many moves (at most { $limit }).
# $number (int: 1 | 12) $move (text: move b1 b2) $reason (text: This field is taken.)
core-save-bad_move = Move { $number } of the saved game (“{ $move }”) is not allowed there: { $reason }
# $where (text: turn)
core-save-err-missing = “{ $where }” is missing.
# $where (text: colour)
core-save-err-unknown = “{ $where }” is not part of a saved game.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-int = “{ $where }” must be a whole number, not “{ $value }”.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-str = “{ $where }” must be a word (text), not “{ $value }”.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-bool = “{ $where }” must be true or false, not “{ $value }”.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-list = “{ $where }” must be a list in square brackets, not “{ $value }”.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-dict = “{ $where }” must be a group in curly brackets, not “{ $value }”.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-none = “{ $where }” must be empty (null) at this point, not “{ $value }”.
# $where (text: turn | board → a1) $value (int: -1 | 12) $limit (int: 0 | 10)
core-save-err-ge = “{ $where }” is { $value }, but it cannot be less than { $limit }.
# $where (text: turn | board → a1) $value (int: -1 | 12) $limit (int: 0 | 10)
core-save-err-gt = “{ $where }” is { $value }, but it must be more than { $limit }.
# $where (text: turn | board → a1) $value (int: -1 | 12) $limit (int: 0 | 10)
core-save-err-le = “{ $where }” is { $value }, but it cannot be more than { $limit }.
# $where (text: turn | board → a1) $value (int: -1 | 12) $limit (int: 0 | 10)
core-save-err-lt = “{ $where }” is { $value }, but it must be less than { $limit }.
# $where (text: turn | board → a1) $count (count)
core-save-err-too_short = “{ $where }” has too few entries (at least { $count ->
        [one] one
       *[other] { $count }
    }).
# $where (text: turn | board → a1) $count (count)
core-save-err-too_long = “{ $where }” has too many entries ({ $count ->
        [0] none are allowed
        [one] at most one
       *[other] at most { $count }
    }).
# $where (text: turn | board → a1) $count (count)
core-save-err-string_too_long = “{ $where }” is too long ({ $count ->
        [0] it must be empty
        [one] at most one character
       *[other] at most { $count } characters
    }).
# $where (text: turn | board → a1) $count (count)
core-save-err-string_too_short = “{ $where }” is too short (at least { $count ->
        [one] one character
       *[other] { $count } characters
    }).
# $where (text: turn | board → a1) $value (text: pink) $choices (text: red, blue)
core-save-err-choice = “{ $where }” is “{ $value }”, but it can only be one of: { $choices }.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-pattern = “{ $where }” is “{ $value }”, which is not a valid entry here.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-other = “{ $where }” has a value that is not possible here (“{ $value }”).
# $where (text: names → 1)
core-save-err-name_control = “{ $where }”: a name must not contain invisible control characters.

# $game (text: Woodwalkers) $n (count)
core-replay-title = { $game }: a saved game { $n ->
        [0] with no moves
        [one] with one move
       *[other] with { $n } moves
    }
# $describe (text: It is Orange's turn.)
core-replay-intro = The saved game starts here. { $describe } Step through it with Next, or take over from any step and play on.

# $number (text: 3 | 9.2)
core-rule-item = item { $number }
# $number (text: b)
core-rule-part = part { $number }

# $page (int: 3)
core-rule-page = , p. { $page }

core-rulemap-section = Section
core-rulemap-number = No.
core-rulemap-rule = Rule (in our words)
core-rulemap-examples = Examples
core-rulemap-assumption = Partly our assumption
core-rulemap-yes = yes
# $game (text: chess)
core-rulemap-missing = There is no rule map for “{ $game }” yet.
# $max (int: 200)
core-rulemap-query = A question for the rule finder is a text of at most { $max } characters.

# $ref (text: example 2 (p. 5), first part)
core-walkthrough-from_rulebook = Example from the rulebook: { $ref }
core-walkthrough-own = Our own example (not in the rulebook)

# $n (count)
core-assumptions-summary = { $n ->
        [0] No assumptions of ours: the rulebook says something about everything.
        [one] One assumption of ours (where the rulebook is silent) – click to read it
       *[other] { $n } assumptions of ours (where the rulebook is silent) – click to read them
    }

# $name (text: colour) $options (text: mode, players)
core-error-unknown_option = This game has no option “{ $name }”. Possible options: { $options }.

# $section (text: The move)
core-rule-section = “{ $section }”
# $rulebook (text: Woodwalkers rulebook) $sections (text: “The move”, “The duel”)
core-rule-cite_many = { $rulebook }: { $sections }

# $lo (int: 2)
core-error-players_exact = This game is for exactly { $lo } players.

# $where (text: names) $lo (int: 2) $hi (int: 4)
core-save-err-players = “{ $where }” must name { $lo } to { $hi } players.
# $where (text: names) $lo (int: 2)
core-save-err-players_exact = “{ $where }” must name exactly { $lo } players.

# $number (text: 33.5 | 0.0021)
core-percent = { $number }%
