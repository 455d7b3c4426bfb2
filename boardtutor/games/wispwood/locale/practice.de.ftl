## Übungen (boardtutor.practice): Fragen an den Platz, der am Zug ist („du“), und warum die Antwort stimmt.
## $card (text: Zum Kugeln) · $text (text: was die Karte wertet) · $points (count) · $round (int: 1 | 2 | 3)
## $size (int: 4 | 5 | 6) · $n (int: 1 | 2 | 5) · $count (count) · $kinds (count) · $cat (message wispwood.practice.catstate) · $answer (text: Ein Irrlicht nehmen)
## $shape (noun wispwood.shape) · $wisp (noun wispwood.wisp) · $spot (int: 1 | 8) · $of (int: 2 | 4)

wispwood-practice-catstate-ready = Deine Katze ist bereit.
wispwood-practice-catstate-hidden = Deine Katze hat sich versteckt.

## Wie viele Punkte bringt eine Zielkarte

wispwood-practice-goal-question = Zielkarte „{ $card }“: { $text } Wie viele Punkte bringt diese Karte deinem Wald jetzt?
wispwood-practice-goal-why = Plättchen für Plättchen gezählt bringt „{ $card }“ deinem Wald jetzt { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }.

## Volles Raster

wispwood-practice-full-question = Runde { $round } endet bald. Wie viele Extrapunkte bekäme dein Wald für das Raster von { $size } × { $size } Feldern, wenn sie jetzt endete?
wispwood-practice-full-why = { $points ->
        [0] Dein Wald füllt nicht alle { $size } × { $size } Felder, also gibt es keinen Extrapunkt.
       *[other] Dein Wald füllt alle { $size } × { $size } Felder: In Runde { $round } bringt das { $points } Extrapunkte.
    }

## Wohin ein Baum darf

wispwood-practice-tree-question = Runde { $round } (Raster { $size } × { $size }): Auf welche Felder darfst du jetzt einen Baum legen? Klicke alle an.
wispwood-practice-tree-why = Ein Baum muss deinen Wald oben, unten, links oder rechts berühren, und der Wald muss noch in { $size } × { $size } Felder passen: Das lässt { $count ->
        [one] 1 Feld
       *[other] { $count } Felder
    } übrig.

## Was du zu Beginn deines Zuges darfst

wispwood-practice-start-refresh = Kostenlos neue Irrlichter auslegen
wispwood-practice-start-catrefresh = Die Katze verstecken und neue Irrlichter auslegen
wispwood-practice-start-take = Ein Irrlicht vom Teich nehmen
wispwood-practice-start-tree = Einen Baumzug machen
wispwood-practice-start-question = Dein Zug beginnt. Am Teich { $count ->
        [one] liegt 1 Irrlicht
       *[other] liegen { $count } Irrlichter
    } { $kinds ->
        [one] einer Art
       *[other] von { $kinds } Arten
    }. { $cat } Was darfst du jetzt tun? Wähle alles, was erlaubt ist.
wispwood-practice-start-why = Jetzt erlaubt: { $answer }.

## Welche Formen passen

wispwood-practice-shape-choice = { NOUN($shape, det: "the", cap: "yes") }
wispwood-practice-shape-question = Du hast { NOUN($wisp, case: "acc", det: "the") } von Feld { $spot } des Teichs genommen. { $cat } Welche Formen darfst du dafür nehmen?
wispwood-practice-shape-why = { $cat } Du darfst die beiden Formen neben deinem Irrlicht nehmen (mit bereiter Katze jede Form), aber nur, wenn die Form in deinen Wald passt. Das sind { $count ->
        [one] 1 Form
       *[other] { $count } Formen
    }.

## Wohin der Hut darf

wispwood-practice-hat-question = Deine Form mit dem Hut liegt im Wald. Die Hutkarte „{ $card }“ sagt, wohin ein Hut darf. Auf welche Felder der Form darf der Hut?
wispwood-practice-hat-why = Die Hutkarte erlaubt { $count ->
        [one] 1 Feld
       *[other] { $count } Felder
    } der { $of } Felder deiner Form.

## Der Geist

wispwood-practice-ghost-take-question = Das Glühwürmchen zeigt { $n }. Welches Irrlicht nimmt der Geist?
wispwood-practice-ghost-cat-question = Das Glühwürmchen zeigt { $n }. Auf welches Teichfeld zieht die Katze des Geistes?
wispwood-practice-ghost-take-why = Von den Irrlichtern, die seine Katze sieht, ist { NOUN($wisp, det: "the") } auf Feld { $spot } dem Geist am meisten wert ({ $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }; bei gleich viel Wert das erste im Uhrzeigersinn). Der Geist nimmt es, und seine Katze zieht dorthin.
wispwood-practice-ghost-seen-question = Das Glühwürmchen zeigt { $n }. Wie viele Irrlichter sieht die Katze des Geistes?
wispwood-practice-ghost-seen-why = Die Katze zählt { $n ->
        [one] 1 Irrlicht
       *[other] { $n } Irrlichter
    } im Uhrzeigersinn ab ihrem Feld und überspringt leere Felder.
wispwood-practice-refill-question = Das Glühwürmchen zeigt { $n }, aber am Teich { $count ->
        [one] liegt nur 1 Irrlicht
       *[other] liegen nur { $count } Irrlichter
    }. Wie viele neue Irrlichter werden ausgelegt?
wispwood-practice-refill-why = Am Teich liegen weniger Irrlichter, als die Katze sehen soll ({ $n }): Alle kommen weg, und { $count } neue werden ausgelegt – die Katze des Geistes bleibt auf ihrem Feld.
wispwood-practice-helper-question = Wie viele Punkte brächten die Irrlichter, die der Geist gesammelt hat, ihm am Ende dieser Runde?
wispwood-practice-helper-why = Jedes gesammelte Irrlicht zählt so viele Punkte, wie seine Art auf der Punkte-Hilfe des Geistes hat: zusammen { $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    }.
wispwood-practice-ghostcat-question = Vor der ersten Runde tauschst du ein Irrlicht am Teich gegen die Katze des Geistes. Auf welche Teichfelder darf die Katze?
wispwood-practice-ghostcat-why = Du wählst frei: jedes Feld mit einem Irrlicht, { $count } insgesamt.

## Ende einer Runde ($before (count))

wispwood-practice-catmove-question = Die Runde ist vorbei. Auf welche Felder darfst du deine Katze setzen?
wispwood-practice-catmove-why = Die Katze darf auf jeden Baum deines Waldes ({ $count ->
        [one] 1 Baum
       *[other] { $count } Bäume
    }) – oder bleiben, wo sie ist.
wispwood-practice-kept-question = Die Runde ist vorbei, und deine Katze bleibt, wo sie ist. Dein Wald hat jetzt { $count } Plättchen. Wie viele davon liegen noch darin, wenn die nächste Runde beginnt?
wispwood-practice-kept-why = Die Bäume kommen zurück in die Stapel, außer dem unter der Katze; die Irrlichter bleiben. { $count ->
        [one] 1 Plättchen bleibt.
       *[other] { $count } Plättchen bleiben.
    }

## Die Katze nach einem Baumzug ($cell (text: d4))

wispwood-practice-ready-question = { $cat } Du machst einen Baumzug und legst einen Baum auf { $cell }. Wie ist deine Katze nach diesem Zug?
wispwood-practice-ready-why = Nach einem Baumzug ist deine Katze immer wieder bereit – auch wenn sie versteckt war.

## Wohin die Form darf

wispwood-practice-cover-question = Klicke jedes Feld an, das { NOUN($shape, det: "your") } bedecken könnte (Raster { $size } × { $size }).
wispwood-practice-cover-why = Die Form muss deinen Wald oben, unten, links oder rechts berühren, auf leeren Feldern liegen und den Wald in { $size } × { $size } Feldern lassen: { $count ->
        [one] 1 Feld ist möglich.
       *[other] { $count } Felder sind möglich.
    }

## Wer gewinnt ($name (seat) · $reason (text: Sarah gewinnt mit 45 Punkten.))

wispwood-practice-seat-choice = { $name }
wispwood-practice-winner-choice = { $name } ({ $points ->
        [one] 1 Punkt
       *[other] { $points } Punkte
    })
wispwood-practice-winner-question = Das Spiel ist vorbei. Wer gewinnt?
wispwood-practice-winner-why = { $reason }

## Ende einer Runde ($before (count))

wispwood-practice-trigger-question = Ein Raster ist voll, also endet diese Runde. { $name } ist am Zug. Wer macht in dieser Runde noch einen Zug (du auch)?
wispwood-practice-trigger-why = Die Runde endet nach dem Platz rechts vom Startspieler-Marker, damit alle gleich viele Züge haben: noch { $count ->
        [one] 1 Zug
       *[other] { $count } Züge
    }.
wispwood-practice-marker-question = Die Runde ist vorbei; { $name } hatte den Startspieler-Marker. Wer beginnt die nächste Runde?
wispwood-practice-marker-why = Der Startspieler-Marker wandert im Uhrzeigersinn weiter: { $name } beginnt.
wispwood-practice-first-question = Runde { $round } beginnt. Wer ist zuerst dran?
wispwood-practice-first-why = Gegen den Geist ist immer zuerst der Geist dran, dann du.
wispwood-practice-solo_new-question = Du spielst gegen den Geist, versteckst deine Katze und legst neue Irrlichter aus. Wie viele neue Irrlichter kommen?
wispwood-practice-solo_new-why = Die Katze des Geistes bleibt auf ihrem Feld am Teich, also kommen { $count } neue Irrlichter.
wispwood-practice-discard-question = Auf dem Ablagestapel liegen { $before } Irrlichter, am Teich { $count }. Du legst neue Irrlichter aus. Wie viele liegen dann auf dem Ablagestapel?
wispwood-practice-discard-why = Jedes weggeworfene Irrlicht kommt offen auf den Ablagestapel: jetzt { $count }.
wispwood-practice-fireflies-question = Runde { $round }: Wie viele Glühwürmchen werden in dieser Runde noch umgedreht, wenn dein Raster nicht voll wird?
wispwood-practice-fireflies-why = Jede Runde hat ihren eigenen Stapel Glühwürmchen; die Runde endet nach dem letzten und deinem Zug danach: noch { $count }.
wispwood-practice-setup-question = Das Spiel ist aufgebaut. Wie viele Irrlichter liegen rund um den Teich?
wispwood-practice-setup-why = Die Felder rund um den Teich bekommen je ein Irrlicht: { $count }.

## Ein Zug ($name (seat) · $shape (noun wispwood.shape) · $wisp (noun wispwood.wisp))

wispwood-practice-tiles-question = Du hast { NOUN($shape, case: "acc", det: "the") } für { NOUN($wisp, case: "acc", det: "your") } gewählt. Wie viele Bäume nimmst du von den Stapeln, um die Form zu vervollständigen?
wispwood-practice-tiles-why = Das Irrlicht füllt ein Feld der Form, Bäume füllen die anderen: { $count ->
        [one] 1 Baum
       *[other] { $count } Bäume
    }.
wispwood-practice-left-question = Du nimmst das Irrlicht von Feld { $spot } des Teichs. Wie viele Irrlichter bleiben dort für den nächsten Platz?
wispwood-practice-left-why = Niemand füllt das leere Feld wieder auf, also { $count ->
        [one] bleibt 1 Irrlicht
       *[other] bleiben { $count } Irrlichter
    }.
wispwood-practice-next-question = { $name } ist am Zug. Wer ist als Nächstes dran?
wispwood-practice-next-why = Gespielt wird im Uhrzeigersinn: Als Nächstes ist { $name } dran.
