"""Battles in MacArthur's campaigns: dice counts, casualties, removal, retreats, and exact odds.

Rules (rulebook "Battles", "Casualties", "Retreating", "Landings from the Sea", the campaigns'
special rules) with the rulings of ``shared/RULINGS.md``: M1 dice, M2 modifiers, M3 casualties,
M4 removal, M5 retreat, M6/M8 the defender that throws no dice, M7 how many a beaten defender saves,
M12 ties in landing battles.

This module only gathers the battle's public names for the callers that use it as one surface (the
battle dialog, the command line, the battle commands, the tests). The code lives in:

- :mod:`.forces`: :class:`Force` and :class:`AttackStack`;
- :mod:`.battle_values`: :class:`Battle`, :class:`Situation`, :class:`Step`;
- :mod:`.battle_dice`: how many dice (M1, M2, M6, M8), casualties (M3) and removal (M4);
- :mod:`.battle_round`: one round (:func:`fight_round`);
- :mod:`.battle_retreat`: retreats and ties (M5, M7, M9, M12);
- :mod:`.battle_resolve`: a whole battle (:func:`resolve`, :class:`BattleResult`);
- :mod:`.battle_odds`: exact odds (:func:`odds`, :func:`refight_odds`).
"""

from __future__ import annotations

from assistant.games.macarthur.battle_dice import DiceCount, casualties, count_dice, share_losses, units_lost
from assistant.games.macarthur.battle_odds import (
    REFIGHT_CUTOFF, BattleOdds, odds, pair_table, refight_odds, side_distribution,
)
from assistant.games.macarthur.battle_resolve import BattleResult, TiePolicy, resolve
from assistant.games.macarthur.battle_retreat import (
    TIE_CHOICES, defender_retreat, fate_defender, retreat_capacity, tie_options,
)
from assistant.games.macarthur.battle_round import Round, fight_round, roll_dice
from assistant.games.macarthur.battle_values import ATTACKER, CAMPAIGNS, DEFENDER, Battle, Situation, Step
from assistant.games.macarthur.forces import AttackStack, Force

__all__ = [
    "ATTACKER", "CAMPAIGNS", "DEFENDER", "REFIGHT_CUTOFF", "TIE_CHOICES", "AttackStack", "Battle", "BattleOdds",
    "BattleResult", "DiceCount", "Force", "Round", "Situation", "Step", "TiePolicy", "casualties", "count_dice",
    "defender_retreat", "fate_defender", "fight_round", "odds", "pair_table", "refight_odds", "resolve",
    "retreat_capacity", "roll_dice", "share_losses", "side_distribution", "tie_options", "units_lost",
]
