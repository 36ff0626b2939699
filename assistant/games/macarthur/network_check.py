"""The shape of a network document, checked before ``RoadNetwork.from_dict`` reads it (Qt-free).

``RoadNetwork.from_dict`` (core, shared by every road game) reads booleans with ``bool(...)`` and walks
lists without asking whether they are lists: ``"one_way": "no"`` would make a road one-way,
``"towns": 5`` would fail with a Python error. A MacArthur board comes through here first: every
wrong type is refused with a message naming its JSON path (``board.json: roads[3].one_way``), and
every drawn position must be two finite numbers (NaN, inf and 1e400, which JSON reads as inf, are
refused). Nothing is changed by a refused document.
"""

from __future__ import annotations

import math
from typing import Any, Mapping

from assistant.core.errors import InputError
from assistant.core.roads import FORMAT_ID, FORMAT_VERSION
from assistant.core.messages import msg


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a text"
    if isinstance(value, list):
        return "a list"
    if isinstance(value, Mapping):
        return "an object"
    return type(value).__name__


def _refuse(source: str, path: str, want: str, value: Any) -> InputError:
    shown = repr(value) if not isinstance(value, (list, Mapping)) else _kind(value)
    return InputError(msg("{0} must be {1}, got {2} ({3})", path, want, shown, _kind(value)), f"{source}: {path}")


def _text(obj: Mapping[str, Any], key: str, path: str, source: str, *, optional: bool = False,
          nullable: bool = False) -> None:
    if key not in obj:
        if optional:
            return
        raise InputError(msg("{0}.{1} is missing", path, key), f"{source}: {path}")
    v = obj[key]
    if v is None and nullable:
        return
    if not isinstance(v, str):
        raise _refuse(source, f"{path}.{key}", "a text" + (" or null" if nullable else ""), v)


def _bool(obj: Mapping[str, Any], key: str, path: str, source: str) -> None:
    if key in obj and not isinstance(obj[key], bool):
        raise _refuse(source, f"{path}.{key}", "true or false", obj[key])


def _list(doc: Mapping[str, Any], key: str, source: str) -> list:
    v = doc.get(key, [])
    if not isinstance(v, list):
        raise _refuse(source, key, "a list", v)
    return v


def finite_xy(xy: Any) -> bool:
    """Two finite numbers (an integer too large for a float, 10**400, is not: issue 26)."""
    return (isinstance(xy, (list, tuple)) and len(xy) == 2
            and all(isinstance(v, (int, float)) and not isinstance(v, bool) and _finite(v) for v in xy))


def _finite(v: int | float) -> bool:
    try:
        return math.isfinite(v)
    except OverflowError:
        return False


def check_shape(doc: Any, source: str = "network file") -> None:
    """Raise InputError naming the JSON path of the first wrong type in a network document."""
    if not isinstance(doc, Mapping):
        raise InputError(msg("the file must hold one JSON object, got {0}", _kind(doc)), source)
    if "format" in doc and doc["format"] != FORMAT_ID:
        raise _refuse(source, "format", repr(FORMAT_ID), doc["format"])
    if "version" in doc:
        v = doc["version"]
        if isinstance(v, bool) or not isinstance(v, int):
            raise _refuse(source, "version", f"a whole number (this app reads {FORMAT_VERSION})", v)
    if "name" in doc and not isinstance(doc["name"], str):
        raise _refuse(source, "name", "a text", doc["name"])
    for i, t in enumerate(_list(doc, "towns", source)):
        p = f"towns[{i}]"
        if not isinstance(t, Mapping):
            raise _refuse(source, p, "an object", t)
        _text(t, "name", p, source)
        _bool(t, "air_strip", p, source)
        _text(t, "zone", p, source, optional=True, nullable=True)
        flags = t.get("flags", [])
        if not isinstance(flags, list):
            raise _refuse(source, f"{p}.flags", "a list of words", flags)
        for j, f in enumerate(flags):
            if not isinstance(f, str):
                raise _refuse(source, f"{p}.flags[{j}]", "a word", f)
    for i, r in enumerate(_list(doc, "roads", source)):
        p = f"roads[{i}]"
        if not isinstance(r, Mapping):
            raise _refuse(source, p, "an object", r)
        _text(r, "from", p, source)
        _text(r, "to", p, source)
        _text(r, "kind", p, source, optional=True)
        _bool(r, "one_way", p, source)
    for i, a in enumerate(_list(doc, "landing_areas", source)):
        p = f"landing_areas[{i}]"
        if not isinstance(a, Mapping):
            raise _refuse(source, p, "an object", a)
        _text(a, "name", p, source)
        _text(a, "town", p, source)
        _text(a, "zone", p, source, optional=True, nullable=True)
        cap = a.get("capacity")
        if isinstance(cap, bool) or not isinstance(cap, int):
            raise _refuse(source, f"{p}.capacity", "a whole number of units", cap)
    meta = doc.get("meta")
    if meta is None:
        return
    if not isinstance(meta, Mapping):
        raise _refuse(source, "meta", "an object", meta)
    lay = meta.get("layout")
    if lay is None:
        return
    if not isinstance(lay, Mapping):
        raise _refuse(source, "meta.layout", "an object", lay)
    for part in ("towns", "landing_areas"):
        places = lay.get(part)
        if places is None:
            continue
        if not isinstance(places, Mapping):
            raise _refuse(source, f"meta.layout.{part}", "an object of name: [x, y]", places)
        for name, xy in places.items():
            if not finite_xy(xy):
                raise InputError(msg("the position of {0!r} must be [x, y], two finite numbers; got {1!r}", name, xy),
                                 f"{source}: meta.layout.{part}.{name}")
