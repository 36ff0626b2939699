"""Python's cycle collector runs on the GUI thread only (a cycle holding a Qt object freed on another thread
can crash the process: a full test run died so in ``run_with_progress``, issue 17). The window collects from
a GUI-thread timer once it has painted; while a worker runs, automatic collection is paused and put back as
it was when the last one ends; a worker's call into the store runs on the GUI thread."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QEvent, QThread
from PySide6.QtWidgets import QApplication, QWidget

from assistant.ui import background, collector


class _Cycle:
    def __init__(self):
        self.me = self


def test_the_gui_thread_collector_frees_cycles_on_the_gui_thread(qtbot):
    app = QApplication.instance()
    # the widgets earlier tests closed are deleted first: their deletions would lower the young generation's
    # count under its threshold while this test waits, and no pass would be due
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    app.processEvents()
    gc.collect()
    was = gc.isenabled()
    owner = QWidget()
    qtbot.addWidget(owner)
    try:
        found = collector.GuiThreadCollector(owner, interval_ms=10)
        assert not gc.isenabled()                         # no automatic pass, on any thread
        freed_on: list[int] = []
        for _ in range(3):
            garbage = _Cycle()
            weakref.finalize(garbage, lambda: freed_on.append(threading.get_ident()))
            del garbage
        for _ in range(found.threshold[0] + 10):         # past the young generation's threshold
            _Cycle()
        qtbot.waitUntil(lambda: len(freed_on) == 3, timeout=5000)
        assert set(freed_on) == {threading.get_ident()}  # the GUI thread's
        assert QThread.currentThread() is app.thread()
        assert found.collections >= 1
    finally:
        found.timer.stop()
        if was:
            gc.enable()


def test_workers_pause_collection_and_the_last_one_puts_it_back():
    was = gc.isenabled()
    gc.enable()
    try:
        collector.pause()
        collector.pause()
        assert not gc.isenabled() and collector.paused()
        collector.resume()
        assert not gc.isenabled()                         # one worker still runs
        collector.resume()
        assert gc.isenabled() and not collector.paused()
        gc.disable()                                      # under the GUI-thread collector: off, and stays off
        collector.pause()
        collector.resume()
        assert not gc.isenabled()
    finally:
        (gc.enable if was else gc.disable)()


def test_a_worker_runs_paused_and_reads_on_the_gui_thread(qtbot):
    was = gc.isenabled()
    gc.enable()
    seen: dict = {}

    def read():                       # what GuiThreadStore does for a worker: run on the GUI thread
        seen["reader_on_gui"] = QThread.currentThread() is QApplication.instance().thread()
        return [1, 2, 3]

    def job(x):
        seen["worker_off_gui"] = QThread.currentThread() is not QApplication.instance().thread()
        seen["collecting_in_worker"] = gc.isenabled()
        return background.call_on_gui_thread(read) + [x]

    try:
        out = background.run_with_progress(None, "a job", job, 4)
        assert out == [1, 2, 3, 4]
        assert seen == {"worker_off_gui": True, "collecting_in_worker": False, "reader_on_gui": True}
        qtbot.waitUntil(lambda: not collector.paused(), timeout=5000)
        assert gc.isenabled()                             # put back once the worker has ended
    finally:
        (gc.enable if was else gc.disable)()


def test_warm_then_runs_the_work_on_a_worker_and_hands_back_on_the_gui_thread(qtbot):
    """Issue 25: work after the first paint (the chart files, the first answers' rasters) runs on a worker
    thread with collection paused; its result comes back on the GUI thread, where collection is put back;
    a failed warm-up hands back None (the GUI thread then does the work itself)."""
    gui = threading.get_ident()
    seen: list = []
    background.warm_then(lambda: (threading.get_ident(), collector.paused()),
                         lambda got: seen.append((got, threading.get_ident())))
    background.warm_then(lambda: 1 / 0, lambda got: seen.append((got, threading.get_ident())))
    qtbot.waitUntil(lambda: len(seen) == 2 and not background._jobs, timeout=10000)
    (worker, paused), where = next(s for s in seen if s[0] is not None)
    assert worker != gui and paused and where == gui
    assert (None, gui) in seen
    assert not collector.paused()
