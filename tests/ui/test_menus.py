"""Issue 12 / 17, menus: File, Edit, View, Game, Turn, Help with mnemonics; a board's view toggles, files
and turn commands land in View, File and Turn (or where its ``menu`` property says); every command is
reachable from a menu and listed in Help > Keyboard shortcuts; "…" only where a dialog follows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAction

from assistant.games import registry
from assistant.ui.menus import board_actions, menu_for
from assistant.ui.shortcuts import collect


def _menu_of(window, act):
    where = []
    for top in window.menuBar().actions():
        if top.menu() and act in top.menu().actions():
            where.append(top.text().replace("&", ""))
    return where


def test_every_menu_has_a_mnemonic_and_the_board_actions_are_regrouped(window):
    titles = [a.text() for a in window.menuBar().actions() if a.isVisible()]
    assert all("&" in t for t in titles)
    by_text = {a.text(): a for a in board_actions(window)}
    assert _menu_of(window, by_text["Show command circles"]) == ["View"]
    assert _menu_of(window, by_text["Load table file…"]) == ["File"]
    assert _menu_of(window, by_text["Next phase (Ctrl+Return)"]) == ["Turn"]
    # the board's few, the palette (Ctrl+K) and All commands (issue 22.2), rename, rulings, charts
    assert len([a for a in window.menu_game.actions() if not a.isSeparator()]) < 13   # + Referee, Read table photo


@pytest.mark.parametrize("kind", [k.id for k in registry.kinds()])
def test_every_board_action_is_in_one_menu_and_listed(window, kind):
    window.create_and_open(kind, "")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    listed = {what for _where, what, _keys in collect(window)}
    placed = board_actions(window)
    assert len(placed) == len([a for a in getattr(window.board, "game_actions", lambda: [])() if not a.isSeparator()])
    for act in placed:
        assert len(_menu_of(window, act)) == 1, act.text()
        assert act.text().replace("&", "").rstrip("…").strip() in listed
    for act in (window.act_undo, window.act_redo, window.act_check_db, window.act_log_folder):
        assert act.text().replace("&", "").rstrip("…").strip() in listed


def test_a_board_may_say_which_menu_an_action_belongs_in(window):
    act = QAction("Show something", window)
    assert menu_for(act) == "view"
    act.setProperty("menu", "turn")
    assert menu_for(act) == "turn"


def test_an_ellipsis_only_where_a_dialog_follows(window):
    dialogs = [window.act_new, window.act_open, window.act_rename, window.act_rulings, window.act_keys,
               window.act_rules, window.act_about, window.act_check_db, window.act_backup]
    assert all(a.text().endswith("…") for a in dialogs)
    for a in (window.act_quit, window.act_log_folder, window.act_undo, window.act_redo):
        assert not a.text().endswith("…")


def test_game_referee_names_the_referee(window, monkeypatch):
    """Issue 27: Game > Referee… keeps the referee's name with the game (one undoable change), which a
    league file names beside the game."""
    from PySide6.QtWidgets import QInputDialog

    assert _menu_of(window, window.act_referee) == ["Game"] and window.act_referee.isEnabled()
    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("Ben", True)))
    window.act_referee.trigger()
    assert window.hub.session.settings["referee"] == "Ben"
    window.act_undo.trigger()
    assert "referee" not in window.hub.session.settings
