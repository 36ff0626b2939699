"""Any roll a referee asks for by hand (the Roll panel): a rule chart with named modifiers, or a dice
pool. Qt-free.

``odds`` and ``roll`` take the same arguments, so the odds shown before a roll are those of the roll
that follows. ``roll`` draws from the game's seeded stream and returns one undoable ``Change`` (the
roll-log row) with the result; nothing is written until the caller applies it.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from assistant.core import dice
from assistant.core.charts import Chart
from assistant.core.errors import InputError
from assistant.store.changes import Change

from .session import GameSession
from assistant.core.messages import msg

__all__ = ["Odds", "Rolled", "odds", "roll"]


@dataclass(frozen=True)
class Odds:
    values: dict[int, Fraction]            # the (modified) total -> its chance
    rows: dict[str, Fraction]              # a chart's result -> its chance ({} for a bare pool)
    mean: Fraction


@dataclass(frozen=True)
class Rolled:
    change: Change
    value: int                             # the (modified) total
    dice: tuple[int, ...]
    row_text: str                          # the chart row read ("" for a bare pool)


def _check(chart: Chart | None, pool: str, modifiers: tuple[str, ...]) -> None:
    if chart is None and not (pool or "").strip():
        raise InputError(msg("give a dice pool (such as 2d6) or pick a chart"), "roll")
    if chart is not None:
        known = {m.id for m in chart.modifiers}
        unknown = [m for m in modifiers if m not in known]
        if unknown:
            raise InputError(msg("{0} has no modifier {1}", chart.title, ', '.join(unknown)), "roll")


def odds(chart: Chart | None = None, pool: str = "", modifiers: tuple[str, ...] = ()) -> Odds:
    """The exact distribution of :func:`roll` with the same chart, pool and modifiers."""
    _check(chart, pool, modifiers)
    if chart is not None:
        values = chart.value_distribution(modifiers)
        rows = {}
        for result, p in chart.distribution(modifiers).items():
            row = next(r for r in chart.rows if r.result == result)
            rows[row.text or result] = p
    else:
        values, rows = dice.outcomes(pool.strip()), {}
    return Odds(values, rows, dice.mean(values))


def roll(session: GameSession, chart: Chart | None = None, pool: str = "", modifiers: tuple[str, ...] = (),
         actor: str = "", side: str = "") -> Rolled:
    """Roll a chart (with its named modifiers on) or a pool for the game; the roll-log row as a Change."""
    _check(chart, pool, modifiers)
    rec = session.dice()
    meta = {"actor": actor.strip(), "side": side.strip()}
    if chart is not None:
        out = rec.roll_chart(chart, tuple(modifiers), **meta)
        row_text = out.chart.row.text or out.chart.row.result
    else:
        out = rec.roll(pool.strip(), why=f"Roll {pool.strip()}", **meta)
        row_text = ""
    # one roll: its own words ("Roll 2d6: 7"), not the log's default built on its reason ("Roll Roll 2d6: 7")
    change = rec.change() if chart is not None else rec.change(f"Roll {out.row['pool']}: {out.row['result']}")
    return Rolled(Change(change.text, change.ops, change.game_id, change.kind, (("summary", (change.text,)),)),
                  int(out.row["result"]), tuple(out.dice), row_text)
