"""Exact odds of a MacArthur battle: every face of every die enumerated, first round and with refights.

Each side's dice are reduced to the distribution of (total, casualties inflicted) over the multisets of
faces (252 multisets for 5 dice instead of 7,776 sequences), and the two independent sides are combined
pair by pair. Counts are exact integers over 6**(dice of both sides); probabilities are
:class:`fractions.Fraction`. Rules: rulebook "Battles", "Casualties", "Retreating" (M1-M4 through
:mod:`battle_dice`; M5 refights of ties).
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import factorial
from typing import Any

from assistant.core.errors import InputError
from assistant.games.macarthur import rules
from assistant.games.macarthur.battle_dice import count_dice, units_lost
from assistant.games.macarthur.battle_round import round_outcome
from assistant.games.macarthur.battle_values import ATTACKER, DEFENDER, Battle, Step
from assistant.games.macarthur.forces import Force
from assistant.core.messages import msg


# --------------------------------------------------------------------------- per-side distributions


def _compositions(n: int, k: int) -> Iterable[tuple[int, ...]]:
    if k == 1:
        yield (n,)
        return
    for first in range(n, -1, -1):
        for rest in _compositions(n - first, k - 1):
            yield (first, *rest)


@lru_cache(maxsize=None)
def side_distribution(n_dice: int) -> dict[tuple[int, int], int]:
    """(total, casualties inflicted) -> number of the 6**n ordered throws of ``n_dice`` dice giving it.

    Enumerates multisets of faces (counts c1..c6) weighted by the multinomial n!/(c1!...c6!).
    """
    if n_dice < 0:
        raise InputError(msg("dice cannot be negative, got {0}", n_dice), "dice")
    dist: dict[tuple[int, int], int] = {}
    if n_dice == 0:
        return {(0, 0): 1}
    for counts in _compositions(n_dice, rules.DIE_SIDES):
        weight = factorial(n_dice)
        for c in counts:
            weight //= factorial(c)
        total = sum((face + 1) * c for face, c in enumerate(counts))
        if n_dice == 1:
            cas = 1 if counts[rules.SINGLE_DIE_HIT_FACE - 1] else 0
        else:
            cas = sum(c - 1 for c in counts if c >= 2)
        dist[(total, cas)] = dist.get((total, cas), 0) + weight
    return dist


# --------------------------------------------------------------------------- exact odds


@dataclass(frozen=True)
class BattleOdds:
    """Exact chances (fractions) of one battle, before rolling."""

    attacker_dice: int
    defender_dice: int
    # first round
    attacker_higher: Fraction
    tie: Fraction
    defender_higher: Fraction
    first_round: Mapping[str, Fraction]          # attacker_wins | defender_wins | tie | both_eliminated
    hits_on_attacker: Mapping[int, Fraction]     # casualties the defender's dice inflict
    hits_on_defender: Mapping[int, Fraction]
    attacker_eliminated: Fraction
    defender_eliminated: Fraction
    # if every tie is refought
    with_refights: Mapping[str, Fraction]        # ... plus "stalemate" (nobody can throw)
    steps: tuple[Step, ...] = ()

    def to_dict(self, exact: bool = False) -> dict[str, Any]:
        def v(x: Fraction) -> Any:
            return str(x) if exact else float(x)
        return {
            "attacker_dice": self.attacker_dice, "defender_dice": self.defender_dice,
            "attacker_higher": v(self.attacker_higher), "tie": v(self.tie),
            "defender_higher": v(self.defender_higher),
            "first_round": {k: v(p) for k, p in self.first_round.items()},
            "hits_on_attacker": {str(k): v(p) for k, p in self.hits_on_attacker.items()},
            "hits_on_defender": {str(k): v(p) for k, p in self.hits_on_defender.items()},
            "attacker_eliminated": v(self.attacker_eliminated),
            "defender_eliminated": v(self.defender_eliminated),
            "with_refights": {k: v(p) for k, p in self.with_refights.items()},
            "steps": [str(s) for s in self.steps],
        }


_OUTCOMES = ("attacker_wins", "defender_wins", "tie", "both_eliminated")


@lru_cache(maxsize=None)
def pair_table(a_n: int, d_n: int) -> dict[tuple[int, int], tuple[int, int, int]]:
    """(hits by attacker, hits by defender) -> counts of (attacker higher, tie, defender higher).

    Counts are over all 6**(a_n + d_n) ordered throws; built once per pair of dice counts by
    combining the two sides' (total, casualties) distributions.
    """
    a_dist, d_dist = side_distribution(a_n), side_distribution(d_n)
    table: dict[tuple[int, int], list[int]] = {}
    for (a_tot, a_cas), a_w in a_dist.items():
        for (d_tot, d_cas), d_w in d_dist.items():
            row = table.setdefault((a_cas, d_cas), [0, 0, 0])
            row[0 if a_tot > d_tot else 1 if a_tot == d_tot else 2] += a_w * d_w
    return {k: (v[0], v[1], v[2]) for k, v in sorted(table.items())}


def _joint(battle: Battle, a_force: Force, d_force: Force) -> tuple[int, dict[tuple[str, Force, Force], int], int, int]:
    """Counts over all 6**(a+d) throws of (outcome, attacker after, defender after)."""
    a_n = count_dice(battle, ATTACKER, a_force).dice
    d_n = count_dice(battle, DEFENDER, d_force).dice
    out: dict[tuple[str, Force, Force], int] = {}
    for (a_cas, d_cas), (hi, eq, lo) in pair_table(a_n, d_n).items():
        d_after = d_force - units_lost(d_force, a_cas, battle.campaign)
        a_after = a_force - units_lost(a_force, d_cas, battle.campaign)
        for tot_a, tot_d, w in ((1, 0, hi), (0, 0, eq), (0, 1, lo)):
            if w:
                key = (round_outcome(a_after, d_after, tot_a, tot_d), a_after, d_after)
                out[key] = out.get(key, 0) + w
    return rules.DIE_SIDES ** (a_n + d_n), out, a_n, d_n


def odds(battle: Battle) -> BattleOdds:
    """Exact odds of ``battle`` before any die is rolled (every face of every die enumerated)."""
    a_force, d_force = battle.attacker_force, battle.defender
    if battle.situation.manila and battle.attacker_side == rules.RED:
        one = Fraction(1)
        return BattleOdds(0, 0, Fraction(0), Fraction(0), Fraction(0), {"attacker_wins": one}, {0: one}, {0: one},
                          Fraction(0), Fraction(0), {"attacker_wins": one},
                          (Step("Manila is an open city: no battle, the Allies retreat",
                                "Bataan Retreat, Manila as an Open City"),))
    denom, joint, a_n, d_n = _joint(battle, a_force, d_force)
    a_dist, d_dist = side_distribution(a_n), side_distribution(d_n)
    a_den, d_den = rules.DIE_SIDES ** a_n, rules.DIE_SIDES ** d_n
    higher = tie = lower = 0
    for (a_tot, _), a_w in a_dist.items():
        for (d_tot, _), d_w in d_dist.items():
            if a_tot > d_tot:
                higher += a_w * d_w
            elif a_tot == d_tot:
                tie += a_w * d_w
            else:
                lower += a_w * d_w
    hits_att: dict[int, Fraction] = {}
    for (_t, c), w in d_dist.items():
        hits_att[c] = hits_att.get(c, Fraction(0)) + Fraction(w, d_den)
    hits_def: dict[int, Fraction] = {}
    for (_t, c), w in a_dist.items():
        hits_def[c] = hits_def.get(c, Fraction(0)) + Fraction(w, a_den)
    first = {k: Fraction(0) for k in _OUTCOMES}
    a_elim = d_elim = 0
    for (outcome, a_after, d_after), w in joint.items():
        first[outcome] += Fraction(w, denom)
        a_elim += w if a_after.units == 0 else 0
        d_elim += w if d_after.units == 0 else 0
    steps = (*count_dice(battle, ATTACKER).steps, *count_dice(battle, DEFENDER).steps,
             Step(f"enumerated {a_den} x {d_den} throws as {len(a_dist)} x {len(d_dist)} "
                  "(total, casualties) classes", "exact odds"))
    return BattleOdds(a_n, d_n, Fraction(higher, denom), Fraction(tie, denom), Fraction(lower, denom),
                      first, dict(sorted(hits_att.items())), dict(sorted(hits_def.items())),
                      Fraction(a_elim, denom), Fraction(d_elim, denom),
                      refight_odds(battle), steps)


REFIGHT_CUTOFF = Fraction(1, 10**15)
"""Refights are followed while the chance of still being undecided at a position is at least this; what
is left below it is reported as ``unresolved`` (an exact fraction, so the outcomes still sum to 1)."""


def refight_odds(battle: Battle) -> dict[str, Fraction]:
    """Final outcome chances when every tie is refought with recounted dice (M5).

    The chance is carried forward from position to position (forces only shrink after a tie, so the
    positions are taken largest first, each once; a tie that changes nobody is a repeat of the same
    position). The work depends on the dice (at most 5 a side), not on the size of the forces: a
    position reached with less than :data:`REFIGHT_CUTOFF` chance is not followed and its chance is
    reported as ``unresolved``. No recursion: any force size answers."""
    keys = ("attacker_wins", "defender_wins", "both_eliminated", "stalemate")
    res = {k: Fraction(0) for k in keys}
    unresolved = Fraction(0)
    start = (battle.attacker_force, battle.defender)
    mass: dict[tuple[Force, Force], Fraction] = {start: Fraction(1)}
    heap: list[tuple[int, int, tuple[Force, Force]]] = [(-(start[0].units + start[1].units), 0, start)]
    n = 1
    while heap:
        _, _, pos = heapq.heappop(heap)
        m = mass.pop(pos)
        if m < REFIGHT_CUTOFF:
            unresolved += m
            continue
        a, d = pos
        denom, joint, _a_n, _d_n = _joint(battle, a, d)
        stay = Fraction(sum(w for (o, a2, d2), w in joint.items() if o == "tie" and (a2, d2) == pos), denom)
        if stay == 1:
            res["stalemate"] += m
            continue
        m = m / (1 - stay)
        for (outcome, a_after, d_after), w in joint.items():
            p = m * Fraction(w, denom)
            if outcome != "tie":
                res[outcome] += p
            elif (a_after, d_after) != pos:
                nxt = (a_after, d_after)
                if nxt not in mass:
                    mass[nxt] = Fraction(0)
                    n += 1
                    heapq.heappush(heap, (-(a_after.units + d_after.units), n, nxt))
                mass[nxt] += p
    if unresolved:
        res["unresolved"] = unresolved
    return res
