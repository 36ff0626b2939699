"""`Table`: the terrain, the figures and the rulings, with caches that one figure's move keeps cheap."""

from __future__ import annotations

from typing import Iterable

import numpy as np
import shapely
from shapely.geometry import Point

from assistant.core.errors import InputError
from assistant.games.bataan.table.figures import Figure
from assistant.games.bataan.table.rasters import carry_over, segments_meet_box
from assistant.games.bataan.table.terrain import Terrain, TerrainFeature
from assistant.games.bataan.rulings import Rulings
from assistant.core.messages import msg


class FigureArrays:
    """Column arrays over the figures, in insertion order, for vectorised rules."""

    def __init__(self, figures: list[Figure], terrain: Terrain):
        n = len(figures)
        self.ids = [f.id for f in figures]
        self.index = {fid: i for i, fid in enumerate(self.ids)}
        self.xy = np.array([f.centre for f in figures], dtype=float).reshape(n, 2)
        self.round = np.array([f.base.is_round for f in figures], dtype=bool)
        self.radius = np.array([f.base.radius_in for f in figures], dtype=float)
        self.edge_r = np.where(self.round, self.radius, 0.0)     # what is taken off a centre distance
        self.japanese = np.array([f.side == "japanese" for f in figures], dtype=bool)
        self.alive = np.array([f.alive for f in figures], dtype=bool)
        self.unit = np.array([f.unit for f in figures], dtype=np.int8)
        self.leader = np.array([f.is_leader for f in figures], dtype=bool)
        self.sniper = np.array([f.role == "sniper" for f in figures], dtype=bool)
        self.revealed = np.array([f.revealed for f in figures], dtype=bool)
        self.entrenched = np.array([f.entrenched for f in figures], dtype=bool)
        self.automatic = np.array([f.automatic for f in figures], dtype=bool)
        self.shapes = np.array([Point(f.centre) if f.base.is_round else f.footprint for f in figures],
                               dtype=object)
        self.in_jungle = terrain.in_jungle(self.xy[:, 0], self.xy[:, 1]) if n else np.zeros(0, bool)
        self.terrain = terrain
        # caches kept by the sight kernels (assistant.games.bataan.table.sight), valid until a figure moves:
        # per figure, the jungle / open clearance around its centre (NaN = not yet measured) ...
        self.clear_jungle = np.full(n, np.nan)
        self.clear_open = np.full(n, np.nan)
        # ... and per ordered pair, the B4 jungle verdicts (known, within 6", too close to call)
        self.pair_margin: float | None = None
        self.pair_known: np.ndarray | None = None
        self.pair_within: np.ndarray | None = None
        self.pair_close: np.ndarray | None = None
        self._id_rank: np.ndarray | None = None
        # blocks of pair answers kept between passes (`blockcache`): each figure stamped when it moves
        self.tick = 0
        self.moved_at = np.zeros(n, dtype=np.int64)
        self.block_cache: dict = {}

    @property
    def id_rank(self) -> np.ndarray:
        """Rank of each figure's id in string order (ties in orderings break by id)."""
        if self._id_rank is None:
            order = sorted(range(len(self.ids)), key=self.ids.__getitem__)
            rank = np.empty(len(self.ids), dtype=np.intp)
            rank[order] = np.arange(len(self.ids))
            self._id_rank = rank
        return self._id_rank

    def drop_caches(self) -> None:
        """Forget the sight caches (as if every figure had moved): for benchmarks and tests."""
        self.clear_jungle[:] = np.nan
        self.clear_open[:] = np.nan
        self.pair_known = self.pair_within = self.pair_close = self.pair_margin = None
        self.block_cache = {}

    def terrain_edited(self, terrain: Terrain, change) -> None:
        """Follow a terrain edit (``change``: `rasters.carry_over`'s answer) instead of being rebuilt:
        the ground under figures in the edited features' box is read again, the clearances are read
        again from the (carried) raster, and the sight verdicts of lines that meet the box where the
        jungle's outline changed (or touch a figure whose ground changed) are forgotten."""
        self.terrain = terrain
        self.block_cache = {}           # the kept blocks' sight verdicts may have changed anywhere
        n = len(self.ids)
        if n and change.ground_box is not None:
            x0, y0, x1, y1 = change.ground_box
            pad = 1e-6
            near = np.flatnonzero((self.xy[:, 0] >= x0 - pad) & (self.xy[:, 0] <= x1 + pad)
                                  & (self.xy[:, 1] >= y0 - pad) & (self.xy[:, 1] <= y1 + pad))
            if near.size:
                was = self.in_jungle[near].copy()
                self.in_jungle[near] = terrain.in_jungle(self.xy[near, 0], self.xy[near, 1])
                moved = near[was != self.in_jungle[near]]
                if moved.size and self.pair_known is not None:
                    self.pair_known[moved, :] = False
                    self.pair_known[:, moved] = False
        self.clear_jungle[:] = np.nan
        self.clear_open[:] = np.nan
        if self.pair_known is not None and change.box is not None:
            # pairs both beyond one side of the box are kept at once; the others are tested line by line
            x0, y0, x1, y1 = change.box
            x, y = self.xy[:, 0], self.xy[:, 1]
            cand = self.pair_known.copy()
            for side in (x < x0 - 1e-6, x > x1 + 1e-6, y < y0 - 1e-6, y > y1 + 1e-6):
                cand &= ~(side[:, None] & side[None, :])
            i, j = np.nonzero(cand)
            if i.size:
                meet = segments_meet_box(self.xy[i], self.xy[j], change.box)
                self.pair_known[i[meet], j[meet]] = False

    def update(self, i: int, fig: Figure) -> None:
        self.tick += 1
        self.moved_at[i] = self.tick
        self.xy[i] = fig.centre
        self.shapes[i] = Point(fig.centre) if fig.base.is_round else fig.footprint
        self.in_jungle[i] = bool(self.terrain.in_jungle(fig.x, fig.y))
        self.clear_jungle[i] = np.nan
        self.clear_open[i] = np.nan
        if self.pair_known is not None:
            self.pair_known[i, :] = False
            self.pair_known[:, i] = False

    def distances(self, i, j, centre: bool) -> np.ndarray:
        """B1 distances between figures i[k] and j[k]: base edge to base edge, or centre to centre."""
        i = np.asarray(i, dtype=np.intp)
        j = np.asarray(j, dtype=np.intp)
        d = np.hypot(*(self.xy[i] - self.xy[j]).T) if i.size else np.zeros(0)
        if centre:
            return d
        d = d - self.edge_r[i] - self.edge_r[j]
        rect = ~(self.round[i] & self.round[j])
        if rect.any():
            exact = shapely.distance(self.shapes[i[rect]], self.shapes[j[rect]])
            d[rect] = exact - self.edge_r[i[rect]] - self.edge_r[j[rect]]
        return np.maximum(d, 0.0)

    def point_distances(self, x: float, y: float, idx, centre: bool) -> np.ndarray:
        """B1 distance from a point to figures: to the base edge (0 inside it), or to the centre."""
        idx = np.asarray(idx, dtype=np.intp)
        d = np.hypot(self.xy[idx, 0] - x, self.xy[idx, 1] - y)
        if centre:
            return d
        d = d - self.edge_r[idx]
        rect = ~self.round[idx]
        if rect.any():
            d[rect] = shapely.distance(self.shapes[idx[rect]], Point(x, y))
        return np.maximum(d, 0.0)


class Table:
    """A miniatures table in inches. Jungle cloth by default (Bataan B3).

    Terrain edits rebuild the (immutable, cached) `Terrain`; `move_figure` updates one row of the
    figure arrays. ``version`` increases on every change, for views that redraw on change.
    """

    def __init__(self, width_in: float, height_in: float, features: Iterable[TerrainFeature] = (),
                 figures: Iterable[Figure] = (), rulings: Rulings | None = None, name: str = "",
                 cloth: str = "jungle"):
        if cloth != "jungle":
            raise InputError(msg("only the jungle cloth is known (B3), not {0!r}", cloth), "cloth")
        self.name = name
        self.cloth = cloth
        self.terrain = Terrain(width_in, height_in, features)
        self.rulings = rulings or Rulings()
        self._figures: dict[str, Figure] = {}
        for f in figures:
            self._check_figure(f, new=True)
            self._figures[f.id] = f
        self._arrays: FigureArrays | None = None
        self.version = 0

    # --- reading ---------------------------------------------------------------------------
    @property
    def width_in(self) -> float:
        return self.terrain.width_in

    @property
    def height_in(self) -> float:
        return self.terrain.height_in

    @property
    def features(self) -> tuple[TerrainFeature, ...]:
        return self.terrain.features

    @property
    def figures(self) -> dict[str, Figure]:
        """id -> Figure (a read-only view: change figures through the methods below)."""
        return dict(self._figures)

    def figure(self, fid: str) -> Figure:
        try:
            return self._figures[fid]
        except KeyError:
            raise InputError(msg("no figure with id '{0}'", fid), "figure") from None

    def arrays(self) -> FigureArrays:
        if self._arrays is None:
            self._arrays = FigureArrays(list(self._figures.values()), self.terrain)
        return self._arrays

    # --- changing --------------------------------------------------------------------------
    def _check_figure(self, f: Figure, new: bool) -> None:
        if new and f.id in self._figures:
            raise InputError(msg("two figures share this id"), f"figure '{f.id}'")
        if not bool(self.terrain.on_table(f.x, f.y)):
            raise InputError(msg('centre ({0:g}, {1:g}) is off the {2:g}" x {3:g}" table', f.x, f.y, self.width_in, self.height_in),
                             f"figure '{f.id}'")

    def _changed(self) -> None:
        self.version += 1

    def move_figure(self, fid: str, x: float, y: float, heading_deg: float | None = None) -> Figure:
        old = self.figure(fid)
        new = old.moved(x, y, heading_deg)
        self._check_figure(new, new=False)
        self._figures[fid] = new
        if self._arrays is not None:
            self._arrays.update(self._arrays.index[fid], new)
        self._changed()
        return new

    def put_figure(self, f: Figure) -> None:
        """Add a figure, or replace the one with its id (state, base, side ... changed)."""
        self._check_figure(f, new=False)
        self._figures[f.id] = f
        self._arrays = None
        self._changed()

    def remove_figure(self, fid: str) -> Figure:
        f = self.figure(fid)
        del self._figures[fid]
        self._arrays = None
        self._changed()
        return f

    def set_features(self, features: Iterable[TerrainFeature]) -> None:
        """New terrain. The rasters the old terrain built are carried over, redone only where the edit
        changed the jungle, and the figure arrays keep every sight verdict the edit cannot change
        (`rasters.carry_over`, issue #17: an edit within a frame)."""
        self.set_terrain(Terrain(self.width_in, self.height_in, features))

    def set_terrain(self, terrain: Terrain) -> None:
        """Take ``terrain`` (an edit of this table's terrain, e.g. the stored table's after a reshape)
        as `set_features` does: rasters carried over (where ``terrain`` has none yet), figure arrays
        and the sight verdicts the edit cannot change kept."""
        old = self.terrain
        self.terrain = terrain
        change = carry_over(old, terrain) if old.cache and old is not terrain else None
        if self._arrays is not None and change is not None:
            self._arrays.terrain_edited(terrain, change)
        elif old is not terrain:
            self._arrays = None
        self._changed()

    def put_feature(self, feature: TerrainFeature) -> None:
        rest = [f for f in self.terrain.features if f.id != feature.id]
        self.set_features(rest + [feature])

    def remove_feature(self, feature_id: str) -> None:
        if not any(f.id == feature_id for f in self.terrain.features):
            raise InputError(msg("no terrain feature with id '{0}'", feature_id), "terrain")
        self.set_features([f for f in self.terrain.features if f.id != feature_id])

    def set_rulings(self, rulings: Rulings) -> None:
        self.rulings = rulings
        self._changed()

    def order_figures(self, ids: list[str]) -> None:
        """Put the figures in this order (the stored order); ``ids`` names each figure once."""
        if list(self._figures) != ids:
            self._figures = {fid: self._figures[fid] for fid in ids}
            self._arrays = None
            self._changed()

    def copy(self) -> "Table":
        """A table of its own with the same (immutable) terrain and figures: cheap, nothing is rebuilt."""
        out = Table.__new__(Table)
        out.name, out.cloth, out.terrain, out.rulings = self.name, self.cloth, self.terrain, self.rulings
        out._figures = dict(self._figures)
        out._arrays = None
        out.version = 0
        return out
