"""Tarawa fog of war (optional rules 7.1-7.3). Qt-free.

* 7.1: Japanese units may be hidden under force markers; they move (even in the open) without being
  revealed, and the Japanese may decline a hit a hidden unit scores, to keep it hidden.
* 7.2: the Japanese combat rolls are secret: logged and shown to the referee only.
* 7.3: dummies are force markers with no unit under them (5-10 % of the Japanese infantry and HQ
  units, a number the players agree). The rule does not say how a dummy is found out. Our reading: a
  US unit entering its hex reveals it (it is taken off the map), and the referee reveals a marker by
  hand when he rules that a US unit has spotted it (the command names the US units with a clear sight
  line to the hex to help him).

The players' view shows what both players may see at the table: every US unit, every Japanese unit
not under a force marker, and one force marker for each hex where hidden units or dummies stand.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from .units import Unit

DUMMY_SHARE = (0.05, 0.10)              # 7.3: "probably" 5-10 % of the Japanese infantry and HQ units
DUMMY_BASE_KINDS = frozenset({"infantry", "hq"})
FORCE_MARKER = "force marker"


@dataclass(frozen=True)
class Seen:
    """One counter as the players see it: a unit, or a force marker standing for what is under it."""

    hex: str
    side: str
    unit_id: str          # "" for a force marker
    name: str
    text: str             # the ratings printed on it ("?" on a force marker)
    steps: int = 1
    max_steps: int = 1
    facing: int | None = None


def players_view(units: Sequence[Unit]) -> list[Seen]:
    """Every counter the players may see (7.1, 7.3): force markers hide what is under them."""
    out: list[Seen] = []
    markers: set[str] = set()
    for u in units:
        if not u.hex:
            continue
        if u.under_marker:
            if u.hex not in markers:
                markers.add(u.hex)
                out.append(Seen(u.hex, "japanese", "", "Force", "?"))
            continue
        out.append(Seen(u.hex, u.side, u.id, u.label, u.counter_text(), u.steps, u.max_steps, u.facing))
    return out


def revealed(units: Sequence[Unit], label: str) -> tuple[list[Unit], list[Unit], list[Unit]]:
    """(the units after revealing the force markers in hex ``label``, the hidden units revealed, the
    dummies removed) — 7.1, 7.3. Ruling T17: a dummy is found out when a US unit enters its hex (a move,
    a beach assault, a debark), otherwise when the referee lifts the marker as spotted."""
    shown = [u for u in units if u.hex == label and u.hidden and not u.dummy]
    gone = [u for u in units if u.hex == label and u.dummy]
    ids_shown, ids_gone = {u.id for u in shown}, {u.id for u in gone}
    out = []
    for u in units:
        if u.id in ids_gone:
            continue
        out.append(replace(u, hidden=False) if u.id in ids_shown else u)
    return out, shown, gone


def dummy_share_note(units: Sequence[Unit]) -> str:
    """A warning when the dummies are outside 5-10 % of the Japanese infantry and HQ units (7.3)."""
    base = [u for u in units if u.side == "japanese" and u.kind in DUMMY_BASE_KINDS and not u.dummy]
    dummies = [u for u in units if u.dummy]
    if not dummies or not base:
        return ""
    share = len(dummies) / len(base)
    if DUMMY_SHARE[0] <= share <= DUMMY_SHARE[1]:
        return ""
    return (f"{len(dummies)} dummies for {len(base)} Japanese infantry and HQ units ({share:.0%}): the rule "
            "suggests 5-10 %, a number both players agree (7.3)")
