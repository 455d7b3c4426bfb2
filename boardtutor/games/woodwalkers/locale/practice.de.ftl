## Übungen (boardtutor.practice): Fragen, und warum die Antwort stimmt.
## $name (seat) · $die (int: 1 | 4) · $animal (noun woodwalkers.animal) · $field (text: b2 | e5) · $count (count)

woodwalkers-practice-reach-question = { $name } hat eine { $die } gewürfelt. Klicke alle Felder an, die { NOUN($animal, det: "the") } auf { $field } erreichen kann.
woodwalkers-practice-reach-why = Mit einer { $die } darf { NOUN($animal, det: "the") } auf { $field } höchstens { $die ->
        [one] einen Schritt
       *[other] { $die } Schritte
    } gehen; so { $count ->
        [one] ist ein Feld
       *[other] sind { $count } Felder
    } erreichbar.
