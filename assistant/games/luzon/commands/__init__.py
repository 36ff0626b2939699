"""The Luzon referee's commands (Qt-free): :class:`LuzonGame` over one game session.

Each command checks its rule first and raises ``InputError`` naming the rule when it is illegal
(nothing changes); otherwise it draws any dice from the game's seeded stream (``session.dice()``)
and returns ONE ``Change``: the rolls, the unit records, the game's state or settings it touches.
The caller applies it: ``session.do(change)`` headless, ``hub.push(change)`` in the window; undo of
that change restores the game. ``Change.meta`` carries ``("summary", (line, ...))``: the result in
words. Queries (``*_preview``, ``*_odds``, ``*_check``) change nothing; the odds they give come
from the same function the roll after them uses, with what is on the board.

Modules, by procedure (each a part of :class:`LuzonGame`, reached as ``game.<part>``): ``base`` (reading the
game, writing one change: ``LuzonBase``, and ``LuzonPart``, a procedure's base), ``turn`` (``track``: turn
track, checklist, weather, reserve markers, optional rules), ``counter`` (the Re-Roll counter),
``reinforcement`` (recovery, replacement, rebuild), ``rebuilds`` (Japanese rebuilds, air strips), ``units``
(moves, arrivals and L7, modes, supply marks, series results), ``mapdata`` (``map``: terrain entries),
``restrict`` (``restrictions``), ``supply`` (trace supply, attrition), ``ending`` (``victory``), ``air`` (air
missions, demolitions), ``game`` (:class:`LuzonGame`, the parts together).
"""

from .game import LuzonGame

__all__ = ["LuzonGame"]
