"""The roll log: every roll is one row, written through a ``Change`` so that undo removes it and redo
restores the very same row."""

from __future__ import annotations

import csv
import json
import os
from pathlib import Path
from typing import Any, Iterable

from .changes import Change, RowOp
from assistant.core.leftovers import temp_name

from .errors import BadRecord
from .games import stream_kind
from .store import Store, json_dumps, now_iso

COLUMNS = (
    "id", "game_id", "turn", "phase", "actor", "side", "why", "chart", "pool", "modifiers", "dice", "result",
    "chart_result", "expected", "seed", "position", "position_after", "reroll_of", "rulings", "at",
)


#: the CSV export's columns: a roll's own, and its game's dice stream kind beside the seed, so a roll can be
#: checked outside the app from (stream, seed, position) alone (see assistant/core/dice.py)
CSV_COLUMNS = COLUMNS[:COLUMNS.index("seed")] + ("stream",) + COLUMNS[COLUMNS.index("seed"):]


def stream_position(store: Store, game_id: int) -> int:
    """Where the game's dice stream stands: after the last roll still on record."""
    row = store.db.execute(
        "SELECT coalesce(max(position_after), 0) FROM rolls WHERE game_id = ?", [game_id]
    ).fetchone()
    return int(row[0])


def roll_row(store: Store, game_id: int, *, pool: str, dice: Iterable[int], result: int, seed: int,
             position: int, position_after: int, turn: int | None = None, phase: str = "", actor: str = "",
             side: str = "", why: str = "", chart: str = "", modifiers: list[dict] | None = None,
             chart_result: str = "", expected: float | None = None, reroll_of: int | None = None,
             rulings: dict | None = None) -> dict[str, Any]:
    return {
        "id": store.next_id("rolls"),
        "game_id": game_id,
        "turn": turn,
        "phase": phase,
        "actor": actor,
        "side": side,
        "why": why,
        "chart": chart,
        "pool": pool,
        "modifiers": json_dumps(modifiers or []),
        "dice": json_dumps(list(dice)),
        "result": int(result),
        "chart_result": chart_result,
        "expected": expected,
        "seed": seed,
        "position": position,
        "position_after": position_after,
        "reroll_of": reroll_of,
        "rulings": json_dumps(rulings or {}),
        "at": now_iso(),
    }


def count(store: Store, game_id: int) -> int:
    return int(store.db.execute("SELECT count(*) FROM rolls WHERE game_id = ?", [game_id]).fetchone()[0])


def charts_used(store: Store, game_id: int) -> list[str]:
    """The chart ids the game has rolled, sorted."""
    return [r["chart"] for r in store.rows(
        "SELECT DISTINCT chart FROM rolls WHERE game_id = ? AND chart != '' ORDER BY chart", [game_id])]


def luck_rows(store: Store, game_id: int) -> list[dict[str, Any]]:
    """Each roll's side, result and expected value, oldest first (the luck plot)."""
    return store.rows("SELECT side, result, expected FROM rolls WHERE game_id = ? ORDER BY id", [game_id])


def roll_change(row: dict[str, Any], text: str | None = None) -> Change:
    label = row["why"] or row["chart"] or row["pool"]
    text = text or f"Roll {label}: {row['result']}" + (f" ({row['chart_result']})" if row["chart_result"] else "")
    return Change(text, (RowOp.insert("rolls", row),), row["game_id"], kind="roll")


def query(store: Store, game_id: int | None = None, *, turn: int | None = None, actor: str | None = None,
          chart: str | None = None, side: str | None = None, limit: int | None = 200) -> list[dict[str, Any]]:
    """The latest rolls first, filtered. Uses the (game_id, id) index."""
    where, args = [], []
    for col, val in (("game_id", game_id), ("turn", turn), ("actor", actor), ("chart", chart), ("side", side)):
        if val is not None and val != "":
            where.append(f"{col} = ?")
            args.append(val)
    sql = "SELECT * FROM rolls" + (" WHERE " + " AND ".join(where) if where else "") + " ORDER BY id DESC"
    if limit:
        sql += f" LIMIT {int(limit)}"
    return store.rows(sql, args)


#: a cell whose first character past any blanks is one of these is read as a formula by spreadsheets
#: (OWASP "CSV injection"); a cell starting with a tab, a carriage return or a new line is suspect too
FORMULA_STARTS = ("=", "+", "-", "@", "\uff1d", "\uff0b", "\uff0d", "\uff20")   # and their full-width forms
BLANK_STARTS = ("\t", "\r", "\n")


def safe_cell(value: Any) -> Any:
    """A CSV cell a spreadsheet shows as text: text that would start a formula, even after blanks or new
    lines (" =1+1", "\n=cmd", issue 26), gets a leading ``'``. Numbers stay numbers (a negative modifier is a
    number, not a formula)."""
    if isinstance(value, str) and (value.lstrip().startswith(FORMULA_STARTS) or value.startswith(BLANK_STARTS)):
        return "'" + value
    return value


def export_csv(store: Store, path: Path | str, game_id: int | None = None, **filters: Any) -> int:
    """Write the roll log as CSV at ``path`` (through a temporary file, so a failure leaves no partial
    file); cells that would start a spreadsheet formula are neutralised. Returns the number of rolls."""
    rows = list(reversed(query(store, game_id, limit=None, **filters)))
    kinds = {g["id"]: stream_kind(g) for g in store.rows("SELECT * FROM games")}
    path = Path(path)
    tmp = temp_name(path)   # swept after a crash (core.leftovers, issue 26)
    try:
        with tmp.open("w", newline="", encoding="utf-8") as fh:
            writer = csv.DictWriter(fh, fieldnames=CSV_COLUMNS)
            writer.writeheader()
            for r in rows:
                r = {**r, "stream": kinds.get(r.get("game_id"), "")}
                writer.writerow({k: safe_cell(r.get(k)) for k in CSV_COLUMNS})
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
    return len(rows)


def decoded(row: dict[str, Any]) -> dict[str, Any]:
    out = dict(row)
    for k in ("modifiers", "dice", "rulings"):
        try:
            out[k] = json.loads(row[k]) if row.get(k) else ([] if k != "rulings" else {})
        except (TypeError, ValueError, RecursionError) as exc:
            raise BadRecord(f"its {k} is not JSON ({str(exc)[:80]})", table="rolls", row=row.get("id"), column=k,
                            game_id=row.get("game_id")) from None
    return out
