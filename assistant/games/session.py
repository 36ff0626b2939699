"""A game being refereed: its settings, its undo history, and its dice stream. Qt-free.

Every change of record goes through :meth:`GameSession.do`, which applies it in one transaction and
journals it; :meth:`undo` and :meth:`redo` walk that journal. Rolls draw from the game's seeded dice stream
at the position the roll log says, so an undone roll made again gives the same dice, and a whole game can
be replayed from its seed.
"""

from __future__ import annotations

from typing import Any, Callable

from assistant.games.registry import GameKind, kind as game_kind

from assistant.store import games, rolls
from assistant.store.changes import Change
from assistant.store.errors import BadRecord
from assistant.store.store import Store


class GameSession:
    """Opening checks the game's rows first (``store.integrity.check_game``): a game this version cannot
    read raises :class:`~assistant.store.errors.BadRecord` naming the game, table, row and column, so the
    window can say so and offer the game list; other games of the file stay usable."""

    def __init__(self, store: Store, game_id: int):
        self.store = store
        self.game_id = game_id
        check_readable(store, game_id)
        self.game = games.get(store, game_id)
        self.kind: GameKind = game_kind(self.game["kind"])
        self._listeners: list[Callable[[Change], None]] = []
        store.subscribe(self._on_change)

    def close(self) -> None:
        self.store.unsubscribe(self._on_change)

    # -- events --------------------------------------------------------------------------------------
    def subscribe(self, fn: Callable[[Change], None]) -> None:
        self._listeners.append(fn)

    def unsubscribe(self, fn: Callable[[Change], None]) -> None:
        """Stop telling ``fn`` of changes (a listener that was never subscribed is ignored)."""
        if fn in self._listeners:
            self._listeners.remove(fn)

    def _on_change(self, change: Change) -> None:
        if change.game_id != self.game_id:
            return
        self.game = games.get(self.store, self.game_id)
        for fn in list(self._listeners):
            fn(change)

    # -- properties ----------------------------------------------------------------------------------
    @property
    def name(self) -> str:
        """The game's name as shown (a stored name over ``games.MAX_NAME_CHARS`` is cut: issue 26)."""
        return games.shown_name(self.game["name"])

    @property
    def settings(self) -> dict[str, Any]:
        return self.game["settings"]

    @property
    def state(self) -> dict[str, Any]:
        return self.game["state"]

    @property
    def seed(self) -> int:
        return int(self.game["seed"])

    @property
    def stream_kind(self) -> str:
        """The kind of the game's dice stream (games made before the seekable kind keep theirs)."""
        return games.stream_kind(self.game)

    # -- the one write path --------------------------------------------------------------------------
    def do(self, change: Change) -> None:
        if change.game_id != self.game_id:
            raise ValueError("a change for another game")
        if change.ops:
            self.store.do(change)

    def undo(self) -> Change | None:
        return self.store.undo(self.game_id)

    def redo(self) -> Change | None:
        return self.store.redo(self.game_id)

    def history(self) -> list[dict[str, Any]]:
        return self.store.history(self.game_id)

    # -- dice ------------------------------------------------------------------------------------------
    def stream_position(self) -> int:
        return rolls.stream_position(self.store, self.game_id)

    def dice(self) -> "RollRecorder":
        """A recorder that draws from this game's dice stream where the roll log leaves it."""
        return RollRecorder(self)


def check_readable(store: Store, game_id: int) -> None:
    """Raise BadRecord for the first problem in the game's rows (all of them are in the message)."""
    from assistant.games.registry import kinds
    from assistant.store.integrity import check_game

    if not games.exists(store, game_id):
        games.get(store, game_id)  # the usual "no game with id" InputError
    problems = check_game(store, game_id, {k.id for k in kinds()})
    if problems:
        first = problems[0]
        more = f" (and {len(problems) - 1} more problem{'s' if len(problems) > 2 else ''})" if len(problems) > 1 else ""
        raise BadRecord(f"game {game_id} cannot be opened: {first.problem}{more}", table=first.table or "games",
                        row=first.row, column=first.column or None, game_id=game_id)


class RollRecorder:
    """Rolls for one change of record: each roll is drawn from the game's seeded stream and becomes a row
    of the roll log. ``change()`` (or ``ops``) gives what to apply; nothing is written until then."""

    def __init__(self, session: GameSession):
        from assistant.core.dice import DiceStream

        self.session = session
        self.stream = DiceStream.resume(session.seed, session.stream_position(), session.stream_kind)
        self.rows: list[dict[str, Any]] = []
        self._next_id = session.store.next_id("rolls")

    def roll(self, pool: str, *, why: str = "", chart: str = "", modifiers: list[dict] | None = None,
             actor: str = "", side: str = "", phase: str = "", turn: int | None = None,
             rulings: dict | None = None, chart_result: str | Callable[[int], str] = "") -> "RollOutcome":
        from assistant.core import dice

        result = dice.roll(pool, self.stream)
        expected = dice.expected(pool)
        label = chart_result(result.value) if callable(chart_result) else chart_result
        row = rolls.roll_row(
            self.session.store, self.session.game_id, pool=result.notation, dice=result.dice, result=result.value,
            seed=self.session.seed, position=result.position_before, position_after=result.position_after,
            turn=turn if turn is not None else self.session.state.get("turn"), phase=phase or
            self.session.state.get("phase", ""), actor=actor, side=side, why=why, chart=chart,
            modifiers=modifiers, chart_result=label, expected=expected, rulings=rulings,
        )
        row["id"] = self._next_id
        self._next_id += 1
        self.rows.append(row)
        return RollOutcome(result, row)

    def roll_chart(self, chart, active_modifiers: tuple[str, ...] = (), **meta: Any) -> "RollOutcome":
        """Roll a rule chart with named modifiers on: the log keeps the raw dice, the modified result
        and the row it reads."""
        from assistant.core import dice

        result = dice.roll(chart.pool, self.stream)
        read = chart.resolve(result.value, active_modifiers)
        mods = [
            {"id": m.id, "label": m.label, "value": m.value, "rule": m.rule}
            for m in (chart.modifier(mid) for mid in read.modifiers)
        ]
        dist = chart.value_distribution(read.modifiers)
        expected = float(sum(v * p for v, p in dist.items()))
        row = rolls.roll_row(
            self.session.store, self.session.game_id, pool=result.notation, dice=result.dice,
            result=read.modified, seed=self.session.seed, position=result.position_before,
            position_after=result.position_after, chart=chart.id, why=meta.pop("why", "") or chart.title,
            modifiers=mods, chart_result=read.row.result, expected=expected,
            turn=meta.pop("turn", self.session.state.get("turn")),
            phase=meta.pop("phase", self.session.state.get("phase", "")), **meta,
        )
        row["id"] = self._next_id
        self._next_id += 1
        self.rows.append(row)
        return RollOutcome(result, row, read)

    def log(self, *, pool: str, dice: tuple[int, ...] | list[int], result: int, position: int | None,
            expected: float | None = None, **meta: Any) -> dict[str, Any]:
        """Log a roll a rules engine made itself by drawing from ``self.stream`` (the Bataan resolvers
        return such records): the row keeps the stream position it started at, so it replays."""
        if position is None:
            raise ValueError("a logged roll needs the stream position it was drawn at")
        if expected is None and dice:
            from assistant.core import dice as core_dice

            try:
                expected = core_dice.expected(pool)
            except Exception:  # a pool the engine cannot price (e.g. "0d6"): no expectation
                expected = None
        meta.setdefault("turn", self.session.state.get("turn"))
        meta.setdefault("phase", self.session.state.get("phase", ""))
        row = rolls.roll_row(
            self.session.store, self.session.game_id, pool=pool, dice=dice, result=result, seed=self.session.seed,
            position=position, position_after=position + len(dice), expected=expected, **meta,
        )
        row["id"] = self._next_id
        self._next_id += 1
        self.rows.append(row)
        return row

    @property
    def ops(self) -> list:
        from assistant.store.changes import RowOp

        return [RowOp.insert("rolls", r) for r in self.rows]

    def change(self, text: str | None = None, extra_ops: list | None = None) -> Change:
        if text is None and len(self.rows) == 1:
            return rolls.roll_change(self.rows[0])
        ops = tuple(self.ops) + tuple(op for op in (extra_ops or []) if op is not None)
        return Change(text or f"{len(self.rows)} rolls", ops, self.session.game_id, kind="roll")


class RollOutcome:
    """A roll made for a change: the dice result, its roll-log row, and the chart reading if any."""

    __slots__ = ("result", "row", "chart")

    def __init__(self, result, row, chart=None):
        self.result = result
        self.row = row
        self.chart = chart

    @property
    def value(self) -> int:
        return self.result.value

    @property
    def dice(self) -> tuple[int, ...]:
        return self.result.dice
