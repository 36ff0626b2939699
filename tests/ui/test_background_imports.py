"""Big imports in the window (issue 17): a Bataan table file and a MacArthur road network are read, checked
and turned into their Change on a worker thread behind a progress dialog with Cancel; the Change is pushed
on the GUI thread as ONE undoable change; Cancel and a bad file change nothing."""

from __future__ import annotations

import json
import threading

import pytest
from PySide6.QtCore import QThreadPool, QTimer
from PySide6.QtWidgets import QApplication, QProgressDialog, QPushButton

from assistant.games.bataan import persist
from assistant.games.bataan.table import tablefile
from assistant.ui import background

N_FIGURES = 3000


def _big_table(path, n: int = N_FIGURES):
    doc = {"format": tablefile.FORMAT, "schema_version": 1, "game": "bataan", "name": "big",
           "size_in": {"width": 600, "height": 600}, "terrain": [],
           "figures": [{"id": f"F{i}", "side": "japanese" if i % 2 else "american", "unit": 1 + i % 4,
                        "role": "rifleman", "x": 2.0 + (i % 100) * 5.0, "y": 2.0 + (i // 100) * 5.0}
                       for i in range(n)]}
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _history(window) -> int:
    return len(window.hub.session.history())


def _record_thread(monkeypatch, module, name: str, threads: list):
    real = getattr(module, name)

    def spy(*a, **k):
        threads.append(threading.current_thread())
        return real(*a, **k)

    monkeypatch.setattr(module, name, spy)


def _hold(monkeypatch, module, name: str, gate: threading.Event, finished: list):
    """``module.name`` waits for ``gate`` (the worker stays busy until the test lets it go)."""
    real = getattr(module, name)

    def slow(*a, **k):
        gate.wait(10)
        try:
            return real(*a, **k)
        finally:
            finished.append(True)

    monkeypatch.setattr(module, name, slow)


def _cancel_when_shown(seen: list) -> QTimer:
    """Press the progress dialog's Cancel button as soon as it shows (polled inside the import's loop)."""
    timer = QTimer()

    def poll():
        for w in QApplication.topLevelWidgets() + [c for t in QApplication.topLevelWidgets()
                                                   for c in t.findChildren(QProgressDialog)]:
            if isinstance(w, QProgressDialog) and w.isVisible():
                seen.append(w.windowTitle())
                w.findChild(QPushButton).click()
                timer.stop()
                return

    timer.timeout.connect(poll)
    timer.start(20)
    return timer


@pytest.fixture()
def bataan(window):
    return window.board


@pytest.fixture()
def korea(window):
    window.create_and_open("macarthur_korea", "Korea test")
    return window.board


def test_big_table_file_loads_through_the_worker_as_one_undoable_change(bataan, window, tmp_path, monkeypatch,
                                                                         qtbot):
    """Bataan table files: a 3,000-figure file is read and checked off the GUI thread, lands as one
    change, and undo brings the demo table back."""
    path = _big_table(tmp_path / "big.json")
    threads: list = []
    _record_thread(monkeypatch, tablefile, "load_table", threads)
    before_hist, before = _history(window), window.hub.store.dump()
    assert bataan.load_table_file(path)
    assert threads and threads[0] is not threading.main_thread()
    assert _history(window) == before_hist + 1
    qtbot.waitUntil(lambda: len(bataan.items) == N_FIGURES)
    assert bataan.table.figure("F42").centre == (2.0 + 42 * 5.0, 2.0)
    assert "Loaded big.json" in bataan.last_message
    window.hub.undo_stack.undo()
    qtbot.waitUntil(lambda: len(bataan.items) == 200)
    assert window.hub.store.dump() == before


def test_cancel_leaves_the_table_unchanged(bataan, window, tmp_path, monkeypatch, qtbot):
    """Cancel while the file is still being read: the progress dialog showed, nothing changed, and the
    result the worker finishes later is thrown away."""
    path = _big_table(tmp_path / "big.json", 500)
    gate, finished, seen = threading.Event(), [], []
    _hold(monkeypatch, tablefile, "load_table", gate, finished)
    before_hist, before = _history(window), window.hub.store.dump()
    timer = _cancel_when_shown(seen)
    assert not bataan.load_table_file(path)
    timer.stop()
    assert seen == ["Loading a table file"]
    assert "cancelled" in bataan.last_message
    gate.set()
    qtbot.waitUntil(lambda: bool(finished) and QThreadPool.globalInstance().activeThreadCount() == 0)
    qtbot.wait(50)
    assert window.hub.store.dump() == before and _history(window) == before_hist
    assert len(bataan.items) == 200


def test_bad_table_file_still_says_why_and_changes_nothing(bataan, window, tmp_path):
    """A bad table file is refused with the same message as before (raised in the worker, shown here)."""
    before = window.hub.store.dump()
    doc = persist.demo_table_dict()
    doc["figures"][3]["side"] = "martian"
    bad = tmp_path / "bad_side.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    assert not bataan.load_table_file(bad)
    assert bataan.last_message.startswith("Table file not loaded: ")
    assert "$.figures[3].side" in bataan.last_message and "Nothing was changed" in bataan.last_message
    assert window.hub.store.dump() == before


def _grid_network(path, n: int = 400):
    side = int(n ** 0.5)
    towns = [{"name": f"T{i}", "air_strip": False, "zone": None, "flags": []} for i in range(n)]
    roads = [{"from": f"T{i}", "to": f"T{i + 1}", "kind": "solid", "one_way": False}
             for i in range(n - 1) if (i + 1) % side]
    roads += [{"from": f"T{i}", "to": f"T{i + side}", "kind": "dashed", "one_way": False} for i in range(n - side)]
    lay = {f"T{i}": [float(i % side * 40), float(i // side * 40)] for i in range(n)}
    path.write_text(json.dumps({"format": "table-assistant/road-network", "version": 1, "name": "grid",
                                "towns": towns, "roads": roads, "landing_areas": [],
                                "meta": {"layout": {"towns": lay}}}), encoding="utf-8")
    return path


def test_big_network_imports_through_the_worker_as_one_undoable_change(korea, window, tmp_path, monkeypatch):
    """MacArthur network files: a 400-town board is read and checked off the GUI thread (its store reads
    made on the GUI thread), lands as one change, and undo brings the Korea board back."""
    path = _grid_network(tmp_path / "grid.json")
    threads: list = []
    _record_thread(monkeypatch, background, "call_on_gui_thread", threads)
    before_doc = json.dumps(korea.doc, sort_keys=True)
    before_hist = _history(window)
    assert korea.editor_tab.import_network(path)
    assert any(t is not threading.main_thread() for t in threads)
    assert _history(window) == before_hist + 1
    assert len(korea.network.towns) == 400 and "Seoul" not in korea.network.towns
    window.hub.undo_stack.undo()
    assert json.dumps(korea.doc, sort_keys=True) == before_doc


def test_cancelled_network_import_changes_nothing(korea, window, tmp_path, monkeypatch, qtbot):
    from assistant.games.macarthur import persist as mac_persist

    path = _grid_network(tmp_path / "grid.json", 100)
    gate, finished, seen = threading.Event(), [], []
    _hold(monkeypatch, mac_persist, "import_network_change", gate, finished)
    before, before_hist = window.hub.store.dump(), _history(window)
    timer = _cancel_when_shown(seen)
    assert not korea.editor_tab.import_network(path)
    timer.stop()
    assert seen == ["Importing a road network"] and "cancelled" in korea.last_message
    gate.set()
    qtbot.waitUntil(lambda: bool(finished) and QThreadPool.globalInstance().activeThreadCount() == 0)
    qtbot.wait(50)
    assert window.hub.store.dump() == before and _history(window) == before_hist
    assert "Seoul" in korea.network.towns


def test_bad_network_file_still_says_why(korea, window, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"towns": [{"name": "A"}], "roads": [{"from": "A", "to": "Q"}]}))
    before = window.hub.store.dump()
    assert not korea.editor_tab.import_network(bad)
    assert "no town named 'Q'" in korea.last_message
    assert window.hub.store.dump() == before
