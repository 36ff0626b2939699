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
