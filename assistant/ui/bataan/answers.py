"""What the board shows, asked of the Qt-free core in one place (so the panel, the overlays, the
tests and the benchmark read the same answers). No Qt here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from assistant.games.bataan.table import measure, movement
from assistant.games.bataan.table.measure import Blast, CommandStatus, Contact, Distance
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.movement import MODES, MoveCost
from assistant.games.bataan import rules as R

if TYPE_CHECKING:   # sight and targets load with the first selection, not with the first paint (issue 17.6)
    from collections.abc import Sequence

    from assistant.games.bataan.table.sight import Sight
    from assistant.games.bataan.table.targets import Targets

BLAST_RADII_IN = (R.US_GRENADE_RADIUS_IN, R.JP_GRENADE_SECOND_RADIUS_IN)   # B12 3", B13 2"


@dataclass
class ViewState:
    """The referee's current question: what is selected, measured and switched on."""

    selection: list[str] = field(default_factory=list)     # in the order picked
    ruler_from: str | None = None                          # a figure id, or None for a point
    ruler_start: tuple[float, float] | None = None
    ruler_end: tuple[float, float] | None = None
    ruler_to: str | None = None                            # a figure under the ruler's end
    ruler_via: list[tuple[float, float]] = field(default_factory=list)   # waypoints before the end (B7 path)
    blast_at: tuple[float, float] | None = None
    blast_radius_in: float = BLAST_RADII_IN[0]
    show_command: bool = False
    show_sight: bool = True
    show_blast: bool = False
    show_contacts: bool = True
    show_reach: bool = True
    banzai: bool = False


@dataclass(frozen=True)
class RulerAnswer:
    figure: str | None
    start: tuple[float, float]
    end: tuple[float, float]
    length_in: float                  # the path, centre (or start point) through the waypoints to the end
    reading: Distance | None          # B1 reading (figure to the end point, or to the figure there)
    moves: tuple[MoveCost, ...]       # the modes this figure may use (walk/run, crawl when seriously wounded)
    jungle_in: float                  # inches of the path at half rate (jungle, swamp, stream, river)
    via: tuple[tuple[float, float], ...] = ()     # waypoints between the start and the end

    @property
    def points(self) -> list[tuple[float, float]]:
        return [self.start, *self.via, self.end]


@dataclass
class Answers:
    selected: list[str]
    distance: Distance | None = None
    sight: Sight | None = None
    command: Sequence[CommandStatus] = field(default_factory=list)   # a measure.CommandList from compute
    targets: Targets | None = None
    blast: Blast | None = None
    contacts: list[Contact] = field(default_factory=list)
    ruler: RulerAnswer | None = None

    @property
    def out_of_command(self) -> list[CommandStatus]:
        if isinstance(self.command, measure.CommandList):   # from the arrays: no status built for the rest
            return self.command.milling()
        return [c for c in self.command if c.status == "milling about"]

    @property
    def command_close(self) -> list[CommandStatus]:
        if isinstance(self.command, measure.CommandList):
            return self.command.close_calls()
        return [c for c in self.command if c.too_close_to_call]


_ruler_cache: dict = {}


def ruler_answer(table: Table, state: ViewState) -> RulerAnswer | None:
    """The ruler's readings; a move's cost depends only on the figure, the path and the terrain, so an
    unchanged ruler is not measured again while something else is dragged."""
    if state.ruler_end is None:
        return None
    figs = table._figures
    key = (figs.get(state.ruler_from), state.ruler_start, state.ruler_end, figs.get(state.ruler_to),
           tuple(state.ruler_via), id(table.terrain), table.rulings)
    got = _ruler_cache.get("last")
    if got is not None and got[0] == key:
        return got[1]
    ans = _ruler_answer(table, state)
    _ruler_cache["last"] = (key, ans)
    return ans


def _ruler_answer(table: Table, state: ViewState) -> RulerAnswer | None:
    figs = table._figures
    fid = state.ruler_from if state.ruler_from in figs else None
    start = figs[fid].centre if fid else state.ruler_start
    if start is None:
        return None
    ex, ey = state.ruler_end
    via = tuple((float(x), float(y)) for x, y in state.ruler_via)
    pts = [start, *via, (ex, ey)]
    length = sum(((b[0] - a[0]) ** 2 + (b[1] - a[1]) ** 2) ** 0.5 for a, b in zip(pts, pts[1:]))
    reading = None
    moves: list[MoveCost] = []
    slow = 0.0
    if fid:
        if state.ruler_to and state.ruler_to in figs and state.ruler_to != fid:
            reading = measure.distance(table, fid, state.ruler_to)
        else:
            reading = measure.distance_to_point(table, fid, ex, ey)
        if length > 1e-6:
            fig = figs[fid]
            for mode in MODES:
                if movement.mode_problems(fig, mode) and mode != "walk":
                    continue
                moves.append(movement.move_cost(table, fid, [*via, (ex, ey)], mode))
            if moves:
                by = moves[0].by_ground_in
                slow = sum(v for k, v in by.items() if k in ("jungle", "swamp", "stream", "river"))
    return RulerAnswer(fid, start, (ex, ey), length, reading, tuple(moves), slow, via)


def command_answer(table: Table, banzai: bool) -> Sequence[CommandStatus]:
    """Every Japanese figure's command (B5, B6): it depends on the figures, not on what is selected, so a
    new selection on a big table does not ask it again (kept while the table's version stands)."""
    key = (id(table), table.version, table.rulings, banzai)
    got = _ruler_cache.get("command")
    if got is not None and got[0] == key and got[2] is table:
        return got[1]
    ans = measure.command_list(table, banzai)   # each status built when read (the marks need none)
    _ruler_cache["command"] = (key, ans, table)
    return ans


def warm(terrain) -> None:
    """What the first answers need that depends on the terrain only, made ahead (a worker thread after the
    first paint, issue 25): the sight modules imported, numpy's masked arrays (``np.unique`` imports
    them on first use, 0.1 s), the jungle's edges and the fine clearance raster (unless the table is so
    big that points are asked one by one, `clearance.point_clearances`)."""
    import numpy.ma  # noqa: F401

    from assistant.games.bataan.table import clearance, rasters, sight, targets  # noqa: F401

    rasters.fan_edges(terrain)
    cells = (terrain.width_in / clearance.FINE_IN) * (terrain.height_in / clearance.FINE_IN)
    if cells <= clearance.POINT_QUERY_CELLS:
        clearance.fine_clearance(terrain)


def contacts_answer(table: Table) -> list[Contact]:
    """Every touching pair (B27): like the command, it depends on the figures only, so a new selection
    does not ask it again (issue 25: 0.1-0.2 s a select on a 20,000-figure table)."""
    key = (id(table), table.version, table.rulings)
    got = _ruler_cache.get("contacts")
    if got is not None and got[0] == key and got[2] is table:
        return got[1]
    ans = list(measure.kept_contacts(table))     # redone only around the figures moved since (a drag step)
    _ruler_cache["contacts"] = (key, ans, table)
    return ans


def compute(table: Table, state: ViewState, with_command: bool = True) -> Answers:
    """Every answer the board draws for this state (a few ms at 200 figures)."""
    figs = table._figures
    sel = [fid for fid in state.selection if fid in figs]
    out = Answers(sel)
    if len(sel) >= 2:
        a, b = sel[0], sel[1]
        from assistant.games.bataan.table import sight

        out.distance = measure.distance(table, a, b)
        out.sight = sight.sight(table, a, b)
    if with_command:
        out.command = command_answer(table, state.banzai)
    if sel and figs[sel[0]].alive:
        from assistant.games.bataan.table import targets

        out.targets = targets.targets(table, sel[0])
    if state.show_blast and state.blast_at is not None:
        out.blast = measure.blast(table, state.blast_at[0], state.blast_at[1], state.blast_radius_in)
    if state.show_contacts:
        out.contacts = contacts_answer(table)
    out.ruler = ruler_answer(table, state)
    return out
