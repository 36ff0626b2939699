"""Moves read from a photo of the table, for a Bataan game (issue 24.3): read the photo against the
table the game knows, with each figure's allowance in this phase (the moving side: its run allowance,
or a crawl for a seriously wounded American, less what it already moved this turn; everyone else: 0",
so any move of theirs is flagged ``too far``), and record the moves the referee accepts as ONE undoable
change, named with the photo's path and SHA-256. The moves go through the game's own drag command
(``record_drag``, the game's moves from the board): terrain costs, the mode, command, the reveals within 2" (B15, B30) and
entrenchment follow as after any move. Hidden Americans are never on the photo: never moved, never
revealed by it. A function module taking the game explicitly (no mixin on ``BataanGame``)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

from assistant.core.errors import InputError
from assistant.store.changes import Change

from .sequence import MoveMode, allowance_in
from .sides import AMERICAN
from .figure_specs import spec_of

if TYPE_CHECKING:
    from .game import BataanGame
    from .photo.colours import Palette
    from .photo.read import PhotoReading


@dataclass(frozen=True)
class GamePhoto:
    """A photo read for the game: its path and SHA-256 (checked again before recording) and the reading."""

    path: str
    sha256: str
    reading: "PhotoReading"


def allowances(game: "BataanGame") -> dict[str, float]:
    """How far each figure may have moved since the record, in this phase (see the module's text)."""
    side = game.drags.moving_side()
    st = game.state
    out: dict[str, float] = {}
    for f in game.table().figures.values():
        if side is None or f.side != side or not f.alive:
            out[f.id] = 0.0
            continue
        serious = f.side == AMERICAN and f.wounds == "serious"
        allow, why = allowance_in(spec_of(f), MoveMode.CRAWL if serious else MoveMode.RUN, seriously_wounded=serious)
        prev = st.turn(f.id)
        out[f.id] = 0.0 if why else max(0.0, allow - (prev.moved_in if prev.moved else 0.0))
    return out


def read(game: "BataanGame", path: str | Path, palette: "Palette | None" = None,
         marker_size_in: float = 3.0) -> GamePhoto:
    """Read the photo at ``path`` against the game's table (nothing changes)."""
    p, data, sha = photo_file(path)
    return check_moves(game, read_for(game.table(), allowances(game), p, data, sha, palette, marker_size_in))


def photo_file(path: str | Path) -> tuple[Path, bytes, str]:
    """(the resolved path, the file's bytes, their SHA-256): the bytes read are the bytes hashed."""
    import hashlib

    p = Path(path).expanduser()
    if not p.is_file():
        raise InputError("no such file", str(path))
    data = p.read_bytes()
    return p.resolve(), data, hashlib.sha256(data).hexdigest()


def check_moves(game: "BataanGame", photo: GamePhoto) -> GamePhoto:
    """The reading with each move checked as the game would record it (``drag_plan``: the B7 terrain
    costs against the run allowance, command, the phase): a move the game refuses is flagged with why
    (a cost past the allowance: ``too far``) so the review never ticks it and accept-all leaves it."""
    moves = {r.id: (r.x, r.y) for r in photo.reading.figures if r.moves}
    if not moves:
        return photo
    plan = {d.figure: d for d in game.drags.drag_plan(moves)}
    out = []
    for r in photo.reading.figures:
        d = plan.get(r.id)
        if d is not None and d.problem:
            status = "too far" if "allowance" in d.problem else r.status
            conf = r.confidence * (0.3 if status == "too far" and r.status != "too far" else 1.0)
            r = replace(r, status=status, confidence=conf, problem=d.problem)
        out.append(r)
    return replace(photo, reading=replace(photo.reading, figures=tuple(out)))


def read_for(table, allowance: dict[str, float], path: Path, data: bytes, sha: str,
             palette: "Palette | None" = None, marker_size_in: float = 3.0) -> GamePhoto:
    """`read` with the table and allowances taken beforehand (plain values: a worker thread may run it)."""
    from .photo.read import read_photo

    reading = read_photo(data, table, palette, marker_size_in=marker_size_in, allowance=allowance, where=str(path))
    return GamePhoto(str(path), sha, reading)


def accept(game: "BataanGame", photo: GamePhoto, ids: Iterable[str] | None = None) -> Change:
    """ONE change moving the accepted figures (``ids``; None: every figure the photo moved within its
    allowance that the game's check lets move) where the photo puts them; a figure flagged ``too far`` moves only when named, and
    then the move's own check (B7 costs, the run allowance) decides. The photo must still be the file
    read (its SHA-256)."""
    from assistant.games.kept_file import file_sha256

    by_id = photo.reading.by_id()
    if ids is None:
        chosen = [r.id for r in photo.reading.figures if r.status == "moved" and not r.problem]
    else:
        chosen = list(dict.fromkeys(ids))
        for fid in chosen:
            r = by_id.get(fid)
            if r is None:
                raise InputError(f"{fid} is not a figure of this table", "photo moves")
            if not r.moves:
                raise InputError(f"{fid} is {r.status} on the photo: nothing to move", "photo moves")
    if not chosen:
        raise InputError("no move from the photo to accept", "photo moves")
    if not Path(photo.path).is_file() or file_sha256(photo.path) != photo.sha256:
        raise InputError("the photo changed or went away since it was read: read it again", photo.path)
    table = game.table()
    for fid in chosen:
        f = table.figure(fid)
        if f.side == AMERICAN and not f.revealed:
            raise InputError(f"{fid} is a hidden American: a photo never moves or reveals him", "photo moves")
    moves = {fid: (by_id[fid].x, by_id[fid].y) for fid in chosen}
    text = (f"Moves from the table photo {photo.path} (SHA-256 {photo.sha256}): "
            f"{len(moves)} figure{'s' if len(moves) != 1 else ''}")
    change = game.drags.record_drag(moves, text=text)
    meta = dict(change.meta)
    meta["photo"] = {"path": photo.path, "sha256": photo.sha256, "figures": sorted(moves)}
    return replace(change, meta=tuple(meta.items()))
