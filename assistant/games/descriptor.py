"""What a game tells the rest of the app about itself: one ``GameDescriptor`` per game package. Qt-free.

A game package ``assistant.games.<family>`` exports ``GAME = GameDescriptor(...)`` from its
``__init__``. Everything that used to be listed by hand per game is read from these descriptors:
the game kinds of File > New game (:mod:`assistant.games.registry`), the chart files and which games
a chart file may name, the charts the source does not print (the referee fills them in), the roll
panel's sides and default dice, the rulings class, the set-ups offered for a new game and the rules
reference page. The window finds the game's board in ``assistant.ui.<family>`` (``make_board``).

Modules are named, not imported, so that reading a descriptor stays cheap and a game package never
imports another: ``rulings = "assistant.games.luzon.rulings:Rulings"``.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from assistant.core.errors import InputError
from assistant.core.messages import msg

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

__all__ = ["BLANK", "DEMO", "PRINTED", "GameDescriptor", "KindSpec", "Setup", "Side", "load_symbol"]


@dataclass(frozen=True)
class Side:
    """A side of the game as the roll log records it (``id``) and as the referee reads it (``name``)."""

    id: str
    name: str


@dataclass(frozen=True)
class KindSpec:
    """One game of the family a referee can start: MacArthur has three campaigns, Luzon one."""

    id: str
    title: str
    board: str          # "table" (inches) | "hexes" | "roads"
    blurb: str


@dataclass(frozen=True)
class Setup:
    """A starting position offered at File > New game, laid out by the game's set-up module (``demo``):

    * ``"blank"``: nothing but the game's ``initial_state()`` (the referee places everything);
    * ``"printed"``: the rules' own set-up, ``seed_printed(store, game_id, kind_id)``;
    * ``"demo"``: a game in progress for trying the tool, ``seed_demo(store, game_id, kind_id)``, named as a
      demo wherever it shows.

    Each writes its records with ``store.seed(change)`` (outside the undo history: they are the set-up)."""

    id: str
    title: str
    demo: bool = False

    def __post_init__(self) -> None:
        if self.id not in SETUP_IDS:
            raise ValueError(f"a set-up is one of {SETUP_IDS}, not {self.id!r}")


SETUP_IDS = ("blank", "printed", "demo")
BLANK = Setup("blank", "Blank game (place everything yourself)")
PRINTED = Setup("printed", "The rules' printed set-up")
DEMO = Setup("demo", "Demo: a game in progress, for trying the tool", demo=True)
SETUPS = (BLANK, DEMO)      # a game whose rules print a set-up lists PRINTED first


@dataclass(frozen=True)
class GameDescriptor:
    family: str                                   # the package name under assistant.games (and assistant.ui)
    title: str                                    # the family's name ("MacArthur's campaigns")
    rulebook: str                                 # the file under shared/rules the rules come from
    kinds: tuple[KindSpec, ...]
    sides: tuple[Side, ...]
    default_pool: str = "1d6"                     # the roll panel's and a new chart's dice
    unprinted: tuple[str, ...] = ()               # rulings that make charts referee entries (B10, T4, ...)
    chart_files: tuple[str, ...] = ()             # under ``resources``: "charts/luzon.toml"
    reference: str = ""                           # under ``resources``: "reference/luzon.md"
    rulings: str = ""                             # "module:Class" of the game's Rulings
    demo: str = ""                                # module with ``initial_state()`` / ``seed_demo(...)``
    setups: tuple[Setup, ...] = SETUPS
    ui: str = ""                                  # the module with ``make_board``; "": ``assistant.ui.<family>``
    catalogue: str = ""                           # "module:NAME" of its command catalogue; "": <family>.catalogue
    order: int = 100                              # where New game lists it (lower first; ties by family name)
    resources: Traversable | Path | None = field(default=None, compare=False)  # None: the shipped resources

    def __post_init__(self) -> None:
        if not self.family.isidentifier() or self.family != self.family.lower():
            raise ValueError(f"a game family is a lower-case identifier, not {self.family!r}")
        if not self.kinds:
            raise ValueError(f"game {self.family!r} has no kinds")
        if not self.sides:
            raise ValueError(f"game {self.family!r} has no sides")

    # -- resources -----------------------------------------------------------------------------------
    def resource(self, relative: str) -> Traversable | Path:
        """A file under the game's resources (the shipped ``resources/`` unless the game brings its own)."""
        if self.resources is not None:
            node: Any = self.resources
        else:
            from assistant.paths import resource_root

            node = resource_root()
        for part in relative.split("/"):
            node = node / part
        return node

    def chart_paths(self) -> tuple[tuple[str, Traversable | Path], ...]:
        """(name shown in messages, file) for each of the game's chart files."""
        shown = "resources/" if self.resources is None else f"{self.family}:"
        return tuple((shown + rel, self.resource(rel)) for rel in self.chart_files)

    def reference_text(self) -> str | None:
        if not self.reference:
            return None
        node = self.resource(self.reference)
        return node.read_text(encoding="utf-8") if node.is_file() else None

    @property
    def ui_module(self) -> str:
        return self.ui or f"assistant.ui.{self.family}"

    # -- lazily named parts --------------------------------------------------------------------------
    def rulings_class(self) -> type | None:
        return load_symbol(self.rulings) if self.rulings else None

    def demo_module(self) -> ModuleType | None:
        return importlib.import_module(self.demo) if self.demo else None

    def setup(self, setup_id: str) -> Setup:
        for s in self.setups:
            if s.id == setup_id:
                return s
        raise InputError(msg("{0} offers no set-up {1!r} (it offers: {2})", self.title, setup_id, ', '.join(s.id for s in self.setups)), "set-up")

    def side_name(self, side_id: str) -> str:
        return next((s.name for s in self.sides if s.id == side_id), side_id.replace("_", " "))


def load_symbol(spec: str) -> Any:
    """``"package.module:Name"`` -> the object."""
    module_name, _, attr = spec.partition(":")
    module = importlib.import_module(module_name)
    return getattr(module, attr) if attr else module

