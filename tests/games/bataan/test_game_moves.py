"""BataanGame moves from the board: drags that record the move, ruler waypoints, Banzai runs, and the
referee setting figures' state by hand (Last Stand on Bataan III, B7, B8, B14, B15, VI.D)."""

from __future__ import annotations

import math

import pytest

from assistant.core.errors import InputError
from assistant.games.bataan.table.movement import move_cost

from .game_helpers import goto, make_game
from .test_game import do, jp, summary, us


@pytest.fixture()
def open_ground(tmp_path):
    return make_game(tmp_path / "g.sqlite", [
        jp("JP4-1", 4, "rifleman", 4.0, 12.0), jp("JP4-2", 4, "rifleman", 4.0, 16.0),
        jp("JP1-5", 1, "rifleman", 27.0, 20.0),           # far from any officer: out of command (I)
        us("US1-3", 1, "rifleman", 20.0, 12.0), us("US1-4", 1, "rifleman", 34.0, 20.0),
        us("US2-2", 2, "rifleman", 10.0, 4.0, revealed=False)])


def test_drag_mode_follows_the_distance(open_ground):
    """Bataan III, B8: a drag of 3" is a walk (half dice), of 6" a run (no fire); 9" is refused."""
    store, session, game = open_ground
    goto(game, "japanese_move")
    plan = {d.figure: d for d in game.drags.drag_plan({"JP4-1": (7.0, 12.0), "JP4-2": (10.0, 16.0)})}
    assert plan["JP4-1"].mode.value == "walk" and not plan["JP4-1"].ask
    assert plan["JP4-2"].mode.value == "run"
    ch = do(game, game.drags.record_drag({"JP4-1": (7.0, 12.0), "JP4-2": (10.0, 16.0)}))
    assert game.figure("JP4-1").centre == (7.0, 12.0) and game.figure("JP4-2").centre == (10.0, 16.0)
    assert game.state.turn("JP4-1").mode.value == "walk" and game.state.turn("JP4-2").mode.value == "run"
    assert game.state.turn("JP4-1").moved_in == pytest.approx(3.0)
    assert "walk, run" in ch.text
    session.undo()
    assert game.figure("JP4-1").centre == (4.0, 12.0) and not game.state.turn("JP4-1").moved
    with pytest.raises(InputError, match="more than its run allowance of 8"):
        game.drags.record_drag({"JP4-1": (13.0, 12.0)})


def test_a_second_drag_adds_up(open_ground):
    """Bataan III: two drags of 3" in one turn are a 6" run."""
    store, session, game = open_ground
    goto(game, "japanese_move")
    do(game, game.drags.record_drag({"JP4-1": (7.0, 12.0)}))
    plan = game.drags.drag_plan({"JP4-1": (10.0, 12.0)})[0]
    assert plan.total_in == pytest.approx(6.0) and plan.mode.value == "run"
    do(game, game.drags.record_drag({"JP4-1": (10.0, 12.0)}))
    assert game.state.turn("JP4-1").mode.value == "run" and game.state.turn("JP4-1").moved_in == pytest.approx(6.0)
    with pytest.raises(InputError, match="allowance"):
        game.drags.record_drag({"JP4-1": (13.0, 12.0)})


def test_walk_limit_too_close_to_call_asks(open_ground):
    """B28: a drag within 0.05" of the 4" walk asks the referee; the chosen mode is recorded."""
    store, session, game = open_ground
    goto(game, "japanese_move")
    d = game.drags.drag_plan({"JP4-1": (8.03, 12.0)})[0]
    assert d.ask and [m.value for m in d.modes] == ["walk", "run"]   # 4.03": within 0.05" over the walk, asks
    d = game.drags.drag_plan({"JP4-1": (8.10, 12.0)})[0]
    assert not d.ask and [m.value for m in d.modes] == ["run"]      # 4.10" is past it: only a run fits
    d = game.drags.drag_plan({"JP4-1": (7.98, 12.0)})[0]
    assert d.ask and [m.value for m in d.modes] == ["walk", "run"]
    do(game, game.drags.record_drag({"JP4-1": (7.98, 12.0)}, modes={"JP4-1": "run"}))
    assert game.state.turn("JP4-1").mode.value == "run"


def test_drag_refuses_the_wrong_side_and_out_of_command(open_ground):
    """Bataan I, III: Americans do not move in the Japanese phase; a figure out of command may not move."""
    store, session, game = open_ground
    goto(game, "japanese_move")
    with pytest.raises(InputError, match="its own phase"):
        game.drags.record_drag({"US1-3": (21.0, 12.0)})
    with pytest.raises(InputError, match="out of command"):
        game.drags.record_drag({"JP1-5": (26.0, 20.0)})


def test_ruler_waypoints_cost_every_leg(open_ground):
    """B7: a move through waypoints costs every leg; the figure ends at the last point."""
    store, session, game = open_ground
    goto(game, "japanese_move")
    table = game.table()
    want = move_cost(table, "JP4-1", [(7.0, 12.0), (7.0, 15.0)], "run").cost_in
    assert want == pytest.approx(6.0)
    do(game, game.turn.record_move("JP4-1", "run", to=(7.0, 15.0), via=[(7.0, 12.0)]))
    assert game.figure("JP4-1").centre == (7.0, 15.0)
    assert game.state.turn("JP4-1").moved_in == pytest.approx(6.0)
    with pytest.raises(InputError, match="may not walk"):
        game.turn.record_move("JP4-2", "walk", to=(7.0, 19.0), via=[(7.0, 16.0)])


def test_banzai_runs_toward_the_nearest_visible_american(open_ground):
    """Bataan VI.D, B6: under a Banzai Charge command is ignored and every Japanese figure runs at its
    nearest VISIBLE American (a hidden one does not count), 8" at a run, stopping at base contact."""
    store, session, game = open_ground
    with pytest.raises(InputError, match="no Banzai"):
        game.drags.banzai_move_proposals()
    do(game, game.wave.order_banzai())
    goto(game, "japanese_move")
    props = {p.figure: p for p in game.drags.banzai_move_proposals()}
    p = props["JP4-1"]
    assert p.target == "US1-3"                       # US2-2 at 10,4 is nearer but hidden
    assert p.end == pytest.approx((12.0, 12.0)) and p.cost_in == pytest.approx(8.0) and not p.contact
    q = props["JP1-5"]                                # out of command: the charge lifts command (B6)
    assert q.target == "US1-4" and q.contact
    assert q.end == pytest.approx((33.0, 20.0), abs=1e-3)      # 6" on, bases touching (1" apart centre to centre)
    ch = do(game, game.drags.banzai_moves([props["JP4-1"], props["JP1-5"]]))
    assert game.figure("JP1-5").centre == pytest.approx((33.0, 20.0), abs=1e-3)
    assert game.state.turn("JP4-1").mode.value == "run" and game.state.turn("JP1-5").mode.value == "run"
    assert "JP4-2" not in game.state.turns                   # the referee left him out
    assert "Banzai" in summary(ch)[0]
    session.undo()
    assert game.figure("JP4-1").centre == (4.0, 12.0)


def test_banzai_run_is_halved_in_jungle(tmp_path):
    """Bataan III, B7, B4: in jungle a run costs double (4" of ground for 8"); a visible American there
    is within 6" of jungle."""
    store, session, game = make_game(tmp_path / "j.sqlite", [
        jp("JP4-1", 4, "rifleman", 4.0, 12.0), us("US1-3", 1, "rifleman", 9.5, 12.0)], clearing=False)
    do(game, game.wave.order_banzai())
    goto(game, "japanese_move")
    props = {p.figure: p for p in game.drags.banzai_move_proposals()}
    p = props["JP4-1"]
    assert p.end == pytest.approx((8.0, 12.0), abs=0.02) and 7.9 <= p.cost_in <= 8.0 + 1e-9 and not p.contact


def test_set_figures_in_one_change(open_ground):
    """The referee's hand: wounds (B14), revealed/hidden and entrenched (Americans, B15), remove; one change
    each, undoable; Japanese in a mixed selection are left out of revealed/entrenched."""
    store, session, game = open_ground
    before = store.dump()
    ch = do(game, game.turn.set_figures(["US1-3", "US1-4"], wounds="serious"))
    assert game.figure("US1-3").wounds == game.figure("US1-4").wounds == "serious"
    assert "serious wound" in ch.text
    session.undo()
    assert store.dump() == before
    do(game, game.turn.set_figures(["US2-2", "JP4-1"], revealed=True))
    assert game.figure("US2-2").revealed and "US2-2" in game.state.spot.revealed
    do(game, game.turn.set_figures(["US2-2"], entrenched=True))
    assert game.figure("US2-2").entrenched
    with pytest.raises(InputError, match="only Americans"):
        game.turn.set_figures(["JP4-1"], entrenched=True)
    with pytest.raises(InputError, match="nothing to change"):
        game.turn.set_figures(["US2-2"], entrenched=True)
    do(game, game.turn.set_figures(["JP4-1"], wounds="dead"))
    assert not game.figure("JP4-1").alive and game.state.killed_in["JP4-1"] == "banzai_order"
    do(game, game.turn.set_figures(["JP4-2"], remove=True))
    assert "JP4-2" not in game.table().figures
    session.undo()
    assert "JP4-2" in game.table().figures
    ch = do(game, game.turn.set_figures(["US1-3", "US1-4", "US2-2"], wounds="dead"))
    assert game.victory() is not None and any("VICTORY" in line for line in summary(ch))


@pytest.mark.parametrize("distance, mode, words", [
    (-3, "walk", "0 or more"), (float("nan"), "walk", "0 or more"), (2, "fly", "unknown way of moving"),
])
def test_a_bad_move_is_refused_with_a_message_and_changes_nothing(distance, mode, words):
    """Bad input (brief): a negative or non-number distance, an unknown way of moving: clear message,
    nothing recorded."""
    from assistant.core.errors import InputError
    from assistant.games.bataan.game import BataanGame
    from assistant.games.setup import new_game
    from assistant.games.session import GameSession
    from assistant.store.store import Store

    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "bataan", "bad moves", seed=3))
    session.do(BataanGame(session).turn.advance_phase())  # to the Japanese move
    before = store.dump()
    with pytest.raises(InputError, match=words):
        BataanGame(session).turn.record_move("JP1-1", mode, distance)
    assert store.dump() == before


def _overlap(a, b):
    """Bases overlapping (not merely touching): exact circles for round bases, polygons otherwise."""
    if a.base.is_round and b.base.is_round:
        return math.hypot(a.x - b.x, a.y - b.y) < a.base.radius_in + b.base.radius_in - 1e-6
    return a.footprint.intersection(b.footprint).area > 1e-6


def _overlaps_after(game, props):
    """Pairs of living figures whose bases overlap where the proposals leave them (and did not before)."""
    table = game.table()
    before = {f.id: f for f in table.figures.values() if f.alive}
    after = dict(before)
    for p in props:
        after[p.figure] = before[p.figure].moved(*p.end)
    ids = sorted(after)
    return [(i, j) for k, i in enumerate(ids) for j in ids[k + 1:]
            if _overlap(after[i], after[j]) and not _overlap(before[i], before[j])]


def test_banzai_two_figures_charging_one_american_do_not_overlap(tmp_path):
    """VI.D: two Japanese side by side charge the same American; the nearer is planned first and takes
    the contact point on the line, the other ends in contact elsewhere or short, never on top of him."""
    store, session, game = make_game(tmp_path / "two.sqlite", [
        jp("JP4-1", 4, "rifleman", 10.0, 11.4), jp("JP4-2", 4, "rifleman", 10.0, 12.6),
        us("US1-3", 1, "rifleman", 15.0, 12.0)])
    do(game, game.wave.order_banzai())
    goto(game, "japanese_move")
    props = game.drags.banzai_move_proposals()
    assert {p.target for p in props} == {"US1-3"}
    assert _overlaps_after(game, props) == []
    assert all(p.contact for p in props)            # room for both around him
    assert game.drags.banzai_move_proposals() == props     # deterministic


def test_banzai_goes_around_a_friend_in_the_way(tmp_path):
    """VI.D: a friend standing on the straight line: the run veers around him (or stops short of him)."""
    store, session, game = make_game(tmp_path / "around.sqlite", [
        jp("JP4-1", 4, "rifleman", 4.0, 12.0), jp("JP4-9", 4, "officer", 7.0, 12.0),
        us("US1-3", 1, "rifleman", 20.0, 12.0)])
    do(game, game.wave.order_banzai())
    goto(game, "japanese_move")
    # the officer stays put (already moved): he is an obstacle on JP4-1's line
    do(game, game.drags.record_drag({"JP4-9": (7.0, 12.0 + 1e-3)}))
    props = {p.figure: p for p in game.drags.banzai_move_proposals()}
    p = props["JP4-1"]
    assert props["JP4-9"].reason == "already moved this turn"
    assert _overlaps_after(game, list(props.values())) == []
    assert p.end[0] > 7.0 + 1.0                      # got past the officer: it veered around him
    assert abs(p.end[1] - 12.0) > 0.5 and "veering" in p.reason
    assert p.cost_in <= 8.0 + 1e-9


def test_banzai_stops_short_of_a_wall_of_figures(tmp_path):
    """VI.D: when no small veer clears the friends in the way, the run stops short of their bases."""
    wall = [jp(f"JP4-{k}", 4, "rifleman", 7.0, 12.0 + d) for k, d in enumerate((-4, -3, -2, -1, 0, 1, 2, 3, 4), 2)]
    store, session, game = make_game(tmp_path / "wall.sqlite", [
        jp("JP4-1", 4, "rifleman", 4.0, 12.0), us("US1-3", 1, "rifleman", 20.0, 12.0), *wall])
    do(game, game.wave.order_banzai())
    goto(game, "japanese_move")
    do(game, game.drags.record_drag({w["id"]: (w["x"], w["y"]) for w in wall}))   # they have moved: they stay
    props = {p.figure: p for p in game.drags.banzai_move_proposals()}
    p = props["JP4-1"]
    assert _overlaps_after(game, list(props.values())) == []
    assert 5.9 <= p.end[0] <= 6.1 and "stopping short" in p.reason          # the wall's bases start at x = 6.5


def test_banzai_proposals_never_overlap_on_the_demo_table(tmp_path):
    """VI.D, property: on the shipped demo table with every American revealed and a Banzai in force,
    no proposed run ends on another figure's base, and the plan is the same each time."""
    from assistant.games.setup import new_game
    from assistant.games.session import GameSession
    from assistant.store.store import Store

    from assistant.games.bataan.game import BataanGame

    store = Store.open(tmp_path / "demo.sqlite")
    gid = new_game(store, "bataan", "demo", seed=3)
    game = BataanGame(GameSession(store, gid))
    us_ids = [f.id for f in game.table().figures.values() if f.side == "american"]
    do(game, game.turn.set_figures(us_ids, revealed=True))
    do(game, game.wave.order_banzai())
    goto(game, "japanese_move")
    props = game.drags.banzai_move_proposals()
    assert sum(p.moves for p in props) >= 3
    assert _overlaps_after(game, props) == []
    assert all(p.cost_in <= 8.0 + 1e-9 for p in props)
    assert game.drags.banzai_move_proposals() == props
    store.close()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_banzai_proposals_never_overlap_in_a_crowd(tmp_path, seed):
    """VI.D, property: a crowd of Japanese (seeded positions, no two bases overlapping) charging a few
    Americans in the open: no run ends on another base, none costs more than the 8" run."""
    import random

    rnd = random.Random(seed)
    placed: list[tuple[float, float]] = []
    while len(placed) < 14:
        x, y = rnd.uniform(3.0, 12.0), rnd.uniform(4.0, 20.0)
        if all(math.hypot(x - px, y - py) >= 1.05 for px, py in placed):
            placed.append((x, y))
    figs = [jp(f"JP4-{k}", 4, "rifleman", x, y) for k, (x, y) in enumerate(placed, 1)]
    figs += [us("US1-1", 1, "rifleman", 16.0, 9.0), us("US1-2", 1, "rifleman", 17.0, 14.0),
             us("US1-3", 1, "rifleman", 15.5, 18.0)]
    store, session, game = make_game(tmp_path / f"crowd{seed}.sqlite", figs)
    do(game, game.wave.order_banzai())
    goto(game, "japanese_move")
    props = game.drags.banzai_move_proposals()
    assert sum(p.moves for p in props) >= 10
    assert _overlaps_after(game, props) == []
    assert all(p.cost_in <= 8.0 + 1e-9 for p in props)
    assert any(p.contact for p in props)


@pytest.fixture()
def passer_by(tmp_path):
    """A Japanese rifleman whose 4" walk along y = 4 passes a hidden American 2.9" off its line."""
    return make_game(tmp_path / "p.sqlite", [
        jp("JP1-1", 1, "officer", 3.0, 8.0), jp("JP1-2", 1, "rifleman", 4.0, 4.0),
        us("US1-1", 1, "rifleman", 6.0, 6.9, revealed=False), us("US1-2", 1, "rifleman", 20.0, 20.0, revealed=False)])


def test_path_reveals_where_it_first_comes_within_2(passer_by):
    """VI.C, B15, B30: the walk from (4, 4) to (8, 4) passes 1.9" (edge to edge, 1" bases) from US1-1
    and ends 2.52" from him: he is revealed where the path first comes within 2", at x = 6 - sqrt(0.59)."""
    store, session, game = passer_by
    goto(game, "japanese_move")
    end = move_cost(game.table(), "JP1-2", [(8.0, 4.0)]).cost_in
    assert end == pytest.approx(4.0)
    ch = do(game, game.turn.record_move("JP1-2", "walk", to=(8.0, 4.0)))
    assert game.figure("US1-1").revealed and not game.figure("US1-2").revealed
    assert "US1-1" in game.state.spot.revealed
    x = 6.0 - math.sqrt(3.0 ** 2 - 2.9 ** 2)
    line = next(w for w in summary(ch) if w.startswith("US1-1 revealed"))
    assert f"({x:.1f}, 4.0)" in line and "(B30)" in line
    session.undo()
    assert not game.figure("US1-1").revealed


def test_b30_other_reading_reveals_only_where_it_stops(passer_by):
    """B30 toggled (the referee's other reading): only where the Japanese figure stops counts."""
    from assistant.games.bataan.rulings import Rulings
    from assistant.games.game_settings import rulings_change
    store, session, game = passer_by
    session.do(rulings_change(session, Rulings(b30_reveal_where_it_stops=True)))
    goto(game, "japanese_move")
    do(game, game.turn.record_move("JP1-2", "walk", to=(8.0, 4.0)))
    assert not game.figure("US1-1").revealed


def test_path_reveal_through_waypoints_and_near_miss():
    """B30 along a path with a waypoint; B28: a path that ends 2.03" away at its closest is not a
    reveal but is flagged too close to call."""
    from assistant.games.bataan.table import Figure, Table
    from assistant.games.bataan.table.reveal import path_reveals
    t = Table(48, 24, figures=[Figure("j", "japanese", 1, "rifleman", 2, 2),
                               Figure("a", "american", 1, "rifleman", 10, 2),
                               Figure("b", "american", 1, "rifleman", 2, 8.03)])
    got = path_reveals(t, "j", [(2, 2), (2, 5), (5, 5)])
    assert [(r.american, r.revealed) for r in got] == [("b", False)]
    assert got[0].too_close_to_call and got[0].nearest_in == pytest.approx(2.03)
    got = path_reveals(t, "j", [(2, 2), (2, 5), (8, 5), (8, 2)])
    a = next(r for r in got if r.american == "a")
    # the leg (8, 5)->(8, 2) first comes within 3" (2" + two radii) of (10, 2) at y = 2 + sqrt(5)
    assert a.revealed and a.at == pytest.approx((8.0, 2 + math.sqrt(5)))
    assert a.along_in == pytest.approx(3 + 6 + (3 - math.sqrt(5)))


def test_entrenched_from_the_table(tmp_path):
    """B31: a figure is entrenched while its base overlaps an entrenchment drawn on the table; walking
    out ends it, walking into one starts it; undo restores both."""
    from assistant.games.bataan import persist
    from assistant.games.bataan.table import TerrainFeature
    store, session, game = make_game(tmp_path / "e.sqlite", [
        jp("JP1-1", 1, "officer", 40.0, 20.0),
        us("US1-1", 1, "rifleman", 10.0, 10.0, entrenched=True), us("US1-2", 1, "rifleman", 20.0, 10.0)])
    table = persist.load_table(store, session.game_id, session.settings)
    table.put_feature(TerrainFeature.area_feature("t1", "entrenchment", [(8, 8), (12, 8), (12, 12), (8, 12)]))
    table.put_feature(TerrainFeature.area_feature("t2", "entrenchment", [(22, 8), (26, 8), (26, 12), (22, 12)]))
    session.do(persist.table_change(store, session.game_id, table, "trenches"))
    goto(game, "american_move")
    ch = do(game, game.turn.record_move("US1-1", "walk", to=(10.0, 13.5)))     # base edge 13.0: just out
    assert not game.figure("US1-1").entrenched and any("leaves the entrenchment (B31)" in w for w in summary(ch))
    ch = do(game, game.turn.record_move("US1-2", "walk", to=(22.0, 10.0)))
    assert game.figure("US1-2").entrenched and any("in an entrenchment (B31)" in w for w in summary(ch))
    session.undo()
    session.undo()
    assert game.figure("US1-1").entrenched and not game.figure("US1-2").entrenched
