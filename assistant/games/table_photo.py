"""The Bataan table photo (issue 16.2): a photo of the table from above, its four corners clicked and
the table's size from the game, giving a perspective-corrected background in inches. Qt-free.

Like a hex map's scan (``map_image``), the photo stays the referee's own file (``kept_file``): the game keeps one
``table_photo`` record with the file's path, pixel size, byte size, modification time and SHA-256
(a moved or edited file is noticed, a moved one found again by its hash), the four corners clicked
on it (photo pixels, in order: the table corner drawn at the top left of the board, then top right,
bottom right, bottom left), the table size they were clicked for (inches), and how opaque the photo
is drawn over the table cloth. Nothing of the image is stored or shipped.

:func:`photo_to_table` is the perspective map from photo pixels to table inches
(``core.hex_calibration.rectangle_from_corners``). Every command returns ONE undoable ``Change``
with ``meta=(("summary", lines),)``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from assistant.core.errors import InputError
from assistant.store import records
from assistant.store.changes import Change

from .kept_file import check_image_file, check_pixel_size, file_sha256, file_status, relinked
from .session import GameSession
from assistant.core.messages import msg

if TYPE_CHECKING:
    from assistant.core.hex_calibration import Homography


__all__ = ["RECORD", "TablePhoto", "TablePhotoCommands", "photo_to_table", "file_status", "DEFAULT_OPACITY",
           "CornerCheck", "check_corners", "ASPECT_QUESTION"]

RECORD = "table_photo"
KEY = "photo"
DEFAULT_OPACITY = 0.6
CORNER_NAMES = ("top left", "top right", "bottom right", "bottom left")


@dataclass(frozen=True)
class TablePhoto:
    """The record of a game's table photo; ``corners`` (photo pixels) and ``table_in`` (the table's
    width and height in inches they were clicked for) are None until it is calibrated."""

    path: str
    width: int
    height: int
    sha256: str
    bytes: int
    mtime_ns: int = 0
    corners: tuple[tuple[float, float], ...] | None = None
    table_in: tuple[float, float] | None = None
    opacity: float = DEFAULT_OPACITY

    @property
    def name(self) -> str:
        return Path(self.path).name

    @property
    def calibrated(self) -> bool:
        return self.corners is not None and self.table_in is not None

    def to_dict(self) -> dict[str, Any]:
        d = {f.name: getattr(self, f.name) for f in fields(self)}
        d["corners"] = [list(c) for c in self.corners] if self.corners is not None else None
        d["table_in"] = list(self.table_in) if self.table_in is not None else None
        return d

    @classmethod
    def from_dict(cls, data: dict) -> "TablePhoto":
        d = {f.name: data.get(f.name) for f in fields(cls) if f.name in data}
        if d.get("corners") is not None:
            d["corners"] = tuple((float(x), float(y)) for x, y in d["corners"])
        if d.get("table_in") is not None:
            d["table_in"] = (float(d["table_in"][0]), float(d["table_in"][1]))
        if d.get("opacity") is None:
            d["opacity"] = DEFAULT_OPACITY
        return cls(**d)


def photo_to_table(photo: TablePhoto) -> Homography:
    """Photo pixels -> table inches for a calibrated photo."""
    from assistant.core.hex_calibration import rectangle_from_corners
    if not photo.calibrated:
        raise InputError(msg("the table photo's corners are not clicked yet"), "table photo")
    return rectangle_from_corners(photo.corners, *photo.table_in, where=f"the corners of {photo.name}")


ASPECT_QUESTION = 1.5   # an outline this many times wider (or narrower) than the table is asked about first


@dataclass(frozen=True)
class CornerCheck:
    """What four clicked corners say (issue 23.2): the outline's width : height as clicked (corner 1
    to 2 against 2 to 3, photo pixels), the table's, and a question for the referee ("" when none)
    when they are far apart: the photo would be drawn squashed."""

    outline_aspect: float
    table_aspect: float
    question: str = ""


def check_corners(corners: Sequence[tuple[float, float]], table_w_in: float, table_h_in: float,
                  where: str = "table photo corners") -> CornerCheck:
    """Check four corners clicked on a table photo, in order from the corner the board shows at its top
    left (then top right, bottom right, bottom left). Refused, naming the cause, when they fold or
    cross, when they go round counter-clockwise (the photo would be drawn mirrored: a camera never
    sees a table so), or when corner 1 to 2 is the table's short side (the first click was another
    corner: the photo would be drawn turned and squashed). An outline whose width : height is more than
    ``ASPECT_QUESTION`` times the table's either way comes back with a question."""
    from assistant.core.hex_calibration import rectangle_from_corners

    rectangle_from_corners(corners, table_w_in, table_h_in, where=where)    # four finite points, convex
    p = [(float(x), float(y)) for x, y in corners]
    a, b, c = p[0], p[1], p[2]
    turn = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])
    if turn < 0:       # convex, so every turn has this sign: counter-clockwise on the photo (y down)
        raise InputError(msg("the corners go round the table counter-clockwise on the photo, so it would be drawn mirrored: click "
                             "them clockwise, top left, top right, bottom right, bottom left as the board shows the table"), where)

    def side(i: int) -> float:
        (x0, y0), (x1, y1) = p[i], p[(i + 1) % 4]
        return math.hypot(x1 - x0, y1 - y0)

    outline = (side(0) + side(2)) / (side(1) + side(3))
    table = float(table_w_in) / float(table_h_in)
    # the first side is the other one when the outline leans the other way, past the geometric middle
    # (for a 2 : 1 table, an outline under 0.71 : 1): a photo at an angle squashes, it does not swap
    if math.log(outline) * math.log(table) < 0 and abs(math.log(outline)) > 0.5 * abs(math.log(table)):
        long_side = "long" if table > 1 else "short"
        raise InputError(msg("corner 1 to corner 2 runs along the table's {0} side (the outline clicked is {1:.2f} : 1, the table "
                             "{2:g} : 1): the first click was another corner, and the photo would be drawn turned and squashed; "
                             "start at the corner the board shows at its top left and go along the {3} side", 'short' if table > 1 else 'long', outline, table, long_side), where)
    question = ""
    if max(outline / table, table / outline) > ASPECT_QUESTION:
        question = (f"The outline clicked on the photo is {outline:.2f} : 1, but the table is {table:g} : 1 "
                    f"({table_w_in:g}\" x {table_h_in:g}\"): the photo will be stretched "
                    f"{max(outline / table, table / outline):.1f} times one way to fit it. Is this the photo of "
                    "this table, and were the corners clicked on the table's edge?")
    return CornerCheck(outline, table, question)


def _check_opacity(opacity: float) -> float:
    if isinstance(opacity, bool) or not isinstance(opacity, (int, float)) or not math.isfinite(opacity) \
            or not 0.0 <= opacity <= 1.0:
        raise InputError(msg("the opacity is a number from 0 (hidden) to 1 (opaque), got {0!r}", opacity), "table photo")
    return float(opacity)


class TablePhotoCommands:
    """The table photo of one Bataan game (every command: one Change)."""

    def __init__(self, session: GameSession):
        self.session = session

    @property
    def store(self):
        return self.session.store

    def photo(self) -> TablePhoto | None:
        data = records.get(self.store, self.session.game_id, RECORD, KEY)
        return TablePhoto.from_dict(data) if data else None

    def _done(self, text: str, photo: TablePhoto | None, lines: Iterable[str]) -> Change:
        gid = self.session.game_id
        op = (records.delete_op(self.store, gid, RECORD, KEY) if photo is None
              else records.put_op(self.store, gid, RECORD, KEY, photo.to_dict()))
        return replace(records.change(text, gid, [op]), meta=(("summary", tuple(lines)),))

    def set_photo(self, path: str | Path, width: int, height: int, sha256: str | None = None) -> Change:
        """Keep ``path`` as the table photo (``width`` x ``height`` pixels as the window read them);
        corners clicked on another image are dropped, those on the same image (same hash) kept."""
        p = check_image_file(path, "a table photo")
        check_pixel_size(width, height, "photo", path)
        st = p.stat()
        sha = sha256 or file_sha256(p)
        old = self.photo()
        same = old is not None and old.sha256 == sha
        new = TablePhoto(str(p), width, height, sha, st.st_size, st.st_mtime_ns,
                         old.corners if same else None, old.table_in if same else None,
                         old.opacity if old is not None else DEFAULT_OPACITY)
        lines = [f"Table photo {p.name}: {width} x {height} pixels, SHA-256 {sha[:12]}…",
                 "The file stays where it is; only its path and hash are kept."]
        if old is not None and old.calibrated and not same:
            lines.append("The corners clicked on the previous photo were dropped: click this one's.")
        return self._done(f"Table photo {p.name}", new, lines)

    def calibrate(self, corners: Sequence[tuple[float, float]], table_w_in: float, table_h_in: float,
                  opacity: float | None = None, aspect_confirmed: bool = False) -> Change:
        """Keep the four clicked corners (photo pixels, in order from the board's top left) for a
        table ``table_w_in`` x ``table_h_in`` inches; refused if they do not make a table outline
        inside the photo, clicked clockwise from the right corner (:func:`check_corners`), and, when
        the outline's width : height is far from the table's, unless the referee confirmed it."""
        photo = self.photo()
        if photo is None:
            raise InputError(msg("load a table photo before clicking its corners"), "table photo")
        pts = tuple((float(x), float(y)) for x, y in corners)
        for i, (x, y) in enumerate(pts):
            if not (math.isfinite(x) and math.isfinite(y)) or not (0 <= x <= photo.width and 0 <= y <= photo.height):
                raise InputError(msg("the {0} corner ({1:.0f}, {2:.0f}) is outside the {3} x {4} photo", CORNER_NAMES[i] if i < 4 else str(i + 1), x, y, photo.width, photo.height), "table photo corners")
        check = check_corners(pts, table_w_in, table_h_in)
        if check.question and not aspect_confirmed:
            raise InputError(check.question + " (not kept: confirm it to keep these corners)", "table photo corners")
        op = photo.opacity if opacity is None else _check_opacity(opacity)
        new = replace(photo, corners=pts, table_in=(float(table_w_in), float(table_h_in)), opacity=op)
        return self._done("Table photo corners", new,
                          [f"Table photo {photo.name} set on the {table_w_in:g}\" x {table_h_in:g}\" table from its "
                           f"four corners; drawn at {op:.0%} opacity."])

    def set_opacity(self, opacity: float) -> Change:
        photo = self.photo()
        if photo is None:
            raise InputError(msg("this game has no table photo"), "table photo")
        op = _check_opacity(opacity)
        return self._done(f"Table photo at {op:.0%} opacity", replace(photo, opacity=op),
                          [f"The table photo is drawn at {op:.0%} opacity."])

    def relink(self, path: str | Path) -> Change:
        """The kept photo found at a new path: refused unless its SHA-256 is the one recorded."""
        photo = self.photo()
        if photo is None:
            raise InputError(msg("this game has no table photo to find"), "table photo")
        p, new = relinked(photo, path, "a table photo", "photo")
        return self._done(f"Table photo found at {p}", new,
                          [f"Table photo {photo.name} found at {p} (same SHA-256)."])

    def clear(self) -> Change:
        photo = self.photo()
        if photo is None:
            raise InputError(msg("this game has no table photo"), "table photo")
        return self._done("Forget the table photo", None,
                          [f"The game no longer shows {photo.name} (the file itself is untouched)."])

    def status(self) -> str:
        """``"none"``, ``"ok"``, ``"missing"`` or ``"changed"`` (see ``kept_file.file_status``)."""
        photo = self.photo()
        return "none" if photo is None else file_status(photo)  # type: ignore[arg-type]
