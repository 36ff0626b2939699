"""Issue 12 / 13, New game: each game's starts (blank, printed, demo) from its descriptor; a demo is
named as one in the title and the status bar; a game named like its kind shows the kind once."""

from __future__ import annotations

from assistant.games import registry
from assistant.ui.dialogs import NewGameDialog


def _pick(dlg, title: str, setup: str) -> None:
    row = next(i for i in range(dlg.kinds.count()) if dlg.kinds.item(i).text().startswith(title))
    dlg.kinds.setCurrentRow(row)
    dlg.setup.setCurrentIndex(dlg.setup.findData(setup))


def test_the_dialog_offers_each_games_starts_and_says_what_they_give(window):
    dlg = NewGameDialog(window)
    for i in range(dlg.kinds.count()):
        dlg.kinds.setCurrentRow(i)
        family = registry.kind(dlg.choice()[0]).family
        offered = [dlg.setup.itemData(j) for j in range(dlg.setup.count())]
        assert offered == [s.id for s in registry.descriptor(family).setups]
        assert dlg.setup_note.text()
    _pick(dlg, "Last Stand on Bataan", "demo")
    assert "demo" in dlg.setup_note.text() and "Demo: Last Stand on Bataan" in dlg.name.placeholderText()


def test_a_demo_is_named_as_one_in_the_title_and_the_status_bar(window):
    dlg = NewGameDialog(window)
    _pick(dlg, "Last Stand on Bataan", "demo")
    dlg.name.setText("Club night")
    kind_id, name, setup = dlg.choice()
    window.create_and_open(kind_id, name, setup=setup)
    assert "(demo)" in window.windowTitle() and "Club night" in window.windowTitle()
    assert window.status_game.text() == "Club night \u2014 Last Stand on Bataan (demo)"
    window.create_and_open("bataan", "", setup="demo")
    assert window.status_game.text() == "Demo: Last Stand on Bataan"
    record = window.docks["history"].widget()
    assert "demo position" in record.view.item(0).text()


def test_a_game_named_like_its_kind_shows_the_kind_once(window):
    """Issue 12: the status bar said "Last Stand on Bataan: Last Stand on Bataan"."""
    window.create_and_open("bataan", "", setup="blank")
    assert window.status_game.text() == "Last Stand on Bataan"
    assert window.windowTitle().startswith("Last Stand on Bataan \u2014 Table Assistant") or \
        window.windowTitle().startswith("Last Stand on Bataan \u2022")
    assert "demo" not in window.windowTitle().lower()
