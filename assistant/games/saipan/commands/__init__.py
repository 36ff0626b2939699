"""Refereeing a Saipan game (Qt-free): every command the referee gives, shaped like ``BataanGame``.

`SaipanGame(session)` reads a game's state (the day's checklist, ``persist.checklist_of``), its units and
recorded results (``persist``), its S1-S6 rulings and its charts, and offers COMMANDS. Each command
checks its rule first and raises ``InputError`` citing the rule when it is illegal (nothing changes);
otherwise it returns ONE ``Change``: the rolls it made (drawn from the game's seeded stream through
``session.dice()``), the records and state it writes. The caller applies it: ``session.do(change)``
headless, ``hub.push(change)`` in the window; undo of that change restores the game. Queries
(``*_odds``, ``plan_*``, ``outcome``, ``tally``, ...) never change anything; the odds come from the
function the roll reads.

``Change.meta`` carries ``("summary", (line, ...))``: the result in words, for the results log.

Files: ``base`` (reading and plumbing), ``day`` (checklist, Turn Record Phase, game end, outcome),
``rolls`` (chart rolls, search, proficiency), ``attacks`` (air-to-air, AA, anti-ship, ship-to-ship),
``ground`` (units, step losses, Banzai), ``results`` (VP results, sunk CVL/CVE, removal),
``combat_base`` (combats on record, losses, retreats), ``maneuver`` (12.1), ``assault`` (12.2, 15.1), ``bombard`` (12.3),
``movement`` (paths, the set-up check, the players' view); the air and naval units on record:
``fleet_base`` (sea zones, holding boxes, relocation, search, missions), ``fleet_entries`` (a new
air or naval unit and the sea-zone chart as the referee types them), ``air_combat`` (CAP pairing, AA,
strikes, ship fire, hits on records), ``carriers`` (capacity, the end of the Air/Naval Phase),
``transports`` (boarding, landing, the retreat aboard).
"""

from __future__ import annotations

from .air_combat import AirCombatCommands
from .assault import AssaultCommands
from .attacks import AttackCommands, AttackPlan, hit_chance, hit_on
from .base import GameBase
from .bombard import BombardCommands
from .combat_base import CombatBase
from .carriers import CarrierCommands
from .day import DayCommands
from .fleet_base import FleetBase
from .fleet_entries import FleetEntryCommands
from .ground import GroundCommands
from .maneuver import ManeuverCommands
from .movement import MovementCommands
from .results import ResultCommands
from .rolls import RollCommands
from .transports import TransportCommands


class SaipanGame(DayCommands, RollCommands, AttackCommands, GroundCommands, MovementCommands, ManeuverCommands, AssaultCommands,
                 BombardCommands, ResultCommands, AirCombatCommands, CarrierCommands, TransportCommands, FleetEntryCommands,
                 FleetBase,
                 CombatBase, GameBase):
    """The referee's commands and queries over one Saipan game session."""


__all__ = ["AttackPlan", "SaipanGame", "hit_chance", "hit_on"]
