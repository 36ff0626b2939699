"""The window as a referee's 1280x720 laptop shows it, for the tests that look for clipped or hidden text:
a fresh window and database, a demo of a game, the events settled, and the window's language switched."""

from __future__ import annotations

from contextlib import contextmanager

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QSettings
from PySide6.QtWidgets import QApplication

from assistant.ui.i18n import install, uninstall


def settle(times: int = 6) -> None:
    for _ in range(times):
        QApplication.processEvents()


def laptop_window(qtbot, tmp_path):
    """The real main window at 1280x720 on a new database in ``tmp_path``, shown."""
    from assistant.ui.mainwindow import MainWindow

    win = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    win.quiet_errors = True
    qtbot.addWidget(win)
    win.resize(1280, 720)
    assert win.open_database(tmp_path / "g.sqlite")
    win.show()
    return win


def open_demo(win, kind: str) -> None:
    """A demo of ``kind`` in ``win``, the board it replaced deleted and the layout settled at 1280x720."""
    win.create_and_open(kind, "", setup="demo")
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    settle()
    win.resize(1280, 720)
    settle()


@contextmanager
def in_language(locale: str):
    """The application's translators for ``locale`` ("de_DE", "en_GB") while inside; English after."""
    app = QCoreApplication.instance()
    uninstall(app)
    install(app, QLocale(locale))
    try:
        yield locale
    finally:
        uninstall(app)
        install(app, QLocale("en_GB"))
