"""``table-assistant measure TABLE.json WHAT ...``: ask the table's rules from a terminal.

WHAT is one of: distance A B, command, sight A B, targets A, blast X Y R, spotted, contacts,
move A x,y [x,y ...] --mode walk|run|crawl, reach A --mode walk|run|crawl.
Readable text by default, JSON with ``--json``. Errors go to stderr with exit code 2.
See docs/MEASURE_CLI.md.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from typing import Any

import numpy as np
from shapely.geometry import mapping
from shapely.geometry.base import BaseGeometry

from assistant.core.errors import InputError


def _plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)
                if not isinstance(getattr(value, f.name), np.ndarray)}
    if isinstance(value, BaseGeometry):
        return mapping(value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, float) and not np.isfinite(value):
        return None
    return value


def _point(text: str) -> tuple[float, float]:
    try:
        x, y = (float(v) for v in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected x,y in inches, not {text!r}") from None
    if not (np.isfinite(x) and np.isfinite(y)):
        raise argparse.ArgumentTypeError(f"expected finite x,y in inches, not {text!r}")
    return x, y


def _finite(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, not {text!r}") from None
    if not np.isfinite(v):
        raise argparse.ArgumentTypeError(f"expected a finite number, not {text!r}")
    return v


def _flag(close: bool) -> str:
    return "  [too close to call]" if close else ""


def _rulings(ruling) -> str:
    return "  readings: " + "; ".join(ruling)


def _run(args: argparse.Namespace) -> tuple[Any, list[str]]:
    from assistant.games.bataan.table import measure as M
    from assistant.games.bataan.table.movement import move_cost
    from assistant.games.bataan.table.reach import reach
    from assistant.games.bataan.table.sight import sight
    from assistant.games.bataan.table.tablefile import load_table
    from assistant.games.bataan.table.targets import targets

    loaded = load_table(args.table)
    t = loaded.table
    args.notes = list(loaded.notes)
    lines = [f"note: {n}" for n in loaded.notes]
    what = args.what
    if what == "distance":
        r = M.distance(t, args.a, args.b)
        lines.append(f"{r.a} to {r.b}: {r.distance_in:.2f}\" (centres {r.centre_distance_in:.2f}\")")
        lines.append(_rulings(r.ruling))
    elif what == "command":
        r = M.command_status(t, banzai=args.banzai)
        for c in r:
            if c.status in ("dead",) or (c.status == "exempt" and not args.all):
                continue
            lines.append(f"{c.figure:10} {c.status:14} {c.reason}{_flag(c.too_close_to_call)}")
        counts: dict[str, int] = {}
        for c in r:
            counts[c.status] = counts.get(c.status, 0) + 1
        lines.append("totals: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
        if r:
            lines.append(_rulings(r[0].ruling))
    elif what == "sight":
        r = sight(t, args.a, args.b)
        lines.append(f"{r.a} - {r.b}: {'CLEAR' if r.visible else 'BLOCKED'}: {r.reason}; line {r.line_in:.2f}\""
                     f"{_flag(r.too_close_to_call)}")
        lines.append(_rulings(r.ruling))
    elif what == "targets":
        r = targets(t, args.a)
        lines.append(f"{r.shooter}: " + ("closest first (B11 automatic weapon)" if r.closest_first
                                         else "may pick any visible enemy"))
        for k in r.targets:
            lines.append(f"  {k.figure:10} {k.distance_in:6.2f}\"{_flag(k.too_close_to_call)}")
        if not r.targets:
            lines.append("  no visible enemy")
        if r.hidden:
            lines.append("  hidden Americans in sight (not yet spotted): " + ", ".join(r.hidden))
        lines.append(_rulings(r.ruling))
    elif what == "blast":
        r = M.blast(t, args.x, args.y, args.r, side=args.side)
        lines.append(f"within {r.radius_in:g}\" of ({r.x:g}, {r.y:g}), nearest first:")
        for h in r.hits:
            lines.append(f"  {h.figure:10} {h.side:9} {h.distance_in:5.2f}\"{_flag(h.too_close_to_call)}")
        for h in r.near_misses:
            lines.append(f"  ({h.figure} just outside at {h.distance_in:.2f}\"){_flag(True)}")
        if not r.hits:
            lines.append("  nobody")
        lines.append(_rulings(r.ruling))
    elif what == "spotted":
        r = M.spotting(t)
        for s in r:
            state = ("revealed (" + s.how + (f", {s.by}" if s.by else "") + ")") if s.spotted else "hidden"
            near = f"nearest Japanese {s.distance_in:.2f}\"" if s.distance_in is not None else "no Japanese"
            lines.append(f"{s.american:10} {state}; {near}{_flag(s.too_close_to_call)}")
        if r:
            lines.append(_rulings(r[0].ruling))
    elif what == "contacts":
        r = M.contacts(t, near=True)
        for c in r:
            if c.touching:
                lines.append(f"{c.a} - {c.b}: gap {c.gap_in:.2f}\"" + ("  MELEE" if c.enemies else "")
                             + _flag(c.too_close_to_call))
            else:
                lines.append(f"  ({c.a} - {c.b} just apart at {c.gap_in:.2f}\"){_flag(True)}")
        if not any(c.touching for c in r):
            lines.append("no bases touching")
        lines.append(_rulings((t.rulings.label("B27"), t.rulings.label("B28"))))
    elif what == "move":
        r = move_cost(t, args.a, args.points, args.mode)
        ground = ", ".join(f"{k} {v:.2f}\"" for k, v in r.by_ground_in.items())
        lines.append(f"{r.figure} {r.mode}: length {r.length_in:.2f}\", uses {r.cost_in:.2f}\" of {r.allowance_in:g}\" "
                     f"({ground}): {'LEGAL' if r.legal else 'NOT LEGAL'}{_flag(r.too_close_to_call)}")
        lines += [f"  - {p}" for p in r.problems]
        lines.append(_rulings(r.ruling))
    elif what == "reach":
        r = reach(t, args.a, args.mode, cell_in=args.cell)
        if r.problems:
            lines += [f"  - {p}" for p in r.problems]
        else:
            b = r.area.bounds
            lines.append(f"{r.figure} {r.mode} ({r.allowance_in:g}\"): area {r.area.area:.1f} sq in, "
                         f"x {b[0]:.1f}-{b[2]:.1f}, y {b[1]:.1f}-{b[3]:.1f} (cells {r.cell_in:g}\")")
        lines.append(_rulings(r.ruling))
    else:  # pragma: no cover - argparse refuses other choices
        raise InputError(f"unknown measurement {what!r}", "WHAT")
    return r, lines


def run(args: argparse.Namespace) -> int:
    try:
        result, lines = _run(args)
    except InputError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps({"what": args.what, "notes": getattr(args, "notes", []), "result": _plain(result)}, indent=1))
    else:
        print("\n".join(lines))
    return 0


def register(subparsers) -> None:
    p = subparsers.add_parser("measure", help="measure on a table file (distance, command, sight, ...)",
                              description="Measure on a saved table (JSON). See docs/MEASURE_CLI.md.")
    p.add_argument("table", metavar="TABLE.json")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    what = p.add_subparsers(dest="what", metavar="WHAT", required=True)
    q = what.add_parser("distance", help="B1 distance between two figures")
    q.add_argument("a")
    q.add_argument("b")
    q = what.add_parser("command", help="command status of every Japanese figure (B5, B6)")
    q.add_argument("--banzai", action="store_true", help="a Banzai Charge is in effect (B6)")
    q.add_argument("--all", action="store_true", help="list exempt figures too")
    q = what.add_parser("sight", help="sight between two figures (B4)")
    q.add_argument("a")
    q.add_argument("b")
    q = what.add_parser("targets", help="visible enemies of a shooter, closest first (B11)")
    q.add_argument("a")
    q = what.add_parser("blast", help="figures within R of a point, nearest first (B12, B13)")
    q.add_argument("x", type=_finite)
    q.add_argument("y", type=_finite)
    q.add_argument("r", type=_finite)
    q.add_argument("--side", choices=("american", "japanese"))
    what.add_parser("spotted", help="which Americans are revealed (B15)")
    what.add_parser("contacts", help="touching bases (B27)")
    q = what.add_parser("move", help="the allowance a path uses (B7)")
    q.add_argument("a")
    q.add_argument("points", nargs="+", type=_point, metavar="x,y")
    q.add_argument("--mode", choices=("walk", "run", "crawl"), default="walk")
    q = what.add_parser("reach", help="the area a figure can reach (B7)")
    q.add_argument("a")
    q.add_argument("--mode", choices=("walk", "run", "crawl"), default="walk")
    q.add_argument("--cell", type=_finite, default=0.2, help="raster cell in inches, 0.05 to 2 (default 0.2)")
    # the same func on both parsers, so it is set whichever level argparse fills last; --json is
    # accepted before or after WHAT (SUPPRESS: a WHAT parser never resets what the outer one read)
    for parser in (p,) + tuple(what.choices.values()):
        parser.set_defaults(func=run)
    for parser in what.choices.values():
        parser.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help="print JSON instead of text")
