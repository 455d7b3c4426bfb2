widgets-other_language = English

widgets-board = Spielbrett

widgets-actions = Was du tun kannst

widgets-log = Was bisher geschah

widgets-keyboard_help = Tastatur: Mit Tab aufs Brett, mit den Pfeiltasten von Feld zu Feld, mit Enter wählen.

widgets-back = ◀ Zurück

widgets-next = Weiter ▶

widgets-take_over = Ab hier selbst spielen

widgets-back_to_walkthrough = Zurück zum Beispiel

widgets-playing_on = Du spielst ab Schritt { $step } von { $total } selbst weiter. Das Beispiel bleibt, wie es ist.

widgets-took_over = Jetzt bist du dran! Klicke ein Tier an oder nutze die Knöpfe.

widgets-predict-right = Richtig! { $answer }.
widgets-predict-wrong = Nicht ganz – richtig ist: { $answer }.

widgets-hints_on = Hilfen zeigen

widgets-hints_off = Hilfen ausblenden

widgets-undo = ↶ Rückgängig

widgets-redo = ↷ Wiederholen

widgets-result = { $outcome } Punkte: { $scores }.

widgets-seat-human = Mensch
widgets-seat-random = Bot (Zufall)
widgets-seat-search = Bot (denkt nach)

widgets-settings-players = Spieler
widgets-settings-seat = Platz
widgets-settings-seed = Startzahl (Zufall)
widgets-settings-start = Los geht’s

widgets-error-internal = Da ist etwas schiefgegangen ({ $detail }). Es wurde nichts verändert.
widgets-error-bad_intent = Diese Eingabe verstehe ich nicht ({ $detail }). Es wurde nichts verändert.
widgets-error-stale = Das Brett hatte sich gerade geändert. Bitte noch einmal klicken.
widgets-error-unknown_button = Einen Knopf „{ $id }“ gibt es hier gerade nicht.
widgets-error-unknown_field = „{ $field }“ ist kein Feld dieses Spielbretts.
widgets-error-step_range = Dieses Beispiel hat die Schritte 0 bis { $total }.
widgets-error-no_question = Bei diesem Schritt gibt es keine Frage.
widgets-error-bad_choice = Wähle eine der { $n } Antworten.
widgets-error-take_over_first = Im Beispiel wird nicht geklickt. Mit „Ab hier selbst spielen“ bist du dran.
widgets-error-seats = Jeder Platz braucht eine dieser Arten: { $kinds }.
widgets-error-nothing_to_undo = Es gibt noch nichts zurückzunehmen.
widgets-error-nothing_to_redo = Es gibt nichts zu wiederholen.

widgets-hint = Tipp

widgets-error-no_hint = Einen Tipp gibt es nur, wenn ihr gerade am Zug seid.

widgets-save = Speichern

widgets-replay = Noch einmal ansehen

widgets-end_replay = Zurück zum Spiel

widgets-saved = Gespeichert. Lade die Datei herunter oder kopiere den Text und heb ihn auf.

widgets-save_file = Gespeichertes Spiel herunterladen

widgets-save_copy = Oder kopiere diesen Text:

widgets-load-summary = Gespeichertes Spiel laden
widgets-load-file = Datei:
widgets-load-paste = Oder füge den gespeicherten Text hier ein:
widgets-load-button = Laden

widgets-error-bad_value = Diese Eingabe verstehe ich nicht ({ $name } = { $value }). Es wurde nichts verändert.
widgets-error-too_long = Diese Eingabe ist zu lang ({ $name }). Es wurde nichts verändert.

widgets-loaded-other = Geladen: Das Spiel geht dort weiter, wo es gespeichert wurde (bisher { $n } Züge).
widgets-loaded-one = Geladen: Das Spiel geht dort weiter, wo es gespeichert wurde (bisher 1 Zug).

widgets-thinking = { $name } denkt nach …

widgets-seats_line = Es spielen: { $seats }.

widgets-seat_is = { $name } ({ $kind })

widgets-you = eine Person an diesem Bildschirm

widgets-computer = der Computer

widgets-computer_moves = Die Züge des Computers

widgets-pause = ⏸ Pause

widgets-resume = ▶ Weiter

widgets-error-wait = Bitte warte: { $name } denkt noch nach.

widgets-settings-summary = Neues Spiel …

widgets-predict-try_again = Noch nicht ganz. Schau dir das Brett noch einmal an und versuch es noch einmal!

widgets-rules-title = Regeln: { $game }
widgets-rules-search = Regel suchen
widgets-rules-placeholder = ein Wort oder eine Regelnummer
widgets-rules-count = { $n } von { $total } Regeln
widgets-rules-example = „{ $title }“, Schritt { $step }
widgets-rules-open_button = Beispiel zeigen
widgets-rules-try_button = Von dort aus ausprobieren
widgets-rules-no_example = Noch kein Beispiel zeigt diese Regel.
widgets-rules-assumption = Teilweise unsere Annahme: { $text }
widgets-rules-back = Zurück zu den Regeln
widgets-rules-kind-rule = Regel
widgets-rules-kind-variant = Variante
widgets-rules-kind-optional = Wahlweise Spielform
widgets-rules-kind-component = Spielmaterial
widgets-rules-kind-example = Beispiel in der Spielregel

widgets-secret-show_all = Lehrkraft: alles zeigen
widgets-secret-hide_all = Geheimes wieder verdecken
widgets-secret-all_shown = Ansicht für die Lehrkraft: Alles Geheime ist sichtbar (verdeckte Plättchen, Handkarten). Beim Spielen sieht man das nicht.
widgets-secret-hand_over = Gib weiter an { $name }. Die anderen schauen weg!
widgets-secret-reveal = Ich bin { $name }: meine Ansicht zeigen

widgets-rules-static_summary = Alle { $n } Regeln als Tabelle – zum Öffnen anklicken (führe das Notebook aus, um sie zu durchsuchen und ihre Beispiele zu öffnen)
