"""Issue 22.2, 22.3 for Tarawa: the palette reaches the Banzai Charge (6.3), declared and ended from its forms
as one undoable change each, and a fire's preview is the one odds table (4.2.1 E-G)."""

from __future__ import annotations

import pytest

pytest.importorskip("assistant.ui.palette")        # the palette is the window's (on main since issue 22.2)


def test_banzai_from_the_palette(qtbot, tarawa, window):
    """6.3 A, C: the declaration's form takes the picked HQ, previews the chargers' MPs, runs; the end's form
    runs; each is one change on the undo stack."""
    from assistant.ui.palette import open_form

    game = tarawa.commands()
    form = open_form(window, "declare_banzai")
    qtbot.waitUntil(form.isVisible)
    form.fields["unit_ids"].take(["j-hq"])
    form.refresh()
    assert form.run() is True and game.log().state.banzai_active
    form = open_form(window, "end_banzai")
    qtbot.waitUntil(form.isVisible)
    assert form.run() is True and not game.log().state.banzai_active
    window.hub.undo_stack.undo()
    assert game.log().state.banzai_active


def test_fire_preview_in_the_palette_is_an_odds_table(qtbot, tarawa, window):
    """4.2.1 E-G, 4.2.5: the fire form's preview shows the hits and the turn-end chance as tables."""
    from assistant.ui.palette import open_form

    form = open_form(window, "fire")
    qtbot.waitUntil(form.isVisible)
    form.fields["firer_ids"].take(["us-2c", "us-sherman"])
    form.fields["target"].take(["2128"])
    form.refresh()
    tables = form.odds.tables()
    assert len(tables) == 2 and tables[0].rowCount() == 3
    form.close()
