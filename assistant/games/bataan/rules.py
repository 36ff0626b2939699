"""Last Stand on Bataan: every number the article states, in one place.

The weapons chart is missing from the source (B10): its default values live in
``resources/charts/bataan_weapons.toml``, not here. The wound and grenade charts are also
shipped as data in ``resources/charts/bataan.toml``; the values below are the article's
printed numbers, used by the resolvers (and checked against that file by the tests when it is present).
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

# Japanese riflemen (B9)
RIFLEMEN_PER_DIE_STATIONARY = 6
RIFLEMEN_PER_DIE_MOVED = 12

# Snipers (2nd Platoon, B16)
SNIPER_HIT_ON = 6
SNIPER_SPOT_ON = 5          # 5-6
SCOUT_SNIPER_SPOT_ON = 3    # Philippine Scouts: 3-6
SNIPER_COUNT = 4

# Wound chart (B14): one d6, -1 in an entrenchment
WOUND_LIGHT_MAX = 3         # 1-3 light (and below, after the -1)
WOUND_SERIOUS_MAX = 5       # 4-5 serious
WOUND_ENTRENCHED_MOD = -1   # 6 dead

# Grenades (B12, B13)
US_GRENADE_RANGE_IN = 12.0
US_GRENADE_RADIUS_IN = 3.0
JP_GRENADE_RANGE_IN = 6.0
JP_KNEE_MORTAR_RANGE_IN = 12.0
JP_GRENADE_BLOWS_UP = 1       # the thrower dies
JP_GRENADE_DUD_MAX = 3        # 2-3 dud
JP_GRENADE_ONE_HIT_MAX = 5    # 4-5 one American hit
JP_GRENADE_SECOND_RADIUS_IN = 2.0   # 6: a second American within 2"

# Spotting (VI.C, B15)
PROXIMITY_SPOT_IN = 2.0

# Melee (V, B17)
MELEE_HIT_ON = 6
MELEE_AMERICAN_BONUS = 1
MELEE_OFFICER_BONUS = 1
MELEE_FIRST_PLATOON_BONUS = 1
MELEE_BANZAI_BONUS = 1

# Antitank (B18)
ANTITANK_DESTROY_ON = 4       # 4-6

# Waves (B21, B22)
PLATOONS = 4
VICTORY_LEVELS = 7
