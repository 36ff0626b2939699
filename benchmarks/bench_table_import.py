"""Benchmark importing a big table file into a Bataan game (prints figures; not a timed test).

    .venv/bin/python benchmarks/bench_table_import.py [FIGURES] [SWAMP_POINTS] [--window-only | --store-only]
        [--repeat=N]

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

The window (issue 17.1, ``--window``, the default): the board's whole import, from the file chosen to
the table drawn at Fit (read and check, build the change, ``Store.do``, the board's refresh, the first
paint), against the CLI reading the same file as a process (``table-assistant-cli measure FILE
command``: read, check, and every Japanese figure's command, the answer the board shows too). The
simpler way, in the same run: every figure its own item painting itself at any zoom, the file checked
twice (``import_change`` from its dict), every figure's on-screen rectangle worked out for each tag
placement. Yours: a zoomed-out big table drawn as dots by one item (``crowd.py``), the table checked
once (``persist.import_table_change``), only on-screen figures looked at and only when a tag is shown,
tooltips made when asked for, the command answer kept while the figures stand. Medians of ``--repeat``.

After the import, the first select of a figure is timed to the answers shown (the answers, the reach,
the overlays and panel, the events queued, the repaint), and a second select; wall and CPU ("its
CPU" lines; the machine is shared, so wall time may be several times the CPU time).
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


CPU: dict[str, float] = {}   # the CPU seconds of the last sec() call, by the label given


def sec(fn, label: str | None = None):
    c0, t0 = time.process_time(), time.perf_counter()
    out = fn()
    if label:
        CPU[label] = time.process_time() - c0
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


def _window_import(path: Path, tmp: Path, simple: bool, tag: str) -> dict[str, float]:
    """One import of ``path`` into a fresh game's board, as the window does it (the worker's part run
    inline); ``simple``: the simpler way (see the module's docstring). Seconds by stage."""
    import os
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TABLE_ASSISTANT_DEMO_OVERLAYS"] = "0"
    from PySide6.QtWidgets import QApplication

    import assistant.ui.bataan.board as board_mod
    from assistant.ui.bataan import crowd
    from assistant.ui.bataan.board import make_board
    from assistant.ui.hub import Hub

    app = QApplication.instance() or QApplication(sys.argv[:1])
    store = Store.open(tmp / f"window-{tag}.sqlite")
    hub = Hub()
    hub.set_store(store)
    gid = new_game(store, "bataan", "bench", demo=True)
    session = hub.open_game(gid)
    saved = (crowd.CROWD_MIN, board_mod._read_table_file, board_mod.run_with_progress)
    times: dict[str, float] = {}

    def inline(_parent, _title, fn, *args, **_kw):          # the worker thread's part, timed inline
        t, out = sec(lambda: fn(*args))
        times["read and check (worker)"] = t
        return out

    def read_twice(p, st, game_id):                        # the simpler way: checked again from its dict
        loaded = tablefile.load_table(p)
        return loaded, persist.import_change(st, game_id, tablefile.table_to_dict(loaded.table), "Load")

    board_mod.run_with_progress = inline
    if simple:
        crowd.CROWD_MIN = 10 ** 12
        board_mod._read_table_file = read_twice
    try:
        board = make_board(hub, session)
        board.resize(1400, 900)
        board.show()
        if simple:
            board.place_tags = lambda: board_mod.place_labels(board.tag_items(), board.view,
                                                              board.view.label_obstacles(),
                                                              board.figure_rects(on_screen=False))
            for it in board.items.values():
                it.setToolTip(it.tip())
        for _ in range(3):
            app.processEvents()
        push = hub.push

        def timed_push(change):
            t, ok = sec(lambda: push(change))
            times["Store.do + the board's refresh"] = t
            if simple:
                for it in board.items.values():
                    it.setToolTip(it.tip())                # made for every figure up front, as before
            return ok
        hub.push = timed_push
        c0, t0 = time.process_time(), time.perf_counter()
        assert board.load_table_file(path)
        app.processEvents()
        board.view.viewport().repaint()
        times["file to the table drawn"] = time.perf_counter() - t0
        times["  (its CPU)  "] = time.process_time() - c0
        times["a repaint at Fit"], _ = sec(lambda: board.view.viewport().repaint())
        # the select as the referee sees it: the answers, the reach, the overlays and the panel, the
        # queued events and the repaint (issue 25: 18 s at 20,000 figures on a 1,000" table)

        def select_shown():
            board.select([next(iter(board.items))])
            while board._timer.isActive():
                app.processEvents()
            app.processEvents()
            board.view.viewport().repaint()
        times["select a figure, shown"], _ = sec(select_shown, "select")
        times["  (its CPU)"] = CPU["select"]
        times["a second select, shown"], _ = sec(lambda: (board.select([list(board.items)[3]]), app.processEvents(),
                                                           board.view.viewport().repaint()), "select2")
        times["  (its CPU) "] = CPU["select2"]
        board.close()
        board.deleteLater()
        app.processEvents()
    finally:
        crowd.CROWD_MIN, board_mod._read_table_file, board_mod.run_with_progress = saved
    return times


def window_main(n_figures: int, n_points: int, repeat: int) -> None:
    import statistics
    import subprocess

    doc = big_doc(n_figures, n_points)
    print(f"window import (issue 17.1): {n_figures:,} figures, a swamp of {n_points:,} points; "
          f"medians of {repeat}")
    with tempfile.TemporaryDirectory() as tmpd:
        tmp = Path(tmpd)
        path = tmp / "big.json"
        path.write_text(json.dumps(doc), encoding="utf-8")
        cli = Path(sys.executable).with_name("table-assistant-cli")
        runs: dict[str, list[dict[str, float]]] = {"simple": [], "new": []}
        cli_s = []
        for k in range(repeat):
            t0 = time.perf_counter()
            subprocess.run([str(cli), "measure", str(path), "command"], check=True, stdout=subprocess.DEVNULL)
            cli_s.append(time.perf_counter() - t0)
            for way in ("simple", "new"):                  # the two ways alternate: the same noise
                runs[way].append(_window_import(path, tmp, way == "simple", f"{way}{k}"))
        t_cli = statistics.median(cli_s)
        print(f"  CLI process (measure FILE command)                 {t_cli:7.2f} s")
        for stage in runs["new"][0]:
            old = statistics.median(r[stage] for r in runs["simple"])
            new = statistics.median(r[stage] for r in runs["new"])
            print(f"  {stage:<34} simpler {old:7.3f} s   now {new:7.3f} s")
        total = statistics.median(r["file to the table drawn"] for r in runs["new"])
        old_total = statistics.median(r["file to the table drawn"] for r in runs["simple"])
        print(f"  window / CLI: simpler {old_total / t_cli:4.1f}x, now {total / t_cli:4.1f}x")


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    n_figures = int(args[0]) if len(args) > 0 else 20_000
    n_points = int(args[1]) if len(args) > 1 else 100_000
    if "--store-only" not in sys.argv:
        repeat = next((int(a.split("=")[1]) for a in sys.argv if a.startswith("--repeat=")), 3)
        window_main(n_figures, n_points, repeat)
        if "--window-only" in sys.argv:
            return
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
