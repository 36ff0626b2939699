"""The MacArthur board from the keyboard: one QAction (with its key, listed in Help > Keyboard
shortcuts) for every step of a turn and for the zoom, the find bar (Ctrl+F: a town by name, or the
towns holding a side's units), and what a screen reader says about the focused town and the answers.
Each turn action presses the same path as its button (one game command, one change)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAction, QKeySequence, QTextDocumentFragment
from PySide6.QtWidgets import QCompleter, QLineEdit

from assistant.ui.i18n import fill, translate

ROAD_WORDS = {"solid": QT_TRANSLATE_NOOP("MacArthurKeys", "solid road"),
              "dashed": QT_TRANSLATE_NOOP("MacArthurKeys", "dashed road"),
              "dotted": QT_TRANSLATE_NOOP("MacArthurKeys", "dotted road")}


def _tr(text: str, n: int = -1) -> str:
    return translate("MacArthurKeys", text, "", n)


def _act(board, text: str, slot, keys: tuple[str, ...], menu: str, tip: str = "") -> QAction:
    """An action; ``text`` and ``tip`` are source texts of the 'MacArthurKeys' context (marked below)."""
    text, tip = _tr(text), _tr(tip) if tip else ""
    a = QAction(text, board)
    a.setShortcuts([QKeySequence(k) for k in keys])
    a.setProperty("menu", menu)
    if tip:
        a.setStatusTip(tip)
        a.setToolTip(tip)
    a.triggered.connect(lambda _=False: slot())
    board.addAction(a)
    return a


def build_actions(board) -> list[QAction]:
    """The view and turn actions (made once; ``game_actions`` returns them with the file ones)."""
    v, tt, mv = board.view, board.turn_tab, board.move_tab
    acts = [
        _act(board, QT_TRANSLATE_NOOP("MacArthurKeys", "Zoom in"), lambda: v.zoom_by(1.25), ("Ctrl++", "Ctrl+="), "view"),
        _act(board, QT_TRANSLATE_NOOP("MacArthurKeys", "Zoom out"), lambda: v.zoom_by(0.8), ("Ctrl+-",), "view"),
        _act(board, QT_TRANSLATE_NOOP("MacArthurKeys", "Fit board"), v.fit, ("Ctrl+0",), "view", QT_TRANSLATE_NOOP("MacArthurKeys", "The whole network in the whole map area")),
        _act(board, QT_TRANSLATE_NOOP("MacArthurKeys", "Zoom to selection"), board.zoom_to_selection, ("Ctrl+9",), "view",
             QT_TRANSLATE_NOOP("MacArthurKeys", "The chosen towns and route (Shift+drag on the map zooms to a rectangle)")),
        _act(board, QT_TRANSLATE_NOOP("MacArthurKeys", "Find town or unit"), board.show_find, ("Ctrl+F",), "view",
             QT_TRANSLATE_NOOP("MacArthurKeys", "Type a town's name, a side (UN, NK, AL, JP) or a force such as '2S'")),
        _act(board, QT_TRANSLATE_NOOP("MacArthurKeys", "Turn the next card"), tt.on_card_button, ("Ctrl+Return",), "turn",
             QT_TRANSLATE_NOOP("MacArthurKeys", "Deal (or turn the typed) movement card of the side that moves next")),
        _act(board, QT_TRANSLATE_NOOP("MacArthurKeys", "Move the chosen units"), mv.move_chosen, ("Ctrl+M",), "turn",
             QT_TRANSLATE_NOOP("MacArthurKeys", "Move the units chosen on the Move tab along the route shown")),
        _act(board, QT_TRANSLATE_NOOP("MacArthurKeys", "Land reserves"), mv.land, ("Ctrl+L",), "turn", QT_TRANSLATE_NOOP("MacArthurKeys", "Land the reserves chosen on the Move tab")),
        _act(board, QT_TRANSLATE_NOOP("MacArthurKeys", "Resolve the next battle…"), board.next_battle, ("Ctrl+B",), "turn",
             QT_TRANSLATE_NOOP("MacArthurKeys", "Open the battle resolver on the first attack waiting")),
        _act(board, QT_TRANSLATE_NOOP("MacArthurKeys", "Roll reserves"), tt.roll_due_reserves, ("Ctrl+Shift+R",), "turn",
             QT_TRANSLATE_NOOP("MacArthurKeys", "Roll the reserves of the side whose roll is due")),
        _act(board, QT_TRANSLATE_NOOP("MacArthurKeys", "End turn"), lambda: tt.end_turn(), ("Ctrl+Shift+Return",), "turn",
             QT_TRANSLATE_NOOP("MacArthurKeys", "End the moving side's turn")),
    ]
    if board.game.campaign.has("airborne_drops"):
        acts.append(_act(board, QT_TRANSLATE_NOOP("MacArthurKeys", "Drop one Airborne unit"), mv.drop, ("Ctrl+D",), "turn",
                         QT_TRANSLATE_NOOP("MacArthurKeys", "At the air strip chosen on the Move tab")))
    return acts


class FindBar(QLineEdit):
    """Ctrl+F: a line over the map; Return finds (again: the next match), Escape closes it."""

    def __init__(self, board):
        super().__init__()
        self.board = board
        self.setPlaceholderText(self.tr("Find a town or unit: a name, a side (UN, NK…) or a force such as 2S"))
        self.setAccessibleName(self.tr("Find a town or unit"))
        self.returnPressed.connect(lambda: board.find(self.text()))
        self.hide()

    def refresh(self, names: list[str]) -> None:
        comp = QCompleter(names, self)
        comp.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        comp.setFilterMode(Qt.MatchFlag.MatchContains)
        self.setCompleter(comp)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        if event.key() == Qt.Key.Key_Escape:
            self.hide()
            self.board.view.setFocus()
            return
        super().keyPressEvent(event)


def find_matches(board, text: str) -> list[str]:
    """Towns matching ``text``: by name (exact, then starting with it, then containing it), else the
    towns whose unit badge or holding side matches ("NK", "United Nations", "2S"). In reading order."""
    q = " ".join(text.lower().split())
    if not q:
        return []
    view = board.view
    order = view.reading_order()
    for test in (lambda n: n.lower() == q, lambda n: n.lower().startswith(q), lambda n: q in n.lower()):
        hit = [n for n in order if test(n)]
        if hit:
            return hit
    out = []
    for n in order:
        box = view.badge_items.get(n)
        side, _f = board.record.force_in(n)
        words = " ".join([box.data(1) if box is not None else "", board.game.side_name(side) if side else ""]).lower()
        if box is not None and q in words:
            out.append(n)
    return out


def describe_town(board, name: str) -> str:
    """What a screen reader says about a town: who holds it with what, its marks, its roads."""
    g = board.game
    side, force = board.record.force_in(name)
    parts = [name]
    if side and force.units:
        parts.append(fill(_tr("held by %1: %2, %3"), g.side_name(side), _tr("%n Large unit(s)", force.large),
                          _tr("%n Small unit(s)", force.small)))
    else:
        parts.append(_tr("no units"))
    doc = board.doc or {}
    t = next((t for t in doc.get("towns", []) if t["name"] == name), {})
    marks = [_tr(w) for w, on in ((QT_TRANSLATE_NOOP("MacArthurKeys", "air strip"), t.get("air_strip")),
                                  (QT_TRANSLATE_NOOP("MacArthurKeys", "supply arrow"), "supply" in t.get("flags", [])),
                                  (QT_TRANSLATE_NOOP("MacArthurKeys", "airfield"), "airfield" in t.get("flags", [])),
                                  (QT_TRANSLATE_NOOP("MacArthurKeys", "Pusan Perimeter"),
                                   "perimeter" in t.get("flags", []))) if on]
    camp = board.campaign
    if name in camp.special_towns or any(name in ts for ts in camp.victory_towns.values()):
        marks.append(_tr("victory or special town"))
    if marks:
        parts.append(", ".join(marks))
    roads = [(r["to"] if r["from"] == name else r["from"], _tr(ROAD_WORDS.get(r.get("kind", "solid"), "road")))
             for r in doc.get("roads", []) if name in (r["from"], r["to"])]
    if roads:
        parts.append(fill(_tr("roads to %1"), ", ".join(f"{o} ({k})" for o, k in roads)))
    waiting = g.combat.waiting_battles().get(name)
    if waiting:
        parts.append(fill(_tr("under attack from %1"), ", ".join(s["from"] for s in waiting)))
    return "; ".join(parts)


def plain(html_text: str) -> str:
    return QTextDocumentFragment.fromHtml(html_text).toPlainText().replace("\n", " ")


def announce(board) -> str:
    """The view's accessible description: the focused town, then the move chosen and its answer, then
    the last message."""
    v, mv = board.view, board.move_tab
    parts = []
    if v.focus_town:
        parts.append(fill(_tr("Focused town: %1"), describe_town(board, v.focus_town)))
    if mv.sel_from and mv.sel_from != v.focus_town:
        parts.append(fill(_tr("Selected town: %1"), describe_town(board, mv.sel_from)))
    if mv.sel_from:
        parts.append(fill(_tr("Moving from %1 to %2"), mv.sel_from, mv.sel_to) if mv.sel_to
                     else fill(_tr("Moving from %1"), mv.sel_from))
        parts.append(plain(mv.route_label.text()))
    hidden = len(v.label_layout.hidden) if v.label_layout is not None else 0
    if hidden:
        parts.append(_tr("%n label(s) hidden for lack of room: zoom in to read them", hidden))
    if board.last_message:
        parts.append(fill(_tr("Last answer: %1"), board.last_message))
    text = ". ".join(p.rstrip(".") for p in parts if p) or _tr("No town focused: press Tab to go through the towns.")
    if text != v.accessibleDescription():
        v.setAccessibleDescription(text)
        QAccessible.updateAccessibility(QAccessibleEvent(v, QAccessible.Event.DescriptionChanged))
    return text
