"""Raster building blocks for the sight kernels, and carrying a terrain's rasters over an edit (issue #17, 6).

A `Terrain` is immutable: an edit (a reshape drag moves one vertex of a clearing) builds a new one,
whose caches start empty. Rebuilding the rasters from nothing took most of a frame several times
over (the issue: 74-99 ms; a fine clearance raster and a 0.5" exact-distance grid). `carry_over`
instead gives the new terrain the old one's rasters, redone only where the jungle's outline changed:

1. the two jungles' boundary edges are compared as sets of undirected segments (exact floats); the
   box around the edges that differ is the only place where a cell's class (jungle / open, from the
   parity of edge crossings along its row) or an edge's cells can have changed: outside it the edges
   are the same, and the edges that differ form closed rings inside the box, which cross any row an
   even number of times;
2. a cell's clearance is its distance to the nearest edge cell, capped at ``CAP`` cells
   (`capped_sq_distance`, exact integer squares), so it changes only within CAP cells of the box,
   and is found from the edge cells within 2 CAP cells of it;
3. so the new raster is the old one with the box (class and edge cells) and the box grown by CAP
   (clearances) computed again by the very code that builds a whole raster: the result is equal,
   value for value, to a raster built from nothing (tests/games/bataan/table/test_table_rasters.py).

If the edges differ all over (another table, or GEOS renoded everything) the box is the whole table
and the result is a full build. Rasters the old terrain never built are left to be built when asked.
"""

from __future__ import annotations

import weakref

from dataclasses import dataclass

import numpy as np
import shapely

PAD = 1e-7     # supercover padding (cells): a segment on a cell border marks the cells on both sides


def _expand(counts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For counts c: (owner index repeated c[i] times, 0..c[i]-1 within each owner)."""
    counts = np.asarray(counts, dtype=np.intp)
    counts = np.maximum(counts, 0)
    owner = np.repeat(np.arange(counts.size), counts)
    starts = np.cumsum(counts) - counts
    return owner, np.arange(owner.size) - starts[owner]


def boundary_edges(poly) -> np.ndarray:
    """All ring edges of a polygon or multipolygon as an (E, 4) array ax, ay, bx, by (ring by ring)."""
    rings = shapely.get_rings(shapely.get_parts(poly))
    if not len(rings):
        return np.zeros((0, 4))
    c, ring = shapely.get_coordinates(rings, return_index=True)
    same = ring[1:] == ring[:-1]
    e = np.hstack([c[:-1][same], c[1:][same]])
    return e[(e[:, 0] != e[:, 2]) | (e[:, 1] != e[:, 3])]


def jungle_edges(terrain) -> np.ndarray:
    """The jungle's boundary edges oriented with the jungle on their left (cached with the terrain):
    the class raster's rings, and with those on the table's border left out, `fan_edges`."""
    got = terrain.cache.get("jungle_edges")
    if got is None:
        jungle = terrain.jungle
        got = boundary_edges(shapely.orient_polygons(jungle, exterior_cw=False)) if not jungle.is_empty \
            else np.zeros((0, 4))
        terrain.cache["jungle_edges"] = got
    return got


def fan_edges(terrain) -> np.ndarray:
    """`jungle_edges` less those on the table's border (a segment inside the table never crosses
    them), as (E, 4); cached with the terrain."""
    got = terrain.cache.get("fan_edges")
    if got is None:
        e = jungle_edges(terrain)
        w, h = terrain.width_in, terrain.height_in
        border = (((e[:, 0] == 0) & (e[:, 2] == 0)) | ((e[:, 0] == w) & (e[:, 2] == w))
                  | ((e[:, 1] == 0) & (e[:, 3] == 0)) | ((e[:, 1] == h) & (e[:, 3] == h)))
        got = terrain.cache["fan_edges"] = np.ascontiguousarray(e[~border])
    return got


def scanline_parity(e: np.ndarray, r: float, nx: int, ny: int, rows: tuple[int, int] | None = None) -> np.ndarray:
    """(rows = y, columns = x) int8 raster of r-inch cells: 1 where a cell centre is inside the rings
    whose edges are ``e`` (rows x0, y0, x1, y1), by even-odd parity along each row of centres.
    ``rows`` = (j0, j1): only rows j0 <= j < j1 (the same values as those rows of the whole raster)."""
    j_lo, j_hi = (0, ny) if rows is None else rows
    cls = np.zeros((j_hi - j_lo, nx + 1), dtype=np.int32)
    yc = (np.arange(ny) + 0.5) * r
    ylo, yhi = np.minimum(e[:, 1], e[:, 3]), np.maximum(e[:, 1], e[:, 3])
    j0 = np.clip(np.ceil(ylo / r - 0.5), j_lo, j_hi).astype(np.intp)
    j1 = np.clip(np.ceil(yhi / r - 0.5), j_lo, j_hi).astype(np.intp)   # rows j0 <= j < j1
    k, off = _expand(j1 - j0)
    row = j0[k] + off
    y = yc[row]
    keep = (y >= ylo[k]) & (y < yhi[k])
    k, row, y = k[keep], row[keep], y[keep]
    ek = e[k]
    x = ek[:, 0] + (y - ek[:, 1]) * (ek[:, 2] - ek[:, 0]) / (ek[:, 3] - ek[:, 1])
    first = np.clip(np.ceil(x / r - 0.5), 0, nx).astype(np.intp)
    np.add.at(cls, (row - j_lo, first), 1)
    return (np.cumsum(cls, axis=1)[:, :-1] % 2).astype(np.int8)


def supercover(A: np.ndarray, B: np.ndarray, nx: int, ny: int) -> tuple[np.ndarray, np.ndarray]:
    """(column, row) of every unit cell that segments A[k]-B[k] (in cell units) pass, padded by a hair
    so that a segment on a cell border marks the cells on both sides."""
    pad = PAD
    xmajor = np.abs(B[:, 0] - A[:, 0]) >= np.abs(B[:, 1] - A[:, 1])
    a0 = np.where(xmajor, A[:, 0], A[:, 1])
    a1 = np.where(xmajor, B[:, 0], B[:, 1])
    b0 = np.where(xmajor, A[:, 1], A[:, 0])
    b1 = np.where(xmajor, B[:, 1], B[:, 0])
    swap = a1 < a0
    a0, a1 = np.where(swap, a1, a0), np.where(swap, a0, a1)
    b0, b1 = np.where(swap, b1, b0), np.where(swap, b0, b1)
    na = np.where(xmajor, nx, ny)
    nb = np.where(xmajor, ny, nx)
    da = a1 - a0
    slope = np.divide(b1 - b0, da, out=np.zeros_like(da), where=da > 0)
    c0 = np.clip(np.floor(a0 - pad), 0, na - 1).astype(np.intp)
    c1 = np.clip(np.floor(a1 + pad), 0, na - 1).astype(np.intp)
    seg, off = _expand(c1 - c0 + 1)
    col = c0[seg] + off
    lo_a = np.clip(col - pad, a0[seg], a1[seg])
    hi_a = np.clip(col + 1.0 + pad, a0[seg], a1[seg])
    vb_lo = b0[seg] + (lo_a - a0[seg]) * slope[seg]
    vb_hi = b0[seg] + (hi_a - a0[seg]) * slope[seg]
    nbs = nb[seg]
    r0 = np.clip(np.floor(np.minimum(vb_lo, vb_hi) - pad), 0, nbs - 1).astype(np.intp)
    r1 = np.clip(np.floor(np.maximum(vb_lo, vb_hi) + pad), 0, nbs - 1).astype(np.intp)
    k, roff = _expand(r1 - r0 + 1)
    s2, ck, rk = seg[k], col[k], r0[k] + roff
    xm = xmajor[s2]
    return np.where(xm, ck, rk), np.where(xm, rk, ck)


def class_cells(edges: np.ndarray, touch: np.ndarray, r: float, nx: int, ny: int, empty: bool,
                window: tuple[int, int, int, int] | None = None) -> np.ndarray:
    """Classes of the r-inch cells (rows = y, columns = x) in ``window`` = (i0, i1, j0, j1) (default: all
    nx x ny): 1 jungle, 0 open (parity of ``edges``, the jungle's rings, at the cell's centre), -1 where an
    edge of ``touch`` passes (its padded supercover). A window's values are those of the whole raster."""
    i0, i1, j0, j1 = (0, nx, 0, ny) if window is None else window
    if not len(edges):
        return np.full((j1 - j0, i1 - i0), 0 if empty else 1, dtype=np.int8)
    sub = scanline_parity(edges, r, nx, ny, rows=(j0, j1))[:, i0:i1]
    if len(touch):
        t = touch / r
        if window is not None:      # the edges whose cells can fall in the window (padded by a cell)
            near = ((np.minimum(t[:, 0], t[:, 2]) <= i1 + 1) & (np.maximum(t[:, 0], t[:, 2]) >= i0 - 1)
                    & (np.minimum(t[:, 1], t[:, 3]) <= j1 + 1) & (np.maximum(t[:, 1], t[:, 3]) >= j0 - 1))
            t = t[near]
        col, row = supercover(t[:, :2], t[:, 2:], nx, ny)
        inside = (col >= i0) & (col < i1) & (row >= j0) & (row < j1)
        sub[row[inside] - j0, col[inside] - i0] = -1
    return sub


def capped_sq_distance(seeds: np.ndarray, cap: int, block: tuple[int, int, int, int] | None = None) -> np.ndarray:
    """min(d^2, cap^2) per cell, d the Euclidean distance (cells, centre to centre) to the nearest True
    cell of ``seeds``; int16, exact (cap at most 120); for the cells of ``block`` = (a0, a1, b0, b1)
    (rows a0 <= a < a1 along axis 0, b0 <= b < b1 along axis 1), default all.

    Separable: the distance along axis 0 to the nearest seed (capped at cap + 1), then along axis 1
    the least g^2 + k^2 over |k| <= cap. A value at most cap^2 comes from a seed within cap cells in
    both directions, so a window of the seeds grown by cap on every side gives the same values."""
    na, nb = seeds.shape
    a0, a1, b0, b1 = (0, na, 0, nb) if block is None else block
    big = cap + 1
    rows = np.arange(na, dtype=np.int32)[:, None]
    far = np.int32(4 * (na + nb + big))
    last = np.maximum.accumulate(np.where(seeds, rows, -far), axis=0)[a0:a1]
    nxt = np.minimum.accumulate(np.where(seeds, rows, far)[::-1], axis=0)[::-1][a0:a1]
    r = rows[a0:a1]
    g = np.minimum(r - last, nxt - r)
    np.minimum(g, big, out=g)
    g2 = (g * g).astype(np.int16)
    d2 = g2[:, b0:b1].copy()
    tmp = np.empty_like(d2)
    for k in range(1, cap + 1):
        kk = np.int16(k * k)
        lo = max(b0, k)                      # cells b >= lo take the seed column b - k
        if lo < b1:
            t = tmp[:, :b1 - lo]
            np.add(g2[:, lo - k:b1 - k], kk, out=t)
            np.minimum(d2[:, lo - b0:], t, out=d2[:, lo - b0:])
        hi = min(b1, nb - k)                 # cells b < hi take the seed column b + k
        if hi > b0:
            t = tmp[:, :hi - b0]
            np.add(g2[:, b0 + k:hi + k], kk, out=t)
            np.minimum(d2[:, :hi - b0], t, out=d2[:, :hi - b0])
        if lo >= b1 and hi <= b0:
            break
    np.minimum(d2, np.int16(cap * cap), out=d2)
    return d2


# --- what an edit changed ---------------------------------------------------------------------
def _undirected(e: np.ndarray) -> np.ndarray:
    """Edges with their ends in (x, y) order (-0.0 as 0.0), for comparing outlines as sets of segments."""
    swap = (e[:, 2] < e[:, 0]) | ((e[:, 2] == e[:, 0]) & (e[:, 3] < e[:, 1]))
    return np.where(swap[:, None], e[:, [2, 3, 0, 1]], e) + 0.0


def _hash(u: np.ndarray) -> np.ndarray:
    """One uint64 per row of floats (equal rows, equal hashes)."""
    b = np.ascontiguousarray(u).view(np.uint64)
    h = np.full(len(u), np.uint64(1469598103934665603))
    with np.errstate(over="ignore"):
        for c in range(b.shape[1]):
            h = (h ^ b[:, c]) * np.uint64(1099511628211)
            h ^= h >> np.uint64(29)
    return h


def _missing(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """Rows of ``a`` (undirected edges) that ``b`` lacks: exact (a hash match is checked row by row)."""
    ha, hb = _hash(a), _hash(b)
    order = np.argsort(hb, kind="stable")
    hs = hb[order]
    pos = np.clip(np.searchsorted(hs, ha), 0, max(len(hs) - 1, 0))
    if not len(hs):
        return np.ones(len(a), dtype=bool)
    found = hs[pos] == ha
    found[found] = (b[order[pos[found]]] == a[found]).all(axis=1)
    return ~found


@dataclass(frozen=True)
class EdgeChange:
    """Where two jungles' outlines differ: the box (x0, y0, x1, y1, inches) around the edges one has
    and the other lacks; None when the outlines are the same edge for edge. ``ground_box``: the box
    around the features one terrain has and the other lacks (where any ground class may differ)."""
    box: tuple[float, float, float, float] | None
    changed_edges: int
    ground_box: tuple[float, float, float, float] | None = None


def edge_change(old: np.ndarray, new: np.ndarray) -> EdgeChange:
    """The edges (E, 4) of one outline against another's, as sets of undirected segments."""
    uo, un = _undirected(old), _undirected(new)
    gone = old[_missing(uo, un)]
    came = new[_missing(un, uo)]
    diff = np.vstack([gone, came])
    if not len(diff):
        return EdgeChange(None, 0)
    xs, ys = diff[:, [0, 2]], diff[:, [1, 3]]
    return EdgeChange((float(xs.min()), float(ys.min()), float(xs.max()), float(ys.max())), len(diff))


def feature_box(old, new) -> tuple[float, float, float, float] | None:
    """The box around the features (their covered areas) in one list and not the other."""
    a, b = set(old), set(new)
    diff = [f.geometry for f in old if f not in b] + [f.geometry for f in new if f not in a]
    if not diff:
        return None
    x0, y0, x1, y1 = shapely.total_bounds(diff)
    return float(x0), float(y0), float(x1), float(y1)


def segments_meet_box(P: np.ndarray, Q: np.ndarray, box, pad: float = 1e-6) -> np.ndarray:
    """Per segment P[k]-Q[k]: does it meet the box (x0, y0, x1, y1) grown by ``pad``? (Never False
    for a segment that does: the test is exact up to the padding.)"""
    x0, y0, x1, y1 = box[0] - pad, box[1] - pad, box[2] + pad, box[3] + pad
    px, py, qx, qy = P[:, 0], P[:, 1], Q[:, 0], Q[:, 1]
    out = ~(((px < x0) & (qx < x0)) | ((px > x1) & (qx > x1)) | ((py < y0) & (qy < y0)) | ((py > y1) & (qy > y1)))
    k = np.flatnonzero(out)
    if k.size:
        dx, dy = qx[k] - px[k], qy[k] - py[k]
        side = [dx * (cy - py[k]) - dy * (cx - px[k]) for cx, cy in ((x0, y0), (x1, y0), (x0, y1), (x1, y1))]
        side = np.stack(side)
        out[k] = ~((side > 0).all(axis=0) | (side < 0).all(axis=0))
    return out


# Updaters: cache key -> fn(old value, old terrain, new terrain, change) -> new value (or None: build
# when asked). Modules holding a raster register theirs (clearance, segments).
CARRIERS: dict = {}


def carry_over(old, new) -> EdgeChange | None:
    """Give terrain ``new`` (an edit of ``old``, same table size) the rasters ``old`` has built, redone
    where the jungle's outline changed (see the module docstring). Returns what changed (None: the
    tables differ in size and nothing is carried)."""
    if (old.width_in, old.height_in) != (new.width_in, new.height_in) or old is new:
        return None
    done = new.cache.get("edit of")
    if done is not None and done[0]() is old:
        return done[1]                # carried over from this very terrain already (the board's copy follows
                                      # the stored table's edit: the same old and new, issue 25)
    new.reuse(old)                    # the ground classes' unions and B7 regions the edit left alone
    change = edge_change(jungle_edges(old), jungle_edges(new))
    change = EdgeChange(change.box, change.changed_edges, feature_box(old.features, new.features))
    for key, carry in CARRIERS.items():
        got = old.cache.get(key)
        if got is not None and key not in new.cache:
            value = carry(got, old, new, change)
            if value is not None:
                new.cache[key] = value
    new.cache["edit"] = change
    new.cache["edit of"] = (weakref.ref(old), change)
    return change
