"""Errors that carry what went wrong and where, for messages a referee can act on."""

from __future__ import annotations


class InputError(ValueError):
    """Bad input from a person or a file: names *what* was wrong and *where* it was found.

    ``where`` is a path a person can follow: a file name, then a chart or field inside it
    ("resources/charts/bataan.toml: chart 'wound': field 'faces'"), or a hex number, or an
    argument name. ``str(err)`` gives one readable sentence.
    """

    def __init__(self, message: str, where: str | None = None):
        self.message = message
        self.where = where
        super().__init__(f"{where}: {message}" if where else message)


def json_text(value: object, limit: int = 40) -> str:
    """A value as a JSON file spells it (true, null, "NaN", 1e+300), cut to ``limit`` characters: for
    messages naming what a file held."""
    import json

    try:
        text = json.dumps(value, allow_nan=True)
    except (TypeError, ValueError, RecursionError):
        text = repr(value)
    return text if len(text) <= limit else text[:limit - 3] + "..."
