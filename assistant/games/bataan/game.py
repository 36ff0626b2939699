"""Refereeing a Last Stand on Bataan game from the first wave to victory (Qt-free).

`BataanGame` reads a game's table (``persist.load_table``) and its state (``session.state``, see
`game_state`) and offers ACTIONS. Each action checks first and raises ``InputError`` with a clear
message when it is illegal (nothing changes); otherwise it returns ONE ``Change``: the rolls it made
(drawn from the game's seeded stream through a ``RollRecorder``), the figures it changed, the state and
any record (``wave``, ``victory``). The caller applies it: ``session.do(change)`` headless,
``hub.push(change)`` in the UI. Undo of that change restores the game exactly, since everything lives
in the database. Queries (``*_preview``, ``proposals``) never change anything and give exact odds.

``Change.meta`` carries ``("summary", (line, ...))``: the result in words, for the results log.

The actions live in procedure objects by concern, each in its module and held by the game: `game_moves`
(``game.turn``: the phases, moves, the figures' state), `game_drags` (``game.drags``: moves from the board),
`game_fire` (``game.firing``), `game_blasts` (``game.blasts``: grenades, knee mortars), `game_melee`
(``game.close_combat``: melee, the tank) and `game_waves` (``game.wave``: Banzai, hidden Americans, waves,
victory, the set-up). This module keeps the reading and the plumbing they share.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from assistant.core.errors import InputError
from assistant.games.bataan.table import measure as M
from assistant.games.bataan.table.figures import Figure
from assistant.games.bataan.table.model import Table
from assistant.store import games as store_games
from assistant.store import records
from assistant.store.changes import Change

from . import persist
from .banzai import commander_name
from .figure_specs import spec_of, wound_state
from .game_blasts import BlastCommands
from .game_drags import DragCommands
from .game_fire import FireCommands
from .game_melee import MeleeCommands
from .game_moves import TurnCommands
from .game_state import GameState
from .game_waves import VICTORY, WAVE, WaveCommands
from .rulings import Rulings
from .sides import AMERICAN, JAPANESE
from .sequence import Phase
from .stored_table import StoredTable
from .waves import wave_commander
from .wounds import WoundState
from assistant.core.messages import msg

if TYPE_CHECKING:
    from .forces import Forces
    from .rolls import RollRecord
    from .weapons import WeaponsChart


class BataanGame:
    """The referee's reading of one Bataan game session, and its procedures as parts (composition, each in
    its own module, each depending on this object explicitly): ``turn`` (the phases, moves, the figures'
    state), ``drags`` (moves from the board), ``firing``, ``blasts`` (grenades, knee mortars),
    ``close_combat`` (melee, the tank) and ``wave`` (Banzai, hidden Americans, waves, victory, the set-up)."""

    def __init__(self, session, *, dice: Any = None, forces: Forces | None = None,
                 weapons: WeaponsChart | None = None):
        self.session = session
        self.dice_override = dice          # tests: a ScriptedDice (or any dice source) instead of the stream
        self._forces = forces
        self._weapons_given = weapons      # None: the game's stored weapons chart, else the defaults (B10)
        self._weapons: WeaponsChart | None = weapons
        self.stored = StoredTable(session)     # the stored table, kept in step with each change
        self._parsed: tuple | None = None      # (the session's state dict, its GameState)
        self.turn = TurnCommands(self)
        self.drags = DragCommands(self)
        self.firing = FireCommands(self)
        self.blasts = BlastCommands(self)
        self.close_combat = MeleeCommands(self)
        self.wave = WaveCommands(self)
        session.subscribe(self.sync)

    @property
    def weapons(self) -> WeaponsChart:
        """The weapons chart in force: the one given, else the one stored with the game (B10)."""
        from .weapons import weapons_for_session
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
        from .forces import load_forces
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
        """The game's state as read from the session's record, read once per record (the session takes a
        new dict with each change; a release asked it 25 times, issue 25). Never changed in place: the
        commands make new states with ``dataclasses.replace`` and copy what they change."""
        raw = self.session.state
        got = self._parsed
        if got is not None and got[0] is raw:
            return got[1]
        st = GameState.from_state(raw)
        self._parsed = (raw, st)
        return st

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
        text = msg("Wave {0}, turn {1} - commander: {2}", s.clock.wave, s.clock.turn, commander_name(self.commander))
        if s.banzai.in_force(s.clock.wave):
            text = msg("{0} - BANZAI CHARGE in force", text)
        if s.victory:
            text = msg("{0} - GAME OVER: {1}", text, s.victory["level_name"])
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
            raise InputError(msg("the game is over ({0}); undo to play on", v['level_name']), "game")

    def _alive(self, table: Table, fid: str, what: str = "figure") -> Figure:
        f = table.figure(fid)
        if not f.alive:
            raise InputError(msg("{0} is dead", fid), what)
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
        from .victory import victory as victory_result
        if st.victory or any(f.alive and f.side == AMERICAN for f in table.figures.values()):
            return st, [], []
        units = sorted(set(gone_units))
        if not units:
            units = sorted({f.unit for f in table.figures.values() if f.side == AMERICAN})
        res = victory_result(st.clock.wave, [f"us{u}" for u in units], self.forces)
        v = res.to_dict()
        v["turn"] = st.clock.turn
        st = replace(st, victory=v)
        wave_rec = self.wave._wave_record(table, st, final=True, ended_why="the last American left the table")
        ops = [records.put_op(self.store, self.game_id, WAVE, f"{st.clock.wave:03d}", wave_rec, st.clock.wave),
               records.put_op(self.store, self.game_id, VICTORY, "result", v)]
        return st, ops, [f"VICTORY: the last American left the table in wave {st.clock.wave}: {res.level_name} (B22)"]

    def _firer_ok(self, table: Table, st: GameState, fid: str) -> Figure:
        f = table.figure(fid)
        if not f.alive and st.killed_in.get(fid) != st.clock.phase.value:
            raise InputError(msg("{0} is dead", fid), "firer")
        return f

    def _command(self, table: Table, st: GameState) -> dict[str, M.CommandStatus]:
        banzai = st.banzai.in_force(st.clock.wave)
        return {c.figure: c for c in M.command_status(table, banzai)}


__all__ = ["BataanGame", "spec_of", "wound_state"]
