"""Targets a shooter may take (Bataan IV Fire, B11) and the whole rules pass over a table."""

from __future__ import annotations


from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from assistant.games.bataan.table.blockcache import cached_block, centre_distances
from assistant.games.bataan.table.measure import (
    CommandStatus, Contact, Spotting, command_list, kept_contacts, spotting,
)
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.sight import KernelStats, sight_matrix

TARGET_RULE = ("IV Fire (B11): a rifleman may pick any visible enemy; BAR, Tommy gun and .30 MG take "
               "the closest visible enemy first")


@dataclass(frozen=True)
class Target:
    figure: str
    distance_in: float
    too_close_to_call: bool      # its sight line is within the B28 margin of 6" of jungle


@dataclass(frozen=True)
class Targets:
    shooter: str
    closest_first: bool          # B11: automatic weapons must take targets in this order
    targets: tuple[Target, ...]  # visible living enemies, closest first
    hidden: tuple[str, ...]      # visible Americans the Japanese have not spotted (not on the board for them)
    ruling: tuple[str, ...]
    rule: str = TARGET_RULE


def _targets_from(table: Table, shooter: int, cols: np.ndarray, vis: np.ndarray, close: np.ndarray,
                  known: np.ndarray, labels: tuple[str, ...], dist: np.ndarray | None = None) -> Targets:
    """Targets of figure index ``shooter`` among ``cols`` (``dist``: B1 distances to them, if known)."""
    arr = table.arrays()
    sel = vis.nonzero()[0]
    if sel.size == 0:
        return Targets(arr.ids[shooter], bool(arr.automatic[shooter]), (), (), labels)
    if dist is None:
        d = arr.distances(np.full(sel.size, shooter), cols[sel], table.rulings.b1_centre_to_centre)
    else:
        d = dist[sel]
    ids = [arr.ids[c] for c in cols[sel]]
    order = sorted(range(sel.size), key=lambda k: (d[k], ids[k]))
    out, hidden = [], []
    for k in order:
        if not known[sel[k]]:
            hidden.append(ids[k])
        else:
            out.append(Target(ids[k], float(d[k]), bool(close[sel[k]])))
    return Targets(arr.ids[shooter], bool(arr.automatic[shooter]), tuple(out), tuple(hidden), labels)


def targets(table: Table, shooter: str) -> Targets:
    """Visible living enemies of ``shooter``, closest first (B1 distance, B4 sight, B11 order).

    Japanese shooters only see Americans that are revealed or spotted now (B15)."""
    arr = table.arrays()
    i = arr.index[table.figure(shooter).id]
    enemy = np.flatnonzero(arr.alive & (arr.japanese != arr.japanese[i]))
    m = sight_matrix(table, [i], enemy)
    if arr.japanese[i]:
        # B15 only for the Americans in his sight: the rest are no target whatever spotting says
        seen = {s.american for s in spotting(table, among=enemy[m.visible[0]]) if s.spotted}
        known = np.array([arr.ids[c] in seen for c in enemy], dtype=bool)
    else:
        known = np.ones(enemy.size, dtype=bool)
    return _targets_from(table, i, enemy, m.visible[0], m.too_close[0], known,
                         m.ruling + (table.rulings.label("B1"),))


@dataclass(frozen=True)
class RulesPass:
    """Every rule at once, for the view to draw after each change."""

    command: Sequence[CommandStatus]   # every figure's command (each built on first access)
    sight_rows: np.ndarray        # American figure indices
    sight_cols: np.ndarray        # Japanese figure indices
    visible: np.ndarray           # American x Japanese
    too_close: np.ndarray
    targets: Mapping[str, Targets]   # every living figure's targets (built on first access)
    contacts: tuple[Contact, ...]
    spotting: tuple[Spotting, ...]
    stats: KernelStats


class _TargetRows:
    """One side's shooters: each shooter's visible enemies sorted (known first, then hidden, each
    closest first, ties by id) when that shooter is asked for, from the pass's arrays (issue 25: a pass
    after a move no longer sorts every visible pair of the table for the few shooters the board reads)."""

    def __init__(self, table: Table, shooters: np.ndarray, cols: np.ndarray, vis: np.ndarray, close: np.ndarray,
                 known: np.ndarray, dist: np.ndarray, labels: tuple[str, ...]):
        arr = table.arrays()
        self.vis, self.close, self.known, self.dist = vis, close, known, dist
        self.cols = cols
        self.rank = arr.id_rank
        self.shooters = shooters
        self.ids = arr.ids
        self.auto = arr.automatic[shooters]
        self.labels = labels

    def build(self, k: int) -> Targets:
        c = np.flatnonzero(self.vis[k])
        d = self.dist[k, c]
        hid = ~self.known[c]
        order = np.lexsort((self.rank[self.cols[c]], d, hid))
        c, d, hid = c[order], d[order], hid[order]
        n = int(np.count_nonzero(~hid))
        ids = self.ids
        cid = [ids[x] for x in self.cols[c].tolist()]
        return Targets(ids[int(self.shooters[k])], bool(self.auto[k]),
                       tuple(map(Target, cid[:n], d[:n].tolist(), self.close[k, c[:n]].tolist())),
                       tuple(cid[n:]), self.labels)


class TargetsByShooter(Mapping):
    """Figure id -> its `Targets` (every living figure), built on first access and then kept.

    A rules pass over hundreds of figures needs the orderings, not hundreds of thousands of objects:
    the sort is done at once for every shooter (arrays), the values only for the shooters asked for."""

    def __init__(self, groups: list[_TargetRows]):
        self._groups = groups
        self._index: dict[str, tuple[int, int]] | None = None   # made on first look-up (a pass reads few)
        self._built: dict[str, Targets] = {}

    @property
    def _where(self) -> dict[str, tuple[int, int]]:
        if self._index is None:
            self._index = {}
            for g, rows in enumerate(self._groups):
                ids = rows.ids
                for k, i in enumerate(rows.shooters.tolist()):
                    self._index[ids[i]] = (g, k)
        return self._index

    def __getitem__(self, fid: str) -> Targets:
        got = self._built.get(fid)
        if got is None:
            g, k = self._where[fid]
            got = self._built[fid] = self._groups[g].build(k)
        return got

    def __iter__(self):
        return iter(self._where)

    def __len__(self) -> int:
        return len(self._where)

    def __contains__(self, fid) -> bool:
        return fid in self._where


def distance_block(table: Table, rows: np.ndarray, cols: np.ndarray) -> np.ndarray:
    """B1 distances rows x cols (figure indices), as a matrix: round bases by broadcasting, any
    rectangular base (the tank) exactly through `FigureArrays.distances`."""
    arr = table.arrays()
    centre = table.rulings.b1_centre_to_centre
    d = centre_distances(arr, rows, cols, take=True)    # shared with the sight verdicts of the pass
    if centre:
        return d
    d -= arr.edge_r[rows][:, None]
    d -= arr.edge_r[cols][None, :]
    np.maximum(d, 0.0, out=d)
    rr = np.flatnonzero(~arr.round[rows])
    rc = np.flatnonzero(~arr.round[cols])
    for a in rr.tolist():                       # a rectangular row: its whole row exactly
        d[a, :] = arr.distances(np.full(cols.size, rows[a]), cols, False)
    for b in rc.tolist():
        d[:, b] = arr.distances(rows, np.full(rows.size, cols[b]), False)
    return d


def rules_pass(table: Table, banzai: bool = False) -> RulesPass:
    arr = table.arrays()
    us = np.flatnonzero(arr.alive & ~arr.japanese)
    jp = np.flatnonzero(arr.alive & arr.japanese)
    m = sight_matrix(table, us, jp)
    (d,), _ = cached_block(arr, ("distance", table.rulings.b1_centre_to_centre), us, jp,
                           lambda r, c: (distance_block(table, r, c),))
    spots = spotting(table, m.visible, d)
    seen = np.array([s.spotted for s in spots], dtype=bool)
    labels = m.ruling + (table.rulings.label("B1"),)
    tg = TargetsByShooter([_TargetRows(table, us, jp, m.visible, m.too_close, np.ones(jp.size, dtype=bool), d, labels),
                           _TargetRows(table, jp, us, m.visible.T, m.too_close.T, seen, d.T, labels)])
    return RulesPass(command_list(table, banzai), us, jp, m.visible, m.too_close, tg,
                     kept_contacts(table), tuple(spots), m.stats)
