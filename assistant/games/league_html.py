"""The league report as one HTML page (Qt-free): per family over all, then per table, with inline SVG
plots (``svg_plot``) where people would rather look than read: the Japanese losses wave by wave, the waves
needed, the Americans, the luck of each side, the turns the board games reached."""

from __future__ import annotations

from html import escape
from typing import Any

from .league_report import GameLine, LeagueReport, SideLuck, Summary
from .svg_plot import bar_chart, line_chart

STYLE = ("body{font-family:sans-serif;font-size:11pt;max-width:1100px;margin:1em auto;padding:0 1em} "
         "h1{font-size:18pt} h2{font-size:15pt;margin-top:18pt;border-bottom:1px solid #999} h3{font-size:12pt} "
         "table{border-collapse:collapse;margin:6px 0} td,th{border:1px solid #888;padding:3px 6px;text-align:left} "
         "th{background:#e4e4e4;white-space:nowrap} td.n{text-align:right} .plots svg{margin:6px 12px 6px 0} "
         ".problem{color:#a00} @media (prefers-color-scheme: dark){body{background:#1e1e1e;color:#ddd} "
         "th{background:#333} svg{background:#f8f8f8}}")


def _label(g: GameLine) -> str:
    return f"{g.table}: {g.name}"


def _luck_cells(luck: list[SideLuck]) -> str:
    if not luck:
        return "no roll with an expectation"
    return "; ".join(f"{escape(s.side or 'no side')} {s.luck:+.2f} over {s.rolls} "
                     f"({s.total:g} against {s.expected:.2f})" for s in luck)


def _summary_table(s: Summary) -> str:
    results = ", ".join(f"{escape(k)}: {v}" for k, v in sorted(s.results.items())) or "none finished"
    rows = [("Games", s.games), ("Finished", s.finished), ("Results", results),
            ("Mean turn reached", "-" if s.mean_turns is None else f"{s.mean_turns:g}"),
            ("Luck (result - expected)", _luck_cells(s.luck))]
    for k, v in s.extra.items():
        if isinstance(v, dict):
            v = ", ".join(f"{escape(str(a))}: {b:g}" for a, b in v.items()) or "-"
        elif isinstance(v, list):
            v = ", ".join(f"{x:g}" for x in v) or "-"
        elif v is None:
            v = "-"
        rows.append(("VPs" if k == "vp" else k.replace("_", " ").capitalize(), v))
    return "<table>" + "".join(f"<tr><th>{escape(str(a))}</th><td>{b}</td></tr>" for a, b in rows) + "</table>"


def _bataan_plots(report: LeagueReport, games: list[GameLine]) -> list[str]:
    out = []
    losses = {_label(g): [(w["number"], w["japanese_losses"]) for w in g.figures.get("waves", ())] for g in games}
    losses = {k: v for k, v in losses.items() if v}
    if losses:
        out.append(line_chart("Japanese losses per wave", losses, "wave", "figures lost", integer=True))
    tables = report.tables()
    names = [t for t, gs in tables.items() if any(g in games for g in gs)]
    needed: list[float | None] = []
    for t in names:
        done = [g.figures["waves_needed"] for g in tables[t] if g in games and g.figures.get("waves_needed")]
        needed.append(sum(done) / len(done) if done else None)
    if any(v is not None for v in needed):
        out.append(bar_chart("Waves needed (mean per table)", names, {"waves needed": needed}, "wave", integer=True))
    out.append(bar_chart("The Americans", names, {
        key: [sum(g.figures.get(field, 0) for g in tables[t] if g in games) for t in names]
        for key, field in (("left the table", "americans_left"), ("lost", "american_losses"),
                           ("on the table", "americans_on_table"))}, "figures", integer=True))
    return out


def _luck_plot(report: LeagueReport, games: list[GameLine]) -> str | None:
    tables = report.tables()
    names = [t for t, gs in tables.items() if any(g in games for g in gs)]
    sides = sorted({s.side for g in games for s in g.luck})
    if not sides:
        return None
    series: dict[str, list[float | None]] = {}
    for side in sides:
        row: list[float | None] = []
        for t in names:
            vals = [s.luck for g in tables[t] if g in games for s in g.luck if s.side == side]
            row.append(sum(vals) if vals else None)
        series[side or "no side"] = row
    return bar_chart("Luck of the dice: result - expected, summed", names, series, "pips above expectation")


def _turns_plot(title: str, games: list[GameLine]) -> str | None:
    pts = [(g, g.turn) for g in games if g.turn is not None]
    if not pts:
        return None
    return bar_chart(f"{title}: turn reached", [f"{g.table} #{g.id}" for g, _ in pts],
                     {"turn": [t for _, t in pts]}, "turn", integer=True)


def _games_table(games: list[GameLine]) -> str:
    out = ["<table><tr><th>#</th><th>Table</th><th>Referee</th><th>Game</th><th>Kind</th><th>Turn</th>"
           "<th>Result</th><th>Figures</th><th>Luck</th></tr>"]
    for g in games:
        figures = "" if g.problem else _figure_words(g.figures)
        result = f"<span class='problem'>{escape(g.problem)}</span>" if g.problem else escape(g.result)
        out.append(f"<tr><td class='n'>{g.id}</td><td>{escape(g.table)}</td><td>{escape(g.referee or '')}</td>"
                   f"<td>{escape(g.name)}</td><td>{escape(g.title)}</td>"
                   f"<td class='n'>{'' if g.turn is None else g.turn}</td><td>{result}</td><td>{figures}</td>"
                   f"<td>{_luck_cells(g.luck)}</td></tr>")
    out.append("</table>")
    return "\n".join(out)


def _figure_words(figures: dict[str, Any]) -> str:
    parts = []
    for k, v in figures.items():
        if k == "waves" or v in (None, "", [], {}):
            continue
        if isinstance(v, dict):
            v = ", ".join(f"{a}: {b}" for a, b in v.items())
        elif isinstance(v, list):
            v = "; ".join(map(str, v))
        parts.append(f"{k.replace('_', ' ')}: {v}")
    return escape(" · ".join(parts))


def _waves_table(g: GameLine) -> str:
    waves = g.figures.get("waves") or []
    if not waves:
        return ""
    out = [f"<h3>{escape(_label(g))}: waves</h3><table><tr><th>Wave</th><th>Turns</th><th>Japanese lost</th>"
           "<th>Americans lost</th><th>Americans left</th><th>Banzai</th><th>Ground gained</th></tr>"]
    for w in waves:
        out.append(f"<tr><td class='n'>{w['number']}</td><td class='n'>{w['turns']}</td>"
                   f"<td class='n'>{w['japanese_losses']}</td><td class='n'>{w['american_losses']}</td>"
                   f"<td class='n'>{w['americans_left']}</td><td>{'yes' if w['banzai'] else 'no'}</td>"
                   f"<td class='n'>{w['ground_gained_in']:.1f}\"</td></tr>")
    out.append("</table>")
    return "\n".join(out)


def _family_section(report: LeagueReport, family: str, games: list[GameLine], title: str) -> list[str]:
    readable = [g for g in games if not g.problem]
    out = [f"<h3>{escape(title)}</h3>", _summary_table(report.summary(family, games))]
    plots = _bataan_plots(report, readable) if family == "bataan" else [_turns_plot(title, readable)]
    luck = _luck_plot(report, readable)
    plots = [p for p in plots + [luck] if p]
    if plots:
        out.append("<div class='plots'>" + "\n".join(plots) + "</div>")
    return out


def report_html(report: LeagueReport) -> str:
    """The whole report as one HTML document (inline SVG: one file to mail or publish)."""
    tables = report.tables()
    out = ["<!DOCTYPE html><html><head><meta charset='utf-8'>",
           f"<title>League report: {escape(report.path)}</title><style>{STYLE}</style></head><body>",
           f"<h1>League report</h1><p>{len(report.games)} game{'s' if len(report.games) != 1 else ''} from "
           f"{len(tables)} table{'s' if len(tables) != 1 else ''}, collected in <code>{escape(report.path)}</code>.</p>"]
    if not report.games:
        out.append("<p>No game collected yet (or none of the kind asked for).</p>")
    out.append("<h2>Over all</h2>")
    for family in report.families():
        games = [g for g in report.games if g.family == family]
        title = games[0].title.split(":")[0] if family == "macarthur" else games[0].title
        out += _family_section(report, family, games, title or "Unknown games")
    for table, games in tables.items():
        out.append(f"<h2>Table {escape(table)}</h2>")
        for family in dict.fromkeys(g.family for g in games):
            mine = [g for g in games if g.family == family]
            if len(mine) > 1:
                out.append(f"<h3>{escape(mine[0].title)}: {len(mine)} games</h3>")
                out.append(_summary_table(report.summary(family, mine)))
        out.append(_games_table(games))
        for g in games:
            out.append(_waves_table(g))
    if report.sources:
        out.append("<h2>Sources</h2><table><tr><th>Table</th><th>File</th><th>Games</th><th>Collected</th>"
                   "<th>Notes</th></tr>")
        for s in report.sources:
            out.append(f"<tr><td>{escape(s['table_name'])}</td><td>{escape(s['path'])}</td>"
                       f"<td class='n'>{s['games']}</td><td>{escape(s['collected_at'])}</td>"
                       f"<td>{escape(s['message'])}</td></tr>")
        out.append("</table>")
    out.append("</body></html>")
    return "\n".join(out)
