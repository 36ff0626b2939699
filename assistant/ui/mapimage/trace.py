"""Tracing terrain over the scan: a brush that paints each hex the pointer drags across with the
chosen label (one undoable change per stroke, ``MapImageCommands.paint``), and the traced hexes drawn
on the map in the label's colour."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QFormLayout, QLabel, QVBoxLayout

LAYER = "map_terrain"
PREVIEW = "map_terrain_stroke"
PALETTE = ("#e53935", "#1e88e5", "#43a047", "#fb8c00", "#8e24aa", "#00897b", "#6d4c41", "#fdd835",
           "#3949ab", "#c0ca33", "#d81b60", "#546e7a", "#00acc1", "#7cb342")
RUB_OUT = "(rub out)"


def colour_of(labels: tuple[str, ...], label: str) -> str:
    return PALETTE[labels.index(label) % len(PALETTE)] if label in labels else "#757575"


def draw_terrain(view, cmds) -> None:
    """One shaded layer per terrain label over the traced hexes."""
    for name in [n for n in view.layers if n.startswith(LAYER + ":")]:
        view.clear_layer(name)
    by_label: dict[str, list] = {}
    for key, label in cmds.terrain().items():
        by_label.setdefault(label, []).append(cmds.map.parse(key))
    for label, hexes in by_label.items():
        c = colour_of(cmds.labels, label)
        view.set_area(f"{LAYER}:{label}", hexes, c, c, z=1.4, alpha=110, width=1.5,
                      tooltip=f"Traced: {label.replace('_', ' ')}")


class Brush(QObject):
    """An event filter on the map's viewport: while on, a left-button drag paints hexes instead of
    panning (the middle button still pans)."""

    def __init__(self, panel: "TracePanel"):
        super().__init__(panel)
        self.panel = panel
        self.view = panel.ctl.board.view
        self.stroke: list = []
        self.view.viewport().installEventFilter(self)

    def _hex_at(self, event):
        return self.view.geo.hex_at(self.view.mapToScene(event.position().toPoint()))

    def _add(self, h) -> None:
        if h is not None and h not in self.stroke:
            self.stroke.append(h)
            self.view.set_area(PREVIEW, self.stroke, "#ffd600", "#f57f17", z=7.5, alpha=120, width=2.0)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802
        if not self.panel.on.isChecked():
            return False
        t = event.type()
        if t == QEvent.Type.MouseButtonPress and event.button() == Qt.MouseButton.LeftButton:
            self.stroke = []
            self._add(self._hex_at(event))
            return True
        if t == QEvent.Type.MouseMove and event.buttons() & Qt.MouseButton.LeftButton:
            self._add(self._hex_at(event))
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

    def finish(self) -> None:
        hexes, self.stroke = self.stroke, []
        self.view.clear_layer(PREVIEW)
        if hexes:
            ctl = self.panel.ctl
            label = self.panel.terrain()
            ctl._push(lambda: ctl.cmds.paint([ctl.board.map.label(h) for h in hexes], label))


class TracePanel(QDialog):
    """A small tool window: the label to paint, the brush on or off, and a legend with counts."""

    def __init__(self, ctl):
        super().__init__(ctl.board)
        self.ctl = ctl
        self.setWindowTitle("Trace terrain")
        self.setWindowFlag(Qt.WindowType.Tool, True)
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel("Drag over hexes on the map to paint them; each stroke is one step to undo. "
                             "The middle button still pans."))
        form = QFormLayout()
        self.label = QComboBox()
        for lb in ctl.cmds.labels:
            self.label.addItem(lb.replace("_", " "), lb)
        self.label.addItem(RUB_OUT, None)
        form.addRow("Terrain:", self.label)
        self.on = QCheckBox("Brush on (drag paints instead of panning)")
        self.on.setChecked(True)
        form.addRow(self.on)
        lay.addLayout(form)
        self.legend = QLabel()
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setWordWrap(True)
        lay.addWidget(self.legend)
        lay.addWidget(QLabel("<i>Tarawa's sight line and Luzon's supply trace do not read the traced terrain "
                             "yet; export it as a map file to share it.</i>"))
        self.brush = Brush(self)
        self.update_counts()

    def terrain(self) -> str | None:
        return self.label.currentData()

    def update_counts(self) -> None:
        counts: dict[str, int] = {}
        for label in self.ctl.cmds.terrain().values():
            counts[label] = counts.get(label, 0) + 1
        labels = self.ctl.cmds.labels
        self.legend.setText("<br>".join(
            f"<span style='color:{colour_of(labels, lb)}; font-size:14pt'>■</span> {lb.replace('_', ' ')}: "
            f"{counts.get(lb, 0)} hex{'es' if counts.get(lb, 0) != 1 else ''}" for lb in labels))

    def closeEvent(self, event) -> None:  # noqa: N802
        self.on.setChecked(False)
        super().closeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802
        self.on.setChecked(True)
        super().showEvent(event)
