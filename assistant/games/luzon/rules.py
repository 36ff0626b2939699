"""Every number the Luzon rulebook states, in one place (section numbers are the rulebook's)."""

from __future__ import annotations

GAME = "luzon"
MAP = "luzon"

# 1.1 scale
MILES_PER_HEX = 5
TURNS = 5                                  # 6.0: 22 Dec 1941 to 5 Jan 1942
FIRST_TURN = 1
LAST_TURN = 5

# 1.2 weather: one die; this roll or less is Limited Flight
WEATHER_LIMITED_MAX = 2

# 1.3b the Northern Luzon air box lies this many hexes beyond any north-edge hex
AIR_BOX_HEXES_FROM_NORTH_EDGE = 25

# 1.3c air strips
AIR_STRIPS = ("7.42", "11.33", "1.26", "10.24", "10.15", "17.15")

# 1.5 HQ units
HQ_RE = 0.5
HQ_DEFENCE_COMBAT_MODE = 2
HQ_DEFENCE_MOVE_MODE = 1

# 1.11 / 2.1b Japanese supply sources (from turn 2); Allied units may not enter them
AGOO = "7.39"
ATIMONAN = "31.08"
BAYOMBONG = "21.42"
JAPANESE_SUPPLY_SOURCES = (AGOO, ATIMONAN, BAYOMBONG)
JAPANESE_SUPPLY_SOURCES_FROM_TURN = 2

# 1.11 the Japanese landing hexes (ruling L8: the hexes of the set-up's five landing boxes, 6.0): Allied
# units never enter them nor the Japanese supply sources (Allied option 2 opens the landing hexes)
JAPANESE_LANDING_HEXES = ("6.42", "6.40", "6.39", "7.39", "31.08")
ALLIED_NO_ENTRY_OPTION = 2
# 6.0 / ruling L7: the Turn Two Groups are placed here on turn 2; with Allied option 2 Allied units may
# enter them on turn 1 and are displaced toward Manila when the groups are placed
TURN_TWO_GROUP_HEXES = (AGOO, ATIMONAN)

# 1.2 Limited Flight: air missions only in the player's own Movement Phase
AIR_MISSION_PHASES = ("own_movement", "enemy_movement", "reaction", "combat", "exploitation")
LIMITED_FLIGHT_PHASE = "own_movement"

# 4.0 the series optional rules that may apply (OCS section in brackets); the others do not suit Luzon
SERIES_OPTIONAL_RULES = {"long_range_air": "Long Range Air (OCS 21.4)",
                         "attacking_empties": "Attacking Empties (OCS 21.8)",
                         "reactive_artillery": "Reactive Artillery (OCS 21.9)"}

# 1.4 Manila open city: Allied defence divided by this, and taken as Open terrain
OPEN_CITY_DEFENCE_DIVISOR = 2

# 1.6 the only engineer functions (HQs and engineers)
ENGINEER_FUNCTIONS = ("bridging", "detrainable")

# Designer's note 6 / 4.0 Allied 5: no unit above 10 MA in Move Mode; the two Allied tanks 12 with option 5
MOVE_MODE_MA_MAX = 10
MOVE_MODE_MA_MAX_OPTION_5 = 12
OPTION_5_UNITS = ("us_192_tank", "us_194_tank")

# 2.1d Japanese rebuilt units: within this many hexes of Agoo (northern group) / Atimonan (southern)
JAPANESE_REBUILD_RADIUS_HEXES = 2

# 3.1a Allied supply sources and the turns they are in force (inclusive)
MANILA = "17.16"
MARIVELES = "9.14"
BALANGA = "10.17"
ALLIED_SUPPLY_SOURCES = {MANILA: (1, 3), MARIVELES: (3, 5)}

# 3.1c recovery: draw this many units, or the larger number when the pool holds at least the threshold
RECOVERY_DRAW = 1
RECOVERY_DRAW_LARGE = 2
RECOVERY_LARGE_POOL = 7
RECOVERY_RADIUS_HEXES = 2                 # within 2 hexes of a Manila city hex or of Balanga

# 3.1d Allied replacement: 2D6, this or more rebuilds one unit from the Dead Pile
ALLIED_REPLACEMENT_TARGET = 8

# 3.2 Limited Strat Move: at most this many Allied units in Strat Mode after the Allied Movement Phase
ALLIED_STRAT_MODE_LIMIT = 2
ALLIED_STRAT_MARKERS = 2                  # optional variation Allied 7: at most 2 stacks

# 4.0 optional variations
REPLACEMENT_BONUS = 1                     # Japanese 6 (Japanese rolls) / Allied 12 (both sides)
DEMOLITION_MARKERS = 3                    # Allied 9
DEMOLITION_RADIUS_HEXES = 2
DEMOLITION_ACTIVE_MIN = 5                 # 5-6 active

# 5.0 victory
SUDDEN_DEATH_TURN = 3
SUDDEN_DEATH_HEX = MANILA
JAPAN_VICTORY_LINE = ("6.16", "9.18")
ALLIED_VICTORY_LINE = ("5.20", "9.19")
MANILA_MIN_RE = 4
MANILA_MIN_ATTACK_STRENGTH = 10
