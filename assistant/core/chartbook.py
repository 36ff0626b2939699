"""The charts shipped in resources/, loaded once per process."""

from __future__ import annotations

import functools

from .charts import ChartBook, load_charts


@functools.lru_cache(maxsize=1)
def shipped() -> ChartBook:
    return load_charts()
