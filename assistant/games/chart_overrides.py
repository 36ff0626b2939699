"""Charts a referee edits, stored with each game (issue #4, "charts as data"; rulings B10, T4, S5, L2).

Qt-free. Some charts are not printed in the source: the Bataan weapons chart (B10), the Tarawa and
Saipan terrain, combat and sea-zone entries (T4, S5), the Luzon OCS series results (L2), and any chart
a file marks ``editable = true``. The referee fills those in for a game; what he enters is stored as a
game record (kind ``"chart"``, key ``"<family>/<chart id>"``, data = the chart's ``[[chart]]`` table as
a dict, the same shape as the TOML) and checked with the loader's own checks
(:func:`assistant.core.charts.parse_chart_data`) before anything is written.

Every write is a :class:`~assistant.store.changes.Change` (push it through ``hub.push``), so an edit and
a "reset to default" are both undoable. :func:`charts_for_session` gives the book a game rolls with:
the shipped charts, the user's chart folder over them, the game's own edits over those.

The Bataan weapons chart has another shape; :mod:`assistant.games.bataan.weapons` stores it with the
same record helpers (key ``"bataan/weapons"``).
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from assistant.store import records
from assistant.store.changes import Change

from assistant.core.charts import SCHEMA_VERSION, Chart, ChartBook, ChartProblem, parse_chart_data
from assistant.core.errors import InputError

__all__ = [
    "GAME_SOURCE",
    "KIND",
    "unprinted",
    "ChartEditError",
    "REFEREE_NOTE",
    "chart_to_data",
    "charts_for_session",
    "delete_change",
    "describe",
    "is_editable",
    "is_referee_made",
    "new_chart_change",
    "new_chart_data",
    "overrides",
    "put_change",
    "put_data_change",
    "record_key",
    "reset_change",
    "source_of",
    "stored_data",
    "stored_json",
    "suggest_id",
    "touches_charts",
    "unprinted_note",
    "validate",
]

KIND = "chart"
GAME_SOURCE = "stored with this game"
REFEREE_NOTE = "Entered by the referee"
ID_PATTERN = re.compile(r"[a-z0-9_]+\Z")

# The rulings that say a game's chart (or some of its entries) is not printed in the source.
def unprinted(family: str) -> tuple[str, ...]:
    """The rulings that make some of ``family``'s charts referee entries (the game's descriptor says)."""
    from . import registry

    try:
        return registry.descriptor(family).unprinted
    except InputError:
        return ()


class ChartEditError(InputError):
    """An edited chart the loader refuses: ``problems`` name each chart field (``row[2].max``)."""

    def __init__(self, message: str, where: str | None = None, problems: tuple[ChartProblem, ...] = ()):
        super().__init__(message, where)
        self.problems = problems


# --------------------------------------------------------------------------------------------
# Reading charts as data
# --------------------------------------------------------------------------------------------


def record_key(family: str, chart_id: str) -> str:
    return f"{family}/{chart_id}"


def chart_to_data(chart: Chart) -> dict[str, Any]:
    """The chart as its ``[[chart]]`` TOML table (a plain dict: JSON and TOML can both hold it)."""
    d: dict[str, Any] = {"id": chart.id, "title": chart.title, "rule": chart.rule, "pool": str(chart.pool)}
    if chart.note:
        d["note"] = chart.note
    if chart.clamp is not None:
        d["clamp"] = list(chart.clamp)
    if chart.editable:
        d["editable"] = True
    if chart.modifiers:
        d["modifier"] = []
        for m in chart.modifiers:
            md: dict[str, Any] = {"id": m.id, "label": m.label, "value": m.value}
            if m.rule:
                md["rule"] = m.rule
            if m.group is not None:
                md["group"] = m.group
            d["modifier"].append(md)
    d["row"] = []
    for r in chart.rows:
        rd: dict[str, Any] = {"min": r.min, "max": r.max, "result": r.result}
        if r.text:
            rd["text"] = r.text
        if r.count is not None:
            rd["count"] = r.count
        d["row"].append(rd)
    return d


def _clean(data: Mapping[str, Any]) -> dict[str, Any]:
    """A copy without None values (absent keys in TOML), so the stored JSON reads back as TOML would."""
    out: dict[str, Any] = {}
    for k, v in data.items():
        if v is None:
            continue
        if isinstance(v, list):
            v = [_clean(x) if isinstance(x, Mapping) else x for x in v]
        elif isinstance(v, Mapping):
            v = _clean(v)
        out[k] = v
    return out


_FIELD_RE = re.compile(r"(row|modifier)\[(\d+)\](?:\.(\w+))?\Z")


def describe(problem: ChartProblem) -> str:
    """A problem in words a referee can act on: ``row 2, field 'max': max 1 is below min 3``."""
    m = _FIELD_RE.match(problem.field or "")
    if m:
        where = f"{m.group(1)} {m.group(2)}" + (f", field '{m.group(3)}'" if m.group(3) else "")
    elif problem.field:
        where = f"field '{problem.field}'"
    else:
        where = ""
    label = "" if problem.severity == "error" else f"{problem.severity}: "
    return f"{where}: {label}{problem.message}" if where else f"{label}{problem.message}"


def validate(family: str, data: Mapping[str, Any], where: str = GAME_SOURCE) -> tuple[Chart, list[ChartProblem]]:
    """Check one chart table with the loader's checks; the chart and its warnings, or
    :class:`ChartEditError` naming every bad field."""
    data = _clean(data)
    doc = {"schema_version": SCHEMA_VERSION, "game": family, "chart": [data]}
    from . import registry

    charts, problems = parse_chart_data(doc, where, games=registry.families())
    errors = [p for p in problems if p.severity == "error"]
    if errors or not charts:
        name = data.get("title") or data.get("id") or "chart"
        lines = [describe(p) for p in errors] or ["the chart was not accepted"]
        raise ChartEditError(f"{name}: " + "; ".join(lines), where, tuple(errors))
    return charts[0], [p for p in problems if p.severity != "error"]


# --------------------------------------------------------------------------------------------
# Which charts a referee may edit
# --------------------------------------------------------------------------------------------


def _unprinted_rulings(chart: Chart) -> list[str]:
    text = " ".join([chart.rule, chart.note, *(m.rule for m in chart.modifiers), *(m.label for m in chart.modifiers)])
    return [r for r in unprinted(chart.game) if re.search(rf"\b{r}\b", text)]


def source_of(chart: Chart) -> str:
    """Where the chart in force comes from: ``"game"`` (edited for this game), ``"user"`` (the user's
    chart folder) or ``"shipped"``."""
    if chart.file == GAME_SOURCE:
        return "game"
    if chart.file.startswith("resources/charts/"):
        return "shipped"
    return "user"


def is_editable(chart: Chart) -> bool:
    """True for a chart the source does not print (in full): ``editable = true``, a chart naming one of
    its game's "not in the source" rulings (B10, T4, S5, L2), or one already edited for the game."""
    return chart.editable or source_of(chart) == "game" or bool(_unprinted_rulings(chart))


def unprinted_note(chart: Chart) -> str:
    """The visible note for a chart whose values the source does not print ("" for a printed one)."""
    rulings = _unprinted_rulings(chart)
    if not (rulings or chart.editable):
        return ""
    why = f" (ruling {', '.join(rulings)})" if rulings else ""
    return (f"Not printed in the source{why}: the values shipped here are defaults or entries for the "
            "referee to fill in; edit them to match your copy.")


# --------------------------------------------------------------------------------------------
# Stored with a game
# --------------------------------------------------------------------------------------------


def _family(session) -> str:
    return session.kind.family


def stored_json(store, game_id: int, family: str, chart_id: str) -> str | None:
    """The stored record's raw JSON text (cheap to compare and cache), or None."""
    rows = store.rows("SELECT data FROM records WHERE id = ?",
                      [records.record_id(game_id, KIND, record_key(family, chart_id))])
    return rows[0]["data"] if rows else None


def stored_data(session, chart_id: str, family: str | None = None) -> dict[str, Any] | None:
    return records.get(session.store, session.game_id, KIND, record_key(family or _family(session), chart_id))


def overrides(session) -> dict[str, dict[str, Any]]:
    """The game's edited charts of its own family, by chart id."""
    prefix = _family(session) + "/"
    return {k[len(prefix):]: v for k, v in records.all_of(session.store, session.game_id, KIND).items()
            if k.startswith(prefix)}


def put_data_change(session, family: str, chart_id: str, data: Mapping[str, Any], text: str) -> Change:
    """The change that stores ``data`` as the game's chart ``family/chart_id`` (no check here)."""
    op = records.put_op(session.store, session.game_id, KIND, record_key(family, chart_id), dict(data))
    return records.change(text, session.game_id, [op])


def put_change(session, data: Mapping[str, Any], text: str | None = None, *,
               base: ChartBook | None = None) -> Change:
    """Check an edited chart (the loader's checks) and return the change that stores it with the game.
    Raises :class:`ChartEditError` (nothing is written) when a field is bad, and refuses to replace a
    chart the source prints. A chart id the game does not have yet adds a referee-filled chart (L2)."""
    family = _family(session)
    data = _clean(data)
    chart, _warnings = validate(family, data)
    book = base if base is not None else _base()
    shipped = book.charts.get((family, chart.id))
    if shipped is not None and not is_editable(shipped):
        raise ChartEditError("this chart is printed in the source and cannot be edited here "
                             "(put a file in the user chart folder to replace it)", chart.where)
    clean = chart_to_data(chart)
    text = text or f"Edit chart: {chart.title}"
    if shipped is not None and clean == chart_to_data(shipped):
        # the same as the default: storing it would only hide later fixes of the shipped chart
        return reset_change(session, chart.id, text=text) or records.change(text, session.game_id, [])
    return put_data_change(session, family, chart.id, clean, text)


def reset_change(session, chart_id: str, *, family: str | None = None, text: str | None = None) -> Change | None:
    """The change that removes the game's edit of a chart (back to the default); None if not edited."""
    family = family or _family(session)
    op = records.delete_op(session.store, session.game_id, KIND, record_key(family, chart_id))
    if op is None:
        return None
    return records.change(text or f"Reset chart to default: {chart_id}", session.game_id, [op])


# --------------------------------------------------------------------------------------------
# Charts the referee makes (L2, T4): a new id, stored with the game only
# --------------------------------------------------------------------------------------------


def _taken_ids(session, book: ChartBook) -> set[str]:
    family = _family(session)
    return {c.id for c in book.for_game(family)} | set(overrides(session))


def suggest_id(title: str, taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A chart id from a title (``"OCS series results"`` -> ``"ocs_series_results"``), not in ``taken``."""
    base = re.sub(r"[^a-z0-9]+", "_", title.lower()).strip("_") or "chart"
    cid, n = base, 2
    while cid in taken:
        cid, n = f"{base}_{n}", n + 1
    return cid


def is_referee_made(chart: Chart, base: ChartBook | None = None) -> bool:
    """True for a chart stored with the game that neither the shipped charts nor the user's chart folder
    has: the referee made it (Game > Charts… > New chart…), so it can be deleted, not reset."""
    book = base if base is not None else _base()
    return source_of(chart) == "game" and (chart.game, chart.id) not in book.charts


def new_chart_data(session, title: str, chart_id: str, pool: str, *,
                   book: ChartBook | None = None) -> dict[str, Any]:
    """The starter table of a chart the referee fills in: one row over the pool's whole range, marked
    editable, noted "Entered by the referee". Nothing is stored. Raises :class:`ChartEditError` naming
    the field (``title``, ``id``, ``pool``) when one is bad or the id is already a chart of the game."""
    from assistant.core import dice

    family = _family(session)
    book = book if book is not None else charts_for_session(session)
    title, chart_id, pool = (title or "").strip(), (chart_id or "").strip(), (pool or "").strip()
    problems: list[ChartProblem] = []

    def bad(fld: str, msg: str) -> None:
        problems.append(ChartProblem(GAME_SOURCE, chart_id or "new chart", fld, msg))

    if not title:
        bad("title", "missing: the name the referee sees")
    if not chart_id:
        bad("id", "missing: lower-case letters, digits and _ ([a-z0-9_]+)")
    elif not ID_PATTERN.match(chart_id):
        bad("id", f"must be lower-case letters, digits and _ ([a-z0-9_]+), not {chart_id!r}")
    elif chart_id in _taken_ids(session, book):
        bad("id", f"'{chart_id}' is already a chart of this game: choose another id")
    low = high = 0
    if not pool:
        bad("pool", "missing: the dice to roll, as in \"1d6\", \"2d6\" or \"d10\"")
    else:
        try:
            values = dice.outcomes(pool)
            low, high = min(values), max(values)
        except InputError as exc:
            bad("pool", f"{pool!r} is not dice notation: {exc}")
    if problems:
        raise ChartEditError(f"{title or chart_id or 'new chart'}: " + "; ".join(describe(p) for p in problems),
                             GAME_SOURCE, tuple(problems))
    rulings = unprinted(family)
    rule = REFEREE_NOTE + (f" (not in the source: ruling {', '.join(rulings)})" if rulings else "")
    return {"id": chart_id, "title": title, "rule": rule, "pool": pool, "note": REFEREE_NOTE, "editable": True,
            "row": [{"min": low, "max": high, "result": "to_fill_in",
                     "text": "To fill in: split this row into the chart's results"}]}


def new_chart_change(session, data: Mapping[str, Any], text: str | None = None, *,
                     book: ChartBook | None = None) -> Change:
    """Check a referee-made chart and return the change that adds it to the game (undo removes it).
    Refuses (:class:`ChartEditError`, field ``id``) an id the game already has."""
    book = book if book is not None else charts_for_session(session)
    chart_id = data.get("id")
    if isinstance(chart_id, str) and chart_id in _taken_ids(session, book):
        raise ChartEditError(f"'{chart_id}' is already a chart of this game", GAME_SOURCE,
                             (ChartProblem(GAME_SOURCE, chart_id, "id",
                                           f"'{chart_id}' is already a chart of this game: choose another id"),))
    chart, _warnings = validate(_family(session), data)
    return put_data_change(session, _family(session), chart.id, chart_to_data(chart),
                           text or f"New chart: {chart.title}")


def delete_change(session, chart_id: str, *, base: ChartBook | None = None) -> Change:
    """The change that removes a chart the referee made (undoable). A chart with a default (shipped or
    in the user's folder) is reset, not deleted: :class:`ChartEditError`."""
    family = _family(session)
    book = base if base is not None else _base()
    if (family, chart_id) in book.charts:
        raise ChartEditError(f"'{chart_id}' is not a chart the referee made: use Reset to default", GAME_SOURCE)
    data = stored_data(session, chart_id, family)
    change = reset_change(session, chart_id, family=family,
                          text=f"Delete chart: {(data or {}).get('title') or chart_id}")
    if change is None:
        raise ChartEditError(f"no chart '{chart_id}' is stored with this game", GAME_SOURCE)
    return change


def _base() -> ChartBook:
    from assistant.games.chart_sources import shipped

    return shipped()


def charts_for_session(session, base: ChartBook | None = None) -> ChartBook:
    """The charts this game rolls with: ``base`` (default: shipped plus the user's chart folder) with
    the game's own edited charts over it. A stored chart that no longer passes the checks is left out
    (the default stays in force) and its problems are listed in ``problems``."""
    book = base if base is not None else _base()
    family = _family(session)
    stored = overrides(session)
    if not stored:
        return book
    charts = dict(book.charts)
    problems = list(book.problems)
    for chart_id, data in stored.items():
        if not isinstance(data, Mapping) or "row" not in data:   # another shape (the weapons chart)
            continue
        try:
            chart, warnings = validate(family, data)
        except ChartEditError as exc:
            problems.extend(exc.problems or (ChartProblem(GAME_SOURCE, chart_id, "", str(exc)),))
            continue
        problems.extend(warnings)
        charts[(family, chart.id)] = chart
    return ChartBook(charts, tuple(problems))


def touches_charts(change: Change) -> bool:
    """True when a change (or its undo) adds, edits or removes a game's stored chart."""
    marker = f":{KIND}:"
    return any(op.table == "records" and marker in str(dict(op.key).get("id", "")) for op in change.ops)
