"""Issue 22.2-22.3: the command palette (Ctrl+K) finds every command of the open game by name, words or
rule number, says why one cannot be used now, and opens a form built from the catalogue whose preview is
the one odds table; a Bataan game goes from the printed set-up through its check and confirm to the first
wave from the window and the keyboard alone (B29, B31, II)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from assistant.games.catalogue import catalogue_of


@pytest.fixture()
def printed(qtbot, tmp_path):
    from assistant.ui.launch import make_app
    from assistant.ui.mainwindow import MainWindow

    make_app()
    win = MainWindow(settings=QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win.quiet_errors = True
    qtbot.addWidget(win)
    assert win.open_database(tmp_path / "games.sqlite")
    win.create_and_open("bataan", "Printed", setup="printed")
    win.resize(1280, 720)
    win.show()
    return win


def _palette(qtbot, win):
    qtbot.keyClick(win, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
    dlg = win.command_palette
    qtbot.waitUntil(dlg.isVisible)
    return dlg


def _rows(dlg):
    return [dlg.list.item(i).text() for i in range(dlg.list.count())]


def test_palette_lists_every_command_and_finds_by_rule(qtbot, printed):
    """Every catalogue entry is in the palette; B29 finds the set-up check and confirm; a command of
    another phase says why not, naming its rule."""
    dlg = _palette(qtbot, printed)
    assert dlg.list.count() == len(catalogue_of("bataan").entries)
    qtbot.keyClicks(dlg.search, "B29")
    names = [dlg.list.item(i).data(Qt.ItemDataRole.UserRole + 2) for i in range(dlg.list.count())]
    assert names[:2] == ["check_setup", "confirm_setup"] or {"check_setup", "confirm_setup"} <= set(names)
    dlg.search.clear()
    qtbot.keyClicks(dlg.search, "fire")
    fire = next(r for r in _rows(dlg) if r.startswith("Fire "))
    assert "Not now" in fire and "IV" in fire
    dlg.close()


def test_printed_setup_to_first_wave_from_the_keyboard(qtbot, printed):
    """B29, B31: Ctrl+K, 'confirm', Enter opens the form with the check's result; Enter confirms (one
    undoable change); then Ctrl+K 'next phase' twice runs the turn sequence (II)."""
    win = printed
    dlg = _palette(qtbot, win)
    qtbot.keyClicks(dlg.search, "confirm the set-up")
    qtbot.keyClick(dlg.search, Qt.Key.Key_Return)
    form = win.command_form
    qtbot.waitUntil(form.isVisible)
    assert "matches the article" in " ".join(l.text() for l in form.odds.findChildren(type(form.why_not)))
    qtbot.keyClick(form.run_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not form.isVisible())
    game = win.board.commands()
    assert game.wave.setup_confirmation() is not None
    assert win.hub.undo_stack.count() == 1
    for _ in range(2):
        dlg = _palette(qtbot, win)
        qtbot.keyClicks(dlg.search, "next phase")
        qtbot.keyClick(dlg.search, Qt.Key.Key_Return)
        form = win.command_form
        qtbot.waitUntil(form.isVisible)
        form.run_button.click()
    assert game.phase.value == "american_move"
    win.hub.undo_stack.undo()
    assert game.phase.value == "japanese_move"


def test_form_from_the_board_and_refusal_in_place(qtbot, printed):
    """A figure field takes the board's selection; a refused command shows its rule in the form and
    writes nothing (IV: fire only in the fire steps)."""
    from assistant.ui.palette import open_form

    win = printed
    win.board.select(["JP1-1"])
    form = open_form(win, "fire")
    qtbot.waitUntil(form.isVisible)
    form._take(form.fields["firer_ids"])
    assert form.values()["firer_ids"] == ["JP1-1"]
    assert not form.run_button.isEnabled() and "IV" in form.why_not.text()
    before = win.hub.store.dump()
    form.run()
    assert win.hub.store.dump() == before
    form.close()


def test_odds_are_a_table_with_bars(qtbot, printed):
    """22.3: odds are a compact table (outcome, chance, at least, at most), never a paragraph: the sniper
    spotting odds (B16) from the Spot a sniper form's preview."""
    from assistant.ui.palette import open_form

    form = open_form(printed, "spot_sniper")
    qtbot.waitUntil(form.isVisible)
    form.fields["sniper_id"].take(["JP1-1"])
    form.refresh()
    tables = form.odds.tables()
    assert tables and tables[0].rowCount() >= 2
    assert tables[0].horizontalHeaderItem(1).text() == "Chance"
    form.close()


def test_game_menu_lists_all_commands_by_procedure(printed):
    menu = printed.menu_commands
    assert menu is not None
    groups = {a.text() for a in menu.actions()}
    assert {"Set-up", "Turn", "Fire", "Waves"} <= groups
    total = sum(len(a.menu().actions()) for a in menu.actions())
    assert total == len(catalogue_of("bataan").entries)


def test_correction_asks_first(qtbot, printed, monkeypatch):
    """A correction outside the rules' procedures asks first; Cancel records nothing."""
    from assistant.ui.palette import open_form

    form = open_form(printed, "set_figures")
    form.fields["ids"].take(["JP1-1"])
    form.fields["wounds"].widget.setCurrentIndex(form.fields["wounds"].widget.findText("light"))
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Cancel)
    before = printed.hub.store.dump()
    assert form.run() is False
    assert printed.hub.store.dump() == before
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Yes)
    assert form.run() is True
    assert printed.hub.undo_stack.count() == 1


def test_referee_panel_starts_a_printed_game_with_the_setup_check(qtbot, printed):
    """B29, B31: a printed set-up's first step in the referee panel is the set-up check and confirm; once
    confirmed it goes; the panel's buttons take their enablement and tooltips from the catalogue."""
    panel = printed.board.referee_panel
    assert panel.setup_button.isVisible()
    form = panel.open_setup()
    qtbot.waitUntil(form.isVisible)
    form.run_button.click()
    assert not panel.setup_button.isVisible()
    fire = panel.buttons["fire"]
    assert not fire.isEnabled() and "Not now" in fire.toolTip() and "IV" in fire.toolTip()


def test_demo_has_no_setup_step(window):
    assert not window.board.referee_panel.setup_button.isVisible()


def test_f11_opens_the_players_view_on_every_board(qtbot, window):
    """Issue 23.1: F11 opens the players' view (on Bataan it did nothing)."""
    qtbot.keyClick(window, Qt.Key.Key_F11)
    view = window.board.referee_panel.players_view
    assert view is not None and view.isVisible()
    view.close()


def test_a_question_answers_at_once_and_a_form_says_what_to_fill_in(qtbot, printed):
    """A query's form answers as soon as it can be asked (it changes nothing); a command with its required
    fields empty says what to fill in, not an error (issue 22.2)."""
    from assistant.ui.palette import open_form

    form = open_form(printed, "check_setup")
    assert "matches the article" in form.odds.toPlainText()
    form.close()
    form = open_form(printed, "fire")
    assert form.odds.toPlainText().startswith("To fill in: firers, target") and not form.run_button.isEnabled()
    form.close()
