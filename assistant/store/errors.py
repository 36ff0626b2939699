"""Why a database could not be opened, in words that name the file."""

from __future__ import annotations

from pathlib import Path

from assistant.core.errors import InputError


class StoreError(Exception):
    """A database that cannot be used. The file is left exactly as it was found."""

    def __init__(self, path: Path | str, problem: str, advice: str = ""):
        self.path = Path(path) if str(path) != ":memory:" else path
        self.problem = problem
        self.advice = advice
        from assistant.core.userfiles import shown

        text = f"{shown(path)}: {problem}"   # a 4,000-character name is cut in the middle (issue 26)
        if advice:
            text += f" {advice}"
        super().__init__(text)


class NotADatabase(StoreError):
    pass


class CorruptDatabase(StoreError):
    pass


class NewerDatabase(StoreError):
    pass


class StaleChange(Exception):
    """A change no longer matches the rows it was made for (they were changed since)."""


class ReadOnlyDatabase(StoreError):
    """A write asked of a database opened read-only (a read-only file or folder, or a damaged schema)."""


class BadRecord(InputError):
    """A row of our own database that this version cannot read (JSON that is not JSON, a game of an
    unknown kind, a missing table). Names the game, the table, the row and the column."""

    def __init__(self, problem: str, *, table: str, row: object = None, column: str | None = None,
                 game_id: int | None = None):
        self.problem = problem
        self.table = table
        self.row = row
        self.column = column
        self.game_id = game_id
        parts = []
        if game_id is not None:
            parts.append(f"game {game_id}")
        parts.append(f"table {table}" + (f" row {row}" if row is not None else ""))
        if column:
            parts.append(f"column {column}")
        super().__init__(problem + ". Help > Check database lists every such problem", ", ".join(parts))
