"""Shared timing for the benchmark scripts: wall and CPU time of each run, median and p90 of both.

This machine is shared (2 cores, several sessions), so wall time alone misleads under load: every
figure is printed with the process's CPU time beside it. A run whose wall time is far above its CPU
time waited for the machine, not for the code.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass


@dataclass
class Timings:
    """Wall and CPU seconds of each run."""

    wall: list[float]
    cpu: list[float]

    @staticmethod
    def pct(values: list[float], q: float) -> float:
        s = sorted(values)
        return s[min(len(s) - 1, int(round(q * (len(s) - 1))))]

    @property
    def med(self) -> float:
        return statistics.median(self.wall)

    @property
    def p90(self) -> float:
        return self.pct(self.wall, 0.9)

    @property
    def cpu_med(self) -> float:
        return statistics.median(self.cpu)

    @property
    def cpu_p90(self) -> float:
        return self.pct(self.cpu, 0.9)

    def line(self, label: str, unit: str = "ms", width: int = 44) -> str:
        k = {"ms": 1e3, "us": 1e6, "s": 1.0}[unit]
        return (f"{label:<{width}} wall med {self.med * k:9.3f} p90 {self.p90 * k:9.3f} {unit} | "
                f"cpu med {self.cpu_med * k:9.3f} p90 {self.cpu_p90 * k:9.3f} {unit}  (n={len(self.wall)})")


def run(fn: Callable[[], object], repeat: int, setup: Callable[[], object] | None = None) -> Timings:
    """Time ``fn`` ``repeat`` times (``setup`` before each, untimed)."""
    wall, cpu = [], []
    for _ in range(repeat):
        if setup is not None:
            setup()
        c0, t0 = time.process_time(), time.perf_counter()
        fn()
        t1, c1 = time.perf_counter(), time.process_time()
        wall.append(t1 - t0)
        cpu.append(c1 - c0)
    return Timings(wall, cpu)


class Recorder:
    """Collects wall and CPU times of sections timed by hand (``with rec.section(): ...``)."""

    def __init__(self) -> None:
        self.t = Timings([], [])

    def add(self, wall: float, cpu: float) -> None:
        self.t.wall.append(wall)
        self.t.cpu.append(cpu)

    def section(self):
        rec = self

        class _S:
            def __enter__(self):
                self.c0, self.t0 = time.process_time(), time.perf_counter()
                return self

            def __exit__(self, *exc):
                rec.add(time.perf_counter() - self.t0, time.process_time() - self.c0)
                return False

        return _S()
