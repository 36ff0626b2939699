"""Exact odds of what a roll will do on this board, from the very function that resolves the roll.

`outcome_odds(run)` calls ``run(dice)`` -- the resolver with the board's inputs -- on every sequence
of faces it can draw (a d6 at a time, all equally likely), and sums the chances of each outcome
``run`` returns. So the dialogs show the distribution of the roll's effect (kills, hits, wounds,
a destroyed tank), never a chart's faces read on their own: two Japanese in an American grenade's
blast give 1 killed 1/6 and 2 killed 5/6, not "1 ... 6 killed, 1/6 each" (issue 12).
"""

from __future__ import annotations

from fractions import Fraction
from itertools import product
from typing import Any, Callable, Hashable, Mapping, Sequence

from assistant.core.errors import InputError

from .fire import FireDice, Target, resolve_fire
from .forces import JAPANESE, FigureSpec
from .grenades import american_grenade, japanese_grenade_from_victims
from .melee import antitank
from .rolls import ScriptedDice, successes_distribution
from .rulings import Rulings
from .sequence import FigureTurn
from .wounds import WoundState
from assistant.core.messages import msg

MAX_DICE = 6          # faces enumerated per outcome at most (6^6 sequences)


class _More(Exception):
    def __init__(self, n: int):
        self.n = n


class _PathDice:
    """Dice that give the faces of one path, and ask for more when the resolver needs them."""

    def __init__(self, faces: tuple[int, ...]):
        self.faces = faces
        self.position = 0

    def d6(self, n: int) -> tuple[int, ...]:
        if self.position + n > len(self.faces):
            raise _More(self.position + n - len(self.faces))
        out = self.faces[self.position:self.position + n]
        self.position += n
        return tuple(out)


def outcome_odds(run: Callable[[Any], Hashable], max_dice: int = MAX_DICE) -> dict[Hashable, Fraction]:
    """Every outcome of ``run(dice)`` with its exact chance (outcomes in the order first met)."""
    out: dict[Hashable, Fraction] = {}
    todo: list[tuple[tuple[int, ...], Fraction]] = [((), Fraction(1))]
    while todo:
        faces, p = todo.pop(0)
        try:
            key = run(_PathDice(faces))
        except _More as more:
            if len(faces) + more.n > max_dice:
                raise InputError(msg("the odds need more than {0} dice: not listed", max_dice), "odds") from None
            share = p / 6 ** more.n
            todo += [(faces + combo, share) for combo in product(range(1, 7), repeat=more.n)]
            continue
        out[key] = out.get(key, Fraction(0)) + p
    return out


def american_grenade_odds(thrower: FigureSpec, targets: Sequence[Target], *, turn: FigureTurn,
                          seriously_wounded: bool, rulings: Rulings) -> dict[str, Fraction]:
    """B12 on this board: how many Japanese the grenade kills (the roll capped by those in the blast)."""
    got = outcome_odds(lambda d: len(american_grenade(thrower, targets, d, turn=turn,
                                                      seriously_wounded=seriously_wounded, rulings=rulings).killed))
    return {f"{k} killed": p for k, p in sorted(got.items())}


def _jp_key(res) -> str:
    if res.thrower_killed:
        return "the thrower killed"
    if not res.hit:
        return "no American hurt" if res.outcome != "dud" else "a dud"
    return ", ".join(f"{w.figure_id} {w.after.value}" for w in res.wounds)


def japanese_grenade_odds(thrower: FigureSpec, victims: Any, *, knee_mortar: bool,
                          wound_states: Mapping[str, WoundState], entrenched: Mapping[str, bool],
                          rulings: Rulings) -> dict[str, Fraction]:
    """B13 (and B14 for each American hit) on this board: what the throw does, with every wound roll."""
    got = outcome_odds(lambda d: _jp_key(japanese_grenade_from_victims(
        thrower, victims, d, knee_mortar=knee_mortar, wound_states=wound_states, entrenched=entrenched,
        rulings=rulings)))
    return dict(sorted(got.items(), key=lambda kv: (-kv[1], kv[0])))


def antitank_odds(attacker: FigureSpec, turn: FigureTurn, wound: WoundState) -> dict[str, Fraction]:
    """B18: the tank destroyed or not (the attacker dies either way)."""
    got = outcome_odds(lambda d: "tank destroyed" if antitank(attacker, turn, d, reached_tank=True,
                                                               wound=wound).destroyed else "tank survives")
    return dict(sorted(got.items()))


def fire_kill_odds(fire: FireDice, target_id: str, visible: Sequence[Target]) -> dict[str, Fraction] | None:
    """IV, B11 at Japanese targets on this board: how many Japanese the fire kills (a rifle's hits
    beyond its target and automatic hits beyond the visible enemies are wasted). Each combination of
    hits per dice line (exact chances from `successes_distribution`) is resolved by `resolve_fire`
    itself with dice showing those hits. None when there are too many combinations to list."""
    combos: list[tuple[tuple[int, ...], Fraction]] = [((), Fraction(1))]
    for line in fire.lines:
        dist = successes_distribution(line.dice, line.hit_on)
        combos = [(c + (k,), p * q) for c, p in combos for k, q in enumerate(dist) if q]
        if len(combos) > 20_000:
            return None
    out: dict[int, Fraction] = {}
    for hits, p in combos:
        faces: list[int] = []
        for line, k in zip(fire.lines, hits):
            faces += [6] * k + [1] * (line.dice - k)
        res = resolve_fire(fire, target_id, visible, ScriptedDice(faces), target_side=JAPANESE)
        out[len(res.killed)] = out.get(len(res.killed), Fraction(0)) + p
    return {f"{k} killed": q for k, q in sorted(out.items())}
