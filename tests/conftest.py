"""Test set-up shared by every folder: headless Qt, and no test touches the user's own data or settings."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
REPO = Path(__file__).resolve().parent.parent


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
