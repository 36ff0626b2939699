"""Issue 17.6 (start to a usable window): the first window imports what it shows and nothing more. Checked
on the set of modules a fresh interpreter holds once the window with the Bataan demo is shown and painted
(never a timing): no pyqtgraph (the Roll, Plots and Roll log docks and the Waves tab are made when first
shown) and no other game's board. Opening the Roll tab then makes its panel."""

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
    assert "assistant.ui.bataan.board" in first        # the board it shows
    # the Roll tab, once raised, gets its panel (and the plot library with it); Plots waits its turn
    assert found["roll_built"] and found["after_roll"] and not found["plots_built"]


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
