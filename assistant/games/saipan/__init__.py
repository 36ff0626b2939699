"""The Island Battle of Saipan (Pacific War Classics vol. 1): Qt-free rules, rulings and records.

Modules: ``rules`` (every number the rulebook states, reference tables), ``rulings`` (S1-S6
toggles), ``sequence`` (the turn checklist), ``air_naval`` (search, air-to-air, AA, anti-ship,
ship-to-ship), ``proficiency`` (stack averages as fractions and their DRM), ``banzai`` (15.1),
``victory`` (16.4 with S3/S4/S6).
"""
