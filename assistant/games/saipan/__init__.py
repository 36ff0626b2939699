"""The Island Battle of Saipan (Pacific War Classics vol. 1): Qt-free rules, rulings and records.

Modules: ``rules`` (every number the rulebook states, reference tables), ``rulings`` (S1-S6
toggles), ``sequence`` (the turn checklist), ``air_naval`` (search, air-to-air, AA, anti-ship,
ship-to-ship), ``proficiency`` (stack averages as fractions and their DRM), ``banzai`` (15.1),
``victory`` (16.4 with S3/S4/S6), the ground war: ``maneuver`` (12.1), ``assault`` (12.2),
``bombardment`` (12.3), ``retreat``, ``movement`` and ``stacking`` (10.1-11.0), ``fog`` (15.2-15.3, the
set-up check), ``combats`` (the combats on record, CRT entries); ``demo`` (the printed set-up and the demo).
"""

from assistant.games.descriptor import BLANK, DEMO, PRINTED, GameDescriptor, KindSpec, Side

GAME = GameDescriptor(
    order=4,
    family="saipan",
    title="Saipan",
    rulebook="tarawa-saipan.txt",
    kinds=(KindSpec("saipan", "Saipan", "hexes", "Daily turns of the Marianas battle, June-July 1944."),),
    sides=(Side("us", "U.S."), Side("japanese", "Japanese")),
    default_pool="d10",
    unprinted=("T4", "S5"),
    chart_files=("charts/saipan.toml",),
    reference="reference/saipan.md",
    rulings="assistant.games.saipan.rulings:Rulings",
    demo="assistant.games.saipan.demo",
    setups=(PRINTED, BLANK, DEMO),
)
