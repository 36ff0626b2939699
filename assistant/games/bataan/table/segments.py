"""Exact jungle length along many segments at once, in numpy (no per-line GEOS overlay).

The jungle is a closed polygon (the table less the open ground, B3), so a segment's jungle length is
the total length of the pieces between consecutive crossings of the jungle's boundary that lie in
the jungle. For segments P[k]-Q[k]:

1. candidate boundary edges come from a uniform grid: the edges are bucketed by bounding box, the
   segments walk the cells they pass (a supercover, padded by a hair) -- every crossing lies in a
   cell both visit;
2. the crossing parameters of every (segment, candidate edge) pair are computed at once
   (segment-segment intersection, with a tolerance that only ever adds harmless extra breakpoints);
   an edge the segment runs along exactly adds its two ends and marks that stretch as boundary,
   which belongs to the (closed) jungle;
3. the parameters are sorted per segment and each sub-interval is classified by its midpoint with a
   vectorised point-in-polygon test against the prepared jungle; jungle sub-interval lengths are summed.

The answers equal ``LineString([p, q]).intersection(jungle).length`` to rounding (about 1e-12").
"""

from __future__ import annotations

import numpy as np
import shapely

from assistant.games.bataan.table import rasters
from assistant.games.bataan.table.clearance import FINE_IN, fine_clearance
from assistant.games.bataan.table.rasters import _expand, boundary_edges, fan_edges, scanline_parity  # noqa: F401 (re-exported)
from assistant.games.bataan.table.robust import overlay, snap_tiny

CELL_IN = 2.0        # grid cell for the edge buckets
PAD = 1e-9           # padding (cells, inches) so that nothing on a cell border is missed
NEAR_IN = 1e-9       # an edge this near the segment's line all along runs along it (exactly, or a sliver for GEOS)


class SegmentIndex:
    """The jungle's boundary edges bucketed on a grid, and the prepared jungle, for `lengths`."""

    def __init__(self, jungle, width_in: float, height_in: float, cell_in: float = CELL_IN,
                 classes: np.ndarray | None = None):
        self.jungle = jungle
        shapely.prepare(jungle)
        self.cell = float(cell_in)
        self.nx = max(int(np.ceil(width_in / cell_in)), 1)
        self.ny = max(int(np.ceil(height_in / cell_in)), 1)
        self.edges = boundary_edges(jungle)
        self.empty = jungle.is_empty
        e = self.edges / self.cell
        if len(e):
            i0 = np.clip(np.floor(np.minimum(e[:, 0], e[:, 2]) - PAD), 0, self.nx - 1).astype(np.intp)
            i1 = np.clip(np.floor(np.maximum(e[:, 0], e[:, 2]) + PAD), 0, self.nx - 1).astype(np.intp)
            j0 = np.clip(np.floor(np.minimum(e[:, 1], e[:, 3]) - PAD), 0, self.ny - 1).astype(np.intp)
            j1 = np.clip(np.floor(np.maximum(e[:, 1], e[:, 3]) + PAD), 0, self.ny - 1).astype(np.intp)
            ci, ca = _expand(i1 - i0 + 1)
            cj_count = (j1 - j0 + 1)[ci]
            k, cb = _expand(cj_count)
            edge = ci[k]
            cell = (i0[edge] + ca[k]) * self.ny + (j0[edge] + cb)
            order = np.argsort(cell, kind="stable")
            self.cell_edges = edge[order]
            counts = np.bincount(cell, minlength=self.nx * self.ny)
        else:
            self.cell_edges = np.zeros(0, np.intp)
            counts = np.zeros(self.nx * self.ny, np.intp)
        self.cell_count = counts
        self.cell_start = np.concatenate(([0], np.cumsum(counts)[:-1]))
        self._raster(width_in, height_in, classes)

    def _raster(self, width_in: float, height_in: float, classes: np.ndarray | None) -> None:
        """Per FINE_IN cell (rows = y): 1 jungle, 0 open, -1 touched by an edge (ask the polygon); the
        terrain's fine clearance raster's classes when given (`segment_index`), else built alike."""
        self.r = FINE_IN
        self.rnx = max(int(np.ceil(width_in / FINE_IN)), 1)
        self.rny = max(int(np.ceil(height_in / FINE_IN)), 1)
        if classes is None:
            classes = rasters.class_cells(self.edges, self.edges, FINE_IN, self.rnx, self.rny, self.empty)
        self.raster = classes.ravel()

    def classify(self, x: np.ndarray, y: np.ndarray) -> np.ndarray:
        """Jungle (closed) at points: from the raster where it knows, else the prepared polygon."""
        i = np.clip((x * (1.0 / self.r)).astype(np.intp), 0, self.rnx - 1)
        j = np.clip((y * (1.0 / self.r)).astype(np.intp), 0, self.rny - 1)
        c = self.raster[j * self.rnx + i]
        out = c == 1
        ask = np.flatnonzero(c < 0)
        if ask.size:
            out[ask] = shapely.intersects_xy(self.jungle, x[ask], y[ask])
        return out

    # --- candidates ---------------------------------------------------------------------------
    def _cells(self, P: np.ndarray, Q: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(segment index, cell id) for every grid cell each segment passes (padded supercover)."""
        u0, v0 = P[:, 0] / self.cell, P[:, 1] / self.cell
        u1, v1 = Q[:, 0] / self.cell, Q[:, 1] / self.cell
        xmajor = np.abs(u1 - u0) >= np.abs(v1 - v0)
        # walk along the major axis: a = major coordinate, b = minor
        a0 = np.where(xmajor, u0, v0)
        a1 = np.where(xmajor, u1, v1)
        b0 = np.where(xmajor, v0, u0)
        b1 = np.where(xmajor, v1, u1)
        swap = a1 < a0
        a0, a1 = np.where(swap, a1, a0), np.where(swap, a0, a1)
        b0, b1 = np.where(swap, b1, b0), np.where(swap, b0, b1)
        na = np.where(xmajor, self.nx, self.ny)
        nb = np.where(xmajor, self.ny, self.nx)
        da = a1 - a0
        slope = np.divide(b1 - b0, da, out=np.zeros_like(da), where=da > 0)
        c0 = np.clip(np.floor(a0 - PAD), 0, na - 1).astype(np.intp)
        c1 = np.clip(np.floor(a1 + PAD), 0, na - 1).astype(np.intp)
        seg, off = _expand(c1 - c0 + 1)
        col = c0[seg] + off
        lo_a = np.maximum(col, a0[seg])
        hi_a = np.minimum(col + 1.0, a1[seg])
        hi_a = np.maximum(hi_a, lo_a)
        vb_lo = b0[seg] + (lo_a - a0[seg]) * slope[seg]
        vb_hi = b0[seg] + (hi_a - a0[seg]) * slope[seg]
        nbs = nb[seg]
        r0 = np.clip(np.floor(np.minimum(vb_lo, vb_hi) - PAD), 0, nbs - 1).astype(np.intp)
        r1 = np.clip(np.floor(np.maximum(vb_lo, vb_hi) + PAD), 0, nbs - 1).astype(np.intp)
        k, roff = _expand(r1 - r0 + 1)
        seg2 = seg[k]
        colk = col[k]
        row = r0[k] + roff
        xm = xmajor[seg2]
        cell = np.where(xm, colk * self.ny + row, row * self.ny + colk)
        return seg2, cell

    def candidates(self, P: np.ndarray, Q: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(segment index, edge index) pairs that may cross (duplicates possible)."""
        seg, cell = self._cells(P, Q)
        cnt = self.cell_count[cell]
        keep = cnt > 0
        seg, cell, cnt = seg[keep], cell[keep], cnt[keep]
        k, off = _expand(cnt)
        return seg[k], self.cell_edges[self.cell_start[cell[k]] + off]

    # --- lengths ------------------------------------------------------------------------------
    def lengths(self, P: np.ndarray, Q: np.ndarray, chunk: int = 20000) -> np.ndarray:
        """Jungle length along each segment P[k]-Q[k] (inches), exactly."""
        # coordinates within TINY_IN of 0 as 0, as the model holds them (robust.snap_tiny): GEOS mis-measures
        # lines through subnormals ((5e-324, 0.5)-(0, 2.07) along the table's edge measured 0.5" of jungle)
        P = snap_tiny(P).reshape(-1, 2)
        Q = snap_tiny(Q).reshape(-1, 2)
        n = len(P)
        if n > chunk:
            return np.concatenate([self.lengths(P[s:s + chunk], Q[s:s + chunk], chunk) for s in range(0, n, chunk)])
        L = np.hypot(Q[:, 0] - P[:, 0], Q[:, 1] - P[:, 1])
        if n == 0 or self.empty:
            return np.zeros(n)
        seg, edge = self.candidates(P, Q)
        px, py = P[seg, 0], P[seg, 1]
        dx, dy = Q[seg, 0] - px, Q[seg, 1] - py
        E = self.edges[edge]
        ax, ay = E[:, 0], E[:, 1]
        ex, ey = E[:, 2] - ax, E[:, 3] - ay
        wx, wy = ax - px, ay - py
        den = dx * ey - dy * ex
        num_t = wx * ey - wy * ex                    # t = cross(w, e) / cross(d, e)
        num_s = wx * dy - wy * dx                    # s = cross(w, d) / cross(d, e)
        scale = np.hypot(dx, dy) * np.hypot(ex, ey)
        parallel = np.abs(den) <= 1e-14 * scale
        with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
            t = num_t / den
            s = num_s / den
        tol = 1e-9
        # edges that run along the segment: both edge ends within NEAR_IN of the segment's line, or
        # both segment ends within NEAR_IN of the edge's line, overlapping it. Exactly collinear
        # (decided in rational arithmetic, as GEOS's robust predicates would): a boundary stretch,
        # which belongs to the (closed) jungle. Otherwise the sliver between them is thinner than a
        # midpoint's rounding and the crossing is ill-conditioned: GEOS's overlay decides the segment
        dd = dx * dx + dy * dy
        with np.errstate(divide="ignore", invalid="ignore"):
            ln, en = np.sqrt(dd), np.hypot(ex, ey)
            ends_on_line = ((np.abs(wx * dy - wy * dx) <= NEAR_IN * ln)
                            & (np.abs((wx + ex) * dy - (wy + ey) * dx) <= NEAR_IN * ln))
            on_edge_line = (np.abs(num_t) <= NEAR_IN * en) & (np.abs(num_t - den) <= NEAR_IN * en)
            ta = (wx * dx + wy * dy) / dd
            tb = ((wx + ex) * dx + (wy + ey) * dy) / dd
        along = (dd > 0) & (ends_on_line | on_edge_line)
        along &= np.maximum(np.minimum(ta, tb), 0.0) < np.minimum(np.maximum(ta, tb), 1.0)
        hit = ~parallel & ~along & (t >= -tol) & (t <= 1 + tol) & (s >= -tol) & (s <= 1 + tol)
        bseg = [seg[hit], np.arange(n), np.arange(n)]
        bt = [np.clip(t[hit], 0.0, 1.0), np.zeros(n), np.ones(n)]
        idx = np.flatnonzero(along)
        sliver = np.zeros(0, np.intp)
        if idx.size:
            exact = np.array([_collinear(P[sg], Q[sg], self.edges[ed])
                              for sg, ed in zip(seg[idx].tolist(), edge[idx].tolist())], dtype=bool)
            sliver = np.unique(seg[idx[~exact]])
            idx = idx[exact]
        t_lo = np.clip(np.minimum(ta[idx], tb[idx]), 0.0, 1.0)
        t_hi = np.clip(np.maximum(ta[idx], tb[idx]), 0.0, 1.0)
        ok = t_hi > t_lo
        on_seg, on_lo, on_hi = seg[idx][ok], t_lo[ok], t_hi[ok]
        bseg += [on_seg, on_seg]
        bt += [on_lo, on_hi]
        bseg = np.concatenate(bseg)
        bt = np.concatenate(bt)
        order = np.lexsort((bt, bseg))
        bseg, bt = bseg[order], bt[order]
        same = bseg[1:] == bseg[:-1]
        s_of = bseg[:-1][same]
        ta_, tb_ = bt[:-1][same], bt[1:][same]
        piece = (tb_ - ta_) * L[s_of]
        real = piece > 0
        s_of, ta_, tb_, piece = s_of[real], ta_[real], tb_[real], piece[real]
        tm = 0.5 * (ta_ + tb_)
        mx = P[s_of, 0] + (Q[s_of, 0] - P[s_of, 0]) * tm
        my = P[s_of, 1] + (Q[s_of, 1] - P[s_of, 1]) * tm
        jungle = self.classify(mx, my)
        if on_seg.size:
            # a sub-interval inside a stretch that runs along the boundary is jungle (closed set)
            for a, lo_, hi_ in zip(on_seg.tolist(), on_lo.tolist(), on_hi.tolist()):
                inside = (s_of == a) & (tm >= lo_) & (tm <= hi_)
                jungle |= inside
        out = np.bincount(s_of, weights=np.where(jungle, piece, 0.0), minlength=n)[:n]
        if sliver.size:
            out[sliver] = _overlay_lengths(self.jungle, P[sliver], Q[sliver])
        return out


def _overlay_lengths(jungle, P: np.ndarray, Q: np.ndarray) -> np.ndarray:
    """Jungle length along P[k]-Q[k] by GEOS's overlay (the few segments the kernel cannot decide)."""
    lines = shapely.linestrings(np.stack([P, Q], axis=1))
    same = (P == Q).all(axis=1)
    out = shapely.length(overlay(shapely.intersection, lines, jungle))
    out[same] = 0.0
    return out


def _collinear(p, q, e) -> bool:
    """Both ends of edge e lie exactly on the line through p and q (exact rational arithmetic)."""
    from fractions import Fraction as F
    px, py, qx, qy = F(float(p[0])), F(float(p[1])), F(float(q[0])), F(float(q[1]))
    dx, dy = qx - px, qy - py
    return all((F(float(x)) - px) * dy - (F(float(y)) - py) * dx == 0 for x, y in ((e[0], e[1]), (e[2], e[3])))


def segment_index(terrain) -> SegmentIndex:
    """The terrain's `SegmentIndex` (built once per terrain; terrain is immutable). Its point classes
    are the fine clearance raster's (one raster per terrain, carried over edits)."""
    got = terrain.cache.get("segment_index")
    if got is None:
        got = terrain.cache["segment_index"] = SegmentIndex(terrain.jungle, terrain.width_in, terrain.height_in,
                                                            classes=fine_clearance(terrain).klass)
    return got


def jungle_lengths(terrain, P: np.ndarray, Q: np.ndarray) -> np.ndarray:
    """Exact jungle length along segments P[k]-Q[k] on ``terrain`` (see the module docstring)."""
    return segment_index(terrain).lengths(P, Q)


# --- fans: many segments from few centres (a sight matrix) ------------------------------------------
FAN_TOL = 1e-9        # crossing parameters this near 0 or 1 (or a near-parallel edge): degenerate, ask `lengths`
FAN_ANGLE_EPS = 1e-9  # angular slack (radians) when finding the edges a segment may cross
FAN_SEARCH_SPLIT = 400  # up to this many centres, each searches its own keys (a Python loop)


def fan_lengths(edges: np.ndarray, xy: np.ndarray, centre: np.ndarray, other: np.ndarray,
                in_jungle: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Jungle length along xy[centre[k]] -> xy[other[k]] for segments that share few centres.

    Returns (lengths, ok); where ``ok`` is False the segment is degenerate for this method (it runs
    through a vertex, along an edge, or starts or ends on the jungle's edge) and must be measured by
    `SegmentIndex.lengths`. ``in_jungle`` says per point whether it lies in the jungle (exact for
    points off the jungle's edge; points on it make their segments not ok).

    With the edges oriented so that the jungle is on their left, a segment P->Q of length L that
    crosses the boundary at parameters t_i (entering the jungle: +1, leaving: -1) has
    jungle length = L * (in_jungle(Q) - sum_i t_i * sign_i), and in_jungle(P) + sum_i sign_i must
    equal in_jungle(Q) (checked: a segment that fails the check is not ok). The edges a segment may
    cross are those whose angular extent, seen from its centre, holds the segment's direction: one
    sort of the segments by (centre, angle) and two binary searches per (centre, edge) list them all,
    with no grid walk and no false candidates beyond the segment's far end. Coordinates within
    TINY_IN of 0 are 0, as the model holds them (`robust.snap_tiny`; ``in_jungle`` is of those points).
    """
    xy = snap_tiny(xy)
    n = int(centre.size)
    out = np.zeros(n)
    ok = np.ones(n, dtype=bool)
    if n == 0 or len(edges) == 0:
        if n:
            L = np.hypot(*(xy[other] - xy[centre]).T)
            out[:] = np.where(in_jungle[other], L, 0.0)
            ok[:] = in_jungle[other] == in_jungle[centre]
        return out, ok
    present = np.zeros(len(xy), dtype=bool)
    present[centre] = True
    cen = np.flatnonzero(present)
    nce, ne = cen.size, len(edges)
    cinv = (np.cumsum(present) - 1)[centre]
    C = xy[cen]
    px, py = xy[centre, 0], xy[centre, 1]
    dx, dy = xy[other, 0] - px, xy[other, 1] - py
    # lines sorted by (centre, angle), every angle listed twice (theta, theta + 2 pi), so that one
    # search per (centre, edge) finds the lines in the edge's angular extent, which may pass pi
    span = 16.0                                  # > 4 pi + slack: one key range per centre
    key = np.arctan2(dy, dx)
    key += cinv * span
    order = np.argsort(key)
    per = np.bincount(cinv, minlength=nce)
    first = np.cumsum(per) - per                 # each centre's first line in `order`
    sc = cinv[order]
    pos = np.arange(n) + first[sc]               # where a line's first key goes in the doubled array
    dkey = np.empty(2 * n)
    dline = np.empty(2 * n, dtype=np.intp)
    st = key[order]
    dkey[pos] = st
    dkey[pos + per[sc]] = st + 2 * np.pi
    dline[pos] = order
    dline[pos + per[sc]] = order
    # the angular extent of every edge seen from every centre: [a, b], b - a <= pi (+ slack)
    ax = edges[:, 0][None, :] - C[:, 0:1]        # edge start less centre: per (centre, edge)
    ay = edges[:, 1][None, :] - C[:, 1:2]
    a1 = np.arctan2(ay, ax)
    a2 = np.arctan2(edges[:, 3][None, :] - C[:, 1:2], edges[:, 2][None, :] - C[:, 0:1])
    lo = np.minimum(a1, a2)
    hi = np.maximum(a1, a2)
    wrap = hi - lo > np.pi
    a = np.where(wrap, hi, lo)
    a -= FAN_ANGLE_EPS
    b = np.where(wrap, lo + 2 * np.pi, hi)
    b += FAN_ANGLE_EPS
    # a query starting below -pi is the same directions 2 pi on (then a in [-pi, pi), b < a + 2 pi)
    under = a < -np.pi
    shift = np.arange(nce, dtype=float)[:, None] * span + np.where(under, 2 * np.pi, 0.0)
    a += shift
    b += shift
    if nce <= FAN_SEARCH_SPLIT:
        # per centre: a search in its own few keys is about twice as fast as in all of them
        s0 = np.empty((nce, ne), dtype=np.intp)
        s1 = np.empty((nce, ne), dtype=np.intp)
        lo_k = 2 * first
        hi_k = lo_k + 2 * per
        for c in range(nce):
            keys = dkey[lo_k[c]:hi_k[c]]
            s0[c] = keys.searchsorted(a[c], side="left")
            s1[c] = keys.searchsorted(b[c], side="right")
        s1 -= s0
        s0 += lo_k[:, None]
        s0 = s0.ravel()
        s1 = s1.ravel()
    else:
        s0 = np.searchsorted(dkey, a.ravel(), side="left")
        s1 = np.searchsorted(dkey, b.ravel(), side="right")
        s1 -= s0
    own, off = _expand(s1)                       # own: flat (centre, edge) index
    line = dline[s0[own] + off]
    ex_ = edges[:, 2] - edges[:, 0]
    ey_ = edges[:, 3] - edges[:, 1]
    len_line = np.sqrt(dx * dx + dy * dy)
    # an edge wholly farther from the centre than the line is long is neither crossed nor near it
    # (t > 1 on its line, its ends' projections beyond the line's end): not a candidate (issue 25:
    # a third of the candidates; the margin keeps every edge the tolerances below could touch)
    reach = _centre_edge_distance(ax, ay, ex_, ey_).ravel()
    keep = reach[own] <= len_line[line] * (1.0 + 1e-6) + 1e-6
    own, line = own[keep], line[keep]
    edge = own % ne
    # exact crossing parameters (t along the segment, s along the edge); per (centre, edge) the
    # edge start less the centre (w) and cross(w, e), per edge e
    ncr = (ax * ey_[None, :] - ay * ex_[None, :]).ravel()
    wx = ax.ravel()[own]
    wy = ay.ravel()[own]
    ex = ex_[edge]
    ey = ey_[edge]
    ldx, ldy = dx[line], dy[line]
    den = ldx * ey - ldy * ex
    ncw = ncr[own]
    with np.errstate(divide="ignore", invalid="ignore", over="ignore"):
        t = ncw / den
        c1 = wx * ldy - wy * ldx
        s = c1 / den
    lo_t, hi_t = FAN_TOL, 1.0 - FAN_TOL
    clean = (t > lo_t) & (t < hi_t) & (s > lo_t) & (s < hi_t)
    near = (t >= -FAN_TOL) & (t <= 1.0 + FAN_TOL) & (s >= -FAN_TOL) & (s <= 1.0 + FAN_TOL)
    lnorm = (np.abs(dx) + np.abs(dy)) * 1e-12
    enorm = np.abs(ex_) + np.abs(ey_)
    parallel = ~(np.abs(den) > lnorm[line] * enorm[edge])
    # an edge near the line all along it (or the line near the edge's line): ill-conditioned, ask `lengths`;
    # worked out only where the edge's start is near the line or the centre near the edge's line
    llen = len_line[line]
    elen = np.hypot(ex_, ey_)[edge]
    maybe = np.flatnonzero((np.abs(c1) <= NEAR_IN * llen) | (np.abs(ncw) <= NEAR_IN * elen))
    along = np.zeros(own.size, dtype=bool)
    if maybe.size:
        wx_, wy_, ex2, ey2, ldx_, ldy_ = wx[maybe], wy[maybe], ex[maybe], ey[maybe], ldx[maybe], ldy[maybe]
        ll, el, nc, dn = llen[maybe], elen[maybe], ncw[maybe], den[maybe]
        al = (((np.abs(c1[maybe]) <= NEAR_IN * ll)
               & (np.abs((wx_ + ex2) * ldy_ - (wy_ + ey2) * ldx_) <= NEAR_IN * ll))
              | ((np.abs(nc) <= NEAR_IN * el) & (np.abs(nc - dn) <= NEAR_IN * el)))
        with np.errstate(divide="ignore", invalid="ignore"):
            ta = (wx_ * ldx_ + wy_ * ldy_) / (ll * ll)
            tb = ((wx_ + ex2) * ldx_ + (wy_ + ey2) * ldy_) / (ll * ll)
        al &= np.maximum(np.minimum(ta, tb), 0.0) < np.minimum(np.maximum(ta, tb), 1.0)
        along[maybe] = al
    bad = (near & ~clean) | parallel | along
    hit = clean & ~parallel
    hl = line[hit]
    sign = np.where(den[hit] < 0, 1.0, -1.0)      # den = cross(d, e) < 0: d crosses e from its right: entering
    sum_t = np.bincount(hl, weights=t[hit] * sign, minlength=n)
    sum_s = np.bincount(hl, weights=sign, minlength=n)
    qin = in_jungle[other].astype(float)
    ok = (in_jungle[centre].astype(float) + sum_s == qin)
    if bad.any():
        ok[line[bad]] = False
    out = len_line * (qin - sum_t)
    return out, ok


def _centre_edge_distance(ax: np.ndarray, ay: np.ndarray, ex: np.ndarray, ey: np.ndarray) -> np.ndarray:
    """Per (centre, edge): the distance from the centre to the edge, less a hair (a lower bound), where
    (ax, ay) is the edge's start less the centre (centres x edges) and (ex, ey) the edge (per edge)."""
    ee = ex * ex + ey * ey
    with np.errstate(divide="ignore", invalid="ignore"):
        u = np.clip(-(ax * ex + ay * ey) / ee, 0.0, 1.0)
    u = np.where(ee > 0, u, 0.0)
    px = ax + u * ex
    py = ay + u * ey
    return np.sqrt(px * px + py * py) * (1.0 - 1e-9) - 1e-9
