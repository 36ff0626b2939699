"""Issue 13.6, a good desktop citizen: the desktop file says ``Exec=table-assistant %f``, so a file manager
hands the app the file the referee opened. A database opens as the database; a Last Stand on Bataan table
file (JSON) becomes a new game holding that table, after asking, and no game in progress is touched; a
bad table file is named and nothing is made."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from assistant.app import is_table_file
from assistant.store import games


def test_a_table_file_is_told_from_a_database(tmp_path):
    table = tmp_path / "club table.json"
    table.write_text('{"format": "x"}', encoding="utf-8")
    no_suffix = tmp_path / "table"
    no_suffix.write_text('  {"figures": []}', encoding="utf-8")
    db = tmp_path / "games.json"        # an SQLite file is a database whatever its name says
    db.write_bytes(b"SQLite format 3\x00" + bytes(100))
    text = tmp_path / "notes.txt"
    text.write_text("hello", encoding="utf-8")
    assert is_table_file(table) and is_table_file(no_suffix)
    assert not is_table_file(db) and not is_table_file(text)
    assert is_table_file(tmp_path / "missing.json")   # then the window names it as not found


def test_a_table_file_opens_as_a_new_game_and_the_open_game_is_untouched(window, tmp_path):
    board = window.board
    before_id = window.hub.session.game_id
    before_figures = dict(board.table._figures)
    path = tmp_path / "Saturday table.json"
    assert board.save_table_file(path)
    count = len(games.listing(window.hub.store))
    assert window.open_table_file(path, ask=False)
    assert len(games.listing(window.hub.store)) == count + 1
    session = window.hub.session
    assert session.game_id != before_id and session.kind.id == "bataan"
    assert set(window.board.table._figures) == set(before_figures)   # the file's figures, in the new game
    # the first game still has its own table
    assert window.open_game_id(before_id)
    assert window.board.table._figures == before_figures


def test_declining_or_a_bad_file_makes_nothing(window, tmp_path, monkeypatch):
    path = tmp_path / "t.json"
    assert window.board.save_table_file(path)
    count = len(games.listing(window.hub.store))
    monkeypatch.setattr(window, "ask_new_game_from_table", lambda _p: False)
    assert not window.open_table_file(path)
    bad = tmp_path / "broken.json"
    bad.write_text('{"figures": [', encoding="utf-8")
    assert not window.open_table_file(bad, ask=False)
    assert window.last_error[0] == "Table file not opened" and "broken.json" in window.last_error[1]
    assert "not valid JSON" in window.last_error[1]
    assert len(games.listing(window.hub.store)) == count
    assert bad.read_text(encoding="utf-8") == '{"figures": ['   # never written


def test_table_assistant_file_json_from_the_command_line(window, tmp_path):
    """The real entry point, as the desktop file runs it (offscreen, a screenshot instead of a session;
    the screenshot mode answers the question itself)."""
    table = tmp_path / "From the file manager.json"
    assert window.board.save_table_file(table)
    db = tmp_path / "cli.sqlite"
    out = tmp_path / "shot.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TABLE_ASSISTANT_DEMO_OVERLAYS": "0"}
    run = subprocess.run([sys.executable, "-m", "assistant", "--db", str(db), "--screenshot", str(out),
                          "--size", "1280x720", str(table)], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert out.is_file()
    from assistant.store.store import Store

    store = Store.open(db)
    try:
        names = {g["name"] for g in games.listing(store)}
    finally:
        store.close()
    assert "From the file manager" in names
    assert Path(table).is_file()


def test_a_screenshot_of_a_game_that_is_not_there_exits_2(tmp_path):
    """Issue 17 (misleading exits): --game naming no game shows the message in the picture, and the exit
    status tells a script the game was not opened."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    out = tmp_path / "shot.png"
    run = subprocess.run([sys.executable, "-m", "assistant", "--db", str(tmp_path / "t.sqlite"), "--game",
                          "nosuchgame", "--screenshot", str(out), "--size", "1280x720"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 2, run.stderr
    assert "nosuchgame" in run.stderr and "Traceback" not in run.stderr
    assert out.is_file()
