### Nouns of the animal card battle: the animals and the cards other than animals, with their German
### gender and a form for each $case and $number (sentences decline them with NOUN).

## The nine animals of the sample deck.

-animal_cards-animal-bear = { $number ->
        [other] Bären
       *[one] { $case ->
                [acc] Bären
                [dat] Bären
                [gen] Bären
               *[nom] Bär
            }
    }
    .gender = masculine

-animal_cards-animal-cheetah = { $number ->
        [other] Geparden
       *[one] { $case ->
                [acc] Geparden
                [dat] Geparden
                [gen] Geparden
               *[nom] Gepard
            }
    }
    .gender = masculine

-animal_cards-animal-eagle = { $number ->
        [other] { $case ->
                [dat] Adlern
               *[nom] Adler
            }
       *[one] { $case ->
                [gen] Adlers
               *[nom] Adler
            }
    }
    .gender = masculine

-animal_cards-animal-frog = { $number ->
        [other] { $case ->
                [dat] Fröschen
               *[nom] Frösche
            }
       *[one] { $case ->
                [gen] Frosches
               *[nom] Frosch
            }
    }
    .gender = masculine

-animal_cards-animal-monkey = { $number ->
        [other] Affen
       *[one] { $case ->
                [acc] Affen
                [dat] Affen
                [gen] Affen
               *[nom] Affe
            }
    }
    .gender = masculine

-animal_cards-animal-starfish = { $number ->
        [other] { $case ->
                [dat] Seesternen
               *[nom] Seesterne
            }
       *[one] { $case ->
                [gen] Seesterns
               *[nom] Seestern
            }
    }
    .gender = masculine

-animal_cards-animal-horse = { $number ->
        [other] { $case ->
                [dat] Pferden
               *[nom] Pferde
            }
       *[one] { $case ->
                [gen] Pferdes
               *[nom] Pferd
            }
    }
    .gender = neuter

-animal_cards-animal-flamingo = { $number ->
        [other] Flamingos
       *[one] { $case ->
                [gen] Flamingos
               *[nom] Flamingo
            }
    }
    .gender = masculine

-animal_cards-animal-elephant = { $number ->
        [other] Elefanten
       *[one] { $case ->
                [acc] Elefanten
                [dat] Elefanten
                [gen] Elefanten
               *[nom] Elefant
            }
    }
    .gender = masculine

## The health, item and dojo cards.

-animal_cards-card-banana = { $number ->
        [other] Bananen
       *[one] Banane
    }
    .gender = feminine

-animal_cards-card-honey = { $number ->
        [other] { $case ->
                [dat] Honigtöpfen
               *[nom] Honigtöpfe
            }
       *[one] { $case ->
                [gen] Honigtopfs
               *[nom] Honigtopf
            }
    }
    .gender = masculine

-animal_cards-card-blanket = { $number ->
        [other] Kuscheldecken
       *[one] Kuscheldecke
    }
    .gender = feminine

-animal_cards-card-sneakers = { $number ->
        [other] { $case ->
                [dat] Kraftriegeln
               *[nom] Kraftriegel
            }
       *[one] { $case ->
                [gen] Kraftriegels
               *[nom] Kraftriegel
            }
    }
    .gender = masculine

-animal_cards-card-whistle = { $number ->
        [other] Pfeifen
       *[one] Pfeife
    }
    .gender = feminine

-animal_cards-card-picnic = { $number ->
        [other] { $case ->
                [dat] Picknickkörben
               *[nom] Picknickkörbe
            }
       *[one] { $case ->
                [gen] Picknickkorbs
               *[nom] Picknickkorb
            }
    }
    .gender = masculine

-animal_cards-card-dojo = { $number ->
        [other] Dojos
       *[one] { $case ->
                [gen] Dojos
               *[nom] Dojo
            }
    }
    .gender = neuter
