core-lang-name = English

core-player = Player { $n }

core-rule-cite = { $rulebook }, “{ $section }”
core-rule-because = { $message } (rule: { $rule })

core-walkthrough-step = Step { $n } of { $total }

core-assumption = Assumption
core-assumption-note = The rulebook does not say (or only in a picture). We decided: { $text }

core-chance = Chance

core-error-language = Unknown language “{ $code }”. Use “de” or “en”.
core-error-wrong_game = This game state does not belong to the game “{ $game }”.
core-error-not_an_action = { $value } is not a move. Give a move as text, as the buttons show it.
core-error-game_over = The game is already over: there are no more moves.
core-error-no_chance = No chance event is pending right now (no die, no drawn tile).
core-error-not_legal_now = “{ $action }” is not allowed right now.
core-error-players = This game is for { $lo } to { $hi } players.
core-error-unknown_game = There is no game “{ $game }”. Available: { $games }.
core-error-unknown_action = I do not understand “{ $text }” as a move.
core-error-bad_option = The option “{ $name }” has an invalid value: { $value }.

core-walkthrough-start = Starting position

core-assumption-why = Why it was needed (source)

core-save-duplicate_key = The saved game names “{ $name }” twice.
core-save-bad_number = The saved game contains a number that is too big or not a number at all (“{ $value }”).
core-save-not_text = A saved game must be text (JSON), for example what the Save button gives you.
core-save-too_long = This file is too big for a saved game ({ $size } thousand characters; at most { $limit } thousand).
core-save-empty = The saved game is empty.
core-save-too_deep = The saved game is nested too deeply (more than { $limit } levels of brackets).
core-save-not_json = This is not a saved game: the text cannot be read as JSON (line { $line }, column { $column }).
core-save-not_object = This is not a saved game: it should start with “{"{"}” and list the game's parts.
core-save-version = This saved game has format version { $found }; this boardtutor reads version { $version }.
core-save-problem = The saved game cannot be loaded: { $problem } Problems found in all: { $count }.
core-save-one_problem = The saved game cannot be loaded: { $problem }
core-save-no_chance = In this saved game a die or a draw is due, but nothing can come out of it.
core-save-stuck = In this saved game nobody could move any more, although the game is not over.
core-save-name_type = A player's name must be text, not { $value }.
core-save-name_long = The name “{ $name }” is too long: at most { $limit } letters.
core-save-name_control = The name “{ $name }” contains invisible control characters.
core-save-seed = The seed must be a whole number from 0 upwards (or nothing), not { $value }.
core-save-unknown_game = This saved game is for “{ $game }”, which boardtutor does not know. Games: { $games }.
core-save-moves = The moves of the saved game must be a list of moves written as text.
core-save-too_many_moves = The saved game has too many moves (at most { $limit }).
core-save-bad_move = Move { $number } of the saved game (“{ $move }”) is not allowed there: { $reason }
core-save-err-missing = “{ $where }” is missing.
core-save-err-unknown = “{ $where }” is not part of a saved game.
core-save-err-int = “{ $where }” must be a whole number, not “{ $value }”.
core-save-err-str = “{ $where }” must be a word (text), not “{ $value }”.
core-save-err-bool = “{ $where }” must be true or false, not “{ $value }”.
core-save-err-list = “{ $where }” must be a list in square brackets, not “{ $value }”.
core-save-err-dict = “{ $where }” must be a group in curly brackets, not “{ $value }”.
core-save-err-none = “{ $where }” must be empty (null) at this point, not “{ $value }”.
core-save-err-ge = “{ $where }” is { $value }, but it cannot be less than { $limit }.
core-save-err-gt = “{ $where }” is { $value }, but it must be more than { $limit }.
core-save-err-le = “{ $where }” is { $value }, but it cannot be more than { $limit }.
core-save-err-lt = “{ $where }” is { $value }, but it must be less than { $limit }.
core-save-err-too_short = “{ $where }” has too few entries (at least { $count }).
core-save-err-too_long = “{ $where }” has too many entries (at most { $count }).
core-save-err-string_too_long = “{ $where }” is too long (at most { $count } characters).
core-save-err-string_too_short = “{ $where }” is too short (at least { $count } characters).
core-save-err-choice = “{ $where }” is “{ $value }”, but it can only be one of: { $choices }.
core-save-err-pattern = “{ $where }” is “{ $value }”, which is not a valid entry here.
core-save-err-other = “{ $where }” has a value that is not possible here (“{ $value }”).
core-save-err-name_control = “{ $where }”: a name must not contain invisible control characters.

core-replay-title-one = { $game }: a saved game with { $n } move
core-replay-title-other = { $game }: a saved game with { $n } moves
core-replay-intro = The saved game starts here. { $describe } Step through it with Next, or take over from any step and play on.

core-rule-page = , p. { $page }

core-rulemap-section = Section
core-rulemap-number = No.
core-rulemap-rule = Rule (in our words)
core-rulemap-examples = Examples
core-rulemap-assumption = Partly our assumption
core-rulemap-yes = yes
core-rulemap-missing = There is no rule map for “{ $game }” yet.

core-walkthrough-from_rulebook = Example from the rulebook: { $ref }
core-walkthrough-own = Our own example (not in the rulebook)

core-assumptions-summary-one = 1 assumption of ours (where the rulebook is silent) – click to read it
core-assumptions-summary-other = { $n } assumptions of ours (where the rulebook is silent) – click to read them

core-error-unknown_option = This game has no option “{ $name }”. Its options: { $options }.

core-rule-section = “{ $section }”
core-rule-cite_many = { $rulebook }: { $sections }

core-error-players_exact = This game is for exactly { $lo } players.

core-save-err-players = “{ $where }” must name { $lo } to { $hi } players.
core-save-err-players_exact = “{ $where }” must name exactly { $lo } players.
