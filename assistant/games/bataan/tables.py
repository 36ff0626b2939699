"""The Bataan dice charts (``resources/charts/bataan.toml``, loaded by ``assistant.core.charts``)
read as rolls: one die, the chart's named modifiers, the row it lands on, one `RollRecord`."""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any, Iterable

from assistant.core.charts import Chart, ChartBook, Row, load_charts

from .rolls import Modifier, RollRecord, roll

GAME = "bataan"


@functools.lru_cache(maxsize=1)
def _shipped() -> ChartBook:
    return load_charts()


def chart(chart_id: str, book: ChartBook | None = None) -> Chart:
    """A Bataan chart from ``book`` (default: the shipped charts)."""
    return (book or _shipped()).get(GAME, chart_id)


def chart_roll(chart_id: str, dice: Any, *, modifiers_on: Iterable[str] = (), what: str, why: str,
               rulings: Iterable[str] = (), book: ChartBook | None = None,
               extra: Iterable[Modifier] = ()) -> tuple[RollRecord, Row]:
    """Roll the chart's pool, apply the named modifiers (and ``extra`` ones), read the row."""
    c = chart(chart_id, book)
    on = tuple(dict.fromkeys(modifiers_on))
    mods = tuple(Modifier(m.label, m.value, m.rule) for m in (c.modifier(i) for i in on)) + tuple(extra)
    n = c.pool.count if hasattr(c.pool, "count") else 1
    rec = roll(dice, n, what=what, why=why, modifiers=mods, rulings=rulings)
    modified = c.modified(sum(rec.dice), on) + sum(m.value for m in extra)
    row = c.lookup(modified)
    return replace(rec, outcome=row.result, detail=row.text), row
