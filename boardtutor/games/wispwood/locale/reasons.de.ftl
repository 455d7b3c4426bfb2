## Warum ein Zug gut ist, in einem kurzen Satz (für die Erklärung des Computerspielers).
## $spot (int: 1 | 8), $wisp (noun wispwood.wisp), $shape (noun wispwood.shape), $cell (text: e4 | f6), $old (text: f6 | c3),
## $card (text: Katzenkuscheln | Großer Wald), $n (count), $before (int: 0 | 12), $new (int: 7 | 8),
## $filled (int: 5 | 12), $fields (int: 16 | 25),
## $subject (text: Der Kürbis von Feld 3 | Ein Baum auf f5 | Die L-Form mit der Kugel auf e4)

wispwood-reason-the_wisp = { NOUN($wisp, det: "the", cap: "yes") } von Feld { $spot }
# $n (int: 1 | 3)
wispwood-reason-wisp_card = { $subject } kann mit der Karte „{ $card }“ { $n ->
        [one] 1 Punkt
       *[other] { $n } Punkte
    } mehr bringen
wispwood-reason-wisp_fits = { $subject } passt mit { NOUN($shape, case: "dat", det: "the") } in den Wald
# $n (int: 1 | 6)
wispwood-reason-shape = { NOUN($shape, det: "the", cap: "yes") } passt { $n ->
        [one] nur an 1 Stelle
       *[other] an { $n } Stellen
    } in den Wald
# $n (int: 1 | 6)
wispwood-reason-catshape = Mit der versteckten Katze geht auch { NOUN($shape, det: "the") }, und { GENDER($shape) ->
        [masculine] er
        [feminine] sie
       *[neuter] es
    } passt { $n ->
        [one] an genau 1 Stelle
       *[other] an { $n } Stellen
    }
wispwood-reason-the_shape = { NOUN($shape, det: "the", cap: "yes") } mit { NOUN($wisp, case: "dat", det: "the") } auf { $cell }
wispwood-reason-the_wisp_on = { NOUN($wisp, det: "the", cap: "yes") } auf { $cell }
wispwood-reason-a_tree = Ein Baum auf { $cell }
# $n (int: 1 | 14)
wispwood-reason-points_up = { $subject } bringt den Wald von { $before } auf { $n ->
        [one] 1 Punkt
       *[other] { $n } Punkte
    } (Karte „{ $card }“)
# $n (int: 6 | 14)
wispwood-reason-full_grid = { $subject } macht das Raster voll: von { $before } auf { $n ->
        [one] 1 Punkt
       *[other] { $n } Punkte
    }
wispwood-reason-fills = { $subject } füllt das Raster weiter: { $filled } von { $fields } Feldern belegt
# $n (int: 1 | 3)
wispwood-reason-done = { $n ->
        [one] 1 Baum reicht
       *[other] { $n } Bäume reichen
    } in diesem Zug: Die anderen freien Felder bleiben für Irrlichter frei
# $n (int: 1 | 3)
wispwood-reason-done_hidden = Nach { $n ->
        [one] 1 Baum
       *[other] { $n } Bäumen
    } ist die Katze wieder bereit
# $n (int: 1 | 5)
wispwood-reason-refresh = { $n ->
        [one] Am Teich liegt nur noch { NOUN($wisp, det: "a") }
       *[other] Alle { $n } Irrlichter am Teich sind { NOUN($wisp, $n) }
    }: { $new } neue geben mehr Auswahl
# $n (int: 1 | 5)
wispwood-reason-catrefresh = { $n ->
        [one] Am Teich liegt nur noch 1 Irrlicht
       *[other] Die { $n } Irrlichter am Teich helfen gerade nicht
    }: Die Katze versteckt sich, und { $new } neue kommen
wispwood-reason-catstay = Die Katze bleibt auf { $cell }, so bleibt dieses Feld auch in der nächsten Runde im Wald
wispwood-reason-catmove = Die Katze zieht von { $old } nach { $cell }, so bleibt { $cell } in der nächsten Runde im Wald
# $n (int: 2 | 8)
wispwood-reason-ghostcat = { NOUN($wisp, det: "the", cap: "yes") } auf Feld { $spot } ist für den Geist nur { $n ->
        [one] 1 Punkt
       *[other] { $n } Punkte
    } wert und kommt vom Teich weg
