"""Make the README's screenshots: a fresh database with one game of each kind, a few rolls through the
same API the window uses, then `table-assistant --screenshot` for each game.

Run from the repository: python docs/make_screenshots.py  (Qt renders offscreen; no screen needed)
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from assistant.games.chart_overrides import charts_for_session
from assistant.games.setup import new_game
from assistant.games.session import GameSession
from assistant.store.store import Store

HERE = Path(__file__).resolve().parent
GAMES = [
    ("bataan", "Saturday at the club", [("wound", ("entrenched",), "american"), ("wound", (), "american")]),
    ("macarthur_korea", "Korea 1950", []),
    ("luzon", "Race for Bataan", []),
    ("tarawa", "Betio", []),
    ("saipan", "Saipan", []),
]


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "screens.sqlite"
        store = Store.open(db)
        for kind, name, rolls in GAMES:
            session = GameSession(store, new_game(store, kind, name, seed=1942))
            book = charts_for_session(session)
            for chart_id, mods, side in rolls:
                rec = session.dice()
                rec.roll_chart(book.get(session.kind.family, chart_id), mods, side=side, actor="referee")
                session.do(rec.change())
        store.close()
        # the Bataan board's first look: two figures selected, command circles, a sight line and a ruler
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TABLE_ASSISTANT_DEMO_OVERLAYS": "1"}
        for kind, name, _ in GAMES:
            out = HERE / "screenshots" / f"{kind}.png"
            subprocess.run([sys.executable, "-m", "assistant", "--db", str(db), "--game", name,
                            "--screenshot", str(out), "--size", "1600x1000"], check=True, env=env)
        (HERE / "screenshot.png").write_bytes((HERE / "screenshots" / "bataan.png").read_bytes())


if __name__ == "__main__":
    main()
