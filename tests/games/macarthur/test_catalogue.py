"""Issue 22.1 for MacArthur's campaigns: the catalogue reaches every command, with the rule it applies; the
odds a battle shows first are the odds its roll reads; Bataan Retreat's off-shore Japanese (Starting Forces)
and the battle odds (Battles; M1-M5) are reachable from the palette and ``play``."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from assistant.cli import main
from assistant.core.errors import InputError
from assistant.games import catalogue as C
from assistant.games.macarthur import battle as core
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store


def _open(kind="macarthur_korea", setup="demo", seed=7):
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, kind, setup=setup, seed=seed))
    cat = C.catalogue_of("macarthur")
    return session, cat, cat.open(session)


def _do(session, cat, game, name, **args):
    result = C.run(cat, cat.entry(name), game, args)
    if result.change is not None:
        session.do(result.change)
    return result


def test_battle_odds_are_the_odds_the_battle_reads():
    """Battles, Casualties (M1-M5): the battle's preview is odds tables from the same battle the roll
    fights; every table sums to 1; the query `battle_odds` gives the same chances."""
    session, cat, game = _open()
    _do(session, cat, game, "turn_card", value="6")
    _do(session, cat, game, "move", origin="Masan", goal="Chinju", large="0", small="2")
    shown = C.preview(cat, cat.entry("battle"), game, {"town": "Chinju"})
    assert shown.ok and len(shown.tables) == 4
    assert all(t.total() == 1 for t in shown.tables)
    odds = core.odds(game.combat.make_battle(game.combat.battle_setup("Chinju")))
    first = dict(shown.tables[0].rows)
    assert first["attacker wins"] == odds.first_round["attacker_wins"]
    asked = _do(session, cat, game, "battle_odds", town="Chinju")
    assert asked.answer.with_refights == odds.with_refights
    assert "Battles" in shown.tables[0].rule
    rolls = len(session.store.rows("SELECT id FROM rolls"))
    _do(session, cat, game, "battle", town="Chinju")
    assert len(session.store.rows("SELECT id FROM rolls")) > rolls
    assert game.battles() and not game.combat.waiting_battles()


def test_a_move_before_a_card_is_refused_naming_the_rule_and_writes_nothing():
    """The Movement Deck: no side moves before it turns its card; the refusal names the rule, nothing
    is written."""
    session, cat, game = _open()
    before = session.store.dump()
    assert "The Movement Deck" in cat.entry("move").why_not(game)
    with pytest.raises(InputError, match="The Movement Deck"):
        C.run(cat, cat.entry("move"), game, {"origin": "Masan", "goal": "Chinju", "large": 0, "small": 2})
    with pytest.raises(InputError, match="no town 'Atlantis'"):
        C.run(cat, cat.entry("battle_odds"), game, {"town": "Atlantis"})
    assert session.store.dump() == before


def test_bataan_retreat_offshore_is_reachable_after_the_reveal():
    """Bataan Retreat, Starting Forces: the Troop Allocation Grid is filled in secret, revealed after the
    Allied set-up; then `draw_offshore` gives the Japanese waiting off shore in a Zone."""
    session, cat, game = _open("macarthur_bataan_retreat", setup="printed")
    assert "secret" in cat.entry("draw_offshore").why_not(game)
    grid = {"I": [4, 8], "II": [3, 8], "III": [3, 8], "IV": [3, 8], "V": [3, 8]}
    _do(session, cat, game, "allocate_japanese", zones=json.dumps(grid))
    assert game.setup.allocation_hidden()
    _do(session, cat, game, "confirm_setup", side="blue")
    _do(session, cat, game, "confirm_setup", side="red")
    assert cat.entry("draw_offshore").why_not(game) is None
    got = _do(session, cat, game, "draw_offshore", zone="II").answer
    assert (got.large, got.small) == (3, 8)
    korea = _open()[2]
    assert "only Bataan Retreat" in cat.entry("draw_offshore").why_not(korea)


def test_reserve_roll_preview_is_the_chart_it_rolls():
    """Reserves (M10): the preview is the campaign's reserve chart as an odds table, with the timing."""
    session, cat, game = _open()
    shown = C.preview(cat, cat.entry("roll_reserves"), game, {"side": "blue"})
    assert shown.tables and shown.tables[0].total() == 1 and "M10" in shown.tables[0].rule
    nothing = C.preview(cat, cat.entry("roll_reserves"), game, {"side": "red"})
    assert nothing.problems and "no reserve rolls" in nothing.problems[0]


def test_play_lists_and_runs_a_macarthur_command(tmp_path, capsys):
    """Issue 22.4: `play` lists MacArthur's entries by rule and runs one against a database (one change)."""
    assert main(["play", "--game", "macarthur_korea", "--list", "--json"]) == 0
    listed = {c["name"]: c for c in json.loads(capsys.readouterr().out)["result"][0]["commands"]}
    assert {"battle_odds", "draw_offshore", "battle", "turn_card"} <= set(listed)
    db = str(tmp_path / "m.sqlite")
    assert main(["play", "--db", db, "--new", "macarthur_korea", "--setup", "demo", "--seed", "3"]) == 0
    capsys.readouterr()
    assert main(["play", "--db", db, "--game", "macarthur_korea", "turn_card", "6"]) == 0
    assert "turns card 6" in capsys.readouterr().out
    assert main(["play", "--db", db, "--game", "macarthur_korea", "move", "Masan", "Chinju", "0", "2"]) == 0
    capsys.readouterr()
    assert main(["play", "--db", db, "--game", "macarthur_korea", "battle_odds", "Chinju", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["result"]
    assert main(["play", "--db", db, "--game", "macarthur_korea", "move", "Masan", "Chinju", "0", "99"]) == 2


def test_tables_rows_are_exact_fractions():
    session, cat, game = _open()
    _do(session, cat, game, "turn_card", value="6")
    _do(session, cat, game, "move", origin="Masan", goal="Chinju", large="0", small="2")
    for t in C.preview(cat, cat.entry("battle"), game, {"town": "Chinju"}).tables:
        assert all(isinstance(p, Fraction) for _, p in t.rows)


def test_macarthur_game_is_composed_of_procedures_of_at_most_40_methods():
    """Issue 22.5: MacArthurGame is the records' readers and four procedures (turns, combat, roads, setup),
    one module each, none over about 40 public methods; every procedure method is reached by an entry; a
    worker thread's copy of the game gets parts over the copy."""
    import copy

    from assistant.games.catalogue import public_methods
    from assistant.games.command_base import Part
    from assistant.games.macarthur.catalogue import CATALOGUE, PART_OF
    from assistant.games.macarthur.commands import MacArthurGame

    assert len(public_methods(MacArthurGame)) <= 40
    parts = {n: a.cls for n, a in vars(MacArthurGame).items() if isinstance(a, Part)}
    assert set(parts) == {"turns", "combat", "roads", "setup"}
    assert all(len(public_methods(cls)) <= 40 for cls in parts.values())
    assert len({cls.__module__ for cls in parts.values()}) == len(parts)
    reached = {m for e in CATALOGUE.entries for m in e.methods()}
    assert not [f"{p}.{n}" for n, p in PART_OF.items() if f"{p}.{n}" not in reached]
    session, cat, game = _open()
    assert game.combat is game.combat and game.combat.game is game
    view = copy.copy(game)
    assert view.roads.game is view and game.roads.game is game
