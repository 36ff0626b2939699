"""Edit > Preferences: the referee's choices for the program itself, kept in QSettings (issue 23.3). Today one:
the language of the window (the desktop's, English or German), applied at the next start."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QMessageBox, QVBoxLayout

from .i18n import LANGUAGE_SETTING, LANGUAGES, chosen_language, translate


def system_language_name() -> str:
    """The desktop's language in its own words ("Deutsch", "English"), for the "System" choice."""
    name = QLocale.system().nativeLanguageName()
    return name[:1].upper() + name[1:] if name else "English"


class PreferencesDialog(QDialog):
    """A small form: Language (System / English / Deutsch). OK stores the choice; a changed language is
    said to apply at the next start (the window's words are made once, when each part is built)."""

    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.notice: QMessageBox | None = None
        self.setWindowTitle(translate("preferences", "Preferences"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox()
        self.language.setAccessibleName(translate("preferences", "Language"))
        for code, name in LANGUAGES:
            shown = translate("preferences", "System (%1)").replace("%1", system_language_name()) \
                if code == "system" else name
            self.language.addItem(shown, code)
        self.language.setCurrentIndex(max(0, self.language.findData(chosen_language(settings))))
        form.addRow(translate("preferences", "&Language:"), self.language)
        lay.addLayout(form)
        note = QLabel(translate("preferences", "A new language applies at the next start."))
        note.setWordWrap(True)
        lay.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.apply)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def apply(self) -> None:
        """Store the choice; if it changed, say when it applies (``self.notice``, a message box)."""
        chosen = self.language.currentData()
        changed = chosen != chosen_language(self.settings)
        self.settings.setValue(LANGUAGE_SETTING, chosen)
        self.settings.sync()
        self.accept()
        if changed:
            self.notice = QMessageBox(QMessageBox.Icon.Information, translate("preferences", "Language"),
                                      translate("preferences", "The window will use %1 from the next start of "
                                                "Table Assistant.").replace("%1", self.language.currentText()),
                                      QMessageBox.StandardButton.Ok, self.parentWidget())
            self.notice.open()


def open_preferences(win) -> PreferencesDialog:
    dialog = PreferencesDialog(win.settings, win)
    dialog.open()
    win.preferences_dialog = dialog   # kept while it is open (and for a test to find)
    return dialog
