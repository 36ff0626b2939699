"""Issue 26, bad-input corpus for map files (Tarawa and Luzon): a real exported map file with one field
replaced by anything JSON can hold (true / false, null, "NaN", huge and tiny numbers, lists, objects) or a
click moved. Each file is refused with an InputError naming the file and the JSON path, or imported; never
a traceback, never a silent no-op (a Change with no operations says "nothing to change"), and a refused
file changes nothing."""

from __future__ import annotations

import copy
import json

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from assistant.core.errors import InputError
from assistant.core.hex_calibration import Click, fit_grid
from assistant.core.hexes import load_map
from assistant.games.map_image import MapImageCommands, summary
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store

CLICKS = {"tarawa": ["0214", "6834", "3020", "5010"], "luzon": ["2.40", "30.05", "17.16", "25.38"]}
SOURCE = "/corpus/map file.json"


def make(family: str, tmp) -> tuple[MapImageCommands, dict]:
    m = load_map(family)
    store = Store.open(":memory:")
    cmds = MapImageCommands(GameSession(store, new_game(store, family, setup="blank", seed=5)), m)
    image = tmp / f"{family}.png"
    image.write_bytes(b"\x89PNG corpus " * 500)
    cmds.session.do(cmds.set_image(image, 3000, 3000))
    clicks = []
    for lb in CLICKS[family]:
        x, y = m.center(m.parse(lb))
        clicks.append(Click(lb, 150 + 18 * x, 2800 - 18 * y))
    cmds.session.do(cmds.calibrate(fit_grid(m, clicks)))
    cmds.session.do(cmds.paint([m.label(h) for h in m.all_hexes()[:40]], cmds.labels[0]))
    return cmds, cmds.export_map()


ODD = st.one_of(st.booleans(), st.none(), st.just("NaN"), st.just("Infinity"), st.just(""),
                st.integers(-10**30, 10**30), st.floats(allow_nan=False, allow_infinity=False),
                st.sampled_from([0, -1, 1.5, 1e300, -1e300, 1e-300, 2**63]),
                st.lists(st.integers(0, 3), max_size=3), st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))

PATHS = [("calibration", "clicks", 0, "x"), ("calibration", "clicks", 1, "y"), ("calibration", "clicks", 2, "label"),
         ("calibration", "aspect"), ("calibration", "corners"), ("calibration", "shifted"), ("calibration", "rows_from"),
         ("calibration", "numbering_differs"), ("calibration", "image_sha256"), ("calibration", "image_width"),
         ("calibration", "clicks"), ("calibration",), ("terrain", 0, "hex"), ("terrain", 0, "terrain"), ("terrain",),
         ("hexsides",), ("map", "numbering"), ("map", "last_col"), ("map",), ("version",), ("game",), ("format",)]


def put(data: dict, path: tuple, value) -> None:
    at = data
    for k in path[:-1]:
        at = at[k]
    at[path[-1]] = value


def check(cmds: MapImageCommands, data) -> None:
    before = cmds.store.dump()
    try:
        ch = cmds.import_map(json.dumps(data), SOURCE)
    except InputError as err:
        # the JSON path, or the file alone when the reader's limits refuse it whole (a 20-digit number)
        assert err.where == SOURCE or err.where.startswith(f"{SOURCE}: $"), err.where
        assert err.message
        assert cmds.store.dump() == before
        return
    lines = " ".join(summary(ch))
    assert lines, "an import always says what happened"
    if not ch.ops:
        assert "nothing to change" in lines


@pytest.fixture(scope="module", params=["tarawa", "luzon"])
def corpus(request, tmp_path_factory):
    return make(request.param, tmp_path_factory.mktemp(request.param))


@settings(max_examples=120, deadline=None)
@given(path=st.sampled_from(PATHS), value=ODD)
@example(path=("calibration", "clicks", 0, "x"), value=True)
@example(path=("calibration", "aspect"), value="NaN")
@example(path=("calibration", "aspect"), value=0)
@example(path=("calibration", "clicks", 0, "x"), value=1e300)
def test_a_field_replaced_by_anything_is_refused_by_path_or_imported(corpus, path, value):
    cmds, data = corpus
    bad = copy.deepcopy(data)
    put(bad, path, value)
    check(cmds, bad)


@settings(max_examples=60, deadline=None)
@given(which=st.integers(0, 3), dx=st.floats(-400, 400), dy=st.floats(-400, 400))
def test_a_moved_click_is_refused_or_within_the_limit(corpus, which, dx, dy):
    """A click moved by up to 400 px: refused naming a click, or (moved less than the limit) taken with
    every click's leave-one-out error within it."""
    cmds, data = corpus
    bad = copy.deepcopy(data)
    bad["calibration"]["clicks"][which]["x"] += dx
    bad["calibration"]["clicks"][which]["y"] += dy
    check(cmds, bad)


def test_the_exported_file_itself_is_nothing_to_change(corpus):
    cmds, data = corpus
    ch = cmds.import_map(json.dumps(data), SOURCE)
    assert ch.ops == () and "map file.json matches the board: nothing to change" in summary(ch)[0]
