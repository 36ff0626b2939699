from __future__ import annotations

import time

import pytest


@pytest.fixture()
def window(qtbot, tmp_path):
    """The real main window on a real SQLite file in a temporary folder, with a demo Bataan game."""
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


@pytest.fixture(autouse=True)
def _background_work_ends_with_its_test():
    """Work a window started on a worker thread after its first paint (`background.warm_then`: the chart
    files, the log's modules, the first answers' rasters) ends, and is handed back, before the next test:
    a job left running would put the cycle collector back as it was when the job began (issue 25)."""
    yield
    import sys
    import time

    background = sys.modules.get("assistant.ui.background")
    if background is None or not background._jobs:
        return
    from PySide6.QtWidgets import QApplication

    deadline = time.monotonic() + 30
    while background._jobs and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.005)


@pytest.fixture(autouse=True)
def _workers_finish_within_their_test():
    """A board's work after its first paint runs on a worker (issue 25) and pauses Python's collector till it
    hands back its result: each test lets its own workers finish, so none hands its result to the next test."""
    yield
    from PySide6.QtWidgets import QApplication

    from assistant.ui import background

    app = QApplication.instance()
    if app is None:
        return
    end = time.monotonic() + 10
    while background.pending() and time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)
