"""Last Stand on Bataan (a miniatures skirmish in waves): Qt-free rules, the table in inches, records.

Modules: ``table`` (the jungle table: terrain, bases, distances, sight, command, blasts, movement),
``game`` (``BataanGame``: every referee command as one undoable Change), ``rules`` (the article's
numbers), ``rulings`` (B1-B33 toggles), ``printed`` (the article's set-up on either table size),
``setup_check`` (the set-up against the article), and one module per procedure (fire, grenades, melee,
Banzai, waves, victory).

Two kinds, one game: ``bataan`` on the 5' x 10' table and ``bataan_4x8`` on the 4' x 8' table (the
article allows either); the board reads the table's size from the game's records.
"""

from assistant.games.descriptor import DEMO, PRINTED, BLANK, GameDescriptor, KindSpec, Side

GAME = GameDescriptor(
    order=0,
    family="bataan",
    title="Last Stand on Bataan",
    rulebook="last-stand-on-bataan.txt",
    kinds=(KindSpec("bataan", "Last Stand on Bataan", "table",
                    "Miniatures skirmish in waves on a 5' x 10' jungle table, measured in inches."),
           KindSpec("bataan_4x8", "Last Stand on Bataan, 4'x8' table", "table",
                    "The same skirmish on the smaller 4' x 8' table the article allows.")),
    sides=(Side("american", "Americans"), Side("japanese", "Japanese")),
    default_pool="1d6",
    unprinted=("B10",),
    chart_files=("charts/bataan.toml", "charts/bataan_weapons.toml"),
    reference="reference/bataan.md",
    rulings="assistant.games.bataan.rulings:Rulings",
    demo="assistant.games.bataan.demo",
    setups=(PRINTED, BLANK, DEMO),
)
