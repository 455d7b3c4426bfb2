bots-explain-none = Ich habe noch keinen Zug gewählt.
bots-explain-forced = „{ $move }“ war der einzige mögliche Zug, da gab es nichts zu überlegen.
bots-explain-no_time = Ich hatte keine Zeit zum Nachdenken und habe „{ $move }“ zufällig gewählt.
bots-explain-search = Ich habe { $games } kurze Partien im Kopf vorausgespielt; nach „{ $move }“ schätze ich meine Gewinnchance auf etwa { $percent }.

bots-percent = { $number } %

bots-decimal = ,

bots-thousands = {""}.

bots-error-terminal = Die Partie ist vorbei: Es gibt keinen Zug mehr zu wählen.
bots-error-chance = Ein Zufallsereignis steht an (Würfel oder Ziehen): Das entscheidet state.sample_chance(), nicht ein Bot.
bots-error-no_limit = Gib dem Suchbot ein Zeitlimit oder eine Zahl von Durchläufen (oder beides).

bots-explain-reason = { $move } – { $reason }
bots-explain-search_plain = { $move }: Nach { $games } kurzen Partien, die ich im Kopf vorausgespielt habe, sah das am besten aus.
bots-explain-with_chance = { $text } (Meine Gewinnchance: etwa { $percent }.)
