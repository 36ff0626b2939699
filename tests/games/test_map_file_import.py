"""Map files for Tarawa and Luzon (issue 26, "Map files"; issue 23.2): every field is type-checked
(JSON true / false are no numbers, the aspect a finite positive number), the stored clicks are refitted
with the calibration dialog's limits (a moved click refuses the file), every refusal names the file and
the JSON path, a file that matches the board says so instead of doing nothing, and a file exported
from another calibrated game says what became of its calibration."""

from __future__ import annotations

import copy
import json

import pytest

from assistant.core.errors import InputError
from assistant.core.hex_calibration import Click, fit_grid
from assistant.core.hexes import load_map
from assistant.games.map_image import MapImageCommands, summary
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store

CLICKS = {"tarawa": ["0214", "6834", "3020"], "luzon": ["2.40", "30.05", "17.16"]}


def game(family: str) -> MapImageCommands:
    store = Store.open(":memory:")
    return MapImageCommands(GameSession(store, new_game(store, family, setup="blank", seed=3)), load_map(family))


def do(cmds: MapImageCommands, change):
    cmds.session.do(change)
    return change


def clicks_for(hexmap, labels, size=20.0):
    out = []
    for lb in labels:
        x, y = hexmap.center(hexmap.parse(lb))
        out.append(Click(lb, 100 + size * x, 2000 - size * y))
    return out


def calibrated(family: str, image) -> MapImageCommands:
    cmds = game(family)
    do(cmds, cmds.set_image(image, 2000, 2000))
    do(cmds, cmds.calibrate(fit_grid(cmds.map, clicks_for(cmds.map, CLICKS[family]))))
    do(cmds, cmds.paint([cmds.map.label(cmds.map.all_hexes()[5])], cmds.labels[0]))
    return cmds


@pytest.fixture(params=["tarawa", "luzon"])
def family(request):
    return request.param


@pytest.fixture
def scan(tmp_path):
    p = tmp_path / "map.png"
    p.write_bytes(b"\x89PNG fake pixels " * 1000)
    return p


def refused(cmds, data, source="/maps/shared.json") -> InputError:
    before = cmds.store.dump()
    with pytest.raises(InputError) as err:
        cmds.import_map(json.dumps(data), source)
    assert err.value.where.startswith(f"{source}: $"), err.value.where
    assert cmds.store.dump() == before
    return err.value


@pytest.mark.parametrize("value", [True, False, "1.5", None, [1]])
def test_click_coordinates_must_be_numbers(family, scan, value):
    """JSON true / false are not coordinates (they were read as 1.0 and 0.0)."""
    cmds = calibrated(family, scan)
    data = cmds.export_map()
    data["calibration"]["clicks"][0]["x"] = value
    err = refused(cmds, data)
    assert err.where.endswith("$.calibration.clicks[0].x") and "must be a number" in err.message


@pytest.mark.parametrize("value, words", [(True, "got true"), (0, "0.05 to 20"), (-1, "0.05 to 20"),
                                          ("NaN", 'got "NaN"'), (1e-9, "0.05 to 20"), (False, "got false")])
def test_the_aspect_is_a_finite_positive_number(family, scan, value, words):
    cmds = calibrated(family, scan)
    data = cmds.export_map()
    data["calibration"]["aspect"] = value
    err = refused(cmds, data)
    assert err.where.endswith("$.calibration.aspect") and words in err.message


@pytest.mark.parametrize("x", [0, -1, 1.5, 1e300, 1e6 + 1])
def test_a_moved_click_is_refused_not_refitted_silently(family, scan, x):
    """The stored clicks are refitted with the dialog's limits (the grid used to shift silently)."""
    cmds = calibrated(family, scan)
    data = cmds.export_map()
    data["calibration"]["clicks"][0]["x"] = x
    err = refused(cmds, data)
    assert "$.calibration" in err.where
    assert ("from where the other clicks put it" in err.message or "finite number of pixels" in err.message
            or "px across" in err.message)


def test_a_calibration_with_two_clicks_or_a_refitted_numbering_is_refused(family, scan):
    cmds = calibrated(family, scan)
    data = cmds.export_map()
    two = copy.deepcopy(data)
    two["calibration"]["clicks"] = two["calibration"]["clicks"][:2]
    assert "at least three" in refused(cmds, two).message
    other = copy.deepcopy(data)
    other["calibration"]["shifted"] = "even" if cmds.map.shifted == "odd" else "odd"
    assert "does not say the printed map differs" in refused(cmds, other).message


@pytest.mark.parametrize("edit, path", [
    (lambda d: d.update(extra=1), "$"),
    (lambda d: d.update(map=[]), "$.map"),
    (lambda d: d["map"].update(numbering="hexes"), "$.map.numbering"),
    (lambda d: d["map"].update(last_col=True), "$.map.last_col"),
    (lambda d: d["calibration"].update(image_sha256=12), "$.calibration.image_sha256"),
    (lambda d: d["calibration"].update(image_width=True), "$.calibration.image_width"),
    (lambda d: d["calibration"].update(image_height=-4), "$.calibration.image_height"),
    (lambda d: d["calibration"].update(numbering_differs=1), "$.calibration.numbering_differs"),
    (lambda d: d["calibration"]["clicks"][1].update(label=True), "$.calibration.clicks[1].label"),
    (lambda d: d["terrain"][0].update(terrain=True), "$.terrain[0].terrain"),
    (lambda d: d.update(calibration=[]), "$.calibration"),
])
def test_every_field_is_type_checked_naming_the_file_and_path(family, scan, edit, path):
    cmds = calibrated(family, scan)
    data = cmds.export_map()
    edit(data)
    assert refused(cmds, data).where == f"/maps/shared.json: {path}"


def test_a_file_matching_the_board_says_nothing_to_change(family, scan):
    """Issue 26: 75 such imports gave no message at all; the Change has no operations and says so."""
    cmds = calibrated(family, scan)
    ch = cmds.import_map(json.dumps(cmds.export_map()), "/maps/mine.json")
    assert ch.ops == ()
    lines = " ".join(summary(ch))
    assert "mine.json matches the board: nothing to change" in lines
    assert "the one this game already has" in lines


def test_a_file_from_another_calibrated_game_says_what_became_of_it(family, scan, tmp_path):
    """Issue 23.2: a map file exported from another calibrated game (its scan another file) imports its
    terrain and says its calibration was not taken; when the terrain is the same, it says so too."""
    mine = calibrated(family, scan)
    theirs_scan = tmp_path / "theirs.png"
    theirs_scan.write_bytes(b"\x89PNG other pixels " * 1000)
    theirs = calibrated(family, theirs_scan)
    ch = mine.import_map(json.dumps(theirs.export_map()), "/maps/theirs.json")
    lines = " ".join(summary(ch))
    assert "matches the board: nothing to change" in lines
    assert "made on another image and was not taken" in lines
    do(theirs, theirs.paint([theirs.map.label(theirs.map.all_hexes()[9])], theirs.labels[0]))
    ch = do(mine, mine.import_map(json.dumps(theirs.export_map()), "/maps/theirs.json"))
    assert "Imported the terrain of 2 hexes from theirs.json" in summary(ch)[0]
    assert mine.fit().to_dict() == fit_grid(mine.map, clicks_for(mine.map, CLICKS[family])).to_dict()


def test_the_same_image_takes_the_calibration_and_a_size_mismatch_is_refused(family, scan):
    mine = calibrated(family, scan)
    data = mine.export_map()
    other = game(family)
    do(other, other.set_image(scan, 2000, 2000))
    ch = do(other, other.import_map(json.dumps(data), "/maps/mine.json"))
    assert "this very image" in " ".join(summary(ch)) and other.fit() is not None
    data["calibration"]["image_width"] = 1999
    assert "2000 x 2000" in refused(other, data).message


def test_an_old_calibration_fitted_to_another_numbering_is_not_used(scan):
    """A calibration stored before issue 23.2 with a numbering fitted silently (Luzon's typo case) is not
    drawn: the game says why and the referee calibrates again."""
    cmds = calibrated("luzon", scan)
    img = cmds.image()
    bad = dict(img.calibration, shifted="odd")
    from dataclasses import replace

    do(cmds, cmds._done("old record", [cmds._put_image(replace(img, calibration=bad))], []))
    with pytest.raises(InputError, match="does not say the printed map differs"):
        cmds.fit()
