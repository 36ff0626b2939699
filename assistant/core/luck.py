"""Luck: how far a side's rolls ran above or below their exact averages, roll by roll."""

from __future__ import annotations

from typing import Iterable, Mapping


def luck_by_side(rows: Iterable[Mapping]) -> dict[str, list[tuple[int, float]]]:
    """For rows with ``side``, ``result`` and ``expected``: per side, (roll number, running total of
    result - expected). Rows without an expectation are skipped."""
    out: dict[str, list[tuple[int, float]]] = {}
    totals: dict[str, float] = {}
    for n, row in enumerate(rows, start=1):
        if row.get("expected") is None:
            continue
        side = row.get("side") or ""
        totals[side] = totals.get(side, 0.0) + float(row["result"]) - float(row["expected"])
        out.setdefault(side, []).append((n, totals[side]))
    return out
