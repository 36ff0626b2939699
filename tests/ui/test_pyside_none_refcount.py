"""Regression guard for the PySide6 6.12.0 / Python 3.11 bug that drops a reference to None on every
call of a method returning nothing: after a few thousand such calls the process dies with
"Fatal Python error: none_dealloc". pyproject pins PySide6-Essentials below 6.12 on Python < 3.12;
this test keeps a future upgrade from bringing the crash back. It runs in a child process, because
the failure is a hard crash of the interpreter."""

from __future__ import annotations

import subprocess
import sys

CODE = """
import sys
from PySide6.QtWidgets import QApplication, QGraphicsEllipseItem, QGraphicsScene
app = QApplication([])
scene = QGraphicsScene()
item = QGraphicsEllipseItem(0, 0, 10, 10)
scene.addItem(item)
before = sys.getrefcount(None)
for i in range(100_000):
    item.setPos(i % 97, i % 89)
after = sys.getrefcount(None)
print(before, after)
"""


def test_setpos_100k_times_neither_crashes_nor_leaks_none():
    proc = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, timeout=300,
                          env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})
    assert proc.returncode == 0, f"crashed: {proc.stderr[-2000:]}"
    before, after = (int(x) for x in proc.stdout.split()[-2:])
    # a leak would lose ~100,000 references to None; allow a little noise
    assert abs(after - before) < 1000, (before, after)
