"""The referee panel plays a short demo Last Stand on Bataan game from set-up to the victory screen."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget  # noqa: E402

from assistant.games.bataan import persist  # noqa: E402
from assistant.games.setup import new_game  # noqa: E402
from assistant.store.store import Store  # noqa: E402


class FakeBoard(QWidget):
    """A stand-in board: a 'view' in a box layout and a selection list (what install() reads)."""

    def __init__(self):
        super().__init__()
        self.view = QLabel("table view")
        lay = QVBoxLayout(self)
        lay.addWidget(QLabel("toolbar"))
        lay.addWidget(self.view, 1)
        self.selection: list[str] = []


@pytest.fixture()
def hub_game(qtbot, tmp_path):
    from assistant.ui.hub import Hub
    from assistant.ui.launch import make_app

    make_app()
    store = Store.open(tmp_path / "flow.sqlite")
    gid = new_game(store, "bataan", "Flow test", seed=1942)
    hub = Hub()
    hub.set_store(store)
    hub.open_game(gid)
    yield hub
    hub.close_game()
    store.close()


def place(hub, moves, text="Set-up: the referee places figures"):
    """The referee's set-up step (what dragging on the board does): one undoable table change."""
    s = hub.session
    table = persist.load_table(s.store, s.game_id, s.settings)
    for fid, (x, y) in moves.items():
        table.move_figure(fid, x, y)
    assert hub.push(persist.table_change(s.store, s.game_id, table, text))


def accept(panel):
    dlg = panel.dialog
    assert dlg is not None and dlg.isVisible()
    dlg.accept()
    return dlg


def test_install_mounts_the_panel_beside_the_view(qtbot, hub_game):
    """install(board, hub): the view and the panel share a splitter; selection comes from the board."""
    from assistant.ui.bataan.flow import install

    board = FakeBoard()
    qtbot.addWidget(board)
    panel = install(board, hub_game)
    assert board.referee_panel is panel and board.referee_splitter.widget(1).widget() is panel  # in a scroll area
    board.selection = ["US1-1"]
    assert panel._selection() == ["US1-1"]
    assert callable(board.open_players_view)
    assert [a.text() for a in board.game_actions()][0].startswith("Next phase")


def test_a_short_demo_game_to_the_victory_screen(qtbot, hub_game, tmp_path):
    """From the demo set-up: move, fire, grenade, melee check, end of wave (B19-B21), Banzai (VI.D),
    the Americans leave (B22), victory screen, report, players' view, undo."""
    from assistant.ui.bataan.flow import install

    hub = hub_game
    board = FakeBoard()
    qtbot.addWidget(board)
    panel = install(board, hub)
    board.resize(1400, 900)
    board.show()
    game = panel.game
    us2 = game.figure("US2-2")
    place(hub, {"JP4-1": (us2.x - 3.0, us2.y), "JP4-2": (us2.x - 3.5, us2.y + 2.5)})
    assert panel.phase_labels[game.phase].text().startswith("▶")

    # wave 1, turn 1
    assert panel.next_phase() and game.phase.value == "japanese_move"
    board.selection = ["JP4-1"]
    panel.open_move()
    accept(panel)
    assert game.state.turn("JP4-1").mode.value == "walk"
    for _ in range(3):
        panel.next_phase()
    assert game.phase.value == "fire_stationary"
    assert not panel.buttons["melee"].isEnabled() and panel.buttons["fire"].isEnabled()

    rolls_before = len(hub.session.store.rows("SELECT id FROM rolls"))
    board.selection = ["US2-2", "JP4-2"]
    dlg = panel.open_fire()
    assert "Chance of hits" in dlg.odds.toPlainText() and dlg.odds.tables()   # issue 22.3: a table
    accept(panel)
    assert len(hub.session.store.rows("SELECT id FROM rolls")) > rolls_before
    assert game.figure("US2-2").revealed                        # he fired (B15)

    board.selection = ["US2-3", "JP4-1"]
    dlg = panel.open_grenade()
    assert "killed" in dlg.odds.toPlainText()
    accept(panel)
    assert game.state.turn("US2-3").thrown

    panel.next_phase()
    panel.next_phase()
    assert game.phase.value == "melee"
    dlg = panel.open_melee()
    dlg.accept()                                              # no bases touch: refused, the dialog says why
    assert "no enemy bases touch" in dlg.problem.text() and dlg.isVisible()
    dlg.reject()

    panel.open_end_wave()
    accept(panel)
    assert game.clock.wave == 2 and game.commander == 2
    assert len(panel.history.waves) == 1

    # wave 2: the 2nd Platoon orders a Banzai Charge, then the Americans are driven off
    panel.open_banzai()
    accept(panel)
    assert game.state.banzai.in_force(2) and "BANZAI" in panel.header.text()
    board.selection = [f.id for f in game.on_table("american")]
    panel.open_leave()
    accept(panel)
    v = game.victory()
    assert v["level_name"] == "Japanese Impressive"
    assert panel.tabs.currentWidget() is panel.victory_view
    assert panel.victory_view.table.rowCount() == 8
    assert not panel.next_button.isEnabled()

    html = panel.export(tmp_path / "report.html")
    assert "Japanese Impressive" in html.read_text(encoding="utf-8")
    pdf = panel.export(tmp_path / "report.pdf")
    assert pdf.read_bytes()[:4] == b"%PDF"

    pv = panel.open_players_view()
    qtbot.addWidget(pv)
    assert not any(fid.startswith("US") for fid in pv.shown)  # all Americans left: none on the table

    hub.undo_stack.undo()
    assert game.victory() is None and panel.next_button.isEnabled()
    hub.undo_stack.redo()
    assert game.victory()["level_name"] == "Japanese Impressive"


def test_players_view_hides_hidden_americans(qtbot, hub_game):
    """Hidden Americans (B15) are not drawn on the players' view."""
    from assistant.ui.bataan.flow import RefereePanel

    panel = RefereePanel(hub_game, lambda: [])
    qtbot.addWidget(panel)
    pv = panel.open_players_view()
    qtbot.addWidget(pv)
    assert not any(fid.startswith("US") for fid in pv.shown) and any(fid.startswith("JP") for fid in pv.shown)
    panel.game.session.do(panel.game.wave.reveal(["US1-3"]))
    panel.refresh()
    assert "US1-3" in pv.shown
