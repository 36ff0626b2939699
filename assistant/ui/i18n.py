"""Translations: every string the window shows goes through Qt's ``tr`` / ``QCoreApplication.translate``
(this module's ``translate``); counted words are written once with ``%n`` and the count passed as ``n``
(``translate("history", "%n change(s)", "", n)``), never pluralised by hand.

At start :func:`install` puts two translators in: English plurals for the source text from
``resources/translations/table_assistant_en.qm`` (``"%n change(s)"`` reads "1 change", "3 changes"; the
"(s)" pattern of :func:`english_plural` only when that catalogue is missing), then the catalogue for the
language chosen in Edit > Preferences or the system's, ``table_assistant_<lang>.qm`` (German ships), when
there is one (its words win).

The catalogue's template, ``resources/translations/table_assistant.ts``, is made by
``packaging/update_translations.py`` (``pyside6-lupdate`` over :data:`TRANSLATED_MODULES`).
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

translate = QCoreApplication.translate
CATALOGUE = "table_assistant"

# Folders under assistant/ui whose strings are not wrapped yet (one line each; a folder leaves this list
# when its every visible string goes through tr / translate). A line is a path prefix: a folder ("…/"), a
# file ("….py"), or the start of some files' names ("assistant/ui/hexmap/luzon_"). Every other module under
# assistant/ui is scanned by tests/ui/test_translations.py and read by packaging/update_translations.py.
PENDING: tuple[str, ...] = ()


def _translated_modules() -> tuple[str, ...]:
    root = Path(__file__).resolve().parents[2]
    found = sorted(p.relative_to(root).as_posix() for p in (root / "assistant" / "ui").rglob("*.py"))
    return tuple(m for m in found if not any(m == p or (not p.endswith(".py") and m.startswith(p)) for p in PENDING))


def __getattr__(name: str):
    """``TRANSLATED_MODULES``: every ui module not in :data:`PENDING`, listed on first use (the tests and
    ``packaging/update_translations.py`` ask; a window's start does not walk the folder: issue 17.6)."""
    if name == "TRANSLATED_MODULES":
        value = globals()["TRANSLATED_MODULES"] = _translated_modules()
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

_ARG = re.compile(r"%([1-9])")


def fill(text: str, *values) -> str:
    """``text`` with ``%1``, ``%2``... replaced by ``values`` in one pass (a value holding "%2" stays as is)."""
    return _ARG.sub(lambda m: str(values[int(m.group(1)) - 1]) if int(m.group(1)) <= len(values) else m.group(0),
                    text)


def tr_message(text) -> str:
    """A message from the Qt-free layers in the reader's language (issue 22.6): a ``Message`` goes through
    the catalogue (context ``rules``) with its values put in; any other text is shown as it is."""
    from assistant.core.messages import Message

    return text.translated(translate) if isinstance(text, Message) else str(text)


def tr_error(err) -> str:
    """An ``InputError`` in the reader's language: where, then what."""
    what = tr_message(getattr(err, "message", str(err)))
    where = getattr(err, "where", None)
    return f"{where}: {what}" if where else what


_DIE = re.compile(r"\bdie\(s\)")
_Y = re.compile(r"y\(ies\)")
_ES = re.compile(r"\(es\)")
_S = re.compile(r"\(s\)")


def english_plural(source: str, n: int) -> str:
    """The source text's English form for ``n``: "(s)" / "(es)" / "y(ies)" resolved ("%n casualty(ies)")."""
    one = n == 1
    text = _DIE.sub("die" if one else "dice", source)      # "%n die(s)": 1 die, 3 dice (not "dies")
    text = _Y.sub("y" if one else "ies", text)
    text = _ES.sub("" if one else "es", text)
    return _S.sub("" if one else "s", text)


class EnglishPlurals(QTranslator):
    """The source language's plurals: a counted string (``%n`` with ``n``) comes back with its "(s)"
    resolved; anything else is left to the other translators and the source text."""

    def translate(self, context, source_text, disambiguation=None, n=-1):  # noqa: D401 (Qt override)
        if n is not None and n >= 0 and source_text and "%n" in source_text and "(" in source_text:
            return english_plural(source_text, n)
        return None

    def isEmpty(self) -> bool:  # noqa: N802 (Qt name)
        return False


def catalogue_folder() -> Path:
    from assistant.paths import resource

    return Path(str(resource("translations")))


#: QSettings key of the referee's language choice (Edit > Preferences): one of :data:`LANGUAGES`' codes
LANGUAGE_SETTING = "ui/language"
#: the choices, code and the language's own name ("system": the desktop's language)
LANGUAGES: tuple[tuple[str, str], ...] = (("system", ""), ("en", "English"), ("de", "Deutsch"))


def chosen_language(settings=None) -> str:
    """The language the referee chose ("system", "en", "de"); "system" when none or an unknown one is stored."""
    if settings is None:
        from PySide6.QtCore import QSettings

        settings = QSettings()
    value = str(settings.value(LANGUAGE_SETTING, "system") or "system")
    return value if value in dict(LANGUAGES) else "system"


def locale_for(language: str) -> QLocale:
    """The locale a language choice stands for: the system's for "system"."""
    return QLocale.system() if language in ("", "system") else QLocale(language)


def _load(app, locale: QLocale, folder: Path) -> QTranslator | None:
    catalogue = QTranslator(app)
    if folder.is_dir() and catalogue.load(locale, CATALOGUE, "_", str(folder), ".qm"):
        return catalogue
    return None


def install(app=None, locale: QLocale | None = None, folder: Path | None = None) -> list[QTranslator]:
    """Install the source language's plurals, then the catalogue for ``locale`` (default: the referee's
    choice in Preferences, else the system's) if a ``.qm`` exists for it. Returns the translators (kept on
    the application so they live as long as it).

    The plurals come from ``table_assistant_en.qm`` (its numerus forms: "1 change", "3 changes"); only when
    that catalogue cannot be loaded does :class:`EnglishPlurals` resolve "(s)" by pattern. A catalogue in
    another language is installed after it, so its words win and a string it lacks still reads as English."""
    app = app or QCoreApplication.instance()
    folder = folder or catalogue_folder()
    locale = locale if locale is not None else locale_for(chosen_language())
    installed: list[QTranslator] = []
    english = _load(app, QLocale(QLocale.Language.English), folder)
    plurals = english or EnglishPlurals(app)
    app.installTranslator(plurals)
    installed.append(plurals)
    if locale.language() not in (QLocale.Language.English, QLocale.Language.C):
        catalogue = _load(app, locale, folder)
        if catalogue is not None:
            # Qt's own words in that language too (OK / Cancel, the file dialog, key names), when shipped
            qt_words = QTranslator(app)
            if qt_words.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
                app.installTranslator(qt_words)
                installed.append(qt_words)
            app.installTranslator(catalogue)
            installed.append(catalogue)
    app._table_assistant_translators = installed  # type: ignore[attr-defined]
    return installed


def uninstall(app=None) -> None:
    """Take the translators :func:`install` put in out again (a test switching languages)."""
    app = app or QCoreApplication.instance()
    for translator in getattr(app, "_table_assistant_translators", None) or []:
        app.removeTranslator(translator)
    app._table_assistant_translators = []  # type: ignore[attr-defined]
