"""The demo Betio a new Tarawa game starts from (records as in ``persist``). Qt-free.

The printed map is not in the source: the demo island is a sketch (a beach along the landing hexes
0528-6123, palms, buildings, fortifications and the airfield) for trying the tool, not the real map.
The counter sheet is not in the source either: the units are a SAMPLE set-up. Placement follows 8.1
and 8.3 (8-inch guns in the coastal defences, pillboxes and bunkers manned, Marines landing on the
Red/Green beaches); the 2/C Marine platoon (6-8) and the 1/A-1/18 engineers (3-8, back 1-8) use the
values 2.3.4 prints; every other rating is invented and the unit says so (``sample``).
"""

from __future__ import annotations

from assistant.core.hexes import load_map
from assistant.store import records
from assistant.store.changes import Change
from assistant.store.store import Store

from .persist import TERRAIN, UNIT, log_op, state_for, state_op
from .rulings import TarawaRulings
from .scenario import default_track
from .turns import ActionLog
from .units import Unit

N, S = 5, 2      # facings on the tarawa map (DIRECTIONS index): north, south


def demo_terrain() -> dict[str, str]:
    """A sketch of Betio: the north-shore beach on the landing line, the island south of it."""
    m = load_map("tarawa")
    out: dict[str, str] = {}
    c0, c1 = 3, 66
    for col in range(c0, c1 + 1):
        beach = round(28 - (col - 5) * 5 / 56) if col <= 61 else 23 + (col - 61) // 2
        depth = 6 if 10 <= col <= 55 else 4 if col < 10 else max(2, 6 - (col - 55) // 2)
        out[f"{col:02d}{beach:02d}"] = "beach"
        for k in range(1, depth + 1):
            row = beach + k
            if k == depth:
                t = "beach"
            elif 22 <= col <= 40 and k in (2, 3):
                t = "airfield"
            elif col % 7 == 0 and k == 1:
                t = "pillbox"
            elif col % 11 == 3 and k == 2:
                t = "bunker"
            elif (col * 3 + k) % 5 == 0:
                t = "buildings"
            elif (col + k) % 3 == 0:
                t = "palm_trees"
            else:
                t = "clear"
            out[f"{col:02d}{row:02d}"] = t
    for row in range(12, 24):          # the long pier, north into the lagoon
        out[f"33{row:02d}"] = "pier"
    out["4431"] = "command_bunker"
    out["0629"] = "coastal_defence"
    out["6426"] = "coastal_defence"
    out["1430"] = "rifle_pits"
    out["1531"] = "anti_tank_ditch"
    for label in out:
        m.parse(label)
    return out


def demo_units() -> list[Unit]:
    """A small SAMPLE set-up (see the module note): a few Japanese units in their works (8.3) and the
    first Marines ashore on Red Beach 2 with a Sherman section, ready for a fire combat."""
    return [
        Unit("j-8in-1", "japanese", "naval_gun_8in", "8in Naval Gun (1)", 8, 4, 2, 2, 6, "0629", N, True),
        Unit("j-8in-2", "japanese", "naval_gun_8in", "8in Naval Gun (2)", 8, 4, 2, 2, 6, "6426", N, True),
        Unit("j-hq", "japanese", "hq", "Shibasaki HQ", 3, 1, 2, 2, 7, "4431", N, True),
        Unit("j-snlf-1", "japanese", "infantry", "SNLF platoon 1", 5, 2, 2, 2, 7, "2128", N, True),
        Unit("j-13mm", "japanese", "machine_gun", "13mm HMG", 4, 2, 2, 2, 6, "1429", N, True),
        Unit("j-snlf-2", "japanese", "infantry", "SNLF platoon 2", 5, 2, 2, 2, 7, "2827", N, True),
        Unit("j-tank", "japanese", "light_tank", "Light tanks", 4, 2, 2, 2, 5, "2530", N, True),
        Unit("j-snlf-3", "japanese", "infantry", "SNLF platoon 3", 5, 2, 2, 2, 7, "1428", N, True),
        Unit("us-2c", "us", "marine_infantry", "2/C platoon", 6, 3, 2, 2, 8, "2127", S, False),
        Unit("us-sherman", "us", "armour", "Sherman section", 6, 3, 2, 2, 7, "2127", S, True),
        Unit("us-1a118", "us", "marine_engineer", "1/A-1/18 engineers", 3, 1, 2, 2, 8, "2027", S, False),
        Unit("us-lvt-1", "us", "amtrac", "LVT platoon", 2, 1, 2, 2, 7, "2126", S, True),
        Unit("us-1b", "us", "marine_infantry", "1/B platoon", 6, 3, 2, 2, 8, "2126", S, True),
        Unit("us-wpn", "us", "marine_weapons", "Weapons platoon", 5, 2, 2, 2, 8, "2627", S, True),
    ]


def seed_demo(store: Store, game_id: int, kind_id: str = "tarawa") -> None:
    """Lay out the demo island and the sample units in a new game, outside any undo (one ``store.seed``)."""
    ops = [records.put_op(store, game_id, TERRAIN, label, {"terrain": t}, position=i)
           for i, (label, t) in enumerate(sorted(demo_terrain().items()))]
    ops += [records.put_op(store, game_id, UNIT, u.id, u.to_dict(), position=i) for i, u in enumerate(demo_units())]
    log = ActionLog(TarawaRulings(), default_track())
    ops.append(log_op(store, game_id, log))
    ops.append(state_op(store, game_id, state_for({"victory": {"cleared_turn": 0, "us_step_losses": 0}}, log)))
    store.seed(Change("Tarawa demo (a sketch of Betio, SAMPLE units)", tuple(op for op in ops if op is not None),
                      game_id))
