## Practice: feedback on an answer, and answers that cannot be read.

# $why (text: With a 4 the wolf on b2 may take at most 4 steps, so 9 fields are within reach. Rule: Woodwalkers rulebook, “The move”, p. 4.)
practice-feedback-right = Right! { $why }
# $rule (text: The number rolled is the most steps your animal may take.) · $cite (text: Woodwalkers rulebook, “The move”, p. 4)
practice-feedback-wrong = Not quite. The rule says: { $rule } You can read it in: { $cite }.

# $value (text: z9 | None)
practice-error-not_a_field = “{ $value }” is not a field of this board. Click a field on the board.
# $value (text: 7 | 'two') · $count (count)
practice-error-not_a_choice = “{ $value }” is not one of the answers. Pick { $count ->
        [one] the answer
       *[other] one of the { $count } answers
    }.
# $value (text: abc | None)
practice-error-not_a_number = “{ $value }” is not a whole number. Type a number such as 3.
# $value (text: None | {})
practice-error-not_an_answer = “{ $value }” is not an answer. Click fields, pick an answer or type a number.
practice-error-empty = You have not given an answer yet.
practice-error-one_choice = Pick just one answer.
# $rule (text: move.fly) · $game (text: Woodwalkers – The Duel)
practice-error-unknown_rule = “{ $rule }” is not a rule of { $game }.
# $game (text: Woodwalkers – The Duel)
practice-error-no_exercises = There are no exercises for { $game } yet.
