"""Saipan: every number the rulebook states, in one place (our own words; rule numbers cited).

The map, the TEC, the Sea Zone chart and the Maneuver, Assault and Bombardment CRTs are not in the
source (ruling T4): their results and DRMs are referee entries.
"""

from __future__ import annotations

import random

DIE_FACES = 10                       # 2.4, ruling T1: a 0 reads 10


def roll_d10(rng: random.Random) -> int:
    """One d10 reading 1-10 (2.4, T1)."""
    return rng.randint(1, DIE_FACES)


LAST_TURN = 30                       # 16.4 C
DAYS_PER_TURN = 1                    # a turn is one day

# 14.1: search succeeds on a roll at most this, by sea zones from the searcher (0: its own zone).
SEARCH_MAX_ROLL_BY_DISTANCE = {0: 8, 1: 6, 2: 4, 3: 2}

# 9.1 C: air ranges in sea zones (not counting the zone the mission starts from).
US_AIR_RANGE_ZONES = 1
JAPANESE_AIR_RANGE_ZONES = {"K4Y1": 1, "B6N": 1, "Ki43": 1, "A6M": 2, "Ki67": 2, "G4M": 2, "H8K": 3}

# 12.3: naval bombardment ranges in hexes by ship type.
BOMBARDMENT_RANGE_HEXES = {"BB": 15, "CA": 8, "CL": 5, "CLA": 3, "DD": 3, "DE": 2}

# 14.5 F: ship-to-ship DRM by target type (hit when roll + DRM <= the points used).
SHIP_TARGET_DRM = {"BB": 0, "CA": -1, "CL": -1, "CLA": -1, "DD": -3, "DE": -3, "AA": -5}
CARRIER_TYPES = ("CV", "CVL", "CVE")     # no printed ship-combat DRM (ruling S5)
SHIP_TYPES = ("BB", "CA", "CL", "CLA", "DD", "DE", "AA") + CARRIER_TYPES

# 9.4 B-C errata: terrain DRMs the rules state.
INVASION_HEX_DRM = -1
OCEAN_HEX_DRM = 0

# 10.1: stacking.
STACKING_LIMIT_SP = 6
INVASION_HEX_UNITS = 1

# 14.6: transports.
TRANSPORT_CAPACITY_UNITS = 10

# 16.1-16.3: set-up and reinforcements.
LAND_AIR_PER_ZONE_MAX = 9
JAPANESE_NAVAL_REINFORCEMENT_TURN = 3
US_LANDING_UNITS_TURN_1 = 18
US_LANDING_UNITS_LATER = 6

# 15.1: the Banzai Charge.
BANZAI_STACKING_FACTOR = 2
BANZAI_US_FREE_ROUNDS = 2
BANZAI_PROFICIENCY = 10
BANZAI_US_DRM = -1
BANZAI_US_DRM_FROM_ROUND = 3

# 16.4 A: victory points (hit = the ship damaged, eliminated = sunk).
VP_SHIP = {                          # type -> (with 1 hit, eliminated)
    "BB": (5, 10), "CV": (5, 10),
    "CA": (3, 6), "CL": (3, 6), "CLA": (3, 6),
    "DD": (1, 2), "DE": (1, 2), "AA": (1, 2),
}
VP_AIR_STEP = 1
VP_GROUND_STEP = 1

# Ruling S3: the result scale, US best first.
LEVELS = ("us_strategic", "us_tactical", "us_marginal", "draw",
          "japanese_marginal", "japanese_tactical", "japanese_strategic")

# 16.1 B, 16.2, 16.3 B: where units enter the sea zones.
LAND_AIR_ZONES = ("Ryukyu", "Bonin", "Marianas", "Caroline", "Palau")
JAPANESE_NAVAL_ENTRY_ZONES = ("Ryukyu", "Mindanao", "Philippine Sea #1", "Philippine Sea #2")
US_ENTRY_ZONES = ("Caroline", "Marianas", "Zone #5")
SAIPAN_AIRFIELDS = 2                 # 9.1 E: "both airfields"
