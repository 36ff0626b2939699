"""``table-assistant league collect|report``: a convention's or a club's games in one file (issue 27).

``league collect OUT.sqlite DB ...`` gathers the games of referees' databases into the league file OUT
(made when missing); a DB written ``NAME=PATH`` names its table (default: the file's name). The inputs are
read without writing; bad ones are named and skipped (exit status 1 when some were, 2 when none could be
read). ``league report OUT.sqlite [--game KIND] [--html FILE]
[--json]`` gives the figures per table and over all. See README "For organisers".
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from assistant.core.errors import InputError


def _input(text: str):
    from assistant.store.league import Input

    if "=" in text and not Path(text).exists():
        name, _, path = text.partition("=")
        if not path:
            raise InputError(f"{text!r} names a table but no file (write NAME=PATH)", "league collect")
        return Input(Path(path), name.strip())
    return Input(Path(text))


def _collect(args: argparse.Namespace) -> int:
    from assistant.store.league import collect

    inputs = [_input(t) for t in args.db]
    outcomes = collect(args.out, inputs, progress=None if args.json else lambda o: print(o.line(), flush=True))
    if args.json:
        json.dump([{"path": str(o.path), "table": o.table, "status": o.status, "message": o.message,
                    "added": o.added, "updated": o.updated, "unchanged": o.unchanged, "older": o.older,
                    "bad_games": o.bad} for o in outcomes], sys.stdout, indent=2)
        print()
    skipped = [o for o in outcomes if o.status == "skipped"]
    if not args.json:
        games = sum(o.added + o.updated + o.unchanged + o.older for o in outcomes)
        print(f"{args.out}: {len(outcomes) - len(skipped)} of {len(outcomes)} inputs read, {games} games; "
              f"{len(skipped)} skipped")
    if not skipped:
        return 0
    return 1 if len(skipped) < len(outcomes) else 2


def _write_file(path: Path, text: str) -> None:
    """Through a temporary file beside it, so a failure leaves no half-written report."""
    tmp = path.with_name(f".{path.name[:200]}.{os.getpid()}.tmp")
    try:
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, path)
    except OSError as exc:
        raise InputError(f"cannot write the report ({exc.strerror or exc})", str(path)) from None
    finally:
        tmp.unlink(missing_ok=True)


def _report(args: argparse.Namespace) -> int:
    from assistant.games.league_report import build

    report = build(args.out, args.game)
    if args.html:
        from assistant.games.league_html import report_html

        _write_file(Path(args.html), report_html(report))
    if args.json:
        json.dump(report.to_dict(), sys.stdout, indent=2, default=str)
        print()
        return 0
    for line in text_lines(report):
        print(line)
    if args.html:
        print(f"HTML report written to {args.html}")
    return 0


def metadata_for(out: Path | str) -> dict:
    """The shipped Datasette metadata (``resources/datasette/metadata.json``) with its database named as
    Datasette names the league file (its file name without the suffix)."""
    from assistant.paths import resource

    meta = json.loads(resource("datasette", "metadata.json").read_text(encoding="utf-8"))
    meta["databases"] = {Path(out).stem: meta["databases"]["league"]}
    return meta


def _metadata(args: argparse.Namespace) -> int:
    from assistant.store.league_file import open_league

    open_league(args.out, write=False).close()   # a league file (refuses anything else, naming it)
    text = json.dumps(metadata_for(args.out), indent=2) + "\n"
    if args.output:
        _write_file(Path(args.output), text)
        print(f"Datasette metadata for {args.out} written to {args.output}: "
              f"datasette serve {args.out} --metadata {args.output}")
    else:
        sys.stdout.write(text)
    return 0


def _words(value) -> str:
    if isinstance(value, dict):
        return "(" + ", ".join(f"{k}: {_words(v)}" for k, v in value.items()) + ")"
    if isinstance(value, (list, tuple)):
        return "; ".join(_words(v) for v in value)
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def text_lines(report) -> list[str]:
    out = [f"{report.path}: {len(report.games)} games from {len(report.tables())} tables"]
    for table, games in report.tables().items():
        out.append("")
        out.append(f"Table {table}")
        for g in games:
            head = f"  #{g.id} {g.name} ({g.title}{', referee ' + g.referee if g.referee else ''})"
            if g.problem:
                out.append(f"{head}: cannot be read: {g.problem}")
                continue
            out.append(f"{head}: turn {g.turn}: {g.result}")
            for w in g.figures.get("waves", ()):
                out.append(f"    wave {w['number']}: {w['japanese_losses']} Japanese and {w['american_losses']} "
                           f"Americans lost, {w['americans_left']} Americans left the table, {w['turns']} turns")
            extra = [f"{k.replace('_', ' ')} {_words(v)}" for k, v in g.figures.items()
                     if k != "waves" and v not in (None, "", [], {})]
            if extra:
                out.append("    " + ", ".join(extra))
            for s in g.luck:
                out.append(f"    luck {s.side or 'no side'}: {s.luck:+.2f} over {s.rolls} rolls "
                           f"({s.total:g} against {s.expected:.2f} expected)")
    out.append("")
    out.append("Over all")
    for family in report.families():
        s = report.summary(family)
        results = ", ".join(f"{k} {v}" for k, v in sorted(s.results.items())) or "none finished"
        out.append(f"  {family}: {s.games} games, {s.finished} finished ({results}); mean turn "
                   f"{'-' if s.mean_turns is None else s.mean_turns}")
        for k, v in s.extra.items():
            if v not in (None, "", [], {}):
                out.append(f"    {k.replace('_', ' ')}: {_words(v)}")
        for side in s.luck:
            out.append(f"    luck {side.side or 'no side'}: {side.luck:+.2f} over {side.rolls} rolls "
                       f"({side.per_roll:+.3f} a roll)")
    return out


def register(sub) -> None:
    p = sub.add_parser("league", help="gather many databases' games into one league file, and report on them",
                       description="A convention's or club's games in one place: collect, then report.")
    inner = p.add_subparsers(dest="league_command", metavar="collect|report|metadata", required=True)
    c = inner.add_parser("collect", help="gather the games of DB ... into OUT (made when missing)",
                         description="Read each DB without writing to it and gather its games into OUT. "
                                     "NAME=PATH names a DB's table (default: its file name). Bad inputs are "
                                     "named and skipped; the same DB twice adds nothing; a game collected "
                                     "again is updated.")
    c.add_argument("out", metavar="OUT.sqlite", help="the league file")
    c.add_argument("db", metavar="DB", nargs="+", help="a referee's database (or NAME=PATH)")
    c.add_argument("--json", action="store_true", help="what was done with each input, as JSON")
    c.set_defaults(func=_collect)
    r = inner.add_parser("report", help="the figures per table and over all",
                         description="Per table and over all: Bataan waves, victory, losses, Americans, luck; "
                                     "the board games' results, turns and VPs.")
    r.add_argument("out", metavar="OUT.sqlite", help="the league file")
    r.add_argument("--game", metavar="KIND", help="only games of this kind or family (bataan, tarawa, ...)")
    r.add_argument("--html", metavar="FILE", help="also write the report with its plots as one HTML file")
    r.add_argument("--json", action="store_true", help="the report as JSON")
    r.set_defaults(func=_report)
    m = inner.add_parser("metadata", help="Datasette metadata for the league file (titles, descriptions, "
                                          "canned queries)",
                         description="The shipped Datasette metadata, its database named after OUT: "
                                     "datasette serve OUT.sqlite --metadata FILE")
    m.add_argument("out", metavar="OUT.sqlite", help="the league file")
    m.add_argument("-o", "--output", metavar="FILE", help="write it to FILE (default: standard output)")
    m.set_defaults(func=_metadata)
