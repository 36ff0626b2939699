"""The Tarawa historical scenario file (resources/scenarios/tarawa_historical.toml)."""

from __future__ import annotations

import tomllib
from typing import Any

from assistant.core.errors import InputError
from assistant.paths import resource

from .turns import TurnTrack
from assistant.core.messages import msg

FILE = "tarawa_historical.toml"


def load_scenario() -> dict[str, Any]:
    where = f"resources/scenarios/{FILE}"
    try:
        data = tomllib.loads(resource("scenarios", FILE).read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise InputError(msg("cannot read the scenario: {0}", exc), where) from exc
    if data.get("schema_version") != 1 or data.get("game") != "tarawa":
        raise InputError(msg("expected schema_version 1 and game 'tarawa'"), where)
    return data


def default_track(data: dict[str, Any] | None = None) -> TurnTrack:
    """The turn track of the scenario file (ruling T8 default)."""
    d = (data or load_scenario())["turn_track"]
    return TurnTrack(turn_one_start_hour=d["turn_one_start_hour"], night_from_hour=d["night_from_hour"],
                     night_until_hour=d["night_until_hour"])
