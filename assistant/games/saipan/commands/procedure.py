"""What every Saipan procedure object is: the commands of one procedure (the day's sequence, ground
movement, maneuver combat, the fleet ...), given the game they act on. The game (``SaipanGame``) reads
the record and writes one change; a procedure reaches the others through it (``self.game.fleet``), so
each dependency is named where it is used (issue 22.5: composition, not a stack of mixins). Qt-free."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Generic, TypeVar

if TYPE_CHECKING:
    from . import SaipanGame

P = TypeVar("P")


class Procedure:
    """One procedure's commands over ``game``."""

    def __init__(self, game: "SaipanGame") -> None:
        self.game = game


class part(Generic[P]):
    """A procedure of the game, made on first use and kept: ``game.fleet``. On the class it names the
    procedure's class (so a reader or a test can see what ``SaipanGame.fleet`` offers)."""

    def __init__(self, cls: Callable[[Any], P]) -> None:
        self.cls = cls
        self.name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: Any, owner: type | None = None) -> P:
        if obj is None:
            return self.cls          # type: ignore[return-value]
        made = self.cls(obj)
        obj.__dict__[self.name] = made
        return made
