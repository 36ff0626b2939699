"""Charts in the window (issue #4): Game > Charts… (the chart editor) and the report of chart-file
problems at start.

``install(window)`` is the main window's one call: it adds the Game > Charts… action (present while a
game is open) and, once the window is up, reports any chart-file problem (:func:`report_problems`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox

from ..i18n import translate

if TYPE_CHECKING:
    from assistant.core.charts import ChartBook


__all__ = ["install", "open_editor", "problem_lines", "report_problems"]


def install(window) -> QAction:
    act = QAction(translate("charts", "&Charts…"), window)
    act.setStatusTip(translate("charts", "The game's rule charts; edit the ones the source does not print"))
    act.triggered.connect(lambda _checked=False: open_editor(window))
    later = getattr(window, "after_shown", None) or (lambda fn: QTimer.singleShot(0, fn))
    later(lambda: _read_then_report(window))   # the chart files are read once the window is on screen
    return act


def _read_then_report(window) -> None:
    """The shipped chart files read and checked on a worker thread (0.2-0.3 s of TOML, issue 25: not a
    block of the window after its first paint), then their problems reported on the GUI thread."""
    from assistant.ui.background import warm_then

    def read():
        from assistant.games.chart_sources import shipped   # imported on the worker too (0.1 s)

        return shipped()

    def then(book) -> None:
        try:
            report_problems(window, book)
        except RuntimeError:      # the window was closed meanwhile
            pass
    warm_then(read, then)


def open_editor(window):
    """Open (or raise) the chart editor for the open game; non-modal, so Edit > Undo stays at hand."""
    from .editor import ChartsDialog

    if window.hub.session is None:
        return None
    dlg = getattr(window, "charts_dialog", None)
    if dlg is None or dlg.session is not window.hub.session:
        if dlg is not None:   # the last game's editor goes, with its connections (issue 26)
            dlg.close()
            dlg.deleteLater()
        dlg = ChartsDialog(window.hub, window)
        window.charts_dialog = dlg
    dlg.show()
    dlg.raise_()
    dlg.activateWindow()
    return dlg


def problem_lines(book: ChartBook) -> list[str]:
    """Every error and warning of the chart files, one line each (file, chart, field, what)."""
    return [str(p) for p in book.problems if p.severity in ("error", "warning")]


def report_problems(window, book: ChartBook | None = None) -> QMessageBox | None:
    """If any chart file has problems, say so in the status bar and list every one in a non-modal
    message; the good charts are loaded either way. Returns the message box (None when all is well)."""
    if book is None:
        from assistant.games.chart_sources import shipped

        book = shipped()
    lines = problem_lines(book)
    if not lines:
        return None
    errors = len(book.errors)
    head = (translate("charts", "%n chart problem(s): those charts were left out, the others loaded", "", errors)
            if errors else translate("charts", "%n chart warning(s): every chart loaded", "", len(lines)))
    window.statusBar().showMessage(f"{head}. " + translate("charts", "See the chart problems list."), 30000)
    box = QMessageBox(QMessageBox.Icon.Warning, translate("charts", "Chart file problems"), head + ".",
                      QMessageBox.StandardButton.Ok, window)
    more = translate("charts", "… and %n more (Show Details)", "", len(lines) - 25)
    shown = lines[:25] + ([more] if len(lines) > 25 else [])
    box.setInformativeText("\n".join(shown))
    box.setDetailedText("\n".join(lines))
    box.setModal(False)
    box.setWindowModality(Qt.WindowModality.NonModal)
    box.show()
    window.chart_problems_box = box
    return box
