"""MacArthur board (issue #6): storm hazard and airborne drop buttons, the referee's shuffled packs,
M10 timing in the panel, retreat splits, the over-stack dialog, badge placement, the legend."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton

from assistant.games.macarthur import battle as core
from assistant.games.macarthur import persist
from assistant.games.macarthur.reserves import airborne_drop_problems

F = core.Force


def _open(window, kind):
    window.create_and_open(kind, "issue 6")
    return window.board


def _rolls(board, like: str = "%") -> list[dict]:
    s = board.session
    return s.store.rows("SELECT * FROM rolls WHERE game_id = ? AND why LIKE ?", [s.game_id, like])


def _button(board, text: str) -> QPushButton:
    """A button of the board, or of its tabs (docked in the window's right-hand column: issue 23.1)."""
    return next(b for b in board.findChildren(QPushButton) + board.tabs.findChildren(QPushButton)
                if b.text() == text)


def test_storm_hazard_button_rolls_each_unit_and_undoes(window, qtbot):
    """New Guinea, reserves: a Zone II landing risks the storm: one die a unit through the chart and
    the roll log; 1-2 the unit is lost; one undo takes back the rolls and the landing."""
    b = _open(window, "macarthur_new_guinea")
    assert b.turn_tab.turn_card(6)
    before = b.record.to_dict()
    b.move_tab.area_box.setCurrentText("Wanigela landing")
    b.move_tab.land_small.setValue(1)
    qtbot.mouseClick(_button(b, "Land"), Qt.MouseButton.LeftButton)
    rows = _rolls(b, "Storm hazard at Wanigela landing%")
    assert len(rows) == 1 and rows[0]["chart"] == "new_guinea_storm_hazard"
    lost = rows[0]["result"] <= 2
    assert b.record.state.reserves["blue"] == F(2, 0)
    assert b.record.state.force_in("Wanigela").small == (0 if lost else 1)
    assert ("lost in the storm" in b.last_message) == lost
    b.hub.undo_stack.undo()
    assert b.record.to_dict() == before and _rolls(b, "Storm hazard%") == []


def test_airborne_drop_button(window, qtbot):
    """New Guinea, Airborne drops: one Airborne reserve drops on an open air strip and counts as
    Infantry; a second drop on the same strip this turn is refused with the reason."""
    b = _open(window, "macarthur_new_guinea")
    assert b.turn_tab.turn_card(6)
    strip = next(t for t in sorted(b.network.towns) if b.network.towns[t].air_strip
                 and b.record.state.holder(t) is None
                 and airborne_drop_problems(b.network, b.record.state, t) is None)
    b.move_tab.drop_box.setCurrentText(strip)
    qtbot.mouseClick(_button(b, "Drop one Airborne unit"), Qt.MouseButton.LeftButton)
    assert b.record.state.force_in(strip) == F(0, 1)
    assert b.record.state.reserves["blue"] == F(1, 1)
    qtbot.mouseClick(_button(b, "Drop one Airborne unit"), Qt.MouseButton.LeftButton)
    assert "REFUSED" in b.message_label.text() and "only 1 unit" in b.last_message
    b.hub.undo_stack.undo()
    assert b.record.state.holder(strip) is None


def test_packs_shuffled_from_the_dice_stream_dealt_and_undone(window, qtbot):
    """The Movement Deck: the referee types each pack once; the app shuffles it with the game's dice
    stream (logged, so it replays); Turn card deals the next card; typing a card stays possible."""
    b = _open(window, "macarthur_korea")
    t = b.turn_tab
    t.pack_edits["blue"].setText(" ".join(str(v) for v in range(1, 16)))
    t.pack_edits["red"].setText("1 2 3 4 5 6 7 8")
    qtbot.mouseClick(t.pack_btn, Qt.MouseButton.LeftButton)
    deck = b.record.state.deck
    assert sorted(deck.blue_pack) == list(range(1, 16)) and sorted(deck.red_pack) == list(range(1, 9))
    assert len(_rolls(b, "Shuffle%")) == 2
    assert "deal" in t.card_btn.text()
    qtbot.mouseClick(t.card_btn, Qt.MouseButton.LeftButton)
    assert b.record.cards[-1]["card"] == deck.blue_pack[0]
    assert "dealt" in b.record.cards[-1]["explanation"]
    assert not t.pack_edits["blue"].isEnabled() and t.pack_edits["red"].isEnabled()
    assert t.end_turn()
    t.card_value.setValue(4)
    qtbot.mouseClick(t.typed_btn, Qt.MouseButton.LeftButton)      # a physical card typed by hand
    assert b.record.cards[-1]["card"] == 4
    for _ in range(4):
        b.hub.undo_stack.undo()
    assert b.record.state.deck.blue_pack == [] and _rolls(b, "Shuffle%") == []
    b.hub.undo_stack.redo()           # replays: the same order again
    assert b.record.state.deck.blue_pack == deck.blue_pack


def test_reserve_buttons_follow_m10(window):
    """M10: by default the reserve button works in the roller's own turn; with the toggle, only once
    Red's turn is over (the full turn); the panel says which."""
    b = _open(window, "macarthur_korea")
    t = b.turn_tab
    roll = t.reserve_btns["blue"]
    t.turn_card(5)
    assert roll.isEnabled() and "M10 (default)" in t.reserve_timing.text()
    from assistant.store import games

    settings = dict(b.session.settings, rulings={"m10_reserve_roll_at_full_turn_end": True})
    assert b.hub.push(games.settings_change(b.session.store, b.session.game_id, settings))
    assert not roll.isEnabled() and "M10 (toggle)" in t.reserve_timing.text()
    assert not t.roll_reserves("blue") and "M10 (toggle)" in b.last_message
    assert t.end_turn()
    t.turn_card(3)
    assert t.end_turn()
    assert roll.isEnabled()
    assert t.roll_reserves("blue")
    assert not roll.isEnabled()


def test_retreat_split_over_two_towns(window):
    """Retreating: a beaten defender may split over several clear roads; the dialog has a row per road
    (filled with a default) and applies the split as one change."""
    b = _open(window, "macarthur_korea")
    b.turn_tab.turn_card(10)
    assert b.move_tab.move("Taegu", "Kumchon", 0, 3)
    dlg = b.open_battle("Kumchon", show=False)
    dlg.roll_round(typed=((6,), (1, 2)))                # attacker higher: the defender retreats
    r = dlg.result
    assert r.winner == "attacker" and r.defender_retreating == F(1, 2)
    assert set(dlg.split_rows) >= {"Sangju", "Taejon"}
    assert sum(dlg.split().values(), F()) == F(1, 2)   # the default places everyone
    dlg.set_split({"Sangju": F(1, 0), "Taejon": F(0, 2)})
    assert dlg.apply()
    st = b.record.state
    assert st.force_in("Sangju") == F(1, 0) and st.force_in("Taejon") == F(0, 2)
    assert any("M9 (default)" in m for m in b.record.turn["moves"])


def test_over_stack_dialog_owner_chooses(window, monkeypatch):
    """Positioning of Units: End turn with more than 10 in a town asks the owner which units go
    (Smalls first by default); the choice is applied."""
    from assistant.ui.macarthur import overstack as ui_overstack

    b = _open(window, "macarthur_korea")
    b.turn_tab.turn_card(5)
    rec = b.record.copy()
    rec.state.units["Pusan"].large, rec.state.units["Pusan"].small = 3, 9
    assert b.hub.push(persist.campaign_change(b.session.store, b.session.game_id, rec, "test: over-stack Pusan"))
    seen = {}

    def fake_exec(dlg):
        seen["default"] = dlg.removals()
        sp_l, sp_s, _extra = dlg.rows["Pusan"]
        sp_l.setValue(2)
        sp_s.setValue(0)
        return ui_overstack.OverStackDialog.DialogCode.Accepted

    monkeypatch.setattr(ui_overstack.OverStackDialog, "exec", fake_exec)
    assert b.turn_tab.end_turn()
    assert seen["default"] == {"Pusan": F(0, 2)}
    assert b.record.state.force_in("Pusan") == F(1, 9)


@pytest.mark.parametrize("kind,towns", [
    ("macarthur_korea", ("Taegu", "Yongchon", "Kyongju", "Changnyong", "Miryang", "Masan", "Pusan")),
    ("macarthur_bataan_retreat", ("Abucay", "Orion", "Bagac", "Mariveles")),
])
def test_badges_do_not_cover_town_names(window, qtbot, kind, towns):
    """Readability: at 1600x1000 no unit badge covers a town name or circle in the Pusan Perimeter and
    on Bataan; the legend wraps to show every entry."""
    window.resize(1600, 1000)
    b = _open(window, kind)
    v = b.view
    v._fitted = False
    v.fit()
    crowded = v.place_labels()
    names = {}
    for n, it in v.name_items.items():
        names[n] = it.rect().translated(v.mapFromScene(v.town_items[n].pos()).toPointF() + it.pos())
    for t in towns:
        box = v.badge_items.get(t)
        if box is None:
            continue
        rect = box.rect().translated(v.mapFromScene(v.town_items[t].pos()).toPointF() + box.pos())
        assert t not in crowded
        assert all(rect.intersected(r).isEmpty() for r in names.values()), t
    lg = b.legend
    lines = lg.rows(lg.width())
    assert sum(len(line) for line in lines) == len(lg.entries())
    assert lg.height() >= lg.heightForWidth(lg.width()) - 1
