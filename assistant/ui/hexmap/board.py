"""What every hex board shares: the map view in a frame, the measurement (A, B, distance, hex line,
within N) drawn on the map and answered in the Measure dock, and a side panel for the game's record.
"""

from __future__ import annotations

from html import escape

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QVBoxLayout, QWidget

from assistant.core.hexes import Hex, HexMap
from assistant.ui.boards.protocol import BoardBase
from assistant.ui.i18n import fill, translate
from assistant.ui.side_tabs import SideTabs

from .hexview import HexBoardFrame, HexView, Place
from .measure import A_COLOUR, B_COLOUR, LINE_COLOUR, WITHIN_COLOUR, HexMeasure, MeasurePanel, hexes_text



_MAP_KINDS = (["map_image"], ["map_terrain"])   # record kinds of assistant.games.map_image


class HexBoard(BoardBase):
    """Base of the Luzon, Tarawa and Saipan boards."""

    game = None   # the game's commands object, set by each hex game's board
    players_view = None   # the players' view window, where the game has one

    @property
    def measure_hint(self) -> str:
        return translate("hexmap", "Type hex numbers (or click two hexes on the map): A, then B.")

    def __init__(self, hub, session, hexmap: HexMap, title: str):
        super().__init__()
        self.hub = hub
        self.session = session
        self.map = hexmap
        self.view = HexView(hexmap)
        self.frame = HexBoardFrame(self.view, title)
        self.measure = HexMeasure(hexmap, self)
        self.places: dict[Hex, list[str]] = {}
        # the game's panels: the window docks them in its right-hand column (side_panel, issue 23.1), so the
        # map alone is the board and gets the window's width; their titles wrap onto rows, none hidden
        self.tabs = SideTabs(self)
        self.tabs.setMinimumWidth(280)
        self.tabs.hide()
        self.act_side_panel = QAction(translate("hexmap", "Show the game panels"), self)
        self.act_side_panel.setCheckable(True)
        self.act_side_panel.setChecked(True)
        self.act_side_panel.setShortcut(QKeySequence("Ctrl+Shift+J"))
        self.act_side_panel.setToolTip(translate("hexmap", "Fold the game's panels away to give the map the room "
                                                           "(Ctrl+Shift+J)"))
        self.act_side_panel.setProperty("menu", "view")
        self.act_side_panel.toggled.connect(lambda on: self.tabs.setVisible(on and self.tabs.parentWidget() is not self))
        self.addAction(self.act_side_panel)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.frame)
        from .hexview_keys import HexKeys

        self.keys = HexKeys(self)
        self.frame.on_fit = self.keys.fit
        self.view.home_source = self.fit_hexes
        self.view.hexClicked.connect(self.on_hex_clicked)
        self.view.hexHovered.connect(self._hover)
        self.measure.changed.connect(self.draw_measure)
        self.measure.changed.connect(self.selectionChanged)
        hub.recordChanged.connect(self._on_record)
        from assistant.ui.mapimage.controller import MapImageController

        self.map_image = MapImageController(self)
        self.map_image.refresh()
        note = self.map_image.status()
        if note:
            self.frame.hover.setText(note)

    def changeEvent(self, event) -> None:  # noqa: N802 - a new palette (a dark desktop): redraw in its colours
        from PySide6.QtCore import QEvent

        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "keys"):
            self.view.apply_palette()
            if getattr(self.hub, "session", None) is not self.session:
                return   # a board its window has replaced: its game (and maybe its database) is closed
            self.draw_measure()
            self.refresh()   # every board redraws its counters and layers from its game

    def sizeHint(self):  # noqa: N802 - ask the window for room for the map (its panels are docked beside)
        from PySide6.QtCore import QSize

        return QSize(900, 700)

    def minimumSizeHint(self):  # noqa: N802 - the map beside the right-hand column, on a 1280x720 laptop
        from PySide6.QtCore import QSize

        return QSize(520, 400)

    # -- Board protocol -----------------------------------------------------------------------------
    def side_panel(self) -> tuple:
        """The game's tabs, docked in the window's right-hand column; ``act_side_panel`` folds them."""
        return self.tabs, translate("hexmap", "Game"), self.act_side_panel

    def shortcut_notes(self) -> list:
        """The side panel's keys (Ctrl+PgDown / Ctrl+PgUp: the next / previous tab)."""
        return self.tabs.shortcut_notes()

    # -- what Fit shows (issue 23.1) ------------------------------------------------------------------
    def land_hexes(self):
        """The hexes of the map that are land, for Fit land; None: the whole map is land (Luzon)."""
        return None

    def land_words(self) -> str:
        """What Fit land shows, in words for the status bar."""
        return translate("hexmap", "the land and the units")

    def fit_hexes(self) -> list[Hex] | None:
        """What Fit land shows: the land with the units and the named places on the map; None: the whole
        map (where the board names no land)."""
        land = self.land_hexes()
        if land is None:
            return None
        hexes = set(land) | {h for _name, h in self.unit_positions()} | set(self.places)
        return [h for h in hexes if self.map.contains(h)] or None
    def measure_panel(self) -> QWidget:
        self._measure_panel = MeasurePanel(self.measure, self.measure_extras, self.measure_hint)
        return self._measure_panel

    def plots(self) -> list:
        return []

    def game_actions(self) -> list:
        """The Game menu's actions: a board adds its own in front of the map image actions; the map's
        keys (zoom, Fit, zoom to selection, find, next turn) go to View, Game and Turn."""
        return list(self.keys.menu_actions) + [self.act_side_panel] + list(self.map_actions())

    def map_actions(self) -> list:
        """The map image actions (load, calibrate, find, trace, export, import, forget) for the Game
        menu: each board's ``game_actions`` includes them."""
        if not hasattr(self, "_map_actions"):
            self._map_actions = self.map_image.actions()
        return self._map_actions

    # -- places --------------------------------------------------------------------------------------
    def show_places(self, name: str, places: list[Place], show_names: bool = True) -> None:
        self.view.set_places(name, places, show_names=show_names)
        for p in places:
            if p.name and p.name not in self.places.setdefault(p.hex, []):
                self.places[p.hex].append(p.name)

    def _hover(self, h: Hex | None) -> None:
        if h is None:
            self.frame.hover.setText(translate("hexmap", "Off the map."))
            return
        self.frame.hover.setText(self._hex_html(h))

    def _hex_html(self, h: Hex) -> str:
        """The hex's words with its number in bold."""
        text, label = self.describe_hex(h), self.view.geo.label(h)
        head = fill(translate("hexmap", "Hex %1"), label)
        if text.startswith(head):
            return f"<b>{escape(head)}</b>{escape(text[len(head):])}"
        return escape(text)

    def hover_extra(self, h: Hex) -> str:
        return ""

    # -- the keyboard (hexview_keys) --------------------------------------------------------------------
    def unit_positions(self) -> list[tuple[str, Hex]]:
        """(name, hex) of every unit on the map, for Find; boards with units say."""
        units = getattr(self, "units", None)
        if not callable(units):
            return []
        out = []
        for u in units():
            if getattr(u, "hex", ""):
                for name in {getattr(u, "name", ""), getattr(u, "id", "")} - {""}:
                    out.append((name, self.map.parse(u.hex)))
        return out

    def close_views(self) -> None:
        if self.players_view is not None:
            self.players_view.close()

    def commands(self):
        """The game's commands object, which the palette's entries call (the same one the panels use)."""
        return self.game

    def selected_for(self, kind: str) -> list:
        """For a command form's "From the board": the hexes A and B (printed numbers), or the picked units."""
        if kind == "hex":
            return [self.map.label(h) for h in (self.measure.a, self.measure.b) if h is not None]
        if kind == "unit":
            return list(getattr(self, "picked", []) or [])
        return []

    def selection_hexes(self) -> list[Hex]:
        """What Zoom to selection shows: the selected hex, A and B, the picked units' hexes."""
        out = [h for h in (self.view.cursor_hex, self.measure.a, self.measure.b) if h is not None]
        picked = set(getattr(self, "picked", []) or [])
        if picked:
            out += [h for name, h in self.unit_positions() if name in picked]
        return out

    def find_on_map(self, text: str) -> tuple[Hex | None, str]:
        """(hex, what it is) for a hex number, a unit's name or a place's name (whole word first, then
        part of a name); (None, why not) when nothing matches."""
        text = text.strip()
        if not text:
            return None, translate("hexmap", "Type a hex number, a unit or a place to find.")
        try:
            h = self.map.parse(text)
        except Exception:  # noqa: BLE001 - not a hex number: look for a name
            h = None
        if h is not None and self.map.contains(h):
            return h, fill(translate("hexmap", "Hex %1"), self.map.label(h))
        names = [(n, h, "place") for h, ns in self.places.items() for n in ns]
        names += [(n, h, "unit") for n, h in self.unit_positions()]
        low = text.lower()
        for test in (lambda n: n.lower() == low, lambda n: n.lower().startswith(low), lambda n: low in n.lower()):
            hits = [(n, h, k) for n, h, k in names if test(n)]
            if hits:
                n, h, k = sorted(hits, key=lambda x: (x[2] != "place", x[0]))[0]
                what = (translate("hexmap", "Unit %1: hex %2") if k == "unit"
                        else translate("hexmap", "Place %1: hex %2"))
                return h, fill(what, n, self.map.label(h))
        return None, fill(translate("hexmap", "Nothing on the map is called '%1' (a hex number, a unit or a place)."),
                          text)

    def describe_hex(self, h: Hex) -> str:
        """What the map says of a hex, in plain words (for the line under the map and a screen reader)."""
        names = self.places.get(h, [])
        extra = self.hover_extra(h)
        return (fill(translate("hexmap", "Hex %1"), self.view.geo.label(h))
                + (f" — {', '.join(names)}" if names else "")
                + (f" — {extra}" if extra else ""))

    def describe_answers(self) -> str:
        """The measurement and the board's own answers (the sight line, the air box) in words."""
        parts = [self.measure.describe()]
        try:
            extras = self.measure_extras(self.measure)
        except Exception:  # noqa: BLE001 - an answer that cannot be worked out now is left out of the words
            extras = []
        parts += [f"{title}: {text}" for title, text, _colour in extras]
        return ". ".join(p.rstrip(".") for p in parts if p) + "."

    def selection_text(self, prefix: str = "") -> str:
        """The selected hex (its number, places, terrain and units) and the answers, in words."""
        h = self.view.cursor_hex
        parts = [prefix] if prefix else []
        if h is not None:
            parts.append(fill(translate("hexmap", "Selected: %1"), self.describe_hex(h)))
        parts.append(self.describe_answers())
        return ". ".join(p for p in parts if p)

    def describe_selection(self, prefix: str = "") -> str:
        """The selected hex and the measurement's answer, for the line under the map and as the map's
        accessible description."""
        text = self.selection_text(prefix)
        self.view.setAccessibleDescription(text)
        self.frame.hover.setText(escape(text))
        self.selectionChanged.emit()
        return text

    # -- the selection (issue 23.3) ------------------------------------------------------------------
    def clear_selection(self) -> None:
        """Esc: the selected hex (the keyboard's cursor) and the measurement's A and B; a board with counters
        also drops its picked units (``UnitsMixin``)."""
        self.view.set_cursor_hex(None)
        self.measure.clear()
        self.describe_selection()

    def put_down(self) -> bool:
        """Esc before the selection: a tool other than measuring (Mark, Units, Fire) goes back to measuring."""
        group, default = getattr(self, "tool_group", None), getattr(self, "measure_btn", None)
        if group is None or default is None or group.checkedButton() in (None, default):
            return False
        default.setChecked(True)
        return True

    def selection_words(self) -> str:
        """For the status bar: the picked units (``picked_words``), A and B of the measurement, the hex the
        keyboard selected."""
        m, units, rest = self.measure, self.picked_words(), []
        if m.a is not None and m.b is not None:
            rest.append(fill(translate("hexmap", "A %1, B %2 (%3)"), m.label(m.a), m.label(m.b), hexes_text(m.distance)))
        elif m.a is not None:
            rest.append(fill(translate("hexmap", "A %1"), m.label(m.a)))
        elif m.b is not None:
            rest.append(fill(translate("hexmap", "B %1"), m.label(m.b)))
        h = self.view.cursor_hex
        if h is not None and h not in (m.a, m.b):
            rest.append(fill(translate("hexmap", "hex %1"), m.label(h)))
        if units:
            return "; ".join([units, *rest])
        return fill(translate("hexmap", "Selected: %1"), "; ".join(rest)) if rest else ""

    def picked_words(self) -> str:
        """The picked units in words; boards with counters say (``UnitsMixin``)."""
        return ""

    # -- measuring -----------------------------------------------------------------------------------
    def on_hex_clicked(self, h: Hex) -> None:
        self.measure.click(h)

    def measure_extras(self, m: HexMeasure) -> list[tuple[str, str, str]]:
        return []

    def draw_measure(self) -> None:
        m, v = self.measure, self.view
        marks = []
        if m.a is not None:
            marks.append((m.a, "A", A_COLOUR))
        if m.b is not None:
            marks.append((m.b, "B", B_COLOUR))
        v.set_markers("measure_marks", marks)
        if m.show_within and m.a is not None:
            v.set_area("measure_within", m.within_hexes(), WITHIN_COLOUR, "#33691e", z=1.5, alpha=80, width=1.0)
        else:
            v.clear_layer("measure_within")
        if m.a is not None and m.b is not None and m.a != m.b:
            if m.show_line:
                v.set_area("measure_line", m.line_hexes()[1:-1], LINE_COLOUR, "#f57f17", z=1.8, alpha=110, width=1.5)
            d = m.distance
            v.set_polyline("measure_path", [v.geo.centre(m.a), v.geo.centre(m.b)], "#212121", width=2.5,
                           dashed=True, label=hexes_text(d), z=6.5)
        else:
            v.clear_layer("measure_line")
            v.clear_layer("measure_path")
        self.draw_measure_extra()
        text = self.selection_text()
        self.view.setAccessibleDescription(text)
        if m.a is not None:                       # the line under the map says the answer too
            self.frame.hover.setText(escape(text))

    def draw_measure_extra(self) -> None:
        """Boards draw their own answers here (the sight line)."""

    # -- records -------------------------------------------------------------------------------------
    def _on_record(self, change) -> None:
        if self.session is None or change.game_id != self.session.game_id:
            return
        if any(op.table == "records" and str(dict(op.key).get("id", "")).split(":")[1:2] in _MAP_KINDS
               for op in change.ops):
            self.map_image.refresh()
        self.on_record(change)

    def on_record(self, change) -> None:
        """Redraw from the model (undo and redo arrive here too)."""
