widgets-other_language = English

widgets-board = Spielbrett

widgets-actions = Was du tun kannst

widgets-log = Was bisher geschah

widgets-keyboard_help = Tastatur: Mit Tab aufs Brett, mit den Pfeiltasten von Feld zu Feld, mit Enter wählen.

widgets-back = ◀ Zurück

widgets-next = Weiter ▶

widgets-take_over = Ab hier selbst spielen

widgets-back_to_walkthrough = Zurück zum Beispiel

# $step (int: 2) $total (int: 8)
widgets-playing_on = Du spielst ab Schritt { $step } von { $total } selbst weiter. Das Beispiel bleibt, wie es ist.

widgets-took_over = Jetzt bist du dran! Klicke aufs Brett oder nutze die Knöpfe.

# $answer (text: Der Wolf gewinnt)
widgets-predict-right = Richtig! { $answer }.
# $answer (text: Der Wolf gewinnt)
widgets-predict-wrong = Nicht ganz – richtig ist: { $answer }.

widgets-hints_on = Hilfen zeigen

widgets-hints_off = Hilfen ausblenden

widgets-undo = ↶ Rückgängig

widgets-redo = ↷ Wiederholen

# $outcome (text: Orange gewinnt!) $scores (text: Orange 3, Blau 1)
widgets-result = { $outcome } Punkte: { $scores }.

widgets-seat-human = Mensch
widgets-seat-random = Computer (zieht zufällig)
widgets-seat-gentle = Computer (für Anfänger: denkt nur kurz nach)
widgets-seat-search = Computer (denkt nach)

widgets-settings-players = Spieler
widgets-settings-seat = Platz
widgets-settings-seed = Startzahl (Zufall)
widgets-settings-seed_empty = leer: eine neue
widgets-settings-start = Los geht's

# $detail (text: Zug 3)
widgets-error-internal = Da ist etwas schiefgegangen ({ $detail }). Es wurde nichts verändert.
# $detail (text: kind = ?)
widgets-error-bad_intent = Diese Eingabe verstehe ich nicht ({ $detail }). Es wurde nichts verändert.
widgets-error-stale = Das Brett hatte sich gerade geändert. Bitte noch einmal klicken.
# $id (text: b9)
widgets-error-unknown_button = Einen Knopf „{ $id }“ gibt es hier gerade nicht.
# $field (text: z9)
widgets-error-unknown_field = „{ $field }“ ist kein Feld dieses Spielbretts.
# $total (int: 8)
widgets-error-step_range = Dieses Beispiel hat die Schritte 0 bis { $total }.
widgets-error-no_question = Bei diesem Schritt gibt es keine Frage.
# $n (int: 3)
widgets-error-bad_choice = Wähle eine der { $n } Antworten.
widgets-error-take_over_first = Im Beispiel wird nicht geklickt. Mit „Ab hier selbst spielen“ bist du dran.
# $kinds (text: Mensch, Computer (zieht zufällig), Computer (denkt nach))
widgets-error-seats = Jeder Platz braucht eine dieser Arten: { $kinds }.
widgets-error-nothing_to_undo = Es gibt noch nichts zurückzunehmen.
widgets-error-nothing_to_redo = Es gibt nichts zu wiederholen.

widgets-hint = Tipp

widgets-error-no_hint = Einen Tipp gibt es nur, wenn du gerade am Zug bist.

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

# $name (text: lang) $value (text: fr)
widgets-error-bad_value = Diese Eingabe verstehe ich nicht ({ $name } = { $value }). Es wurde nichts verändert.
# $name (text: search)
widgets-error-too_long = Diese Eingabe ist zu lang ({ $name }). Es wurde nichts verändert.

# $n (count)
widgets-loaded = Geladen: Das Spiel geht dort weiter, wo es gespeichert wurde ({ $n ->
        [0] noch kein Zug
        [one] bisher ein Zug
       *[other] bisher { $n } Züge
    }).

# $name (seat)
widgets-thinking = { $name } denkt nach …

# $seats (text: Orange (am Bildschirm), Blau (Computer))
widgets-seats_line = Es spielen: { $seats }.

# $name (seat) $kind (text: am Bildschirm | Computer | spielt von selbst)
widgets-seat_is = { $name } ({ $kind })

widgets-you = am Bildschirm


widgets-computer = Computer

widgets-by_itself = spielt von selbst

widgets-computer_moves = Die Züge des Computers

widgets-pause = ⏸ Pause

widgets-resume = ▶ Fortsetzen

# $name (seat)
widgets-error-wait = Bitte warte: { $name } denkt noch nach.

widgets-settings-summary = Neues Spiel …

widgets-predict-try_again = Noch nicht ganz. Schau dir das Brett noch einmal an und versuch es noch einmal!

# $game (text: Woodwalkers)
widgets-rules-title = Regeln: { $game }
widgets-rules-search = Regel suchen
widgets-rules-placeholder = eine Frage, ein Wort oder eine Regelnummer
# $n (count) $total (int: 62)
widgets-rules-count = { $n } von { $total } Regeln
# $title (text: Das erste Duell) $step (int: 3)
widgets-rules-example = „{ $title }“, Schritt { $step }
widgets-rules-open_button = Beispiel zeigen
widgets-rules-try_button = Von dort aus ausprobieren
widgets-rules-no_example = Noch kein Beispiel zeigt diese Regel.
# $text (text: Wer zuerst zieht, entscheidet das Los.)
widgets-rules-assumption = Teilweise unsere Annahme: { $text }
widgets-rules-back = Zurück zu den Regeln
widgets-rules-kind-rule = Regel
widgets-rules-kind-variant = Variante
widgets-rules-kind-optional = Regel zur Wahl
widgets-rules-kind-component = Spielmaterial
widgets-rules-kind-example = Beispiel in der Spielregel
widgets-rules-kind-overview = Auf einen Blick
# $n (count)
widgets-rules-found = { $n ->
    [0] Dazu passt keine Regel. Versuch es mit einem anderen Wort.
    [one] Die beste Antwort
   *[other] Die { $n } besten Antworten
}

widgets-secret-show_all = Lehrkraft: alles zeigen
widgets-secret-hide_all = Geheimes wieder verdecken
widgets-secret-all_shown = Ansicht für die Lehrkraft: Alles Geheime ist sichtbar (verdeckte Plättchen, Handkarten). Beim Spielen sieht man das nicht.
# $name (seat)
widgets-secret-hand_over = Gib weiter an { $name }. Die anderen schauen weg!
# $name (seat)
widgets-secret-reveal = Ich bin { $name }: meine Ansicht zeigen

# $n (int: 62)
widgets-rules-static_summary = Alle { $n } Regeln als Tabelle – zum Öffnen anklicken (führe das Notebook aus, um sie zu durchsuchen und ihre Beispiele zu öffnen)

## Formulare in den Lektionen: ein paar Eingaben, ein Knopf, darunter die Antwort
widgets-form-show = Zeigen
widgets-form-try = Ausprobieren
widgets-form-move = Dein Zug
widgets-form-codes = Fortschritts-Codes (einer pro Zeile)
