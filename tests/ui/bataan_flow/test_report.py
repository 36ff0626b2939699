"""Issue 12/13: the Bataan game report (HTML, PDF, Print): the table's picture, the waves table, the plot
and a roll summary; header words never broken; a file that cannot be written is a failure naming it, and
leaves nothing behind."""

from __future__ import annotations

import pytest


@pytest.fixture()
def panel(window):
    return window.board.referee_panel


def test_html_report_holds_picture_waves_and_rolls(panel, tmp_path):
    out = panel.export(tmp_path / "report.html")
    html = out.read_text(encoding="utf-8")
    assert html.count("data:image/png;base64,") == 2          # the table now, the waves plot
    assert "The table now (wave 1, turn 1)" in html
    assert "<h2>Waves</h2>" in html and "<h2>Rolls</h2>" in html
    assert "wave(s)" not in html


def test_pdf_report_is_written_whole(panel, tmp_path):
    pdf = panel.export(tmp_path / "report.pdf")
    data = pdf.read_bytes()
    assert data[:4] == b"%PDF"
    assert len(data) > 20_000                                   # the pictures are in it
    assert not list(tmp_path.glob(".*part"))


def test_pdf_to_a_path_that_cannot_be_written_fails_naming_it(panel, tmp_path):
    target = tmp_path / "no such folder" / "report.pdf"
    assert panel.export(target) is None
    assert str(target) in panel.last_error and "was not saved" in panel.last_error
    assert not target.exists() and not (tmp_path / "no such folder").exists()


def test_header_words_are_not_broken(panel, monkeypatch):
    """Every header cell of the report lays out on one line at the PDF's page width (no "Commande r")."""
    from PySide6.QtCore import QSizeF

    wave = {"number": 1, "commander_name": "1st Platoon", "turns": 6, "japanese_losses": 23,
            "american_losses": 4, "banzai": True, "line_reached_in": 31.5, "ground_gained_in": 12.25,
            "ended_why": "the wave's turns ran out"}
    monkeypatch.setattr(panel.game, "waves", lambda: [wave, dict(wave, number=2)])
    from assistant.ui.bataan.flow.report_export import report_document

    doc = report_document(panel.game, panel.report_pictures())
    doc.setPageSize(QSizeF(1040, 720))          # A4 landscape less margins, in points at 96 dpi
    doc.documentLayout()
    heads = {"Wave", "Commander", "Turns", "Japanese lost", "Americans lost", "Banzai", "Line reached", "Gained",
             "Ended", "Roll", "How many", "Mean result"}
    block = doc.begin()
    seen = 0
    while block.isValid():
        if block.text() in heads:
            seen += 1
            assert block.layout().lineCount() == 1, block.text()
        for word in ("Commande", "Banza"):
            assert block.text() != word
        block = block.next()
    assert seen >= 3


def test_print_board_prints_the_report(window, tmp_path):
    from PySide6.QtPrintSupport import QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    window.board.print_board(printer)
    assert out.read_bytes()[:4] == b"%PDF"


def test_waves_plot_uses_the_shared_style(qtbot):
    """Issue 13: whole-number 'figures lost' ticks, legends under the plots (not on the bars), the sides
    named as players read them, and room to be read."""
    from assistant.ui.bataan.flow.widgets import WaveHistory
    from assistant.ui.panels.plot_style import IntegerAxis

    w = WaveHistory()
    qtbot.addWidget(w)
    w.set_waves([{"number": 1, "japanese_losses": 3, "american_losses": 1, "ground_gained_in": 4.0},
                 {"number": 2, "japanese_losses": 1, "american_losses": 0, "ground_gained_in": 7.5}])
    item = w.losses.getPlotItem()
    assert isinstance(item.getAxis("left"), IntegerAxis) and isinstance(item.getAxis("bottom"), IntegerAxis)
    labels = [label.text for _sample, label in w.losses_legend.items]
    assert labels == ["Japanese lost (left bar)", "Americans lost (right bar)"]
    assert w.losses_legend.parentItem() is not item.vb                 # outside the data area
    assert w.minimumHeight() >= 400
    assert "wave 1: Japanese lost 3, Americans lost 1, 4\" gained" in w.caption.text()
