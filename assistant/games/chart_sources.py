"""The charts in force for this process: every game's chart files (named by its descriptor), with the
user's chart folder laid over them. Qt-free.

The shipped games' charts are ``resources/charts/*.toml``; a registered game brings its own files
(:attr:`~assistant.games.descriptor.GameDescriptor.chart_files`). ``<data folder>/charts/*.toml``
(:func:`user_charts_dir`) are the user's own files: a user chart with the same (game, id) as a shipped
one replaces it, a new id adds a chart. Every file may only name a game that is registered. A bad user
file or chart never stops the others loading; every problem is kept in ``ChartBook.problems`` (file,
chart, field) for the window to report at start.

A game's own edited charts (stored with the game) go on top of these:
:func:`assistant.games.chart_overrides.charts_for_session`.
"""

from __future__ import annotations

import functools
from pathlib import Path

from assistant.core.charts import ChartBook, load_chart_entries, load_charts

from . import registry

__all__ = ["load_book", "reload", "shipped", "shipped_only", "user_charts_dir"]


def user_charts_dir() -> Path:
    """``<data folder>/charts``: the user's own chart files (the folder need not exist)."""
    from assistant.paths import data_dir

    return data_dir() / "charts"


@functools.lru_cache(maxsize=1)
def shipped_only() -> ChartBook:
    """Only the games' own chart files (for the shipped games, those under ``resources/charts``)."""
    entries = [entry for d in registry.descriptors() for entry in d.chart_paths()]
    return load_chart_entries(entries, games=registry.families())


def load_book(user_dir: str | Path | None = None, base: ChartBook | None = None) -> ChartBook:
    """``base`` (default: the shipped charts) with every ``*.toml`` in ``user_dir`` (default:
    :func:`user_charts_dir`) laid over it: the same (game, id) replaces, a new one is added."""
    base = shipped_only() if base is None else base
    folder = Path(user_dir) if user_dir is not None else user_charts_dir()
    if not folder.is_dir():
        return base
    user = load_charts([folder], games=registry.families())
    charts = dict(base.charts)
    charts.update(user.charts)
    return ChartBook(charts, tuple(base.problems) + tuple(user.problems))


@functools.lru_cache(maxsize=1)
def shipped() -> ChartBook:
    """The charts in force: shipped, with the user's chart folder over them (loaded once; see
    :func:`reload`)."""
    return load_book()


def reload() -> ChartBook:
    """Read the chart files again (after the user changed a file in the chart folder, or a game was
    registered)."""
    shipped_only.cache_clear()
    shipped.cache_clear()
    return shipped()
