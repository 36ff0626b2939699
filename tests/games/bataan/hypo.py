"""How many hypothesis examples a Bataan property test draws: its usual number under the default
``ci`` profile, the ``many`` profile's number (2,000) when run with HYPOTHESIS_PROFILE=many."""

from __future__ import annotations

import os

from hypothesis import settings


def examples(n: int) -> int:
    if os.environ.get("HYPOTHESIS_PROFILE") == "many":
        return max(n, settings.get_profile("many").max_examples)
    return n
