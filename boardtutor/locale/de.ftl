core-lang-name = Deutsch

# $n (int: 1 | 2 | 4)
core-player = Spieler { $n }

# $rulebook (text: Woodwalkers-Spielregel) $section (text: Der Zug)
core-rule-cite = { $rulebook }, Abschnitt „{ $section }“
# $message (text: Dieses Feld ist besetzt.) $rule (text: Woodwalkers-Spielregel, Abschnitt „Der Zug“, S. 5 | Tawa-Hallae-Spielregel auf Italienisch, Abschnitt „Reichweite (Abilità di Movimento o Corsa)“)
core-rule-because = { $message } Regel: { $rule }.

# $n (int: 1 | 3) $total (int: 3 | 12)
core-walkthrough-step = Schritt { $n } von { $total }

core-assumption = Annahme
# $text (text: Ein Tier darf nicht auf dem eigenen Startfeld bleiben.)
core-assumption-note = Die Spielregel sagt dazu nichts (oder nur in einem Bild). Wir haben so entschieden: { $text }

core-chance = Zufall

# $code (text: fr)
core-error-language = Unbekannte Sprache „{ $code }“. Möglich sind „de“ und „en“.
# $game (text: Woodwalkers)
core-error-wrong_game = Dieser Spielstand gehört nicht zum Spiel „{ $game }“.
# $value (text: 42 | …)
core-error-not_an_action = „{ $value }“ ist kein Zug. Gib einen Zug als Text an, so wie ihn die Knöpfe zeigen.
core-error-game_over = Das Spiel ist schon vorbei: Es gibt keine Züge mehr.
core-error-no_chance = Gerade entscheidet kein Zufall (es wird weder gewürfelt noch gezogen).
# $action (text: move b1 b2)
core-error-not_legal_now = „{ $action }“ ist gerade nicht erlaubt.
# $lo (int: 2) $hi (int: 4)
core-error-players = Dieses Spiel ist für { $lo } bis { $hi } Spieler.
# $game (text: chess) $games (text: woodwalkers, wispwood, magische_tiere, animal_cards, tawa_hallae)
core-error-unknown_game = Ein Spiel „{ $game }“ gibt es nicht. Bekannte Spiele: { $games }.
# $text (text: jump)
core-error-unknown_action = „{ $text }“ verstehe ich nicht als Spielzug.
# $name (text: mode) $value (text: noon)
core-error-bad_option = Die Einstellung „{ $name }“ hat einen ungültigen Wert: „{ $value }“.

core-walkthrough-start = Ausgangslage

core-assumption-why = Warum nötig (Quelle)

# $name (text: turn)
core-save-duplicate_key = Im gespeicherten Spiel steht „{ $name }“ zweimal.
# $value (text: 1e400)
core-save-bad_number = Im gespeicherten Spiel steht eine Zahl, die zu groß oder gar keine Zahl ist („{ $value }“).
core-save-not_text = Ein gespeichertes Spiel muss Text (JSON) sein, zum Beispiel das, was der Knopf „Speichern“ liefert.
# $size (int: 2500) $limit (int: 2000)
core-save-too_long = Diese Datei ist zu groß für ein gespeichertes Spiel ({ $size } Tausend Zeichen; höchstens { $limit } Tausend).
core-save-empty = Das gespeicherte Spiel ist leer.
# $limit (int: 24)
core-save-too_deep = Das gespeicherte Spiel ist zu tief verschachtelt (mehr als { $limit } Klammerebenen).
# $line (int: 1 | 3) $column (int: 7)
core-save-not_json = Das ist kein gespeichertes Spiel: Der Text lässt sich nicht als JSON lesen (Zeile { $line }, Spalte { $column }).
core-save-not_object = Das ist kein gespeichertes Spiel: Es sollte mit „{"{"}“ beginnen und die Teile des Spiels aufzählen.
# $found (int: 2) $version (int: 1)
core-save-version = Dieses gespeicherte Spiel hat die Formatversion { $found }; dieses boardtutor liest Version { $version }.
# $problem (text: „turn“ fehlt.) $count (int: 2 | 5)
core-save-problem = Das gespeicherte Spiel lässt sich nicht laden: { $problem } Insgesamt gibt es { $count ->
        [one] ein Problem
       *[other] { $count } Probleme
    }.
# $problem (text: „turn“ fehlt.)
core-save-one_problem = Das gespeicherte Spiel lässt sich nicht laden: { $problem }
core-save-no_chance = In diesem gespeicherten Spiel wird gerade gewürfelt oder gezogen, aber dabei kann nichts herauskommen.
core-save-stuck = In diesem gespeicherten Spiel könnte niemand mehr ziehen, obwohl das Spiel nicht vorbei ist.
# $value (text: 7 | …)
core-save-name_type = Der Name eines Spielers muss Text sein, nicht „{ $value }“.
# $name (text: Maximiliane-Sophie-Charlotte von Hohenstein) $limit (int: 32)
core-save-name_long = Der Name „{ $name }“ ist zu lang: höchstens { $limit } Zeichen.
# $name (text: Ida)
core-save-name_control = Der Name „{ $name }“ enthält unsichtbare Steuerzeichen.
# $value (text: -1)
core-save-seed = Die Startzahl für den Zufall („seed“) muss eine ganze Zahl ab 0 sein (oder fehlen), nicht { $value }.
# $value (text: 7) $last (int: 1)
core-save-viewer = Der Platz, für den das Spiel gezeigt wird, muss eine Zahl von 0 bis { $last } sein (oder None: alles zeigen), nicht { $value }.
# $game (text: chess) $games (text: woodwalkers, wispwood)
core-save-unknown_game = Dieses gespeicherte Spiel gehört zu „{ $game }“, das boardtutor nicht kennt. Bekannte Spiele: { $games }.
core-save-moves = Die Züge des gespeicherten Spiels müssen eine Liste von Zügen in Textform sein.
# $limit (int: 5000)
core-save-too_many_moves = Das gespeicherte Spiel hat zu viele Züge (höchstens { $limit }).
# $number (int: 1 | 12) $move (text: move b1 b2) $reason (text: Dieses Feld ist besetzt.)
core-save-bad_move = Zug { $number } des gespeicherten Spiels („{ $move }“) ist dort nicht erlaubt: { $reason }
# $where (text: turn)
core-save-err-missing = „{ $where }“ fehlt.
# $where (text: colour)
core-save-err-unknown = „{ $where }“ gehört nicht in ein gespeichertes Spiel.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-int = „{ $where }“ muss eine ganze Zahl sein, nicht „{ $value }“.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-str = „{ $where }“ muss ein Wort (Text) sein, nicht „{ $value }“.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-bool = „{ $where }“ muss true oder false sein, nicht „{ $value }“.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-list = „{ $where }“ muss eine Liste in eckigen Klammern sein, nicht „{ $value }“.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-dict = „{ $where }“ muss eine Gruppe in geschweiften Klammern sein, nicht „{ $value }“.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-none = „{ $where }“ muss an dieser Stelle leer sein (null), nicht „{ $value }“.
# $where (text: turn | board → a1) $value (int: -1 | 12) $limit (int: 0 | 10)
core-save-err-ge = „{ $where }“ ist { $value }, darf aber nicht kleiner als { $limit } sein.
# $where (text: turn | board → a1) $value (int: -1 | 12) $limit (int: 0 | 10)
core-save-err-gt = „{ $where }“ ist { $value }, muss aber größer als { $limit } sein.
# $where (text: turn | board → a1) $value (int: -1 | 12) $limit (int: 0 | 10)
core-save-err-le = „{ $where }“ ist { $value }, darf aber nicht größer als { $limit } sein.
# $where (text: turn | board → a1) $value (int: -1 | 12) $limit (int: 0 | 10)
core-save-err-lt = „{ $where }“ ist { $value }, muss aber kleiner als { $limit } sein.
# $where (text: turn | board → a1) $count (count)
core-save-err-too_short = „{ $where }“ hat zu wenige Einträge (mindestens { $count ->
        [one] einen
       *[other] { $count }
    }).
# $where (text: turn | board → a1) $count (count)
core-save-err-too_long = „{ $where }“ hat zu viele Einträge ({ $count ->
        [0] erlaubt ist keiner
        [one] höchstens einen
       *[other] höchstens { $count }
    }).
# $where (text: turn | board → a1) $count (count)
core-save-err-string_too_long = „{ $where }“ ist zu lang ({ $count ->
        [0] es muss leer sein
        [one] höchstens ein Zeichen
       *[other] höchstens { $count } Zeichen
    }).
# $where (text: turn | board → a1) $count (count)
core-save-err-string_too_short = „{ $where }“ ist zu kurz (mindestens { $count ->
        [one] ein Zeichen
       *[other] { $count } Zeichen
    }).
# $where (text: turn | board → a1) $value (text: pink) $choices (text: red, blue)
core-save-err-choice = „{ $where }“ ist „{ $value }“, kann aber nur eines davon sein: { $choices }.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-pattern = „{ $where }“ ist „{ $value }“, und das ist hier kein gültiger Eintrag.
# $where (text: turn | board → a1) $value (text: seven | 12)
core-save-err-other = „{ $where }“ hat einen Wert, der hier nicht möglich ist („{ $value }“).
# $where (text: names → 1)
core-save-err-name_control = „{ $where }“: Ein Name darf keine unsichtbaren Steuerzeichen enthalten.

# $game (text: Woodwalkers) $n (count)
core-replay-title = { $game }: ein gespeichertes Spiel { $n ->
        [0] ohne Züge
        [one] mit einem Zug
       *[other] mit { $n } Zügen
    }
# $describe (text: Orange ist am Zug.)
core-replay-intro = Hier beginnt das gespeicherte Spiel. { $describe } Geh mit „Weiter“ Zug für Zug hindurch oder übernimm an einer beliebigen Stelle und spiel weiter.

# $number (text: 3 | 9.2)
core-rule-item = Punkt { $number }
# $number (text: b)
core-rule-part = Teil { $number }

# $page (int: 3)
core-rule-page = , S. { $page }

core-rulemap-section = Abschnitt
core-rulemap-number = Nr.
core-rulemap-rule = Regel (in unseren Worten)
core-rulemap-examples = Beispiele
core-rulemap-assumption = Teilweise unsere Annahme
core-rulemap-yes = ja
# $game (text: chess)
core-rulemap-missing = Für „{ $game }“ gibt es noch keine Regelübersicht.
# $max (int: 200)
core-rulemap-query = Eine Frage an die Regelsuche ist ein Text mit höchstens { $max } Zeichen.

# $ref (text: Beispiel 2 (S. 5), erster Teil)
core-walkthrough-from_rulebook = Beispiel aus der Spielregel: { $ref }
core-walkthrough-own = Unser eigenes Beispiel (nicht aus der Spielregel)

# $n (count)
core-assumptions-summary = { $n ->
        [0] Keine Annahmen von uns: Die Spielregel sagt zu allem etwas.
        [one] Eine Annahme von uns (wo die Spielregel nichts sagt) – zum Lesen anklicken
       *[other] { $n } Annahmen von uns (wo die Spielregel nichts sagt) – zum Lesen anklicken
    }

# $name (text: colour) $options (text: mode, players)
core-error-unknown_option = Dieses Spiel hat keine Einstellung „{ $name }“. Mögliche Einstellungen: { $options }.

# $section (text: Der Zug)
core-rule-section = „{ $section }“
# $rulebook (text: Woodwalkers-Spielregel) $sections (text: „Der Zug“, „Das Duell“)
core-rule-cite_many = { $rulebook }: { $sections }

# $lo (int: 2)
core-error-players_exact = Dieses Spiel ist für genau { $lo } Spieler.

# $where (text: names) $lo (int: 2) $hi (int: 4)
core-save-err-players = „{ $where }“ muss { $lo } bis { $hi } Spieler nennen.
# $where (text: names) $lo (int: 2)
core-save-err-players_exact = „{ $where }“ muss genau { $lo } Spieler nennen.

# $number (text: 33,5 | 0,0021)
core-percent = { $number } %
