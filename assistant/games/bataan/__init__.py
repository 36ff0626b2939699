"""Last Stand on Bataan (a miniatures skirmish in waves): Qt-free rules, the table in inches, records.

Modules: ``table`` (the jungle table: terrain, bases, distances, sight, command, blasts, movement),
``game`` (``BataanGame``: every referee command as one undoable Change), ``rules`` (the article's
numbers), ``rulings`` (B1-B33 toggles), and one module per procedure (fire, grenades, melee, Banzai,
waves, victory).
"""

from assistant.games.descriptor import GameDescriptor, KindSpec, Side

GAME = GameDescriptor(
    family="bataan",
    title="Last Stand on Bataan",
    rulebook="last-stand-on-bataan.txt",
    kinds=(KindSpec("bataan", "Last Stand on Bataan", "table",
                    "Miniatures skirmish in waves on a jungle table, measured in inches."),),
    sides=(Side("american", "Americans"), Side("japanese", "Japanese")),
    default_pool="1d6",
    unprinted=("B10",),
    chart_files=("charts/bataan.toml", "charts/bataan_weapons.toml"),
    reference="reference/bataan.md",
    rulings="assistant.games.bataan.rulings:Rulings",
    demo="assistant.games.bataan.demo",
)
