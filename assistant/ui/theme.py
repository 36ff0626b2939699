"""The few colours the window needs beyond the palette's own roles (warning text, a good or a bad result,
muted text, a note's background), derived from the palette so they read on a light and a dark one.

Widgets ask here instead of writing colours into style sheets: ``theme.css(widget)`` gives a style sheet
fragment, ``theme.colour("bad", widget)`` a QColor. ``dark_palette()`` is a dark Fusion palette for the
screenshots and the dark-palette tests.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QWidget

Role = QPalette.ColorRole

# (on a light palette, on a dark one): strong enough on white, light enough on near-black
_SEMANTIC = {
    "bad": ("#a00000", "#ff8a80"),       # a refusal, an error, a bad result
    "warning": ("#8a5a00", "#ffd180"),   # take care
    "good": ("#1d6b1d", "#8fe08f"),      # a success, a good result
    "bar": ("#4a7ab5", "#7fb0ea"),       # the odds bars
    "hit": ("#d9822b", "#ffb366"),       # the value just rolled
}
# series colours for plots (sides, results): distinguishable on both palettes
SERIES_LIGHT = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e")
SERIES_DARK = ("#6baed6", "#ff6b6b", "#74c476", "#c5a3ff", "#ffb04d")


def palette(widget: QWidget | None = None) -> QPalette:
    if widget is not None:
        return widget.palette()
    app = QApplication.instance()
    return app.palette() if app is not None else QPalette()


def is_dark(pal: QPalette | QWidget | None = None) -> bool:
    """A dark palette: its window is darker than its text."""
    if not isinstance(pal, QPalette):
        pal = palette(pal)
    return pal.color(Role.Window).lightnessF() < pal.color(Role.WindowText).lightnessF()


def colour(name: str, where: QPalette | QWidget | None = None) -> QColor:
    """A semantic colour ("bad", "warning", "good", "bar", "hit") for the palette in force, or a palette
    role by name ("text", "base", "window", "muted", "note")."""
    pal = where if isinstance(where, QPalette) else palette(where)
    if name in _SEMANTIC:
        return QColor(_SEMANTIC[name][1 if is_dark(pal) else 0])
    if name == "text":
        return pal.color(Role.Text)
    if name == "base":
        return pal.color(Role.Base)
    if name == "window":
        return pal.color(Role.Window)
    if name == "muted":
        return mix(pal.color(Role.WindowText), pal.color(Role.Window), 0.35)
    if name == "note":   # a note's background: the base tinted towards amber
        return mix(pal.color(Role.Base), QColor("#ffcc33"), 0.22 if is_dark(pal) else 0.3)
    if name == "edited":  # a cell the referee changed: the base tinted towards green
        return mix(pal.color(Role.Base), QColor("#33aa55"), 0.25 if is_dark(pal) else 0.18)
    if name == "frame":
        return pal.color(Role.Mid)
    raise KeyError(name)


def series(where: QPalette | QWidget | None = None) -> tuple[str, ...]:
    return SERIES_DARK if is_dark(where) else SERIES_LIGHT


def mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved ``t`` of the way towards ``b``."""
    return QColor.fromRgbF(a.redF() + (b.redF() - a.redF()) * t, a.greenF() + (b.greenF() - a.greenF()) * t,
                           a.blueF() + (b.blueF() - a.blueF()) * t)


def css(name: str, where: QPalette | QWidget | None = None) -> str:
    """The colour as a style-sheet value (``#rrggbb``)."""
    return colour(name, where).name()


def text_style(name: str, where: QPalette | QWidget | None = None, extra: str = "") -> str:
    """A style sheet giving a label the semantic colour ``name``, plus ``extra`` (font size, weight)."""
    return f"color:{css(name, where)};{extra}"


def note_style(where: QPalette | QWidget | None = None, extra: str = "") -> str:
    """A framed note: the palette's text on a tinted base."""
    return (f"background:{css('note', where)}; color:{css('text', where)}; border:1px solid {css('frame', where)};"
            f"padding:6px;{extra}")


def dark_palette() -> QPalette:
    """A dark palette for the Fusion style (light text on near-black), as a dark desktop gives."""
    pal = QPalette()
    dark, base, text = QColor(45, 45, 48), QColor(30, 30, 32), QColor(230, 230, 230)
    for role, value in ((Role.Window, dark), (Role.WindowText, text), (Role.Base, base),
                        (Role.AlternateBase, QColor(40, 40, 44)), (Role.ToolTipBase, dark), (Role.ToolTipText, text),
                        (Role.Text, text), (Role.Button, dark), (Role.ButtonText, text), (Role.BrightText, QColor("#ff6b6b")),
                        (Role.Highlight, QColor(42, 130, 218)), (Role.HighlightedText, QColor("black")),
                        (Role.Link, QColor(120, 170, 255)), (Role.PlaceholderText, QColor(150, 150, 150)),
                        (Role.Light, QColor(80, 80, 84)), (Role.Midlight, QColor(65, 65, 68)),
                        (Role.Mid, QColor(90, 90, 95)), (Role.Dark, QColor(20, 20, 22)), (Role.Shadow, QColor(0, 0, 0))):
        pal.setColor(role, value)
    grey = QColor(130, 130, 130)
    for role in (Role.WindowText, Role.Text, Role.ButtonText):
        pal.setColor(QPalette.ColorGroup.Disabled, role, grey)
    return pal


def luminance(c: QColor) -> float:
    """The relative luminance of a colour (WCAG 2), 0 for black, 1 for white."""
    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4
    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours, 1 (the same) to 21 (black on white)."""
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def readable(ink: QColor | str, background: QColor | str, ratio: float = 4.5) -> QColor:
    """``ink`` moved towards white (on a dark background) or black (on a light one) just far enough to
    reach ``ratio`` against ``background``, so a side's or a line's colour keeps its hue where it can."""
    ink, background = QColor(ink), QColor(background)
    if contrast(ink, background) >= ratio:
        return ink
    target = QColor("white") if luminance(background) < 0.18 else QColor("black")
    for k in range(1, 21):
        c = mix(ink, target, k / 20)
        if contrast(c, background) >= ratio:
            return c
    return target
