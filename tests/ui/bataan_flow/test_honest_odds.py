"""Issue 12: every odds display of the Bataan dialogs is the distribution of what the roll will do on
this board. Each test rolls the real command once per face sequence (scripted dice, undone after),
counts what happened, and compares that exact distribution with the odds the dialog shows."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

import pytest

pytest.importorskip("pytestqt")

from assistant.games.bataan.previews import pct  # noqa: E402
from assistant.games.catalogue import pct as table_pct  # noqa: E402  (the odds tables' percentages)
from tests.games.bataan.game_helpers import goto, make_game, script  # noqa: E402
from tests.games.bataan.test_game import jp, us  # noqa: E402


def _rolled(game, faces_list, act, outcome) -> dict:
    """outcome() after act() for each face sequence (equally likely), undone each time."""
    got: Counter = Counter()
    for faces in faces_list:
        script(game, list(faces))
        game.session.do(act())
        got[outcome()] += Fraction(1, len(faces_list))
        game.session.undo()
    return dict(got)


def _dialog_text(qtbot, dlg) -> str:
    qtbot.addWidget(dlg)
    return dlg.odds.toPlainText()


def test_american_grenade_two_in_the_blast(qtbot, tmp_path):
    """B12: a die of kills, nearest first, among the two Japanese within 3": 1 killed 1/6, 2 killed
    5/6 (not "1 ... 6 killed, 16.7 % each"); the roll never speaks of wasted kills."""
    from assistant.ui.bataan.flow.dialogs import GrenadeDialog
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 20.0, 12.0), jp("JP4-1", 4, "rifleman", 28.0, 12.0),
        jp("JP4-2", 4, "rifleman", 29.0, 13.5), jp("JP4-3", 4, "rifleman", 40.0, 12.0)])
    goto(game, "fire_stationary")
    alive = lambda: sum(game.figure(f).wounds != "dead" for f in ("JP4-1", "JP4-2", "JP4-3"))  # noqa: E731
    got = _rolled(game, [(f,) for f in range(1, 7)], lambda: game.blasts.grenade("US1-3", 28.0, 12.0),
                  lambda: f"{3 - alive()} killed")
    assert got == {"1 killed": Fraction(1, 6), "2 killed": Fraction(5, 6)}
    pv = game.blasts.grenade_preview("US1-3", 28.0, 12.0)
    assert pv.chances == got
    text = _dialog_text(qtbot, GrenadeDialog(None, game, "US1-3", (28.0, 12.0)))
    assert "  1 killed: 16.7%" in text and "  2 killed: 83.3%" in text   # issue 22.3: one row each
    script(game, [6])
    ch = game.blasts.grenade("US1-3", 28.0, 12.0)
    assert not any("wasted" in line for line in dict(ch.meta)["summary"])


@pytest.mark.parametrize("mortar", [False, True])
def test_japanese_grenade_and_knee_mortar_with_wounds(qtbot, tmp_path, mortar):
    """B13, B14: 1 kills the thrower, 2-3 dud, 4-5 the nearest American hit, 6 also a second within
    2" of him; each hit rolls the wound chart. The dialog's chances of each number of deaths equal
    the command rolled on all 216 face sequences (one for the chart, one wound die per American hit)."""
    from assistant.ui.bataan.flow.dialogs import GrenadeDialog
    role = "knee_mortar" if mortar else "rifleman"
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 24.0, 12.0), us("US1-4", 1, "rifleman", 25.5, 12.5),
        jp("JP4-1", 4, role, 19.0, 12.0), jp("JP4-9", 4, "officer", 17.0, 12.0)])
    goto(game, "fire_stationary")
    figs = ("JP4-1", "US1-3", "US1-4")
    dead = lambda: sum(game.figure(f).wounds == "dead" for f in figs)  # noqa: E731
    got = _rolled(game, list(product(range(1, 7), repeat=3)),
                  lambda: game.blasts.grenade("JP4-1", 24.0, 12.0, knee_mortar=mortar), dead)
    pv = game.blasts.grenade_preview("JP4-1", 24.0, 12.0, knee_mortar=mortar)
    shown: Counter = Counter()
    for key, p in pv.chances.items():
        shown[1 if key == "the thrower killed" else key.count(" dead")] += p
    assert dict(shown) == got and sum(pv.chances.values()) == 1
    text = _dialog_text(qtbot, GrenadeDialog(None, game, "JP4-1", (24.0, 12.0), knee_mortar=mortar))
    for key, p in pv.chances.items():
        assert f"{key}: {table_pct(p)}" in text


def test_antitank_odds_from_the_resolver(qtbot, tmp_path):
    """B18: 4-6 destroys the tank; the panel's lines come from the same resolver the attack rolls."""
    from assistant.ui.bataan.flow.dialogs import ConfirmDialog
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 10.0, 12.0), jp("T", 3, "tank", 13.0, 12.0)])
    goto(game, "american_move")
    session.do(game.turn.record_move("US1-3", "walk", to=(11.75, 12.0)))
    got = _rolled(game, [(f,) for f in range(1, 7)], lambda: game.close_combat.antitank("US1-3"),
                  lambda: "tank destroyed" if game.figure("T").wounds == "dead" else "tank survives")
    assert got == {"tank destroyed": Fraction(1, 2), "tank survives": Fraction(1, 2)}
    lines = game.close_combat.antitank_preview("US1-3")
    dlg = ConfirmDialog(None, "Antitank (B18)", lines, lambda: None)
    text = _dialog_text(qtbot, dlg)
    assert ", ".join(f"{k} {pct(p)}" for k, p in sorted(got.items())) in text


def test_fire_dialog_shows_what_the_fire_does_on_this_board(qtbot, tmp_path):
    """IV, B11: a BAR's 4 dice (hit on 5) at two visible Japanese: 3 or 4 hits still kill only 2 (the
    rest are wasted), so the dialog's "what the fire does" is the resolver's distribution over all
    1,296 face sequences, not the chance of hits."""
    from assistant.games.bataan.fire import resolve_fire
    from assistant.games.bataan.odds import outcome_odds
    from assistant.ui.bataan.flow.dialogs import FireDialog
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-2", 1, "bar", 10.0, 12.0), jp("JP4-1", 4, "rifleman", 20.0, 12.0),
        jp("JP4-2", 4, "rifleman", 21.0, 14.0)])
    goto(game, "fire_stationary")
    pv = game.firing.fire_preview(["US1-2"], "JP4-1")
    assert pv.dice.dice == 4 and {t.id for t in pv.visible} == {"JP4-1", "JP4-2"}
    exact = outcome_odds(lambda d: f"{len(resolve_fire(pv.dice, 'JP4-1', pv.visible, d, target_side='japanese').killed)} killed",
                         max_dice=4)
    assert pv.kill_odds == dict(sorted(exact.items())) and set(exact) == {"0 killed", "1 killed", "2 killed"}
    text = _dialog_text(qtbot, FireDialog(None, game, ["US1-2"], ["JP4-1", "JP4-2"], "JP4-1"))
    assert "What the fire does here" in text
    assert all(f"  {k}: {table_pct(p)}" in text for k, p in pv.kill_odds.items())
    script(game, [6, 6, 6, 6])                     # four hits: both Japanese killed, two hits wasted
    game.session.do(game.firing.fire(["US1-2"], "JP4-1"))
    assert game.figure("JP4-1").wounds == "dead" and game.figure("JP4-2").wounds == "dead"
