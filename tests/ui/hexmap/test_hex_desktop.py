"""Issue 13 on the hex maps (Tarawa, Luzon, Saipan): counters keep a minimum size on screen at any zoom
(13.2), Tarawa's turn key (13.3), the map's colours under a dark Fusion palette (13.6, a screenshot test)
and what a screen reader reads for the map, the selection, the answers and the turn track (13.6)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, QSettings
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtWidgets import QApplication, QGraphicsPathItem

from assistant.ui import theme
from assistant.ui.hexmap.hexview import MIN_COUNTER_PX, _KeepsScreenSize, label_rect
from assistant.ui.shortcuts import collect

GAMES = ("tarawa", "luzon", "saipan")


def _window(qtbot, tmp_path, kind: str, size=(1280, 720)):
    """The main window at ``size`` with the demo of ``kind`` open (no other game made first)."""
    from assistant.ui.launch import make_app
    from assistant.ui.mainwindow import MainWindow

    make_app()
    win = MainWindow(settings=QSettings(str(tmp_path / f"{kind}.ini"), QSettings.Format.IniFormat))
    win.quiet_errors = True
    qtbot.addWidget(win)
    assert win.open_database(tmp_path / f"{kind}.sqlite")
    win.create_and_open(kind, "Hex desktop")
    win.resize(*size)
    win.show()
    for _ in range(3):
        QCoreApplication.processEvents()
    return win


@pytest.fixture()
def dark():
    """A dark Fusion palette for the duration of a test (what a dark desktop gives)."""
    app = QApplication.instance()
    old_style, old_palette = app.style().name(), app.palette()
    app.setStyle("Fusion")
    app.setPalette(theme.dark_palette())
    yield
    app.setPalette(old_palette)
    app.setStyle(old_style)


def _counters(view):
    return [i for items in view.layers.values() for i in items if isinstance(i, _KeepsScreenSize) and i.isVisible()]


# -- 13.2: counters keep a minimum on-screen size ------------------------------------------------------
@pytest.mark.parametrize("kind", GAMES)
def test_counters_keep_a_minimum_size_and_hit_area_at_fit(kind, qtbot, tmp_path):
    """13.2: at Fit in a 1280x720 window every counter (Tarawa's stacks, Saipan's, Luzon's chips) is at
    least MIN_COUNTER_PX on screen each way, neighbours grown into each other are moved apart so none
    covers another's words, a click on its edge picks its hex, and no label covers one."""
    win = _window(qtbot, tmp_path, kind)
    v = win.board.view
    win.board.keys.fit()
    v.place_labels()
    counters = _counters(v)
    assert counters, "the demo has counters on the map"
    vt = v.viewportTransform()
    boxes = []
    for c in counters:
        box = vt.mapRect(c.clear_rect)
        assert min(box.width(), box.height()) >= MIN_COUNTER_PX - 0.5, (c.hex, box)
        boxes.append((c, box))
    # grown counters of neighbouring hexes are moved apart: none covers the middle of another (its words)
    for i, (_c, a) in enumerate(boxes):
        for _d, b in boxes[i + 1:]:
            r = a.intersected(b)
            assert not r.isValid() or min(r.width(), r.height()) <= MIN_COUNTER_PX / 3, (a, b)
    # a click just inside the edge of a counter that no other counter overlaps picks that counter's hex
    lone = [(c, b) for c, b in boxes if not any(b.intersects(o) for d, o in boxes if d is not c)]
    assert lone
    for c, box in lone[:5]:
        edge = box.topLeft() + (box.bottomRight() - box.topLeft()) * 0.1
        assert v.hex_at_view(edge) == c.hex
    for text, r in v.label_rects():
        for _c, box in boxes:
            assert not r.intersects(box), f"the label {text!r} covers a counter at {box}"
    # grown over its hex a counter is drawn above the place dots, so a town's dot never hides its words
    assert all(c.zValue() > 5.0 for c, _b in boxes)
    # zoomed in, the counter is drawn at its own size again (larger than the minimum)
    v.zoom_to_hexes([counters[0].hex])
    assert vt.mapRect(counters[0].clear_rect).width() < v.viewportTransform().mapRect(counters[0].clear_rect).width()
    assert counters[0].grow == 1.0


# -- 13.3: a turn key in Tarawa -------------------------------------------------------------------------
def test_tarawa_turn_menu_key_passes_for_the_player_to_act_and_undoes(qtbot, tmp_path):
    """Tarawa 4.3: the Turn menu's Ctrl+Return is the acting player's pass (four in a row end the turn);
    it is one undoable change and Help > Keyboard shortcuts lists it."""
    win = _window(qtbot, tmp_path, "tarawa")
    board, game = win.board, win.board.game
    act = next(a for a in win.menu_turn.actions() if a.shortcut().toString() == "Ctrl+Return")
    assert act.text().startswith("Pass")
    assert any(keys == "Ctrl+Return" and what == act.text() for _w, what, keys in collect(win))
    turn, first = game.log().turn, game.log().next_player
    act.trigger()
    assert game.log().actions[-1].kind == "pass" and game.log().next_player != first
    for _ in range(3):
        act.trigger()
    assert game.log().turn == turn + 1                          # four passes in a row: the turn ends
    assert f"turn {turn + 1}" in board.frame.title.text()
    win.act_undo.trigger()
    assert game.log().turn == turn and game.log().state.consecutive_passes == 3


# -- 13.6: colours from the palette -------------------------------------------------------------------
def _ink_and_box(image, r: QRectF) -> tuple[QColor, QColor]:
    """The box colour (the commonest pixel inside the label's box) and the text's ink (the pixel that
    differs most from it), read from the picture."""
    counts: dict[int, int] = {}
    pixels = []
    for x in range(int(r.left()) + 1, int(r.right()) - 1):
        for y in range(int(r.top()) + 1, int(r.bottom()) - 1):
            c = image.pixelColor(x, y)
            pixels.append(c)
            counts[c.rgb()] = counts.get(c.rgb(), 0) + 1
    box = QColor.fromRgb(max(counts, key=counts.get))
    ink = max(pixels, key=lambda c: theme.contrast(c, box))
    return ink, box


@pytest.mark.parametrize("kind", GAMES)
def test_dark_palette_map_reads_well(kind, dark, qtbot, tmp_path):
    """13.6, screenshot test under a dark Fusion palette: the empty map is dark, its numbers and grid
    lines stand out from it, every label's text reads on the box it is drawn on (contrast, measured on
    the picture), and the side and terrain colours stay apart."""
    win = _window(qtbot, tmp_path, kind)
    board, v = win.board, win.board.view
    if kind == "luzon":
        board.measure.set_text("a", "17.16")
        board.measure.set_text("b", "9.14")
    else:
        a, b = ("0528", "2026") if kind == "tarawa" else ("2119", "2423")
        board.measure.set_text("a", a)
        board.measure.set_text("b", b)
    board.keys.fit()
    v.place_labels()
    image = v.viewport().grab().toImage()
    pal = v.colours
    assert pal.dark
    assert v.scene().backgroundBrush().color().lightnessF() < 0.3          # the sea
    corner = image.pixelColor(2, 2)                                          # off the map: the sea, as drawn
    assert corner.lightnessF() < 0.3
    assert pal.land.lightnessF() < 0.3
    assert theme.contrast(pal.number, pal.land) >= 4.5
    assert theme.contrast(pal.grid, pal.land) >= 2.0
    shown = v.shown_labels()
    assert shown
    for lb in shown:
        r = label_rect(v, lb).intersected(QRectF(image.rect()))
        ink, box = _ink_and_box(image, r)
        # on the picture (antialiased strokes never quite reach the ink) at least 3.5:1; as set, 4.5:1
        assert theme.contrast(ink, box) >= 3.5, f"{lb.text()!r}: {ink.name()} on {box.name()}"
        assert theme.contrast(lb.brush().color(), pal.label_bg) >= 4.5
    # the measurement's A and B outlines read on the dark land
    outlines = [i for i in v.layer_items("measure_marks") if isinstance(i, QGraphicsPathItem)]
    assert len(outlines) == 2
    for item in outlines:
        assert theme.contrast(item.pen().color(), pal.land) >= 3.0
    if kind == "tarawa":
        from assistant.ui.tarawa.board import TERRAIN_COLOUR
        from assistant.ui.tarawa.panels import JAPANESE, US

        drawn = {t: pal.fill(QColor(c)) for t, c in TERRAIN_COLOUR.items()}
        names = sorted(drawn)
        for i, t in enumerate(names):
            for u in names[i + 1:]:
                assert drawn[t].rgb() != drawn[u].rgb(), (t, u)
        assert QColor(US).rgb() != QColor(JAPANESE).rgb()
    win.grab().save(str(tmp_path / f"{kind}_dark.png"))


def test_light_palette_map_is_unchanged():
    """The light palette keeps the printed map's colours (sea, land, grid, numbers) and a board's fills."""
    from assistant.ui.hexmap.hexview import GRID, LAND, NUMBER, SEA, map_colours

    c = map_colours(QApplication.style().standardPalette())
    assert not c.dark
    assert (c.sea.rgb(), c.land.rgb(), c.grid.rgb(), c.number.rgb()) == (SEA.rgb(), LAND.rgb(), GRID.rgb(),
                                                                         NUMBER.rgb())
    assert c.fill(QColor("#66bb6a")).rgb() == QColor("#66bb6a").rgb()
    d = map_colours(theme.dark_palette())
    assert d.dark and d.fill(SEA).rgb() == d.sea.rgb() and d.fill(LAND).rgb() == d.land.rgb()


# -- 13.6: what a screen reader reads -----------------------------------------------------------------
def _reads(widget) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)
    return f"{iface.text(QAccessible.Text.Name)} | {iface.text(QAccessible.Text.Description)}"


def test_tarawa_map_and_turn_track_are_read_out(qtbot, tmp_path):
    """13.6: the map reads the selected hex (its number, terrain and units) and the last answer (the
    distance and the sight line, 4.2.1 / T3); the turn track reads the turn and who acts."""
    win = _window(qtbot, tmp_path, "tarawa")
    board, game, v = win.board, win.board.game, win.board.view
    assert "Hex map" in _reads(v)
    unit = game.unit("us-1b")
    board.keys.find("us-1b")
    text = _reads(v)
    assert unit.hex in text and unit.label in text
    board.measure.set_text("a", "0528")
    board.measure.set_text("b", "2026")
    text = _reads(v)
    d = board.measure.distance
    assert "0528" in text and "2026" in text and f"{d} hexes" in text
    assert "Sight line" in text and ("clear" in text.lower() or "block" in text.lower())
    track = board.action_panel.who
    text = _reads(track)
    assert "Turn track" in text and f"Turn {game.log().turn}" in text and "to act" in text
    assert "<" not in text                                         # words, not markup
    assert "Passes in a row" in _reads(board.action_panel.passes)
    assert "Map legend" in _reads(board.frame.legend) and "blocks sight" in _reads(board.frame.legend)


@pytest.mark.parametrize("kind", ("luzon", "saipan"))
def test_luzon_and_saipan_maps_read_the_selection_and_the_answer(kind, qtbot, tmp_path):
    """13.6: on Luzon and Saipan too the map reads the selected hex and the measured distance."""
    win = _window(qtbot, tmp_path, kind)
    board, v = win.board, win.board.view
    a, b = ("17.16", "9.14") if kind == "luzon" else ("2119", "2423")
    board.keys.find(a)
    assert a in _reads(v) and "Selected" in _reads(v)
    board.measure.set_text("a", a)
    board.measure.set_text("b", b)
    assert f"{board.measure.distance} hexes" in _reads(v)
    assert _reads(board.frame.title).split(" | ")[0]               # the title bar reads its words


def test_every_ui_module_is_scanned_for_translation():
    """13.6: with nothing left PENDING, every module under assistant/ui (the hex boards of all three games
    included) is in the translation scan: no visible string escapes (tests/ui/test_translations.py)."""
    from pathlib import Path

    from assistant.ui.i18n import PENDING, TRANSLATED_MODULES

    root = Path(__file__).resolve().parents[3]
    every = {p.relative_to(root).as_posix() for p in (root / "assistant" / "ui").rglob("*.py")}
    assert PENDING == ()
    assert set(TRANSLATED_MODULES) == every
    for module in ("assistant/ui/hexmap/hexview.py", "assistant/ui/luzon/board.py",
                   "assistant/ui/saipan/board.py", "assistant/ui/bataan/board.py",
                   "assistant/ui/macarthur/board.py", "assistant/ui/mapimage/trace.py"):
        assert module in TRANSLATED_MODULES


@pytest.mark.parametrize("kind", ["tarawa", "luzon", "saipan"])
def test_switching_to_a_dark_palette_redraws_the_map_in_its_colours(kind, qtbot, tmp_path):
    """13.6: a desktop switching to a dark palette while the game is open: the sea, the grid and the
    labels follow at once (no restart), on every hex board (Luzon's counters are drawn from its forces:
    the redraw once raised there), and a board the window has replaced stays quiet."""
    win = _window(qtbot, tmp_path, "luzon" if kind == "tarawa" else "tarawa")
    win.create_and_open(kind, "Switched to")   # the first game's board is replaced, its game closed
    QCoreApplication.processEvents()
    v = win.board.view
    assert not v.colours.dark
    app = QApplication.instance()
    old_style, old_palette = app.style().name(), app.palette()
    try:
        app.setStyle("Fusion")
        app.setPalette(theme.dark_palette())
        QCoreApplication.processEvents()
        assert v.colours.dark and v.grid.colours.dark
        assert v.scene().backgroundBrush().color().lightnessF() < 0.3
        for lb in v.labels():
            assert theme.contrast(lb.brush().color(), v.colours.label_bg) >= 4.5
        stack = next(i for i in v.layer_items("units") if hasattr(i, "edge"))
        assert stack.edge.lightnessF() > 0.7                              # the counters were redrawn too
    finally:
        app.setPalette(old_palette)
        app.setStyle(old_style)
    QCoreApplication.processEvents()
    assert not v.colours.dark


def test_luzon_and_saipan_turn_tracks_read_their_turn(qtbot, tmp_path):
    """13.6: what a screen reader reads for Luzon's turn track (6.0: five turns, the current one named) and
    Saipan's day (16.4: thirty days, the next step of the sequence of play)."""
    panel = _window(qtbot, tmp_path, "luzon").board.turn_panel
    assert panel.turn_buttons[0].accessibleName().startswith("Turn 1, ")
    assert panel.turn_title.accessibleName() == "Current turn"
    assert panel.turn_title.accessibleDescription().startswith("Turn 1 of 5")
    day = _window(qtbot, tmp_path, "saipan").board.day_panel
    assert day.title.accessibleDescription().startswith("Day 1 of 30")
    described = day.next_lbl.accessibleDescription()
    assert described.startswith("Next: ") and "<b>" not in described
