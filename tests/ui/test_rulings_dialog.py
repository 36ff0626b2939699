"""Game > Rulings (issue #2 and RULINGS.md): every family's toggles are editable, saved with the game
through the undoable path, and a new game starts on the default rulings."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox

from assistant.games.registry import KINDS
from assistant.games.setup import default_settings, rulings_class


@pytest.mark.parametrize("kind_id", [k.id for k in KINDS])
def test_every_game_starts_on_default_rulings(kind_id):
    cls = rulings_class(next(k.family for k in KINDS if k.id == kind_id))
    assert cls is not None, "each game family has a Rulings class"
    assert default_settings(kind_id)["rulings"] == cls().to_dict()


@pytest.mark.parametrize("kind_id", ["bataan", "macarthur_korea", "luzon", "tarawa", "saipan"])
def test_change_a_ruling_and_undo_it(window, kind_id):
    from assistant.ui.rulings_dialog import RulingsDialog

    window.create_and_open(kind_id, f"Rulings {kind_id}")
    session = window.hub.session
    before = dict(session.settings["rulings"])
    dlg = RulingsDialog(window.hub, window)
    name, editor = next((n, e) for n, e in dlg.editors.items() if isinstance(e, (QCheckBox, QComboBox)))
    if isinstance(editor, QCheckBox):
        editor.setChecked(not editor.isChecked())
    else:
        editor.setCurrentIndex((editor.currentIndex() + 1) % editor.count())
    dlg.apply()
    assert session.settings["rulings"][name] != before[name]
    window.act_undo.trigger()
    assert session.settings["rulings"] == before
