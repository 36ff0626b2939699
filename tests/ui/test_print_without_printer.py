"""Issue 23.3: File > Print with no printer installed says so and offers a PDF, written whole or not at all."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from assistant.ui import file_actions


@pytest.fixture
def no_printer(monkeypatch):
    monkeypatch.setattr(file_actions, "has_printer", lambda: False)


def _answer(monkeypatch, button_text: str | None):
    def exec_(box):
        chosen = next((b for b in box.buttons() if button_text and button_text in b.text().replace("&", "")), None)
        if chosen is not None:
            chosen.click()
        else:
            box.button(QMessageBox.StandardButton.Cancel).click()
        return 0
    monkeypatch.setattr(QMessageBox, "exec", exec_)


def test_no_printer_offers_a_pdf(window, tmp_path, monkeypatch, no_printer):
    out = tmp_path / "board.pdf"
    _answer(monkeypatch, "Save as PDF")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(out), "")))
    assert window.print_board()
    assert out.read_bytes()[:5] == b"%PDF-"
    assert not list(tmp_path.glob(".board.pdf.*"))        # no half-written leftover


def test_declining_writes_nothing(window, tmp_path, monkeypatch, no_printer):
    _answer(monkeypatch, None)
    assert window.print_board() is False
    assert not list(tmp_path.glob("*.pdf"))
