"""The Bataan weapons chart (B10): default values shipped as data, editable, stored with each game."""

from __future__ import annotations

import functools
import json
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any, Mapping

from assistant.core.errors import InputError
from assistant.core.tomlfile import read_toml
from assistant.core.messages import msg

WEAPONS_FILE = "charts/bataan_weapons.toml"
WEAPONS_ID = "weapons"            # stored with a game as record ("chart", "bataan/weapons")
EDITABLE_FIELDS = ("dice", "range_in", "hit_on", "automatic", "group_per_stationary", "group_per_moved")
KINDS = ("fire", "us_grenade", "jp_grenade")
SIDES = ("american", "japanese")


def resource_path(relative: str):
    """A file under ``resources/``, installed or in a checkout (see :func:`assistant.paths.resource`)."""
    from assistant.paths import resource

    return resource(*relative.split("/"))


@dataclass(frozen=True)
class Weapon:
    id: str
    label: str
    side: str
    kind: str = "fire"
    dice: int = 1
    range_in: float = 24.0
    hit_on: int = 6
    automatic: bool = False
    group_per_stationary: int | None = None     # B9 group fire
    group_per_moved: int | None = None
    defaults: tuple[str, ...] = ()              # fields holding our default values (B10)
    from_source: tuple[str, ...] = ()           # fields the article states

    @property
    def group_fire(self) -> bool:
        return self.group_per_stationary is not None

    def is_default(self, field_name: str) -> bool:
        return field_name in self.defaults

    @staticmethod
    def from_dict(d: Mapping[str, Any], where: str = "weapon") -> "Weapon":
        try:
            wid = str(d["id"])
        except KeyError:
            raise InputError(msg("missing field 'id'"), where) from None
        where = f"{where} '{wid}'"
        for req in ("label", "side"):
            if req not in d:
                raise InputError(msg("missing field '{0}'", req), where)
        w = Weapon(
            id=wid, label=str(d["label"]), side=str(d["side"]), kind=str(d.get("kind", "fire")),
            dice=_int(d, "dice", 1, where), range_in=_float(d, "range_in", 24.0, where),
            hit_on=_int(d, "hit_on", 6, where), automatic=bool(d.get("automatic", False)),
            group_per_stationary=_opt_int(d, "group_per_stationary", where),
            group_per_moved=_opt_int(d, "group_per_moved", where),
            defaults=tuple(d.get("defaults", ())), from_source=tuple(d.get("from_source", ())),
        )
        if w.side not in SIDES:
            raise InputError(msg("side must be one of {0}, got {1!r}", SIDES, w.side), f"{where}: field 'side'")
        if w.kind not in KINDS:
            raise InputError(msg("kind must be one of {0}, got {1!r}", KINDS, w.kind), f"{where}: field 'kind'")
        if w.dice < 0:
            raise InputError(msg("dice must be 0 or more"), f"{where}: field 'dice'")
        if w.range_in <= 0:
            raise InputError(msg("range_in must be positive"), f"{where}: field 'range_in'")
        if not 1 <= w.hit_on <= 7:
            raise InputError(msg("hit_on must be 1-6 (7: never hits)"), f"{where}: field 'hit_on'")
        if (w.group_per_stationary is None) != (w.group_per_moved is None):
            raise InputError(msg("group fire needs both group_per_stationary and group_per_moved"), where)
        for g in (w.group_per_stationary, w.group_per_moved):
            if g is not None and g < 1:
                raise InputError(msg("a group needs at least 1 figure per die"), where)
        return w

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["defaults"] = list(self.defaults)
        d["from_source"] = list(self.from_source)
        if self.group_per_stationary is None:
            del d["group_per_stationary"], d["group_per_moved"]
        return d


def _int(d: Mapping[str, Any], key: str, default: int, where: str) -> int:
    v = d.get(key, default)
    if isinstance(v, bool) or not isinstance(v, int):
        raise InputError(msg("'{0}' must be a whole number, got {1!r}", key, v), f"{where}: field '{key}'")
    return v


def _opt_int(d: Mapping[str, Any], key: str, where: str) -> int | None:
    return None if d.get(key) is None else _int(d, key, 0, where)


def _float(d: Mapping[str, Any], key: str, default: float, where: str) -> float:
    v = d.get(key, default)
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise InputError(msg("'{0}' must be a number, got {1!r}", key, v), f"{where}: field '{key}'")
    return float(v)


@dataclass(frozen=True)
class WeaponsChart:
    """The weapons in force for one game."""

    weapons: tuple[Weapon, ...]
    title: str = "Weapons chart"
    note: str = "Default values: the printed chart is missing from the source (B10)"

    def __post_init__(self) -> None:
        ids = [w.id for w in self.weapons]
        dup = {i for i in ids if ids.count(i) > 1}
        if dup:
            raise InputError(msg("weapon ids repeated: {0}", sorted(dup)), "weapons chart")

    def __getitem__(self, weapon_id: str) -> Weapon:
        for w in self.weapons:
            if w.id == weapon_id:
                return w
        raise InputError(msg("no weapon '{0}' in the weapons chart", weapon_id), "weapons chart")

    def __contains__(self, weapon_id: object) -> bool:
        return any(w.id == weapon_id for w in self.weapons)

    def ids(self) -> tuple[str, ...]:
        return tuple(w.id for w in self.weapons)

    def edited(self, weapon_id: str, **changes: Any) -> "WeaponsChart":
        """A copy with one weapon changed by the referee (the changed fields stop being defaults)."""
        old = self[weapon_id]
        new = Weapon.from_dict({**old.to_dict(), **changes,
                                "defaults": [f for f in old.defaults if f not in changes]},
                               where="edit")
        return replace(self, weapons=tuple(new if w.id == weapon_id else w for w in self.weapons))

    def to_dict(self) -> dict[str, Any]:
        return {"schema_version": 1, "game": "bataan", "chart": "weapons", "title": self.title,
                "note": self.note, "weapon": [w.to_dict() for w in self.weapons]}

    @staticmethod
    def from_dict(d: Mapping[str, Any], where: str = "weapons chart") -> "WeaponsChart":
        version = d.get("schema_version", 1)
        if version != 1:
            raise InputError(msg("schema_version {0} is newer than this app knows (1)", version), where)
        if d.get("game", "bataan") != "bataan":
            raise InputError(msg("game must be 'bataan', got {0!r}", d.get('game')), where)
        rows = d.get("weapon")
        if not rows:
            raise InputError(msg("no [[weapon]] entries"), where)
        return WeaponsChart(
            weapons=tuple(Weapon.from_dict(r, where=f"{where}: weapon #{i + 1}") for i, r in enumerate(rows)),
            title=str(d.get("title", "Weapons chart")),
            note=str(d.get("note", WeaponsChart.note)))


def load_weapons(path: str | Path | None = None) -> WeaponsChart:
    """Load the weapons chart (the shipped defaults when ``path`` is None)."""
    p = Path(path) if path is not None else resource_path(WEAPONS_FILE)
    return WeaponsChart.from_dict(read_toml(p, str(p) if path is not None else None), where=p.name)


# -- the chart in force for one game (B10: stored with each game) ------------------------------------------


@functools.lru_cache(maxsize=1)
def default_weapons() -> WeaponsChart:
    """The shipped default weapons chart (read once)."""
    return load_weapons()


@functools.lru_cache(maxsize=8)
def _from_json(text: str) -> WeaponsChart:
    return WeaponsChart.from_dict(json.loads(text), where="the weapons chart stored with this game")


def weapons_for_session(session) -> WeaponsChart:
    """The weapons chart this game plays with: the one the referee edited and stored with the game
    (Game > Charts…), else the shipped defaults (B10)."""
    from assistant.games.chart_overrides import stored_json

    text = stored_json(session.store, session.game_id, "bataan", WEAPONS_ID)
    return default_weapons() if text is None else _from_json(text)


def is_edited(session) -> bool:
    from assistant.games.chart_overrides import stored_json

    return stored_json(session.store, session.game_id, "bataan", WEAPONS_ID) is not None


def weapons_change(session, chart: WeaponsChart, text: str = "Edit the weapons chart"):
    """The undoable change that stores ``chart`` as this game's weapons chart (checked first)."""
    from assistant.games.chart_overrides import put_data_change, reset_change

    data = chart.to_dict()
    WeaponsChart.from_dict(data)          # the same checks as reading it back
    if data == default_weapons().to_dict():
        from assistant.store import records

        return reset_change(session, WEAPONS_ID, family="bataan", text=text) or records.change(
            text, session.game_id, [])
    return put_data_change(session, "bataan", WEAPONS_ID, data, text)


def weapons_edit_change(session, edits: Mapping[str, Mapping[str, Any]], text: str | None = None):
    """Edit some weapons' values (``{"bar": {"dice": 3}}``): each weapon is checked as the loader checks
    it (an :class:`InputError` names the weapon and field and nothing is stored); a changed field stops
    being marked as a default value."""
    chart = weapons_for_session(session)
    names = []
    for wid, changes in edits.items():
        old = chart[wid]
        unknown = set(changes) - set(EDITABLE_FIELDS)
        if unknown:
            raise InputError(msg("cannot edit {0}", sorted(unknown)), f"weapon '{old.label}'")
        real = {k: v for k, v in changes.items() if getattr(old, k) != v}
        if not real:
            continue
        try:
            chart = chart.edited(wid, **real)
        except InputError as exc:
            field_part = exc.where.rpartition(": ")[2] if exc.where and "field" in exc.where else ""
            raise InputError(exc.message, f"weapon '{old.label}'" + (f": {field_part}" if field_part else "")) from None
        names.append(old.label)
    return weapons_change(session, chart, text or ("Edit the weapons chart: " + ", ".join(names)))


def weapons_reset_change(session):
    """The change that puts the game back on the default weapons chart (None when not edited)."""
    from assistant.games.chart_overrides import reset_change

    return reset_change(session, WEAPONS_ID, family="bataan", text="Reset the weapons chart to its defaults")
