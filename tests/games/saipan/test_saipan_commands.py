"""Saipan commands (assistant.games.saipan.commands.SaipanGame), headless: each command checks its rule
first (nothing changes when refused), rolls from the game's stream, returns one undoable change; the
odds shown before a roll come from the function the roll reads."""

from __future__ import annotations

from fractions import Fraction

import pytest

from assistant.core.errors import InputError
from assistant.games.saipan import rules
from assistant.games.saipan.air_naval import Attack
from assistant.games.saipan.commands import SaipanGame, hit_chance, hit_on
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store import games, rolls
from assistant.store.store import Store


@pytest.fixture()
def game():
    store = Store.open(":memory:")
    gid = new_game(store, "saipan", demo=True, seed=11)
    session = GameSession(store, gid)
    yield SaipanGame(session)
    session.close()
    store.close()


def _do(game, change):
    game.session.do(change)
    return change


def _summary(change) -> tuple[str, ...]:
    return dict(change.meta)["summary"]


def _rows(game):
    """The roll log, oldest first, decoded."""
    return [rolls.decoded(r) for r in reversed(rolls.query(game.store, game.game_id))]


def _snapshot(game):
    return (game.session.state, [r.to_dict() for r in game.results()], [u.to_dict() for u in game.units()],
            len(_rows(game)))


def _to_day(game, day: int) -> None:
    """Skip to ``day`` (the Turn Record Phase with steps left, as the referee may force it)."""
    while game.day < day:
        _do(game, game.sequence.advance_day(force=True))


def _rulings(game, **kw):
    s = dict(game.session.settings)
    s["rulings"] = {**(s.get("rulings") or {}), **kw}
    game.session.do(games.settings_change(game.store, game.game_id, s))


# --- bug: the turn-30 win --------------------------------------------------------------------------

def test_last_day_is_reachable_and_its_turn_record_phase_ends_the_game(game):
    """Saipan 16.4 C, 10.0 D: the game lasts 30 turns; day 30 is played, and its Turn Record Phase ends
    the game (no day 31), so turn 30 then counts as completed."""
    _to_day(game, rules.LAST_TURN)
    assert game.day == 30 and game.checklist.turns_completed == 29 and not game.checklist.over
    ch = _do(game, game.sequence.advance_day(force=True))
    cl = game.checklist
    assert cl.turn == 30 and cl.over and cl.turns_completed == 30
    assert "ends the game" in ch.text
    with pytest.raises(InputError, match="16.4 C"):
        game.sequence.advance_day(force=True)
    with pytest.raises(InputError, match="16.4 C"):
        game.sequence.tick("air_naval.search")
    game.session.undo()
    assert game.day == 30 and not game.checklist.over


def test_japanese_win_at_the_end_of_turn_30(game):
    """Saipan 16.4 C: Japanese ground forces still on Saipan at the end of turn 30 win whatever the VPs;
    on day 30 itself (turn 30 not over) the game goes on."""
    _do(game, game.vps.record_result("ground_step", "japanese", "many", steps=50))
    _to_day(game, 30)
    assert not game.sequence.outcome().decided                        # day 30 is being played
    ch = _do(game, game.sequence.advance_day(force=True))
    o = game.sequence.outcome()
    assert o.decided and o.winner == "japanese"
    assert any("turn 30" in r for r in o.reasons) and any("turn 30" in line for line in _summary(ch))
    _do(game, game.sequence.set_game_end(True, "tactical"))
    assert game.sequence.outcome().level == "japanese_tactical"


def test_turns_completed_counts_only_finished_turns(game):
    """Saipan 16.4 C: on day N the turns completed are N - 1, until the last Turn Record Phase."""
    _to_day(game, 12)
    assert game.checklist.turns_completed == 11


# --- bug: a sunk CVL/CVE -----------------------------------------------------------------------------

def test_sunk_cvl_is_recorded_with_the_referees_value_and_counted(game):
    """Saipan 16.4 A prints no VPs for a CVL or CVE; ruling S5: the referee enters them. A sunk CVL is
    recorded with its value, counted in the tally, and undone with one undo."""
    before = game.sequence.tally().vp["us"]
    ch = _do(game, game.vps.record_sunk_carrier("japanese", "Chiyoda", "CVL", 7))
    assert game.sequence.tally().vp["us"] == before + 7
    assert any("S5" in rule for *_x, rule in game.sequence.tally().lines)
    assert "Chiyoda" in ch.text
    game.session.undo()
    assert game.sequence.tally().vp["us"] == before
    _do(game, game.vps.record_sunk_carrier("us", "Gambier Bay", "CVE", 4))
    assert game.sequence.tally().vp["japanese"] == 2 + 4           # demo: 2 Japanese VPs already


def test_carrier_entries_are_checked(game):
    """Ruling S5: a CVL/CVE result needs its entered value; a printed type (16.4 A) takes none; the S5
    toggle counts them as BB/CV and takes none."""
    snap = _snapshot(game)
    with pytest.raises(InputError, match="S5"):
        game.vps.record_result("ship_sunk", "japanese", "Zuiho", "CVL")
    with pytest.raises(InputError, match="16.4 A"):
        game.vps.record_result("ship_sunk", "japanese", "Taiho", "CV", vp=3)
    with pytest.raises(InputError):
        game.vps.record_sunk_carrier("japanese", "Taiho", "CV", 3)
    assert _snapshot(game) == snap
    _rulings(game, carriers="as_bb")
    with pytest.raises(InputError, match="S5"):
        game.vps.record_sunk_carrier("japanese", "Zuiho", "CVL", 7)
    before = game.sequence.tally().vp["us"]
    _do(game, game.vps.record_result("ship_sunk", "japanese", "Zuiho", "CVL"))
    assert game.sequence.tally().vp["us"] == before + 10


def test_carrier_damaged_then_sunk_s4(game):
    """Ruling S4 with S5 entries: a CVL damaged then sunk scores once, its sunk value; toggle: each
    entered step scores."""
    _do(game, game.vps.record_result("ship_hit", "japanese", "Chitose", "CVL", vp=3))
    _do(game, game.vps.record_sunk_carrier("japanese", "Chitose", "CVL", 7))
    line = [x for x in game.sequence.tally().lines if "Chitose" in x[1]]
    assert [x[2] for x in line] == [7]
    _rulings(game, ship_scoring="each_step")
    assert [x[2] for x in game.sequence.tally().lines if "Chitose" in x[1]] == [10]
    with pytest.raises(InputError, match="already sunk"):
        game.vps.record_sunk_carrier("japanese", "Chitose", "CVL", 7)


# --- VP results are removable ------------------------------------------------------------------------

def test_demo_results_are_removable_and_undo_restores_them(game):
    """Saipan 16.4 A: a result entered in error (or a demo result) comes off the tally by one undoable
    command; an unknown result is refused."""
    found = game.results_by_key()
    assert len(found) == 4
    t0 = game.sequence.tally().vp
    key = next(k for k, r in found.items() if r.kind == "ship_hit")
    _do(game, game.vps.remove_result(key))
    assert key not in game.results_by_key() and game.sequence.tally().vp["japanese"] == t0["japanese"] - 1
    with pytest.raises(InputError):
        game.vps.remove_result(key)
    game.session.undo()
    assert game.results_by_key() == found and game.sequence.tally().vp == t0
    for k in list(found):
        _do(game, game.vps.remove_result(k))
    assert game.results() == [] and game.sequence.tally().vp == {"us": 0, "japanese": 0}
    _do(game, game.vps.record_result("air_step", "us", "F6F"))   # a new key after the removed ones
    assert len(game.results()) == 1


# --- the day's checklist --------------------------------------------------------------------------------

def test_tick_and_advance(game):
    """Saipan 10.0: steps are ticked one change each; the Turn Record Phase refuses while steps are left
    unless forced, and starts the next day's checklist; undo restores."""
    snap = _snapshot(game)
    with pytest.raises(InputError, match="already ticked"):
        game.sequence.tick("air_naval.reinforcements")
    with pytest.raises(InputError, match="no such step"):
        game.sequence.tick("nope")
    with pytest.raises(InputError, match="not done"):
        game.sequence.advance_day()
    assert _snapshot(game) == snap
    _do(game, game.sequence.tick("air_naval.search"))
    assert "air_naval.search" in game.checklist.done
    _do(game, game.sequence.tick("air_naval.search", done=False))
    assert "air_naval.search" not in game.checklist.done
    for s in game.checklist.steps():
        if s.id not in game.checklist.done:
            _do(game, game.sequence.tick(s.id))
    ch = _do(game, game.sequence.advance_day())
    assert game.day == 2 and game.checklist.done == [] and any("16.3 D" in w for w in _summary(ch))
    game.session.undo()
    assert game.day == 1


def test_game_end_entries(game):
    """Saipan 16.4 B with S3: with no Japanese ground unit left the VPs decide; the winner's level is the
    referee's entry (marginal, tactical, strategic), anything else is refused."""
    with pytest.raises(InputError, match="S3"):
        game.sequence.set_game_end(False, "crushing")
    _do(game, game.vps.record_result("air_step", "japanese", "A6M-2"))        # demo: 2 VPs each, now US 3
    _do(game, game.sequence.set_game_end(False, "marginal"))
    o = game.sequence.outcome()
    assert o.decided and o.winner == "us" and o.level == "us_marginal"
    game.session.undo()
    game.session.undo()
    _do(game, game.sequence.set_game_end(False, "marginal"))
    assert game.sequence.outcome().winner == "draw"                                  # S6: equal VPs
    game.session.undo()
    assert not game.sequence.outcome().decided


# --- rolls: odds first, from the same reading ------------------------------------------------------------

@pytest.mark.parametrize("distance, need", [(0, 8), (1, 6), (2, 4), (3, 2)])
def test_search_odds_and_roll(game, distance, need):
    """Saipan 14.1: found on 1-8 in the searcher's zone, 1-6 / 1-4 / 1-2 at 1 / 2 / 3 zones; the roll is
    one d10 from the game's stream, logged with the search chart, and read as the odds say."""
    assert game.rolls.search_odds(distance)["found"] == Fraction(need, 10)
    ch = _do(game, game.rolls.search("us", distance, "Marianas"))
    row = _rows(game)[-1]
    assert row["chart"] == "sea_zone_search" and row["side"] == "us"
    assert (row["dice"][0] <= need) == (row["chart_result"] == "found") == (dict(ch.meta)["outcome"] == "found")
    game.session.undo()
    assert _rows(game) == []


def test_search_range_is_checked(game):
    """Saipan 14.1: the table reaches 3 sea zones; a side is US or Japanese. Nothing is rolled."""
    with pytest.raises(InputError):
        game.rolls.search("us", 4)
    with pytest.raises(InputError):
        game.rolls.search("germans", 0)
    assert _rows(game) == []


def test_same_seed_same_dice_after_undo(game):
    """Every roll draws from the game's seeded stream where the roll log leaves it: an undone roll made
    again gives the same dice."""
    _do(game, game.rolls.search("japanese", 2))
    first = _rows(game)[-1]["dice"]
    game.session.undo()
    _do(game, game.rolls.search("japanese", 2))
    assert _rows(game)[-1]["dice"] == first


def test_proficiency_check(game):
    """Saipan 12.1.1 C, 13.0 B: the check passes on a roll at most the rating; ratings are 1-10."""
    assert game.rolls.proficiency_odds(7)["pass"] == Fraction(7, 10)
    with pytest.raises(InputError, match="13.0"):
        game.rolls.proficiency_check("us", 11)
    _do(game, game.rolls.proficiency_check("us", 7, "6th Marines"))
    row = _rows(game)[-1]
    assert (row["dice"][0] <= 7) == (row["chart_result"] == "pass")


def test_generic_chart_roll_checks_modifiers(game):
    """Saipan 14.3 C: an attack chart needs the points used; two modifiers of one group are refused."""
    with pytest.raises(InputError, match="points"):
        game.rolls.chart_roll("air_attack", ())
    with pytest.raises(InputError):
        game.rolls.chart_roll("air_attack", ("points_3", "points_4"))
    assert game.rolls.chart_odds("air_attack", ("points_3",))["hit"] == Fraction(3, 10)
    _do(game, game.rolls.chart_roll("air_attack", ("points_3",), side="japanese"))
    assert _rows(game)[-1]["chart"] == "air_attack"


@pytest.mark.parametrize("points, drm", [(1, 0), (4, -1), (3, -3), (1, -5), (10, 0), (12, -3)])
def test_attack_odds_read_the_roll(points, drm):
    """Saipan 14.3 C, 14.5 D-F: a hit when roll + DRM is at most the points; the odds are the faces
    ``hit_on`` (the roll's own reading) calls hits."""
    a = Attack("x", "y", points, drm)
    assert hit_chance(a) == Fraction(sum(1 for r in range(1, 11) if r + drm <= points), 10)
    assert all(hit_on(a, r).hit == (r + drm <= points) for r in range(1, 11))


def test_air_to_air_hit_records_an_air_step(game):
    """Saipan 14.3 C-D, 16.4 A: a hit flips the enemy air unit: one air step, 1 VP to the firer."""
    plan = game.attacks.plan_air_to_air("us", "F6F-1", "A6M-3", 6)
    assert plan.chances == (Fraction(6, 10),)
    before = len(game.results())
    ch = _do(game, game.attacks.air_to_air("us", "F6F-1", "A6M-3", 6))
    row = _rows(game)[-1]
    hit = row["dice"][0] <= 6
    assert row["chart_result"] == ("hit" if hit else "miss")
    assert len(game.results()) == before + hit
    if hit:
        assert game.results()[-1].kind == "air_step" and game.results()[-1].owner == "japanese"
    assert len(ch.ops) == 1 + hit
    game.session.undo()
    assert len(game.results()) == before and _rows(game) == []


def test_aa_split_is_checked(game):
    """Saipan 14.4 C: an AA rating may be split over targets, each point used once; nothing is rolled
    when the split uses more points than the rating."""
    snap = _snapshot(game)
    with pytest.raises(InputError, match="14.4 C"):
        game.attacks.aa_fire("japanese", "Yamato AA", 6, [("F6F-1", 4), ("TBF-2", 3)])
    with pytest.raises(InputError, match="14.4 C"):
        game.attacks.aa_fire("japanese", "Yamato AA", 6, [])
    assert _snapshot(game) == snap
    plan = game.attacks.plan_aa_fire("japanese", "Yamato AA", 6, [("F6F-1", 4), ("F6F-1", 2)])
    assert plan.chances == (Fraction(4, 10), Fraction(2, 10))
    _do(game, game.attacks.aa_fire("japanese", "Yamato AA", 6, [("F6F-1", 4), ("F6F-1", 2)]))
    assert len(_rows(game)) == 2


def test_ship_to_ship_drms_and_carriers(game):
    """Saipan 14.5 E-F: a split rating, each target's DRM (DD -3); ruling S5: a carrier target needs
    the referee's DRM and, as a CVL, its VPs before the roll."""
    plan = game.attacks.plan_ship_to_ship("us", "BB Iowa", 8, [("Tone", "CA", 5), ("Akizuki", "DD", 3)])
    assert plan.chances == (Fraction(6, 10), Fraction(6, 10))      # roll - 1 <= 5, roll - 3 <= 3: 1-6
    with pytest.raises(InputError, match="S5"):
        game.attacks.plan_ship_to_ship("us", "BB Iowa", 8, [("Zuiho", "CVL", 8)], carrier_vp=(3, 6))
    with pytest.raises(InputError, match="S5"):
        game.attacks.plan_ship_to_ship("us", "BB Iowa", 8, [("Zuiho", "CVL", 8)], carrier_drm=-1)
    with pytest.raises(InputError, match="14.5 E"):
        game.attacks.plan_ship_to_ship("us", "BB Iowa", 8, [("Tone", "CA", 5), ("Akizuki", "DD", 4)])
    ok = game.attacks.plan_ship_to_ship("us", "BB Iowa", 8, [("Zuiho", "CVL", 8)], carrier_drm=-1, carrier_vp=(3, 6))
    assert ok.chances == (Fraction(9, 10),)


def test_ship_hits_become_ship_results(game):
    """Saipan 16.4 A, S4: a first hit damages a ship (ship hit), a second sinks it (ship sunk); a sunk
    ship cannot be attacked again. 10 points on a BB always hit."""
    _do(game, game.attacks.anti_ship("us", "SB2C-1", "Musashi", "BB", 10))
    assert [(r.kind, r.unit_id) for r in game.results()[-1:]] == [("ship_hit", "Musashi")]
    ch = _do(game, game.attacks.ship_to_ship("us", "BB Iowa", 10, [("Musashi", "BB", 10)]))
    assert game.results()[-1].kind == "ship_sunk" and any("damaged → sunk" in w for w in _summary(ch))
    assert any("Musashi sunk" in x[1] and x[2] == 10 for x in game.sequence.tally().lines)
    with pytest.raises(InputError, match="already sunk"):
        game.attacks.anti_ship("us", "SB2C-1", "Musashi", "BB", 5)
    game.session.undo()
    assert game.results()[-1].kind == "ship_hit"


def test_two_hits_sink_a_cvl_with_its_entered_values(game):
    """Saipan 14.5 C, S4, S5: two hits in one volley take a CVL from undamaged to sunk; both steps are
    recorded with the values entered before the roll, and the final state scores (S4)."""
    _do(game, game.attacks.ship_to_ship("us", "Iowa", 20, [("Zuiho", "CVL", 10), ("Zuiho", "CVL", 10)],
                                carrier_drm=0, carrier_vp=(3, 8)))
    kinds = [(r.kind, r.vp) for r in game.results() if r.unit_id == "Zuiho"]
    assert kinds == [("ship_hit", 3), ("ship_sunk", 8)]
    assert [x[2] for x in game.sequence.tally().lines if "Zuiho" in x[1]] == [8]


# --- ground units -----------------------------------------------------------------------------------------

def test_step_loss_scores_and_undoes(game):
    """Saipan 12.0, 16.4 A: each picked unit loses a step (removed with none left) and the other side
    scores 1 VP a step; all in one change."""
    before = game.sequence.tally().vp
    _do(game, game.ground.lose_step(["j-118", "us-2mar-6"]))
    ids = {u.id: u for u in game.units()}
    assert "j-118" not in ids and ids["us-2mar-6"].steps == 1
    assert game.sequence.tally().vp == {"us": before["us"] + 1, "japanese": before["japanese"] + 1}
    game.session.undo()
    assert {u.id for u in game.units()} >= {"j-118"} and game.sequence.tally().vp == before
    with pytest.raises(InputError):
        game.ground.lose_step([])


def test_moves_obey_invasion_hexes_and_enemy_hexes(game):
    """Saipan 9.3: only US units enter invasion hexes; 10.1 B: one ground unit in an invasion hex;
    11.0 E: no unit moves into an enemy-held hex. Refused moves change nothing."""
    snap = _snapshot(game)
    with pytest.raises(InputError, match="player-turn 1 is the US's.*10.0 B1"):
        game.movement.move_units(["j-136"], "1126")              # issue 22.7: the phase is checked
    with pytest.raises(InputError, match="10.1 B"):
        game.movement.move_units(["us-2mar-6"], "1127")          # the 23rd Marines are there
    with pytest.raises(InputError, match="11.0 E"):
        game.movement.move_units(["us-2mar-6"], "1224")          # the 118th holds it
    with pytest.raises(InputError, match="9.3"):
        game.ground.place_unit("japanese", "infantry", "47 Ind Bde", "4-5-6/6", "1123")
    assert _snapshot(game) == snap
    _do(game, game.movement.move_units(["us-2mar-6"], "1123"))
    assert game.unit("us-2mar-6").hex == "1123"
    game.session.undo()
    assert game.unit("us-2mar-6").hex == "1124"
    _do(game, game.sequence.tick("player1.assault"))              # the Japanese player-turn
    with pytest.raises(InputError, match="9.3"):
        game.movement.move_units(["j-136"], "1126")
    game.session.undo()
    _do(game, game.ground.place_unit("us", "marines", "8th Marines", "5-6-8/7", "1125", override=True))   # 16.3 D-E
    assert game.unit("u-8th-marines").hex == "1125"
    _do(game, game.ground.remove_units(["u-8th-marines"]))
    with pytest.raises(InputError):
        game.unit("u-8th-marines")


def test_banzai_success_needs_the_hex_cleared(game):
    """Saipan 15.1 C: a Banzai Charge succeeds only when every US unit in the hex is destroyed; each
    success moves the result one level toward the Japanese."""
    with pytest.raises(InputError, match="15.1 C"):
        game.ground.banzai_success("1124")
    _do(game, game.ground.lose_step(["us-2mar-6"], steps=2))
    _do(game, game.ground.banzai_success("1124"))
    assert game.sequence.tally().successful_banzai == 1


def test_assault_preview_s2_and_banzai(game):
    """Saipan 16.3 F with ruling S2: US units in invasion hexes are not assaulted; 15.1 B: in a Banzai
    Charge the US fires alone for two rounds and gets -1 from round 3."""
    with pytest.raises(InputError, match="S2"):
        game.ground.assault_preview(1, "japanese", "1124")
    r3 = game.ground.assault_preview(3, "japanese", "", banzai=True)
    assert game.ground.assault_preview(1, "japanese", banzai=True).order == (("us",),)
    assert r3.us_drm == -1 and r3.japanese_proficiency == 10


def test_stack_proficiency_drm(game):
    """Saipan 13.0 C-D, 12.2.2 example: Marines at 7 firing at a Japanese stack at 6 get -1; the other
    way, none."""
    assert game.ground.stack_proficiency_drm("1124", "1224").drm == -1
    assert game.ground.stack_proficiency_drm("1224", "1124").drm == 0
