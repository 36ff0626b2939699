"""The window's file work: exports, the backup, Check database. Each writes whole or not at all (see
``safe_files``) and reports a failure in a dialog naming the file and the reason."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from assistant.store.errors import StoreError

from .i18n import translate
from .safe_files import SaveError, failure_text, save_with


def _fail(win, title: str, what: str, exc: BaseException) -> None:
    win.show_error(title, failure_text(what, exc))


def backup_to(win, path: str | Path) -> bool:
    store = win.hub.store
    assert store is not None
    target = Path(path).expanduser()
    try:
        store.backup(target)   # written whole under a temporary name and renamed (the store refuses a folder
                               # or the database in use in its own words)
    except (StoreError, SaveError, OSError) as exc:
        _fail(win, translate("file_actions", "Backup not made"), translate("file_actions", "The backup"), exc)
        return False
    win.hub.message.emit(translate("file_actions", "Backed up to %1").replace("%1", str(target)))
    return True


def export_game(win, path: str | None = None) -> bool:
    from assistant.store.export import write_game

    s = win.hub.session
    if s is None:
        return False
    if not path:
        path, _ = QFileDialog.getSaveFileName(win, translate("file_actions", "Export game"), f"{s.name}.json", translate("file_actions", "JSON (*.json)"))
    if not path:
        return False
    try:
        n = save_with(path, lambda tmp: write_game(s.store, s.game_id, tmp))
    except (SaveError, OSError, ValueError) as exc:
        _fail(win, translate("file_actions", "Cannot export the game"),
              translate("file_actions", "The game '%1'").replace("%1", s.name), exc)
        return False
    win.hub.message.emit(translate("file_actions", "Exported '%1' (%n roll(s)) to %2", "", n)
                         .replace("%1", s.name).replace("%2", str(path)))
    return True


def export_rolls(parent, hub, path: str | None = None) -> bool:
    from assistant.store import rolls

    s = hub.session
    if s is None:
        return False
    if not path:
        path, _ = QFileDialog.getSaveFileName(parent, translate("file_actions", "Export roll log"), f"{s.name} rolls.csv", translate("file_actions", "CSV (*.csv)"))
    if not path:
        return False
    try:
        n = save_with(path, lambda tmp: rolls.export_csv(s.store, tmp, s.game_id))
    except (SaveError, OSError, ValueError) as exc:
        hub.error.emit(translate("file_actions", "Cannot export the roll log"), failure_text(translate("file_actions", "The roll log"), exc))
        return False
    hub.message.emit(translate("file_actions", "Exported %n roll(s) to %1", "", n).replace("%1", str(path)))
    return True


def check_database(win) -> list | None:
    """Help > Check database: the store's integrity check, its findings in a dialog (nothing repaired)."""
    store = win.hub.store
    if store is None:
        return None
    try:
        from assistant.store.integrity import check_database as check
    except ImportError:
        win.show_error(translate("file_actions", "Check database"), translate("file_actions", "This version has no database check yet."))
        return None
    from assistant.games import registry

    findings = check(store, {k.id for k in registry.kinds()})
    if not findings:
        text = translate("file_actions", "No problems found in %1.").replace("%1", str(store.path))
    else:
        lines = "\n".join(f"\u2022 {f}" for f in findings[:40])
        more = "\n\u2026 " + translate("file_actions", "and %n more", "", len(findings) - 40) if len(findings) > 40 else ""
        text = (translate("file_actions", "%n problem(s) found in %1:", "", len(findings)).replace("%1", str(store.path))
                + f"\n\n{lines}{more}\n\n"
                + translate("file_actions", "Nothing was changed. Back up the database before trying to repair it."))
    win.last_check = text
    if not getattr(win, "quiet_errors", False):
        box = QMessageBox(QMessageBox.Icon.Information if not findings else QMessageBox.Icon.Warning,
                          translate("file_actions", "Check database"), text, QMessageBox.StandardButton.Ok, win)
        box.setTextFormat(box.textFormat().PlainText)
        box.open()
    win.hub.message.emit(translate("file_actions", "Database checked: no problems") if not findings else
                         translate("file_actions", "Database checked: %n problem(s)", "", len(findings)))
    return findings


# -- plots and print ---------------------------------------------------------------------------------------
def export_plot(win, path: str | None = None, plot=None) -> bool:
    """File > Export plot…: the plot in front in the Plots dock (asked which when its tab has several) to
    PNG or SVG, written whole or not at all."""
    from PySide6.QtWidgets import QInputDialog

    from .panels.plot_style import export_plot as write_plot

    name = translate("file_actions", "plot")
    if plot is None:
        panel = win.docks["plots"].widget()
        choices = panel.current_plots()
        if not choices:
            win.show_error(translate("file_actions", "No plot to export"),
                           translate("file_actions", "The tab in front in the Plots panel holds no plot."))
            return False
        name, plot = choices[0]
        if len(choices) > 1 and not path:
            names = [c[0] for c in choices]
            picked, ok = QInputDialog.getItem(win, translate("file_actions", "Export plot"),
                                              translate("file_actions", "Which plot:"), names, 0, False)
            if not ok:
                return False
            name, plot = choices[names.index(picked)]
    if not path:
        png, svg = translate("file_actions", "PNG picture (*.png)"), translate("file_actions", "SVG drawing (*.svg)")
        path, chosen = QFileDialog.getSaveFileName(win, translate("file_actions", "Export plot"), f"{name}.png",
                                                   f"{png};;{svg}")
        if path and not Path(path).suffix:
            path += ".svg" if chosen == svg else ".png"
    if not path:
        return False
    try:
        write_plot(plot, path)
    except (SaveError, OSError) as exc:
        _fail(win, translate("file_actions", "Plot not exported"), translate("file_actions", "The plot"), exc)
        return False
    win.hub.message.emit(translate("file_actions", "Plot written to %1").replace("%1", str(path)))
    return True


def has_printer() -> bool:
    """A printer is installed (Qt's PDF printer does not count)."""
    from PySide6.QtPrintSupport import QPrinterInfo

    return bool(QPrinterInfo.availablePrinters())


def ask_pdf_instead(win, path_chosen=None):
    """No printer: say so and offer a PDF (issue 23.3); the PDF's path, or None when the referee declines."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    box = QMessageBox(QMessageBox.Icon.Information, translate("file_actions", "No printer"),
                      translate("file_actions", "No printer is installed on this computer, so the board cannot be "
                                "printed. Save it as a PDF file instead?"),
                      QMessageBox.StandardButton.Cancel, win)
    save = box.addButton(translate("file_actions", "Save as &PDF…"), QMessageBox.ButtonRole.AcceptRole)
    box.setDefaultButton(save)
    box.exec()
    if box.clickedButton() is not save:
        return None
    if path_chosen is not None:
        return path_chosen
    path, _ = QFileDialog.getSaveFileName(win, translate("file_actions", "Save the board as PDF"),
                                          str(Path.home() / "board.pdf"), translate("file_actions", "PDF (*.pdf)"))
    return Path(path) if path else None


def print_to_pdf(win, board, printer, path) -> bool:
    """Print the board into a PDF file: written under a temporary name beside it, renamed when complete."""
    import os

    from PySide6.QtPrintSupport import QPrinter

    path = Path(path)
    if path.suffix.lower() != ".pdf":
        path = path.with_suffix(path.suffix + ".pdf") if path.suffix else path.with_suffix(".pdf")
    part = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(part))
    try:
        done = print_board(win, printer)
        if done and part.exists() and part.stat().st_size > 0:
            os.replace(part, path)
            win.hub.message.emit(translate("file_actions", "The board was saved as %1").replace("%1", str(path)))
            return True
        if done:
            _fail(win, translate("file_actions", "Not saved"), str(path), OSError("the PDF came out empty"))
        return False
    except OSError as exc:
        _fail(win, translate("file_actions", "Not saved"), str(path), exc)
        return False
    finally:
        if part.exists():
            part.unlink()


def print_board(win, printer=None) -> bool:
    """File > Print…: the board as it stands, on one page. A board with a ``print_board(printer)`` hook
    prints itself; any other board is printed as it is drawn in the window, scaled to the page."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QPageLayout, QPainter
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    board = win.board
    if board is None:
        win.show_error(translate("file_actions", "Nothing to print"), translate("file_actions", "Open a game first."))
        return False
    pdf_path = None
    if printer is None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(win.windowTitle())
        if board.width() > board.height():
            printer.setPageOrientation(QPageLayout.Orientation.Landscape)
        if not has_printer():
            pdf_path = ask_pdf_instead(win)
            if pdf_path is None:
                return False
            return print_to_pdf(win, board, printer, pdf_path)
        dialog = QPrintDialog(printer, win)
        dialog.setWindowTitle(translate("file_actions", "Print the board"))
        if not dialog.exec():
            return False
    if board.print_board(printer):
        win.hub.message.emit(translate("file_actions", "The board was sent to the printer."))
        return True
    picture = board.grab()
    painter = QPainter()
    if not painter.begin(printer):
        win.show_error(translate("file_actions", "Not printed"),
                       translate("file_actions", "The printer could not be started: %1")
                       .replace("%1", printer.outputFileName() or printer.printerName() or "?"))
        return False
    try:
        page = printer.pageLayout().paintRectPixels(printer.resolution())
        scale = min(page.width() / max(1, picture.width()), page.height() / max(1, picture.height()))
        painter.drawPixmap(QRectF(0, 0, picture.width() * scale, picture.height() * scale), picture,
                           QRectF(picture.rect()))
    finally:
        painter.end()
    win.hub.message.emit(translate("file_actions", "The board was sent to the printer."))
    return True
