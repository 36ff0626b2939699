"""Bombardment commands (12.3, 9.1.3, 12.2.1 D): declare (points split over targets within range and
budget), roll one die on the total's column, enter the steps lost (T4). Qt-free."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Sequence

from assistant.core.errors import InputError
from assistant.store.changes import Change

from .. import combats, rules
from ..mapdata import hex_label, is_invasion_hex
from .base import SIDE_NAMES, check_side, other
from .procedure import Procedure
from assistant.core.messages import msg

if TYPE_CHECKING:
    from ..bombardment import Bombardment, Source
    from ..combats import CrtEntry, Drm


WHERE = "bombardment (12.3)"


class BombardCommands(Procedure):
    def bombardments(self) -> list[Bombardment]:
        from ..bombardment import Bombardment
        return [Bombardment.from_dict(d) for d in self.game.combats.combat_data().values() if d.get("kind") == "bombardment"]

    def bombardment(self, key: str) -> Bombardment:
        from ..bombardment import Bombardment
        return self.game.combats._combat(key, "bombardment", Bombardment)

    def _points_used(self, side: str, kind: str, name: str, day: int, pt: int | None) -> int:
        n = 0
        for b in self.bombardments():
            if b.side != side or b.day != day or (pt is not None and b.player_turn != pt):
                continue
            n += sum(int(s["points"]) for s in b.sources if s["kind"] == kind and s["name"] == name)
        return n

    def plan_bombardment(self, side: str, target_hex: str, sources: Sequence[Source | dict],
                         terrain_drm: int = 0) -> Bombardment:
        """A bombardment as it would be declared (a query): each source within its budget (artillery and
        ships each player-turn, air once a turn: 12.3 B-C, 9.1.3), ships within range (12.3), artillery in
        an assaulted hex only at the assaulters (12.2.1 D)."""
        from ..bombardment import ARTILLERY_KINDS, Bombardment, Source
        from ..stacking import hex_distance, stack
        check_side(side, WHERE)
        target = hex_label(target_hex)
        srcs = [Source.of(s) for s in sources]
        if not srcs:
            raise InputError(msg("give at least one source of bombardment points"), WHERE)
        units = self.game.units()
        byid = {u.id: u for u in units}
        if not [u for u in stack(units, target) if u.side == other(side)]:
            raise InputError(msg("no enemy unit in {0}", target), WHERE)
        pt = self.game.combats.player_turn
        here = Counter((s.kind, s.name) for s in srcs)
        for s in srcs:
            where = f"{WHERE}: {s.name}"
            if s.kind == "artillery":
                u = byid.get(s.name)
                if u is None or u.side != side or not u.hex:
                    raise InputError(msg("no {0} artillery unit {1!r} on the map", SIDE_NAMES[side], s.name), where)
                if u.kind not in ARTILLERY_KINDS:
                    raise InputError(msg("{0} is {1}, not artillery (12.3 A)", u.label, u.kind.replace('_', ' ')), where)
                if s.rating != u.attack_now:
                    raise InputError(msg("{0} bombards with {1} BP (its rating now)", u.label, u.attack_now), where)
                self._artillery_under_assault(u, target, where)
            if s.kind == "air":
                self._air_source_ok(s, side, where)
            if s.kind == "ship":
                self._ship_source_ok(s, side, where)
                rng = rules.BOMBARDMENT_RANGE_HEXES[s.ship_type]
                d = hex_distance(s.at_hex, target)
                if d > rng:
                    raise InputError(msg("{0} {1} in {2} is {3} hexes from {4}: range {5} (12.3)", s.ship_type, s.name, hex_label(s.at_hex), d, target, rng), where)
            budget_pt = None if s.kind == "air" else pt
            used = self._points_used(side, s.kind, s.name, self.game.day, budget_pt)
            mine = sum(x.points for x in srcs if (x.kind, x.name) == (s.kind, s.name))
            if used + mine > s.rating:
                when = "this turn: an air unit bombards once a turn (12.3 B, 9.1.3)" if s.kind == "air" else \
                    "this player-turn (12.3 C)"
                raise InputError(msg("{0}: {1} BP already declared + {2} is over its {3} {4}", s.name, used, mine, s.rating, when),
                                 where)
            if here[(s.kind, s.name)] > 1:
                raise InputError(msg("{0} is listed twice: one line a source per declaration", s.name), where)
        return Bombardment("", self.game.day, pt, side, target, [dict(s.__dict__) for s in srcs], int(terrain_drm))

    def _air_source_ok(self, s: Source, side: str, where: str) -> None:
        """An air source on record flies a ground-attack mission this day and survived CAP and AA
        (9.1.3 A-C, 14.4 A); its rating is its bombardment rating. A name not on record is refused
        (issue 22.7: a source the record does not hold cannot bombard)."""
        rec = next((u for u in self.game.fleet.air_naval_units() if u.id == s.name), None)
        if rec is None:
            raise InputError(msg("no air unit {0!r} on record: a bombarding air unit is one placed on the Fleet tab, flying a "
                                 "ground-attack mission today (9.1.3, 14.2)", s.name), where)
        if rec.side != side or not rec.is_air:
            raise InputError(msg("{0} is not a {1} air unit", s.name, SIDE_NAMES[side]), where)
        if rec.mission != "ground_attack" or rec.mission_day != self.game.day:
            raise InputError(msg("{0} flies no ground-attack mission today (9.1.3, 14.2)", rec.label), where)
        if s.rating != rec.bombardment:
            raise InputError(msg("{0} bombards with {1} BP (its rating)", rec.label, rec.bombardment), where)

    def _ship_source_ok(self, s: Source, side: str, where: str) -> None:
        """A bombarding ship is a ship of the side on record, of the type given, that survived the day's
        naval action in the Saipan Sea Zone (10.0 A9; the Marianas zone, ruling S7); its rating is its
        bombardment rating (12.3)."""
        rec = next((u for u in self.game.fleet.air_naval_units() if u.id == s.name), None)
        if rec is None or rec.is_air:
            raise InputError(msg("no ship {0!r} on record: a bombarding ship is one placed on the Fleet tab (10.0 A9, 12.3)", s.name), where)
        if rec.side != side:
            raise InputError(msg("{0} is not {1}", rec.label, SIDE_NAMES[side]), where)
        if rec.type != s.ship_type:
            raise InputError(msg("{0} is a {1}, not a {2}", rec.label, rec.type, s.ship_type), where)
        saipan = self.game.fleet.sea_zones().saipan
        if rec.zone != saipan:
            raise InputError(msg("{0} is in {1}: only ships in the {2} zone move to the Saipan map to bombard (10.0 A9, ruling S7)", rec.label, rec.zone, saipan), where)
        if s.rating != rec.bombardment:
            raise InputError(msg("{0} bombards with {1} BP (its rating)", rec.label, rec.bombardment), where)

    def _artillery_under_assault(self, u, target: str, where: str) -> None:
        for a in self.game.assault_combat.assaults():
            if a.day != self.game.day or a.stage == "done" or a.attacker == u.side:
                continue
            if hex_label(a.target) == hex_label(u.hex):
                theirs = {hex_label(x.hex) for x in self.game.units() if x.id in set(a.attackers) and x.hex}
                if target not in theirs:
                    raise InputError(msg("{0} is in {1}, under assault ({2}): it may bombard only the assaulting units ({3}) (12.2.1 D)", u.label, u.hex, a.id, ', '.join(sorted(theirs))), where)

    def bombardment_drms(self, b: Bombardment) -> list[Drm]:
        from ..combats import Drm
        drms = []
        if is_invasion_hex(b.target):
            drms.append(Drm(rules.INVASION_HEX_DRM, "9.4 B: invasion hex"))
        if b.terrain_drm:
            drms.append(Drm(b.terrain_drm, "TEC entry (T4)"))
        return drms

    def bombardment_odds(self, b: Bombardment | str) -> str:
        """The column and DRMs before the roll (the same numbers the roll uses)."""
        from ..combats import drm_text, odds_text
        b = self.bombardment(b) if isinstance(b, str) else b
        drms = self.bombardment_drms(b)
        drm = sum(d.value for d in drms)
        return (f"{SIDE_NAMES[b.side]} {b.total} BP on {b.target}: the {b.total} column, DRM {drm:+d} "
                f"({drm_text(drms)}); {odds_text(drm)}")

    def declare_bombardment(self, side: str, target_hex: str, sources: Sequence[Source | dict],
                            terrain_drm: int = 0) -> Change:
        """Declare a bombardment (10.0 B2, 12.3 B-D)."""
        from ..bombardment import Source
        self.game._no_game_over()
        b = self.plan_bombardment(side, target_hex, sources, terrain_drm)
        b.id = combats.next_key(self.game.store, self.game.game_id, "b")
        words = [f"{SIDE_NAMES[side]} declare {b.total} BP on {b.target} (12.3)"]
        words += [Source.of(s).text() for s in b.sources] + [self.bombardment_odds(b)]
        b.log = list(words)
        old = self.game.units()
        return self.game._combat_change(f"Bombardment {b.id}: {b.total} BP → {b.target}", words, b.id, b.to_dict(),
                                   old, old, step=self.game.combats._step("declare_bombardment"))

    def bombardment_roll(self, key: str) -> Change:
        """One d10 on the column of the total points (12.3 A); the referee reads the CRT (T4)."""
        from ..combats import RolledFire
        self.game._no_game_over()
        b = self.bombardment(key)
        if b.stage != "declared":
            raise InputError(msg("{0} is at '{1}'", key, b.status()), WHERE)
        drms = self.bombardment_drms(b)
        drm = sum(d.value for d in drms)
        rec = self.game.session.dice()
        mods = [{"id": "drm", "label": "DRMs", "value": drm, "rule": "9.4 B, T4"}] if drm else []
        out = rec.roll("d10", why=f"bombardment {key}: {b.total} BP on {b.target}, day {self.game.day}",
                       chart="bombardment_crt", modifiers=mods, side=b.side,
                       chart_result=lambda v: f"modified {v + drm}")
        rf = RolledFire("attacker", out.value, drm, b.total, [d.rule for d in drms])
        b.rolled, b.stage = [rf.to_dict()], "rolled"
        words = [f"{SIDE_NAMES[b.side]} rolled {out.value}, DRM {drm:+d} → {rf.modified} on the {b.total} column: "
                 "read the Bombardment CRT"]
        b.log = b.log + words
        old = self.game.units()
        return self.game._combat_change(f"Bombardment {key}: rolled", words, key, b.to_dict(), old, old, recorder=rec)

    def bombardment_results(self, key: str, result: CrtEntry | dict | int) -> Change:
        """The steps the target stack loses, read off the Bombardment CRT (T4), with the VP results; hidden
        units suffer normally (12.3 E)."""
        from ..combats import CrtEntry
        from ..stacking import stack
        b = self.bombardment(key)
        if b.stage != "rolled":
            raise InputError(msg("{0} is at '{1}': roll first", key, b.status()), WHERE)
        entry = CrtEntry(int(result)) if isinstance(result, int) else CrtEntry.of(result)
        old = self.game.units()
        ids = [u.id for u in stack(old, b.target) if u.side == other(b.side)]
        words = [f"Bombardment CRT (T4): {entry.text()} in {b.target}"]
        units, results = list(old), []
        if entry.steps:
            units, results, w = self.game.combats._take_losses(units, ids, entry, WHERE)
            words += w
        if entry.retreat:
            from ..maneuver import live
            left = [u.id for u in live(units, ids) if u.hex and hex_label(u.hex) == b.target]
            if left:
                b.retreating = left
                b.retreats = [f"defender@{b.target}"]
                words.append(f"the stack in {b.target} must retreat two hexes: Retreat, defender (12.0 C)")
        b.stage = "done"
        b.log = b.log + words
        done = self.game.combats._step("bombardment") if self.game.combats._all_resolved("bombardment", key, b.to_dict()) else ""
        return self.game._combat_change(f"Bombardment {key}: {entry.text()}", words, key, b.to_dict(), old, units,
                                   results, step=done)
