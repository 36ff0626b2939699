"""A Bataan game's report as HTML (Qt-free): the waves, the losses, the ground gained and the victory
with the per-player table (B22). The UI prints the same HTML to PDF."""

from __future__ import annotations

from html import escape
from typing import Any

from .victory import LEVEL_NAMES


def victory_rows(victory: dict[str, Any] | None) -> list[dict[str, Any]]:
    return list((victory or {}).get("players") or [])


def report_html(game) -> str:
    """``game``: a `BataanGame`."""
    waves = game.waves()
    v = game.victory()
    name = escape(game.session.name)
    st = game.state
    out = [
        "<html><head><meta charset='utf-8'><style>",
        "body{font-family:sans-serif;font-size:11pt} h1{font-size:18pt} h2{font-size:14pt;margin-top:14pt}",
        "table{border-collapse:collapse} td,th{border:1px solid #666;padding:3px 6px;text-align:left}",
        "th{background:#ddd}",
        "</style></head><body>",
        f"<h1>Last Stand on Bataan: {name}</h1>",
        f"<p>{escape(game.header())}</p>",
    ]
    out.append("<h2>Waves</h2>")
    if waves:
        out.append("<table><tr><th>Wave</th><th>Commander (B21)</th><th>Turns</th><th>Japanese losses</th>"
                   "<th>American losses</th><th>Banzai</th><th>Line reached</th><th>Ground gained</th>"
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
        out.append(f"<p>Totals: {jp} Japanese and {us} American losses over {len(waves)} wave(s).</p>")
    else:
        out.append(f"<p>No wave has ended yet (wave {st.clock.wave}, turn {st.clock.turn}).</p>")
    if st.left:
        out.append("<p>Americans who left the table: " + ", ".join(
            f"{escape(x['id'])} (wave {x['wave']})" for x in st.left) + "</p>")
    out.append("<h2>Victory (B22)</h2>")
    if v:
        out.append(f"<p><b>{escape(v['level_name'])}</b>: the last American left the table in wave {v['wave']}. "
                   f"Last squad(s): {escape(', '.join(v['last_squads']))}; wave commander: platoon "
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
    out.append("</body></html>")
    return "\n".join(out)
