"""Games: create, list, rename, and their settings and state as undoable changes."""

from __future__ import annotations

import json
import random
from typing import Any

from assistant.core.dice import SEEKABLE, STREAM_KINDS
from assistant.core.errors import InputError

from .changes import Change, RowOp
from .errors import BadRecord
from .migrations import LEGACY_STREAM
from .store import Store, json_dumps, now_iso


#: the longest game name a game is given (a name is a label for menus and title bars: a 10 MB name in a
#: crafted database hung the window's start, issue 26)
MAX_NAME_CHARS = 200


def check_name(name: str, where: str = "game name") -> str:
    """A game name as given (stripped), or InputError when it is longer than :data:`MAX_NAME_CHARS`."""
    if len(name) > MAX_NAME_CHARS:
        raise InputError(f"a game name is at most {MAX_NAME_CHARS} characters, not {len(name):,}", where)
    return name


def shown_name(name: Any) -> str:
    """A stored name as menus and title bars show it: whole up to :data:`MAX_NAME_CHARS`, else its start and
    "… (N characters)" (a name another version or another program wrote is shown, never laid out whole)."""
    text = name if isinstance(name, str) else str(name)
    if len(text) <= MAX_NAME_CHARS:
        return text
    return f"{text[:MAX_NAME_CHARS - 40].rstrip()}… ({len(text):,} characters)"


def new_seed() -> int:
    """A fresh seed for a new game's dice stream (tests replace this to make games repeatable)."""
    return random.SystemRandom().randrange(1, 2**62)


def create(store: Store, kind_id: str, name: str = "", settings: dict | None = None,
           state: dict | None = None, seed: int | None = None, stream: str = SEEKABLE) -> int:
    """Create a game of the kind ``kind_id`` and return its id. (Creating is not part of any game's undo
    history.) The store does not know the games: :func:`assistant.games.setup.new_game` checks the kind.
    A new game's dice stream is the seekable kind (``stream``; see ``assistant.core.dice``)."""
    kind_id = (kind_id or "").strip()
    if not kind_id:
        raise InputError("a game needs a kind", "game kind")
    name = check_name((name or "").strip() or kind_id)
    if seed is None:
        seed = new_seed()
    if stream not in STREAM_KINDS:
        raise InputError(f"unknown dice stream {stream!r} (known: {', '.join(STREAM_KINDS)})", "stream")
    store.check_writable()
    with store.db.atomic():
        gid = store.next_id("games")
        store._mark_id("games", {"id": gid})
        stamp = now_iso()
        store.db.insert_row(
            "games",
            {
                "id": gid,
                "kind": kind_id,
                "name": name,
                "created_at": stamp,
                "updated_at": stamp,
                "settings": json_dumps(settings or {}),
                "state": json_dumps(state or {}),
                "seed": seed,
                "stream": stream,
            }
        )
    return gid


def get(store: Store, game_id: int) -> dict[str, Any]:
    rows = store.rows("SELECT * FROM games WHERE id = ?", [game_id])
    if not rows:
        raise InputError(f"no game with id {game_id} in {store.path}", "game")
    row = rows[0]
    for column in ("settings", "state"):
        row[column] = json_object(row[column], table="games", row=game_id, column=column, game_id=game_id)
    return row


def json_object(text: Any, *, table: str, row: Any, column: str, game_id: int | None) -> Any:
    """A JSON column's object (an empty one reads as ``{}``); BadRecord naming the row when it is not JSON or
    not a JSON object (issue 26: a list there said "'list' object has no attribute 'get'")."""
    if text is None or text == "":
        return {}
    try:
        value = json.loads(text)
    except (TypeError, ValueError, RecursionError) as exc:
        raise BadRecord(f"its {column} is not JSON ({str(exc)[:80]})", table=table, row=row, column=column,
                        game_id=game_id) from None
    if not isinstance(value, dict):
        from .records import json_kind

        raise BadRecord(f"its {column} is {json_kind(value)}, not a JSON object", table=table, row=row,
                        column=column, game_id=game_id)
    return value


def stream_kind(game: dict[str, Any]) -> str:
    """The kind of a game row's dice stream: a row without one (a file opened read-only before step m007
    could add the column) was made with the Mersenne Twister, the only kind there was."""
    return game.get("stream") or LEGACY_STREAM


def exists(store: Store, game_id: int) -> bool:
    return bool(store.rows("SELECT 1 FROM games WHERE id = ?", [game_id]))


def name_of(store: Store, game_id: int) -> str | None:
    """The game's name, or None when there is no such game."""
    rows = store.rows("SELECT substr(name, 1, ?) AS name, length(name) AS n FROM games WHERE id = ?",
                      [MAX_NAME_CHARS + 1, game_id])
    return _shown_row(rows[0])["name"] if rows else None


def listing(store: Store) -> list[dict[str, Any]]:
    """Every game, the most recently played first (the journal's last change, else its creation); a name
    longer than :data:`MAX_NAME_CHARS` comes cut (:func:`shown_name`), never read whole."""
    rows = store.rows(
        "SELECT g.id, g.kind, substr(g.name, 1, ?) AS name, length(g.name) AS n, g.created_at, "
        "coalesce((SELECT max(j.at) FROM journal j WHERE j.game_id = g.id), g.created_at) AS updated_at "
        "FROM games g ORDER BY updated_at DESC, g.id DESC", [MAX_NAME_CHARS + 1]
    )
    return [_shown_row(r) for r in rows]


def _shown_row(row: dict[str, Any]) -> dict[str, Any]:
    """A row read with ``substr(name, 1, MAX + 1)`` and ``length(name) AS n``: its name as shown."""
    n = row.pop("n", None)
    name = row.get("name")
    if isinstance(name, str) and isinstance(n, int) and n > MAX_NAME_CHARS:
        row["name"] = f"{name[:MAX_NAME_CHARS - 40].rstrip()}… ({n:,} characters)"
    elif name is not None and not isinstance(name, str):
        row["name"] = str(name)
    return row


def _column_change(store: Store, game_id: int, column: str, new_value: Any, text: str) -> Change:
    old = store.rows(f"SELECT [{column}] AS v FROM games WHERE id = ?", [game_id])
    if not old:
        raise InputError(f"no game with id {game_id}", "game")
    return Change(text, (RowOp.update("games", game_id, {column: old[0]["v"]}, {column: new_value}),), game_id)


def settings_change(store: Store, game_id: int, settings: dict, text: str = "Change the game's rulings") -> Change:
    return _column_change(store, game_id, "settings", json_dumps(settings), text)


def state_change(store: Store, game_id: int, state: dict, text: str) -> Change:
    return _column_change(store, game_id, "state", json_dumps(state), text)


def rename_change(store: Store, game_id: int, name: str) -> Change:
    name = check_name(name.strip())
    if not name:
        raise InputError("a game needs a name", "game name")
    return _column_change(store, game_id, "name", name, f"Rename the game to '{name}'")
