"""BataanGame: scripted situations through each referee action (Last Stand on Bataan, B8-B22)."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games.bataan.game import BataanGame
from assistant.games.session import GameSession
from assistant.store.store import Store

from .game_helpers import fig, goto, make_game, script

US, JP = "american", "japanese"


def us(fid, unit, role, x, y, **kw):
    kw.setdefault("revealed", True)
    return fig(fid, US, unit, role, x, y, **kw)


def jp(fid, unit, role, x, y, **kw):
    return fig(fid, JP, unit, role, x, y, **kw)


def do(game, change):
    game.session.do(change)
    return change


def summary(change):
    return dict(change.meta)["summary"]


@pytest.fixture()
def rifle_group(tmp_path):
    figures = [jp(f"JP4-{i + 1}", 4, "rifleman", 4.0 + (i % 5) * 1.2, 4.0 + (i // 5) * 1.2) for i in range(13)]
    figures += [us("US3-3", 3, "rifleman", 26.0, 6.0), us("US3-4", 3, "rifleman", 40.0, 20.0)]
    return make_game(tmp_path / "g.sqlite", figures)


def test_walked_rifle_group_of_13_gets_one_die(rifle_group):
    """Bataan, Fire (B9, B8): 13 riflemen that walked throw 1 die (1 per 12 moved; leftovers add nothing)."""
    store, session, game = rifle_group
    goto(game, "japanese_move")
    for i in range(13):
        do(game, game.turn.record_move(f"JP4-{i + 1}", "walk", distance_in=2.0))
    goto(game, "fire_moved")
    pv = game.firing.fire_preview([f"JP4-{i + 1}" for i in range(13)], "US3-3")
    assert pv.ok and pv.dice.dice == 1
    assert any("1 left over" in r for r in pv.dice.reasons)
    assert float(pv.odds.at_least_one) == pytest.approx(2 / 6)


def test_stationary_group_fires_in_the_stationary_step(rifle_group):
    """Bataan, Fire (IV, B9): 12 riflemen that did not move throw 2 dice; a hit American rolls the wound chart."""
    store, session, game = rifle_group
    goto(game, "fire_stationary")
    script(game, [5, 2, 4])                  # one hit of two dice, then the wound die: 4 = serious
    ch = do(game, game.firing.fire([f"JP4-{i + 1}" for i in range(12)], "US3-3"))
    assert game.figure("US3-3").wounds == "serious"
    assert "1 hit" in ch.text
    assert game.state.turn("JP4-1").fired


def test_firing_after_a_run_is_refused_and_changes_nothing(tmp_path):
    """Bataan, Firing and moving (B8): no fire after a run; the refusal changes nothing."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 30.0, 12.0), jp("JP4-1", 4, "rifleman", 14.0, 12.0, )])
    goto(game, "american_move")
    do(game, game.turn.record_move("US1-3", "run", distance_in=6.0))
    goto(game, "fire_moved")
    before = store.dump()
    with pytest.raises(InputError, match="ran: may not fire"):
        game.firing.fire(["US1-3"], "JP4-1")
    with pytest.raises(InputError, match="ran: may not throw"):
        game.blasts.grenade("US1-3", 24.0, 12.0)
    assert store.dump() == before


def test_seriously_wounded_american_hit_again_dies(tmp_path):
    """Bataan, Wounds (B14): a second serious wound kills."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US2-2", 2, "rifleman", 30.0, 12.0, wounds="serious"), us("US2-3", 2, "rifleman", 40.0, 2.0),
        jp("JP4-1", 4, "officer", 24.0, 12.0)])
    goto(game, "fire_stationary")
    script(game, [6, 5])                     # pistol hits on 6; wound die 5 = serious again
    do(game, game.firing.fire(["JP4-1"], "US2-2"))
    assert game.figure("US2-2").wounds == "dead"


def test_entrenched_american_is_never_killed_by_one_roll(tmp_path):
    """Bataan, Wounds (B14): -1 in an entrenchment, so a 6 reads as 5 (serious)."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US2-2", 2, "rifleman", 30.0, 12.0, entrenched=True), us("US2-3", 2, "rifleman", 40.0, 2.0),
        jp("JP4-1", 4, "officer", 24.0, 12.0)])
    goto(game, "fire_stationary")
    script(game, [6, 6])
    do(game, game.firing.fire(["JP4-1"], "US2-2"))
    assert game.figure("US2-2").wounds == "serious"


def test_japanese_grenade_roll_of_one_kills_the_thrower(tmp_path):
    """Bataan, Grenades (B13): a 1 goes off in the thrower's hand and kills him."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 24.0, 12.0), jp("JP4-1", 4, "rifleman", 19.0, 12.0)])
    goto(game, "fire_stationary")
    pv = game.blasts.grenade_preview("JP4-1", 24.0, 12.0)
    assert pv.ok and float(pv.chances["the thrower killed"]) == pytest.approx(1 / 6)
    script(game, [1])
    ch = do(game, game.blasts.grenade("JP4-1", 24.0, 12.0))
    assert game.figure("JP4-1").wounds == "dead"
    assert game.figure("US1-3").wounds == "none"
    assert any("killed (B13)" in line for line in summary(ch))


def test_knee_mortar_reaches_12_inches_a_thrown_grenade_6(tmp_path):
    """Bataan, Grenades (B13): 6" thrown, 12" with a knee mortar."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 30.0, 12.0), us("US1-4", 1, "rifleman", 31.2, 12.0),
        jp("JP4-1", 4, "knee_mortar", 20.0, 12.0)])
    goto(game, "fire_stationary")
    assert not game.blasts.grenade_preview("JP4-1", 30.0, 12.0).ok
    pv = game.blasts.grenade_preview("JP4-1", 30.0, 12.0, knee_mortar=True)
    assert pv.ok and pv.in_blast == ("US1-3", "US1-4")
    script(game, [6, 2, 6])                  # 6: two hit; wounds light, dead
    do(game, game.blasts.grenade("JP4-1", 30.0, 12.0, knee_mortar=True))
    assert game.figure("US1-3").wounds == "light" and game.figure("US1-4").wounds == "dead"


def test_american_grenade_kills_nearest_first(tmp_path):
    """Bataan, Grenades (B12): the die is the number of Japanese killed within 3", nearest the point first;
    the thrower is revealed (B15)."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 30.0, 12.0, revealed=False),
        jp("JP4-1", 4, "rifleman", 22.0, 12.0), jp("JP4-2", 4, "rifleman", 22.0, 14.0),
        jp("JP4-3", 4, "rifleman", 22.0, 9.5)])
    goto(game, "fire_stationary")
    script(game, [2])
    do(game, game.blasts.grenade("US1-3", 22.0, 12.0))
    dead = {f.id for f in game.on_table(JP, alive=False) if not f.alive}
    assert dead == {"JP4-1", "JP4-2"}          # JP4-3 is further from the point
    assert game.figure("US1-3").revealed


def test_automatic_weapon_must_take_the_closest(tmp_path):
    """Bataan, Automatic weapons (B11): the Tommy gun takes the closest visible enemy first."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US4-1", 4, "tommy_gun", 30.0, 12.0),
        jp("JP4-1", 4, "rifleman", 25.0, 12.0), jp("JP4-2", 4, "rifleman", 22.0, 12.0)])
    goto(game, "fire_stationary")
    with pytest.raises(InputError, match="closest"):
        game.firing.fire(["US4-1"], "JP4-2")
    script(game, [5, 6, 1])                  # two hits: the closest, then the next closest
    do(game, game.firing.fire(["US4-1"], "JP4-1"))
    assert not game.figure("JP4-1").alive and not game.figure("JP4-2").alive


def test_sniper_fires_is_spotted_and_shot(tmp_path):
    """Bataan, Snipers (B16): one die, hit on 6; spotted only on a turn he fired (5-6); then a target."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US2-2", 2, "rifleman", 30.0, 12.0), us("US2-3", 2, "rifleman", 31.0, 16.0),
        jp("JP2-5", 2, "sniper", 14.0, 12.0)])
    goto(game, "fire_snipers")
    with pytest.raises(InputError, match="did not fire"):
        game.firing.spot_sniper("JP2-5")
    script(game, [6, 2])
    do(game, game.firing.sniper_fire("JP2-5", "US2-2"))
    assert game.figure("US2-2").wounds == "light"
    goto(game, "fire_stationary")
    with pytest.raises(InputError, match="not visible"):
        game.firing.fire(["US2-3"], "JP2-5")
    script(game, [3])
    do(game, game.firing.spot_sniper("JP2-5", by_scouts=True))      # the Scouts spot on 3-6
    script(game, [5])
    do(game, game.firing.fire(["US2-3"], "JP2-5"))
    assert not game.figure("JP2-5").alive
    goto(game, "melee")
    do(game, game.turn.advance_phase())
    assert game.state.spot.spotted_snipers == frozenset() or game.state.spot.turn_key == (1, 2)


def test_melee_to_the_death(tmp_path):
    """Bataan, Melee (B17): each rolls, a modified 6 hits (+1 American, +1 1st Platoon); rounds repeat."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 20.0, 12.0), us("US1-4", 1, "rifleman", 40.0, 2.0),
        jp("JP1-3", 1, "rifleman", 19.0, 12.0), jp("JP1-1", 1, "officer", 15.0, 12.0)])
    goto(game, "melee")
    assert "hits 33.3%" in game.close_combat.melee_preview()[0]
    script(game, [1, 1, 5, 1, 6])            # round 1 both miss; round 2 JP 5+1 hits; wound 6 = dead
    ch = do(game, game.close_combat.melee())
    assert game.figure("US1-3").wounds == "dead" and game.figure("JP1-3").alive
    assert "2 round(s)" in " ".join(summary(ch))
    do(game, game.turn.advance_phase())
    assert game.clock.turn == 2


def test_advance_refused_while_bases_touch(tmp_path):
    """Bataan, Melee (V): the turn does not end while enemy bases touch."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 20.0, 12.0), jp("JP4-3", 4, "rifleman", 19.0, 12.0)])
    goto(game, "melee")
    with pytest.raises(InputError, match="resolve the melee"):
        game.turn.advance_phase()


def test_naval_officer_destroys_the_tank_and_it_never_returns(tmp_path):
    """Bataan, Antitank (B18) and waves (VI.B): the naval officer destroys the tank and dies; a lost tank
    never comes back."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-1", 1, "officer", 31.8, 12.0, weapon="tommy_gun", name="Naval officer"),
        us("US1-3", 1, "rifleman", 40.0, 2.0),
        jp("JP3-40", 3, "tank", 30.0, 12.0), jp("JP4-1", 4, "rifleman", 5.0, 5.0)])
    goto(game, "american_move")
    with pytest.raises(InputError, match="run or walk"):
        game.close_combat.antitank("US1-1")
    do(game, game.turn.record_move("US1-1", "walk", distance_in=3.0))
    do(game, game.close_combat.antitank("US1-1"))
    assert not game.figure("JP3-40").alive and not game.figure("US1-1").alive
    do(game, game.wave.end_wave())
    assert not game.figure("JP3-40").alive
    assert game.state.tank.value == "destroyed"
    do(game, game.wave.end_wave())
    assert not game.figure("JP3-40").alive


def test_antitank_roll(tmp_path):
    """Bataan, Antitank (B18): another American destroys it on 4-6 and dies either way."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US3-3", 3, "rifleman", 31.8, 12.0), us("US1-3", 1, "rifleman", 40.0, 2.0),
        jp("JP3-40", 3, "tank", 30.0, 12.0)])
    goto(game, "american_move")
    do(game, game.turn.record_move("US3-3", "run", distance_in=3.0))
    script(game, [3])
    do(game, game.close_combat.antitank("US3-3"))
    assert game.figure("JP3-40").alive and not game.figure("US3-3").alive


def test_tank_held_off_comes_back_later(tmp_path):
    """Bataan, waves (VI.B): the 3rd Platoon may keep a working tank off the table for a wave."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 40.0, 2.0), jp("JP3-40", 3, "tank", 6.0, 12.0)])
    do(game, game.wave.end_wave(hold_tank_off=True))
    assert "JP3-40" not in game.table().figures and game.state.tank.value == "held_off"
    do(game, game.wave.end_wave())
    assert game.figure("JP3-40").alive and game.state.tank.value == "on_table"


def test_banzai_only_by_the_commander_before_movement(tmp_path):
    """Bataan, Banzai Charge (VI.D): ordered before Japanese movement; no Japanese fire while it lasts;
    everyone runs."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 30.0, 12.0), jp("JP1-1", 1, "officer", 14.0, 12.0),
        jp("JP1-3", 1, "rifleman", 15.0, 13.0)])
    ch = do(game, game.wave.order_banzai())
    assert game.state.banzai.in_force(1)
    assert any("runs at US1-3" in line for line in summary(ch))
    with pytest.raises(InputError, match="already in force"):
        game.wave.order_banzai()
    goto(game, "japanese_move")
    with pytest.raises(InputError, match="runs"):
        game.turn.record_move("JP1-3", "walk", distance_in=2.0)
    goto(game, "fire_stationary")
    with pytest.raises(InputError, match="Banzai"):
        game.firing.fire(["JP1-1"], "US1-3")


def test_banzai_refused_after_movement(tmp_path):
    """Bataan, Banzai Charge (VI.D): not once Japanese movement has begun."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 30.0, 12.0), jp("JP1-1", 1, "officer", 14.0, 12.0)])
    goto(game, "japanese_move")
    with pytest.raises(InputError, match="before Japanese movement"):
        game.wave.order_banzai()


def test_japanese_within_2_inches_reveal_a_hidden_american(tmp_path):
    """Bataan, Hidden Americans (B15): a Japanese figure within 2" reveals him; the Japanese shoot only at
    revealed Americans."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 30.0, 12.0, revealed=False), jp("JP4-1", 4, "officer", 25.0, 12.0)])
    goto(game, "japanese_move")
    ch = do(game, game.turn.record_move("JP4-1", "walk", to=(28.2, 12.0)))
    assert game.figure("US1-3").revealed
    assert any("revealed" in line for line in summary(ch))


def test_referee_reveals_named_americans(tmp_path):
    """Bataan, Hidden Americans (B15): the referee places a hidden American."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 30.0, 12.0, revealed=False), jp("JP4-1", 4, "officer", 5.0, 12.0)])
    with pytest.raises(InputError, match="no hidden American"):
        game.wave.reveal()
    do(game, game.wave.reveal(["US1-3"]))
    assert game.figure("US1-3").revealed
    with pytest.raises(InputError, match="already"):
        game.wave.reveal(["US1-3"])


def test_wave_commander_rotates_back_to_platoon_1_on_wave_5(tmp_path):
    """Bataan, Waves (B21): wave n is commanded by platoon ((n - 1) mod 4) + 1; each wave is recorded."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 40.0, 2.0), jp("JP4-1", 4, "rifleman", 5.0, 5.0),
        jp("JP4-2", 4, "rifleman", 6.0, 20.0, wounds="dead")])
    seen = []
    for _ in range(4):
        seen.append(game.commander)
        do(game, game.wave.end_wave())
    assert seen == [1, 2, 3, 4] and game.commander == 1 and game.clock.wave == 5
    waves = game.waves()
    assert [w["number"] for w in waves] == [1, 2, 3, 4] and [w["commander"] for w in waves] == [1, 2, 3, 4]
    assert waves[0]["japanese_losses"] == 1 and game.figure("JP4-2").alive     # brought back (VI.B)


def test_start_line_proposal_follows_the_ground_held(tmp_path):
    """Bataan, Next start line (B20): through the furthest living figure; never behind the previous line."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-3", 1, "rifleman", 40.0, 2.0), jp("JP4-1", 4, "rifleman", 20.0, 5.0),
        jp("JP4-2", 4, "rifleman", 10.0, 20.0)])
    prop = game.wave.start_line_proposal()
    assert prop.straight.depth_at(0) == 20.0
    do(game, game.wave.end_wave(start_line=[(15.0, 0.0), (15.0, 24.0)]))
    assert game.waves()[0]["line_reached_in"] == 20.0
    with pytest.raises(InputError, match="behind"):
        game.wave.end_wave(start_line=[(5.0, 0.0), (5.0, 24.0)])


@pytest.mark.parametrize("wave,level", [(1, "Japanese Decisive"), (2, "Japanese Impressive"),
                                        (3, "Japanese Tactical"), (4, "Tie"), (5, "American Tactical"),
                                        (6, "American Impressive"), (7, "American Decisive"),
                                        (9, "American Decisive")])
def test_victory_level_by_the_wave_the_last_american_leaves(tmp_path, wave, level):
    """Bataan, Victory (B22): the level is set by the wave in which the last American leaves."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US3-3", 3, "rifleman", 40.0, 2.0), jp("JP4-1", 4, "rifleman", 5.0, 5.0)])
    for _ in range(wave - 1):
        do(game, game.wave.end_wave())
    do(game, game.wave.american_leaves(["US3-3"]))
    assert game.victory()["level_name"] == level
    with pytest.raises(InputError, match="game is over"):
        game.turn.advance_phase()


def test_victory_per_player_adjustments_in_wave_4(tmp_path):
    """Bataan, Victory (B22): cleared in wave 4 - a Tie, but the 4th Platoon (commander) counts it as wave 3
    and the last squad one level better."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US3-3", 3, "rifleman", 40.0, 2.0), us("US1-3", 1, "rifleman", 40.0, 20.0),
        jp("JP4-1", 4, "rifleman", 5.0, 5.0)])
    for _ in range(3):
        do(game, game.wave.end_wave())
    do(game, game.wave.american_leaves(["US1-3"]))
    assert game.victory() is None
    do(game, game.wave.american_leaves(["US3-3"]))
    res = game.wave.victory_result()
    by = {p.force_id: p.level_name for p in res.players}
    assert by["jp4"] == "Japanese Tactical" and by["us3"] == "American Tactical"
    assert by["jp1"] == by["us1"] == "Tie"
    assert game.waves()[-1]["final"] and game.waves()[-1]["americans_left"] == ["US1-3", "US3-3"]


def test_every_action_undoes_exactly(tmp_path):
    """Undo of any action restores the database exactly (games, rolls, records)."""
    store, session, game = make_game(tmp_path / "g.sqlite", [
        us("US1-1", 1, "officer", 31.8, 12.0, weapon="tommy_gun", name="Naval officer"),
        us("US1-3", 1, "rifleman", 24.0, 18.0), us("US2-2", 2, "rifleman", 30.0, 4.0),
        jp("JP3-40", 3, "tank", 30.0, 12.0), jp("JP4-1", 4, "rifleman", 19.0, 18.0),
        jp("JP4-2", 4, "rifleman", 23.0, 18.0), jp("JP2-5", 2, "sniper", 20.0, 4.0)], seed=11)

    def check(make):
        before = store.dump()
        change = make()
        session.do(change)
        assert store.dump() != before
        session.undo()
        assert store.dump() == before, change.text
        session.redo()

    check(game.wave.order_banzai)
    session.undo()
    check(game.turn.advance_phase)                                  # japanese move
    check(lambda: game.turn.record_move("JP4-1", "walk", to=(20.5, 18.0)))
    check(game.turn.advance_phase)                                  # american move
    check(lambda: game.turn.record_move("US1-1", "walk", distance_in=2.0))
    check(lambda: game.close_combat.antitank("US1-1"))
    check(game.turn.advance_phase)                                  # snipers
    script(game, [6, 2])
    check(lambda: game.firing.sniper_fire("JP2-5", "US2-2"))
    game.dice_override = None                                  # the game's own seeded stream
    check(lambda: game.firing.spot_sniper("JP2-5"))
    check(game.turn.advance_phase)                                  # stationary
    script(game, [5])
    check(lambda: game.firing.fire(["US1-3"], "JP4-2"))
    script(game, [1])
    check(lambda: game.blasts.grenade("US2-2", 20.0, 4.0))
    check(game.turn.advance_phase)                                  # moved
    check(game.turn.advance_phase)                                  # melee
    if game.close_combat.melee_groups():
        check(game.close_combat.melee)
    check(lambda: game.wave.reveal(["US2-2"]) if not game.figure("US2-2").revealed else game.turn.advance_phase())
    check(game.wave.end_wave)
    check(lambda: game.wave.american_leaves([f.id for f in game.on_table(US)]))


def test_an_interrupted_game_reopens_where_it_was(tmp_path):
    """State lives only in the database: a closed and reopened game is at the same wave, turn and phase."""
    path = tmp_path / "g.sqlite"
    store, session, game = make_game(path, [
        us("US1-3", 1, "rifleman", 30.0, 12.0), jp("JP4-1", 4, "rifleman", 14.0, 12.0)])
    do(game, game.wave.end_wave())
    goto(game, "american_move")
    do(game, game.turn.record_move("US1-3", "walk", distance_in=3.0))
    state = dict(session.state)
    session.close()
    store.close()
    store2 = Store.open(path)
    session2 = GameSession(store2, session.game_id)
    game2 = BataanGame(session2)
    assert game2.clock.wave == 2 and game2.phase.value == "american_move" and game2.commander == 2
    assert game2.state.turn("US1-3").mode.value == "walk"
    assert session2.state == state
    store2.close()


def test_the_demo_game_plays_from_the_shipped_position(tmp_path):
    """The demo table: hidden Americans; nothing visible at first; the stream's rolls are logged."""
    from assistant.games.setup import new_game

    store = Store.open(tmp_path / "d.sqlite")
    gid = new_game(store, "bataan", "demo", seed=3)
    session = GameSession(store, gid)
    game = BataanGame(session)
    assert len(game.on_table(US)) == 24 and not any(f.revealed for f in game.on_table(US))
    do(game, game.turn.advance_phase())
    assert game.phase.value == "japanese_move"
    store.close()


def test_the_tank_fires_both_machine_guns_and_the_cannon():
    """Bataan, forces (3rd Platoon): the tank carries two machine guns and a cannon; all three fire."""
    from assistant.games.bataan.fire import Firer, count_fire_dice
    from assistant.games.bataan.game import spec_of
    from assistant.games.bataan.weapons import load_weapons
    from assistant.games.bataan.table.figures import Figure

    tank = spec_of(Figure("JP3-T", "japanese", 3, "tank", 50, 30))
    assert tank.weapons.count("tank_mg") == 2
    chart = load_weapons()
    fire = count_fire_dice([Firer(tank, w) for w in tank.weapons], chart)
    assert [line.weapon_id for line in fire.lines].count("tank_mg") == 2
