"""Start the desktop app: QApplication, the database, the window, and the screenshot mode."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from assistant import APP_ID, APP_NAME, ORG_NAME, __version__
from assistant.paths import default_db_path


def make_app(argv: list[str] | None = None, language: str | None = None):
    from PySide6.QtGui import QGuiApplication, QIcon
    from PySide6.QtWidgets import QApplication

    from .pyside_hook import lighten

    lighten()   # PySide6's look at each module imported from here on, by bytes (issue 17.6)

    app = QApplication.instance()
    if app is None:
        app = QApplication(argv or [sys.argv[0]])
    app.setOrganizationName(ORG_NAME)
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    QGuiApplication.setDesktopFileName(APP_ID)
    from assistant.paths import resource

    if not getattr(app, "_table_assistant_translators", None):
        from .i18n import install as install_translations

        from .i18n import locale_for

        # English plurals, then the catalogue of the language asked for (--language), chosen (Preferences)
        # or the system's, if there is one
        install_translations(app, locale_for(language) if language else None)
    icon = resource("icons", "table-assistant.svg")
    if icon.is_file():
        app.setWindowIcon(QIcon(str(icon)))
    return app


def resume_collector() -> None:
    """Python's cycle collector back after the first paint (``assistant.app.pause_collector`` turned it off
    for the start), on the GUI thread only (``collector.GuiThreadCollector``: a pass on a worker's thread may
    free a Qt object there). What the start made is moved out of its way first (``gc.freeze``), so later
    full passes do not walk the modules and classes every time."""
    import gc

    from PySide6.QtWidgets import QApplication

    from . import collector

    app = QApplication.instance()
    if getattr(app, "_table_assistant_collector", None) is None:
        gc.freeze()
        if app is not None:
            collector.install(app)
        else:
            gc.enable()


def open_initial(window, args) -> bool:
    """Open the database and a game: the one asked for, else the last one, else a new demo. False when
    the database was refused (the window then shows why)."""
    from assistant.games.registry import KINDS
    from assistant.store import games

    db_path = Path(args.db).expanduser() if args.db else default_db_path()
    if not window.open_database(db_path):
        return False
    store = window.hub.store
    wanted = args.game
    if wanted:
        listing = games.listing(store)
        match = [g for g in listing if str(g["id"]) == wanted or g["name"] == wanted]
        if not match and wanted in {k.id for k in KINDS}:
            match = [g for g in listing if g["kind"] == wanted]
            if not match:
                window.create_and_open(wanted, "")
                return True
        if not match:
            from .i18n import translate

            args.not_found = wanted   # a screenshot's exit status says so (the picture shows the message)
            window.show_error(translate("launch", "No such game"),
                              translate("launch", "No game called '%1' in %2.").replace("%1", wanted)
                              .replace("%2", str(store.path)))
            return True
        window.open_game_id(match[0]["id"])
        return True
    last = window.settings.value("games/last")
    if last is not None and str(last).isdigit() and games.exists(store, int(last)):
        window.open_game_id(int(last))
    elif not games.listing(store):
        from .i18n import translate

        window.create_and_open("bataan", translate("launch", "Demo: Last Stand on Bataan"))
        window.hub.message.emit(translate("launch", "A demo game was made to start you off: File > New game for your own."))
    return True


def run_gui(args) -> int:
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    language = getattr(args, "language", None)
    app = make_app(language=language) if language else make_app()
    if getattr(args, "dark", False):
        from . import theme

        app.setStyle("Fusion")
        app.setPalette(theme.dark_palette())
    from PySide6.QtCore import QSettings

    from .errors import install, open_waiting_log

    # the error dialog now; the log file in the data folder once the window has painted (kept till then)
    install(show_dialogs=not args.screenshot, open_file=False)

    from .mainwindow import MainWindow

    settings = QSettings()
    if args.screenshot:  # a screenshot never disturbs the user's own layout and recent games
        settings = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORG_NAME, "screenshot")
        settings.clear()
    window = MainWindow(settings=settings)
    # the log's modules (logging.handlers with socket: 0.1 s on a busy machine) imported on a worker thread,
    # then the file opened here: no block of the window after its first paint (issue 25)
    from .background import warm_then

    window.after_shown(lambda: warm_then(lambda: __import__("logging.handlers"), lambda _m: open_waiting_log()))
    window.after_shown(resume_collector)
    if args.screenshot:
        window.quiet_errors = True
        w, _, h = args.size.partition("x")
        window.resize(int(w), int(h))
    opened = open_initial(window, args)
    refused = getattr(args, "refused", None)
    if refused:  # a file given on the command line that is not a database: said in the window too
        from .i18n import translate

        window.show_error(translate("launch", "File not opened"), refused)
    table = getattr(args, "table", None)
    if opened and table:   # a table file (the desktop file's %f): a new game holding it, once the referee agrees
        window.open_table_file(table, ask=not args.screenshot)
    if args.players_view and window.board is not None:
        window.board.open_players_view()
    if args.screenshot:
        resume_collector()
        code = screenshot(app, window, args.screenshot)
        if not opened:  # the picture shows the refusal, but a script must know the app could not start
            return code or 3
        if refused or getattr(args, "not_found", None):
            return code or 2
        return code
    window.show()
    return app.exec()


def settle_background(app, limit_s: float = 10.0) -> None:
    """Let the work started after the first paint (the demo's answers, on a worker) hand back its result
    and the window show it, as a referee sees it a moment after the start; at most ``limit_s``."""
    import time

    from .background import pending

    end = time.monotonic() + limit_s
    quiet = 0
    while time.monotonic() < end and quiet < 5:
        app.processEvents()
        quiet = quiet + 1 if pending() == 0 else 0
        time.sleep(0.02)


def screenshot(app, window, out: str) -> int:
    size = window.size()
    window.show()
    for _ in range(5):
        app.processEvents()
    window.resize(size)  # the first-start layout settles only once shown
    for _ in range(5):
        app.processEvents()
    settle_background(app)   # the answers worked out after the first paint are in the picture too
    image = window.grab()
    ok = image.save(out)
    if not ok:
        print(f"table-assistant: could not write the screenshot to {out}", file=sys.stderr)
        return 2
    err = getattr(window, "last_error", None)
    if err:
        print(f"table-assistant: {err[0]}: {err[1]}", file=sys.stderr)
    print(out)
    window.close()
    return 0
