"""Tarawa: every number the rulebook states, in one place (our own words; rule numbers cited).

The TEC, the map and the facing diagram are not in the source (ruling T4): terrain, hexside and
facing DRMs are referee entries; the DRMs below are the ones the rules text states.
"""

from __future__ import annotations

import random

# 2.4 / ruling T1: one ten-sided die, a 0 reads 10.
DIE_FACES = 10


def roll_d10(rng: random.Random) -> int:
    """One d10 reading 1-10 (2.4, ruling T1: the 0 face reads 10)."""
    return rng.randint(1, DIE_FACES)


# 3.0 / 4.0: a turn is two hours; players alternate single actions.
HOURS_PER_TURN = 2
LAST_TURN = 30                      # 8.5: the Japanese table runs to turn 30

# 4.3: both sides pass twice in a row (four consecutive passes) -> the turn ends.
PASSES_TO_END_TURN = 4

# 5.0 D: turning costs nothing on the way, +1 MP in the last hex of a move.
TURN_IN_LAST_HEX_MP = 1

# 4.2.5: a combat die showing 10 calls for one more roll; 9 or 10 on it ends the turn.
END_CHECK_TRIGGER_FACE = 10
END_CHECK_ENDS_ON = frozenset({9, 10})

# 3.1: stacking limit in stacking points.
STACKING_LIMIT_SP = 6
# 2.2.2.2: a bunker, pillbox or coastal defence takes one unit unless it prints a number (2, 3, 4).
FEATURE_DEFAULT_CAPACITY = 1
MAX_FEATURE_CAPACITY = 4
# 3.1: a "+" unit stacks with at most one infantry or HQ unit.
PLUS_UNIT_COMPANIONS = 1

# 2.2.2.1 and 4.2 F: DRMs stated in the rules text (cumulative with the others).
DRM_ADJACENT = -2                   # 2.2.2.1 A: fire at an adjacent hex
DRM_SAME_HEX = -3                   # 2.2.2.1 A, 4.2.3 A: fire within the same hex
DRM_FORTIFICATION = -1              # 2.2.2.1 A, 4.2 F: at pillboxes, bunkers, coastal defences (ruling T5)
DRM_SHERMAN_SUPPORT = -2            # 4.2 F: Marine infantry/weapons stacked with armour (ruling T6)

# 4.2.2: offshore bombardment.
BOMBARDMENT_FIREPOWER = 10          # B: one block of 10 BPs attacks as a strength-10 unit
BOMBARDMENT_BLOCK_BP = 10           # A: BPs come in blocks of ten
BOMBARDMENT_MIN_DISTANCE_HEXES = 3  # F: after turn 1, none within 3 hexes of a US unit
BOMBARDMENT_FREE_UNTIL_TURN = 1     # F: the 3-hex limit starts after turn 1

# 4.4 / 8.1: reinforcements.
REINFORCEMENT_UNITS = 13            # 4.4 A: a block of 13 units, amtracs not counted
REINFORCEMENTS_PER_TURN = 1         # 4.4 C
LANDING_FIRST_HEX = "0528"          # 8.1 B: landing hexes run from 0528 ...
LANDING_LAST_HEX = "6123"           # ... to 6123 inclusive (Red and Green beaches)
FIRST_WAVE_LATEST_TURN = 2          # 8.0 C: if not on turn 1, the first action of turn 2

# 6.3: the Banzai Charge.
BANZAI_CHARGES_PER_GAME = 1
BANZAI_MAX_UNITS = 8
BANZAI_HQ_RADIUS_HEXES = 5
BANZAI_EXTRA_MP = 3

# 7.4 (optional): bombardment from day 2 on must be spotted.
SPOTTING_FROM_DAY = 2

# 8.5: Japanese victory by having a unit on the island at the end of these turns.
JAPANESE_LEVEL_BY_TURN_HELD = {27: "marginal", 28: "tactical", 29: "substantial", 30: "decisive"}
# 8.6: US victory by clearing the island by the end of these turns.
US_LEVEL_BY_TURN_CLEARED = {23: "decisive", 24: "substantial", 25: "tactical", 26: "marginal"}
# 8.7: Japanese level from US step losses (amtracs not counted): (min, max or None, level).
MITIGATION_BY_US_STEP_LOSSES = ((63, 69, "marginal"), (70, 75, "tactical"),
                                (76, 80, "substantial"), (81, None, "decisive"))
# 8.7 B: the higher level wins; equal levels draw.
LEVEL_RANK = {"marginal": 1, "tactical": 2, "substantial": 3, "decisive": 4}

# 4.2.1 D: a sight-line dispute is settled by a roll of the die, but the rule prints no numbers: the
# referee enters the highest roll that reads "clear" (T4), from 1 to 9.
SIGHT_DISPUTE_ENTRY = (1, 9)
