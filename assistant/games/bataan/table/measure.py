"""Distances, command, blasts, contacts and spotting on a `Table` (Last Stand on Bataan).

Every answer is a frozen value naming the reading it used (``ruling``) and the rule it applied
(``rule``). An answer within the B28 margin of its limit is flagged ``too_close_to_call``.
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from . import blockcache
from .blockcache import cached_block, kept_argmin

from assistant.core.errors import InputError
from assistant.games.bataan.table.model import Table
from assistant.games.bataan import rules as R
from assistant.core.messages import msg


def _close(value: float, limit: float, table: Table) -> bool:
    """B28: within the margin of the limit."""
    return bool(abs(value - limit) <= table.rulings.b28_margin_in + 1e-12)


def _b1(table: Table) -> tuple[bool, str]:
    return table.rulings.b1_centre_to_centre, table.rulings.label("B1")


# --- distance -----------------------------------------------------------------------------
@dataclass(frozen=True)
class Distance:
    a: str
    b: str                       # a figure id, or "(x, y)" for a point
    distance_in: float
    centre_distance_in: float
    ruling: tuple[str, ...]
    rule: str = "B1: how distance is measured"


def distance(table: Table, a: str, b: str) -> Distance:
    """B1 distance between two figures."""
    arr = table.arrays()
    i, j = arr.index[table.figure(a).id], arr.index[table.figure(b).id]
    centre, label = _b1(table)
    d = float(arr.distances([i], [j], centre)[0])
    c = float(arr.distances([i], [j], True)[0])
    return Distance(a, b, d, c, (label,))


def distance_to_point(table: Table, a: str, x: float, y: float) -> Distance:
    """B1: a point (a grenade's landing point) to the base edge, or to the centre under the toggle."""
    arr = table.arrays()
    i = arr.index[table.figure(a).id]
    centre, label = _b1(table)
    d = float(arr.point_distances(x, y, [i], centre)[0])
    c = float(arr.point_distances(x, y, [i], True)[0])
    return Distance(a, f"({x:g}, {y:g})", d, c, (label,))


# --- command --------------------------------------------------------------------------------
@dataclass(frozen=True)
class CommandStatus:
    figure: str
    status: str                   # "in command", "exempt", "milling about", "leader", "dead"
    leader: str | None            # the nearest qualifying leader
    distance_in: float | None
    too_close_to_call: bool
    reason: str
    ruling: tuple[str, ...]
    rule: str = "Bataan I (B5, B6): within 6\" of a living officer or flag bearer"

    @property
    def may_act(self) -> bool:
        return self.status in ("in command", "exempt", "leader")


def exempt_reason(fig, banzai: bool) -> str | None:
    """B6: who needs no command."""
    if not fig.alive:
        return None
    if fig.side == "american":
        return "B6: Americans are exempt"
    if banzai:
        return "B6: a Banzai Charge is in effect"
    if fig.unit == 4:
        return "B6: the 4th Platoon (naval landing force) is exempt"
    if fig.unit == 2 and fig.role == "sniper":
        return "B6: 2nd Platoon snipers are exempt"
    return None


class _CommandArrays:
    """Command (B5, B6, B1) of figures ``wanted`` as arrays; `CommandStatus` values built on request."""

    def __init__(self, table: Table, banzai: bool, wanted: np.ndarray):
        arr = table.arrays()
        self.table, self.arr, self.banzai, self.wanted = table, arr, banzai, wanted
        centre, b1 = _b1(table)
        self.b5 = table.rulings.b5_own_platoon
        self.labels = (b1, table.rulings.label("B5"), "B6: exempt figures", table.rulings.label("B28"))
        self.lead_idx = lead_idx = np.flatnonzero(arr.leader & arr.alive & arr.japanese)
        self.exempt = ~arr.japanese | banzai | (arr.unit == 4) | ((arr.unit == 2) & arr.sniper)
        need_mask = arr.alive & ~self.exempt & ~arr.leader
        need = wanted[need_mask[wanted]]
        self.best_d = np.full(len(arr.ids), np.inf)
        self.best_k = np.full(len(arr.ids), -1)
        if need.size and lead_idx.size:
            b5 = self.b5

            def block(rows: np.ndarray, cols: np.ndarray) -> tuple[np.ndarray]:
                xy = arr.xy
                dist = np.hypot(xy[rows, 0][:, None] - xy[cols, 0][None, :],
                                xy[rows, 1][:, None] - xy[cols, 1][None, :])
                if not centre:
                    dist -= arr.edge_r[rows][:, None]
                    dist -= arr.edge_r[cols][None, :]
                    np.maximum(dist, 0.0, out=dist)
                    for a in np.flatnonzero(~arr.round[rows]).tolist():
                        dist[a, :] = arr.distances(np.full(cols.size, rows[a]), cols, False)
                    for b in np.flatnonzero(~arr.round[cols]).tolist():
                        dist[:, b] = arr.distances(rows, np.full(rows.size, cols[b]), False)
                if b5:
                    dist[arr.unit[rows][:, None] != arr.unit[cols][None, :]] = np.inf
                return (dist,)
            # a big table keeps the block between passes: only the moved figures' rows and columns again
            (dist,), _ = cached_block(arr, ("command", centre, b5), need, lead_idx, block)
            k = (kept_argmin(arr, ("command nearest", centre, b5), need, lead_idx, dist)
                 if dist.size >= blockcache.MIN_PAIRS else np.argmin(dist, axis=1))
            self.best_k[need] = k
            self.best_d[need] = dist[np.arange(need.size), k]

    def build(self, i: int) -> CommandStatus:
        arr, labels = self.arr, self.labels
        fid = arr.ids[i]
        if not arr.alive[i]:
            return CommandStatus(fid, "dead", None, None, False, "dead figures take no part", labels)
        if self.exempt[i]:
            return CommandStatus(fid, "exempt", None, None, False,
                                 exempt_reason(self.table._figures[fid], self.banzai), labels)
        if arr.leader[i]:
            return CommandStatus(fid, "leader", fid, 0.0, False, "an officer or flag bearer commands himself", labels)
        if not np.isfinite(self.best_d[i]):
            return CommandStatus(fid, "milling about", None, None, False,
                                 "no living leader" + (" of his platoon" if self.b5 else ""), labels)
        d = float(self.best_d[i])
        limit = R.COMMAND_RADIUS_IN
        ok = d <= limit
        lid = arr.ids[self.lead_idx[self.best_k[i]]]
        return CommandStatus(fid, "in command" if ok else "milling about", lid, d,
                             abs(d - limit) <= self.table.rulings.b28_margin_in + 1e-12,
                             f"{d:.2f}\" from {lid}" + (" (within 6\")" if ok else " (beyond 6\")"), labels)


class CommandList(Sequence):
    """Command statuses in figure order, each built on first access (a rules pass over many figures)."""

    def __init__(self, arrays: _CommandArrays):
        self._a = arrays
        self._idx = arrays.wanted.tolist()
        self._built: dict[int, CommandStatus] = {}
        self._flags: dict[str, tuple[bool, bool]] | None = None     # flagged(), worked out once
        self._lists: dict[int, list[CommandStatus]] = {}             # milling() / close_calls(), once

    def __len__(self) -> int:
        return len(self._idx)

    def __getitem__(self, k):
        if isinstance(k, slice):
            return tuple(self[j] for j in range(*k.indices(len(self))))
        i = self._idx[k]
        got = self._built.get(i)
        if got is None:
            got = self._built[i] = self._a.build(i)
        return got

    def flagged(self) -> dict[str, tuple[bool, bool]]:
        """{figure: (milling about, too close to call)} of the figures with either, from the arrays alone
        (a drag redraws these marks every frame: no status is built for the rest, issue 25)."""
        if self._flags is not None:
            return self._flags
        a = self._a
        arr, wanted = a.arr, a.wanted
        needs = arr.alive[wanted] & ~a.exempt[wanted] & ~arr.leader[wanted]
        d = a.best_d[wanted]
        milling = needs & ~(d <= R.COMMAND_RADIUS_IN)
        with np.errstate(invalid="ignore"):
            close = needs & np.isfinite(d) & (np.abs(d - R.COMMAND_RADIUS_IN) <= a.table.rulings.b28_margin_in + 1e-12)
        self._flags = {arr.ids[wanted[k]]: (bool(milling[k]), bool(close[k]))
                       for k in np.flatnonzero(milling | close).tolist()}
        return self._flags

    def needing(self) -> int:
        """How many of the figures need command (living, not exempt by B6, not leaders themselves)."""
        a = self._a
        w = a.wanted
        return int(np.count_nonzero(a.arr.alive[w] & ~a.exempt[w] & ~a.arr.leader[w]))

    def of(self, figures) -> list[CommandStatus]:
        """The statuses of ``figures`` (ids) that are in the list, in figure order."""
        where = {fid: k for k, fid in enumerate(self._a.arr.ids[i] for i in self._idx)} if len(figures) else {}
        return [self[k] for k in sorted(where[f] for f in set(figures) if f in where)]

    def milling(self) -> list[CommandStatus]:
        """The statuses of the figures milling about, in figure order (only those built)."""
        return self._those(0)

    def close_calls(self) -> list[CommandStatus]:
        """The statuses within the B28 margin of 6", in figure order (only those built)."""
        return self._those(1)

    def _those(self, which: int) -> list[CommandStatus]:
        got = self._lists.get(which)
        if got is None:
            flags = self.flagged()
            ids = self._a.arr.ids
            got = [self[k] for k, i in enumerate(self._idx) if flags.get(ids[i], (False, False))[which]] if flags else []
            self._lists[which] = got
        return list(got)

    def __eq__(self, other) -> bool:
        return isinstance(other, (Sequence,)) and len(self) == len(other) and all(a == b for a, b in zip(self, other))

    __hash__ = None


def _wanted(table: Table, only: list[str] | None) -> np.ndarray:
    arr = table.arrays()
    return np.arange(len(arr.ids)) if only is None else np.array(
        [arr.index[table.figure(fid).id] for fid in only], dtype=np.intp)


def command_list(table: Table, banzai: bool = False, only: list[str] | None = None) -> CommandList:
    """`command_status` as a lazy sequence: the distances at once, each status built when read."""
    return CommandList(_CommandArrays(table, banzai, _wanted(table, only)))


def command_status(table: Table, banzai: bool = False, only: list[str] | None = None) -> list[CommandStatus]:
    """Command of every figure (or of ``only``): Bataan I with B5, B6 and B1.

    A living officer or flag bearer who needs command gives it to himself (status "leader").
    """
    return list(command_list(table, banzai, only))


# --- blasts ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class BlastHit:
    figure: str
    side: str
    distance_in: float
    too_close_to_call: bool


@dataclass(frozen=True)
class Blast:
    x: float
    y: float
    radius_in: float
    hits: tuple[BlastHit, ...]        # nearest first
    near_misses: tuple[BlastHit, ...]  # just outside, within the B28 margin
    ruling: tuple[str, ...]
    rule: str = "B12/B13: figures within the radius of the point, nearest first"


def blast(table: Table, x: float, y: float, radius_in: float, side: str | None = None) -> Blast:
    """Living figures (of ``side`` if given) within ``radius_in`` of a point, nearest first (B1 distance)."""
    if not radius_in > 0:
        raise InputError(msg("the radius must be more than 0, not {0!r}", radius_in), "radius_in")
    arr = table.arrays()
    centre, b1 = _b1(table)
    mask = arr.alive.copy()
    if side is not None:
        mask &= arr.japanese if side == "japanese" else ~arr.japanese
    idx = np.flatnonzero(mask)
    d = arr.point_distances(x, y, idx, centre)
    margin = table.rulings.b28_margin_in
    near_enough = d <= radius_in + margin   # only these are named (the rest of the table is not sorted)
    idx, d = idx[near_enough], d[near_enough]
    order = np.lexsort((np.array(arr.ids, dtype=object)[idx].astype(str), d))
    hits, near = [], []
    for k in order:
        dk = float(d[k])
        f = table._figures[arr.ids[idx[k]]]
        h = BlastHit(f.id, f.side, dk, _close(dk, radius_in, table))
        if dk <= radius_in:
            hits.append(h)
        elif dk <= radius_in + margin:
            near.append(h)
    return Blast(x, y, radius_in, tuple(hits), tuple(near), (b1, table.rulings.label("B28")))


@dataclass(frozen=True)
class GrenadeVictims:
    """B13 on a 6: the American closest to the point, and a second one within 2"."""

    first: BlastHit | None
    second: BlastHit | None           # None when nobody qualifies
    second_distance_in: float | None  # from the first (default) or the point (toggle)
    too_close_to_call: bool
    ruling: tuple[str, ...]
    rule: str = "B13: 4-5 the closest American is hit; 6 also a second within 2\""


def japanese_grenade_victims(table: Table, x: float, y: float) -> GrenadeVictims:
    arr = table.arrays()
    centre, b1 = _b1(table)
    labels = (b1, table.rulings.label("B13"), table.rulings.label("B28"))
    idx = np.flatnonzero(arr.alive & ~arr.japanese)
    if idx.size == 0:
        return GrenadeVictims(None, None, None, False, labels)
    d = arr.point_distances(x, y, idx, centre)
    order = np.argsort(d, kind="stable")
    i0 = idx[order[0]]
    first = BlastHit(arr.ids[i0], "american", float(d[order[0]]),
                     len(order) > 1 and abs(float(d[order[1]] - d[order[0]])) <= table.rulings.b28_margin_in)
    rest = idx[order[1:]]
    if rest.size == 0:
        return GrenadeVictims(first, None, None, False, labels)
    if table.rulings.b13_second_near_point:
        d2 = d[order[1:]]
    else:
        d2 = arr.distances(np.full(rest.size, i0), rest, centre)
    k = int(np.argmin(d2))
    dk = float(d2[k])
    lim = R.JP_GRENADE_SECOND_RADIUS_IN
    second = BlastHit(arr.ids[rest[k]], "american", dk, _close(dk, lim, table)) if dk <= lim else None
    return GrenadeVictims(first, second, dk, _close(dk, lim, table), labels)


# --- contacts (B27) ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Contact:
    a: str
    b: str
    gap_in: float
    enemies: bool
    ruling: tuple[str, ...]
    rule: str = "B17/B27: bases touching (edge gap within the B27 setting) are in melee"
    too_close_to_call: bool = False  # B28: the gap is within the margin of the B27 setting
    touching: bool = True            # False: just apart, listed only because it is too close to call


_CONTACT_RULE = Contact.rule


def contact_pairs(table: Table, idx: np.ndarray | None = None,
                  gap: float | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Index pairs (i < j, or i in ``idx`` against all) of living figures whose edge gap <= ``gap``
    (the B27 setting unless given)."""
    arr = table.arrays()
    gap = table.rulings.b27_touch_gap_in if gap is None else float(gap)
    live = np.flatnonzero(arr.alive)
    src = live if idx is None else np.intersect1d(np.asarray(idx), live)
    if src.size == 0 or live.size < 2:
        return np.zeros(0, np.intp), np.zeros(0, np.intp), np.zeros(0)
    xy = arr.xy
    # strips along x as wide as the largest reach, each sorted by y: a figure can touch only figures in
    # its own strip and the two beside it, within its reach in y (no n x n matrix; issue 25: the x sweep
    # alone gave 600,000 candidates at 5,000 figures)
    rmax = float(arr.radius[live].max())
    reach_src = arr.radius[src] + rmax + gap
    w = 2.0 * rmax + gap
    x0, y0 = float(xy[live, 0].min()), float(xy[live, 1].min())
    span = float(xy[live, 1].max()) - y0 + 2.0 * float(reach_src.max()) + 1.0   # keys of one strip apart
    strip = np.floor((xy[:, 0] - x0) / w) if w > 0 else np.zeros(len(xy))
    if not float(strip[live].max()) * span < 1e9:     # too many strips for exact keys: one strip
        strip = np.zeros(len(xy))
    key = strip[live] * span + (xy[live, 1] - y0)
    order = np.argsort(key, kind="stable")
    keys, order = key[order], live[order]
    parts_a, parts_b = [], []
    for ds in (-1.0, 0.0, 1.0):
        base = (strip[src] + ds) * span + (xy[src, 1] - y0)
        pos = np.searchsorted(keys, base - reach_src - 1e-6, side="left")
        cnt = np.searchsorted(keys, base + reach_src + 1e-6, side="right") - pos
        a = np.repeat(np.arange(src.size), cnt)
        parts_a.append(a)
        parts_b.append(order[np.arange(a.size) - np.repeat(np.cumsum(cnt) - cnt, cnt) + np.repeat(pos, cnt)])
    a, b = np.concatenate(parts_a), np.concatenate(parts_b)
    i = src[a]
    reach = arr.radius[i] + arr.radius[b] + gap
    near = (np.abs(xy[i, 0] - xy[b, 0]) <= reach) & (np.abs(xy[i, 1] - xy[b, 1]) <= reach)
    near &= (i < b) if idx is None else (i != b)
    i, j = i[near], b[near]
    d = arr.distances(i, j, centre=False)
    keep = d <= gap + 1e-12
    return i[keep], j[keep], d[keep]


def contacts(table: Table, figure: str | None = None, near: bool = False) -> list[Contact]:
    """B27: every touching pair (or those touching ``figure``), always edge to edge, flagged (B28)
    when the gap is within the margin of the B27 setting. ``near``: also the pairs just apart but
    within the margin (``touching`` False), for the referee to decide."""
    arr = table.arrays()
    idx = None if figure is None else np.array([arr.index[table.figure(figure).id]])
    limit, margin = table.rulings.b27_touch_gap_in, table.rulings.b28_margin_in
    i, j, d = contact_pairs(table, idx, limit + margin if near else None)
    return sorted(contacts_of_pairs(table, i, j, d), key=lambda c: (c.a, c.b))


def contacts_of_pairs(table: Table, i: np.ndarray, j: np.ndarray, d: np.ndarray) -> list[Contact]:
    """The `Contact` of each index pair (i[k], j[k]) at edge gap d[k] (from `contact_pairs`)."""
    arr = table.arrays()
    limit = table.rulings.b27_touch_gap_in
    labels = (table.rulings.label("B27"), table.rulings.label("B28"))
    # the flags as arrays, the same tests as `_close` (issue 25: 7,700 contacts at 5,000 figures)
    d = np.asarray(d, dtype=float)
    enemies = (arr.japanese[i] != arr.japanese[j]).tolist()
    close = (np.abs(d - limit) <= table.rulings.b28_margin_in + 1e-12).tolist()
    touching = (d <= limit + 1e-12).tolist()
    ids, rule = arr.ids, _CONTACT_RULE
    return [Contact(ids[a], ids[b], g, e, labels, rule, c, t)
            for a, b, g, e, c, t in zip(i.tolist(), j.tolist(), d.tolist(), enemies, close, touching)]


#: above this many moved figures the kept contacts are worked out again whole
CONTACTS_REDO = 64


def kept_contacts(table: Table) -> tuple[Contact, ...]:
    """Every touching pair (B27, as `contacts(table)`), kept between passes and redone only
    around the figures moved since (issue 25: 5,000 figures hold thousands of contacts)."""
    arr = table.arrays()
    key = ("contacts", table.rulings)
    got = arr.block_cache.get(key)
    moved = np.flatnonzero(arr.moved_at > got[0]) if got is not None else None
    if got is not None and not moved.size:
        return got[1]                    # nothing moved since: the same contacts, in the same order
    if got is None or moved.size > CONTACTS_REDO:
        i, j, d = contact_pairs(table)                       # each pair once, i < j
        # (sort key, figure indices, contact): kept in order, so a move re-sorts nothing; ordered by the
        # ids' ranks (the ids' string order, ids unique) rather than by comparing strings
        rank = arr.id_rank
        o = np.lexsort((rank[j], rank[i]))
        i, j, d = i[o], j[o], d[o]
        ordered = [((c.a, c.b), a, b, c) for a, b, c in zip(i.tolist(), j.tolist(), contacts_of_pairs(table, i, j, d))]
    else:
        gone = set(moved.tolist())
        ordered = [e for e in got[2] if e[1] not in gone and e[2] not in gone]
        i, j, d = contact_pairs(table, moved)
        lo, hi = np.minimum(i, j), np.maximum(i, j)
        new: dict[tuple[int, int], Contact] = {}
        for a, b, c in zip(lo.tolist(), hi.tolist(), contacts_of_pairs(table, lo, hi, d)):
            new[(a, b)] = c                                  # a pair of two moved figures comes twice
        for (a, b), c in new.items():
            bisect.insort(ordered, ((c.a, c.b), a, b, c), key=lambda e: e[0])
    out = tuple(e[3] for e in ordered)
    arr.block_cache[key] = (arr.tick, out, ordered)
    return out


# --- spotting (B15) ---------------------------------------------------------------------------
@dataclass(frozen=True)
class Spotting:
    american: str
    spotted: bool
    already_revealed: bool
    by: str | None                   # the nearest Japanese within 2", or one with a sight line
    how: str                         # "fired earlier", "within 2\"", "sight line", ""
    distance_in: float | None        # to the nearest living Japanese figure
    too_close_to_call: bool
    ruling: tuple[str, ...]
    rule: str = "VI.C (B15): Japanese within 2\" spot an American; once revealed, always revealed"


def spotting(table: Table, sight_visible: np.ndarray | None = None,
             dist: np.ndarray | None = None, among: np.ndarray | None = None) -> list[Spotting]:
    """B15 for every living American (or only those of the figure indices ``among``: one shooter's
    targets need not every American's answer). ``sight_visible`` and ``dist`` (American x Japanese,
    living only, in index order: sight and B1 distances) may be passed in when already computed."""
    arr = table.arrays()
    centre, b1 = _b1(table)
    by_sight = table.rulings.b15_reveal_by_sight
    labels = (b1, table.rulings.label("B15"), table.rulings.label("B28"))
    us = np.flatnonzero(arr.alive & ~arr.japanese)
    if among is not None:
        us = np.intersect1d(us, np.asarray(among, dtype=np.intp))
    jp = np.flatnonzero(arr.alive & arr.japanese)
    if us.size == 0:
        return []
    if dist is not None:
        d = dist
    elif jp.size:
        d = arr.distances(np.repeat(us, jp.size), np.tile(jp, us.size), centre).reshape(us.size, jp.size)
    else:
        d = np.full((us.size, 0), np.inf)
    if by_sight and jp.size and sight_visible is None:
        from assistant.games.bataan.table.sight import sight_matrix
        sight_visible = sight_matrix(table, us, jp).visible
    lim = R.PROXIMITY_SPOT_IN
    out = []
    if not d.shape[1]:
        nearest = [-1] * us.size
    elif d.size >= blockcache.MIN_PAIRS and among is None and dist is not None:   # the rules pass's kept block
        nearest = kept_argmin(arr, ("spot nearest", centre), us, jp, d).tolist()
    else:
        nearest = np.argmin(d, axis=1).tolist()
    for r, i in enumerate(us.tolist()):
        fid = arr.ids[i]
        row = d[r]
        k = nearest[r]
        dn = float(row[k]) if k >= 0 else None
        close = dn is not None and _close(dn, lim, table)
        if arr.revealed[i]:
            out.append(Spotting(fid, True, True, None, "fired earlier", dn, False, labels))
        elif dn is not None and dn <= lim:
            out.append(Spotting(fid, True, False, arr.ids[jp[k]], "within 2\"", dn, close, labels))
        elif by_sight and not arr.entrenched[i] and sight_visible is not None and sight_visible[r].any():
            who = jp[np.flatnonzero(sight_visible[r])]
            seen = who[np.argmin(row[np.flatnonzero(sight_visible[r])])]
            out.append(Spotting(fid, True, False, arr.ids[seen], "sight line", dn, close, labels))
        else:
            out.append(Spotting(fid, False, False, None, "", dn, close, labels))
    return out
