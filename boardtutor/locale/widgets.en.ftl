widgets-other_language = Deutsch

widgets-board = Game board

widgets-actions = What you can do

widgets-log = What happened so far

widgets-keyboard_help = Keyboard: Tab onto the board, arrow keys move from field to field, Enter chooses.

widgets-back = ◀ Back

widgets-next = Next ▶

widgets-take_over = Play on from here

widgets-back_to_walkthrough = Back to the example

# $step (int: 2) $total (int: 8)
widgets-playing_on = You are playing on from step { $step } of { $total }. The example stays as it was.

widgets-took_over = Your turn now! Click on the board or use the buttons.

# $answer (text: The wolf wins)
widgets-predict-right = Right! { $answer }.
# $answer (text: The wolf wins)
widgets-predict-wrong = Not quite – the answer is: { $answer }.

widgets-hints_on = Show hints

widgets-hints_off = Hide hints

widgets-undo = ↶ Undo

widgets-redo = ↷ Redo

# $outcome (text: Orange wins!) $scores (text: Orange 3, Blue 1)
widgets-result = { $outcome } Points: { $scores }.

widgets-seat-human = Person
widgets-seat-random = Computer (random moves)
widgets-seat-gentle = Computer (for beginners: thinks only briefly)
widgets-seat-search = Computer (thinks ahead)

widgets-settings-players = Players
widgets-settings-seat = Seat
widgets-settings-seed = Start number (chance)
widgets-settings-seed_empty = empty: a new one
widgets-settings-start = Start

# $detail (text: move 3)
widgets-error-internal = Something went wrong ({ $detail }). Nothing was changed.
# $detail (text: kind = ?)
widgets-error-bad_intent = I do not understand this input ({ $detail }). Nothing was changed.
widgets-error-stale = The board had just changed. Please click again.
# $id (text: b9)
widgets-error-unknown_button = There is no button “{ $id }” here right now.
# $field (text: z9)
widgets-error-unknown_field = “{ $field }” is not a field of this board.
# $total (int: 8)
widgets-error-step_range = This example has steps 0 to { $total }.
widgets-error-no_question = This step has no question.
# $n (int: 3)
widgets-error-bad_choice = Choose one of the { $n } answers.
widgets-error-take_over_first = The example is not for clicking. Press “Play on from here” to take your turn.
# $kinds (text: Person, Computer (random moves), Computer (thinks ahead))
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

# $name (text: lang) $value (text: fr)
widgets-error-bad_value = I do not understand this input ({ $name } = { $value }). Nothing was changed.
# $name (text: search)
widgets-error-too_long = This input is too long ({ $name }). Nothing was changed.

# $n (count)
widgets-loaded = Loaded: the game goes on from where it was saved ({ $n ->
        [0] no moves yet
        [one] one move so far
       *[other] { $n } moves so far
    }).

# $name (seat)
widgets-thinking = { $name } is thinking…

# $seats (text: Orange (at this screen), Blue (computer))
widgets-seats_line = Who plays: { $seats }.

# $name (seat) $kind (text: at this screen | computer | plays by itself)
widgets-seat_is = { $name } ({ $kind })

widgets-you = at this screen


widgets-computer = computer

widgets-by_itself = plays by itself

widgets-computer_moves = The computer's moves

widgets-pause = ⏸ Pause

widgets-resume = ▶ Resume

# $name (seat)
widgets-error-wait = Please wait: { $name } is still thinking.

widgets-settings-summary = New game…

widgets-predict-try_again = Not quite. Look at the board once more and try again!

# $game (text: Woodwalkers)
widgets-rules-title = Rules of { $game }
widgets-rules-search = Find a rule
widgets-rules-placeholder = a question, a word or a rule number
# $n (count) $total (int: 62)
widgets-rules-count = { $n } of { $total } rules
# $title (text: The first duel) $step (int: 3)
widgets-rules-example = “{ $title }”, step { $step }
widgets-rules-open_button = Show the example
widgets-rules-try_button = Try it from there
widgets-rules-no_example = No example shows this rule yet.
# $text (text: Who moves first is drawn by lot.)
widgets-rules-assumption = Partly our assumption: { $text }
widgets-rules-back = Back to the rules
widgets-rules-kind-rule = Rule
widgets-rules-kind-variant = Variant
widgets-rules-kind-optional = Optional rule
widgets-rules-kind-component = Game material
widgets-rules-kind-example = Example in the rulebook
widgets-rules-kind-overview = At a glance
# $n (count)
widgets-rules-found = { $n ->
    [0] No rule answers that. Try another word.
    [one] The best answer
   *[other] The { $n } best answers
}

widgets-secret-show_all = Teacher: show everything
widgets-secret-hide_all = Hide the secrets again
widgets-secret-all_shown = Teacher view: every secret is visible (face-down tiles, hands). Players would not see this.
# $name (seat)
widgets-secret-hand_over = Hand over to { $name }. The others look away!
# $name (seat)
widgets-secret-reveal = I am { $name }: show my view

# $n (int: 62)
widgets-rules-static_summary = All { $n } rules in a table – click to open (run the notebook to search them and open their examples)

## Forms in the lessons: a few inputs, a button, the answer below it
widgets-form-show = Show
widgets-form-try = Try it
widgets-form-move = Your move
widgets-form-codes = Progress codes (one per line)
