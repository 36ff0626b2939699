"""What a game's command catalogue is: every command and query a referee can give, declared once. Qt-free.

Each game declares its catalogue in ``assistant/games/<family>/catalogue.py`` as ``CATALOGUE``: a
:class:`Catalogue` of :class:`Entry` values. An entry names the command (``name``, what ``play`` and the
palette call it), the rule it applies (``rule``: a section number such as ``4.2.1`` or a ruling such as
``B30``), its parameters with their kinds (:class:`Param`: a figure, unit, hex, town, point on the table,
number, choice, text, side ...), the preview it can show first (exact odds, cost, what would change) and the
method that does it. Everything the referee touches is built from these declarations: the command palette
and its forms in the window, ``table-assistant play`` on the command line, and the test that every public
command of every game is reachable.

A command returns ONE :class:`~assistant.store.changes.Change`; the caller applies it (``session.do`` on
the command line, ``hub.push`` in the window). A query returns an answer and changes nothing. A command its
rule refuses raises :class:`~assistant.core.errors.InputError` naming the rule, as the game's own methods
do; nothing is written.
"""

from __future__ import annotations

import importlib
import math
import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable, Iterable, Mapping, Sequence

from assistant.core.errors import InputError
from assistant.core.limits import MAX_INT, loads_json, whole_number
from assistant.store.changes import Change
from assistant.core.messages import msg

__all__ = ["Catalogue", "Entry", "KINDS", "OddsTable", "Param", "Preview", "REQUIRED", "Result", "as_preview",
           "catalogue_of", "odds_table", "run", "preview"]


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED: Any = _Required()

#: the kinds of parameter a form knows how to ask for (and ``play`` how to read from a word)
KINDS = ("figure", "unit", "hex", "town", "point", "number", "integer", "choice", "text", "side", "flag",
         "json")
#: the kinds whose values the game lists (a form offers them in a list; a typed one is checked against it)
LISTED = ("figure", "unit", "town", "side")
#: the largest magnitude a number parameter takes (inches, MPs, DRMs: anything larger is a typing slip)
MAX_NUMBER = 1e6


@dataclass(frozen=True)
class Param:
    """One parameter of a command: ``name`` is the keyword of the method it is passed to."""

    name: str
    kind: str
    label: str = ""
    help: str = ""
    default: Any = REQUIRED
    many: bool = False                    # a list of values (several figures, units, hexes)
    choices: tuple[str, ...] = ()         # kind "choice": the values allowed
    low: float | None = None              # numbers: the bounds
    high: float | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"parameter {self.name!r}: kind {self.kind!r} is not one of {KINDS}")
        if self.kind == "choice" and not self.choices:
            raise ValueError(f"parameter {self.name!r}: a choice needs its choices")

    @property
    def required(self) -> bool:
        return self.default is REQUIRED

    @property
    def shown(self) -> str:
        return self.label or self.name.replace("_", " ")

    def describe(self) -> str:
        """``fire_ids: figure, several`` as ``play --list`` prints it."""
        several = " (several: x,y;x,y)" if self.kind == "point" else " (several, comma-separated)"
        bits = [self.kind + (several if self.many else "")]
        if self.kind == "choice":
            bits.append("one of " + "|".join(self.choices))
        if not self.required:
            bits.append(f"default {self.default!r}")
        return f"{self.name}: {', '.join(bits)}"

    # -- reading a value ----------------------------------------------------------------------------------
    def parse(self, raw: Any, known: Mapping[str, Sequence[str]] | None = None) -> Any:
        """The value for the method from ``raw`` (a word typed or given on the command line, or a value a
        form already holds). ``known``: the ids the game lists per kind (a figure must be on the table)."""
        where = f"parameter {self.shown}"
        if self.many:
            items = raw if isinstance(raw, (list, tuple)) else [p for p in str(raw).split(",") if p.strip()]
            if self.kind == "point" and isinstance(raw, str):
                items = [p for p in re.split(r"[;\s]+", raw) if p.strip()]
            if not items and self.required:
                raise InputError(msg("give at least one"), where)
            return tuple(self._one(item, where, known) for item in items)
        return self._one(raw, where, known)

    def _one(self, raw: Any, where: str, known: Mapping[str, Sequence[str]] | None) -> Any:
        k = self.kind
        if k == "flag":
            if isinstance(raw, bool):
                return raw
            word = str(raw).strip().lower()
            if word in ("1", "yes", "true", "on", "y"):
                return True
            if word in ("0", "no", "false", "off", "n"):
                return False
            raise InputError(msg("{0!r} is not yes or no", raw), where)
        if k == "json":
            if not isinstance(raw, str):
                return raw
            return loads_json(raw, where)
        if k == "point":
            if isinstance(raw, (tuple, list)) and len(raw) == 2:
                x, y = raw
            else:
                parts = [p for p in re.split(r"[,\s]+", str(raw).strip().strip("()")) if p]
                if len(parts) != 2:
                    raise InputError(msg("{0!r} is not a point: write x,y in inches (such as 98,27)", raw), where)
                x, y = parts
            return (self._number(x, where), self._number(y, where))
        if k == "number":
            return self._number(raw, where)
        if k == "integer":
            if isinstance(raw, bool):
                raise InputError(msg("a whole number, not yes/no"), where)
            value = raw if isinstance(raw, int) else whole_number(str(raw), where, -MAX_INT, MAX_INT)
            return self._bounded(value, where)
        text = str(raw).strip()
        if not text:
            raise InputError(msg("is empty"), where)
        if len(text) > 10_000:
            raise InputError(msg("{0:,} characters: too long", len(text)), where)
        if k == "choice":
            if text not in self.choices:
                raise InputError(msg("{0!r} is not one of {1}", text, ', '.join(self.choices)), where)
            return text
        if k in LISTED and known is not None and k in known:
            ids = known[k]
            if text not in ids:
                near = [i for i in ids if i.lower() == text.lower()]
                if near:
                    return near[0]
                sample = ", ".join(list(ids)[:8]) + (" ..." if len(ids) > 8 else "")
                raise InputError(msg("no {0} {1!r} in this game (it has: {2})", k, text, sample or 'none'), where)
        return text

    def _number(self, raw: Any, where: str) -> float:
        if isinstance(raw, bool):
            raise InputError(msg("a number, not yes/no"), where)
        try:
            value = float(raw)
        except (TypeError, ValueError, OverflowError):
            raise InputError(msg("{0!r} is not a number", raw), where) from None
        if not math.isfinite(value) or abs(value) > MAX_NUMBER:
            raise InputError(msg("{0!r} is not a number between {1:g} and {2:g}", raw, -MAX_NUMBER, MAX_NUMBER), where)
        return self._bounded(value, where)

    def _bounded(self, value, where: str):
        if self.low is not None and value < self.low:
            raise InputError(msg("{0:g} is under {1:g}", value, self.low), where)
        if self.high is not None and value > self.high:
            raise InputError(msg("{0:g} is over {1:g}", value, self.high), where)
        return value


# -- previews: one shape for odds and "what would change" ---------------------------------------------------
@dataclass(frozen=True)
class OddsTable:
    """Outcomes of a roll with their exact chances, in the order they rank (worst to best for the roller
    when ``ordered``), headed by the rule and the modifiers in force. Every game's odds reach the window
    in this shape, so every dialog shows them the same way: a compact table with bars."""

    title: str
    rows: tuple[tuple[str, Fraction], ...]
    rule: str = ""
    modifiers: tuple[str, ...] = ()
    ordered: bool = True                  # "at least" / "at most" make sense down the rows

    def at_least(self, i: int) -> Fraction:
        return sum((p for _, p in self.rows[i:]), Fraction(0))

    def at_most(self, i: int) -> Fraction:
        return sum((p for _, p in self.rows[:i + 1]), Fraction(0))

    def total(self) -> Fraction:
        return sum((p for _, p in self.rows), Fraction(0))

    def lines(self) -> list[str]:
        head = self.title + (f" ({self.rule})" if self.rule else "")
        out = [head] + ([f"  modifiers: {', '.join(self.modifiers)}"] if self.modifiers else [])
        for i, (what, p) in enumerate(self.rows):
            extra = f"  at least {pct(self.at_least(i))}" if self.ordered and len(self.rows) > 2 else ""
            out.append(f"  {what}: {pct(p)}{extra}")
        return out

    def as_dict(self) -> dict[str, Any]:
        return {"title": self.title, "rule": self.rule, "modifiers": list(self.modifiers),
                "rows": [{"outcome": w, "chance": float(p), "exact": str(p),
                          "at_least": float(self.at_least(i)), "at_most": float(self.at_most(i))}
                         for i, (w, p) in enumerate(self.rows)]}


@dataclass(frozen=True)
class Preview:
    """What a command would do, before it does it: odds tables, lines of what it would change or cost, and
    the problems that would refuse it (each naming its rule)."""

    lines: tuple[str, ...] = ()
    tables: tuple[OddsTable, ...] = ()
    problems: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        return not self.problems

    def text(self) -> str:
        out = list(self.lines)
        for t in self.tables:
            out += t.lines()
        out += [f"refused: {p}" for p in self.problems]
        return "\n".join(out)

    def as_dict(self) -> dict[str, Any]:
        return {"lines": list(self.lines), "tables": [t.as_dict() for t in self.tables],
                "problems": list(self.problems)}


def pct(p: Fraction | float) -> str:
    v = float(p) * 100
    if v == 0 or v == 100:
        return f"{v:.0f}%"
    return f"{v:.1f}%" if v >= 1 else f"{v:.2f}%"


def odds_table(title: str, chances: Mapping[Any, Fraction] | Iterable[tuple[Any, Fraction]], rule: str = "",
               modifiers: Iterable[str] = (), ordered: bool = True) -> OddsTable:
    items = chances.items() if isinstance(chances, Mapping) else chances
    return OddsTable(title, tuple((str(k), Fraction(v)) for k, v in items), rule, tuple(modifiers), ordered)


def as_preview(value: Any, title: str = "Odds", rule: str = "") -> Preview:
    """Any answer a game's preview or query gives, in the one shape: an object with ``lines()`` (and
    ``problems``), a mapping of outcomes to chances, an :class:`OddsTable`, words or a list of them."""
    if isinstance(value, Preview):
        return value
    if isinstance(value, OddsTable):
        return Preview(tables=(value,))
    if value is None:
        return Preview(("nothing to show",))
    if isinstance(value, Mapping) and value and all(isinstance(v, Fraction) for v in value.values()):
        return Preview(tables=(odds_table(title, value, rule),))
    problems = tuple(str(p) for p in getattr(value, "problems", ()) or ())
    if hasattr(value, "lines") and callable(value.lines):
        return Preview(tuple(str(x) for x in value.lines() if x), problems=problems)
    if isinstance(value, str):
        return Preview(tuple(value.splitlines()) or ("",))
    if isinstance(value, Mapping):
        return Preview(tuple(f"{k}: {_words(v)}" for k, v in value.items()))
    if isinstance(value, (list, tuple, set, frozenset)):
        return Preview(tuple(_words(v) for v in value) or ("none",))
    return Preview((_words(value),), problems=problems)


def _words(v: Any) -> str:
    if isinstance(v, Fraction):
        return pct(v)
    if isinstance(v, float):
        return f"{v:g}"
    if isinstance(v, (list, tuple)):
        return ", ".join(_words(x) for x in v)
    if hasattr(v, "lines") and callable(v.lines):
        return "; ".join(str(x) for x in v.lines())
    return str(v)


# -- entries --------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Entry:
    """One command or query of a game, declared once."""

    name: str                              # what play and the palette call it: "fire", "confirm_setup"
    title: str                             # what a menu shows: "Fire"
    rule: str                              # the rule it applies: "B11", "4.2.1", "12.3"
    group: str                             # the procedure it belongs to: "Fire", "Turn", "Set-up"
    summary: str                           # one line: what it does
    params: tuple[Param, ...] = ()
    call: str = ""                         # the commands object's method (dotted for a part); "" = name
    preview: str | Callable[..., Any] = ""   # a method (or function of the commands object) taking the same
    #                                        parameters, giving what it would do
    query: bool = False                    # answers, changes nothing
    when: Callable[[Any], str | None] | None = None   # why it cannot be used now (naming the rule), else None
    words: tuple[str, ...] = ()            # more words the palette finds it by
    key: str = ""                          # its keyboard shortcut in the window, if any
    confirm: str = ""                      # asked before it runs (a correction, something that discards)
    result: Callable[[Any], Any] | None = None   # the method's return -> the Change (or the answer)
    shown: Callable[[Any], Any] | None = None    # a query's answer or a preview -> what to show (as_preview)
    also: tuple[str, ...] = ()             # other methods this entry reaches (a preview's helpers)

    def __post_init__(self) -> None:
        if not re.fullmatch(r"[a-z][a-z0-9_]*", self.name):
            raise ValueError(f"command name {self.name!r}: lower case, digits and _ only")
        if not self.rule:
            raise ValueError(f"command {self.name!r} names no rule")
        seen = set()
        for p in self.params:
            if p.name in seen:
                raise ValueError(f"command {self.name!r}: parameter {p.name!r} twice")
            seen.add(p.name)

    @property
    def method(self) -> str:
        return self.call or self.name

    def methods(self) -> tuple[str, ...]:
        """Every method of the commands object this entry reaches (for the reachability test)."""
        return tuple(m for m in (self.method, self.preview, *self.also) if m and isinstance(m, str))

    def _haystack(self) -> str:
        return " ".join((self.name, self.name.replace("_", " "), self.title, self.rule, self.group,
                         self.summary, *self.words, *(p.name for p in self.params))).lower()

    def matches(self, text: str) -> int:
        """How well ``text`` finds this entry (0: not at all): a rule number matches its start."""
        t = text.strip().lower()
        if not t:
            return 1
        rule = self.rule.lower()
        if t == rule or t == self.name or t == self.title.lower():
            return 100
        rules = [r.strip() for r in re.split(r"[,/;]| and ", rule) if r.strip()]
        if any(r == t or r.startswith(t + ".") or r.startswith(t + " ") or _in_range(t, r) for r in rules):
            return 80
        if RULE_LIKE.fullmatch(t):
            return 0
        hay = self._haystack()
        terms = t.split()
        if all(term in hay for term in terms):
            return 60 if self.title.lower().startswith(t) else 40 if t in self.title.lower() else 20
        return 0

    def why_not(self, commands: Any) -> str | None:
        """Why the entry cannot be used now (with its rule), or None."""
        if self.when is None:
            return None
        try:
            return self.when(commands)
        except InputError as refused:
            return said(refused)

    def signature(self) -> str:
        parts = [(p.name if p.required else f"[{p.name}]") for p in self.params]
        return " ".join([self.name] + parts)

    def as_dict(self) -> dict[str, Any]:
        return {"name": self.name, "title": self.title, "rule": self.rule, "group": self.group,
                "summary": self.summary, "query": self.query, "preview": bool(self.preview),
                "key": self.key, "params": [{"name": p.name, "kind": p.kind, "label": p.shown, "many": p.many,
                                             "required": p.required, "choices": list(p.choices),
                                             "default": None if p.required else _jsonable(p.default),
                                             "help": p.help} for p in self.params]}


def _jsonable(v: Any) -> Any:
    if isinstance(v, (str, int, float, bool)) or v is None:
        return v
    if isinstance(v, (list, tuple)):
        return [_jsonable(x) for x in v]
    return str(v)


RULE_LIKE = re.compile(r"(?:[ivx]+(?:\.[a-z])?|[a-z]{0,2}\d+(?:\.\d+)*(?:\.?[a-z])?)")


def _in_range(t: str, rule: str) -> bool:
    """``b9`` is in ``b8-b11``."""
    m = re.fullmatch(r"([a-z]*)(\d+)-([a-z]*)(\d+)", rule.replace(" ", ""))
    q = re.fullmatch(r"([a-z]*)(\d+)", t)
    return bool(m and q and q.group(1) == m.group(1) and int(m.group(2)) <= int(q.group(2)) <= int(m.group(4)))


@dataclass(frozen=True)
class Catalogue:
    """A game's entries, and how to make the object whose methods they call."""

    family: str
    commands: str                          # "module:Class" made from a GameSession
    entries: tuple[Entry, ...]
    listed: Mapping[str, Callable[[Any], Sequence[tuple[str, str]]]] = field(default_factory=dict)
    # kind -> the game's values of that kind now: (id, label) pairs, for forms and for checking typed ids
    not_commands: Mapping[str, str] = field(default_factory=dict)
    # public names of the commands object that are no referee command (readers, plumbing) -> why
    # ("part.name" for a part's)
    parts: Mapping[str, str] = field(default_factory=dict)
    # the commands object's procedures: attribute -> "module:Class" (entries call "part.method")

    def __post_init__(self) -> None:
        names = [e.name for e in self.entries]
        twice = sorted({n for n in names if names.count(n) > 1})
        if twice:
            raise ValueError(f"{self.family}: commands declared twice: {twice}")

    def entry(self, name: str) -> Entry:
        key = name.strip().lower().replace("-", "_")
        for e in self.entries:
            if e.name == key:
                return e
        import difflib

        near = difflib.get_close_matches(key, [e.name for e in self.entries], n=3, cutoff=0.6)
        near += [e.name for e in self.search(name.replace("_", " ").replace("-", " ")) if e.name not in near][:3]
        raise InputError(f"{self.family} has no command {name!r}" + (f" (did you mean: {', '.join(near)}?)"
                                                                     if near else " (play --list lists them)"),
                         "command")

    def search(self, text: str) -> list[Entry]:
        scored = [(e.matches(text), i, e) for i, e in enumerate(self.entries)]
        return [e for s, _, e in sorted(scored, key=lambda t: (-t[0], t[1])) if s > 0]

    def open(self, session: Any) -> Any:
        module, _, cls = self.commands.partition(":")
        return getattr(importlib.import_module(module), cls)(session)

    def known(self, commands: Any) -> dict[str, list[str]]:
        """The ids of each listed kind the game has now (to check typed ones)."""
        out: dict[str, list[str]] = {}
        for kind, lister in self.listed.items():
            try:
                out[kind] = [i for i, _ in lister(commands)]
            except InputError:
                continue
        return out

    def choices(self, commands: Any, kind: str) -> list[tuple[str, str]]:
        lister = self.listed.get(kind)
        return list(lister(commands)) if lister else []


@dataclass(frozen=True)
class Result:
    """What running an entry gave: the Change to apply (a command) or the answer (a query), in words."""

    entry: Entry
    change: Change | None
    answer: Any = None

    def lines(self) -> list[str]:
        if self.change is not None:
            summary = dict(self.change.meta).get("summary") if self.change.meta else None
            return list(summary or (self.change.text,))
        shown = self.entry.shown(self.answer) if self.entry.shown else self.answer
        return as_preview(shown, self.entry.title, self.entry.rule).text().splitlines()


# -- running ----------------------------------------------------------------------------------------------------
def _resolve(commands: Any, path: str) -> Callable[..., Any]:
    target = commands
    for part in path.split("."):
        target = getattr(target, part)
    return target


def bind(entry: Entry, args: Mapping[str, Any], known: Mapping[str, Sequence[str]] | None = None) -> dict[str, Any]:
    """Each parameter's value from ``args`` (words or values), checked; InputError naming the parameter."""
    names = {p.name for p in entry.params}
    stray = [k for k in args if k not in names]
    if stray:
        raise InputError(msg("{0} has no parameter {1} (it takes: {2})", entry.name, ', '.join(map(repr, stray)), ', '.join(p.name for p in entry.params) or 'none'), entry.name)
    values: dict[str, Any] = {}
    for p in entry.params:
        if p.name in args and args[p.name] is not None and args[p.name] != "":
            values[p.name] = p.parse(args[p.name], known)
        elif p.required:
            raise InputError(msg("missing {0} ({1})", p.shown, p.describe()), entry.name)
        else:
            values[p.name] = p.default
    return values


def run(catalogue: Catalogue, entry: Entry, commands: Any, args: Mapping[str, Any]) -> Result:
    """Check and run one entry: its rule's refusal (InputError) or a :class:`Result`. Nothing is written:
    the caller applies ``result.change``."""
    values = bind(entry, args, catalogue.known(commands))
    reason = entry.why_not(commands)
    if reason:
        raise InputError(reason, entry.name)
    out = _resolve(commands, entry.method)(**values)
    if entry.result is not None:
        out = entry.result(out)
    if entry.query:
        return Result(entry, None, out)
    if not isinstance(out, Change):
        raise TypeError(f"{catalogue.family}.{entry.name} returned {type(out).__name__}, not a Change")
    return Result(entry, out)


def preview(catalogue: Catalogue, entry: Entry, commands: Any, args: Mapping[str, Any]) -> Preview:
    """What the entry would do with these arguments, from the same function as the command reads; its
    problems (a parameter missing, the rule refusing) are in ``problems``, never raised."""
    try:
        values = bind(entry, args, catalogue.known(commands))
    except InputError as bad:
        return Preview(problems=(said(bad),))
    reason = entry.why_not(commands)
    if not entry.preview:
        return Preview(problems=(reason,)) if reason else Preview()
    fn = (_resolve(commands, entry.preview) if isinstance(entry.preview, str)
          else lambda **kw: entry.preview(commands, **kw))
    try:
        answer = _call_with(fn, values)
        shown = as_preview(entry.shown(answer) if entry.shown else answer, entry.title, entry.rule)
    except InputError as refused:
        return Preview(problems=((reason,) if reason else ()) + (said(refused),))
    if reason:
        return Preview(shown.lines, shown.tables, (reason,) + shown.problems)
    return shown


def said(err: InputError) -> str:
    """A refusal as one line, keeping its message translatable (``where: what``)."""
    from assistant.core.messages import Message, msg

    if isinstance(err.message, Message):
        return msg("{0}: {1}", err.where, err.message) if err.where else err.message
    return str(err)


def _call_with(fn: Callable[..., Any], values: Mapping[str, Any]) -> Any:
    """Call a preview with the command's values it takes (a preview may need fewer than its command)."""
    import inspect

    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return fn(**values)
    if any(p.kind is p.VAR_KEYWORD for p in sig.parameters.values()):
        return fn(**values)
    return fn(**{k: v for k, v in values.items() if k in sig.parameters})


def part_index(game_cls: type, shared: type) -> dict[str, str]:
    """Each public method's part on a game class that holds its procedures as ``command_base.Part``
    descriptors: ``{"battle_odds": "combat", ...}`` (``shared``: the parts' base, whose readers every part has)."""
    from assistant.games.command_base import Part

    common = set(dir(shared))
    return {n: part for part, attr in vars(game_cls).items() if isinstance(attr, Part)
            for n in vars(attr.cls) if not n.startswith("_") and n not in common}


def part_declarations(game_cls: type, shared: type, not_commands: Mapping[str, str]) -> dict[str, Any]:
    """``parts`` and ``not_commands`` for a game whose procedures are ``command_base.Part`` descriptors: each
    part's methods are then accounted for one by one (``part.method``), the readers every part shares
    (``shared``'s) named as readers."""
    from assistant.games.command_base import Part

    parts = {n: a.cls for n, a in vars(game_cls).items() if isinstance(a, Part)}
    common = {f"{p}.{n}": f"reader every procedure shares ({n} of the game)" for p in parts
              for n in public_methods(shared)}
    return {"parts": {p: f"{c.__module__}:{c.__qualname__}" for p, c in parts.items()},
            "not_commands": {**not_commands, **common}}


def entry_maker(part_of: Mapping[str, str]) -> Callable[..., Entry]:
    """``_entry(name, title, rule, group, summary, *params, **kw)`` whose methods (call, preview, also) are
    found in their procedure: ``move`` calls ``units.move`` when ``part_of`` says so."""
    def dotted(name: str) -> str:
        return f"{part_of[name]}.{name}" if name in part_of else name

    def make(name, title, rule, group, summary, *params, **kw) -> Entry:
        kw.setdefault("call", dotted(name))
        if isinstance(kw.get("preview"), str):
            kw["preview"] = dotted(kw["preview"])
        kw["also"] = tuple(dotted(a) for a in kw.get("also", ()))
        return Entry(name, title, rule, group, summary, tuple(params), **kw)
    return make


def catalogue_of(family: str) -> Catalogue:
    """The game's catalogue (``assistant.games.<family>.catalogue:CATALOGUE``, or the module its descriptor
    names)."""
    from assistant.games import registry

    game = registry.descriptor(family)
    spec = getattr(game, "catalogue", "") or f"assistant.games.{family}.catalogue:CATALOGUE"
    module, _, attr = spec.partition(":")
    try:
        found = getattr(importlib.import_module(module), attr or "CATALOGUE")
    except ModuleNotFoundError as missing:
        if not missing.name or not (module == missing.name or module.startswith(missing.name + ".")):
            raise
        raise InputError(msg("{0} declares no commands yet", game.title), "catalogue") from None
    if not isinstance(found, Catalogue):
        raise TypeError(f"{spec} is not a Catalogue")
    return found


def public_methods(cls: type) -> list[str]:
    """The public callables (and properties) of a commands class: what the reachability test holds."""
    return sorted(n for n in dir(cls) if not n.startswith("_"))


def public_surface(cat: Catalogue) -> list[str]:
    """Every public name a catalogue must account for: the commands class's own, and each part's as
    ``part.name``."""
    def load(spec: str) -> type:
        module, _, name = spec.partition(":")
        return getattr(importlib.import_module(module), name)

    names = [n for n in public_methods(load(cat.commands)) if n not in cat.parts]
    for part, spec in cat.parts.items():
        names += [f"{part}.{n}" for n in public_methods(load(spec)) if n != "game"]
    return sorted(names)
