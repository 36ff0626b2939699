"""Refereeing a Saipan game (Qt-free): every command the referee gives, shaped like ``BataanGame``.

`SaipanGame(session)` reads a game's state (the day's checklist, ``persist.checklist_of``), its units and
recorded results (``persist``), its S1-S6 rulings and its charts; its COMMANDS are grouped by procedure,
one object each (``game.movement.move_stack``, ``game.fleet.search_zone``, ``game.bombard.declare_bombardment``
...: issue 22.5, composition with each dependency named, no class over ~40 methods). Each command
checks its rule first and raises ``InputError`` citing the rule when it is illegal (nothing changes);
otherwise it returns ONE ``Change``: the rolls it made (drawn from the game's seeded stream through
``session.dice()``), the records and state it writes. The caller applies it: ``session.do(change)``
headless, ``hub.push(change)`` in the window; undo of that change restores the game. Queries
(``*_odds``, ``plan_*``, ``outcome``, ``tally``, ...) never change anything; the odds come from the
function the roll reads.

``Change.meta`` carries ``("summary", (line, ...))``: the result in words, for the results log.

Files (the procedure each holds, and its attribute on the game): ``base`` (reading and plumbing),
``procedure`` (what a procedure object is), ``day`` (``sequence``: checklist, Turn Record Phase, game end, outcome),
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
from .procedure import part
from .results import ResultCommands
from .rolls import RollCommands
from .transports import TransportCommands


class SaipanGame(GameBase):
    """The referee's commands and queries over one Saipan game session: the record's readers here, the
    commands in one procedure object each (issue 22.5: composition; each class under ~40 methods)."""

    sequence = part(DayCommands)              # the day's checklist, the Turn Record Phase, the game end (10.0, 16.4)
    rolls = part(RollCommands)                # chart rolls, search, proficiency (T1, 14.1, 13.0)
    attacks = part(AttackCommands)            # free air and naval attack rolls (14.3-14.5)
    air = part(AirCombatCommands)             # air and naval combat between units on record (14.3-14.6)
    fleet = part(FleetBase)                   # sea zones, holding boxes, relocation, search, missions (14.0-14.2)
    fleet_entries = part(FleetEntryCommands)  # a new air/naval unit, the sea-zone chart, as typed (T4)
    carriers = part(CarrierCommands)          # capacity and the end of the Air/Naval Phase (9.2)
    transports = part(TransportCommands)      # boarding, landing, the retreat aboard (14.6, 16.3)
    ground = part(GroundCommands)             # ground units placed, removed, step losses, Banzai (9.3, 12.0, 15.1)
    movement = part(MovementCommands)         # movement, the set-up, fog of war (10.0-11.0, 15.2-16.3)
    combats = part(CombatBase)                # the combats on record, the player-turn, losses, retreats (12.0)
    maneuver_combat = part(ManeuverCommands)  # 12.1
    assault_combat = part(AssaultCommands)    # 12.2, 15.1
    bombard = part(BombardCommands)           # 12.3
    vps = part(ResultCommands)                # VP results entered by the referee (16.4 A, S5)


__all__ = ["AttackPlan", "SaipanGame", "hit_chance", "hit_on"]
