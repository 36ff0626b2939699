"""Issue 26, special files: a pipe (FIFO) given as a table file, a chart, a network or map file, a database,
the map image, the table photo or as `table-assistant FILE` blocked forever; a folder or a symbolic link
loop said "File not found"; a 4,000-character name gave a traceback. Every path a person gives goes through
``core.userfiles`` (a regular file only, checked before it is opened, read with a size limit): each kind is
refused at once, in words naming it, and nothing is written anywhere."""

from __future__ import annotations

import os
import signal
import socket
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.core.errors import InputError
from assistant.core.userfiles import check_regular, read_regular, shown

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes and link loops are POSIX here")

#: kind -> (how to make it at a path, words the refusal holds)
KINDS = {
    "fifo": (lambda p: os.mkfifo(p), "a pipe (FIFO)"),
    "folder": (lambda p: p.mkdir(), "a folder, not a file"),
    "link loop": (lambda p: os.symlink(p.name, p), "symbolic link loop"),
    "link to a fifo": (lambda p: _link_to_fifo(p), "a pipe (FIFO)"),
    "socket": (lambda p: socket.socket(socket.AF_UNIX).bind(str(p)), "a socket"),
    "missing": (lambda p: None, "no such file"),
}


def _link_to_fifo(p: Path) -> None:
    target = p.with_name(f".target{len(list(p.parent.iterdir()))}")
    os.mkfifo(target)
    os.symlink(target.name, p)


@contextmanager
def hang_guard(seconds: int = 20):
    """A reader that blocks on a pipe would hang the test run: fail it instead (SIGALRM)."""
    def fail(*_):
        raise TimeoutError("blocked reading a special file")
    old = signal.signal(signal.SIGALRM, fail)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def special(tmp_path: Path, kind: str, name: str) -> Path:
    folder = tmp_path / kind.replace(" ", "_")
    folder.mkdir(exist_ok=True)
    path = folder / name
    if kind == "socket" and len(str(path)) > 100:   # a socket's path is at most ~100 bytes
        kind = "fifo"
    KINDS[kind][0](path)
    return path


def folder_state(folder: Path) -> list[tuple[str, int]]:
    return sorted((str(p.relative_to(folder)), p.lstat().st_mode) for p in folder.rglob("*"))


def readers():
    """(name, call) of every reader of a path a person gives that needs no window."""
    from assistant.core.charts import load_chart_file
    from assistant.core.roads import RoadNetwork
    from assistant.core.tomlfile import read_toml
    from assistant.games.bataan.table.tablefile import load_table
    from assistant.games.kept_file import check_image_file, file_sha256

    def chart(p):
        charts, problems = load_chart_file(p)
        assert not charts
        raise InputError(problems[0].message, str(p))

    return [("table file", load_table), ("chart file", chart), ("toml", read_toml), ("road network", RoadNetwork.load),
            ("image", lambda p: check_image_file(p, "a map image")), ("hash", file_sha256),
            ("bounded read", lambda p: read_regular(p, 1000))]


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_reader_refuses_a_special_file_at_once(tmp_path, kind):
    """Issue 26: a pipe, a folder, a link loop, a socket or nothing at all: each reader says what it is."""
    _, words = KINDS[kind]
    for name, read in readers():
        path = special(tmp_path, kind, f"given-{name.replace(' ', '_')}.json")
        before = folder_state(tmp_path)
        with hang_guard(), pytest.raises(InputError) as err:
            read(path)
        assert words in str(err.value), (name, str(err.value))
        assert folder_state(tmp_path) == before


@settings(max_examples=30, deadline=None)
@given(kind=st.sampled_from(sorted(KINDS)), length=st.sampled_from([1, 40, 200, 300, 4000]),
       suffix=st.sampled_from([".json", ".toml", ".png", ".sqlite", ""]))
def test_special_files_and_long_names_through_the_gate(tmp_path_factory, kind, length, suffix):
    """The gate (``check_regular``) over kinds and name lengths: a name too long for the system is said so
    (and shown cut in the middle), never an OSError or a traceback."""
    tmp = tmp_path_factory.mktemp("gate")
    name = ("n" * length)[: max(1, length - len(suffix))] + suffix
    too_long = len(name.encode()) > 255
    if too_long:
        path = tmp / name
    else:
        path = special(tmp, kind, name)
    with hang_guard(), pytest.raises(InputError) as err:
        check_regular(path)
    if too_long:
        assert "too long" in err.value.message
        assert len(str(err.value)) < 400
    else:
        assert KINDS["fifo" if kind == "socket" and len(str(path)) > 100 else kind][1] in err.value.message


def test_a_regular_file_reads_and_a_shown_name_is_cut_in_the_middle(tmp_path):
    p = tmp_path / "ok.json"
    p.write_bytes(b'{"a": 1}')
    assert read_regular(p, 100) == b'{"a": 1}'
    with pytest.raises(InputError, match="over 4 bytes"):
        read_regular(p, 4)
    long = "x" * 4000
    assert len(shown(long)) < 200 and shown(long).startswith("xxx") and "4,000 characters" in shown(long)


def test_command_line_file_argument(tmp_path, capsys):
    """`table-assistant FILE` with a pipe, a folder, a link loop, a device or a 4,000-character name: one line
    saying what it is (no traceback, no wait), the headless commands too."""
    from assistant import app
    from assistant.cli import main as cli_main

    cases = {kind: special(tmp_path, kind, "given.sqlite") for kind in ("fifo", "folder", "link loop")}
    for kind, path in cases.items():
        with hang_guard():
            problem = app.database_file_problem(path)
            assert not app.is_table_file(path)
        assert KINDS[kind][1] in problem and str(path) in problem
    assert "a device" in app.database_file_problem("/dev/null")
    long = str(tmp_path / ("a" * 4000))
    assert app._is_file_argument(long)
    problem = app.database_file_problem(long)
    assert "too long" in problem and len(problem) < 400
    with hang_guard():
        fifo = special(tmp_path, "fifo", "table.json")
        assert cli_main(["measure", str(fifo), "command"]) == 2
        assert cli_main(["measure", long + ".json", "command"]) == 2
    err = capsys.readouterr().err
    assert "a pipe (FIFO)" in err and "too long" in err and "Traceback" not in err


def test_the_store_refuses_special_files(tmp_path):
    from assistant.store.errors import StoreError
    from assistant.store.store import Store

    for kind, words in (("fifo", "special file"), ("folder", "folder"), ("link loop", "symbolic link loop")):
        path = special(tmp_path, kind, "games.sqlite")
        before = folder_state(tmp_path)
        with hang_guard(), pytest.raises(StoreError, match=words):
            Store.open(path)
        assert folder_state(tmp_path) == before
    with pytest.raises(StoreError, match="too long") as err:
        Store.open(tmp_path / ("d" * 4000))
    assert len(str(err.value)) < 500


def test_the_network_import_refuses_a_pipe(tmp_path):
    from assistant.games.macarthur.commands import MacArthurGame
    from assistant.games.session import GameSession
    from assistant.games.setup import new_game
    from assistant.store.store import Store

    store = Store.open(":memory:")
    game = MacArthurGame(GameSession(store, new_game(store, "macarthur_korea", setup="demo", seed=3)))
    fifo = special(tmp_path, "fifo", "net.json")
    with hang_guard(), pytest.raises(InputError, match="a pipe"):
        game.roads.import_network_file(fifo)


def test_the_window_refuses_special_files_as_images_and_table_files(window, tmp_path):
    """The window's own readers: the table photo, the table file, `table-assistant FILE.json`, a hex map's
    image and map file, the MacArthur scan and network file: refused in a message naming what the path is,
    nothing recorded, the window never waits."""
    board = window.board
    for kind in ("fifo", "folder", "link loop"):
        words = KINDS[kind][1]
        with hang_guard():
            assert not board.photo.load(special(tmp_path, kind, "photo.png"))
            assert words in window.last_error[1] and board.photo.cmds.photo() is None
            assert not board.load_table_file(special(tmp_path, kind, "table.json"))
            assert words in window.last_error[1]
            assert not window.open_table_file(special(tmp_path, kind, "new.json"), ask=False)
            assert words in window.last_error[1]
    window.create_and_open("tarawa", "Special files")
    hexes = window.board.map_image
    for kind in ("fifo", "folder", "link loop"):
        words = KINDS[kind][1]
        with hang_guard():
            assert not hexes.load_image(special(tmp_path, kind, "scan.png"), calibrate=False)
            assert words in window.last_error[1] and hexes.cmds.image() is None
            assert not hexes.read_map_file(special(tmp_path, kind, "map.json"))
            assert words in window.last_error[1]
    window.create_and_open("macarthur_korea", "Special files")
    mac = window.board
    for kind in ("fifo", "folder", "link loop"):
        with hang_guard():
            assert not mac.backdrop.load_image(special(tmp_path, kind, "mac-scan.png"))
            assert mac.backdrop.cmds.image() is None
            assert not mac.editor_tab.import_network(special(tmp_path, kind, "net.json"))
            assert KINDS[kind][1] in window.last_error[1]
