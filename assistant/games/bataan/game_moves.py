"""The turn's phases, the figures' moves and their state set by the referee, for `BataanGame` (Qt-free).

`TurnCommands` moves the game to its next phase (the turn sequence; at a new turn spotted snipers hide again,
B16), checks and records a figure's move at a walk, run or crawl (III, B7 terrain costs, B8, B14 the
seriously wounded crawl, VI.D a Banzai Charge runs, B28 the margin), reveals the hidden Americans a Japanese
move comes within 2" of (B15, B30 along the path), sets entrenchment after a move (B31), and lets the
referee set wounds, revealed, entrenched or remove figures by hand (B14, B15, B22: the last American dead
ends the game).
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Mapping, Sequence

from assistant.core.errors import InputError
from assistant.games.bataan.table import measure as M
from assistant.games.bataan.table.model import Table
from assistant.store.changes import Change

from .banzai import banzai_check_end
from .sides import AMERICAN, JAPANESE
from .figure_specs import spec_of
from .game_state import GameState
from .sequence import PHASE_TEXT, MoveMode, Phase, check_move
from assistant.core.messages import msg


class TurnCommands:
    """Held by the game as ``game.turn``; reads and writes through it (explicit dependency)."""

    def __init__(self, game):
        self.game = game

    def advance_phase(self) -> Change:
        """The next phase of the turn (sequence.py); after melee a new turn starts: the figures' turn
        state is cleared and spotted snipers hide again (B16)."""
        self.game._no_victory()
        st = self.game.state
        table = self.game.table()
        if st.clock.phase is Phase.MELEE:
            open_fights = [c for c in M.contacts(table) if c.enemies]
            if open_fights:
                raise InputError(msg("{0} enemy contact(s) still in melee: resolve the melee first (V)", len(open_fights)),
                                 "melee")
        clock = st.clock.next()
        new = replace(st, clock=clock)
        words = [clock.text]
        if clock.turn != st.clock.turn:
            new = replace(new, turns={}, killed_in={}, spot=st.spot.new_turn(clock.wave, clock.turn))
            living_jp = sum(1 for f in table.figures.values() if f.alive and f.side == JAPANESE)
            known_us = sum(1 for f in table.figures.values() if f.alive and f.side == AMERICAN and f.revealed)
            ended = banzai_check_end(st.banzai, living_japanese=living_jp, known_americans_on_table=known_us)
            if ended != st.banzai:
                new = replace(new, banzai=ended)
                words.append(f"The Banzai Charge ends: {ended.ended_why}")
        return self.game._finish(f"Next phase: {clock.text}", words, state=new)

    def record_move(self, fid: str, mode: str | MoveMode, distance_in: float | None = None,
                    to: tuple[float, float] | None = None, via: Sequence[Sequence[float]] = ()) -> Change:
        """A figure moved (walk / run / crawl) this turn (III, B7, B8). With ``to`` the figure is moved
        there (through the waypoints ``via``, in order) and the path's terrain cost is measured;
        otherwise ``distance_in`` is the cost used (the board already moved it). A Japanese move
        reveals hidden Americans within 2" (B15)."""
        self.game._no_victory()
        table = self.game._work_table()
        st, words, cost = self._move_one(table, self.game.state, fid, _mode(mode), distance_in, to, via=via)
        return self.game._finish(f"{fid} {MoveMode(mode).value}s {cost:.1f}\"", words,
                            table=table if to is not None else None, state=st)

    def record_moves(self, fids: Sequence[str], mode: str | MoveMode, distance_in: float) -> Change:
        """Several figures moved the same way (one undo step)."""
        self.game._no_victory()
        if not fids:
            raise InputError(msg("choose the figures that moved"), "move")
        table = self.game._work_table()
        st = self.game.state
        words: list[str] = []
        for fid in dict.fromkeys(fids):
            st, w, _ = self._move_one(table, st, fid, _mode(mode), distance_in, None)
            words += w
        return self.game._finish(f"{len(fids)} figure(s) {MoveMode(mode).value}", words, state=st)

    @staticmethod
    def _entrenchment_after_move(table: Table, f) -> list[str]:
        """B31: a figure that moves is entrenched exactly when its base overlaps a drawn entrenchment."""
        from assistant.games.bataan.table.entrench import overlaps_entrenchment

        inside = overlaps_entrenchment(table, f)
        if inside == f.entrenched:
            return []
        table.put_figure(f.with_(entrenched=inside))
        return [f"{f.id} {'in an entrenchment' if inside else 'leaves the entrenchment'} (B31)"]

    def _path_reveals(self, table: Table, f, waypoints) -> tuple[list[str], list[str]]:
        """B30: the hidden Americans a Japanese figure's path passes within 2" of (words, ids), before it moves."""
        if f.side != JAPANESE or self.game.rulings.b30_reveal_where_it_stops:
            return [], []
        from assistant.games.bataan.table.reveal import path_reveals

        words, ids = [], []
        for r in path_reveals(table, f.id, [f.centre, *waypoints]):
            flag = " (too close to call, B28)" if r.too_close_to_call else ""
            if r.revealed:
                ids.append(r.american)
                words.append(f"{r.american} revealed: {f.id} came within 2\" at ({r.at[0]:.1f}, {r.at[1]:.1f}), "
                             f"{r.along_in:.1f}\" along its path (B30){flag}")
            else:
                words.append(f"{r.american} not revealed: {f.id}'s path came {r.nearest_in:.2f}\" from him{flag}")
        return words, ids

    def _move_one(self, table: Table, st: GameState, fid: str, mode: MoveMode, distance_in: float | None,
                  to: tuple[float, float] | None, *, via: Sequence[Sequence[float]] = (),
                  extend: bool = False) -> tuple[GameState, list[str], float]:
        """Check and record one figure's move. ``extend``: a figure that already moved this turn moves on
        (a second drag): the costs add up and the mode is the one given for the whole move."""
        f = self.game._alive(table, fid)
        spec = spec_of(f)
        side_phase = Phase.JAPANESE_MOVE if f.side == JAPANESE else Phase.AMERICAN_MOVE
        if st.clock.phase is not side_phase:
            raise InputError(msg("{0} moves in the phase '{1}', not now ('{2}')", fid, PHASE_TEXT[side_phase], PHASE_TEXT[st.clock.phase]), "move")
        if mode is MoveMode.NONE:
            raise InputError(msg("choose walk, run or crawl"), "move")
        cost = distance_in
        crosses = False
        if to is not None:
            from assistant.games.bataan.table.movement import move_cost

            mc = move_cost(table, fid, [*via, to], mode.value)
            cost = mc.cost_in
            crosses = "river" in mc.by_ground_in
            if any("leaves the table" in p for p in mc.problems):
                raise InputError(msg("{0}: the path leaves the table", fid), "move")
        if cost is None:
            raise InputError(msg("give the distance used or the point moved to"), "move")
        if not math.isfinite(cost) or cost < 0:
            raise InputError(msg("a distance moved is a number of inches, 0 or more, not {0!r}", cost), f"move of {fid}")
        prev = st.turn(fid)
        if extend and prev.moved:
            cost = float(cost) + prev.moved_in
            if prev.mode is MoveMode.RUN and mode is not MoveMode.RUN:
                mode = MoveMode.RUN            # a figure that ran this turn has run
        banzai = st.banzai.in_force(st.clock.wave)
        cmd = self.game._command(table, st).get(fid)
        if banzai and f.side == JAPANESE and mode is not MoveMode.RUN:
            raise InputError(msg("under a Banzai Charge every Japanese figure runs at its nearest visible American (VI.D)"),
                             "move")
        check = check_move(spec, mode, float(cost), seriously_wounded=f.wounds == "serious",
                           in_command=cmd.may_act if cmd else True, command_exempt=bool(cmd and cmd.status == "exempt"),
                           banzai=banzai, crosses_river=crosses, rulings=self.game.rulings)
        if not check.ok:
            raise InputError(f"{fid} may not {mode.value}: " + "; ".join(check.reasons), "move")
        if extend and prev.moved:
            new = st.with_turn(replace(prev, mode=mode, moved_in=float(cost)))
        else:
            new = st.with_turn(prev.with_move(mode, float(cost)))
        words = [f"{fid} {mode.value}s: " + "; ".join(check.reasons)]
        if to is not None:
            path_words, revealed = self._path_reveals(table, f, [*via, to])
            moved = table.move_figure(fid, float(to[0]), float(to[1]))
            words += self._entrenchment_after_move(table, moved)
            if revealed:
                for aid in revealed:
                    table.put_figure(table.figure(aid).with_(revealed=True))
                new = replace(new, spot=new.spot.with_revealed(revealed))
            words += path_words
            if f.side == JAPANESE:
                for s in M.spotting(table):
                    if s.spotted and not s.already_revealed and s.how == "within 2\"":
                        table.put_figure(table.figure(s.american).with_(revealed=True))
                        new = replace(new, spot=new.spot.with_revealed([s.american]))
                        words.append(f"{s.american} revealed: {s.by} within 2\" (B15)")
        return new, words, float(cost)


    # -- the figures' state, set by the referee -----------------------------------------------------
    def placing_is_correction(self) -> bool:
        """Whether putting figures by hand is a correction now: once the set-up is confirmed (B29) or play
        has begun (past wave 1, turn 1's Banzai decision). Before that it is the set-up itself."""
        st = self.game.state
        started = (st.clock.wave, st.clock.turn, st.clock.phase) != (1, 1, Phase.BANZAI_ORDER)
        return started or self.game.wave.setup_confirmation() is not None or bool(self.game.waves())

    def place_figures(self, moves: Mapping[str, Sequence[float]], text: str = "") -> Change:
        """Figures put where the referee says, outside the movement rules (III): during the set-up a
        placement; once play has begun a correction, named as one in the Record (the window asks first).
        In a movement phase a move is recorded as a move (``drags.record_drag``), not placed."""
        self.game._no_victory()
        if self.game.phase in (Phase.JAPANESE_MOVE, Phase.AMERICAN_MOVE):
            raise InputError(msg("III: in a movement phase figures move by the movement rules (record the "
                                 "move); a placement by hand is for the set-up and corrections"), "place")
        if not moves:
            raise InputError(msg("name the figures to place"), "place")
        table = self.game._work_table()
        for fid, point in moves.items():
            try:
                x, y = (float(v) for v in point)
            except (TypeError, ValueError):
                raise InputError(msg("{0}: a point is x,y in inches, not {1!r}", fid, point), "place") from None
            if not (0.0 <= x <= table.width_in and 0.0 <= y <= table.height_in):
                raise InputError(msg("{0}: ({1:g}, {2:g}) is off the {3:g}\" x {4:g}\" table", fid, x, y,
                                     table.width_in, table.height_in), "place")
            table.move_figure(fid, round(x, 2), round(y, 2))
        what = text or ("Place " + ", ".join(moves))
        head = f"Correction: {what}" if self.placing_is_correction() else f"Set-up: {what}"
        return self.game._finish(head, [head], table=table)

    def set_figures(self, ids: Sequence[str], *, wounds: str | None = None, revealed: bool | None = None,
                    entrenched: bool | None = None, remove: bool = False) -> Change:
        """The referee sets figures' state by hand, all in one change: wounds (B14), revealed or hidden
        (Americans, B15), entrenched (Americans), or removes them from the table. A figure marked dead
        in a fire step still fires back in that step (IV); the last American dead ends the game (B22)."""
        from assistant.games.bataan.table.figures import WOUNDS

        self.game._no_victory()
        ids = list(dict.fromkeys(ids))
        if not ids:
            raise InputError(msg("select the figures first"), "figures")
        if wounds is not None and wounds not in WOUNDS:
            raise InputError(msg("wounds must be one of {0}", ', '.join(WOUNDS)), "wounds")
        st = self.game.state
        table = self.game._work_table()
        figs = [table.figure(fid) for fid in ids]
        words: list[str] = []
        if remove:
            for f in figs:
                table.remove_figure(f.id)
            head = f"Remove {ids[0]} from the table" if len(ids) == 1 else f"Remove {len(ids)} figures from the table"
            return self.game._finish(head, [head], table=table, state=st)
        us_only = revealed is not None or entrenched is not None
        if us_only and wounds is None:
            if not any(f.side == AMERICAN for f in figs):
                raise InputError(msg("only Americans are hidden, revealed or entrenched (VI.C, B15)"), "figures")
        killed_in = dict(st.killed_in)
        spot = st.spot
        changed = []
        died = []
        for f in figs:
            g = f
            if wounds is not None and f.wounds != wounds:
                g = g.with_(wounds=wounds)
                if wounds == "dead":
                    killed_in.setdefault(f.id, st.clock.phase.value)
                    died.append(f)
                else:
                    killed_in.pop(f.id, None)
            if f.side == AMERICAN:
                if revealed is not None and f.revealed != revealed:
                    g = g.with_(revealed=revealed)
                    spot = spot.with_revealed([f.id]) if revealed else replace(spot, revealed=spot.revealed - {f.id})
                if entrenched is not None and f.entrenched != entrenched:
                    g = g.with_(entrenched=entrenched)
            if g != f:
                table.put_figure(g)
                changed.append(f.id)
        if not changed:
            raise InputError(msg("nothing to change: the figures are already so"), "figures")
        what = ", ".join(x for x in (
            f"{wounds} wound" if wounds not in (None, "none", "dead") else ("dead" if wounds == "dead" else
                                                                              ("unwounded" if wounds else "")),
            {True: "revealed", False: "hidden", None: ""}[revealed],
            {True: "entrenched", False: "out of the entrenchment", None: ""}[entrenched]) if x)
        who = changed[0] if len(changed) == 1 else f"{len(changed)} figures"
        head = f"{who}: {what} (set by the referee)"
        st = replace(st, killed_in=killed_in, spot=spot)
        words = [head] + ([", ".join(changed)] if len(changed) > 1 else [])
        st, vops, vwords = self.game._victory_check(table, st, [f.unit for f in died if f.side == AMERICAN])
        return self.game._finish(head, words + vwords, table=table, state=st, extra_ops=vops)


def _mode(mode: str | MoveMode) -> MoveMode:
    try:
        return MoveMode(mode)
    except ValueError:
        known = ", ".join(m.value for m in MoveMode if m is not MoveMode.NONE)
        raise InputError(msg("unknown way of moving {0!r} (known: {1})", mode, known), "move") from None
