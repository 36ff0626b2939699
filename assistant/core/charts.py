"""Rule charts as data: load and validate ``resources/charts/*.toml`` (format: ``docs/CHARTS.md``).

No Qt here. :func:`load_charts` reads every chart file and returns a :class:`ChartBook` holding the
charts that are good plus a list of :class:`ChartProblem` (file, chart, field, message) for the
rest. A broken file or chart never stops the others from loading.

A chart rolls its ``pool`` (dice notation, :mod:`assistant.core.dice`), adds the values of the
modifiers the referee switched on, holds the sum within ``clamp`` and looks the modified result up
in its rows. The loader checks that the rows cover every reachable modified result exactly once.

Extensions to the documented format (all optional, so older files stay valid):

* ``[[chart.modifier]] group = "cover"``: modifiers sharing a group exclude each other (at most
  one of them is active at a time); the coverage check only combines modifiers that can be on
  together.
* ``[[chart.row]] count = 2``: a number the outcome carries (kills, hits, casualties), for charts
  whose result is "roll a die for the number of ...".
* A file whose top-level ``chart`` is a string (``chart = "weapons"``) holds one table of another
  shape that its game's own module reads (``bataan_weapons.toml``). Its ``schema_version`` and
  ``game`` are checked; the rest is skipped with an ``info`` note, not an error.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any

from assistant.core import dice
from assistant.core.errors import InputError
from assistant.core.limits import decode, read_bounded
from assistant.core.tomlfile import loads_toml
from assistant.core.messages import msg

__all__ = [
    "SCHEMA_VERSION",
    "Chart",
    "ChartBook",
    "ChartProblem",
    "ChartResult",
    "Modifier",
    "Row",
    "charts_dir",
    "load_chart_file",
    "load_chart_entries",
    "load_charts",
    "parse_chart_bytes",
    "parse_chart_data",
    "parse_chart_text",
]

SCHEMA_VERSION = 1
GAME_ID = re.compile(r"[a-z][a-z0-9_]*\Z")   # which games exist is the games layer's to say (``games=``)
ID_RE = re.compile(r"[a-z0-9_]+\Z")
#: limits on a chart's modifiers (a referee's chart is data: it must load at once whatever it holds)
MAX_MODIFIERS = 64
MAX_MODIFIER_VALUE = 1000

_TOP_KEYS = {"schema_version", "game", "chart"}
_CHART_KEYS = {"id", "title", "rule", "pool", "note", "clamp", "editable", "modifier", "row"}
_MODIFIER_KEYS = {"id", "label", "value", "rule", "group"}
_ROW_KEYS = {"min", "max", "result", "text", "count"}


# --------------------------------------------------------------------------------------------
# Values
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ChartProblem:
    """What is wrong in a chart file. ``chart_id`` is None for the whole file; ``field`` names the
    key (``row[2].max`` counts rows and modifiers from 1, in file order). ``severity`` is
    ``"error"`` (the chart or file was left out), ``"warning"`` (loaded anyway) or ``"info"``
    (nothing wrong: e.g. a file that holds another kind of table)."""

    file: str
    chart_id: str | None
    field: str
    message: str
    severity: str = "error"

    def __str__(self) -> str:
        parts = [self.file]
        if self.chart_id is not None:
            parts.append(f"chart '{self.chart_id}'")
        if self.field:
            parts.append(f"field '{self.field}'")
        label = "" if self.severity == "error" else f"{self.severity}: "
        return ": ".join(parts) + f": {label}{self.message}"


@dataclass(frozen=True)
class Modifier:
    """A named modifier the referee can switch on; ``value`` is added to the chart's result."""

    id: str
    label: str
    value: int
    rule: str = ""
    group: str | None = None


@dataclass(frozen=True)
class Row:
    """An inclusive range ``min..max`` of the modified result and the outcome it gives."""

    min: int
    max: int
    result: str
    text: str = ""
    count: int | None = None

    def covers(self, value: int) -> bool:
        return self.min <= value <= self.max


@dataclass(frozen=True)
class ChartResult:
    """A chart read for one roll: the raw value, the modifiers used, the modified result, the row."""

    game: str
    chart_id: str
    raw: int
    modifiers: tuple[str, ...]
    modified: int
    row: Row


@dataclass(frozen=True)
class Chart:
    game: str
    id: str
    title: str
    rule: str
    pool: dice.DicePool
    rows: tuple[Row, ...]
    modifiers: tuple[Modifier, ...] = ()
    note: str = ""
    clamp: tuple[int, int] | None = None
    editable: bool = False
    file: str = ""

    @property
    def where(self) -> str:
        return f"{self.file or self.game}: chart '{self.id}'"

    # -- modifiers --------------------------------------------------------------------------

    def modifier(self, modifier_id: str) -> Modifier:
        for m in self.modifiers:
            if m.id == modifier_id:
                return m
        known = ", ".join(m.id for m in self.modifiers) or "none"
        raise InputError(msg("unknown modifier '{0}' (known: {1})", modifier_id, known), self.where)

    def offset(self, active_modifier_ids: Iterable[str] = ()) -> int:
        """The total of the active modifiers; refuses unknown ids and two of one group."""
        total = 0
        seen_groups: dict[str, str] = {}
        seen: set[str] = set()
        for mid in active_modifier_ids:
            if mid in seen:
                continue
            seen.add(mid)
            m = self.modifier(mid)
            if m.group is not None:
                if m.group in seen_groups:
                    raise InputError(
                        msg("modifiers '{0}' and '{1}' are both in group '{2}'; only one can apply", seen_groups[m.group], mid, m.group),
                        self.where,
                    )
                seen_groups[m.group] = mid
            total += m.value
        return total

    def _clamp(self, value: int) -> int:
        if self.clamp is not None:
            low, high = self.clamp
            return max(low, min(high, value))
        return value

    def modified(self, raw: int, active_modifier_ids: Iterable[str] = ()) -> int:
        """The pool's value plus the active modifiers, held within the clamp."""
        return self._clamp(raw + self.offset(active_modifier_ids))

    # -- looking up -------------------------------------------------------------------------

    def lookup(self, value: int) -> Row:
        """The row for a modified result (the clamp is applied first)."""
        v = self._clamp(value)
        for row in self.rows:
            if row.covers(v):
                return row
        span = f"{self.rows[0].min}..{self.rows[-1].max}" if self.rows else "none"
        raise InputError(msg("no row for result {0} (rows cover {1})", value, span), self.where)

    def resolve(self, raw: int, active_modifier_ids: Iterable[str] = ()) -> ChartResult:
        """Read the chart for the pool's value ``raw`` with the given modifiers on."""
        active = tuple(dict.fromkeys(active_modifier_ids))
        modified = self.modified(raw, active)
        return ChartResult(self.game, self.id, raw, active, modified, self.lookup(modified))

    # -- odds -------------------------------------------------------------------------------

    def value_distribution(self, active_modifier_ids: Iterable[str] = ()) -> dict[int, Fraction]:
        """Exact distribution of the modified result."""
        off = self.offset(active_modifier_ids)
        out: dict[int, Fraction] = {}
        for v, p in dice.outcomes(self.pool).items():
            m = self._clamp(v + off)
            out[m] = out.get(m, Fraction(0)) + p
        return dict(sorted(out.items()))

    def distribution(self, active_modifier_ids: Iterable[str] = ()) -> dict[str, Fraction]:
        """Exact probability of each row result (in row order; rows sharing a result add up)."""
        out: dict[str, Fraction] = {row.result: Fraction(0) for row in self.rows}
        for v, p in self.value_distribution(active_modifier_ids).items():
            out[self.lookup(v).result] += p
        return out

    def reachable(self) -> set[int]:
        """Every modified result some allowed combination of modifiers can give."""
        return _reachable(self.pool, self.modifiers, self.clamp)


@dataclass(frozen=True)
class ChartBook:
    """The charts that loaded, by (game, chart id), and the problems found on the way."""

    charts: Mapping[tuple[str, str], Chart] = field(default_factory=dict)
    problems: tuple[ChartProblem, ...] = ()

    def get(self, game: str, chart_id: str) -> Chart:
        try:
            return self.charts[(game, chart_id)]
        except KeyError:
            known = ", ".join(sorted(c for g, c in self.charts if g == game)) or "none"
            raise InputError(
                msg("unknown chart '{0}' for game '{1}' (known: {2})", chart_id, game, known), "charts"
            ) from None

    def games(self) -> list[str]:
        return sorted({g for g, _ in self.charts})

    def for_game(self, game: str) -> list[Chart]:
        return [c for (g, _), c in self.charts.items() if g == game]

    @property
    def errors(self) -> list[ChartProblem]:
        return [p for p in self.problems if p.severity == "error"]

    @property
    def warnings(self) -> list[ChartProblem]:
        return [p for p in self.problems if p.severity == "warning"]

    def __iter__(self):
        return iter(self.charts.values())

    def __len__(self) -> int:
        return len(self.charts)

    def __contains__(self, key: object) -> bool:
        return key in self.charts


# --------------------------------------------------------------------------------------------
# Loading
# --------------------------------------------------------------------------------------------


def charts_dir():
    """The shipped charts folder, installed or in a checkout (see :func:`assistant.paths.resource`)."""
    from assistant.paths import resource

    return resource("charts")


def load_charts(paths: Iterable[str | Path] | None = None, games: Collection[str] | None = None) -> ChartBook:
    """Load chart files (default: every ``*.toml`` in :func:`charts_dir`); a path may be a folder. ``games``:
    the game ids a file may name (None: any lower-case id)."""
    files: list[tuple[str, Any]] = []
    if paths is None:
        folder = charts_dir()
        entries = [e for e in folder.iterdir() if e.name.endswith(".toml") and e.is_file()]
        files = [(f"resources/charts/{e.name}", e) for e in sorted(entries, key=lambda e: e.name)]
    else:
        for p in paths:
            p = Path(p)
            if p.is_dir():
                files.extend((str(q), q) for q in sorted(p.glob("*.toml")))
            else:
                files.append((str(p), p))
    return load_chart_entries(files, games)


def load_chart_entries(files: Iterable[tuple[str, Any]], games: Collection[str] | None = None) -> ChartBook:
    """Load chart files given as (name shown in messages, a Path or importlib Traversable)."""
    charts: dict[tuple[str, str], Chart] = {}
    problems: list[ChartProblem] = []
    for name, entry in files:
        try:
            data = read_bounded(entry, name)
        except OSError as exc:
            problems.append(ChartProblem(name, None, "", f"cannot read the file: {exc}"))
            continue
        except InputError as exc:
            problems.append(ChartProblem(name, None, "", f"cannot read the file: {exc.message}"))
            continue
        file_charts, file_problems = parse_chart_bytes(data, name, games=games)
        problems.extend(file_problems)
        for chart in file_charts:
            key = (chart.game, chart.id)
            if key in charts:
                problems.append(
                    ChartProblem(
                        name, chart.id, "id",
                        f"game '{chart.game}' already has chart '{chart.id}' from "
                        f"{charts[key].file}; this one is left out",
                    )
                )
                continue
            charts[key] = chart
    return ChartBook(charts, tuple(problems))


def load_chart_file(path: str | Path) -> tuple[list[Chart], list[ChartProblem]]:
    """One file's good charts and problems."""
    path = Path(path)
    try:
        data = read_bounded(path, str(path))
    except OSError as exc:
        return [], [ChartProblem(str(path), None, "", f"cannot read the file: {exc}")]
    except InputError as exc:
        return [], [ChartProblem(str(path), None, "", f"cannot read the file: {exc.message}")]
    return parse_chart_bytes(data, str(path))


def parse_chart_bytes(data: bytes, file: str, games: Collection[str] | None = None
                      ) -> tuple[list[Chart], list[ChartProblem]]:
    try:
        text = decode(data, file)
    except InputError as exc:
        return [], [ChartProblem(file, None, "", exc.message)]
    return parse_chart_text(text, file, games=games)


def parse_chart_text(text: str, file: str = "<text>", games: Collection[str] | None = None
                     ) -> tuple[list[Chart], list[ChartProblem]]:
    """Parse and validate one chart file's text; returns the good charts and all problems."""
    try:
        doc = loads_toml(text, file)
    except InputError as exc:
        return [], [ChartProblem(file, None, "", exc.message)]
    return parse_chart_data(doc, file, games=games)


def parse_chart_data(doc: Mapping[str, Any], file: str = "<data>", games: Collection[str] | None = None
                     ) -> tuple[list[Chart], list[ChartProblem]]:
    """Validate a chart file already read into a dict (TOML's shape: ``schema_version``, ``game``,
    ``chart = [{...}, ...]``); the same checks as :func:`parse_chart_text`. Used for the charts a
    referee edits and stores with a game (:mod:`assistant.games.chart_overrides`)."""
    problems: list[ChartProblem] = []

    def file_problem(fld: str, msg: str, severity: str = "error") -> None:
        problems.append(ChartProblem(file, None, fld, msg, severity))

    version = doc.get("schema_version")
    if version is None:
        file_problem("schema_version", "missing (this app reads schema_version = 1)")
        return [], problems
    if not _is_int(version) or version < 1:
        file_problem("schema_version", f"must be a whole number >= 1, not {version!r}")
        return [], problems
    if version > SCHEMA_VERSION:
        file_problem(
            "schema_version",
            f"version {version} is newer than this app knows ({SCHEMA_VERSION}); "
            "update Table Assistant to read this file",
        )
        return [], problems
    game = doc.get("game")
    known = f"one of: {', '.join(games)}" if games else "a game's id, such as 'luzon'"
    if game is None:
        file_problem("game", f"missing ({known})")
        return [], problems
    if not isinstance(game, str) or not GAME_ID.match(game) or (games is not None and game not in games):
        file_problem("game", f"unknown game {game!r} ({known})")
        return [], problems
    stem = Path(file).stem
    if games is not None and stem in games and stem != game:
        file_problem("game", f"file {stem}.toml says game = '{game}'", "warning")
    if isinstance(doc.get("chart"), str):
        # a single named table of another shape (e.g. bataan_weapons.toml: chart = "weapons"),
        # read by its game's own module; the header is checked here, the rest is not ours
        file_problem(
            "chart",
            f"holds the {game} '{doc['chart']}' table, read by the game's own module "
            "(no dice charts here)",
            "info",
        )
        return [], problems
    for key in sorted(set(doc) - _TOP_KEYS):
        file_problem(key, "unknown key (ignored)", "warning")

    raw_charts = doc.get("chart", [])
    if not isinstance(raw_charts, list) or not all(isinstance(c, dict) for c in raw_charts):
        file_problem("chart", "must be an array of tables: [[chart]]")
        return [], problems
    if not raw_charts:
        file_problem("chart", "the file has no [[chart]] tables", "warning")

    charts: list[Chart] = []
    seen_ids: set[str] = set()
    for n, raw in enumerate(raw_charts, start=1):
        chart, chart_problems = _parse_chart(raw, n, game, file, seen_ids)
        problems.extend(chart_problems)
        if chart is not None:
            charts.append(chart)
    return charts, problems


def _parse_chart(
    raw: dict[str, Any], n: int, game: str, file: str, seen_ids: set[str]
) -> tuple[Chart | None, list[ChartProblem]]:
    problems: list[ChartProblem] = []
    cid = raw.get("id")
    chart_name = cid if isinstance(cid, str) and cid else f"#{n}"

    def err(fld: str, msg: str) -> None:
        problems.append(ChartProblem(file, chart_name, fld, msg))

    def warn(fld: str, msg: str) -> None:
        problems.append(ChartProblem(file, chart_name, fld, msg, "warning"))

    if cid is None:
        err("id", f"missing (chart #{n} in the file)")
    elif not isinstance(cid, str) or not ID_RE.match(cid):
        err("id", f"must be lower-case letters, digits and _ ([a-z0-9_]+), not {cid!r}")
    elif cid in seen_ids:
        err("id", "used by another chart in this file")
    else:
        seen_ids.add(cid)

    for key in sorted(set(raw) - _CHART_KEYS):
        warn(key, "unknown key (ignored)")

    title = _required_text(raw, "title", err)
    rule = _required_text(raw, "rule", err)
    note = _optional_text(raw, "note", err)

    pool = None
    pool_text = raw.get("pool")
    if pool_text is None:
        err("pool", "missing: the dice to roll, as in \"1d6\"")
    elif not isinstance(pool_text, str):
        err("pool", f"must be dice notation text, not {pool_text!r}")
    else:
        try:
            pool = dice.parse(pool_text)
        except InputError as exc:
            err("pool", str(exc))

    clamp = None
    if "clamp" in raw:
        c = raw["clamp"]
        if (
            not isinstance(c, list)
            or len(c) != 2
            or not all(_is_int(x) for x in c)
        ):
            err("clamp", f"must be [low, high] whole numbers, not {c!r}")
        elif c[0] > c[1]:
            err("clamp", f"low {c[0]} is above high {c[1]}")
        else:
            clamp = (c[0], c[1])

    editable = raw.get("editable", False)
    if not isinstance(editable, bool):
        err("editable", f"must be true or false, not {editable!r}")
        editable = False

    modifiers = _parse_modifiers(raw.get("modifier", []), err, warn)
    rows = _parse_rows(raw.get("row"), err, warn)

    if problems and any(p.severity == "error" for p in problems):
        return None, problems

    assert pool is not None and rows is not None and modifiers is not None
    # coverage: every reachable modified result in exactly one row, no overlaps at all
    ordered = sorted(enumerate(rows, start=1), key=lambda item: (item[1].min, item[1].max))
    for (i, a), (j, b) in zip(ordered, ordered[1:]):
        if b.min <= a.max:
            err(
                f"row[{j}].min",
                f"rows {i} ({a.min}..{a.max}) and {j} ({b.min}..{b.max}) overlap",
            )
    try:
        origin, reach = _reach_mask(pool, modifiers, clamp)
    except InputError as exc:
        err("pool", str(exc))
        return None, problems
    width = reach.bit_length()
    covered = 0
    for r in rows:
        covered |= _interval_bits(origin, width, r.min, r.max)
    uncovered = reach & ~covered
    if uncovered:
        values = [origin + i for i, bit in enumerate(reversed(bin(uncovered)[2:])) if bit == "1"]
        err(
            "row",
            f"no row covers modified result(s) {_spans(values)} "
            f"(reachable: {origin}..{origin + width - 1})",
        )
    for i, r in enumerate(rows, start=1):
        if not reach & _interval_bits(origin, width, r.min, r.max):
            warn(f"row[{i}]", f"rows {r.min}..{r.max} can never be reached")
    if any(p.severity == "error" for p in problems):
        return None, problems
    chart = Chart(
        game=game,
        id=cid,
        title=title,
        rule=rule,
        pool=pool,
        rows=tuple(rows),
        modifiers=tuple(modifiers),
        note=note,
        clamp=clamp,
        editable=editable,
        file=file,
    )
    return chart, problems


def _parse_modifiers(raw: Any, err, warn) -> list[Modifier] | None:
    if not isinstance(raw, list) or not all(isinstance(m, dict) for m in raw):
        err("modifier", "must be an array of tables: [[chart.modifier]]")
        return None
    if len(raw) > MAX_MODIFIERS:
        err("modifier", f"at most {MAX_MODIFIERS} modifiers per chart, not {len(raw)}")
        return None
    out: list[Modifier] = []
    ok = True
    ids: set[str] = set()
    for i, m in enumerate(raw, start=1):
        f = f"modifier[{i}]"
        for key in sorted(set(m) - _MODIFIER_KEYS):
            warn(f"{f}.{key}", "unknown key (ignored)")
        mid = m.get("id")
        if not isinstance(mid, str) or not ID_RE.match(mid):
            err(f"{f}.id", f"required: lower-case letters, digits and _, not {mid!r}")
            ok = False
        elif mid in ids:
            err(f"{f}.id", f"modifier '{mid}' appears twice")
            ok = False
        else:
            ids.add(mid)
        label = m.get("label")
        if not isinstance(label, str) or not label.strip():
            err(f"{f}.label", "required: what the referee sees")
            ok = False
        value = m.get("value")
        if not _is_int(value):
            err(f"{f}.value", f"required: a whole number added to the result, not {value!r}")
            ok = False
        elif abs(value) > MAX_MODIFIER_VALUE:
            err(f"{f}.value", f"must be -{MAX_MODIFIER_VALUE}..{MAX_MODIFIER_VALUE}, not {value}")
            ok = False
        rule = m.get("rule", "")
        if not isinstance(rule, str):
            err(f"{f}.rule", f"must be text, not {rule!r}")
            ok = False
        group = m.get("group")
        if group is not None and (not isinstance(group, str) or not ID_RE.match(group)):
            err(f"{f}.group", f"must be lower-case letters, digits and _, not {group!r}")
            ok = False
        if ok:
            out.append(Modifier(mid, label, value, rule, group))
    return out if ok else None


def _parse_rows(raw: Any, err, warn) -> list[Row] | None:
    if raw is None:
        err("row", "missing: at least one [[chart.row]]")
        return None
    if not isinstance(raw, list) or not all(isinstance(r, dict) for r in raw) or not raw:
        err("row", "must be one or more tables: [[chart.row]]")
        return None
    out: list[Row] = []
    ok = True
    for i, r in enumerate(raw, start=1):
        f = f"row[{i}]"
        for key in sorted(set(r) - _ROW_KEYS):
            warn(f"{f}.{key}", "unknown key (ignored)")
        lo, hi = r.get("min"), r.get("max")
        good = True
        for name, v in (("min", lo), ("max", hi)):
            if not _is_int(v):
                err(f"{f}.{name}", f"required: a whole number, not {v!r}")
                good = False
        if good and lo > hi:
            err(f"{f}.max", f"max {hi} is below min {lo}")
            good = False
        result = r.get("result")
        if not isinstance(result, str) or not result.strip():
            err(f"{f}.result", f"required: the outcome's machine name, not {result!r}")
            good = False
        elif not ID_RE.match(result):
            warn(f"{f}.result", f"{result!r} is best written [a-z0-9_]+")
        text = r.get("text", "")
        if not isinstance(text, str):
            err(f"{f}.text", f"must be text, not {text!r}")
            good = False
        count = r.get("count")
        if count is not None and (not _is_int(count) or count < 0):
            err(f"{f}.count", f"must be a whole number >= 0, not {count!r}")
            good = False
        if good:
            out.append(Row(lo, hi, result, text, count))
        ok = ok and good
    return out if ok else None


def _reachable(
    pool: dice.DicePool, modifiers: Sequence[Modifier], clamp: tuple[int, int] | None
) -> set[int]:
    origin, mask = _reach_mask(pool, modifiers, clamp)
    return {origin + i for i, bit in enumerate(reversed(bin(mask)[2:])) if bit == "1"}


def _reach_mask(
    pool: dice.DicePool, modifiers: Sequence[Modifier], clamp: tuple[int, int] | None
) -> tuple[int, int]:
    """The reachable modified results as a bit set: bit ``i`` of the mask is the value ``origin + i``.

    Sums of modifiers are kept as a set of reachable sums (never as subsets), each modifier or group a
    few shifts of one integer, so the work grows with the number of modifiers times the span of values
    (polynomial; spans are bounded by MAX_MODIFIER_VALUE), not with 2 ** modifiers."""
    lo, mask = 0, 1
    groups: dict[str, list[int]] = {}
    choices: list[list[int]] = []
    for m in modifiers:
        if m.group is None:
            choices.append([0, m.value])
        else:
            groups.setdefault(m.group, []).append(m.value)
    choices += [[0, *values] for values in groups.values()]
    for values in choices:
        vmin = min(values)
        new = 0
        for v in set(values):
            new |= mask << (v - vmin)
        lo, mask = lo + vmin, new
    base = sorted(dice.outcomes(pool))
    out = 0
    run_start = prev = base[0]
    for v in base[1:] + [None]:
        if v is not None and v == prev + 1:
            prev = v
            continue
        out |= _dilate(mask, prev - run_start + 1) << (run_start - base[0])
        if v is not None:
            run_start = prev = v
    origin = lo + base[0]
    if clamp is not None:
        c_lo, c_hi = clamp
        k = c_lo - origin
        if k > 0:
            below = out & ((1 << k) - 1)
            out >>= k
            origin = c_lo
            if below:
                out |= 1
        top = c_hi - origin
        if top < 0:
            out, origin = 1, c_hi
        elif out >> (top + 1):
            out = (out & ((1 << (top + 1)) - 1)) | (1 << top)
    return origin, out


def _dilate(mask: int, length: int) -> int:
    """``mask | mask << 1 | ... | mask << (length - 1)`` in log2(length) steps."""
    covered = 1
    while covered < length:
        step = min(covered, length - covered)
        mask |= mask << step
        covered += step
    return mask


def _interval_bits(origin: int, width: int, low: int, high: int) -> int:
    """The bits of values low..high within a mask of ``width`` bits starting at ``origin``."""
    a, b = max(low - origin, 0), min(high - origin, width - 1)
    return ((1 << (b - a + 1)) - 1) << a if b >= a else 0


def _spans(values: list[int]) -> str:
    spans: list[str] = []
    start = prev = values[0]
    for v in values[1:] + [None]:
        if v is not None and v == prev + 1:
            prev = v
            continue
        spans.append(str(start) if start == prev else f"{start}..{prev}")
        if v is not None:
            start = prev = v
    return ", ".join(spans)


def _required_text(raw: Mapping[str, Any], key: str, err) -> str:
    v = raw.get(key)
    if v is None:
        err(key, "missing")
        return ""
    if not isinstance(v, str) or not v.strip():
        err(key, f"must be non-empty text, not {v!r}")
        return ""
    return v


def _optional_text(raw: Mapping[str, Any], key: str, err) -> str:
    v = raw.get(key, "")
    if not isinstance(v, str):
        err(key, f"must be text, not {v!r}")
        return ""
    return v


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)
