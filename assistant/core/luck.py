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


def luck_totals(rows: Iterable[Mapping]) -> dict[str, tuple[int, float, float]]:
    """For rows with ``side``, ``result`` and ``expected``: per side (in the order met), (rolls, total of
    results, total of expectations). Rows without an expectation are skipped, as in :func:`luck_by_side`."""
    out: dict[str, list] = {}
    for row in rows:
        if row.get("expected") is None:
            continue
        acc = out.setdefault(row.get("side") or "", [0, 0.0, 0.0])
        acc[0] += 1
        acc[1] += float(row["result"])
        acc[2] += float(row["expected"])
    return {side: (n, total, expected) for side, (n, total, expected) in out.items()}
