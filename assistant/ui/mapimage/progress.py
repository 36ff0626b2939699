"""The cancellable progress dialog shown while a kept image is hashed or cut into tiles (a hex map's
scan, MacArthur's scan): the dialog, and the step callback that ``file_sha256`` and ``build_pyramid``
call per chunk or tile."""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QProgressDialog, QWidget

STEPS = 1000


def progress_dialog(parent: QWidget | None, text: str, title: str, cancel: str) -> QProgressDialog:
    """A window-modal progress dialog, shown only if the work lasts over 0.3 s (the texts are the
    caller's, translated in its own context)."""
    dlg = QProgressDialog(text, cancel, 0, STEPS, parent)
    dlg.setWindowTitle(title)
    dlg.setWindowModality(Qt.WindowModality.WindowModal)
    dlg.setMinimumDuration(300)
    dlg.setValue(0)
    return dlg


def follow(dlg: QProgressDialog, show_what: bool = False) -> Callable[..., bool]:
    """The ``(done, total[, what])`` callback moving ``dlg`` on (and showing ``what`` when asked):
    False, to stop, once the referee has pressed Cancel."""
    def step(done: int, total: int, what: str | None = None) -> bool:
        if show_what and what is not None:
            dlg.setLabelText(what)
        dlg.setValue(int(STEPS * done / max(total, 1)))
        QApplication.processEvents()
        return not dlg.wasCanceled()
    return step
