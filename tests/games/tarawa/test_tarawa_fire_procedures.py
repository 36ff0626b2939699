"""Tarawa fire procedures on the command layer: a stack's fire split over two target hexes (4.2.1 E)
and opportunity fire as one command (4.2.4), each priced before its roll by the same shots."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.tarawa.commands import summary
from assistant.games.tarawa.units import Unit
from assistant.store import rolls

from .helpers import demo_game, do, units

N, S = 5, 2


@pytest.fixture()
def game():
    yield from demo_game(5)


def state(game):
    return (sorted((u.id, u.hex, u.steps, u.facing) for u in game.units()),
            [a.to_dict() for a in game.log().actions], len(rolls.query(game.store, game.game_id)))


def unit(uid, side, hex, kind="infantry", facing=N, fp=5):
    return Unit(uid, side, kind, uid, fp, 2, 2, 2, 7, hex, facing)


def test_a_stack_splits_its_fire_over_two_hexes_in_one_action(game):
    """Tarawa 4.2.1 E: each unit of a stack rolls once and may fire at a different hex; each
    target hex reads only its own firers' dice. One action; the odds come first from the same shots."""
    for u in (unit("a", "us", "2430", "marine_infantry", fp=6), unit("b", "us", "2430", "marine_infantry", fp=6),
              unit("t1", "japanese", "2429", facing=S), unit("t2", "japanese", "2428", facing=S)):
        do(game, game.moves.place_unit(u))
    pv = game.split.split_fire_preview({"a": "2429", "b": "2428"})
    assert pv.ok and pv.dice == 2 and len(pv.groups) == 2
    assert [s.firer.unit_id for g in pv.groups for s in g.shots] == ["a", "b"]
    assert any("adjacent hex -2" in line for line in pv.lines())
    ch = do(game, game.split.split_fire({"a": "2429", "b": "2428"}))
    dice = game.log().actions[-1].dice
    assert len(dice) == 2 and game.log().next_player == "japanese"
    hit_a = dice[0] - 2 <= 6          # adjacent: -2
    hit_b = dice[1] <= 6
    assert units(game).get("t1", None) is None or units(game)["t1"].steps == 2 - hit_a
    assert units(game).get("t2", None) is None or units(game)["t2"].steps == 2 - hit_b
    assert "at 2429 and 2428" in summary(ch)[0]


def test_split_fire_takes_one_hex_per_unit_not_a_cap_of_two(game):
    """Ruling T12 (4.2.1 E with 4.2 C): each unit of a firing stack fires at one hex, so a stack of three
    splits over three hexes; each group is priced with its own firer."""
    for u in (unit("a", "us", "2430", "marine_infantry", fp=6), unit("b", "us", "2430", "marine_infantry", fp=6),
              unit("c", "us", "2430", "marine_weapons", fp=5),
              unit("t1", "japanese", "2429", facing=S), unit("t2", "japanese", "2428", facing=S),
              unit("t3", "japanese", "2529", facing=S)):
        do(game, game.moves.place_unit(u))
    pv = game.split.split_fire_preview({"a": "2429", "b": "2428", "c": "2529"})
    assert pv.ok, pv.problems
    assert pv.dice == 3 and len(pv.groups) == 3
    assert [[s.firer.unit_id for s in g.shots] for g in pv.groups] == [["a"], ["b"], ["c"]]
    do(game, game.split.split_fire({"a": "2429", "b": "2428", "c": "2529"}))
    assert len(game.log().actions[-1].dice) == 3


def test_opportunity_fire_is_one_command(game):
    """Tarawa 4.2.4 A-D: after a US move the Japanese set the movers in a hex they crossed, fire at them
    with one stack, and put them back where they ended; the US acts next. One change: undo takes it all."""
    do(game, game.moves.place_unit(unit("m", "us", "2431", "marine_infantry")))
    do(game, game.moves.place_unit(unit("j-o", "japanese", "2427", facing=S, fp=9)))
    with pytest.raises(InputError, match="4.2.4 A"):
        game.opportunity.opportunity_preview(["j-o"], "2430")
    do(game, game.moves.move(["m"], "2429", path=["2430", "2429"]))
    with pytest.raises(InputError, match="start hex or a hex they crossed: 2431, 2430"):
        game.opportunity.opportunity_preview(["j-o"], "2428")
    pv = game.opportunity.opportunity_preview(["j-o"], "2430")
    assert pv.ok and pv.kind == "opportunity" and [u.id for u in pv.groups[0].units] == ["m"]
    before = state(game)
    ch = do(game, game.opportunity.opportunity_fire(["j-o"], "2430"))
    last = game.log().actions[-1]
    assert last.kind == "combat" and last.combat_kind == "opportunity" and last.player == "japanese"
    assert game.log().next_player == "us"
    m = units(game).get("m")
    hit = last.dice[0] <= 9
    assert m.hex == "2429" and m.steps == 2 - hit          # back where it ended (4.2.4 C)
    assert "opportunity fire" in summary(ch)[0]
    game.session.undo()
    assert state(game) == before
    do(game, game.opportunity.opportunity_fire(["j-o"], "2430"))
    with pytest.raises(InputError, match="4.2.4 A"):          # one stack fires at a move (4.2.4 F)
        game.opportunity.opportunity_preview(["j-o"], "2430")


@pytest.mark.parametrize("typed", ['a:2429, a:2428', '{"a": "2429", "a": "2428"}', [["a", "2429"], ["a", "2428"]]])
def test_a_unit_named_twice_in_split_fire_is_refused(game, typed):
    """Ruling T12: each unit fires at one hex; a unit given two hexes (typed, as JSON with the key twice, or
    as pairs) is refused by name, never silently kept at one of them."""
    from assistant.games.tarawa.commands.split_fire import assignments_of

    with pytest.raises(InputError, match="a is named twice.*T12"):
        assignments_of(typed)
    assert assignments_of('a:2429, b:2428') == assignments_of({"a": "2429", "b": "2428"}) \
        == assignments_of('{"a": "2429", "b": "2428"}') == {"a": "2429", "b": "2428"}
