"""Table files, terrain validation, rulings storage and the demo set-up."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from assistant.core.errors import InputError
from assistant.games.bataan.table import Figure, Table, TerrainFeature
from assistant.games.bataan.table.tablefile import load_table, save_table, table_from_dict, table_to_dict
from assistant.games.bataan.rulings import Rulings

REPO = Path(__file__).resolve().parents[4]
DEMO = REPO / "resources" / "scenarios" / "bataan_demo_table.json"
SCHEMA = REPO / "resources" / "schemas" / "table.schema.json"


def test_rulings_round_trip_and_refusals():
    """RULINGS.md: every Bataan toggle (B1, B4, B5, B13, B15, B23-B26) and the B27/B28 settings are stored."""
    r = Rulings(b1_centre_to_centre=True, b23_round_up=True, b27_touch_gap_in=0.2)
    assert Rulings.from_dict(r.to_dict()) == r
    assert set(Rulings().to_dict()) >= {"b1_centre_to_centre", "b4_either_in_jungle", "b5_own_platoon",
                                        "b13_second_near_point", "b15_reveal_by_sight", "b23_round_up",
                                        "b24_no_fire_after_crawl", "b25_broad_officers",
                                        "b26_grenade_halved_after_walk", "b27_touch_gap_in", "b28_margin_in"}
    with pytest.raises(InputError, match="unknown ruling"):
        Rulings.from_dict({"b99": True})
    with pytest.raises(InputError, match="rulings.b1_centre_to_centre"):
        Rulings.from_dict({"b1_centre_to_centre": "yes"})
    assert Rulings(b4_either_in_jungle=True).label("B4").startswith("B4: sight limited")


def test_self_crossing_outline_is_repaired_with_a_note():
    """A bow-tie swamp is repaired and the repair is named, never silently kept."""
    f = TerrainFeature.area_feature("sw", "swamp", [(0, 0), (4, 4), (4, 0), (0, 4)])
    assert f.geometry.is_valid and f.geometry.area == pytest.approx(8.0)
    assert "repaired" in f.note and "Self-intersection" in f.note
    t = Table(20, 20, [f])
    assert t.terrain.notes() == [f"terrain 'sw': {f.note}"]


@pytest.mark.parametrize("kind,points,message", [
    ("swamp", [(0, 0), (1, 1), (2, 2)], "cannot be repaired"),
    ("swamp", [(0, 0), (1, 1)], "at least 3"),
    ("road", [(0, 0), (1, 1)], "cannot be an area"),
])
def test_bad_outlines_are_refused_naming_the_feature(kind, points, message):
    with pytest.raises(InputError, match=message) as err:
        TerrainFeature.area_feature("bad-one", kind, points)
    assert "terrain 'bad-one'" in str(err.value)


def test_bad_lines_are_refused():
    with pytest.raises(InputError, match="width_in"):
        TerrainFeature.line_feature("r", "road", [(0, 0), (5, 0)], 0)
    with pytest.raises(InputError, match="no length"):
        TerrainFeature.line_feature("r", "road", [(1, 1), (1, 1)], 2)
    with pytest.raises(InputError, match="off the table"):
        Table(10, 10, [TerrainFeature.line_feature("r", "road", [(20, 20), (30, 20)], 2)])


def test_demo_table_is_the_articles_set_up():
    """Set-up: road along the length, river across the middle, destroyed bridge, 24 Americans, 4 platoons."""
    loaded = load_table(DEMO)
    t = loaded.table
    assert loaded.notes == [] and (t.width_in, t.height_in) == (120, 60)
    kinds = [f.kind for f in t.features]
    for k in ("road", "river", "bridge", "stream", "path", "clearing", "swamp", "entrenchment"):
        assert k in kinds
    figs = list(t.figures.values())
    us = [f for f in figs if f.side == "american"]
    assert len(us) == 24 and {f.unit for f in us} == {1, 2, 3, 4}
    for p in (1, 2, 3, 4):
        assert 30 <= sum(f.side == "japanese" and f.unit == p for f in figs) <= 44
    assert sum(f.role == "sniper" and f.unit == 2 for f in figs) == 4
    assert [f.unit for f in figs if f.role == "tank"] == [3]
    assert all(f.x >= 24 for f in us)       # no Americans in the first two feet
    bridge = next(f for f in t.features if f.kind == "bridge")
    assert t.terrain.tank_river_crossing.distance(bridge.geometry) < 0.5


def test_demo_file_matches_its_builder():
    import importlib.util
    spec = importlib.util.spec_from_file_location("build_demo_table", Path(__file__).with_name("build_demo_table.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    assert json.loads(DEMO.read_text()) == mod.build()


def test_save_and_load_round_trip(tmp_path):
    t = load_table(DEMO).table
    t.move_figure("JP1-1", 30.5, 20.25)
    t.put_figure(t.figure("US1-1").with_(wounds="serious", revealed=True))
    t.set_rulings(Rulings(b5_own_platoon=True))
    p = tmp_path / "t.json"
    save_table(t, p)
    back = load_table(p).table
    assert table_to_dict(back) == table_to_dict(t)
    assert back.figure("JP1-1").centre == (30.5, 20.25) and back.rulings.b5_own_platoon
    assert back.figure("US1-1").wounds == "serious"


def _demo_dict():
    return json.loads(DEMO.read_text())


@pytest.mark.parametrize("edit,where,message", [
    (lambda d: d["figures"][3].__setitem__("side", "french"), "$.figures[3].side", "must be one of"),
    (lambda d: d["figures"][0].pop("x"), "$.figures[0]", "missing required field 'x'"),
    (lambda d: d["terrain"][1].__setitem__("width_in", -1), "$.terrain[1].width_in", "must be from"),
    (lambda d: d["terrain"][4]["line"].__setitem__(0, [1]), "$.terrain[4].line[0]", "[x, y] pair"),
    (lambda d: d.__setitem__("schema_version", 9), "$.schema_version", "reads schema_version 1"),
    (lambda d: d["figures"][5].__setitem__("x", 500), "$.figures[5].x", "must be from 0 to 120"),
    (lambda d: d["rulings"].__setitem__("b4_either_in_jungle", 1), "$.rulings.b4_either_in_jungle", "true or false"),
    (lambda d: d["figures"][2].__setitem__("colour", "red"), "$.figures[2]", "unknown field(s) colour"),
    # issue 17: terrain coordinates are bounded, ids are unique
    (lambda d: d["terrain"][10].__setitem__("polygon", [[0, 0], [1e300, 0], [0, 1e300]]),
     "$.terrain[10].polygon[1][0]", "must be from -10000 to 10000"),
    (lambda d: d["terrain"][3].__setitem__("id", d["terrain"][0]["id"]), "$.terrain[3].id",
     "is used twice (first at $.terrain[0].id)"),
    (lambda d: d["figures"][7].__setitem__("id", d["figures"][2]["id"]), "$.figures[7].id",
     "is used twice (first at $.figures[2].id)"),
])
def test_loader_names_the_json_path(edit, where, message):
    d = _demo_dict()
    edit(d)
    with pytest.raises(InputError) as err:
        table_from_dict(d, source="demo.json")
    assert err.value.where.startswith("demo.json") and where in err.value.where
    assert message in err.value.message


def test_schema_documents_every_field():
    schema = json.loads(SCHEMA.read_text())
    assert schema["properties"]["schema_version"]["const"] == 1
    fig = schema["$defs"]["figure"]["properties"]
    for key in ("id", "side", "unit", "role", "weapon", "x", "y", "base", "heading_deg", "wounds", "revealed",
                "entrenched"):
        assert key in fig and fig[key].get("description")
    try:
        import jsonschema
    except ImportError:
        return
    jsonschema.validate(_demo_dict(), schema)


def test_move_figure_keeps_caches_right():
    """Moving one figure updates its row: distances and jungle standing follow."""
    clearing = TerrainFeature.area_feature("c", "clearing", [(0, 0), (10, 0), (10, 10), (0, 10)])
    t = Table(30, 30, [clearing], [Figure("a", "american", 1, "rifleman", 5, 5)])
    arr = t.arrays()
    assert not arr.in_jungle[0]
    t.move_figure("a", 20, 20)
    assert t.arrays() is arr and arr.in_jungle[0] and tuple(arr.xy[0]) == (20, 20)
    with pytest.raises(InputError, match="off the"):
        t.move_figure("a", 31, 5)
