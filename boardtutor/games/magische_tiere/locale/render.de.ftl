### Die Beschriftungen des Spielbretts und der Ablagetafel (Bild des Spielstands).

magische_tiere-render-red_lane = Weg des Nachtwächters
magische_tiere-render-orange_lane = Idas Weg
# $lit (count), $total (int: 11)
magische_tiere-render-path = Wegplättchen: { $lit } von { $total } hell
magische_tiere-render-lit = hell
magische_tiere-render-dark = dunkel
magische_tiere-render-watchman_letter = N
# $n (int: 0 | 1 | 4)
magische_tiere-render-caught = Erwischt: { $n }
# $n (int: 0 | 1 | 4)
magische_tiere-render-home = Bei Silas: { $n }
magische_tiere-render-tray = Ablagetafel
magische_tiere-render-covered = abgedeckt
# $dice (count), $value (int: 1 | 2 | 4)
magische_tiere-render-row_status = { $dice ->
        [0] noch kein Würfel, keine Aktion
       *[other] { $dice ->
                [one] ein Würfel
               *[other] { $dice } Würfel
            }, { $value ->
                [one] Aktion einmal
               *[other] Aktion { $value }-mal
            }
    }
# $n (int: 1 | 4)
magische_tiere-render-times = { $n }×
# $n (count)
magische_tiere-render-loose = Lose Würfel: { $n }
magische_tiere-render-no_loose = Alle Würfel liegen auf der Ablagetafel.
# $face (noun magische_tiere.symbol)
magische_tiere-render-white_die = Weißer Würfel: { $face }
# $face (noun magische_tiere.symbol)
magische_tiere-render-blue_die = Blauer Würfel: { $face }
magische_tiere-render-place_button = Auswahl einsetzen
# $n (count), $deck (count)
magische_tiere-render-hand = Karten: { $n } (Stapel: { $deck })
# $n (int: 2 | 5)
magische_tiere-render-more_cards = +{ $n } weitere
# $turn (int: 1 | 12), $name (seat)
magische_tiere-render-status = Runde { $turn }: { $name } hat die Würfel
magische_tiere-render-variant = Variante: Der Nachtwächter ist abgelenkt
magische_tiere-render-row_short-card = Karte
magische_tiere-render-row_short-light = Lampe
magische_tiere-render-row_short-shoe = Schuh
magische_tiere-render-row_short-cap = Mütze
magische_tiere-render-row_short-ida = Ida
magische_tiere-render-rolling = Die Würfel rollen …
