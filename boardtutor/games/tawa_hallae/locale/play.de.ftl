tawa_hallae-the-nom-lion = der Löwe
tawa_hallae-the-acc-lion = den Löwen
tawa_hallae-the-dat-lion = dem Löwen
tawa_hallae-the-nom-tiger = der Tiger
tawa_hallae-the-acc-tiger = den Tiger
tawa_hallae-the-dat-tiger = dem Tiger
tawa_hallae-the-nom-wolf = der Wolf
tawa_hallae-the-acc-wolf = den Wolf
tawa_hallae-the-dat-wolf = dem Wolf
tawa_hallae-the-nom-cheetah = der Gepard
tawa_hallae-the-acc-cheetah = den Geparden
tawa_hallae-the-dat-cheetah = dem Geparden
tawa_hallae-the-nom-rhino = das Nashorn
tawa_hallae-the-acc-rhino = das Nashorn
tawa_hallae-the-dat-rhino = dem Nashorn
tawa_hallae-the-nom-elephant = der Elefant
tawa_hallae-the-acc-elephant = den Elefanten
tawa_hallae-the-dat-elephant = dem Elefanten
tawa_hallae-the-nom-gorilla = der Gorilla
tawa_hallae-the-acc-gorilla = den Gorilla
tawa_hallae-the-dat-gorilla = dem Gorilla
tawa_hallae-the-nom-gazelle = die Gazelle
tawa_hallae-the-acc-gazelle = die Gazelle
tawa_hallae-the-dat-gazelle = der Gazelle
tawa_hallae-the-nom-giraffe = die Giraffe
tawa_hallae-the-acc-giraffe = die Giraffe
tawa_hallae-the-dat-giraffe = der Giraffe
tawa_hallae-the-nom-zebra = das Zebra
tawa_hallae-the-acc-zebra = das Zebra
tawa_hallae-the-dat-zebra = dem Zebra
tawa_hallae-the-nom-kangaroo = das Känguru
tawa_hallae-the-acc-kangaroo = das Känguru
tawa_hallae-the-dat-kangaroo = dem Känguru
tawa_hallae-the-nom-turtle = die Schildkröte
tawa_hallae-the-acc-turtle = die Schildkröte
tawa_hallae-the-dat-turtle = der Schildkröte
tawa_hallae-the-nom-spider = die Spinne
tawa_hallae-the-acc-spider = die Spinne
tawa_hallae-the-dat-spider = der Spinne
tawa_hallae-the-nom-vulture = der Geier
tawa_hallae-the-acc-vulture = den Geier
tawa_hallae-the-dat-vulture = dem Geier
tawa_hallae-the-nom-crocodile = das Krokodil
tawa_hallae-the-acc-crocodile = das Krokodil
tawa_hallae-the-dat-crocodile = dem Krokodil
tawa_hallae-the-nom-hippo = das Flusspferd
tawa_hallae-the-acc-hippo = das Flusspferd
tawa_hallae-the-dat-hippo = dem Flusspferd
tawa_hallae-the-nom-anaconda = die Anakonda
tawa_hallae-the-acc-anaconda = die Anakonda
tawa_hallae-the-dat-anaconda = der Anakonda

tawa_hallae-reason-and = und
tawa_hallae-reason-piece = { $who } auf { $field }
tawa_hallae-reason-hunt_1 = { $The } jagt auf { $field }: 1 Punkt, dann hat { $name } { $total } von { $goal }
tawa_hallae-reason-hunt_2 = { $The } jagt auf { $field }: { $points } Punkte, dann hat { $name } { $total } von { $goal }
tawa_hallae-reason-win = { $The } jagt auf { $field }, das sind { $total } Punkte – damit ist das Spiel gewonnen
tawa_hallae-reason-free = { $The } erreicht das Gefängnis auf { $field } und kann gefangene Tiere von { $name } befreien: { $prisoners }
tawa_hallae-reason-capture = { $The } nimmt { $victims } gefangen
tawa_hallae-reason-armour = { $The } nimmt { $victim } die Rüstung und springt zurück
tawa_hallae-reason-turtle = { $The } schickt { $victim } zurück in ihre Höhle
tawa_hallae-reason-escape = { $The } ist auf { $target } sicher vor { $attacker }
tawa_hallae-reason-threat = Von { $target } aus bedroht { $the } { $victim }
tawa_hallae-reason-hunt_next = Von { $target } aus kann { $the } als Nächstes auf { $field } jagen
tawa_hallae-reason-closer_1 = { $The } kommt auf { $target } 1 Reihe näher an die Jagdfelder von { $pack }
tawa_hallae-reason-closer = { $The } kommt auf { $target } { $rows } Reihen näher an die Jagdfelder von { $pack }
tawa_hallae-reason-safe = Auf { $target } kann kein Tier von { $pack } { $the_acc } erreichen
tawa_hallae-reason-reach_1 = Von { $target } aus erreicht { $the } 1 Feld
tawa_hallae-reason-reach = Von { $target } aus erreicht { $the } { $count } Felder
tawa_hallae-reason-look = { $The } auf { $field } schaut jetzt { $facing } und erreicht { $after } statt { $before } Felder
tawa_hallae-reason-look_plain = { $The } auf { $field } schaut jetzt { $facing } und erreicht so { $after } Felder
tawa_hallae-reason-front_row = { $The } beginnt auf { $field } in der vorderen Reihe der Höhle
tawa_hallae-reason-back_row = { $The } beginnt auf { $field } in der hinteren Reihe der Höhle, geschützt hinter der vorderen
tawa_hallae-reason-freed = { $The } ist wieder frei und kommt auf { $field } zurück in die Arena
tawa_hallae-reason-restart = { $The } startet wieder aus der Höhle, auf { $field }
tawa_hallae-reason-home = Die Schildkröte geht zurück in ihre Höhle, auf { $field }
tawa_hallae-reason-done_1 = 1 Tier ist wieder frei: { $freed }
tawa_hallae-reason-done = { $count } Tiere sind wieder frei: { $freed }
tawa_hallae-reason-pass = Kein Tier von { $name } kann ziehen
tawa_hallae-reason-look_1 = { $The } auf { $field } schaut jetzt { $facing } und erreicht 1 statt { $before } Felder
tawa_hallae-reason-look_plain_1 = { $The } auf { $field } schaut jetzt { $facing } und erreicht so 1 Feld
tawa_hallae-reason-look_plain_0 = { $The } auf { $field } dreht sich { $facing } und ist bereit für den nächsten Zug
tawa_hallae-reason-web = { $The } geht auf { $target } ins Netz der Spinne von { $pack } und wird gefangen
tawa_hallae-reason-wait = { $The } wartet auf { $target }

tawa_hallae-the-start-lion = Der Löwe

tawa_hallae-of-nom-lion = der Löwe von { $pack }
tawa_hallae-of-acc-lion = den Löwen von { $pack }
tawa_hallae-of-dat-lion = dem Löwen von { $pack }

tawa_hallae-the-start-tiger = Der Tiger

tawa_hallae-of-nom-tiger = der Tiger von { $pack }
tawa_hallae-of-acc-tiger = den Tiger von { $pack }
tawa_hallae-of-dat-tiger = dem Tiger von { $pack }

tawa_hallae-the-start-wolf = Der Wolf

tawa_hallae-of-nom-wolf = der Wolf von { $pack }
tawa_hallae-of-acc-wolf = den Wolf von { $pack }
tawa_hallae-of-dat-wolf = dem Wolf von { $pack }

tawa_hallae-the-start-cheetah = Der Gepard

tawa_hallae-of-nom-cheetah = der Gepard von { $pack }
tawa_hallae-of-acc-cheetah = den Geparden von { $pack }
tawa_hallae-of-dat-cheetah = dem Geparden von { $pack }

tawa_hallae-the-start-rhino = Das Nashorn

tawa_hallae-of-nom-rhino = das Nashorn von { $pack }
tawa_hallae-of-acc-rhino = das Nashorn von { $pack }
tawa_hallae-of-dat-rhino = dem Nashorn von { $pack }

tawa_hallae-the-start-elephant = Der Elefant

tawa_hallae-of-nom-elephant = der Elefant von { $pack }
tawa_hallae-of-acc-elephant = den Elefanten von { $pack }
tawa_hallae-of-dat-elephant = dem Elefanten von { $pack }

tawa_hallae-the-start-gorilla = Der Gorilla

tawa_hallae-of-nom-gorilla = der Gorilla von { $pack }
tawa_hallae-of-acc-gorilla = den Gorilla von { $pack }
tawa_hallae-of-dat-gorilla = dem Gorilla von { $pack }

tawa_hallae-the-start-gazelle = Die Gazelle

tawa_hallae-of-nom-gazelle = die Gazelle von { $pack }
tawa_hallae-of-acc-gazelle = die Gazelle von { $pack }
tawa_hallae-of-dat-gazelle = der Gazelle von { $pack }

tawa_hallae-the-start-giraffe = Die Giraffe

tawa_hallae-of-nom-giraffe = die Giraffe von { $pack }
tawa_hallae-of-acc-giraffe = die Giraffe von { $pack }
tawa_hallae-of-dat-giraffe = der Giraffe von { $pack }

tawa_hallae-the-start-zebra = Das Zebra

tawa_hallae-of-nom-zebra = das Zebra von { $pack }
tawa_hallae-of-acc-zebra = das Zebra von { $pack }
tawa_hallae-of-dat-zebra = dem Zebra von { $pack }

tawa_hallae-the-start-kangaroo = Das Känguru

tawa_hallae-of-nom-kangaroo = das Känguru von { $pack }
tawa_hallae-of-acc-kangaroo = das Känguru von { $pack }
tawa_hallae-of-dat-kangaroo = dem Känguru von { $pack }

tawa_hallae-the-start-turtle = Die Schildkröte

tawa_hallae-of-nom-turtle = die Schildkröte von { $pack }
tawa_hallae-of-acc-turtle = die Schildkröte von { $pack }
tawa_hallae-of-dat-turtle = der Schildkröte von { $pack }

tawa_hallae-the-start-spider = Die Spinne

tawa_hallae-of-nom-spider = die Spinne von { $pack }
tawa_hallae-of-acc-spider = die Spinne von { $pack }
tawa_hallae-of-dat-spider = der Spinne von { $pack }

tawa_hallae-the-start-vulture = Der Geier

tawa_hallae-of-nom-vulture = der Geier von { $pack }
tawa_hallae-of-acc-vulture = den Geier von { $pack }
tawa_hallae-of-dat-vulture = dem Geier von { $pack }

tawa_hallae-the-start-crocodile = Das Krokodil

tawa_hallae-of-nom-crocodile = das Krokodil von { $pack }
tawa_hallae-of-acc-crocodile = das Krokodil von { $pack }
tawa_hallae-of-dat-crocodile = dem Krokodil von { $pack }

tawa_hallae-the-start-hippo = Das Flusspferd

tawa_hallae-of-nom-hippo = das Flusspferd von { $pack }
tawa_hallae-of-acc-hippo = das Flusspferd von { $pack }
tawa_hallae-of-dat-hippo = dem Flusspferd von { $pack }

tawa_hallae-the-start-anaconda = Die Anakonda

tawa_hallae-of-nom-anaconda = die Anakonda von { $pack }
tawa_hallae-of-acc-anaconda = die Anakonda von { $pack }
tawa_hallae-of-dat-anaconda = der Anakonda von { $pack }
