"""Pan and zoom frame times on a big map image: the tile pyramid (``assistant.ui.mapimage``) against
drawing the whole image, in the same run, on the same synthetic scan.

The scan is made here (a Luzon-sized hex grid with its numbers, drawn at 600 dpi of a 22" x 34" sheet:
13200 x 20400 = 269 megapixels by default; ``--megapixels`` for less). Each method renders the same
sequence of 1280 x 720 frames through a QGraphicsScene: pans at 1:1, at 1:4 and at the whole-map fit,
and a zoom from the fit to 1:1. Times are wall-clock per frame (median, 95th percentile, worst). The
tiles are drawn both ways in the same run, each from a cold tile cache with the frames paced at 60 Hz:
read from disk inside the paint (the worst frames wait for the disk), and decoded in the background
(``ScanItem(background=True)``: a coarser level stands in until the tile arrives; the stand-in frames
are counted). The background loader is timed twice, interleaved on fresh caches: as it was before
issue 16.4 (a thread-pool job made and started inside the paint for each missing tile, stand-ins
scaled up with smoothing: :class:`PoolLoader`) and as it is now (``tile_loader.TileLoader``: one list
append per missing tile, long-lived nicer workers, stand-ins scaled up without smoothing). Each row
gives p50 / p90 / max and how many frames went over 16.7 ms. Run:

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_map_tiles.py [--megapixels 269] [--window]

``--window`` (issue 25, the headline: what the referee sees): the Luzon window itself (MainWindow, a
Luzon game with its counters, the hex grid and its labels) with the synthetic scan loaded through the
map-image menu's path (file, hash, tiles cut into the tile cache) and calibrated from three clicked
hexes; then the same pans and zoom as above through the hex view (its transform set, the viewport
repainted: the window's own paint path, grid, labels and counters over the scan), paced at 60 Hz with
the event loop run between frames (tiles decoded in the background arrive). Each frame's paint is
timed, wall and CPU, median and p90, with the frames over 16.7 and 33 ms. Memory: the process's
resident size with the window open, after the scan's tiles are cut (the peak reset then), and its peak
during the pans, against the 4 bytes a pixel the whole image would take in memory. The rows below
``--window`` draw the scan alone in a bare scene (not the window's path): kept to compare the loaders.
"""

from __future__ import annotations

import argparse
import math
import statistics
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QObject, QPointF, QRectF, QRunnable, QThreadPool, Signal
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsItem, QGraphicsScene

from assistant.core.hexes import load_map
from assistant.ui.mapimage.scan_item import ScanItem
from assistant.ui.mapimage.synthetic import SyntheticScan
from assistant.ui.mapimage.tiles import TilePyramid, build_pyramid, read_tile

W, H = 1280, 720


class WholeImage(QGraphicsItem):
    """The simple way: one QImage, handed to drawImage whole on every frame."""

    def __init__(self, img: QImage):
        super().__init__()
        self.img = img

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(0, 0, self.img.width(), self.img.height())

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        painter.drawImage(QPointF(0, 0), self.img)


class _PoolJob(QRunnable):
    def __init__(self, loader: "PoolLoader", key):
        super().__init__()
        self.loader, self.key = loader, key
        self.setAutoDelete(True)

    def run(self) -> None:
        lo = self.loader
        if lo.frame - lo.wanted.get(self.key, -10) > 1:
            lo.loaded.emit(self.key, None)
            return
        lo.loaded.emit(self.key, read_tile(lo.pyramid.folder, *self.key))


class PoolLoader(QObject):
    """The loader as it was before issue 16.4: a QThreadPool job made and started in the paint for
    every missing tile (kept here to time the change in the same run)."""

    loaded = Signal(object, object)
    ready = Signal(object)

    def __init__(self, pyramid: TilePyramid, threads: int = 2):
        super().__init__()
        self.pyramid = pyramid
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(threads)
        self.pending, self.wanted, self.frame, self.decoded = set(), {}, 0, 0
        self.loaded.connect(self._arrived)

    def begin_frame(self) -> None:
        self.frame += 1

    def request(self, key) -> None:
        self.wanted[key] = self.frame
        if key not in self.pending:
            self.pending.add(key)
            self.pool.start(_PoolJob(self, key))

    def _arrived(self, key, img) -> None:
        self.pending.discard(key)
        if img is not None:
            self.pyramid.put(key, img)
            self.decoded += 1
            self.ready.emit(key)

    def busy(self) -> bool:
        return bool(self.pending)

    def shutdown(self) -> None:
        self.pool.clear()
        self.pool.waitForDone()


class PoolScanItem(ScanItem):
    """ScanItem as it painted before issue 16.4: pool jobs per missing tile, smoothed stand-ins."""

    def __init__(self, pyramid: TilePyramid):
        super().__init__(pyramid, background=False)
        self.loader = PoolLoader(pyramid)
        self.loader.ready.connect(self._tile_ready)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        level = self.pyramid.level_for(option.levelOfDetailFromTransform(painter.worldTransform()))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        self.loader.begin_frame()
        n = stand_ins = 0
        for tx, ty, target in self.pyramid.tiles_in(level, self.visible_rect(painter, option)):
            n += 1
            img = self.pyramid.cached(level, tx, ty)
            if img is not None:
                painter.drawImage(target, img)
                continue
            self.loader.request((level, tx, ty))
            self._draw_coarser(painter, level, target)
            stand_ins += 1
        self.tiles_drawn, self.stand_ins = n, stand_ins


def _bounce(start: float, step: float, lo: float, hi: float, n: int) -> list[float]:
    """n positions from ``start`` moving ``step`` each frame, turning back at ``lo`` / ``hi``."""
    out, x = [], start
    for _ in range(n):
        out.append(x)
        if not lo <= x + step <= hi:
            step = -step
        x += step
    return out


def frames(iw: int, ih: int) -> list[tuple[str, QRectF]]:
    """(what, the scene rect shown in a 1280 x 720 frame) for the whole sequence; pans stay on the
    image (they turn back at its edges)."""
    out = []
    cx, cy = iw / 2, ih / 2
    for name, scale, steps, step_px in (("pan 1:1", 1.0, 90, 40), ("pan 1:4", 0.25, 60, 40)):
        w, h = W / scale, H / scale
        xs = _bounce(max(0.0, cx - w / 2), step_px / scale, 0.0, max(0.0, iw - w), steps)
        ys = _bounce(max(0.0, cy - h / 2), step_px / scale / 2, 0.0, max(0.0, ih - h), steps)
        out += [(name, QRectF(x, y, w, h)) for x, y in zip(xs, ys)]
    fit = max(iw / W, ih / H)
    for i in range(30):
        out.append(("pan fit", QRectF(cx - W * fit / 2 + (i % 10) * 8 * fit, cy - H * fit / 2, W * fit, H * fit)))
    for i in range(40):          # zoom from the fit to 1:1, about the centre
        s = fit ** (1 - i / 39)
        out.append(("zoom fit->1:1", QRectF(cx - W * s / 2, cy - H * s / 2, W * s, H * s)))
    return out


def run(scene: QGraphicsScene, seq, paced: bool = False, item: ScanItem | None = None) -> dict[str, list[float]]:
    """Render ``seq``; ``paced``: one frame every 16.7 ms with the event loop run in between (as the
    window does), so tiles decoded in the background arrive; counts frames that drew a stand-in."""
    app = QApplication.instance()
    target = QImage(W, H, QImage.Format.Format_RGB32)
    times: dict[str, list[float]] = {}
    for name, rect in seq:
        t0 = time.perf_counter()
        p = QPainter(target)
        scene.render(p, QRectF(0, 0, W, H), rect)
        p.end()
        dt = time.perf_counter() - t0
        times.setdefault(name, []).append(dt * 1000)
        if item is not None and item.stand_ins:
            STAND_INS[name] = STAND_INS.get(name, 0) + 1
        if paced:
            app.processEvents()
            time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t0)))
            app.processEvents()
    return times


STAND_INS: dict[str, int] = {}


def _pct(s: list[float], q: float) -> float:
    return s[min(len(s) - 1, max(0, int(math.ceil(q * len(s))) - 1))]


def report(title: str, times: dict[str, list[float]]) -> None:
    print(f"\n{title}", flush=True)
    print(f"  {'frames':16} {'n':>4} {'p50 ms':>7} {'p90 ms':>7} {'max ms':>7} {'> 16.7 ms':>10}")
    rows = list(times.items()) + [("all", [t for ts in times.values() for t in ts])]
    for name, ts in rows:
        s = sorted(ts)
        over = sum(1 for t in s if t > 1000 / 60)
        print(f"  {name:16} {len(s):4d} {statistics.median(s):7.1f} {_pct(s, 0.9):7.1f} {s[-1]:7.1f} {over:10d}",
              flush=True)


def background_run(app, tmp: Path, seq, legacy: bool) -> tuple[dict[str, list[float]], str]:
    """One paced pass from a cold tile cache with the loader as it was (``legacy``) or as it is."""
    scene = QGraphicsScene()
    pyr = TilePyramid(Path(tmp) / "tiles")
    item = PoolScanItem(pyr) if legacy else ScanItem(pyr, background=True)
    scene.addItem(item)
    STAND_INS.clear()
    t0 = time.perf_counter()
    times = run(scene, seq, paced=True, item=item)
    while item.loader.busy():
        app.processEvents()
        time.sleep(0.001)
    note = ("  frames that drew a coarser level while tiles were on their way: "
            + ", ".join(f"{k} {STAND_INS.get(k, 0)}/{len(v)}" for k, v in times.items())
            + f"; {item.loader.decoded} tiles decoded in the background, all in after "
            f"{time.perf_counter() - t0:.1f} s")
    item.loader.shutdown()
    scene.removeItem(item)
    return times, note


def _rss_mib(field: str = "VmRSS") -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1]) / 1024
    return float("nan")


def window_main(megapixels: float) -> None:
    """The headline: pan and zoom in the Luzon window over a calibrated scan (see the module docstring)."""
    import gc
    import os
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import timing
    from PySide6.QtCore import QSettings

    from assistant.ui.launch import make_app
    from assistant.ui.mainwindow import MainWindow
    from assistant.ui.mapimage.calibrate_dialog import CalibrationDialog

    os.environ["TABLE_ASSISTANT_DEMO_OVERLAYS"] = "0"
    app = make_app()
    with tempfile.TemporaryDirectory() as tmpd:
        tmp = Path(tmpd)
        os.environ["XDG_CACHE_HOME"] = str(tmp / "cache")
        win = MainWindow(settings=QSettings(str(tmp / "s.ini"), QSettings.Format.IniFormat))
        win.resize(W, H)
        assert win.open_database(tmp / "g.sqlite")
        win.create_and_open("luzon", "bench")
        win.show()
        for _ in range(10):
            app.processEvents()
        board = win.board
        rss_window = _rss_mib()
        m = board.map
        ih = int(math.sqrt(megapixels * 1e6 * 34 / 22))
        iw = int(ih * 22 / 34)
        size = min(iw / (1.5 * (m.last_col + 1)), ih / (math.sqrt(3) * (m.last_row + 1.5)))
        scan = SyntheticScan(m, size, 0.8, (size * 1.2, ih - size * 1.5))
        t0 = time.perf_counter()
        img = scan.draw(iw, ih)
        path = tmp / "luzon scan.jpg"
        assert img.save(str(path), "JPG", 90)
        del img
        gc.collect()
        t_file = time.perf_counter() - t0
        t0 = time.perf_counter()
        assert board.map_image.load_image(path, calibrate=False)
        dlg = CalibrationDialog(m, board.map_image.pyramid)
        labels = [m.label(h) for h in (m.all_hexes()[0], m.all_hexes()[len(m.all_hexes()) // 2], m.all_hexes()[-1])]
        for label in labels:
            dlg.add_click_at(*scan.pixel(label), label=label)
        assert dlg.fit is not None
        assert board.map_image._push(lambda: board.map_image.cmds.calibrate(dlg.fit))
        dlg.deleteLater()
        t_load = time.perf_counter() - t0
        view = board.view
        for _ in range(10):
            app.processEvents()
        gc.collect()
        rss_loaded = _rss_mib()
        try:
            Path("/proc/self/clear_refs").write_text("5")     # the peak from here on
        except OSError:
            pass
        item = view.underlay
        st = item.sceneTransform()
        k = math.hypot(st.m11(), st.m12())                    # scene units per scan pixel
        centre = item.mapToScene(QPointF(iw / 2, ih / 2))
        print(f"the Luzon window {W} x {H} with a {iw} x {ih} = {iw * ih / 1e6:.1f} MP scan "
              f"(file made in {t_file:.0f} s; loaded, hashed, cut and calibrated in {t_load:.0f} s)")
        seq = []
        for name, scale, steps, step_px in (("pan 1:1", 1.0, 90, 40), ("pan 1:4", 0.25, 60, 40)):
            s_view = scale / k
            for i in range(steps):
                off = (i % 30 - 15) * step_px / s_view
                seq.append((name, s_view, QPointF(centre.x() + off, centre.y() + off / 2)))
        view.fit()
        fit_s = view.scale_factor
        for i in range(30):
            seq.append(("pan fit", fit_s, QPointF(centre.x() + (i % 10) * 8 / fit_s, centre.y())))
        for i in range(40):
            seq.append(("zoom fit->1:1", fit_s * (1 / k / fit_s) ** (i / 39), centre))
        per: dict[str, timing.Recorder] = {}
        every = timing.Recorder()
        for name, s_view, at in seq:
            view.resetTransform()
            view.scale(s_view, s_view)
            view.centerOn(at)
            app.processEvents()
            c0, t0 = time.process_time(), time.perf_counter()
            view.viewport().repaint()
            w, c = time.perf_counter() - t0, time.process_time() - c0
            per.setdefault(name, timing.Recorder()).add(w, c)
            every.add(w, c)
            rest = 1 / 60 - (time.perf_counter() - t0)
            end = time.perf_counter() + max(0.0, rest)
            while time.perf_counter() < end:                  # the frame's rest: background tiles arrive
                app.processEvents()
                time.sleep(0.001)
        for name, rec in list(per.items()) + [("all frames", every)]:
            late = sum(1 for x in rec.t.wall if x > 1 / 60)
            very = sum(1 for x in rec.t.wall if x > 0.033)
            print("  " + rec.t.line(f"{name} ({late} > 16.7 ms, {very} > 33 ms)", width=40))
        peak = _rss_mib("VmHWM")
        print(f"memory: the window {rss_window:.0f} MiB resident; with the scan's tiles cut and shown "
              f"{rss_loaded:.0f} MiB; peak during the pans {peak:.0f} MiB (the scan adds "
              f"{peak - rss_window:.0f} MiB at most; the whole image in memory would be "
              f"{iw * ih * 4 / 2**20:.0f} MiB)")
        win.close()
        app.processEvents()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--megapixels", type=float, default=269.3, help="size of the synthetic scan (default 269.3)")
    ap.add_argument("--rounds", type=int, default=2, help="interleaved rounds of each background loader")
    ap.add_argument("--window", action="store_true", help="the Luzon window's pan and zoom (the headline)")
    args = ap.parse_args()
    if args.window:
        window_main(args.megapixels)
        return
    app = QApplication.instance() or QApplication([])
    m = load_map("luzon")
    # the sheet's shape (22 x 34), scaled to the asked size
    ih = int(math.sqrt(args.megapixels * 1e6 * 34 / 22))
    iw = int(ih * 22 / 34)
    size = min(iw / (1.5 * (m.last_col + 1)), ih / (math.sqrt(3) * (m.last_row + 1.5)))
    scan = SyntheticScan(m, size, 0.8, (size * 1.2, ih - size * 1.5))
    t0 = time.perf_counter()
    img = scan.draw(iw, ih)
    t_draw = time.perf_counter() - t0
    print(f"synthetic scan: {iw} x {ih} = {iw * ih / 1e6:.1f} megapixels, hex {size:.0f} px, "
          f"drawn in {t_draw:.1f} s ({img.sizeInBytes() / 2**30:.2f} GiB in memory)")
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        pyr = build_pyramid(img, Path(tmp) / "tiles")
        t_build = time.perf_counter() - t0
        n_tiles = sum(1 for _ in Path(tmp, "tiles").rglob("*.jpg"))
        disk = sum(p.stat().st_size for p in Path(tmp, "tiles").rglob("*.jpg"))
        print(f"tile pyramid: {len(pyr.levels)} levels, {n_tiles} tiles of {pyr.tile} px, "
              f"{disk / 2**20:.0f} MiB on disk, built once in {t_build:.1f} s")
        seq = frames(iw, ih)
        tiled = QGraphicsScene()
        tiled.addItem(ScanItem(pyr, background=False))
        t_tiled = run(tiled, seq, paced=True)
        report("tile pyramid, tiles read in the paint (cold tile cache: frames wait for the disk)", t_tiled)
        report("tile pyramid, second pass (tiles in memory)", run(tiled, seq))
        merged: dict[bool, dict[str, list[float]]] = {True: {}, False: {}}
        notes: dict[bool, list[str]] = {True: [], False: []}
        for rnd in range(args.rounds):               # interleaved: before, now, before, now...
            for legacy in (True, False):
                times, note = background_run(app, Path(tmp), seq, legacy)
                for k, v in times.items():
                    merged[legacy].setdefault(k, []).extend(v)
                notes[legacy].append(note)
        for legacy, title in ((True, "before 16.4: a pool job per missing tile made in the paint, smoothed stand-ins"),
                              (False, "now: one list append per missing tile, nicer long-lived workers, plain stand-ins")):
            report(f"tile pyramid, tiles decoded in the background, {title} (cold tile cache each round, "
                   f"{args.rounds} rounds, frames paced at 60 Hz)", merged[legacy])
            print("\n".join(notes[legacy]), flush=True)
        whole = QGraphicsScene()
        whole.addItem(WholeImage(img))
        report("whole image (drawImage of the full QImage each frame)", run(whole, seq))
    print(f"\nframe budget at 60 Hz: 16.7 ms; {W} x {H} frames rendered through QGraphicsScene.render "
          f"off screen on this machine (QT_QPA_PLATFORM={app.platformName()})")


if __name__ == "__main__":
    main()
