"""Issue 26, nothing left behind by a crash: kill -9 left a hidden ``.table-assistant-new-<pid>-<hex>.sqlite``
(30 of 30 kills while a database was made), a 0-byte or partial backup with a hot -journal (18 of 20), a
``.NAME.PID.tmp`` after CSV exports and a ``<k>.part`` tile folder after tile cuts. Now every file written
whole goes through a temporary name carrying its maker's process id (``core.leftovers.temp_name``), a backup
too, and a sweep at start and before each write removes our own temporaries whose maker is gone, saying
so in the log; anyone else's files, links and a live run's temporaries are never touched."""

from __future__ import annotations

import logging
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from assistant.core import leftovers
from assistant.core.leftovers import is_ours, maker_pid, sweep, temp_name

pytestmark = pytest.mark.skipif(os.name != "posix", reason="process ids and kill -9 as on POSIX")


def dead_pid() -> int:
    """The id of a real process that has run and ended (reaped): no process has it now."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    assert not leftovers.pid_alive(child.pid)
    return child.pid


def test_names_carry_the_maker_and_only_ours_match(tmp_path):
    t = temp_name(tmp_path / "backup.sqlite")
    assert t.parent == tmp_path and t.name.startswith(".backup.sqlite.ta") and maker_pid(t.name) == os.getpid()
    assert maker_pid(temp_name(tmp_path / "k", "part").name) == os.getpid()
    assert maker_pid(t.name + "-journal") == os.getpid()
    long = temp_name(tmp_path / ("é" * 200 + ".json"))
    assert len(long.name.encode()) < 255 and is_ours(long.name)
    for foreign in ("notes.txt", ".foo.123.tmp", ".x.ta12-zz.tmp", "table-assistant-new-1-abcdef12.sqlite",
                    ".table-assistant-new-1-abcdef12.db", ".x.ta12-abcdef12.tmp.bak", "backup.sqlite-journal"):
        assert not is_ours(foreign), foreign


def test_sweep_removes_only_our_stale_temporaries(tmp_path, caplog):
    """Issue 26: with a real dead process id, every one of our patterns is swept (files, SQLite side files,
    a half-cut tile folder); the same names with a live maker, someone else's files and a link are kept."""
    dead = dead_pid()
    ours = [f".table-assistant-new-{dead}-0badf00d.sqlite", f".table-assistant-new-{dead}-0badf00d.sqlite-journal",
            f".backup.sqlite.ta{dead}-12345678.tmp", f".backup.sqlite.ta{dead}-12345678.tmp-journal",
            f".rolls.csv.ta{dead}-abcdef01.tmp", f".game.json.ta{dead}-abcdef02.tmp"]
    for name in ours:
        (tmp_path / name).write_bytes(b"half written")
    part = tmp_path / f".{'a' * 32}.ta{dead}-abcdef03.part"
    (part / "L0").mkdir(parents=True)
    (part / "L0" / "0_0.jpg").write_bytes(b"tile")
    live = os.getppid()   # alive, and started before these files were written
    kept = [f".backup.sqlite.ta{os.getpid()}-12345678.tmp", f".table-assistant-new-{live}-0badf00d.sqlite",
            ".foo.123.tmp", "notes.txt", "backup.sqlite", f"{'a' * 32}.part"]
    for name in kept:
        (tmp_path / name).write_bytes(b"someone's")
    target = tmp_path / "precious.txt"
    target.write_text("precious")
    os.symlink(target.name, tmp_path / f".link.ta{dead}-abcdef04.tmp")
    with caplog.at_level(logging.INFO, logger="assistant.leftovers"):
        swept = sweep(tmp_path)
    assert sorted(p.name for p in swept) == sorted(ours + [part.name])
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == sorted(kept + ["precious.txt", f".link.ta{dead}-abcdef04.tmp"])
    assert target.read_text() == "precious"
    assert "Swept 7 leftover temporaries" in caplog.text and str(tmp_path) in caplog.text
    assert sweep(tmp_path) == []


def test_a_reused_process_id_is_told_by_its_start_time(tmp_path):
    """A live process whose id is in the name but which started after the file was last written did not
    make it (the id was reused): swept. Where the start time cannot be read the file is kept."""
    if leftovers.process_start(os.getpid()) is None:
        pytest.skip("no process start times here")
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        old = tmp_path / f".export.csv.ta{sleeper.pid}-abcdef01.tmp"
        old.write_text("from a run long gone")
        an_hour_ago = time.time() - 3600
        os.utime(old, (an_hour_ago, an_hour_ago))
        fresh = tmp_path / f".export.csv.ta{sleeper.pid}-abcdef02.tmp"
        fresh.write_text("being written by the sleeper")
        assert [p.name for p in sweep(tmp_path)] == [old.name]
        assert fresh.exists()
    finally:
        sleeper.kill()
        sleeper.wait()


CHILD_BACKUP = r"""
import sys
from pathlib import Path
from assistant.store.store import Store
store = Store.open(sys.argv[1])
print("ready", flush=True)
while True:
    store.backup(Path(sys.argv[2]))
"""


def test_kill_9_during_backups_leaves_a_whole_backup_or_none_and_the_rest_is_swept(tmp_path):
    """A real kill -9 while backups are written again and again: the backup target is absent or a whole,
    good database (never a 0-byte or partial file); what the killed process left is ours, and swept."""
    db = tmp_path / "games.sqlite"
    from assistant.games.setup import new_game
    from assistant.store.store import Store

    store = Store.open(db)
    for n in range(12):
        new_game(store, "tarawa", f"game {n}", demo=True)
    store.close()
    backups = tmp_path / "backups"
    backups.mkdir()
    target = backups / "backup.sqlite"
    for delay in (0.3, 0.55, 0.8, 1.1):
        child = subprocess.Popen([sys.executable, "-c", CHILD_BACKUP, str(db), str(target)], stdout=subprocess.PIPE,
                                 cwd=Path(__file__).resolve().parents[2])
        assert child.stdout.readline().strip() == b"ready"
        time.sleep(delay)
        child.kill()
        child.wait()
        if target.exists():
            check = sqlite3.connect(f"file:{target}?mode=ro&immutable=1", uri=True)
            assert check.execute("PRAGMA quick_check").fetchone()[0] == "ok"
            assert check.execute("SELECT count(*) FROM games").fetchone()[0] == 12
            check.close()
        strays = [p.name for p in backups.iterdir() if p.name != "backup.sqlite"]
        assert all(is_ours(n) and maker_pid(n) == child.pid for n in strays), strays
        sweep(backups)
        assert [p.name for p in backups.iterdir() if p.name != "backup.sqlite"] == []


def test_the_window_sweeps_beside_its_database_when_it_opens(window, tmp_path, qtbot, caplog):
    """Issue 26: at start (once the window has painted) the database's folder and its tile cache are swept,
    and the log says what went."""
    from assistant.ui.mainwindow import sweep_leftovers

    dead = dead_pid()
    db = Path(window.hub.store.path)
    stray = db.parent / f".table-assistant-new-{dead}-0badf00d.sqlite"
    stray.write_bytes(b"")
    tiles = db.with_name(db.name + ".tiles")
    (tiles / f".{'b' * 32}.ta{dead}-abcdef03.part" / "L0").mkdir(parents=True)
    with caplog.at_level(logging.INFO, logger="assistant.leftovers"):
        assert window.open_database(db)
        qtbot.waitUntil(lambda: not stray.exists(), timeout=5000)
    assert list(tiles.iterdir()) == []
    assert "Swept 1 leftover temporary" in caplog.text
    assert sweep_leftovers(db) == []


def test_writers_use_temporary_names_and_leave_nothing(window, tmp_path):
    """Backups, exports and table files: written whole, nothing of ours left after a good write."""
    from assistant.store.rolls import export_csv

    out = tmp_path / "out"
    out.mkdir()
    assert window.backup_to(out / "b.sqlite")
    export_csv(window.hub.store, out / "r.csv")
    window.board.save_table_file(out / "t.json")
    assert sorted(p.name for p in out.iterdir()) == ["b.sqlite", "r.csv", "t.json"]
