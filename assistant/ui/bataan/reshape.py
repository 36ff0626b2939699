"""Reshaping terrain on the Bataan board: pick a feature, drag its square handles (or its body to move
it); the new shape is kept as one undoable change when the button is released."""

from __future__ import annotations

from shapely.geometry import Point

from assistant.core.errors import InputError
from assistant.ui.i18n import fill, translate

from . import terrain_edit
from .shapes import geometry_path, line_path

PICK_ORDER = ("bridge", "entrenchment", "river", "stream", "road", "path", "swamp", "clearing")
MARKER_PICK_IN = 2.5       # a marker (bridge, entrenchment) is picked this near its point


class TerrainReshape:
    def __init__(self, board):
        self.board = board
        self.selected: str | None = None      # the picked feature's id
        self.current: dict | None = None      # the handle (or "body") being dragged, from where

    def feature(self, fid: str):
        return next((f for f in self.board.table.features if f.id == fid), None)

    def select(self, fid: str | None) -> None:
        b = self.board
        self.selected = fid
        f = self.feature(fid) if fid else None
        ov = b.edit_overlay
        if f is None:
            self.selected = None
            ov.handles = []
            ov.outline = type(ov.outline)()
        else:
            ov.handles = terrain_edit.handles_of(f)
            ov.outline = geometry_path(f.geometry) if f.point is None else type(ov.outline)()
        ov.refresh()
        if hasattr(b, "act_delete"):
            b.act_delete.setEnabled(bool(b.state.selection) or self.selected is not None)

    def feature_at(self, pt):
        p = Point(pt.x(), pt.y())
        feats = sorted(self.board.table.features,
                       key=lambda f: PICK_ORDER.index(f.kind) if f.kind in PICK_ORDER else 99)
        for f in feats:
            if f.point is not None:
                if p.distance(f.geometry) <= MARKER_PICK_IN:
                    return f
            elif f.geometry.contains(p) or f.geometry.distance(p) < 0.2:
                return f
        return None

    def press(self, pt) -> None:
        f = self.feature(self.selected) if self.selected else None
        if f is not None:
            tol = 9 / max(self.board.view.px_per_in(), 1e-6)
            for k, (hx, hy) in enumerate(terrain_edit.handles_of(f)):
                if abs(hx - pt.x()) <= tol and abs(hy - pt.y()) <= tol:
                    self.current = {"what": k, "start": (pt.x(), pt.y()), "orig": terrain_edit.handles_of(f)}
                    return
            if (f.point is not None and Point(pt.x(), pt.y()).distance(f.geometry) <= MARKER_PICK_IN) or \
                    f.geometry.contains(Point(pt.x(), pt.y())):
                self.current = {"what": "body", "start": (pt.x(), pt.y()), "orig": terrain_edit.handles_of(f)}
                return
        hit = self.feature_at(pt)
        self.select(hit.id if hit else None)
        if hit is not None:
            self.current = {"what": "body", "start": (pt.x(), pt.y()), "orig": terrain_edit.handles_of(hit)}

    @staticmethod
    def _points(r, pt):
        dx, dy = pt.x() - r["start"][0], pt.y() - r["start"][1]
        pts = list(r["orig"])
        if r["what"] == "body":
            return [(x + dx, y + dy) for x, y in pts]
        k = r["what"]
        pts[k] = (pts[k][0] + dx, pts[k][1] + dy)
        return pts

    def move(self, pt) -> bool:
        if self.current is None:
            return False
        pts = self._points(self.current, pt)
        self.current["moved"] = True
        ov = self.board.edit_overlay
        ov.handles = pts
        f = self.feature(self.selected)
        ov.outline = line_path(pts + ([pts[0]] if f is not None and f.polygon else []))
        ov.refresh()
        return True

    def release(self, pt) -> bool:
        r, self.current = self.current, None
        if r is None:
            return False
        if not r.get("moved"):
            return True
        f = self.feature(self.selected)
        return self.reshape_feature(f.id, self._points(r, pt)) if f else False

    def reshape_feature(self, fid: str, points) -> bool:
        b = self.board
        f = self.feature(fid)
        try:
            new = terrain_edit.reshaped(f, points)
        except InputError as err:
            b.show_error(fill(translate("BataanBoard", "%1 not reshaped"), translate("BataanBoard", f.kind.title())), str(err))
            self.select(fid)
            return False
        # the terrain checked alone: a reshape commits the terrain records only, and the figures (on a table of
        # the same size) were checked when they were placed
        cand = b.candidate(features=[new if g.id == fid else g for g in b.table.features], figures=())
        ok = cand is not None and b.commit(cand, fill(translate("BataanBoard", "Reshape %1"), fid), terrain_only=True)
        if not ok:
            self.select(fid)
        return ok
