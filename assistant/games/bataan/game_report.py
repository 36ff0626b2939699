"""A Bataan game's report as HTML (Qt-free): the table's picture, the waves, the losses, the ground
gained, the victory with the per-player table (B22), the plots and a summary of the rolls. The UI prints
the same HTML to PDF and passes the pictures it rendered (the table now, the plots) as image files."""

from __future__ import annotations

import re
from html import escape
from typing import Any

from assistant.store import rolls as roll_store

from .victory import LEVEL_NAMES


def _plural(n: int, one: str, many: str | None = None) -> str:
    return f"{n} {one if n == 1 else (many or one + 's')}"


def roll_summary(game) -> list[tuple[str, int, float]]:
    """(what was rolled, how many rolls, mean result) over the whole game, most rolled first."""
    s = game.session
    rows = roll_store.query(s.store, s.game_id, limit=None)
    by: dict[str, list[float]] = {}
    for r in rows:
        label = r.get("why") or r.get("chart") or r.get("pool") or "roll"
        by.setdefault(str(label), []).append(float(r.get("result") or 0))
    return sorted(((k, len(v), sum(v) / len(v)) for k, v in by.items()), key=lambda t: (-t[1], t[0]))


_TURN = re.compile(r"^Next phase: Wave (\d+), turn (\d+): (.*)$")
_END_WAVE = re.compile(r"^End wave (\d+)")


def story(game) -> list[tuple[str, list[tuple[str, list[str]]]]]:
    """What happened, in order, from the game's record (only what stands: undone changes are left out):
    per wave, per turn, each change in the referee's words (moves, fire, grenades, melee, the Banzai
    Charge, Americans revealed, the wave's end). ``[(wave title, [(turn title, [lines])])]``."""
    s = game.session
    waves: list[tuple[str, list[tuple[str, list[str]]]]] = [("Before the first wave", [("Set-up", [])])]
    for row in s.store.history(s.game_id):
        if not row["done"]:
            continue
        text = str(row["text"])
        m = _TURN.match(text)
        if m:
            wave, turn, phase = int(m.group(1)), int(m.group(2)), m.group(3)
            title = f"Wave {wave}"
            if waves[-1][0] != title:
                waves.append((title, []))
            turn_title = f"Turn {turn}"
            if not waves[-1][1] or waves[-1][1][-1][0] != turn_title:
                waves[-1][1].append((turn_title, []))
            waves[-1][1][-1][1].append(phase)
            continue
        if not waves[-1][1]:
            waves[-1][1].append(("", []))
        waves[-1][1][-1][1].append(text)
        if _END_WAVE.match(text):
            waves[-1][1][-1][1].append("— the wave is over —")
    return [(w, [(t, lines) for t, lines in turns if lines]) for w, turns in waves if any(l for _, l in turns)]


def victory_rows(victory: dict[str, Any] | None) -> list[dict[str, Any]]:
    return list((victory or {}).get("players") or [])


def report_html(game, pictures: list[tuple[str, str]] = ()) -> str:
    """``game``: a `BataanGame`; ``pictures``: (caption, image file) the UI rendered (the table, the plots).
    Header cells never break inside a word (short headings, no wrapping)."""
    waves = game.waves()
    v = game.victory()
    name = escape(game.session.name)
    st = game.state
    out = [
        "<html><head><meta charset='utf-8'><style>",
        "body{font-family:sans-serif;font-size:11pt} h1{font-size:18pt} h2{font-size:14pt;margin-top:14pt}",
        "table{border-collapse:collapse} td,th{border:1px solid #666;padding:3px 6px;text-align:left}",
        "th{background:#ddd;white-space:nowrap} td{white-space:nowrap} tr{page-break-inside:avoid}",
        "</style></head><body>",
        f"<h1>Last Stand on Bataan: {name}</h1>",
        f"<p>{escape(game.header())}</p>",
    ]
    for caption, src in pictures[:1]:
        out.append(f"<h2>{escape(caption)}</h2><p><img src='{escape(src)}' width='900'></p>")
    out.append("<h2>Waves</h2>")
    if waves:
        out.append("<table><tr><th>Wave</th><th>Commander</th><th>Turns</th><th>Japanese lost</th>"
                   "<th>Americans lost</th><th>Banzai</th><th>Line reached</th><th>Gained</th>"
                   "<th>Ended</th></tr>")
        for w in waves:
            out.append(
                f"<tr><td>{w['number']}</td><td>{escape(w['commander_name'])}</td><td>{w['turns']}</td>"
                f"<td>{w['japanese_losses']}</td><td>{w['american_losses']}</td>"
                f"<td>{'yes' if w['banzai'] else 'no'}</td><td>{w['line_reached_in']:.1f}\"</td>"
                f"<td>{w['ground_gained_in']:.1f}\"</td><td>{escape(w.get('ended_why') or '')}</td></tr>")
        out.append("</table>")
        jp = sum(w["japanese_losses"] for w in waves)
        us = sum(w["american_losses"] for w in waves)
        out.append(f"<p>Totals: {jp} Japanese and {us} American losses over {_plural(len(waves), 'wave')}."
                   " Commander: the wave commander's platoon (B21).</p>")
    else:
        out.append(f"<p>No wave has ended yet (wave {st.clock.wave}, turn {st.clock.turn}).</p>")
    if st.left:
        out.append("<p>Americans who left the table: " + ", ".join(
            f"{escape(x['id'])} (wave {x['wave']})" for x in st.left) + "</p>")
    out.append("<h2>Victory (B22)</h2>")
    if v:
        out.append(f"<p><b>{escape(v['level_name'])}</b>: the last American left the table in wave {v['wave']}. "
                   f"{'Last squads' if len(v['last_squads']) != 1 else 'Last squad'}: "
                   f"{escape(', '.join(v['last_squads']))}; wave commander: platoon "
                   f"{v['commander_platoon']}.</p>")
        out.append("<table><tr><th>Player</th><th>Force</th><th>Result</th><th>Why different</th>"
                   "<th>Fate</th></tr>")
        for p in victory_rows(v):
            out.append(f"<tr><td>{escape(p['player_label'])}</td><td>{escape(p['force_id'])}</td>"
                       f"<td><b>{escape(p['level_name'])}</b></td><td>{escape(p['adjustment'])}</td>"
                       f"<td>{escape(p['fate'])}</td></tr>")
        out.append("</table>")
    else:
        out.append("<p>The game is not over. Levels by the wave the last American leaves: " + ", ".join(
            f"{k}: {escape(n)}" for k, n in LEVEL_NAMES.items()) + " (7 or later).</p>")
    for caption, src in pictures[1:]:
        out.append(f"<h2>{escape(caption)}</h2><p><img src='{escape(src)}' width='900'></p>")
    out.append("<h2>The game's story</h2>")
    told = story(game)
    if not told:
        out.append("<p>Nothing has happened yet.</p>")
    for wave_title, turns in told:
        out.append(f"<h3 style='page-break-after:avoid'>{escape(wave_title)}</h3>")
        for turn_title, lines in turns:
            if turn_title:
                out.append(f"<p style='page-break-after:avoid'><b>{escape(turn_title)}</b></p>")
            out.append("<ul>" + "".join(f"<li>{escape(line)}</li>" for line in lines) + "</ul>")
    out.append("<h2>Rolls</h2>")
    summary = roll_summary(game)
    if summary:
        out.append("<table><tr><th>Roll</th><th>How many</th><th>Mean result</th></tr>")
        for label, n, mean in summary:
            out.append(f"<tr><td>{escape(label)}</td><td>{n}</td><td>{mean:.2f}</td></tr>")
        out.append("</table>")
        out.append(f"<p>{_plural(sum(n for _l, n, _m in summary), 'roll')} in all.</p>")
    else:
        out.append("<p>No roll has been made yet.</p>")
    out.append("</body></html>")
    return "\n".join(out)
