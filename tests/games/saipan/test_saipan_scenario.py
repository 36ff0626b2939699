"""The Saipan scenario file agrees with the rule constants (16.0-16.4)."""

import tomllib

from assistant.games.saipan import rules
from assistant.paths import resource


def test_scenario_matches_rules():
    d = tomllib.loads(resource("scenarios", "saipan_historical.toml").read_text(encoding="utf-8"))
    assert d["game"] == "saipan" and d["last_turn"] == rules.LAST_TURN
    assert d["us"]["landing_units_turn_1"] == rules.US_LANDING_UNITS_TURN_1
    assert d["us"]["landing_units_later"] == rules.US_LANDING_UNITS_LATER
    assert d["japanese"]["naval_reinforcement_turn"] == rules.JAPANESE_NAVAL_REINFORCEMENT_TURN
    assert d["japanese"]["land_air_per_zone_max"] == rules.LAND_AIR_PER_ZONE_MAX
    assert d["us"]["transport_capacity_units"] == rules.TRANSPORT_CAPACITY_UNITS
