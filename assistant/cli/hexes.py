"""``hex distance|within|line`` - measure on a printed hex map from a terminal. Qt-free.

    table-assistant hex distance 9.14 17.16 --map luzon
    table-assistant hex within 10.17 2 --map luzon --json
    table-assistant hex line 8.19 17.16 --map luzon

Hex numbers are read as printed on the map (``--map`` names a file in resources/maps). Bad input
prints one line naming the hex and the reason to stderr and exits with 2.
"""

from __future__ import annotations

import argparse
import json
import sys

from assistant.core.errors import InputError
from assistant.core.hexes import Hex, HexMap, distance, line, load_map
from assistant.core.limits import MAX_INT, whole_number

DEFAULT_MAP = "luzon"


def _name(m: HexMap, h: Hex) -> str:
    if m.contains(h):
        return m.label(h)
    col, row = m.to_offset(h)
    return f"(column {col}, row {row}, off the map)"


def _radius(text: str) -> int:
    """Any whole number 0 or more (at most MAX_DIGITS digits): the work is bounded by the map."""
    try:
        return whole_number(text, "N", 0, MAX_INT)
    except InputError as exc:
        raise argparse.ArgumentTypeError(f"radius: {exc.message}") from None


def _emit(args: argparse.Namespace, payload: dict, text: str) -> None:
    if args.json:
        print(json.dumps(payload, indent=None if args.compact else 2))
    else:
        print(text)


def _distance(args: argparse.Namespace) -> int:
    m = load_map(args.map)
    a, b = m.parse(args.a), m.parse(args.b)
    n = distance(a, b)
    _emit(args, {"map": m.name, "from": m.label(a), "to": m.label(b), "distance_hexes": n},
          f"{m.label(a)} to {m.label(b)}: {n} hex{'es' if n != 1 else ''}")
    return 0


def _within(args: argparse.Namespace) -> int:
    m = load_map(args.map)
    c = m.parse(args.center)
    found = m.within(c, args.radius)
    labels = [m.label(h) for h in found]
    payload = {"map": m.name, "center": m.label(c), "radius_hexes": args.radius,
               "count": len(labels),
               "hexes": [{"hex": m.label(h), "distance_hexes": distance(c, h)} for h in found]}
    lines = [f"{len(labels)} hexes on the {m.name} map within {args.radius} of {m.label(c)}:"]
    rings: dict[int, list[str]] = {}
    for h in found:
        rings.setdefault(distance(c, h), []).append(m.label(h))
    for k, ring_labels in rings.items():
        lines.append(f"  {k}: {' '.join(ring_labels)}")
    _emit(args, payload, "\n".join(lines))
    return 0


def _line(args: argparse.Namespace) -> int:
    m = load_map(args.map)
    a, b = m.parse(args.a), m.parse(args.b)
    hexes = line(a, b, nudge=-1 if args.other_side else 1)
    names = [_name(m, h) for h in hexes]
    payload = {"map": m.name, "from": m.label(a), "to": m.label(b),
               "distance_hexes": distance(a, b),
               "hexes": [{"hex": n, "on_map": m.contains(h)} for n, h in zip(names, hexes)]}
    _emit(args, payload, " ".join(names))
    return 0


def _guard(func):
    def run(args: argparse.Namespace) -> int:
        try:
            return func(args)
        except InputError as err:
            print(f"table-assistant hex: {err}", file=sys.stderr)
            return 2
    run.__name__ = func.__name__
    run.__doc__ = func.__doc__
    return run


def register(subparsers) -> None:
    """Add ``hex`` with its ``distance``, ``within`` and ``line`` sub-commands."""
    hex_parser = subparsers.add_parser(
        "hex", help="measure on a hex map: distance, hexes within N, a hex line",
        description="Measure on a printed hex map. Hex numbers as printed, e.g. 17.16 (Luzon).")
    sub = hex_parser.add_subparsers(dest="hex_command", metavar="HEX_COMMAND", required=True)

    def common(p: argparse.ArgumentParser) -> None:
        p.add_argument("--map", default=DEFAULT_MAP,
                       help=f"map name in resources/maps (default {DEFAULT_MAP})")
        p.add_argument("--json", action="store_true", help="print JSON instead of text")
        p.add_argument("--compact", action="store_true", help="with --json: one line")

    p = sub.add_parser("distance", help="hexes between two hexes",
                       description="Number of hex steps between two hexes.")
    p.add_argument("a", metavar="A", help="first hex, e.g. 9.14")
    p.add_argument("b", metavar="B", help="second hex, e.g. 17.16")
    common(p)
    p.set_defaults(func=_guard(_distance))

    p = sub.add_parser("within", help="hexes within N of a hex",
                       description="Every hex on the map at most N steps from a hex.")
    p.add_argument("center", metavar="A", help="centre hex, e.g. 10.17")
    p.add_argument("radius", metavar="N", type=_radius, help="largest distance, 0 or more")
    common(p)
    p.set_defaults(func=_guard(_within))

    p = sub.add_parser("line", help="the hexes a straight line passes",
                       description="Hexes a centre-to-centre line passes, in order. A line running "
                                   "along a hexside touches two hexes there; --other-side shows the "
                                   "second choice.")
    p.add_argument("a", metavar="A", help="from hex")
    p.add_argument("b", metavar="B", help="to hex")
    p.add_argument("--other-side", action="store_true",
                   help="break hexside ties to the other side")
    common(p)
    p.set_defaults(func=_guard(_line))
