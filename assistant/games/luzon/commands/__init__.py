"""The Luzon referee's commands (Qt-free): :class:`LuzonGame` over one game session.

Each command checks its rule first and raises ``InputError`` naming the rule when it is illegal
(nothing changes); otherwise it draws any dice from the game's seeded stream (``session.dice()``)
and returns ONE ``Change``: the rolls, the unit records, the game's state or settings it touches.
The caller applies it: ``session.do(change)`` headless, ``hub.push(change)`` in the window; undo of
that change restores the game. ``Change.meta`` carries ``("summary", (line, ...))``: the result in
words. Queries (``*_preview``, ``*_odds``, ``*_check``) change nothing; the odds they give come
from the same function the roll after them uses, with what is on the board.

Modules, by what they hold: ``base`` (reading the game, writing one change), ``turn`` (turn track,
checklist, weather, optional variations), ``counter`` (the Re-Roll counter), ``reinforcement``
(recovery, replacement, rebuild), ``units`` (moves, arrivals, modes, supply, series results),
``ending`` (victory entries), ``game`` (:class:`LuzonGame`, all of them together).
"""

from .game import LuzonGame

__all__ = ["LuzonGame"]
