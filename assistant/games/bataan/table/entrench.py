"""Entrenched from the table (ruling B31): a figure is entrenched while its base overlaps an
entrenchment drawn on the table; moving out of every entrenchment ends it. Nothing is dug in play:
only the drawn entrenchments count (the referee may still mark a figure by hand)."""

from __future__ import annotations

import shapely

from assistant.games.bataan.table.figures import Figure
from assistant.games.bataan.table.model import Table

ENTRENCH_RULE = "B31: entrenched while the base overlaps an entrenchment on the table; moving out ends it"


def overlaps_entrenchment(table: Table, fig: Figure) -> bool:
    """Does ``fig``'s base (where it stands now) overlap an entrenchment on ``table``?"""
    trenches = [f.geometry for f in table.features if f.kind == "entrenchment"]
    if not trenches:
        return False
    base = fig.footprint
    return any(bool(shapely.intersects(base, g)) and shapely.intersection(base, g).area > 1e-9 for g in trenches)
