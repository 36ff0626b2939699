"""Luzon: Race for Bataan (OCS mini-game): the rules this game's own rulebook decides. Qt-free.

Where an OCS series chart decides (combat, barrage, initiative, the Common Replacement Table) the
referee enters the result (ruling L2); the turn track, re-roll counter, recovery, replacements,
Limited Strat Move and victory are decided here.

Modules: ``rules`` (every number the rulebook states), ``rulings`` (L3, L4 and the optional
variations), ``scenario`` (turn track, set-up and arrivals from resources/scenarios/luzon.toml),
``forces`` (where each unit is: on the map, not arrived, Recovery Pool, Dead Pile), ``reroll``,
``recovery``, ``strat``, ``victory``.
"""
