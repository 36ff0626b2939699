"""Retreats after a MacArthur battle: how many a beaten defender saves, what a tie allows, where a beaten
attacker goes.

Rules: rulebook "Retreating", "Landings from the Sea", the Optional Retreating Rule, with the rulings of
``shared/RULINGS.md``: M5 ties, M7 how many a beaten defender saves, M9 room on the roads, M12 ties in
landing battles.
"""

from __future__ import annotations

from assistant.games.macarthur import rules
from assistant.games.macarthur.battle_values import Battle, Step
from assistant.games.macarthur.forces import AttackStack, Force
from assistant.games.macarthur.words import plural


def retreat_capacity(battle: Battle) -> int | None:
    """How many units a beaten defender may save (M7), or None when the clear roads are unknown."""
    roads = battle.situation.defender_retreat_roads
    if roads is None:
        return rules.RETREAT_LIMIT
    if battle.rulings.m7_retreat_limit_per_road:
        cap = rules.RETREAT_LIMIT * roads
    else:
        cap = rules.RETREAT_LIMIT if roads > 0 else 0
    room = battle.situation.defender_retreat_room
    return cap if room is None else min(cap, room)


def pick_saved(force: Force, limit: int) -> Force:
    """Units that retreat when not all may: Large first (the owner may choose otherwise)."""
    large = min(force.large, limit)
    return Force(large, min(force.small, limit - large))


def defender_retreat(battle: Battle, force: Force, steps: list[Step]) -> tuple[str, Force, Force]:
    """(fate, retreating, surrendering) for a beaten defender holding ``force`` (plus the town's guests,
    who leave with it: our default, the rulebook is silent)."""
    r = battle.rulings
    if battle.guests.units:
        steps.append(Step(f"{battle.guests} that retreated in earlier leave with the beaten defenders "
                          "(our default: they share the town's fate)", "Retreating"))
        force = force + battle.guests
    roads = battle.situation.defender_retreat_roads
    cap = retreat_capacity(battle)
    room = battle.situation.defender_retreat_room
    if roads == 0:
        steps.append(Step(f"every road out is blocked: all {plural(force.units, 'unit')} surrender", "Retreating; M7"))
        return "surrenders", Force(), force
    if room is not None:
        steps.append(Step(f"retreats count against 5 units a segment: the clear roads carry {room} more this turn",
                          f"Retreating; {r.label('M9')}"))
        if cap == 0:
            steps.append(Step(f"no room on any clear road: all {plural(force.units, 'unit')} surrender",
                              f"Retreating; {r.label('M9')}"))
            return "surrenders", Force(), force
    saved = pick_saved(force, cap) if force.units > cap else force
    lost = force - saved
    road_txt = "clear roads unknown: " if roads is None else f"{plural(roads, 'clear road')}: "
    per = "per clear road" if r.m7_retreat_limit_per_road else "in all"
    if lost.units:
        steps.append(Step(f"{road_txt}{saved} retreat (at most {rules.RETREAT_LIMIT} {per}), {lost} surrender",
                          f"Retreating; {r.label('M7')}"))
        return "retreats_and_surrenders", saved, lost
    steps.append(Step(f"{road_txt}{saved} retreat to the towns next door along clear roads",
                      f"Retreating; {r.label('M7')}"))
    return "retreats", saved, Force()



TIE_CHOICES = ("refight", "attacker_retreats", "defender_retreats")


def tie_options(battle: Battle) -> tuple[str, ...]:
    """What may happen on a tie (M5; landings M12; a trapped retreating defender cannot retreat again)."""
    if battle.landing or battle.situation.retreat_into_enemy_town:
        return ("refight", "defender_retreats")
    return TIE_CHOICES


def attacker_falls_back(battle: Battle, stacks: tuple[AttackStack, ...], steps: list[Step],
                    voluntary: bool) -> tuple[str, tuple[AttackStack, ...], Force]:
    """(fate, stacks retreating, units eliminated) when the attacker falls back."""
    if battle.situation.retreat_into_enemy_town:
        lost = sum((st.force for st in stacks), Force())
        steps.append(Step(f"the retreating units have nowhere to go: {lost} eliminated", "Optional Retreating Rule"))
        return "eliminated", (), lost
    sea = tuple(st for st in stacks if st.from_sea and st.force.units)
    land = tuple(st for st in stacks if not st.from_sea and st.force.units)
    lost = sum((st.force for st in sea), Force())
    if lost.units:
        steps.append(Step(f"landing units with the lower total are lost: {lost}", "Landings from the Sea; M12"))
    for st in land:
        steps.append(Step(f"{st.force} fall back to {st.approach or 'the town they came from'}", "Retreating"))
    if land:
        fate = "retreats_voluntarily" if voluntary else "retreats"
        if lost.units:
            fate = "landing_lost_others_retreat"
    else:
        fate = "eliminated"
    return fate, land, lost


def fate_defender(fate: str, voluntary: bool) -> str:
    """The defender's fate, marked voluntary when it retreated on a tie (M5)."""
    return {"retreats": "retreats_voluntarily"}.get(fate, fate) if voluntary else fate
