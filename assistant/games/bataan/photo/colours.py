"""The colours a photo is read by (issue 24, "Conventions at the table"): each group (a Japanese platoon,
an American squad: ``SIDE:UNIT``) has a base colour, and the figures whose role matters carry a dot of
their role's colour on the base rim. The defaults are far apart on a green jungle cloth; the referee sets
his own (sampled from a photo or typed as ``#RRGGBB``). A colour given twice, or one colour for two
groups or roles, is refused: the photo could not tell them apart."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Iterable, Mapping

from assistant.core.errors import InputError

RGB = tuple[int, int, int]

SIDES = ("japanese", "american")
# issue 24: the roles that carry a dot; the tank is found by its base's size and colour
MARKED_ROLES = ("officer", "flag_bearer", "sniper", "knee_mortar", "mg30_crew")
UNMARKED = ""                 # the role class of figures without a dot (riflemen and the like)
TANK = "tank"

DEFAULT_GROUP_COLOURS: dict[str, RGB] = {
    "japanese:1": (220, 30, 30),      # red
    "japanese:2": (250, 140, 0),      # orange
    "japanese:3": (245, 230, 20),     # yellow
    "japanese:4": (235, 40, 210),     # magenta
    "american:1": (20, 60, 240),      # blue
    "american:2": (0, 210, 235),      # cyan
    "american:3": (130, 30, 200),     # violet
    "american:4": (250, 160, 170),    # pink
}
DEFAULT_ROLE_COLOURS: dict[str, RGB] = {
    "officer": (250, 250, 250),       # white
    "flag_bearer": (170, 255, 30),    # lime
    "sniper": (0, 150, 255),          # azure
    "knee_mortar": (10, 10, 10),      # black
    "mg30_crew": (230, 180, 0),       # gold
}

_HEX = re.compile(r"#?([0-9a-fA-F]{6})")


def parse_hex(text: str, where: str) -> RGB:
    """``#RRGGBB`` (the ``#`` may be left out) as (r, g, b)."""
    m = _HEX.fullmatch(str(text).strip())
    if not m:
        raise InputError(f"a colour is #RRGGBB (six hex digits), not {text!r}", where)
    v = m.group(1)
    return int(v[0:2], 16), int(v[2:4], 16), int(v[4:6], 16)


def hex_of(rgb: RGB) -> str:
    return "#%02x%02x%02x" % tuple(rgb)


def group_key(side: str, unit: int) -> str:
    return f"{side}:{unit}"


def _group(text: str, where: str) -> str:
    side, _, unit = text.strip().lower().partition(":")
    if side not in SIDES or unit not in ("1", "2", "3", "4"):
        raise InputError(f"a group is SIDE:UNIT (japanese or american, unit 1-4), not {text!r}", where)
    return f"{side}:{unit}"


@dataclass(frozen=True)
class Palette:
    """Base colours by group (``"japanese:1"``) and dot colours by role (``"officer"``)."""

    groups: Mapping[str, RGB] = field(default_factory=lambda: dict(DEFAULT_GROUP_COLOURS))
    roles: Mapping[str, RGB] = field(default_factory=lambda: dict(DEFAULT_ROLE_COLOURS))

    def __post_init__(self) -> None:
        seen: dict[RGB, str] = {}
        for name, rgb in [*self.groups.items(), *self.roles.items()]:
            if rgb in seen:
                raise InputError(f"colour {hex_of(rgb)} given twice ({seen[rgb]} and {name}): the photo could "
                                 "not tell them apart", "colours")
            seen[rgb] = name

    def role_class(self, role: str) -> str:
        """The class a figure of this role is read as: its role if it carries a dot, the tank, or unmarked."""
        if role == TANK:
            return TANK
        return role if role in self.roles else UNMARKED

    def with_settings(self, colours: Iterable[str] = (), role_colours: Iterable[str] = ()) -> "Palette":
        """This palette with ``SIDE:UNIT=#RRGGBB`` and ``ROLE=#RRGGBB`` settings (the command line's
        ``--colour`` and ``--role-colour``); a group or role set twice is refused."""
        from assistant.games.bataan.table.figures import ROLES

        groups, roles = dict(self.groups), dict(self.roles)
        for items, target, opt in ((colours, groups, "--colour"), (role_colours, roles, "--role-colour")):
            given: set[str] = set()
            for item in items:
                name, eq, value = str(item).partition("=")
                if not eq:
                    raise InputError(f"expected NAME=#RRGGBB, not {item!r}", opt)
                if opt == "--colour":
                    name = _group(name, opt)
                else:
                    name = name.strip().lower()
                    if name not in ROLES or name in ("rifleman", TANK):
                        raise InputError(f"a role with a dot is one of {', '.join(r for r in ROLES if r not in ('rifleman', TANK))}, "
                                         f"not {name!r}", opt)
                if name in given:
                    raise InputError(f"colour given twice for {name}", opt)
                given.add(name)
                target[name] = parse_hex(value, f"{opt} {name}")
        return Palette(groups, roles)
