"""Issue 17.6 (start to a usable window): the first window imports what it shows and nothing more, and does
its work once. Checked on the set of modules a fresh interpreter holds once the window with the Bataan demo
is shown and painted, and on counts of the board's work before that paint (never a timing): no pyqtgraph
(the Roll, Plots and Roll log docks and the Waves tab are made when first shown), no other game's board, no
dialog, report or editor module; the tags placed once and the answers computed once. Opening the Roll tab
then makes its panel. A database whose schema is current opens without sqlite-utils (nor click, dateutil,
pluggy), and the real start opens its log file (logging.handlers, socket) only after the first paint."""

from __future__ import annotations

import json
import os
import subprocess
import sys

PROBE = r"""
import json, sys, tempfile
from pathlib import Path
from PySide6.QtCore import QSettings
from assistant.ui.launch import make_app
from assistant.ui.mainwindow import MainWindow

app = make_app()
tmp = Path(tempfile.mkdtemp())
win = MainWindow(settings=QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat))
win.resize(1280, 720)
win.open_database(tmp / "g.sqlite")
win.create_and_open("bataan", "start")
win.show()
for _ in range(10):
    app.processEvents()
win.board.view.viewport().repaint()
first = sorted(m for m in sys.modules if m == "pyqtgraph" or m.startswith("assistant.ui."))
win.docks["roll"].raise_()
for _ in range(10):
    app.processEvents()
print(json.dumps({"first": first, "after_roll": "pyqtgraph" in sys.modules,
                  "roll_built": win.docks["roll"].built(), "plots_built": win.docks["plots"].built()}))
"""

# what the first paint must not load: dialogs, the report and its exporter, editors, the photo dialog
NOT_AT_FIRST_PAINT = (
    "assistant.ui.dialogs", "assistant.ui.about", "assistant.ui.shortcuts", "assistant.ui.reference",
    "assistant.ui.rulings_dialog", "assistant.ui.charts.editor", "assistant.ui.bataan.photo_dialog",
    "assistant.ui.bataan.flow.report_export", "assistant.games.bataan.game_report",
    "assistant.ui.bataan.read_photo_dialog", "assistant.games.bataan.photo_moves", "cv2", "scipy",  # issue 24
)

# the rules, charts and readers the first paint does without (issue 17.6): each loads with its first use
RULES_NOT_AT_FIRST_PAINT = (
    "assistant.games.bataan.fire", "assistant.games.bataan.melee", "assistant.games.bataan.grenades",
    "assistant.games.bataan.previews", "assistant.games.bataan.victory", "assistant.games.bataan.rolls",
    "assistant.games.bataan.forces", "assistant.games.bataan.weapons", "assistant.games.bataan.table.sight",
    "assistant.games.bataan.table.targets", "assistant.core.charts", "assistant.core.hex_calibration",
    "tomllib", "importlib.resources",
)

# the first start of a new user: the demo with its first-look overlays; counts of the board's work up to the
# first paint of its view (answers computed, tags placed) and whether the overlays' answers came after it
COUNTS = r"""
import json, os, sys, tempfile
from pathlib import Path
from PySide6.QtCore import QEvent, QObject, QSettings
os.environ["TABLE_ASSISTANT_DEMO_OVERLAYS"] = "1"
from assistant.ui.launch import make_app
from assistant.ui.mainwindow import MainWindow
import assistant.ui.bataan.board as bb

counts = {"place": 0, "busy_place": 0}
place = bb.BataanBoard.place_tags
def counted_place(self):
    out = place(self); counts["place"] += 1; counts["busy_place"] += bool(out); return out
bb.BataanBoard.place_tags = counted_place
seen = {}
class Probe(QObject):
    def eventFilter(self, obj, ev):
        if ev.type() == QEvent.Type.Paint and "first" not in seen and win.board is not None \
                and obj is win.board.view.viewport():
            circles = win.board.command_overlay.circle_item
            seen["first"] = {**counts, "compute": win.board.compute_count,   # answers computed
                             "circles": sorted(circles.items) if circles.isVisible() else []}
            seen["circle_items"] = dict(circles.items)
        return False
app = make_app()
probe = Probe(); app.installEventFilter(probe)
tmp = Path(tempfile.mkdtemp())
win = MainWindow(settings=QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat))
win.resize(1280, 720)
win.open_database(tmp / "g.sqlite")
win.create_and_open("bataan", "start")
win.show()
for _ in range(20):
    app.processEvents()
import time, assistant.ui.background as bg   # the answers' rasters are made on a worker (issue 25): wait for it
t0 = time.monotonic()
while bg._jobs and time.monotonic() - t0 < 60:
    app.processEvents(); time.sleep(0.005)
for _ in range(5):
    app.processEvents()
b = win.board
circles = b.command_overlay.circle_item.items
print(json.dumps({"first": seen.get("first"), "after": {**counts, "compute": b.compute_count}, "sight": bool(b.sight_overlay.tag.lines),
                  "circles_kept": bool(circles) and all(circles[k] is v for k, v in seen["circle_items"].items())
                  and set(circles) == set(seen["circle_items"]),
                  "ruler": bool(b.ruler_overlay.tag.lines), "selection": b.state.selection}))
"""


def _probe() -> dict:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout.strip().splitlines()[-1])


def test_the_first_window_loads_no_plots_and_no_other_board():
    found = _probe()
    first = found["first"]
    assert "pyqtgraph" not in first
    for other in ("hexmap", "macarthur", "luzon", "tarawa", "saipan", "mapimage"):
        assert not [m for m in first if m.startswith(f"assistant.ui.{other}")], other
    for lazy in ("assistant.ui.panels.roll", "assistant.ui.panels.plots", "assistant.ui.panels.rolllog"):
        assert lazy not in first, lazy
    for lazy in NOT_AT_FIRST_PAINT:
        assert lazy not in first, lazy
    assert "assistant.ui.bataan.board" in first        # the board it shows
    # the Roll tab, once raised, gets its panel (and the plot library with it); Plots waits its turn
    assert found["roll_built"] and found["after_roll"] and not found["plots_built"]


def test_the_first_look_places_tags_once_and_computes_its_answers_after_the_paint():
    """Issue 17.6: on a new user's first start (the demo's first look) the board's tag placement asked for
    while it is built and laid out (27 times before) runs once, and the overlays' answers (a sight line, a
    ruler, command circles) are computed once, after the table has painted (issue 25: their terrain's
    rasters made on a worker thread first, so the window answers meanwhile); then they are all there."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run([sys.executable, "-c", COUNTS], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    found = json.loads(run.stdout.strip().splitlines()[-1])
    first, after = found["first"], found["after"]
    assert first is not None                      # the view painted
    assert first["place"] <= 1, first             # at most the one placement flushed just before the paint
    assert first["compute"] <= 1, first           # the plain board's answers (no first-look overlay yet)
    assert after["compute"] == first["compute"] + 1, (first, after)   # the overlays' answers: once, after
    assert after["busy_place"] >= 1               # ... and their tags placed
    assert found["sight"] and found["ruler"] and found["selection"] == ["JP3-2", "JP3-25"]


def test_the_first_look_paints_its_command_circles_with_the_table():
    """Issue 25 (start to usable: no GUI-thread block over 50 ms after the first paint): the first look's
    command circles need no answers (B5: where the leaders stand), so they are drawn in the first paint,
    and the answers' own repaint after it keeps the same circle items (it made and painted eleven cached
    circles after the paint before, most of a 60-70 ms block)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run([sys.executable, "-c", COUNTS], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    found = json.loads(run.stdout.strip().splitlines()[-1])
    assert found["first"]["circles"], found["first"]        # the leaders' circles, at the first paint
    assert found["first"]["compute"] <= 1                  # ... without the overlays' answers
    assert found["circles_kept"]                           # the answers after it made no new circle


def test_work_after_the_first_paint_waits_for_it(qtbot, tmp_path):
    """window.after_shown(fn): fn runs once the window has painted (the chart files' check waits so)."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from assistant.ui.launch import make_app
    from assistant.ui.mainwindow import MainWindow

    make_app()
    win = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    ran = []
    win.after_shown(lambda: ran.append("first"))
    for _ in range(5):
        QApplication.processEvents()
    assert ran == []                     # not shown, not painted: still waiting
    win.show()
    qtbot.waitUntil(lambda: ran == ["first"], timeout=5000)
    win.after_shown(lambda: ran.append("later"))   # once painted: at the next turn of the event loop
    qtbot.waitUntil(lambda: ran == ["first", "later"], timeout=5000)


# the start of a referee who has played before: a database already holding the demo, opened as the window opens
EXISTING = r"""
import json, sys, tempfile
from pathlib import Path
from PySide6.QtCore import QSettings
from assistant.ui.launch import make_app
from assistant.ui.mainwindow import MainWindow

app = make_app()
win = MainWindow(settings=QSettings(str(Path(tempfile.mkdtemp()) / "s.ini"), QSettings.Format.IniFormat))
win.resize(1280, 720)
win.open_database(Path(sys.argv[1]))
win.open_game_id(1)
win.show()
for _ in range(10):
    app.processEvents()
win.board.view.viewport().repaint()
print(json.dumps({"loaded": sorted(m for m in sys.modules if m.split(".")[0] in NOT_BEFORE_PAINT),
                  "board": type(win.board).__name__}))
"""

# Qt-free libraries the first paint does not need: sqlite-utils and what it brings (click, dateutil, pluggy,
# a scan of installed plugins through importlib.metadata); the store opens a current file with sqlite3 alone
NOT_BEFORE_PAINT = ("sqlite_utils", "click", "dateutil", "pluggy", "pyqtgraph")


def test_reopening_a_database_loads_no_sqlite_utils_before_the_first_paint(tmp_path):
    """Issue 17.6: a database whose schema is current opens, and its Bataan game paints, without sqlite-utils."""
    from assistant.games.setup import new_game
    from assistant.store.store import Store

    path = tmp_path / "played.sqlite"
    store = Store.open(path)
    gid = new_game(store, "bataan", "Demo", setup="demo")
    store.close()
    assert gid == 1
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    code = EXISTING.replace("NOT_BEFORE_PAINT", repr(NOT_BEFORE_PAINT))
    run = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    found = json.loads(run.stdout.strip().splitlines()[-1])
    assert found == {"loaded": [], "board": "BataanBoard"}


# the real start (``table-assistant --db DB``) up to the first paint of its window, then a few turns of the loop
REAL_START = r"""
import json, os, sys
import assistant.ui.launch as launch
seen = {}
make = launch.make_app
def make_app(argv=None):
    app = make(argv)
    from PySide6.QtCore import QEvent, QObject, QTimer
    class Probe(QObject):
        def eventFilter(self, obj, ev):
            if ev.type() == QEvent.Type.Paint and "first" not in seen:
                w = obj.window() if hasattr(obj, "window") else None
                if getattr(w, "board", None) is not None and w.isVisible():
                    seen["first"] = sorted(m for m in ("sqlite_utils", "logging.handlers", "socket", "pyqtgraph")
                                           if m in sys.modules)
                    seen["collector_at_paint"] = __import__("gc").isenabled()
                    seen["rules"] = sorted(m for m in RULES if m in sys.modules)
                    seen["game"] = "assistant.games.bataan.game" in sys.modules
                    def after():
                        gc = __import__("gc")
                        seen["collector_after"] = (not gc.isenabled() and gc.get_freeze_count() > 10000
                                                   and app._table_assistant_collector.timer.isActive())
                    QTimer.singleShot(250, after)
                    QTimer.singleShot(300, app.quit)
            return False
    app._probe = Probe(); app.installEventFilter(app._probe)
    return app
launch.make_app = make_app
from assistant.app import main
code = main(sys.argv[1:])
seen["after"] = "logging.handlers" in sys.modules
seen["blas"] = os.environ.get("OPENBLAS_NUM_THREADS")
print(json.dumps(seen))
"""


def test_the_real_start_paints_before_opening_its_log_file_and_keeps_what_was_logged(tmp_path):
    """Issue 17.6: ``table-assistant --db DB`` on a database of the demo paints its window with neither
    sqlite-utils nor ``logging.handlers`` (and ``socket``) loaded; the log file is opened right after the
    paint, holding the lines logged before it (the demo's 'opened' line is one), and numpy's OpenBLAS runs
    one thread unless the user chose otherwise. Python's cycle collector is off until that paint and then
    runs on the GUI thread's timer, with the start's objects frozen out of its later passes. The rules, charts and readers the
    first look does not use (fire, melee, the forces chart, tomllib...) are not loaded by then."""
    from assistant.games.setup import new_game
    from assistant.store.store import Store

    db = tmp_path / "played.sqlite"
    store = Store.open(db)
    new_game(store, "bataan", "Demo", setup="demo")
    store.close()
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if k not in ("OPENBLAS_NUM_THREADS", "GOTO_NUM_THREADS",
                                                           "OMP_NUM_THREADS")}
    env.update({"QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "XDG_CONFIG_HOME": str(home / "cfg"),
                "XDG_DATA_HOME": str(home / "data"), "TABLE_ASSISTANT_DEMO_OVERLAYS": "0"})
    code = REAL_START.replace("RULES", repr(RULES_NOT_AT_FIRST_PAINT))
    run = subprocess.run([sys.executable, "-c", code, "--db", str(db), "--game", "bataan"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    found = json.loads(run.stdout.strip().splitlines()[-1])
    assert found == {"first": [], "after": True, "blas": "1", "collector_at_paint": False, "collector_after": True,
                     "rules": [], "game": True}
    logs = list(home.rglob("table-assistant.log"))
    assert len(logs) == 1 and logs[0].stat().st_size > 0, logs


def test_what_is_logged_before_the_log_file_opens_is_written_to_it(tmp_path):
    """errors.install(open_file=False): the error dialog's hook at once, the file later with every line kept."""
    import logging

    from assistant.ui import errors

    before, shown = sys.excepthook, errors._state["show"]
    try:
        errors.install(show_dialogs=False, folder=tmp_path / "logs", open_file=False)
        logging.getLogger("assistant.window").warning("logged while the window was still being built")
        assert not (tmp_path / "logs" / errors.LOG_FILE).exists()
        errors.open_waiting_log()
        errors.open_waiting_log()                      # a second call (at exit) has nothing left to do
        for h in logging.getLogger("assistant").handlers:
            h.flush()
        text = (tmp_path / "logs" / errors.LOG_FILE).read_text()
        assert text.count("logged while the window was still being built") == 1
        assert not [h for h in logging.getLogger("assistant").handlers if isinstance(h, errors._Waiting)]
    finally:
        sys.excepthook, errors._state["show"] = before, shown
