"""Issue 17.1, a big road network in the window: the board is drawn once per change and its build stays
proportionate (one path item per road kind however many roads, a town's name made only when it finds
room, the names of towns with no room round them hidden without trying their places); labels still
cover nothing; a road is still picked by a click near it. Issue 13.6: the map view's description names
the selected town with its units and the last answer. (Times are printed by
benchmarks/bench_network_import.py --window, never asserted here.)"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QGraphicsPathItem

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "benchmarks"))
from bench_network_import import grid_doc  # noqa: E402

from assistant.ui.macarthur import view as view_module  # noqa: E402

from .test_board_at_arms_length import _check_no_cover  # noqa: E402

N = 1500


def _import_big(window, tmp_path, monkeypatch, spacing_doc=None):
    window.resize(1280, 720)
    window.create_and_open("macarthur_korea", "Big board")
    b = window.board
    path = tmp_path / "big.json"
    path.write_text(json.dumps(spacing_doc or grid_doc(N)), encoding="utf-8")
    draws = []
    real = view_module.NetworkView.draw
    monkeypatch.setattr(view_module.NetworkView, "draw", lambda self, *a, **k: (draws.append(1), real(self, *a, **k)))
    assert b.editor_tab.import_network(path)
    return b, draws


def test_a_big_network_is_drawn_once_with_bulk_roads_and_few_name_items(window, tmp_path, monkeypatch):
    b, draws = _import_big(window, tmp_path, monkeypatch)
    v = b.view
    assert len(draws) == 1                                  # one change, one drawing
    assert len(v.town_items) == N
    roads = [it for it in v.scene().items() if isinstance(it, QGraphicsPathItem) and it.zValue() == 1]
    assert len(roads) == 2                                  # solid and dashed: one item each
    assert len(v.name_items) < N / 4                        # at Fit few names find room, and only those are made
    assert all(it.isVisible() for it in v.name_items.values())
    hidden = {k[1] for k in v.label_layout.hidden if k[0] == "name"}
    assert hidden >= view_module.crowded_towns(v.town_centres())
    _check_no_cover(v)
    assert "hidden for lack of room" in v.accessibleDescription()


def test_zoomed_in_names_appear_and_labels_cover_nothing(window, tmp_path, monkeypatch):
    b, _draws = _import_big(window, tmp_path, monkeypatch)
    v = b.view
    v.set_focus_town("T750")
    v.zoom_to_towns(["T750"])
    v.zoom_by(10)                    # as far in as the zoom goes (10 x Fit)
    shown = [n for n, it in v.name_items.items() if it.isVisible()]
    assert "T750" in shown and len(shown) >= 10
    _check_no_cover(v)


def test_a_road_is_picked_near_its_line(window, tmp_path, monkeypatch, qtbot):
    """The roads are one path per kind: the Delete road tool still picks the road clicked near."""
    b, _draws = _import_big(window, tmp_path, monkeypatch)
    v = b.view
    v.zoom_to_towns(["T0", "T1"])
    b.editor_tab.set_tool("delete_road")
    a, c = v._town_pos["T0"], v._town_pos["T1"]
    spots = [v.mapFromScene(a + (c - a) * t) + QPoint(0, 3) for t in (0.5, 0.4, 0.6, 0.3, 0.7)]   # 3 px off
    free = [p for p in spots if v.item_info(p) is None]       # not under a town or its labels
    assert free
    qtbot.mouseClick(v.viewport(), Qt.MouseButton.LeftButton, pos=free[0])
    assert not [r for r in b.doc["roads"] if {r["from"], r["to"]} == {"T0", "T1"}]
    assert v.road_at(QPointF(-500, -500)) is None


def test_the_description_names_the_selected_town_and_the_answer(window):
    """13.6: a screen reader hears the selected town with its units and the route answer."""
    window.create_and_open("macarthur_korea", "demo")
    b = window.board
    b.turn_tab.turn_card(6)
    b.on_town_clicked("Pusan")
    b.on_town_clicked("Miryang")
    b.view.set_focus_town("Seoul")
    text = b.view.accessibleDescription()
    assert "Selected town: Pusan" in text and "held by United Nations" in text
    assert "Moving from Pusan to Miryang" in text and "MP" in text
