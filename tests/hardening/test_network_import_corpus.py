"""Issue 26: the MacArthur road-network import (Board editor > Import) crashed on 20 of 225 bad files: numbers
of more than 4,300 digits (ValueError), a file not in UTF-8 (UnicodeDecodeError), deep nesting
(RecursionError), a layout coordinate of 10^400 (OverflowError). It now reads through the one JSON reader
(``limits.loads_json``): each is refused with a message naming the file, and the board is unchanged."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from assistant.core.errors import InputError
from assistant.games.macarthur.commands import MacArthurGame
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store

GOOD = {
    "format": "table-assistant/road-network", "version": 1, "name": "t",
    "towns": [{"name": "A", "air_strip": False, "zone": None, "flags": []},
              {"name": "B", "air_strip": True, "zone": "I", "flags": ["supply"]}],
    "roads": [{"from": "A", "to": "B", "kind": "dashed", "one_way": False}],
    "landing_areas": [],
    "meta": {"layout": {"towns": {"A": [0, 0], "B": [10.5, 20]}}},
}
GOOD_TEXT = json.dumps(GOOD)


@pytest.fixture(scope="module")
def game():
    store = Store.open(":memory:")
    yield MacArthurGame(GameSession(store, new_game(store, "macarthur_korea", setup="demo", seed=3)))
    store.close()


FAMILIES = {
    "5,000 digits": (GOOD_TEXT.replace('"version": 1', '"version": ' + "9" * 5000).encode(), "digits"),
    "a 4,400-digit coordinate": (GOOD_TEXT.replace("[10.5, 20]", "[1" + "0" * 4400 + ", 20]").encode(), "digits"),
    "10^400 written out": (GOOD_TEXT.replace("[10.5, 20]", "[1" + "0" * 400 + ", 20]").encode(), "digits"),
    "1e400": (GOOD_TEXT.replace("[10.5, 20]", "[1e400, 20]").encode(), "too large"),
    "-1e400": (GOOD_TEXT.replace("[10.5, 20]", "[-1e400, 20]").encode(), "too large"),
    "NaN": (GOOD_TEXT.replace("[10.5, 20]", "[NaN, 20]").encode(), "not a number"),
    "Latin-1": (GOOD_TEXT.replace('"name": "t"', '"name": "Bataan \u00e9t\u00e9"').encode("latin-1"), "UTF-8"),
    "UTF-16": (GOOD_TEXT.encode("utf-16"), "UTF-8"),
    "nested 100,000 deep": (b'{"towns": ' + b"[" * 100_000 + b"]" * 100_000 + b"}", "nested more than"),
    "nested objects": (b'{"a": ' * 5000 + b"1" + b"}" * 5000, "nested more than"),
    "not JSON": (b"towns: A, B", "not valid JSON"),
    "empty": (b"", "not valid JSON"),
}


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_each_family_is_refused_naming_the_file(game, tmp_path, family):
    data, words = FAMILIES[family]
    path = tmp_path / "net.json"
    path.write_bytes(data)
    before = copy.deepcopy(game.doc)
    with pytest.raises(InputError) as err:
        game.roads.import_network_file(path)
    assert words in err.value.message, (family, err.value.message)
    assert err.value.where == str(path)
    assert game.doc == before


@settings(max_examples=60, deadline=None)
@given(cut=st.integers(0, len(GOOD_TEXT)), insert=st.binary(max_size=12), at=st.integers(0, len(GOOD_TEXT)))
@example(cut=len(GOOD_TEXT), insert=b"\xff\xfe", at=10)
@example(cut=len(GOOD_TEXT), insert=b"9" * 12, at=GOOD_TEXT.index("10.5"))
def test_mutated_network_files_import_or_are_refused(game, tmp_path_factory, cut, insert, at):
    """A good file cut short and with bytes put in: it imports, or InputError names it; never another error."""
    data = GOOD_TEXT.encode()[:cut]
    data = data[:at] + insert + data[at:]
    path = tmp_path_factory.mktemp("net") / "net.json"
    path.write_bytes(data)
    try:
        game.roads.import_network_file(path)
    except InputError as err:
        assert err.message and "net.json" in str(err)


def test_the_window_says_it_and_changes_nothing(window, tmp_path):
    """Through Board editor > Import (a worker thread): a message, no error report, the board unchanged."""
    window.create_and_open("macarthur_korea", "Import")
    board = window.board
    before = copy.deepcopy(board.game.doc)
    for family in ("5,000 digits", "Latin-1", "nested 100,000 deep", "1e400"):
        path = tmp_path / f"{family}.json"
        path.write_bytes(FAMILIES[family][0])
        window.last_error = None
        assert not board.editor_tab.import_network(path)
        assert FAMILIES[family][1] in window.last_error[1], (family, window.last_error)
        assert board.game.doc == before
