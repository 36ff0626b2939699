"""Referees' databases for the league tests (issue 27), made with the real store and the real games: two
tables' files with played games, and a damaged one."""

from __future__ import annotations

import hashlib
import os
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest

from assistant.games import rolling
from assistant.games.bataan.game import BataanGame
from assistant.games.chart_sources import shipped
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store


@dataclass
class Inputs:
    table1: Path        # a finished Bataan game (three waves, victory) and a Tarawa demo
    table2: Path        # a Bataan game in its second wave and a Saipan demo
    damaged: Path       # a database of ours with a page overwritten
    folder: Path


def roll(session: GameSession, side: str) -> None:
    session.do(rolling.roll(session, shipped().get("bataan", "wound"), side=side).change)


def play_bataan(store: Store, name: str, seed: int, *, finish: bool) -> int:
    """A demo Bataan game played by its commands: rolls for both sides, waves ended, Americans leaving."""
    gid = new_game(store, "bataan", name, setup="demo", seed=seed)
    session = GameSession(store, gid)
    game = BataanGame(session)
    for side in ("american", "japanese", "american", "japanese", "japanese"):
        roll(session, side)
    jp = [f.id for f in game.on_table("japanese")]
    us = [f.id for f in game.on_table("american")]
    session.do(game.turn.set_figures(jp[:5], wounds="dead"))
    session.do(game.turn.set_figures(us[:2], wounds="dead"))
    session.do(game.wave.end_wave())
    roll(session, "american")
    session.do(game.turn.set_figures(jp[5:8], wounds="dead"))
    session.do(game.wave.american_leaves(us[2:5]))
    if finish:
        session.do(game.wave.end_wave())
        session.do(game.turn.set_figures(jp[8:9], wounds="dead"))
        session.do(game.wave.american_leaves([f.id for f in game.on_table("american")]))
    game.close()
    return gid


def make_inputs(folder: Path) -> Inputs:
    folder.mkdir(parents=True, exist_ok=True)
    t1, t2, bad = folder / "table1.sqlite", folder / "table2.sqlite", folder / "damaged.sqlite"
    s = Store.open(t1)
    play_bataan(s, "Saturday morning", 11, finish=True)
    new_game(s, "tarawa", setup="demo", seed=12)
    s.close()
    s = Store.open(t2)
    play_bataan(s, "Saturday evening", 21, finish=False)
    new_game(s, "saipan", setup="demo", seed=22)
    s.close()
    s = Store.open(bad)
    new_game(s, "bataan", setup="demo", seed=31)
    s.close()
    data = bytearray(bad.read_bytes())
    page = 4096
    data[3 * page:3 * page + 2000] = b"\xa5" * 2000      # a page of the file overwritten
    bad.write_bytes(bytes(data))
    return Inputs(t1, t2, bad, folder)


@pytest.fixture(scope="session")
def shared_inputs(tmp_path_factory) -> Inputs:
    """Built once; tests that only read them use these."""
    return make_inputs(tmp_path_factory.mktemp("league_inputs"))


@pytest.fixture
def inputs(shared_inputs, tmp_path) -> Inputs:
    """A copy of the shared inputs a test may change."""
    folder = tmp_path / "inputs"
    shutil.copytree(shared_inputs.folder, folder)
    return Inputs(folder / "table1.sqlite", folder / "table2.sqlite", folder / "damaged.sqlite", folder)


def snapshot(folder: Path) -> dict[str, tuple[str, int]]:
    """Every file in ``folder``: its hash and modification time (inputs must come out untouched)."""
    return {p.name: (hashlib.sha256(p.read_bytes()).hexdigest(), os.stat(p).st_mtime_ns)
            for p in sorted(folder.iterdir()) if p.is_file()}
