"""The main window (issue #2, What a referee gets): docks, menus with standard shortcuts, undo/redo of
a recorded change, a layout that is remembered, and a clear message for a database it cannot use."""

from __future__ import annotations

import subprocess
import sys

from PySide6.QtCore import QSettings
from PySide6.QtGui import QKeySequence

from assistant.store import rolls


def test_window_has_docks_menus_and_standard_shortcuts(window):
    assert set(window.docks) == {"measure", "roll", "rolllog", "history", "plots"}
    menus = [a.text().replace("&", "") for a in window.menuBar().actions() if a.isVisible()]
    assert menus == ["File", "Edit", "View", "Game", "Turn", "Help"]  # the Bataan board has turn commands
    view_actions = [a.text() for a in window.menu_view.actions()]
    for dock in window.docks.values():
        assert dock.windowTitle() in view_actions
    assert window.act_undo.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert window.act_new.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert "UI test" in window.windowTitle()


def test_roll_then_undo_and_redo_through_the_ui(window, qtbot):
    """Issue #4: undo of a roll removes its row; redo restores the same row; the log dock follows."""
    store = window.hub.store
    gid = window.hub.session.game_id
    before = store.dump()
    panel = window.docks["roll"].widget()
    panel.chart_box.setCurrentIndex(0)
    panel.pool.setText("2d6")
    qtbot.mouseClick(panel.roll_btn, __import__("PySide6.QtCore", fromlist=["Qt"]).Qt.MouseButton.LeftButton)
    after = store.dump()
    assert len(rolls.query(store, gid)) == 1
    log = window.docks["rolllog"].widget()
    assert log.model.rowCount() == 1
    window.act_undo.trigger()
    assert store.dump() == before
    assert log.model.rowCount() == 0
    window.act_redo.trigger()
    assert store.dump() == after
    assert log.model.rowCount() == 1


def test_chart_roll_records_modifiers_and_chart_result(window, qtbot):
    panel = window.docks["roll"].widget()
    panel.select_chart("wound")
    assert panel.mod_checks, "the wound chart has the entrenchment modifier"
    panel.mod_checks[0].setChecked(True)
    assert "%" in panel.odds.text()
    panel.roll()
    row = rolls.decoded(rolls.query(window.hub.store, window.hub.session.game_id)[0])
    assert row["chart"] == "wound" and row["chart_result"]
    assert row["modifiers"][0]["value"] == -1
    # the roll log names the result in the chart's words (B14: "light" reads as the row's text), and an
    # empty log reads no chart file at all (issue 17.6)
    log = window.docks["rolllog"].widget()
    shown = log.model.item(0, log.model.columnCount() - 1).text()
    book = __import__("assistant.games.chart_overrides", fromlist=["x"]).charts_for_session(window.hub.session)
    words = {r.result: r.text for c in book.for_game("bataan") if c.id == "wound" for r in c.rows}
    assert words.get(row["chart_result"]) and shown == words[row["chart_result"]]


def test_undo_history_survives_reopening(window, tmp_path):
    s = window.hub.session
    panel = window.docks["roll"].widget()
    panel.pool.setText("1d6")
    panel.chart_box.setCurrentIndex(0)
    panel.roll()
    gid = s.game_id
    window.hub.close_game()
    window.open_game_id(gid)
    assert window.hub.undo_stack.count() >= 1
    window.act_undo.trigger()
    assert rolls.query(window.hub.store, gid) == []


def test_layout_is_remembered(window, qtbot, tmp_path):
    from assistant.ui.mainwindow import MainWindow

    window.docks["plots"].hide()
    window.resize(1111, 777)
    window.close()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    again = MainWindow(settings=settings)
    qtbot.addWidget(again)
    assert again.size().width() == 1111
    assert not again.docks["plots"].isVisibleTo(again)


def test_a_bad_database_gets_a_message_and_another_can_be_opened(qtbot, tmp_path):
    from assistant.ui.mainwindow import MainWindow

    bad = tmp_path / "bad.sqlite"
    bad.write_bytes(b"this is not a database at all" * 10)
    original = bad.read_bytes()
    win = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.quiet_errors = True
    qtbot.addWidget(win)
    assert not win.open_database(bad)
    assert str(bad) in win.last_error[1]
    assert win.welcome.problem.isVisibleTo(win.welcome)
    assert bad.read_bytes() == original
    assert win.open_database(tmp_path / "good.sqlite")
    win.create_and_open("tarawa", "After the bad file")
    assert win.hub.session.name == "After the bad file"


def test_about_lists_versions_and_schema(window):
    from assistant.ui.about import versions

    v = versions(window.hub.store)
    for key in ("Python", "Qt", "shapely", "sqlite-utils", "Database schema"):
        assert v[key] and v[key] != "not installed"


def test_screenshot_option_writes_a_png(tmp_path):
    out = tmp_path / "shot.png"
    proc = subprocess.run(
        [sys.executable, "-m", "assistant", "--db", str(tmp_path / "s.sqlite"), "--screenshot", str(out),
         "--size", "1400x900"],
        capture_output=True, text=True, timeout=180,
    )
    assert proc.returncode == 0, proc.stderr
    from PySide6.QtGui import QImage

    image = QImage(str(out))
    assert image.width() == 1400 and image.height() == 900
    # not a blank image: many distinct colours
    colours = {image.pixel(x, y) for x in range(0, 1400, 37) for y in range(0, 900, 29)}
    assert len(colours) > 20


def test_version_option():
    proc = subprocess.run([sys.executable, "-m", "assistant", "--version"], capture_output=True, text=True)
    assert proc.returncode == 0 and "Table Assistant" in proc.stdout


def test_export_game_and_a_bad_export_path(window, tmp_path):
    import json

    window.export_game(str(tmp_path / "g.json"))
    assert json.loads((tmp_path / "g.json").read_text())["game"]["name"] == "UI test"
    window.export_game(str(tmp_path / "no-such-folder" / "g.json"))
    assert "Cannot export" in window.last_error[0]


def test_keyboard_shortcuts_lists_window_and_board_keys(window):
    from assistant.ui.shortcuts import collect

    rows = collect(window)
    whats = {what for _where, what, _keys in rows}
    assert {"Undo", "New game", "Roll log"} <= whats
    assert any(where == "Board" or where == "Game" for where, _w, _k in rows)


def test_welcome_page_opens_the_picked_game_with_its_open_button(qtbot, tmp_path):
    """A referee who does not think of double-clicking: the newest saved game is picked, Open opens it."""
    from PySide6.QtCore import QSettings

    from assistant.ui.launch import make_app
    from assistant.ui.mainwindow import MainWindow

    make_app()
    win = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(win)
    assert win.open_database(tmp_path / "w.sqlite")
    win.create_and_open("luzon", "Older")
    win.create_and_open("tarawa", "Newer")
    page = win.welcome
    page.set_store(win.hub.store)
    assert page.games.currentItem() is not None and page.btn_open.isEnabled()
    assert page.games.currentItem().text().startswith("Newer")
    page.btn_open.click()
    assert win.hub.session is not None and win.hub.session.name == "Newer"
    assert QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat).value("games/last") is not None


def test_open_recent_lists_a_game_as_soon_as_it_opens(window):
    """File > Open recent follows the games opened in this run (it was refreshed only at start): the newest
    first, each one opening its game."""
    window.create_and_open("luzon", "Recent Luzon")
    texts = [a.text() for a in window.menu_recent.actions()]
    assert texts and "Recent Luzon" in texts[0] and any("UI test" in t for t in texts[1:])
    assert window.menu_recent.isEnabled()
