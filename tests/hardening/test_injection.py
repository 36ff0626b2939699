"""Issue 26, injection and display: a unit's label went into a rich-text label unescaped (a database shared by
another referee could carry markup); CSV cells starting with blanks or a new line before ``=``, ``+``, ``-``,
``@`` (" =1+1") were not neutralised. Every user-given string is escaped in rich text, or shown as plain text;
every CSV cell a spreadsheet would read as a formula starts with ``'``."""

from __future__ import annotations

import csv
import json
from dataclasses import replace

from hypothesis import example, given, settings
from hypothesis import strategies as st

from assistant.store.rolls import safe_cell

MARKUP = "<img src='x'><b>BIG</b><a href='http://evil'>click</a>"


@settings(max_examples=200, deadline=None)
@given(blanks=st.text(st.sampled_from(" \t\r\n\u00a0\u3000"), max_size=4),
       start=st.sampled_from(["=", "+", "-", "@", "\uff1d"]), rest=st.text(max_size=12))
@example(blanks=" ", start="=", rest="1+1")
@example(blanks="\n", start="=", rest="cmd|' /C calc'!A0")
@example(blanks="\t", start="@", rest="SUM(A1)")
def test_formula_cells_after_blanks_are_neutralised(blanks, start, rest):
    """Issue 26: " =1+1", "\\n=cmd" ... start with a quote; the text itself is kept after it."""
    value = blanks + start + rest
    assert safe_cell(value) == "'" + value


@given(value=st.one_of(st.integers(-10**6, 10**6), st.floats(allow_nan=False), st.none(),
                       st.text(st.characters(blacklist_characters="=+-@\t\r\n\uff1d\uff0b\uff0d\uff20"), max_size=10)
                       .filter(lambda t: not t[:1].isspace())))
def test_plain_cells_and_numbers_are_kept(value):
    assert safe_cell(value) == value


def test_the_roll_log_export_neutralises_a_crafted_reason(tmp_path):
    """A roll's 'why' typed by a referee (or found in a shared database) reaches the CSV as text."""
    from assistant.games.session import GameSession
    from assistant.games.setup import new_game
    from assistant.store.rolls import export_csv
    from assistant.store.store import Store

    store = Store.open(tmp_path / "g.sqlite")
    session = GameSession(store, new_game(store, "tarawa", "t", demo=True))
    whys = [" =1+1", "\n=HYPERLINK(\"http://evil\")", "\t@SUM(A1)", "  -2+3", "plain words"]
    for why in whys:
        rec = session.dice()
        rec.roll("1d6", why=why)
        session.do(rec.change())
    out = tmp_path / "rolls.csv"
    export_csv(store, out)
    rows = list(csv.DictReader(out.open(encoding="utf-8", newline="")))
    got = [r["why"] for r in rows]
    assert ["'" + w for w in whys[:4]] + ["plain words"] == got


def test_a_unit_label_with_markup_shows_as_text(window):
    """Issue 26: a Tarawa unit whose label carries markup (a crafted or shared database): the Units panel's
    "Picked:" line shows the characters, escaped, never an image, a link or bold text made by the label."""
    from assistant.games.tarawa import persist
    from assistant.store import records

    window.create_and_open("tarawa", "Markup")
    board = window.board
    session = window.hub.session
    units = persist.load_units(session.store, session.game_id)
    crafted = replace(units[0], name=MARKUP)
    session.store.seed(records.change("crafted", session.game_id,
                                      persist.units_ops(session.store, session.game_id, units[:1], [crafted])))
    board.picked = [crafted.id]
    board.units_panel.refresh()
    text = board.units_panel.picked_lbl.text()
    assert "&lt;img" in text and "<img" not in text and "<a href" not in text
    assert board.units_panel.error.textFormat().name == "PlainText"


def test_a_town_name_with_markup_in_the_macarthur_route(window):
    """A town named with markup in an imported network file: the Measure panel's route shows it escaped."""
    window.create_and_open("macarthur_korea", "Markup")
    board = window.board
    game = board.game
    doc = json.loads(json.dumps(game.doc))
    old = doc["towns"][0]["name"]
    assert window.hub.push(game.roads.rename_town(old, MARKUP))
    panel = board.measure_panel()
    i = panel.a.findText(MARKUP)
    assert i >= 0
    panel.a.setCurrentIndex(i)
    panel.b.setCurrentIndex(1 if panel.b.itemText(0) == MARKUP else 0)
    panel.compute()
    text = panel.answer.text()
    assert "<img" not in text and "<a href" not in text
