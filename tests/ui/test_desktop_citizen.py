"""Issue 13, a good desktop citizen (the shared window): plots with whole-number axes, the players' side
names and the legend outside the data, exported to PNG/SVG; colours from the palette (a dark Fusion palette
gives dark panels with light text); accessible names on the shared widgets; a database file given on the
command line; File > Print to a PDF."""

from __future__ import annotations

import pyqtgraph as pg
import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QAbstractButton, QAbstractItemView, QAbstractSpinBox, QApplication, QComboBox, QHeaderView, QLineEdit,
    QWidget,
)

from assistant.app import database_file_problem, gui_parser
from assistant.ui import theme


def _roll_some(window, n=8):
    panel = window.docks["roll"].widget()
    for i in range(n):
        panel.side.setCurrentIndex(1 + i % 2)
        panel.roll()
    return panel


# -- plots --------------------------------------------------------------------------------------------------
def test_luck_plot_counts_rolls_in_whole_numbers_and_names_sides_as_players_read_them(window):
    _roll_some(window)
    luck = window.docks["plots"].widget().luck
    axis = luck.plot.getPlotItem().getAxis("bottom")
    levels = axis.tickValues(1, 8, 400)
    assert levels and all(float(v).is_integer() for _spacing, values in levels for v in values)
    assert axis.tickStrings([1.0, 2.0], 1, 1) == ["1", "2"]
    names = [label.text for _sample, label in luck.legend.items]
    assert names == ["Americans", "Japanese"] or set(names) <= {"Americans", "Japanese"}
    assert not any(n in ("american", "japanese") for n in names)
    assert "Americans" in luck.caption.text() and "american " not in luck.caption.text()
    # the legend sits under the axis, outside the data
    window.docks["plots"].raise_()
    for _ in range(3):
        QCoreApplication.processEvents()
    luck.plot.getPlotItem().layout.activate()
    view = luck.plot.getPlotItem().getViewBox().sceneBoundingRect()
    assert luck.legend.sceneBoundingRect().top() >= view.bottom()


def test_roll_log_shows_side_names_and_filters_by_them(window):
    _roll_some(window, 4)
    log = window.docks["rolllog"].widget()
    log.refresh()
    sides = {log.model.item(r, 4).text() for r in range(log.model.rowCount())}
    assert sides == {"Americans", "Japanese"}
    log.side.setCurrentIndex(log.side.findText("Japanese"))
    assert {log.model.item(r, 4).text() for r in range(log.model.rowCount())} == {"Japanese"}


@pytest.mark.parametrize("suffix, head", [(".png", b"\x89PNG"), (".svg", b"<?xml")])
def test_export_plot_writes_png_and_svg(window, tmp_path, suffix, head):
    _roll_some(window, 3)
    (tmp_path / "out").mkdir()
    path = tmp_path / "out" / f"luck{suffix}"
    window.docks["plots"].widget().setCurrentIndex(0)
    assert window.export_plot(str(path)), getattr(window, "last_error", None)
    assert path.read_bytes().lstrip().startswith(head)
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary file left


def test_export_plot_refuses_another_format_and_leaves_nothing(window, tmp_path):
    (tmp_path / "out").mkdir()
    assert not window.export_plot(str(tmp_path / "out" / "luck.gif"))
    assert "png" in window.last_error[1] and "luck.gif" in window.last_error[1]
    assert list((tmp_path / "out").iterdir()) == []


def test_export_plot_is_in_the_file_menu(window):
    assert window.act_export_plot in window.menu_file.actions()
    assert window.act_print in window.menu_file.actions()


# -- palette ------------------------------------------------------------------------------------------------
def _lightness(image: QImage, widget: QWidget, window) -> float:
    """Average lightness of ``widget``'s middle strip in the window's picture."""
    top_left = widget.mapTo(window, widget.rect().topLeft())
    r = widget.rect()
    samples = [image.pixelColor(top_left.x() + int(r.width() * fx), top_left.y() + int(r.height() * fy))
               for fx in (0.2, 0.4, 0.6, 0.8) for fy in (0.3, 0.5, 0.7)]
    return sum(c.lightnessF() for c in samples) / len(samples)


def test_dark_fusion_palette_gives_dark_panels_and_plots_with_light_text(qtbot, tmp_path):
    """Screenshot test: the window with a demo game under a dark Fusion palette, rendered to a QImage."""
    from PySide6.QtCore import QSettings

    from assistant.ui.launch import make_app
    from assistant.ui.mainwindow import MainWindow

    app = make_app()
    old_style, old_palette = app.style().name(), app.palette()
    app.setStyle("Fusion")
    app.setPalette(theme.dark_palette())
    try:
        win = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        win.quiet_errors = True
        qtbot.addWidget(win)
        assert win.open_database(tmp_path / "g.sqlite")
        win.create_and_open("bataan", "dark")
        win.resize(1600, 1000)
        win.show()
        _roll_some(win, 4)
        win.docks["plots"].raise_()
        QCoreApplication.processEvents()
        image = win.grab().toImage()
        roll = win.docks["roll"].widget()
        plots = win.docks["plots"].widget()
        luck_plot = plots.luck.plot
        for w in (roll.plot, luck_plot):
            w.grab()  # drawn
        assert theme.is_dark(roll)
        for plot in (roll.plot, luck_plot):
            assert plot.backgroundBrush().color().lightnessF() < 0.3
            axis = plot.getPlotItem().getAxis("left")
            assert axis.textPen().color().lightnessF() > 0.7
        # the picture itself: the luck plot's area is dark
        if luck_plot.isVisible():
            assert _lightness(image, luck_plot, win) < 0.35
        assert roll.palette().color(roll.palette().ColorRole.WindowText).lightnessF() > 0.7
        assert QColor(theme.css("bad", roll)).lightnessF() > 0.5   # an error reads on the dark panel
        win.close()
    finally:
        app.setPalette(old_palette)
        app.setStyle(old_style)


def test_semantic_colours_follow_the_palette():
    light = QApplication.style().standardPalette()
    dark = theme.dark_palette()
    assert not theme.is_dark(light) and theme.is_dark(dark)
    assert theme.colour("bad", light).lightnessF() < 0.45 < theme.colour("bad", dark).lightnessF()
    assert theme.colour("note", dark).lightnessF() < 0.4


# -- accessibility ------------------------------------------------------------------------------------------
INTERACTIVE = (QAbstractButton, QAbstractItemView, QAbstractSpinBox, QComboBox, QLineEdit, pg.PlotWidget)


def _unnamed(root: QWidget) -> list[str]:
    out = []
    for w in root.findChildren(QWidget):
        if not isinstance(w, INTERACTIVE) or not w.isVisibleTo(root):
            continue
        if isinstance(w, QHeaderView) or isinstance(w.parentWidget(), (QComboBox, QAbstractSpinBox)):
            # a table's header, an editable box's own line edit: parts of a named widget
            continue
        if type(w).__module__.startswith("assistant.ui.") and type(w).__module__.split(".")[2] in (
                "bataan", "macarthur", "hexmap", "luzon", "tarawa", "saipan", "mapimage", "boards"):
            continue
        text = w.text() if hasattr(w, "text") and callable(w.text) else ""
        if not (w.accessibleName() or text or (isinstance(w, QLineEdit) and w.placeholderText())):
            out.append(f"{type(w).__name__} {w.objectName()!r} in {type(w.parentWidget()).__name__}")
    return out


def test_every_interactive_widget_of_the_shared_window_has_a_name(window):
    """The docks and the welcome screen: what a screen reader reads for each control (the boards are
    their own engineers' next step)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    problems = []
    for dock in window.docks.values():
        problems += _unnamed(dock.widget())
    problems += _unnamed(window.welcome)
    assert problems == [], "; ".join(problems)
    roll = window.docks["roll"].widget()
    assert roll.plot.accessibleName() == "Odds chart" and "Chance of" in roll.plot.accessibleDescription()
    roll.roll()
    assert roll.result.accessibleDescription().startswith("Rolled ")
    assert window.docks["history"].widget().view.accessibleName()
    luck = window.docks["plots"].widget().luck.plot
    assert luck.accessibleName() == "Luck plot" and luck.accessibleDescription()


# -- a file on the command line -------------------------------------------------------------------------------
def test_a_database_given_alone_is_opened_like_db(tmp_path):
    from assistant.store.store import Store

    db = tmp_path / "club.sqlite"
    Store.open(db).close()
    assert database_file_problem(db) is None
    args = gui_parser().parse_args([str(db)])
    assert args.file == str(db)


@pytest.mark.parametrize("content, words", [(b"name,x\n1,2\n", "not an SQLite file"), (None, "does not exist")])
def test_a_file_that_is_not_a_database_is_refused_naming_it(tmp_path, content, words):
    path = tmp_path / "notes.csv"
    if content is not None:
        path.write_bytes(content)
    problem = database_file_problem(path)
    assert str(path) in problem and words in problem
    if content is not None:
        assert path.read_bytes() == content


def test_main_routes_a_file_to_the_window_and_a_command_to_the_cli(tmp_path, monkeypatch):
    import assistant.app as app_module
    import assistant.ui.launch as launch

    seen = {}
    monkeypatch.setattr(launch, "run_gui", lambda args: seen.setdefault("args", args) and 0)
    notes = tmp_path / "notes.txt"
    notes.write_text("hello")
    app_module.main([str(notes)])
    args = seen["args"]
    assert args.refused and str(notes) in args.refused and args.db is None
    seen.clear()
    db = tmp_path / "g.sqlite"
    from assistant.store.store import Store

    Store.open(db).close()
    app_module.main([str(db)])
    assert seen["args"].db == str(db) and not seen["args"].refused
    assert app_module._is_file_argument("roll") is False
    assert app_module._is_file_argument(str(db)) is True


def test_the_desktop_file_passes_a_file_and_names_the_database_type():
    from pathlib import Path

    desktop = next((Path(__file__).resolve().parents[2] / "packaging" / "linux").glob("*.desktop")).read_text()
    assert "Exec=table-assistant %f" in desktop
    assert "MimeType=" in desktop and "sqlite" in desktop


# -- print ----------------------------------------------------------------------------------------------------
def test_print_writes_the_board_to_a_pdf(window, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    printer = QPrinter(QPrinter.PrinterMode.ScreenResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "board.pdf"
    printer.setOutputFileName(str(out))
    assert window.print_board(printer)
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and len(data) > 5000


def test_a_board_with_its_own_print_hook_prints_itself(window, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    called = []
    window.board.print_board = lambda printer: called.append(printer) or True
    printer = QPrinter()
    assert window.print_board(printer)
    assert called == [printer]
