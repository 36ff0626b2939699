"""Tracing terrain over the scan: a brush that paints each hex the pointer drags across with the
chosen label (one undoable change per stroke, ``MapImageCommands.paint``), or, for a game whose rules
use hexsides (Tarawa 4.1 B, 4.2.1 A), the side of the hex under the pointer nearest to it with a
hexside feature and its TEC entries (``MapImageCommands.paint_hexsides``); the traced hexes and
hexsides drawn on the map in the label's colour."""

from __future__ import annotations

import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QLineF, QObject, QPointF, Qt
from PySide6.QtGui import QColor, QIcon, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup, QCheckBox, QComboBox, QDialog, QFormLayout, QGraphicsPathItem, QHBoxLayout, QLabel, QRadioButton,
    QSpinBox, QVBoxLayout, QWidget,
)

from assistant.ui.hexmap.hexview import SIZE
from assistant.ui.i18n import fill, translate

LAYER = "map_terrain"
SIDES = "map_hexsides"
PREVIEW = "map_terrain_stroke"
PALETTE = ("#e53935", "#1e88e5", "#43a047", "#fb8c00", "#8e24aa", "#00897b", "#6d4c41", "#fdd835",
           "#3949ab", "#c0ca33", "#d81b60", "#546e7a", "#00acc1", "#7cb342")
HEXSIDE_COLOUR = "#ff1744"
# labels whose hexes the game's own board already shades and names once the rules read the trace
# (Luzon: secondary roads, rail, and towns / Points of Interest as detrainable hexes; Tarawa: every
# terrain type as the grid's fills and words). The trace draws only their outline, without a fill or
# a tooltip of its own, so a hex shows one label, not two stacked (issue 16.3).
BOARD_DRAWS: dict[str, frozenset[str]] = {
    "luzon": frozenset({"road", "rail", "town", "point_of_interest"}),
    "tarawa": frozenset({"clear", "anti_tank_ditch", "airfield", "rifle_pits", "palm_trees", "buildings", "beach",
                         "pier", "pillbox", "bunker", "command_bunker", "coastal_defence", "water", "other"}),
}


def _word(text: str) -> str:
    """A word listed with QT_TRANSLATE_NOOP("mapimage", ...), through the catalogue."""
    return translate("mapimage", text)


# the brush's labels (games.map_image.TERRAIN_LABELS and HEXSIDE_LABELS) as words a catalogue can translate
WORDS = {
    "clear": QT_TRANSLATE_NOOP("mapimage", "clear"),
    "anti_tank_ditch": QT_TRANSLATE_NOOP("mapimage", "anti-tank ditch"),
    "airfield": QT_TRANSLATE_NOOP("mapimage", "airfield"),
    "rifle_pits": QT_TRANSLATE_NOOP("mapimage", "rifle pits"),
    "palm_trees": QT_TRANSLATE_NOOP("mapimage", "palm trees"),
    "buildings": QT_TRANSLATE_NOOP("mapimage", "buildings"),
    "beach": QT_TRANSLATE_NOOP("mapimage", "beach"),
    "pier": QT_TRANSLATE_NOOP("mapimage", "pier"),
    "pillbox": QT_TRANSLATE_NOOP("mapimage", "pillbox"),
    "bunker": QT_TRANSLATE_NOOP("mapimage", "bunker"),
    "command_bunker": QT_TRANSLATE_NOOP("mapimage", "command bunker"),
    "coastal_defence": QT_TRANSLATE_NOOP("mapimage", "coastal defence"),
    "water": QT_TRANSLATE_NOOP("mapimage", "water"),
    "other": QT_TRANSLATE_NOOP("mapimage", "other"),
    "road": QT_TRANSLATE_NOOP("mapimage", "road"),
    "rail": QT_TRANSLATE_NOOP("mapimage", "rail"),
    "town": QT_TRANSLATE_NOOP("mapimage", "town"),
    "point_of_interest": QT_TRANSLATE_NOOP("mapimage", "point of interest"),
    "invasion_beach": QT_TRANSLATE_NOOP("mapimage", "invasion beach"),
    "hexside_feature": QT_TRANSLATE_NOOP("mapimage", "hexside feature"),
}


def label_words(label: str) -> str:
    """A brush label as (translated) words ("point_of_interest" -> "point of interest")."""
    return _word(WORDS[label]) if label in WORDS else label.replace("_", " ")


def colour_of(labels: tuple[str, ...], label: str) -> str:
    return PALETTE[labels.index(label) % len(PALETTE)] if label in labels else "#757575"


def side_line(view, a, b) -> QLineF:
    """The hexside between neighbouring hexes ``a`` and ``b`` as a scene segment."""
    ca, cb = view.geo.centre(a), view.geo.centre(b)
    mid = (ca + cb) / 2
    d = cb - ca
    k = SIZE / 2 / max(1e-9, math.hypot(d.x(), d.y()))
    u = QPointF(-d.y() * k, d.x() * k)
    return QLineF(mid - u, mid + u)


def nearest_side(view, p: QPointF):
    """(the hex under scene point ``p``, its neighbour across the side nearest to ``p``), or None
    off the map or when that side is the map's outer edge (no hex number across it)."""
    h = view.geo.hex_at(p)
    if h is None:
        return None

    def d2(n) -> float:
        c = view.geo.centre(n)
        return (c.x() - p.x()) ** 2 + (c.y() - p.y()) ** 2
    n = min(h.neighbors(), key=d2)
    return (h, n) if view.geo.map.contains(n) else None


def _entry(v) -> str:
    return translate("mapimage", "not entered") if v is None else str(v)


def draw_terrain(view, cmds) -> None:
    """One shaded layer per terrain label over the traced hexes, and the traced hexsides as thick
    lines (one path per feature and entries, its tooltip naming them)."""
    for name in [n for n in view.layers if n.startswith(LAYER + ":") or n == SIDES]:
        view.clear_layer(name)
    by_label: dict[str, list] = {}
    for key, label in cmds.terrain().items():
        by_label.setdefault(label, []).append(cmds.hex_of(key))
    board_draws = BOARD_DRAWS.get(cmds.family, frozenset())
    for label, hexes in by_label.items():
        c = colour_of(cmds.labels, label)
        if label in board_draws:
            view.set_area(f"{LAYER}:{label}", hexes, c, c, z=1.45, alpha=0, width=1.5)
        else:
            view.set_area(f"{LAYER}:{label}", hexes, c, c, z=1.4, alpha=110, width=1.5,
                          tooltip=fill(translate("mapimage", "Traced: %1"), label_words(label)))
    groups: dict[tuple, QPainterPath] = {}
    for (a, b), v in cmds.hexsides().items():
        path = groups.setdefault((v["feature"], v.get("drm"), v.get("mp")), QPainterPath())
        line = side_line(view, cmds.map.parse(a), cmds.map.parse(b))
        path.moveTo(line.p1())
        path.lineTo(line.p2())
    for (feature, drm, mp), path in groups.items():
        item = QGraphicsPathItem(path)
        pen = QPen(view.line_colour(HEXSIDE_COLOUR))
        pen.setWidthF(5.0)
        pen.setCosmetic(True)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        item.setPen(pen)
        drm_text = translate("mapimage", "not entered") if drm is None else f"{drm:+d}"
        item.setToolTip(fill(translate("mapimage", "Traced hexside: %1 (DRM %2, MP %3; TEC entries, T4)"),
                             label_words(feature),
                             drm_text, _entry(mp)))
        view._add(SIDES, item, 1.6)


class Brush(QObject):
    """An event filter on the map's viewport: while on, a left-button drag paints hexes (or hexsides)
    instead of panning (the middle button still pans)."""

    def __init__(self, panel: "TracePanel"):
        super().__init__(panel)
        self.panel = panel
        self.view = panel.ctl.board.view
        self.stroke: list = []
        self.view.viewport().installEventFilter(self)

    def _scene(self, event) -> QPointF:
        return self.view.mapToScene(event.position().toPoint())

    def _add_at(self, p: QPointF) -> None:
        if self.panel.sides_mode():
            self._add_side(nearest_side(self.view, p))
        else:
            self._add(self.view.geo.hex_at(p))

    def _add(self, h) -> None:
        if h is not None and h not in self.stroke:
            self.stroke.append(h)
            self.view.set_area(PREVIEW, self.stroke, "#ffd600", "#f57f17", z=7.5, alpha=120, width=2.0)

    def _add_side(self, side) -> None:
        if side is None or side in self.stroke or (side[1], side[0]) in self.stroke:
            return
        self.stroke.append(side)
        line = side_line(self.view, *side)
        self.view.set_polyline(PREVIEW, [line.p1(), line.p2()], "#ffd600", width=7.0, z=7.5, append=True)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if not self.panel.on.isChecked():
            return False
        t = event.type()
        if t == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            self.stroke = []
            self.view.clear_layer(PREVIEW)
            self._add_at(self._scene(event))
            return True
        if t == QEvent.Type.MouseMove and event.buttons() & Qt.MouseButton.LeftButton:
            self._add_at(self._scene(event))
            return True
        if t == QEvent.Type.MouseButtonRelease and event.button() == Qt.MouseButton.LeftButton:
            self.finish()
            return True
        return False

    def stroke_over(self, hexes) -> None:
        """Paint these hexes as one stroke (what a drag over them does; for tests and keyboard use)."""
        self.stroke = []
        for h in hexes:
            self._add(h)
        self.finish()

    def stroke_at(self, points) -> None:
        """A drag through these scene points as one stroke, in the panel's mode."""
        self.stroke = []
        for p in points:
            self._add_at(p)
        self.finish()

    def finish(self) -> None:
        done, self.stroke = self.stroke, []
        self.view.clear_layer(PREVIEW)
        if not done:
            return
        ctl = self.panel.ctl
        label = ctl.board.map.label
        if isinstance(done[0], tuple):
            feature, drm, mp = self.panel.hexside_feature(), self.panel.drm(), self.panel.mp()
            ctl._push(lambda: ctl.cmds.paint_hexsides([(label(a), label(b)) for a, b in done], feature, drm, mp))
        else:
            terrain = self.panel.terrain()
            auto = getattr(ctl, "autotrace", None)
            if auto is not None and auto.isVisible():    # issue 23.2: the stroke corrects the preview
                auto.correct([label(h) for h in done], terrain)
                return
            ctl._push(lambda: ctl.cmds.paint([label(h) for h in done], terrain))


def swatch(colour: str) -> QIcon:
    pix = QPixmap(14, 14)
    pix.fill(QColor(colour))
    return QIcon(pix)


def _entry_spin(low: int, high: int, tip: str) -> QSpinBox:
    """A whole-number entry whose lowest step (one below ``low``) reads "not entered" (T4: the TEC is
    the referee's; an entry left out is never taken as 0)."""
    box = QSpinBox()
    box.setRange(low - 1, high)
    box.setSpecialValueText(translate("mapimage", "not entered"))
    box.setValue(low - 1)
    box.setToolTip(tip)
    return box


def _entry_of(box: QSpinBox) -> int | None:
    return None if box.value() == box.minimum() else box.value()


class TracePanel(QDialog):
    """A small tool window: hexes or hexsides, the label to paint (with a hexside's TEC entries), the
    brush on or off, and a legend with counts."""

    def __init__(self, ctl):
        super().__init__(ctl.board)
        self.ctl = ctl
        self.setWindowTitle(self.tr("Trace terrain"))
        self.setWindowFlag(Qt.WindowType.Tool, True)
        lay = QVBoxLayout(self)
        side_labels = ctl.cmds.hexside_labels
        intro = QLabel(self.tr("Drag over hexes on the map to paint them; each stroke is one step to undo. "
                               "The middle button still pans."))
        intro.setWordWrap(True)
        lay.addWidget(intro)
        mode_row = QHBoxLayout()
        self.mode = QButtonGroup(self)
        self.hexes_mode = QRadioButton(self.tr("Hexes"))
        self.sides_button = QRadioButton(self.tr("Hexsides (the side nearest the pointer)"))
        for i, b in enumerate((self.hexes_mode, self.sides_button)):
            self.mode.addButton(b, i)
            mode_row.addWidget(b)
        self.hexes_mode.setChecked(True)
        mode_row.addStretch(1)
        lay.addLayout(mode_row)
        self.sides_button.setVisible(bool(side_labels))
        self.hexes_mode.setVisible(bool(side_labels))

        self.hex_form = QWidget()
        form = QFormLayout(self.hex_form)
        form.setContentsMargins(0, 0, 0, 0)
        self.label = QComboBox()
        for lb in ctl.cmds.labels:
            self.label.addItem(swatch(colour_of(ctl.cmds.labels, lb)), label_words(lb), lb)
        self.label.addItem(self.tr("(rub out)"), None)
        self.label.setAccessibleName(self.tr("Terrain to paint"))
        form.addRow(self.tr("Terrain:"), self.label)
        lay.addWidget(self.hex_form)

        self.side_form = QWidget()
        sform = QFormLayout(self.side_form)
        sform.setContentsMargins(0, 0, 0, 0)
        self.feature = QComboBox()
        for lb in side_labels:
            self.feature.addItem(swatch(HEXSIDE_COLOUR), label_words(lb), lb)
        self.feature.addItem(self.tr("(rub out)"), None)
        self.feature.setAccessibleName(self.tr("Hexside feature to paint"))
        sform.addRow(self.tr("Hexside:"), self.feature)
        self.drm_box = _entry_spin(-20, 20, self.tr("The DRM the printed TEC gives fire across this hexside into the "
                                                    "hex (Tarawa 4.2.1 A; an entry, T4)"))
        sform.addRow(self.tr("DRM across it:"), self.drm_box)
        self.mp_box = _entry_spin(0, 20, self.tr("The extra MPs to cross it (Tarawa 4.1 B; an entry, T4)"))
        sform.addRow(self.tr("MP to cross:"), self.mp_box)
        lay.addWidget(self.side_form)
        self.side_form.setVisible(False)
        self.mode.idToggled.connect(lambda _i, _on: self._mode_changed())

        self.on = QCheckBox(self.tr("Brush on (drag paints instead of panning)"))
        self.on.setChecked(True)
        lay.addWidget(self.on)
        self.legend = QLabel()
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setWordWrap(True)
        lay.addWidget(self.legend)
        uses = QLabel(self.tr("<i>The traced terrain is what the rules read: Tarawa's sight lines (4.2.1 B) and "
                              "hexside DRMs and costs (4.2.1 A, 4.1 B), Luzon's supply trace. Export it as a map "
                              "file to share it.</i>"))
        uses.setWordWrap(True)
        lay.addWidget(uses)
        lay.addStretch(1)
        self.brush = Brush(self)
        self.update_counts()

    def _mode_changed(self) -> None:
        sides = self.sides_mode()
        self.hex_form.setVisible(not sides)
        self.side_form.setVisible(sides)

    def sides_mode(self) -> bool:
        return self.sides_button.isChecked()

    def set_sides_mode(self, on: bool) -> None:
        (self.sides_button if on else self.hexes_mode).setChecked(True)

    def terrain(self) -> str | None:
        return self.label.currentData()

    def hexside_feature(self) -> str | None:
        return self.feature.currentData()

    def drm(self) -> int | None:
        return _entry_of(self.drm_box)

    def mp(self) -> int | None:
        return _entry_of(self.mp_box)

    def update_counts(self) -> None:
        counts: dict[str, int] = {}
        for label in self.ctl.cmds.terrain().values():
            counts[label] = counts.get(label, 0) + 1
        labels = self.ctl.cmds.labels
        # only what is traced (the brush's lists show every label with its colour)
        rows = [f"<span style='color:{colour_of(labels, lb)}; font-size:14pt'>■</span> "
                + fill(self.tr("%1: %n hex(es)", "", counts[lb]), label_words(lb)) for lb in labels if counts.get(lb)]
        sides: dict[str, int] = {}
        for v in self.ctl.cmds.hexsides().values():
            sides[v["feature"]] = sides.get(v["feature"], 0) + 1
        rows += [f"<span style='color:{HEXSIDE_COLOUR}; font-size:14pt'>▬</span> "
                 + fill(self.tr("%1: %n hexside(s)", "", sides[lb]), label_words(lb))
                 for lb in self.ctl.cmds.hexside_labels if sides.get(lb)]
        self.legend.setText("<br>".join(rows) if rows else self.tr("Nothing traced yet."))
        need = self.layout().totalHeightForWidth(self.width()) if self.layout() is not None else -1
        if need > self.height():          # a longer legend grows the window instead of being cut off
            self.resize(self.width(), need)

    def closeEvent(self, event) -> None:  # noqa: N802
        self.on.setChecked(False)
        super().closeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802
        self.on.setChecked(True)
        super().showEvent(event)


__all__ = ["Brush", "TracePanel", "draw_terrain", "colour_of", "nearest_side", "side_line"]
