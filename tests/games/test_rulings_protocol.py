"""RULINGS.md and issue 11: every game's Rulings shares one protocol (``RulingsBase``): each field is a
described point (its ruling's code, the readings in words, its choices or range), ``to_dict`` and
``from_dict`` round-trip, and ``from_dict`` refuses unknown names and bad values naming the point."""

from __future__ import annotations

from dataclasses import fields

import pytest

from assistant.core.errors import InputError
from assistant.games import registry
from assistant.games.rulings_base import RulingsBase

FAMILIES = registry.families()


def _cls(family):
    return registry.descriptor(family).rulings_class()


@pytest.mark.parametrize("family", FAMILIES)
def test_every_field_is_a_described_point(family):
    cls = _cls(family)
    assert issubclass(cls, RulingsBase)
    assert [p.field for p in cls.points()] == [f.name for f in fields(cls)]
    for point, words in cls().describe():
        assert point.default and words, point
        if point.kind == "toggle":
            assert point.other and point.other != point.default
        if point.kind == "choice":
            assert getattr(cls(), point.field) in [v for v, _ in point.choices]


@pytest.mark.parametrize("family", FAMILIES)
def test_round_trip_and_every_other_reading(family):
    cls = _cls(family)
    assert cls.from_dict(cls().to_dict()) == cls() == cls.from_dict(None) == cls.from_dict({})
    for point in cls.points():
        if point.kind == "toggle":
            other = not getattr(cls(), point.field)
        elif point.kind == "choice":
            other = next(v for v, _ in point.choices if v != getattr(cls(), point.field))
        else:
            other = point.maximum
        value = cls.from_dict({point.field: other})
        assert getattr(value, point.field) == other and cls.from_dict(value.to_dict()) == value


@pytest.mark.parametrize("family", FAMILIES)
def test_bad_settings_are_refused_naming_the_point(family):
    cls = _cls(family)
    with pytest.raises(InputError, match="unknown ruling"):
        cls.from_dict({"no_such_ruling": True})
    with pytest.raises(InputError):
        cls.from_dict(["not", "a", "mapping"])
    for point in cls.points():
        bad = "maybe" if point.kind != "choice" else "no such reading"
        with pytest.raises(InputError) as err:
            cls.from_dict({point.field: bad})
        assert point.field in str(err.value)
        if point.kind == "number":
            with pytest.raises(InputError):
                cls.from_dict({point.field: point.maximum + 1})
