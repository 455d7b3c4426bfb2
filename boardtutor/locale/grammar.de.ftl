### Grammar shared by every catalog: determiners and common nouns.

## Determiners for NOUN(…, det: "…"): chosen by $case (nom, acc, dat, gen), $gender (masculine,
## feminine, neuter) and $number (one, other).

-det-the = { $number ->
        [other] { $case ->
            [acc] die
            [dat] den
            [gen] der
           *[nom] die
        }
       *[one] { $gender ->
                [feminine] { $case ->
                    [acc] die
                    [dat] der
                    [gen] der
                   *[nom] die
                }
                [neuter] { $case ->
                    [acc] das
                    [dat] dem
                    [gen] des
                   *[nom] das
                }
               *[masculine] { $case ->
                    [acc] den
                    [dat] dem
                    [gen] des
                   *[nom] der
                }
            }
    }

-det-a = { $number ->
        [other] { "" }
       *[one] { $gender ->
                [feminine] { $case ->
                    [acc] eine
                    [dat] einer
                    [gen] einer
                   *[nom] eine
                }
                [neuter] { $case ->
                    [acc] ein
                    [dat] einem
                    [gen] eines
                   *[nom] ein
                }
               *[masculine] { $case ->
                    [acc] einen
                    [dat] einem
                    [gen] eines
                   *[nom] ein
                }
            }
    }

-det-your = { $number ->
        [other] { $case ->
            [acc] deine
            [dat] deinen
            [gen] deiner
           *[nom] deine
        }
       *[one] { $gender ->
                [feminine] { $case ->
                    [acc] deine
                    [dat] deiner
                    [gen] deiner
                   *[nom] deine
                }
                [neuter] { $case ->
                    [acc] dein
                    [dat] deinem
                    [gen] deines
                   *[nom] dein
                }
               *[masculine] { $case ->
                    [acc] deinen
                    [dat] deinem
                    [gen] deines
                   *[nom] dein
                }
            }
    }

-det-my = { $number ->
        [other] { $case ->
            [acc] meine
            [dat] meinen
            [gen] meiner
           *[nom] meine
        }
       *[one] { $gender ->
                [feminine] { $case ->
                    [acc] meine
                    [dat] meiner
                    [gen] meiner
                   *[nom] meine
                }
                [neuter] { $case ->
                    [acc] mein
                    [dat] meinem
                    [gen] meines
                   *[nom] mein
                }
               *[masculine] { $case ->
                    [acc] meinen
                    [dat] meinem
                    [gen] meines
                   *[nom] mein
                }
            }
    }

-det-his = { $number ->
        [other] { $case ->
            [acc] seine
            [dat] seinen
            [gen] seiner
           *[nom] seine
        }
       *[one] { $gender ->
                [feminine] { $case ->
                    [acc] seine
                    [dat] seiner
                    [gen] seiner
                   *[nom] seine
                }
                [neuter] { $case ->
                    [acc] sein
                    [dat] seinem
                    [gen] seines
                   *[nom] sein
                }
               *[masculine] { $case ->
                    [acc] seinen
                    [dat] seinem
                    [gen] seines
                   *[nom] sein
                }
            }
    }

-det-her = { $number ->
        [other] { $case ->
            [acc] ihre
            [dat] ihren
            [gen] ihrer
           *[nom] ihre
        }
       *[one] { $gender ->
                [feminine] { $case ->
                    [acc] ihre
                    [dat] ihrer
                    [gen] ihrer
                   *[nom] ihre
                }
                [neuter] { $case ->
                    [acc] ihr
                    [dat] ihrem
                    [gen] ihres
                   *[nom] ihr
                }
               *[masculine] { $case ->
                    [acc] ihren
                    [dat] ihrem
                    [gen] ihres
                   *[nom] ihr
                }
            }
    }

-det-their = { $number ->
        [other] { $case ->
            [acc] ihre
            [dat] ihren
            [gen] ihrer
           *[nom] ihre
        }
       *[one] { $gender ->
                [feminine] { $case ->
                    [acc] ihre
                    [dat] ihrer
                    [gen] ihrer
                   *[nom] ihre
                }
                [neuter] { $case ->
                    [acc] ihr
                    [dat] ihrem
                    [gen] ihres
                   *[nom] ihr
                }
               *[masculine] { $case ->
                    [acc] ihren
                    [dat] ihrem
                    [gen] ihres
                   *[nom] ihr
                }
            }
    }

-det-no = { $number ->
        [other] { $case ->
            [acc] keine
            [dat] keinen
            [gen] keiner
           *[nom] keine
        }
       *[one] { $gender ->
                [feminine] { $case ->
                    [acc] keine
                    [dat] keiner
                    [gen] keiner
                   *[nom] keine
                }
                [neuter] { $case ->
                    [acc] kein
                    [dat] keinem
                    [gen] keines
                   *[nom] kein
                }
               *[masculine] { $case ->
                    [acc] keinen
                    [dat] keinem
                    [gen] keines
                   *[nom] kein
                }
            }
    }

-det-this = { $number ->
        [other] { $case ->
            [acc] diese
            [dat] diesen
            [gen] dieser
           *[nom] diese
        }
       *[one] { $gender ->
                [feminine] { $case ->
                    [acc] diese
                    [dat] dieser
                    [gen] dieser
                   *[nom] diese
                }
                [neuter] { $case ->
                    [acc] dieses
                    [dat] diesem
                    [gen] dieses
                   *[nom] dieses
                }
               *[masculine] { $case ->
                    [acc] diesen
                    [dat] diesem
                    [gen] dieses
                   *[nom] dieser
                }
            }
    }

-det-our = { $number ->
        [other] { $case ->
            [acc] unsere
            [dat] unseren
            [gen] unserer
           *[nom] unsere
        }
       *[one] { $gender ->
                [feminine] { $case ->
                    [acc] unsere
                    [dat] unserer
                    [gen] unserer
                   *[nom] unsere
                }
                [neuter] { $case ->
                    [acc] unser
                    [dat] unserem
                    [gen] unseres
                   *[nom] unser
                }
               *[masculine] { $case ->
                    [acc] unseren
                    [dat] unserem
                    [gen] unseres
                   *[nom] unser
                }
            }
    }
## Nouns that sentences of several games insert, with their German gender and a form per $case and $number.

-core-noun-field = { $number ->
        [other] { $case ->
                [dat] Feldern
               *[nom] Felder
            }
       *[one] { $case ->
                [gen] Feldes
               *[nom] Feld
            }
    }
    .gender = neuter

-core-noun-point = { $number ->
        [other] { $case ->
                [dat] Punkten
               *[nom] Punkte
            }
       *[one] { $case ->
                [gen] Punktes
               *[nom] Punkt
            }
    }
    .gender = masculine

-core-noun-move = { $number ->
        [other] { $case ->
                [dat] Zügen
               *[nom] Züge
            }
       *[one] { $case ->
                [gen] Zuges
               *[nom] Zug
            }
    }
    .gender = masculine

-core-noun-card = { $number ->
        [other] Karten
       *[one] Karte
    }
    .gender = feminine

-core-noun-round = { $number ->
        [other] Runden
       *[one] Runde
    }
    .gender = feminine
