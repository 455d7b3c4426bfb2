magische_tiere-title = Die Schule der magischen Tiere – das Dino-Würfelspiel

magische_tiere-rulebook = Spielregel „Die Schule der magischen Tiere – Das kooperative Würfelspiel“

magische_tiere-section-setup = Spielmaterial und Spielvorbereitung
magische_tiere-section-goal = Spielziel
magische_tiere-section-rolling = 1. Würfeln
magische_tiere-section-actions = 2. Aktionen ausführen
magische_tiere-section-card_action = Übersicht der Aktionen: Magische Tiere-Aktion
magische_tiere-section-light_action = Übersicht der Aktionen: Taschenlampen-Aktion
magische_tiere-section-shoe_action = Übersicht der Aktionen: Schuh-Aktion
magische_tiere-section-watchman_action = Übersicht der Aktionen: Nachtwächter-Aktion
magische_tiere-section-ida_action = Übersicht der Aktionen: Ida-Aktion
magische_tiere-section-cards = Übersicht der Magische Tiere-Karten
magische_tiere-section-white_die = Der weiße Würfel
magische_tiere-section-variant = Variante: weiterspielen, nachdem Ida den Nachtwächter abgelenkt hat
magische_tiere-section-ending = Wie endet das Spiel?

magische_tiere-symbol-card = Karte (Rabbat)
magische_tiere-symbol-light = Taschenlampe
magische_tiere-symbol-shoe = Schuh
magische_tiere-symbol-cap = Nachtwächtermütze
magische_tiere-symbol-ida = Ida
magische_tiere-symbol-dino = Dino (Joker)

magische_tiere-row-card = Karten-Leiste (Rabbat)
magische_tiere-row-light = Taschenlampen-Leiste
magische_tiere-row-shoe = Schuh-Leiste
magische_tiere-row-cap = Nachtwächter-Leiste
magische_tiere-row-ida = Ida-Leiste

magische_tiere-die-blue = blauer Würfel
magische_tiere-die-white = weißer Würfel

magische_tiere-child-eddie = Eddie
magische_tiere-child-helene = Helene
magische_tiere-child-jo = Jo
magische_tiere-child-schoki = Schoki

magische_tiere-watchman = Nachtwächter

magische_tiere-ida = Ida

magische_tiere-silas = Silas

magische_tiere-card-watchman_back = Nachtwächter zurück

magische_tiere-card_text-watchman_back = Der Nachtwächter geht ein Feld zurück (nicht von seinem Startfeld aus).

magische_tiere-card-watchman_rests = Nachtwächter bleibt stehen

magische_tiere-card_text-watchman_rests = Die Mützen-Würfel dieser Runde werden abgeräumt, ohne dass der Nachtwächter läuft.

magische_tiere-card-ida_step = Ida ein Feld

magische_tiere-card_text-ida_step = Ida geht ein Feld vor – wenn sie schon im Spiel ist und das Feld vor ihr hell ist.

magische_tiere-card-light_one = 1 Plättchen entdecken

magische_tiere-card_text-light_one = Sofort das nächste dunkle Wegplättchen umdrehen.

magische_tiere-card-light_two = 2 Plättchen entdecken

magische_tiere-card_text-light_two = Sofort die nächsten zwei dunklen Wegplättchen umdrehen.

magische_tiere-card-turn_one = 1 Würfel drehen

magische_tiere-card_text-turn_one = Nach einem Wurf einen Würfel, der keine Mütze zeigt, auf eine beliebige Seite drehen.

magische_tiere-card-turn_two = 2 Würfel drehen

magische_tiere-card_text-turn_two = Nach einem Wurf zwei Würfel, die keine Mütze zeigen, auf beliebige Seiten drehen.

magische_tiere-card-reroll_cap_one = 1 Mütze neu würfeln

magische_tiere-card_text-reroll_cap_one = Wenn alle Würfel liegen: einen Mützen-Würfel neu würfeln; er wird nach seinem neuen Symbol eingesetzt.

magische_tiere-card-reroll_cap_two = 2 Mützen neu würfeln

magische_tiere-card_text-reroll_cap_two = Wenn alle Würfel liegen: zwei Mützen-Würfel neu würfeln; sie werden nach ihren neuen Symbolen eingesetzt.

magische_tiere-card-steps_two = 2 Schritte

magische_tiere-card_text-steps_two = Die Kinder gehen zusammen 2 Schritte mehr; ihr teilt sie auf.

magische_tiere-card-steps_three = 3 Schritte

magische_tiere-card_text-steps_three = Die Kinder gehen zusammen 3 Schritte mehr; ihr teilt sie auf.

magische_tiere-phase-roll = die blauen Würfel rollen
magische_tiere-phase-roll_white = der weiße Würfel rollt
magische_tiere-phase-draw = eine Karte wird gezogen
magische_tiere-phase-place = Würfel einsetzen oder neu würfeln
magische_tiere-phase-turning = Würfel mit der Karte drehen
magische_tiere-phase-ready = Karten nutzen oder mit den Aktionen weitermachen
magische_tiere-phase-acting = die Aktionen laufen
magische_tiere-phase-steps = Schritte auf die Kinder verteilen
magische_tiere-phase-distracted = Ida hat den Nachtwächter erreicht: beenden oder weiterspielen
magische_tiere-phase-end = Spielende

magische_tiere-next-roll = { $name } würfelt mit { $dice } Würfeln …
magische_tiere-next-roll_one = { $name } würfelt mit einem Würfel …
magische_tiere-next-roll_white = { $name } würfelt den weißen Würfel …
magische_tiere-next-draw = Eine Magische Tiere-Karte wird vom Stapel gezogen …
magische_tiere-next-place = { $name } ist dran. Es kam keine Mütze, also müsst ihr mindestens einen Würfel einsetzen; den Rest dürft ihr neu würfeln.
magische_tiere-next-place_free = { $name } ist dran. Es kam eine Mütze, also müsst ihr sonst nichts einsetzen. Wählt, welche Würfel ihr einsetzt – oder würfelt den Rest neu.
magische_tiere-next-place_none = { $name } ist dran. Gerade passt kein Würfel auf eine Leiste: Nutzt eine Karte oder würfelt neu.
magische_tiere-next-place_forced = Die neu gewürfelten Würfel müssen nach ihrem Symbol eingesetzt werden.
magische_tiere-next-turning = Ihr dürft noch { $turns } Würfel drehen (oder fertig).
magische_tiere-next-turning_one = Ihr dürft noch einen Würfel drehen (oder fertig).
magische_tiere-next-ready = Alle Würfel liegen. Ihr könnt Karten nutzen, dann geht es mit den Aktionen weiter.
magische_tiere-next-steps = Noch { $steps } Schritte: Welches Kind geht?
magische_tiere-next-steps_one = Noch 1 Schritt: Welches Kind geht?
magische_tiere-next-distracted = Ida hat den Nachtwächter erreicht und lenkt ihn ab! Beendet das Spiel (knapper Sieg) oder spielt weiter, bis alle bei Silas sind.

magische_tiere-error-notation = „{ $text }“ verstehe ich nicht als Zug. Beispiele: „place shoe shoe light“, „reroll“, „step jo“, „use light_one“, „go“.
magische_tiere-error-field = „{ $field }“ ist kein Feld (lila { $purple }, Wegplättchen { $tiles }, silas, rot { $red }, orange { $orange }).
magische_tiere-error-impossible_outcome = „{ $action }“ kann hier nicht herauskommen ({ $event }).
magische_tiere-error-chance_pending = Erst ist der Zufall dran: { $event }.
magische_tiere-error-wrong_time = „{ $action }“ geht jetzt nicht. Jetzt ist dran: { $expected }.
magische_tiere-error-forced = Die mit der Karte neu gewürfelten Würfel müssen eingesetzt werden, so viele wie passen.
magische_tiere-error-must_place = Es kam keine Mütze: Ihr müsst mindestens einen Würfel einsetzen, bevor ihr neu würfelt.
magische_tiere-error-turn = „{ $spec }“ geht nicht: Dreht einen gewürfelten Würfel, der keine Mütze zeigt, auf eine andere Seite.
magische_tiere-error-not_rolled = Ihr wollt { $n } × „{ $face }“ einsetzen, aber nur { $have } lose Würfel zeigen dieses Symbol.
magische_tiere-error-not_rolled_one = Ihr wollt { $n } × „{ $face }“ einsetzen, aber nur 1 loser Würfel zeigt dieses Symbol.
magische_tiere-error-not_rolled_none = Kein loser Würfel zeigt das Symbol „{ $face }“.
magische_tiere-error-cap_by_itself = Mützen setzt ihr nie selbst ein: Jede gewürfelte Mütze kommt sofort von allein in die Nachtwächter-Leiste. Setzt die anderen Würfel ein, die ihr wollt, oder würfelt sie neu.
magische_tiere-error-cap_by_itself_full = Mützen setzt ihr nie selbst ein. Die Nachtwächter-Leiste ist jetzt voll, darum bleibt eine gewürfelte Mütze lose und wird mit den anderen neu gewürfelt.
magische_tiere-error-no_white = Der weiße Würfel liegt gerade nicht lose vor euch.
magische_tiere-error-white_row = Der weiße Würfel zeigt { $face }; er passt nicht auf die { $row }. Nur der Dino ist ein Joker.
magische_tiere-error-covered = Die { $row } ist abgedeckt: Dort kann kein Würfel hin – würfelt ihn neu.
magische_tiere-error-row_full = Auf der { $row } ist nur noch Platz für { $free } Würfel.
magische_tiere-error-child_caught = { $child } wurde vom Nachtwächter erwischt und darf nicht mehr laufen.
magische_tiere-error-child_home = { $child } ist schon bei Silas.
magische_tiere-error-dark_tile = { $child } kann nicht auf { $field }: Das Wegplättchen ist noch dunkel. Erst die Taschenlampe!
magische_tiere-error-no_card = Ihr habt keine Karte „{ $card }“.
magische_tiere-error-card_turn_time = „{ $card }“ geht nur direkt nach einem Wurf, solange ein Würfel ohne Mütze lose liegt.
magische_tiere-error-card_reroll_time = „{ $card }“ geht nur, wenn alle Würfel liegen, eine Mütze auf der Nachtwächter-Leiste liegt und der Nachtwächter in dieser Runde noch nicht gelaufen ist.
magische_tiere-error-card_time = Karten könnt ihr nutzen, während ihr Würfel einsetzt, vor den Aktionen und beim Verteilen der Schritte.
magische_tiere-error-card_useless-light_one = „{ $card }“ hilft nicht mehr: Alle Wegplättchen sind schon hell.
magische_tiere-error-card_useless-light_two = „{ $card }“ hilft nicht mehr: Alle Wegplättchen sind schon hell.
magische_tiere-error-card_useless-steps_two = „{ $card }“ geht gerade nicht: Kein Kind kann einen Schritt machen.
magische_tiere-error-card_useless-steps_three = „{ $card }“ geht gerade nicht: Kein Kind kann einen Schritt machen.
magische_tiere-error-card_useless-watchman_back = „{ $card }“ geht nicht: Der Nachtwächter steht auf seinem Startfeld oder ist abgelenkt.
magische_tiere-error-card_useless-watchman_rests = „{ $card }“ geht nicht mehr: Die Nachtwächter-Leiste war in dieser Runde schon dran (oder er ist abgelenkt).
magische_tiere-error-card_useless-ida_step = „{ $card }“ geht nicht: Ida ist noch nicht im Spiel oder das Feld vor ihr ist dunkel.

magische_tiere-count_face = { $n } × { $face }

magische_tiere-action-roll = Wurf: { $faces }
magische_tiere-action-white = Weißer Würfel: { $face }
magische_tiere-action-draw = Gezogen: Karte „{ $card }“
magische_tiere-action-place = { $faces } einsetzen
magische_tiere-action-place_rest = { $faces } einsetzen, { $rest } neu würfeln
magische_tiere-action-place_white = { $faces } einsetzen, weißen Würfel auf die { $row }
magische_tiere-action-place_white_rest = { $faces } einsetzen, weißen Würfel auf die { $row }, { $rest } neu würfeln
magische_tiere-action-place_white_only_white = Weißen Würfel auf die { $row }
magische_tiere-action-place_white_only_white_rest = Weißen Würfel auf die { $row }, { $rest } neu würfeln
magische_tiere-action-reroll = Nichts einsetzen, neu würfeln
magische_tiere-action-use = Karte nutzen: { $card }
magische_tiere-action-use_dice = Karte nutzen: { $card } ({ $dice })
magische_tiere-action-turn = Würfel drehen: { $face } → { $target }
magische_tiere-action-turn_white = Weißen Würfel drehen: { $face } → { $target }
magische_tiere-action-done = Fertig mit Drehen
magische_tiere-action-go = Weiter mit den Aktionen
magische_tiere-action-step = { $child } geht auf { $field }
magische_tiere-action-stop = Restliche Schritte verfallen lassen
magische_tiere-action-finish = Spiel beenden: knapper Sieg
magische_tiere-action-continue = Weiterspielen (Variante)

magische_tiere-field_name-start = das lila Startfeld
magische_tiere-field_name-p = lila Feld { $n }
magische_tiere-field_name-t = Wegplättchen { $n }
magische_tiere-field_name-silas = Silas
magische_tiere-field_name-r = rotes Feld { $n }
magische_tiere-field_name-o = oranges Feld { $n }

magische_tiere-outcome-win = Gewonnen! Alle vier Kinder sind bei Silas, und gemeinsam baut ihr das T-Rex-Skelett wieder auf (nach { $turns } Runden).
magische_tiere-outcome-win_one = Gewonnen! Alle vier Kinder sind bei Silas, und gemeinsam baut ihr das T-Rex-Skelett wieder auf (nach 1 Runde).
magische_tiere-outcome-win_variant = Gewonnen! Ida hatte den Nachtwächter abgelenkt, und jetzt sind auch alle vier Kinder bei Silas (nach { $turns } Runden).
magische_tiere-outcome-win_variant_one = Gewonnen! Ida hatte den Nachtwächter abgelenkt, und jetzt sind auch alle vier Kinder bei Silas (nach 1 Runde).
magische_tiere-outcome-narrow = Knapp gewonnen! Ida hat den Nachtwächter erreicht und abgelenkt (erwischt: { $caught }, bei Silas: { $home }; nach { $turns } Runden).
magische_tiere-outcome-narrow_one = Knapp gewonnen! Ida hat den Nachtwächter erreicht und abgelenkt (erwischt: { $caught }, bei Silas: { $home }; nach 1 Runde).
magische_tiere-outcome-loss = Verloren: Der Nachtwächter ist bei Silas angekommen und hat alle Kinder erwischt (nach { $turns } Runden).
magische_tiere-outcome-loss_one = Verloren: Der Nachtwächter ist bei Silas angekommen und hat alle Kinder erwischt (nach 1 Runde).

magische_tiere-strategy-children_first = Kinder zuerst
magische_tiere-strategy-light_first = Licht zuerst
magische_tiere-strategy-hold_cards = Karten aufheben
magische_tiere-strategy-place_all = Alles sofort einsetzen
magische_tiere-strategy-random = Zufall
magische_tiere-strategy-advisor = Ratgeber

magische_tiere-strategy_text-children_first = Würfel für die Schritte der Kinder zuerst; die Taschenlampe, wenn der Weg vor ihnen dunkel ist; Karten sofort nutzen.
magische_tiere-strategy_text-light_first = Erst den Weg beleuchten, dann laufen; Karten sofort nutzen.
magische_tiere-strategy_text-hold_cards = Einsetzen wie „Kinder zuerst“, aber Karten nur in der Not nutzen (wenn der Nachtwächter ein Kind erreichen könnte oder alle Kinder vor dunklen Plättchen warten).
magische_tiere-strategy_text-place_all = Jeden Würfel sofort einsetzen, der passt – nie freiwillig neu würfeln.
magische_tiere-strategy_text-random = Wählt zufällig unter allen erlaubten Zügen.

magische_tiere-error-strategy = Die Strategie „{ $name }“ gibt es nicht. Es gibt: { $names }.

magische_tiere-why-suggest = Vorschlag: { $move }. { $reasons }
magische_tiere-why-go = Keine Karte hilft gerade – weiter mit den Aktionen.
magische_tiere-why-finish = Ida hat den Nachtwächter abgelenkt: Das ist ein Sieg. Wer will, spielt in der Variante weiter, bis alle bei Silas sind.
magische_tiere-why-reroll = Keiner der { $n } Würfel hilft genug: Neu würfeln lohnt sich trotz der Mützen-Gefahr.
magische_tiere-why-reroll_one = Der Würfel hilft nicht genug: Neu würfeln lohnt sich trotz der Mützen-Gefahr.
magische_tiere-why-row-shoe = Schuh: Bis zu den dunklen Plättchen können die Kinder zusammen noch { $n } Schritte gehen.
magische_tiere-why-row-shoe_one = Schuh: Bis zu den dunklen Plättchen können die Kinder noch 1 Schritt gehen.
magische_tiere-why-row-light = Taschenlampe: { $n } Wegplättchen sind noch dunkel.
magische_tiere-why-row-light_one = Taschenlampe: 1 Wegplättchen ist noch dunkel.
magische_tiere-why-row-card = Karte: Im Stapel liegen noch { $n } Karten, die später helfen.
magische_tiere-why-row-card_one = Karte: Im Stapel liegt noch 1 Karte, die später hilft.
magische_tiere-why-row-ida = Ida: Sie ist { $n } Felder hinter dem Nachtwächter.
magische_tiere-why-row-ida_one = Ida: Sie ist 1 Feld hinter dem Nachtwächter.
magische_tiere-why-row-ida_win = Ida: Sie kann den Nachtwächter in dieser Runde erreichen – das gewinnt das Spiel!
magische_tiere-why-row-cap = Mütze: Der Joker passt nirgends besser.
magische_tiere-why-rest = Die übrigen { $n } Würfel werden neu gewürfelt: Sie können Besseres bringen (jeder Würfel zeigt in 1 von 6 Würfen eine Mütze).
magische_tiere-why-rest_one = Der übrige Würfel wird neu gewürfelt: Er kann Besseres bringen (er zeigt in 1 von 6 Würfen eine Mütze).
magische_tiere-why-step_home = { $child } erreicht damit Silas.
magische_tiere-why-step_rear = { $child } ist dem Nachtwächter am nächsten ({ $n } Felder vor ihm) und geht zuerst.
magische_tiere-why-step_rear_one = { $child } ist dem Nachtwächter am nächsten (1 Feld vor ihm) und geht zuerst.
magische_tiere-why-step_last = { $child } hat den längsten Weg vor sich ({ $n } Felder bis zu Silas) und geht zuerst.
magische_tiere-why-step_last_one = { $child } ist 1 Feld vor Silas und geht zuerst.
magische_tiere-why-stop = Kein Kind kann weitergehen.
magische_tiere-why-turn = { $face } zu { $target } zu drehen bringt am meisten.
magische_tiere-why-done = Kein Drehen hilft mehr.
magische_tiere-why-random = Zufällig gewählt.
magische_tiere-why-card-watchman_back = Der Nachtwächter kommt einem Kind zu nahe – einen Schritt zurück mit ihm!
magische_tiere-why-card-watchman_rests = Die Mützen auf der Leiste würden ihn laufen lassen – diese Karte hält ihn diese Runde an.
magische_tiere-why-card-ida_step = Jeder Schritt bringt Ida näher an den Nachtwächter.
magische_tiere-why-card-light_one = Der Weg vor den Kindern ist dunkel – ein Plättchen mehr Licht.
magische_tiere-why-card-light_two = Der Weg vor den Kindern ist dunkel – zwei Plättchen mehr Licht.
magische_tiere-why-card-turn_one = Ein Würfel zeigt etwas, das wenig hilft – drehen wir ihn.
magische_tiere-why-card-turn_two = Würfel zeigen etwas, das wenig hilft – drehen wir sie.
magische_tiere-why-card-reroll_cap_one = Eine Mütze weniger heißt: Der Nachtwächter läuft weniger.
magische_tiere-why-card-reroll_cap_two = Zwei Mützen weniger heißt: Der Nachtwächter läuft weniger.
magische_tiere-why-card-steps_two = Zwei Extraschritte bringen die Kinder weiter weg vom Nachtwächter.
magische_tiere-why-card-steps_three = Drei Extraschritte bringen die Kinder weiter weg vom Nachtwächter.

magische_tiere-lab-strategy = Strategie
magische_tiere-lab-games = Partien
magische_tiere-lab-ending-win = Sieg (%)
magische_tiere-lab-ending-narrow = Knapper Sieg (%)
magische_tiere-lab-ending-loss = Niederlage (%)
magische_tiere-lab-mean_turns = Runden (Mittel)
magische_tiere-lab-median_turns = Runden (Median)
magische_tiere-lab-share = Anteil der Partien (%)
magische_tiere-lab-endings_title = Wie enden die Partien?
magische_tiere-lab-length_title = Wie lange dauern sie?
magische_tiere-lab-turns = Runden bis zum Ende
magische_tiere-lab-progress = Partien
magische_tiere-lab-caps = Mützen in einem Wurf
magische_tiere-lab-fraction = Wahrscheinlichkeit (genau)
magische_tiere-lab-percent = Prozent
magische_tiere-lab-one_in = etwa 1 von …
magische_tiere-lab-caps_title = Wie viele Mützen bringt ein Wurf mit { $dice } Würfeln?
magische_tiere-lab-caps_title_one = Wie viele Mützen bringt ein Wurf mit 1 Würfel?

magische_tiere-why-plan = Unser Wunsch für diese Runde, soweit die Würfel reichen: { $plan }.
magische_tiere-why-nothing = nichts Besonderes
magische_tiere-why-no_fit = Keiner der { $n } Würfel passt in eine freie Leiste, darum werden sie noch einmal gewürfelt.
magische_tiere-why-no_fit_one = Der Würfel passt in keine freie Leiste, darum wird er noch einmal gewürfelt.
magische_tiere-why-all = Jeder Würfel, der passt, kommt jetzt auf die Ablagetafel: Jeder weitere Wurf könnte eine Mütze bringen.
magische_tiere-why-row-shoe_lit = Schuh: Der ganze Weg ist hell, und zusammen brauchen die Kinder noch { $n } Schritte bis zu Silas.
magische_tiere-why-row-shoe_lit_one = Schuh: Der ganze Weg ist hell, und die Kinder brauchen nur noch 1 Schritt bis zu Silas.
magische_tiere-why-rest_no_fit = Die anderen { $n } Würfel passen in keine freie Leiste und werden noch einmal gewürfelt.
magische_tiere-why-rest_no_fit_one = Der andere Würfel passt in keine freie Leiste und wird noch einmal gewürfelt.
magische_tiere-why-card-watchman_back_far = Jedes Feld zählt: Der Nachtwächter ist { $n } Felder hinter { $child }, und die Karte schickt ihn eines zurück.
magische_tiere-why-card-watchman_back_far_one = Der Nachtwächter ist nur 1 Feld hinter { $child }: Die Karte schickt ihn eines zurück.

magische_tiere-reason-ida = Ida ist { $n } Felder hinter dem Nachtwächter, und jeder Schritt bringt sie näher
magische_tiere-reason-ida_one = Ida ist nur noch 1 Feld hinter dem Nachtwächter
magische_tiere-reason-light = { $n } Wegplättchen sind noch dunkel, und die Kinder dürfen nur auf helle gehen
magische_tiere-reason-light_one = nur noch 1 Wegplättchen ist dunkel
magische_tiere-reason-card = { $n } Karten warten im Stapel, und Karten helfen später
magische_tiere-reason-card_one = die letzte Karte wartet im Stapel
magische_tiere-reason-shoe = damit die Kinder weitergehen: { $child } ist { $n } Felder vor dem Nachtwächter
magische_tiere-reason-shoe_one = damit die Kinder weitergehen: { $child } ist nur 1 Feld vor dem Nachtwächter
magische_tiere-reason-cap = der Dino passt sonst nirgends hin; in der Nachtwächter-Leiste liegen { $n } Mützen
magische_tiere-reason-cap_one = der Dino passt sonst nirgends hin; in der Nachtwächter-Leiste liegt 1 Mütze
magische_tiere-reason-home = { $n } Kinder sind schon bei Silas, die anderen folgen
magische_tiere-reason-home_one = 1 Kind ist schon bei Silas, die anderen folgen
magische_tiere-reason-reroll = { $child } ist { $n } Felder vor dem Nachtwächter, darum lohnt es sich, die losen Würfel noch einmal zu würfeln
magische_tiere-reason-reroll_one = { $child } ist nur 1 Feld vor dem Nachtwächter, und trotzdem lohnt es sich, die losen Würfel noch einmal zu würfeln
magische_tiere-reason-step_home = { $child } erreicht Silas
magische_tiere-reason-step = { $child } ist { $n } Felder vor dem Nachtwächter, am nächsten bei ihm
magische_tiere-reason-step_one = { $child } ist nur 1 Feld vor dem Nachtwächter
magische_tiere-reason-stop = kein Kind kann weitergehen: nur { $n } Wegplättchen sind hell
magische_tiere-reason-stop_one = kein Kind kann weitergehen: nur 1 Wegplättchen ist hell
magische_tiere-reason-go = alle Würfel liegen auf der Ablagetafel; der Nachtwächter geht für { $n } Mützen
magische_tiere-reason-go_one = alle Würfel liegen auf der Ablagetafel; der Nachtwächter geht für 1 Mütze
magische_tiere-reason-go_safe = alle Würfel liegen auf der Ablagetafel, und der Nachtwächter bleibt stehen
magische_tiere-reason-back = { $child } ist nur { $n } Felder vor dem Nachtwächter: ein Schritt zurück mit ihm
magische_tiere-reason-back_one = { $child } ist nur 1 Feld vor dem Nachtwächter: ein Schritt zurück mit ihm
magische_tiere-reason-caps_card = { $n } Mützen in seiner Leiste würden den Nachtwächter gehen lassen
magische_tiere-reason-caps_card_one = 1 Mütze in seiner Leiste würde den Nachtwächter gehen lassen
magische_tiere-reason-turn_card = die Würfel zeigen { $faces }, und einer davon kann etwas Nützlicheres werden
magische_tiere-reason-turn_card_one = der Würfel zeigt { $faces } und kann etwas Nützlicheres werden
magische_tiere-reason-turn = { $target } hilft jetzt mehr als { $face }
magische_tiere-reason-done = die Würfel bleiben, wie sie sind: { $faces }
magische_tiere-reason-done_one = der Würfel bleibt, wie er ist: { $faces }
magische_tiere-reason-continue = { $n } Kinder wollen noch zu Silas
magische_tiere-reason-continue_one = 1 Kind will noch zu Silas
magische_tiere-reason-finish = Ida hat den Nachtwächter erreicht, und das gewinnt das Spiel
magische_tiere-reason-chance = der Zufall entscheidet

magische_tiere-ui-no_click = Hier gibt es gerade nichts anzuklicken. Jetzt ist dran: { $expected } – nutzt die Knöpfe.
magische_tiere-ui-choose_dice = Klickt erst die Würfel an, die ihr einsetzen wollt (oder eine Leiste: dann alle Würfel mit diesem Symbol), dann „Auswahl einsetzen“.
magische_tiere-ui-joker_row = Der Dino ist ein Joker: Klickt die Leiste an, auf die er soll.
magische_tiere-ui-choose_turn = Klickt einen Würfel an und dann die Leiste mit dem Symbol, das er zeigen soll.
magische_tiere-ui-no_child = Auf diesem Feld steht kein Kind, das gehen kann.

magische_tiere-lab-card = Karte
magische_tiere-lab-card_effect = Was sie tut
magische_tiere-lab-card_count = Anzahl (Annahme)

magische_tiere-error-row_done = Die { $row } war in diesem Zug schon dran: Ein neu gewürfelter Würfel kann nicht mehr dorthin und wird noch einmal gewürfelt.

magische_tiere-save-at-start = auf dem lila Startfeld
magische_tiere-save-at-p = auf lila Feld { $n }
magische_tiere-save-at-t = auf Wegplättchen { $n }
magische_tiere-save-at-silas = bei Silas
magische_tiere-save-at-r = auf rotem Feld { $n }
magische_tiere-save-at-o = auf orangem Feld { $n }
magische_tiere-save-setup = Die Aufstellung geht so nicht: „{ $part }“ hat einen Wert, der nicht passt („{ $value }“).
magische_tiere-save-turn = Spieler { $turn } soll an der Reihe sein, aber es spielen nur { $players } Personen mit.
magische_tiere-save-caught_twice = „{ $item }“ steht zweimal bei den erwischten Kindern.
magische_tiere-save-covered_twice = Die Leiste „{ $item }“ steht zweimal bei den abgedeckten Leisten.
magische_tiere-save-ending = Das Spiel ist in der Phase „{ $phase }“, aber beim Spielende steht „{ $ending }“: Nur ein beendetes Spiel hat ein Ende, und ein beendetes Spiel muss eins haben.
magische_tiere-save-resume = In der Phase „{ $phase }“ kann das Spiel nicht darauf warten, zu „{ $resume }“ zurückzukehren.
magische_tiere-save-roll_needs = Gleich sollen die blauen Würfel rollen, aber kein blauer Würfel liegt bereit, oder die Würfel zeigen schon etwas.
magische_tiere-save-roll_white_needs = Gleich soll der weiße Würfel rollen, aber er liegt nicht bereit, oder die anderen Würfel passen nicht dazu.
magische_tiere-save-place_needs = Beim Einsetzen müssen die gewürfelten Würfel genau die losen Würfel sein: lose blaue Würfel: { $loose }, blaue Würfel mit einem Symbol: { $rolled }.
magische_tiere-save-all_placed = In der Phase „{ $phase }“ müssen alle Würfel auf der Ablagetafel liegen, aber einige sind noch lose ({ $loose }) oder zeigen noch einen Wurf.
magische_tiere-save-forced = „forced“ (mit einer Karte neu gewürfelte Würfel müssen eingesetzt werden) geht nur, solange Würfel eingesetzt werden.
magische_tiere-save-caps_now = „caps_now“ zählt die Mützen des Wurfs, der gerade eingesetzt wird; jetzt gibt es keinen solchen Wurf, also muss dort 0 stehen, nicht { $caps }.
magische_tiere-save-caps_now_count = „caps_now“ zählt die Mützen dieses Wurfs ({ $n }), aber auf der Nachtwächter-Leiste und bei den losen Würfeln liegen weniger Mützen.
magische_tiere-save-turns_left = „turns_left“ ist { $turns }: Nur während eine Karte Würfel dreht, können Drehungen übrig sein (und dann mindestens 1).
magische_tiere-save-steps_none = Die Kinder verteilen Schritte, aber es sind keine Schritte mehr übrig.
magische_tiere-save-steps_left = Übrige Schritte: { $steps }. Aber in der Phase „{ $phase }“ verteilt niemand Schritte.
magische_tiere-save-acting = „acting“ und „row“ passen nicht zusammen: Die Aktionen laufen genau dann, wenn eine der Leisten an der Reihe ist.
magische_tiere-save-not_acting = Noch ist keine Leiste an der Reihe, also kann keine Aktion übrig sein ({ $left }) und keine Karte gezogen worden sein ({ $drew }).
magische_tiere-save-draw_needs = Eine Karte wird nur gezogen, wenn die Karten-Leiste an der Reihe ist und noch ein Zug übrig ist.
magische_tiere-save-acting_roll = Während der Aktionen wird nur gewürfelt, wenn eine Karte direkt nach der Karten-Leiste Mützen zurückgeschickt hat.
magische_tiere-save-acting_ready = Die Aktionen halten nur nach der Karten-Leiste an (für die eben gezogenen Karten).
magische_tiere-save-white_twice = Der weiße Würfel ist an zwei Stellen zugleich (auf der Ablagetafel und lose, oder zweimal auf der Ablagetafel).
magische_tiere-save-white_not_earned = Der weiße Würfel wird benutzt, aber er liegt noch auf dem Zielplättchen bei Silas: Noch kein Kind ist bei Silas angekommen.
magische_tiere-save-dice_count = Im Spiel gibt es { $total } Würfel ({ $blue } blaue, { $white } weiße), aber hier sind es { $found }: { $tray } auf der Ablagetafel, { $loose } lose und { $idle } zur Seite gelegt.
magische_tiere-save-blue_count = Es gibt nur { $blue } blaue Würfel, aber hier sind es { $found } (auf der Ablagetafel und lose).
magische_tiere-save-cap_not_placed = Lose Würfel zeigen die Nachtwächtermütze ({ $n }), obwohl auf der Nachtwächter-Leiste Platz ist: Mützen kommen sofort dorthin.
magische_tiere-save-ida_dice_early = Auf der Ida-Leiste liegen Würfel ({ $n }), aber Ida wartet noch auf der Ablagetafel: Ihre Leiste ist abgedeckt, bis sie ins Spiel kommt.
magische_tiere-save-left = Übrige Aktionen der { $row }: { $n }. Aber die Leiste zeigt nur { $value }.
magische_tiere-save-card_count = Zu viele Karten „{ $card }“: { $pile } im Stapel und { $hand } vor euch, aber im Spiel gibt es { $total }.
magische_tiere-save-drew = Karten in diesem Zug gezogen: { $n }. Aber im ganzen Spiel wurden nur { $drawn } vom Stapel genommen.
magische_tiere-save-drew_row = Karten in diesem Zug gezogen (und noch zu ziehen): { $n }. Aber die Karten-Leiste erlaubt nur { $value }.
magische_tiere-save-no_card_for_resting = Der Nachtwächter bleibt in diesem Zug stehen, aber keine Karte „{ $card }“ wurde genutzt.
magische_tiere-save-no_card_for_forced = Mützen wurden mit einer Karte neu gewürfelt, aber keine solche Karte (wie „{ $card }“) wurde genutzt.
magische_tiere-save-no_card_for_turning = Würfel werden mit einer Karte gedreht, aber keine solche Karte (wie „{ $card }“) wurde genutzt.
magische_tiere-save-child_dark = { $child } steht { $at }, aber das Plättchen ist noch dunkel (beleuchtete Wegplättchen: { $lit }). Kinder dürfen nur auf beleuchtete Plättchen laufen.
magische_tiere-save-child_dark_silas = { $child } ist bei Silas, aber nicht alle Wegplättchen sind beleuchtet ({ $lit } von { $tiles }). Der Weg zu Silas führt über alle.
magische_tiere-save-ida_dark = Ida steht { $at }, aber das Plättchen ist noch dunkel (beleuchtete Wegplättchen: { $lit }). Ida darf nur auf beleuchtete Plättchen laufen.
magische_tiere-save-ida_dark_silas = Ida ist bei Silas, aber nicht alle Wegplättchen sind beleuchtet ({ $lit } von { $tiles }). Der Weg zu Silas führt über alle.
magische_tiere-save-caught_early = { $child } gilt als erwischt, aber der Nachtwächter (er steht { $watchman }) war noch nie auf dem lila Startfeld: Erst ab dort erwischt er Kinder.
magische_tiere-save-caught_ahead = { $child } wurde { $at } erwischt, aber der Nachtwächter steht erst { $watchman }: Er erwischt ein Kind auf seinem Feld oder wenn er an ihm vorbeiläuft.
magische_tiere-save-caught_at_silas = { $child } gilt bei Silas als erwischt, aber dort erwischt der Nachtwächter Kinder nur, wenn er ankommt, und dann ist das Spiel verloren.
magische_tiere-save-child_not_caught = { $child } steht { $at }, aber der Nachtwächter steht { $watchman }, auf demselben Feld oder weiter vorn: Er hätte { $child } schon erwischt.
magische_tiere-save-ida_not_entered = Der Nachtwächter steht { $watchman }, also muss Ida im Spiel sein: Sie kommt ins Spiel, sobald er das lila Startfeld erreicht. Bis dahin wartet sie auf der Ablagetafel, und ihre Leiste bleibt abgedeckt.
magische_tiere-save-variant_without_ida = Das Spiel geht weiter, nachdem Ida den Nachtwächter abgelenkt hat, aber Ida ist gar nicht im Spiel.
magische_tiere-save-ida_too_early = Ida steht { $ida }, aber der Nachtwächter (er steht { $watchman }) war noch nie auf dem lila Startfeld: Bis dahin wartet Ida auf der Ablagetafel.
magische_tiere-save-not_met = Ida (sie steht { $ida }) hat den Nachtwächter (er steht { $watchman }) nicht erreicht, aber laut Spielstand hat sie ihn abgelenkt.
magische_tiere-save-ida_met = Ida steht { $ida } und der Nachtwächter { $watchman }: Sie hat ihn erreicht, also hätte sie ihn schon abgelenkt.
magische_tiere-save-watchman_at_silas = Der Nachtwächter ist bei Silas, aber das Spiel ist nicht verloren: Wenn er dort ankommt, endet das Spiel.
magische_tiere-save-variant_caught = Das Spiel geht weiter, nachdem Ida den Nachtwächter abgelenkt hat, aber { $child } gilt noch als erwischt: Ab dann fangen erwischte Kinder wieder auf dem lila Startfeld an.
magische_tiere-save-white_owned = Ihr habt den weißen Würfel, aber kein Kind ist bei Silas angekommen: Ihr bekommt ihn erst, wenn das erste Kind dort ankommt.
magische_tiere-save-white_not_taken = Ein Kind ist bei Silas, aber ihr habt den weißen Würfel nicht: Ihr nehmt ihn, sobald das erste Kind dort ankommt.
magische_tiere-save-steps_nobody = Die Kinder verteilen Schritte, aber kein Kind kann einen Schritt machen.
magische_tiere-save-covered-card = Die Karten-Leiste ist abgedeckt, aber im Stapel liegen noch Karten: Sie wird erst abgedeckt, wenn der Stapel leer ist.
magische_tiere-save-uncovered-card = Der Kartenstapel ist leer, aber die Karten-Leiste ist nicht abgedeckt: Sobald der Stapel leer ist, wird sie abgedeckt.
magische_tiere-save-covered-light = Die Taschenlampen-Leiste ist abgedeckt, aber erst { $lit } von { $tiles } Wegplättchen sind beleuchtet: Sie wird erst abgedeckt, wenn alle beleuchtet sind.
magische_tiere-save-uncovered-light = Alle Wegplättchen sind beleuchtet ({ $lit } von { $tiles }), aber die Taschenlampen-Leiste ist nicht abgedeckt: Sobald alle beleuchtet sind, wird sie abgedeckt.
magische_tiere-save-covered-shoe = Die Schuh-Leiste ist abgedeckt, aber ein Kind ist noch unterwegs: Sie wird erst abgedeckt, wenn kein Kind mehr unterwegs ist.
magische_tiere-save-uncovered-shoe = Kein Kind ist mehr unterwegs (jedes ist erwischt oder bei Silas), aber die Schuh-Leiste ist nicht abgedeckt.
magische_tiere-save-covered-cap = Die Nachtwächter-Leiste ist abgedeckt, aber ihr spielt nicht weiter, nachdem Ida den Nachtwächter abgelenkt hat: Nur dann wird sie abgedeckt.
magische_tiere-save-uncovered-cap = Ihr spielt weiter, nachdem Ida den Nachtwächter abgelenkt hat, aber die Nachtwächter-Leiste ist nicht abgedeckt.
magische_tiere-save-covered-ida = Die Ida-Leiste ist abgedeckt, aber Ida ist im Spiel: Ihre Leiste wird aufgedeckt, wenn sie ins Spiel kommt.
magische_tiere-save-uncovered-ida = Ida wartet noch auf der Ablagetafel, aber ihre Leiste ist nicht abgedeckt: Sie bleibt abgedeckt, bis Ida ins Spiel kommt.
magische_tiere-save-all_home = Alle vier Kinder sind bei Silas, aber das Spiel ist nicht zu Ende: Das ist doch der Sieg!
magische_tiere-save-win_not_home = Das Spiel gilt als gewonnen, aber nicht alle vier Kinder sind bei Silas (nur { $n }).
magische_tiere-save-loss_not_caught = Das Spiel gilt als verloren, aber der Nachtwächter ist nicht bei Silas, oder nicht alle Kinder sind erwischt (erwischt: { $n }).
magische_tiere-save-variant_ending = Ihr habt weitergespielt, nachdem Ida den Nachtwächter abgelenkt hat: Dann kann das Spiel nur damit enden, dass alle Kinder bei Silas sind.
magische_tiere-save-steps_too_many = Übrige Schritte: { $n }. Aber die Schuh-Leiste und die genutzten Schritt-Karten geben höchstens { $most }.
magische_tiere-save-resume_missing = In der Phase „{ $phase }“ muss das Spiel wissen, wohin es danach zurückkehrt, aber „resume“ ist leer.
magische_tiere-save-distracted_without_ida = Laut Spielstand hat Ida den Nachtwächter abgelenkt, aber Ida ist noch gar nicht im Spiel.
magische_tiere-save-row_for_phase = In der Phase „{ $phase }“ ohne Karte muss eine der Leisten gerade an der Reihe sein (Schuh-Leiste: Schritte; Nachtwächter- oder Ida-Leiste: Ida erreicht den Nachtwächter), aber bei „row“ steht { $row }.
magische_tiere-save-draw_empty = Gleich soll eine Karte gezogen werden, aber der Stapel ist leer.
magische_tiere-save-turn_order = Nach { $turns } beendeten Zügen mit { $players } Spielern ist Spieler { $expected } an der Reihe (im Uhrzeigersinn), nicht Spieler { $turn }.

magische_tiere-why-played = { $move }. { $reasons }
