"""Issue 23 (a window a referee reads at arm's length), the status bar at 1280x720: the game's name is cut
with "…" (whole in its tooltip and for a screen reader), so the tool's hint beside it is not cut."""

from __future__ import annotations

from .laptop import laptop_window, open_demo, settle


def test_the_select_hint_fits_beside_a_long_game_name(qtbot, tmp_path):
    """B1-B28 tools: the select tool's hint (box-select included) is readable whole at 1280x720 with the
    README's long game name, and the name's label keeps the whole name in its tooltip."""
    win = laptop_window(qtbot, tmp_path)
    open_demo(win, "bataan")
    long_name = "Saturday at the club \u2014 Last Stand on Bataan (demo) played in the back room upstairs"
    win.status_game.setText(long_name)
    win.board.set_tool("select")
    settle()
    bar = win.statusBar()
    message = bar.currentMessage()
    assert message.endswith("box-select")
    permanent = {win.status_game, win.status_db, win.selection_bar.label}
    used = sum(w.width() + 6 for w in permanent if w.isVisible())
    room = bar.width() - used
    assert bar.fontMetrics().horizontalAdvance(message) <= room, (room, message)
    assert win.status_game.text() == long_name and win.status_game.toolTip() == long_name
    assert win.status_game.accessibleDescription() == long_name
    win.resize(1920, 1080)          # a big screen: more of the name shows
    settle()
    assert win.status_game.maximumWidth() > 300
