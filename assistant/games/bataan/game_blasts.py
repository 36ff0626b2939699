"""Grenades and knee mortars for `BataanGame` (Qt-free).

`BlastCommands` previews a throw: its range (B12, B13), the permission after moving (B8, B24), the figures in
the blast (with the B28 margin) and the chart's odds; then rolls it: an American grenade kills Japanese
within 3" of the point, nearest first (B12); a Japanese grenade or knee mortar may kill the thrower, be a
dud or hit one or two Americans, who roll for wounds (B13, B14); an American who throws is revealed (B15).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import replace

from assistant.core.errors import InputError
from assistant.games.bataan.table import measure as M
from assistant.games.bataan.table.model import Table
from assistant.store.changes import Change

from . import rules
from .sides import AMERICAN, JAPANESE
from .figure_specs import spec_of, wound_state
from .sequence import FIRE_STEPS, PHASE_TEXT, fire_step_of
from .wounds import WoundState
from assistant.core.messages import msg

if TYPE_CHECKING:
    from .fire import Target
    from .previews import ThrowPreview


class BlastCommands:
    """Held by the game as ``game.blasts``; reads and writes through it (explicit dependency)."""

    def __init__(self, game):
        self.game = game


    # -- grenades and knee mortars ----------------------------------------------------------------
    def grenade_preview(self, thrower_id: str, x: float, y: float, knee_mortar: bool = False) -> ThrowPreview:
        """Range (B12, B13), permission after moving (B8, B24), the figures in the blast, the chart's odds."""
        from .grenades import check_throw
        from .previews import ThrowPreview
        st = self.game.state
        table = self.game.table()
        f = self.game._firer_ok(table, st, thrower_id)
        spec = spec_of(f)
        problems: list[str] = []
        phase = st.clock.phase
        turn = st.turn(thrower_id)
        if phase not in FIRE_STEPS:
            problems.append(f"grenades are thrown in the fire steps, not now ('{PHASE_TEXT[phase]}')")
        elif fire_step_of(spec, turn) is not phase:
            problems.append(f"{thrower_id} throws in the step '{PHASE_TEXT[fire_step_of(spec, turn)]}' (IV)")
        if not table.terrain.on_table(x, y):
            raise InputError(msg("({0:g}, {1:g}) is off the table", x, y), "grenade point")
        cmd = self.game._command(table, st).get(thrower_id)
        d = M.distance_to_point(table, thrower_id, x, y).distance_in
        check = check_throw(spec, d, self.game.weapons, knee_mortar=knee_mortar, turn=turn,
                            seriously_wounded=f.wounds == "serious", in_command=cmd.may_act if cmd else True,
                            command_exempt=bool(cmd and cmd.status == "exempt"),
                            banzai=st.banzai.in_force(st.clock.wave), rulings=self.game.rulings)
        if not check.ok:
            problems += [r for r in check.reasons if "within" not in r] or ["not allowed"]
        # the odds: the roll's own resolver on every face, with the inputs `grenade` gives it (issue 12)
        from .odds import american_grenade_odds, japanese_grenade_odds
        if f.side == AMERICAN:
            targets = self._us_grenade_targets(table, x, y)
            blast = tuple(t.id for t in targets)
            ch = american_grenade_odds(spec, targets, turn=turn.with_thrown(), seriously_wounded=f.wounds == "serious",
                                       rulings=self.game.rulings)
        else:
            v = M.japanese_grenade_victims(table, x, y)
            blast = tuple(h.figure for h in (v.first, v.second) if h is not None)
            ws, dug = self._american_wounds(table)
            ch = japanese_grenade_odds(spec, v, knee_mortar=knee_mortar, wound_states=ws, entrenched=dug,
                                       rulings=self.game.rulings)
        return ThrowPreview(thrower_id, (x, y), knee_mortar, check, blast, ch, tuple(problems))

    def _us_grenade_targets(self, table: Table, x: float, y: float) -> list[Target]:
        """B12: the Japanese within 3" of the point (and the B28 margin), nearest first."""
        from .fire import Target
        b = M.blast(table, x, y, rules.US_GRENADE_RADIUS_IN + self.game.rulings.b28_margin_in, side=JAPANESE)
        return [Target(h.figure, h.distance_in) for h in b.hits]

    @staticmethod
    def _american_wounds(table: Table) -> tuple[dict[str, WoundState], dict[str, bool]]:
        ams = [g for g in table.figures.values() if g.side == AMERICAN]
        return {g.id: wound_state(g) for g in ams}, {g.id: g.entrenched for g in ams}

    def grenade(self, thrower_id: str, x: float, y: float, knee_mortar: bool = False) -> Change:
        """A grenade (or knee mortar) in place of fire. American (B12): one die = Japanese killed within 3"
        of the point, nearest first. Japanese (B13): 1 kills the thrower, 2-3 dud, 4-5 the nearest American
        is hit, 6 also a second within 2"; each American hit rolls the wound chart (B14)."""
        from .grenades import american_grenade, japanese_grenade_from_victims
        self.game._no_victory()
        pv = self.grenade_preview(thrower_id, x, y, knee_mortar)
        if not pv.ok:
            raise InputError("; ".join(pv.problems), "grenade")
        st = self.game.state
        table = self.game._work_table()
        f = table.figure(thrower_id)
        spec = spec_of(f)
        recorder, dice = self.game._recorder()
        st = st.with_turn(st.turn(thrower_id).with_thrown())
        what = "knee mortar" if knee_mortar else "grenade"
        if f.side == AMERICAN:
            res = american_grenade(spec, self._us_grenade_targets(table, x, y), dice,
                                   turn=st.turn(thrower_id), seriously_wounded=f.wounds == "serious",
                                   rulings=self.game.rulings)
            self.game._log(recorder, [res.roll], actor=thrower_id, side=AMERICAN, weapons=[pv.check.weapon_id])
            st, words = self.game._apply_deaths_wounds(table, st, res.killed)
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
                                                entrenched=dug, rulings=self.game.rulings)
            self.game._log(recorder, res.rolls, actor=thrower_id, side=JAPANESE, weapons=[pv.check.weapon_id])
            killed = list(res.killed) + ([thrower_id] if res.thrower_killed else [])
            st, words = self.game._apply_deaths_wounds(table, st, killed, res.wounds)
            words = list(res.reasons) + words
            if res.thrower_killed:
                words.append(f"the {what} goes off in {thrower_id}'s hand: he is killed (B13)")
            head = f"{thrower_id} {what}: {res.outcome.replace('_', ' ')}"
            gone = [table.figure(k).unit for k in res.killed]
        st, vops, vwords = self.game._victory_check(table, st, gone)
        return self.game._finish(head, [head] + words + vwords, recorder=recorder, table=table, state=st, extra_ops=vops)
