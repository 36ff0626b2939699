"""Moves from the board for `BataanGame` (Qt-free): drags, the ruler, the Banzai Charge.

`DragCommands` turns a finished drag (or the ruler) into recorded moves: the path's terrain cost (B7), the
mode it implies, cheapest first so fire is only halved (III, B8, B14), the referee's choice when the cost
is too close to call between a walk and a run (B28), a figure out of command refused (I, B5); and it
proposes and records the Banzai Charge's runs at the nearest visible American (VI.D, B6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Sequence

import numpy as np

from assistant.core.errors import InputError
from assistant.games.bataan.table.figures import Figure
from assistant.store.changes import Change

from . import rules
from .sides import AMERICAN, JAPANESE
from .figure_specs import spec_of
from .sequence import PHASE_TEXT, FigureTurn, MoveMode, Phase, allowance_in
from assistant.core.messages import msg

if TYPE_CHECKING:
    from .previews import DragMove, ProposedMove


class DragCommands:
    """Held by the game as ``game.drags``; reads and writes through it (explicit dependency)."""

    def __init__(self, game):
        self.game = game


    # -- moves from the board: drags, the ruler, the Banzai Charge ----------------------------------
    def moving_side(self) -> str | None:
        """The side that moves in the current phase (None outside the movement phases)."""
        return {Phase.JAPANESE_MOVE: JAPANESE, Phase.AMERICAN_MOVE: AMERICAN}.get(self.game.phase)

    def modes_for(self, f: Figure, cost_in: float, *, crosses_river: bool = False,
                  prev: FigureTurn | None = None) -> tuple[list[MoveMode], list[MoveMode]]:
        """(the modes this figure may use at all, those whose allowance covers ``cost_in``), cheapest
        first (III, B7, B14, VI.D): a seriously wounded American only crawls, a Banzai Charge runs, the
        river is crossed at a walk; a figure that already ran this turn keeps running."""
        st = self.game.state
        spec = spec_of(f)
        if f.side == AMERICAN and f.wounds == "serious":
            modes = [MoveMode.CRAWL]
        elif f.side == JAPANESE and st.banzai.in_force(st.clock.wave):
            modes = [MoveMode.RUN]
        else:
            modes = [MoveMode.WALK, MoveMode.RUN]
        if crosses_river:
            modes = [m for m in modes if m is MoveMode.WALK]
        if prev is not None and prev.mode is MoveMode.RUN:
            modes = [m for m in modes if m is MoveMode.RUN]
        fits = []
        margin = self.game.rulings.b28_margin_in     # B28: within the margin over it, the referee decides
        for m in modes:
            allow, why = allowance_in(spec, m, seriously_wounded=f.wounds == "serious")
            if not why and cost_in <= allow + margin + 1e-9:
                fits.append(m)
        return modes, fits

    def drag_plan(self, moves: Mapping[str, Sequence[float]]) -> tuple["DragMove", ...]:
        """What a finished drag means in a movement phase: per figure the straight path's terrain cost
        (B7, added to what it already moved this turn), the mode it implies (the cheapest that covers
        it: walk before run, so fire is only halved, B8) and whether the referee must choose (the cost
        within the B28 margin of the walk allowance). Problems refuse the whole drag. Dead figures
        are moved without a record."""
        from .previews import DragMove
        from assistant.games.bataan.table.movement import move_cost

        st = self.game.state
        side = self.moving_side()
        table = self.game.table()
        cmd = self.game._command(table, st)
        margin = self.game.rulings.b28_margin_in
        out = []
        for fid, to in moves.items():
            f = table.figure(fid)
            to = (float(to[0]), float(to[1]))
            if not f.alive:
                out.append(DragMove(fid, to, None, 0.0, 0.0, (), False, "dead: moved without a record"))
                continue
            if side is None:
                out.append(DragMove(fid, to, None, 0.0, 0.0, (), False, "not a movement phase: no record"))
                continue
            if f.side != side:
                out.append(DragMove(fid, to, None, 0.0, 0.0, (), False,
                                    problem=f"{fid} is {f.side.title()}: it moves in its own phase, not in "
                                            f"'{PHASE_TEXT[st.clock.phase]}'"))
                continue
            mc = move_cost(table, fid, [to], "walk")
            prev = st.turn(fid)
            total = mc.cost_in + (prev.moved_in if prev.moved else 0.0)
            crosses = "river" in mc.by_ground_in
            modes, fits = self.modes_for(f, total, crosses_river=crosses, prev=prev if prev.moved else None)
            c = cmd.get(fid)
            problem = ""
            if f.side == JAPANESE and c is not None and not c.may_act:
                problem = f"{fid} is out of command and may not move (I, B5)"
            elif any("leaves the table" in p for p in mc.problems):
                problem = f"{fid}: the path leaves the table"
            elif not fits:
                best = modes[-1] if modes else MoveMode.RUN
                allow = allowance_in(spec_of(f), best, seriously_wounded=f.wounds == "serious")[0]
                problem = (f"{fid}: the move costs {total:.2f}\" (B7 terrain costs"
                           + (f", {prev.moved_in:.2f}\" already moved" if prev.moved else "")
                           + f"), more than its {best.value} allowance of {allow:g}\""
                           + (" (the river is crossed at a walk)" if crosses else ""))
            ask = False
            if fits and fits[0] is MoveMode.WALK and len(fits) > 1 and abs(total - rules.WALK_IN) <= margin + 1e-12:
                ask = True                     # B28: too close to call between a walk and a run
            elif fits and total > allowance_in(spec_of(f), fits[0], seriously_wounded=f.wounds == "serious")[0] + 1e-9:
                ask = True                     # B28: just over the only allowance left: the referee decides
            out.append(DragMove(fid, to, fits[0] if fits and not problem else None, float(mc.cost_in), float(total),
                                tuple(fits), ask, problem=problem))
        return tuple(out)

    def record_drag(self, moves: Mapping[str, Sequence[float]], modes: Mapping[str, str | MoveMode] | None = None,
                    text: str = "") -> Change:
        """A finished drag in a movement phase: the figures move AND each records its move (mode from the
        distance, or ``modes``) in ONE change, so fire permission follows what happened (B8). Any
        problem (past the run allowance, the wrong side, out of command) refuses the whole drag."""
        self.game._no_victory()
        plan = self.drag_plan(moves)
        bad = [d.problem for d in plan if d.problem]
        if bad:
            raise InputError("; ".join(bad), "move")
        modes = dict(modes or {})
        table = self.game._work_table()
        st = self.game.state
        words: list[str] = []
        for d in plan:
            if not d.records:
                table.move_figure(d.figure, *d.to)
                continue
            mode = MoveMode(modes.get(d.figure) or d.mode)
            if mode not in d.modes:
                raise InputError(msg('{0} may not {1} {2:.2f}"', d.figure, mode.value, d.total_in), "move")
            st, w, _ = self.game.turn._move_one(table, st, d.figure, mode, None, d.to, extend=True)
            words += w
        if not text:
            ids = [d.figure for d in plan]
            text = f"Move {ids[0]}" if len(ids) == 1 else f"Move {len(ids)} figures"
            recs = {MoveMode(modes.get(d.figure) or d.mode).value for d in plan if d.records}
            if recs:
                text += f" ({', '.join(m for m in ('crawl', 'walk', 'run') if m in recs)})"
        return self.game._finish(text, [text] + words, table=table, state=st)

    def banzai_move_proposals(self) -> tuple["ProposedMove", ...]:
        """VI.D, B6: under a Banzai Charge each Japanese figure ignores command and runs at its nearest
        visible American: along the straight line, as far as the run allowance goes at the B7 terrain
        costs (never into the river, which is crossed only at a walk), stopping at base contact.

        No run ends overlapping another base (friend or foe; touching its own target is the aim): the
        figures are planned nearest their target first, each against the others where they stand or
        where their planned run ends; when a base blocks the straight line the run veers by up to 30
        degrees, taking the line that ends nearest the target, or stops short of that base."""
        from .previews import ProposedMove
        from assistant.games.bataan.table.runs import best_run
        st = self.game.state
        if not st.banzai.in_force(st.clock.wave):
            raise InputError(msg("no Banzai Charge is in force (VI.D)"), "banzai")
        table = self.game.table()
        assigns = list(self.game.wave.banzai_targets())
        at = {f.id: f for f in table.figures.values() if f.alive}   # where each figure stands or will stand
        done: dict[str, ProposedMove] = {}
        order = sorted(assigns, key=lambda a: (a.american_id is None, a.distance_in if a.american_id else 0.0,
                                               a.japanese_id))
        for a in order:
            f = table.figure(a.japanese_id)
            if st.turn(f.id).moved:
                done[f.id] = ProposedMove(f.id, a.american_id, f.centre, f.centre, 0.0, 0.0, False,
                                          "already moved this turn")
                continue
            if a.american_id is None:
                done[f.id] = ProposedMove(f.id, None, f.centre, f.centre, 0.0, 0.0, False, a.reason)
                continue
            others = [o for fid, o in sorted(at.items()) if fid not in (f.id, a.american_id)]
            run = best_run(table, f, table.figure(a.american_id), rules.RUN_IN, others)
            end, cost, contact = run.end, run.cost_in, run.contact
            at[f.id] = f.moved(*end)
            length = float(np.hypot(end[0] - f.x, end[1] - f.y))
            why = (f"runs at {a.american_id} ({a.distance_in:.1f}\" away): {length:.1f}\" for {cost:.1f}\" of "
                   f"{rules.RUN_IN:g}\"" + (", into base contact" if contact else ""))
            if run.offset_deg:
                why += f", veering {run.offset_deg:+.0f} degrees around a base in the way"
            if run.blocker:
                why += f", stopping short of {run.blocker}'s base"
            done[f.id] = ProposedMove(f.id, a.american_id, f.centre, end, cost, length, contact, why)
        return tuple(done[a.japanese_id] for a in assigns)

    def banzai_moves(self, moves: Mapping[str, Sequence[float]] | Sequence["ProposedMove"]) -> Change:
        """The referee's reviewed Banzai moves, as runs (VI.D), in one change."""
        self.game._no_victory()
        st = self.game.state
        if not st.banzai.in_force(st.clock.wave):
            raise InputError(msg("no Banzai Charge is in force (VI.D)"), "banzai")
        if st.clock.phase is not Phase.JAPANESE_MOVE:
            raise InputError(msg("VI.D: the charging Japanese run in the Japanese move, not now ('{0}')", PHASE_TEXT[st.clock.phase]), "banzai")
        if not isinstance(moves, Mapping):
            moves = {m.figure: m.end for m in moves if m.moves}
        if not moves:
            raise InputError(msg("no Banzai move chosen"), "banzai")
        table = self.game._work_table()
        words: list[str] = []
        for fid, to in moves.items():
            st, w, _ = self.game.turn._move_one(table, st, fid, MoveMode.RUN, None, (float(to[0]), float(to[1])))
            words += w
        head = f"Banzai Charge: {len(moves)} Japanese figure(s) run at the nearest visible American (VI.D)"
        return self.game._finish(head, [head] + words, table=table, state=st)
