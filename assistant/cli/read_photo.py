"""``table-assistant read-photo TABLE.json PHOTO``: where a photo of the table puts every figure of the
table file (issue 24.4). Options: ``--marker-size S`` (inches, default 3), ``--colour SIDE:UNIT=#RRGGBB``
(a group's base colour), ``--role-colour ROLE=#RRGGBB`` (a role's dot colour), ``--json``.
Every figure gets a status: unchanged, moved, too far (further than its run allowance: flagged, never
accepted silently) or not found (hidden Americans and the dead are not on the photo and keep their place).
Bad input (not an image, no or only some markers, a decompression bomb, a colour given twice) gets one
line on stderr naming what is wrong, and exit status 2. Nothing is written."""

from __future__ import annotations

import argparse
import json
import sys

from assistant.core.errors import InputError


def _finite(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of inches, not {text!r}") from None
    if v != v or v in (float("inf"), float("-inf")):
        raise argparse.ArgumentTypeError(f"expected a finite number of inches, not {text!r}")
    return v


def _run(args: argparse.Namespace) -> tuple[dict, list[str]]:
    from assistant.games.bataan.photo.colours import Palette
    from assistant.games.bataan.photo.read import read_photo
    from assistant.games.bataan.table.tablefile import load_table

    palette = Palette().with_settings(args.colour or (), args.role_colour or ())
    loaded = load_table(args.table)
    reading = read_photo(args.photo, loaded.table, palette, marker_size_in=args.marker_size)
    notes = list(loaded.notes) + list(reading.notes)
    lines = [f"note: {n}" for n in notes]
    for r in reading.figures:
        if r.x is None:
            lines.append(f"{r.id:10} not found    (stays at {r.was[0]:.2f}, {r.was[1]:.2f})"
                         + (f"  {r.note}" if r.note else ""))
        else:
            lines.append(f"{r.id:10} {r.status:12} at {r.x:7.2f}, {r.y:6.2f}  moved {r.moved_in:5.2f}\"  "
                         f"confidence {r.confidence:.2f}" + (f"  {r.note}" if r.note else ""))
    for d in reading.unmatched:
        lines.append(f"unmatched base of {d.group} at {d.x:.2f}, {d.y:.2f}")
    counts: dict[str, int] = {}
    for r in reading.figures:
        counts[r.status] = counts.get(r.status, 0) + 1
    lines.append("totals: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
                 + f", unmatched bases {len(reading.unmatched)}")
    return {"what": "read-photo", "notes": notes, "result": reading.to_json()}, lines


def run(args: argparse.Namespace) -> int:
    try:
        doc, lines = _run(args)
    except InputError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    except OSError as err:
        print(f"error: {args.photo}: {err.strerror or err}", file=sys.stderr)
        return 2
    print(json.dumps(doc, indent=1) if args.json else "\n".join(lines))
    return 0


def register(subparsers) -> None:
    p = subparsers.add_parser("read-photo", help="where a photo of the table puts every figure (Bataan)",
                              description="Read a photo of the Bataan table (four ArUco DICT_4X4_50 corner "
                                          "markers, bases in their group's colour): where every figure of "
                                          "the table file stands.")
    p.add_argument("table", metavar="TABLE.json")
    p.add_argument("photo", metavar="PHOTO")
    p.add_argument("--marker-size", type=_finite, default=3.0, metavar="S",
                   help="the markers' side in inches (default 3)")
    p.add_argument("--colour", action="append", metavar="SIDE:UNIT=#RRGGBB",
                   help="a group's base colour, e.g. japanese:1=#dc1e1e (repeatable)")
    p.add_argument("--role-colour", action="append", metavar="ROLE=#RRGGBB",
                   help="a role's dot colour, e.g. officer=#fafafa (repeatable)")
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.set_defaults(func=run)
