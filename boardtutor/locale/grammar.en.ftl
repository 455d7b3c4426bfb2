### Grammar shared by every catalog: determiners and common nouns.

## Determiners for NOUN(…, det: "…"); "a" becomes "an" before a noun whose .sound is vowel.

-det-the = the

-det-a = { $number ->
        [other] { "" }
       *[one] { $sound ->
                [vowel] an
               *[other] a
            }
    }

-det-your = your

-det-my = my

-det-his = his

-det-her = her

-det-their = their

-det-no = no

-det-this = { $number ->
        [other] these
       *[one] this
    }

-det-our = our
## Nouns that sentences of several games insert (English has no cases; $number picks the plural).

-core-noun-field = { $number ->
        [other] fields
       *[one] field
    }

-core-noun-point = { $number ->
        [other] points
       *[one] point
    }

-core-noun-move = { $number ->
        [other] moves
       *[one] move
    }

-core-noun-card = { $number ->
        [other] cards
       *[one] card
    }

-core-noun-round = { $number ->
        [other] rounds
       *[one] round
    }
