"""Refereeing a Tarawa game, command by command (Qt-free).

`TarawaGame(session)` reads the game (``units``, ``log``, ``terrain``, ``rulings`` ...: ``base.GameBase``)
and holds one object per procedure, each in a file of its own with its dependencies named in its
constructor (``base.part``):

=================  ===============================  ==================================================
``game.turn``      ``turn.TurnCommands``            pass (4.3), a move at the table, facing (4.1 D, 5.0)
``game.moves``     ``moves.MoveCommands``           a stack's move (4.1, 5.0); reposition, place, remove
``game.banzai``    ``banzai.BanzaiCommands``        the Banzai Charge (6.3)
``game.fire``      ``fire.FireCommands``            fire from the map, entered combat, bombardment (4.2)
``game.split``     ``split_fire.SplitFireCommands`` a stack's fire split over hexes (4.2.1 E, T12)
``game.opportunity`` ``opportunity.OpportunityCommands`` opportunity fire (4.2.4)
``game.twice``     ``fire_twice.FireTwiceCommands`` a 0-MP weapon firing twice (4.1 F optional)
``game.amtracs``   ``amtracs.AmtracCommands``       reinforcements, amtracs (4.4, 6.2, 8.0-8.1)
``game.fog``       ``fog.FogCommands``              force markers and dummies (7.1-7.3)
``game.options``   ``options.OptionCommands``       sight disputes (4.2.1 D), re-emplacing (4.1 F)
``game.entries``   ``entries.EntryCommands``        the referee's entries (T4), victory (8.5-8.7)
``game.setup``     ``setup.SetupCommands``          the printed set-up as a procedure (8.1 D, 8.3)
=================  ===============================  ==================================================

Each command checks first and raises ``InputError`` naming the rule when it is illegal (nothing
changes); otherwise it draws its dice from the game's seeded stream (``session.dice()``) and returns
ONE ``Change``: the rolls, the units, the action log, the state. The caller applies it
(``session.do(change)`` headless, ``hub.push(change)`` in the window); undo restores the game.
``Change.meta`` carries ``("summary", (line, ...))``: the result in words. Queries (``*_preview``,
``victory``) change nothing; a preview's odds come from the same shots its roll reads. The catalogue
(``assistant.games.tarawa.catalogue``) declares every command once, by its dotted path
(``fire.fire``, ``split.split_fire``).
"""

from __future__ import annotations

from .amtracs import AmtracCommands
from .banzai import BanzaiCommands
from .base import GameBase, part
from .entries import EntryCommands
from .fire import CombatPreview, FireCommands
from .fire_twice import FireTwiceCommands
from .fog import FogCommands
from .moves import MoveCommands
from .opportunity import OpportunityCommands
from .options import OptionCommands
from .setup import SetupCommands
from .split_fire import SplitFireCommands
from .turn import TurnCommands

__all__ = ["CombatPreview", "TarawaGame", "summary"]


class TarawaGame(GameBase):
    """The referee's commands and queries over one Tarawa game session, one procedure object each."""

    turn = part(TurnCommands)
    moves = part(MoveCommands)
    banzai = part(BanzaiCommands)
    fire = part(FireCommands)
    split = part(SplitFireCommands, "fire")
    opportunity = part(OpportunityCommands, "fire")
    twice = part(FireTwiceCommands, "fire")
    amtracs = part(AmtracCommands)
    fog = part(FogCommands)
    options = part(OptionCommands)
    entries = part(EntryCommands)
    setup = part(SetupCommands)


def summary(change) -> tuple[str, ...]:
    """The result in words a command's change carries."""
    return dict(change.meta).get("summary", ())
