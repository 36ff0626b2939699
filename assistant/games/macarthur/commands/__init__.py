"""The MacArthur referee's commands (Qt-free): :class:`MacArthurGame` and the battle objects it uses.

``base`` reads the game and wraps results into one ``Change``; ``turn`` holds the movement deck,
moves, landings, drops, reserve rolls and the end of a turn; ``battles`` the battle resolver (odds
before the roll, the dice, refights, applying the result, the optional retreat); ``network`` the board
editor, network files and route questions; ``setup`` the starting forces confirmed side by side and
Bataan Retreat's secret Troop Allocation Grid. ``game`` puts them together.
"""

from .battles import BattleFight, BattlePreview, BattleSetup
from .game import MacArthurGame

__all__ = ["BattleFight", "BattlePreview", "BattleSetup", "MacArthurGame"]
