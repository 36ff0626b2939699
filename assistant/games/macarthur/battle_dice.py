"""Dice in MacArthur's battles: how many each side throws, the casualties a throw inflicts, the units they remove.

Rules (rulebook "Battles", "Casualties", the campaigns' special rules) with the rulings of
``shared/RULINGS.md``: M1 dice, M2 modifiers, M3 casualties, M4 removal, M6/M8 the defender that throws
no dice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from assistant.core.errors import InputError
from assistant.games.macarthur import rules
from assistant.games.macarthur.battle_values import ATTACKER, DEFENDER, Battle, Step
from assistant.games.macarthur.forces import AttackStack, Force
from assistant.games.macarthur.words import plural
from assistant.core.messages import msg


@dataclass(frozen=True)
class DiceCount:
    dice: int
    steps: tuple[Step, ...]
    throws_none: bool = False


# --------------------------------------------------------------------------- dice count (M1, M2, M6, M8)


def count_dice(battle: Battle, role: str, force: Force | None = None) -> DiceCount:
    """How many dice ``role`` ("attacker"/"defender") throws, each step with its rule."""
    if role not in (ATTACKER, DEFENDER):
        raise InputError(msg("role must be attacker or defender, got {0!r}", role), "count dice")
    if force is None:
        force = battle.attacker_force if role == ATTACKER else battle.defender
    side = battle.side_of(role)
    s, r = battle.situation, battle.rulings
    steps: list[Step] = []
    ng = battle.campaign == "new_guinea"
    if ng:
        base = force.units
        steps.append(Step(f"{plural(force.units, 'unit')}: one die each", "New Guinea, Battles; M1", base))
    else:
        base = force.large + force.small // rules.SMALLS_PER_DIE
        txt = f"{force.large} Large: {force.large} {'die' if force.large == 1 else 'dice'}; {force.small} Small: {force.small // 2}"
        if force.small % 2:
            txt += " (an odd Small adds none)"
        steps.append(Step(txt, "Battles; M1", base))
    if role == ATTACKER and len(battle.attackers) > 1:
        steps.append(Step(f"{len(battle.attackers)} approaches count as one attack force", "Battles; M1"))
    if role == DEFENDER and battle.guests.units:
        steps.append(Step(f"{battle.guests} retreated in this turn: they add no dice and take no casualties",
                          "Retreating"))
    dice = base
    if dice > rules.MAX_DICE:
        steps.append(Step(f"at most {rules.MAX_DICE} dice", "Battles; M1", rules.MAX_DICE - dice))
        dice = rules.MAX_DICE
    throws_none = role == DEFENDER and force == Force(0, 1) and not (ng and r.m6_new_guinea_lone_small_throws)
    if throws_none:
        if dice:
            steps.append(Step("a defender with a single Small throws no dice", f"Battles; M1; {r.label('M6')}", -dice))
        else:
            steps.append(Step("a defender with a single Small throws no dice", "Battles; M1"))
        dice = 0
    elif role == DEFENDER and force == Force(0, 1) and ng:
        steps.append(Step("New Guinea: the single Small throws one die", r.label("M6")))
    mods: list[Step] = []
    if battle.campaign == "korea" and side == rules.RED and s.north_korean_out_of_supply:
        mods.append(Step("North Korean supply route cut: one die less", f"Korea, Supplies; M2, {r.label('M13')}",
                         rules.OUT_OF_SUPPLY_DICE))
    if battle.campaign == "bataan_retreat" and side == rules.RED and s.japanese_air_control:
        if s.on_bataan:
            steps.append(Step("Japanese air control does not count on Bataan", "Bataan Retreat, Air Control; M2"))
        else:
            mods.append(Step("Japanese air control: one die more", "Bataan Retreat, Air Control; M2", rules.AIR_CONTROL_DICE))
    if battle.campaign == "bataan_retreat" and side == rules.BLUE and s.japanese_hold_olongapo_and_layac:
        if s.on_bataan:
            steps.append(Step("Japanese Olongapo+Layac: no effect on Bataan", "Bataan Retreat, Bataan; M2"))
        else:
            mods.append(Step("Japanese hold Olongapo and Layac: one die less", "Bataan Retreat, Bataan; M2",
                             rules.OLONGAPO_LAYAC_DICE))
    if mods and throws_none and r.m8_no_dice_overrides_modifiers:
        steps.append(Step("modifiers do not give dice to a defender that throws none", r.label("M8")))
        mods = []
    elif mods and throws_none:
        steps.append(Step("modifiers still apply to a defender that throws none", r.label("M8")))
    for m in mods:
        steps.append(m)
        dice += m.change
    clamped = max(0, min(rules.MAX_DICE, dice))
    if clamped != dice:
        steps.append(Step(f"held within 0-{rules.MAX_DICE} dice", "Battles; M2", clamped - dice))
        dice = clamped
    if role == DEFENDER and s.retreat_into_enemy_town:
        dice += rules.ENEMY_TOWN_BONUS_DICE
        steps.append(Step("enemy town entered by a retreating defender: holder adds 2 dice",
                          "Optional Retreating Rule; M2", rules.ENEMY_TOWN_BONUS_DICE))
        if dice > rules.MAX_DICE and not r.m2_bonus_may_exceed_five:
            steps.append(Step(f"still at most {rules.MAX_DICE} dice", r.label("M2"), rules.MAX_DICE - dice))
            dice = rules.MAX_DICE
        elif dice > rules.MAX_DICE:
            steps.append(Step(f"the +2 may exceed {rules.MAX_DICE}", r.label("M2")))
    steps.append(Step(f"{'attacker' if role == ATTACKER else 'defender'} ({side}, "
                      f"{rules.DICE_COLOUR[side]} dice) throws {dice}", "Battles"))
    return DiceCount(dice, tuple(steps), throws_none)


# --------------------------------------------------------------------------- casualties (M3, M4)


def casualties(faces: Sequence[int]) -> int:
    """Casualties inflicted by one throw (M3): one die hits on a 6; 2+ dice: each face k times gives k - 1."""
    for f in faces:
        if isinstance(f, bool) or not isinstance(f, int) or not 1 <= f <= rules.DIE_SIDES:
            raise InputError(msg("a die shows 1-6, got {0!r}", f), "dice")
    if len(faces) == 1:
        return 1 if faces[0] == rules.SINGLE_DIE_HIT_FACE else 0
    counts = [0] * (rules.DIE_SIDES + 1)
    for f in faces:
        counts[f] += 1
    return sum(c - 1 for c in counts if c >= 2)


def units_lost(force: Force, hits: int, campaign: str) -> Force:
    """Which units ``hits`` casualties remove from ``force`` (M4; New Guinea one unit per casualty).

    Smalls go first. Outside New Guinea, casualties left once the Smalls are gone cost one Large per 2,
    an odd one a whole Large. New Guinea: one unit per casualty, Smalls first (the owner may pick).
    """
    if hits < 0:
        raise InputError(msg("casualties cannot be negative, got {0}", hits), "casualties")
    small = min(hits, force.small)
    left = hits - small
    if campaign == "new_guinea":
        large = min(left, force.large)
    else:
        large = min(-(-left // rules.CASUALTIES_PER_LARGE), force.large)
    return Force(large, small)


def share_losses(stacks: Sequence[AttackStack], lost: Force) -> tuple[AttackStack, ...]:
    """Take ``lost`` from the stacks in order (the owner may redistribute; the totals are the rule)."""
    big, sm = lost.large, lost.small
    out = []
    for st in stacks:
        ts = min(sm, st.force.small)
        tl = min(big, st.force.large)
        sm -= ts
        big -= tl
        out.append(replace(st, force=st.force - Force(tl, ts)))
    return tuple(out)
