"""Issue 23.3: a pseudo-localised run (every string of the catalogue about 40 % longer and accented,
"[Ŧĥé ŵíñđöŵ ~]", made by packaging/fill_translations.py) shows no clipped text at 1280x720: every board
(Bataan demo, MacArthur Korea, Luzon, Tarawa, Saipan) and the main dialogs, offscreen. A label, button, check
box, radio button or tab is clipped when the width its text needs is more than it has and it neither wraps
nor elides on purpose, or when it reaches past the right edge of a panel that cannot scroll there
(tests/ui/clipping.py); the German catalogue is checked the same way."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSize, Qt, QTranslator
from PySide6.QtWidgets import QDialog

from assistant.ui.i18n import install, uninstall

from .clipping import clipped
from .laptop import in_language, laptop_window, open_demo
from .laptop import settle as _settle

ROOT = Path(__file__).resolve().parents[2]
BOARDS = ("bataan", "macarthur_korea", "luzon", "tarawa", "saipan")


def _lrelease() -> str:
    import shutil

    found = Path(sys.executable).with_name("pyside6-lrelease")
    return str(found) if found.exists() else (shutil.which("pyside6-lrelease") or "pyside6-lrelease")


@pytest.fixture()
def pseudo(qapp, tmp_path):
    """The pseudo catalogue as the only translator, for the test; the usual ones back after it."""
    spec = importlib.util.spec_from_file_location("fill_translations", ROOT / "packaging" / "fill_translations.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    ts = script.pseudo_catalogue(tmp_path / "table_assistant_pseudo.ts")
    qm = tmp_path / "table_assistant_pseudo.qm"
    subprocess.run([_lrelease(), str(ts), "-qm", str(qm)], check=True, capture_output=True)
    app = QCoreApplication.instance()
    uninstall(app)
    translator = QTranslator(app)
    assert translator.load(str(qm))
    app.installTranslator(translator)
    app._table_assistant_translators = [translator]
    yield script
    uninstall(app)
    install(app, QLocale("en_GB"))


@pytest.fixture()
def german(qapp):
    with in_language("de_DE"):
        yield


def _check(widget, where: str, found: dict[str, list[str]]) -> None:
    widget.show()
    _settle(2)
    if isinstance(widget, QDialog) and not widget.testAttribute(Qt.WidgetAttribute.WA_Resized):
        # a dialog that does not size itself gets what Qt gives a new window on a 1280x720 screen (its size
        # hint, at most two thirds of the screen, at least its minimum; the offscreen screen here is smaller)
        hint = widget.sizeHint().boundedTo(QSize(1280 * 2 // 3, 720 * 2 // 3))
        widget.resize(hint.expandedTo(widget.minimumSizeHint()))
    _settle(4)
    lines = clipped(widget)
    if lines:
        found[where] = lines


def _dialogs(win):
    """The main dialogs of the window and of the open Bataan game (made, not run: each is shown)."""
    from assistant.ui.charts.editor import ChartsDialog
    from assistant.ui.dialogs import NewGameDialog, OpenGameDialog
    from assistant.ui.preferences import PreferencesDialog
    from assistant.ui.reference import RulesReference
    from assistant.ui.rulings_dialog import RulingsDialog
    from assistant.ui.shortcuts import ShortcutsDialog

    yield "new game", NewGameDialog(win)
    yield "open game", OpenGameDialog(win.hub.store, win)
    yield "charts", ChartsDialog(win.hub, win)
    yield "rulings", RulingsDialog(win.hub, win)
    yield "preferences", PreferencesDialog(win.settings, win)
    yield "shortcuts", ShortcutsDialog(win)
    yield "rules reference", RulesReference(win.hub, win)
    panel = win.board.referee_panel
    yield "end wave", panel.open_end_wave()
    yield "melee", panel.open_melee()


def _run(win, found: dict[str, list[str]]) -> None:
    for kind in BOARDS:
        open_demo(win, kind)
        _check(win, kind, found)
        if kind == "bataan":
            for name, dialog in _dialogs(win):
                _check(dialog, name, found)
                dialog.close()
        if kind == "macarthur_korea":
            from assistant.ui.macarthur.battle import BattleDialog

            dialog = BattleDialog(win.board, parent=win)
            _check(dialog, "battle", found)
            dialog.close()


@pytest.mark.slow
def test_no_clipped_text_with_every_string_longer(pseudo, qtbot, tmp_path):
    win = laptop_window(qtbot, tmp_path)
    found: dict[str, list[str]] = {}
    _run(win, found)
    # the pseudo catalogue is in force (and no English words left on the Bataan board's panel)
    assert win.menuBar().actions()[0].text().startswith("[&Fí")
    assert found == {}


@pytest.mark.slow
def test_no_clipped_text_in_german(german, qtbot, tmp_path):
    win = laptop_window(qtbot, tmp_path)
    found: dict[str, list[str]] = {}
    _run(win, found)
    assert win.menuBar().actions()[0].text() == "&Datei"
    assert found == {}


def test_the_pseudo_text_is_longer_and_keeps_what_code_fills_in():
    """The pseudo form of a text: about 40 % longer, accented, placeholders, markup and mnemonics intact."""
    spec = importlib.util.spec_from_file_location("fill_translations", ROOT / "packaging" / "fill_translations.py")
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    for text in ("The window", "&File", "Move %n figure(s) %1\"", "<b>%1</b> (%2): %3 caught", "{0} is dead",
                 "Under a Banzai Charge command is ignored (B6) and every Japanese figure runs at its nearest"):
        out = script.pseudo(text)
        assert len(out) >= 1.3 * len(text), (text, out)
        for kept in ("%1", "%n", "<b>", "</b>", "{0}", "&F"):
            assert (kept in text) == (kept in out), (text, out, kept)
    assert script.pseudo("The window").startswith("[Ŧĥé ŵíñđöŵ")


def test_the_check_finds_clipped_text(qtbot):
    """The check itself: a button narrower than its words, a label cut short and a tab behind the scroll
    arrows are found; a wrapping label and an eliding tab bar are not."""
    from PySide6.QtWidgets import QLabel, QPushButton, QTabWidget, QVBoxLayout, QWidget

    root = QWidget()
    qtbot.addWidget(root)
    lay = QVBoxLayout(root)
    button = QPushButton("A button with a great many words on it")
    button.setFixedWidth(80)
    cut = QLabel("A label that does not wrap and has no room")
    cut.setMinimumWidth(1)
    cut.setFixedWidth(60)
    wrapping = QLabel("A label that wraps its many words onto as many lines as it needs")
    wrapping.setWordWrap(True)
    tabs, elided = QTabWidget(), QTabWidget()
    elided.setElideMode(Qt.TextElideMode.ElideRight)
    for t in (tabs, elided):
        for title in ("The first long title", "The second long title", "The third long title"):
            t.addTab(QWidget(), title)
        t.setFixedWidth(200)
    for w in (button, cut, wrapping, tabs, elided):
        lay.addWidget(w)
    root.resize(300, 400)
    root.show()
    _settle(4)
    found = clipped(root)
    assert any("great many words" in f for f in found)
    assert any("does not wrap" in f for f in found)
    assert any("tab 2" in f for f in found)
    assert not any("wraps its many" in f for f in found)
    assert len([f for f in found if " tab " in f]) == len([f for f in clipped(tabs) if " tab " in f])
