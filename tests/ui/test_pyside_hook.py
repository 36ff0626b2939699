"""Issue 17.6 (start to a usable window): PySide6's check of each imported module for the text "PySide6"
(PYSIDE-2029) is answered from the module file's bytes; the answers must be PySide's own, for every module
this process holds (ours, the standard library, numpy, shapely, Qt's extension modules, builtins)."""

from __future__ import annotations

import sys

import pytest


def test_the_bytes_check_answers_as_pysides_own_for_every_loaded_module(app):
    import shapely  # noqa: F401 - modules of every kind in sys.modules
    import assistant.ui.mainwindow  # noqa: F401
    from assistant.ui import pyside_hook

    assert pyside_hook.lighten()          # make_app (qapp) put it in place; a second call keeps it
    feature = sys.modules["shibokensupport.feature"]
    check = feature._mod_uses_pyside
    assert getattr(check, pyside_hook.MARK)
    modules = list(sys.modules.values())
    mine = [check(m) for m in modules]
    pysides = [check.original(m) for m in modules]
    assert mine == pysides
    assert check(sys.modules["assistant.ui.mainwindow"]) is True     # it imports PySide6
    assert check(sys.modules["assistant.core.dice"]) is False        # Qt-free


def test_a_pyside_without_the_check_is_left_alone(monkeypatch):
    from assistant.ui import pyside_hook

    class Bare:  # another PySide6 version: no such function
        pass

    monkeypatch.setitem(sys.modules, "shibokensupport.feature", Bare())
    assert pyside_hook.lighten() is False


@pytest.fixture
def app():
    from assistant.ui.launch import make_app

    return make_app()
