"""Bataan melee (V, VI.E, B17, B25) and antitank work (B18).

Figures whose bases touch after movement and fire are in melee (B27 decides "touching"; the table
reports who touches whom). Each figure rolls one die at an enemy it touches; a modified 6 hits.
Modifiers, from the melee chart: +1 American unless seriously wounded, +1 officer (B25), +1 Japanese
1st Platoon, +1 Japanese under a Banzai Charge. A Japanese figure hit dies; an American hit rolls
the wound chart (-1 in an entrenchment). Rounds are simultaneous and repeat until one side of each
fight is gone.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Sequence

from assistant.core.charts import ChartBook
from assistant.core.errors import InputError

from .forces import AMERICAN, FigureSpec, is_melee_officer
from .rolls import RollRecord
from .rulings import Rulings
from .sequence import FigureTurn, MoveMode
from .tables import chart, chart_roll
from .toggles import broad_melee_officers
from .wounds import WoundResult, WoundState, roll_wound
from assistant.core.messages import msg


@dataclass(frozen=True)
class Fighter:
    figure: FigureSpec
    touching: tuple[str, ...]                 # enemies in base contact, nearest first
    wound: WoundState = WoundState.HEALTHY    # Americans (B14)
    entrenched: bool = False                  # Americans: -1 on their wound rolls

    @property
    def alive(self) -> bool:
        return self.wound is not WoundState.DEAD


def melee_modifier_ids(fig: FigureSpec, *, wound: WoundState = WoundState.HEALTHY, banzai: bool = False,
                       rulings: Rulings | None = None) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The melee chart's modifiers that apply to ``fig``: (modifier ids, rulings used)."""
    broad, b25 = broad_melee_officers(rulings)
    ids: list[str] = []
    if fig.side == AMERICAN and WoundState(wound) is not WoundState.SERIOUS:
        ids.append("american")
    if is_melee_officer(fig, broad):
        ids.append("officer")
    if fig.is_japanese and fig.force_id == "jp1":
        ids.append("first_platoon")
    if fig.is_japanese and banzai:
        ids.append("banzai")
    return tuple(ids), ("B17", b25)


def hit_chance(fig: FigureSpec, *, wound: WoundState = WoundState.HEALTHY, banzai: bool = False,
               rulings: Rulings | None = None, book: ChartBook | None = None) -> Fraction:
    """Exact chance that this figure's melee die hits."""
    ids, _ = melee_modifier_ids(fig, wound=wound, banzai=banzai, rulings=rulings)
    return chart("melee", book).distribution(ids).get("hit", Fraction(0))


@dataclass(frozen=True)
class MeleeAttack:
    attacker: str
    defender: str
    roll: RollRecord
    hit: bool
    wound: WoundResult | None = None          # when an American was hit
    killed: bool = False


@dataclass(frozen=True)
class MeleeRound:
    number: int
    attacks: tuple[MeleeAttack, ...]
    killed: tuple[str, ...]

    @property
    def rolls(self) -> tuple[RollRecord, ...]:
        out: list[RollRecord] = []
        for a in self.attacks:
            out.append(a.roll)
            if a.wound is not None:
                out.append(a.wound.roll)
        return tuple(out)


def _check(fighters: Sequence[Fighter]) -> dict[str, Fighter]:
    by_id = {f.figure.id: f for f in fighters}
    if len(by_id) != len(fighters):
        raise InputError(msg("a figure is listed twice"), "melee")
    for f in fighters:
        for e in f.touching:
            if e not in by_id:
                raise InputError(msg("{0} touches {1}, who is not in the melee", f.figure.id, e), "melee")
            if by_id[e].figure.side == f.figure.side:
                raise InputError(msg("{0} and {1} are on the same side", f.figure.id, e), "melee")
    return by_id


def melee_round(fighters: Sequence[Fighter], dice: Any, *, number: int = 1, banzai: bool = False,
                rulings: Rulings | None = None,
                book: ChartBook | None = None) -> tuple[tuple[Fighter, ...], MeleeRound]:
    """One simultaneous round: every living figure touching a living enemy rolls at the first of them."""
    by_id = _check(fighters)
    alive = {i for i, f in by_id.items() if f.alive}
    attacks: list[MeleeAttack] = []
    pending: list[tuple[str, str, RollRecord]] = []
    for f in fighters:
        if not f.alive:
            continue
        target = next((e for e in f.touching if e in alive), None)
        if target is None:
            continue
        ids, used = melee_modifier_ids(f.figure, wound=f.wound, banzai=banzai, rulings=rulings)
        rec, row = chart_roll("melee", dice, modifiers_on=ids, what="melee",
                              why=f"round {number}: {f.figure.id} attacks {target}", rulings=used, book=book)
        pending.append((f.figure.id, target, rec))
    # hits land after everyone has rolled (simultaneous)
    wounds = {i: f.wound for i, f in by_id.items()}
    killed: list[str] = []
    for attacker, target, rec in pending:
        hit = rec.outcome == "hit"
        w = None
        died = False
        if hit:
            tf = by_id[target]
            if tf.figure.side == AMERICAN:
                w = roll_wound(target, wounds[target], dice, entrenched=tf.entrenched,
                               why=f"hit in melee by {attacker}", book=book)
                wounds[target] = w.after
                died = w.killed
            elif wounds[target] is not WoundState.DEAD:
                wounds[target] = WoundState.DEAD
                died = True
        if died:
            killed.append(target)
        attacks.append(MeleeAttack(attacker, target, rec, hit, w, died))
    new = tuple(replace(f, wound=wounds[f.figure.id]) for f in fighters)
    return new, MeleeRound(number, tuple(attacks), tuple(killed))


@dataclass(frozen=True)
class MeleeResult:
    fighters: tuple[Fighter, ...]             # final states
    rounds: tuple[MeleeRound, ...]
    finished: bool                            # False only if max_rounds ran out

    @property
    def killed(self) -> tuple[str, ...]:
        return tuple(k for r in self.rounds for k in r.killed)

    @property
    def rolls(self) -> tuple[RollRecord, ...]:
        return tuple(x for r in self.rounds for x in r.rolls)

    def survivors(self, side: str) -> tuple[str, ...]:
        return tuple(f.figure.id for f in self.fighters if f.alive and f.figure.side == side)


def in_contact(fighters: Sequence[Fighter]) -> bool:
    alive = {f.figure.id for f in fighters if f.alive}
    return any(f.alive and any(e in alive for e in f.touching) for f in fighters)


def fight_melee(fighters: Sequence[Fighter], dice: Any, *, banzai: bool = False, rulings: Rulings | None = None,
                book: ChartBook | None = None, max_rounds: int = 500) -> MeleeResult:
    """Rounds until no living figure touches a living enemy (VI.E: to the death)."""
    current = tuple(fighters)
    _check(current)
    rounds: list[MeleeRound] = []
    n = 0
    while in_contact(current):
        if n >= max_rounds:
            return MeleeResult(current, tuple(rounds), False)
        n += 1
        current, r = melee_round(current, dice, number=n, banzai=banzai, rulings=rulings, book=book)
        rounds.append(r)
    return MeleeResult(current, tuple(rounds), True)


# --- antitank (B18) ---------------------------------------------------------------------------

@dataclass(frozen=True)
class AntitankResult:
    attacker: str
    destroyed: bool
    attacker_dies: bool                 # always True
    roll: RollRecord | None             # None for the naval officer's sacrifice
    reasons: tuple[str, ...]
    rulings: tuple[str, ...] = ("B18",)


def antitank(attacker: FigureSpec, turn: FigureTurn, dice: Any, *, reached_tank: bool = True,
             wound: WoundState = WoundState.HEALTHY, book: ChartBook | None = None) -> AntitankResult:
    """An American who ran or walked up to the tank throws himself on it: 4-6 destroys it; he dies
    either way. The 1st Squad's naval officer destroys it without a roll (B18)."""
    if attacker.side != AMERICAN:
        raise InputError(msg("only Americans attack the tank"), attacker.id)
    if not reached_tank:
        raise InputError(msg("the attacker has not reached the tank"), attacker.id)
    if turn.mode not in (MoveMode.RUN, MoveMode.WALK) or WoundState(wound) is not WoundState.HEALTHY:
        raise InputError(msg("the attacker must run or walk up to the tank this turn (B18)"), attacker.id)
    if attacker.antitank_sacrifice:
        return AntitankResult(attacker.id, True, True, None,
                              ("the naval officer throws himself on the tank: destroyed, and he dies (B18)",))
    rec, row = chart_roll("antitank", dice, what="antitank", why=f"{attacker.id} throws himself on the tank",
                          rulings=("B18",), book=book)
    destroyed = row.result == "destroyed"
    return AntitankResult(attacker.id, destroyed, True, rec, (row.text,))
