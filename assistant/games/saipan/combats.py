"""Saipan ground combats kept as records while they run (12.1-12.3), and what every kind shares: the
referee's reading of an unprinted CRT, step losses taken from a stack, the modified-roll odds. Qt-free.

Records: kind ``combat``, key ``m001`` (maneuver), ``a001`` (assault), ``b001`` (bombardment); data =
the combat's ``to_dict``. The Maneuver, Assault and Bombardment CRTs are not in the source (T4): the
command rolls the die and works out the column and the DRMs; the referee reads the printed table and
enters the result (``CrtEntry``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Sequence

from assistant.core.errors import InputError
from assistant.store import records
from assistant.store.store import Store

from . import rules
from .units import Unit
from assistant.core.messages import msg

COMBAT = "combat"
ROLES = ("attacker", "defender")


def other_role(role: str) -> str:
    return "defender" if role == "attacker" else "attacker"


@dataclass(frozen=True)
class CrtEntry:
    """What a side suffers, read by the referee off a CRT the source does not print (T4): steps lost,
    a retreat, the combat ended by the table; ``units``: which units lose the steps (one id a step;
    empty: our default, each step from the unit with the most steps left); ``retreating``: in an
    assault, the units that retreat (empty: all of the side's units there)."""

    steps: int = 0
    retreat: bool = False
    end: bool = False
    units: tuple[str, ...] = ()
    retreating: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.steps < 0:
            raise InputError(msg("steps lost are 0 or more"), "CRT result")

    @classmethod
    def of(cls, value: "CrtEntry | dict | None") -> "CrtEntry":
        if value is None:
            return cls()
        if isinstance(value, CrtEntry):
            return value
        d = dict(value)
        d["units"] = tuple(d.get("units") or ())
        d["retreating"] = tuple(d.get("retreating") or ())
        return cls(**{k: d[k] for k in ("steps", "retreat", "end", "units", "retreating") if k in d})

    def text(self) -> str:
        parts = [f"{self.steps} step{'s' * (self.steps != 1)}" if self.steps else "no loss"]
        if self.retreat:
            parts.append("retreat")
        if self.end:
            parts.append("end of combat")
        return ", ".join(parts)


def pick_losses(stack: Sequence[Unit], entry: CrtEntry, where: str) -> list[str]:
    """The unit id losing each step: the referee's picks, or our default (most steps left first)."""
    ids = {u.id for u in stack}
    if entry.units:
        bad = [i for i in entry.units if i not in ids]
        if bad:
            raise InputError(msg("{0!r} is not in the stack taking the loss", bad[0]), where)
        if len(entry.units) != entry.steps:
            raise InputError(msg("{0} step(s) lost need {1} unit picks (one a step)", entry.steps, entry.steps), where)
        return list(entry.units)
    left = {u.id: u.steps for u in stack}
    order = [u.id for u in stack]
    out = []
    for _ in range(entry.steps):
        live = [i for i in order if left[i] > 0]
        if not live:
            break
        pick = max(live, key=lambda i: left[i])
        left[pick] -= 1
        out.append(pick)
    return out


def modified_odds(drm: int) -> dict[int, Fraction]:
    """The exact chance of each modified roll of one d10 with ``drm`` (the CRT row the referee reads)."""
    return {r + drm: Fraction(1, rules.DIE_FACES) for r in range(1, rules.DIE_FACES + 1)}


def odds_text(drm: int) -> str:
    lo, hi = 1 + drm, rules.DIE_FACES + drm
    return f"modified roll {lo}..{hi}, each 10%"


@dataclass(frozen=True)
class Drm:
    value: int
    rule: str


def drm_total(drms: Sequence[Drm]) -> int:
    return sum(d.value for d in drms)


def drm_text(drms: Sequence[Drm]) -> str:
    shown = [f"{d.rule} {d.value:+d}" for d in drms if d.value]
    return ", ".join(shown) if shown else "no DRM"


@dataclass
class RolledFire:
    role: str
    roll: int
    drm: int
    column: int
    drms: list[str] = field(default_factory=list)

    @property
    def modified(self) -> int:
        return self.roll + self.drm

    def to_dict(self) -> dict[str, Any]:
        return {"role": self.role, "roll": self.roll, "drm": self.drm, "column": self.column, "drms": list(self.drms)}

    @classmethod
    def from_dict(cls, d: dict) -> "RolledFire":
        return cls(d["role"], int(d["roll"]), int(d["drm"]), int(d["column"]), list(d.get("drms", [])))


def roll_fires(rec, fires, *, crt: str, crt_name: str, rule: str, why: str, column_words, side_names
               ) -> tuple[list[dict], list[str]]:
    """Roll one d10 per side firing in this step of a combat (maneuver 12.1.2, assault 12.2.2): each roll
    logged on the named CRT with its DRMs (13.0 D) for the referee to read (T4), on the column
    ``f.differential`` (an assault's is its attack strength). ``why(f)`` and ``column_words(f)`` say, per
    fire, why it is rolled and how the column reads. Returns the rolled
    fires (as stored) and the lines in words."""
    rolled, words = [], []
    for f in fires:
        mods = [{"id": "drm", "label": "DRMs", "value": f.drm, "rule": rule}] if f.drm else []
        out = rec.roll("d10", why=why(f), chart=crt, modifiers=mods, side=f.side,
                       chart_result=lambda v, d=f.drm: f"modified {v + d}")
        rf = RolledFire(f.role, out.value, f.drm, f.differential, [d.rule for d in f.drms])
        rolled.append(rf.to_dict())
        words.append(f"{side_names[f.side]} ({f.role}) rolled {out.value}, DRM {f.drm:+d} → {rf.modified} on "
                     f"the {column_words(f)} column: read the {crt_name}")
    return rolled, words


def load(store: Store, game_id: int) -> dict[str, dict]:
    return records.all_of(store, game_id, COMBAT)


def next_key(store: Store, game_id: int, prefix: str) -> str:
    n = sum(1 for k in load(store, game_id) if k.startswith(prefix))
    return f"{prefix}{n + 1:03d}"


def put_op(store: Store, game_id: int, key: str, data: dict[str, Any]):
    keys = list(load(store, game_id))
    pos = keys.index(key) if key in keys else len(keys)
    return records.put_op(store, game_id, COMBAT, key, data, position=pos)
