"""One MacArthur battle as values: the battle itself, its situation flags and the steps that explain it.

Rules: rulebook "Battles" (one battle a town; the attack stacks on each approach count as one force),
"Retreating" (units that retreated in this turn share the town's fate), the campaigns' special rules
that change a battle (Korea, Supplies; Bataan Retreat, Japanese Air Control, Bataan, Manila as an Open
City), and the Optional Retreating Rule. The Blue side (UN / Allied) throws the white dice, the Red side
the red dice.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from assistant.core.errors import InputError
from assistant.games.macarthur import rules
from assistant.games.macarthur.forces import AttackStack, Force
from assistant.games.macarthur.rulings import Rulings
from assistant.core.messages import msg

CAMPAIGNS = ("korea", "new_guinea", "bataan_retreat")
ATTACKER = "attacker"
DEFENDER = "defender"


@dataclass(frozen=True)
class Situation:
    """Campaign and situation flags that change a battle."""

    north_korean_out_of_supply: bool = False   # Korea, Supplies
    japanese_air_control: bool = False         # Bataan Retreat, Japanese Air Control
    japanese_hold_olongapo_and_layac: bool = False  # Bataan Retreat, Bataan
    on_bataan: bool = False                    # the battle is on the Bataan insert
    retreat_into_enemy_town: bool = False      # optional retreat rule: the attacker is a beaten defender
    manila: bool = False                       # Bataan Retreat: the town is Manila (open city)
    defender_retreat_roads: int | None = None  # roads clear of enemy units out of the town (None: unknown)
    defender_retreat_room: int | None = None   # M9 toggle: units the clear roads' segments still carry (None: no limit)

    def __post_init__(self) -> None:
        for name, what in (("defender_retreat_roads", "clear retreat roads"),
                           ("defender_retreat_room", "room on the retreat roads")):
            r = getattr(self, name)
            if r is not None and (isinstance(r, bool) or not isinstance(r, int) or r < 0):
                raise InputError(msg("{0} must be a whole number >= 0, got {1!r}", what, r), "situation")

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Situation:
        return cls(**dict(data))


@dataclass(frozen=True)
class Battle:
    """One battle for one town. ``attacker_side`` is ``"blue"`` or ``"red"``."""

    campaign: str
    attacker_side: str
    attackers: tuple[AttackStack, ...]
    defender: Force
    situation: Situation = Situation()
    rulings: Rulings = Rulings()
    town: str = ""
    guests: Force = Force()
    """Units that retreated into the town this turn while it was under attack (Retreating): they throw no
    dice and take no casualties, but share the town's fate if its defenders lose it."""

    def __post_init__(self) -> None:
        if self.campaign not in CAMPAIGNS:
            raise InputError(msg("unknown campaign {0!r}; one of {1}", self.campaign, ', '.join(CAMPAIGNS)), "battle: campaign")
        if self.attacker_side not in rules.SIDES:
            raise InputError(msg("side must be blue or red, got {0!r}", self.attacker_side), "battle: attacker side")
        object.__setattr__(self, "attackers", tuple(self.attackers))
        if not self.attackers or self.attacker_force.units == 0:
            raise InputError(msg("the attacker needs at least one unit"), "battle: attacker")
        if self.defender.units == 0:
            raise InputError(msg("the defender needs at least one unit in the town"), "battle: defender")
        s = self.situation
        if s.north_korean_out_of_supply and self.campaign != "korea":
            raise InputError(msg("North Korean supply is a Korea rule"), "battle: situation")
        if (s.japanese_air_control or s.japanese_hold_olongapo_and_layac or s.on_bataan or s.manila) \
                and self.campaign != "bataan_retreat":
            raise InputError(msg("air control, Olongapo/Layac, Bataan and Manila are Bataan Retreat rules"),
                             "battle: situation")
        if s.manila and self.attacker_side == rules.BLUE:
            raise InputError(msg("Manila is an open city: the Allies may not attack the Japanese there"),
                             "battle: Manila")
        if s.retreat_into_enemy_town and any(a.from_sea for a in self.attackers):
            raise InputError(msg("a retreat into an enemy town is not a landing"), "battle: situation")

    @property
    def defender_side(self) -> str:
        return rules.other_side(self.attacker_side)

    @property
    def attacker_force(self) -> Force:
        total = Force()
        for st in self.attackers:
            total = total + st.force
        return total

    @property
    def landing(self) -> bool:
        return any(a.from_sea for a in self.attackers)

    def side_of(self, role: str) -> str:
        return self.attacker_side if role == ATTACKER else self.defender_side

    def with_forces(self, attacker: Force, defender: Force) -> Battle:
        """The same battle with the attacker as one stack of ``attacker`` (for odds of refights)."""
        return replace(self, attackers=(AttackStack(attacker, "all", self.landing),), defender=defender)

    def to_dict(self) -> dict[str, Any]:
        return {
            "campaign": self.campaign, "attacker_side": self.attacker_side,
            "attackers": [a.to_dict() for a in self.attackers], "defender": self.defender.to_dict(),
            "situation": self.situation.to_dict(), "rulings": self.rulings.to_dict(), "town": self.town,
            "guests": self.guests.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Battle:
        return cls(data["campaign"], data["attacker_side"],
                   tuple(AttackStack.from_dict(a) for a in data["attackers"]),
                   Force.from_dict(data["defender"]), Situation.from_dict(data.get("situation", {})),
                   Rulings.from_dict(data.get("rulings")), str(data.get("town", "")),
                   Force.from_dict(data.get("guests") or {}))


@dataclass(frozen=True)
class Step:
    """One step of an explanation: what happened and the rule (and ruling) behind it."""

    text: str
    rule: str
    change: int = 0

    def __str__(self) -> str:
        return f"{self.text} [{self.rule}]"
