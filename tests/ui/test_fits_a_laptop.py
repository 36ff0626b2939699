"""Issue 12, fits a laptop: at 1280x720 every dialog of the window, for every game, has its buttons on the
screen, the docks shrink, and the board keeps at least half the window."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QRect
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QApplication, QDialog

from assistant.games import registry

SCREEN = QRect(0, 0, 1280, 720)
FRAME = 40  # a title bar and a panel: what a laptop's 720 pixels lose to the desktop


def _setup_for(family: str) -> str:
    ids = [s.id for s in registry.descriptor(family).setups]
    return "demo" if "demo" in ids else ids[0]


def _open(window, kind: str) -> None:
    window.create_and_open(kind, "", setup=_setup_for(registry.kind(kind).family))
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def _scroller(widget, dialog):
    parent = widget.parentWidget()
    while parent is not None and parent is not dialog:
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return None


def assert_fits(dialog: QDialog) -> None:
    """Shown as the window would show it: no taller or wider than the screen, every button inside it."""
    dialog.show()
    QApplication.processEvents()
    name = dialog.windowTitle()
    size = dialog.size().expandedTo(dialog.minimumSize())
    assert size.width() <= SCREEN.width() and size.height() <= SCREEN.height() - FRAME, (name, size)
    inside = QRect(0, 0, size.width(), size.height())
    for button in dialog.findChildren(QAbstractButton):
        if not button.isVisibleTo(dialog) or button.window() is not dialog:
            continue
        shown = _scroller(button, dialog) or button  # a button in a scroll area is reached by scrolling it
        rect = QRect(shown.mapTo(dialog, shown.rect().topLeft()), shown.size())
        assert inside.contains(rect), (name, button.text(), rect, size)
    dialog.close()


def window_dialogs(window):
    from assistant.ui.charts import open_editor
    from assistant.ui.charts.newchart import NewChartDialog
    from assistant.ui.dialogs import NewGameDialog, OpenGameDialog
    from assistant.ui.reference import RulesReference
    from assistant.ui.rulings_dialog import RulingsDialog
    from assistant.ui.shortcuts import ShortcutsDialog

    yield NewGameDialog(window)
    yield OpenGameDialog(window.hub.store, window)
    yield RulingsDialog(window.hub, window)
    editor = open_editor(window)
    yield editor
    yield NewChartDialog(window.hub.session, editor.book, window)
    yield RulesReference(window.hub, window)
    yield ShortcutsDialog(window)
    yield window.about_box()


@pytest.mark.parametrize("kind", [k.id for k in registry.kinds()])
def test_every_window_dialog_fits_1280x720(window, kind):
    window.resize(1280, 720)
    _open(window, kind)
    for dialog in window_dialogs(window):
        assert_fits(dialog)


@pytest.mark.parametrize("kind", [k.id for k in registry.kinds()])
def test_at_1280x720_the_board_keeps_half_the_window_and_the_docks_shrink(window, kind):
    """Issue 12: fixed-width docks left the Bataan board 630x460 px of 1280x720."""
    _open(window, kind)
    window.resize(1280, 720)
    for _ in range(3):
        QApplication.processEvents()
    hint = window.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 720 - FRAME, hint
    board = window.board.size()
    assert board.width() * board.height() >= 0.5 * window.width() * window.height(), board
    for key in ("measure", "roll", "plots"):
        assert window.docks[key].minimumSizeHint().height() < 200, key


def _board_dialogs(window, kind: str):
    """The dialogs a board opens through its public methods (those that need no selection)."""
    board = window.board
    family = registry.kind(kind).family
    if family == "bataan":
        panel = board.referee_panel   # docked in the window's right column beside a wide table (issue 13)
        for name in ("open_melee", "open_banzai", "open_banzai_moves", "open_reveal", "open_end_wave",
                     "open_leave", "open_fire", "open_grenade", "open_sniper", "open_antitank", "open_move"):
            dialog = getattr(panel, name)()
            if isinstance(dialog, QDialog):
                yield dialog
    elif family == "macarthur":
        towns = [None] + sorted(getattr(board.game.network, "towns", {}) or [])[:2]
        for town in towns:
            dialog = board.open_battle(town, show=False)
            if isinstance(dialog, QDialog):
                yield dialog
    elif family == "luzon":
        from assistant.ui.luzon.turn import OptionsDialog

        yield OptionsDialog(board, window)
        yield OptionsDialog(board, window, first=True)


@pytest.mark.parametrize("kind", [k.id for k in registry.kinds()])
def test_every_board_dialog_fits_1280x720(window, kind):
    window.resize(1280, 720)
    _open(window, kind)
    for dialog in _board_dialogs(window, kind):
        assert_fits(dialog)
