"""Issue 17, bad-input corpus for the shared files: chart TOML (a referee's own charts) and database files.
Each generated file is refused with a message naming it, or read, never a traceback; the file and its
folder are byte for byte unchanged afterwards."""

from __future__ import annotations

import hashlib
import sqlite3
import tempfile
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from assistant.core import limits
from assistant.core.charts import load_chart_file
from assistant.core.errors import InputError
from assistant.store.errors import StoreError
from assistant.store.store import Store


def folder_state(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def chart_toml(values: list[int], pool: str, nest: int) -> bytes:
    mods = "".join(f'[[chart.modifier]]\nid = "m{i}"\nlabel = "M{i}"\nvalue = {v}\n' for i, v in enumerate(values))
    deep = "[" * nest + "]" * nest if nest else "0"
    return (f'schema_version = 1\ngame = "user"\nx = {deep}\n[[chart]]\nid = "c"\ntitle = "C"\nrule = "test"\npool = "{pool}"\n'
            f'{mods}[[chart.row]]\nmin = -100000\nmax = 100000\nresult = "r"\n').encode()


CHARTS = st.one_of(
    st.builds(chart_toml, st.lists(st.integers(-2**40, 2**40), max_size=30),
              st.sampled_from(["2d6", "1d10", "3d6kh2", "5d6²", "100d1000"]), st.integers(0, 600)),
    st.binary(max_size=200),
    st.binary(max_size=60).map(lambda b: b"schema_version = 1\n" + b),
)


@settings(max_examples=40, deadline=None)
@given(data=CHARTS)
@example(data=chart_toml([2**k for k in range(28)], "2d6", 0))
@example(data=chart_toml([1], "2d6", 500))
@example(data=b"schema_version = 1\ngame = \"\xff\xfe\"\n")
def test_chart_files_load_or_are_refused_untouched(data):
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "mine.toml"
        path.write_bytes(data)
        before = folder_state(Path(d))
        charts, problems = load_chart_file(path)
        assert charts or problems
        assert all(p.message for p in problems)
        assert folder_state(Path(d)) == before


def test_a_chart_with_many_modifiers_is_reached_as_sums_not_subsets():
    """24 or 28 modifiers (the issue's case): the modifier check works over reachable sums."""
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "many.toml"
        path.write_bytes(chart_toml([k % 7 - 3 for k in range(28)], "2d6", 0))
        charts, problems = load_chart_file(path)
        assert [p for p in problems if p.severity == "error"] == [] and len(charts) == 1
        values = [k % 7 - 3 for k in range(28)]
        low, high = 2 + sum(v for v in values if v < 0), 12 + sum(v for v in values if v > 0)
        assert charts[0].reachable() == set(range(low, high + 1))
        path.write_bytes(chart_toml([2**k for k in range(28)], "2d6", 0))
        _, problems = load_chart_file(path)
        assert any("must be -1000..1000" in p.message for p in problems)


def sqlite_bytes() -> bytes:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "x.sqlite"
        con = sqlite3.connect(path)
        con.execute("CREATE TABLE t (a, b)")
        con.executemany("INSERT INTO t VALUES (?, ?)", [(i, "x" * 50) for i in range(200)])
        con.commit()
        con.close()
        return path.read_bytes()


SQLITE = sqlite_bytes()
DB_FILES = st.one_of(
    st.binary(max_size=300),
    st.binary(max_size=300).map(lambda b: b"SQLite format 3\x00" + b),
    st.tuples(st.integers(0, len(SQLITE)), st.binary(min_size=1, max_size=40)).map(
        lambda t: SQLITE[: t[0]] + t[1] + SQLITE[t[0] + len(t[1]):]),
    st.integers(0, len(SQLITE)).map(lambda n: SQLITE[:n]),
)


@settings(max_examples=40, deadline=None)
@given(data=DB_FILES, wal=st.one_of(st.none(), st.binary(max_size=64)))
@example(data=b"", wal=None)
@example(data=SQLITE, wal=b"orphan")
def test_database_files_are_refused_untouched(data, wal):
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "given.sqlite"
        path.write_bytes(data)
        if wal is not None:
            (Path(d) / "given.sqlite-wal").write_bytes(wal)
        before = folder_state(Path(d))
        with pytest.raises(StoreError) as err:
            Store.open(path).close()
        assert str(path) in str(err.value)
        assert folder_state(Path(d)) == before


@pytest.mark.parametrize("text, words", [
    ('{"a": ' + "9" * 5000 + "}", "digits"),
    ('{"a": 1e400}', "too large"),
    ('{"a": NaN}', "not a number"),
    ("[" * 500 + "]" * 500, "nested more than"),
])
def test_json_limits(text, words):
    with pytest.raises(InputError, match=words):
        limits.loads_json(text.encode(), "table.json")
    with pytest.raises(InputError, match="UTF-8"):
        limits.loads_json(b'{"a": "\xff"}', "table.json")


def test_a_file_that_never_ends_is_refused_at_once(tmp_path):
    """Issue 17 (hangs): `measure /dev/zero command` read until memory ran out. Issue 26: a device is no
    regular file and is refused before it is opened; a regular file too big (a sparse 9 MB file here) is read
    at most limits.MAX_FILE_BYTES + 1 bytes and then refused naming it."""
    import time

    from assistant.cli import main
    from assistant.core.tomlfile import read_toml

    zero = Path("/dev/zero")
    if not zero.exists():
        pytest.skip("no /dev/zero here")
    t0 = time.perf_counter()
    with pytest.raises(InputError, match="a device, not a regular file"):
        read_toml(zero)
    charts, problems = load_chart_file(zero)
    assert not charts and "a device" in problems[0].message
    assert main(["measure", str(zero), "command"]) == 2
    big = tmp_path / "big.toml"
    with big.open("wb") as fh:
        fh.truncate(9 * 1024 * 1024)
    with pytest.raises(InputError, match="over 8,388,608 bytes"):
        read_toml(big)
    charts, problems = load_chart_file(big)
    assert not charts and "over 8,388,608 bytes" in problems[0].message
    assert time.perf_counter() - t0 < 10  # a hang guard: each is one bounded read


@pytest.mark.parametrize("text, words", [
    ('{"format": 1, "x": ' + "9" * 5000 + "}", "at most 19 digits"),
    ("[" * 100_000 + "]" * 100_000, "nested more than 64 deep"),
])
def test_table_files_with_huge_numbers_or_deep_nesting(tmp_path, capsys, text, words):
    """Issue 17 (crashes): a table file with a 5,000-digit number or nested 100,000 deep is refused with a
    message naming the file (it was a ValueError / RecursionError caught as 'cannot do that'), unchanged."""
    from assistant.cli import main

    path = tmp_path / "table.json"
    path.write_text(text)
    before = folder_state(tmp_path)
    assert main(["measure", str(path), "command"]) == 2
    err = capsys.readouterr().err
    assert words in err and str(path) in err and "Traceback" not in err and "cannot do that" not in err
    assert folder_state(tmp_path) == before
