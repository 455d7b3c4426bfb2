bots-explain-none = Ich habe noch keinen Zug gewählt.
# $move (text: Orange zieht den Wolf von b1 nach b2)
bots-explain-forced = „{ $move }“ war der einzige mögliche Zug, da gab es nichts zu überlegen.
# $move (text: Orange würfelt)
bots-explain-dominated = „{ $move }“ ist hier mindestens so gut wie jeder andere Zug (die anderen führen zu nichts, was dieser nicht auch erreicht), da gab es nichts abzuwägen.
# $move (text: Orange zieht den Wolf von b1 nach b2)
bots-explain-no_time = Ich hatte keine Zeit zum Nachdenken und habe „{ $move }“ zufällig gewählt.
# $games (count) $move (text: Orange zieht den Wolf von b1 nach b2) $percent (text: 63 %)
bots-explain-search = Ich habe { $games ->
        [0] keine kurze Partie
        [one] eine kurze Partie
       *[other] { NUMBER($games, useGrouping: 1) } kurze Partien
    } im Kopf vorausgespielt; nach „{ $move }“ schätze ich meine Gewinnchance auf etwa { $percent }.

# $number (number: 0.4 | 63 | 99.6)
bots-percent = { NUMBER($number, maximumFractionDigits: 1) } %



bots-error-terminal = Die Partie ist vorbei: Es gibt keinen Zug mehr zu wählen.
bots-error-chance = Ein Zufallsereignis steht an (Würfel oder Ziehen): Das entscheidet der Zufall, nicht ein Bot.
bots-error-no_limit = Gib dem Suchbot ein Zeitlimit oder eine Zahl von Partien zum Vorausspielen (oder beides).

# $move (text: Orange zieht den Wolf von b1 nach b2) $reason (text: so kommt er dem Wald näher)
bots-explain-reason = { $move } – { $reason }
# $move (text: Blau zieht den Tiger von f2 auf das Jagdfeld f1 – Jagd!) $reason (text: Damit hat Blau 5 Punkte, genug zum Sieg.)
# (ein Zug, dessen Text schon einen Gedankenstrich hat: der Grund folgt als eigener Satz)
bots-explain-reason_apart = { $move } { $reason }
# $move (text: Orange zieht den Wolf von b1 nach b2) $games (count)
bots-explain-search_plain = { $move }: { $games ->
        [0] Ich hatte keine Zeit, Partien im Kopf vorauszuspielen.
        [one] Nach einer kurzen Partie, die ich im Kopf vorausgespielt habe, sah das am besten aus.
       *[other] Nach { NUMBER($games, useGrouping: 1) } kurzen Partien, die ich im Kopf vorausgespielt habe, sah das am besten aus.
    }
# $text (text: Orange zieht den Wolf von b1 nach b2 – so kommt er dem Wald näher.) $percent (text: 63 %)
bots-explain-with_chance = { $text } (Meine Gewinnchance: etwa { $percent }.)
# $move (text: Orange zieht den Wolf von b1 nach b2)
bots-explain-quick = { $move } – ein schneller Zug: Diesmal habe ich nicht vorausgedacht, sondern einfach einen meiner möglichen Züge genommen.
# $move (text: Orange zieht den Wolf von b1 auf b2 – Duell!)
bots-explain-quick_apart = { $move } Ein schneller Zug: Diesmal habe ich nicht vorausgedacht, sondern einfach einen meiner möglichen Züge genommen.
