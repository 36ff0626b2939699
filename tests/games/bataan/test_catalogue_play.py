"""Issue 22 (done when): a Bataan game goes from the printed set-up through its set-up check and confirm to
the first wave through the catalogue, the same path the palette and ``play`` take (B29, B31, II)."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games import catalogue as C
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store


@pytest.fixture
def printed():
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "bataan", "Club", setup="printed", seed=7))
    cat = C.catalogue_of("bataan")
    return session, cat, cat.open(session)


def test_printed_setup_to_first_wave(printed):
    """B29, B31: the printed set-up checks clean; confirming it is one change; the turn then runs (II)."""
    session, cat, game = printed
    shown = C.preview(cat, cat.entry("confirm_setup"), game, {})
    assert shown.ok and "matches the article" in shown.text()
    session.do(C.run(cat, cat.entry("confirm_setup"), game, {}).change)
    assert game.wave.setup_confirmation() is not None
    assert "confirmed already" in cat.entry("confirm_setup").why_not(game)
    for _ in range(2):
        session.do(C.run(cat, cat.entry("advance_phase"), game, {}).change)
    assert game.phase.value == "american_move"
    assert cat.entry("record_move").why_not(game) is None
    assert "only in" in cat.entry("fire").why_not(game)


def test_a_refused_command_names_its_rule_and_writes_nothing(printed):
    """IV: figures fire in the fire steps; the refusal names the rule, the record is unchanged."""
    session, cat, game = printed
    before = session.store.dump()
    with pytest.raises(InputError, match="IV"):
        C.run(cat, cat.entry("fire"), game, {"firer_ids": "JP1-1", "target_id": "US1-1"})
    assert session.store.dump() == before


def test_fire_preview_is_an_odds_table(printed):
    """IV, B11: the fire's preview is the odds table the roll then reads (problems listed, not raised)."""
    session, cat, game = printed
    shown = C.preview(cat, cat.entry("fire"), game, {"firer_ids": "JP1-1", "target_id": "US1-1"})
    assert shown.problems          # not now: the banzai-order phase
    assert any("IV" in p for p in shown.problems)


def test_the_report_tells_the_game_in_order(printed):
    """Issue 23.3: the after-action report tells what happened, wave by wave and turn by turn, from the
    record (an undone change is not told)."""
    from assistant.games.bataan.game_report import report_html, story

    session, cat, game = printed
    session.do(C.run(cat, cat.entry("confirm_setup"), game, {}).change)
    session.do(C.run(cat, cat.entry("advance_phase"), game, {}).change)
    session.do(C.run(cat, cat.entry("record_move"), game, {"fid": "JP1-1", "mode": "walk", "to": "5.5,2.25"}).change)
    session.do(C.run(cat, cat.entry("advance_phase"), game, {}).change)
    session.undo()
    told = story(game)
    assert told[0][0] == "Before the first wave" and "Set-up confirmed" in told[0][1][0][1][0]
    wave, turns = told[1]
    assert wave == "Wave 1" and turns[0][0] == "Turn 1"
    assert turns[0][1][0] == "Japanese move" and turns[0][1][1].startswith("JP1-1 walks")
    assert "Americans move" not in turns[0][1]          # undone
    html = report_html(game)
    assert "The game's story" in html and "JP1-1 walks" in html


def test_a_placement_by_hand_is_set_up_then_a_correction(printed):
    """Issue 22.7 / 23.3: figures put by hand before play are the set-up; once play has begun (here: the
    set-up confirmed and the turn under way) the same gesture is a correction, named so in the Record;
    in a movement phase it is refused: moves follow the movement rules (III)."""
    session, cat, game = printed
    first = C.run(cat, cat.entry("place_figures"), game, {"moves": '{"JP1-1": [5, 3]}'}).change
    assert first.text.startswith("Set-up: ")
    session.do(first)
    session.do(C.run(cat, cat.entry("confirm_setup"), game, {}).change)
    assert game.turn.placing_is_correction()
    later = C.run(cat, cat.entry("place_figures"), game, {"moves": '{"JP1-1": [6, 3]}'}).change
    assert later.text.startswith("Correction: ")
    with pytest.raises(InputError, match="off the"):
        C.run(cat, cat.entry("place_figures"), game, {"moves": '{"JP1-1": [-1, 3]}'})
    session.do(C.run(cat, cat.entry("advance_phase"), game, {}).change)
    with pytest.raises(InputError, match="III"):
        C.run(cat, cat.entry("place_figures"), game, {"moves": '{"JP1-1": [6, 3]}'})
