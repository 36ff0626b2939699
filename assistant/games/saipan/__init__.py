"""The Island Battle of Saipan (Pacific War Classics vol. 1): Qt-free rules, rulings and records.

Modules: ``rules`` (every number the rulebook states, reference tables), ``rulings`` (S1-S6
toggles), ``sequence`` (the turn checklist), ``air_naval`` (search, air-to-air, AA, anti-ship,
ship-to-ship), ``proficiency`` (stack averages as fractions and their DRM), ``banzai`` (15.1),
``victory`` (16.4 with S3/S4/S6).
"""

from assistant.games.descriptor import GameDescriptor, KindSpec, Side

GAME = GameDescriptor(
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
)
