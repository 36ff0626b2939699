"""Benchmark importing a big table file into a Bataan game (prints figures; not a timed test).

    .venv/bin/python benchmarks/bench_table_import.py [FIGURES] [SWAMP_POINTS]

A table of 20,000 figures and a swamp outline of 100,000 points (defaults), imported the way the window
does it (read the file, ``persist.import_change``, ``Store.do``, then the game's ``StoredTable`` looks at
the table), and read by the CLI (``tablefile.load_table``) for comparison. Old and new way in the same run:

- import_change: its ops built with one SELECT a record through ``records.put_op`` (old) / from one read
  of all the records of a kind (new);
- stored table: every record read and checked again after the change (old, ``persist.load_table``) /
  the table ``import_change`` already checked, copied (new, ``StoredTable``);
- a self-crossing outline: repaired up to ``terrain.MAX_REPAIR_POINTS`` points (timed at the limit),
  refused with a message above it (GEOS's repair of the 100,000-point one would take minutes).

Both ways must give the same ops and the same table (checked).
"""

from __future__ import annotations

import json
import math
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from assistant.core.errors import InputError  # noqa: E402
from assistant.games.bataan import persist  # noqa: E402
from assistant.games.bataan.stored_table import StoredTable  # noqa: E402
from assistant.games.bataan.table import tablefile  # noqa: E402
from assistant.games.bataan.table.terrain import MAX_REPAIR_POINTS, TerrainFeature  # noqa: E402
from assistant.games.session import GameSession  # noqa: E402
from assistant.games.setup import new_game  # noqa: E402
from assistant.store import records  # noqa: E402
from assistant.store.store import Store  # noqa: E402


def sec(fn):
    t0 = time.perf_counter()
    out = fn()
    return time.perf_counter() - t0, out


def big_doc(n_figures: int, n_points: int) -> dict:
    figs = [{"id": f"F{i}", "side": "japanese" if i % 2 else "american", "unit": 1 + i % 4, "role": "rifleman",
             "x": 1.0 + (i % 300) * 3.3, "y": 1.0 + (i // 300) * 1.4} for i in range(n_figures)]
    swamp = [[500 + 200 * math.cos(2 * math.pi * k / n_points), 500 + 200 * math.sin(2 * math.pi * k / n_points)]
             for k in range(n_points)]
    return {"format": tablefile.FORMAT, "schema_version": 1, "game": "bataan", "name": "big",
            "size_in": {"width": 1000, "height": 1000},
            "terrain": [{"id": "swamp", "kind": "swamp", "polygon": swamp}], "figures": figs}


def old_ops(store, gid, doc) -> list:
    """The ops as before: one ``records.put_op`` (one SELECT) a record."""
    meta = {"size_in": doc["size_in"], "cloth": doc.get("cloth", "jungle"), "name": doc["name"]}
    ops = [records.put_op(store, gid, persist.META, "meta", meta)]
    for kind, items in ((persist.TERRAIN, doc["terrain"]), (persist.FIGURE, doc["figures"])):
        stored = records.all_of(store, gid, kind)
        wanted = {item["id"]: item for item in items}
        ops += [records.put_op(store, gid, kind, k, it, position=p) for p, (k, it) in enumerate(wanted.items())]
        ops += [records.delete_op(store, gid, kind, k) for k in stored.keys() - wanted.keys()]
    return [op for op in ops if op is not None]


def main() -> None:
    n_figures = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    n_points = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    doc = big_doc(n_figures, n_points)
    print(f"table: {n_figures:,} figures, a swamp of {n_points:,} points")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.json"
        path.write_text(json.dumps(doc), encoding="utf-8")
        t_cli, loaded = sec(lambda: tablefile.load_table(path))
        print(f"  CLI reads the file (tablefile.load_table)            {t_cli:7.2f} s")

        store = Store.open(Path(tmp) / "bench.sqlite")
        gid = new_game(store, "bataan", "bench", setup="demo")
        session = GameSession(store, gid)
        stored = StoredTable(session)
        stored.table()
        canonical = tablefile.table_to_dict(loaded.table)
        t_oldimp, ops_a = sec(lambda: old_ops(store, gid, tablefile.table_to_dict(
            tablefile.table_from_dict(canonical, source="table file").table)))
        t_import, change = sec(lambda: persist.import_change(store, gid, canonical, "bench"))
        assert sorted(map(repr, ops_a)) == sorted(map(repr, change.ops)), "old and new ops differ"
        print(f"  import_change: old (one SELECT a record) {t_oldimp:6.2f} s, new (one read) {t_import:6.2f} s")
        t_do, _ = sec(lambda: store.do(change))
        print(f"  Store.do (store's part, unchanged)                  {t_do:7.2f} s")
        t_reread, old_table = sec(lambda: persist.load_table(store, gid, session.settings))
        t_adopt, new_table = sec(lambda: (stored.apply(change), stored.table())[1])
        assert list(old_table.figures.values()) == list(new_table.figures.values())
        assert [f.polygon for f in old_table.features] == [f.polygon for f in new_table.features]
        print(f"  stored table after it: old re-read {t_reread:6.2f} s, new copy {t_adopt:6.3f} s")
        old_total = t_cli + t_oldimp + t_do + t_reread
        new_total = t_cli + t_import + t_do + t_adopt
        print(f"  file to the game's stored table: old {old_total:5.2f} s, new {new_total:5.2f} s "
              f"(the store's Store.do in both)")

    rnd = random.Random(1)

    def noisy(n: int) -> list:
        return [(500 + (200 + rnd.uniform(-3, 3)) * math.cos(2 * math.pi * k / n),
                 500 + (200 + rnd.uniform(-3, 3)) * math.sin(2 * math.pi * k / n)) for k in range(n)]

    t_fix, f = sec(lambda: TerrainFeature.area_feature("s", "swamp", noisy(MAX_REPAIR_POINTS)))
    print(f"  self-crossing outline of {MAX_REPAIR_POINTS:,} points repaired in {t_fix:.2f} s ({f.geometry.geom_type})")
    try:
        t_ref, _ = sec(lambda: TerrainFeature.area_feature("s", "swamp", noisy(n_points)))
    except InputError as err:
        print(f"  self-crossing outline of {n_points:,} points: refused at once: {err.message[:90]}...")


if __name__ == "__main__":
    main()
