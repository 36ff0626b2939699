"""The table a game's records describe, kept in step with each change of record (Qt-free).

`StoredTable` reads the whole table once, then applies only the records a ``Change`` names: a figure
record put or deleted changes, adds or removes that one figure (kept in the stored order); a change of
the table's size or terrain reads the whole table again on the next look (rare, and the terrain is
rebuilt then anyway); a change of the game row sets the rulings from its settings. Other records
(waves, rolls, ...) leave it alone. Applying the same change twice does nothing, so every reader of one
session may hand it the change it was told of, whichever of them is told first.
"""

from __future__ import annotations

import json
from collections import deque

from assistant.core.errors import InputError
from assistant.games.bataan.table.figures import Figure
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.rasters import carry_over
from assistant.games.bataan.table.tablefile import FORMAT, SCHEMA_VERSION, figure_from_dict, table_from_dict
from assistant.store.changes import Change

from . import persist

_TABLE_KINDS = (persist.META, persist.TERRAIN)


class StoredTable:
    """``table()`` is the stored table (read it, never change it); ``apply(change)`` after each change."""

    def __init__(self, session):
        self.session = session
        self._table: Table | None = None
        self._order: dict[str, tuple[int, str]] = {}     # figure id -> (position, id): the stored order
        self._terrain_order: dict[str, tuple[int, str]] = {}   # the same for the terrain records
        self._seen: deque[Change] = deque(maxlen=32)
        self.full_reads = 0
        self._before = None        # the terrain before a terrain edit: its rasters are carried to the next

    def table(self) -> Table:
        if self._table is None:
            s = self.session
            table = persist.load_table(s.store, s.game_id, s.settings)
            self._order = {k: (p, k) for k, p in persist.figure_positions(s.store, s.game_id).items()}
            self._terrain_order = {k: (p, k) for k, p in
                                   persist.figure_positions(s.store, s.game_id, persist.TERRAIN).items()}
            self._table = table
            self.full_reads += 1
            if self._before is not None:
                carry_over(self._before, table.terrain)       # redo the rasters only around the edit
                self._before = None
        return self._table

    def apply(self, change: Change) -> None:
        if any(c is change for c in self._seen):
            return
        self._seen.append(change)
        if change.game_id != self.session.game_id:
            return
        built = persist.built_table(change)
        if built is not None:              # a table file imported: the table it was checked into
            self._adopt(built)
            return
        if self._table is None:
            return
        figures: list[tuple[str, dict | None]] = []
        terrain: list[tuple[str, dict | None]] = []
        rulings = False
        for op in change.ops:
            if op.table == "games":
                rulings = True
            elif op.table == "records":
                parts = str(dict(op.key).get("id", "")).split(":", 2)
                if len(parts) != 3:
                    continue
                if parts[1] in _TABLE_KINDS and parts[1] != persist.TERRAIN:
                    self._before = None
                    self._table = None
                    return
                if parts[1] in (persist.FIGURE, persist.TERRAIN):
                    (figures if parts[1] == persist.FIGURE else terrain).append(
                        (parts[2], None if op.after is None else dict(op.after)))
        try:
            self._apply_terrain(terrain)
            self._apply_figures(figures)
        except (InputError, ValueError, KeyError):
            self._before = self._table.terrain if terrain else None
            self._table = None             # a record the table cannot take: the next look reads it all
            return
        if rulings:
            new = persist.rulings_of(self.session.settings)
            if new != self._table.rulings:
                self._table.set_rulings(new)

    def _adopt(self, built: Table) -> None:
        table = built.copy()
        table.set_rulings(persist.rulings_of(self.session.settings))
        self._order = {fid: (pos, fid) for pos, fid in enumerate(table._figures)}
        self._table = table

    def _apply_terrain(self, items: list[tuple[str, dict | None]]) -> None:
        """The terrain records a change names, applied to the table kept (issue 25: a reshape no longer
        reads and checks every record again): each feature checked as the table loader checks it, the
        features kept in the stored (position, id) order, the rasters carried over (`Table.set_features`)."""
        if not items:
            return
        t = self._table
        feats = {f.id: f for f in t.features}
        order = dict(self._terrain_order)
        for key, row in items:
            if row is None:
                feats.pop(key, None)
                order.pop(key, None)
                continue
            feats[key] = _feature_of(json.loads(row["data"]), t.width_in, t.height_in, key)
            order[key] = (int(row["position"]), key)
        if set(order) != set(feats):
            raise KeyError("the terrain records and the table's features differ")
        t.set_features([feats[k] for k in sorted(order, key=order.__getitem__)])
        self._terrain_order = order

    def _apply_figures(self, figures: list[tuple[str, dict | None]]) -> None:
        t = self._table
        for key, row in figures:
            if row is None:
                if key in t._figures:
                    t.remove_figure(key)
                self._order.pop(key, None)
                continue
            _put(t, figure_from_dict(json.loads(row["data"]), t.width_in, t.height_in, f"figure record {key}"))
            self._order[key] = (int(row["position"]), key)
        if figures:
            t.order_figures(sorted(self._order, key=self._order.__getitem__))


def _feature_of(raw, width_in: float, height_in: float, key: str):
    """One terrain record's feature, checked as the table loader checks a table file's terrain."""
    doc = {"format": FORMAT, "schema_version": SCHEMA_VERSION, "size_in": {"width": width_in, "height": height_in},
           "terrain": [raw], "figures": []}
    return table_from_dict(doc, source=f"terrain record {key}").table.features[0]


def follow(work: Table, stored: Table) -> None:
    """Make ``work`` (a copy on the same terrain, which a view may move figures on) hold the stored
    figures and rulings again, touching only the figures that differ."""
    if stored.rulings != work.rulings:
        work.set_rulings(stored.rulings)
    new = stored._figures
    for fid in [f for f in work._figures if f not in new]:
        work.remove_figure(fid)
    for f in new.values():
        _put(work, f)
    work.order_figures(list(new))


def _put(table: Table, f: Figure) -> None:
    old = table._figures.get(f.id)
    if old == f:
        return
    if old is not None and old.with_(x=f.x, y=f.y) == f:
        table.move_figure(f.id, f.x, f.y)         # keeps the figure arrays and their caches
    if table._figures.get(f.id) != f:
        table.put_figure(f)
