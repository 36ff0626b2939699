"""Issue 12, history a referee can steer: the Record dock shows applied and undone changes apart, asks
before a jump of more than one step, says a new change drops the undone branch; undo and redo answer
the platform's standard keys, each firing one action; redo survives a restart."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QKeySequence

from assistant.games import registry
from assistant.store import rolls
from assistant.ui.keys import clashes
from assistant.ui.panels.history import HERE, UNDONE


def _roll(window, n: int = 1) -> None:
    panel = window.docks["roll"].widget()
    panel.chart_box.setCurrentIndex(0)
    panel.pool.setText("1d6")
    for _ in range(n):
        panel.roll()


def _record(window):
    return window.docks["history"].widget()


def test_undone_changes_are_greyed_struck_and_the_marker_shows_where_the_game_stands(window):
    _roll(window, 4)
    stack = window.hub.undo_stack
    stack.undo()
    stack.undo()
    panel = _record(window)
    lines = [panel.view.item(i) for i in range(panel.view.count())]
    assert len(lines) == 5  # the game's start and four changes
    assert lines[2].text().startswith(HERE) and "you are here" in lines[2].text()
    for line in lines[3:]:
        assert line.text().startswith(UNDONE) and line.font().strikeOut()
    for line in lines[:3]:
        assert not line.font().strikeOut()
    assert "2 undone" in panel.summary.text() and "drops them" in panel.summary.text()


def test_a_jump_of_more_than_one_step_asks_and_names_what_it_undoes(window):
    _roll(window, 5)
    store, gid = window.hub.store, window.hub.session.game_id
    before = store.dump()
    panel = _record(window)
    asked = []
    panel.confirm = lambda title, text: asked.append(text) or False  # the referee says Cancel
    assert not panel.go_to(1)
    assert store.dump() == before and window.hub.undo_stack.index() == 5
    assert "undoes 4 changes" in asked[0] and asked[0].count("\u2022") == 4
    panel.confirm = lambda title, text: True
    assert panel.go_to(1)
    assert window.hub.undo_stack.index() == 1 and len(rolls.query(store, gid)) == 1


def test_one_step_back_needs_no_question(window):
    _roll(window, 2)
    panel = _record(window)
    panel.confirm = lambda *_: pytest.fail("a single step must not ask")
    panel.view.setCurrentRow(1)
    assert panel.go_to(1)
    assert window.hub.undo_stack.index() == 1


def test_a_click_on_an_early_line_asks_before_rewinding(window, qtbot):
    """Issue 12: one click rewound 14 changes with no question."""
    _roll(window, 4)
    panel = _record(window)
    asked = []
    panel.confirm = lambda title, text: asked.append(title) or False
    rect = panel.view.visualItemRect(panel.view.item(0))
    qtbot.mouseClick(panel.view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert asked and window.hub.undo_stack.index() == 4


def test_a_new_change_after_undos_says_the_undone_ones_are_dropped(window):
    _roll(window, 3)
    window.hub.undo_stack.undo()
    window.hub.undo_stack.undo()
    messages = []
    window.hub.message.connect(messages.append)
    _roll(window, 1)
    assert "2 undone changes" in messages[-1] and "dropped" in messages[-1]
    assert window.hub.undo_stack.count() == 2 and not window.hub.undo_stack.canRedo()


def test_redo_survives_a_restart(window, qtbot, tmp_path):
    """Issue 12: 19 of 21 before closing were 19 of 19 after; now the undone ones come back as Redo."""
    from assistant.ui.mainwindow import MainWindow

    _roll(window, 4)
    gid = window.hub.session.game_id
    window.hub.undo_stack.undo()
    window.hub.undo_stack.undo()
    kept = rolls.query(window.hub.store, gid)
    db = window.hub.store.path
    window.close()
    again = MainWindow(settings=QSettings(str(tmp_path / "s2.ini"), QSettings.Format.IniFormat))
    again.quiet_errors = True
    qtbot.addWidget(again)
    assert again.open_database(db)
    again.open_game_id(gid)
    stack = again.hub.undo_stack
    assert (stack.index(), stack.count()) == (2, 4)
    assert rolls.query(again.hub.store, gid) == kept  # reopening changed nothing
    again.act_redo.trigger()
    again.act_redo.trigger()
    assert len(rolls.query(again.hub.store, gid)) == 4 and not stack.canRedo()
    again.act_undo.trigger()
    assert len(rolls.query(again.hub.store, gid)) == 3


def _setup_for(family: str) -> str:
    ids = [s.id for s in registry.descriptor(family).setups]
    return "demo" if "demo" in ids else ids[0]


@pytest.mark.parametrize("kind", [k.id for k in registry.kinds()])
def test_no_key_fires_two_actions_on_any_board(window, kind):
    """Issue 12: Ctrl+Y was bound twice ("Ambiguous shortcut overload"); no key of the window or of any
    game's board may be."""
    window.create_and_open(kind, "", setup=_setup_for(registry.kind(kind).family))
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)  # the last board goes
    assert clashes(window) == {}


@pytest.mark.parametrize("keys,action", [("Ctrl+Z", "undo"), ("Ctrl+Y", "redo"), ("Ctrl+Shift+Z", "redo")])
def test_each_standard_undo_key_fires_exactly_one_action(window, qtbot, keys, action):
    _roll(window, 2)
    window.hub.undo_stack.undo()
    fired = {"undo": 0, "redo": 0}
    window.act_undo.triggered.connect(lambda: fired.__setitem__("undo", fired["undo"] + 1))
    window.act_redo.triggered.connect(lambda: fired.__setitem__("redo", fired["redo"] + 1))
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow(), timeout=2000)
    seq = QKeySequence(keys)
    combo = seq[0]
    qtbot.keyClick(window.centralWidget(), combo.key(), combo.keyboardModifiers())
    assert fired == {"undo": 1 if action == "undo" else 0, "redo": 1 if action == "redo" else 0}
    assert seq in window.act_undo.shortcuts() + window.act_redo.shortcuts()
