"""Melee and the tank for `BataanGame` (Qt-free).

`MeleeCommands` finds the fights of enemy bases in contact (B27), previews each fighter's chance to hit, fights
every fight round after round to the death (V, B17), and resolves an American throwing himself on the tank
(B18): he dies either way, and a lost tank never returns (VI.B).
"""

from __future__ import annotations

from dataclasses import replace

from assistant.core.errors import InputError
from assistant.games.bataan.table import measure as M
from assistant.games.bataan.table.model import Table
from assistant.store.changes import Change

from .sides import AMERICAN, JAPANESE
from .figure_specs import spec_of, wound_state
from .sequence import PHASE_TEXT, Phase
from .waves import TankStatus
from assistant.core.messages import msg


class MeleeCommands:
    """Held by the game as ``game.close_combat``; reads and writes through it (explicit dependency)."""

    def __init__(self, game):
        self.game = game


    # -- melee and antitank -----------------------------------------------------------------------
    def melee_groups(self, table: Table | None = None) -> list[list[str]]:
        """Enemy figures in base contact (B27), in connected fights."""
        table = table or self.game.table()
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
        from .melee import hit_chance
        from .previews import pct as _pct
        st = self.game.state
        table = self.game.table()
        banzai = st.banzai.in_force(st.clock.wave)
        out = []
        for g in self.melee_groups(table):
            parts = []
            for fid in g:
                f = table.figure(fid)
                p = hit_chance(spec_of(f), wound=wound_state(f), banzai=banzai, rulings=self.game.rulings)
                parts.append(f"{fid} hits {_pct(p)}")
            out.append("fight: " + ", ".join(parts))
        return out or ["no enemy bases touch (B27)"]

    def melee(self) -> Change:
        """Every fight of touching enemy bases, round after round to the death (V, B17, B27)."""
        from .melee import Fighter, fight_melee
        self.game._no_victory()
        st = self.game.state
        if st.clock.phase is not Phase.MELEE:
            raise InputError(msg("melee comes after fire, not now ('{0}')", PHASE_TEXT[st.clock.phase]), "melee")
        table = self.game._work_table()
        groups = self.melee_groups(table)
        if not groups:
            raise InputError(msg("no enemy bases touch: no melee (B27)"), "melee")
        banzai = st.banzai.in_force(st.clock.wave)
        recorder, dice = self.game._recorder()
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
            res = fight_melee(fighters, dice, banzai=banzai, rulings=self.game.rulings)
            self.game._log(recorder, res.rolls, actor=",".join(g), side="")
            for r in res.rounds:
                for a in r.attacks:
                    if a.wound is not None:
                        wounds.append(a.wound)
            killed += [k for k in res.killed if table.figure(k).side == JAPANESE]
            killed += [w.figure_id for w in wounds if w.killed]
            words.append(f"fight {', '.join(g)}: {len(res.rounds)} round(s), killed: {', '.join(res.killed) or 'none'}")
        st, w2 = self.game._apply_deaths_wounds(table, st, dict.fromkeys(killed), wounds)
        gone = [table.figure(k).unit for k in killed if table.figure(k).side == AMERICAN]
        st, vops, vwords = self.game._victory_check(table, st, gone)
        head = f"Melee: {len(groups)} fight(s), {len(set(killed))} killed"
        return self.game._finish(head, [head] + words + w2 + vwords, recorder=recorder, table=table, state=st,
                            extra_ops=vops)

    def tank_id(self, table: Table | None = None) -> str | None:
        table = table or self.game.table()
        return next((f.id for f in table.figures.values() if f.role == "tank"), None)

    def antitank_preview(self, attacker_id: str) -> list[str]:
        """B18 in words, with the chances from the resolver `antitank` uses (the attacker dies either way)."""
        from .previews import pct as _pct
        from .odds import antitank_odds
        a = self.game.table().figure(attacker_id)
        lines = [f"{attacker_id} throws himself on the tank (B18); he dies either way."]
        try:
            odds = antitank_odds(spec_of(a), self.game.state.turn(attacker_id), wound_state(a))
        except InputError as err:
            return lines + [f"not allowed: {err.message}"]
        return lines + ["chances: " + ", ".join(f"{k} {_pct(p)}" for k, p in odds.items()),
                        "A lost tank never returns (VI.B)."]

    def antitank(self, attacker_id: str) -> Change:
        """An American who ran or walked up to the tank throws himself on it: 4-6 destroys it; he dies
        either way; the 1st Squad's naval officer destroys it outright (B18). The tank never returns."""
        from .melee import antitank as resolve_antitank
        self.game._no_victory()
        st = self.game.state
        table = self.game._work_table()
        a = self.game._alive(table, attacker_id, "antitank")
        tid = self.tank_id(table)
        if tid is None or not table.figure(tid).alive:
            raise InputError(msg("there is no working tank on the table"), "antitank")
        if a.side != AMERICAN:
            raise InputError(msg("only Americans attack the tank (B18)"), "antitank")
        if st.clock.phase in (Phase.BANZAI_ORDER, Phase.JAPANESE_MOVE):
            raise InputError(msg("an American reaches the tank in his own move; attack it after the Americans move"),
                             "antitank")
        gap = M.distance(table, attacker_id, tid).distance_in
        reached = gap <= self.game.rulings.b27_touch_gap_in + 1e-9
        if not reached:
            raise InputError(msg('{0} is {1:.2f}" from the tank: he must reach it (B18)', attacker_id, gap), "antitank")
        recorder, dice = self.game._recorder()
        res = resolve_antitank(spec_of(a), st.turn(attacker_id), dice, reached_tank=True, wound=wound_state(a))
        if res.roll is not None:
            self.game._log(recorder, [res.roll], actor=attacker_id, side=AMERICAN)
        st = st.with_turn(replace(st.turn(attacker_id), antitank=True))
        killed = [attacker_id] + ([tid] if res.destroyed else [])
        st, words = self.game._apply_deaths_wounds(table, st, killed)
        if res.destroyed:
            st = replace(st, tank=TankStatus.DESTROYED)
        words = list(res.reasons) + [f"{attacker_id} dies (B18)"] + words
        st, vops, vwords = self.game._victory_check(table, st, [a.unit])
        head = f"{attacker_id} attacks the tank: {'destroyed' if res.destroyed else 'it survives'}"
        return self.game._finish(head, [head] + words + vwords, recorder=recorder, table=table, state=st,
                            extra_ops=vops)
