"""The Wispwood notebook (German and English): rules, examples (from the rulebook and our own), the scoring calculator,
a solo game against the ghost and a hotseat game. Built by ``tools/make_notebooks.py 02_wispwood``."""

from make_notebooks import CHECK, FIRST_CODE, code, md, notebook_only, practice_cells

NAME = "02_wispwood"

WALKTHROUGH_INTROS = [
    (
        """
        ### Beispiel 1: Ein normaler Zug (eigenes Beispiel)

        Ada nimmt ein Irrlicht, wählt eine der beiden Formen daneben, dreht und spiegelt sie und legt
        sie in ihren Wald. Bei Schritt 2 und 4 darfst du zuerst raten. Regel: „Ein normaler Zug“.
        """,
        """
        ### Example 1: a normal turn (our own example)

        Ada takes a wisp, chooses one of the two shapes next to it, turns and mirrors it and places it
        in her forest. At steps 2 and 4 you may guess first. Rule: “A normal turn”.
        """,
    ),
    (
        """
        ### Beispiel 2: Katzenaktionen und ein Baum-Zug (eigenes Beispiel)

        Ben legt mit seiner Katze neue Irrlichter aus, Ada holt sich mit ihrer Katze eine beliebige
        Form – und ein Baum-Zug macht Bens Katze wieder bereit. Regel: „Katzenaktionen“ und „Baum-Zug“.
        """,
        """
        ### Example 2: cat actions and a tree turn (our own example)

        Ben uses his cat to lay out new wisps, Ada uses hers to get any shape she likes – and a tree
        turn makes Ben's cat ready again. Rules: “Cat actions” and “Tree turn”.
        """,
    ),
    (
        """
        ### Beispiel 3: Ende der Runde (eigenes Beispiel)

        Ada füllt ihr Raster, Ben zieht noch einmal, dann wird gewertet. Was bleibt für Runde 2 liegen?
        Regel: „Ende der Runde“ und „Neue Runde“.
        """,
        """
        ### Example 3: the end of a round (our own example)

        Ada fills her grid, Ben has one more turn, then the forests are scored. What stays for round 2?
        Rules: “End of the round” and “New round”.
        """,
    ),
    (
        """
        ### Beispiel 4: Das Wertungsbeispiel (aus der Spielregel)

        Tom und Sylvester vom Wertungsblock: Kugeln 2 + 4 = 6, das Herz 6, die Baumgruppe 8. Regel:
        „Wertung“ mit dem Wertungsbeispiel.
        """,
        """
        ### Example 4: the scoring example (from the rulebook)

        Tom and Sylvester from the score sheet: orbs 2 + 4 = 6, the heart 6, the group of trees 8.
        Rule: “Scoring” with its example.
        """,
    ),
    (
        """
        ### Beispiel 5: Kürbis-Sudoku und der Geist (aus der Spielregel)

        Das Beispiel auf der Karte „Kürbis-Sudoku“ und die Punkte des Geistes nach Runde 2 im
        Solospiel. Regel: „Zielkarten“ und „Solomodus“.
        """,
        """
        ### Example 5: Pumpkin Sudoku and the ghost (from the rulebook)

        The example on the “Pumpkin Sudoku” card and the ghost's points after round 2 in a solo game.
        Rules: “Goal cards” and “Solo mode”.
        """,
    ),
    (
        """
        ### Beispiel 6: Der Geist ist dran (eigenes Beispiel)

        Aufbau für das Solospiel, dann drei Züge des Geistes: Ein Glühwürmchen sagt, wie viele
        Irrlichter seine Katze sieht; leere Felder zählen nicht mit; er nimmt das wertvollste, bei
        gleicher Art das nächste im Uhrzeigersinn. Regel: „Solomodus“.
        """,
        """
        ### Example 6: the ghost's turn (our own example)

        Setting up the solo game, then three of the ghost's turns: a firefly says how many wisps its
        cat sees; empty fields do not count; it takes the most valuable one, and of two of the same kind
        the one that comes first clockwise. Rule: “Solo mode”.
        """,
    ),
    (
        """
        ### Beispiel 7: Neue Irrlichter – freiwillig und Pflicht (eigenes Beispiel)

        Nur noch eine Art am Teich: Ada darf neu auslegen. Ein leerer Teich: Ben muss. Und was, wenn
        dabei 8 Herzen kommen? Regel: „Der Teich“ und „Katzenaktionen“.
        """,
        """
        ### Example 7: new wisps – by choice and by rule (our own example)

        Only one kind left at the pond: Ada may lay out new wisps. An empty pond: Ben must. And what if
        8 hearts come up? Rules: “The pond” and “Cat actions”.
        """,
    ),
    (
        """
        ### Beispiel 8: Die Legeregel der Hut-Karte (eigenes Beispiel)

        Wohin darf ein Hut, und wann darfst du gar keinen nehmen? Regel: „Hüte dich vor den Hüten!“
        und „Ende der Runde“.
        """,
        """
        ### Example 8: the hat card's placing rule (our own example)

        Where may a hat go, and when may you not take one at all? Rules: “Beware of the hats!” and
        “End of the round”.
        """,
    ),
    (
        """
        ### Beispiel 9: Kein Irrlicht passt (eigenes Beispiel)

        Wenn kein Irrlicht vom Teich in deinen Wald passt, bleibt nur ein Baum-Zug. Regel: „Baum-Zug“.
        """,
        """
        ### Example 9: no wisp fits (our own example)

        If no wisp from the pond fits into your forest, only a tree turn is left. Rule: “Tree turn”.
        """,
    ),
    (
        """
        ### Beispiel 10: Gleichstand (eigenes Beispiel)

        Ein kurzes Spiel mit 2 Runden und ohne Baum-Karte endet unentschieden – wer öfter ein volles
        Raster hatte, gewinnt. Regel: „Spielende“ und „Einfachere Varianten“.
        """,
        """
        ### Example 10: a tie (our own example)

        A short game of 2 rounds without the tree card ends level – whoever had a full grid more often
        wins. Rules: “End of the game” and “Simpler variants”.
        """,
    ),
    (
        """
        ### Beispiel 11: Kugeln zählen Arten (aus der Spielregel, dann eigene Schritte)

        Der erste Schritt ist das Beispiel der Regel: 1 Kugel und 3 Kürbisse sind 2 Arten. Danach:
        „Herz auf der Zunge“ und „Nicht ganz so großer Wald“. Regel: Erklärung der Zielkarten.
        """,
        """
        ### Example 11: orbs count kinds (from the rulebook, then our own steps)

        The first step is the rulebook's example: 1 orb and 3 pumpkins are 2 kinds. After that: Heart on
        the tongue and Not quite so big forest. Rule: the goal cards explained.
        """,
    ),
    (
        """
        ### Beispiel 12 und 13: „Zum Kugeln“ und „Ruhige Kugel“ (eigene Beispiele)

        Zwei weitere Kugel-Karten: Ohne Irrlicht direkt daneben bringt eine Kugel bei „Zum Kugeln“
        nichts; bei „Ruhige Kugel“ ist egal, wo die Irrlichter liegen.
        """,
        """
        ### Examples 12 and 13: Having a ball and Easy-going orb (our own examples)

        Two more orb cards: with no wisp right next to it, an orb scores nothing for “Having a ball”;
        for “Easy-going orb” it does not matter where the wisps lie.
        """,
    ),
]

SCORING_CHECK = code(
    f"""
    {CHECK}
    sheet = walkthroughs[3].replay()[-1].facts()
    for name in ["Tom", "Sylvester"]:
        print(name, [sheet[f"points.{{name}}.{{goal}}"] for goal in game_goals], sheet[f"points.{{name}}.full_grid"], "=", sheet[f"round_points.{{name}}"])
    """
)

GHOST_CHECK = code(
    f"""
    {CHECK}
    scored = walkthroughs[4].replay()[2].facts()
    print(scored["points.Ada.pumpkin_sudoku"], scored["round_points.ghost"], [scored[f"ghost.{{kind}}"] for kind in scored["ghost.ranks"]])
    """
)


def _walkthrough_cells():
    cells = []
    for index, (de, en) in enumerate(WALKTHROUGH_INTROS):
        cells.append(md(de, en))
        cells.append(code(f"StepThrough(walkthroughs[{index}])"))
        if index == 11:  # example 12 and 13 share one introduction
            cells.append(code("StepThrough(walkthroughs[12])"))
        if index == 3:
            cells.append(
                md(
                    """
                    **Nachgeprüft:** Laut Wertungsblock bekommt Tom 0, 0, 6, 6, 8 und keinen Bonus (20),
                    Sylvester 4, 0, 2, 8, 6 und 2 für das volle Raster (22) – in der Reihenfolge Kürbisse,
                    Hüte, Herzen, Kugeln, Bäume. Das Programm kommt auf dasselbe:
                    """,
                    """
                    **Checked:** by the score sheet Tom gets 0, 0, 6, 6, 8 and no bonus (20), Sylvester
                    4, 0, 2, 8, 6 and 2 for the full grid (22) – in the order pumpkins, hats, hearts, orbs,
                    trees. The program gets the same:
                    """,
                )
            )
            cells.append(SCORING_CHECK)
        if index == 4:
            cells.append(
                md(
                    """
                    **Nachgeprüft:** 1 Kürbis allein in Reihe und Spalte bringt 4 Punkte. In der Tabelle der
                    Regel ist die erste Zahl der Wert auf der Punkte-Hilfe (6, 5, 4, 3), die zweite die Zahl der
                    genommenen Irrlichter (4, 3, 3, 0). Das sind 10 Irrlichter – genau eins für jeden der
                    4 + 6 Züge des Geistes in Runde 1 und 2. Der Geist bekommt also
                    6 × 4 + 5 × 3 + 4 × 3 + 3 × 0 = 51:
                    """,
                    """
                    **Checked:** 1 pumpkin alone in its row and column scores 4. In the rulebook's table the first
                    number is the value on the points helper (6, 5, 4, 3), the second the number of wisps taken
                    (4, 3, 3, 0). That makes 10 wisps – exactly one for each of the ghost's 4 + 6 turns in rounds
                    1 and 2. So the ghost gets 6 × 4 + 5 × 3 + 4 × 3 + 3 × 0 = 51:
                    """,
                )
            )
            cells.append(GHOST_CHECK)
    return cells


CELLS = [
    md(
        """
        # Wispwood – Wald der Lichter

        In dieser Lektion lernst du *Wispwood*. Namen in „Anführungszeichen“ sind Überschriften aus
        der Spielregel; dort kannst du alles nachlesen.

        1. Das Spiel in Kürze
        2. Plättchen, Formen und Zielkarten
        3. Die Regeln kurz erklärt
        4. Beispiele: aus der Spielregel und eigene
        5. Der Punkterechner: Jeder Punkt erklärt
        6. Probier selbst eine Form zu legen
        7. Unsere Annahmen
        8. Zwei Computer spielen gegeneinander
        9. Allein gegen den Geist
        10. Zu zweit an einem Gerät
        """,
        """
        # Wispwood – Forest of Lights

        In this lesson you learn *Wispwood*. Names in “quotation marks” are headings from the
        rulebook (which is in German); you can read up on everything there.

        1. The game in a nutshell
        2. Tiles, shapes and goal cards
        3. The rules in short
        4. Examples: from the rulebook and our own
        5. The scoring calculator: every point explained
        6. Try placing a shape yourself
        7. Our assumptions
        8. Two computers play each other
        9. Alone against the ghost
        10. Two players on one device
        """,
    ),
    notebook_only(md(
        """
        Fang oben an und drücke in jeder Code-Zelle **Shift + Enter**.
        """,
        """
        Start at the top and press **Shift + Enter** in every code cell.
        """,
    )),
    FIRST_CODE,
    notebook_only(md(
        """
        Die nächste Zelle holt das Spiel, seine Beispiele und die Werkzeuge zum Anzeigen.
        """,
        """
        The next cell fetches the game, its examples and the tools for showing things.
        """,
    )),
    code(
        """
        from boardtutor.views import show_state, assumptions_table, assumptions_view, game_log
        from boardtutor.widgets import StepThrough, PlayView
        from boardtutor.games.wispwood import score_forest, ScoringCalculator, goal_cards, show_shapes, show_tiles

        game = boardtutor.load("wispwood")
        walkthroughs = boardtutor.walkthroughs("wispwood")
        """
    ),
    md(
        """
        **Regeln nachschlagen:** Der Regelfinder kennt jeden Abschnitt der Spielregel, in unseren
        eigenen Worten. Such nach einem Wort (zum Beispiel „Hut“ oder „Geist“), öffne das Beispiel, das
        die Regel zeigt, und probier sie gleich selbst aus.
        """,
        """
        **Look up a rule:** the rule finder knows every part of the rulebook, in our own words. Search
        for a word (for example “hat” or “ghost”), open the example that shows the rule, and try it
        yourself straight away.
        """,
    ),
    code(
        """
        from boardtutor.widgets import RuleFinder

        RuleFinder("wispwood")
        """
    ),
    # -- 1 -----------------------------------------------------------------------------------------
    md(
        """
        ## 1. Das Spiel in Kürze

        Im Wald tanzen magische Lichter, die Irrlichter. Jeder baut seinen eigenen Wald, in dem die
        eigene Katze wohnt.

        - Um einen Teich liegen 8 Irrlichter, und zwischen ihnen 8 **Formen**.
        - In deinem Zug nimmst du ein Irrlicht und eine Form daneben. Die Form legst du aus Baumplättchen
          in deinen Wald, und das Irrlicht kommt auf eines ihrer Felder.
        - Dein Wald darf nicht zu groß werden: In Runde 1 höchstens **4 × 4** Felder, in Runde 2
          **5 × 5**, in Runde 3 **6 × 6**.
        - Hat jemand sein Raster ganz gefüllt, spielt ihr die Runde noch zu Ende. Dann bringen
          **Zielkarten** Punkte. Danach verschwinden die Bäume – die Irrlichter bleiben liegen.
        - Nach der dritten Runde gewinnt die Person mit den meisten Punkten.
        """,
        """
        ## 1. The game in a nutshell

        Magic lights, the wisps, dance in the forest. Everyone grows a forest of their own, where their
        own cat lives.

        - 8 wisps lie round a pond, with 8 **shapes** between them.
        - On your turn you take a wisp and a shape next to it. You lay the shape out of tree tiles in
          your forest, and the wisp goes on one of its fields.
        - Your forest must not grow too big: at most **4 × 4** fields in round 1, **5 × 5** in round 2,
          **6 × 6** in round 3.
        - Once someone has filled their whole grid, you finish the round. Then the **goal cards** score.
          After that the trees disappear – the wisps stay.
        - After 3 rounds, whoever has the most points wins.
        """,
    ),
    # -- 2 -----------------------------------------------------------------------------------------
    md(
        """
        ## 2. Plättchen, Formen und Zielkarten

        Regel: „Aufbau“. Es gibt 160 Plättchen: vorne ein Irrlicht, hinten ein Baum – 40 von jeder
        der vier Irrlicht-Arten. Jede Art hat eine Farbe, ein Bild **und** einen Buchstaben. Die
        Buchstaben brauchst du später, wenn du einen Wald als Text schreibst.
        """,
        """
        ## 2. Tiles, shapes and goal cards

        Rule: “Setup”. There are 160 tiles: a wisp on the front, a tree on the back – 40 of each of the
        four wisp kinds. Each kind has a colour, a picture **and** a letter. You will need the letters
        later, when you write a forest as text.
        """,
    ),
    code("show_tiles()"),
    md(
        """
        Die 8 Formen am Teich waren in der Spielregel nur Bilder. Wir nehmen an, dass es alle Formen
        aus 2, 3 und 4 Plättchen sind (**Annahme**, siehe Abschnitt 7):
        """,
        """
        The 8 shapes at the pond were only pictures in the rulebook. We assume they are all the shapes
        made of 2, 3 and 4 tiles (an **assumption**, see section 7):
        """,
    ),
    code("show_shapes()"),
    md(
        """
        So sieht der Tisch aus, wenn zwei Personen gerade aufgebaut haben. Jeder Wald ist nur die
        eigene Katze auf einem Baumplättchen. Die Feldnamen (Buchstabe für die Spalte, Zahl für die
        Reihe) helfen beim Erklären; der Wald hat in Wirklichkeit keinen festen Rand.
        """,
        """
        This is what the table looks like when two people have just set up. Each forest is only the
        player's cat on a tree tile. The field names (a letter for the column, a number for the row)
        help with explaining; the real forest has no fixed edge.
        """,
    ),
    code(
        """
        state = walkthroughs[0].replay()[1]
        show_state(state)
        """
    ),
    md(
        """
        Zu jedem Spiel gehören 5 Zielkarten: eine für jede Irrlicht-Art und eine für die Bäume. Es gibt
        25 Karten. Die Spielregel beschreibt nur einige davon genau; die anderen haben wir uns
        ausgedacht – in der Spalte „Quelle“ steht, was woher kommt. Für das erste Spiel gibt es die
        einfacheren Karten mit 1 Pfote.
        """,
        """
        Every game uses 5 goal cards: one for each wisp kind and one for the trees. There are 25 cards.
        The rulebook describes only some of them in detail; we made up the others – the “Source”
        column says which is which. For a first game there are the easier cards with 1 paw.
        """,
    ),
    code(
        """
        cards = goal_cards().drop(columns="id")
        left = [{"selector": cell, "props": "text-align: left"} for cell in ["th", "td"]]
        cards.style.hide(axis="index").set_table_styles(left).set_uuid("goal-cards")
        """
    ),
    # -- 3 -----------------------------------------------------------------------------------------
    md(
        """
        ## 3. Die Regeln kurz erklärt

        ### Dein Zug
        *Regel: „Ein normaler Zug“*

        1. Wähle ein Irrlicht vom Teich.
        2. Wähle eine der **zwei Formen**, zwischen denen es liegt.
        3. Lege die Form aus dem Irrlicht und Baumplättchen in deinen Wald. Du darfst sie drehen und
           spiegeln, und das Irrlicht darf auf jedem Feld der Form liegen. Mindestens ein Plättchen muss
           mit einer ganzen Kante an deinen Wald stoßen (schräg zählt nicht), und dein Wald muss
           danach noch in das Raster der Runde passen.

        ### Der Teich
        *Regel: „Der Teich“*

        Ein genommenes Irrlicht wird nicht ersetzt. Sind zu Beginn deines Zuges alle Irrlichter von
        **derselben Art**, darfst du sie abwerfen und 8 neue auslegen. Ist der Teich **leer**, musst du
        das.

        ### Deine Katze
        *Regel: „Katzenaktionen“*

        Eine **bereite** Katze darf sich verstecken und dir dafür einmal helfen: entweder vor dem Wählen
        alle Irrlichter neu auslegen, oder nach dem Wählen eine **beliebige** der 8 Formen nehmen.
        Versteckt hilft sie nicht mehr.

        ### Der Baum-Zug
        *Regel: „Baum-Zug“*

        Du nimmst kein Irrlicht, sondern legst 1, 2 oder 3 einzelne Bäume, einen nach dem anderen,
        jeden angrenzend an deinen Wald. Danach ist deine Katze wieder bereit. Passt kein Irrlicht vom
        Teich in deinen Wald, **bleibt dir nur** ein Baum-Zug.

        ### Hüte!
        *Regel: „Hüte dich vor den Hüten!“*

        Die Hut-Karte sagt, wo ein Hut hin darf. Kannst du einen Hut nirgends so legen, darfst du ihn
        nicht nehmen.

        ### Ende der Runde
        *Regel: „Ende der Runde“ und „Neue Runde“*

        Hat jemand ein volles Raster, spielen alle nach ihm noch einmal, bis die Person rechts vom
        Startmarker dran war. Dann gibt es Punkte für jede Zielkarte und 2 / 4 / 6 für ein volles
        Raster (Runde 1 / 2 / 3). Danach darf die Katze auf einen anderen Baum umziehen, alle Bäume
        werden entfernt (nicht der unter der Katze), die **Irrlichter bleiben**, der Teich wird nicht
        aufgefüllt und der Startmarker wandert weiter.

        ### Spielende
        *Regel: „Spielende“*

        Nach der dritten Runde gewinnt die Person mit den meisten Punkten. Haben mehrere gleich viele,
        gewinnt von ihnen, wer in mehr Runden ein volles Raster hatte; ist auch das gleich, gewinnen sie
        zusammen. Kürzer und einfacher: nur 2 Runden, oder ohne die Baum-Karte (Regel: „Einfachere
        Varianten“).
        """,
        """
        ## 3. The rules in short

        ### Your turn
        *Rule: “A normal turn”*

        1. Choose a wisp from the pond.
        2. Choose one of the **two shapes** it lies between.
        3. Lay the shape – the wisp plus tree tiles – in your forest. You may turn and mirror it, and
           the wisp may go on any field of the shape. At least one tile must touch your forest up, down,
           left or right, and the forest must not grow bigger than the round's grid.

        ### The pond
        *Rule: “The pond”*

        A wisp that has been taken is not replaced. If at the start of your turn all wisps are of **one
        kind**, you may discard them and lay out 8 new ones. If the pond is **empty**, you must.

        ### Your cat
        *Rule: “Cat actions”*

        A **ready** cat may hide to help you once: either lay out all new wisps before you choose, or,
        after choosing a wisp, take **any** of the 8 shapes. A hidden cat does not help.

        ### The tree turn
        *Rule: “Tree turn”*

        Instead of taking a wisp you place 1, 2 or 3 single trees, one after the other, each touching
        your forest. Then your cat is ready again. If no wisp fits into your forest any more, you
        **must** make a tree turn.

        ### Hats!
        *Rule: “Beware of the hats!”*

        The hat card says where a hat may go. If you cannot place a hat anywhere like that, you may not
        take it.

        ### End of the round
        *Rules: “End of the round” and “New round”*

        When someone has a full grid, everyone after them plays once more, until the person to the right
        of the start marker has played. Then every goal card scores, and a full grid gives 2 / 4 / 6
        (round 1 / 2 / 3). After that each cat may move to another tree, all trees are removed (not the
        one under the cat), the **wisps stay**, the pond is not refilled and the start marker moves on.

        ### End of the game
        *Rule: “End of the game”*

        After 3 rounds, whoever has the most points wins. In a tie, whoever filled their grid more often
        wins; otherwise the win is shared. Shorter and simpler: only 2 rounds, or without the tree card
        (rule: “Simpler variants”).
        """,
    ),
    # -- 4 -----------------------------------------------------------------------------------------
    md(
        """
        ## 4. Beispiele: aus der Spielregel und eigene

        Beispiel 4 und 5 und der erste Schritt von Beispiel 11 stammen aus der Spielregel. Alle anderen
        haben wir uns ausgedacht, damit jede Regel ein Beispiel hat; jedes sagt oben, woher es kommt.
        Klicke dich mit **Weiter** und **Zurück** durch die Schritte. Bei manchen Schritten darfst du
        erst raten. Mit **Ab hier selbst spielen** spielst du von dort aus weiter.
        """,
        """
        ## 4. Examples: from the rulebook and our own

        Examples 4 and 5 and the first step of example 11 come from the rulebook. We made up all the
        others, so that every rule has an example; each one says at the top where it comes from.
        Click through the steps with **Next** and **Back**. At some steps you may guess first. With
        **Play on from here** you play on from there yourself.
        """,
    ),
    code('game_goals = ["pumpkin_sudoku", "hat_near_cat", "heart_adjacent_trees", "orb_kinds_around", "biggest_forest"]'),
    *_walkthrough_cells(),
    *practice_cells("wispwood"),
    # -- 5 -----------------------------------------------------------------------------------------
    md(
        """
        ## 5. Der Punkterechner: Jeder Punkt erklärt

        Ein Wald lässt sich als Text schreiben: eine Zeile pro Reihe, ein Buchstabe pro Feld – `P` Kürbis,
        `H` Hut, `V` Herz, `O` Kugel, `T` Baum, `C` Katze, `.` leer. Das Programm rechnet die Punkte für
        die gewählten Zielkarten aus. Hier ist Toms Wald aus dem Wertungsbeispiel:
        """,
        """
        ## 5. The scoring calculator: every point explained

        A forest can be written as text: one line per row, one letter per field – `P` pumpkin, `H` hat,
        `V` heart, `O` orb, `T` tree, `C` cat, `.` empty. The program works out the points for the goal
        cards you choose. Here is Tom's forest from the scoring example:
        """,
    ),
    code(
        f"""
        {CHECK}
        tom = '''
        O T T .
        O T T .
        C V T .
        . T T T
        '''
        result = score_forest(tom, game_goals, round=1)
        print(result.by_goal, result.full_grid_bonus, result.total)
        """
    ),
    md(
        """
        Die Punkte als Tabelle, und für jede Karte, welche Plättchen was gebracht haben:
        """,
        """
        The points as a table, and for every card which tiles earned what:
        """,
    ),
    code("result.table()"),
    code("print(result.explain())"),
    md(
        """
        Jetzt du! Im Rechner malst du mit der Maus: Wähle oben ein Plättchen und klicke auf die Felder.
        Du kannst den Wald auch als Text einfügen. Wähle Zielkarten und Runde. Klickst du auf eine
        Karte oder eine Zeile, leuchten genau die Plättchen auf, die diese Punkte bringen.
        """,
        """
        Your turn! In the calculator you paint with the mouse: pick a tile at the top and click the
        fields. You can also paste the forest as text. Choose goal cards and the round. Click a card or
        a line, and exactly the tiles that earn those points light up.
        """,
    ),
    code("ScoringCalculator()"),
    md(
        """
        Kommt etwas heraus, das nicht stimmen kann, sagt das Programm auf Deutsch und Englisch, was
        falsch ist – zum Beispiel bei einem Wald, der für Runde 1 zu breit ist:
        """,
        """
        If something cannot be right, the program says what is wrong, in German and English – for
        example with a forest that is too wide for round 1:
        """,
    ),
    code(
        """
        try:
            score_forest("TTTTT", ["biggest_forest"], round=1)
        except boardtutor.RuleViolation as exc:
            print(exc.explain())
        """
    ),
    # -- 6 -----------------------------------------------------------------------------------------
    md(
        """
        ## 6. Probier selbst eine Form zu legen

        Ada hat die Kugel genommen und die L-Form gewählt (Beispiel 1, Schritt 3). Die grünen Punkte
        zeigen, wo ein Feld der Form liegen kann.
        """,
        """
        ## 6. Try placing a shape yourself

        Ada has taken the orb and chosen the L shape (example 1, step 3). The green dots show where a
        field of the shape can go.
        """,
    ),
    code(
        """
        state = walkthroughs[0].replay()[3]
        cells = sorted({cell for action in state.legal_actions() for cell in action.args})
        show_state(state, targets=cells)
        """
    ),
    md(
        """
        Ein Zug nennt die Felder der L-Form, zum Beispiel `place g5 g6 h6 i6`. Unten siehst du, was
        passiert, wenn die Form an der falschen Stelle liegt: `place g7 g8 g9 h9` berührt den Wald nicht.
        """,
        """
        A move names the fields of the L shape, for example `place g5 g6 h6 i6`. Below you see what
        happens when the shape is in the wrong place: `place g7 g8 g9 h9` does not touch the forest.
        """,
    ),
    md(
        """
        Jetzt du! Schreib die Felder der L-Form in das Feld und drücke „Ausprobieren“, zum Beispiel
        `place g5 g6 h6 i6`. Probier auch verbotene Züge: `place g7 g8 g9 h9` (berührt den Wald nicht)
        oder `place f5 g5 h5 i5` (das ist kein L).
        """,
        """
        Your turn! Type the fields of the L shape into the box and press “Try it”, for example
        `place g5 g6 h6 i6`. Try forbidden moves too: `place g7 g8 g9 h9` (does not touch the forest)
        or `place f5 g5 h5 i5` (that is no L).
        """,
    ),
    code(
        """
        from boardtutor.widgets.forms import move_form

        move_form(state, "place g7 g8 g9 h9", highlight=True)
        """
    ),
    notebook_only(md(
        """
        Dasselbe als Code: Schreib bei `my_place` einen Zug hinein und drücke Shift + Enter.
        """,
        """
        The same as code: write a move after `my_place` and press Shift + Enter.
        """,
    )),
    notebook_only(code(
        """
        my_place = "place g5 g6 h6 i6"

        try:
            new_state = state.apply(my_place)
        except boardtutor.RuleViolation as exc:
            print(exc.explain())
        else:
            display(show_state(new_state))
        """
    )),
    # -- 7 -----------------------------------------------------------------------------------------
    md(
        """
        ## 7. Unsere Annahmen

        ⚠ **Achtung: Das hier sind Annahmen, keine Regeln aus der Spielregel!**

        Vieles zeigt die Spielregel nur auf Bildern: die Formen, die meisten Zielkarten, die
        Glühwürmchen. Damit das Programm spielen kann, mussten wir uns entscheiden. Links steht, was
        wir angenommen haben, rechts, warum.
        """,
        """
        ## 7. Our assumptions

        ⚠ **Careful: these are assumptions, not rules from the rulebook!**

        The rulebook shows many things only in pictures: the shapes, most goal cards, the fireflies. So
        that the program can play, we had to decide. On the left is what we assumed, on the right why.
        """,
    ),
    code(
        """
        assumptions_view(game)
        """
    ),
    # -- 8 -----------------------------------------------------------------------------------------
    md(
        """
        ## 8. Zwei Computer spielen gegeneinander

        Zwei Computer-Spieler, die rein zufällig ziehen, spielen eine ganze Partie (`seed` legt den
        Zufall fest). So sehen Tisch und Punkte am Ende aus:
        """,
        """
        ## 8. Two computers play each other

        Two computer players that move at random play a whole game (`seed` fixes the chance). This is
        the table and the score at the end:
        """,
    ),
    code(
        """
        from boardtutor.bots import RandomBot, play

        states = play(game.new_initial_state(players=2, seed=9), [RandomBot(1), RandomBot(2)])
        final = states[-1]
        print(final.outcome().message())
        show_state(final)
        """
    ),
    md(
        """
        Die letzten 10 Schritte der Partie in Worten:
        """,
        """
        The last 10 steps of the game in words:
        """,
    ),
    code("game_log(states, last=10)"),
    # -- 9 -----------------------------------------------------------------------------------------
    md(
        """
        ## 9. Allein gegen den Geist

        *Regel: „Solomodus“.* Der Geist hat keinen eigenen Wald, er sammelt nur Irrlichter: Vor jedem
        deiner Züge wird ein Glühwürmchen aufgedeckt; die Zahl sagt, wie viele Irrlichter seine Katze
        im Uhrzeigersinn sieht. Er nimmt das wertvollste davon. Seine Punkte-Hilfe rechts sagt, was
        jede Art ihm bringt. Eine Runde endet nach 4 / 6 / 8 Glühwürmchen und deinem letzten Zug – oder
        sofort, wenn dein Raster voll ist. Du gewinnst nur mit **mehr** Punkten als der Geist.

        So spielst du: Klicke zuerst auf das Teichfeld, wo die Katze des Geistes sitzen soll. Dann in
        jedem Zug: Irrlicht am Teich anklicken, dann eine Form, dann ein Feld in deinem Wald. Mit
        **↻ drehen** (Taste R) und **⇆ spiegeln** (Taste M) änderst du die Vorschau; klicke dasselbe
        Feld noch einmal (oder **✓ legen**, Taste P), um sie zu legen. Dann klickst du das Feld für das
        Irrlicht an. Für einen Baum-Zug klickst du zweimal auf ein leeres Feld.
        """,
        """
        ## 9. Alone against the ghost

        *Rule: “Solo mode”.* The ghost does not grow a forest. It collects wisps: before each of your
        turns a firefly is turned over; its number says how many wisps the ghost's cat sees clockwise.
        It takes the most valuable of them. Its points helper on the right says what each kind is worth
        to it. A round ends after 4 / 6 / 8 fireflies and your last turn – or at once when your grid is
        full. You win only with **more** points than the ghost.

        How to play: first click the pond field where the ghost's cat should sit. Then on every turn:
        click a wisp at the pond, then a shape, then a field of your forest. **↻ turn** (key R) and
        **⇆ mirror** (key M) change the preview; click the same field again (or **✓ place**, key P) to
        place it. Then click the field for the wisp. For a tree turn, click an empty field twice.
        """,
    ),
    code('PlayView("wispwood", players=1, seats=["human"], seed=1)'),
    # -- 10 ----------------------------------------------------------------------------------------
    md(
        """
        ## 10. Zu zweit an einem Gerät

        Reihum klickt, wer dran ist. Unter **Spiel starten** stellt ihr ein, wer mitspielt (bis zu
        vier, Menschen oder Computer), welche Zielkarten und wie viele Runden.
        """,
        """
        ## 10. Two players on one device

        Whoever's turn it is clicks. Under **Start game** you choose who plays (up to four, people or
        computers), which goal cards and how many rounds.
        """,
    ),
    code('PlayView("wispwood", players=["Ada", "Ben"], seed=2)'),
    md(
        """
        ## Geschafft!

        Jetzt kennst du die Regeln von *Wispwood*. Hol das echte Spiel heraus – und pass auf die Hüte
        auf!

        Zurück zum Anfang: [00_start.ipynb](00_start.ipynb)
        """,
        """
        ## Well done!

        Now you know the rules of *Wispwood*. Get out the real game – and beware of the hats!

        Back to the start: [00_start.ipynb](00_start.ipynb)
        """,
    ),
]
