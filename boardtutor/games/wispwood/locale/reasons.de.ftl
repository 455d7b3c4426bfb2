## Warum ein Zug gut ist, in einem kurzen Satz (für die Erklärung des Computerspielers).
## $spot (int: 1 | 8), $wisp (noun wispwood.wisp), $shape (noun wispwood.shape), $cell (text: e4 | f6), $old (text: f6 | c3),
## $card (text: Katzenkuscheln | Großer Wald), $n (count), $before (int: 0 | 12), $new (int: 7 | 8),
## $filled (int: 5 | 12), $fields (int: 16 | 25),
## $subject (text: er | sie samt der Kugel auf e4)

wispwood-reason-the_wisp = { GENDER($wisp) ->
        [feminine] sie
        [neuter] es
       *[masculine] er
    }
# $n (int: 1 | 3)
wispwood-reason-wisp_card = { $subject } kann mit der Karte „{ $card }“ bis zu { $n ->
        [one] 1 Punkt
       *[other] { $n } Punkte
    } mehr bringen
wispwood-reason-wisp_fits = { $subject } passt mit { NOUN($shape, case: "dat", det: "the") } in den Wald
# $n (int: 1 | 6)
wispwood-reason-shape = { NOUN($shape, det: "the") } passt { $n ->
        [one] nur an einer Stelle
       *[other] an { $n } Stellen
    } in den Wald
# $n (int: 1 | 6)
wispwood-reason-catshape = mit der versteckten Katze geht auch { NOUN($shape, det: "the") }, und { GENDER($shape) ->
        [masculine] er
        [feminine] sie
       *[neuter] es
    } passt { $n ->
        [one] an genau einer Stelle
       *[other] an { $n } Stellen
    }
wispwood-reason-the_shape = { GENDER($shape) ->
        [feminine] sie
        [neuter] es
       *[masculine] er
    } samt { NOUN($wisp, case: "dat", det: "the") } auf { $cell }
wispwood-reason-the_wisp_on = { GENDER($wisp) ->
        [feminine] sie
        [neuter] es
       *[masculine] er
    }
wispwood-reason-a_tree = er
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
wispwood-reason-done_hidden = nach { $n ->
        [one] 1 Baum
       *[other] { $n } Bäumen
    } ist die Katze wieder bereit
# $n (int: 1 | 5)
wispwood-reason-refresh = { $n ->
        [one] am Teich liegt nur noch { NOUN($wisp, det: "a") }
       *[other] alle { $n } Irrlichter am Teich sind { NOUN($wisp, $n) }
    }: { $new } neue können mehr Auswahl geben
# $n (int: 1 | 5)
wispwood-reason-catrefresh_none = { $n ->
        [one] das einzige Irrlicht am Teich bringt
       *[other] die { $n } Irrlichter am Teich bringen
    } dem Wald jetzt keine Punkte: Die Katze versteckt sich, und { $new } neue kommen
# $n (int: 1 | 5), $best (int: 1 | 4): die meisten Punkte, die ein Irrlicht vom Teich in diesem Zug bringen kann
wispwood-reason-catrefresh = die Katze versteckt sich, und { $new } neue Irrlichter kommen: { $n ->
        [one] das einzige am Teich bringt
       *[other] die { $n } am Teich bringen
    } höchstens { $best ->
        [one] 1 Punkt
       *[other] { $best } Punkte
    } mehr
wispwood-reason-catstay = die Katze bleibt auf { $cell }, so bleibt dieses Feld auch in der nächsten Runde im Wald
wispwood-reason-catmove = sie verlässt { $old }, so bleibt ihr neues Feld in der nächsten Runde im Wald
# $n (int: 1 | 8), $rank (text: most | least | other): das Irrlicht ist für den Geist am meisten / am wenigsten wert von denen am Teich
wispwood-reason-ghostcat = { $rank ->
        [most] kein Irrlicht am Teich ist für den Geist mehr wert als dieses ({ $n ->
            [one] 1 Punkt
           *[other] { $n } Punkte
        }), und jetzt kommt es vom Teich weg
        [least] kein Irrlicht am Teich ist für den Geist weniger wert als dieses ({ $n ->
            [one] 1 Punkt
           *[other] { $n } Punkte
        }), und es kommt vom Teich weg
       *[other] für den Geist ist dieses Irrlicht { $n ->
            [one] 1 Punkt
           *[other] { $n } Punkte
        } wert, und es kommt vom Teich weg
    }
