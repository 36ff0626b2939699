"""A Bataan game's photo settings (issue 24, "Bases"): the base colour of each group and the dot colour
of each role, and the corner markers' size, set once per game and kept in the game's settings (key
``photo``). Reading them never fails silently: a stored value this version cannot read is refused
naming it; setting them is ONE undoable change."""

from __future__ import annotations

from typing import Any, Mapping

from assistant.core.errors import InputError
from assistant.store import games
from assistant.store.changes import Change

from .photo.colours import DEFAULT_GROUP_COLOURS, DEFAULT_ROLE_COLOURS, Palette, hex_of, parse_hex
from .photo.markers import DEFAULT_SIZE_IN

KEY = "photo"


def from_settings(settings: Mapping[str, Any] | None) -> tuple[Palette, float]:
    """(the palette, the markers' side in inches) a game's settings hold; the defaults where unset."""
    raw = (settings or {}).get(KEY) or {}
    where = "game settings: photo"
    if not isinstance(raw, dict):
        raise InputError("expected a table of colours", where)
    groups = dict(DEFAULT_GROUP_COLOURS)
    roles = dict(DEFAULT_ROLE_COLOURS)
    for name, value in (raw.get("groups") or {}).items():
        if name not in groups:
            raise InputError(f"unknown group {name!r}", where)
        groups[name] = parse_hex(value, f"{where}: {name}")
    for name, value in (raw.get("roles") or {}).items():
        if name not in roles:
            raise InputError(f"unknown role {name!r}", where)
        roles[name] = parse_hex(value, f"{where}: {name}")
    size = raw.get("marker_size_in", DEFAULT_SIZE_IN)
    if isinstance(size, bool) or not isinstance(size, (int, float)) or not 0.5 <= size <= 12:
        raise InputError(f"the markers' size is 0.5\" to 12\", not {size!r}", where)
    return Palette(groups, roles), float(size)


def settings_change(session, palette: Palette, marker_size_in: float = DEFAULT_SIZE_IN) -> Change:
    """ONE undoable change storing the photo settings with the game (checked first: two groups or roles
    with one colour are refused by the palette itself)."""
    if isinstance(marker_size_in, bool) or not isinstance(marker_size_in, (int, float)) or not 0.5 <= marker_size_in <= 12:
        raise InputError(f"the markers' size is 0.5\" to 12\", not {marker_size_in!r}", "marker size")
    Palette(dict(palette.groups), dict(palette.roles))          # checked again: no colour twice
    settings = dict(session.settings)
    settings[KEY] = {"groups": {k: hex_of(v) for k, v in palette.groups.items()},
                     "roles": {k: hex_of(v) for k, v in palette.roles.items()},
                     "marker_size_in": float(marker_size_in)}
    return games.settings_change(session.store, session.game_id, settings, "Set the photo's base and dot colours")
