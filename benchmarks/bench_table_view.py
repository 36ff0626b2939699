"""One drag step on the Bataan table view at the demo's 200 figures: move the figure, ask the rules
(command for all, the sight line of the two selected, the shooter's targets, contacts, the blast
template, the ruler's move costs), refresh the overlays and repaint the view. Target: under 8 ms. Also
times re-placing the tags on a pan (they must cover no other label nor a figure they name).

Compared in the same run with the simpler way: the whole rules pass (``targets.rules_pass``) after
the figure moved (issue 25: not on a table where nothing moved, which the pair cache answers) and a
full-viewport repaint on every step. Also shows the once-per-frame throttle: how many rule passes
a burst of mouse moves costs. Run: QT_QPA_PLATFORM=offscreen python benchmarks/bench_table_view.py

The headline (issue 25): a drag as the referee makes it, through the board's own path
(``board.drag_to`` at one mouse move per 60 Hz frame), each frame timed from the mouse move until the
event loop is idle again: the move, the answers (at most once a frame), the overlays, the Measure
panel's text (ten times a second, in a mouse move's frame of its own: that move's rules wait for the
next move), and the paint. Wall and CPU, median and p90; the frames with the panel text are also
shown apart. Goal: p90 under 8 ms.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["TABLE_ASSISTANT_DEMO_OVERLAYS"] = "0"


def _stats(name: str, ms: list[float]) -> float:
    ms = sorted(ms)
    med = statistics.median(ms)
    p90 = ms[int(len(ms) * 0.9)]
    print(f"  {name:<44} median {med:7.3f} ms   p90 {p90:7.3f} ms")
    return med


def real_drag(app, board, panel, fid: str, frames: int = 180, alone: bool = False) -> None:
    """The headline: a drag through ``board.drag_to``, one mouse move a 60 Hz frame, each frame timed
    until the event loop is idle (the Measure text included). ``fid`` is dragged with JP2-1 (both
    selected: the drag moves both, and the ruler from JP2-1 is measured again each frame), or
    ``alone`` (only ``fid`` selected: its targets, command and contacts follow it)."""
    import timing
    from PySide6.QtCore import QPointF

    t = board.table
    x0, y0 = t.figure(fid).centre
    board.select([fid] if alone else [fid, "JP2-1"] if fid != "JP2-1" else [fid, "JP3-1"])
    app.processEvents()
    texts = [0]
    show = panel.show_answers

    def counted(a):
        texts[0] += 1
        return show(a)
    panel.show_answers = counted
    rec = timing.Recorder()
    with_text, without = timing.Recorder(), timing.Recorder()
    board.begin_drag(QPointF(x0, y0))
    frame = 1 / 60
    t_next = time.perf_counter()
    for k in range(frames):
        t_next += frame
        while time.perf_counter() < t_next:      # the frame's rest: no event handled, not timed
            time.sleep(0.0005)
        n0 = texts[0]
        c0, w0 = time.process_time(), time.perf_counter()
        board.drag_to(QPointF(x0 + 8 * (k / frames), y0 - 3 * (k / frames)))
        app.processEvents()
        w, c = time.perf_counter() - w0, time.process_time() - c0
        rec.add(w, c)
        (with_text if texts[0] > n0 else without).add(w, c)
    board.drag.current = None
    panel.show_answers = show
    app.processEvents()
    who = f"{fid} alone" if alone else f"{fid} with JP2-1 (both selected, the ruler from JP2-1)"
    print(f"A real drag of {who} through board.drag_to, {frames} frames at 60 Hz (goal: p90 < 8 ms):")
    print("  " + rec.t.line("every frame (move .. idle)"))
    if with_text.t.wall:
        print("  " + with_text.t.line(f"  frames with the panel text ({len(with_text.t.wall)})"))
    print("  " + without.t.line(f"  frames without it ({len(without.t.wall)})"))
    board.items[fid].set_figure(t.move_figure(fid, x0, y0))


def main() -> int:
    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QApplication, QGraphicsView

    from assistant.games.bataan.table import reach as core_reach
    from assistant.games.bataan.table import targets as core_targets
    from assistant.games.setup import new_game
    from assistant.store.store import Store
    from assistant.ui.bataan.answers import compute
    from assistant.ui.bataan.board import make_board
    from assistant.ui.hub import Hub

    app = QApplication.instance() or QApplication(sys.argv[:1])
    tmp = Path(tempfile.mkdtemp()) / "bench.sqlite"
    store = Store.open(tmp)
    hub = Hub()
    hub.set_store(store)
    gid = new_game(store, "bataan", "bench", demo=True)
    session = hub.open_game(gid)
    board = make_board(hub, session)
    board.resize(1400, 900)
    board.show()
    panel = board.measure_panel()      # the Measure dock's text, as in the window
    panel.resize(360, 900)
    panel.show()
    for _ in range(5):
        app.processEvents()
    view = board.view
    view.zoom_to(view.table_rect)
    app.processEvents()
    t = board.table
    print(f"Bataan demo table: {len(t.figures)} figures, {len(t.features)} terrain features, "
          f"view {view.viewport().width()}x{view.viewport().height()} px at {view.px_per_in():.1f} px/in")

    # the referee's overlays all on: command circles, sight line, contacts, blast, a ruler
    board.act_command.setChecked(True)
    board.act_blast.setChecked(True)
    board.select(["JP3-1", "JP2-1"])          # drag an officer: command changes for his platoon
    board.state.blast_at = (30.0, 30.0)
    board.set_ruler("JP2-1", (25.0, 28.0))
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    real_drag(app, board, panel, "JP3-20")
    real_drag(app, board, panel, "JP3-1")
    real_drag(app, board, panel, "JP3-1", alone=True)
    board.select(["JP3-1", "JP2-1"])
    board.set_ruler("JP2-1", (25.0, 28.0))

    def scenario(fid: str, label: str) -> tuple[float, float]:
        x0, y0 = t.figure(fid).centre
        steps = 150
        path = [(x0 + 8 * (k / steps), y0 - 3 * (k / steps)) for k in range(steps)]
        for x, y in path[:10]:     # warm the caches (clearance field, tiles) as the first real drag does
            drag_step(fid, x, y)
        q, o, r, total = [], [], [], []
        board.begin_drag(QPointF(x0, y0))    # as in a real drag: the panel text follows at 10 Hz
        for x, y in path:
            a = time.perf_counter()
            board.items[fid].set_figure(t.move_figure(fid, x, y))
            b = time.perf_counter()
            ans = compute(t, board.state)
            c = time.perf_counter()
            board.apply_answers(ans)
            d = time.perf_counter()
            app.processEvents()   # the view paints its dirty region
            e = time.perf_counter()
            q.append((c - b) * 1e3)
            o.append((d - c + b - a) * 1e3)
            r.append((e - d) * 1e3)
            total.append((e - a) * 1e3)
        board.drag.current = None
        print(f"One drag step, {label} ({fid}):")
        qm = _stats("rule queries (answers.compute)", q)
        _stats("move + overlays + panel text", o)
        _stats("repaint of the dirty region", r)
        tot = _stats("TOTAL per drag step", total)
        board.items[fid].set_figure(t.move_figure(fid, x0, y0))
        return tot, qm

    def drag_step(fid, x, y, full=False):
        board.items[fid].set_figure(t.move_figure(fid, x, y))
        if full:
            core_targets.rules_pass(t)
        board.recompute()
        app.processEvents()   # the view paints its dirty region

    ours, q_med = scenario("JP3-20", "a rifleman")
    worst, _ = scenario("JP3-1", "an officer: his command circle and his platoon's command change")
    fid = "JP3-1"
    x0, y0 = t.figure(fid).centre
    path = [(x0 + 8 * (k / 150), y0 - 3 * (k / 150)) for k in range(150)]

    pt = []
    for k in range(20):
        board.state.selection = ["JP3-1", "JP2-1"] if k % 2 else ["JP2-1", "JP3-1"]
        a = time.perf_counter()
        panel.show_answers(compute(t, board.state))
        app.processEvents()
        pt.append((time.perf_counter() - a) * 1e3)
    _stats("Measure panel text update (at most 10 per s in a drag)", pt)
    print("The simpler way, same steps:")
    full_rules = []
    for x, y in path[:60]:
        t.move_figure(fid, x, y)                 # a real pass after a move (issue 25), not cache hits
        a = time.perf_counter()
        core_targets.rules_pass(t)
        full_rules.append((time.perf_counter() - a) * 1e3)
    fr = _stats("whole rules pass (rules_pass) after the move", full_rules)
    view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.FullViewportUpdate)
    view.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
    full = []
    for x, y in path[:60]:
        a = time.perf_counter()
        drag_step(fid, x, y)
        full.append((time.perf_counter() - a) * 1e3)
    view.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
    view.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
    fu = _stats("step with full repaint, no background cache", full)
    print(f"  ratio: full-repaint step / ours (officer) = {fu / worst:.1f}x; rules_pass alone / our queries = "
          f"{fr / q_med:.1f}x")

    # the once-per-frame throttle: a burst of 300 mouse moves through the board's drag path
    board.begin_drag(QPointF(*t.figure(fid).centre))
    start = board.compute_count
    a = time.perf_counter()
    cx, cy = t.figure(fid).centre
    for k in range(300):
        board.drag_to(QPointF(cx + 0.02 * k, cy))
    burst = time.perf_counter() - a
    print(f"Throttle: 300 mouse moves in {burst * 1e3:.0f} ms ran the rules {board.compute_count - start} times "
          f"(at most once per {1000 / 60:.1f} ms frame)")
    board.drag.current = None

    # the reachable area, computed when one figure is selected (not during a drag)
    a = time.perf_counter()
    walk = core_reach.reach(t, "JP2-1", "walk")
    run = core_reach.reach(t, "JP2-1", "run")
    print(f"Reachable area on select (walk + run, core reach): {(time.perf_counter() - a) * 1e3:.1f} ms "
          f"({walk.area.area:.0f} / {run.area.area:.0f} sq in)")
    # the tags re-placed on a pan (labels.place_tags): at the table's fit and zoomed in twice
    board.act_sight.setChecked(True)
    board.recompute()
    for label in ("whole table", "zoomed in 2x"):
        if label != "whole table":
            view.zoom_by(2.0, anchor_mouse=False)
            app.processEvents()
        runs = []
        for _ in range(20):
            a = time.perf_counter()
            board.place_tags()
            runs.append((time.perf_counter() - a) * 1e3)
        _stats(f"place the tags on a pan ({label})", runs)
    for name, ms in (("rifleman", ours), ("officer", worst)):
        print(f"Drag step median ({name}) {ms:.2f} ms: {'meets' if ms < 8.0 else 'MISSES'} the 8 ms aim.")
    board.close()
    hub.close_game()
    store.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
