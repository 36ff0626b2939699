"""Saipan maneuver combat (12.1) as a small state machine. Qt-free.

declared --roll--> rolled --results--> checks --checks--> round2 --roll--> rolled --results--> done

* Differentials both ways (12.1.1 A): the attacker's attack total minus the defender's defence total,
  and the defender's attack total minus the attacker's defence total; both sides roll.
* DRMs: proficiency (13.0 C-D, exact averages), the invasion hex -1 (9.4 B) on fire into one, and the
  TEC entry the referee gives (T4).
* After round 1 (losses taken first, 12.1.2 B) each side checks against its best proficiency (12.1.1 C);
  a side that fails sits round 2 out; one passing alone has a free shot. Round 2 is compulsory unless a
  retreat, an elimination or an end-of-combat result stops it; neither side passing ends it too.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Sequence

from .combats import ROLES, Drm, RolledFire, other_role
from .mapdata import is_invasion_hex
from .proficiency import proficiency_drm
from . import rules
from .units import Unit

STAGES = ("declared", "rolled", "checks", "round2", "done")


@dataclass
class Maneuver:
    id: str
    day: int
    attacker: str                       # the side attacking
    target: str                         # the defending hex
    attackers: list[str]
    defenders: list[str]
    terrain_drm: int = 0                # TEC entry on the attacker's fire into the target hex (T4)
    return_terrain_drm: int = 0         # TEC entry on the defender's fire back (T4)
    stage: str = "declared"
    round: int = 1
    firing: list[str] = field(default_factory=lambda: list(ROLES))   # roles rolling this round
    rolled: list[dict] = field(default_factory=list)
    retreats: list[str] = field(default_factory=list)    # "role@hex": stacks told to retreat, not yet done
    log: list[str] = field(default_factory=list)
    kind: str = "maneuver"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "Maneuver":
        return cls(**{k: d[k] for k in cls.__dataclass_fields__ if k in d})

    def ids(self, role: str) -> list[str]:
        return self.attackers if role == "attacker" else self.defenders

    def retreat_ids(self, role: str) -> list[str]:
        return self.ids(role)

    def side(self, role: str) -> str:
        return self.attacker if role == "attacker" else ("japanese" if self.attacker == "us" else "us")

    @property
    def open(self) -> bool:
        return self.stage != "done" or bool(self.retreats)

    def status(self) -> str:
        words = {"declared": "declared: roll round 1", "rolled": f"round {self.round} rolled: enter the CRT results",
                 "checks": "proficiency checks for round 2", "round2": "round 2: roll",
                 "done": "done"}[self.stage]
        if self.retreats:
            words += f"; retreat pending ({', '.join(self.retreats)})"
        return words


def live(units: Sequence[Unit], ids: Sequence[str]) -> list[Unit]:
    byid = {u.id: u for u in units}
    return [byid[i] for i in ids if i in byid]


@dataclass(frozen=True)
class FireOdds:
    role: str
    side: str
    attack: int
    target_defence: int
    differential: int
    drms: tuple[Drm, ...]
    drm: int | None                     # None: a proficiency band the referee must enter (T4)
    assault: bool = False               # the Assault CRT: the column is the firing strength (12.2.2 D)

    def line(self) -> str:
        from .combats import drm_text, odds_text

        who = "Attacker" if self.role == "attacker" else "Defender"
        drm = "DRM: enter the proficiency DRM (difference above 4, T4)" if self.drm is None else \
            f"DRM {self.drm:+d} ({drm_text(self.drms)}); {odds_text(self.drm)}"
        if self.assault:
            return f"{who} ({self.side}) fires {self.attack} on the Assault CRT (column = strength, 12.2.2 D); {drm}"
        return (f"{who} ({self.side}) {self.attack} attack vs {self.target_defence} defence: "
                f"differential {self.differential:+d} (12.1.1 A); {drm}")


def fire_odds(m: Maneuver, units: Sequence[Unit], role: str, entered_drm: int | None = None) -> FireOdds:
    """The differential and DRMs of ``role``'s fire this round (the same numbers the roll uses)."""
    firers, targets = live(units, m.ids(role)), live(units, m.ids(other_role(role)))
    attack = sum(u.attack_now for u in firers)
    defence = sum(u.defence_now for u in targets)
    drms: list[Drm] = []
    real_f, real_t = [u for u in firers if not u.dummy], [u for u in targets if not u.dummy]
    drm: int | None = 0
    if real_f and real_t:
        p = proficiency_drm([u.proficiency_now for u in real_f], [u.proficiency_now for u in real_t],
                            entered=entered_drm)
        if p.drm is None:
            drm = None
        elif p.drm:
            drms.append(Drm(p.drm, f"13.0 D: {float(p.firer_average):.2f} vs {float(p.target_average):.2f}"))
    if role == "attacker":
        if is_invasion_hex(m.target):
            drms.append(Drm(rules.INVASION_HEX_DRM, "9.4 B: invasion hex"))
        if m.terrain_drm:
            drms.append(Drm(m.terrain_drm, "TEC entry (T4)"))
    elif m.return_terrain_drm:
        drms.append(Drm(m.return_terrain_drm, "TEC entry (T4)"))
    total = None if drm is None else sum(d.value for d in drms)
    return FireOdds(role, m.side(role), attack, defence, attack - defence, tuple(drms), total)


def best_proficiency(units: Sequence[Unit], ids: Sequence[str]) -> int:
    """The highest proficiency in the stack (12.1.1 C: the check is made against it)."""
    real = [u.proficiency_now for u in live(units, ids) if not u.dummy]
    return max(real, default=0)


def rolled_fire(m: Maneuver) -> list[RolledFire]:
    return [RolledFire.from_dict(d) for d in m.rolled]
