### Nouns of the animal card battle: the animals and the cards other than animals (sentences insert them
### with NOUN; $number picks the plural, .sound = vowel makes “an”).
### Style: in running English text a card is a common noun in lower case, like the animals (“Mia plays
### the honey pot”, “a cosy blanket”). The capital is only for a card's name standing alone as a label
### (on the card, in a table, on a button) or quoted as its title (“Honey pot”).

## The nine animals of the sample deck.

-animal_cards-animal-bear = { $number ->
        [other] bears
       *[one] bear
    }

-animal_cards-animal-cheetah = { $number ->
        [other] cheetahs
       *[one] cheetah
    }

-animal_cards-animal-eagle = { $number ->
        [other] eagles
       *[one] eagle
    }
    .sound = vowel

-animal_cards-animal-frog = { $number ->
        [other] frogs
       *[one] frog
    }

-animal_cards-animal-monkey = { $number ->
        [other] monkeys
       *[one] monkey
    }

-animal_cards-animal-starfish = { $number ->
        [other] starfish
       *[one] starfish
    }

-animal_cards-animal-horse = { $number ->
        [other] horses
       *[one] horse
    }

-animal_cards-animal-flamingo = { $number ->
        [other] flamingos
       *[one] flamingo
    }

-animal_cards-animal-elephant = { $number ->
        [other] elephants
       *[one] elephant
    }
    .sound = vowel

## The health, item and dojo cards.

-animal_cards-card-banana = { $number ->
        [other] bananas
       *[one] banana
    }

-animal_cards-card-honey = { $number ->
        [other] honey pots
       *[one] honey pot
    }

-animal_cards-card-blanket = { $number ->
        [other] cosy blankets
       *[one] cosy blanket
    }

-animal_cards-card-sneakers = { $number ->
        [other] power bars
       *[one] power bar
    }

-animal_cards-card-whistle = { $number ->
        [other] time-out whistles
       *[one] time-out whistle
    }

-animal_cards-card-picnic = { $number ->
        [other] picnic baskets
       *[one] picnic basket
    }

-animal_cards-card-dojo = { $number ->
        [other] dojos
       *[one] dojo
    }
