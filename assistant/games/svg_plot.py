"""Small inline SVG charts for HTML reports (Qt-free, no plotting library): grouped bars and lines, with
axes, ticks, a zero line for values below zero and a legend. Every text is escaped."""

from __future__ import annotations

import math
from html import escape
from typing import Mapping, Sequence

#: colours that stay apart for the colour-blind (Okabe-Ito), then greys
PALETTE = ("#0072B2", "#E69F00", "#009E73", "#D55E00", "#CC79A7", "#56B4E9", "#F0E442", "#000000",
           "#666666", "#999999")
W, H = 640, 300
LEFT, RIGHT, TOP, BOTTOM = 56, 150, 34, 46


def nice_ticks(lo: float, hi: float, n: int = 5, integer: bool = False) -> list[float]:
    """Round tick values covering [lo, hi] (lo <= 0 <= hi is kept when the data crosses zero); whole
    numbers only for counts (``integer``)."""
    if not (math.isfinite(lo) and math.isfinite(hi)):
        lo, hi = 0.0, 1.0
    if hi - lo < 1e-9:
        lo, hi = lo - 1, hi + 1
    raw = (hi - lo) / max(1, n)
    mag = 10 ** math.floor(math.log10(raw))
    step = next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)
    if integer:
        step = max(1.0, math.ceil(step))
    start = math.floor(lo / step) * step
    ticks = []
    v = start
    while v <= hi + step * 0.999 and len(ticks) < 50:
        ticks.append(round(v, 10))
        v += step
    return ticks


def _fmt(v: float) -> str:
    return f"{v:g}" if abs(v) >= 0.01 or v == 0 else f"{v:.2g}"


def _frame(title: str, y_label: str, ticks: list[float], y_of) -> list[str]:
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}" '
           f'role="img" aria-label="{escape(title)}" font-family="sans-serif" font-size="11">',
           f'<title>{escape(title)}</title>',
           f'<text x="{LEFT}" y="18" font-size="14" font-weight="bold">{escape(title)}</text>',
           f'<text x="12" y="{TOP + (H - TOP - BOTTOM) / 2:.0f}" transform="rotate(-90 12 '
           f'{TOP + (H - TOP - BOTTOM) / 2:.0f})" text-anchor="middle">{escape(y_label)}</text>']
    for t in ticks:
        y = y_of(t)
        colour = "#444" if t == 0 else "#ddd"
        out.append(f'<line x1="{LEFT}" x2="{W - RIGHT}" y1="{y:.1f}" y2="{y:.1f}" stroke="{colour}"/>')
        out.append(f'<text x="{LEFT - 6}" y="{y + 4:.1f}" text-anchor="end">{_fmt(t)}</text>')
    return out


def _legend(names: Sequence[str]) -> list[str]:
    out = []
    for i, name in enumerate(names):
        y = TOP + 4 + i * 16
        out.append(f'<rect x="{W - RIGHT + 12}" y="{y}" width="10" height="10" fill="{PALETTE[i % len(PALETTE)]}"/>')
        out.append(f'<text x="{W - RIGHT + 27}" y="{y + 9}">{escape(name[:22])}</text>')
    return out


def bar_chart(title: str, categories: Sequence[str], series: Mapping[str, Sequence[float | None]],
              y_label: str = "", integer: bool = False) -> str:
    """Grouped vertical bars: one group per category, one bar per series (None: no bar); ``integer``: counts."""
    values = [v for vs in series.values() for v in vs if v is not None]
    lo, hi = min([0.0, *values]), max([0.0, *values])
    ticks = nice_ticks(lo, hi, integer=integer)
    y0, y1 = ticks[0], ticks[-1]
    plot_h = H - TOP - BOTTOM

    def y_of(v: float) -> float:
        return TOP + plot_h * (y1 - v) / (y1 - y0)

    out = _frame(title, y_label, ticks, y_of)
    n_cat, n_ser = max(1, len(categories)), max(1, len(series))
    group_w = (W - LEFT - RIGHT) / n_cat
    bar_w = max(2.0, min(40.0, group_w * 0.8 / n_ser))
    for c, cat in enumerate(categories):
        gx = LEFT + c * group_w + (group_w - bar_w * n_ser) / 2
        for s, (name, vs) in enumerate(series.items()):
            v = vs[c] if c < len(vs) else None
            if v is None:
                continue
            top, bottom = sorted((y_of(v), y_of(0.0)))
            out.append(f'<rect x="{gx + s * bar_w:.1f}" y="{top:.1f}" width="{bar_w - 1:.1f}" '
                       f'height="{max(0.5, bottom - top):.1f}" fill="{PALETTE[s % len(PALETTE)]}">'
                       f'<title>{escape(name)}, {escape(cat)}: {_fmt(v)}</title></rect>')
        out.append(f'<text x="{LEFT + (c + 0.5) * group_w:.1f}" y="{H - BOTTOM + 16}" '
                   f'text-anchor="middle">{escape(cat[:16])}</text>')
    out += _legend(list(series))
    out.append("</svg>")
    return "\n".join(out)


def line_chart(title: str, series: Mapping[str, Sequence[tuple[float, float]]], x_label: str = "",
               y_label: str = "", integer: bool = False) -> str:
    """One polyline (with dots) per series of (x, y) points; integer x ticks."""
    xs = [x for pts in series.values() for x, _ in pts] or [0.0, 1.0]
    ys = [y for pts in series.values() for _, y in pts] or [0.0]
    ticks = nice_ticks(min(0.0, *ys), max(0.0, *ys), integer=integer)
    y0, y1 = ticks[0], ticks[-1]
    x0, x1 = min(xs), max(xs)
    if x1 - x0 < 1e-9:
        x0, x1 = x0 - 1, x1 + 1
    plot_h, plot_w = H - TOP - BOTTOM, W - LEFT - RIGHT

    def y_of(v: float) -> float:
        return TOP + plot_h * (y1 - v) / (y1 - y0)

    def x_of(v: float) -> float:
        return LEFT + 10 + (plot_w - 20) * (v - x0) / (x1 - x0)

    out = _frame(title, y_label, ticks, y_of)
    for t in range(math.ceil(x0), math.floor(x1) + 1):
        out.append(f'<text x="{x_of(t):.1f}" y="{H - BOTTOM + 16}" text-anchor="middle">{t}</text>')
    out.append(f'<text x="{LEFT + plot_w / 2:.0f}" y="{H - 8}" text-anchor="middle">{escape(x_label)}</text>')
    for s, (name, pts) in enumerate(series.items()):
        colour = PALETTE[s % len(PALETTE)]
        path = " ".join(f"{x_of(x):.1f},{y_of(y):.1f}" for x, y in sorted(pts))
        if len(pts) > 1:
            out.append(f'<polyline points="{path}" fill="none" stroke="{colour}" stroke-width="2"/>')
        for x, y in pts:
            out.append(f'<circle cx="{x_of(x):.1f}" cy="{y_of(y):.1f}" r="3" fill="{colour}">'
                       f'<title>{escape(name)}: {_fmt(x)}, {_fmt(y)}</title></circle>')
    out += _legend(list(series))
    out.append("</svg>")
    return "\n".join(out)
