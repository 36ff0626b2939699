"""How many hypothesis examples a Bataan property test draws: ``n`` under every profile. The ``ci``
profile (the default) draws ``n``; ``nightly`` and its older name ``many`` scale every test's own number
by HYPOTHESIS_NIGHTLY_FACTOR themselves (tests/conftest.py), so ``many`` is the same run as ``nightly``."""

from __future__ import annotations


def examples(n: int) -> int:
    return n
