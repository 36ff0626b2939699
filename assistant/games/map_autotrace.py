"""Terrain traced from the scan's colours (issue 23.2), as ONE undoable change.

:mod:`assistant.core.scan_colours` sorts the calibrated scan's hexes into colour clusters; the referee
names each cluster once with one of the game's terrain kinds, or leaves it as it is (None), and
corrects single hexes with the brush (``corrections``: hex -> kind, or None to leave the hex out).
:func:`proposal` is what the preview shows and :func:`trace_from_scan` writes exactly that, through
the same ``map_terrain`` records the brush writes (one record per hex). Hexes already traced keep
their terrain unless ``keep_traced`` is off: hours of hand tracing are never overwritten unasked.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Mapping

from assistant.core.errors import InputError
from assistant.core.messages import msg
from assistant.core.scan_colours import ScanClasses
from assistant.store import records
from assistant.store.changes import Change

from .map_image import TERRAIN, MapImageCommands

__all__ = ["proposal", "trace_from_scan"]

WHERE = "trace from the scan"


def _check(cmds: MapImageCommands, classes: ScanClasses, names: Mapping[int, str | None],
           corrections: Mapping[str, str | None]) -> None:
    count = len(classes.clusters)
    for i, kind in names.items():
        if not isinstance(i, int) or not 0 <= i < count:
            raise InputError(msg("there is no colour {0} (the scan has {1})", i, count), WHERE)
        if kind is not None and kind not in cmds.labels:
            raise InputError(msg("unknown terrain {0!r} for colour {1} (this game's: {2})", kind, i + 1,
                                 ", ".join(cmds.labels)), WHERE)
    for hx, kind in corrections.items():
        cmds._key(hx)        # InputError names a hex off the map
        if kind is not None and kind not in cmds.labels:
            raise InputError(msg("unknown terrain {0!r} (this game's: {1})", kind, ", ".join(cmds.labels)),
                             f"{WHERE}, hex {hx}")


def proposal(cmds: MapImageCommands, classes: ScanClasses, names: Mapping[int, str | None],
             corrections: Mapping[str, str | None] = {}, keep_traced: bool = True) -> dict[str, str]:
    """Hex -> the terrain Apply would give it: its cluster's name, then the brush's corrections, less
    the hexes that already hold it (and, with ``keep_traced``, every hex already traced)."""
    _check(cmds, classes, names, corrections)
    out = classes.assignment(names)
    for hx, kind in corrections.items():
        k = cmds._key(hx)
        if kind is None:
            out.pop(k, None)
        else:
            out[k] = kind
    traced = cmds.terrain()
    return {h: t for h, t in out.items() if traced.get(h) != t and not (keep_traced and h in traced)}


def trace_from_scan(cmds: MapImageCommands, classes: ScanClasses, names: Mapping[int, str | None],
                    corrections: Mapping[str, str | None] = {}, keep_traced: bool = True) -> Change:
    """The :func:`proposal` as one Change (InputError, and nothing changed, when it traces no hex)."""
    todo = proposal(cmds, classes, names, corrections, keep_traced)
    if not todo:
        if all(v is None for v in names.values()) and not any(v for v in corrections.values()):
            raise InputError(msg("every colour is left as it is: name at least one with a terrain kind"), WHERE)
        if keep_traced:
            raise InputError(msg("nothing to trace: every hex named was traced before (those are kept) or already "
                                 "holds its terrain"), WHERE)
        raise InputError(msg("nothing to trace: every hex named already holds its terrain"), WHERE)
    gid = cmds.session.game_id
    ops = [records.put_op(cmds.store, gid, TERRAIN, h, {"terrain": t}) for h, t in sorted(todo.items())]
    counts: dict[str, int] = {}
    for t in todo.values():
        counts[t] = counts.get(t, 0) + 1
    parts = ", ".join(f"{t.replace('_', ' ')} {n}" for t, n in sorted(counts.items(), key=lambda kv: -kv[1]))
    n = len(todo)
    ch = records.change(f"Trace {n} hex{'es' if n != 1 else ''} from the scan", gid, ops)
    lines = [f"Traced from the scan's colours: {n} hex{'es' if n != 1 else ''} ({parts})."]
    low = [h for h in classes.low_confidence() if h in todo]
    if low:
        lines.append(f"{len(low)} of them were uncertain (marked in the preview): check them with the brush.")
    return replace(ch, meta=(("summary", tuple(lines)),))
