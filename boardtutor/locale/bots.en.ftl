bots-explain-none = I have not chosen a move yet.
bots-explain-forced = “{ $move }” was the only possible move, so there was nothing to think about.
bots-explain-no_time = I had no time to think, so I picked “{ $move }” at random.
bots-explain-search = I played { $games } quick games ahead in my head; after “{ $move }” I estimate my chance of winning at about { $percent }.

bots-percent = { $number } %

bots-decimal = {""}.

bots-thousands = ,

bots-error-terminal = The game is over: there is no move left to choose.
bots-error-chance = A chance event is pending (a die or a draw): sample it with state.sample_chance(), a bot does not choose it.
bots-error-no_limit = Give the search bot a time limit or a number of iterations (or both).

bots-explain-reason = { $move } – { $reason }
bots-explain-search_plain = { $move }: after { $games } quick games played ahead in my head, this looked best.
bots-explain-with_chance = { $text } (My chance of winning: about { $percent }.)
