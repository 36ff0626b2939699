"""The charts in force for this process: the shipped ones with the user's chart folder laid over them.

Qt-free. ``resources/charts/*.toml`` ship with the app; ``<data folder>/charts/*.toml``
(:func:`user_charts_dir`) are the user's own files: a user chart with the same (game, id) as a shipped
one replaces it, a new id adds a chart. A bad user file or chart never stops the others loading; every
problem is kept in ``ChartBook.problems`` (file, chart, field) for the window to report at start.

A game's own edited charts (stored with the game) go on top of these:
:func:`assistant.games.chart_overrides.charts_for_session`.
"""

from __future__ import annotations

import functools
from pathlib import Path

from .charts import ChartBook, load_charts

__all__ = ["load_book", "reload", "shipped", "shipped_only", "user_charts_dir"]


def user_charts_dir() -> Path:
    """``<data folder>/charts``: the user's own chart files (the folder need not exist)."""
    from assistant.paths import data_dir

    return data_dir() / "charts"


@functools.lru_cache(maxsize=1)
def shipped_only() -> ChartBook:
    """Only the charts under ``resources/charts``."""
    return load_charts()


def load_book(user_dir: str | Path | None = None, base: ChartBook | None = None) -> ChartBook:
    """``base`` (default: the shipped charts) with every ``*.toml`` in ``user_dir`` (default:
    :func:`user_charts_dir`) laid over it: the same (game, id) replaces, a new one is added."""
    base = shipped_only() if base is None else base
    folder = Path(user_dir) if user_dir is not None else user_charts_dir()
    if not folder.is_dir():
        return base
    user = load_charts([folder])
    charts = dict(base.charts)
    charts.update(user.charts)
    return ChartBook(charts, tuple(base.problems) + tuple(user.problems))


@functools.lru_cache(maxsize=1)
def shipped() -> ChartBook:
    """The charts in force: shipped, with the user's chart folder over them (loaded once; see
    :func:`reload`)."""
    return load_book()


def reload() -> ChartBook:
    """Read the chart files again (after the user changed a file in the chart folder)."""
    shipped_only.cache_clear()
    shipped.cache_clear()
    return shipped()
