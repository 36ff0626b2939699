"""Fire for `BataanGame` (Qt-free): firers, targets, dice, odds, the roll; snipers and spotting them.

`FireCommands` gathers the firers of one fire step (IV; B29 the shared crew gun), the targets each sees (B4,
B11; a sniper only once spotted, B16), counts the dice with their reasons (B8, B9, B14, B23) and gives the
exact odds in a preview, then rolls the fire (Americans hit roll for wounds, B14; Americans who fire are
revealed, B15), a sniper's shot and the Americans' look for a sniper who fired (B16).
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction
from typing import TYPE_CHECKING, Sequence

from assistant.core.errors import InputError
from assistant.games.bataan.table.model import Table
from assistant.store.changes import Change

from .sides import AMERICAN, JAPANESE
from .figure_specs import spec_of, wound_state
from .game_state import GameState
from .sequence import FIRE_STEPS, PHASE_TEXT, fire_step_of
from .spotting import spot_sniper as resolve_spot
from assistant.core.messages import msg

if TYPE_CHECKING:
    from .fire import Firer, Target, TargetCheck
    from .previews import FirePreview


class FireCommands:
    """Held by the game as ``game.firing``; reads and writes through it (explicit dependency)."""

    def __init__(self, game):
        self.game = game


    # -- fire ------------------------------------------------------------------------------------
    def _firers(self, table: Table, st: GameState,
                firer_ids: Sequence[str]) -> tuple[list[Firer], str, list[str], dict[str, str]]:
        from .crew_gun import is_gun_crew, share_crew_gun
        from .fire import Firer
        if not firer_ids:
            raise InputError(msg("choose at least one figure to fire"), "fire")
        phase = st.clock.phase
        if phase not in FIRE_STEPS:
            raise InputError(msg("figures fire in the fire steps, not now ('{0}')", PHASE_TEXT[phase]), "fire")
        cmd = self.game._command(table, st)
        banzai = st.banzai.in_force(st.clock.wave)
        firers: list[Firer] = []
        problems: list[str] = []
        sides = set()
        for fid in dict.fromkeys(firer_ids):
            f = self.game._firer_ok(table, st, fid)
            spec = spec_of(f)
            sides.add(f.side)
            turn = st.turn(fid)
            step = fire_step_of(spec, turn)
            if step is not phase:
                problems.append(f"{fid} fires in the step '{PHASE_TEXT[step]}' (IV)")
                continue
            c = cmd.get(fid)
            fire_weapons = [w for w in spec.weapons if self.game.weapons[w].kind == "fire"]
            for w in fire_weapons if spec.is_tank else fire_weapons[:1]:
                firers.append(Firer(spec, w, turn, seriously_wounded=f.wounds == "serious",
                                    in_command=c.may_act if c else True,
                                    command_exempt=bool(c and c.status == "exempt") or spec.is_sniper))
        if len(sides) > 1:
            raise InputError(msg("firers on both sides: fire one side at a time"), "fire")
        crew = {f.id for f in table.figures.values() if f.alive and is_gun_crew(spec_of(f))}
        fired = {i for i in crew if st.turn(i).fired}
        firers, notes = share_crew_gun(firers, self.game.rulings, fired_this_turn=fired, crew_ids=crew)   # B29
        if banzai and JAPANESE in sides:
            problems.append("Banzai Charge: no Japanese fire or grenades (VI.D)")
        return firers, sides.pop(), problems, notes

    def _visible(self, table: Table, st: GameState, firer_ids: Sequence[str], side: str) -> dict[str, list[Target]]:
        from .fire import Target
        from assistant.games.bataan.table.targets import targets as table_targets
        out: dict[str, list[Target]] = {}
        for fid in firer_ids:
            tg = table_targets(table, fid)
            vis = [Target(t.figure, t.distance_in) for t in tg.targets]
            if side == AMERICAN:   # B16: a sniper is a target only on a turn he fired and was spotted
                vis = [t for t in vis if table.figure(t.id).role != "sniper"
                       or st.spot.sniper_targetable(t.id, st.clock.wave, st.clock.turn)]
            out[fid] = vis
        return out

    def visible_targets(self, firer_id: str) -> list[str]:
        """The enemies ``firer_id`` may fire at now, closest first (B4, B11): what a Fire dialog offers."""
        table = self.game.table()
        side = table.figure(firer_id).side
        return [t.id for t in self._visible(table, self.game.state, [firer_id], side)[firer_id]]

    def fire_preview(self, firer_ids: Sequence[str], target_id: str) -> FirePreview:
        """Dice counted with reasons (B8, B9, B14, B23), range and target choice (B4, B11), exact odds."""
        from .crew_gun import note_dice
        from .fire import check_target, count_fire_dice, fire_odds
        from .previews import FirePreview
        from .wounds import wound_odds
        st = self.game.state
        table = self.game.table()
        firers, side, problems, notes = self._firers(table, st, firer_ids)
        target = table.figure(target_id)
        if target.side == side:
            raise InputError(msg("{0} is on the firers' side", target_id), "target")
        if not target.alive:
            problems.append(f"{target_id} is dead")
        ids = list(dict.fromkeys(f.figure.id for f in firers))
        vis = self._visible(table, st, ids, side)
        checks: list[tuple[str, TargetCheck]] = []
        for f in firers:
            c = check_target(self.game.weapons[f.weapon_id], target_id, vis.get(f.figure.id, []), rulings=self.game.rulings)
            checks.append((f"{f.figure.id} ({f.weapon_id})", c))
            if not c.ok:
                problems.append(f"{f.figure.id}: " + "; ".join(c.reasons))
        dice = count_fire_dice(firers, self.game.weapons, banzai=st.banzai.in_force(st.clock.wave), rulings=self.game.rulings)
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
        from .fire import resolve_fire
        self.game._no_victory()
        pv = self.fire_preview(firer_ids, target_id)
        if not pv.ok:
            raise InputError("; ".join(pv.problems), "fire")
        st = self.game.state
        table = self.game._work_table()
        target = table.figure(target_id)
        recorder, dice = self.game._recorder()
        ws = {f.id: wound_state(f) for f in table.figures.values() if f.side == AMERICAN}
        dug = {f.id: f.entrenched for f in table.figures.values() if f.side == AMERICAN}
        res = resolve_fire(pv.dice, target_id, pv.visible, dice, target_side=target.side, wound_states=ws,
                           entrenched=dug)
        side = table.figure(pv.firers[0]).side
        self.game._log(recorder, res.rolls, actor=",".join(pv.firers), side=side,
                  weapons=[line.weapon_id for line in pv.dice.lines])
        for fid in pv.firers:
            st = st.with_turn(st.turn(fid).with_fired())
        st, words = self.game._apply_deaths_wounds(table, st, res.killed, res.wounds)
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
        st, vops, vwords = self.game._victory_check(table, st, gone)
        who = pv.firers[0] if len(pv.firers) == 1 else f"{len(pv.firers)} figures"
        n = pv.dice.dice
        head = f"{who} fire at {target_id}: {n} {'die' if n == 1 else 'dice'}, {res.hits} hit(s)"
        b29 = [r for line in pv.dice.lines for r in line.reasons if r.startswith("B29")]
        return self.game._finish(head, [head] + b29 + words + vwords, recorder=recorder, table=table, state=st,
                            extra_ops=vops)

    def sniper_fire(self, sniper_id: str, target_id: str) -> Change:
        """A sniper fires (B16): one die, hit on 6, in the snipers' step, no command needed."""
        f = self.game.figure(sniper_id)
        if f.role != "sniper":
            raise InputError(msg("{0} is not a sniper", sniper_id), "sniper")
        return self.fire([sniper_id], target_id)

    def spot_odds(self, by_scouts: bool = False) -> dict[str, Fraction]:
        from .tables import chart
        return chart("sniper_spotting_scouts" if by_scouts else "sniper_spotting").distribution(())

    def spot_sniper(self, sniper_id: str, by_scouts: bool = False) -> Change:
        """The Americans look for a sniper who fired this turn (B16): 5-6, the Philippine Scouts 3-6.
        A spotted sniper may be shot at for the rest of the turn."""
        self.game._no_victory()
        st = self.game.state
        table = self.game._work_table()
        f = self.game._alive(table, sniper_id, "sniper")
        if f.role != "sniper":
            raise InputError(msg("{0} is not a sniper", sniper_id), "sniper")
        if not st.turn(sniper_id).fired:
            raise InputError(msg("{0} did not fire this turn: he cannot be spotted (B16)", sniper_id), "sniper")
        if sniper_id in st.spot.spotted_snipers and st.spot.turn_key == (st.clock.wave, st.clock.turn):
            raise InputError(msg("{0} is already spotted this turn", sniper_id), "sniper")
        if by_scouts and not any(f2.alive and f2.side == AMERICAN and f2.unit == 2 for f2 in table.figures.values()):
            raise InputError(msg("no Philippine Scout is left to look (B16)"), "sniper")
        recorder, dice = self.game._recorder()
        spot = replace(st.spot, turn_key=(st.clock.wave, st.clock.turn)) if st.spot.turn_key != (
            st.clock.wave, st.clock.turn) else st.spot
        spot, res = resolve_spot(spot, spec_of(f), True, dice, by_scouts=by_scouts)
        if res.roll is not None:
            self.game._log(recorder, [res.roll], actor=sniper_id, side=AMERICAN)
        words = [f"{sniper_id}: " + "; ".join(res.reasons)]
        return self.game._finish(f"Look for sniper {sniper_id}: {'spotted' if res.spotted else 'not spotted'}", words,
                            recorder=recorder, state=replace(st, spot=spot))
