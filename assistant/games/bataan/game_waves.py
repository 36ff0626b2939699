"""The Banzai Charge, hidden Americans, waves, leaving the table, victory and the set-up for `BataanGame`.

`WaveCommands` (Qt-free) gives each Japanese figure its nearest visible American and orders the Banzai Charge
(VI.D), reveals hidden Americans (B15), proposes the wave's end (B19) and the next start line (B20), ends the
wave with the Japanese dead back on the new line (VI.B) under the next commander (B21), records Americans
leaving the table and the victory level (B22), and checks and confirms the set-up against the article (B29,
B31). The record kinds `WAVE` and `VICTORY` are named here.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Sequence

from assistant.core.errors import InputError
from assistant.games.bataan.table import measure as M
from assistant.games.bataan.table.model import Table
from assistant.store import records
from assistant.store.changes import Change

from .banzai import BanzaiAssignment, banzai_assignments, banzai_at_wave_end, commander_name, order_banzai
from .sides import AMERICAN, JAPANESE
from .figure_specs import figure_dict, figure_from_dict
from .game_state import GameState
from .waves import (JapaneseStatus, StartLine, StartLineProposal, TankStatus, initial_start_line, propose_start_line,
                    propose_wave_end, resurrect, wave_commander)
from assistant.core.messages import msg

if TYPE_CHECKING:
    from .fire import Target
    from .setup_check import Breach
    from .victory import VictoryResult


WAVE = "wave"
VICTORY = "victory"


class WaveCommands:
    """Held by the game as ``game.wave``; reads and writes through it (explicit dependency)."""

    def __init__(self, game):
        self.game = game


    # -- Banzai, hidden Americans ------------------------------------------------------------------
    def banzai_targets(self) -> tuple[BanzaiAssignment, ...]:
        """Each living Japanese figure's nearest visible American (VI.D)."""
        from .fire import Target
        from assistant.games.bataan.table.targets import targets as table_targets
        table = self.game.table()
        near: dict[str, list[Target]] = {}
        for f in table.figures.values():
            if f.alive and f.side == JAPANESE:
                near[f.id] = [Target(t.figure, t.distance_in) for t in table_targets(table, f.id).targets]
        return banzai_assignments(near)

    def order_banzai(self) -> Change:
        """The wave commander orders a Banzai Charge, before Japanese movement (VI.D): command is ignored,
        no Japanese fire, everyone runs at his nearest visible American, +1 in melee."""
        self.game._no_victory()
        st = self.game.state
        new = order_banzai(st.banzai, st.clock, self.game.commander)
        assign = self.banzai_targets()
        words = [f"{commander_name(self.game.commander)} orders a BANZAI CHARGE (wave {st.clock.wave}, turn {st.clock.turn})"]
        words += [f"{a.japanese_id}: {a.reason}" for a in assign[:40]]
        return self.game._finish(words[0], words, state=replace(st, banzai=new, banzai_ordered=True))

    def hidden_spotted(self) -> list[M.Spotting]:
        return [s for s in M.spotting(self.game.table()) if s.spotted and not s.already_revealed]

    def reveal(self, ids: Sequence[str] | None = None, why: str = "") -> Change:
        """Reveal hidden Americans (B15): by default those a Japanese figure has come within 2" of (or, with
        the toggle, sees); with ``ids`` the referee places the named ones."""
        self.game._no_victory()
        st = self.game.state
        table = self.game._work_table()
        words = []
        if ids is None:
            found = self.hidden_spotted()
            if not found:
                raise InputError(msg('no hidden American is within 2" of a Japanese figure (B15)'), "reveal")
            pick = [(s.american, f"{s.by} {s.how} ({s.distance_in:.2f}\")") for s in found]
        else:
            pick = []
            for fid in ids:
                f = self.game._alive(table, fid, "reveal")
                if f.side != AMERICAN:
                    raise InputError(msg("{0} is not an American", fid), "reveal")
                if f.revealed:
                    raise InputError(msg("{0} is already on the table", fid), "reveal")
                pick.append((fid, why or "placed by the referee"))
            if not pick:
                raise InputError(msg("name the Americans to reveal"), "reveal")
        for fid, reason in pick:
            table.put_figure(table.figure(fid).with_(revealed=True))
            words.append(f"{fid} revealed: {reason} (B15)")
        st = replace(st, spot=st.spot.with_revealed([p[0] for p in pick]))
        return self.game._finish(f"Reveal {', '.join(p[0] for p in pick)}", words, table=table, state=st)

    # -- waves -----------------------------------------------------------------------------------
    def current_start_line(self, table: Table | None = None) -> StartLine:
        table = table or self.game.table()
        pts = self.game.state.start_line
        if not pts:
            return initial_start_line(table.height_in)
        return StartLine(tuple(pts), "the start line")

    def wave_end_proposal(self):
        """B19: all the Japanese dead, or every one who needs command is out of it and no exempt figure can act."""
        st = self.game.state
        table = self.game.table()
        out = []
        for c in self.game._command(table, st).values():
            f = table.figure(c.figure)
            if f.side != JAPANESE:
                continue
            out.append(JapaneseStatus(c.figure, f.alive, c.status == "exempt", c.may_act, f.alive))
        return propose_wave_end(out)

    def start_line_proposal(self) -> StartLineProposal:
        """B20: lines from the ground the Japanese hold; never behind the previous line."""
        table = self.game.table()
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
        self.game._no_victory()
        st = self.game.state
        table = self.game._work_table()
        prop = self.start_line_proposal()
        line = StartLine(tuple((float(x), float(y)) for x, y in start_line), "the referee's line") \
            if start_line else prop.held_ground
        if len(line.points) < 2:
            raise InputError(msg("a start line needs at least two points"), "start line")
        prev = self.current_start_line(table)
        ys = sorted({p[1] for p in line.points} | {p[1] for p in prev.points})
        for y in [(a + b) / 2 for a, b in zip(ys, ys[1:]) if b - a > 1e-6]:
            if line.depth_at(y) < prev.depth_at(y) - 1e-6:
                raise InputError(msg('the new start line falls behind the previous one at y={0:g}" (B20)', y), "start line")
        reason = why or self.wave_end_proposal().reason
        rec = self._wave_record(table, st, ended_why=reason, next_line=line.points)
        tid = self.game.close_combat.tank_id(table)
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
        op = records.put_op(self.game.store, self.game.game_id, WAVE, f"{st.clock.wave:03d}", rec, st.clock.wave)
        return self.game._finish(f"End wave {st.clock.wave}", words, table=table, state=new, extra_ops=[op])

    # -- leaving the table, victory --------------------------------------------------------------------
    def american_leaves(self, ids: Sequence[str]) -> Change:
        """Americans leave (are driven off) the table. When the last living American is gone the game ends:
        the level by the wave (B22), with the per-player adjustments."""
        self.game._no_victory()
        if not ids:
            raise InputError(msg("name the Americans who leave the table"), "leave")
        st = self.game.state
        table = self.game._work_table()
        left = list(st.left)
        units = []
        for fid in dict.fromkeys(ids):
            f = self.game._alive(table, fid, "leave")
            if f.side != AMERICAN:
                raise InputError(msg("{0} is not an American", fid), "leave")
            left.append({"id": fid, "unit": f.unit, "wave": st.clock.wave, "turn": st.clock.turn,
                         "figure": figure_dict(f)})
            units.append(f.unit)
            table.remove_figure(fid)
        st = replace(st, left=tuple(left))
        words = [f"{', '.join(dict.fromkeys(ids))} leave the table"]
        st, vops, vwords = self.game._victory_check(table, st, units)
        return self.game._finish(words[0], words + vwords, table=table, state=st, extra_ops=vops)

    # -- the set-up (the article's opening, setup_check) ------------------------------------------------
    def setup_confirmation(self) -> dict[str, Any] | None:
        """The referee's confirmation of the set-up (None: not confirmed yet)."""
        from .setup_check import CONFIRMED
        return records.get(self.game.store, self.game.game_id, *CONFIRMED)

    def check_setup(self) -> tuple["Breach", ...]:
        """Where the table's set-up departs from the article, each breach naming its rule (empty: none):
        30-40 a platoon, officers and crew weapons shared evenly, the 24 Americans as listed, B29, no
        American in the first 24" of the Japanese edge, entrenched only from the table (B31)."""
        from .setup_check import check_setup
        done = self.setup_confirmation()
        return check_setup(self.game.table(), self.game.forces, self.game.rulings,
                           None if done is None else done.get("entrenchments", []))

    def confirm_setup(self, override: bool = False) -> Change:
        """ONE change recording the referee's confirmation of the set-up. Breaches refuse it unless
        ``override``: then they are recorded as the referee's ruling, in the change's text and summary."""
        from .setup_check import confirmation_change
        ch, summary = confirmation_change(self.game.store, self.game.game_id, self.game.table(), self.check_setup(),
                                          override=override)
        return replace(ch, meta=(("summary", summary),))

    def victory_result(self) -> VictoryResult | None:
        from .victory import victory as victory_result
        v = self.game.state.victory
        if not v:
            return None
        return victory_result(v["wave"], v["last_squads"], self.game.forces)
