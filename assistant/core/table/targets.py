"""Targets a shooter may take (Bataan IV Fire, B11) and the whole rules pass over a table."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from assistant.core.table.measure import CommandStatus, Contact, Spotting, command_status, contacts, spotting
from assistant.core.table.model import Table
from assistant.core.table.sight import KernelStats, sight_matrix

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
        seen = {s.american for s in spotting(table) if s.spotted}
        known = np.array([arr.ids[c] in seen for c in enemy], dtype=bool)
    else:
        known = np.ones(enemy.size, dtype=bool)
    return _targets_from(table, i, enemy, m.visible[0], m.too_close[0], known,
                         m.ruling + (table.rulings.label("B1"),))


@dataclass(frozen=True)
class RulesPass:
    """Every rule at once, for the view to draw after each change."""

    command: tuple[CommandStatus, ...]
    sight_rows: np.ndarray        # American figure indices
    sight_cols: np.ndarray        # Japanese figure indices
    visible: np.ndarray           # American x Japanese
    too_close: np.ndarray
    targets: dict[str, Targets]   # every living figure's targets
    contacts: tuple[Contact, ...]
    spotting: tuple[Spotting, ...]
    stats: KernelStats


def _all_targets(table: Table, shooters: np.ndarray, cols: np.ndarray, vis: np.ndarray, close: np.ndarray,
                 known: np.ndarray, dist: np.ndarray, labels: tuple[str, ...], out: dict[str, Targets]) -> None:
    """`_targets_from` for every row of ``vis`` at once: one sort (distance, then id) for all rows."""
    arr = table.arrays()
    r, c = np.nonzero(vis)
    d = dist[r, c]
    hid = ~known[c]
    # per row: the known targets, then the hidden ones, each closest first (ties by id)
    order = np.lexsort((arr.id_rank[cols[c]], d, hid, r))
    r, c, d, hid = r[order], c[order], d[order], hid[order]
    key = 2 * r + hid
    bounds = np.searchsorted(key, np.arange(2 * shooters.size + 1))
    ids = arr.ids
    cl = close[r, c].tolist()
    dl = d.tolist()
    cid = [ids[x] for x in cols[c].tolist()]
    auto = arr.automatic[shooters].tolist()
    b = bounds.tolist()
    for k, i in enumerate(shooters.tolist()):
        k0, k1, k2 = b[2 * k], b[2 * k + 1], b[2 * k + 2]
        out[ids[i]] = Targets(ids[i], auto[k], tuple(map(Target, cid[k0:k1], dl[k0:k1], cl[k0:k1])),
                              tuple(cid[k1:k2]), labels)


def rules_pass(table: Table, banzai: bool = False) -> RulesPass:
    arr = table.arrays()
    us = np.flatnonzero(arr.alive & ~arr.japanese)
    jp = np.flatnonzero(arr.alive & arr.japanese)
    m = sight_matrix(table, us, jp)
    centre = table.rulings.b1_centre_to_centre
    d = arr.distances(np.repeat(us, jp.size), np.tile(jp, us.size), centre).reshape(us.size, jp.size)
    spots = spotting(table, m.visible, d)
    seen = np.array([s.spotted for s in spots], dtype=bool)
    tg: dict[str, Targets] = {}
    labels = m.ruling + (table.rulings.label("B1"),)
    _all_targets(table, us, jp, m.visible, m.too_close, np.ones(jp.size, dtype=bool), d, labels, tg)
    _all_targets(table, jp, us, m.visible.T, m.too_close.T, seen, d.T, labels, tg)
    return RulesPass(tuple(command_status(table, banzai)), us, jp, m.visible, m.too_close, tg,
                     tuple(contacts(table)), tuple(spots), m.stats)
