"""Issue 13, Luzon wording: real plurals and no record ids or field names in what the referee reads;
the optional variations dialog (4.0) wraps its long texts inside the dialog instead of cutting them."""

from __future__ import annotations

import re

import pytest

from assistant.core.errors import InputError


def test_options_dialog_texts_wrap_inside_the_dialog(luzon, qtbot):
    """4.0: every variation's text is shown whole within the dialog's width; a click on the words
    ticks the box."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    from assistant.ui.luzon.turn import OptionsDialog

    dlg = OptionsDialog(luzon, luzon)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    for cb in dlg.boxes.values():
        row = cb.parentWidget()
        assert row.mapTo(dlg, row.rect().topRight()).x() <= dlg.width()
        assert cb.width() < dlg.width() / 3
    cb = dlg.boxes[("japanese", 1)]
    label = cb.parentWidget().findChild(QLabel)
    assert label.wordWrap() and label.width() <= dlg.width()
    was = cb.isChecked()
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton)
    assert cb.isChecked() != was


def test_no_hand_made_plurals_in_the_units_tooltip_and_counter(luzon):
    tips = [i.toolTip() for i in luzon.view.layer_items("units")]
    assert tips and not any("(s)" in t for t in tips)
    assert any(re.search(r"\(1 unit,|\(\d+ units,", t) for t in tips)
    assert "time(s)" not in luzon.turn_panel.reroll_lbl.text()


def test_a_refusal_names_the_unit_by_its_counter_not_its_record_id(luzon):
    forces = luzon.forces()
    s = forces.on_map("allied")[0]
    with pytest.raises(InputError) as err:
        luzon.game.units.set_mode(s.id, "no such mode")
    assert s.spec.name in str(err.value) and repr(s.id) not in str(err.value)
