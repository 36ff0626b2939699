"""`LuzonGame`: every command a Luzon referee gives, over one game session, grouped by procedure (see the
package note). Each procedure is an object of its own, one module each, reached as an attribute:
``game.track.roll_weather()``, ``game.units.move(...)``, ``game.supply.trace(...)``."""

from __future__ import annotations

from assistant.games.command_base import Part

from .air import AirCommands
from .base import LuzonBase
from .counter import CounterCommands
from .ending import EndingCommands
from .mapdata import MapCommands
from .rebuilds import RebuildCommands
from .reinforcement import ReinforcementCommands
from .restrict import RestrictionCommands
from .supply import SupplyCommands
from .turn import TurnCommands
from .units import UnitCommands


class LuzonGame(LuzonBase):
    """The referee's commands and queries over one Luzon game (``session``: a ``GameSession``): the readers
    every procedure shares (forces, scenario, options, rulings, state, turn ...) and the procedures:

    ``track`` the turn track, checklist, weather (1.2), reserve markers (6.0), optional rules (4.0);
    ``counter`` the Re-Roll counter (1.13); ``reinforcement`` recovery and replacement (3.1c-d) and the
    Japanese replacement DRM; ``rebuilds`` Japanese rebuilds (2.1d) and the air strips (1.3c); ``units``
    moves, modes, arrivals (L7), eliminations, supply marks, series results (L2); ``map`` the terrain
    entries; ``restrictions`` 1.11, 1.14, defence (1.1d, 1.4, 1.5), engineers (1.6), transport (1.7), the
    Move Mode cap; ``supply`` trace supply and attrition (1.8-1.10); ``victory`` 5.0; ``air`` air missions
    (1.2) and the demolitions of Allied 9.
    """

    track = Part(TurnCommands)
    counter = Part(CounterCommands)
    reinforcement = Part(ReinforcementCommands)
    rebuilds = Part(RebuildCommands)
    units = Part(UnitCommands)
    map = Part(MapCommands)
    restrictions = Part(RestrictionCommands)
    supply = Part(SupplyCommands)
    victory = Part(EndingCommands)
    air = Part(AirCommands)
