"""A game's own map image, its calibration and the terrain traced over it (issue 16): the image file
stays the referee's (only its path, size and SHA-256 are kept), a moved file is found again by its
hash, each set/clear is one undoable Change, and a map file carries terrain and calibration between
referees (never the image), bad files refused naming the JSON path."""

from __future__ import annotations

import json
import math

import pytest

from assistant.core.errors import InputError
from assistant.core.hex_calibration import Click, fit_grid
from assistant.core.hexes import load_map
from assistant.games.map_image import (
    TERRAIN_LABELS, MapImageCommands, file_sha256, file_status, summary, terrain_labels, tile_cache_dir,
)
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store


@pytest.fixture
def tarawa():
    store = Store.open(":memory:")
    session = GameSession(store, new_game(store, "tarawa", setup="blank", seed=3))
    return MapImageCommands(session, load_map("tarawa"))


@pytest.fixture
def scan(tmp_path):
    p = tmp_path / "betio.png"
    p.write_bytes(b"\x89PNG fake pixels " * 1000)
    return p


def do(cmds: MapImageCommands, change):
    cmds.session.do(change)
    return change


def clicks_for(hexmap, labels, size=20.0):
    out = []
    for lb in labels:
        x, y = hexmap.center(hexmap.parse(lb))
        out.append(Click(lb, 100 + size * x, 2000 - size * y))
    return out


def test_the_image_is_kept_by_path_and_hash_and_undone(tarawa, scan):
    ch = do(tarawa, tarawa.set_image(scan, 4000, 3000))
    img = tarawa.image()
    assert img.sha256 == file_sha256(scan) and img.bytes == scan.stat().st_size
    assert (img.width, img.height) == (4000, 3000)
    assert "stays where it is" in " ".join(summary(ch))
    assert file_status(img) == "ok"
    tarawa.session.undo()
    assert tarawa.image() is None
    tarawa.session.redo()
    assert tarawa.image().path == str(scan.resolve())
    do(tarawa, tarawa.clear_image())
    assert tarawa.image() is None
    assert scan.exists()


def test_a_moved_file_is_noticed_and_found_by_its_hash(tarawa, scan, tmp_path):
    do(tarawa, tarawa.set_image(scan, 10, 10))
    moved = tmp_path / "elsewhere" / "betio copy.png"
    moved.parent.mkdir()
    scan.rename(moved)
    assert file_status(tarawa.image()) == "missing"
    other = tmp_path / "other.png"
    other.write_bytes(b"another map " * 1000)
    with pytest.raises(InputError, match="not the same image"):
        tarawa.relink(other)
    do(tarawa, tarawa.relink(moved))
    assert tarawa.image().path == str(moved.resolve())
    assert file_status(tarawa.image()) == "ok"
    moved.write_bytes(b"edited " * 10)
    assert file_status(tarawa.image()) == "changed"


def test_bad_image_files_are_refused(tarawa, tmp_path):
    with pytest.raises(InputError, match="no such file"):
        tarawa.set_image(tmp_path / "nope.png", 10, 10)
    doc = tmp_path / "map.pdf"
    doc.write_text("x")
    with pytest.raises(InputError, match="PNG, JPEG or TIFF"):
        tarawa.set_image(doc, 10, 10)
    png = tmp_path / "a.png"
    png.write_bytes(b"x")
    with pytest.raises(InputError, match="width"):
        tarawa.set_image(png, 0, 10)


def test_calibration_is_stored_refitted_and_undone(tarawa, scan):
    m = tarawa.map
    with pytest.raises(InputError, match="load a map image"):
        tarawa.calibrate(fit_grid(m, clicks_for(m, ["0214", "6834", "3020"])))
    do(tarawa, tarawa.set_image(scan, 2000, 2000))
    fit = fit_grid(m, clicks_for(m, ["0214", "6834", "3020"]))
    ch = do(tarawa, tarawa.calibrate(fit))
    assert "Calibrated from 3 hexes" in summary(ch)[0]
    again = tarawa.fit()
    assert again.size_px == pytest.approx(20.0)
    assert again.to_image(m.parse("1010")) == pytest.approx(fit.to_image(m.parse("1010")))
    tarawa.session.undo()
    assert tarawa.fit() is None
    tarawa.session.redo()
    do(tarawa, tarawa.clear_calibration())
    assert tarawa.fit() is None


def test_loading_another_image_drops_the_old_calibration(tarawa, scan, tmp_path):
    m = tarawa.map
    do(tarawa, tarawa.set_image(scan, 2000, 2000))
    do(tarawa, tarawa.calibrate(fit_grid(m, clicks_for(m, ["0214", "6834", "3020"]))))
    other = tmp_path / "photo.jpg"
    other.write_bytes(b"\xff\xd8 another" * 100)
    ch = do(tarawa, tarawa.set_image(other, 100, 100))
    assert tarawa.fit() is None and "dropped" in " ".join(summary(ch))


def test_painting_terrain_is_one_undoable_change_per_stroke(tarawa):
    """Tarawa 4.2.1 B: the brush offers Tarawa's terrain kinds; a stroke over three hexes is one
    Change, undone as one; an unknown kind or a hex off the map changes nothing."""
    ch = do(tarawa, tarawa.paint(["0528", "0529", "0630"], "bunker"))
    assert tarawa.terrain() == {"0528": "bunker", "0529": "bunker", "0630": "bunker"}
    assert "3 hexes" in ch.text
    do(tarawa, tarawa.paint(["0529"], None))
    assert "0529" not in tarawa.terrain()
    tarawa.session.undo()
    tarawa.session.undo()
    assert tarawa.terrain() == {}
    with pytest.raises(InputError, match="unknown terrain 'road'"):
        tarawa.paint(["0528"], "road")
    with pytest.raises(InputError, match="off the map"):
        tarawa.paint(["9999"], "bunker")
    with pytest.raises(InputError, match="no hex"):
        tarawa.paint([], "bunker")


def test_each_family_has_its_own_labels():
    assert "pillbox" in TERRAIN_LABELS["tarawa"]
    assert {"road", "rail", "town", "point_of_interest"} <= set(TERRAIN_LABELS["luzon"])
    assert "invasion_beach" in TERRAIN_LABELS["saipan"]
    assert terrain_labels("bataan") == ("other",)


def test_a_map_file_carries_terrain_and_calibration_to_another_referee(tarawa, scan):
    m = tarawa.map
    do(tarawa, tarawa.set_image(scan, 2000, 2000))
    do(tarawa, tarawa.calibrate(fit_grid(m, clicks_for(m, ["0214", "6834", "3020"]))))
    do(tarawa, tarawa.paint(["0528", "0529"], "pillbox"))
    text = json.dumps(tarawa.export_map())
    assert "fake pixels" not in text and json.loads(text)["calibration"]["image_sha256"]

    store = Store.open(":memory:")
    other = MapImageCommands(GameSession(store, new_game(store, "tarawa", setup="blank", seed=4)), m)
    do(other, other.paint(["1010"], "palm_trees"))
    ch = do(other, other.import_map(text, "betio.json"))
    assert other.terrain() == {"0528": "pillbox", "0529": "pillbox"}
    assert "has no map image" in " ".join(summary(ch))
    other.session.undo()
    assert other.terrain() == {"1010": "palm_trees"}
    # the same scan: the calibration comes along
    do(other, other.set_image(scan, 2000, 2000))
    ch = do(other, other.import_map(text, "betio.json"))
    assert other.fit() is not None and "this very image" in " ".join(summary(ch))


def test_hexsides_are_painted_undone_and_carried_by_the_map_file(tarawa):
    """Issue 16.3 (Tarawa 4.1 B, 4.2.1 A): a stroke over hexsides is one undoable change keyed by the
    two hexes in either order; the map file carries them with their entries; a version 1 file (hexes
    only) still reads and clears them."""
    ch = do(tarawa, tarawa.paint_hexsides([("0529", "0528"), ("0528", "0529"), ("0528", "0628")],
                                          "hexside_feature", drm=2, mp=1))
    assert tarawa.hexsides() == {("0528", "0529"): {"feature": "hexside_feature", "drm": 2, "mp": 1},
                                 ("0528", "0628"): {"feature": "hexside_feature", "drm": 2, "mp": 1}}
    assert "DRM +2, MP 1" in summary(ch)[0]
    tarawa.session.undo()
    assert tarawa.hexsides() == {}
    tarawa.session.redo()
    data = tarawa.export_map()
    assert data["version"] == 2 and len(data["hexsides"]) == 2
    store = Store.open(":memory:")
    other = MapImageCommands(GameSession(store, new_game(store, "tarawa", setup="blank", seed=4)), tarawa.map)
    ch = do(other, other.import_map(json.dumps(data), "betio.json"))
    assert other.hexsides() == tarawa.hexsides() and "2 hexside features" in " ".join(summary(ch))
    old = dict(data, version=1)
    del old["hexsides"]
    do(other, other.import_map(json.dumps(old), "old.json"))
    assert other.hexsides() == {}
    do(other, other.paint_hexsides([("0528", "0529")], None))  # rubbing out a bare side is still one step
    with pytest.raises(InputError, match="not next to each other"):
        other.paint_hexsides([("0528", "0530")], "hexside_feature")
    with pytest.raises(InputError, match="DRM across it is a whole number"):
        other.paint_hexsides([("0528", "0529")], "hexside_feature", drm=99)


@pytest.mark.parametrize("edit, path", [
    (lambda d: d.update(format="x"), "$.format"),
    (lambda d: d.update(version=9), "$.version"),
    (lambda d: d.update(version=True), "$.version"),     # true == 1 to Python, but no version (issue 17)
    (lambda d: d.update(version=2.0), "$.version"),
    (lambda d: d.update(game="luzon"), "$.game"),
    (lambda d: d.update(terrain={}), "$.terrain"),
    (lambda d: d["terrain"].append({"hex": "9999", "terrain": "bunker"}), "$.terrain[1].hex"),
    (lambda d: d["terrain"].append({"hex": "0101", "terrain": "road"}), "$.terrain[1].terrain"),
    (lambda d: d["terrain"].append({"hex": "0528", "terrain": "bunker"}), "$.terrain[1].hex"),
    (lambda d: d["terrain"].append({"hex": "0101"}), "$.terrain[1]"),
    (lambda d: d.update(calibration={"clicks": 3}), "$.calibration.image_sha256"),
    (lambda d: d.update(calibration={"clicks": 3, "image_sha256": "ab" * 32, "image_width": 10, "image_height": 10}),
     "$.calibration.clicks"),
    (lambda d: d.update(hexsides={}), "$.hexsides"),
    (lambda d: d["hexsides"].append({"hexes": ["0528", "0530"], "feature": "hexside_feature"}),
     "$.hexsides[1].hexes"),
    (lambda d: d["hexsides"].append({"hexes": ["0529", "0528"], "feature": "hexside_feature"}),
     "$.hexsides[1].hexes"),
    (lambda d: d["hexsides"].append({"hexes": ["0101", "0102"], "feature": "river"}), "$.hexsides[1]"),
    (lambda d: d["hexsides"].append({"hexes": ["0101", "0102"], "feature": "hexside_feature", "drm": "2"}),
     "$.hexsides[1]"),
    (lambda d: d["hexsides"].append({"hexes": ["0101"], "feature": "hexside_feature"}), "$.hexsides[1].hexes"),
])
def test_bad_map_files_are_refused_naming_the_json_path(tarawa, edit, path):
    do(tarawa, tarawa.paint(["0528"], "bunker"))
    do(tarawa, tarawa.paint_hexsides([("0528", "0529")], "hexside_feature", drm=1))
    data = tarawa.export_map()
    edit(data)
    with pytest.raises(InputError) as err:
        tarawa.import_map(json.dumps(data), "bad.json")
    assert err.value.where == f"bad.json: {path}"
    with pytest.raises(InputError, match="not (valid )?JSON"):
        tarawa.import_map("{", "bad.json")


def test_tiles_are_cached_beside_the_database_keyed_by_hash(tmp_path):
    sha = "ab" * 32
    assert tile_cache_dir(tmp_path / "games.sqlite", sha) == tmp_path / "games.sqlite.tiles" / sha[:32]
    assert tile_cache_dir(":memory:", sha).name == sha[:32]


def test_hash_progress_can_stop(tmp_path):
    p = tmp_path / "big.png"
    p.write_bytes(b"0" * 100)
    seen = []
    assert file_sha256(p, lambda d, t: seen.append((d, t)) or False, chunk=10) is None
    assert seen == [(10, 100)]
    assert math.isfinite(len(file_sha256(p, chunk=10)))


@pytest.mark.parametrize("data, words", [
    (b"\xff\xfe{}", "UTF-8"),
    ("[" * 500 + "]" * 500, "nest"),
    ('{"format": "table-assistant-map", "version": ' + "9" * 5000 + "}", "digits"),
])
def test_unreadable_map_files_are_refused_with_the_file_limits(tarawa, data, words):
    """Issue 17: a map file gets the limits of every file the app reads (UTF-8, nesting, numbers), a
    message naming it, and the traced terrain is untouched."""
    do(tarawa, tarawa.paint(["0528"], "bunker"))
    before = tarawa.export_map()
    with pytest.raises(InputError) as err:
        tarawa.import_map(data, "bad.json")
    assert "bad.json" in str(err.value) and words.lower() in str(err.value).lower()
    assert tarawa.export_map() == before
