"""The league report (issue 27): every collected game's figures, per table and over all. Qt-free.

Each collected game is put into a store in memory (``store.league.game_store``) and read by its own game's
code: ``assistant.games.<family>.league.figures(session)``, found by family name through the registry (no
game is imported here by name, so the games stay independent). Every game gives ``turn``, ``result`` and
``over``; a game's own figures follow (Bataan: waves, victory, losses, Americans; the board games: turns,
results, VPs). The luck of the dice is the same for every game: each side's rolls against their exact
expectation (the roll log's ``expected``), as the Plots dock shows it (``assistant.core.luck``).

A game its code cannot read (a record this version does not know) is named with the reason and left out of
the figures; the others are reported.
"""

from __future__ import annotations

import importlib
import sqlite3
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from statistics import mean
from typing import Any, Iterable, Sequence

from assistant.core.errors import InputError
from assistant.core.luck import luck_totals
from assistant.store import league
from assistant.store.errors import StoreError
from assistant.store.league_file import open_league

from . import registry
from .session import GameSession
from assistant.core.messages import msg


@dataclass(frozen=True)
class SideLuck:
    """One side's rolls against their exact expectation: ``luck`` = total - expected."""

    side: str
    rolls: int
    total: float
    expected: float

    @property
    def luck(self) -> float:
        return self.total - self.expected

    @property
    def per_roll(self) -> float:
        return self.luck / self.rolls if self.rolls else 0.0


@dataclass
class GameLine:
    """One collected game in the report."""

    id: int
    table: str
    referee: str | None
    kind: str
    family: str
    title: str
    name: str
    source: str
    source_game_id: int
    turn: int | None = None
    result: str = ""
    over: bool = False
    figures: dict[str, Any] = field(default_factory=dict)
    luck: list[SideLuck] = field(default_factory=list)
    problem: str = ""

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["luck"] = [{**asdict(s), "luck": round(s.luck, 4), "per_roll": round(s.per_roll, 4)} for s in self.luck]
        return d


@dataclass
class Summary:
    """The figures of a group of games of one family (a table's, or all of them)."""

    family: str
    games: int
    finished: int
    results: dict[str, int]
    mean_turns: float | None
    luck: list[SideLuck]
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        d["luck"] = [{**asdict(s), "luck": round(s.luck, 4), "per_roll": round(s.per_roll, 4)} for s in self.luck]
        return d


@dataclass
class LeagueReport:
    path: str
    games: list[GameLine]
    sources: list[dict[str, Any]]

    def tables(self) -> dict[str, list[GameLine]]:
        out: dict[str, list[GameLine]] = {}
        for g in self.games:
            out.setdefault(g.table, []).append(g)
        return out

    def families(self) -> list[str]:
        return list(dict.fromkeys(g.family for g in self.games))

    def summary(self, family: str, games: Iterable[GameLine] | None = None) -> Summary:
        return summarise(family, [g for g in (self.games if games is None else games)
                                  if g.family == family and not g.problem])

    def to_dict(self) -> dict[str, Any]:
        return {"format": "table-assistant.league-report", "version": 1, "league": self.path,
                "games": [g.to_dict() for g in self.games],
                "tables": {t: {f: self.summary(f, gs).to_dict() for f in dict.fromkeys(g.family for g in gs)}
                           for t, gs in self.tables().items()},
                "overall": {f: self.summary(f).to_dict() for f in self.families()},
                "sources": self.sources}


def _kinds(game: str | None) -> list[str] | None:
    """The kinds ``--game`` names: a kind id (``bataan_4x8``) or a family (``bataan``, ``macarthur``)."""
    if not game:
        return None
    known = registry.kinds()
    picked = [k.id for k in known if game in (k.id, k.family)]
    if not picked:
        raise InputError(msg("unknown game {0!r} (known: {1})", game, ', '.join(dict.fromkeys([k.family for k in known] + [k.id for k in known]))),
                         "--game")
    return picked


def family_module(family: str):
    """``assistant.games.<family>.league`` (its ``figures(session)``), found by name; None when the game has none."""
    registry.descriptor(family)   # InputError for a family this version does not know
    try:
        return importlib.import_module(f"assistant.games.{family}.league")
    except ModuleNotFoundError as exc:
        if exc.name == f"assistant.games.{family}.league":
            return None
        raise


def build(path: Path | str, game: str | None = None) -> LeagueReport:
    """The report over the league file at ``path`` (read-only), for every game or those of ``game``."""
    kinds = _kinds(game)
    con = open_league(path, write=False)
    try:
        rows = league.games(con, kinds)
        lines = [_line(con, row) for row in rows]
        sources = league.sources(con)
    except sqlite3.DatabaseError as exc:
        raise StoreError(path, f"cannot be read ({exc}).") from None
    finally:
        con.close()
    return LeagueReport(str(path), lines, sources)


def _line(con: sqlite3.Connection, row: dict[str, Any]) -> GameLine:
    try:
        kind = registry.kind(row["kind"])
        family, title = kind.family, kind.title
    except InputError:
        family, title = "", f"unknown game {row['kind']!r}"
    line = GameLine(id=row["id"], table=row["table_name"], referee=row["referee"], kind=row["kind"], family=family,
                    title=title, name=row["name"], source=row["source_path"], source_game_id=row["source_game_id"])
    rolls = league.rolls(con, row["id"])
    line.luck = [SideLuck(side, n, total, expected) for side, (n, total, expected) in luck_totals(rolls).items()]
    if not family:
        line.problem = f"this version does not know the game {row['kind']!r}"
        return line
    module = family_module(family)
    if module is None:
        line.problem = f"{title} gives no league figures"
        return line
    store, gid = league.game_store(con, row["id"])
    try:
        figures = module.figures(GameSession(store, gid))
    except (InputError, KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
        line.problem = f"its records cannot be read ({type(exc).__name__}: {str(exc)[:160]})"
        return line
    finally:
        store.close()
    line.turn = figures.pop("turn", None)
    line.result = str(figures.pop("result", ""))
    line.over = bool(figures.pop("over", False))
    line.figures = figures
    return line


def summarise(family: str, games: Sequence[GameLine]) -> Summary:
    """Counts and means over ``games`` (all of ``family``, readable): results, turns, luck per side, and
    the family's own (its ``league.summarise(figures)``: Bataan the waves needed and losses per wave,
    Saipan the VPs)."""
    luck: dict[str, list[float]] = {}
    for g in games:
        for s in g.luck:
            acc = luck.setdefault(s.side, [0, 0.0, 0.0])
            acc[0] += s.rolls
            acc[1] += s.total
            acc[2] += s.expected
    turns = [g.turn for g in games if g.turn is not None]
    summary = Summary(family, len(games), sum(1 for g in games if g.over),
                      dict(Counter(g.result for g in games if g.over)), round(mean(turns), 2) if turns else None,
                      [SideLuck(side, int(n), total, expected) for side, (n, total, expected) in sorted(luck.items())])
    module = family_module(family) if family else None
    if module is not None and hasattr(module, "summarise"):
        summary.extra = module.summarise([g.figures for g in games])
    return summary
