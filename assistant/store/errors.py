"""Why a database could not be opened, in words that name the file."""

from __future__ import annotations

from pathlib import Path


class StoreError(Exception):
    """A database that cannot be used. The file is left exactly as it was found."""

    def __init__(self, path: Path | str, problem: str, advice: str = ""):
        self.path = Path(path) if str(path) != ":memory:" else path
        self.problem = problem
        self.advice = advice
        text = f"{path}: {problem}"
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
