"""Every number the MacArthur rulebook states, in one place (our own words in the comments).

Road costs (solid 1, dashed 2, dotted 3 movement points per unit) live in
:data:`assistant.core.roads.ROAD_COST_MP`; campaign numbers (deck sizes, reserves, victory towns) in
``resources/scenarios/macarthur_campaigns.toml``; end-of-turn rolls in ``resources/charts/macarthur.toml``.
"""

from __future__ import annotations

from assistant.core.roads import ROAD_COST_MP, RoadKind

GAME = "macarthur"

# Positioning of units: one side per town, at most this many units in a town after a turn.
STACK_LIMIT = 10
# Using movement points: at most this many units may use one road segment in one turn.
SEGMENT_LIMIT = 5
ROAD_COSTS_MP = {kind.value: ROAD_COST_MP[kind] for kind in RoadKind}

# Battles: dice per unit (New Guinea: one per unit of either size), at most five dice.
MAX_DICE = 5
SMALLS_PER_DIE = 2
# Casualties: one die hits on this face.
SINGLE_DIE_HIT_FACE = 6
DIE_SIDES = 6
# Removing casualties: casualties paid by one Large when no Small is left.
CASUALTIES_PER_LARGE = 2
# Retreating: a beaten defender saves at most this many units.
RETREAT_LIMIT = 5
# Optional retreat rule: the enemy holding the town adds this many dice.
ENEMY_TOWN_BONUS_DICE = 2
# Korea supply, Japanese air control, Olongapo+Layac: one die less / more.
OUT_OF_SUPPLY_DICE = -1
AIR_CONTROL_DICE = +1
OLONGAPO_LAYAC_DICE = -1
# Landings from the sea: one movement point per unit placed in a landing area.
LANDING_COST_MP = 1
# New Guinea airborne drops: units dropped at one air strip per turn.
DROPS_PER_AIR_STRIP = 1

# Town names the special rules refer to (the board file must use the same names).
MANILA = "Manila"
OLONGAPO = "Olongapo"
LAYAC = "Layac"
MARIVELES = "Mariveles"
# Town flags in a board file (docs/ROAD_NETWORK.md).
FLAG_BATAAN = "bataan"          # a town on the enlarged Bataan insert
FLAG_AIRFIELD = "airfield"      # Bataan Retreat: one of the three towns that give air control
FLAG_SUPPLY = "supply"          # Korea: a town on one of the five northern arrows
FLAG_PERIMETER = "perimeter"    # Korea: inside the Pusan Perimeter

BLUE = "blue"   # UN / Allied; throws the white dice
RED = "red"     # North Korean / Japanese; throws the red dice
DICE_COLOUR = {BLUE: "white", RED: "red"}
SIDES = (BLUE, RED)


def other_side(side: str) -> str:
    return RED if side == BLUE else BLUE


# Equipment: unit markers a side has (no side may have more on the board, off shore and in reserve).
COUNTERS_LARGE = 16
COUNTERS_SMALL = 40
# Starting forces, Korea: the UN in the Pusan Perimeter (player's distribution, STACK_LIMIT a town); the North
# Koreans after them, this many units in each of the towns next to the Perimeter.
KOREA_UN_START = (1, 18)                 # (Large, Small)
KOREA_NK_START = (2, 18)
KOREA_NK_PER_TOWN = 4
KOREA_PERIMETER_TOWNS = 7
KOREA_NK_TOWNS = 5
# Starting forces, New Guinea (Small units by town); "below right of Port Moresby" is a board entry (the
# printed map is not in the source): any town next to Port Moresby other than Uberi.
NEW_GUINEA_ALLIED_START = {"Uberi": 1, "Port Moresby": 2}
NEW_GUINEA_ALLIED_NEXT_TO_MORESBY = 3
NEW_GUINEA_JAPANESE_START = {"Buna": 1, "Kokoda": 2, "Ioribawa": 3}
# Starting forces, Bataan Retreat: each side all its markers; the Allies at least this many in each of
# Zones I, II and III (in one to three of the zone's landing towns), 1 Large in Mariveles, 2 Small on Bataan.
BATAAN_ZONE_MINIMUM = (3, 6)
BATAAN_COASTAL_ZONES = ("I", "II", "III")
BATAAN_ZONE_TOWNS_MAX = 3
BATAAN_MARIVELES_LARGE = 1
BATAAN_SMALL_ON_BATAAN = 2
# Troop Allocation Grid: the Japanese allocate to these five Zones, never to Bataan.
BATAAN_ALLOCATION_ZONES = ("I", "II", "III", "IV", "V")
