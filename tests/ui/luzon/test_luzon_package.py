"""Issue 22.5: the Luzon window code lives in ``assistant/ui/luzon/``; ``ui/hexmap/`` keeps what every hex
map shares, and a Luzon board imports nothing of another game's window."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import assistant

UI = Path(assistant.__file__).parent / "ui"


def test_no_luzon_module_is_left_in_the_shared_hexmap_folder():
    assert not sorted(p.name for p in (UI / "hexmap").glob("luzon*.py"))
    assert {"board.py", "panels.py", "supply.py", "turn.py", "victory.py", "common.py"} <= \
        {p.name for p in (UI / "luzon").glob("*.py")}


def test_a_luzon_board_imports_no_other_games_window():
    """Importing the Luzon board loads the shared hex view and no Saipan, Tarawa, Bataan or MacArthur
    window module (checked in a fresh interpreter)."""
    code = ("import sys, assistant.ui.luzon.board as b; "
            "print('\\n'.join(m for m in sys.modules if m.startswith('assistant.ui.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120,
                         env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"}, check=True).stdout.split()
    others = [m for m in out if any(g in m for g in ("saipan", "tarawa", "bataan", "macarthur"))]
    assert not others, others
    assert "assistant.ui.hexmap.hexview" in out
