"""Test set-up shared by every folder: headless Qt, and no test touches the user's own data or settings."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from hypothesis import settings as _hypothesis_settings
from hypothesis.database import DirectoryBasedExampleDatabase

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
REPO = Path(__file__).resolve().parent.parent

# Hypothesis: "ci" (the default) draws the same examples on every run and keeps no example
# database, so CI never fails on a new random draw. "nightly" (.ci/nightly) is the randomized hunt: new
# random examples every run, NIGHTLY_FACTOR times as many as under "ci" for every property test (also those
# that pin their own max_examples: see pytest_collection_modifyitems), no deadline, and an example database
# under .hypothesis/ so a failure found once is tried first on the next run. "many" is the same as
# "nightly" (its older name; tests/games/bataan/hypo.py reads it). Issue 17 item 5.
NIGHTLY_FACTOR = int(os.environ.get("HYPOTHESIS_NIGHTLY_FACTOR", "5"))
_CI_EXAMPLES = 100
_hypothesis_settings.register_profile("ci", derandomize=True, max_examples=_CI_EXAMPLES, database=None,
                                      deadline=None)
for _name in ("nightly", "many"):
    _hypothesis_settings.register_profile(
        _name, max_examples=_CI_EXAMPLES * NIGHTLY_FACTOR, deadline=None, derandomize=False,
        database=DirectoryBasedExampleDatabase(str(REPO / ".hypothesis" / "examples")),
        print_blob=True)
PROFILE = os.environ.get("HYPOTHESIS_PROFILE", "ci")
_hypothesis_settings.load_profile(PROFILE)


def pytest_configure(config):
    config.addinivalue_line("markers", "property: a hypothesis property test (marked by conftest; .ci/nightly "
                                       "runs these with HYPOTHESIS_PROFILE=nightly)")


def pytest_collection_modifyitems(config, items):
    """Mark every hypothesis test ``property``; under the nightly profile, give a test that pins its own
    max_examples NIGHTLY_FACTOR times its number (each test function once, whatever its parameters)."""
    scaled: set[int] = set()
    for item in items:
        fn = getattr(getattr(item, "obj", None), "__func__", getattr(item, "obj", None))
        if not getattr(fn, "is_hypothesis_test", False):
            continue
        item.add_marker(pytest.mark.property)
        if PROFILE not in ("nightly", "many") or id(fn) in scaled:
            continue
        scaled.add(id(fn))
        own = getattr(fn, "_hypothesis_internal_use_settings", None)
        if own is not None and own.max_examples != _CI_EXAMPLES * NIGHTLY_FACTOR:
            fn._hypothesis_internal_use_settings = _hypothesis_settings(
                own, max_examples=own.max_examples * NIGHTLY_FACTOR)


@pytest.fixture(autouse=True)
def _repeatable_dice(request, monkeypatch):
    """Games made without a seed get one derived from the test's name, so a test sees the same dice on
    every run (CI never flakes on a lucky roll) while different tests still see different dice."""
    import zlib

    from assistant.store import games

    counter = iter(range(1, 10_000))
    base = zlib.crc32(request.node.nodeid.encode())
    monkeypatch.setattr(games, "new_seed", lambda: base * 10_000 + next(counter))


@pytest.fixture(autouse=True)
def _private_home(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.delenv("TABLE_ASSISTANT_DB", raising=False)
    if "PySide6.QtCore" in sys.modules:
        from PySide6.QtCore import QSettings

        QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(home / "config"))
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(home / "config"))
    yield home
