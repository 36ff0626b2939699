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
