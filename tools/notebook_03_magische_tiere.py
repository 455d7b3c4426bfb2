"""Notebook 03: Die Schule der magischen Tiere – the co-operative dino dice game.

Built by ``tools/make_notebooks.py`` (``.venv/bin/python tools/make_notebooks.py 03_magische_tiere``).
The rules are explained in our own words, citing the sections of the German rulebook.
"""

from make_notebooks import CHECK, FIRST_CODE, code, md, notebook_only, practice_cells

NAME = "03_magische_tiere"

WALKTHROUGH_INTROS = [
    (
        """
        ### Beispiel 1: Ein ganzer Wurf (unser eigenes Beispiel)

        Was muss sofort auf die Ablagetafel, was darf liegen bleiben, was wird neu gewürfelt?
        Regel: „1. Würfeln“ mit ihren sechs Punkten.
        """,
        """
        ### Example 1: a whole roll (our own example)

        What has to go onto the tray at once, what may stay, what is rolled again? Rule: “1. Rolling”
        with its six points.
        """,
    ),
    (
        """
        ### Beispiel 2: Die Taschenlampe zeigt eine 2 (aus der Spielregel, S. 5)

        Das Beispiel aus der Spielregel: Neben dem letzten Würfel der gelben Leiste steht eine 2 – also
        werden zwei Wegplättchen hell. Regel: „2. Aktionen ausführen“ und „Taschenlampen-Aktion“.
        """,
        """
        ### Example 2: the flashlight row shows a 2 (from the rulebook, p. 5)

        The rulebook's example: beside the last die of the yellow row there is a 2 – so two path tiles
        are lit. Rules: “2. Carrying out the actions” and “flashlight action”.
        """,
    ),
    (
        """
        ### Beispiel 3: Der Schuh zeigt eine 3 (aus der Spielregel, S. 6)

        Noch ein Beispiel aus der Spielregel: drei Schritte, aufgeteilt auf Jo und Helene. Regel:
        „Schuh-Aktion“.
        """,
        """
        ### Example 3: the shoe row shows a 3 (from the rulebook, p. 6)

        Another example from the rulebook: three steps, shared between Jo and Helene. Rule: “shoe
        action”.
        """,
    ),
    (
        """
        ### Beispiel 4: Der Nachtwächter erreicht die Fußspuren (unser eigenes Beispiel)

        Jetzt wird es gefährlich: Der Nachtwächter betritt den Weg der Kinder – und Ida kommt ins Spiel.
        Regel: „Nachtwächter-Aktion“ und „Ida-Aktion“.
        """,
        """
        ### Example 4: the watchman reaches the footprints (our own example)

        Now it gets dangerous: the watchman steps onto the children's way – and Ida enters the game.
        Rules: “watchman action” and “Ida action”.
        """,
    ),
    (
        """
        ### Beispiel 5: Der weiße Würfel (unser eigenes Beispiel)

        Das erste Kind bei Silas bringt einen siebten Würfel mit einem Joker. Regel: „Der weiße
        Würfel“.
        """,
        """
        ### Example 5: the white die (our own example)

        The first child to reach Silas brings a seventh die with a joker. Rule: “The white die”.
        """,
    ),
    (
        """
        ### Beispiel 6a: Gewonnen – alle Kinder sind bei Silas (unser eigenes Beispiel)

        Regel: „Wie endet das Spiel?“
        """,
        """
        ### Example 6a: won – every child is with Silas (our own example)

        Rule: “How does the game end?”
        """,
    ),
    (
        """
        ### Beispiel 6b: Knapp gewonnen – Ida lenkt den Nachtwächter ab (unser eigenes Beispiel)

        Im letzten Schritt siehst du auch die Variante: weiterspielen, bis alle bei Silas sind.
        Regeln: „Wie endet das Spiel?“ und der Kasten zum Weiterspielen.
        """,
        """
        ### Example 6b: a narrow win – Ida distracts the watchman (our own example)

        The last step also shows the variant: playing on until everyone is with Silas. Rules: “How
        does the game end?” and the box about playing on.
        """,
    ),
    (
        """
        ### Beispiel 6c: Verloren – der Nachtwächter erreicht Silas (unser eigenes Beispiel)

        Regel: „Wie endet das Spiel?“
        """,
        """
        ### Example 6c: lost – the watchman reaches Silas (our own example)

        Rule: “How does the game end?”
        """,
    ),
    (
        """
        ### Beispiel 7: Eine Karte ziehen und nutzen (unser eigenes Beispiel)

        Die Karten-Leiste zieht eine Karte – und die Gruppe nutzt sie sofort. Welche Karte oben auf dem Stapel liegt, weiß in einem echten Spiel niemand; hier ist sie festgelegt. Regeln: „Magische Tiere-Aktion“ und die Karten-Übersicht.
        """,
        """
        ### Example 7: drawing a card and using it (our own example)

        The card row draws a card – and the group uses it at once. In a real game nobody knows which card is on top of the pile; here it is fixed. Rules: “magic-animal action” and the card overview.
        """,
    ),
    (
        """
        ### Beispiel 8: Stapel leer, Weg hell: Leisten werden zugedeckt (unser eigenes Beispiel)

        Was passiert, wenn es nichts mehr zu ziehen oder zu entdecken gibt? Regeln: „Magische Tiere-Aktion“ und „Taschenlampen-Aktion“.
        """,
        """
        ### Example 8: empty pile, lit way: rows get covered (our own example)

        What happens when there is nothing left to draw or to light? Rules: “magic-animal action” and “flashlight action”.
        """,
    ),
    (
        """
        ### Beispiel 9: Schritte verfallen (unser eigenes Beispiel)

        Alle Kinder stehen vor einem dunklen Plättchen. Regel: „Schuh-Aktion“.
        """,
        """
        ### Example 9: steps are lost (our own example)

        Every child stands before a dark tile. Rule: “shoe action”.
        """,
    ),
    (
        """
        ### Beispiel 10: Ida ist noch nicht im Spiel (unser eigenes Beispiel)

        Ida-Würfel am Anfang des Spiels. Regel: „Ida-Aktion“.
        """,
        """
        ### Example 10: Ida is not in play yet (our own example)

        Ida dice at the start of the game. Rule: “Ida action”.
        """,
    ),
    (
        """
        ### Beispiel 11: Die Variante: weiterspielen nach dem Ablenken (unser eigenes Beispiel)

        Was ändert sich, wenn ihr nach Idas Sieg weiterspielt? Regel: der Kasten zum Weiterspielen.
        """,
        """
        ### Example 11: the variant: playing on after the distraction (our own example)

        What changes when you play on after Ida's win? Rule: the box about playing on.
        """,
    ),
    (
        """
        ### Beispiel 12: Karten für Weg, Ida und Würfel (unser eigenes Beispiel)

        Vier Karten, jede zu ihrer Zeit. Regel: „Übersicht der Magische Tiere-Karten“.
        """,
        """
        ### Example 12: cards for the way, Ida and the dice (our own example)

        Four cards, each at its own time. Rule: “overview of the magic-animal cards”.
        """,
    ),
    (
        """
        ### Beispiel 13: Karten gegen den Nachtwächter (unser eigenes Beispiel)

        Zwei Karten bremsen den Nachtwächter. Regel: „Übersicht der Magische Tiere-Karten“.
        """,
        """
        ### Example 13: cards against the watchman (our own example)

        Two cards slow the watchman down. Rule: “overview of the magic-animal cards”.
        """,
    ),
    (
        """
        ### Beispiel 14: Ida vor einem dunklen Plättchen (unser eigenes Beispiel)

        Auch Ida braucht helle Plättchen. Regel: „Ida-Aktion“.
        """,
        """
        ### Example 14: Ida before a dark tile (our own example)

        Ida needs lit tiles too. Rule: “Ida action”.
        """,
    ),
]


def _walkthrough_cells() -> list:
    cells = []
    for index, (de, en) in enumerate(WALKTHROUGH_INTROS):
        cells.append(md(de, en))
        cells.append(code(f"StepThrough(walkthroughs[{index}])"))
        if index == 1:
            cells.append(
                code(
                    f"""
                    {CHECK}
                    start, rolled, placed, acted = walkthroughs[1].replay()
                    print(placed.facts()["value.light"], "→", acted.lit - start.lit)
                    print(walkthroughs[1].steps[1].cite())
                    """
                )
            )
    return cells


CELLS = [
    md(
        """
        # Die Schule der magischen Tiere – das Dino-Würfelspiel

        Silas hat aus Versehen das T-Rex-Skelett im Museum zum Einsturz gebracht. Seine Freunde Eddie,
        Helene, Jo und Schoki schleichen nachts zu ihm, um es wieder aufzubauen – doch der Nachtwächter
        macht seine Runde.

        **Ihr spielt alle zusammen:** Entweder gewinnt ihr gemeinsam, oder ihr verliert gemeinsam.

        In dieser Lektion:

        1. das Spiel in Kürze und der Aufbau,
        2. Würfeln: die sechs Regeln zum Einsetzen,
        3. die Aktionen von oben nach unten,
        4. alle Beispiele zum Durchklicken,
        5. die Karten,
        6. das Würfel-Labor: Wie oft gewinnt welche Strategie?
        7. unsere Annahmen, wo die Spielregel nur Bilder hatte,
        8. eine gemeinsame Partie – mit Tipps vom Computer.

        Die Spielregel gibt es nur auf Deutsch. Wir erklären sie mit eigenen Worten und nennen immer
        den Abschnitt, in dem es steht.
        """,
        """
        # The School of Magical Animals – the dino dice game

        By accident, Silas has brought down the T. rex skeleton in the museum. His friends Eddie,
        Helene, Jo and Schoki sneak to him at night to rebuild it – but the night watchman is doing
        his rounds.

        **You all play together:** either you win together or you lose together.

        In this lesson:

        1. the game in a nutshell and the set-up,
        2. rolling: the six rules for placing dice,
        3. the actions from top to bottom,
        4. every example to click through,
        5. the cards,
        6. the dice lab: how often does which strategy win?
        7. our assumptions, where the rulebook only had pictures,
        8. a game together – with hints from the computer.

        The rulebook only exists in German. We explain it in our own words and always name the section
        where it says so.
        """,
    ),
    FIRST_CODE,
    code(
        """
        %matplotlib inline
        from boardtutor.views import show_state, show_table, assumptions_table, assumptions_view, game_log
        from boardtutor.widgets import StepThrough, PlayView
        from boardtutor.games.magische_tiere import lab

        game = boardtutor.load("magische_tiere")
        walkthroughs = boardtutor.walkthroughs("magische_tiere")
        """
    ),
    md(
        """
        ## Der Regel-Finder

        Hier kannst du jede Regel nachschlagen: Tipp ein Wort ein, zum Beispiel „Mütze“ oder „Ida“.
        Zu jeder Regel siehst du in unseren eigenen Worten, was sie sagt, ob wir etwas dazu annehmen
        mussten, und die Beispiele, die sie zeigen. Öffne ein Beispiel und probier es dann selbst aus!
        """,
        """
        ## The rule finder

        Look up any rule here: type a word, for example “cap” or “Ida”. For every rule you see what it
        says in our own words, whether we had to assume something about it, and the examples that show
        it. Open an example, then try it yourself!
        """,
    ),
    code(
        """
        from boardtutor.widgets import RuleFinder
        RuleFinder("magische_tiere")
        """
    ),
    md(
        """
        ## 1. Das Spiel in Kürze

        - **Ziel:** Alle vier Kinder sollen zu Silas (das Plättchen am Ende des Weges). Regel: „Spielziel“.
        - **Der Weg:** Vom großen lila Feld mit den Fußspuren über weitere lila Felder und dann über
          11 Wegplättchen. Die Plättchen sind am Anfang dunkel – Kinder dürfen nur auf helle.
        - **Die Gefahr:** Der Nachtwächter läuft erst über seine roten Felder und dann hinter den
          Kindern her. Wen er erreicht oder überholt, den hat er erwischt.
        - **Die Hilfe:** Sobald der Nachtwächter die Fußspuren erreicht, kommt Ida ins Spiel. Holt sie
          ihn ein, lenkt sie ihn ab.
        - **Das Ende:** Sind alle vier Kinder bei Silas, habt ihr gewonnen. Lenkt Ida den Nachtwächter ab,
          ist das ein knapper Sieg. Hat er alle Kinder erwischt und kommt bei Silas an, habt ihr verloren.
          Regel: „Wie endet das Spiel?“
        - **Ein Zug** hat zwei Teile: erst würfeln und Würfel auf die Ablagetafel setzen, dann die
          Aktionen der Leisten von oben nach unten ausführen.

        So sieht der Aufbau aus (links der Weg, rechts die Ablagetafel). Die Ida-Leiste ist noch
        abgedeckt, und der weiße Würfel liegt bei Silas. Regel: „Spielvorbereitung“.
        """,
        """
        ## 1. The game in a nutshell

        - **Aim:** all four children should reach Silas (the tile at the end of the way). Rule: “Aim
          of the game”.
        - **The way:** from the big purple field with the footprints over more purple fields and then
          over 11 path tiles. The tiles start dark – children may only step onto lit ones.
        - **The danger:** the night watchman first walks over his red fields and then follows the
          children. Whoever he reaches or passes is caught.
        - **The help:** as soon as the watchman reaches the footprints, Ida enters the game. If she
          catches up with him, she distracts him.
        - **The end:** when all four children are with Silas, you have won. If Ida distracts the
          watchman, that is a narrow win. If he has caught every child and arrives at Silas, you have
          lost. Rule: “How does the game end?”
        - **A turn** has two parts: first roll and put dice onto the tray, then carry out the actions
          of the rows from top to bottom.

        This is the set-up (the way on the left, the dice tray on the right). Ida's row is still
        covered, and the white die lies with Silas. Rule: “Set-up”.
        """,
    ),
    code("show_state(game.new_initial_state(players=2, seed=1))"),
    md(
        """
        Die Zahlen aus der Spielregel: 11 Wegplättchen, 20 Magische-Tiere-Karten, 6 blaue Würfel (dazu
        kommt später der weiße) und vier Kinder.
        """,
        """
        The numbers from the rulebook: 11 path tiles, 20 magic-animal cards, 6 blue dice (the white one
        joins later) and four children.
        """,
    ),
    code(
        f"""
        {CHECK}
        data = game.data
        print(data["track"]["path_tiles"], sum(data["cards"].values()), data["blue_dice"], len(data["children"]))
        """
    ),
    md(
        """
        ## 2. Würfeln: die sechs Regeln

        Wer dran ist, würfelt mit allen blauen Würfeln. Dann entscheidet ihr **gemeinsam**, welche
        Würfel auf die Ablagetafel kommen. Regel: „1. Würfeln“.

        1. Jede Leiste wird von links nach rechts gefüllt – nur mit Würfeln, die ihr Symbol zeigen.
        2. Jede Nachtwächtermütze muss sofort auf die rote Leiste.
        3. Kam keine Mütze, müsst ihr mindestens einen Würfel einsetzen.
        4. Ist eine Leiste abgedeckt, kann dort kein Würfel hin.
        5. Würfel, die ihr nicht einsetzen könnt oder wollt, dürft ihr neu würfeln.
        6. Eingesetzte Würfel bleiben liegen.

        Ihr würfelt so lange, bis alle Würfel liegen. Was passiert, wenn man gegen Regel 3 verstößt?
        """,
        """
        ## 2. Rolling: the six rules

        Whoever's turn it is rolls all the blue dice. Then you decide **together** which dice go onto
        the tray. Rule: “1. Rolling”.

        1. Every row fills from left to right – only with dice showing its symbol.
        2. Every watchman's cap has to go onto the red row at once.
        3. If no cap came up, you have to place at least one die.
        4. If a row is covered, no die can go there.
        5. Dice you cannot or do not want to place may be rolled again.
        6. Placed dice stay where they are.

        You keep rolling until every die is placed. What happens if you break rule 3?
        """,
    ),
    code(
        f"""
        {CHECK}
        state = game.new_initial_state(players=2, seed=1).apply("roll card light shoe shoe ida ida")
        try:
            state.apply("reroll")
        except boardtutor.RuleViolation as exc:
            print(exc.explain())
        """
    ),
    md(
        """
        Nichts ist passiert – der Wurf liegt noch genau so da. Welche Züge gehen stattdessen?
        """,
        """
        Nothing happened – the roll is still lying there exactly as before. Which moves are possible
        instead?
        """,
    ),
    code(
        """
        for action in state.legal_actions():
            print(state.action_text(action))
        """
    ),
    md(
        """
        ## 3. Die Aktionen von oben nach unten

        Liegen alle Würfel, wird die Ablagetafel von oben nach unten abgearbeitet. **Die Zahl neben
        dem letzten Würfel einer Leiste sagt, wie oft ihre Aktion kommt.** Regel: „2. Aktionen
        ausführen“ und „Übersicht der Aktionen“.

        | Leiste | Aktion |
        |---|---|
        | Karte (Rabbat) | eine Magische-Tiere-Karte ziehen; sofort nutzen oder aufheben |
        | Taschenlampe | das nächste dunkle Wegplättchen hell machen |
        | Schuh | ein Kind geht ein Feld; mehrere Schritte dürft ihr aufteilen |
        | Nachtwächter | er geht ein Feld – wen er erreicht oder überholt, der ist erwischt |
        | Ida | Ida geht ein Feld (nur auf helle Plättchen) |

        Ist der Kartenstapel leer, alle Plättchen hell oder kein Kind mehr frei, wird die passende
        Leiste abgedeckt. Die Zahlen auf den Leisten waren nur im Bild zu sehen – das sind unsere
        Annahmen:
        """,
        """
        ## 3. The actions from top to bottom

        Once every die is placed, the tray is worked through from top to bottom. **The number beside
        the last die of a row says how often its action happens.** Rules: “2. Carrying out the
        actions” and “Overview of the actions”.

        | Row | Action |
        |---|---|
        | card (Rabbat) | draw a magic-animal card; use it at once or keep it |
        | flashlight | light the next dark path tile |
        | shoe | one child walks one field; several steps may be shared out |
        | watchman | he walks one field – whoever he reaches or passes is caught |
        | Ida | Ida walks one field (only onto lit tiles) |

        When the card pile is empty, every tile is lit or no child is free any more, the matching row
        is covered. The numbers on the rows were only visible in a picture – these are our
        assumptions:
        """,
    ),
    code(
        """
        import pandas as pd
        from boardtutor.i18n import Noun, tr

        pd.DataFrame(
            {Noun(f"magische_tiere.row.{row}").render(): " – ".join(map(str, numbers)) for row, numbers in game.data["rows"].items()},
            index=[tr("core.assumption")],
        ).T
        """
    ),
    md(
        """
        ## 4. Die Beispiele zum Durchklicken

        Mit **Weiter** und **Zurück** gehst du Schritt für Schritt. Manchmal fragt dich das Programm
        vorher, was gleich passiert – rate zuerst! Mit **Ab hier selbst spielen** spielst du selbst
        weiter. Die Würfel in den Beispielen sind festgelegt, damit alles so kommt wie beschrieben.

        Die Beispiele 2 und 3 stammen aus der Spielregel. Alle anderen haben wir uns selbst
        ausgedacht – bei jedem steht dabei, woher es kommt. Manche beginnen mitten im Spiel: Diese
        Stellungen haben wir direkt aufgebaut.
        """,
        """
        ## 4. The examples to click through

        With **Next** and **Back** you go step by step. Sometimes the program asks you first what
        happens next – guess before you look! With **Play on from here** you take over. The dice in the
        examples are fixed, so that everything happens as described.

        Examples 2 and 3 come from the rulebook. We made up all the others ourselves – each one says
        where it comes from. Some start in the middle of a game: we set those positions up directly.
        """,
    ),
    *_walkthrough_cells(),
    *practice_cells("magische_tiere"),
    md(
        """
        ## 5. Die Karten

        Es gibt 20 Magische-Tiere-Karten in elf Arten. Jede Karte gilt nur einmal. Welche Art wie oft
        vorkommt, steht nicht in der Spielregel – die Anzahlen sind unsere Annahme. Regel: „Übersicht
        der Magische Tiere-Karten“.
        """,
        """
        ## 5. The cards

        There are 20 magic-animal cards of eleven kinds. Every card counts once. How many of each kind
        there are is not in the rulebook – the counts are our assumption. Rule: “Overview of the
        magic-animal cards”.
        """,
    ),
    code(
        """
        pd.DataFrame(
            [
                {
                    tr("magische_tiere.lab.card"): Noun(f"magische_tiere.card.{kind}").render(),
                    tr("magische_tiere.lab.card_effect"): tr(f"magische_tiere.card_text.{kind}"),
                    tr("magische_tiere.lab.card_count"): count,
                }
                for kind, count in game.data["cards"].items()
            ]
        ).style.hide(axis="index").set_table_styles([{"selector": cell, "props": "text-align: left"} for cell in ["th", "td"]])
        """
    ),
    md(
        """
        ## 6. Das Würfel-Labor

        ### Wie oft kommt eine Mütze?

        Jede Mütze lässt den Nachtwächter näher kommen – und jedes Neuwürfeln kann eine bringen. Wie
        oft bringt ein Wurf mit sechs Würfeln 0, 1, 2 … Mützen? Sechs Würfel können auf 46.656
        verschiedene Arten fallen. Das Programm zählt **genau**, wie viele davon 0, 1, 2 … Mützen
        zeigen – ohne Ausprobieren. Ein blauer Würfel zeigt die Mütze auf einer von sechs Seiten
        (unsere Annahme).
        """,
        """
        ## 6. The dice lab

        ### How often does a cap come up?

        Every cap brings the watchman closer – and every reroll can bring one. How often does one roll
        of six dice bring 0, 1, 2 … caps? Six dice can fall in 46,656 different ways. The program
        counts **exactly** how many of them show 0, 1, 2 … caps – without trying it out. A blue die
        shows the cap on one of its six faces (our assumption).
        """,
    ),
    code("lab.cap_odds(6)"),  # a table (HTML); its numbers are checked in tests/games/magische_tiere/test_magische_lab.py
    code("lab.plot_cap_odds(6);"),
    md(
        """
        Ganz links steht, wie oft das ungefähr vorkommt: „etwa 1 von 3 Würfen“ heißt, dass es bei
        ungefähr jedem dritten Wurf passiert. Fast zwei Drittel aller Würfe bringen mindestens eine
        Mütze. Wer viel neu würfelt, holt den Nachtwächter also schneller heran.

        ### Welche Strategie gewinnt am häufigsten?

        Der Computer spielt viele ganze Partien mit verschiedenen Strategien – jede mit denselben
        Zufallszahlen, damit es fair ist:

        - **Kinder zuerst:** Schuhe für die Kinder, die Taschenlampe, wenn der Weg dunkel wird.
        - **Licht zuerst:** erst den ganzen Weg hell machen, dann laufen.
        - **Karten aufheben:** wie „Kinder zuerst“, aber Karten nur in der Not.
        - **Alles sofort einsetzen:** nie freiwillig neu würfeln.
        """,
        """
        The first column says roughly how often it happens: “about 1 in 3 rolls” means about every
        third roll. Almost two thirds of all rolls bring at least one cap. So whoever rerolls a lot
        brings the watchman closer faster.

        ### Which strategy wins most often?

        The computer plays many whole games with different strategies – each with the same random
        numbers, to be fair:

        - **Children first:** shoes for the children, the flashlight when the way gets dark.
        - **Light first:** light the whole way first, then walk.
        - **Hold cards:** like “children first”, but cards only in an emergency.
        - **Place everything at once:** never roll again by choice.
        """,
    ),
    code(
        """
        results = lab.simulate(games=1000, seed=1)
        show_table(results.table())
        """
    ),
    code("results.plot();"),
    md(
        """
        Links siehst du, wie die Partien enden (grün = gewonnen, orange gestreift = knapp gewonnen,
        rot gekreuzt = verloren), rechts, wie viele Runden sie dauern.
        """,
        """
        On the left you see how the games end (green = won, orange striped = narrow win, red crossed =
        lost), on the right how many turns they last.
        """,
    ),
    md(
        """
        **Probier es selbst:** Wähle Strategien aus (mit Strg oder ⌘ mehrere), ändere die Zahl der
        Partien und drücke „Zeigen“. Mit einer anderen Würfel-Nummer kommen andere Würfel – schwanken die
        Ergebnisse stark?
        """,
        """
        **Try it yourself:** choose strategies (hold Ctrl or ⌘ for several), change the number of games
        and press “Show”. Another dice number brings other dice – do the results change a lot?
        """,
    ),
    code(
        """
        from boardtutor.widgets.forms import lab_form

        lab_form(["children_first", "place_all"], games=1000, seed=7)
        """
    ),
    notebook_only(md(
        """
        Dasselbe als Code: `lab.simulate(["children_first", "place_all"], games=1000, seed=7)`; `seed`
        ist die Würfel-Nummer.
        """,
        """
        The same as code: `lab.simulate(["children_first", "place_all"], games=1000, seed=7)`; `seed` is
        the dice number.
        """,
    )),
    md(
        """
        ## 7. Unsere Annahmen

        ⚠ **Achtung: Das sind Annahmen, keine Regeln aus der Spielregel!**

        Manches zeigt die Spielregel nur auf Bildern (die Ablagetafel, den Spielplan, die Würfelseiten),
        manches gar nicht (wie oft jede Karte vorkommt), und manchmal lässt sie eine Frage offen (darf
        der Nachtwächter über dunkle Plättchen laufen?). Damit das Programm trotzdem spielen kann, haben
        wir entschieden. Links steht, was wir angenommen haben, rechts, warum das nötig war. Im echten
        Spiel kann manches anders aussehen – und dann gewinnt man vielleicht öfter oder seltener.
        """,
        """
        ## 7. Our assumptions

        ⚠ **Careful: these are assumptions, not rules from the rulebook!**

        Some things the rulebook only shows in pictures (the dice tray, the board, the die faces), some
        not at all (how many of each card there are), and sometimes it leaves a question open (may the
        watchman walk over dark tiles?). So that the program can still play, we had to
        decide. On the left is what we assumed, on the right why that was needed. The real game may
        look different in places – and then you might win more or less often.
        """,
    ),
    code(
        """
        assumptions_view(game)
        """
    ),
    md(
        """
        ## 8. Spielt zusammen!

        Ihr seid eine Gruppe – zu zweit, zu dritt, zu viert oder allein. So geht es:

        - **Würfel anklicken**, die ihr einsetzen wollt (noch einmal klicken nimmt sie zurück). Ein Klick
          auf eine Leiste wählt alle Würfel mit ihrem Symbol. Dann **„Auswahl einsetzen“** – die
          übrigen Würfel werden neu gewürfelt.
        - **Alles neu würfeln**, **Karten nutzen** und **Weiter mit den Aktionen** gehen mit den Knöpfen.
        - Beim **Laufen** klickt ihr auf das Feld, auf dem das Kind steht.
        - **Tipp:** Der Computer schlägt einen Zug vor, sagt warum und markiert die Würfel. Er spielt wie
          „Alles sofort einsetzen“, die Strategie, die im Labor am seltensten verliert. Ob ihr ihm
          folgt, entscheidet ihr!
        """,
        """
        ## 8. Play together!

        You are one group – two, three, four of you, or on your own. This is how it works:

        - **Click the dice** you want to place (click again to take them back). A click on a row picks
          every die with its symbol. Then **“Place the chosen dice”** – the others are rolled again.
        - **Roll everything again**, **use cards** and **go on with the actions** work with the buttons.
        - For **walking**, click the field the child stands on.
        - **Hint:** the computer suggests a move, says why and marks the dice. It plays like “place
          everything at once”, the strategy that loses least often in the lab. Whether you follow it is
          up to you!
        """,
    ),
    code('PlayView("magische_tiere", players=2, seed=1)'),
    md(
        """
        Oder spielt mit einem Computer im Team: Ihr würfelt für Lena, der Computer für Tim. Er denkt
        voraus (er spielt in Gedanken viele schnelle Partien). Unter **Spiel starten** stellt ihr ein,
        wer mitspielt.
        """,
        """
        Or play with a computer in your team: you roll for Lena, the computer for Tim. It thinks ahead
        (it plays many quick games in its head). Under **Start game** you choose who plays.
        """,
    ),
    code('PlayView("magische_tiere", players=["Lena", "Tim"], seats=["human", "search"], seed=3)'),
    md(
        """
        ## Geschafft!

        Jetzt kennt ihr die Regeln von *Die Schule der magischen Tiere – das Dino-Würfelspiel*. Holt das
        echte Spiel heraus – und bringt alle Kinder zu Silas!

        Zurück zum Anfang: [00_start.ipynb](00_start.ipynb)
        """,
        """
        ## Well done!

        Now you know the rules of *The School of Magical Animals – the dino dice game*. Get out the
        real game – and bring every child to Silas!

        Back to the start: [00_start.ipynb](00_start.ipynb)
        """,
    ),
]
