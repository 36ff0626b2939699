"""Saipan assault combat (12.2, 15.1, ruling S1) as a state machine. Qt-free.

declared --move in (after every maneuver combat of the turn)--> fighting --roll--> rolled --results-->
fighting ... --> done. Round 1: the defender fires, its results are taken, then the attacker fires
with what is left; from round 2 both fire together; to the death (S1; the S1 toggle adds a check
before round 2). A Banzai Charge (15.1 B): the US fires two rounds alone, Japanese proficiency 10, the
US -1 from round 3, retreats ignored. The Assault CRT is not in the source (T4): the column is the
firing side's assault (attack) strength and the referee enters the result.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Sequence

from . import rules
from .banzai import assault_round
from .combats import Drm, other_role
from .maneuver import FireOdds, live
from .proficiency import proficiency_drm
from .rulings import SaipanRulings
from .units import Unit


@dataclass
class Assault:
    id: str
    day: int
    attacker: str
    target: str
    attackers: list[str]
    defenders: list[str] = field(default_factory=list)
    banzai: bool = False
    terrain_drm: int = 0                                 # TEC entry for fire in the assaulted hex (T4)
    origins: dict = field(default_factory=dict)          # unit id -> the hex it moved in from
    stage: str = "declared"
    round: int = 1
    step: int = 0
    firing: list[str] = field(default_factory=list)
    rolled: list[dict] = field(default_factory=list)
    retreats: list[str] = field(default_factory=list)    # "defender@hex": retreats owed
    retreating: list[str] = field(default_factory=list)  # the defenders that owe it (they fight no more)
    log: list[str] = field(default_factory=list)
    kind: str = "assault"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, d: dict) -> "Assault":
        return cls(**{k: d[k] for k in cls.__dataclass_fields__ if k in d})

    def ids(self, role: str) -> list[str]:
        return self.attackers if role == "attacker" else self.defenders

    def retreat_ids(self, role: str) -> list[str]:
        return self.retreating if role == "defender" else self.attackers

    def side(self, role: str) -> str:
        return self.attacker if role == "attacker" else ("japanese" if self.attacker == "us" else "us")

    def role_of(self, side: str) -> str:
        return "attacker" if side == self.attacker else "defender"

    def order_roles(self, rulings: SaipanRulings) -> list[list[str]]:
        """The firing steps of this round as roles (12.2.2 B-E, 15.1 B)."""
        r = assault_round(self.round, self.attacker, self.banzai, rulings)
        return [[self.role_of(s) for s in step] for step in r.order]

    def status(self) -> str:
        words = {"declared": "declared: move in after maneuver combat",
                 "fighting": f"round {self.round}: {' and '.join(self.firing)} to roll",
                 "rolled": f"round {self.round} rolled: enter the Assault CRT results",
                 "checks": "proficiency checks before round 2 (S1 toggle)", "done": "done"}[self.stage]
        if self.retreats:
            words += f"; retreat pending ({', '.join(r.replace('@', ' from ') for r in self.retreats)})"
        return words


def assault_fire(a: Assault, units: Sequence[Unit], role: str, entered_drm: int | None = None) -> FireOdds:
    """The column (the firing side's attack strength, 12.2.2 D) and DRMs of ``role``'s assault fire."""
    firers, targets = live(units, a.ids(role)), live(units, a.ids(other_role(role)))
    attack = sum(u.attack_now for u in firers)
    defence = sum(u.defence_now for u in targets)
    side = a.side(role)

    def ratings(us: Sequence[Unit], s: str) -> list[int]:
        real = [u for u in us if not u.dummy]
        if a.banzai and s == "japanese":
            return [rules.BANZAI_PROFICIENCY] * max(1, len(real))       # 15.1 B
        return [u.proficiency_now for u in real]

    drms: list[Drm] = []
    total: int | None = 0
    fr, tr = ratings(firers, side), ratings(targets, a.side(other_role(role)))
    if fr and tr:
        p = proficiency_drm(fr, tr, entered=entered_drm)
        if p.drm is None:
            total = None
        elif p.drm:
            rule = "15.1 B, 13.0 D" if a.banzai else "13.0 D"
            drms.append(Drm(p.drm, f"{rule}: {float(p.firer_average):.2f} vs {float(p.target_average):.2f}"))
    if a.banzai and side == "us" and a.round >= rules.BANZAI_US_DRM_FROM_ROUND:
        drms.append(Drm(rules.BANZAI_US_DRM, "15.1 B: round 3 on"))
    if a.terrain_drm:
        drms.append(Drm(a.terrain_drm, "TEC entry (T4)"))
    if total is not None:
        total = sum(d.value for d in drms)
    return FireOdds(role, side, attack, defence, attack, tuple(drms), total, assault=True)
