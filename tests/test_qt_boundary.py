"""assistant.core, assistant.store, assistant.games and assistant.cli never import Qt or pyqtgraph
(issue #2, The code's shape): every module there is imported in a fresh interpreter where importing
PySide6, shiboken6 or pyqtgraph raises."""

from __future__ import annotations

import subprocess
import sys
import textwrap

BLOCKER = textwrap.dedent(
    """
    import importlib, pkgutil, sys
    import importlib.abc

    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in {"PySide6", "shiboken6", "pyqtgraph"}:
                raise ImportError(f"Qt is not allowed here: {name}")
            return None

    sys.meta_path.insert(0, Block())
    import assistant
    failures = []
    count = 0
    for package in ("assistant.core", "assistant.store", "assistant.games", "assistant.cli"):
        pkg = importlib.import_module(package)
        for info in pkgutil.walk_packages(pkg.__path__, package + "."):
            count += 1
            try:
                importlib.import_module(info.name)
            except ImportError as exc:
                failures.append(f"{info.name}: {exc}")
    importlib.import_module("assistant.app")
    print(count)
    if failures:
        print("\\n".join(failures))
        sys.exit(1)
    """
)


def test_core_store_games_cli_import_without_qt():
    proc = subprocess.run([sys.executable, "-c", BLOCKER], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert int(proc.stdout.split()[0]) >= 10  # it really walked the packages


def test_headless_command_does_not_load_qt():
    code = (
        "import sys; from assistant.app import main; rc = main(['odds', '2d6']); "
        "assert 'PySide6' not in sys.modules, 'Qt loaded'; sys.exit(rc)"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert "7" in proc.stdout
