"""No roll is ever lost from the log when the app is killed right after it was shown (issue #4, Done
means): a child process records a roll through the one write path, reports it, and is killed with
SIGKILL before it can close anything; the database reopens whole, with the roll in it."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import pytest

from assistant.store import rolls
from assistant.store.store import Store

CHILD = """
import json, os, signal, sys
from assistant.store import games
from assistant.games.session import GameSession
from assistant.store.store import Store
store = Store.open(sys.argv[1])
session = GameSession(store, games.create(store, "bataan", "Crash", seed=99))
rec = session.dice()
out = rec.roll("2d6", why="shown to the referee", side="american")
session.do(rec.change())
print(json.dumps({"game": session.game_id, "dice": list(out.dice)}), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_roll_survives_a_kill_right_after_it_was_shown(tmp_path):
    path = tmp_path / "crash.sqlite"
    proc = subprocess.run([sys.executable, "-c", CHILD, str(path)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    shown = json.loads(proc.stdout.strip().splitlines()[-1])
    store = Store.open(path)  # quick_check runs on open: a damaged file would be refused here
    logged = rolls.query(store, shown["game"])
    assert len(logged) == 1
    assert json.loads(logged[0]["dice"]) == shown["dice"]
    assert store.history(shown["game"])[-1]["done"] == 1  # and its journal entry, so it can be undone
    store.close()
    assert os.path.exists(path)


def test_backup_is_a_consistent_copy_and_refuses_bad_targets(tmp_path):
    """README "Back up": File > Back up database writes a consistent copy with SQLite's online backup; the
    open database itself, a folder or an unwritable place are refused with a message naming the file."""
    import sqlite3

    from assistant.store import games

    import pytest

    from assistant.store.errors import StoreError
    from assistant.store.store import Store

    store = Store.open(tmp_path / "live.sqlite")
    games.create(store, "bataan", "Kept", seed=1)
    copy = store.backup(tmp_path / "copy.sqlite")
    assert sqlite3.connect(copy).execute("SELECT name FROM games").fetchall() == [("Kept",)]
    for bad in (tmp_path / "live.sqlite", tmp_path, tmp_path / "no-such-folder" / "x.sqlite"):
        with pytest.raises(StoreError) as err:
            store.backup(bad)
        assert str(bad) in str(err.value)
    assert not (tmp_path / "no-such-folder").exists()
