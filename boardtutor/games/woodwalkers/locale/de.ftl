woodwalkers-title = Woodwalkers – Das Duell

woodwalkers-rulebook = Woodwalkers-Spielregel

woodwalkers-section-setup = Spielmaterial und Spielaufbau
woodwalkers-section-battle_mode = Rundenstart: die Wahl des Kampfmodus-Plättchens
woodwalkers-section-moving = Der Zug
woodwalkers-section-forest = Der Zug, b) verdecktes Wald-Plättchen
woodwalkers-section-duel = Das Duell
woodwalkers-section-round_end = Die Runde endet
woodwalkers-section-two_players = Die Runde endet (Spiel zu zweit)
woodwalkers-section-score_track = Die Runde endet (Punkteleiste)
woodwalkers-section-winner = Die Runde endet (Sieg und Gleichstand)
woodwalkers-section-game_end = Spielende
woodwalkers-section-night = Mitternachtsduell

woodwalkers-animal-wolf = Wolf
woodwalkers-animal-otter = Otter
woodwalkers-animal-bison = Bison
woodwalkers-animal-puma = Puma
woodwalkers-animal-squirrel = Hörnchen
woodwalkers-animal-raven = Rabe
woodwalkers-animal-bear = Bär

woodwalkers-category-endurance = Ausdauer
woodwalkers-category-speed = Schnelligkeit
woodwalkers-category-intelligence = Intelligenz
woodwalkers-category-strength = Stärke

woodwalkers-colour-orange = Orange
woodwalkers-colour-blue = Blau
woodwalkers-colour-green = Grün
woodwalkers-colour-purple = Lila

woodwalkers-seat = { $colour }

woodwalkers-forest-flag = Fahne ({ $value } Punkte)
woodwalkers-forest-medicine = Sherris Medizin
woodwalkers-forest-die = Würfel-Plättchen
woodwalkers-forest-points = Punkte-Plättchen

woodwalkers-phase-setup_draw = Aufbau: drei Kampfmodus-Plättchen werden aufgedeckt
woodwalkers-phase-refill = die Auslage wird mit einem Plättchen vom Stapel aufgefüllt
woodwalkers-phase-choose = Kampfmodus wählen
woodwalkers-phase-roll_or_skip = würfeln oder aussetzen
woodwalkers-phase-roll = der Würfel rollt
woodwalkers-phase-move = ein Tier ziehen
woodwalkers-phase-reveal = ein Wald-Plättchen wird aufgedeckt
woodwalkers-phase-guess = raten, welches Tier angreift
woodwalkers-phase-duel_roll_challenger = der Herausforderer würfelt
woodwalkers-phase-duel_roll_defender = der Verteidiger würfelt
woodwalkers-phase-duel_reroll = es wird neu gewürfelt
woodwalkers-phase-duel_decide = Ergebnis annehmen oder neu würfeln
woodwalkers-phase-return = ein freies eigenes Startfeld wählen
woodwalkers-phase-end = Spielende

woodwalkers-next-setup_draw = Aufbau: Die Auslage bekommt drei Kampfmodus-Plättchen vom verdeckten Stapel.
woodwalkers-next-refill = Ein neues Kampfmodus-Plättchen kommt vom Stapel in die Auslage.
woodwalkers-next-choose = { $name } hat den Kampfmodus-Marker und wählt die Kategorie dieser Runde.
woodwalkers-next-roll_or_skip = { $name } ist dran: würfeln oder diesmal aussetzen.
woodwalkers-next-roll = { $name } würfelt …
woodwalkers-next-move = { $name } hat eine { $die } gewürfelt und zieht ein Tier bis zu { $die } Felder weit.
woodwalkers-next-reveal = { $name } deckt das Wald-Plättchen auf …
woodwalkers-next-guess = Duell! Der Verteidiger rät, welches Tier angreift.
woodwalkers-next-duel_roll_challenger = Duell! Zuerst würfelt der Herausforderer …
woodwalkers-next-duel_roll_defender = Duell! Jetzt würfelt der Verteidiger …
woodwalkers-next-duel_reroll = Duell! Es wird mit dem Würfel-Plättchen neu gewürfelt …
woodwalkers-next-duel_decide = Duell! Annehmen oder das Würfel-Plättchen einsetzen?
woodwalkers-next-return = Das verlorene Tier muss zurück auf ein freies eigenes Startfeld.

woodwalkers-action-choose = { $name } wählt { $category }
woodwalkers-action-draw = Vom Stapel kommt { $category }
woodwalkers-action-roll = { $name } würfelt
woodwalkers-action-skip = { $name } setzt aus
woodwalkers-action-move = { $name } zieht { $animal } von { $origin } nach { $target }
woodwalkers-action-move_duel = { $name } zieht { $animal } von { $origin } auf { $target } – Duell!
woodwalkers-action-stay = { $name } bleibt stehen
woodwalkers-action-reroll = { $name } setzt das Würfel-Plättchen ein und würfelt neu
woodwalkers-action-medicine = { $name } heilt { $animal } mit Sherris Medizin
woodwalkers-action-guess = { $name } tippt darauf, dass { $animal } angreift
woodwalkers-action-accept = { $name } nimmt das Ergebnis an
woodwalkers-action-return = { $name } stellt das Tier zurück auf { $field }
woodwalkers-action-die = Der Würfel zeigt { $face }
woodwalkers-action-reveal = Unter dem Wald-Plättchen: { $tile }

woodwalkers-error-notation = „{ $text }“ verstehe ich nicht. Beispiele: „roll“, „skip“, „b1-b4“, „choose strength“, „medicine wolf“.
woodwalkers-error-arrangement = Jede Aufstellung braucht genau diese sieben Tiere: { $animals }.
woodwalkers-error-impossible_outcome = „{ $action }“ kann gerade nicht herauskommen.
woodwalkers-error-chance_pending = Erst entscheidet der Zufall: { $event }.
woodwalkers-error-not_in_display = { $category } liegt nicht in der Auslage.
woodwalkers-error-no_medicine = Du hast keine Medizin von Sherri.
woodwalkers-error-no_wound = Bei { $animal } gibt es keine Wunde zu heilen.
woodwalkers-error-no_die_tile = Du hast kein Würfel-Plättchen zum Neuwürfeln.
woodwalkers-error-return_field = { $field } ist kein freies eigenes Startfeld.
woodwalkers-error-wrong_time = „{ $action }“ geht jetzt nicht. Jetzt ist dran: { $expected }.
woodwalkers-error-not_your_animal = Auf { $field } steht keines deiner Tiere.
woodwalkers-error-off_board = { $field } ist kein Feld des Spielplans.
woodwalkers-error-foreign_start = { $field } ist ein Startfeld eines anderen Spielers. Dorthin darfst du nie ziehen.
woodwalkers-error-back_to_start = { $field } ist dein Startfeld. Wer die Startfelder einmal verlassen hat, darf nicht mehr zurück.
woodwalkers-error-own_animal = Auf { $field } steht schon eines deiner eigenen Tiere.
woodwalkers-error-same_field = Ein Zug muss das Tier auf ein anderes Feld bringen. Wer stehen bleiben will, wählt „stay“.
woodwalkers-error-too_far = Zu weit: Dorthin brauchst du mindestens { $steps } Schritte, gewürfelt ist eine { $die }.
woodwalkers-error-blocked = { $field } ist mit { $die } Schritten nicht erreichbar: Tiere versperren den Weg (man darf nicht über sie springen, und diagonal ziehen geht nicht).

woodwalkers-outcome-points = { $name } gewinnt – Punktestand: { $points }.
woodwalkers-outcome-flags = Gleichstand beim Punktestand ({ $points }) – { $name } gewinnt, weil mehr Tiere auf Fahnen stehen ({ $flags }).
woodwalkers-outcome-wounds = Gleichstand bei Punkten und Fahnen – { $name } gewinnt mit den wenigsten Wunden ({ $wounds }).
woodwalkers-outcome-shared = Alles gleich (Punktestand { $points }): { $names } gewinnen gemeinsam.

woodwalkers-action-noguess = { $name } verzichtet aufs Raten

woodwalkers-ui-no_move_now = Jetzt wird nicht gezogen. Als Nächstes: { $expected }. Nutze die Knöpfe unter dem Brett.
woodwalkers-ui-stuck = Das Tier auf { $field } kann mit { $die } Schritten nirgends hin.
woodwalkers-ui-choose_animal = Wähle zuerst eines deiner Tiere (ein markiertes Feld), dann sein Ziel.

woodwalkers-option-variant = Variante
woodwalkers-option-variant-day = Tag (Grundspiel)
woodwalkers-option-variant-night = Nacht (Mitternachtsduell)

woodwalkers-save-no_field = „{ $where }“: „{ $field }“ ist kein Feld des Spielplans.
woodwalkers-save-not_forest = „{ $where }“: „{ $field }“ ist kein Waldfeld (eines der hellen Felder in der Mitte, auf denen Wald-Plättchen liegen).
woodwalkers-save-wound_count = „{ $where }“: { $count } Wunden sind unmöglich. Ein Tier auf dem Spielplan hat 0, 1 oder 2 Wunden – die dritte Wunde nimmt es aus dem Spiel.
woodwalkers-save-listed_twice = In „{ $where }“ steht { $item } zweimal.
woodwalkers-save-per_seat = „{ $field }“ hat { $count } Einträge, aber es spielen { $players } Personen: Es braucht genau einen für jeden Spieler.
woodwalkers-save-seat = „{ $place }“ nennt Spieler Nummer { $seat }, aber bei { $players } Spielern gibt es nur die Nummern 0 bis { $last }.
woodwalkers-save-flag_value = Die Fahne auf { $field } ist { $value } Punkte wert, aber Fahnen gibt es nur mit den Werten { $values }.
woodwalkers-save-phase_needs = In der Phase „{ $phase }“ muss „{ $field }“ ausgefüllt sein, aber es ist leer (null).
woodwalkers-save-phase_forbids = In der Phase „{ $phase }“ muss „{ $field }“ leer sein (null).
woodwalkers-save-place-duel = im Duell
woodwalkers-save-place-return = auf dem Weg zurück zu einem Startfeld
woodwalkers-save-foreign_start = Das Tier „{ $animal }“ von { $name } steht auf { $field }, aber das ist kein Startfeld von { $name }. Auf die Startfelder einer anderen Farbe darf nie ein Tier.
woodwalkers-save-on_hidden = Das Tier „{ $animal }“ von { $name } steht auf { $field }, aber das Wald-Plättchen dort liegt noch verdeckt. Wer auf ein verdecktes Plättchen zieht, deckt es sofort auf.
woodwalkers-save-removed_in_play = Das Tier „{ $animal }“ von { $name } hat seine dritte Wunde bekommen und ist aus dem Spiel (es fehlt bei „wounds“), aber es ist noch da: { $place }.
woodwalkers-save-animal_missing = Das Tier „{ $animal }“ von { $name } steht nirgends auf dem Spielplan, obwohl es noch im Spiel ist (es hat keine dritte Wunde bekommen).
woodwalkers-save-animal_twice = Das Tier „{ $animal }“ von { $name } ist an zwei Orten zugleich: { $first } und { $second }. Jedes Tier gibt es nur einmal.
woodwalkers-save-pool_too_many = Unter den verdeckten Wald-Plättchen sind { $count }-mal { $tile }, aber davon gibt es nur { $total }.
woodwalkers-save-flag_hidden = { $field } steht als verdeckt da und zugleich als aufgedeckte Fahne.
woodwalkers-save-pool_hidden = Auf dem Spielplan liegen { $hidden } Wald-Plättchen verdeckt, aber der verdeckte Vorrat zählt { $pool }. Beides muss gleich sein.
woodwalkers-save-flags_count = Offen liegen { $shown } Fahnen mit dem Wert { $value }, aber nach dem verdeckten Vorrat müssten es { $expected } sein.
woodwalkers-save-taken_count = { $fields } Waldfelder sind aufgedeckt und haben keine Fahne, aber im Vorrat fehlen { $taken } Plättchen ohne Fahne (Medizin, Würfel, Punkte). Beides muss gleich sein.
woodwalkers-save-inventory_count = Plättchen „{ $tile }“ vor den Spielern: { $held }. Im Wald wurden aber nur { $taken } davon gefunden.
woodwalkers-save-battle_tiles = Vom Kampfmodus { $category } gibt es { $total } Plättchen, aber in diesem Spiel sind es { $count } (Stapel, Auslage, Ablagestapel und das Plättchen dieser Runde zusammen).
woodwalkers-save-display_size = In der Auslage liegen { $count } Kampfmodus-Plättchen; jetzt müssen es { $expected } sein.
woodwalkers-save-stack_empty = Es soll ein Plättchen vom Kampfmodus-Stapel gezogen werden, aber der Stapel ist leer.
woodwalkers-save-last_round = „last_round“ ist { $value }, aber das passt nicht: Die letzte Runde beginnt, wenn der Kampfmodus gewählt wird und der Stapel schon leer ist; danach ist das Spiel zu Ende.
woodwalkers-save-turn_marker = Jetzt ist der Spieler mit dem Kampfmodus-Marker dran ({ $marker }), aber bei „turn“ steht { $turn }.
woodwalkers-save-setup_played = Das Spiel wird noch aufgebaut (die ersten drei Kampfmodus-Plättchen werden aufgedeckt), aber „{ $field }“ zeigt schon ein laufendes Spiel.
woodwalkers-save-pending_reveal = { $name } soll jetzt das Wald-Plättchen auf { $field } aufdecken, aber dort steht kein Tier von { $name } auf einem Waldfeld, dessen Plättchen noch aufzudecken ist.
woodwalkers-save-pending_return = { $name } soll das Tier „{ $animal }“ auf ein Startfeld zurückstellen, aber das passt nicht zum letzten Duell.
woodwalkers-save-event = „event“ (was gerade passiert ist) passt nicht zum Rest des Spiels.
woodwalkers-save-final_flags = „final_flags“ (die Fahnenpunkte am Spielende) passt nicht zu den Tieren, die auf Fahnen stehen.
woodwalkers-save-score_too_high = Alle Spieler zusammen haben { $total } Punkte, aber in einem Spiel zu { $players } sind höchstens { $limit } möglich.
woodwalkers-save-duel_self = Im Duell kämpft { $name } gegen sich selbst. Herausforderer und Verteidiger müssen verschiedene Spieler sein.
woodwalkers-save-duel_challenger = Im Duell greift { $challenger } an, aber am Zug ist { $turn }. Angreifen kann nur, wer am Zug ist.
woodwalkers-save-duel_deciding = Im Duell soll { $name } entscheiden, aber { $name } kämpft gar nicht mit.
woodwalkers-save-duel_defender = Im Duell verteidigt das Tier „{ $animal }“ von { $name } das Feld { $field }, aber es steht gar nicht dort.
woodwalkers-save-duel_origin = Das angreifende Tier kam von { $origin }, aber dort steht jetzt ein anderes Tier (oder es ist das Feld des Duells selbst).
woodwalkers-save-duel_distance = Von { $origin } nach { $field } sind es mindestens { $steps } Schritte, aber der Würfel zeigt { $die }.
woodwalkers-save-duel_field = Ein Duell auf { $field } ist unmöglich: Auf die Startfelder einer anderen Farbe und von dort aus darf kein Tier angreifen.
woodwalkers-save-duel_category = Das Duell wird in { $category } ausgetragen, aber der Kampfmodus dieser Runde ist { $round }.
woodwalkers-save-guess_day = Das angreifende Tier wird nur im Mitternachtsduell (Nachtseite) geraten, nicht in einem Spiel auf der Tagseite.
woodwalkers-save-last_duel_value = Im letzten Duell hatte das Tier „{ $animal }“ in { $category } den Wert { $value }; möglich sind nur { $low } bis { $high } (Kartenwert minus höchstens 2 Wunden).
woodwalkers-save-last_duel_bonus = Im letzten Duell passen die Bonuspunkte fürs Raten nicht zum Tipp.
woodwalkers-save-last_duel_sum = Im letzten Duell stimmt die Summe nicht: Eingetragen ist { $total }, aber Wert + Bonus + Würfel ergeben { $expected }.
woodwalkers-save-last_duel_winner = Im letzten Duell stand es { $c_total } gegen { $d_total }, also hat { $winner } gewonnen (bei Gleichstand gewinnt der Verteidiger) – aber im Spielstand steht jemand anderes.
woodwalkers-save-last_duel_return = Nach dem letzten Duell ging das Tier des Verlierers zurück auf { $field }, aber das ist kein eigenes Startfeld des Verlierers (oder das Tier war schon aus dem Spiel).
woodwalkers-save-last_duel_removed = Beim letzten Duell steht, ob das Tier „{ $animal }“ von { $name } aus dem Spiel genommen wurde, aber bei „wounds“ steht das Gegenteil.
woodwalkers-save-setup_spec = Der Aufbau lässt sich nicht verwenden: „{ $part }“ ist nicht richtig aufgeschrieben.
woodwalkers-save-setup_unknown = Der Aufbau lässt sich nicht verwenden: „{ $part }“ kenne ich nicht. Möglich sind: { $parts }.
woodwalkers-save-setup_place = Der Aufbau lässt sich nicht verwenden: Auf { $field } steht kein Tier, also kann auch keines von dort weggestellt werden.
woodwalkers-save-setup_flag = Der Aufbau lässt sich nicht verwenden: Auf { $field } liegt kein verdecktes Wald-Plättchen, das als Fahne aufgedeckt werden könnte.
woodwalkers-save-score_points = Alle Spieler zusammen haben nur { $total } Punkte, aber es wurden schon Punkte-Plättchen gefunden: { $taken } (jedes bringt einen Punkt).
woodwalkers-save-setup_field = Der Aufbau lässt sich nicht verwenden: „{ $part }“: { $field } ist kein Feld des Spielplans.

woodwalkers-animal-nom-wolf = der Wolf
woodwalkers-animal-acc-wolf = den Wolf
woodwalkers-animal-nom-otter = der Otter
woodwalkers-animal-acc-otter = den Otter
woodwalkers-animal-nom-bison = das Bison
woodwalkers-animal-acc-bison = das Bison
woodwalkers-animal-nom-puma = der Puma
woodwalkers-animal-acc-puma = den Puma
woodwalkers-animal-nom-squirrel = das Hörnchen
woodwalkers-animal-acc-squirrel = das Hörnchen
woodwalkers-animal-nom-raven = der Rabe
woodwalkers-animal-acc-raven = den Raben
woodwalkers-animal-nom-bear = der Bär
woodwalkers-animal-acc-bear = den Bären

woodwalkers-phase-arrange = die Tiere werden geheim verdeckt hingelegt

woodwalkers-next-arrange = Aufbau bei Nacht: { $name } schaut sich die Tier-Plättchen geheim an und legt sie verdeckt auf die Startfelder.
woodwalkers-next-duel_decide_medicine = Duell! Annehmen oder vorher ein Tier mit Sherris Medizin heilen?
woodwalkers-next-duel_decide_both = Duell! Annehmen, das Würfel-Plättchen einsetzen oder ein Tier mit Sherris Medizin heilen?

woodwalkers-action-move_hidden = { $name } zieht ein Tier von { $origin } nach { $target }
woodwalkers-action-move_duel_hidden = { $name } zieht ein Tier von { $origin } auf { $target } – Duell!
woodwalkers-action-place = { $name } legt { $animal } verdeckt auf { $field }
woodwalkers-action-place_hidden = { $name } legt ein Tier verdeckt auf { $field }

woodwalkers-error-unused_start = { $field } ist ein Startfeld einer Farbe, die niemand spielt. Dorthin darf kein Tier.

woodwalkers-save-arrange_order = Beim Aufbau bei Nacht werden die Tiere der Reihe nach verdeckt auf die Startfelder gelegt, ein Spieler nach dem anderen, aber die Tiere von { $name } passen nicht dazu.
woodwalkers-save-revealed = Bei „revealed“ steht das Tier „{ $animal }“ von { $name } als im Duell gezeigt, aber verdeckte Tiere gibt es nur im Spiel bei Nacht.
woodwalkers-save-duel_not_shown = Das Duell läuft schon, aber die beiden Tiere sind nicht aufgedeckt (bei „revealed“ fehlen sie).

woodwalkers-reason-choose = In der Kategorie { $category } kommen meine Tiere zusammen auf { $mine }, die der anderen auf { $theirs }.
woodwalkers-reason-duel_known = Duell in der Kategorie { $category } auf { $target }: { $c } hat { $mine }, { $d } hat { $theirs }; ein Sieg bringt { $points } Punkte.
woodwalkers-reason-duel = Duell in der Kategorie { $category } auf { $target }; ein Sieg bringt { $points } Punkte.
woodwalkers-reason-forest = Das Wald-Plättchen auf { $target } wird aufgedeckt – vielleicht eine Fahne, ein Punkt oder ein nützliches Plättchen.
woodwalkers-reason-flag = Die Fahne auf { $target } bringt am Ende { $value } Punkte, wenn dann noch ein Tier von mir dort steht.
woodwalkers-reason-plain = Auf { $target } steht dieses Tier niemandem im Weg.
woodwalkers-reason-stay_flag = Mein Tier auf { $field } bleibt auf der Fahne mit { $value } Punkten.
woodwalkers-reason-skip_flag = Mein Tier auf { $field } bleibt auf der Fahne mit { $value } Punkten.
woodwalkers-reason-stay = Diesmal bringt kein Zug etwas (verdeckte Wald-Plättchen: { $hidden }).
woodwalkers-reason-skip = Diesmal bringt kein Zug etwas (verdeckte Wald-Plättchen: { $hidden }).
woodwalkers-reason-roll = Mit dem Wurf kann ich eines meiner Tiere ziehen (im Spiel: { $count }; verdeckte Wald-Plättchen: { $hidden }).
woodwalkers-reason-medicine = Damit verliert { $animal } eine Wunde und zählt in der Kategorie { $category } dann { $after } statt { $before }.
woodwalkers-reason-guess = Ich tippe auf { $animal }: Richtig gibt 1 Punkt auf meinen Wurf, falsch 1 Punkt auf den des Angreifers; meine Chance ist etwa 1 zu { $n }.
woodwalkers-reason-guess_sure = Ich weiß, dass { $animal } angreift, denn dieses Tier hat schon in einem Duell gekämpft.
woodwalkers-reason-noguess = Ein falscher Tipp gäbe dem Angreifer 1 Punkt dazu, und richtig läge ich nur mit etwa 1 zu { $n }.
woodwalkers-reason-accept_ahead = Mit { $mine } gegen { $theirs } gewinne ich das Duell.
woodwalkers-reason-accept_behind = { $mine } gegen { $theirs } verliert, aber ich kann daran nichts mehr ändern.
woodwalkers-reason-reroll_ahead = { $mine } gegen { $theirs } reicht vielleicht nicht; ein neuer Wurf kann mehr bringen.
woodwalkers-reason-reroll_behind = Mit { $mine } gegen { $theirs } würde ich verlieren; ein neuer Wurf kann das Duell noch drehen.
woodwalkers-reason-reroll_move = Mit der gewürfelten { $die } gibt es keinen guten Zug; ein neuer Wurf bringt vielleicht einen besseren.
woodwalkers-reason-return_plain = { $field } ist ein freies Startfeld von mir.

woodwalkers-animal-dat-wolf = dem Wolf
woodwalkers-animal-dat-otter = dem Otter
woodwalkers-animal-dat-bison = dem Bison
woodwalkers-animal-dat-puma = dem Puma
woodwalkers-animal-dat-squirrel = dem Hörnchen
woodwalkers-animal-dat-raven = dem Raben
woodwalkers-animal-dat-bear = dem Bären

woodwalkers-reason-closer_forest-one = Von { $target } aus ist das verdeckte Wald-Plättchen auf { $field } nur noch 1 Schritt entfernt.
woodwalkers-reason-closer_forest-many = Von { $target } aus ist das verdeckte Wald-Plättchen auf { $field } nur noch { $steps } Schritte entfernt.
woodwalkers-reason-closer_flag-one = Von { $target } aus ist die Fahne auf { $field } ({ $value } Punkte) nur noch 1 Schritt entfernt.
woodwalkers-reason-closer_flag-many = Von { $target } aus ist die Fahne auf { $field } ({ $value } Punkte) nur noch { $steps } Schritte entfernt.
woodwalkers-reason-return_forest-one = Von { $field } aus ist das verdeckte Wald-Plättchen auf { $target } nur 1 Schritt entfernt.
woodwalkers-reason-return_forest-many = Von { $field } aus ist das verdeckte Wald-Plättchen auf { $target } { $steps } Schritte entfernt.
woodwalkers-reason-return_flag-one = Von { $field } aus ist die Fahne auf { $target } ({ $value } Punkte) nur 1 Schritt entfernt.
woodwalkers-reason-return_flag-many = Von { $field } aus ist die Fahne auf { $target } ({ $value } Punkte) { $steps } Schritte entfernt.
woodwalkers-reason-noguess_known = Ich tippe nicht, obwohl { $animal } schon gekämpft hat und der Angreifer sein muss.

woodwalkers-save-arrange_done = Beim Aufbau bei Nacht liegen schon alle Tiere verdeckt auf den Startfeldern, aber das Spiel wartet noch darauf, dass jemand seine Tiere hinlegt.

woodwalkers-odds-col-pair = Paar
