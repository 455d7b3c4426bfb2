tawa_hallae-the-nom-lion = the lion
tawa_hallae-the-acc-lion = the lion
tawa_hallae-the-dat-lion = the lion
tawa_hallae-the-nom-tiger = the tiger
tawa_hallae-the-acc-tiger = the tiger
tawa_hallae-the-dat-tiger = the tiger
tawa_hallae-the-nom-wolf = the wolf
tawa_hallae-the-acc-wolf = the wolf
tawa_hallae-the-dat-wolf = the wolf
tawa_hallae-the-nom-cheetah = the cheetah
tawa_hallae-the-acc-cheetah = the cheetah
tawa_hallae-the-dat-cheetah = the cheetah
tawa_hallae-the-nom-rhino = the rhino
tawa_hallae-the-acc-rhino = the rhino
tawa_hallae-the-dat-rhino = the rhino
tawa_hallae-the-nom-elephant = the elephant
tawa_hallae-the-acc-elephant = the elephant
tawa_hallae-the-dat-elephant = the elephant
tawa_hallae-the-nom-gorilla = the gorilla
tawa_hallae-the-acc-gorilla = the gorilla
tawa_hallae-the-dat-gorilla = the gorilla
tawa_hallae-the-nom-gazelle = the gazelle
tawa_hallae-the-acc-gazelle = the gazelle
tawa_hallae-the-dat-gazelle = the gazelle
tawa_hallae-the-nom-giraffe = the giraffe
tawa_hallae-the-acc-giraffe = the giraffe
tawa_hallae-the-dat-giraffe = the giraffe
tawa_hallae-the-nom-zebra = the zebra
tawa_hallae-the-acc-zebra = the zebra
tawa_hallae-the-dat-zebra = the zebra
tawa_hallae-the-nom-kangaroo = the kangaroo
tawa_hallae-the-acc-kangaroo = the kangaroo
tawa_hallae-the-dat-kangaroo = the kangaroo
tawa_hallae-the-nom-turtle = the turtle
tawa_hallae-the-acc-turtle = the turtle
tawa_hallae-the-dat-turtle = the turtle
tawa_hallae-the-nom-spider = the spider
tawa_hallae-the-acc-spider = the spider
tawa_hallae-the-dat-spider = the spider
tawa_hallae-the-nom-vulture = the vulture
tawa_hallae-the-acc-vulture = the vulture
tawa_hallae-the-dat-vulture = the vulture
tawa_hallae-the-nom-crocodile = the crocodile
tawa_hallae-the-acc-crocodile = the crocodile
tawa_hallae-the-dat-crocodile = the crocodile
tawa_hallae-the-nom-hippo = the hippo
tawa_hallae-the-acc-hippo = the hippo
tawa_hallae-the-dat-hippo = the hippo
tawa_hallae-the-nom-anaconda = the anaconda
tawa_hallae-the-acc-anaconda = the anaconda
tawa_hallae-the-dat-anaconda = the anaconda

tawa_hallae-reason-and = and
tawa_hallae-reason-piece = { $who } on { $field }
tawa_hallae-reason-hunt_1 = { $The } hunts on { $field }: 1 point, then { $name } has { $total } of { $goal }
tawa_hallae-reason-hunt_2 = { $The } hunts on { $field }: { $points } points, then { $name } has { $total } of { $goal }
tawa_hallae-reason-win = { $The } hunts on { $field }, that makes { $total } points – enough to win
tawa_hallae-reason-free = { $The } reaches the prison on { $field } and can free { $name }'s prisoners: { $prisoners }
tawa_hallae-reason-capture = { $The } captures { $victims }
tawa_hallae-reason-armour = { $The } takes the armour from { $victim } and springs back
tawa_hallae-reason-turtle = { $The } sends { $victim } back to its den
tawa_hallae-reason-escape = on { $target } { $The } is safe from { $attacker }
tawa_hallae-reason-threat = from { $target } { $the } threatens { $victim }
tawa_hallae-reason-hunt_next = from { $target } { $the } can hunt on { $field } next
tawa_hallae-reason-closer_1 = on { $target } { $The } is 1 row closer to { $pack }'s hunt fields
tawa_hallae-reason-closer = on { $target } { $The } is { $rows } rows closer to { $pack }'s hunt fields
tawa_hallae-reason-safe = on { $target } no animal of { $pack } can reach { $the_acc }
tawa_hallae-reason-reach_1 = from { $target } { $the } reaches 1 field
tawa_hallae-reason-reach = from { $target } { $the } reaches { $count } fields
tawa_hallae-reason-look = { $The } on { $field } now faces { $facing } and reaches { $after } fields instead of { $before }
tawa_hallae-reason-look_plain = { $The } on { $field } now faces { $facing } and so reaches { $after } fields
tawa_hallae-reason-front_row = { $The } starts on { $field }, in the front row of the den
tawa_hallae-reason-back_row = { $The } starts on { $field }, in the back row of the den, behind the front row
tawa_hallae-reason-freed = { $The } is free again and comes back into the arena on { $field }
tawa_hallae-reason-restart = { $The } starts again from the den, on { $field }
tawa_hallae-reason-home = the turtle goes back to its den, on { $field }
tawa_hallae-reason-done_1 = 1 animal is free again: { $freed }
tawa_hallae-reason-done = { $count } animals are free again: { $freed }
tawa_hallae-reason-pass = no animal of { $name } can move
tawa_hallae-reason-look_1 = { $The } on { $field } now faces { $facing } and reaches 1 field instead of { $before }
tawa_hallae-reason-look_plain_1 = { $The } on { $field } now faces { $facing } and so reaches 1 field
tawa_hallae-reason-look_plain_0 = { $The } on { $field } now faces { $facing }, ready for the next move
tawa_hallae-reason-web = { $The } walks into { $pack }'s web on { $target } and is caught
tawa_hallae-reason-wait = { $The } waits on { $target }

tawa_hallae-the-start-lion = the lion

tawa_hallae-of-nom-lion = { $pack }'s lion
tawa_hallae-of-acc-lion = { $pack }'s lion
tawa_hallae-of-dat-lion = { $pack }'s lion

tawa_hallae-the-start-tiger = the tiger

tawa_hallae-of-nom-tiger = { $pack }'s tiger
tawa_hallae-of-acc-tiger = { $pack }'s tiger
tawa_hallae-of-dat-tiger = { $pack }'s tiger

tawa_hallae-the-start-wolf = the wolf

tawa_hallae-of-nom-wolf = { $pack }'s wolf
tawa_hallae-of-acc-wolf = { $pack }'s wolf
tawa_hallae-of-dat-wolf = { $pack }'s wolf

tawa_hallae-the-start-cheetah = the cheetah

tawa_hallae-of-nom-cheetah = { $pack }'s cheetah
tawa_hallae-of-acc-cheetah = { $pack }'s cheetah
tawa_hallae-of-dat-cheetah = { $pack }'s cheetah

tawa_hallae-the-start-rhino = the rhino

tawa_hallae-of-nom-rhino = { $pack }'s rhino
tawa_hallae-of-acc-rhino = { $pack }'s rhino
tawa_hallae-of-dat-rhino = { $pack }'s rhino

tawa_hallae-the-start-elephant = the elephant

tawa_hallae-of-nom-elephant = { $pack }'s elephant
tawa_hallae-of-acc-elephant = { $pack }'s elephant
tawa_hallae-of-dat-elephant = { $pack }'s elephant

tawa_hallae-the-start-gorilla = the gorilla

tawa_hallae-of-nom-gorilla = { $pack }'s gorilla
tawa_hallae-of-acc-gorilla = { $pack }'s gorilla
tawa_hallae-of-dat-gorilla = { $pack }'s gorilla

tawa_hallae-the-start-gazelle = the gazelle

tawa_hallae-of-nom-gazelle = { $pack }'s gazelle
tawa_hallae-of-acc-gazelle = { $pack }'s gazelle
tawa_hallae-of-dat-gazelle = { $pack }'s gazelle

tawa_hallae-the-start-giraffe = the giraffe

tawa_hallae-of-nom-giraffe = { $pack }'s giraffe
tawa_hallae-of-acc-giraffe = { $pack }'s giraffe
tawa_hallae-of-dat-giraffe = { $pack }'s giraffe

tawa_hallae-the-start-zebra = the zebra

tawa_hallae-of-nom-zebra = { $pack }'s zebra
tawa_hallae-of-acc-zebra = { $pack }'s zebra
tawa_hallae-of-dat-zebra = { $pack }'s zebra

tawa_hallae-the-start-kangaroo = the kangaroo

tawa_hallae-of-nom-kangaroo = { $pack }'s kangaroo
tawa_hallae-of-acc-kangaroo = { $pack }'s kangaroo
tawa_hallae-of-dat-kangaroo = { $pack }'s kangaroo

tawa_hallae-the-start-turtle = the turtle

tawa_hallae-of-nom-turtle = { $pack }'s turtle
tawa_hallae-of-acc-turtle = { $pack }'s turtle
tawa_hallae-of-dat-turtle = { $pack }'s turtle

tawa_hallae-the-start-spider = the spider

tawa_hallae-of-nom-spider = { $pack }'s spider
tawa_hallae-of-acc-spider = { $pack }'s spider
tawa_hallae-of-dat-spider = { $pack }'s spider

tawa_hallae-the-start-vulture = the vulture

tawa_hallae-of-nom-vulture = { $pack }'s vulture
tawa_hallae-of-acc-vulture = { $pack }'s vulture
tawa_hallae-of-dat-vulture = { $pack }'s vulture

tawa_hallae-the-start-crocodile = the crocodile

tawa_hallae-of-nom-crocodile = { $pack }'s crocodile
tawa_hallae-of-acc-crocodile = { $pack }'s crocodile
tawa_hallae-of-dat-crocodile = { $pack }'s crocodile

tawa_hallae-the-start-hippo = the hippo

tawa_hallae-of-nom-hippo = { $pack }'s hippo
tawa_hallae-of-acc-hippo = { $pack }'s hippo
tawa_hallae-of-dat-hippo = { $pack }'s hippo

tawa_hallae-the-start-anaconda = the anaconda

tawa_hallae-of-nom-anaconda = { $pack }'s anaconda
tawa_hallae-of-acc-anaconda = { $pack }'s anaconda
tawa_hallae-of-dat-anaconda = { $pack }'s anaconda
