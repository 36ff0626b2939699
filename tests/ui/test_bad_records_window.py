"""Issue 17, "a database that bricks the app": a game whose record this version cannot read (settings that
are not JSON, a kind it does not know) is refused with a message naming the record, is forgotten as the last
game so the next start does not stop on it, and the other games stay usable."""

from __future__ import annotations

import argparse

from PySide6.QtCore import QSettings

from assistant.games.setup import new_game
from assistant.store.store import Store


def _args(db, game=None):
    return argparse.Namespace(db=str(db), game=game, screenshot=None, players_view=False, size="1280x720")


def _window(qtbot, tmp_path):
    from assistant.ui.launch import make_app
    from assistant.ui.mainwindow import MainWindow

    make_app()
    win = MainWindow(settings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win.quiet_errors = True
    qtbot.addWidget(win)
    return win


def test_a_game_with_bad_settings_does_not_stop_the_start(qtbot, tmp_path):
    from assistant.ui.launch import open_initial

    db = tmp_path / "club.sqlite"
    store = Store.open(db)
    good = new_game(store, "tarawa", "Good", setup="blank", seed=1)
    bad = new_game(store, "luzon", "Broken", setup="blank", seed=2)
    store.db.execute("UPDATE games SET settings = ? WHERE id = ?", ["{not json", bad])
    store.db.conn.commit()
    store.close()

    win = _window(qtbot, tmp_path)
    win.settings.setValue("games/last", bad)
    assert open_initial(win, _args(db))                  # the window opens all the same
    title, text = win.last_error
    assert "Broken" in text or str(bad) in text, text   # the message names the game ...
    assert "settings" in text                            # ... and the record
    assert win.settings.value("games/last") is None     # the next start does not stop on it
    assert win.open_game_id(good) and win.hub.session.name == "Good"


def test_a_game_of_an_unknown_kind_is_refused_with_a_message(qtbot, tmp_path):
    db = tmp_path / "club.sqlite"
    store = Store.open(db)
    gid = new_game(store, "saipan", "Odd", setup="blank", seed=3)
    store.db.execute("UPDATE games SET kind = 'chess' WHERE id = ?", [gid])
    store.db.conn.commit()
    store.close()
    win = _window(qtbot, tmp_path)
    assert win.open_database(db)
    assert not win.open_game_id(gid)
    assert "chess" in win.last_error[1]
    assert win.hub.session is None
