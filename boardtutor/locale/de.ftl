core-lang-name = Deutsch

core-player = Spieler { $n }

core-rule-cite = { $rulebook }, Abschnitt „{ $section }“
core-rule-because = { $message } (Regel: { $rule })

core-walkthrough-step = Schritt { $n } von { $total }

core-assumption = Annahme
core-assumption-note = Die Spielregel sagt dazu nichts (oder nur in einem Bild). Wir haben so entschieden: { $text }

core-chance = Zufall

core-error-language = Unbekannte Sprache „{ $code }“. Möglich sind „de“ und „en“.
core-error-wrong_game = Dieser Spielstand gehört nicht zum Spiel „{ $game }“.
core-error-not_an_action = { $value } ist kein Zug. Gib einen Zug als Text an, so wie ihn die Knöpfe zeigen.
core-error-game_over = Das Spiel ist schon vorbei: Es gibt keine Züge mehr.
core-error-no_chance = Gerade entscheidet kein Zufall (kein Würfel, keine gezogene Karte).
core-error-not_legal_now = „{ $action }“ ist gerade nicht erlaubt.
core-error-players = Dieses Spiel ist für { $lo } bis { $hi } Spieler.
core-error-unknown_game = Ein Spiel „{ $game }“ gibt es nicht. Vorhanden: { $games }.
core-error-unknown_action = „{ $text }“ verstehe ich nicht als Spielzug.
core-error-bad_option = Die Einstellung „{ $name }“ hat einen ungültigen Wert: { $value }.

core-walkthrough-start = Ausgangslage

core-assumption-why = Warum nötig (Quelle)

core-save-duplicate_key = Im gespeicherten Spiel steht „{ $name }“ zweimal.
core-save-bad_number = Im gespeicherten Spiel steht eine Zahl, die zu groß oder gar keine Zahl ist („{ $value }“).
core-save-not_text = Ein gespeichertes Spiel muss Text (JSON) sein, zum Beispiel das, was der Knopf „Speichern“ liefert.
core-save-too_long = Diese Datei ist zu groß für ein gespeichertes Spiel ({ $size } Tausend Zeichen; höchstens { $limit } Tausend).
core-save-empty = Das gespeicherte Spiel ist leer.
core-save-too_deep = Das gespeicherte Spiel ist zu tief verschachtelt (mehr als { $limit } Klammerebenen).
core-save-not_json = Das ist kein gespeichertes Spiel: Der Text lässt sich nicht als JSON lesen (Zeile { $line }, Spalte { $column }).
core-save-not_object = Das ist kein gespeichertes Spiel: Es sollte mit „{"{"}“ beginnen und die Teile des Spiels aufzählen.
core-save-version = Dieses gespeicherte Spiel hat die Formatversion { $found }; dieses boardtutor liest Version { $version }.
core-save-problem = Das gespeicherte Spiel lässt sich nicht laden: { $problem } Gefundene Probleme insgesamt: { $count }.
core-save-one_problem = Das gespeicherte Spiel lässt sich nicht laden: { $problem }
core-save-no_chance = In diesem gespeicherten Spiel ist ein Wurf oder ein Zug vom Stapel dran, aber dabei kann nichts herauskommen.
core-save-stuck = In diesem gespeicherten Spiel könnte niemand mehr ziehen, obwohl das Spiel nicht vorbei ist.
core-save-name_type = Der Name eines Spielers muss Text sein, nicht { $value }.
core-save-name_long = Der Name „{ $name }“ ist zu lang: höchstens { $limit } Zeichen.
core-save-name_control = Der Name „{ $name }“ enthält unsichtbare Steuerzeichen.
core-save-seed = Der Startwert (seed) muss eine ganze Zahl ab 0 sein (oder fehlen), nicht { $value }.
core-save-unknown_game = Dieses gespeicherte Spiel gehört zu „{ $game }“, das boardtutor nicht kennt. Spiele: { $games }.
core-save-moves = Die Züge des gespeicherten Spiels müssen eine Liste von Zügen in Textform sein.
core-save-too_many_moves = Das gespeicherte Spiel hat zu viele Züge (höchstens { $limit }).
core-save-bad_move = Zug { $number } des gespeicherten Spiels („{ $move }“) ist dort nicht erlaubt: { $reason }
core-save-err-missing = „{ $where }“ fehlt.
core-save-err-unknown = „{ $where }“ gehört nicht in ein gespeichertes Spiel.
core-save-err-int = „{ $where }“ muss eine ganze Zahl sein, nicht „{ $value }“.
core-save-err-str = „{ $where }“ muss ein Wort (Text) sein, nicht „{ $value }“.
core-save-err-bool = „{ $where }“ muss true oder false sein, nicht „{ $value }“.
core-save-err-list = „{ $where }“ muss eine Liste in eckigen Klammern sein, nicht „{ $value }“.
core-save-err-dict = „{ $where }“ muss eine Gruppe in geschweiften Klammern sein, nicht „{ $value }“.
core-save-err-none = „{ $where }“ muss an dieser Stelle leer sein (null), nicht „{ $value }“.
core-save-err-ge = „{ $where }“ ist { $value }, darf aber nicht kleiner als { $limit } sein.
core-save-err-gt = „{ $where }“ ist { $value }, muss aber größer als { $limit } sein.
core-save-err-le = „{ $where }“ ist { $value }, darf aber nicht größer als { $limit } sein.
core-save-err-lt = „{ $where }“ ist { $value }, muss aber kleiner als { $limit } sein.
core-save-err-too_short = „{ $where }“ hat zu wenige Einträge (mindestens { $count }).
core-save-err-too_long = „{ $where }“ hat zu viele Einträge (höchstens { $count }).
core-save-err-string_too_long = „{ $where }“ ist zu lang (höchstens { $count } Zeichen).
core-save-err-string_too_short = „{ $where }“ ist zu kurz (mindestens { $count } Zeichen).
core-save-err-choice = „{ $where }“ ist „{ $value }“, kann aber nur eines davon sein: { $choices }.
core-save-err-pattern = „{ $where }“ ist „{ $value }“, und das ist hier kein gültiger Eintrag.
core-save-err-other = „{ $where }“ hat einen Wert, der hier nicht möglich ist („{ $value }“).
core-save-err-name_control = „{ $where }“: Ein Name darf keine unsichtbaren Steuerzeichen enthalten.

core-replay-title-one = { $game }: ein gespeichertes Spiel mit { $n } Zug
core-replay-title-other = { $game }: ein gespeichertes Spiel mit { $n } Zügen
core-replay-intro = Hier beginnt das gespeicherte Spiel. { $describe } Geh mit „Weiter“ Zug für Zug hindurch oder übernimm an einer beliebigen Stelle und spiel weiter.

core-rule-page = , S. { $page }

core-rulemap-section = Abschnitt
core-rulemap-number = Nr.
core-rulemap-rule = Regel (in unseren Worten)
core-rulemap-examples = Beispiele
core-rulemap-assumption = Teilweise unsere Annahme
core-rulemap-yes = ja
core-rulemap-missing = Für „{ $game }“ gibt es noch keine Regelübersicht.

core-walkthrough-from_rulebook = Beispiel aus der Spielregel: { $ref }
core-walkthrough-own = Unser eigenes Beispiel (nicht aus der Spielregel)

core-assumptions-summary-one = 1 Annahme von uns (wo die Spielregel nichts sagt) – zum Lesen anklicken
core-assumptions-summary-other = { $n } Annahmen von uns (wo die Spielregel nichts sagt) – zum Lesen anklicken

core-error-unknown_option = Dieses Spiel hat keine Einstellung „{ $name }“. Seine Einstellungen: { $options }.

core-rule-section = „{ $section }“
core-rule-cite_many = { $rulebook }: { $sections }

core-error-players_exact = Dieses Spiel ist für genau { $lo } Spieler.

core-save-err-players = „{ $where }“ muss { $lo } bis { $hi } Spieler nennen.
core-save-err-players_exact = „{ $where }“ muss genau { $lo } Spieler nennen.
