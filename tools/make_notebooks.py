"""Build the bilingual tutorial notebooks from ONE definition and execute them.

    .venv/bin/python tools/make_notebooks.py            # build + execute all notebooks
    .venv/bin/python tools/make_notebooks.py --no-run   # without outputs (a quick look; tests need outputs)
    .venv/bin/python tools/make_notebooks.py 00_start   # only this notebook (both languages)

Each notebook is a list of cells. A code cell is shared: its text is identical in
``notebooks/de`` and ``notebooks/en`` (``tests/test_notebooks_parity.py`` checks that), so code
cells contain no German or English literals: the first code cell calls
``boardtutor.set_language("auto")``, which picks the language from the folder the kernel runs in,
and everything after it follows the current language. Markdown cells are given in German and
English.

The notebooks are executed with nbclient (kernel cwd = the notebook's folder, 120 s per cell) and
saved WITH their outputs, so GitHub and nbviewer show the boards, tables and charts without running
anything. Running this script again gives byte-identical files: cell ids are fixed, timing
metadata is dropped, figures are PNG, and memory addresses in plain-text reprs are removed.

Cells that show the rulebook's numbers start with ``# NBVAL_CHECK_OUTPUT``; ``pytest --nbval-lax
notebooks/`` compares their fresh output with the stored one.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import re
import sys
import textwrap
import time
import types
from dataclasses import dataclass
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
LANGS = ("de", "en")
CELL_TIMEOUT = 120  # seconds per cell
CHECK = "# NBVAL_CHECK_OUTPUT"

KERNELSPEC = {"name": "python3", "display_name": "Python 3", "language": "python"}
"""The kernel the notebooks ask for; ``kernel_metadata`` writes it as JupyterLab does (its display name
as the installed kernel spec gives it)."""
LANGUAGE_INFO = {
    "name": "python",
    "mimetype": "text/x-python",
    "file_extension": ".py",
    "codemirror_mode": {"name": "ipython", "version": 3},
    "pygments_lexer": "ipython3",
    "nbconvert_exporter": "python",
}


# -- the cell model ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Md:
    """A markdown cell, given in both languages."""

    de: str
    en: str
    tags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Code:
    """A code cell, shared by both languages."""

    source: str
    tags: tuple[str, ...] = ()


def md(de: str, en: str) -> Md:
    return Md(_clean(de), _clean(en))


def code(source: str) -> Code:
    return Code(_clean(source))


def _clean(text: str) -> str:
    return textwrap.dedent(text).strip("\n")


# Cells tagged NOTEBOOK_ONLY speak about code ("press Shift + Enter", "change the numbers in the next
# cell"): the app view (Voilà, `make app`) leaves them out -- voila.json at the repository root tells
# nbconvert's TagRemovePreprocessor to remove them; JupyterLab shows them as usual.
NOTEBOOK_ONLY = "notebook-only"


def notebook_only(cell: Md | Code) -> Md | Code:
    """``cell``, shown in JupyterLab but not in the app view."""
    return dataclasses.replace(cell, tags=(*cell.tags, NOTEBOOK_ONLY))


def practice_cells(game_id: str) -> list[Md | Code]:
    """The practice widget of a game's notebook, after its examples: every rule practised on new positions."""
    return [
        md(
            """
            **Übe jede Regel:** Hier stellt dir das Programm Aufgaben zu jeder Regel, immer auf einer neuen
            Stellung. Klicke die Felder an und drücke „Prüfen“, wähle eine Antwort oder tippe eine Zahl ein.
            Ist die Antwort falsch, sagt es dir, was die Regel sagt, und du hast einen zweiten Versuch.
            „Zeig das Beispiel“ öffnet das Beispiel, das die Regel erklärt. Eine Regel gilt als gemeistert,
            wenn du sie dreimal hintereinander auf verschiedenen Stellungen richtig hast. Dein Browser
            merkt sich deinen Fortschritt; mit „Fortschritts-Code“ kannst du ihn kopieren.
            """,
            """
            **Practise every rule:** here the program asks you about every rule, each time on a new
            position. Click the fields and press “Check”, pick an answer or type a number. If your answer is
            wrong, it tells you what the rule says, and you get a second try. “Show the example” opens the
            example that explains the rule. A rule counts as mastered once you got it right three times in
            a row, on different positions. Your browser remembers your progress; “Progress code” lets you
            copy it.
            """,
        ),
        code(f"""
            from boardtutor.widgets import PracticeView

            PracticeView("{game_id}", seed=1)
            """),
    ]


FIRST_CODE = code(
    """
    import boardtutor
    boardtutor.set_language("auto");
    """
)


# =============================================================================================
# 00_start
# =============================================================================================
def _games_table(lang: str) -> str:
    """The table of games for 00_start: each lesson by its game's title (the link), players, age, how
    long a lesson takes, and what the lesson holds (its examples counted from the walkthroughs, rulebook examples apart from our own)."""
    sys.path.insert(0, str(ROOT))
    import boardtutor

    rows = {
        "woodwalkers": ("2–4", "8+", "45 min", {"de": "Tiere über den Wald ziehen und Duelle würfeln; die genaue Gewinnchance jedes Duells; gegen den Computer spielen",
                                               "en": "move animals through the forest and roll duels; the exact odds of every duel; play against the computer"}),
        "wispwood": ("1–4", "8+*", "45 min", {"de": "Formen in deinen Wald legen; ein Punkte-Rechner, der jeden Punkt erklärt; allein gegen den Geist spielen",
                                             "en": "lay shapes into your forest; a score calculator that explains every point; play alone against the ghost"}),
        "magische_tiere": ("1–4", "6+*", "30 min", {"de": "alle zusammen: Würfel einsetzen und am Nachtwächter vorbeischleichen; ein Labor mit tausenden Partien; Tipps",
                                                    "en": "all together: place dice and sneak past the night watchman; a lab that plays thousands of games; hints"}),
        "animal_cards": ("2", "6+*", "45 min", {"de": "Tierkarten kämpfen lassen – jeder Angriff ist eine Übung für dich; ein Übungs-Trainer für die Klasse",
                                               "en": "let animal cards battle – every attack is an exercise for you; an exercise coach for the class"}),
        "tawa_hallae": ("2", "8+*", "45 min", {"de": "zwei Tierrudel in einer Arena aus Land und Wasser; ein Zug-Entdecker für jedes Tier; gegen den Computer spielen",
                                              "en": "two packs of animals in an arena of land and water; a move explorer for every animal; play against the computer"}),
    }
    head = {
        "de": "| Lektion | Spieler | Alter | Dauer | Was du darin machst |\n|---|---|---|---|---|",
        "en": "| Lesson | Players | Age | Time | What you do in it |\n|---|---|---|---|---|",
    }[lang]
    lines = [head]
    for number, game_id in enumerate(["woodwalkers", "wispwood", "magische_tiere", "animal_cards", "tawa_hallae"], start=1):
        game = boardtutor.load(game_id)
        players, age, time_, what = rows[game_id]
        walks = boardtutor.walkthroughs(game_id)
        from_book = sum(1 for w in walks if w.source == "rulebook")
        own = len(walks) - from_book
        book_de = f"{from_book} Beispiel" if from_book == 1 else f"{from_book} Beispiele"
        book_en = f"{from_book} example" if from_book == 1 else f"{from_book} examples"
        own_de = f"{own} eigenes Beispiel" if own == 1 else f"{own} eigene Beispiele"
        own_en = f"{own} example of our own" if own == 1 else f"{own} examples of our own"
        examples = {
            "de": (f"{book_de} aus der Spielregel" + (f" und {own} eigene" if own > 1 else " und ein eigenes" if own else "")) if from_book else f"{own_de} (die Spielregel hat keine)",
            "en": (f"{book_en} from the rulebook" + (f" and {own} of our own" if own else "")) if from_book else f"{own_en} (the rulebook has none)",
        }[lang]
        name = f"0{number}_{game_id}"
        time_ = (time_.replace("min", "Min.") if lang == "de" else time_).replace(" ", "\u00a0")  # one line: "45 Min."
        lines.append(f"| **[{game.title(lang)}]({name}.ipynb)** | {players} | {age} | {time_} | {examples}; {what[lang]} |")
    note = {
        "de": "\n\nAlter mit * und die Dauer sind unsere Schätzung (die Spielregeln nennen kein Alter; Woodwalkers: ab 8).",
        "en": "\n\nAges with * and the lesson times are our estimates (the rulebooks give no age; Woodwalkers: 8 and up).",
    }[lang]
    return "\n".join(lines) + note


START: list[Md | Code] = [
    Md(
        """# Willkommen bei boardtutor!

Hier lernst du fünf Brettspiele Schritt für Schritt – direkt aus der Spielregel, auf Deutsch und auf
Englisch. Such dir ein Spiel aus und öffne seine Lektion:

"""
        + _games_table("de")
        + """

**Für Lehrkräfte:** [Hinweise für den Unterricht (Beamer, Binder, Annahmen)](#Für-Lehrkräfte) – ganz unten auf dieser Seite.""",
        """# Welcome to boardtutor!

Here you learn five board games step by step – straight from the rulebook, in German and in English.
Pick a game and open its lesson:

"""
        + _games_table("en")
        + """

**For teachers:** [notes for the classroom (projector, Binder, assumptions)](#For-teachers) – at the bottom of this page.""",
    ),
    md(
        """
        ## Was boardtutor macht

        - Die Regeln eines Spiels stecken in einem kleinen Programm. Es kennt jeden erlaubten Zug.
          Versuchst du etwas Verbotenes, sagt es dir, was nicht geht – und in welchem Abschnitt der
          Spielregel das steht.
        - Die Beispiele spielt es Zug für Zug nach. Bei jedem Schritt siehst du das Spielbrett und
          liest, was gerade passiert.
        - Du kannst fragen: „Was wäre, wenn …?“ Dann rechnet es genau aus, wie oft zum Beispiel ein
          Wolf gegen einen Otter gewinnt.
        """,
        """
        ## What boardtutor does

        - The rules of a game live in a small program. It knows every allowed move. If you try
          something that is not allowed, it tells you what is wrong – and which part of the rulebook
          says so.
        - It replays the examples move by move. At every step you see the board and read what is
          happening.
        - You can ask: “What if …?” Then it works out exactly how often, for example, a wolf beats an
          otter.
        """,
    ),
    notebook_only(md(
        """
        ## So benutzt du ein Notebook

        Ein Notebook besteht aus **Zellen**. Es gibt zwei Sorten:

        - **Textzellen** wie diese hier. Die liest du einfach.
        - **Code-Zellen** mit grauem Hintergrund. Darin steht ein kleines Python-Programm. Was es
          ausgibt, erscheint direkt darunter.

        So startest du eine Code-Zelle:

        1. Klicke in die Zelle.
        2. Drücke **Shift + Enter** (die Umschalttaste ⇧ festhalten und dann Enter drücken).

        Die Zelle läuft, und das Notebook springt zur nächsten Zelle. Fang immer oben an, denn die
        erste Code-Zelle lädt boardtutor.

        Du kannst auch alle Zellen auf einmal starten: im Menü **Run → Run All Cells** (die Menüs von
        JupyterLab sind auf Englisch: „Run“ heißt „Ausführen“). Keine Angst, du
        kannst nichts kaputt machen. Sieht etwas komisch aus, fang einfach neu an:
        **Kernel → Restart Kernel and Run All Cells**.
        """,
        """
        ## How to use a notebook

        A notebook is made of **cells**. There are two kinds:

        - **Text cells** like this one. You just read them.
        - **Code cells** with a grey background. They hold a small Python program. Whatever it shows
          appears right below it.

        To run a code cell:

        1. Click into the cell.
        2. Press **Shift + Enter** (hold the shift key ⇧ and press Enter).

        The cell runs and the notebook jumps to the next cell. Always start at the top, because the
        first code cell loads boardtutor.

        You can also run all cells at once: in the menu choose **Run → Run All Cells**. Don't worry,
        you cannot break anything. If something looks odd, simply start again:
        **Kernel → Restart Kernel and Run All Cells**.
        """,
    )),
    notebook_only(md(
        """
        ### Die erste Code-Zelle

        Sie lädt boardtutor und stellt die Sprache ein. `"auto"` heißt: Nimm die Sprache des Ordners,
        in dem dieses Notebook liegt. Hier ist das `notebooks/de`, also spricht boardtutor ab jetzt
        Deutsch. Probier es aus: Klicke hinein und drücke Shift + Enter.
        """,
        """
        ### The first code cell

        It loads boardtutor and sets the language. `"auto"` means: use the language of the folder this
        notebook is in. Here that is `notebooks/en`, so from now on boardtutor speaks English. Try it:
        click into it and press Shift + Enter.
        """,
    )),
    FIRST_CODE,
    md(
        """
        ## Welche Spiele gibt es?

        boardtutor kennt diese Spiele. Jedes hat eine kurze Kennung für Programme (links) und einen
        Titel für Menschen (rechts).
        """,
        """
        ## Which games are there?

        boardtutor knows these games. Each has a short id for programs (left) and a title for people
        (right).
        """,
    ),
    code(
        """
        for game_id in boardtutor.games():
            print(game_id, "→", boardtutor.load(game_id).title())
        """
    ),
    md(
        """
        Es sind fünf Spiele. Als Erstes schauen wir uns
        **Woodwalkers – Das Duell** an. So sieht das Spielbrett aus, wenn zwei Spieler gerade aufgebaut
        haben:
        """,
        """
        There are five games. We start with
        **Woodwalkers – The Duel**. This is what the board looks like when two players have just set
        up:
        """,
    ),
    code(
        """
        from boardtutor.views import show_state

        game = boardtutor.load("woodwalkers")
        state = game.new_initial_state(players=2, seed=1)
        for draw in ["draw strength", "draw speed", "draw endurance"]:
            state = state.apply(draw)
        show_state(state)
        """
    ),
    notebook_only(md(
        """
        ## Die Sprache wechseln

        Alle Texte gibt es auf Deutsch und auf Englisch:

        - `boardtutor.set_language("en")` schaltet auf Englisch um,
        - `boardtutor.set_language("de")` auf Deutsch,
        - `boardtutor.set_language("auto")` nimmt wieder die Sprache dieses Ordners.

        Die nächste Zelle probiert beide Sprachen aus und stellt danach zurück. Die englischen
        Notebooks findest du im Ordner `notebooks/en` – dort ist der Code genau derselbe.
        """,
        """
        ## Switching the language

        Every text comes in German and in English:

        - `boardtutor.set_language("de")` switches to German,
        - `boardtutor.set_language("en")` to English,
        - `boardtutor.set_language("auto")` goes back to the language of this folder.

        The next cell tries both languages and then switches back. The German notebooks are in the
        folder `notebooks/de` – the code there is exactly the same.
        """,
    )),
    notebook_only(code(
        """
        for lang in ["de", "en"]:
            boardtutor.set_language(lang)
            print(lang, "→", game.title())
        boardtutor.set_language("auto");
        """
    )),
    md(
        """
        ## Los geht's

        Jedes Spiel hat seine eigene Lektion (die Tabelle ganz oben). Fang mit dem Spiel an, das du auf
        dem Tisch hast – oder mit Woodwalkers, wenn du noch keins kennst. In jeder Lektion findest du das Spiel in Kürze, die Regeln zum Nachschlagen, die Beispiele Schritt für Schritt,
        unsere Annahmen (wo die Spielregel nichts sagt) und am Ende eine Partie zum Mitspielen.
        """,
        """
        ## Let's go

        Every game has its own lesson (the table at the top). Start with the game you have on the
        table – or with Woodwalkers if you don't know any of them yet. Each lesson has
        the game in a nutshell, the rules to look up, the examples step by step, our assumptions (where
        the rulebook says nothing) and, at the end, a game to play.
        """,
    ),
    md(
        """
        ## Für Lehrkräfte

        - **Am Beamer:** Eine Lektion öffnen und in Ruhe nach unten scrollen. Jedes Beispiel zeigt das
          Brett, einen kurzen Text und den Abschnitt der Spielregel. Mit Strg + Plus wird alles größer.
        - **Ohne Installation:** Die Binder-Links im README öffnen jede Lektion im Browser; jedes Kind
          bekommt eine eigene Kopie, nichts muss installiert werden. Eine Schule kann die Lektionen auch
          auf ihrem eigenen Server (JupyterHub) anbieten – wie, steht im README unter „For teachers“.
        - **Zweisprachig:** Jede Lektion gibt es auf Deutsch und auf Englisch, mit denselben Brettern
          und Knöpfen in derselben Reihenfolge. Deutsch- und englischsprachige Kinder können also
          nebeneinander arbeiten und über dasselbe Beispiel sprechen. Der Link ganz oben wechselt die
          Sprache.
        - **Annahmen:** Wo die Spielregel schweigt oder nur ein Bild zeigt (zum Beispiel den Spielplan
          und die meisten Kartenwerte), haben wir uns für etwas entschieden. Diese Annahmen stehen
          in der Lektion jedes Spiels – deutlich als Annahmen gekennzeichnet, jeweils mit Grund.
        - **Dauer:** Eine Unterrichtsstunde reicht für ein Spiel (siehe die Tabelle oben).
        - **Computer-Gegner:** Während der Computer nachdenkt, steht „… denkt nach“ am Brett; seine Züge
          erscheinen in einer Liste mit Begründung. Die Gewinnchance zeigt er nur, wenn man sie einschaltet.
        """,
        """
        ## For teachers

        - **At a projector:** open a lesson and scroll down at your own pace. Every example shows the
          board, a short text and the section of the rulebook. Press Ctrl + Plus to make everything
          bigger.
        - **Nothing to install:** the Binder links in the README open every lesson in the browser;
          every child gets their own copy, with nothing to install. A school can also offer the lessons
          on its own server (JupyterHub) – the README says how, under “For teachers”.
        - **Two languages:** every lesson comes in German and in English, with the same boards and
          buttons in the same order. German- and English-speaking children can work side by side and
          talk about the same example. The link at the very top switches the language.
        - **Assumptions:** where the rulebook is silent or only shows a picture (for example the board
          and most card values), we had to decide. These assumptions are listed in every game's
          lesson – clearly marked as assumptions, each with its reason.
        - **Time:** one lesson is enough for one game (see the table at the top).
        - **Computer opponents:** while the computer thinks, “… is thinking” shows at the board; its
          moves appear in a list with the reason. It shows its chance of winning only when switched on.
        """,
    ),
    notebook_only(md(
        """
        ### In JupyterLab

        - Wähle zuerst **Run → Run All Cells**; ein Notebook läuft in wenigen Sekunden komplett durch.
          Die App-Ansicht – Binder-Link oder `make app` – zeigt alles ohne Code und startet von selbst.
        - Alle Ausgaben sind gespeichert: Auch auf GitHub oder nbviewer sieht man Bretter, Tabellen und
          Diagramme, ohne etwas auszuführen.
        - Der Code ist in `notebooks/de` und `notebooks/en` Zeile für Zeile gleich, nur die Texte sind
          übersetzt; die Kinder können also auch über dieselbe Zelle sprechen.
        - Wo die App ein Formular zeigt (zum Beispiel die Gewinnchance im Duell), steht im Notebook
          zusätzlich die Code-Zelle, die dasselbe berechnet – zum Ändern und Weiterforschen.
        """,
        """
        ### In JupyterLab

        - First choose **Run → Run All Cells**; a notebook runs from top to bottom in a few seconds. The
          app view – the Binder link or `make app` – shows everything without code and starts by itself.
        - All outputs are saved: on GitHub or nbviewer, too, you see the boards, tables and charts
          without running anything.
        - The code in `notebooks/de` and `notebooks/en` is the same line for line; only the texts are
          translated, so the children can also talk about the same cell.
        - Where the app shows a form (for example the odds of a duel), the notebook also has the code
          cell that works out the same – to change and explore further.
        """,
    )),
]


# =============================================================================================
# 01_woodwalkers
# =============================================================================================
WALKTHROUGH_INTROS = [
    (
        """
        ### 1 · Eine Runde beginnt

        *Aus der Spielregel: Beispiel 1 (S. 4)*

        Vier Kinder spielen. Wie kommen die drei Kampfmodus-Plättchen in die Auslage, und was macht
        Sarah mit dem Marker? Regel: „Spielmaterial und Spielaufbau“ und „Rundenstart: Die Wahl des
        Kampfmodus-Plättchens“.
        """,
        """
        ### 1 · A round begins

        *From the rulebook: example 1 (p. 4)*

        Four children play. How do the three battle-mode tiles get into the display, and what does
        Sarah do with the marker? Rules: “Game components and setup” and “Starting a round: Selecting
        a battle mode tile”.
        """,
    ),
    (
        """
        ### 2 · Ein Wald-Plättchen mit Würfel

        *Aus der Spielregel: Beispiel 2 (S. 5), erster Teil*

        James würfelt, zieht und deckt ein Wald-Plättchen auf. Schau, wie sein Bison um die Ecke
        läuft. Regel: „Der Zug beginnt“ und „Wo ist deine Figur gelandet?“.
        """,
        """
        ### 2 · A forest tile with a die

        *From the rulebook: example 2 (p. 5), first part*

        James rolls, moves and turns over a forest tile. Watch his bison turn a corner. Rules:
        “Moving” and “Where did your figure end up?”.
        """,
    ),
    (
        """
        ### 3 · Früher stehen bleiben und eine Fahne finden

        *Aus der Spielregel: Beispiel 2 (S. 5), zweiter Teil*

        Man muss nicht alle Würfelpunkte nutzen. Isidore hält früher an – und findet eine Fahne.
        Regel: „Wo ist deine Figur gelandet?“, Teil b).
        """,
        """
        ### 3 · Stopping early and finding a flag

        *From the rulebook: example 2 (p. 5), second part*

        You do not have to use every point on the die. Isidore stops early – and finds a flag.
        Rule: “Where did your figure end up?”, part b).
        """,
    ),
    (
        """
        ### 4 · Das Duell – Wolf gegen Otter

        *Aus der Spielregel: Beispiel 3 (S. 6)*

        Das wichtigste Beispiel! Lissas Wolf greift Isidores Otter an. Achte auf den letzten Schritt:
        Was passiert bei Gleichstand? Regel: „Das Duell“.
        """,
        """
        ### 4 · The duel – wolf against otter

        *From the rulebook: example 3 (p. 6)*

        The most important example! Lissa's wolf attacks Isidore's otter. Watch the last step: what
        happens in a tie? Rule: “The duel”.
        """,
    ),
    (
        """
        ### 5 · Was wäre, wenn Lissa anders gewürfelt hätte?

        *Aus der Spielregel: Beispiel 4 (S. 7)*

        Die Spielregel fragt selbst: Was, wenn Lissas Würfel anders gefallen wäre? Das Programm spult
        zurück und probiert es aus. Regel: „Das Duell“. (In Abschnitt 5 rechnen wir die Chancen genau
        aus.)
        """,
        """
        ### 5 · What if Lissa had rolled differently?

        *From the rulebook: example 4 (p. 7)*

        The rulebook asks this itself: what if Lissa's die had landed differently? The program winds
        back and tries it. Rule: “The duel”. (In section 5 we work out the exact odds.)
        """,
    ),
    (
        """
        ### 6 · Die Runde endet

        *Aus der Spielregel: Beispiel 5 (S. 7)*

        Wer den Marker hat, würfelt als Letzter. Danach wandert der Marker weiter. Regel: „Die Runde
        endet“.
        """,
        """
        ### 6 · The end of the round

        *From the rulebook: example 5 (p. 7)*

        Whoever holds the marker rolls last. Then the marker moves on. Rule: “The end of the round”.
        """,
    ),
    (
        """
        ### 7 · Zu zweit

        *Aus der Spielregel: Beispiel 6 (S. 7)*

        Bei zwei Spielern gibt es eine besondere Reihenfolge. Regel: „Die Runde endet“ (der Absatz
        zum Spiel zu zweit).
        """,
        """
        ### 7 · Two players

        *From the rulebook: example 6 (p. 7)*

        With two players the order is a bit special. Rule: “The end of the round” (the paragraph
        about two players).
        """,
    ),
    (
        """
        ### 8 · Spielende – Fahnen bringen Punkte

        *Aus der Spielregel: Beispiel 7 (S. 7); die Stellung davor haben wir selbst aufgebaut*

        Das Spiel ist fast vorbei. Wer jetzt auf Fahnen steht, bekommt ihre Punkte. Regel:
        „Spielende“.
        """,
        """
        ### 8 · End of the game – flags score

        *From the rulebook: example 7 (p. 7); we set up the position before it ourselves*

        The game is nearly over. Whoever stands on flags now gets their points. Rule: “End of the
        game”.
        """,
    ),
]

OWN_WALKTHROUGH_INTROS = [
    (
        """
        ### 9 · Sherris Medizin, ein leeres Feld und ein Punkte-Plättchen

        *Unser eigenes Beispiel, nicht aus der Spielregel.* Sarah heilt ihren Wolf, landet auf einem leeren Feld, und James findet
        ein Punkte-Plättchen.
        """,
        """
        ### 9 · Sherri's medicine, an empty field and a points tile

        *Our own example, not from the rulebook.* Sarah heals her wolf, lands on an empty field, and James finds a points tile.
        """,
    ),
    (
        """
        ### 10 · Das Würfel-Plättchen im Duell

        *Unser eigenes Beispiel, nicht aus der Spielregel.* James würfelt im Duell noch einmal – und dreht es um.
        """,
        """
        ### 10 · The die tile in a duel

        *Our own example, not from the rulebook.* James rolls once more in a duel – and turns it round.
        """,
    ),
    (
        """
        ### 11 · Die dritte Wunde

        *Unser eigenes Beispiel, nicht aus der Spielregel.* Was passiert mit einem Tier, das zum dritten Mal verliert?
        """,
        """
        ### 11 · The third wound

        *Our own example, not from the rulebook.* What happens to an animal that loses for the third time?
        """,
    ),
    (
        """
        ### 12 · Mitternachtsduell: Wer greift da an?

        *Unser eigenes Beispiel, nicht aus der Spielregel.* Die Nachtvariante: Der Angegriffene rät, welches Tier kommt. Im echten
        Spiel siehst du fremde Tiere nur von hinten; hier zeigt das Bild alle, damit du mitverfolgen
        kannst.
        """,
        """
        ### 12 · Midnight duel: who is attacking?

        *Our own example, not from the rulebook.* The night variant: the player attacked guesses which animal is coming. In a
        real game you see other players' animals only from the back; here the picture shows them all
        so you can follow along.
        """,
    ),
    (
        """
        ### 13 · Einmal rund um die Punkteleiste

        *Unser eigenes Beispiel, nicht aus der Spielregel.* Was passiert, wenn jemand über das Ende der Punkteleiste hinauskommt?
        """,
        """
        ### 13 · Once round the score track

        *Our own example, not from the rulebook.* What happens when someone goes past the end of the score track?
        """,
    ),
    (
        """
        ### 14 · Gleichstand: mehr Tiere auf Fahnen

        *Unser eigenes Beispiel, nicht aus der Spielregel.* Beide haben gleich viele Punkte. Wer gewinnt?
        """,
        """
        ### 14 · A tie: more animals on flags

        *Our own example, not from the rulebook.* Both have the same points. Who wins?
        """,
    ),
    (
        """
        ### 15 · Gleichstand: weniger Wunden – oder gemeinsam gewinnen

        *Unser eigenes Beispiel, nicht aus der Spielregel.* Wenn auch die Fahnen gleich sind, zählen die Wunden – und sonst
        gewinnen alle, die gleichauf sind.
        """,
        """
        ### 15 · A tie: fewer wounds – or winning together

        *Our own example, not from the rulebook.* If the flags are equal too, the wounds count – and otherwise everyone level
        wins together.
        """,
    ),
    (
        """
        ### 16 · Startfelder

        *Unser eigenes Beispiel, nicht aus der Spielregel.* Wann darf ein Tier auf ein Startfeld ziehen – und wann nicht?
        """,
        """
        ### 16 · Start fields

        *Our own example, not from the rulebook.* When may an animal move onto a start field – and when not?
        """,
    ),
]

TIE_CHECK = code(
    f"""
    {CHECK}
    facts = walkthroughs[3].replay()[-1].facts()
    print(facts["duel.c_total"], ":", facts["duel.d_total"], "→", facts["duel.winner"])
    print(walkthroughs[3].steps[-1].cite())
    """
)

FLAG_CHECK = code(
    f"""
    {CHECK}
    end = walkthroughs[7].replay()[-1]
    print(" + ".join(str(value) for field, seat, value in end.final_flags), "=", end.facts()["flag_points.Isidore"])
    print(end.outcome().message())
    """
)


def _walkthrough_cells() -> list[Md | Code]:
    cells: list[Md | Code] = []
    for index, (de, en) in enumerate(WALKTHROUGH_INTROS):
        cells.append(md(de, en))
        cells.append(code(f"StepThrough(walkthroughs[{index}])"))
        if index == 3:
            cells.append(
                md(
                    """
                    **Nachgeprüft:** Die Spielregel sagt 9 gegen 9, und bei Gleichstand gewinnt der
                    Verteidiger Isidore. Das Programm kommt auf dasselbe Ergebnis:
                    """,
                    """
                    **Checked:** the rulebook says 9 against 9, and in a tie the defender, Isidore, wins.
                    The program gets the same result:
                    """,
                )
            )
            cells.append(TIE_CHECK)
        if index == 7:
            cells.append(
                md(
                    """
                    **Nachgeprüft:** Laut Spielregel rückt Isidore 5 + 7 = 12 Felder vor. Das Programm
                    rechnet dasselbe aus:
                    """,
                    """
                    **Checked:** the rulebook says Isidore moves 5 + 7 = 12 spaces ahead. The program
                    works out the same:
                    """,
                )
            )
            cells.append(FLAG_CHECK)
    cells.append(
        md(
            """
            ### Unsere eigenen Beispiele

            Die Spielregel zeigt nicht jede Regel an einem Beispiel. Für die übrigen Regeln haben wir
            eigene Beispiele gebaut. Sie kommen **nicht** aus der Spielregel; die Würfel haben wir so
            gewählt, dass man die Regel gut sieht.
            """,
            """
            ### Our own examples

            The rulebook does not show every rule in an example. For the other rules we built examples
            of our own. They do **not** come from the rulebook; we chose the dice so the rule is easy to
            see.
            """,
        )
    )
    for index, (de, en) in enumerate(OWN_WALKTHROUGH_INTROS, start=len(WALKTHROUGH_INTROS)):
        cells.append(md(de, en))
        cells.append(code(f"StepThrough(walkthroughs[{index}])"))
    return cells


WOODWALKERS: list[Md | Code] = [
    md(
        """
        # Woodwalkers – Das Duell

        In dieser Lektion lernst du die Regeln von *Woodwalkers – Das Duell*. Namen in
        „Anführungszeichen“ sind Überschriften aus der Spielregel. Dort kannst du alles genau
        nachlesen.

        1. Das Spiel in Kürze
        2. Spielmaterial und Aufbau
        3. Die Regeln kurz erklärt
        4. Beispiele: die 7 Beispiel-Kästen der Spielregel und eigene
        5. Was wäre, wenn …? Die Chancen im Duell
        6. Probier selbst einen Zug
        7. Unsere Annahmen
        8. Zwei Computer spielen gegeneinander
        9. Jetzt spielst du!
        """,
        """
        # Woodwalkers – The Duel

        In this lesson you learn the rules of *Woodwalkers – The Duel*. Names in “quotation marks”
        are headings from the rulebook. You can read up on everything there.

        1. The game in a nutshell
        2. Components and set-up
        3. The rules in short
        4. Examples: the rulebook's 7 example boxes and our own
        5. What if …? The odds in a duel
        6. Try a move yourself
        7. Our assumptions
        8. Two computers play each other
        9. Your turn to play!
        """,
    ),
    notebook_only(md(
        """
        Fang oben an und drücke in jeder Code-Zelle **Shift + Enter**. Die erste Code-Zelle lädt
        boardtutor und wählt die Sprache dieses Ordners.
        """,
        """
        Start at the top and press **Shift + Enter** in every code cell. The first code cell loads
        boardtutor and picks the language of this folder.
        """,
    )),
    FIRST_CODE,
    notebook_only(md(
        """
        Die nächste Zelle holt alles, was wir brauchen: das Spiel, seine Beispiele und ein paar
        Werkzeuge zum Anzeigen.
        """,
        """
        The next cell fetches everything we need: the game, its examples and a few tools for showing
        things.
        """,
    )),
    code(
        """
        %matplotlib inline
        from boardtutor.views import show_walkthrough, show_state, assumptions_table, assumptions_view, game_log
        from boardtutor.widgets import StepThrough, PlayView
        from boardtutor.games.woodwalkers import duel_odds

        game = boardtutor.load("woodwalkers")
        walkthroughs = boardtutor.walkthroughs("woodwalkers")
        """
    ),
    md(
        """
        **Regeln nachschlagen:** Der Regelfinder kennt jede Regel der Spielregel, in unseren eigenen
        Worten. Such ein Wort (zum Beispiel „Wunde“) oder blättere nach Abschnitten. Zu jeder Regel
        kannst du das Beispiel öffnen, das sie zeigt, und von dort aus selbst ausprobieren.
        """,
        """
        **Look up a rule:** the rule finder knows every rule of the rulebook, in our own words. Search
        for a word (for example “wound”) or browse by section. For each rule you can open the example
        that shows it and try it yourself from there.
        """,
    ),
    code(
        """
        from boardtutor.widgets import RuleFinder

        RuleFinder("woodwalkers")
        """
    ),
    # -- 1. nutshell --------------------------------------------------------------------------
    md(
        """
        ## 1. Das Spiel in Kürze

        Ihr seid Gestaltwandler aus der Clearwater High und tretet im Fach „Kampf und Überleben“
        gegeneinander an. Jeder hat sieben Tiere, zum Beispiel Wolf, Otter, Bison und Puma. Sie starten
        am Rand des Spielplans.

        - Zu Beginn jeder Runde wird eine **Kategorie** gewählt: Ausdauer, Schnelligkeit, Intelligenz
          oder Stärke.
        - Dann würfelt ihr reihum und zieht jeweils ein Tier.
        - In der Mitte liegen verdeckte **Wald-Plättchen**. Darunter warten Fahnen, Medizin, Würfel und
          Punkte.
        - Ziehst du auf ein fremdes Tier, gibt es ein **Duell**: Kartenwert plus Würfel. Wer gewinnt,
          bekommt 2 Punkte.
        - Am Ende zählen die **Fahnen**, auf denen deine Tiere stehen. Wer die meisten Punkte hat,
          gewinnt.
        """,
        """
        ## 1. The game in a nutshell

        You are shapeshifters at Clearwater High, competing in the class “Combat and Survival”. Each of
        you has seven animals, for example a wolf, an otter, a bison and a puma. They start at the edge
        of the board.

        - At the start of every round a **category** is chosen: endurance, speed, intelligence or
          strength.
        - Then you take turns to roll and move one animal each.
        - Face-down **forest tiles** lie in the middle. Under them are flags, medicine, dice and points.
        - If you move onto someone else's animal, there is a **duel**: card value plus a die. The
          winner gets 2 points.
        - At the end, the **flags** your animals stand on score. Whoever has the most points wins.
        """,
    ),
    # -- 2. components and set-up ------------------------------------------------------------
    md(
        """
        ## 2. Spielmaterial und Aufbau

        Regel: „Spielmaterial und Spielaufbau“. In der Schachtel sind unter anderem:

        - ein Spielplan mit Tag- und Nachtseite,
        - pro Farbe 7 Tier-Plättchen (die stehen auf dem Brett) und 7 Tier-Karten mit den Werten (die
          liegen vor dir),
        - 20 Wald-Plättchen für den Tag und 20 für die Nacht,
        - 56 Wund-Plättchen, 20 Kampfmodus-Plättchen, 1 Kampfmodus-Marker, 4 Zählsteine und 4 Würfel.

        Beim Aufbau kommen die Wald-Plättchen verdeckt auf die hellen Felder in der Mitte. Jeder stellt
        seine Tiere auf die sieben Startfelder seiner Farbe. Dann werden die Kampfmodus-Plättchen
        gemischt und drei davon offen ausgelegt. Der jüngste Spieler bekommt den Marker.

        Unten siehst du ein Spiel für vier, fertig aufgebaut. Welche drei Plättchen gezogen werden, bestimmen
        wir hier selbst: Stärke, Schnelligkeit und Ausdauer.
        """,
        """
        ## 2. Components and set-up

        Rule: “Game components and setup”. The box holds, among other things:

        - a board with a day side and a night side,
        - for each colour 7 animal tiles (they stand on the board) and 7 animal cards with the values
          (they lie in front of you),
        - 20 forest tiles for the day and 20 for the night,
        - 56 wound tiles, 20 battle-mode tiles, 1 battle-mode marker, 4 score markers and 4 dice.

        To set up, the forest tiles go face down on the light fields in the middle. Everyone puts their
        animals on the seven start fields of their colour. Then the battle-mode tiles are shuffled and
        three of them are laid out face up. The youngest player gets the marker.

        Below you see a game for four, all set up. We pick the three tiles that are drawn ourselves:
        strength, speed and endurance.
        """,
    ),
    code(
        """
        state = game.new_initial_state(players=4, seed=1)
        for draw in ["draw strength", "draw speed", "draw endurance"]:
            state = state.apply(draw)
        show_state(state)
        """
    ),
    md(
        """
        ### Die Tier-Karten

        Jede Tier-Karte hat vier Werte, einen für jede Kategorie. Im Duell zählt nur der Wert der
        Kategorie dieser Runde. Die Spielregel nennt nur zwei Werte: Der Wolf hat Stärke 6, der Otter
        Stärke 3. Alle anderen Zahlen waren nur auf Bildern zu sehen – sie sind **unsere Annahme**
        (mehr dazu in Abschnitt 7).
        """,
        """
        ### The animal cards

        Every animal card has four values, one for each category. In a duel only the value of this
        round's category counts. The rulebook states just two values: the wolf has strength 6, the
        otter strength 3. All other numbers were only in pictures – they are **our assumption** (more
        about that in section 7).
        """,
    ),
    code(
        """
        import pandas as pd
        from boardtutor.i18n import Noun
        from boardtutor.games.woodwalkers import DATA, CATEGORIES

        pd.DataFrame(
            {
                Noun(f"woodwalkers.category.{category}").render(cap=True): {
                    Noun(f"woodwalkers.animal.{animal}").render(cap=True): values[category] for animal, values in DATA["animals"].items()
                }
                for category in CATEGORIES
            }
        )
        """
    ),
    # -- 3. rules -------------------------------------------------------------------------------
    md(
        """
        ## 3. Die Regeln kurz erklärt

        ### Eine Runde beginnt
        *Regel: „Rundenstart: Die Wahl des Kampfmodus-Plättchens“*

        Wer den Marker hat, sucht eins der drei offenen Kampfmodus-Plättchen aus. Es zeigt die
        Kategorie, in der in dieser Runde **alle** Duelle stattfinden. Danach kommt ein neues Plättchen
        vom Stapel dazu, sodass wieder drei ausliegen. Das Aussuchen zählt schon als eigener Zug.

        ### Würfeln und Ziehen
        *Regel: „Der Zug“*

        Im Uhrzeigersinn ist einer nach dem anderen dran. Du würfelst und ziehst **ein** Tier höchstens
        so viele Felder weit, wie der Würfel zeigt.

        - Nur gerade Schritte (waagerecht oder senkrecht), nie schräg. Abbiegen darfst du so oft du
          willst.
        - Du darfst früher stehen bleiben. Du darfst auch ganz aufs Würfeln verzichten.
        - Über Tiere springen oder durch sie hindurchlaufen ist verboten. Auf jedem Feld steht nur ein
          Tier – außer es kommt zum Duell.
        - Die Startfelder der anderen sind tabu. Auf deine eigenen darfst du nur, solange dein Tier sie
          noch nicht verlassen hat.

        ### Wald-Plättchen
        *Regel: „Wo ist deine Figur gelandet?“, Teil b)*

        Landest du auf einem verdeckten Wald-Plättchen, drehst du es um:

        - **Fahne:** Sie kommt offen zurück aufs Feld, dein Tier steht darauf. Wer am Spielende auf ihr
          steht, bekommt ihre Punkte.
        - **Sherris Medizin:** Damit nimmst du einmal eine Wunde von einer deiner Tier-Karten, wann
          immer du in deinem Zug willst.
        - **Würfel:** Damit darfst du einmal neu würfeln – beim Ziehen oder im Duell.
        - **Punkte:** Du rückst sofort 1 Feld auf der Punkteleiste vor.

        ### Das Duell
        *Regel: „Das Duell“*

        Ziehst du auf ein Feld mit einem fremden Tier, kommt es zum Duell. Du bist dann der
        **Herausforderer**, der andere der **Verteidiger**.

        1. Schaut auf die Kategorie dieser Runde.
        2. Jeder nimmt den Wert seines Tieres in dieser Kategorie. Für jede Wunde auf der Karte zieht er
           1 ab.
        3. Beide würfeln, der Herausforderer zuerst, und zählen den Würfel dazu.
        4. Die höhere Summe gewinnt. **Bei Gleichstand verliert der Herausforderer.**
        5. Der Verlierer stellt sein Tier auf ein freies eigenes Startfeld und bekommt eine Wunde. Bei
           der dritten Wunde muss das Tier ganz aus dem Spiel.
        6. Der Gewinner besetzt das Feld (samt Fahne, falls dort eine liegt) und rückt 2 Punkte vor.

        ### Die Runde endet
        *Regel: „Die Runde endet“*

        Nach deinem Zug ist der Nächste im Uhrzeigersinn dran. Wer den Marker hat, würfelt als Letzter.
        Danach kommt das Kampfmodus-Plättchen der Runde auf den Ablagestapel, und der Marker wandert
        nach links weiter. Wer über das letzte Feld der Punkteleiste (die 40 auf dem Start) hinauskommt, zählt auf dem Feld
        gleich neben dem Start weiter.

        **Zu zweit:** Das Aussuchen des Plättchens zählt wie ein eigener Zug. Darum würfelt, wer in
        einer Runde als Letzter dran war, in der nächsten Runde als Erster.

        ### Das Spielende
        *Regel: „Spielende“ und „Die Runde endet“*

        Kann die Auslage nicht mehr auf drei Kampfmodus-Plättchen aufgefüllt werden, gibt es noch eine
        letzte Würfelrunde. Dann zählen die Fahnen: Jede Fahne bringt dem, dessen Tier darauf steht,
        so viele Punkte, wie darauf stehen. Die meisten Punkte gewinnen.

        Gleichstand? Dann gewinnt, wer mehr Tiere auf Fahnen hat. Immer noch gleich? Dann gewinnt, wer
        weniger Wunden hat. Ist auch das gleich, gibt es mehrere Gewinner.

        ### Für Profis: das Mitternachtsduell
        *Regel: „Mitternachtsduell“*

        Gespielt wird auf der blauen Nachtseite. Eure Tiere liegen verdeckt – merkt euch gut, welches
        wo steht! Wird dein Tier angegriffen, darfst du einmal raten, welches Tier dich angreift. Richtig
        geraten: +1 für dich. Falsch geraten: +1 für den Angreifer. Sonst gelten dieselben Regeln.
        """,
        """
        ## 3. The rules in short

        ### A round begins
        *Rule: “Starting a round: Selecting a battle mode tile”*

        Whoever holds the marker picks one of the three face-up battle-mode tiles. It shows the
        category in which **every** duel of this round is fought. Then a new tile from the stack joins
        the display, so that three lie there again. Picking already counts as a turn of its own.

        ### Rolling and moving
        *Rule: “Moving”*

        You take turns clockwise. You roll and move **one** animal at most as many fields as the die
        shows.

        - Only straight steps (across or up and down), never diagonally. You may turn as often as you
          like.
        - You may stop early. You may also not roll at all.
        - Jumping over animals or walking through them is not allowed. Only one animal fits on a field
          – unless there is a duel.
        - The other players' start fields are off limits. You may use your own only as long as your
          animal has not left them yet.

        ### Forest tiles
        *Rule: “Where did your figure end up?”, part b)*

        If you land on a face-down forest tile, you turn it over:

        - **Flag:** it goes back face up, with your animal on top. Whoever stands on it when the game
          ends gets its points.
        - **Sherri's medicine:** use it once to take a wound off one of your animal cards, whenever you
          like during your turn.
        - **Die:** lets you roll again once – when moving or in a duel.
        - **Points:** you move 1 space ahead on the score track at once.

        ### The duel
        *Rule: “The duel”*

        If you move onto a field with someone else's animal, there is a duel. You are the
        **challenger**, the other player is the **defender**.

        1. Look at this round's category.
        2. Each player takes their animal's value in that category, minus 1 for every wound on the
           card.
        3. Both roll, the challenger first, and add the die.
        4. The higher total wins. **In a tie, the challenger loses.**
        5. The loser puts their animal back on an open start field of their own and takes a wound. At
           the third wound the animal is out of the game.
        6. The winner holds the field (and its flag, if there is one) and moves 2 points ahead.

        ### The end of the round
        *Rule: “The end of the round”*

        After your turn it is the next player's turn, clockwise. Whoever holds the marker rolls last.
        Then the round's battle-mode tile goes to the discard pile and the marker moves on to the left.
        If you go past the last field of the score track (the 40 on the start), you carry on counting on the field
        next to the start.

        **Two players:** picking the tile counts as a turn of its own. So whoever rolled last in one
        round rolls first in the next.

        ### The end of the game
        *Rules: “End of the game” and “The end of the round”*

        When the display can no longer be filled up to three battle-mode tiles, there is one last round
        of rolling. Then the flags score: each flag gives the player whose animal stands on it as many
        points as it shows. The most points win.

        A tie? Then whoever has more animals on flags wins. Still a tie? Then whoever has fewer wounds
        wins. If that is equal too, there are several winners.

        ### For experts: the midnight duel
        *Rule: “Midnight duel”*

        You play on the blue night side. Your animals lie face down – remember well which one is
        where! When your animal is attacked, you may guess once which animal is attacking. A right
        guess: +1 for you. A wrong guess: +1 for the attacker. Apart from that the rules stay the same.
        """,
    ),
    # -- 4. walkthroughs ------------------------------------------------------------------------
    md(
        """
        ## 4. Beispiele: die 7 Beispiel-Kästen der Spielregel und eigene

        In der Spielregel spielen Sarah, James, Isidore und Lissa. Sie hat 7 Beispiel-Kästen; das
        Programm spielt sie in den Beispielen 1 bis 8 Schritt für Schritt nach (den zweiten Kasten in
        zwei Teilen). Über jedem Beispiel steht, aus welchem Kasten es kommt. Danach folgen unsere
        eigenen Beispiele für die Regeln, zu denen die Spielregel kein Beispiel hat. Mit **Weiter ▶** und **◀ Zurück** (oder dem Schieberegler)
        gehst du durch die Schritte. Wichtige Felder sind gelb umrandet. Darunter liest du, was
        passiert und in welchem Abschnitt der Spielregel es steht (§).

        Manchmal kommt zuerst eine Frage: Rate, bevor du weiterklickst! Mit **Ab hier selbst spielen**
        übernimmst du an jeder Stelle und spielst selbst weiter – das Beispiel bleibt dabei, wie es ist.
        Der Knopf oben rechts schaltet die Sprache um.

        Die Würfel sind hier nicht zufällig: In den Beispielen aus der Spielregel zeigen sie genau die
        Zahlen, die dort stehen.
        """,
        """
        ## 4. Examples: the rulebook's 7 example boxes and our own

        In the rulebook, Sarah, James, Isidore and Lissa play together. It has 7 example boxes; the
        program replays them step by step in examples 1 to 8 (the second box in two parts). Above each
        example it says which box it comes from. After them come our own examples for the rules the
        rulebook has no example for. Use **Next ▶** and **◀ Back** (or the slider) to go through the steps.
        Important fields have a yellow frame. Below you read what happens and which section of the
        rulebook it comes from (§).

        Sometimes a question comes first: guess before you click on! With **Play on from here** you can
        take over at any point and keep playing yourself – the example stays as it was. The button at
        the top right switches the language.

        The dice are not random here: in the examples from the rulebook they show exactly the numbers
        printed there.
        """,
    ),
    *_walkthrough_cells(),
    # -- 5. what if -------------------------------------------------------------------------------
    md(
        """
        ## 5. Was wäre, wenn …? Die Chancen im Duell

        Im Duell-Beispiel (Nr. 4) hatte Lissa Pech: 9 gegen 9, und bei Gleichstand verliert die Herausforderin.
        Aber wie gut standen ihre Chancen, bevor die Würfel fielen?

        Jeder Würfel hat 6 Seiten. Zwei Würfel ergeben 6 × 6 = 36 Paare, und jedes Paar ist gleich
        wahrscheinlich. Das Programm zählt einfach alle 36 durch: Wolf (Stärke 6) gegen Otter
        (Stärke 3).
        """,
        """
        ## 5. What if …? The odds in a duel

        In the duel example (no. 4) Lissa was unlucky: 9 against 9, and in a tie the challenger loses. But how good
        were her chances before the dice were rolled?

        Each die has 6 sides. Two dice make 6 × 6 = 36 pairs, and every pair is equally likely. The
        program simply counts all 36: wolf (strength 6) against otter (strength 3).
        """,
    ),
    code(
        f"""
        {CHECK}
        odds = duel_odds(6, 3)
        print(odds.describe())
        print(odds.challenger_wins)
        """
    ),
    md(
        """
        Also gewinnt Lissa in 30 von 36 Fällen: 5/6, das sind etwa 83 von 100 Duellen. Die
        nächste Tabelle zeigt es für jeden Wurf der Herausforderin: Wie viele der 6 Würfe des
        Verteidigers schlägt sie damit?
        """,
        """
        So Lissa wins in 30 of 36 cases: 5/6, that is about 83 of 100 duels. The next table shows it
        for each roll of the challenger: how many of the defender's 6 rolls does she beat with it?
        """,
    ),
    code("odds.distribution()"),
    md(
        """
        Und hier die Würfelpaare einzeln. Die ersten 12 Zeilen sind die Paare, bei denen Lissa eine 1
        oder eine 2 würfelt.
        """,
        """
        And here are the pairs of dice one by one. The first 12 rows are the pairs where Lissa rolls a
        1 or a 2.
        """,
    ),
    notebook_only(md(
        """
        (Die anderen 24 Zeilen zeigt `odds.table()` ohne `.head(12)`.)
        """,
        """
        (`odds.table()` without `.head(12)` shows the other 24 rows.)
        """,
    )),
    code("odds.table().head(12)"),
    md(
        """
        Als Bild: Jedes Kästchen ist ein Würfelpaar. Zeilen = Wurf der Herausforderin, Spalten = Wurf
        des Verteidigers. Gestreift sind die Gleichstände – die gewinnt der Verteidiger.
        """,
        """
        As a picture: every square is one pair of dice. Rows = the challenger's roll, columns = the
        defender's roll. The ties are striped – the defender wins those.
        """,
    ),
    code("odds.plot()"),
    md(
        """
        Und wenn Isidores 6 schon auf dem Tisch liegt? Dann braucht Lissa eine 4, 5 oder 6 – genau die
        Hälfte aller Würfe. Das steht auch in der Spielregel im Beispiel zu „Das Duell“ („Doch was wäre
        gewesen, wenn …“). Das Programm rechnet nach:
        """,
        """
        And what if Isidore's 6 is already on the table? Then Lissa needs a 4, 5 or 6 – exactly half of
        all rolls. The rulebook says so too, in the example for “The duel” (“But what if Lissa had
        rolled a different number?”). The program checks:
        """,
    ),
    code(
        f"""
        {CHECK}
        from boardtutor.games.woodwalkers.odds import format_chance

        print(format_chance(odds.given(defender_roll=6)))
        """
    ),
    md(
        """
        ### Probier es selbst!

        Trag die Kartenwerte (1 bis 6) und die Wunden (0, 1 oder 2) ein und drücke „Zeigen“. Jede Wunde
        zieht 1 vom Wert ab.

        Zum Beispiel: Wie gut ist Lissas Chance, wenn ihr Wolf schon eine Wunde hat?
        """,
        """
        ### Try it yourself!

        Type in the card values (1 to 6) and the wounds (0, 1 or 2) and press “Show”. Each wound takes 1
        off the value.

        For example: how good is Lissa's chance if her wolf already has a wound?
        """,
    ),
    code(
        """
        from boardtutor.widgets.forms import odds_form

        odds_form(challenger=6, defender=3, challenger_wounds=1, defender_wounds=0)
        """
    ),
    notebook_only(md(
        """
        Dasselbe als Code: `challenger` und `defender` sind die Kartenwerte, `challenger_wounds` und
        `defender_wounds` die Wunden. Ändere die Zahlen in der nächsten Zelle und drücke Shift + Enter.
        """,
        """
        The same as code: `challenger` and `defender` are the card values, `challenger_wounds` and
        `defender_wounds` the wounds. Change the numbers in the next cell and press Shift + Enter.
        """,
    )),
    notebook_only(code(
        """
        challenger = 6
        defender = 3
        challenger_wounds = 1
        defender_wounds = 0

        duel_odds(challenger, defender, challenger_wounds=challenger_wounds, defender_wounds=defender_wounds)
        """
    )),
    # -- 6. try a move ----------------------------------------------------------------------------
    md(
        """
        ## 6. Probier selbst einen Zug

        Wir springen zurück in Beispiel 2: James hat eine 4 gewürfelt. Sein Wolf steht auf a2. Nur
        zwei Schritte entfernt, auf b1, steht Sarahs Wolf. Kann James ihn angreifen? Probieren wir es
        mit dem Zug a2-b1:
        """,
        """
        ## 6. Try a move yourself

        Let's jump back into example 2: James has rolled a 4. His wolf stands on a2. Only two steps
        away, on b1, stands Sarah's wolf. Can James attack it? Let's try the move a2-b1:
        """,
    ),
    code(
        """
        state = walkthroughs[1].replay()[1]
        try:
            state.apply("a2-b1")
        except boardtutor.RuleViolation as exc:
            print(exc.explain())
        """
    ),
    md(
        """
        Nichts ist kaputtgegangen: Der Zug wurde einfach nicht ausgeführt, und das Spiel steht noch
        genau wie vorher. Die Erklärung sagt, was nicht geht und wo es in der Spielregel steht. (Auf
        Englisch gibt es dieselbe Erklärung: in der englischen Lektion, Link ganz oben.) Das heißt auch:
        Auf ihren Startfeldern sind Tiere vor Angriffen sicher.

        Wohin darf der Wolf denn mit der 4? Die hervorgehobenen Felder kann er erreichen:
        """,
        """
        Nothing broke: the move simply did not happen, and the game is exactly as it was. The
        explanation says what is not allowed and where the rulebook says so. (The same explanation
        exists in German: in the German lesson, link at the very top.) It also means: animals on their own
        start fields are safe from attacks.

        So where may the wolf go with the 4? It can reach the highlighted fields:
        """,
    ),
    code('show_state(state, highlight=sorted(state.reachable("a2")))'),
    md(
        """
        Ein Zug ist das Startfeld, ein Strich und das Zielfeld. So steht der Wolf nach dem Zug
        `a2-c2`:
        """,
        """
        A move is the start field, a dash and the target field. This is where the wolf stands after
        the move `a2-c2`:
        """,
    ),
    md(
        """
        Jetzt du! Schreib einen eigenen Zug in das Feld und drücke „Ausprobieren“, zum Beispiel a2-c2.
        Probier auch verbotene Züge aus, etwa a2-f2 (zu weit) oder a3-a2 (dort steht schon ein eigenes
        Tier).
        """,
        """
        Your turn! Type a move of your own into the box and press “Try it”, for example a2-c2. Try
        forbidden moves too, such as a2-f2 (too far) or a3-a2 (your own animal is already there).
        """,
    ),
    code(
        """
        from boardtutor.widgets.forms import move_form

        move_form(state, "a2-c2", highlight=True)
        """
    ),
    notebook_only(md(
        """
        Dasselbe als Code: Schreib bei `my_move` einen Zug hinein und drücke Shift + Enter. So sieht es
        aus, wenn ein Programm einen Zug ausprobiert und eine Ablehnung abfängt.
        """,
        """
        The same as code: write a move after `my_move` and press Shift + Enter. This is how a program
        tries a move and catches a refusal.
        """,
    )),
    notebook_only(code(
        """
        my_move = "a2-c2"

        try:
            new_state = state.apply(my_move)
        except boardtutor.RuleViolation as exc:
            print(exc.explain())
        else:
            display(show_state(new_state, highlight=my_move.split("-")))
        """
    )),
    md(
        """
        Auf diesem Brett bist du James und ziehst selbst: Klick auf seinen Wolf auf a2 – die Felder,
        die er mit der 4 erreicht, leuchten auf. Klick dann auf eins davon. Probier auch ein verbotenes
        Feld wie b1 oder f2: Das Brett sagt dir, warum es nicht geht, und es ändert sich nichts.
        """,
        """
        On this board you are James and make the move yourself: click his wolf on a2 – the fields it
        can reach with the 4 light up. Then click one of them. Try a forbidden field too, such as b1
        or f2: the board tells you why not, and nothing changes.
        """,
    ),
    code(
        """
        from boardtutor.widgets import BoardView

        BoardView(state)
        """
    ),
    *practice_cells("woodwalkers"),
    md(
        """
        **Für Lehrkräfte:** Lasst die Kinder ihren Fortschritts-Code kopieren und sammelt die Codes ein.
        Die Tabelle und das Bild zeigen, welche Regeln die Klasse schon beherrscht. Hier stehen sie für
        drei Beispiel-Codes: Fügt stattdessen die Codes eurer Klasse in das Feld ein (einen pro Zeile)
        und drückt „Zeigen“.
        """,
        """
        **For teachers:** let the pupils copy their progress code and collect the codes. The table and
        the picture show which rules the class has mastered; here they are drawn for three example codes.
        Paste your class's codes into the box instead (one per line) and press “Show”.
        """,
    ),
    code(
        """
        from boardtutor.widgets.forms import class_progress_form

        codes = \"\"\"
        BT1.TWlhCndvb2R3YWxrZXJzOjBuMDhubjA4NjZuNmdnZzZuZzZuMG44bmc2OGduZ242bm44Z25nZ2dnOGc4NjA4Zw.0f148
        BT1.TGVvCndvb2R3YWxrZXJzOjAwMDAwZzA4ODBnNjBnZzA2MDY4MGc4ODgwZzY4MDAwMDAwNm44MDA2bjAwNm4wZw.37adc
        BT1.QWRhCndvb2R3YWxrZXJzOjA2MDg4NjBnbjY4ZzhuZzBuOGcwMDhuZzBuODAwMDhuMGc4bm44OGcwbjA4MG5uNg.da15a
        \"\"\"
        class_progress_form("woodwalkers", codes)
        """
    ),
    # -- 7. assumptions ---------------------------------------------------------------------------
    md(
        """
        ## 7. Unsere Annahmen

        ⚠ **Achtung: Das hier sind Annahmen, keine Regeln aus der Spielregel!**

        Manches sagt die Spielregel gar nicht, oder sie zeigt es nur auf einem Bild – zum Beispiel den
        Spielplan und die meisten Werte auf den Tier-Karten. Damit das Programm trotzdem spielen kann,
        mussten wir uns entscheiden. In der Tabelle steht links, was wir angenommen haben, und rechts,
        warum das nötig war. Im echten Spiel kann manches anders aussehen.
        """,
        """
        ## 7. Our assumptions

        ⚠ **Careful: these are assumptions, not rules from the rulebook!**

        Some things the rulebook does not say at all, or it only shows them in a picture – for example
        the board and most of the values on the animal cards. So that the program can still play, we
        had to decide. The table shows on the left what we assumed and on the right why that was
        needed. The real game may look different in places.
        """,
    ),
    code(
        """
        assumptions_view(game)
        """
    ),
    # -- 8. two bots ------------------------------------------------------------------------------
    md(
        """
        ## 8. Zwei Computer spielen gegeneinander

        Zum Schluss spielen zwei Computer-Spieler eine ganze Partie zu zweit. Sie ziehen rein zufällig
        (darum heißen sie `RandomBot`). Klug ist das nicht, aber jeder Zug hält sich an die Regeln.

        Die Zahl bei `seed` legt den Zufall fest: Mit derselben Zahl kommt immer dieselbe Partie heraus.
        Probier eine andere Zahl aus! So sieht das Brett am Ende aus:
        """,
        """
        ## 8. Two computers play each other

        Finally, two computer players play a whole game for two. They move completely at random (that
        is why they are called `RandomBot`). That is not clever, but every move follows the rules.

        The number after `seed` fixes the chance: the same number always gives the same game. Try
        another number! This is the board at the end:
        """,
    ),
    code(
        """
        from boardtutor.bots import RandomBot, play

        states = play(game.new_initial_state(players=2, seed=9), [RandomBot(1), RandomBot(2)])
        final = states[-1]
        show_state(final)
        """
    ),
    md(
        """
        Wer hat gewonnen, und wie viele Punkte hat jeder? (Die Punkte der Fahnen sind schon
        mitgezählt.)
        """,
        """
        Who won, and how many points does each player have? (The flags' points are already included.)
        """,
    ),
    code(
        """
        print(final.outcome().message())
        for seat, points in enumerate(final.scores()):
            print(final.player_name(seat), points)
        """
    ),
    md(
        """
        Die letzten 12 Schritte der Partie. Jeder Würfelwurf und jedes aufgedeckte Plättchen zählt als
        eigener Schritt.
        """,
        """
        The last 12 steps of the game. Every roll of the die and every tile turned over counts as a
        step of its own.
        """,
    ),
    code("game_log(states, last=12)"),
    # -- 9. play now -------------------------------------------------------------------------------
    md(
        """
        ## 9. Jetzt spielst du!

        Du spielst Orange gegen einen Computer, der vorausdenkt: Er spielt in Gedanken viele schnelle
        Partien und nimmt den Zug, der dabei am besten abschneidet. Klicke zuerst auf eines deiner
        Tiere und dann auf ein markiertes Feld. Würfeln, Aussetzen und alles andere geht mit den
        Knöpfen unter dem Brett. Mit **↶ Rückgängig** nimmst du einen Zug zurück. Unter **Spiel starten**
        stellst du ein, wer mitspielt (bis zu vier, Menschen oder Computer) und ob es Tag oder Nacht ist.
        """,
        """
        ## 9. Your turn to play!

        You play Orange against a computer that thinks ahead: it plays many quick games in its head
        and picks the move that does best in them. First click one of your animals, then a marked
        field. Rolling, skipping and everything else works with the buttons below the board. **↶ Undo**
        takes a move back. Under **Start game** you choose who plays (up to four, people or computers)
        and whether it is day or night.
        """,
    ),
    code('PlayView("woodwalkers", players=2, seats=["human", "search"], seed=1)'),
    md(
        """
        Ihr seid mehrere Menschen? Dann spielt reihum an einem Gerät (jeder klickt, wenn er dran ist):
        """,
        """
        Several people? Then take turns on one device (everyone clicks when it is their turn):
        """,
    ),
    code("PlayView(\"woodwalkers\", players=4, seed=2)"),
    md(
        """
        ## Geschafft!

        Jetzt kennst du die Regeln von *Woodwalkers – Das Duell*. Hol das echte Spiel heraus und
        probiere das Duell Wolf gegen Otter aus!

        Zurück zum Anfang: [00_start.ipynb](00_start.ipynb)
        """,
        """
        ## Well done!

        Now you know the rules of *Woodwalkers – The Duel*. Get out the real game and try the duel
        wolf against otter!

        Back to the start: [00_start.ipynb](00_start.ipynb)
        """,
    ),
]

NOTEBOOK_CELLS: dict[str, list[Md | Code]] = {
    "00_start": START,
    "01_woodwalkers": WOODWALKERS,
}


def _more_notebooks() -> None:
    """Each ``tools/notebook_<id>.py`` adds one notebook: it defines ``NAME`` (e.g. "02_wispwood")
    and ``CELLS`` built with ``md``/``code`` from this module (``from make_notebooks import md, code,
    FIRST_CODE``)."""
    import importlib

    sys.path.insert(0, str(Path(__file__).parent))
    # The notebook files must build their cells with *this* module's Md/Code (``build`` checks the
    # class), also when the generator is loaded again (the parity tests load it once per test).
    this = types.ModuleType("make_notebooks")  # not sys.modules[__name__]: that may be an older load
    this.__dict__.update(globals())
    sys.modules["make_notebooks"] = this
    for path in sorted(Path(__file__).parent.glob("notebook_*.py")):
        sys.modules.pop(path.stem, None)
        module = importlib.import_module(path.stem)
        NOTEBOOK_CELLS[module.NAME] = module.CELLS


_more_notebooks()


# -- building ---------------------------------------------------------------------------------
NAV_WORDS = {
    "de": {"start": "Start", "back": "zurück", "next": "weiter", "other": ("en", "in English")},
    "en": {"start": "Start", "back": "back", "next": "next", "other": ("de", "auf Deutsch")},
}


def _nav_title(name: str, lang: str) -> str:
    if name == "00_start":
        return NAV_WORDS[lang]["start"]
    sys.path.insert(0, str(ROOT))
    import boardtutor

    return boardtutor.load(name.split("_", 1)[1]).title(lang)


def navigation(name: str, lang: str) -> str:
    """One line of relative links: the start page, the lessons before and after ``name``, and the same
    lesson in the other language. Relative links work in JupyterLab and in Voilà's /voila/render/."""
    order = sorted(NOTEBOOK_CELLS)
    words = NAV_WORDS[lang]
    at = order.index(name)
    # plain text, no emoji: not every school computer has an emoji font
    links = [] if name == "00_start" else [f"[{words['start']}](00_start.ipynb)"]
    if at > 1:
        before = order[at - 1]
        links.append(f"← {words['back']}: [{_nav_title(before, lang)}]({before}.ipynb)")
    if at + 1 < len(order):
        after = order[at + 1]
        links.append(f"{words['next']}: [{_nav_title(after, lang)}]({after}.ipynb) →")
    other, language = words["other"]
    links.append(f"[{language}](../{other}/{name}.ipynb)")
    return " · ".join(links)


def build(name: str, lang: str) -> nbformat.NotebookNode:
    """The notebook ``name`` in ``lang``, without outputs: its cells, a line of links to the other
    lessons and the other language at the top and at the bottom."""
    cells = []
    nav = navigation(name, lang)
    for index, cell in enumerate(NOTEBOOK_CELLS[name]):
        if isinstance(cell, Md):
            text = getattr(cell, lang)
            new = nbformat.v4.new_markdown_cell(f"{nav}\n\n{text}" if index == 0 else text)
        else:
            new = nbformat.v4.new_code_cell(cell.source)
        if cell.tags:
            new.metadata["tags"] = list(cell.tags)
        new.id = f"{name.split('_')[0]}-{index:02d}"
        cells.append(new)
    footer = nbformat.v4.new_markdown_cell(f"---\n\n{nav}")
    footer.id = f"{name.split('_')[0]}-nav"
    cells.append(footer)
    nb = nbformat.v4.new_notebook(cells=cells)
    nb.metadata = {"kernelspec": dict(KERNELSPEC), "language_info": dict(LANGUAGE_INFO)}
    return nb


_ADDRESS = re.compile(r" (?:object )?at 0x[0-9a-fA-F]+>")


def execute(nb: nbformat.NotebookNode, folder: Path) -> None:
    """Run every cell with the kernel's cwd in ``folder``; fail on the first error."""
    client = NotebookClient(
        nb,
        timeout=CELL_TIMEOUT,
        kernel_name=KERNELSPEC["name"],
        resources={"metadata": {"path": str(folder)}},
        record_timing=False,
        allow_errors=False,
    )
    client.execute()


def kernel_metadata(language_info: dict | None = None) -> dict:
    """The notebook's ``kernelspec`` and ``language_info`` exactly as JupyterLab writes them once the
    kernel runs: the installed kernel spec's name and display name, and the language info the kernel
    reported (``language_info``, from nbclient's run; without a run: ours with this Python's version,
    which is what ipykernel reports). JupyterLab sets both when a notebook opens and marks it as
    changed (“•”, asks to save) when they differ from the file, so a notebook that was only opened
    would look edited. (On a machine whose Python has another version, JupyterLab still updates it.)"""
    import platform

    from jupyter_client.kernelspec import KernelSpecManager

    spec = KernelSpecManager().get_kernel_spec(KERNELSPEC["name"])
    info = dict(language_info) if language_info else {**LANGUAGE_INFO, "version": platform.python_version()}
    return {
        "kernelspec": {"display_name": spec.display_name, "language": spec.language, "name": KERNELSPEC["name"]},
        "language_info": info,
    }


def normalise(nb: nbformat.NotebookNode) -> None:
    """Make the saved file independent of when it was executed."""
    nb.metadata = kernel_metadata(nb.metadata.get("language_info"))
    for cell in nb.cells:
        cell.metadata.pop("execution", None)
        if cell.cell_type != "code":
            continue
        for output in cell.get("outputs", []):
            output.get("metadata", {}).pop("execution", None)
            plain = output.get("data", {}).get("text/plain")
            if isinstance(plain, str):
                output["data"]["text/plain"] = _ADDRESS.sub(">", plain)


def kernel_environment() -> None:
    """Environment the kernels inherit: inline figures, no language override, fixed hashing."""
    os.environ["MPLBACKEND"] = "module://matplotlib_inline.backend_inline"
    os.environ["PYTHONHASHSEED"] = "0"
    os.environ.pop("BOARDTUTOR_LANG", None)
    os.environ.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help=f"notebooks to build (default: all of {', '.join(NOTEBOOK_CELLS)})")
    parser.add_argument("--no-run", action="store_true", help="write the notebooks without executing them")
    args = parser.parse_args(argv)
    names = args.names or list(NOTEBOOK_CELLS)
    unknown = [n for n in names if n not in NOTEBOOK_CELLS]
    if unknown:
        parser.error(f"unknown notebook(s): {', '.join(unknown)}")
    kernel_environment()
    for name in names:
        for lang in LANGS:
            folder = NOTEBOOKS / lang
            folder.mkdir(parents=True, exist_ok=True)
            nb = build(name, lang)
            started = time.perf_counter()
            if not args.no_run:
                execute(nb, folder)
            normalise(nb)
            nbformat.validate(nb)
            path = folder / f"{name}.ipynb"
            nbformat.write(nb, path)
            seconds = time.perf_counter() - started
            print(f"{path.relative_to(ROOT)}: {len(nb.cells)} cells" + ("" if args.no_run else f", ran in {seconds:.1f} s"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
