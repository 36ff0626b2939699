"""The Island Battle of Tarawa (Pacific War Classics vol. 1): Qt-free rules, rulings and records.

Modules: ``rules`` (every number the rulebook states), ``rulings`` (T1-T11 points), ``turns``
(the action log and turn record track), ``combat`` (fire, DRMs, exact odds), ``actions``
(proficiency checks, reinforcements, offshore bombardment, the Banzai Charge), ``terrain`` (the
referee's per-hex terrain marks and what blocks sight), ``stacking`` (3.1, 2.2.2.2), ``movement``
(4.1, 5.0), ``setups`` and ``setup_check`` (8.3), ``victory``; ``commands`` holds ``TarawaGame``.
"""

from assistant.games.descriptor import BLANK, DEMO, PRINTED, GameDescriptor, KindSpec, Side

GAME = GameDescriptor(
    order=3,
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
    demo="assistant.games.tarawa.setups",
    setups=(PRINTED, BLANK, DEMO),     # 8.0-8.3: the historical scenario is the printed set-up
)
