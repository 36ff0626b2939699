"""Luzon: Race for Bataan (OCS mini-game): the rules this game's own rulebook decides. Qt-free.

Where an OCS series chart decides (combat, barrage, initiative, the Common Replacement Table) the
referee enters the result (ruling L2); the turn track, re-roll counter, recovery, replacements,
Limited Strat Move and victory are decided here.

Modules: ``rules`` (every number the rulebook states), ``rulings`` (L3, L4 and the optional
variations), ``scenario`` (turn track, set-up and arrivals from resources/scenarios/luzon.toml),
``forces`` (where each unit is: on the map, not arrived, Recovery Pool, Dead Pile), ``reroll``,
``recovery``, ``strat``, ``victory``.
"""

from assistant.games.descriptor import BLANK, DEMO, PRINTED, GameDescriptor, KindSpec, Side

GAME = GameDescriptor(
    order=2,
    family="luzon",
    title="Luzon: Race for Bataan",
    rulebook="luzon-race-for-bataan.txt",
    kinds=(KindSpec("luzon", "Luzon: Race for Bataan", "hexes",
                    "Operational hex game, 22 Dec 1941 - 5 Jan 1942."),),
    sides=(Side("japanese", "Japanese"), Side("allied", "Allies (U.S.-Philippine)")),
    default_pool="1d6",
    unprinted=("L2",),
    chart_files=("charts/luzon.toml",),
    reference="reference/luzon.md",
    rulings="assistant.games.luzon.rulings:Rulings",
    demo="assistant.games.luzon.setups",
    setups=(PRINTED, BLANK, DEMO),     # ruling L6: a new game starts from the printed set-up (6.0)
)
