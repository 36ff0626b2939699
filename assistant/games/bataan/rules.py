"""Last Stand on Bataan: every number the article states, in one place.

The dice charts (wounds, grenades, antitank, snipers, spotting, melee and its modifiers) are data in
``resources/charts/bataan.toml``; the weapons chart, missing from the source (B10), has its default
values in ``resources/charts/bataan_weapons.toml``. What is left here are the distances and counts.
"""

from __future__ import annotations

# Movement (III), inches per turn
RUN_IN = 8.0
WALK_IN = 4.0
CRAWL_IN = 2.0            # wounded Americans only

# Command (I, B5)
COMMAND_RADIUS_IN = 6.0

# Visibility (IV, B4)
JUNGLE_SIGHT_IN = 6.0

# Snipers (2nd Platoon, B16)
SNIPER_COUNT = 4

# Grenades (B12, B13); their ranges (12", 6", knee mortar 12") are in the weapons chart
US_GRENADE_RADIUS_IN = 3.0
JP_GRENADE_SECOND_RADIUS_IN = 2.0   # 6: a second American within 2"

# Spotting (VI.C, B15)
PROXIMITY_SPOT_IN = 2.0

# Waves (B21, B22)
PLATOONS = 4
VICTORY_LEVELS = 7

# Set-up (the article's opening; checked by setup_check)
TABLE_SIZES_IN = {"bataan": (120.0, 60.0), "bataan_4x8": (96.0, 48.0)}   # 5' x 10' and 4' x 8', length x depth
AMERICAN_CLEAR_IN = 24.0          # no American within the first two feet of the Japanese edge
PLATOON_FIGURES = (30, 40)        # figures a Japanese platoon, the tank not counted
AMERICAN_FIGURES = 24
