"""The Bataan board from the keyboard: Tab / Shift+Tab and the arrows move the selection from figure to
figure (the arrows to the nearest in their direction), Ctrl+A selects the selected figure's platoon or
squad and Ctrl+Shift+A its whole side, Ctrl+F finds a figure by id or name, Shift+F10 or the Menu key
opens the figure menu, Ctrl+Shift+U folds or opens the legend, and keys open the fire and grenade
dialogs and measure from the selection. All
are QActions on the board (listed in Help > Keyboard shortcuts); the keys that move around the table act
only while the table has the focus."""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog

from assistant.ui.i18n import fill, translate

MIN_HIT_PX = 16.0          # a figure is at least this wide to the mouse at any zoom

ARROWS = {"Left": (-1, 0), "Right": (1, 0), "Up": (0, -1), "Down": (0, 1)}


def natural_key(fid: str):
    """JP1-2 before JP1-10."""
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", fid)]


def nearest_in_direction(centres: dict[str, tuple[float, float]], start: tuple[float, float],
                         direction: tuple[int, int], skip: str | None = None) -> str | None:
    """The figure nearest ``start`` whose centre lies in ``direction`` (within 60 degrees of it); a figure
    straight ahead beats one as near but off to the side."""
    best, best_score = None, math.inf
    dx, dy = direction
    for fid, (x, y) in centres.items():
        if fid == skip:
            continue
        vx, vy = x - start[0], y - start[1]
        ahead = vx * dx + vy * dy
        side = abs(vx * dy - vy * dx)
        if ahead <= 1e-9 or side > ahead * math.tan(math.radians(60)):
            continue
        score = ahead + 2 * side
        if score < best_score:
            best, best_score = fid, score
    return best


class BoardKeys:
    def __init__(self, board):
        self.board = board

    def build(self) -> list[QAction]:
        b, act = self.board, self.board.action_set.act
        self.actions = [
            act(translate("BataanBoard", "Next figure"), lambda: self.cycle(1), "Tab", local=True,
                tip=translate("BataanBoard", "Select the next figure on the table (by id)")),
            act(translate("BataanBoard", "Previous figure"), lambda: self.cycle(-1), "Shift+Tab", local=True,
                tip=translate("BataanBoard", "Select the previous figure on the table (by id)")),
        ]
        for name, d in ARROWS.items():
            text = {"Left": translate("BataanBoard", "Select the figure to the left"),
                    "Right": translate("BataanBoard", "Select the figure to the right"),
                    "Up": translate("BataanBoard", "Select the figure above"),
                    "Down": translate("BataanBoard", "Select the figure below")}[name]
            self.actions.append(act(text, lambda d=d: self.step(d), name, local=True,
                                    tip=translate("BataanBoard", "The nearest figure in the arrow's direction")))
        b.act_select_unit = act(translate("BataanBoard", "Select all of the platoon or squad"), self.select_unit, "Ctrl+A", local=True,
                                tip=translate("BataanBoard", "Every figure of the selected figure's platoon (Japanese) or squad (American)"))
        b.act_select_side = act(translate("BataanBoard", "Select all of the side"), self.select_side, "Ctrl+Shift+A", local=True,
                                tip=translate("BataanBoard", "Every figure of the selected figure's side"))
        b.act_find = act(translate("BataanBoard", "Find figure…"), self.find, "Ctrl+F", tip=translate("BataanBoard", "Select a figure by its id or name and show it"))
        b.act_zoom_selection = act(translate("BataanBoard", "Zoom to the selection"), self.zoom_to_selection, "Ctrl+Shift+0",
                                   tip=translate("BataanBoard", "Show the selected figures as large as they fit"))
        b.act_zoom_rect = act(translate("BataanBoard", "Zoom to a rectangle"), b.view.arm_zoom_rect, "Ctrl+Shift+9",
                              tip=translate("BataanBoard", "Drag a rectangle on the table to show it as large as it fits"))
        b.act_fold_legend = act(translate("BataanBoard", "Fold or open the legend"), b.view.toggle_legend_open, "Ctrl+Shift+U",
                                tip=translate("BataanBoard", "The legend in the table's corner: folded to its tab or open "
                                              "(it folds by itself while figures are under it)"))
        b.act_figure_menu = act(translate("BataanBoard", "Figure menu"), self.figure_menu, ["Shift+F10", "Menu"], local=True,
                                tip=translate("BataanBoard", "The selected figures' menu (wounds, revealed, entrenched, remove)"))
        b.act_measure = act(translate("BataanBoard", "Measure from the selected figure"), self.measure, "Ctrl+M",
                            tip=translate("BataanBoard", "A ruler from the first selected figure to the second (or 6\" ahead)"))
        b.act_fire = act(translate("BataanBoard", "Fire with the selection…"), lambda: self.panel_call("open_fire"), "Ctrl+Shift+F",
                         tip=translate("BataanBoard", "The Fire dialog for the selected firers (and target)"))
        b.act_grenade = act(translate("BataanBoard", "Throw a grenade at the blast template…"), lambda: self.panel_call("open_grenade"),
                            "Ctrl+Shift+T", tip=translate("BataanBoard", "The Grenade dialog for the selected thrower, landing where the "
                                                 "blast template lies (or at the target)"))
        for a in (b.act_fire, b.act_grenade):
            a.setProperty("menu", "turn")
        for a in (b.act_figure_menu, b.act_measure):
            a.setProperty("menu", "game")
        for a in self.actions + [b.act_select_unit, b.act_select_side, b.act_find, b.act_zoom_selection,
                                 b.act_zoom_rect, b.act_fold_legend]:
            a.setProperty("menu", "view")           # moving about the table and choosing what to look at
        self.actions += [b.act_select_unit, b.act_select_side, b.act_find, b.act_zoom_selection, b.act_zoom_rect,
                         b.act_fold_legend, b.act_figure_menu, b.act_measure, b.act_fire, b.act_grenade]
        for a in self.actions:
            if a.shortcutContext() == Qt.ShortcutContext.WidgetWithChildrenShortcut:
                # moving around the table: only while the table has the focus (Tab and the arrows keep
                # their usual work in the referee panel)
                b.removeAction(a)
                a.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
                b.view.addAction(a)
        return self.actions

    def menu_actions(self) -> list[QAction]:
        """What goes into the window's menus (the moving keys are listed there too)."""
        return list(self.actions)

    # -- the selection ----------------------------------------------------------------------------
    def _shown(self) -> dict[str, tuple[float, float]]:
        b = self.board
        return {fid: b.table._figures[fid].centre for fid, it in b.items.items()
                if it.isVisible() and fid in b.table._figures}

    def _show(self, fid: str | None) -> None:
        if fid is None:
            return
        b = self.board
        b.select([fid])
        b.view.ensureVisible(b.items[fid].sceneBoundingRect(), 40, 40)
        b.view.setFocus()

    def cycle(self, step: int) -> None:
        ids = sorted(self._shown(), key=natural_key)
        if not ids:
            return
        sel = self.board.state.selection
        k = ids.index(sel[0]) + step if sel and sel[0] in ids else (0 if step > 0 else -1)
        self._show(ids[k % len(ids)])

    def step(self, direction: tuple[int, int]) -> None:
        centres = self._shown()
        sel = self.board.state.selection
        if sel and sel[0] in centres:
            start, skip = centres[sel[0]], sel[0]
        else:
            c = self.board.view.mapToScene(self.board.view.viewport().rect().center())
            start, skip = (c.x(), c.y()), None
        self._show(nearest_in_direction(centres, start, direction, skip) or (sel[0] if sel else None))

    def _first(self):
        sel = self.board.state.selection
        return self.board.table._figures.get(sel[0]) if sel else None

    def select_unit(self) -> None:
        f = self._first()
        if f is None:
            return self.board.show_error(translate("BataanBoard", "Nothing selected"), translate("BataanBoard", "Select a figure of the platoon or squad first."))
        ids = [fid for fid, g in self.board.table._figures.items() if g.side == f.side and g.unit == f.unit]
        self.board.select(sorted(ids, key=natural_key))

    def select_side(self) -> None:
        f = self._first()
        if f is None:
            return self.board.show_error(translate("BataanBoard", "Nothing selected"), translate("BataanBoard", "Select a figure of the side first."))
        ids = [fid for fid, g in self.board.table._figures.items() if g.side == f.side]
        self.board.select(sorted(ids, key=natural_key))

    def find(self, text: str | None = None) -> str | None:
        b = self.board
        if text is None:
            text, ok = QInputDialog.getText(b, translate("BataanBoard", "Find figure"),
                                            translate("BataanBoard", "Figure id or name (for example JP1-2 or officer):"))
            if not ok:
                return None
        want = text.strip().lower()
        if not want:
            return None
        figs = b.table._figures
        hit = next((fid for fid in figs if fid.lower() == want), None)
        if hit is None:
            hit = next((fid for fid in sorted(figs, key=natural_key)
                        if want in (figs[fid].name or "").lower() or want in fid.lower()), None)
        if hit is None:
            b.show_error(translate("BataanBoard", "No such figure"),
                         fill(translate("BataanBoard", "No figure's id or name holds \"%1\"."), text.strip()))
            return None
        self._show(hit)
        return hit

    def zoom_to_selection(self) -> None:
        b = self.board
        figs = [b.table._figures[f] for f in b.state.selection if f in b.table._figures]
        if not figs:
            return b.view.fit()
        r = QRectF()
        for f in figs:
            rad = f.base.radius_in
            r = r.united(QRectF(f.x - rad, f.y - rad, 2 * rad, 2 * rad))
        b.view.zoom_to(r.adjusted(-4, -4, 4, 4))

    def figure_menu(self):
        b = self.board
        if not b.state.selection:
            return None
        it = b.items.get(b.state.selection[0])
        at = b.view.mapFromScene(it.scenePos()) if it is not None else QPoint(20, 20)
        return b.open_figure_menu(b.view.viewport().mapToGlobal(at))

    def measure(self) -> None:
        b = self.board
        sel = [f for f in b.state.selection if f in b.table._figures]
        if not sel:
            return b.show_error(translate("BataanBoard", "Nothing selected"), translate("BataanBoard", "Select the figure to measure from."))
        f = b.table._figures[sel[0]]
        if len(sel) > 1:
            to = b.table._figures[sel[1]]
            b.set_ruler(f.id, to.centre, to=to.id)
        else:
            b.set_ruler(f.id, (min(f.x + 6, b.table.width_in), f.y))

    def panel_call(self, name: str):
        panel = getattr(self.board, "referee_panel", None)
        fn = getattr(panel, name, None)
        return fn() if callable(fn) else None


def hit_figure(board, pt):
    """The figure under ``pt``, else the nearest within half of MIN_HIT_PX on screen (small figures stay
    easy to click when zoomed out)."""
    px = board.view.px_per_in() or 1.0
    reach = MIN_HIT_PX / 2 / px
    best, best_d = None, math.inf
    for fid, it in board.items.items():
        if not it.isVisible():
            continue
        f = it.fig
        d = math.hypot(f.x - pt.x(), f.y - pt.y()) - f.base.radius_in
        if d <= reach and d < best_d:
            best, best_d = it, d
    return best
