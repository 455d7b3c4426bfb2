widgets-other_language = Deutsch

widgets-board = Game board

widgets-actions = What you can do

widgets-log = What happened so far

widgets-keyboard_help = Keyboard: Tab onto the board, arrow keys move from field to field, Enter chooses.

widgets-back = ◀ Back

widgets-next = Next ▶

widgets-take_over = Play on from here

widgets-back_to_walkthrough = Back to the example

widgets-playing_on = You are playing on from step { $step } of { $total }. The example stays as it was.

widgets-took_over = Your turn now! Click an animal or use the buttons.

widgets-predict-right = Right! { $answer }.
widgets-predict-wrong = Not quite – the answer is: { $answer }.

widgets-hints_on = Show hints

widgets-hints_off = Hide hints

widgets-undo = ↶ Undo

widgets-redo = ↷ Redo

widgets-result = { $outcome } Points: { $scores }.

widgets-seat-human = Person
widgets-seat-random = Bot (random)
widgets-seat-search = Bot (thinks ahead)

widgets-settings-players = Players
widgets-settings-seat = Seat
widgets-settings-seed = Start number (chance)
widgets-settings-start = Start

widgets-error-internal = Something went wrong ({ $detail }). Nothing was changed.
widgets-error-bad_intent = I do not understand this input ({ $detail }). Nothing was changed.
widgets-error-stale = The board had just changed. Please click again.
widgets-error-unknown_button = There is no button “{ $id }” here right now.
widgets-error-unknown_field = “{ $field }” is not a field of this board.
widgets-error-step_range = This example has steps 0 to { $total }.
widgets-error-no_question = This step has no question.
widgets-error-bad_choice = Choose one of the { $n } answers.
widgets-error-take_over_first = The example is not for clicking. Press “Play on from here” to take your turn.
widgets-error-seats = Every seat needs one of these kinds: { $kinds }.
widgets-error-nothing_to_undo = There is nothing to undo yet.
widgets-error-nothing_to_redo = There is nothing to redo.

widgets-hint = Hint

widgets-error-no_hint = A hint is only available when it is your move.

widgets-save = Save

widgets-replay = Watch again

widgets-end_replay = Back to the game

widgets-saved = Saved. Download the file, or copy the text and keep it somewhere.

widgets-save_file = Download the saved game

widgets-save_copy = Or copy this text:

widgets-load-summary = Load a saved game
widgets-load-file = File:
widgets-load-paste = Or paste the saved text here:
widgets-load-button = Load

widgets-error-bad_value = I do not understand this input ({ $name } = { $value }). Nothing was changed.
widgets-error-too_long = This input is too long ({ $name }). Nothing was changed.

widgets-loaded-other = Loaded: the game goes on from where it was saved ({ $n } moves so far).
widgets-loaded-one = Loaded: the game goes on from where it was saved (1 move so far).

widgets-thinking = { $name } is thinking…

widgets-seats_line = Who plays: { $seats }.

widgets-seat_is = { $name } ({ $kind })

widgets-you = a person at this screen

widgets-computer = the computer

widgets-computer_moves = The computer's moves

widgets-pause = ⏸ Pause

widgets-resume = ▶ Go on

widgets-error-wait = Please wait: { $name } is still thinking.

widgets-settings-summary = New game…

widgets-predict-try_again = Not quite. Look at the board once more and try again!

widgets-rules-title = Rules of { $game }
widgets-rules-search = Find a rule
widgets-rules-placeholder = a word or a rule number
widgets-rules-count = { $n } of { $total } rules
widgets-rules-example = “{ $title }”, step { $step }
widgets-rules-open_button = Show the example
widgets-rules-try_button = Try it from there
widgets-rules-no_example = No worked example shows this yet.
widgets-rules-assumption = Partly our assumption: { $text }
widgets-rules-back = Back to the rules
widgets-rules-kind-rule = Rule
widgets-rules-kind-variant = Variant
widgets-rules-kind-optional = Optional format
widgets-rules-kind-component = Game material
widgets-rules-kind-example = Example in the rulebook

widgets-secret-show_all = Teacher: show everything
widgets-secret-hide_all = Hide the secrets again
widgets-secret-all_shown = Teacher view: every secret is visible (face-down tiles, hands). Players would not see this.
widgets-secret-hand_over = Hand over to { $name }. The others look away!
widgets-secret-reveal = I am { $name }: show my view

widgets-rules-static_summary = All { $n } rules in a table – click to open (run the notebook to search them and open their examples)
