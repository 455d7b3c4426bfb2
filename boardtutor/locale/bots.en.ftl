bots-explain-none = I have not chosen a move yet.
# $move (text: Orange moves the wolf from b1 to b2)
bots-explain-forced = “{ $move }” was the only possible move, so there was nothing to think about.
# $move (text: Orange rolls)
bots-explain-dominated = “{ $move }” is at least as good as every other move here (the others lead to nothing it cannot reach too), so there was nothing to weigh.
# $move (text: Orange moves the wolf from b1 to b2)
bots-explain-no_time = I had no time to think, so I picked “{ $move }” at random.
# $games (count) $move (text: Orange moves the wolf from b1 to b2) $percent (text: 63%)
bots-explain-search = I played { $games ->
        [0] no quick games
        [one] one quick game
       *[other] { NUMBER($games, useGrouping: 1) } quick games
    } ahead in my head; after “{ $move }” I estimate my chance of winning at about { $percent }.

# $number (number: 0.4 | 63 | 99.6)
bots-percent = { NUMBER($number, maximumFractionDigits: 1) }%



bots-error-terminal = The game is over: there is no move left to choose.
bots-error-chance = A chance event is pending (a die or a draw): chance decides it, not a bot.
bots-error-no_limit = Give the search bot a time limit or a number of games to play ahead (or both).

# $move (text: Orange moves the wolf from b1 to b2) $reason (text: this brings it closer to the forest)
bots-explain-reason = { $move } – { $reason }
# $move (text: Blue moves the tiger from f2 onto the hunt field f1 – a hunt!) $reason (text: That makes 5 points for Blue, enough to win.)
# (a move whose text has a dash of its own: its reason is a sentence of its own)
bots-explain-reason_apart = { $move } { $reason }
# $move (text: Orange moves the wolf from b1 to b2) $games (count)
bots-explain-search_plain = { $move }: { $games ->
        [0] I had no time to play games ahead in my head.
        [one] after one quick game played ahead in my head, this looked best.
       *[other] after { NUMBER($games, useGrouping: 1) } quick games played ahead in my head, this looked best.
    }
# $text (text: Orange moves the wolf from b1 to b2 – this brings it closer to the forest.) $percent (text: 63%)
bots-explain-with_chance = { $text } (My chance of winning: about { $percent }.)
# $move (text: Orange moves the wolf from b1 to b2)
bots-explain-quick = { $move } – a quick move: this time I did not think ahead, I just took one of my possible moves.
# $move (text: Orange moves the wolf from b1 onto b2 – duel!)
bots-explain-quick_apart = { $move } A quick move: this time I did not think ahead, I just took one of my possible moves.
