## Practice exercises (boardtutor.practice): questions and why the answer is right.
## $name (seat) · $die (int: 1 | 4) · $animal (noun woodwalkers.animal) · $field (text: b2 | e5) · $count (count)

woodwalkers-practice-reach-question = { $name } rolled a { $die }. Click every field that { NOUN($animal, det: "the") } on { $field } can reach.
woodwalkers-practice-reach-why = With a { $die }, { NOUN($animal, det: "the") } on { $field } may take at most { $die ->
        [one] one step
       *[other] { $die } steps
    }, so { $count ->
        [one] one field is
       *[other] { $count } fields are
    } within reach.
