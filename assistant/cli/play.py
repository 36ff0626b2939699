"""``play`` - give any catalogue command to a game in a database, from a terminal. Qt-free.

    table-assistant play --game bataan --list                      # the catalogue: name, rule, parameters
    table-assistant play --db club.sqlite --new bataan --setup printed --name "Club night"
    table-assistant play --db club.sqlite --game 3 check_setup
    table-assistant play --db club.sqlite --game 3 confirm_setup override=yes
    table-assistant play --db club.sqlite --game 3 fire JP1-1,JP1-2 US1-1 --preview
    table-assistant play --db club.sqlite --game 3 undo            # also: redo, history

A command runs the same checked method as the window's palette and board (the same rules and dice) and
writes ONE undoable change; a query prints its answer. Arguments are given in the command's order, or as
``name=value``. A refused command, a bad argument or an unknown command prints one line and exits with 2,
and nothing is written.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from assistant.core.errors import InputError

HISTORY_SHOWN = 50


def _catalogue(family: str):
    from assistant.games.catalogue import catalogue_of

    return catalogue_of(family)


def _family(kind_id: str) -> str:
    from assistant.games import registry

    return registry.kind(kind_id).family


def _open_store(path: str):
    from assistant.store.store import Store

    p = Path(path).expanduser()
    if not p.exists():
        raise InputError(f"no database at {p} (--new KIND makes a game in a new one)", "--db")
    return Store.open(p)


def _find_game(store, wanted: str) -> dict[str, Any]:
    from assistant.games import registry
    from assistant.store import games

    listing = games.listing(store)
    match = [g for g in listing if str(g["id"]) == wanted or g["name"] == wanted]
    if not match and wanted in {k.id for k in registry.kinds()}:
        match = [g for g in listing if g["kind"] == wanted]
        if len(match) > 1:
            raise InputError(f"{len(match)} {wanted} games in {store.path}: give one's id "
                             f"({', '.join(str(g['id']) for g in match[:10])})", "--game")
    if not match:
        have = ", ".join(f"{g['id']} {g['name']!r} ({g['kind']})" for g in listing[:10]) or "none"
        raise InputError(f"no game {wanted!r} in {store.path} (games: {have})", "--game")
    return match[0]


def _split_args(entry, words: list[str]) -> dict[str, str]:
    named: dict[str, str] = {}
    loose: list[str] = []
    names = {p.name for p in entry.params}
    for w in words:
        key, eq, value = w.partition("=")
        key = key.replace("-", "_")
        if eq and key.isidentifier() and key not in names:
            raise InputError(f"{entry.name} has no parameter {key!r} (it takes: "
                             f"{', '.join(p.name for p in entry.params) or 'none'})", entry.name)
        if eq and key in names:
            if key in named:
                raise InputError(f"{key} given twice", entry.name)
            named[key] = value
        else:
            loose.append(w)
    free = [p for p in entry.params if p.name not in named]
    if len(loose) > len(free):
        extra = loose[len(free):]
        raise InputError(f"too many arguments ({' '.join(extra)}): {entry.name} takes "
                         f"{entry.signature()}", entry.name)
    for p, w in zip(free, loose):
        named[p.name] = w
    return named


def _print(args, payload: dict[str, Any], lines: list[str]) -> None:
    if args.json:
        print(json.dumps(payload, indent=2, default=str))
    else:
        print("\n".join(lines))


def _list(args) -> int:
    from assistant.games import registry

    kinds = [registry.kind(args.game)] if args.game else list(registry.kinds())
    out, lines = [], []
    for k in kinds:
        cat = _catalogue(k.family)
        out.append({"kind": k.id, "family": k.family, "commands": [e.as_dict() for e in cat.entries]})
        lines.append(f"{k.title} ({k.id}): {len(cat.entries)} commands")
        group = None
        for e in cat.entries:
            if e.group != group:
                group = e.group
                lines.append(f"  {group}")
            what = "query" if e.query else "command"
            lines.append(f"    {e.signature():<44} {e.rule:<18} {e.title} ({what})")
            for p in e.params:
                lines.append(f"        {p.describe()}")
    _print(args, {"what": "play-list", "result": out}, lines)
    return 0


def _new(args) -> int:
    from assistant.games.setup import new_game
    from assistant.store.store import Store

    if not args.db:
        raise InputError("--new needs --db FILE (the database to make the game in)", "--new")
    store = Store.open(Path(args.db).expanduser())
    gid = new_game(store, args.new, args.name or "", demo=False, setup=args.setup, seed=args.seed)
    from assistant.store import games

    setup = games.get(store, gid)["settings"].get("setup", args.setup)
    _print(args, {"what": "play-new", "result": {"game": gid, "kind": args.new, "setup": setup}},
           [f"game {gid}: a new {args.new} game ({setup} set-up) in {store.path}"])
    return 0


def _history(session, args) -> int:
    rows = session.history()
    shown = rows[-HISTORY_SHOWN:]
    lines = [f"{h['seq']:>6}  {'' if h['done'] else '(undone) '}{h['text']}" for h in shown]
    if len(rows) > len(shown):
        lines.insert(0, f"(the last {len(shown)} of {len(rows)} changes)")
    _print(args, {"what": "play-history", "result": shown}, lines or ["no changes yet"])
    return 0


def _play(args) -> int:
    from assistant.games.catalogue import preview, run
    from assistant.games.session import GameSession

    flags = {"--json": "json", "--yes": "yes", "--preview": "preview"}
    words = []
    for w in args.command_words or []:
        if w in flags:
            setattr(args, flags[w], True)
        else:
            words.append(w)
    args.command_words = words
    if args.list:
        return _list(args)
    if args.new:
        return _new(args)
    if not args.db or not args.game:
        raise InputError("give --db FILE and --game ID (or --list, or --new KIND)", "play")
    if not args.command_words:
        raise InputError("give a command (play --game KIND --list lists them), or undo, redo, history", "play")
    store = _open_store(args.db)
    game = _find_game(store, args.game)
    session = GameSession(store, game["id"])
    word, rest = args.command_words[0], args.command_words[1:]
    if word in ("undo", "redo"):
        if rest:
            raise InputError(f"{word} takes no arguments", word)
        done = session.undo() if word == "undo" else session.redo()
        if done is None:
            raise InputError(f"nothing to {word}", word)
        _print(args, {"what": f"play-{word}", "result": {"text": done.text}}, [f"{word}: {done.text}"])
        return 0
    if word == "history":
        if rest:
            raise InputError("history takes no arguments (no command 'history " + " ".join(rest) + "')", word)
        return _history(session, args)
    cat = _catalogue(_family(game["kind"]))
    entry = cat.entry(word)
    commands = cat.open(session)
    values = _split_args(entry, rest)
    if args.preview:
        shown = preview(cat, entry, commands, values)
        _print(args, {"what": "play-preview", "command": entry.name, "rule": entry.rule,
                      "result": shown.as_dict()}, shown.text().splitlines() or ["nothing to show"])
        return 0 if shown.ok else 2
    result = run(cat, entry, commands, values)
    if result.change is not None:
        if entry.confirm and not args.yes:
            raise InputError(f"{entry.confirm.rstrip('?')}: add --yes to do it", entry.name)
        session.do(result.change)
    lines = result.lines()
    payload = {"what": "play", "game": game["id"], "command": entry.name, "rule": entry.rule,
               "result": {"changed": result.change is not None,
                          "change": result.change.text if result.change is not None else None,
                          "lines": lines}}
    _print(args, payload, lines)
    return 0


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "play", help="give any catalogue command to a game in a database (or list the commands)",
        description="Run a game's command against a database: the same rules, dice and record as the "
                    "window. Arguments in the command's order or as name=value.")
    p.add_argument("--db", metavar="FILE", help="the database (as the window's --db)")
    p.add_argument("--game", metavar="ID", help="a game's id or name, or a game kind (with --list: a kind)")
    p.add_argument("--list", action="store_true", help="list the commands (of --game KIND, else of every game)")
    p.add_argument("--new", metavar="KIND", help="make a new game of this kind in --db and print its id")
    p.add_argument("--setup", default=None, choices=("blank", "printed", "demo"),
                   help="with --new: how it starts (default: the rules' printed set-up where there is one)")
    p.add_argument("--name", default="", help="with --new: its name")
    p.add_argument("--seed", type=int, default=None, help="with --new: the dice stream's seed")
    p.add_argument("--preview", action="store_true", help="show what the command would do (odds), do nothing")
    p.add_argument("--yes", action="store_true", help="do a command that asks first (a correction)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.add_argument("command_words", nargs=argparse.REMAINDER, metavar="COMMAND [ARGS]",
                   help="a catalogue command and its arguments; or undo, redo, history")
    p.set_defaults(func=_play)
