## Übungen (boardtutor.practice): Fragen, die Antworten zur Wahl, und warum die Antwort stimmt.
## $name (seat) · $other (seat) · $animal (noun tawa_hallae.animal) · $victim (noun tawa_hallae.animal) · $subject (noun tawa_hallae.animal)
## $field (text: e4 | c10) · $origin (text: e4 | c5) · $target (text: e7 | d8) · $facing (message tawa_hallae.facing)
## $count (count) · $gain (count) · $points (int: 0 | 4) · $total (int: 2 | 3) · $placed (int: 0 | 2)

tawa_hallae-practice-yes = Ja
tawa_hallae-practice-no = Nein
tawa_hallae-practice-animal = { NOUN($animal, cap: "yes") }

## Welche Felder kann dieses Tier erreichen?

tawa_hallae-practice-reach-question = { $name } ist am Zug. { NOUN($animal, det: "the", cap: "yes") } auf { $field } schaut { $facing }. Klicke alle Felder an, auf die das Tier jetzt ziehen kann.
tawa_hallae-practice-reach-why_facing_triangle = Das Dreieck zeigt, wohin { NOUN($animal, det: "the") } schaut; von dort aus zählen seine Richtungen. So erreicht das Tier jetzt { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }. Mit einer anderen Blickrichtung wären es andere Felder.
tawa_hallae-practice-reach-why_facing_directions = { NOUN($animal, det: "the", cap: "yes") } zieht nur in seine eigenen Richtungen (vorn, hinten, schräg …), von seiner Blickrichtung aus gesehen: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_ranges_land_or_water = { NOUN($animal, det: "the", cap: "yes") } startet im Wasser und zieht darum so weit, wie es im Wasser darf – nicht weit: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_ranges_numbers = { NOUN($animal, det: "the", cap: "yes") } darf nur nach einer der Feldzahlen auf seiner Karte anhalten: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_predators_lion_tiger = Außer geraden Läufen darf { NOUN($animal, det: "the") } 3 oder 4 Felder nach vorn laufen und dann als L nach links oder rechts abbiegen: zusammen { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_predators_wolf = Der Wolf darf einen Lauf von 3 oder 4 Feldern als L abbiegen: zusammen { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_destroyers_rhino_elephant = { NOUN($animal, det: "the", cap: "yes") } läuft gerade nach vorn oder hinten (so lesen wir das Bild): { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_destroyers_gorilla = Der Gorilla springt über Tiere, die im Weg stehen: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_runners_forward = Ein Läufer zieht nie zurück zur eigenen Höhle, nur nach vorn oder zur Seite: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_runners_gazelle_giraffe = { NOUN($animal, det: "the", cap: "yes") } läuft nach vorn oder schräg nach vorn (so lesen wir das Bild): { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_runners_zebra = Das Zebra läuft gerade nach vorn (so lesen wir das Bild): { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_runners_kangaroo = Das Känguru springt über Tiere, die im Weg stehen: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_aquatic_crocodile = Das Krokodil kommt an Land nicht weit, im Wasser weiter, nach vorn oder schräg nach vorn (so lesen wir das Bild): { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_aquatic_hippo = Das Flusspferd kommt an Land nicht weit, im Wasser weiter, nach vorn oder hinten (so lesen wir das Bild): { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_aquatic_anaconda = Die Anakonda zieht an Land 1 Feld und im Wasser 2 oder 3, in alle Richtungen (so lesen wir das Bild): { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_water_from_water = { NOUN($animal, det: "the", cap: "yes") } startet im Wasser; darum gilt seine Reichweite im Wasser, auch wenn der Zug an Land endet: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_water_stop_on_entry = { NOUN($animal, det: "the", cap: "yes") } startet an Land und muss auf dem ersten Wasserfeld anhalten: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_water_aquatic_from_land = Ein Wassertier, das an Land startet, nutzt seine ganze Reichweite an Land, auch durch Wasser hindurch: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_water_no_crossing = Auch ein Tier, das springen kann, hält auf dem ersten Wasserfeld an: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_vulture_long_move = Der Geier darf auch 7 oder 8 Felder weit fliegen, aber nicht in den gegnerischen Verteidigungsbereich, nicht auf ein Jagdfeld, nicht über Tiere und nicht über Wasser: zusammen { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_animals_in_the_way = Ein Tier im Weg beendet den Lauf: davor, wenn es ein eigenes ist; darauf, wenn es ein Gegner ist, den man fangen darf: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_defence_one_step = Im gegnerischen Verteidigungsbereich zieht ein Angreifer nur 1 Feld pro Zug: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_defence_may_leave = Ein Angreifer darf den gegnerischen Verteidigungsbereich auch wieder verlassen, Feld für Feld: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_defence_attacker_stops = Ein Angreifer hält auf dem ersten Feld des gegnerischen Verteidigungsbereichs an, das er betritt: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-reach-why_defence_no_passing = Ein Verteidiger, der an Land startet, darf durch den eigenen Verteidigungsbereich laufen (aber dort nicht anhalten): { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.

## Darf dieses Tier dorthin ziehen?

tawa_hallae-practice-may_move-question = { $name } ist am Zug. Darf { NOUN($animal, det: "the") } von { $origin } nach { $target } ziehen?
tawa_hallae-practice-may_move-allowed = Ja, das ist erlaubt.
tawa_hallae-practice-may_move-own_animal = Nein: Dort steht ein Tier aus dem eigenen Rudel.
tawa_hallae-practice-may_move-spider_water = Nein: Die Spinne geht nie ins Wasser.
tawa_hallae-practice-may_move-own_area = Nein: Im eigenen Verteidigungsbereich darf nur ein Spezialtier anhalten.
tawa_hallae-practice-may_move-own_goal = Nein: Auf den goldenen Feldern und dem Gefängnis des eigenen Rudels darf niemand stehen.
tawa_hallae-practice-may_move-free_first = Nein: Befreien geht nur als erster Zug eines Spielzugs.
tawa_hallae-practice-may_move-nobody_to_free = Nein: Aus dem eigenen Rudel ist niemand gefangen, also gibt es niemanden zu befreien.
tawa_hallae-practice-may_move-one_step = Nein: Im gegnerischen Verteidigungsbereich zieht ein Angreifer nur 1 Feld.
tawa_hallae-practice-may_move-moved_already = Nein: Das Tier ist in diesem Spielzug schon gezogen.

## Kann dieses Tier jenes angreifen?

tawa_hallae-practice-can_hit-question = { $name } ist am Zug. Kann { NOUN($animal, det: "the") } auf { $origin } jetzt { NOUN($victim, case: "acc", det: "the") } von { $other } auf { $target } angreifen?
tawa_hallae-practice-can_hit-yes_runners_not_head_on = Ja: Der Angriff kommt von der Seite.
tawa_hallae-practice-can_hit-no_runners_not_head_on = Nein: { NOUN($victim, det: "the", cap: "yes") } ist ein Läufer, und von vorn fangen einen Läufer nur der Gepard und gegnerische Läufer.
tawa_hallae-practice-can_hit-yes_runners_side_only = Ja: Der Angriff kommt von der Seite.
tawa_hallae-practice-can_hit-no_runners_side_only = Nein: { NOUN($victim, det: "the", cap: "yes") } ist ein Läufer und wird nur von der Seite gefangen.
tawa_hallae-practice-can_hit-yes_predators_cheetah = Ja: Der Gepard fängt Läufer auch von vorn.
tawa_hallae-practice-can_hit-no_predators_cheetah = Nein: Auch der Gepard kann das Tier von hier nicht angreifen.
tawa_hallae-practice-can_hit-yes_turtle_safe_at_home = Ja: Die Schildkröte steht außerhalb ihrer Höhle und ihres Verteidigungsbereichs und kann getroffen werden.
tawa_hallae-practice-can_hit-no_turtle_safe_at_home = Nein: In der eigenen Höhle und im eigenen Verteidigungsbereich kann die Schildkröte nicht getroffen werden.
tawa_hallae-practice-can_hit-yes_turtle_never_captures = Ja.
tawa_hallae-practice-can_hit-no_turtle_never_captures = Nein: Die Schildkröte fängt nie ein Tier.
tawa_hallae-practice-can_hit-yes_animals_all_capture = Ja: Jedes Tier außer der Schildkröte kann fangen und gefangen werden.
tawa_hallae-practice-can_hit-no_animals_all_capture = Nein: Von hier aus kommt der Angreifer nicht an das Tier heran.
tawa_hallae-practice-can_hit-yes_defence_special_blocks = Ja: Im Verteidigungsbereich steht kein eigenes Spezialtier.
tawa_hallae-practice-can_hit-no_defence_special_blocks = Nein: Im Verteidigungsbereich steht ein Spezialtier aus dem eigenen Rudel; darum darf kein anderer Verteidiger hineinspringen.

## Was geschieht mit diesem Tier?

tawa_hallae-practice-fate-question = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } nach { $target }. Was geschieht mit { NOUN($subject, case: "dat", det: "the") } von { $other }?
tawa_hallae-practice-fate-imprisoned = Das Tier wird gefangen und verlässt die Arena.
tawa_hallae-practice-fate-armour = Das Tier verliert seine Rüstung und bleibt stehen.
tawa_hallae-practice-fate-home = Das Tier geht zurück in die eigene Höhle.
tawa_hallae-practice-fate-nothing = Nichts: Das Tier bleibt, wo es ist.
tawa_hallae-practice-fate-why_imprisoned = { NOUN($subject, det: "the", cap: "yes") } von { $other } wird gefangen und verlässt die Arena.
tawa_hallae-practice-fate-why_armour = Die Rüstung fängt den ersten Treffer ab: { NOUN($subject, det: "the", cap: "yes") } von { $other } verliert sie und bleibt auf seinem Feld.
tawa_hallae-practice-fate-why_home = Eine getroffene Schildkröte wird nicht gefangen: Sie geht auf ein freies Feld ihrer Höhle zurück.
tawa_hallae-practice-fate-why_nothing = Mit { NOUN($subject, case: "dat", det: "the") } von { $other } geschieht nichts.

## Wo steht es danach?

tawa_hallae-practice-where-question = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } nach { $target }. Klicke das Feld an, auf dem das Tier danach steht.
tawa_hallae-practice-where-why_back = Nach dem Treffer springt { NOUN($animal, det: "the") } zurück nach { $field }.
tawa_hallae-practice-where-why_stays = { NOUN($animal, det: "the", cap: "yes") } bleibt auf { $field }, dem Feld des getroffenen Tiers.

tawa_hallae-practice-keep_facing-question = { $name } zieht { NOUN($animal, case: "acc", det: "the") } (Blickrichtung { $facing }) von { $origin } nach { $target } und trifft dort ein Tier. Wohin schaut der Läufer danach?
tawa_hallae-practice-keep_facing-why = Ein Läufer, der ein Tier getroffen hat, behält seine Blickrichtung: { $facing }.

tawa_hallae-practice-run-question = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } nach { $target }. Wie viele Tiere werden dabei gefangen?
tawa_hallae-practice-run-why = Ein Zerstörer fängt jeden Gegner auf seinem Weg: { $count ->
        [one] ein Tier
       *[other] { $count } Tiere
    }.

tawa_hallae-practice-run-why_area = Im Verteidigungsbereich trifft ein Zerstörer nur ein Tier: { $count ->
        [one] ein Tier
       *[other] { $count } Tiere
    }.
## Die Jagd.

tawa_hallae-practice-hunt_points-question = { $name } hat { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } und zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } auf das Jagdfeld { $target }. Wie viele Punkte hat { $name } dann?
tawa_hallae-practice-hunt_points-why = Die Jagd bringt { $gain ->
        [one] 1 Punkt
       *[other] { $gain } Punkte
    }; das macht { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }.
tawa_hallae-practice-armour_after-question = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } auf das Jagdfeld { $target }. Trägt das Tier danach eine Rüstung?
tawa_hallae-practice-armour_after-why_yes = { NOUN($animal, det: "the", cap: "yes") } gewinnt mit der Jagd eine Rüstung, ob das Tier vorher eine hatte oder nicht.
tawa_hallae-practice-armour_after-why_no = Nur Löwe und Tiger gewinnen mit einer Jagd eine Rüstung; { NOUN($animal, det: "the") } nicht.
tawa_hallae-practice-restart-question = { NOUN($animal, det: "the", cap: "yes") } von { $name } hat auf { $target } gejagt. Klicke alle Felder an, auf denen das Tier neu starten darf.
tawa_hallae-practice-restart-why = Ein Jäger kommt auf ein freies Feld der eigenen Höhle: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-after_hunt-question = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } auf das Jagdfeld { $target }. Wo ist das Tier dann?
tawa_hallae-practice-after_hunt-den = Das Tier geht zurück in die eigene Höhle.
tawa_hallae-practice-after_hunt-stays = Das Tier bleibt auf dem Jagdfeld.
tawa_hallae-practice-after_hunt-prison = Das Tier wird gefangen.
tawa_hallae-practice-after_hunt-why = Auf einem Jagdfeld bleibt niemand: { NOUN($animal, det: "the", cap: "yes") } verlässt { $target } und kommt auf ein freies Feld der Höhle.

## Wer hat gewonnen?

tawa_hallae-practice-winner-question_hunt = { $name } hat { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } und zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } auf das Jagdfeld { $target }. Wer hat dann gewonnen?
tawa_hallae-practice-winner-question_capture = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } nach { $target }. Wer hat dann gewonnen?
tawa_hallae-practice-winner-nobody = Noch niemand.
tawa_hallae-practice-winner-why_points = { $name } hat jetzt { $points } Punkte und gewinnt sofort.
tawa_hallae-practice-winner-why_not_yet = { $name } hat jetzt { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    } – noch nicht 5, das Spiel geht weiter.
tawa_hallae-practice-winner-why_captured = Alle Tiere von { $other } außer der Schildkröte sind jetzt gefangen; darum gewinnt { $name }.
tawa_hallae-practice-winner-why_one_left = { $other } hat außer der Schildkröte noch ein Tier in der Arena; das Spiel geht weiter.

## Die Spinne.

tawa_hallae-practice-web-question = Klicke alle Felder des Netzes der Spinne von { $name } auf { $field } an.
tawa_hallae-practice-web-why = Das Netz sind die Landfelder rund um die Spinne: hier { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    } (kein Wasser, keine Jagdfelder, kein Gefängnis).
tawa_hallae-practice-danger-question = { $name } zieht die Spinne von { $origin } nach { $target }. Klicke alle gegnerischen Tiere an, die dann in Gefahr sind.
tawa_hallae-practice-danger-why = Nach dem Zug der Spinne { $count ->
        [one] steht ein gegnerisches Tier
       *[other] stehen { $count } gegnerische Tiere
    } im Netz; { $count ->
        [one] verlässt es das Netz im nächsten Spielzug nicht, wird es gefangen.
       *[other] wer das Netz im nächsten Spielzug nicht verlässt, wird gefangen.
    }

## Gefangene befreien.

tawa_hallae-practice-placement-question = { $name } befreit Gefangene. Klicke alle Felder an, auf die { NOUN($animal, det: "the") } kommen darf.
tawa_hallae-practice-placement-why = Befreite Tiere kommen wie beim Aufbau in die Höhle, in die hintere Reihe nur hinter ein besetztes Feld: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-liberator-question = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } auf das gegnerische Gefängnis { $target } und befreit Gefangene. Wo ist das Tier danach?
tawa_hallae-practice-liberator-prison = Gefangen.
tawa_hallae-practice-liberator-den = Zurück in der eigenen Höhle.
tawa_hallae-practice-liberator-prison_field = Auf dem Gefängnisfeld.
tawa_hallae-practice-liberator-why_prison = Das Tier, das die anderen befreit, bleibt selbst gefangen.
tawa_hallae-practice-liberator-why_den = Die Schildkröte bleibt nie im Gefängnis: Sie geht zurück in ihre Höhle.
tawa_hallae-practice-liberator-why_prison_field = Es bleibt auf dem Gefängnisfeld.
tawa_hallae-practice-compensation-question = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } auf das gegnerische Gefängnis { $target } und befreit Gefangene. Wie viele Züge hat { $other } im nächsten Spielzug?
# $count (int: 3)
tawa_hallae-practice-compensation-why = Nach einer Befreiung bekommt das andere Rudel einen Spielzug mit { $count } Zügen: { $other } hat { $count }.

## Ein Spielzug.

tawa_hallae-practice-second-question = { $name } hat den ersten Zug des Spielzugs mit { NOUN($animal, case: "dat", det: "the") } gemacht. Klicke alle Tiere an, die den zweiten Zug machen dürfen.
tawa_hallae-practice-second-why = Die zwei Züge eines Spielzugs machen zwei verschiedene Tiere: Zur Wahl { $count ->
        [one] bleibt ein Tier
       *[other] bleiben { $count } Tiere
    }.
tawa_hallae-practice-combinations-question_turn = { $name } hat in diesem Spielzug { $total } Züge und dreht zuerst { NOUN($animal, case: "acc", det: "the") } auf { $field } { $facing }. Wie viele Züge bleiben?
tawa_hallae-practice-combinations-question_move = { $name } hat in diesem Spielzug { $total } Züge und zieht zuerst { NOUN($animal, case: "acc", det: "the") } von { $field } nach { $target }. Wie viele Züge bleiben?
tawa_hallae-practice-combinations-why = Ein Lauf und eine Drehung auf der Stelle zählen je als ein Zug: Von { $total } { $count ->
        [one] bleibt einer
       *[other] bleiben { $count }
    }.
tawa_hallae-practice-change_facing-question = { $name } ist am Zug. { NOUN($animal, det: "the", cap: "yes") } auf { $field } schaut { $facing }. In welche Richtungen kann sich das Tier als Zug drehen? Wähle alle.
tawa_hallae-practice-change_facing-why = Eine Drehung auf der Stelle muss die Blickrichtung ändern (und ein Läufer schaut nie zur eigenen Höhle): { $count ->
        [one] eine Richtung
       *[other] { $count } Richtungen
    }.
tawa_hallae-practice-face_after-question = { $name } hat { NOUN($animal, case: "acc", det: "the") } von { $origin } nach { $target } gezogen. Wohin darf das Tier jetzt schauen? Wähle alle.
tawa_hallae-practice-face_after-why = Nach dem Lauf darf ein Tier eine neue Blickrichtung wählen (ein Läufer nie zur eigenen Höhle): { $count ->
        [one] eine Richtung
       *[other] { $count } Richtungen
    }.
tawa_hallae-practice-does-question = { $name } zieht { NOUN($animal, case: "acc", det: "the") } von { $origin } nach { $target }. Was bewirkt dieser Lauf?
tawa_hallae-practice-does-advance = Das Tier zieht nur weiter.
tawa_hallae-practice-does-imprison = Es fängt ein gegnerisches Tier.
tawa_hallae-practice-does-hit = Es trifft ein Tier, ohne es zu fangen.
tawa_hallae-practice-does-hunt = Es jagt.
tawa_hallae-practice-does-free = Es befreit Gefangene.
tawa_hallae-practice-does-why_advance = Auf { $target } steht nichts: { NOUN($animal, det: "the", cap: "yes") } zieht nur weiter.
tawa_hallae-practice-does-why_imprison = Auf { $target } (oder auf dem Weg dorthin) steht ein gegnerisches Tier: { NOUN($animal, det: "the", cap: "yes") } fängt es.
tawa_hallae-practice-does-why_hit = Das Tier auf { $target } wird getroffen, aber nicht gefangen (eine Schildkröte oder ein Löwe oder Tiger mit Rüstung).
tawa_hallae-practice-does-why_hunt = { $target } ist ein gegnerisches Jagdfeld: Das ist eine Jagd.
tawa_hallae-practice-does-why_free = { $target } ist das gegnerische Gefängnis: Das befreit Gefangene.

## Der Aufbau und die Rudel.

tawa_hallae-practice-three-question = { $name } baut auf und hat in dieser Runde { $placed } Tiere gesetzt. Wie viele setzt { $name } noch, bevor { $other } weitermacht?
tawa_hallae-practice-three-why = Abwechselnd setzt jeder 3 Tiere: { $name } setzt noch { $count ->
        [one] eines
       *[other] { $count }
    }.
tawa_hallae-practice-place-question = { $name } baut auf. Klicke alle Felder an, auf die { NOUN($animal, det: "the") } jetzt kommen darf.
tawa_hallae-practice-place-why_back_row = Ein Feld in der hinteren Reihe der Höhle darf man erst nehmen, wenn das Feld davor besetzt ist: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    }.
tawa_hallae-practice-place-why_sides = { $name } baut in der Höhle auf der eigenen Seite der Arena auf: { $count ->
        [one] ein Feld
       *[other] { $count } Felder
    } der vorderen Reihe.
tawa_hallae-practice-first_turn-question = Die Tiere werden gerade aufgestellt. Wer macht den ersten Zug des Spiels?
tawa_hallae-practice-first_turn-why = Wer als Zweiter mit dem Aufbau fertig war, fängt an: { $name }.
tawa_hallae-practice-armour_start-question = Das Spiel beginnt. Trägt { NOUN($animal, det: "the") } von { $name } eine Rüstung?
tawa_hallae-practice-armour_start-why = { NOUN($animal, det: "the", cap: "yes") } beginnt ohne Rüstung; eine Rüstung gibt es nur für eine Jagd.
tawa_hallae-practice-pack-question = Welche dieser Tiere gehören zum Rudel von { $name }? Wähle alle.
tawa_hallae-practice-pack-why = 13 Tiere sind in beiden Rudeln; Löwe und Gazelle nur bei Rot, Tiger und Giraffe nur bei Blau. { $name } hat { $count } davon.
