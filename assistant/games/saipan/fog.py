"""Saipan set-up check and fog of war (16.1, 16.3, 10.1, 15.2, 15.3). Qt-free.

15.2: Japanese units may hide under force markers; the US sees a marker, not what is under it (dummies
too). The Japanese see only the top unit of a US stack. 15.3: dummies, about 5-10 % of the Japanese
infantry and HQ units (a number the players agree; the check warns outside it).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from . import rules
from .mapdata import hex_label, is_invasion_hex
from .stacking import stack_sp
from .units import Unit

DUMMY_SHARE = (0.05, 0.10)                 # 15.3: "probably" 5-10 %
DUMMY_BASE_KINDS = ("infantry", "hq", "hq_troops")


def setup_breaches(units: Sequence[Unit], day: int) -> list[str]:
    out: list[str] = []
    jp = [u for u in units if u.side == "japanese"]
    for u in jp:
        if not u.hex:
            out.append(f"{u.label}: every Japanese ground unit sets up on Saipan (16.1 A)")
        elif is_invasion_hex(u.hex):
            out.append(f"{u.label} in invasion hex {u.hex}: only US units may be there (9.3)")
        if day == 1 and u.reduced:
            out.append(f"{u.label}: all units start at full strength (16.1 C)")
    for u in units:
        if u.side == "us" and u.hex and day == 1 and not is_invasion_hex(u.hex):
            out.append(f"{u.label} in {u.hex}: US units land only on invasion beaches (16.3 E)")
    hexes: dict[str, list[Unit]] = {}
    for u in units:
        if u.hex and not u.dummy:
            hexes.setdefault(hex_label(u.hex), []).append(u)
    for h, here in sorted(hexes.items()):
        if is_invasion_hex(h):
            if len(here) > rules.INVASION_HEX_UNITS:
                out.append(f"{h}: {len(here)} units in an invasion hex, the limit is 1 (10.1 B)")
            continue
        for side in ("us", "japanese"):
            sp = stack_sp(u for u in here if u.side == side)
            if sp > rules.STACKING_LIMIT_SP:
                out.append(f"{h}: {sp} SP of {side} units, the limit is {rules.STACKING_LIMIT_SP} (10.1 A)")
    base = [u for u in jp if u.kind in DUMMY_BASE_KINDS and not u.dummy]
    dummies = [u for u in jp if u.dummy]
    if dummies and base:
        share = len(dummies) / len(base)
        if not DUMMY_SHARE[0] <= share <= DUMMY_SHARE[1]:
            out.append(f"{len(dummies)} dummies for {len(base)} infantry and HQ units ({share:.0%}): the rules "
                       "suggest 5-10 %, a number both players agree (15.3)")
    us_landed = [u for u in units if u.side == "us" and u.hex]
    if day == 1 and len(us_landed) > rules.US_LANDING_UNITS_TURN_1:
        out.append(f"{len(us_landed)} US units landed on turn 1: at most {rules.US_LANDING_UNITS_TURN_1} (16.3 D)")
    return out


def players_view(units: Sequence[Unit], viewer: str) -> dict[str, list[str]]:
    """By hex, the lines ``viewer`` ("us", "japanese", or "" for the referee) may see (15.2)."""
    out: dict[str, list[str]] = {}
    by_hex: dict[str, list[Unit]] = {}
    for u in units:
        if u.hex:
            by_hex.setdefault(hex_label(u.hex), []).append(u)
    for h, here in by_hex.items():
        lines: list[str] = []
        jp = [u for u in here if u.side == "japanese"]
        us = [u for u in here if u.side == "us"]
        if viewer == "us":
            hidden = [u for u in jp if u.hidden or u.dummy]
            lines += [f"JAPANESE {u.label} {u.counter_text()}" for u in jp if u not in hidden]
            if hidden:
                lines.append("JAPANESE force marker (15.2)")
            lines += [f"US {u.label} {u.counter_text()}" for u in us]
        elif viewer == "japanese":
            lines += [f"JAPANESE {u.label} {u.counter_text()}" for u in jp]
            if us:
                top = us[0]
                lines.append(f"US {top.label} {top.counter_text()}" + (" (+ a stack below, 15.2 B)"
                                                                       if len(us) > 1 else ""))
        else:
            lines += [f"{u.side.upper()} {u.label} {u.counter_text()}" + (" [hidden]" if u.hidden else "")
                      for u in here]
        if lines:
            out[h] = lines
    return out


@dataclass(frozen=True)
class Shown:
    """One counter as a viewer sees it (15.2): a unit, or a force marker over hidden units and dummies."""

    id: str
    side: str
    name: str
    ratings: str
    steps: int
    max_steps: int
    tooltip: str


def view_stacks(units: Sequence[Unit], viewer: str) -> dict[str, list[Shown]]:
    """By hex, the counters ``viewer`` may see, top first (15.2-15.3): for the US a force marker in place
    of hidden Japanese units and dummies; for the Japanese the top US unit of a stack only; for the
    referee ("") everything."""
    out: dict[str, list[Shown]] = {}
    for u in units:
        if u.hex:
            out.setdefault(hex_label(u.hex), [])
    by_hex: dict[str, list[Unit]] = {h: [u for u in units if u.hex and hex_label(u.hex) == h] for h in out}
    for h, here in by_hex.items():
        shown: list[Shown] = []
        jp = [u for u in here if u.side == "japanese"]
        us = [u for u in here if u.side == "us"]
        hidden = [u for u in jp if u.hidden or u.dummy]
        for u in jp:
            if viewer == "us" and u in hidden:
                continue
            shown.append(_shown(u))
        if viewer == "us" and hidden:
            shown.append(Shown(f"force-{h}", "japanese", "Force", "?", 1, 1,
                               f"{h}: a Japanese force marker: what is under it is hidden (15.2 A, 15.3)"))
        if viewer == "japanese" and us:
            top = us[0]
            more = f" (+ {len(us) - 1} below, not shown: 15.2 B)" if len(us) > 1 else ""
            shown.append(replace(_shown(top), tooltip=_shown(top).tooltip + more))
        else:
            shown += [_shown(u) for u in us]
        out[h] = shown
    return {h: s for h, s in out.items() if s}


def _shown(u: Unit) -> Shown:
    tag = " [hidden]" if u.hidden else ""
    return Shown(u.id, u.side, u.label.split()[0], u.counter_text(), u.steps, u.max_steps,
                 f"{u.side.upper()} {u.label} {u.counter_text()}{tag}")
