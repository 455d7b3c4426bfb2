## Beschriftungen des Spieltischs.
## $n (int: 1 | 8), $round (int: 1 | 3), $rounds (int: 3), $name (seat), $points (count)

wispwood-render-pond = Teich
# $n (count)
wispwood-render-wisps_left = { $n ->
        [one] 1 Irrlicht
       *[other] { $n } Irrlichter
    }
# $shape (noun wispwood.shape)
wispwood-render-shape_title = { $shape } (Form { $n })
# $what (text: Kürbis | leer | die Katze des Geistes)
wispwood-render-spot_title = { $what } (Teichfeld { $n })
wispwood-render-ghost_cat = die Katze des Geistes
wispwood-render-forest_of = Wald von { $name }
wispwood-render-rotate = drehen
wispwood-render-mirror = spiegeln
wispwood-render-place = legen
wispwood-render-cancel = woanders
# $label (text: drehen | spiegeln), $shortcut (text: R | M)
wispwood-render-key_hint = { $label } (Taste { $shortcut })
# $n (int: 4 | 6)
wispwood-render-summary = Wispwood, Runde { $round } (Raster { $n } × { $n }); im Blick: der Wald von { $name }
# $n (int: 4 | 6)
wispwood-render-round = Runde { $round } von { $rounds } · { $n } × { $n }
wispwood-render-points = { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }
# $points (int: 0 | 14)
wispwood-render-this_round = diese Runde: { $points }
wispwood-render-start_marker = Start
wispwood-render-goals = Zielkarten
wispwood-render-assumed = {""}* zum Teil angenommen
wispwood-render-ghost_helper = Punkte-Hilfe des Geistes
# $n (int: 0 | 3), $value (int: 2 | 6)
wispwood-render-ghost_row = { $n } gesammelt · Wert je { $value }
# $left (int: 0 | 4)
wispwood-render-fireflies = Glühwürmchen übrig: { $left }
# $shown (text: 3 | 3, 1, 5)
wispwood-render-fireflies_shown = aufgedeckt: { $shown }
# $wisp (noun wispwood.wisp)
wispwood-render-in_hand = { NOUN($wisp, cap: "yes") } in der Hand
# $shape (noun wispwood.shape)
wispwood-render-in_hand_shape = Form: { $shape }
wispwood-render-shapes = Die 8 Formen am Teich
wispwood-render-tiles = Die Plättchen
wispwood-render-cat_ready = Katze bereit
wispwood-render-cat_hidden = Katze versteckt
# $points (text: 20 | 20 + 34)
wispwood-render-rounds_scored = Punkte je Runde: { $points }

## Alternative texts of the pictures (what a screen reader says, and what shows where a picture cannot).
# $name (text: Kürbis | Katze bereit | Dreier-Ecke), $code (text: P | L3 | a1)
wispwood-render-named = { $name } ({ $code })
# $items (text: Kürbis (P), Hut (H) und Katze versteckt (C))
wispwood-render-tiles_alt = Die Plättchen und ihre Buchstaben: { $items }.
# $n (int: 8), $items (text: Zweier (I2) und Dreier-Stab (I3))
wispwood-render-shapes_alt = Die { $n } Formen am Teich und ihre Kürzel: { $items }.
# $n (count), $items (text: Kugel (a1) | Kugel (a1), Baum (b1) und Kürbis (a2))
wispwood-render-forest_alt = { $n ->
        [0] Ein leerer Wald.
        [one] Ein Wald mit 1 Plättchen: { $items }.
       *[other] Ein Wald mit { $n } Plättchen, Reihe für Reihe: { $items }.
    }
