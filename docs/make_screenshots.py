"""Make the README's screenshots: a fresh database with one game of each kind, a few rolls through the
same API the window uses, then `table-assistant --screenshot` for each game.

Run from the repository: python docs/make_screenshots.py  (Qt renders offscreen; no screen needed)

    --size 1280x720 --dark --out /tmp/shots   every game at another size, under a dark palette, elsewhere
                                              (the README's pictures are the default: 1600x1000, light)
"""

from __future__ import annotations

import argparse
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
    ap = argparse.ArgumentParser(description="Make the README's screenshots (or others: --size, --dark, --out).")
    ap.add_argument("--size", default="1600x1000", help="window size, WxH (default 1600x1000)")
    ap.add_argument("--dark", action="store_true", help="a dark Fusion palette")
    ap.add_argument("--out", type=Path, default=None, help="folder for the pictures (default: docs/screenshots, "
                    "and docs/screenshot.png from the Bataan one)")
    opts = ap.parse_args()
    readme = opts.out is None and opts.size == "1600x1000" and not opts.dark
    folder = opts.out or HERE / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    suffix = "" if readme else f"_{opts.size}" + ("_dark" if opts.dark else "")
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
            out = folder / f"{kind}{suffix}.png"
            subprocess.run([sys.executable, "-m", "assistant", "--db", str(db), "--game", name,
                            "--screenshot", str(out), "--size", opts.size] + (["--dark"] if opts.dark else []),
                           check=True, env=env)
        if readme:
            (HERE / "screenshot.png").write_bytes((folder / "bataan.png").read_bytes())


if __name__ == "__main__":
    main()
