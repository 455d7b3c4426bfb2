## The board picture: letters on the tiles, field titles, the side panel.
## $name (seat) · $colour (text: Orange | Lila) · $shape (noun woodwalkers.shape) · $field (text: b2 | e5)
## $value (int: 2 | 8) · $animal (noun woodwalkers.animal) · $category (noun woodwalkers.category)
## $content (text: leeres Feld | der Wolf von Sarah) · $text (text: leeres Feld | der Wolf von Sarah)

woodwalkers-render-abbr-wolf = Wo
woodwalkers-render-abbr-otter = Ot
woodwalkers-render-abbr-bison = Bi
woodwalkers-render-abbr-puma = Pu
woodwalkers-render-abbr-squirrel = Hö
woodwalkers-render-abbr-raven = Ra
woodwalkers-render-abbr-bear = Bä
woodwalkers-render-unknown = ?
woodwalkers-render-field = { $field }: { $content }
woodwalkers-render-content-empty = leeres Feld
woodwalkers-render-content-forest_empty = leeres Waldfeld
woodwalkers-render-content-forest_hidden = verdecktes Wald-Plättchen
woodwalkers-render-content-flag = Fahne mit { $value } Punkten
woodwalkers-render-content-start = Startfeld von { $name }, Farbe { $colour }
woodwalkers-render-content-start_unused = Startfeld, nicht benutzt
woodwalkers-render-content-animal = { NOUN($animal, det: "the") } von { $name }
woodwalkers-render-content-animal_hidden = ein verdecktes Tier von { $name }
# $content (text: der Wolf von Sarah | ein verdecktes Tier von Sarah)
woodwalkers-render-content-on_flag = { $content } auf einer Fahne mit { $value } Punkten
# $content (text: der Wolf von Sarah | der Bär von Tom auf einer Fahne mit 5 Punkten) · $count (count)
woodwalkers-render-content-wounds = { $content }, { $count ->
        [one] 1 Wunde
       *[other] { $count } Wunden
    }
# $challenger (text: der Wolf von Sarah | ein verdecktes Tier von Sarah) · $defender (text: der Bär von Tom | der Bison von Tom, 1 Wunde)
woodwalkers-render-content-duel = Duell – es greift an: { $challenger }; es verteidigt: { $defender }
woodwalkers-render-mark-highlight = { $text } – hier hinschauen
woodwalkers-render-mark-selected = { $text } – ausgewählt
woodwalkers-render-mark-target = { $text } – hierhin kannst du ziehen
woodwalkers-render-variant-day = Tagseite
woodwalkers-render-variant-night = Mitternachtsduell (Nachtseite)
woodwalkers-render-round = Runde: { $category }
woodwalkers-render-round_none = Runde: noch keine Kategorie
woodwalkers-render-display = Auslage:
woodwalkers-render-display_empty = leer
# $count (count)
woodwalkers-render-stack = Stapel: { $count }
# $score (count)
woodwalkers-render-points = { $score ->
        [one] 1 Punkt
       *[other] { $score } Punkte
    }
# $pos (int: 12 | 40)
woodwalkers-render-track = Leiste { $pos }
# $pos (int: 3 | 12) · $laps (int: 1 | 2)
woodwalkers-render-track_laps = Leiste { $pos }, schon { $laps ->
        [one] einmal
       *[other] { $laps }-mal
    } ganz herum
woodwalkers-render-marker = Marker
woodwalkers-render-marker_title = { $name } hat den Kampfmodus-Marker
woodwalkers-render-turn = am Zug
woodwalkers-render-turn_title = { $name } ist am Zug
# $item (noun woodwalkers.forest) · $count (count)
woodwalkers-render-held = { $item }: { $count }
# $animals (text: Wolf | Wolf, Bär)
woodwalkers-render-out = aus dem Spiel: { $animals }
# $list (text: Wolf 1 | Wolf 1, Bär 2)
woodwalkers-render-wounds_list = Wunden: { $list }
# $points (text: 1 Punkt | 12 Punkte) · $track (text: Leiste 12 | Leiste 3, schon einmal ganz herum)
woodwalkers-render-player_title = { $name } ({ $colour }, { $shape }): { $points }, { $track }
woodwalkers-render-duel-title = Duell in der Kategorie { $category }: { $name } greift an
# $animal (text: Wolf | ?)
woodwalkers-render-duel-side = { $animal } · { $name }
woodwalkers-render-duel-result = → { $name } gewinnt
woodwalkers-render-duel-tie = Gleichstand: Wer herausfordert, verliert.
woodwalkers-render-duel-removed = { NOUN($animal, det: "the", cap: "yes") } von { $name } ist aus dem Spiel.
woodwalkers-render-duel-guess_right = { $name } tippt auf { NOUN($animal, case: "acc", det: "the") }: richtig, +1 für den Verteidiger
woodwalkers-render-duel-guess_wrong = { $name } tippt auf { NOUN($animal, case: "acc", det: "the") }: falsch, +1 für den Herausforderer
# $c_animal (text: Wolf | ?) · $d_animal (text: Bär) · $c_sum (text: 6 + 4 = 10 | ? + ?) · $d_sum (text: 5 + 2 = 7 | 5 + ?) · $winner (seat)
woodwalkers-render-duel-summary = { $c_animal } { $c_sum } gegen { $d_animal } { $d_sum } → { $winner } gewinnt
# $c_animal (text: Wolf | ?) · $d_animal (text: Bär) · $c_sum (text: 6 + 4 = 10 | ? + ?) · $d_sum (text: 5 + 2 = 7 | 5 + ?)
woodwalkers-render-duel-summary_open = { $c_animal } { $c_sum } gegen { $d_animal } { $d_sum }
# $game (text: Woodwalkers – Das Duell) · $variant (text: Tagseite | Nachtseite) · $players (text: Sarah mit 3 Punkten, Tom mit 1 Punkt) · $round (text: Runde: Stärke) · $next (text: Sarah ist dran: würfeln oder diesmal aussetzen.)
woodwalkers-render-summary = { $game }, { $variant }. { $players }. { $round }. { $next }
# $points (text: 1 Punkt | 12 Punkte)
woodwalkers-render-summary_player = { $name } ({ $colour }, { $shape }) { $points }
woodwalkers-render-legend_hidden = verdecktes Tier
