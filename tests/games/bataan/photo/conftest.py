"""Small synthetic photos for the photo reader's tests (issue 24.5): a 48" x 24" table with one Japanese
platoon and one American squad, rendered by ``benchmarks/photo_corpus.py`` at about 2 MP (fast)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_BENCH = Path(__file__).resolve().parents[4] / "benchmarks" / "photo_corpus.py"


def corpus():
    """The corpus generator module (kept in benchmarks/, loaded by path)."""
    if "photo_corpus" not in sys.modules:
        spec = importlib.util.spec_from_file_location("photo_corpus", _BENCH)
        mod = importlib.util.module_from_spec(spec)
        sys.modules["photo_corpus"] = mod
        spec.loader.exec_module(mod)
    return sys.modules["photo_corpus"]


def fig(fid, side, unit, role, x, y, **kw):
    d = {"id": fid, "side": side, "unit": unit, "role": role, "x": x, "y": y}
    d.update(kw)
    return d


def small_figures() -> list[dict]:
    """A platoon round its officer (all in command, B5), the tank, and an American squad: two revealed,
    one hidden (never on the photo)."""
    figs = [fig("JP1-1", "japanese", 1, "officer", 20.0, 12.0), fig("JP1-2", "japanese", 1, "flag_bearer", 22.0, 12.0),
            fig("JP1-3", "japanese", 1, "knee_mortar", 20.0, 14.5), fig("JP2-1", "japanese", 2, "officer", 26.0, 8.0),
            fig("JP2-2", "japanese", 2, "sniper", 28.0, 8.0),
            fig("JP3-1", "japanese", 3, "officer", 14.0, 18.0), fig("JP3-9", "japanese", 3, "tank", 16.0, 18.0)]
    for i in range(10):
        figs.append(fig(f"JP1-{10 + i}", "japanese", 1, "rifleman", 17.0 + 1.5 * (i % 5), 9.5 + 1.5 * (i // 5)))
    for i in range(4):
        figs.append(fig(f"JP2-{10 + i}", "japanese", 2, "rifleman", 25.0 + 1.5 * i, 10.0))
    figs += [fig("US1-1", "american", 1, "officer", 38.0, 12.0, revealed=True),
             fig("US1-2", "american", 1, "rifleman", 39.5, 12.0, revealed=True),
             fig("US1-3", "american", 1, "rifleman", 34.0, 14.0),
             fig("US4-1", "american", 4, "mg30_crew", 36.0, 6.0, revealed=True)]
    return figs


def small_table():
    from assistant.games.bataan.table.tablefile import table_from_dict

    return table_from_dict(table_doc(small_figures())).table


def table_doc(figures):
    from assistant.games.bataan.table.tablefile import FORMAT
    return {"format": FORMAT, "schema_version": 1, "game": "bataan", "name": "Photo test table",
            "size_in": {"width": 48.0, "height": 24.0}, "cloth": "jungle",
            "terrain": [{"id": "open", "kind": "clearing", "polygon": [[0, 0], [48, 0], [48, 24], [0, 24]]}],
            "figures": figures}


@pytest.fixture(scope="session")
def sample():
    """One photo of the small table after random moves (touching bases included), with its truth."""
    return corpus().make_sample(7, megapixels=1.6, table=small_table(), touch_share=0.5)
