"""Issue 23.3, "Translations that exist": a complete German catalogue compiled to .qm, chosen from the system
locale or Edit > Preferences; English plurals from the English catalogue's numerus forms (the "(s)" pattern
only when no catalogue loads); the catalogues kept current by packaging/update_translations.py."""

from __future__ import annotations

import importlib.util
import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings

from assistant.ui.i18n import (
    LANGUAGE_SETTING, EnglishPlurals, chosen_language, install, locale_for, translate, uninstall,
)

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "resources" / "translations"


def _script(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "packaging" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture()
def app(qapp):
    """The application with its translators put back as a start in English gives them, after the test."""
    app = QCoreApplication.instance()
    yield app
    uninstall(app)
    install(app, QLocale("en_GB"))


def _messages(ts: Path) -> dict[tuple[str, str], ET.Element]:
    return {(c.findtext("name"), m.findtext("source")): m for c in ET.parse(ts).getroot().iter("context")
            for m in c.iter("message")}


def test_the_german_catalogue_is_complete_and_current():
    """Every message of the template is in table_assistant_de.ts, translated (no 'unfinished'), with two
    plural forms for each counted one; its .qm is compiled beside it."""
    template, german = _messages(FOLDER / "table_assistant.ts"), _messages(FOLDER / "table_assistant_de.ts")
    assert set(german) == set(template) and len(german) > 2000
    # the window's own strings are all German; the rules' refusals (context "rules", issue 22.6: reachable
    # by a translator since this round) are translated as far as packaging/de.json goes
    unfinished = [k for k, m in german.items() if m.find("translation").get("type") == "unfinished"
                  and k[0] != "rules"]
    assert unfinished == []
    for key, message in german.items():
        if message.get("numerus") == "yes":
            forms = [f.text for f in message.find("translation").iter("numerusform")]
            assert len(forms) == 2 and all(forms), key
    assert (FOLDER / "table_assistant_de.qm").stat().st_size > 100_000


def test_the_german_words_keep_placeholders_markup_and_mnemonics():
    """packaging/de.json: each translation holds the same %1/%n, {0}/{1:.1f}, HTML tags and line breaks as
    its source, a menu text keeps a mnemonic, and leading/trailing spaces are kept."""
    words = json.loads((ROOT / "packaging" / "de.json").read_text(encoding="utf-8"))
    kept = re.compile(r"%[n1-9]|\{[^}]*\}|<[^>]*>|&\w+;|\n")
    for source, german in words.items():
        for form in german if isinstance(german, list) else [german]:
            assert sorted(kept.findall(form)) == sorted(kept.findall(source)), (source, form)
            mnemonic = re.search(r"&[^\s&;]", re.sub(r"&\w+;", "", source)) is not None
            assert (re.search(r"&[^\s&;]", re.sub(r"&\w+;", "", form)) is not None) == mnemonic, (source, form)
            assert (form[:1].isspace(), form[-1:].isspace()) == (source[:1].isspace(), source[-1:].isspace())


def test_the_english_catalogue_holds_every_plural():
    """table_assistant_en.ts: each counted message of the template has its singular and plural
    ("%n change(s)" -> "%n change", "%n changes")."""
    template, english = _messages(FOLDER / "table_assistant.ts"), _messages(FOLDER / "table_assistant_en.ts")
    counted = [k for k, m in template.items() if m.get("numerus") == "yes"]
    assert len(counted) > 50
    for key in counted:
        forms = [f.text for f in english[key].find("translation").iter("numerusform")]
        assert len(forms) == 2 and "(s)" not in "".join(forms) and "(es)" not in "".join(forms), key


def test_english_plurals_come_from_the_catalogue(app):
    """At start in English the first translator is the English catalogue, not the pattern."""
    uninstall(app)
    translators = install(app, QLocale("en_US"))
    assert len(translators) == 1 and not isinstance(translators[0], EnglishPlurals)
    tr = QCoreApplication.translate
    assert tr("history", "%1: %n change(s) applied", "", 1) == "%1: 1 change applied"
    assert tr("history", "%1: %n change(s) applied", "", 3) == "%1: 3 changes applied"
    assert tr("BattleDialog", "%n casualty(ies)", "", 2) == "2 casualties"


def test_the_pattern_only_when_no_catalogue_loads(app, tmp_path):
    uninstall(app)
    translators = install(app, QLocale("en_US"), tmp_path)
    assert len(translators) == 1 and isinstance(translators[0], EnglishPlurals)
    assert QCoreApplication.translate("history", "%1: %n change(s) applied", "", 3) == "%1: 3 changes applied"


def test_a_german_system_reads_german(app):
    """The system locale de_DE (or de_AT) picks the German catalogue: menus, plurals, a rule's message."""
    from assistant.core.messages import msg
    from assistant.ui.i18n import tr_message

    uninstall(app)
    translators = install(app, QLocale("de_AT"))
    assert len(translators) in (2, 3)   # English plurals, Qt's own German words when shipped, ours
    assert translate("QPlatformTheme", "Cancel") == ("Abbrechen" if len(translators) == 3 else "Cancel")
    assert translate("menus", "&File") == "&Datei"
    assert translate("menus", "&Edit") == "&Bearbeiten"
    assert translate("BattleDialog", "%n red die(s)", "", 1) == "1 roter Würfel"
    assert translate("BattleDialog", "%n red die(s)", "", 3) == "3 rote Würfel"
    assert translate("RefereePanel", "Melee") == "Nahkampf"
    assert tr_message(msg("{0} is dead", "JP1-2")) == "JP1-2 ist tot"
    assert tr_message(msg('{0} is {1:.2f}" from the tank: he must reach it (B18)', "US1-1", 3.456)) == \
        'US1-1 ist 3.46" vom Panzer entfernt: er muss ihn erreichen (B18)'


def test_the_language_setting_wins_over_the_system(app, tmp_path):
    """Edit > Preferences stores "ui/language"; the next start reads it: "en" gives English on any system,
    "de" German; an unknown value is "system"."""
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    assert chosen_language(settings) == "system"
    settings.setValue(LANGUAGE_SETTING, "klingon")
    assert chosen_language(settings) == "system"
    settings.setValue(LANGUAGE_SETTING, "de")
    assert chosen_language(settings) == "de" and locale_for("de").language() == QLocale.Language.German
    assert locale_for("system") == QLocale.system()
    QSettings().setValue(LANGUAGE_SETTING, "de")   # the user's settings (a private folder in tests)
    try:
        uninstall(app)
        install(app)
        assert translate("menus", "&Help") == "&Hilfe"
        QSettings().setValue(LANGUAGE_SETTING, "en")
        uninstall(app)
        install(app)
        assert translate("menus", "&Help") == "&Help"
    finally:
        QSettings().remove(LANGUAGE_SETTING)


def test_preferences_dialog_stores_the_language_and_says_when(window, qtbot):
    """Edit > Preferences: Language (System / English / Deutsch); OK stores it and says it applies at the
    next start; the window's words stay as they are until then."""
    from assistant.ui.preferences import PreferencesDialog

    act = window.act_preferences
    assert act in window.menuBar().actions()[1].menu().actions()   # under Edit
    act.trigger()
    dialog = window.preferences_dialog
    assert isinstance(dialog, PreferencesDialog) and dialog.isVisible()
    codes = [dialog.language.itemData(i) for i in range(dialog.language.count())]
    assert codes == ["system", "en", "de"] and dialog.language.itemText(2) == "Deutsch"
    assert dialog.language.itemText(0).startswith("System (")
    dialog.language.setCurrentIndex(2)
    dialog.apply()
    assert window.settings.value(LANGUAGE_SETTING) == "de"
    assert dialog.notice is not None and "next start" in dialog.notice.text() and "Deutsch" in dialog.notice.text()
    dialog.notice.close()
    assert window.menuBar().actions()[0].text() == "&File"


def test_board_actions_land_in_the_same_menus_in_german(app, qtbot, tmp_path):
    """A board's actions go to File / View / Game / Turn by their words (menus.menu_for): in German they
    land where they land in English."""
    from assistant.ui import menus
    from assistant.ui.mainwindow import MainWindow

    def placement(language: str, kind: str) -> list[str]:
        uninstall(app)
        install(app, QLocale(language))
        win = MainWindow(settings=QSettings(str(tmp_path / f"{language}.ini"), QSettings.Format.IniFormat))
        win.quiet_errors = True
        qtbot.addWidget(win)
        assert win.open_database(tmp_path / f"{language}-{kind}.sqlite")
        win.create_and_open(kind, "", setup="demo")
        names = {id(win.menu_file): "file", id(win.menu_view): "view", id(win.menu_game): "game",
                 id(win.menu_turn): "turn"}
        out = [names.get(id(menu), "?") for menu, act in win._board_entries if not act.isSeparator()]
        win.close()
        return out

    for kind in ("bataan", "tarawa"):
        english = placement("en_GB", kind)
        assert len(english) > 5
        assert placement("de_DE", kind) == english, kind
    assert menus.menu_for  # the one rule both languages go through


def test_english_dice_are_dice_not_dies():
    """Issue 23.3: "2 red dies" read wrong: the English plural of die(s) is dice, in the catalogue and the
    fallback alike."""
    from assistant.ui.i18n import english_plural

    assert english_plural("%n red die(s)", 1) == "%n red die" and english_plural("%n red die(s)", 2) == "%n red dice"
    en = (FOLDER / "table_assistant_en.ts").read_text(encoding="utf-8")
    assert "dies</numerusform>" not in en
