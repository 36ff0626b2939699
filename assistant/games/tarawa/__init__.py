"""The Island Battle of Tarawa (Pacific War Classics vol. 1): Qt-free rules, rulings and records.

Modules: ``rules`` (every number the rulebook states), ``rulings`` (T1-T9 toggles), ``turns``
(the action log and turn record track), ``combat`` (fire, DRMs, exact odds), ``actions``
(proficiency checks, reinforcements, offshore bombardment, the Banzai Charge), ``terrain`` (the
referee's per-hex terrain marks and what blocks sight), ``victory``.
"""

from assistant.games.descriptor import GameDescriptor, KindSpec, Side

GAME = GameDescriptor(
    family="tarawa",
    title="Tarawa",
    rulebook="tarawa-saipan.txt",
    kinds=(KindSpec("tarawa", "Tarawa", "hexes", "Action-by-action assault on Betio, November 1943."),),
    sides=(Side("us", "U.S. Marines"), Side("japanese", "Japanese")),
    default_pool="d10",
    unprinted=("T4",),
    chart_files=("charts/tarawa.toml",),
    reference="reference/tarawa.md",
    rulings="assistant.games.tarawa.rulings:Rulings",
    demo="assistant.games.tarawa.demo",
)
