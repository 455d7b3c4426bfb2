### The labels of the board and the dice tray (the picture of a position).

magische_tiere-render-red_lane = The watchman's way
magische_tiere-render-orange_lane = Ida's way
# $lit (count), $total (int: 11)
magische_tiere-render-path = Path tiles: { $lit } of { $total } lit
magische_tiere-render-lit = lit
magische_tiere-render-dark = dark
magische_tiere-render-watchman_letter = W
# $n (int: 0 | 1 | 4)
magische_tiere-render-caught = Caught: { $n }
# $n (int: 0 | 1 | 4)
magische_tiere-render-home = With Silas: { $n }
magische_tiere-render-tray = Dice tray
magische_tiere-render-covered = covered
# $dice (count), $value (int: 1 | 2 | 4)
magische_tiere-render-row_status = { $dice ->
        [0] no dice yet, no action
       *[other] { $dice ->
                [one] one die
               *[other] { $dice } dice
            }, { $value ->
                [one] action once
               *[other] action { $value } times
            }
    }
# $n (int: 1 | 4)
magische_tiere-render-times = { $n }×
# $n (count)
magische_tiere-render-loose = Loose dice: { $n }
magische_tiere-render-no_loose = Every die lies on the tray.
# $face (noun magische_tiere.symbol)
magische_tiere-render-white_die = White die: { $face }
# $face (noun magische_tiere.symbol)
magische_tiere-render-blue_die = Blue die: { $face }
magische_tiere-render-place_button = Place the chosen dice
# $n (count), $deck (count)
magische_tiere-render-hand = Cards: { $n } (pile: { $deck })
# $n (int: 2 | 5)
magische_tiere-render-more_cards = +{ $n } more
# $turn (int: 1 | 12), $name (seat)
magische_tiere-render-status = Turn { $turn }: { $name } has the dice
magische_tiere-render-variant = Variant: the watchman is distracted
magische_tiere-render-row_short-card = Card
magische_tiere-render-row_short-light = Flashlight
magische_tiere-render-row_short-shoe = Shoe
magische_tiere-render-row_short-cap = Cap
magische_tiere-render-row_short-ida = Ida
magische_tiere-render-rolling = The dice are rolling …
