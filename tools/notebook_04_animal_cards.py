"""Notebook 04: the animal exercise card battle.

Built by ``tools/make_notebooks.py`` (``.venv/bin/python tools/make_notebooks.py 04_animal_cards``).
The rules are explained in our own words, citing the numbered rules of the English rulebook.
"""

from make_notebooks import CHECK, FIRST_CODE, code, md, notebook_only, practice_cells

NAME = "04_animal_cards"

WALKTHROUGH_INTROS = [
    (
        """
        ### Beispiel 1: Der Aufbau (unser eigenes Beispiel)

        Wer fängt an? Wo liegen die Tiere, und welche kann man angreifen? Regeln 2.1, 2.2 und 3.
        """,
        """
        ### Example 1: setting up (our own example)

        Who goes first? Where do the animals go, and which of them can be attacked? Rules 2.1, 2.2
        and 3.
        """,
    ),
    (
        """
        ### Beispiel 2: Ein ganzer Zug (unser eigenes Beispiel)

        Ausspielen, angreifen – die angreifende Person macht die Übung, und bei uns machen alle mit
        (unsere Annahme). Danach ruht das Tier. Regeln 4 und 5.
        """,
        """
        ### Example 2: a whole turn (our own example)

        A play, an attack – the attacking player does the exercise, and in our version everybody joins
        in (our assumption). Then the animal rests. Rules 4 and 5.
        """,
    ),
    (
        """
        ### Beispiel 3: Stark und schwach (unser eigenes Beispiel)

        Derselbe Bär greift drei verschiedene Tiere an: einmal +1, einmal −1, einmal nichts extra.
        Regel 5.3.
        """,
        """
        ### Example 3: strong and weak (our own example)

        The same bear attacks three different animals: once +1, once −1, once nothing extra. Rule 5.3.
        """,
    ),
    (
        """
        ### Beispiel 4: Besiegt – und aufstufen (unser eigenes Beispiel)

        Ein Tier wird besiegt, seine Karten kommen auf den Besiegt-Stapel, und das Siegertier steigt
        auf. Danach macht ein Dojo ein ruhendes Tier sofort wieder fit. Regeln 6 und 7.
        """,
        """
        ### Example 4: defeated – and upgraded (our own example)

        An animal is defeated, its cards go to the defeated pile, and the winner is upgraded. Then a
        dojo gets a resting animal going again at once. Rules 6 and 7.
        """,
    ),
    (
        """
        ### Beispiel 5: Eine Karte bleibt liegen, der Stapel ist leer (unser eigenes Beispiel)

        Die Kuscheldecke bleibt liegen, bis eine andere Gesundheitskarte kommt – und ein leerer
        Stapel wird aus dem Ablagestapel neu gemischt. Regeln 9.2 und 10.
        """,
        """
        ### Example 5: a card that stays, an empty deck (our own example)

        The cosy blanket stays until another health card comes – and an empty deck is reshuffled from
        the discard pile. Rules 9.2 and 10.
        """,
    ),
    (
        """
        ### Beispiel 6: Zwei Karten auf einmal, eine außer der Reihe (unser eigenes Beispiel)

        Der Picknickkorb erlaubt eine zweite Karte, die Pfeife darf man spielen, wenn man gar nicht dran
        ist. Regeln 8 und 9.1.
        """,
        """
        ### Example 6: two cards at once, one out of turn (our own example)

        The picnic basket allows a second card; the whistle may be played when it is not even your
        turn. Rules 8 and 9.1.
        """,
    ),
    (
        """
        ### Beispiel 7: Gleichstand bei Schere, Stein, Papier (unser eigenes Beispiel)

        Beide zeigen dasselbe Zeichen – was jetzt? Regel 2.1.
        """,
        """
        ### Example 7: a tie at rock, paper, scissors (our own example)

        Both show the same sign – what now? Rule 2.1.
        """,
    ),
    (
        """
        ### Beispiel 8: Karten tauschen oder ein neues Tier (unser eigenes Beispiel)

        Zwei andere Arten auszuspielen: Karten abwerfen und nachziehen – oder ein Tier der Stufe 1 auf ein
        freies Feld legen. Regeln 3 und 4.2.
        """,
        """
        ### Example 8: swapping cards or a new animal (our own example)

        Two other kinds of play: put cards down and draw new ones – or put a level-1 animal on a free
        cell. Rules 3 and 4.2.
        """,
    ),
    (
        """
        ### Beispiel 9: Ein Zug ohne Angriff (unser eigenes Beispiel)

        Das einzige Tier ruht – dann endet der Zug ohne Angriff. Regeln 4.1 und 5.4.
        """,
        """
        ### Example 9: a turn without an attack (our own example)

        The only animal is resting – so the turn ends without an attack. Rules 4.1 and 5.4.
        """,
    ),
    (
        """
        ### Beispiel 10: Gewonnen! (unser eigenes Beispiel)

        Das letzte Tier auf dem Spielfeld wird besiegt. Regel: das Spielziel.
        """,
        """
        ### Example 10: the game is won! (our own example)

        The last animal on the grid is defeated. Rule: the aim of the game.
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
                    attacked = walkthroughs[1].replay()[2]
                    print(attacked.last["damage"], attacked.last["health"], attacked.exercise().count)
                    print(walkthroughs[1].steps[1].cite())
                    """
                )
            )
    return cells


CELLS = [
    md(
        """
        # Das Tier-Fitness-Kartenduell

        Zwei Spielerinnen oder Spieler, zwei Spielfelder voller Tiere – und bei jedem Angriff eine
        Übung: Froschsprünge, Hampelmänner, auf einem Bein stehen wie ein Flamingo … Die Spielregel
        verlangt sie von der Person, die angreift; bei uns **machen alle mit** (unsere Annahme).
        Wer zuerst alle Tiere auf dem Spielfeld des anderen besiegt, gewinnt.

        In dieser Lektion:

        1. die Regeln in Kürze,
        2. der Beispielstapel (unsere Annahme – die Karten waren nur Bilder),
        3. zehn Beispiele zum Durchklicken – alle von uns ausgedacht, denn die Spielregel hat keine,
        4. Schadens-Mathe: Wie viele Treffer braucht man?
        5. der Übungs-Trainer für den Beamer,
        6. spielen: gegen den Computer oder zu zweit,
        7. wie lange ein Spiel dauert,
        8. alle unsere Annahmen.

        Die Spielregel gibt es nur auf Englisch, mit nummerierten Regeln von 1 bis 10. Wir erklären
        sie mit eigenen Worten und nennen immer die Nummer. Gleich unten findest du den Regel-Finder.
        """,
        """
        # The animal exercise card battle

        Two players, two grids full of animals – and at every attack an exercise: frog jumps, star
        jumps, standing on one leg like a flamingo … The rulebook asks the attacking player to do it; in
        our version **everybody joins in** (our assumption). Whoever first defeats every animal on the
        other player's grid wins.

        In this lesson:

        1. the rules in a nutshell,
        2. the sample deck (our assumption – the cards were only pictures),
        3. ten examples to click through – all our own, because the rulebook has none,
        4. damage maths: how many hits does it take?
        5. the exercise coach for the projector,
        6. playing: against the computer or with two players,
        7. how long a game lasts,
        8. all our assumptions.

        The rulebook has numbered rules from 1 to 10. We explain them in our own words and always
        give the number. The rule finder is just below.
        """,
    ),
    FIRST_CODE,
    code(
        """
        %matplotlib inline
        from boardtutor.views import show_state, assumptions_table, assumptions_view
        from boardtutor.widgets import StepThrough, PlayView
        from boardtutor.games.animal_cards import deck, maths
        from boardtutor.games.animal_cards.coach import ExerciseCoach

        game = boardtutor.load("animal_cards")
        walkthroughs = boardtutor.walkthroughs("animal_cards")
        """
    ),
    md(
        """
        ## Der Regel-Finder

        Hier kannst du jede Regel nachschlagen: Tipp ein Wort oder eine Nummer ein (zum Beispiel
        „Dojo“ oder „5.4“). Zu jeder Regel siehst du, was sie sagt – in unseren eigenen Worten –, ob wir
        dazu etwas annehmen mussten, und die Beispiele, die sie zeigen. Öffne ein Beispiel und probier
        es dann selbst aus!
        """,
        """
        ## The rule finder

        Look up any rule here: type a word or a number (for example “dojo” or “5.4”). For every rule you
        see what it says in our own words, whether we had to assume something about it, and the
        examples that show it. Open an example, then try it yourself!
        """,
    ),
    code(
        """
        from boardtutor.widgets import RuleFinder
        RuleFinder("animal_cards")
        """
    ),
    md(
        """
        ## 1. Die Regeln in Kürze

        - **Der Stapel (1):** Jede Person hat 40 Karten: 9 Tiere in je 3 Stufen, 3 Dojos und 10
          Gesundheits- und Gegenstandskarten.
        - **Wer fängt an? (2.1):** Schere, Stein, Papier.
        - **Das Spielfeld (2.2):** 3 × 3 Felder. Zu Beginn liegen dort sechs Tiere der Stufe 1. In jeder
          Spalte kann nur das **vorderste** Tier angegriffen werden.
        - **Fünf Karten (3):** Alle anderen Karten werden gemischt. Man hat immer fünf Karten auf der Hand.
        - **Ein Zug (4):** erst **ausspielen** – eine Gesundheitskarte, einen Gegenstand, Karten tauschen,
          ein neues Tier der Stufe 1 legen oder nichts –, dann **angreifen**. Ruhen gerade alle eigenen
          Tiere, endet der Zug ohne Angriff.
        - **Angreifen (5):** Ein eigenes Tier wählt ein Ziel. **Wer angreift, macht die Übung des
          Tiers** (bei uns machen alle mit – ⚠ unsere Annahme, nicht die Spielregel) – dann wird der
          Schaden von den Lebenspunkten des Ziels abgezogen. Wer mag, spielt mit „stark und
          schwach“: +1 oder −1 Schaden. Danach **ruht** das Tier einen Zug lang.
        - **Besiegt (6):** Hat ein Tier keine Lebenspunkte mehr, kommt es auf den Besiegt-Stapel – für
          immer, mit allen seinen Karten.
        - **Aufstufen (7):** Das Tier, das gerade ein anderes besiegt hat, darf gleich danach mit der
          nächsten Stufe von der Hand aufgestuft werden – ausruhen muss es trotzdem. Mit einem Dojo geht
          das auch ohne Sieg – und das Tier darf sofort angreifen.
        - **Besondere Karten (8, 9):** Manche Karten erlauben mehrere Karten oder eine Karte außer der
          Reihe. Von jeder Sorte liegt höchstens eine Karte im Spiel; am Ende des Zugs kommt sie weg –
          außer es steht „bleibt liegen“ darauf.
        - **Leerer Stapel (10):** Dann wird der Ablagestapel gemischt und ist der neue Stapel.

        So sieht es nach dem Aufbau aus: Leo oben, Mia unten, die vorderen Reihen zeigen zur Mitte. In
        der Mitte steht die Übung des letzten Angriffs – groß, damit alle mitmachen können.
        """,
        """
        ## 1. The rules in a nutshell

        - **The deck (1):** each player has 40 cards: 9 animals in 3 levels each, 3 dojos and 10 health
          and item cards.
        - **Who goes first? (2.1):** rock, paper, scissors.
        - **The grid (2.2):** 3 × 3 cells. At the start six level-1 animals lie there. In each column only
          the **front** animal can be attacked.
        - **Five cards (3):** all the other cards are shuffled. You always have five cards in hand.
        - **A turn (4):** first **make a play** (a health card, an item, swapping cards, a new level-1
          animal, or nothing), then **attack**. If all your animals are resting, the turn ends without
          an attack.
        - **Attacking (5):** one of your animals picks a target. **The attacking player does the
          animal's exercise** (in our version everybody joins in – ⚠ our assumption, not the rulebook's)
          – then the damage is taken off the target's health. If you like, play with “strong
          and weak”: +1 or −1 damage. After that the animal **rests** for a turn.
        - **Defeated (6):** when an animal has no health left, it goes to the defeated pile – for good,
          with all its cards.
        - **Upgrading (7):** the animal that has just defeated another one may be upgraded right away with
          the next level from your hand – it still has to rest. A dojo does it without a win – and then
          the animal may attack at once.
        - **Special cards (8, 9):** some cards allow several cards or a card out of turn. At most one
          card of each kind is in play; at the end of the turn it goes away – unless it says “stays”.
        - **Empty deck (10):** then the discard pile is shuffled and becomes the new deck.

        This is what it looks like after setting up: Leo at the top, Mia at the bottom, the front rows
        facing the middle. In the middle is the exercise of the last attack – big, so everybody can
        join in.
        """,
    ),
    code("show_state(walkthroughs[0].replay()[-1])"),
    md(
        """
        Die Zahlen aus der Spielregel: 40 Karten im Stapel (27 Tiere, 3 Dojos, 10 andere), sechs Tiere
        zu Beginn, fünf Karten auf der Hand.
        """,
        """
        The numbers from the rulebook: 40 cards in a deck (27 animals, 3 dojos, 10 others), six animals
        at the start, five cards in hand.
        """,
    ),
    code(
        f"""
        {CHECK}
        from boardtutor.games.animal_cards import DECK, ANIMAL_CARDS
        print(sum(DECK.values()), len(ANIMAL_CARDS), DECK["dojo"], sum(DECK.values()) - len(ANIMAL_CARDS) - DECK["dojo"])
        print(game.data["grid"]["start_animals"], game.data["hand_size"])
        """
    ),
    md(
        """
        Was passiert, wenn man ein Tier weiter hinten angreifen will? Das Programm sagt, was nicht geht
        – und welche Regel das sagt. Am Spiel ändert sich nichts.
        """,
        """
        What happens if you try to attack an animal further back? The program says what is not allowed
        – and which rule says so. Nothing in the game changes.
        """,
    ),
    code(
        f"""
        {CHECK}
        state = walkthroughs[1].replay()[1]
        try:
            state.apply("attack a1 a3")
        except boardtutor.RuleViolation as exc:
            print(exc.explain())
        """
    ),
    md(
        """
        ## 2. Der Beispielstapel

        ⚠ **Das ist eine Annahme.** Die Karten standen in der Spielregel nur als Bilder, ohne Zahlen.
        Damit man trotzdem spielen kann, haben wir einen freundlichen Beispielstapel gebaut: neun Tiere
        mit passenden Übungen, jede Stufe stärker als die davor. ♥ sind Lebenspunkte, ✸ ist der Schaden.
        """,
        """
        ## 2. The sample deck

        ⚠ **This is an assumption.** The rulebook only showed the cards as pictures, without numbers. So
        that you can play anyway, we built a friendly sample deck: nine animals with fitting exercises,
        each level stronger than the one before. ♥ is health, ✸ is damage.
        """,
    ),
    code(
        """
        left = [{"selector": cell, "props": "text-align: left"} for cell in ["th", "td"]]
        deck.animal_table().style.hide(axis="index").set_table_styles(left)
        """
    ),
    md(
        """
        Dazu kommen zehn Gesundheits- und Gegenstandskarten und drei Dojos:
        """,
        """
        Then there are ten health and item cards and three dojos:
        """,
    ),
    code("deck.card_table().style.hide(axis=\"index\").set_table_styles(left)"),
    md(
        """
        So sehen die Karten aus (die Tiere auf Stufe 2). Oben steht der Name, darunter die Stufe als
        Wort und als Sterne, dann die Lebenspunkte beim Herz und rechts der Schaden im Stern. Die
        Übung und wogegen ein Tier stark oder schwach ist, stehen in der Tabelle oben.
        """,
        """
        This is what the cards look like (the animals at level 2). At the top the name, below it the
        level in words and as stars, then the health next to the heart and the damage in the star on
        the right. The exercise and what an animal is strong or weak against are in the table above.
        """,
    ),
    code("deck.card_gallery()"),
    md(
        """
        ## 3. Die Beispiele zum Durchklicken

        Mit **Weiter** und **Zurück** gehst du Schritt für Schritt. Manchmal fragt dich das Programm
        zuerst, was gleich passiert – rate, bevor du schaust! Mit **Ab hier selbst spielen** spielst du
        selbst weiter. Die gezogenen Karten sind in den Beispielen festgelegt, damit alles so kommt wie
        beschrieben.

        Die Spielregel selbst hat keine durchgerechneten Beispiele. Alle zehn Beispiele hier haben wir
        uns ausgedacht; das Programm spielt jeden Schritt nach den Regeln nach und prüft jede Zahl. In
        den Beispielen erfährst du die Karten auf beiden Händen – im echten Spiel kennt jeder nur seine
        eigenen.
        """,
        """
        ## 3. The examples to click through

        With **Next** and **Back** you go step by step. Sometimes the program asks you first what happens
        next – guess before you look! With **Play on from here** you take over. The cards drawn in the
        examples are fixed, so that everything happens as described.

        The rulebook itself has no worked examples. We made up all ten examples here; the program plays
        every step by the rules and checks every number. In the examples you learn the cards in both
        hands – in a real game each player knows only their own.
        """,
    ),
    *_walkthrough_cells(),
    *practice_cells("animal_cards"),
    md(
        """
        ## 4. Schadens-Mathe: Wie viele Treffer braucht man?

        Ein Angriff zieht den Schaden des Angreifers von den Lebenspunkten des Ziels ab. Wie oft muss man
        also treffen? **Lebenspunkte geteilt durch Schaden – und aufrunden.** Der Frosch (Schaden 3)
        gegen den Elefanten (6 Lebenspunkte): 6 ÷ 3 = 2 Treffer. Das Pferd (Schaden 3) gegen den Bären
        (6): auch 2. Der Bär (Schaden 2) gegen den Geparden (4): 2 Treffer. Mit „stark“ macht der Bär 3
        Schaden: 4 ÷ 3 = 1 Rest 1. Ein Treffer reicht also nicht – es bleiben 2!
        """,
        """
        ## 4. Damage maths: how many hits does it take?

        An attack takes the attacker's damage off the target's health. So how often do you have to hit?
        **Health divided by damage – rounded up.** The frog (damage 3) against the elephant (6 health):
        6 ÷ 3 = 2 hits. The horse (damage 3) against the bear (6): 2 as well. The bear (damage 2) against
        the cheetah (4): 2 hits. With “strong” the bear does 3 damage: 4 ÷ 3 = 1 remainder 1. So one hit
        is not enough – it is still 2!
        """,
    ),
    code(
        f"""
        {CHECK}
        print(maths.hits_to_defeat("frog1", "elephant1"), maths.hits_to_defeat("horse1", "bear1"))
        print(maths.hits_to_defeat("bear1", "cheetah1"), maths.hits_to_defeat("bear1", "cheetah1", strong_weak=True))
        print(maths.exercise_to_defeat("frog1", "elephant1").count)
        """
    ),
    md(
        """
        Und zum Mitmachen: Bis der Frosch den Elefanten besiegt hat, macht die angreifende Person
        2 × 3 = 6 Froschsprünge – und bei uns alle mit ihr (unsere Annahme). Hier tritt jedes Tier der Stufe 1 gegen jedes an – links der Angreifer, oben das
        Ziel, in jedem Kästchen die Zahl der Treffer:
        """,
        """
        And to join in: until the frog has defeated the elephant, the attacking player does 2 × 3 = 6
        frog jumps – and in our version everybody with them (our assumption).
        Here every level-1 animal meets every other one – the attacker on the left, the target at the
        top, the number of hits in each square:
        """,
    ),
    code("maths.plot_hits();"),
    md(
        """
        Mit „stark und schwach“ ändern sich einige Zahlen. Findest du die Kästchen, die anders sind?
        """,
        """
        With “strong and weak” some numbers change. Can you find the squares that are different?
        """,
    ),
    code("maths.plot_hits(strong_weak=True);"),
    md(
        """
        Und wie ist es zwischen den Stufen? Ein Tier der Stufe 1 braucht gegen Stufe 3 viel länger:
        """,
        """
        And between the levels? A level-1 animal takes much longer against level 3:
        """,
    ),
    code("maths.level_summary().style.hide(axis=\"index\")"),
    md(
        """
        Wie viele Hampelmänner braucht der Seestern der Stufe 1, um einen Elefanten der Stufe 3 zu
        besiegen?
        """,
        """
        How many star jumps does the level-1 starfish need to defeat a level-3 elephant?
        """,
    ),
    md(
        """
        **Probier es selbst:** Wähle zwei Tiere und drücke „Zeigen“.
        """,
        """
        **Try it yourself:** choose two animals and press “Show”.
        """,
    ),
    code(
        """
        from boardtutor.widgets.forms import exercise_form

        exercise_form("starfish1", "elephant3")
        """
    ),
    notebook_only(md(
        """
        Dasselbe als Code: Ändere die Karten in der nächsten Zelle und führe sie aus.
        """,
        """
        The same as code: change the cards in the next cell and run it.
        """,
    )),
    notebook_only(code(
        """
        total = maths.exercise_to_defeat("starfish1", "elephant3")
        print(total.text())
        """
    )),
    md(
        """
        ## 5. Der Übungs-Trainer

        Für den Beamer: eine große Karte mit der Übung und einer Zahl zum Mitzählen. Klick auf die große
        Zahl (oder drück die Leertaste) bei jeder Wiederholung. **Nächste Übung** zieht eine andere aus dem
        Stapel – gut zum Aufwärmen!
        """,
        """
        ## 5. The exercise coach

        For the projector: a big card with the exercise and a number to count along. Click the big number
        (or press the space bar) at every repetition. **Next exercise** draws another one from the deck –
        good for a warm-up!
        """,
    ),
    code("ExerciseCoach(seed=4)"),
    md(
        """
        ## 6. Spielt selbst!

        So geht es mit der Maus:

        - **Aufbau:** Klick ein Tier rechts an, dann ein freies Feld auf deinem Spielfeld.
        - **Ausspielen:** Klick eine Karte an. Braucht sie ein Ziel (Banane, Kuscheldecke, Dojo, ein neues Tier),
          klick danach das Feld an. Karten ohne Ziel gelten sofort. **⇄ Karten tauschen:** anklicken, Karten
          wählen, noch einmal anklicken. Nichts ausspielen: der Knopf „… spielt nichts aus“.
        - **Angreifen:** Klick eines deiner Tiere an, dann ein blau markiertes Ziel. Dann die Übung – für
          dich und bei uns für alle (unsere Annahme)!

        Der Computer denkt voraus, indem er in Gedanken viele schnelle Partien spielt. **Er schummelt
        nicht:** Er kennt nur seine eigenen Karten. Deine Hand kennt er nicht – er probiert viele
        Hände aus, die du haben könntest. Unter **Spiel
        starten** stellt ihr ein, wer mitspielt, wer anfängt und ob mit „stark und schwach“ gespielt wird.
        """,
        """
        ## 6. Play yourselves!

        This is how it works with the mouse:

        - **Setting up:** click an animal on the right, then a free cell on your grid.
        - **Making a play:** click a card. If it needs a target (banana, cosy blanket, dojo, a new animal),
          then click the cell. Cards without a target count at once. **⇄ Swap cards:** click it, pick the
          cards, click it again. To play nothing: the button “… plays no card”.
        - **Attacking:** click one of your animals, then a target marked in blue. Then the exercise –
          for you, and in our version for everybody (our assumption)!

        The computer thinks ahead by playing many quick games in its head. **It does not cheat:** it
        only knows its own cards. It does not know your hand – it tries out many hands you could hold. Under **Start game** you choose who plays, who goes
        first and whether to play with “strong and weak”.
        """,
    ),
    code('play = PlayView("animal_cards", players=["Mia", "Leo"], seats=["human", "search"], seed=2)\nplay'),
    md(
        """
        Der Trainer kann dem Spiel folgen: Bei jedem Angriff oben erscheint hier die neue Übung – groß für
        den Beamer.
        """,
        """
        The coach can follow the game: at every attack above, the new exercise appears here – big, for the
        projector.
        """,
    ),
    code("ExerciseCoach(play)"),
    md(
        """
        Zu zweit an einem Bildschirm: Wer dran ist, sieht seine Karten offen, die Karten der anderen
        Person liegen verdeckt. Beim Wechsel kurz wegschauen!
        """,
        """
        Two players at one screen: whoever's turn it is sees their cards face up; the other player's
        cards lie face down. Look away for a moment when you swap!
        """,
    ),
    code('PlayView("animal_cards", players=["Mia", "Leo"], seats=["human", "human"], seed=3, format="strong_weak")'),
    md(
        """
        ## 7. Wie lange dauert ein Spiel?

        Enden die Partien wirklich? Das haben wir mit dem Beispielstapel ausprobiert: Der Computer spielt
        200 Partien, in denen beide Seiten einfach zufällig ziehen. Fast jeder Zug hat einen Angriff – also
        eine Übung für die Klasse. Nur wenn alle Tiere einer Seite ruhen, endet ein Zug ohne Angriff.
        """,
        """
        ## 7. How long does a game last?

        To make sure games really end, we tried out the sample deck: the computer plays 200 games in
        which both sides simply make random moves. Almost every turn has an attack – so one exercise for
        the class. Only when all of a player's animals are resting does a turn end without one.
        """,
    ),
    code(
        """
        lengths = maths.game_lengths(games=200, seed=1)
        maths.plot_game_lengths(lengths);
        """
    ),
    code(
        f"""
        {CHECK}
        print(len(lengths), min(lengths), max(lengths) < game.data["turn_limit"])
        """
    ),
    md(
        """
        Jede Partie hatte einen Sieger, lange vor der Zuggrenze. Mit Menschen, die klug spielen, kann es
        kürzer oder länger dauern – plant für eine Partie etwa so viele Übungen ein.

        ## 8. Unsere Annahmen

        ⚠ **Achtung: Das sind Annahmen, keine Regeln aus der Spielregel!** Die Karten, die Übungen, das
        Bild des Spielfelds und einige Kleinigkeiten fehlen im Text. Und dass bei jedem Angriff alle
        mitmachen, ist unsere Idee – die Spielregel verlangt die Übung nur von der angreifenden Person. Links steht, was wir angenommen haben,
        rechts, warum das nötig war.
        """,
        """
        Every game had a winner, long before the turn limit. With people who play cleverly a game may
        be shorter or longer – plan about this many exercises for one game.

        ## 8. Our assumptions

        ⚠ **Careful: these are assumptions, not rules from the rulebook!** The cards, the exercises, the
        picture of the grid and a few details are missing from the text. And that everybody joins in at
        every attack is our idea – the rulebook asks only the attacking player to do the exercise. On the left is what we assumed,
        on the right why that was needed.
        """,
    ),
    code(
        """
        assumptions_view(game)
        """
    ),
    md(
        """
        ## Geschafft!

        Jetzt kennt ihr das Tier-Fitness-Kartenduell. Druckt euch Karten aus oder malt eigene – und
        denkt euch eure eigenen Tier-Übungen aus!

        Zurück zum Anfang: [00_start.ipynb](00_start.ipynb)
        """,
        """
        ## Well done!

        Now you know the animal exercise card battle. Print some cards or draw your own – and make up
        your own animal exercises!

        Back to the start: [00_start.ipynb](00_start.ipynb)
        """,
    ),
]
