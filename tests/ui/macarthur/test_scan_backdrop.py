"""Issue 16.2, the referee's scan under the network editor: a synthetic "printed campaign map" (towns
drawn at a known scale, turn and shift from the board's own positions, plus towns the board does not
have yet) is loaded, pinned to three printed towns by clicking them with the Pin tool, and then new
towns clicked on their printed places land at the right board coordinates; a road drawn between them
keeps its kind; every step is one undoable change; the game keeps the scan's path and hash only."""

from __future__ import annotations

import cmath
import math

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QImage, QPainter, QPen
from PySide6.QtWidgets import QInputDialog

from assistant.ui.macarthur.editor_tab import TOOLS

A = 0.45 * cmath.exp(1j * math.radians(8))      # board units a pixel, turned 8 degrees
B = complex(-60.0, 25.0)
NEW = {"Chonan": (212.5, 301.0), "Kimchon": (388.0, 455.5)}
"""Towns printed on the scan that the board lacks, at these board coordinates."""


def image_xy(x: float, y: float) -> tuple[float, float]:
    z = (complex(x, y) - B) / A
    return z.real, z.imag


def draw_scan(path, towns: dict[str, tuple[float, float]]) -> None:
    pts = {n: image_xy(*xy) for n, xy in towns.items()}
    w = int(max(p[0] for p in pts.values()) + 120)
    h = int(max(p[1] for p in pts.values()) + 120)
    img = QImage(w, h, QImage.Format.Format_RGB32)
    img.fill(QColor("#efe4c8"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont("Sans")
    font.setPixelSize(18)
    p.setFont(font)
    for name, (x, y) in pts.items():
        p.setPen(QPen(QColor("#3e2723"), 3))
        p.setBrush(QBrush(QColor("#fff8e1")))
        p.drawEllipse(QPointF(x, y), 11, 11)
        p.drawText(QRectF(x - 80, y + 12, 160, 24), int(Qt.AlignmentFlag.AlignHCenter), name)
    p.end()
    assert img.save(str(path))


@pytest.fixture()
def korea(window):
    window.resize(1280, 720)
    window.create_and_open("macarthur_korea", "Scan test")
    return window.board


def click_scene(view, qtbot, x: float, y: float) -> None:
    pt = view.mapFromScene(QPointF(x, y))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(pt.x(), pt.y()))


def test_scan_pinned_by_clicks_then_towns_and_roads_placed_on_it(korea, qtbot, tmp_path, monkeypatch):
    b, view, ed = korea, korea.view, korea.editor_tab
    board_towns = {n: (p.x(), p.y()) for n, p in view._town_pos.items()}
    scan = tmp_path / "korea_scan.png"
    draw_scan(scan, {**board_towns, **NEW})
    history = len(b.session.history())

    assert b.backdrop.load_image(scan)
    assert view.underlay is b.backdrop.item and view.underlay.scene() is view.scene()
    img = b.backdrop.cmds.image()
    assert img.path == str(scan.resolve()) and len(img.sha256) == 64 and img.calibration is None
    assert "one pixel to one board unit" in ed.scan_status.text()

    # Pin tool: click three printed towns on the scan (where it lies now), name each
    ed.tool_group.button([k for k, _ in TOOLS].index("pin_scan")).setChecked(True)     # the radio button
    assert view.mode == "pin_scan"
    for town in ("Seoul", "Pusan", "Kunsan"):
        monkeypatch.setattr(ed, "ask_town", lambda names, t=town: t)
        fit = b.backdrop.fit()
        click_scene(view, qtbot, *fit.to_board(*image_xy(*board_towns[town])))
    fit = b.backdrop.fit()
    assert [p.town for p in b.backdrop.cmds.pins()] == ["Seoul", "Pusan", "Kunsan"]
    assert fit.scale == pytest.approx(0.45, rel=0.02) and fit.rotation_deg == pytest.approx(8.0, abs=0.5)
    assert "pinned to 3 towns" in ed.scan_status.text()
    # every printed town of the board now lies under its town, within a couple of board units
    for name, (x, y) in board_towns.items():
        assert math.dist(fit.to_board(*image_xy(x, y)), (x, y)) < 2.5, name

    # Add town on the printed places of towns the board lacks: they land at their board coordinates
    ed.set_tool("add_town")
    px_per_unit = view.transform().m11()
    for name, (x, y) in NEW.items():
        monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, n=name, **k: (n, True)))
        click_scene(view, qtbot, *fit.to_board(*image_xy(x, y)))
        got = b.doc["meta"]["layout"]["towns"][name]
        assert math.dist(got, (x, y)) < 2.5 + 1.0 / px_per_unit, (name, got)

    # Add road between them, dashed
    ed.kind_box.setCurrentIndex(ed.kind_box.findData("dashed"))
    ed.set_tool("add_road")
    for name in NEW:
        click_scene(view, qtbot, *b.doc["meta"]["layout"]["towns"][name])
    road = [r for r in b.doc["roads"] if {r["from"], r["to"]} == set(NEW)]
    assert road and road[0]["kind"] == "dashed"

    # one undoable change each: 1 scan + 3 pins + 2 towns + 1 road
    assert len(b.session.history()) == history + 7
    b.hub.undo_stack.undo()
    assert not [r for r in b.doc["roads"] if {r["from"], r["to"]} == set(NEW)]

    # a road is picked by a click near it (the roads are drawn as one path per kind)
    b.hub.undo_stack.redo()
    ed.set_tool("delete_road")
    a, c = (QPointF(*b.doc["meta"]["layout"]["towns"][n]) for n in NEW)
    click_scene(view, qtbot, *((a + c) / 2).toTuple())
    assert not [r for r in b.doc["roads"] if {r["from"], r["to"]} == set(NEW)]


def test_a_pin_on_the_wrong_town_is_refused_and_nothing_changes(korea, qtbot, tmp_path, monkeypatch):
    b, view, ed = korea, korea.view, korea.editor_tab
    board_towns = {n: (p.x(), p.y()) for n, p in view._town_pos.items()}
    scan = tmp_path / "scan.png"
    draw_scan(scan, board_towns)
    assert b.backdrop.load_image(scan)
    ed.set_tool("pin_scan")
    for town, said in (("Seoul", "Seoul"), ("Pusan", "Pusan"), ("Kunsan", "Taegu")):
        monkeypatch.setattr(ed, "ask_town", lambda names, t=said: t)
        click_scene(view, qtbot, *b.backdrop.fit().to_board(*image_xy(*board_towns[town])))
    assert [p.town for p in b.backdrop.cmds.pins()] == ["Seoul", "Pusan"]
    assert "REFUSED" in b.message_label.text() and "Taegu" in b.last_message


def test_the_scan_comes_back_with_the_game(window, tmp_path, korea, qtbot, monkeypatch):
    """The scan is kept by path and hash: reopening the game shows it again where its pins put it."""
    b = korea
    board_towns = {n: (p.x(), p.y()) for n, p in b.view._town_pos.items()}
    scan = tmp_path / "scan.png"
    draw_scan(scan, board_towns)
    assert b.backdrop.load_image(scan)
    b.backdrop.pin(*b.backdrop.fit().to_board(*image_xy(*board_towns["Seoul"])), "Seoul")
    gid = b.session.game_id
    window.create_and_open("macarthur_korea", "another")
    assert window.open_game_id(gid)
    b2 = window.board
    assert b2.view.underlay is not None and [p.town for p in b2.backdrop.cmds.pins()] == ["Seoul"]


def test_once_a_town_is_pinned_the_nearest_come_first_and_typing_filters(korea, qtbot, tmp_path, monkeypatch):
    """Issue 23.2: after one pin (Seoul), a click on Inchon's printed place offers Inchon among the first
    towns (it came in the unfitted scan's order); the chooser filters as the referee types."""
    from assistant.ui.macarthur.town_chooser import TownChooser

    b, view, ed = korea, korea.view, korea.editor_tab
    board_towns = {n: (p.x(), p.y()) for n, p in view._town_pos.items()}
    assert "Inchon" in board_towns
    scan = tmp_path / "korea_scan.png"
    draw_scan(scan, board_towns)
    assert b.backdrop.load_image(scan)
    ed.set_tool("pin_scan")
    offered = []

    def ask(names, t):
        offered.append(list(names))
        return t

    for town in ("Seoul", "Inchon"):
        monkeypatch.setattr(ed, "ask_town", lambda names, t=town: ask(names, t))
        click_scene(view, qtbot, *b.backdrop.fit().to_board(*image_xy(*board_towns[town])))
    assert offered[0] == sorted(board_towns, key=str.casefold)          # no pin yet: by name
    assert "Inchon" in offered[1][:3] and offered[1][-1] == "Seoul"
    assert [p.town for p in b.backdrop.cmds.pins()] == ["Seoul", "Inchon"]

    chooser = TownChooser(offered[1], True, ed)
    qtbot.addWidget(chooser)
    assert chooser.chosen() == offered[1][0]
    qtbot.keyClicks(chooser.filter, "INCH")
    shown = [chooser.list.item(i).text() for i in range(chooser.list.count()) if not chooser.list.item(i).isHidden()]
    assert shown == ["Inchon"] and chooser.chosen() == "Inchon" and chooser.ok.isEnabled()
    chooser.filter.setText("zzz")
    assert chooser.chosen() is None and not chooser.ok.isEnabled()
