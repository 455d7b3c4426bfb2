## Übungen (boardtutor.practice): Fragen an den Platz, der dran ist („du“), und warum die Antwort stimmt.
## $name (seat) · $other (seat) · $one (seat) · $two (seat)
## $animal (noun animal_cards.animal) · $target (noun animal_cards.animal) · $level (int: 1 | 3) · $target_level (int: 2)
## $card (noun animal_cards.card) · $blanket (noun animal_cards.card.blanket) · $bar (noun animal_cards.card.sneakers) · $label (text: Banane | Pferd)
## $source (text: b2) · $cell (text: a1) · $count (count) · $n (count) · $health (count) · $left (count)
## $deck (count) · $discard (count) · $damage (count) · $boost (int: 0 | 1) · $shield (int: 0 | 1)
## $sign1 (message animal_cards.throw) · $sign2 (message animal_cards.throw) · $sign (message animal_cards.throw)
## $win (message animal_cards.throw) · $lose (message animal_cards.throw)
## $exercise (text: 4 × wie ein Bär strecken) · $done (text: yes | no)
## $action (text: Spieler 1 spielt den Honigtopf.)

## Wohin eine Karte kommen kann.

animal_cards-practice-pile-hand = Auf deine Hand
animal_cards-practice-pile-discard = Auf deinen Ablagestapel
animal_cards-practice-pile-defeated = In deinen Stapel der Besiegten
animal_cards-practice-pile-in_play = Sie bleibt im Spiel auf dem Tisch liegen

## Ziel des Spiels

animal_cards-practice-goal-question = { NOUN($animal, det: "your", cap: "yes") } (Stufe { $level }) auf { $source } greift { NOUN($target, case: "acc", det: "the") } (Stufe { $target_level }) von { $other } auf { $cell } an und besiegt { GENDER($target) ->
        [feminine] sie
        [neuter] es
       *[masculine] ihn
    }. Was passiert dann?
animal_cards-practice-goal-win = Du gewinnst das Spiel.
animal_cards-practice-goal-on = Das Spiel geht weiter.
animal_cards-practice-goal-why = { $count ->
        [0] Das war das letzte Tier von { $other }: Alle sind besiegt, also gewinnst du.
       *[other] { $other } hat noch { $count ->
            [one] ein Tier
           *[other] { $count } Tiere
        } auf dem Spielfeld, also geht das Spiel weiter: Du gewinnst erst, wenn alle besiegt sind.
    }

## Regel 2.1

animal_cards-practice-first-question = Schere, Stein, Papier: { $one } zeigt { $sign1 }, { $two } zeigt { $sign2 }. Wer fängt an?
animal_cards-practice-first-starts = { $name } fängt an.
animal_cards-practice-first-again = Noch niemand: Die beiden spielen noch einmal.
animal_cards-practice-first-why_won = { $name } gewinnt mit { $win } gegen { $lose } und fängt deshalb an.
animal_cards-practice-first-why_tie = Beide zeigen { $sign }: Niemand gewinnt, also spielen sie noch einmal.

## Regel 2.2

animal_cards-practice-grid-question = Klicke alle Tiere von { $other } an, die deine Tiere jetzt angreifen können.
animal_cards-practice-grid-why = Angreifen kann man nur das vorderste Tier jeder Spalte; die Tiere dahinter sind geschützt. Hier sind das { $count ->
        [one] ein Tier
       *[other] { $count } Tiere
    }.

## Regel 3

animal_cards-practice-draw-question = Du hast jetzt { $n ->
        [one] eine Karte
       *[other] { $n } Karten
    } auf der Hand. Wie viele Karten ziehst du jetzt?
animal_cards-practice-draw-why = Deine Hand wird immer aus deinem Nachziehstapel auf fünf Karten aufgefüllt: Mit { $n ->
        [one] einer Karte
       *[other] { $n } Karten
    } auf der Hand ziehst du { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    }.

## Regel 4.1

animal_cards-practice-turn-question = Du bist { $name }. { $done ->
        [yes] Du hast schon ausgespielt.
       *[other] Du bist dran und hast noch nichts ausgespielt.
    } Was davon darfst du jetzt tun?
animal_cards-practice-turn-why = Ein Zug hat zwei Teile: erst ausspielen, dann angreifen. { $done ->
        [yes] Ausgespielt hast du schon, jetzt kommt der Angriff – eine weitere Karte muss bis zu deinem nächsten Zug warten.
       *[other] Angegriffen wird erst nach dem Ausspielen (auch „nichts ausspielen“ zählt als Ausspielen).
    }

## Regel 4.2

animal_cards-practice-play-question = Klicke alle Karten auf deiner Hand an, die du jetzt ausspielen könntest (Karten tauschen zählt nicht).
animal_cards-practice-play-why = Beim Ausspielen darfst du eine Gesundheitskarte, eine Gegenstandskarte, ein Dojo oder ein neues Tier der Stufe 1 hinlegen – wenn die Karte jetzt etwas bewirken kann: Banane und Honigtopf brauchen ein verletztes Tier, ein Dojo die nächste Stufe auf deiner Hand, ein neues Tier ein freies Feld, und die Pfeife wartet auf einen Angriff auf dich. { $count ->
        [one] Eine Karte
       *[other] { $count } Karten
    } auf deiner Hand { $count ->
        [one] kann
       *[other] können
    } ausgespielt werden.

## Regel 5.1

animal_cards-practice-attack-question = { NOUN($animal, det: "your", cap: "yes") } (Stufe { $level }) auf { $source } greift { NOUN($target, case: "acc", det: "the") } (Stufe { $target_level }) auf { $cell } an. Welche Übung machen alle?
animal_cards-practice-attack-why = Das angreifende Tier bestimmt die Übung: { NOUN($animal, det: "a", cap: "yes") } auf Stufe { $level } verlangt { $exercise }.

## Regel 5.2

animal_cards-practice-damage-question = { NOUN($animal, det: "your", cap: "yes") } (Stufe { $level }) auf { $source } greift { NOUN($target, case: "acc", det: "the") } (Stufe { $target_level }) auf { $cell } an, { GENDER($target) ->
        [feminine] die
        [neuter] das
       *[masculine] der
    } { $health ->
        [one] einen Lebenspunkt
       *[other] { $health } Lebenspunkte
    } hat. Wie viele Lebenspunkte bleiben nach dem Angriff übrig (wenn keine Pfeife ihn stoppt)?
animal_cards-practice-damage-why = { NOUN($animal, det: "your", cap: "yes") } macht { $damage } Schaden.{ $boost ->
        [0] {""}
       *[other] {" "}Darin steckt +{ $boost } durch { NOUN($bar, case: "acc", det: "the") }.
    }{ $shield ->
        [0] {""}
       *[other] {" "}{ NOUN($blanket, det: "the", cap: "yes") } auf dem Ziel nimmt { $shield } weg.
    } { $left ->
        [0] { $health ->
            [one] Das nimmt den letzten Lebenspunkt: Keiner bleibt übrig.
           *[other] Das nimmt alle { $health } Lebenspunkte: Keiner bleibt übrig.
        }
       *[other] { $health } − { $damage } = { $left }: { $left ->
            [one] Ein Lebenspunkt bleibt
           *[other] { $left } Lebenspunkte bleiben
        } übrig.
    }

## Regel 5.4

animal_cards-practice-rest-question = Klicke alle deine Tiere an, die jetzt angreifen dürfen.
animal_cards-practice-rest-why = Ein Tier, das angegriffen hat, ruht sich in deinem nächsten Zug aus und darf nicht angreifen. Gerade { $count ->
        [one] ruht eines deiner Tiere
       *[other] ruhen { $count } deiner Tiere
    }.

## Regel 6.1

animal_cards-practice-health-question = { NOUN($animal, det: "your", cap: "yes") } (Stufe { $level }) auf { $source } greift an. Klicke alle Tiere von { $other } an, die { GENDER($animal) ->
        [feminine] sie
        [neuter] es
       *[masculine] er
    } besiegen würde (wenn keine Pfeife den Angriff stoppt).
animal_cards-practice-health-why = Ein Tier ist besiegt, wenn seine Lebenspunkte auf null fallen – also dort, wo der Schaden mindestens so groß ist wie die übrigen Lebenspunkte. Hier trifft das auf { $count ->
        [one] ein Tier
       *[other] { $count } Tiere
    } zu.

## Regel 6.2

animal_cards-practice-fallen-question = Du ziehst die Karte „{ $label }“. Wohin kommt sie?
animal_cards-practice-fallen-why_defeated = { NOUN($animal, det: "your", cap: "yes") } wurde schon besiegt, darum kommt jede Karte dieses Tiers, die du ziehst, gleich in deinen Stapel der Besiegten.
animal_cards-practice-fallen-why_hand = { NOUN($animal, det: "your", cap: "yes") } wurde nicht besiegt, darum kommt die Karte wie jede andere auf deine Hand.

## Regel 7.1

animal_cards-practice-upgrade-question = Eines deiner Tiere hat gerade { NOUN($target, case: "acc", det: "the") } (Stufe { $target_level }) von { $other } besiegt. Klicke alle deine Tiere an, die du jetzt mit einer Karte von deiner Hand aufstufen darfst.
animal_cards-practice-upgrade-why = Ohne Dojo darf nur der Sieger aufgestuft werden: { NOUN($animal, det: "your") } auf { $source }, mit „{ $label }“. { GENDER($animal) ->
        [feminine] Sie ruht
        [neuter] Es ruht
       *[masculine] Er ruht
    } sich trotzdem in deinem nächsten Zug aus.

## Regel 7.2

animal_cards-practice-dojo-question = Du hast ein Dojo auf der Hand. Klicke alle deine Tiere an, die du damit jetzt aufstufen könntest.
animal_cards-practice-dojo-why = Ein Dojo stuft eines deiner Tiere mit seiner nächsten Stufe von deiner Hand auf – es geht also nur, wo du diese Karte hast: hier bei { $count ->
        [one] einem Tier
       *[other] { $count } Tieren
    }. Das aufgestufte Tier darf sofort angreifen.

## Regel 7.3

animal_cards-practice-old-question = Du bist { $name }. { $action } Wohin kommt die Karte „{ $label }“?
animal_cards-practice-old-why = Die alte Karte eines aufgestuften Tiers ist für immer aus dem Spiel: „{ $label }“ kommt in deinen Stapel der Besiegten.

## Regel 8

animal_cards-practice-says-whistle-question = { $other } ist dran: { NOUN($animal, det: "the", cap: "yes") } (Stufe { $level }) auf { $source } greift { NOUN($target, case: "acc", det: "your") } (Stufe { $target_level }) auf { $cell } an. Klicke alle Karten an, die du jetzt spielen darfst.
# $card (noun animal_cards.card.whistle)
animal_cards-practice-says-whistle-why = Was auf einer Karte steht, gilt: { NOUN($card, det: "the", cap: "yes") } darfst du spielen, wenn du nicht dran bist – sobald eines deiner Tiere angegriffen wird. Deine anderen Karten warten auf deinen eigenen Zug.
# $card (noun animal_cards.card.picnic)
animal_cards-practice-says-picnic-question = Du hast { NOUN($card, case: "acc", det: "the") } gespielt. Klicke alle Karten an, die du jetzt spielen darfst.
# $card (noun animal_cards.card.picnic)
animal_cards-practice-says-picnic-why = Was auf einer Karte steht, gilt: Mit { NOUN($card, case: "dat", det: "the") } darfst du in diesem Zug noch eine Gesundheitskarte spielen – aber nur eine Gesundheitskarte, die jetzt etwas bewirkt. { $count ->
        [one] Eine Karte
       *[other] { $count } Karten
    } auf deiner Hand { $count ->
        [one] passt
       *[other] passen
    }.

## Regel 9.1

animal_cards-practice-in_play-question = Du bist { $name }. { $action } Wo ist { NOUN($card, det: "the") }, wenn dein Zug vorbei ist?
animal_cards-practice-in_play-why = Eine Karte, die du spielst, bleibt nur während deines Zugs im Spiel: Am Ende kommt { NOUN($card, det: "the") } auf deinen Ablagestapel. Nur eine Karte, auf der „bleibt liegen“ steht, bleibt.
# $card (noun animal_cards.card.blanket)
animal_cards-practice-in_play-why_stays = Auf { NOUN($card, case: "dat", det: "the") } steht „bleibt liegen“: Anders als die anderen Karten, die du spielst, kommt { GENDER($card) ->
        [feminine] sie
        [neuter] es
       *[masculine] er
    } am Ende deines Zugs nicht auf deinen Ablagestapel, sondern bleibt im Spiel liegen.

## Regel 9.2

animal_cards-practice-stay-question_new = Du bist { $name }. { $action } Wo ist { NOUN($blanket, det: "the") }, wenn dein Zug vorbei ist?
animal_cards-practice-stay-question_lying = Du bist { $name }. { NOUN($blanket, det: "a", cap: "yes") } liegt auf { NOUN($animal, case: "dat", det: "your") } auf { $cell }. { $action } Wo ist { NOUN($blanket, det: "the") } von { $cell }, wenn dein Zug vorbei ist?
animal_cards-practice-stay-why_kept = Auf { NOUN($blanket, case: "dat", det: "the") } steht „bleibt liegen“: Sie liegt nach deinem Zug weiter auf { $cell }, bis sie zerstört wird oder eine andere Gesundheitskarte ihren Platz einnimmt.
animal_cards-practice-stay-why_replaced = { NOUN($blanket, det: "the", cap: "yes") } bleibt nur liegen, bis eine andere Gesundheitskarte gespielt wird: { NOUN($card, det: "the", cap: "yes") } nimmt ihren Platz ein, darum kommt { NOUN($blanket, det: "the") } von { $cell } auf deinen Ablagestapel.

## Regel 10

animal_cards-practice-reshuffle-question = Du bist { $name }. Dein Nachziehstapel hat noch { $deck ->
        [0] keine Karte
        [one] eine Karte
       *[other] { $deck } Karten
    }, dein Ablagestapel { $discard ->
        [one] eine Karte
       *[other] { $discard } Karten
    }. { $action } Wie viele Karten hat dein neuer Nachziehstapel, wenn er gemischt wird?
animal_cards-practice-reshuffle-why = Sobald dein Nachziehstapel leer ist, wird dein ganzer Ablagestapel zu einem neuen Nachziehstapel gemischt, mit { $n ->
        [one] der eben getauschten Karte
       *[other] den eben getauschten Karten
    }: { $discard } + { $n } = { $count ->
        [one] 1 Karte
       *[other] { $count } Karten
    }.
