"""Refereeing a MacArthur campaign (Korea, New Guinea, Bataan Retreat) from the first card to the last
(Qt-free).

`MacArthurGame` reads a game's board (the road network), its campaign record and its battles
(``persist``) and offers COMMANDS: a card (typed or dealt), the packs, a move, a landing (storm hazard
rolls), an airborne drop, a reserve roll, a battle (both sides' dice, refights, casualties, retreats),
the end of a turn, units placed by hand, and every board edit or network import. Each command checks
its rule first and raises ``InputError`` with a clear message citing the rule when it is illegal
(nothing changes); otherwise it returns ONE ``Change``: the rolls it made (drawn from the game's seeded
stream through a ``RollRecorder``) and the records it changed. The caller applies it: ``session.do``
headless, ``hub.push`` in the window; undo of that change restores the game exactly.

Queries (``turns.move_preview``, ``combat.battle_preview``, ``combat.battle_odds``, ``roads.cheapest_route``,
``roads.group_move``, the reserve timing, the victory status) never change anything. The odds shown before a battle and the roll
after them come from the same ``make_battle`` of the same setup, read from the board.

``Change.meta`` carries ``("summary", (line, ...))``: the result in words.
"""

from __future__ import annotations

from typing import Any

from assistant.games.command_base import Part
from assistant.games.macarthur import persist

from .base import GameBase
from .battles import BattleCommands
from .network import NetworkCommands
from .setup import SetupCommands
from .turn import TurnCommands


class MacArthurGame(GameBase):
    """The referee's commands and queries over one MacArthur game session: the records every procedure reads
    (one copy, read again after each change), the record's questions below, and the procedures, one module
    each: ``turns`` (the movement deck, moves, landings, drops, reserve rolls, units by hand, the end of a
    turn), ``combat`` (battles: odds, dice, ties, the result, retreats), ``roads`` (the board editor, network
    files, route questions), ``setup`` (the starting forces confirmed side by side, Bataan Retreat's Troop
    Allocation Grid and its off-shore Japanese)."""

    turns = Part(TurnCommands)
    combat = Part(BattleCommands)
    roads = Part(NetworkCommands)
    setup = Part(SetupCommands)

    def battles(self) -> list[dict[str, Any]]:
        """The battles fought, in order."""
        return sorted(persist.battles(self.store, self.game_id), key=lambda b: b["n"])

    def losses_by_turn(self) -> dict[str, dict[int, int]]:
        return persist.losses_by_turn(self.battles())

    def victory_status(self) -> list[tuple[str, bool, str]]:
        return persist.victory_status(self.campaign, self.record.state)

    def reserve_timing_words(self) -> str:
        return persist.reserve_timing_words(self.record, self.campaign)
