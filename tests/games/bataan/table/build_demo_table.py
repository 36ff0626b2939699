"""Builds resources/scenarios/bataan_demo_table.json (run: python tests/games/bataan/table/build_demo_table.py).

The article's set-up on a 5' x 10' table: the road along the length, the river across the middle,
the destroyed bridge where they meet, streams, paths, clearings, swamps and entrenchments; the four
American squads (24 figures) near the east end, the four Japanese platoons (44 each, snipers in the
2nd, the tank with the 3rd) at the west end. Deterministic (fixed seed).
"""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

OUT = Path(__file__).resolve().parents[4] / "resources" / "scenarios" / "bataan_demo_table.json"
W, H = 120.0, 60.0


def road_y(x: float) -> float:
    return 30.0 + 4.0 * math.sin(x / 17.0)


def river_x(y: float) -> float:
    return 60.0 + 3.0 * math.sin(y / 9.0)


def blob(cx, cy, rx, ry, rnd, n=10):
    pts = []
    for k in range(n):
        a = 2 * math.pi * k / n
        f = rnd.uniform(0.8, 1.15)
        pts.append([round(cx + rx * f * math.cos(a), 2), round(cy + ry * f * math.sin(a), 2)])
    return pts


def build() -> dict:
    rnd = random.Random(1942)
    terrain = []
    terrain.append({"id": "road", "kind": "road", "name": "The road",
                    "line": [[x, round(road_y(x), 2)] for x in range(0, 121, 6)], "width_in": 3.0})
    terrain.append({"id": "river", "kind": "river", "name": "The river",
                    "line": [[round(river_x(y), 2), y] for y in range(0, 61, 5)], "width_in": 5.0})
    # the destroyed bridge where road and river meet
    bx = river_x(road_y(60.0))
    terrain.append({"id": "bridge", "kind": "bridge", "name": "Destroyed bridge",
                    "point": [round(bx, 2), round(road_y(bx), 2)]})
    terrain += [
        {"id": "stream-1", "kind": "stream", "line": [[30, 0], [38, 14], [50, 22], [58, 24]], "width_in": 1.5},
        {"id": "stream-2", "kind": "stream", "line": [[88, 60], [80, 50], [70, 46], [62, 45]], "width_in": 1.5},
        {"id": "stream-3", "kind": "stream", "line": [[100, 0], [92, 8], [78, 12], [63, 14]], "width_in": 1.0},
        {"id": "path-1", "kind": "path", "line": [[10, 60], [16, 46], [24, 36], [30, 32]], "width_in": 1.5},
        {"id": "path-2", "kind": "path", "line": [[40, 30], [46, 14], [58, 6], [75, 8], [86, 20], [92, 30]],
         "width_in": 1.5},
        {"id": "path-3", "kind": "path", "line": [[96, 32], [104, 44], [118, 52]], "width_in": 1.5},
        {"id": "path-4", "kind": "path", "line": [[70, 34], [74, 50], [82, 60]], "width_in": 1.2},
    ]
    for k, (cx, cy, rx, ry) in enumerate([(12, 18, 6, 5), (26, 48, 5, 4), (46, 40, 6, 4), (78, 26, 5, 6),
                                          (104, 20, 7, 5), (110, 42, 5, 4)], 1):
        terrain.append({"id": f"clearing-{k}", "kind": "clearing", "polygon": blob(cx, cy, rx, ry, rnd)})
    for k, (cx, cy, rx, ry) in enumerate([(36, 8, 5, 3), (52, 52, 4, 3), (68, 20, 3, 4), (90, 50, 4, 3),
                                          (20, 30, 3, 2)], 1):
        terrain.append({"id": f"swamp-{k}", "kind": "swamp", "polygon": blob(cx, cy, rx, ry, rnd)})
    trenches = [(96, 27), (98, 36), (106, 30), (102, 14), (94, 46), (112, 24)]
    for k, (cx, cy) in enumerate(trenches, 1):
        terrain.append({"id": f"trench-{k}", "kind": "entrenchment",
                        "polygon": [[cx - 2, cy - 0.8], [cx + 2, cy - 0.8], [cx + 2, cy + 0.8], [cx - 2, cy + 0.8]]})

    figures = []
    squads = {
        1: [("officer", "tommy_gun", "Naval officer"), ("tommy_gun", "", "Chief petty officer")]
           + [("rifleman", "", "Sailor")] * 4,
        2: [("officer", "pistol", "Army officer")] + [("rifleman", "", "Philippine Scout")] * 5,
        3: [("tommy_gun", "", "Gunnery sergeant"), ("bar", "", "Marine")] + [("rifleman", "", "Marine")] * 4,
        4: [("tommy_gun", "", "Pilot")] * 2 + [("tommy_gun", "", "Ground crewman")] * 2
           + [("mg30_crew", "", "Ground crewman, .30 MG")] * 2,
    }
    centres = {1: (96, 27), 2: (98, 38), 3: (106, 30), 4: (103, 15)}
    for s, members in squads.items():
        cx, cy = centres[s]
        for k, (role, weapon, name) in enumerate(members):
            a = 2 * math.pi * k / len(members)
            f = {"id": f"US{s}-{k + 1}", "side": "american", "unit": s, "role": role,
                 "x": round(cx + 2.2 * math.cos(a), 2), "y": round(cy + 2.2 * math.sin(a), 2), "name": name}
            if weapon:
                f["weapon"] = weapon
            if k < 2 and s in (1, 3):
                f["entrenched"] = True
            figures.append(f)
    for p in range(1, 5):
        y0 = 1.5 + (p - 1) * 14.5
        roles = ["officer", "officer", "flag_bearer", "knee_mortar", "knee_mortar"]
        if p == 2:
            roles += ["sniper"] * 4
        if p == 3:
            roles += ["tank"]
        roles += ["rifleman"] * (44 - len(roles))
        slots = [(2.0 + 1.6 * c, y0 + 1.5 * r) for r in range(8) for c in range(10)]
        rnd.shuffle(slots)
        for k, role in enumerate(roles):
            if role == "tank":
                x, y = 20.0, round(road_y(20.0), 2)
            else:
                x, y = slots[k]
                x, y = round(x + rnd.uniform(-0.2, 0.2), 2), round(y + rnd.uniform(-0.2, 0.2), 2)
            f = {"id": f"JP{p}-{k + 1}", "side": "japanese", "unit": p, "role": role, "x": x, "y": y}
            if role == "tank":
                f["name"] = "Type 95 light tank"
            figures.append(f)
    return {"format": "table-assistant.table", "schema_version": 1,
            "name": "Last Stand on Bataan: demo set-up (5' x 10')", "game": "bataan",
            "size_in": {"width": W, "height": H}, "cloth": "jungle", "rulings": {},
            "terrain": terrain, "figures": figures}


if __name__ == "__main__":
    OUT.write_text(json.dumps(build(), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")
