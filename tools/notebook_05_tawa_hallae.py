"""Notebook 05: Tawa Hallae – two packs of animals on a land and water arena.

Built by ``tools/make_notebooks.py`` (``.venv/bin/python tools/make_notebooks.py 05_tawa_hallae``).
The rulebook is Italian: the notebook explains the rules in its own words (German and English) and
names the rulebook's sections by their Italian headings.
"""

import json
from pathlib import Path

from make_notebooks import CHECK, FIRST_CODE, code, md, practice_cells

NAME = "05_tawa_hallae"
_RULEBOOK = json.loads((Path(__file__).parents[1] / "boardtutor/games/tawa_hallae/rulebook.json").read_text(encoding="utf-8"))
HEADINGS = {"Gorilla": ("Gorilla", "Gorilla")} | {p["heading"]: (p["heading_de"], p["heading_en"]) for p in _RULEBOOK["paragraphs"]}
"""The rulebook's Italian headings with our German and English names for them."""


def section(italian: str, lang: str) -> str:
    """A section named in the notebook's language, the printed Italian heading in brackets after it."""
    de, en = HEADINGS[italian]
    if italian == (de if lang == "de" else en):
        return f"„{italian}“" if lang == "de" else f"“{italian}”"
    return f"{de} („{italian}“)" if lang == "de" else f"{en} (“{italian}”)"

WALKTHROUGH_INTROS = [  # German title, English title, the rulebook's Italian section headings
    ('Der erste Spielzug', 'The first turn', ['Turno di gioco']),
    ('Land und Wasser: der Gepard', 'Land and water: the cheetah', ['Abilità di Movimento o Corsa', 'Nelle caselle di acqua']),
    ('Wassertiere: Krokodil, Gepard und Flusspferd', 'Aquatic animals: crocodile, cheetah and hippo', ['Situazione di gioco', 'Acquatici']),
    ('Raubtiere: der L-Zug des Löwen', "Predators: the lion's L-move", ['Predatori']),
    ('Gefangen nehmen: Nashorn und Gorilla', 'Capturing: rhino and gorilla', ['Animale Imprigionato', 'Distruttori', 'Gorilla']),
    ('Läufer: nur von der Seite', 'Runners: only from the side', ['Corridori']),
    ('Federangriff: zwei Fälle', 'Spring attack: two cases', ['Attacco a molla', 'Leone e Tigre corazzati']),
    ('Jagd: ein Punkt und ein Neustart', 'Hunt: a point and a restart', ['Caccia', "Nell'area di difesa"]),
    ('Gefangene befreien', 'Freeing prisoners', ['Librazione animali prigionieri']),
    ('Das Netz der Spinne', "The spider's web", ['Ragno']),
    ('Die Schildkröte', 'The turtle', ['Tartaruga']),
    ('Das Ende der Partie', 'The end of the game', ['Condizioni di vittoria']),
    ('Die Aufstellung: immer drei Tiere auf einmal', 'Setting up: three animals at a time', ['Preparazione']),
    ('Ins Netz gelaufen', 'Caught by stepping into the web', ['Ragno']),
    ('Ein Spezialtier im eigenen Verteidigungsbereich', 'A special animal in its own defence area', ["Nell'area di difesa"]),
    ('Ein Spezialtier im Bereich fangen', 'Catching a special animal inside the area', ["Nell'area di difesa"]),
    ('Ein Zerstörer im Verteidigungsbereich', 'A destroyer in the defence area', ['Distruttori', "Nell'area di difesa"]),
    ('Die Schildkröte befreit, dann ein Doppelzug', 'The turtle frees prisoners, then a double move', ['Librazione animali prigionieri', 'Tartaruga']),
    ('Wie die Tiere ziehen: Wolf, Läufer, Geier, Anakonda', 'How the animals move: wolf, runners, vulture, anaconda', ['Predatori', 'Corridori', 'Avvoltoio', 'Acquatici']),
    ('Die Rüstung: verlieren und wiedergewinnen', 'Armour: losing it and winning it back', ['Leone e Tigre corazzati']),
    ('Festgefahren: wann die Partie blockiert endet', 'Stuck: when the game ends blocked', ['Condizioni di vittoria']),
]
FROM_RULEBOOK = {  # walkthroughs that follow an example of the rulebook (index: where in the rulebook, DE/EN)
    2: ('die Spielsituation „Situazione di gioco“ bei den Wassertieren; der Schritt mit dem Flusspferd ist unser eigenes Beispiel',
        'the game situation “Situazione di gioco” under the aquatic animals; the hippo\'s step is our own example'),
    4: ('das Bild zum Gorilla bei den Zerstörern („Distruttori“); der Lauf des Nashorns davor ist unser eigenes Beispiel',
        'the gorilla\'s picture under the destroyers (“Distruttori”); the rhino\'s run before it is our own example'),
}


def _walkthrough_cells() -> list:
    cells = []
    for index, (de, en, sections) in enumerate(WALKTHROUGH_INTROS):
        rule_de = ", ".join(section(italian, "de") for italian in sections)
        rule_en = ", ".join(section(italian, "en") for italian in sections)
        if index in FROM_RULEBOOK:
            where_de, where_en = FROM_RULEBOOK[index]
            source_de, source_en = f"Beispiel aus der Spielregel: {where_de}", f"Example from the rulebook: {where_en}"
        else:
            source_de, source_en = "Unser eigenes Beispiel", "Our own example"
        cells.append(md(f"### {index + 1} · {de}\n\n{source_de}. Regel: {rule_de}.", f"### {index + 1} · {en}\n\n{source_en}. Rule: {rule_en}."))
        cells.append(code(f"StepThrough(walkthroughs[{index}])"))
        if index == 2:
            cells.append(
                code(
                    f"""
                    {CHECK}
                    start = walkthroughs[2].replay()[0]
                    print(start.destinations("c5"))
                    print(walkthroughs[2].steps[0].cite())
                    """
                )
            )
    return cells


CELLS = [
    md(
        """
        # Tawa Hallae – zwei Rudel in der Arena

        Zwei Rudel mit je 15 Tieren stehen sich in einer Arena aus Land und Wasser gegenüber. Jedes Tier
        zieht auf seine eigene Art: der Gepard weit und schnell, die Schildkröte langsam, das Krokodil
        am besten im Wasser. Wer zuerst **5 Punkte** erjagt oder alle gegnerischen Tiere gefangen nimmt,
        gewinnt.

        In dieser Lektion:

        1. das Spiel in Kürze,
        2. die Arena,
        3. die Tiere – mit einer Tabelle und dem Zug-Entdecker,
        4. alle Beispiele zum Durchklicken,
        5. unsere Annahmen, wo die Spielregel nur Bilder hatte,
        6. eine Partie gegen den Computer oder zu zweit.

        Die Spielregel gibt es nur auf Italienisch. Wir erklären sie mit eigenen Worten und nennen immer
        den Abschnitt, dahinter seine italienische Überschrift, zum Beispiel Federangriff („Attacco a molla“).
        """,
        """
        # Tawa Hallae – two packs in the arena

        Two packs of 15 animals each face each other in an arena of land and water. Every animal moves
        in its own way: the cheetah far and fast, the turtle slowly, the crocodile best in the water.
        Whoever first hunts **5 points** or imprisons every enemy animal wins.

        In this lesson:

        1. the game in a nutshell,
        2. the arena,
        3. the animals – with a table and the move explorer,
        4. every example to click through,
        5. our assumptions, where the rulebook only had pictures,
        6. a game against the computer or for two.

        The rulebook only exists in Italian. We explain it in our own words and always name the section,
        with its Italian heading after it, for example Spring attack (“Attacco a molla”).
        """,
    ),
    FIRST_CODE,
    code(
        """
        from boardtutor.views import show_state, assumptions_table, assumptions_view
        from boardtutor.widgets import StepThrough, PlayView
        from boardtutor.games.tawa_hallae.explorer import MoveExplorer, animals_table, reach

        game = boardtutor.load("tawa_hallae")
        walkthroughs = boardtutor.walkthroughs("tawa_hallae")
        """
    ),
    md(
        """
        ## Regeln nachschlagen

        Mit dem Regel-Finder kannst du jede Regel der Spielregel nachschlagen: Tippe ein Wort ein (zum
        Beispiel „Netz“ oder „Schildkröte“) oder blättere nach Abschnitten. Zu jeder Regel öffnest du
        das Beispiel, das sie zeigt, und kannst sie dann selbst ausprobieren. Die Überschriften stehen auf
        Deutsch, dahinter in Klammern die italienische Überschrift aus der Spielregel.
        """,
        """
        ## Look up a rule

        With the rule finder you can look up any rule of the rulebook: type a word (for example “web”
        or “turtle”) or browse by section. For each rule you can open the example that shows it, and
        then try it yourself. The headings are in English, with the rulebook's Italian heading in
        brackets after them.
        """,
    ),
    code(
        """
        from boardtutor.widgets import RuleFinder

        RuleFinder("tawa_hallae")
        """
    ),
    md(
        """
        ## 1. Das Spiel in Kürze

        - **Die Rudel:** Rot und Blau haben je 15 Tiere; 13 davon sind gleich. Nur Rot hat Löwe und
          Gazelle, nur Blau Tiger und Giraffe. Regel: Die Rudel („Branchi“).
        - **Ziel:** Ein Tier, das ein goldenes **Jagdfeld** des Gegners erreicht, bringt 1 Punkt (die
          Schildkröte 2). Wer 5 Punkte hat – oder alle gegnerischen Tiere außer der Schildkröte gefangen
          hat – gewinnt. Regel: Wer gewinnt („Condizioni di vittoria“).
        - **Ein Spielzug** besteht aus genau **zwei Zügen mit zwei verschiedenen Tieren**. Ein Zug ist
          eine Bewegung (danach darf man die Blickrichtung ändern) oder eine Drehung auf der Stelle.
          Regel: Ein Spielzug („Turno di gioco“).
        - **Blickrichtung:** Das Dreieck an jeder Figur zeigt nach vorne. Ob ein Tier nach vorne, hinten,
          schräg oder in alle Richtungen ziehen darf, hängt davon ab. Regel: Laufrichtung („Direzione di corsa“).
        - **Land und Wasser:** Wie weit ein Tier zieht, hängt davon ab, ob es auf Land oder im Wasser
          losläuft. Wer an Land startet, hält am ersten Wasserfeld an – nur Wassertiere nicht. Regeln: Reichweite („Abilità di Movimento
          o Corsa“) und Auf Wasserfeldern („Nelle caselle di acqua“).
        - **Gefangen nehmen:** Wer auf ein gegnerisches Tier zieht, nimmt es gefangen – es verlässt die
          Arena. Die Schildkröte und ein gepanzerter Löwe oder Tiger werden nur getroffen. Regel: Gefangenes Tier („Animale
          Imprigionato“).
        - **Federangriff:** Wer einen gepanzerten Löwen oder Tiger trifft, springt auf sein Startfeld
          zurück. Ebenso, wer einen Angreifer im eigenen Verteidigungsbereich trifft. Regel: Federangriff („Attacco a molla“).
        - **Verteidigungsbereich:** Die roten Felder schützen Jagdfelder und Gefängnis. Ein Angreifer hält
          dort am ersten Feld an und zieht danach nur 1 Feld pro Zug. Regel: Im Verteidigungsbereich („Nell'area di difesa“).
        - **Befreien:** Wer ins gegnerische Gefängnis zieht, holt bis zu 5 eigene Tiere zurück (das
          befreiende Tier bleibt dafür selbst gefangen). Regel: Gefangene befreien („Librazione animali prigionieri“).

        So sieht der schnelle Standard-Aufbau aus. Blau hat als Zweites eingesetzt und fängt an.
        Regel: Vorbereitung („Preparazione“).
        """,
        """
        ## 1. The game in a nutshell

        - **The packs:** red and blue have 15 animals each; 13 of them are the same. Only red has the
          lion and the gazelle, only blue the tiger and the giraffe. Rule: The packs (“Branchi”).
        - **Aim:** an animal that reaches one of the enemy's gold **hunt fields** brings 1 point (the
          turtle 2). Whoever has 5 points – or has imprisoned every enemy animal but the turtle – wins.
          Rule: How to win (“Condizioni di vittoria”).
        - **A turn** is exactly **two moves with two different animals**. A move is a movement (after
          which the facing may change) or a turn on the spot. Rule: A turn (“Turno di gioco”).
        - **Facing:** the triangle on every piece points forwards. Whether an animal may move forwards,
          backwards, diagonally or in every direction depends on it. Rule: Facing (“Direzione di corsa”).
        - **Land and water:** how far an animal moves depends on whether it starts on land or in water.
          An animal starting on land stops on the first water field – except aquatic animals. Rules: Range (“Abilità di Movimento o
          Corsa”) and On water fields (“Nelle caselle di acqua”).
        - **Capturing:** moving onto an enemy animal imprisons it – it leaves the arena. The turtle and
          an armoured lion or tiger are only hit. Rule: Imprisoned animal (“Animale Imprigionato”).
        - **Spring attack:** whoever hits an armoured lion or tiger springs back to its start field. So
          does whoever hits an attacker inside its own defence area. Rule: Spring attack (“Attacco a molla”).
        - **Defence area:** the red fields protect the hunt fields and the prison. An attacker stops on
          the first of them and afterwards moves just 1 field per move. Rule: In the defence area (“Nell'area di difesa”).
        - **Freeing:** moving into the enemy prison brings up to 5 animals of one's own back (the
          animal that frees them stays imprisoned itself). Rule: Freeing prisoners (“Librazione animali prigionieri”).

        This is the quick standard set-up. Blue placed second and begins. Rule: Set-up (“Preparazione”).
        """,
    ),
    code("show_state(game.new_initial_state())"),
    md(
        """
        Die Zahlen aus der Spielregel: 15 Tiere je Rudel, davon 13 gleich; 5 Punkte zum Sieg; an Land
        ziehen Tiere 1, 2, 3, 4, 5, 7 oder 8 Felder, im Wasser 1, 2 oder 3; befreit werden höchstens 5.
        """,
        """
        The numbers from the rulebook: 15 animals per pack, 13 of them the same; 5 points to win; on
        land animals move 1, 2, 3, 4, 5, 7 or 8 fields, in water 1, 2 or 3; at most 5 are freed.
        """,
    ),
    code(
        f"""
        {CHECK}
        from boardtutor.games.tawa_hallae.explorer import ranges

        red, blue = (set(pack) for pack in game.data["packs"].values())
        print(len(red), len(blue), len(red & blue), game.data["win_points"], game.data["free_at_most"])
        print(sorted({{n for kind in red | blue for n in ranges(kind, "land")}}), sorted({{n for kind in red | blue for n in ranges(kind, "water")}}))
        """
    ),
    md(
        """
        ## 2. Die Arena

        | Feld | Farbe | Muster | Bedeutung |
        |---|---|---|---|
        | Höhle an Land | gelb | Bogen | Hier stehen die Tiere am Anfang und starten nach einer Jagd neu. |
        | Höhle im Wasser | hellblau | Wellen | Eine Höhle im Wasser – gut für Wassertiere. |
        | Land | braun | – | Einfaches Land. |
        | Wasser | weiß | Wellen | Einfaches Wasser. Wer an Land losläuft, hält hier an (Wassertiere nicht). |
        | Verteidigungsbereich | rot | Schraffur | Eigene Tiere dürfen hier nicht stehen bleiben (nur ein Spezialtier). |
        | Jagdfeld | gold | Stern | Das Ziel für die Gegner – niemand darf darauf stehen. |
        | Gefängnis | grau | Gitter | Wer ins Gefängnis des Gegners zieht, befreit eigene Tiere. Ins eigene Gefängnis darf niemand. |

        Wie die Arena genau aussieht, zeigte die Spielregel nur als Bild. Unsere Arena ist eine
        **Annahme** (siehe Abschnitt 5). Regel: Die Arena – der Spielplan („Arena di combattimento – tabellone“).
        """,
        """
        ## 2. The arena

        | Field | Colour | Pattern | Meaning |
        |---|---|---|---|
        | den on land | yellow | arch | The animals stand here at the start and restart after a hunt. |
        | den in water | light blue | waves | A den in the water – good for aquatic animals. |
        | land | brown | – | Plain land. |
        | water | white | waves | Plain water. An animal starting on land stops here (aquatic animals do not). |
        | defence area | red | hatching | One's own animals may not stay here (only one special animal). |
        | hunt field | gold | star | The enemy's target – nobody may stand on it. |
        | prison | grey | bars | Moving into the enemy's prison frees animals of one's own. Nobody may enter their own prison. |

        The rulebook showed the exact arena only as a picture. Our arena is an **assumption** (see
        section 5). Rule: The arena – the board (“Arena di combattimento – tabellone”).
        """,
    ),
    md(
        """
        ## 3. Die Tiere

        Es gibt fünf Arten von Tieren: **Raubtiere** (Löwe/Tiger, Wolf, Gepard), **Zerstörer** (Nashorn,
        Elefant, Gorilla), **Läufer** (Gazelle/Giraffe, Zebra, Känguru), **Spezialtiere** (Schildkröte,
        Spinne, Geier) und **Wassertiere** (Krokodil, Flusspferd, Anakonda). Regel: Die Tiere („Animali“).

        Die Tabelle zeigt für jedes Tier, wie viele Felder es an Land und im Wasser ziehen darf und in
        welche Richtungen. Ein Strich heißt: Das geht nicht. Die Bewegungsbilder der Spielregel fehlen im
        Text – die Zahlen sind deshalb zum Teil **Annahmen** (Abschnitt 5).
        """,
        """
        ## 3. The animals

        There are five kinds of animal: **predators** (lion/tiger, wolf, cheetah), **destroyers** (rhino,
        elephant, gorilla), **runners** (gazelle/giraffe, zebra, kangaroo), **special animals** (turtle, spider,
        vulture) and **aquatic animals** (crocodile, hippo, anaconda). Rule: The animals (“Animali”).

        The table shows for every animal how many fields it may move on land and in water, and in which
        directions. A dash means: not possible. The rulebook's movement pictures are missing from the
        text – so some of the numbers are **assumptions** (section 5).
        """,
    ),
    code(
        """
        left = [{"selector": cell, "props": "text-align: left"} for cell in ["th", "td"]]
        animals_table().style.set_table_styles(left).set_uuid("animals")
        """
    ),
    md(
        """
        ### Der Zug-Entdecker

        Wähle ein Tier und seine Blickrichtung mit den Knöpfen und klicke ein Feld an: Die Punkte zeigen,
        wohin das Tier von dort ziehen kann (wenn es allein in der Arena wäre). Vergleiche ein Landfeld
        mit einem Wasserfeld! Mit den Pfeiltasten wanderst du über die Felder, Enter setzt das Tier.
        """,
        """
        ### The move explorer

        Pick an animal and its facing with the buttons and click a field: the dots show where the animal
        can move from there (if it were alone in the arena). Compare a land field with a water field!
        The arrow keys walk across the fields, Enter puts the animal there.
        """,
    ),
    code("MoveExplorer()"),
    md(
        """
        Dasselbe ohne Klicken: Wohin kommt der Gepard von d5 (Land) und von d8 (Wasser)?
        """,
        """
        The same without clicking: where does the cheetah get from d5 (land) and from d8 (water)?
        """,
    ),
    code(
        f"""
        {CHECK}
        print(reach("cheetah", "d5"))
        print(reach("cheetah", "d8"))
        """
    ),
    md(
        """
        ## 4. Die Beispiele zum Durchklicken

        Mit **Weiter** und **Zurück** gehst du Schritt für Schritt. Manchmal fragt dich das Programm
        vorher, was gleich passiert – rate zuerst! Mit **Ab hier selbst spielen** spielst du selbst
        weiter. Die Spielregel hat fast nur Bilder und zwei Beispiele: die Spielsituation mit Krokodil
        und Gepard (Beispiel 3) und das Bild, in dem der Gorilla springen oder fangen kann (Beispiel 5).
        Alle anderen Beispiele und die übrigen Schritte dieser beiden sind unsere eigenen; über jedem
        steht, woher es kommt.
        """,
        """
        ## 4. The examples to click through

        With **Next** and **Back** you go step by step. Sometimes the program asks you first what
        happens next – guess before you look! With **Play on from here** you take over. The rulebook
        has almost only pictures and two examples: the game situation with the crocodile and the cheetah
        (example 3) and the picture in which the gorilla may jump or capture (example 5). All the other
        examples, and the other steps of these two, are our own; each says where it comes from.
        """,
    ),
    *_walkthrough_cells(),
    *practice_cells("tawa_hallae"),
    md(
        """
        ## 5. Unsere Annahmen

        ⚠ **Achtung: Das sind Annahmen, keine Regeln aus der Spielregel!**

        Die Arena und die Züge der Tiere zeigte die Spielregel nur als Bilder, und manche Fälle
        beschreibt sie gar nicht. Damit das Programm trotzdem spielen kann, haben wir entschieden. Links
        steht, was wir angenommen haben, rechts, warum das nötig war. Im echten Spiel kann manches anders
        aussehen.
        """,
        """
        ## 5. Our assumptions

        ⚠ **Careful: these are assumptions, not rules from the rulebook!**

        The rulebook showed the arena and the animals' moves only as pictures, and some cases it does
        not describe at all. So that the program can still play, we had to decide. On the left
        is what we assumed, on the right why that was needed. The real game may look different in places.
        """,
    ),
    code(
        """
        assumptions_view(game)
        """
    ),
    md(
        """
        ## 6. Spielt selbst!

        - **Ein Tier anklicken**, dann ein markiertes Feld. Die Pfeile rechts drehen das gewählte Tier
          auf der Stelle (Tasten N, O, S, W).
        - **Nach einer Bewegung** wählst du mit den Pfeilen oder den Knöpfen die neue Blickrichtung.
        - **Jagd, Befreien, Schildkröte:** Klicke das Höhlenfeld an, auf das das Tier soll. Beim Befreien
          klickst du erst rechts das Tier an, dann das Feld.
        - Unter **Spiel starten** stellst du ein, wer mitspielt, und ob ihr selbst einsetzt (wie in der
          Spielregel) oder den schnellen Standard-Aufbau nehmt.

        Du spielst Rot, der Computer Blau. Er denkt voraus: Er spielt in Gedanken viele schnelle
        Partien und sagt dir, warum er zieht.
        """,
        """
        ## 6. Play yourself!

        - **Click an animal**, then a marked field. The arrows on the right turn the chosen animal on the
          spot (keys N, E, S, W).
        - **After a movement** choose the new facing with the arrows or the buttons.
        - **Hunt, freeing, turtle:** click the den field the animal should go to. When freeing, first
          click the animal on the right, then the field.
        - Under **Start game** you choose who plays, and whether you place the animals yourselves (as in
          the rulebook) or take the quick standard set-up.

        You play red, the computer blue. It thinks ahead: it plays many quick games in its head and
        tells you why it moves.
        """,
    ),
    code('PlayView("tawa_hallae", seats=["human", "search"], seed=1)'),
    md(
        """
        Zu zweit an einem Bildschirm: abwechselnd klicken. Hier setzt ihr die Tiere selbst ein, je drei
        auf einmal – Rot fängt an.
        """,
        """
        Two of you at one screen: take turns clicking. Here you place the animals yourselves, three at a
        time – red begins.
        """,
    ),
    code('PlayView("tawa_hallae", players=["Mia", "Tom"], seed=2, setup="free")'),
    md(
        """
        ## Geschafft!

        Jetzt kennt ihr die Regeln von *Tawa Hallae*. Holt das echte Spiel heraus – und vergleicht die
        Arena und die Tiere mit unseren Annahmen!

        Zurück zum Anfang: [00_start.ipynb](00_start.ipynb)
        """,
        """
        ## Well done!

        Now you know the rules of *Tawa Hallae*. Get out the real game – and compare its arena and
        animals with our assumptions!

        Back to the start: [00_start.ipynb](00_start.ipynb)
        """,
    ),
]
