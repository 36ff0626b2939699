"""A whole MacArthur battle fought to its end: rounds until a side wins, ties, retreats, and the result.

Rules (rulebook "Battles", "Casualties", "Retreating", "Landings from the Sea", the campaigns' special
rules) with the rulings of ``shared/RULINGS.md`` named in each step: M1-M4 through the rounds, M5
refights, M7 the beaten defender, M8 the lone Small, M12 ties in landing battles. Rolls take an injected
:class:`random.Random`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from assistant.core.errors import InputError
from assistant.games.macarthur import rules
from assistant.games.macarthur.battle_dice import count_dice
from assistant.games.macarthur.battle_retreat import (
    attacker_falls_back, defender_retreat, fate_defender, tie_options,
)
from assistant.games.macarthur.battle_round import Round, fight_round, roll_dice
from assistant.games.macarthur.battle_values import ATTACKER, DEFENDER, Battle, Step
from assistant.games.macarthur.forces import AttackStack, Force
from assistant.games.macarthur.rulings import Rulings
from assistant.core.messages import msg


@dataclass(frozen=True)
class BattleResult:
    """How a battle ended and where every unit goes."""

    battle: Battle
    rounds: tuple[Round, ...]
    winner: str                    # attacker | defender | none (both wiped out) | undecided
    attacker_fate: str             # enters | retreats | eliminated | retreats_voluntarily | ...
    defender_fate: str             # holds | retreats | eliminated | surrenders | retreats_and_surrenders | ...
    attackers_final: tuple[AttackStack, ...]
    defender_final: Force
    attacker_retreating: tuple[AttackStack, ...] = ()
    attacker_eliminated: Force = Force()   # lost after the dice (landing or trapped), not casualties
    defender_retreating: Force = Force()
    defender_surrendered: Force = Force()
    steps: tuple[Step, ...] = ()
    rulings_used: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {
            "battle": self.battle.to_dict(), "rounds": [r.to_dict() for r in self.rounds],
            "winner": self.winner, "attacker_fate": self.attacker_fate, "defender_fate": self.defender_fate,
            "attackers_final": [a.to_dict() for a in self.attackers_final],
            "defender_final": self.defender_final.to_dict(),
            "attacker_retreating": [a.to_dict() for a in self.attacker_retreating],
            "attacker_eliminated": self.attacker_eliminated.to_dict(),
            "defender_retreating": self.defender_retreating.to_dict(),
            "defender_surrendered": self.defender_surrendered.to_dict(),
            "steps": [str(s) for s in self.steps], "rulings_used": list(self.rulings_used),
        }


TiePolicy = str | Callable[[Battle, Round], str]


def resolve(battle: Battle, rng: random.Random | None = None, *, on_tie: TiePolicy = "refight",
            max_rounds: int = 50,
            dice: Sequence[tuple[Sequence[int], Sequence[int]]] | None = None) -> BattleResult:
    """Fight ``battle`` to its end: roll (or take ``dice`` per round), remove casualties, retreat.

    On a tie ``on_tie`` ("refight", "attacker_retreats", "defender_retreats" or a callable
    ``(battle, round) -> choice``) decides; refights recount the dice from the survivors (M5).
    """
    if rng is None and dice is None:
        raise InputError(msg("give a random.Random or the dice of each round"), "resolve")
    steps: list[Step] = []
    rounds: list[Round] = []
    used = {"M1", "M3", "M4" if battle.campaign != "new_guinea" else "M1", "M5"}
    if battle.situation.retreat_into_enemy_town:
        used.add(battle.rulings.label("M2"))
    if battle.situation.manila and battle.attacker_side == rules.RED:
        steps.append(Step("Manila is an open city: the Allied units retreat without a fight",
                          "Bataan Retreat, Manila as an Open City"))
        fate, saved, lost = defender_retreat(battle, battle.defender, steps)
        used.add(battle.rulings.label("M7"))
        return BattleResult(battle, (), winner="attacker", attacker_fate="enters", defender_fate=fate,
                            attackers_final=battle.attackers, defender_final=Force(),
                            defender_retreating=saved, defender_surrendered=lost,
                            steps=tuple(steps), rulings_used=_used(used, steps, battle.rulings))
    if battle.defender == Force(0, 1):
        used.add(battle.rulings.label("M8"))
        if battle.campaign == "new_guinea":
            used.add(battle.rulings.label("M6"))
    current = battle
    for n in range(max_rounds):
        a_n = count_dice(current, ATTACKER).dice
        d_n = count_dice(current, DEFENDER).dice
        if dice is not None:
            if n >= len(dice):
                raise InputError(msg("round {0} needs dice ({1} attacker, {2} defender)", n + 1, a_n, d_n), "resolve: dice")
            a_d, d_d = tuple(dice[n][0]), tuple(dice[n][1])
        else:
            assert rng is not None
            side_first = current.attacker_side == rules.BLUE  # white dice are thrown first
            if side_first:
                a_d, d_d = roll_dice(rng, a_n), roll_dice(rng, d_n)
            else:
                d_d = roll_dice(rng, d_n)
                a_d = roll_dice(rng, a_n)
        rnd = fight_round(current, a_d, d_d)
        rounds.append(rnd)
        steps.extend(Step(f"round {n + 1}: {s.text}", s.rule, s.change) for s in rnd.steps)
        a_after = sum((st.force for st in rnd.attackers_after), Force())
        if rnd.outcome == "tie":
            if a_n == 0 and d_n == 0:
                steps.append(Step("neither side can throw dice: the referee decides", "Retreating; M5"))
                return BattleResult(battle, tuple(rounds), "undecided", "stays", "holds", rnd.attackers_after,
                                    rnd.defender_after, steps=tuple(steps), rulings_used=_used(used, steps, battle.rulings))
            choice = on_tie(current, rnd) if callable(on_tie) else on_tie
            options = tie_options(current)
            if choice not in options:
                raise InputError(msg("on a tie here the choices are {0}; got {1!r}", ', '.join(options), choice),
                                 "resolve: on_tie")
            if current.landing:
                used.add("M12")
            if choice == "refight":
                steps.append(Step("tie: nobody retreats; refight with dice recounted", "Retreating; M5"))
                current = replace(current, attackers=tuple(st for st in rnd.attackers_after),
                                  defender=rnd.defender_after)
                continue
            if choice == "attacker_retreats":
                fate, back, lost = attacker_falls_back(current, rnd.attackers_after, steps, voluntary=True)
                return BattleResult(battle, tuple(rounds), "defender", fate, "holds", rnd.attackers_after,
                                    rnd.defender_after, back, lost, steps=tuple(steps),
                                    rulings_used=_used(used, steps, battle.rulings))
            steps.append(Step("tie: the defender retreats voluntarily", "Retreating; M5"))
            used.add(battle.rulings.label("M7"))
            fate, saved, lost = defender_retreat(current, rnd.defender_after, steps)
            return BattleResult(battle, tuple(rounds), "attacker", "enters", fate_defender(fate, True),
                                rnd.attackers_after, rnd.defender_after,
                                defender_retreating=saved, defender_surrendered=lost, steps=tuple(steps),
                                rulings_used=_used(used, steps, battle.rulings))
        if rnd.outcome == "both_eliminated":
            return BattleResult(battle, tuple(rounds), "none", "eliminated", "eliminated", rnd.attackers_after,
                                rnd.defender_after, steps=tuple(steps), rulings_used=_used(used, steps, battle.rulings))
        if rnd.outcome == "attacker_wins":
            if rnd.defender_after.units == 0:
                steps.append(Step("the defender is wiped out: the attacker enters the town", "Retreating; M5"))
                saved = lost = Force()
                if battle.guests.units:
                    used.add(battle.rulings.label("M7"))
                    _fate, saved, lost = defender_retreat(current, Force(), steps)
                return BattleResult(battle, tuple(rounds), "attacker", "enters", "eliminated",
                                    rnd.attackers_after, Force(), defender_retreating=saved,
                                    defender_surrendered=lost, steps=tuple(steps),
                                    rulings_used=_used(used, steps, battle.rulings))
            used.add(battle.rulings.label("M7"))
            fate, saved, lost = defender_retreat(current, rnd.defender_after, steps)
            steps.append(Step("the attacker moves into the town", "Retreating"))
            return BattleResult(battle, tuple(rounds), "attacker", "enters", fate, rnd.attackers_after,
                                rnd.defender_after, defender_retreating=saved, defender_surrendered=lost,
                                steps=tuple(steps), rulings_used=_used(used, steps, battle.rulings))
        # defender wins
        if a_after.units == 0:
            steps.append(Step("the attacker is wiped out: the defender stays", "Retreating; M5"))
            return BattleResult(battle, tuple(rounds), "defender", "eliminated", "holds", rnd.attackers_after,
                                rnd.defender_after, steps=tuple(steps), rulings_used=_used(used, steps, battle.rulings))
        if current.landing:
            used.add("M12")
        fate, back, lost = attacker_falls_back(current, rnd.attackers_after, steps, voluntary=False)
        return BattleResult(battle, tuple(rounds), "defender", fate, "holds", rnd.attackers_after,
                            rnd.defender_after, back, lost, steps=tuple(steps), rulings_used=_used(used, steps, battle.rulings))
    steps.append(Step(f"still tied after {max_rounds} rounds: the referee decides", "Retreating; M5"))
    last = rounds[-1]
    return BattleResult(battle, tuple(rounds), "undecided", "stays", "holds", last.attackers_after,
                        last.defender_after, steps=tuple(steps), rulings_used=_used(used, steps, battle.rulings))


def _used(used: set[str], steps: Sequence[Step], rulings: Rulings) -> tuple[str, ...]:
    """The rulings named by the steps (with default/toggle for those that have a toggle)."""
    import re

    names = set(used)
    for st in steps:
        for num in re.findall(r"\bM\d+\b", st.rule):
            names.add(rulings.label(num))
    bare = {n.split(" ")[0] for n in names if " " in n}
    names = {n for n in names if " " in n or n not in bare}
    return tuple(sorted(names, key=lambda n: int(n.split(" ")[0][1:])))
