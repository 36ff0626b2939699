"""4.0 in the window: the Optional variations dialog also ticks the series optional rules that may apply
(Long Range Air, Attacking Empties, Reactive Artillery); OK stores them with the variations in one change."""

from __future__ import annotations


def test_options_dialog_sets_the_series_rules(luzon):
    from assistant.ui.luzon.turn import OptionsDialog

    dlg = OptionsDialog(luzon, luzon)
    assert set(dlg.series_boxes) == {"long_range_air", "attacking_empties", "reactive_artillery"}
    dlg.series_boxes["reactive_artillery"].setChecked(True)
    dlg.apply()
    assert luzon.game.track.series_rules() == ["reactive_artillery"]
    assert any("Reactive Artillery (OCS 21.9)" in line for line in luzon.game.track.checklist())
    again = OptionsDialog(luzon, luzon)
    assert again.series_boxes["reactive_artillery"].isChecked()
