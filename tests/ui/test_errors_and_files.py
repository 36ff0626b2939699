"""Issue 12, errors never silent: exports and the backup report a failure in a dialog naming the file
and the reason and leave no partial file; an unexpected error is logged to a rotating file in the data
folder and shown with a copyable report; user text is never read as rich text; --screenshot fails when
the database is refused; Help > Check database runs the store's check."""

from __future__ import annotations

import json
import logging
import subprocess
import sys

import pytest

from assistant.ui import errors, safe_files


def _no_part_files(folder):
    return [p.name for p in folder.iterdir() if p.name.endswith((".part", ".tmp"))]


def test_exports_write_whole_files(window, tmp_path):
    window.docks["roll"].widget().pool.setText("2d6")
    window.docks["roll"].widget().chart_box.setCurrentIndex(0)
    window.docks["roll"].widget().roll()
    assert window.export_rolls(str(tmp_path / "r.csv"))
    assert (tmp_path / "r.csv").read_text().count("\n") == 2
    assert window.export_game(str(tmp_path / "g.json"))
    assert json.loads((tmp_path / "g.json").read_text())["game"]["name"] == "UI test"
    assert window.backup_to(tmp_path / "b.sqlite") and (tmp_path / "b.sqlite").stat().st_size > 0
    assert _no_part_files(tmp_path) == []


@pytest.mark.parametrize("how", ["export_rolls", "export_game", "backup_to"])
def test_a_failed_write_names_the_file_and_the_reason_and_leaves_nothing(window, tmp_path, how):
    missing = tmp_path / "no-such-folder" / "out.file"
    assert not getattr(window, how)(str(missing))
    title, text = window.last_error
    assert str(missing) in text and "Reason: the folder" in text and "does not exist" in text
    assert not missing.parent.exists()
    import os

    if os.access("/sys", os.W_OK) or not os.path.isdir("/sys"):
        return  # a place no one may write, even root: /sys on Linux
    locked = "/sys/table-assistant-out.file"
    assert not getattr(window, how)(locked)
    title, text = window.last_error
    assert locked in text and "ermission denied" in text and not os.path.exists(locked)


def test_a_failed_write_keeps_the_file_that_was_there(window, tmp_path, monkeypatch):
    target = tmp_path / "g.json"
    target.write_text("the older export")

    def broken(store, gid, path):
        open(path, "w").write("half a ga")
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("assistant.store.export.write_game", broken)
    assert not window.export_game(str(target))
    assert target.read_text() == "the older export"
    assert "No space left" in window.last_error[1] or "no space left" in window.last_error[1]
    assert _no_part_files(tmp_path) == []


def test_a_backup_onto_the_open_database_is_refused_in_the_stores_words(window):
    assert not window.backup_to(window.hub.store.path)
    assert "in use" in window.last_error[1]


def test_a_pdf_to_a_place_it_cannot_write_is_a_failure(tmp_path):
    """Issue 12: PDF export to a path it cannot write said it succeeded."""
    with pytest.raises(safe_files.SaveError) as caught:
        safe_files.write_pdf(tmp_path / "no-such-folder" / "report.pdf", "<h1>Wave 1</h1>")
    assert "does not exist" in caught.value.reason
    out = safe_files.write_pdf(tmp_path / "report.pdf", "<h1>Wave 1</h1>")
    assert out.read_bytes().startswith(b"%PDF")


def test_an_unexpected_error_is_logged_and_shown_with_a_copyable_report(qtbot, tmp_path):
    from assistant.ui.launch import make_app

    make_app()
    log_file = errors.setup_logging(tmp_path / "logs")
    try:
        raise RuntimeError("the board fell over")
    except RuntimeError:
        exc_info = sys.exc_info()
    errors.excepthook(*exc_info)
    dialog = errors._state["dialog"]
    qtbot.addWidget(dialog)
    assert dialog.isVisible() and "the board fell over" in dialog.report.toPlainText()
    assert "Versions:" in dialog.report.toPlainText()
    dialog.copy()
    from PySide6.QtGui import QGuiApplication

    assert "the board fell over" in QGuiApplication.clipboard().text()
    for h in logging.getLogger("assistant").handlers:
        h.flush()
    assert "the board fell over" in log_file.read_text()
    assert errors.log_folder() == tmp_path / "logs"


def test_qt_messages_go_to_the_log(tmp_path):
    from PySide6.QtCore import QtMsgType

    log_file = errors.setup_logging(tmp_path / "logs")
    errors.qt_message(QtMsgType.QtWarningMsg, None, "QWidget::setLayout: odd layout")
    for h in logging.getLogger("assistant").handlers:
        h.flush()
    assert "odd layout" in log_file.read_text()


def test_help_menu_opens_the_log_folder_and_checks_the_database(window, tmp_path, monkeypatch):
    errors.setup_logging(tmp_path / "logs")
    opened = []
    monkeypatch.setattr("assistant.ui.errors.QDesktopServices.openUrl", lambda url: opened.append(url))
    window.act_log_folder.trigger()
    assert opened and opened[0].toLocalFile() == str(tmp_path / "logs")
    window.act_check_db.trigger()
    assert "No problems found" in window.last_check


def test_user_text_is_never_read_as_rich_text(window):
    from PySide6.QtCore import Qt

    from assistant.games.game_settings import rename_change

    window.hub.push(rename_change(window.hub.session, "<b>Bold</b> & <i>friends</i>"))
    window._on_game_opened(window.hub.session)
    assert window.status_game.textFormat() == Qt.TextFormat.PlainText
    assert "<b>Bold</b>" in window.status_game.text()
    record = window.docks["history"].widget()
    assert record.summary.textFormat() == Qt.TextFormat.PlainText
    tip = record.view.item(record.view.count() - 1).toolTip()
    assert "&lt;b&gt;" in tip and "<b>" not in tip


def test_screenshot_exits_non_zero_when_the_database_is_refused(tmp_path):
    bad = tmp_path / "not-a-db.sqlite"
    bad.write_bytes(b"this is not a database" * 100)
    proc = subprocess.run([sys.executable, "-m", "assistant", "--db", str(bad), "--screenshot",
                           str(tmp_path / "s.png"), "--size", "800x600"],
                          capture_output=True, text=True, timeout=180,
                          env={**__import__("os").environ, "XDG_DATA_HOME": str(tmp_path / "data")})
    assert proc.returncode != 0
    assert str(bad) in proc.stderr
