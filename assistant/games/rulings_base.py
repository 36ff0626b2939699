"""The one shape every game's rulings share (``shared/RULINGS.md``): a frozen value stored with the game,
read back with its checks, and a description of each point a referee may switch. Qt-free.

A game's ``Rulings`` is a frozen dataclass that also inherits :class:`RulingsBase` and lists its
points in ``POINTS``, one :class:`RulingPoint` per field:

* a toggle (a bool field): the default reading and the second reading, in words;
* a choice (a str field): each allowed value with its words;
* a number (a float field): its range and unit.

``from_dict`` refuses unknown names and values of the wrong type or out of range with an
``InputError`` naming the point, so a stored setting the app cannot read never passes silently.
The Rulings dialog builds its editors from ``points()`` and nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar, Mapping

from assistant.core.errors import InputError
from assistant.core.messages import msg

__all__ = ["RulingPoint", "RulingsBase", "choice", "number", "toggle"]


@dataclass(frozen=True)
class RulingPoint:
    field: str
    code: str                                    # "B4", "T6", or a rule section ("7.4") for an option
    default: str                                 # the default reading, in words
    other: str = ""                              # a toggle's second reading
    choices: tuple[tuple[str, str], ...] = ()    # a choice's (value, words)
    minimum: float | None = None                 # a number's range
    maximum: float | None = None
    unit: str = ""

    @property
    def kind(self) -> str:
        if self.choices:
            return "choice"
        if self.minimum is not None:
            return "number"
        return "toggle"

    def words(self, value: Any) -> str:
        """The reading ``value`` stands for, in words."""
        if self.kind == "toggle":
            return self.other if value else self.default
        if self.kind == "choice":
            return next((w for v, w in self.choices if v == value), str(value))
        return f"{value:g}{self.unit}"

    def check(self, value: Any, where: str) -> Any:
        """The value as stored, or InputError naming the point."""
        label = f"{where}.{self.field}" + (f" ({self.code})" if self.code else "")
        if self.kind == "toggle":
            if not isinstance(value, bool):
                raise InputError(msg("must be true or false, not {0!r}", value), label)
            return value
        if self.kind == "choice":
            allowed = [v for v, _w in self.choices]
            if value not in allowed:
                raise InputError(msg("must be one of {0}, not {1!r}", ', '.join(allowed), value), label)
            return value
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
            raise InputError(msg("must be a number, not {0!r}", value), label)
        if not self.minimum <= value <= self.maximum:
            raise InputError(msg("must be from {0:g} to {1:g}{2}, not {3!r}", self.minimum, self.maximum, self.unit, value), label)
        return float(value)


def toggle(field: str, code: str, default: str, other: str) -> RulingPoint:
    return RulingPoint(field, code, default, other)


def choice(field: str, code: str, default: str, *choices: tuple[str, str]) -> RulingPoint:
    return RulingPoint(field, code, default, choices=tuple(choices))


def number(field: str, code: str, default: str, minimum: float, maximum: float, unit: str = "") -> RulingPoint:
    return RulingPoint(field, code, default, minimum=minimum, maximum=maximum, unit=unit)


class RulingsBase:
    """What every game's ``Rulings`` offers: ``points()``, ``to_dict()``, ``from_dict()``, ``describe()``."""

    POINTS: ClassVar[tuple[RulingPoint, ...]] = ()
    WHERE: ClassVar[str] = "rulings"

    @classmethod
    def points(cls) -> tuple[RulingPoint, ...]:
        return cls.POINTS

    @classmethod
    def point(cls, name: str) -> RulingPoint:
        for p in cls.POINTS:
            if p.field == name:
                return p
        raise KeyError(name)

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}  # type: ignore[arg-type]

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None, where: str | None = None):
        """Read stored settings: unknown names and bad values are refused, missing ones take the default."""
        where = where or cls.WHERE
        if data is None:
            return cls()
        if not isinstance(data, Mapping):
            raise InputError(msg("must be an object of rulings"), where)
        known = {p.field: p for p in cls.POINTS}
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise InputError(msg("unknown ruling(s) {0}; known: {1}", ', '.join(map(str, unknown)), ', '.join(known)), where)
        return cls(**{name: known[name].check(value, where) for name, value in data.items()})

    def describe(self) -> list[tuple[RulingPoint, str]]:
        """Each point with the reading in force, in words."""
        return [(p, p.words(getattr(self, p.field))) for p in self.POINTS]
