"""The Tarawa scenario file agrees with the rule constants (8.0-8.7)."""

from assistant.games.tarawa import rules
from assistant.games.tarawa.scenario import default_track, load_scenario
from assistant.games.tarawa.turns import TurnTrack


def test_scenario_matches_rules():
    d = load_scenario()
    assert d["us"]["reinforcement_units"] == rules.REINFORCEMENT_UNITS
    assert d["us"]["landing_hexes"] == [rules.LANDING_FIRST_HEX, rules.LANDING_LAST_HEX]
    assert {int(k): v for k, v in d["victory"]["japanese_turn_held"].items()} == rules.JAPANESE_LEVEL_BY_TURN_HELD
    assert {int(k): v for k, v in d["victory"]["us_turn_cleared"].items()} == rules.US_LEVEL_BY_TURN_CLEARED
    assert d["turn_track"]["hours_per_turn"] == rules.HOURS_PER_TURN
    assert default_track(d) == TurnTrack()
