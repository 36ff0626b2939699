"""The three campaigns as data, read from ``resources/scenarios/macarthur_campaigns.toml``."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Mapping

from assistant.core.errors import InputError
from assistant.core.messages import msg

FILE_NAME = "macarthur_campaigns.toml"
SCHEMA_VERSION = 1
VICTORY_TIMES = ("game_end", "end_of_red_turn", "end_of_blue_turn")


def scenarios_dir() -> Any:
    """The packaged scenarios folder, or ``resources/scenarios`` in a checkout not installed."""
    from importlib import resources

    try:
        return resources.files("assistant.resources") / "scenarios"
    except ModuleNotFoundError:
        return Path(__file__).resolve().parents[3] / "resources" / "scenarios"


@dataclass(frozen=True)
class DeckSetup:
    blue_cards: int
    red_cards: int
    game_ends_after_blue_turnovers: int

    @property
    def blue_turns(self) -> int:
        """Most turns Blue gets: its pack is used once more after the Game Ends card goes under it."""
        return self.blue_cards * (self.game_ends_after_blue_turnovers + 1)


@dataclass(frozen=True)
class ReserveSetup:
    large: int = 0
    small: int = 0
    chart: str = ""
    cap_large: int | None = None
    cap_small: int | None = None
    from_blue_turnovers: int = 0
    landing: str = ""


@dataclass(frozen=True)
class Campaign:
    id: str
    title: str
    side_names: Mapping[str, str]
    one_die_per_unit: bool
    unit_names: Mapping[str, str]
    special_towns: tuple[str, ...]
    flags: frozenset[str]
    deck: DeckSetup
    start: Mapping[str, Mapping[str, Any]]
    reserves: Mapping[str, ReserveSetup]
    victory_towns: Mapping[str, tuple[str, ...]]
    victory_when: str
    victory_otherwise: str
    extra: Mapping[str, Any] = field(default_factory=dict)

    def has(self, flag: str) -> bool:
        return flag in self.flags


def _int(raw: Mapping[str, Any], key: str, where: str, default: int | None = None) -> int:
    v = raw.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise InputError(msg("{0!r} must be a whole number >= 0, got {1!r}", key, v), where)
    return v


def parse_campaigns(data: Mapping[str, Any], file: str = FILE_NAME) -> dict[str, Campaign]:
    version = data.get("schema_version")
    if version != SCHEMA_VERSION:
        raise InputError(msg("schema_version must be {0}, got {1!r}", SCHEMA_VERSION, version), file)
    out: dict[str, Campaign] = {}
    for cid, raw in dict(data.get("campaign", {})).items():
        where = f"{file}: campaign '{cid}'"
        try:
            deck_raw = raw["deck"]
            deck = DeckSetup(_int(deck_raw, "blue_cards", where + ": deck"),
                             _int(deck_raw, "red_cards", where + ": deck"),
                             _int(deck_raw, "game_ends_after_blue_turnovers", where + ": deck", 0))
            reserves = {}
            for side, r in dict(raw.get("reserves", {})).items():
                w = f"{where}: reserves.{side}"
                if side not in ("blue", "red"):
                    raise InputError(msg("reserves are for blue or red"), w)
                reserves[side] = ReserveSetup(
                    _int(r, "large", w, 0), _int(r, "small", w, 0), str(r.get("chart", "")),
                    _int(r, "cap_large", w) if "cap_large" in r else None,
                    _int(r, "cap_small", w) if "cap_small" in r else None,
                    _int(r, "from_blue_turnovers", w, 0), str(r.get("landing", "")))
            vic = dict(raw.get("victory", {}))
            when = vic.get("when", "game_end")
            if when not in VICTORY_TIMES:
                raise InputError(msg("victory 'when' must be one of {0}", ', '.join(VICTORY_TIMES)), where)
            out[cid] = Campaign(
                id=cid, title=str(raw.get("title", cid)),
                side_names={"blue": str(raw.get("blue", "Blue")), "red": str(raw.get("red", "Red"))},
                one_die_per_unit=bool(raw.get("one_die_per_unit", False)),
                unit_names=dict(raw.get("unit_names", {})),
                special_towns=tuple(raw.get("special_towns", ())),
                flags=frozenset(raw.get("flags", ())),
                deck=deck, start=dict(raw.get("start", {})), reserves=reserves,
                victory_towns={s: tuple(vic[s]) for s in ("blue", "red") if s in vic},
                victory_when=when, victory_otherwise=str(vic.get("otherwise", "draw")),
            )
        except KeyError as err:
            raise InputError(msg("missing field {0!r}", err.args[0]), where) from None
    return out


@lru_cache(maxsize=1)
def load_campaigns() -> dict[str, Campaign]:
    """The shipped campaigns by id: ``korea``, ``new_guinea``, ``bataan_retreat``."""
    entry = scenarios_dir() / FILE_NAME
    try:
        data = tomllib.loads(entry.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as err:
        raise InputError(msg("not valid TOML: {0}", err), f"resources/scenarios/{FILE_NAME}") from None
    return parse_campaigns(data, f"resources/scenarios/{FILE_NAME}")


def campaign(campaign_id: str) -> Campaign:
    camps = load_campaigns()
    try:
        return camps[campaign_id]
    except KeyError:
        raise InputError(msg("unknown campaign {0!r}; one of {1}", campaign_id, ', '.join(camps)), "campaign") from None
