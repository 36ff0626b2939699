"""The Tarawa command layer (``TarawaGame``): each command checks its rule, rolls from the game's
stream and returns one undoable change; previews give the odds the roll then uses."""

from __future__ import annotations

from dataclasses import replace

import pytest

from assistant.core.errors import InputError
from assistant.core.hexes import DIRECTIONS
from assistant.games.tarawa.commands import summary
from assistant.games.tarawa.units import Unit
from assistant.store import rolls

from .helpers import demo_game, do, units

N, S = 5, 2          # facings on the tarawa map (DIRECTIONS index)


@pytest.fixture()
def game():
    yield from demo_game(7)


def put(game, *new: Unit, drop=()):
    """Set up the map: add (or replace) units, remove ``drop`` (referee edits, not actions)."""
    for uid in drop:
        do(game, game.moves.remove_units([uid]))
    for u in new:
        if u.id in units(game):
            do(game, game.moves.remove_units([u.id]))
        do(game, game.moves.place_unit(u))


def marine(uid="us-m", hex="2127", kind="marine_infantry", fp=6, prof=8, facing=S):
    return Unit(uid, "us", kind, uid, fp, 3, 2, 2, prof, hex, facing)


def jap(uid="j-1", hex="2128", kind="infantry", facing=N, prof=7):
    return Unit(uid, "japanese", kind, uid, 5, 2, 2, 2, prof, hex, facing)


def snapshot(game):
    s = game.session
    return (sorted((u.id, u.hex, u.steps, u.facing, u.entered_by) for u in game.units()),
            [a.to_dict() for a in game.log().actions], dict(s.state), len(rolls.query(s.store, s.game_id)))


def pass_turn(game):
    for _ in range(4):
        do(game, game.turn.pass_())


# --- facing ---------------------------------------------------------------------------------------------

def test_a_facing_change_is_an_action_in_the_log(game):
    """Tarawa 4.1 D, 5.0 D: turning a unit is an action of the player to act: the log gets it and the
    other player acts next; undo takes back the facing and the entry together."""
    before = snapshot(game)
    facing = units(game)["us-2c"].facing
    ch = do(game, game.turn.face(["us-2c"], 1))
    assert units(game)["us-2c"].facing == (facing + 1) % 6
    last = game.log().actions[-1]
    assert last.kind == "face" and last.player == "us" and last.units == ("us-2c",)
    assert game.log().next_player == "japanese" and "4.1 D" in " ".join(summary(ch))
    game.session.undo()
    assert snapshot(game) == before


def test_facing_is_refused_out_of_turn_and_in_a_pillbox(game):
    """Tarawa 4.0 A: only the player to act; 5.0 E and 6.1 A: a unit in a pillbox never changes facing."""
    put(game, jap("j-o", hex="1005"))                       # open water: no pillbox
    with pytest.raises(InputError, match="4.0 A"):
        game.turn.face(["j-o"], 1)
    pillbox = next(label for label, t in game.terrain().terrain.items() if t == "pillbox")
    put(game, marine("us-p", hex=pillbox))
    before = snapshot(game)
    with pytest.raises(InputError, match="5.0 E"):
        game.turn.face(["us-p"], 1)
    assert snapshot(game) == before


# --- fire from the map ----------------------------------------------------------------------------------

def test_fire_odds_then_the_roll_read_the_same_shots_and_undo(game):
    """Tarawa 4.2.1 E-G, T1: the preview's DRMs and odds are those the roll applies to its dice; every
    Japanese unit in the hex loses a step per hit, in one change with the log; undo restores all."""
    before = snapshot(game)
    pv = game.fire.fire_preview(["us-2c", "us-sherman"], "2128")
    assert pv.ok and pv.dice == 2 and pv.kind == "fire"
    need = {so.unit_id: so.need for so in pv.odds[0].shots}
    ch = do(game, game.fire.fire(["us-2c", "us-sherman"], "2128"))
    row = next(r for r in rolls.query(game.store, game.game_id) if r["pool"] == "2d10")
    dice = rolls.decoded(row)["dice"]
    hits = sum(d <= need[uid] for d, uid in zip(dice, ("us-2c", "us-sherman")))
    assert row["chart_result"].startswith(f"{hits} hit(s)")
    left = units(game)
    assert ("j-snlf-1" not in left) if hits >= 2 else left["j-snlf-1"].steps == 2 - hits
    assert game.log().actions[-1].kind == "combat" and summary(ch)
    game.session.undo()
    assert snapshot(game) == before


def test_blocked_sight_spends_the_action(game):
    """Tarawa 4.2 D: combat is declared before the sight line is checked; when every firer's line is
    blocked the combat has no effect but the action is spent (the other player acts next)."""
    put(game, marine("us-far", hex="2130", facing=N), jap("j-t", hex="2128"), drop=["j-snlf-1"])  # 2.2.2.2
    if not game.terrain().blocks(game.hexmap.parse("2129")):
        do(game, game.entries.mark_terrain("2129", "buildings"))      # blocks 2130 → 2128
    pv = game.fire.fire_preview(["us-far"], "2128")
    assert pv.ok and pv.dice == 0 and pv.blocked == ("us-far",)
    n_rolls = len(rolls.query(game.store, game.game_id))
    ch = do(game, game.fire.fire(["us-far"], "2128"))
    last = game.log().actions[-1]
    assert last.kind == "combat" and last.dice == () and last.units == ("us-far",)
    assert game.log().next_player == "japanese" and "4.2 D" in " ".join(summary(ch))
    assert len(rolls.query(game.store, game.game_id)) == n_rolls and units(game)["j-t"].steps == 2


def test_firers_in_two_hexes_are_refused(game):
    """Tarawa 4.2 play note, 4.2.1 E: one unit or one stack fires in an action, never units from two hexes."""
    before = snapshot(game)
    with pytest.raises(InputError, match="one stack"):
        game.fire.fire(["us-2c", "us-1a118"], "2128")          # 2127 and 2027
    assert snapshot(game) == before


def test_a_unit_that_cannot_fire_at_the_target_is_refused(game):
    """Tarawa 5.0 B: a unit fires only through its three front hexsides; with nobody able to fire the
    action is refused (nothing changes), unlike a blocked sight line."""
    put(game, marine("us-back", hex="2127", facing=N), drop=("us-2c", "us-sherman"))
    with pytest.raises(InputError, match="5.0 B"):
        game.fire.fire(["us-back"], "2128")


def _enter(game):
    """A US Marine (proficiency 10: the checks always pass) enters the Japanese unit's hex 2128 from
    2127, north of it; the Japanese unit faces south, so the Marines come in by its rear."""
    put(game, marine("us-m", hex="2127", prof=10), jap("j-t", hex="2128", facing=S),
        drop=("us-2c", "us-sherman", "j-snlf-1"))
    do(game, game.entries.set_facing_drms(flank=-1, rear=-2))
    ch = do(game, game.moves.move(["us-m"], "2128"))
    return ch


def test_entering_an_enemy_hex_checks_each_unit_and_keeps_the_hexside(game):
    """Tarawa 4.1 E: an enemy-occupied hex is entered only from next to it, each unit passing a
    proficiency check; 4.2.3 B: the hexside entered by is kept. Undo takes back the move, its rolls
    and the log entry together."""
    put(game, marine("us-far", hex="2130", prof=10, facing=N))
    with pytest.raises(InputError, match="4.1 E"):
        game.moves.move(["us-far"], "2128")                     # two hexes away
    do(game, game.moves.remove_units(["us-far"]))
    ch = _enter(game)
    m = units(game)["us-m"]
    assert m.hex == "2128" and m.entered_by is not None
    assert game.hexmap.parse("2128") + DIRECTIONS[m.entered_by] == game.hexmap.parse("2127")
    assert any("4.1 E" in r["why"] for r in rolls.query(game.store, game.game_id))
    assert game.log().actions[-1].kind == "move" and "4.2.3 B" in " ".join(summary(ch))
    n_rolls = len(rolls.query(game.store, game.game_id))
    game.session.undo()
    assert units(game)["us-m"].hex == "2127" and units(game)["us-m"].entered_by is None
    assert game.log().actions == [] and len(rolls.query(game.store, game.game_id)) < n_rolls


def test_a_failed_check_keeps_the_unit_out_but_spends_the_action(game):
    """Tarawa 4.1 E: a unit that fails its proficiency check does not move, and the move counts."""
    put(game, marine("us-m", hex="2127", prof=0), drop=("us-2c", "us-sherman"))
    ch = do(game, game.moves.move(["us-m"], "2128"))
    assert units(game)["us-m"].hex == "2127" and game.log().actions[-1].kind == "move"
    assert game.log().next_player == "japanese" and "spent" in summary(ch)[0]


def test_same_hex_fire_keeps_the_hexside_entered_and_its_rear_drm(game):
    """Tarawa 4.2.3 A-B: same-hex combat takes -3, and the flank/rear DRMs of the hexside the firer
    entered by; 4.2.3 C: the defenders entered from their rear may not fire at the entrants until they
    turn to face them."""
    _enter(game)
    with pytest.raises(InputError, match="4.2.3 C"):
        game.fire.fire(["j-t"], "2128")                # the Japanese, whose rear was entered
    do(game, game.turn.pass_())
    pv = game.fire.fire_preview(["us-m"], "2128")
    assert pv.kind == "same_hex" and pv.ok
    drms = {d.name: d.value for d in pv.odds[0].shots[0].drms}
    assert drms["same hex"] == -3 and drms["rear aspect"] == -2
    ch = do(game, game.fire.fire(["us-m"], "2128"))
    assert game.log().actions[-1].combat_kind == "same_hex" and summary(ch)


def test_bunker_drm_helps_only_japanese_non_armour_units(game):
    """Tarawa 6.1 C-D: only Japanese units in a bunker get its DRMs; Japanese armour there is outside
    the works, and a US unit in the hex gets nothing from it. The same dice are read for each group."""
    bunker = next(label for label, t in sorted(game.terrain().terrain.items()) if t == "bunker")
    do(game, game.entries.set_tec("bunker", 3))
    tank = replace(jap("j-tank2", hex=bunker), kind="light_tank")
    put(game, jap("j-in", hex=bunker), tank)
    # a US unit firing at the bunker hex: two groups
    h = game.hexmap.parse(bunker)
    nb = game.label(h + DIRECTIONS[N])
    face_bunker = (N + 3) % 6
    put(game, marine("us-f", hex=nb, facing=face_bunker), drop=("us-2c",))
    pv = game.fire.fire_preview(["us-f"], bunker)
    assert pv.ok and [g.name for g in pv.groups] == ["in the works", "outside the works"]
    works = {d.name: d.value for d in pv.odds[0].shots[0].drms}
    outside = {d.name: d.value for d in pv.odds[1].shots[0].drms}
    assert works["terrain: bunker"] == 3 and not any(k.startswith("terrain") for k in outside)
    need = (pv.odds[0].shots[0].need, pv.odds[1].shots[0].need)
    do(game, game.fire.fire(["us-f"], bunker))
    row = next(r for r in rolls.query(game.store, game.game_id) if r["why"].startswith("Fire at"))
    d = rolls.decoded(row)["dice"][0]
    left = units(game)
    assert left["j-in"].steps == 2 - (d <= need[0]) and left["j-tank2"].steps == 2 - (d <= need[1])
    # the Japanese answer a US unit standing in the bunker hex: no bunker DRM for it
    put(game, jap("j-shooter", hex=nb, facing=(N + 3) % 6), drop=("us-f",))
    put(game, marine("us-in", hex=bunker), drop=("j-in", "j-tank2"))
    pv = game.fire.fire_preview(["j-shooter"], bunker)
    assert not any(dd.name.startswith("terrain") for dd in pv.odds[0].shots[0].drms)


# --- bombardment --------------------------------------------------------------------------------------

def test_entered_bombardment_is_one_block_of_ten_bps(game):
    """Tarawa 4.2.2 A-B: a bombardment is one block of 10 BPs, one die at strength 10, whatever strengths
    were typed; its target hex is needed for 4.2.2 F."""
    with pytest.raises(InputError, match="4.2.2 A-B"):
        game.fire.combat([6, 4], kind="bombardment", target="4431")
    with pytest.raises(InputError, match="target hex"):
        game.fire.combat([], kind="bombardment")
    pv = game.fire.combat_preview([], kind="bombardment", target="4431")
    assert pv.dice == 1 and pv.odds[0].shots[0].strength == 10
    do(game, game.fire.combat([10], kind="bombardment", target="4431"))
    assert any(r["pool"] == "1d10" and "10 BPs" in r["why"] for r in rolls.query(game.store, game.game_id))
    assert game.log().actions[-1].combat_kind == "bombardment"


def test_no_bombardment_near_us_units_after_turn_one(game):
    """Tarawa 4.2.2 F: from turn 2 on, no bombardment within 3 hexes of a US unit (turn 1 is free)."""
    assert game.fire.bombard_preview("2128").ok                   # turn 1: next to the Marines, allowed
    pass_turn(game)
    do(game, game.amtracs.reinforce(first_wave=True))              # 8.0 C: the first US action of turn 2
    do(game, game.turn.pass_())
    before = snapshot(game)
    for kind_call in (lambda: game.fire.bombard("2128"), lambda: game.fire.combat([], kind="bombardment", target="2128")):
        with pytest.raises(InputError, match="4.2.2 F"):
            kind_call()
    assert snapshot(game) == before
    assert game.fire.bombard_preview("4431").ok                  # far from every US unit


# --- moves and the log --------------------------------------------------------------------------------

def test_a_move_is_the_acting_players_action_and_one_stack(game):
    """Tarawa 4.1 A: one unit or stack moves as an action of the player to act; undo restores it."""
    before = snapshot(game)
    do(game, game.moves.move(["us-lvt-1", "us-1b"], "2226"))
    u = units(game)
    assert u["us-lvt-1"].hex == u["us-1b"].hex == "2226" and game.log().actions[-1].kind == "move"
    with pytest.raises(InputError, match="4.0 A"):
        game.moves.move(["us-2c"], "2227")                          # the Japanese act now
    game.session.undo()
    assert snapshot(game) == before
    with pytest.raises(InputError, match="4.1 A"):
        game.moves.move(["us-2c", "us-1b"], "2227")                 # two hexes


def test_passes_and_reinforcements_follow_the_log(game):
    """Tarawa 4.3: four passes end the turn; 4.4, 8.0-8.1: only the US reinforces, after the first wave."""
    with pytest.raises(InputError, match="8.1 A"):
        game.amtracs.reinforce()
    pass_turn(game)
    assert game.log().turn == 2 and game.session.state["turn"] == 2
    game.session.undo()
    assert game.log().turn == 1


def test_victory_entries_are_one_change(game):
    """Tarawa 8.6-8.7: the entries decide the result; undo restores them."""
    do(game, game.entries.set_victory(23, 10))
    assert game.entries.victory().winner == "us"
    with pytest.raises(InputError):
        game.entries.set_victory(-1, 0)
    game.session.undo()
    assert not game.entries.victory().decided
