"""The Turn tab: the movement deck (typed or dealt cards, the shuffled packs), the reserve rolls and
the end of the turn."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QFormLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QPushButton, QSpinBox, QVBoxLayout, QWidget,
)

from assistant.games.macarthur import rules
from assistant.games.macarthur.forces import Force
from assistant.ui.i18n import fill

from .common import big, narrow, wrapped
from .setup_box import SetupBox


class TurnTab(QWidget):
    def __init__(self, board):
        super().__init__()
        self.board = board
        self.game = board.game
        self.short = board.short
        lay = QVBoxLayout(self)
        self.setup_box = SetupBox(board)
        lay.addWidget(self.setup_box)
        lay.addWidget(self._deck_box())
        lay.addWidget(self._packs_box())
        lay.addWidget(self._end_box())
        lay.addStretch(1)
        narrow(self)

    def _deck_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Movement deck"))
        dl = QFormLayout(box)
        self.deck_info = big(QLabel(), 11, False)
        dl.addRow(self.deck_info)
        self.card_btn = QPushButton(self.tr("Turn card"))
        self.card_btn.setMinimumHeight(30)
        self.card_btn.clicked.connect(self.on_card_button)
        dl.addRow(self.card_btn)
        self.card_value = QSpinBox()
        self.card_value.setRange(0, 99)
        self.typed_btn = QPushButton(self.tr("Use typed card"))
        self.typed_btn.setToolTip(self.tr("Turn the card typed here (a physical card) instead of dealing one"))
        self.typed_btn.clicked.connect(lambda: self.turn_card(self.card_value.value()))
        row = QHBoxLayout()   # the value beside its label, the button below (room for longer words: 23.3)
        for w, stretch in ((QLabel(self.tr("Card shows:")), 0), (self.card_value, 0)):
            row.addWidget(w, stretch)
        row.addStretch(1)
        dl.addRow(row)
        dl.addRow(self.typed_btn)
        self.cards_list = QListWidget()
        self.cards_list.setAccessibleName(self.tr("Cards turned"))
        self.cards_list.setMaximumHeight(110)
        dl.addRow(self.cards_list)
        return box

    def _packs_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("The packs (once per campaign)"))
        pl = QFormLayout(box)
        self.pack_info = wrapped()
        pl.addRow(self.pack_info)
        self.pack_edits: dict[str, QLineEdit] = {}
        for side in rules.SIDES:
            e = QLineEdit()
            e.setPlaceholderText(self.tr("card values, e.g. 3 5 2 7 …"))
            self.pack_edits[side] = e
            pl.addRow(fill(self.tr("%1 pack:"), self.short[side]), e)
        self.pack_btn = QPushButton(self.tr("Shuffle and keep the packs"))
        self.pack_btn.setToolTip(self.tr("Shuffled with the game's seeded dice stream (the roll log keeps the draws)"))
        self.pack_btn.clicked.connect(self.define_packs)
        pl.addRow(self.pack_btn)
        return box

    def _end_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("End of turn"))
        el = QVBoxLayout(box)
        self.reserve_timing = wrapped()
        el.addWidget(self.reserve_timing)
        self.reserve_btns: dict[str, QPushButton] = {}
        for side in rules.SIDES:
            setup = self.game.campaign.reserves.get(side)
            if setup is None or not setup.chart:
                continue
            rb = QPushButton(fill(self.tr("Roll reserves: %1"), self.game.side_name(side)))
            rb.clicked.connect(lambda _=False, s=side: self.roll_reserves(s))
            self.reserve_btns[side] = rb
            el.addWidget(rb)
        self.end_btn = QPushButton(self.tr("End turn"))
        self.end_btn.setMinimumHeight(32)
        self.end_btn.clicked.connect(lambda: self.end_turn())
        el.addWidget(self.end_btn)
        el.addWidget(QLabel(self.tr("This turn:")))
        self.moves_list = QListWidget()
        self.moves_list.setAccessibleName(self.tr("Moves this turn"))
        self.moves_list.setMaximumHeight(120)
        el.addWidget(self.moves_list)
        return box

    # -- gestures ----------------------------------------------------------------------------------
    def on_card_button(self) -> bool:
        """Deal the next card from the side's pack; without a pack, turn the card typed in."""
        return self.turn_card(None if self.game.turns.card_is_dealt() else self.card_value.value())

    def turn_card(self, value: int | None) -> bool:
        return self.board.run(self.game.turns.turn_card, value)

    def define_packs(self) -> bool:
        ok = self.board.run(self.game.turns.define_packs, {s: e.text() for s, e in self.pack_edits.items()})
        if ok:
            for e in self.pack_edits.values():
                e.clear()
        return ok

    def roll_reserves(self, side: str) -> bool:
        return self.board.run(self.game.turns.roll_reserves, side)

    def roll_due_reserves(self) -> bool:
        """The reserve roll that is due now (the key's action); else say why none is."""
        if not self.reserve_btns:
            self.board.say(self.tr("No reserve rolls in this campaign."), error=True)
            return False
        whys = {s: self.game.turns.reserve_roll_timing(s) for s in self.reserve_btns}
        due = [s for s, why in whys.items() if why is None]
        if not due:
            self.board.say(fill(self.tr("No reserve roll is due: %1"), "; ".join(w for w in whys.values() if w)), error=True)
            return False
        return self.roll_reserves(due[0])

    def end_turn(self, removals: dict[str, Force] | None = None) -> bool:
        """End the moving side's turn; over-stacked towns: the owner picks the units that go (a dialog,
        Smalls first by default) unless ``removals`` gives the choice."""
        if removals is None and self.game.turns.over_stacked():
            from .overstack import OverStackDialog

            self.overstack_dialog = OverStackDialog(self.board)
            if self.overstack_dialog.exec() != OverStackDialog.DialogCode.Accepted:
                self.board.say(self.tr("End turn cancelled: choose the units that leave each over-stacked town"),
                               error=True)
                return False
            removals = self.overstack_dialog.removals()
        return self.board.run(self.game.turns.end_turn, removals)

    # -- showing -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        g = self.game
        self.setup_box.refresh()
        rec = g.record
        deck, side = rec.state.deck, rec.moving_side
        nxt = deck.next_side
        known = deck.known_next(nxt)
        ends = g.turns.game_ends_next()
        self.deck_info.setText(deck_words(g) + "<br>" + fill(self.tr("Next: <b>%1</b>"), g.side_name(nxt)) + (
            self.tr(" — the GAME ENDS card") if ends
            else fill(self.tr(" — the pack repeats: next card is %1"), known) if known is not None else ""))
        if known is not None:
            self.card_value.setValue(known)
        self.card_btn.setText(self.tr("Turn the Game Ends card") if ends
                              else fill(self.tr("Turn card: deal %1's next"), self.short[nxt]) if g.turns.card_is_dealt()
                              else fill(self.tr("Turn %1 card (value below)"), self.short[nxt]))
        waiting = g.setup.setup_pending()
        self.card_btn.setEnabled(side is None and not deck.game_over and not waiting)
        self.typed_btn.setEnabled(side is None and not deck.game_over and not ends and not waiting)
        if waiting:
            self.card_btn.setToolTip(self.tr("Confirm the set-up of both sides first (Starting Forces)"))
        self.pack_info.setText("<br>".join(f"{self.short[s]}: " + (
            self.tr("%n card(s), shuffled (seeded; replays)", "", len(deck.pack(s))) if deck.pack(s) else
            self.tr("not defined (%n card(s): type them, or type each card as turned)", "",
                    deck.blue_cards if s == "blue" else deck.red_cards)) for s in rules.SIDES))
        for s, e in self.pack_edits.items():
            e.setEnabled(not (deck.blue_turned if s == "blue" else deck.red_turned))
        self.pack_btn.setEnabled(any(e.isEnabled() for e in self.pack_edits.values()))
        self.end_btn.setEnabled(side is not None)
        self.end_btn.setText(fill(self.tr("End %1's turn"), g.side_name(side)) if side else self.tr("End turn"))
        self.cards_list.clear()
        for c in reversed(rec.cards[-30:]):
            self.cards_list.addItem(fill(self.tr("%1 turn %2: "), g.side_name(c["side"]), c["turn"]) + (
                self.tr("GAME ENDS") if c["game_ends"]
                else fill(self.tr("card %1 → %2 MP"), c["card"], c["allowance_mp"])))
        self.moves_list.clear()
        self.moves_list.addItems(list(reversed(rec.turn.get("moves", []))))
        self.reserve_timing.setText(g.reserve_timing_words() if self.reserve_btns else
                                    self.tr("No reserve rolls in this campaign."))
        for s, b in self.reserve_btns.items():
            why = g.turns.reserve_roll_timing(s)
            b.setEnabled(why is None)
            b.setToolTip(why or fill(self.tr("roll on %1 (ruling %2)"), g.campaign.reserves[s].chart,
                                     rec.state.rulings.label("M10")))


def deck_words(game) -> str:
    """Both face-up cards, the packs, where the Game Ends card lies, and the turns left."""
    deck = game.record.state.deck

    def up(v):
        return v if v is not None else "–"

    ends = ("is under Blue's pack from the deal" if deck.game_ends_after_blue_turnovers == 0 else
            f"goes under Blue's pack at its turn-over {deck.game_ends_after_blue_turnovers}")
    return (f"Blue ({game.side_name('blue')}) face-up: {up(deck.blue_face_up)} · Red ({game.side_name('red')}) "
            f"face-up: {up(deck.red_face_up)}<br>Packs: Blue {deck.blue_cards} cards, Red {deck.red_cards}; the "
            f"Game Ends card {ends}.<br><b>Turns left: Blue {deck.turns_left(rules.BLUE)}, Red "
            f"{deck.turns_left(rules.RED)}</b>")
