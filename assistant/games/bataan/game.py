"""Refereeing a Last Stand on Bataan game from the first wave to victory (Qt-free).

`BataanGame` reads a game's table (``persist.load_table``) and its state (``session.state``, see
`game_state`) and offers ACTIONS. Each action checks first and raises ``InputError`` with a clear
message when it is illegal (nothing changes); otherwise it returns ONE ``Change``: the rolls it made
(drawn from the game's seeded stream through a ``RollRecorder``), the figures it changed, the state and
any record (``wave``, ``victory``). The caller applies it: ``session.do(change)`` headless,
``hub.push(change)`` in the UI. Undo of that change restores the game exactly, since everything lives
in the database. Queries (``*_preview``, ``proposals``) never change anything and give exact odds.

``Change.meta`` carries ``("summary", (line, ...))``: the result in words, for the results log.
"""

from __future__ import annotations

import math

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Iterable, Mapping, Sequence

import numpy as np

from assistant.core.errors import InputError
from assistant.games.bataan.table import measure as M
from assistant.games.bataan.table.figures import Figure
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.runs import best_run
from assistant.games.bataan.table.targets import targets as table_targets
from assistant.store import games as store_games
from assistant.store import records
from assistant.store.changes import Change

from . import persist, rules
from .banzai import (BanzaiAssignment, banzai_assignments, banzai_at_wave_end, banzai_check_end,
                     commander_name, order_banzai)
from .crew_gun import is_gun_crew, note_dice, share_crew_gun
from .fire import Firer, Target, TargetCheck, check_target, count_fire_dice, fire_odds, resolve_fire
from .forces import AMERICAN, JAPANESE, Forces, load_forces
from .figure_specs import figure_dict, figure_from_dict, spec_of, wound_state
from .game_state import GameState
from .grenades import american_grenade, check_throw, japanese_grenade_from_victims
from .melee import Fighter, antitank as resolve_antitank, fight_melee, hit_chance
from .previews import DragMove, FirePreview, ProposedMove, ThrowPreview, pct as _pct
from .rolls import RollRecord, successes_distribution
from .rulings import Rulings
from .sequence import (FIRE_STEPS, PHASE_TEXT, FigureTurn, MoveMode, Phase, allowance_in, check_move,
                       fire_step_of)
from .spotting import spot_sniper as resolve_spot
from .stored_table import StoredTable
from .tables import chart
from .victory import LEVEL_NAMES, VictoryResult, level_for_wave, victory as victory_result
from .waves import (JapaneseStatus, StartLine, StartLineProposal, TankStatus, initial_start_line, propose_start_line,
                    propose_wave_end, resurrect, wave_commander)
from .weapons import WeaponsChart, weapons_for_session
from .wounds import WoundState, wound_odds

if TYPE_CHECKING:
    from .setup_check import Breach

WAVE = "wave"
VICTORY = "victory"

class BataanGame:
    """The referee's actions and queries over one Bataan game session."""

    def __init__(self, session, *, dice: Any = None, forces: Forces | None = None,
                 weapons: WeaponsChart | None = None):
        self.session = session
        self.dice_override = dice          # tests: a ScriptedDice (or any dice source) instead of the stream
        self._forces = forces
        self._weapons_given = weapons      # None: the game's stored weapons chart, else the defaults (B10)
        self._weapons: WeaponsChart | None = weapons
        self.stored = StoredTable(session)     # the stored table, kept in step with each change
        session.subscribe(self.sync)

    @property
    def weapons(self) -> WeaponsChart:
        """The weapons chart in force: the one given, else the one stored with the game (B10)."""
        if self._weapons is None:
            self._weapons = weapons_for_session(self.session)
        return self._weapons

    def close(self) -> None:
        try:
            self.session._listeners.remove(self.sync)
        except ValueError:
            pass

    def sync(self, change: Change) -> None:
        """Bring the game up to ``change`` (the session tells it; a reader told of the change first may
        call it too: a change is applied once)."""
        self.stored.apply(change)
        self._weapons = self._weapons_given

    # -- reading ---------------------------------------------------------------------------------
    @property
    def store(self):
        return self.session.store

    @property
    def game_id(self) -> int:
        return self.session.game_id

    @property
    def forces(self) -> Forces:
        if self._forces is None:
            self._forces = load_forces()
        return self._forces

    @property
    def rulings(self) -> Rulings:
        return persist.rulings_of(self.session.settings)

    def table(self) -> Table:
        """The stored table, kept in step with the records (read it; actions edit their own copy)."""
        return self.stored.table()

    def _work_table(self) -> Table:
        return persist.load_table(self.store, self.game_id, self.session.settings)

    @property
    def state(self) -> GameState:
        return GameState.from_state(self.session.state)

    @property
    def clock(self):
        return self.state.clock

    @property
    def phase(self) -> Phase:
        return self.state.clock.phase

    @property
    def commander(self) -> int:
        return wave_commander(self.state.clock.wave)

    def header(self) -> str:
        s = self.state
        text = f"Wave {s.clock.wave}, turn {s.clock.turn} - commander: {commander_name(self.commander)}"
        if s.banzai.in_force(s.clock.wave):
            text += " - BANZAI CHARGE in force"
        if s.victory:
            text += f" - GAME OVER: {s.victory['level_name']}"
        return text

    def waves(self) -> list[dict[str, Any]]:
        """The wave records, in order."""
        return sorted(records.all_of(self.store, self.game_id, WAVE).values(), key=lambda w: w["number"])

    def victory(self) -> dict[str, Any] | None:
        return self.state.victory

    def figure(self, fid: str) -> Figure:
        return self.table().figure(fid)

    def on_table(self, side: str | None = None, alive: bool = True) -> list[Figure]:
        return [f for f in self.table().figures.values()
                if (side is None or f.side == side) and (f.alive or not alive)]

    # -- plumbing --------------------------------------------------------------------------------
    def _recorder(self):
        rec = self.session.dice()
        return rec, (self.dice_override if self.dice_override is not None else rec.stream)

    def _edited_values(self, weapon_ids: Iterable[str]) -> list[str]:
        """B10: the weapon values this game's chart changed from the shipped defaults, in words."""
        from dataclasses import fields as dc_fields

        from .weapons import default_weapons

        base = default_weapons()
        out: list[str] = []
        for wid in dict.fromkeys(weapon_ids):
            try:
                now, was = self.weapons[wid], base[wid]
            except (InputError, KeyError):
                continue
            for fd in dc_fields(now):
                if fd.name in ("defaults", "from_source", "label"):
                    continue
                a, b = getattr(now, fd.name), getattr(was, fd.name)
                if a != b:
                    out.append(f"{wid} {fd.name} {a:g} (default {b:g})" if isinstance(a, (int, float))
                               and not isinstance(a, bool) else f"{wid} {fd.name} {a} (default {b})")
        return out

    def _log(self, recorder, rolls: Iterable[RollRecord], *, actor: str = "", side: str = "",
             weapons: Iterable[str] = ()) -> None:
        """Log the rolls; a roll made with an edited weapon value names it (B10) in its entry."""
        edited = self._edited_values(weapons)
        for r in rolls:
            if not r.dice:
                continue
            why = r.why + (f" [edited chart (B10): {'; '.join(edited)}]" if edited else "")
            used = {"used": list(r.rulings) + (["B10"] if edited else [])}
            if edited:
                used["edited_weapons"] = edited
            recorder.log(pool=r.pool, dice=list(r.dice), result=r.total, position=r.position, why=why,
                         actor=actor[:60], side=side, chart=f"bataan:{r.what}",
                         chart_result=r.detail or r.outcome,
                         modifiers=[{"id": m.label, "label": m.label, "value": m.value, "rule": m.rule}
                                    for m in r.modifiers],
                         rulings=used)

    def _finish(self, text: str, summary: Sequence[str], *, recorder=None, table: Table | None = None,
                state: GameState | None = None, extra_ops: Sequence = ()) -> Change:
        ops: list = []
        if table is not None:
            ops += list(persist.table_change(self.store, self.game_id, table, text).ops)
        if state is not None:
            new = state.to_state(self.session.state)
            if new != self.session.state:
                ops += list(store_games.state_change(self.store, self.game_id, new, text).ops)
        ops += [op for op in extra_ops if op is not None]
        if recorder is not None and recorder.rows:
            ch = recorder.change(text, ops)
        else:
            ch = Change(text, tuple(ops), self.game_id)
        return replace(ch, meta=(("summary", tuple(summary)),))

    def _no_victory(self) -> None:
        v = self.state.victory
        if v:
            raise InputError(f"the game is over ({v['level_name']}); undo to play on", "game")

    def _alive(self, table: Table, fid: str, what: str = "figure") -> Figure:
        f = table.figure(fid)
        if not f.alive:
            raise InputError(f"{fid} is dead", what)
        return f

    def _apply_deaths_wounds(self, table: Table, st: GameState, killed: Iterable[str],
                             wounds: Iterable[Any] = ()) -> tuple[GameState, list[str]]:
        """Write kills and wound results to the figures; remember the fire step they fell in."""
        words: list[str] = []
        killed_in = dict(st.killed_in)
        for w in wounds:
            f = table.figure(w.figure_id)
            if w.after is WoundState.DEAD:
                new = "dead"
            elif w.after is WoundState.SERIOUS:
                new = "serious"
            else:
                new = "light" if f.wounds in ("none", "light") else f.wounds
            if new != f.wounds:
                table.put_figure(f.with_(wounds=new))
            words.append(f"{w.figure_id}: {w.band} wound -> {new} (B14)")
        for fid in killed:
            f = table.figure(fid)
            if f.wounds != "dead":
                table.put_figure(f.with_(wounds="dead"))
            killed_in.setdefault(fid, st.clock.phase.value)
            if f.side == JAPANESE:
                words.append(f"{fid} killed")
        return replace(st, killed_in=killed_in), words

    def _victory_check(self, table: Table, st: GameState, gone_units: Iterable[int]) -> tuple[GameState, list, list[str]]:
        """B22: when no living American is left on the table, the game ends in this wave."""
        if st.victory or any(f.alive and f.side == AMERICAN for f in table.figures.values()):
            return st, [], []
        units = sorted(set(gone_units))
        if not units:
            units = sorted({f.unit for f in table.figures.values() if f.side == AMERICAN})
        res = victory_result(st.clock.wave, [f"us{u}" for u in units], self.forces)
        v = res.to_dict()
        v["turn"] = st.clock.turn
        st = replace(st, victory=v)
        wave_rec = self._wave_record(table, st, final=True, ended_why="the last American left the table")
        ops = [records.put_op(self.store, self.game_id, WAVE, f"{st.clock.wave:03d}", wave_rec, st.clock.wave),
               records.put_op(self.store, self.game_id, VICTORY, "result", v)]
        return st, ops, [f"VICTORY: the last American left the table in wave {st.clock.wave}: {res.level_name} (B22)"]

    def _firer_ok(self, table: Table, st: GameState, fid: str) -> Figure:
        f = table.figure(fid)
        if not f.alive and st.killed_in.get(fid) != st.clock.phase.value:
            raise InputError(f"{fid} is dead", "firer")
        return f

    def _command(self, table: Table, st: GameState) -> dict[str, M.CommandStatus]:
        banzai = st.banzai.in_force(st.clock.wave)
        return {c.figure: c for c in M.command_status(table, banzai)}

    # =========================================================================================
    # ACTIONS
    # =========================================================================================

    def advance_phase(self) -> Change:
        """The next phase of the turn (sequence.py); after melee a new turn starts: the figures' turn
        state is cleared and spotted snipers hide again (B16)."""
        self._no_victory()
        st = self.state
        table = self.table()
        if st.clock.phase is Phase.MELEE:
            open_fights = [c for c in M.contacts(table) if c.enemies]
            if open_fights:
                raise InputError(f"{len(open_fights)} enemy contact(s) still in melee: resolve the melee first (V)",
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
        return self._finish(f"Next phase: {clock.text}", words, state=new)

    def record_move(self, fid: str, mode: str | MoveMode, distance_in: float | None = None,
                    to: tuple[float, float] | None = None, via: Sequence[Sequence[float]] = ()) -> Change:
        """A figure moved (walk / run / crawl) this turn (III, B7, B8). With ``to`` the figure is moved
        there (through the waypoints ``via``, in order) and the path's terrain cost is measured;
        otherwise ``distance_in`` is the cost used (the board already moved it). A Japanese move
        reveals hidden Americans within 2" (B15)."""
        self._no_victory()
        table = self._work_table()
        st, words, cost = self._move_one(table, self.state, fid, _mode(mode), distance_in, to, via=via)
        return self._finish(f"{fid} {MoveMode(mode).value}s {cost:.1f}\"", words,
                            table=table if to is not None else None, state=st)

    def record_moves(self, fids: Sequence[str], mode: str | MoveMode, distance_in: float) -> Change:
        """Several figures moved the same way (one undo step)."""
        self._no_victory()
        if not fids:
            raise InputError("choose the figures that moved", "move")
        table = self._work_table()
        st = self.state
        words: list[str] = []
        for fid in dict.fromkeys(fids):
            st, w, _ = self._move_one(table, st, fid, _mode(mode), distance_in, None)
            words += w
        return self._finish(f"{len(fids)} figure(s) {MoveMode(mode).value}", words, state=st)

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
        if f.side != JAPANESE or self.rulings.b30_reveal_where_it_stops:
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
        f = self._alive(table, fid)
        spec = spec_of(f)
        side_phase = Phase.JAPANESE_MOVE if f.side == JAPANESE else Phase.AMERICAN_MOVE
        if st.clock.phase is not side_phase:
            raise InputError(f"{fid} moves in the phase '{PHASE_TEXT[side_phase]}', not now "
                             f"('{PHASE_TEXT[st.clock.phase]}')", "move")
        if mode is MoveMode.NONE:
            raise InputError("choose walk, run or crawl", "move")
        cost = distance_in
        crosses = False
        if to is not None:
            from assistant.games.bataan.table.movement import move_cost

            mc = move_cost(table, fid, [*via, to], mode.value)
            cost = mc.cost_in
            crosses = "river" in mc.by_ground_in
            if any("leaves the table" in p for p in mc.problems):
                raise InputError(f"{fid}: the path leaves the table", "move")
        if cost is None:
            raise InputError("give the distance used or the point moved to", "move")
        if not math.isfinite(cost) or cost < 0:
            raise InputError(f"a distance moved is a number of inches, 0 or more, not {cost!r}", f"move of {fid}")
        prev = st.turn(fid)
        if extend and prev.moved:
            cost = float(cost) + prev.moved_in
            if prev.mode is MoveMode.RUN and mode is not MoveMode.RUN:
                mode = MoveMode.RUN            # a figure that ran this turn has run
        banzai = st.banzai.in_force(st.clock.wave)
        cmd = self._command(table, st).get(fid)
        if banzai and f.side == JAPANESE and mode is not MoveMode.RUN:
            raise InputError("under a Banzai Charge every Japanese figure runs at its nearest visible American (VI.D)",
                             "move")
        check = check_move(spec, mode, float(cost), seriously_wounded=f.wounds == "serious",
                           in_command=cmd.may_act if cmd else True, command_exempt=bool(cmd and cmd.status == "exempt"),
                           banzai=banzai, crosses_river=crosses, rulings=self.rulings)
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

    # -- moves from the board: drags, the ruler, the Banzai Charge ----------------------------------
    def moving_side(self) -> str | None:
        """The side that moves in the current phase (None outside the movement phases)."""
        return {Phase.JAPANESE_MOVE: JAPANESE, Phase.AMERICAN_MOVE: AMERICAN}.get(self.phase)

    def modes_for(self, f: Figure, cost_in: float, *, crosses_river: bool = False,
                  prev: FigureTurn | None = None) -> tuple[list[MoveMode], list[MoveMode]]:
        """(the modes this figure may use at all, those whose allowance covers ``cost_in``), cheapest
        first (III, B7, B14, VI.D): a seriously wounded American only crawls, a Banzai Charge runs, the
        river is crossed at a walk; a figure that already ran this turn keeps running."""
        st = self.state
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
        for m in modes:
            allow, why = allowance_in(spec, m, seriously_wounded=f.wounds == "serious")
            if not why and cost_in <= allow + 1e-9:
                fits.append(m)
        return modes, fits

    def drag_plan(self, moves: Mapping[str, Sequence[float]]) -> tuple["DragMove", ...]:
        """What a finished drag means in a movement phase: per figure the straight path's terrain cost
        (B7, added to what it already moved this turn), the mode it implies (the cheapest that covers
        it: walk before run, so fire is only halved, B8) and whether the referee must choose (the cost
        within the B28 margin of the walk allowance). Problems refuse the whole drag. Dead figures
        are moved without a record."""
        from assistant.games.bataan.table.movement import move_cost

        st = self.state
        side = self.moving_side()
        table = self.table()
        cmd = self._command(table, st)
        margin = self.rulings.b28_margin_in
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
            out.append(DragMove(fid, to, fits[0] if fits and not problem else None, float(mc.cost_in), float(total),
                                tuple(fits), ask, problem=problem))
        return tuple(out)

    def record_drag(self, moves: Mapping[str, Sequence[float]], modes: Mapping[str, str | MoveMode] | None = None,
                    text: str = "") -> Change:
        """A finished drag in a movement phase: the figures move AND each records its move (mode from the
        distance, or ``modes``) in ONE change, so fire permission follows what happened (B8). Any
        problem (past the run allowance, the wrong side, out of command) refuses the whole drag."""
        self._no_victory()
        plan = self.drag_plan(moves)
        bad = [d.problem for d in plan if d.problem]
        if bad:
            raise InputError("; ".join(bad), "move")
        modes = dict(modes or {})
        table = self._work_table()
        st = self.state
        words: list[str] = []
        for d in plan:
            if not d.records:
                table.move_figure(d.figure, *d.to)
                continue
            mode = MoveMode(modes.get(d.figure) or d.mode)
            if mode not in d.modes:
                raise InputError(f"{d.figure} may not {mode.value} {d.total_in:.2f}\"", "move")
            st, w, _ = self._move_one(table, st, d.figure, mode, None, d.to, extend=True)
            words += w
        if not text:
            ids = [d.figure for d in plan]
            text = f"Move {ids[0]}" if len(ids) == 1 else f"Move {len(ids)} figures"
            recs = {MoveMode(modes.get(d.figure) or d.mode).value for d in plan if d.records}
            if recs:
                text += f" ({', '.join(m for m in ('crawl', 'walk', 'run') if m in recs)})"
        return self._finish(text, [text] + words, table=table, state=st)

    def banzai_move_proposals(self) -> tuple["ProposedMove", ...]:
        """VI.D, B6: under a Banzai Charge each Japanese figure ignores command and runs at its nearest
        visible American: along the straight line, as far as the run allowance goes at the B7 terrain
        costs (never into the river, which is crossed only at a walk), stopping at base contact.

        No run ends overlapping another base (friend or foe; touching its own target is the aim): the
        figures are planned nearest their target first, each against the others where they stand or
        where their planned run ends; when a base blocks the straight line the run veers by up to 30
        degrees, taking the line that ends nearest the target, or stops short of that base."""
        st = self.state
        if not st.banzai.in_force(st.clock.wave):
            raise InputError("no Banzai Charge is in force (VI.D)", "banzai")
        table = self.table()
        assigns = list(self.banzai_targets())
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
        self._no_victory()
        st = self.state
        if not st.banzai.in_force(st.clock.wave):
            raise InputError("no Banzai Charge is in force (VI.D)", "banzai")
        if not isinstance(moves, Mapping):
            moves = {m.figure: m.end for m in moves if m.moves}
        if not moves:
            raise InputError("no Banzai move chosen", "banzai")
        table = self._work_table()
        words: list[str] = []
        for fid, to in moves.items():
            st, w, _ = self._move_one(table, st, fid, MoveMode.RUN, None, (float(to[0]), float(to[1])))
            words += w
        head = f"Banzai Charge: {len(moves)} Japanese figure(s) run at the nearest visible American (VI.D)"
        return self._finish(head, [head] + words, table=table, state=st)

    # -- the figures' state, set by the referee -----------------------------------------------------
    def set_figures(self, ids: Sequence[str], *, wounds: str | None = None, revealed: bool | None = None,
                    entrenched: bool | None = None, remove: bool = False) -> Change:
        """The referee sets figures' state by hand, all in one change: wounds (B14), revealed or hidden
        (Americans, B15), entrenched (Americans), or removes them from the table. A figure marked dead
        in a fire step still fires back in that step (IV); the last American dead ends the game (B22)."""
        from assistant.games.bataan.table.figures import WOUNDS

        self._no_victory()
        ids = list(dict.fromkeys(ids))
        if not ids:
            raise InputError("select the figures first", "figures")
        if wounds is not None and wounds not in WOUNDS:
            raise InputError(f"wounds must be one of {', '.join(WOUNDS)}", "wounds")
        st = self.state
        table = self._work_table()
        figs = [table.figure(fid) for fid in ids]
        words: list[str] = []
        if remove:
            for f in figs:
                table.remove_figure(f.id)
            head = f"Remove {ids[0]} from the table" if len(ids) == 1 else f"Remove {len(ids)} figures from the table"
            return self._finish(head, [head], table=table, state=st)
        us_only = revealed is not None or entrenched is not None
        if us_only and wounds is None:
            if not any(f.side == AMERICAN for f in figs):
                raise InputError("only Americans are hidden, revealed or entrenched (VI.C, B15)", "figures")
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
            raise InputError("nothing to change: the figures are already so", "figures")
        what = ", ".join(x for x in (
            f"{wounds} wound" if wounds not in (None, "none", "dead") else ("dead" if wounds == "dead" else
                                                                              ("unwounded" if wounds else "")),
            {True: "revealed", False: "hidden", None: ""}[revealed],
            {True: "entrenched", False: "out of the entrenchment", None: ""}[entrenched]) if x)
        who = changed[0] if len(changed) == 1 else f"{len(changed)} figures"
        head = f"{who}: {what} (set by the referee)"
        st = replace(st, killed_in=killed_in, spot=spot)
        words = [head] + ([", ".join(changed)] if len(changed) > 1 else [])
        st, vops, vwords = self._victory_check(table, st, [f.unit for f in died if f.side == AMERICAN])
        return self._finish(head, words + vwords, table=table, state=st, extra_ops=vops)

    # -- fire ------------------------------------------------------------------------------------
    def _firers(self, table: Table, st: GameState,
                firer_ids: Sequence[str]) -> tuple[list[Firer], str, list[str], dict[str, str]]:
        if not firer_ids:
            raise InputError("choose at least one figure to fire", "fire")
        phase = st.clock.phase
        if phase not in FIRE_STEPS:
            raise InputError(f"figures fire in the fire steps, not now ('{PHASE_TEXT[phase]}')", "fire")
        cmd = self._command(table, st)
        banzai = st.banzai.in_force(st.clock.wave)
        firers: list[Firer] = []
        problems: list[str] = []
        sides = set()
        for fid in dict.fromkeys(firer_ids):
            f = self._firer_ok(table, st, fid)
            spec = spec_of(f)
            sides.add(f.side)
            turn = st.turn(fid)
            step = fire_step_of(spec, turn)
            if step is not phase:
                problems.append(f"{fid} fires in the step '{PHASE_TEXT[step]}' (IV)")
                continue
            c = cmd.get(fid)
            fire_weapons = [w for w in spec.weapons if self.weapons[w].kind == "fire"]
            for w in fire_weapons if spec.is_tank else fire_weapons[:1]:
                firers.append(Firer(spec, w, turn, seriously_wounded=f.wounds == "serious",
                                    in_command=c.may_act if c else True,
                                    command_exempt=bool(c and c.status == "exempt") or spec.is_sniper))
        if len(sides) > 1:
            raise InputError("firers on both sides: fire one side at a time", "fire")
        crew = {f.id for f in table.figures.values() if f.alive and is_gun_crew(spec_of(f))}
        fired = {i for i in crew if st.turn(i).fired}
        firers, notes = share_crew_gun(firers, self.rulings, fired_this_turn=fired, crew_ids=crew)   # B29
        if banzai and JAPANESE in sides:
            problems.append("Banzai Charge: no Japanese fire or grenades (VI.D)")
        return firers, sides.pop(), problems, notes

    def _visible(self, table: Table, st: GameState, firer_ids: Sequence[str], side: str) -> dict[str, list[Target]]:
        out: dict[str, list[Target]] = {}
        for fid in firer_ids:
            tg = table_targets(table, fid)
            vis = [Target(t.figure, t.distance_in) for t in tg.targets]
            if side == AMERICAN:   # B16: a sniper is a target only on a turn he fired and was spotted
                vis = [t for t in vis if table.figure(t.id).role != "sniper"
                       or st.spot.sniper_targetable(t.id, st.clock.wave, st.clock.turn)]
            out[fid] = vis
        return out

    def fire_preview(self, firer_ids: Sequence[str], target_id: str) -> FirePreview:
        """Dice counted with reasons (B8, B9, B14, B23), range and target choice (B4, B11), exact odds."""
        st = self.state
        table = self.table()
        firers, side, problems, notes = self._firers(table, st, firer_ids)
        target = table.figure(target_id)
        if target.side == side:
            raise InputError(f"{target_id} is on the firers' side", "target")
        if not target.alive:
            problems.append(f"{target_id} is dead")
        ids = list(dict.fromkeys(f.figure.id for f in firers))
        vis = self._visible(table, st, ids, side)
        checks: list[tuple[str, TargetCheck]] = []
        for f in firers:
            c = check_target(self.weapons[f.weapon_id], target_id, vis.get(f.figure.id, []), rulings=self.rulings)
            checks.append((f"{f.figure.id} ({f.weapon_id})", c))
            if not c.ok:
                problems.append(f"{f.figure.id}: " + "; ".join(c.reasons))
        dice = count_fire_dice(firers, self.weapons, banzai=st.banzai.in_force(st.clock.wave), rulings=self.rulings)
        dice = note_dice(dice, notes)                     # B29: who fires the one .30 MG
        problems += [f"{fid}: {why}" for fid, why in dice.refused]
        if firers and not problems and dice.dice == 0:
            problems.append("no dice to throw: " + "; ".join(dice.reasons))
        common: dict[str, Target] = {}
        for fid in ids:
            for t in vis.get(fid, []):
                if t.id not in common or t.distance_in > common[t.id].distance_in:
                    common[t.id] = t
        shared = tuple(t for t in common.values() if all(t.id in {v.id for v in vis[i]} for i in ids))
        wodds = None
        if target.side == AMERICAN:
            wodds = wound_odds(wound_state(target), entrenched=target.entrenched)
        kills = None
        if target.side == JAPANESE and dice.dice and not problems:
            from .odds import fire_kill_odds
            kills = fire_kill_odds(dice, target_id, shared)     # the roll's own resolver (issue 12)
        return FirePreview(tuple(ids), target_id, dice, fire_odds(dice), tuple(checks), tuple(problems), wodds,
                           shared, kills)

    def fire(self, firer_ids: Sequence[str], target_id: str) -> Change:
        """Fire (IV): the firers (one step, one side) at one target. Japanese hit are killed; each hit on
        an American rolls the wound chart (B14). Americans who fire are revealed (B15)."""
        self._no_victory()
        pv = self.fire_preview(firer_ids, target_id)
        if not pv.ok:
            raise InputError("; ".join(pv.problems), "fire")
        st = self.state
        table = self._work_table()
        target = table.figure(target_id)
        recorder, dice = self._recorder()
        ws = {f.id: wound_state(f) for f in table.figures.values() if f.side == AMERICAN}
        dug = {f.id: f.entrenched for f in table.figures.values() if f.side == AMERICAN}
        res = resolve_fire(pv.dice, target_id, pv.visible, dice, target_side=target.side, wound_states=ws,
                           entrenched=dug)
        side = table.figure(pv.firers[0]).side
        self._log(recorder, res.rolls, actor=",".join(pv.firers), side=side,
                  weapons=[line.weapon_id for line in pv.dice.lines])
        for fid in pv.firers:
            st = st.with_turn(st.turn(fid).with_fired())
        st, words = self._apply_deaths_wounds(table, st, res.killed, res.wounds)
        if side == AMERICAN:
            for fid in pv.firers:
                f = table.figure(fid)
                if not f.revealed:
                    table.put_figure(f.with_(revealed=True))
                    words.append(f"{fid} revealed: he fired (B15)")
            st = replace(st, spot=st.spot.with_revealed(pv.firers))
        if res.wasted_hits:
            words.append(f"{res.wasted_hits} surplus hit(s) wasted")
        gone = [table.figure(k).unit for k in res.killed if table.figure(k).side == AMERICAN]
        st, vops, vwords = self._victory_check(table, st, gone)
        who = pv.firers[0] if len(pv.firers) == 1 else f"{len(pv.firers)} figures"
        n = pv.dice.dice
        head = f"{who} fire at {target_id}: {n} {'die' if n == 1 else 'dice'}, {res.hits} hit(s)"
        b29 = [r for line in pv.dice.lines for r in line.reasons if r.startswith("B29")]
        return self._finish(head, [head] + b29 + words + vwords, recorder=recorder, table=table, state=st,
                            extra_ops=vops)

    def sniper_fire(self, sniper_id: str, target_id: str) -> Change:
        """A sniper fires (B16): one die, hit on 6, in the snipers' step, no command needed."""
        f = self.figure(sniper_id)
        if f.role != "sniper":
            raise InputError(f"{sniper_id} is not a sniper", "sniper")
        return self.fire([sniper_id], target_id)

    def spot_odds(self, by_scouts: bool = False) -> dict[str, Fraction]:
        return chart("sniper_spotting_scouts" if by_scouts else "sniper_spotting").distribution(())

    def spot_sniper(self, sniper_id: str, by_scouts: bool = False) -> Change:
        """The Americans look for a sniper who fired this turn (B16): 5-6, the Philippine Scouts 3-6.
        A spotted sniper may be shot at for the rest of the turn."""
        self._no_victory()
        st = self.state
        table = self._work_table()
        f = self._alive(table, sniper_id, "sniper")
        if f.role != "sniper":
            raise InputError(f"{sniper_id} is not a sniper", "sniper")
        if not st.turn(sniper_id).fired:
            raise InputError(f"{sniper_id} did not fire this turn: he cannot be spotted (B16)", "sniper")
        if sniper_id in st.spot.spotted_snipers and st.spot.turn_key == (st.clock.wave, st.clock.turn):
            raise InputError(f"{sniper_id} is already spotted this turn", "sniper")
        if by_scouts and not any(f2.alive and f2.side == AMERICAN and f2.unit == 2 for f2 in table.figures.values()):
            raise InputError("no Philippine Scout is left to look (B16)", "sniper")
        recorder, dice = self._recorder()
        spot = replace(st.spot, turn_key=(st.clock.wave, st.clock.turn)) if st.spot.turn_key != (
            st.clock.wave, st.clock.turn) else st.spot
        spot, res = resolve_spot(spot, spec_of(f), True, dice, by_scouts=by_scouts)
        if res.roll is not None:
            self._log(recorder, [res.roll], actor=sniper_id, side=AMERICAN)
        words = [f"{sniper_id}: " + "; ".join(res.reasons)]
        return self._finish(f"Look for sniper {sniper_id}: {'spotted' if res.spotted else 'not spotted'}", words,
                            recorder=recorder, state=replace(st, spot=spot))

    # -- grenades and knee mortars ----------------------------------------------------------------
    def grenade_preview(self, thrower_id: str, x: float, y: float, knee_mortar: bool = False) -> ThrowPreview:
        """Range (B12, B13), permission after moving (B8, B24), the figures in the blast, the chart's odds."""
        st = self.state
        table = self.table()
        f = self._firer_ok(table, st, thrower_id)
        spec = spec_of(f)
        problems: list[str] = []
        phase = st.clock.phase
        turn = st.turn(thrower_id)
        if phase not in FIRE_STEPS:
            problems.append(f"grenades are thrown in the fire steps, not now ('{PHASE_TEXT[phase]}')")
        elif fire_step_of(spec, turn) is not phase:
            problems.append(f"{thrower_id} throws in the step '{PHASE_TEXT[fire_step_of(spec, turn)]}' (IV)")
        if not table.terrain.on_table(x, y):
            raise InputError(f"({x:g}, {y:g}) is off the table", "grenade point")
        cmd = self._command(table, st).get(thrower_id)
        d = M.distance_to_point(table, thrower_id, x, y).distance_in
        check = check_throw(spec, d, self.weapons, knee_mortar=knee_mortar, turn=turn,
                            seriously_wounded=f.wounds == "serious", in_command=cmd.may_act if cmd else True,
                            command_exempt=bool(cmd and cmd.status == "exempt"),
                            banzai=st.banzai.in_force(st.clock.wave), rulings=self.rulings)
        if not check.ok:
            problems += [r for r in check.reasons if "within" not in r] or ["not allowed"]
        # the odds: the roll's own resolver on every face, with the inputs `grenade` gives it (issue 12)
        from .odds import american_grenade_odds, japanese_grenade_odds
        if f.side == AMERICAN:
            targets = self._us_grenade_targets(table, x, y)
            blast = tuple(t.id for t in targets)
            ch = american_grenade_odds(spec, targets, turn=turn.with_thrown(), seriously_wounded=f.wounds == "serious",
                                       rulings=self.rulings)
        else:
            v = M.japanese_grenade_victims(table, x, y)
            blast = tuple(h.figure for h in (v.first, v.second) if h is not None)
            ws, dug = self._american_wounds(table)
            ch = japanese_grenade_odds(spec, v, knee_mortar=knee_mortar, wound_states=ws, entrenched=dug,
                                       rulings=self.rulings)
        return ThrowPreview(thrower_id, (x, y), knee_mortar, check, blast, ch, tuple(problems))

    def _us_grenade_targets(self, table: Table, x: float, y: float) -> list[Target]:
        """B12: the Japanese within 3" of the point (and the B28 margin), nearest first."""
        b = M.blast(table, x, y, rules.US_GRENADE_RADIUS_IN + self.rulings.b28_margin_in, side=JAPANESE)
        return [Target(h.figure, h.distance_in) for h in b.hits]

    @staticmethod
    def _american_wounds(table: Table) -> tuple[dict[str, WoundState], dict[str, bool]]:
        ams = [g for g in table.figures.values() if g.side == AMERICAN]
        return {g.id: wound_state(g) for g in ams}, {g.id: g.entrenched for g in ams}

    def grenade(self, thrower_id: str, x: float, y: float, knee_mortar: bool = False) -> Change:
        """A grenade (or knee mortar) in place of fire. American (B12): one die = Japanese killed within 3"
        of the point, nearest first. Japanese (B13): 1 kills the thrower, 2-3 dud, 4-5 the nearest American
        is hit, 6 also a second within 2"; each American hit rolls the wound chart (B14)."""
        self._no_victory()
        pv = self.grenade_preview(thrower_id, x, y, knee_mortar)
        if not pv.ok:
            raise InputError("; ".join(pv.problems), "grenade")
        st = self.state
        table = self._work_table()
        f = table.figure(thrower_id)
        spec = spec_of(f)
        recorder, dice = self._recorder()
        st = st.with_turn(st.turn(thrower_id).with_thrown())
        what = "knee mortar" if knee_mortar else "grenade"
        if f.side == AMERICAN:
            res = american_grenade(spec, self._us_grenade_targets(table, x, y), dice,
                                   turn=st.turn(thrower_id), seriously_wounded=f.wounds == "serious",
                                   rulings=self.rulings)
            self._log(recorder, [res.roll], actor=thrower_id, side=AMERICAN, weapons=[pv.check.weapon_id])
            st, words = self._apply_deaths_wounds(table, st, res.killed)
            words = list(res.reasons) + words
            if not f.revealed:
                table.put_figure(f.with_(revealed=True))
                words.append(f"{thrower_id} revealed: he threw (B15)")
            st = replace(st, spot=st.spot.with_revealed([thrower_id]))
            head = f"{thrower_id} throws a grenade: {len(res.killed)} Japanese killed"
            gone: list[int] = []
        else:
            v = M.japanese_grenade_victims(table, x, y)
            ws, dug = self._american_wounds(table)
            res = japanese_grenade_from_victims(spec, v, dice, knee_mortar=knee_mortar, wound_states=ws,
                                                entrenched=dug, rulings=self.rulings)
            self._log(recorder, res.rolls, actor=thrower_id, side=JAPANESE, weapons=[pv.check.weapon_id])
            killed = list(res.killed) + ([thrower_id] if res.thrower_killed else [])
            st, words = self._apply_deaths_wounds(table, st, killed, res.wounds)
            words = list(res.reasons) + words
            if res.thrower_killed:
                words.append(f"the {what} goes off in {thrower_id}'s hand: he is killed (B13)")
            head = f"{thrower_id} {what}: {res.outcome.replace('_', ' ')}"
            gone = [table.figure(k).unit for k in res.killed]
        st, vops, vwords = self._victory_check(table, st, gone)
        return self._finish(head, [head] + words + vwords, recorder=recorder, table=table, state=st, extra_ops=vops)

    # -- melee and antitank -----------------------------------------------------------------------
    def melee_groups(self, table: Table | None = None) -> list[list[str]]:
        """Enemy figures in base contact (B27), in connected fights."""
        table = table or self.table()
        links: dict[str, set[str]] = {}
        for c in M.contacts(table):
            if c.enemies:
                links.setdefault(c.a, set()).add(c.b)
                links.setdefault(c.b, set()).add(c.a)
        seen: set[str] = set()
        groups = []
        for start in sorted(links):
            if start in seen:
                continue
            comp, todo = [], [start]
            while todo:
                x = todo.pop()
                if x in seen:
                    continue
                seen.add(x)
                comp.append(x)
                todo += sorted(links[x] - seen)
            groups.append(sorted(comp))
        return groups

    def melee_preview(self) -> list[str]:
        st = self.state
        table = self.table()
        banzai = st.banzai.in_force(st.clock.wave)
        out = []
        for g in self.melee_groups(table):
            parts = []
            for fid in g:
                f = table.figure(fid)
                p = hit_chance(spec_of(f), wound=wound_state(f), banzai=banzai, rulings=self.rulings)
                parts.append(f"{fid} hits {_pct(p)}")
            out.append("fight: " + ", ".join(parts))
        return out or ["no enemy bases touch (B27)"]

    def melee(self) -> Change:
        """Every fight of touching enemy bases, round after round to the death (V, B17, B27)."""
        self._no_victory()
        st = self.state
        if st.clock.phase is not Phase.MELEE:
            raise InputError(f"melee comes after fire, not now ('{PHASE_TEXT[st.clock.phase]}')", "melee")
        table = self._work_table()
        groups = self.melee_groups(table)
        if not groups:
            raise InputError("no enemy bases touch: no melee (B27)", "melee")
        banzai = st.banzai.in_force(st.clock.wave)
        recorder, dice = self._recorder()
        arr_contacts = [c for c in M.contacts(table) if c.enemies]
        words: list[str] = []
        killed: list[str] = []
        wounds = []
        for g in groups:
            members = set(g)
            fighters = []
            for fid in g:
                f = table.figure(fid)
                touching = sorted(((c.gap_in, c.b if c.a == fid else c.a) for c in arr_contacts
                                   if fid in (c.a, c.b) and (c.b if c.a == fid else c.a) in members))
                fighters.append(Fighter(spec_of(f), tuple(t for _, t in touching), wound_state(f), f.entrenched))
            res = fight_melee(fighters, dice, banzai=banzai, rulings=self.rulings)
            self._log(recorder, res.rolls, actor=",".join(g), side="")
            for r in res.rounds:
                for a in r.attacks:
                    if a.wound is not None:
                        wounds.append(a.wound)
            killed += [k for k in res.killed if table.figure(k).side == JAPANESE]
            killed += [w.figure_id for w in wounds if w.killed]
            words.append(f"fight {', '.join(g)}: {len(res.rounds)} round(s), killed: {', '.join(res.killed) or 'none'}")
        st, w2 = self._apply_deaths_wounds(table, st, dict.fromkeys(killed), wounds)
        gone = [table.figure(k).unit for k in killed if table.figure(k).side == AMERICAN]
        st, vops, vwords = self._victory_check(table, st, gone)
        head = f"Melee: {len(groups)} fight(s), {len(set(killed))} killed"
        return self._finish(head, [head] + words + w2 + vwords, recorder=recorder, table=table, state=st,
                            extra_ops=vops)

    def tank_id(self, table: Table | None = None) -> str | None:
        table = table or self.table()
        return next((f.id for f in table.figures.values() if f.role == "tank"), None)

    def antitank_preview(self, attacker_id: str) -> list[str]:
        """B18 in words, with the chances from the resolver `antitank` uses (the attacker dies either way)."""
        from .odds import antitank_odds
        a = self.table().figure(attacker_id)
        lines = [f"{attacker_id} throws himself on the tank (B18); he dies either way."]
        try:
            odds = antitank_odds(spec_of(a), self.state.turn(attacker_id), wound_state(a))
        except InputError as err:
            return lines + [f"not allowed: {err.message}"]
        return lines + ["chances: " + ", ".join(f"{k} {_pct(p)}" for k, p in odds.items()),
                        "A lost tank never returns (VI.B)."]

    def antitank(self, attacker_id: str) -> Change:
        """An American who ran or walked up to the tank throws himself on it: 4-6 destroys it; he dies
        either way; the 1st Squad's naval officer destroys it outright (B18). The tank never returns."""
        self._no_victory()
        st = self.state
        table = self._work_table()
        a = self._alive(table, attacker_id, "antitank")
        tid = self.tank_id(table)
        if tid is None or not table.figure(tid).alive:
            raise InputError("there is no working tank on the table", "antitank")
        if a.side != AMERICAN:
            raise InputError("only Americans attack the tank (B18)", "antitank")
        if st.clock.phase in (Phase.BANZAI_ORDER, Phase.JAPANESE_MOVE):
            raise InputError("an American reaches the tank in his own move; attack it after the Americans move",
                             "antitank")
        gap = M.distance(table, attacker_id, tid).distance_in
        reached = gap <= self.rulings.b27_touch_gap_in + 1e-9
        if not reached:
            raise InputError(f"{attacker_id} is {gap:.2f}\" from the tank: he must reach it (B18)", "antitank")
        recorder, dice = self._recorder()
        res = resolve_antitank(spec_of(a), st.turn(attacker_id), dice, reached_tank=True, wound=wound_state(a))
        if res.roll is not None:
            self._log(recorder, [res.roll], actor=attacker_id, side=AMERICAN)
        st = st.with_turn(replace(st.turn(attacker_id), antitank=True))
        killed = [attacker_id] + ([tid] if res.destroyed else [])
        st, words = self._apply_deaths_wounds(table, st, killed)
        if res.destroyed:
            st = replace(st, tank=TankStatus.DESTROYED)
        words = list(res.reasons) + [f"{attacker_id} dies (B18)"] + words
        st, vops, vwords = self._victory_check(table, st, [a.unit])
        head = f"{attacker_id} attacks the tank: {'destroyed' if res.destroyed else 'it survives'}"
        return self._finish(head, [head] + words + vwords, recorder=recorder, table=table, state=st,
                            extra_ops=vops)

    # -- Banzai, hidden Americans ------------------------------------------------------------------
    def banzai_targets(self) -> tuple[BanzaiAssignment, ...]:
        """Each living Japanese figure's nearest visible American (VI.D)."""
        table = self.table()
        near: dict[str, list[Target]] = {}
        for f in table.figures.values():
            if f.alive and f.side == JAPANESE:
                near[f.id] = [Target(t.figure, t.distance_in) for t in table_targets(table, f.id).targets]
        return banzai_assignments(near)

    def order_banzai(self) -> Change:
        """The wave commander orders a Banzai Charge, before Japanese movement (VI.D): command is ignored,
        no Japanese fire, everyone runs at his nearest visible American, +1 in melee."""
        self._no_victory()
        st = self.state
        new = order_banzai(st.banzai, st.clock, self.commander)
        assign = self.banzai_targets()
        words = [f"{commander_name(self.commander)} orders a BANZAI CHARGE (wave {st.clock.wave}, turn {st.clock.turn})"]
        words += [f"{a.japanese_id}: {a.reason}" for a in assign[:40]]
        return self._finish(words[0], words, state=replace(st, banzai=new, banzai_ordered=True))

    def hidden_spotted(self) -> list[M.Spotting]:
        return [s for s in M.spotting(self.table()) if s.spotted and not s.already_revealed]

    def reveal(self, ids: Sequence[str] | None = None, why: str = "") -> Change:
        """Reveal hidden Americans (B15): by default those a Japanese figure has come within 2" of (or, with
        the toggle, sees); with ``ids`` the referee places the named ones."""
        self._no_victory()
        st = self.state
        table = self._work_table()
        words = []
        if ids is None:
            found = self.hidden_spotted()
            if not found:
                raise InputError("no hidden American is within 2\" of a Japanese figure (B15)", "reveal")
            pick = [(s.american, f"{s.by} {s.how} ({s.distance_in:.2f}\")") for s in found]
        else:
            pick = []
            for fid in ids:
                f = self._alive(table, fid, "reveal")
                if f.side != AMERICAN:
                    raise InputError(f"{fid} is not an American", "reveal")
                if f.revealed:
                    raise InputError(f"{fid} is already on the table", "reveal")
                pick.append((fid, why or "placed by the referee"))
            if not pick:
                raise InputError("name the Americans to reveal", "reveal")
        for fid, reason in pick:
            table.put_figure(table.figure(fid).with_(revealed=True))
            words.append(f"{fid} revealed: {reason} (B15)")
        st = replace(st, spot=st.spot.with_revealed([p[0] for p in pick]))
        return self._finish(f"Reveal {', '.join(p[0] for p in pick)}", words, table=table, state=st)

    # -- waves -----------------------------------------------------------------------------------
    def current_start_line(self, table: Table | None = None) -> StartLine:
        table = table or self.table()
        pts = self.state.start_line
        if not pts:
            return initial_start_line(table.height_in)
        return StartLine(tuple(pts), "the start line")

    def wave_end_proposal(self):
        """B19: all the Japanese dead, or every one who needs command is out of it and no exempt figure can act."""
        st = self.state
        table = self.table()
        out = []
        for c in self._command(table, st).values():
            f = table.figure(c.figure)
            if f.side != JAPANESE:
                continue
            out.append(JapaneseStatus(c.figure, f.alive, c.status == "exempt", c.may_act, f.alive))
        return propose_wave_end(out)

    def start_line_proposal(self) -> StartLineProposal:
        """B20: lines from the ground the Japanese hold; never behind the previous line."""
        table = self.table()
        living = [f.centre for f in table.figures.values() if f.alive and f.side == JAPANESE]
        return propose_start_line(living, width_in=table.height_in, previous=self.current_start_line(table))

    def _wave_record(self, table: Table, st: GameState, *, final: bool = False, ended_why: str = "",
                     next_line: Sequence[Sequence[float]] = ()) -> dict[str, Any]:
        jp_dead = sum(1 for f in table.figures.values() if f.side == JAPANESE and not f.alive)
        us_dead = sum(1 for f in table.figures.values() if f.side == AMERICAN and not f.alive)
        living = [f.x for f in table.figures.values() if f.alive and f.side == JAPANESE]
        line = self.current_start_line(table)
        start_depth = max(p[0] for p in line.points)
        reached = max(living) if living else start_depth
        n = st.clock.wave
        return {"number": n, "commander": wave_commander(n), "commander_name": commander_name(wave_commander(n)),
                "turns": st.clock.turn, "japanese_losses": jp_dead, "american_losses": us_dead - st.us_dead_at_start,
                "banzai": st.banzai_ordered, "start_line": [list(p) for p in line.points],
                "line_reached_in": round(reached, 2), "ground_gained_in": round(max(0.0, reached - start_depth), 2),
                "next_start_line": [list(p) for p in next_line], "final": final, "ended_why": ended_why,
                "tank": st.tank.value,
                "americans_left": [x["id"] for x in st.left if x.get("wave") == n]}

    def end_wave(self, start_line: Sequence[Sequence[float]] | None = None, *, hold_tank_off: bool = False,
                 why: str = "") -> Change:
        """End the wave (B19, the referee confirms): record it, bring every dead Japanese back on the new
        start line (VI.B; B20 proposal unless ``start_line`` is given), the tank never once lost; the 3rd
        Platoon may keep a working tank off the table; the next wave's commander rotates (B21)."""
        self._no_victory()
        st = self.state
        table = self._work_table()
        prop = self.start_line_proposal()
        line = StartLine(tuple((float(x), float(y)) for x, y in start_line), "the referee's line") \
            if start_line else prop.held_ground
        if len(line.points) < 2:
            raise InputError("a start line needs at least two points", "start line")
        prev = self.current_start_line(table)
        ys = sorted({p[1] for p in line.points} | {p[1] for p in prev.points})
        for y in [(a + b) / 2 for a, b in zip(ys, ys[1:]) if b - a > 1e-6]:
            if line.depth_at(y) < prev.depth_at(y) - 1e-6:
                raise InputError(f"the new start line falls behind the previous one at y={y:g}\" (B20)", "start line")
        reason = why or self.wave_end_proposal().reason
        rec = self._wave_record(table, st, ended_why=reason, next_line=line.points)
        tid = self.tank_id(table)
        dead = [f.id for f in table.figures.values() if f.side == JAPANESE and not f.alive]
        tank_status = st.tank
        if tid is not None and not table.figure(tid).alive:
            tank_status = TankStatus.DESTROYED
        res = resurrect([f.id for f in table.figures.values() if f.side == JAPANESE], dead, tank_id=tid,
                        tank=tank_status if st.tank_off is None or tank_status is TankStatus.DESTROYED else
                        TankStatus.HELD_OFF, hold_tank_off=hold_tank_off)
        for k, fid in enumerate(res.returned):
            f = table.figure(fid)
            x = max(0.6, min(line.depth_at(f.y) - 1.0 - (k % 3) * 1.1, table.width_in - 0.6))
            table.put_figure(f.moved(x, f.y).with_(wounds="none"))
        tank_off = st.tank_off
        words = [f"Wave {st.clock.wave} ends: {reason} (B19)"] + list(res.reasons)
        if res.tank is TankStatus.HELD_OFF and tid is not None and tank_off is None:
            tank_off = figure_dict(table.figure(tid))
            table.remove_figure(tid)
        elif res.tank is TankStatus.ON_TABLE and tank_off is not None:
            f = figure_from_dict(tank_off)
            table.put_figure(f.moved(max(1.3, line.depth_at(f.y) - 2.0), f.y))
            tank_off = None
            words.append("the tank comes back on the start line")
        nxt = st.clock.next_wave()
        us_dead = sum(1 for f in table.figures.values() if f.side == AMERICAN and not f.alive)
        new = replace(st, clock=nxt, banzai=banzai_at_wave_end(st.banzai), banzai_ordered=False, turns={},
                      killed_in={}, spot=st.spot.new_turn(nxt.wave, 1), start_line=line.points, tank=res.tank,
                      tank_off=tank_off, us_dead_at_start=us_dead)
        words.append(f"Wave {nxt.wave}: commanded by the {commander_name(wave_commander(nxt.wave))} (B21)")
        op = records.put_op(self.store, self.game_id, WAVE, f"{st.clock.wave:03d}", rec, st.clock.wave)
        return self._finish(f"End wave {st.clock.wave}", words, table=table, state=new, extra_ops=[op])

    # -- leaving the table, victory --------------------------------------------------------------------
    def american_leaves(self, ids: Sequence[str]) -> Change:
        """Americans leave (are driven off) the table. When the last living American is gone the game ends:
        the level by the wave (B22), with the per-player adjustments."""
        self._no_victory()
        if not ids:
            raise InputError("name the Americans who leave the table", "leave")
        st = self.state
        table = self._work_table()
        left = list(st.left)
        units = []
        for fid in dict.fromkeys(ids):
            f = self._alive(table, fid, "leave")
            if f.side != AMERICAN:
                raise InputError(f"{fid} is not an American", "leave")
            left.append({"id": fid, "unit": f.unit, "wave": st.clock.wave, "turn": st.clock.turn,
                         "figure": figure_dict(f)})
            units.append(f.unit)
            table.remove_figure(fid)
        st = replace(st, left=tuple(left))
        words = [f"{', '.join(dict.fromkeys(ids))} leave the table"]
        st, vops, vwords = self._victory_check(table, st, units)
        return self._finish(words[0], words + vwords, table=table, state=st, extra_ops=vops)

    # -- the set-up (the article's opening, setup_check) ------------------------------------------------
    def setup_confirmation(self) -> dict[str, Any] | None:
        """The referee's confirmation of the set-up (None: not confirmed yet)."""
        from .setup_check import CONFIRMED
        return records.get(self.store, self.game_id, *CONFIRMED)

    def check_setup(self) -> tuple["Breach", ...]:
        """Where the table's set-up departs from the article, each breach naming its rule (empty: none):
        30-40 a platoon, officers and crew weapons shared evenly, the 24 Americans as listed, B29, no
        American in the first 24" of the Japanese edge, entrenched only from the table (B31)."""
        from .setup_check import check_setup
        done = self.setup_confirmation()
        return check_setup(self.table(), self.forces, self.rulings,
                           None if done is None else done.get("entrenchments", []))

    def confirm_setup(self, override: bool = False) -> Change:
        """ONE change recording the referee's confirmation of the set-up. Breaches refuse it unless
        ``override``: then they are recorded as the referee's ruling, in the change's text and summary."""
        from .setup_check import confirmation_change
        ch, summary = confirmation_change(self.store, self.game_id, self.table(), self.check_setup(),
                                          override=override)
        return replace(ch, meta=(("summary", summary),))

    def victory_result(self) -> VictoryResult | None:
        v = self.state.victory
        if not v:
            return None
        return victory_result(v["wave"], v["last_squads"], self.forces)


def _count_dist(chart_id: str) -> dict[int, Fraction]:
    c = chart(chart_id)
    out: dict[int, Fraction] = {}
    for face in range(1, 7):
        row = c.lookup(c.modified(face, ()))
        k = row.count if getattr(row, "count", None) is not None else face
        out[k] = out.get(k, Fraction(0)) + Fraction(1, 6)
    return dict(sorted(out.items()))


__all__ = ["BataanGame", "DragMove", "ProposedMove", "FirePreview", "ThrowPreview", "spec_of", "wound_state", "LEVEL_NAMES", "level_for_wave",
           "successes_distribution"]


def _mode(mode: str | MoveMode) -> MoveMode:
    try:
        return MoveMode(mode)
    except ValueError:
        known = ", ".join(m.value for m in MoveMode if m is not MoveMode.NONE)
        raise InputError(f"unknown way of moving {mode!r} (known: {known})", "move") from None
