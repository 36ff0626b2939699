from __future__ import annotations

import pytest


@pytest.fixture()
def window(qtbot, tmp_path):
    """The real main window on a real SQLite file in a temporary folder, with a demo Bataan game (as in
    tests/ui/conftest.py: the hardening corpus drives the window too)."""
    from PySide6.QtCore import QSettings

    from assistant.ui.launch import make_app
    from assistant.ui.mainwindow import MainWindow

    make_app()
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    win = MainWindow(settings=settings)
    win.quiet_errors = True
    qtbot.addWidget(win)
    assert win.open_database(tmp_path / "games.sqlite")
    win.create_and_open("bataan", "UI test")
    win.show()
    return win
