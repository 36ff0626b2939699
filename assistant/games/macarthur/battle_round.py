"""One round of a MacArthur battle: both sides' throw, the casualties removed, who has the higher total.

Rules: rulebook "Casualties" (M3, M4) and "Retreating" (M5: the higher total wins the round; a tie).
The dice are given, or rolled with an injected :class:`random.Random`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from assistant.core.errors import InputError
from assistant.games.macarthur import rules
from assistant.games.macarthur.battle_dice import casualties, count_dice, share_losses, units_lost
from assistant.games.macarthur.battle_values import ATTACKER, DEFENDER, Battle, Step
from assistant.games.macarthur.forces import AttackStack, Force
from assistant.games.macarthur.words import plural
from assistant.core.messages import msg


@dataclass(frozen=True)
class Round:
    """One throw of both sides and what it did."""

    attacker_dice: tuple[int, ...]
    defender_dice: tuple[int, ...]
    attacker_total: int
    defender_total: int
    hits_on_attacker: int
    hits_on_defender: int
    attacker_lost: Force
    defender_lost: Force
    attackers_after: tuple[AttackStack, ...]
    defender_after: Force
    outcome: str            # attacker_wins | defender_wins | tie | both_eliminated
    steps: tuple[Step, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "attacker_dice": list(self.attacker_dice), "defender_dice": list(self.defender_dice),
            "attacker_total": self.attacker_total, "defender_total": self.defender_total,
            "hits_on_attacker": self.hits_on_attacker, "hits_on_defender": self.hits_on_defender,
            "attacker_lost": self.attacker_lost.to_dict(), "defender_lost": self.defender_lost.to_dict(),
            "attackers_after": [a.to_dict() for a in self.attackers_after],
            "defender_after": self.defender_after.to_dict(), "outcome": self.outcome,
            "steps": [str(s) for s in self.steps],
        }


def round_outcome(att_after: Force, def_after: Force, att_total: int, def_total: int) -> str:
    """The round's outcome from the forces left and the totals: a side wiped out first, then the higher total."""
    if att_after.units == 0 and def_after.units == 0:
        return "both_eliminated"
    if def_after.units == 0:
        return "attacker_wins"
    if att_after.units == 0:
        return "defender_wins"
    if att_total > def_total:
        return "attacker_wins"
    if def_total > att_total:
        return "defender_wins"
    return "tie"


def fight_round(battle: Battle, attacker_dice: Sequence[int], defender_dice: Sequence[int]) -> Round:
    """Apply one throw (faces given) to ``battle``: casualties, removal, who has the higher total."""
    att_count = count_dice(battle, ATTACKER)
    def_count = count_dice(battle, DEFENDER)
    if len(attacker_dice) != att_count.dice:
        raise InputError(msg("the attacker throws {0}, got {1}", plural(att_count.dice, 'die'), len(attacker_dice)), "attacker dice")
    if len(defender_dice) != def_count.dice:
        raise InputError(msg("the defender throws {0}, got {1}", plural(def_count.dice, 'die'), len(defender_dice)), "defender dice")
    hits_on_def = casualties(attacker_dice) if attacker_dice else 0
    hits_on_att = casualties(defender_dice) if defender_dice else 0
    steps: list[Step] = [*att_count.steps, *def_count.steps]
    a_tot, d_tot = sum(attacker_dice), sum(defender_dice)
    steps.append(Step(f"attacker throws {list(attacker_dice)} = {a_tot}: {plural(hits_on_def, 'casualty')}", "Casualties; M3"))
    steps.append(Step(f"defender throws {list(defender_dice)} = {d_tot}: {plural(hits_on_att, 'casualty')}", "Casualties; M3"))
    m4 = "New Guinea, Casualties" if battle.campaign == "new_guinea" else "Casualties; M4"
    a_force = battle.attacker_force
    a_lost = units_lost(a_force, hits_on_att, battle.campaign)
    d_lost = units_lost(battle.defender, hits_on_def, battle.campaign)
    if hits_on_att:
        steps.append(Step(f"attacker removes {a_lost} of {a_force}", m4))
    if hits_on_def:
        steps.append(Step(f"defender removes {d_lost} of {battle.defender}", m4))
    att_after = share_losses(battle.attackers, a_lost)
    def_after = battle.defender - d_lost
    outcome = round_outcome(a_force - a_lost, def_after, a_tot, d_tot)
    reason = {
        "both_eliminated": "both sides wiped out",
        "attacker_wins": "defender wiped out" if def_after.units == 0 else f"attacker's total {a_tot} > {d_tot}",
        "defender_wins": "attacker wiped out" if (a_force - a_lost).units == 0 else f"defender's total {d_tot} > {a_tot}",
        "tie": f"totals tie at {a_tot}",
    }[outcome]
    steps.append(Step(f"{outcome.replace('_', ' ')}: {reason}", "Retreating; M5"))
    return Round(tuple(attacker_dice), tuple(defender_dice), a_tot, d_tot, hits_on_att, hits_on_def,
                 a_lost, d_lost, att_after, def_after, outcome, tuple(steps))


def roll_dice(rng: random.Random, n: int) -> tuple[int, ...]:
    return tuple(rng.randint(1, rules.DIE_SIDES) for _ in range(n))
