"""Assault combat commands (12.2, 15.1, S1, S2, 16.3 F): declare, move in after maneuver combat, roll a
firing step, enter the Assault CRT results (T4), the S1-toggle checks. One command, one change.
Qt-free."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Sequence

from assistant.core.errors import InputError
from assistant.store.changes import Change

from .. import combats, rules
from ..mapdata import hex_label, is_invasion_hex
from ..victory import Result
from .base import SIDE_NAMES, check_side, other
from .procedure import Procedure
from assistant.core.messages import msg

if TYPE_CHECKING:
    from ..assault import Assault
    from ..combats import CrtEntry
    from ..maneuver import FireOdds


WHERE = "assault combat (12.2)"


class AssaultCommands(Procedure):
    def assaults(self) -> list[Assault]:
        from ..assault import Assault
        return [Assault.from_dict(d) for d in self.game.combats.combat_data().values() if d.get("kind") == "assault"]

    def assault(self, key: str) -> Assault:
        from ..assault import Assault
        return self.game.combats._combat(key, "assault", Assault)

    def plan_assault(self, side: str, ids: Sequence[str], target_hex: str, banzai: bool = False,
                     terrain_drm: int = 0) -> Assault:
        """An assault as it would be declared (a query): adjacent units not in maneuver combat, at most 6 SP
        (12.2.1 A-C; 12 for a Banzai Charge, 15.1 B), US units only from invasion hexes and the S2 limit on
        assaulting US units (16.3 F)."""
        from ..assault import Assault
        from ..banzai import assault_allowed_against_us, banzai_stacking_limit_sp
        from ..stacking import adjacent, stack, stack_sp
        check_side(side, WHERE)
        units = self.game.units()
        ids = list(dict.fromkeys(ids))
        if not ids:
            raise InputError(msg("pick the assaulting units"), WHERE)
        target = hex_label(target_hex)
        byid = {u.id: u for u in units}
        if banzai and side != "japanese":
            raise InputError(msg("only the Japanese make Banzai Charges (15.1 A)"), WHERE)
        for i in ids:
            u = byid.get(i)
            if u is None:
                raise InputError(msg("no unit {0!r}", i), WHERE)
            if u.side != side:
                raise InputError(msg("{0} is not {1}", u.label, SIDE_NAMES[side]), WHERE)
            if u.dummy:
                raise InputError(msg("{0} is a dummy: it cannot assault (15.3)", u.label), WHERE)
            if not u.hex or not adjacent(u.hex, target):
                raise InputError(msg("{0} ({1}) is not next to {2} (12.2.1 A)", u.label, u.hex or 'off map', target), WHERE)
            if side == "us" and not is_invasion_hex(u.hex):
                raise InputError(msg("{0} is in {1}: US units assault only from invasion hexes (16.3 F)", u.label, u.hex),
                                 WHERE)
        busy = self.game.maneuver_combat._units_in_combat(side, self.game.day) & set(ids)
        if busy:
            raise InputError(msg("{0} already attacks this turn: assaulting units take no part in maneuver combat (12.2.1 B)", byid[sorted(busy)[0]].label), WHERE)
        defenders = [u for u in stack(units, target) if u.side == other(side)]
        if not defenders:
            raise InputError(msg("no enemy unit in {0}", target), WHERE)
        if side == "japanese":
            allowed, rule = assault_allowed_against_us(is_invasion_hex(target), self.game.rulings)
            if not allowed:
                raise InputError(msg("US units in {0} may only be attacked by maneuver and bombardment ({1})", target, rule),
                                 WHERE)
        cap = banzai_stacking_limit_sp() if banzai else rules.STACKING_LIMIT_SP
        sp = stack_sp(byid[i] for i in ids)
        if sp > cap:
            raise InputError(msg("{0} SP assault: at most {1} SP move in (12.2.1 B-C{2})", sp, cap, '; doubled for a Banzai Charge, 15.1 B' if banzai else ''), WHERE)
        for a in self.assaults():
            if a.day == self.game.day and a.attacker == side and hex_label(a.target) == target:
                raise InputError(msg("{0} is already assaulted in {1} (our default: one assault a hex a turn)", target, a.id),
                                 WHERE)
        return Assault("", self.game.day, side, target, ids, [u.id for u in defenders], banzai, int(terrain_drm))

    def assault_odds(self, a: Assault | str, entered_drm: dict | None = None) -> list[FireOdds]:
        from ..assault import assault_fire
        a = self.assault(a) if isinstance(a, str) else a
        units = self.game.units()
        entered = entered_drm or {}
        roles = a.firing or self._first_step(a)
        return [assault_fire(a, units, r, entered.get(r)) for r in roles]

    def _first_step(self, a: Assault) -> list[str]:
        return a.order_roles(self.game.rulings)[0]

    # -- commands ----------------------------------------------------------------------------------
    def declare_assault(self, side: str, ids: Sequence[str], target_hex: str, banzai: bool = False,
                        terrain_drm: int = 0) -> Change:
        """Declare an assault (10.0 B3, 12.2.1 A-C; a Banzai Charge, 15.1 A). The units move in later."""
        from ..maneuver import live
        self.game._no_game_over()
        a = self.plan_assault(side, ids, target_hex, banzai, terrain_drm)
        key = combats.next_key(self.game.store, self.game.game_id, "a")
        a = replace(a, id=key)
        old = self.game.units()
        names = ", ".join(u.label for u in live(old, a.attackers))
        kind = "Banzai Charge" if banzai else "assault"
        words = [f"{SIDE_NAMES[side]} {names} declare {kind} on {a.target} (12.2.1{', 15.1' if banzai else ''})",
                 "they move in after every maneuver combat is resolved (12.2.1 C, 12.2.2 A)"]
        a.log = list(words)
        new = [replace(u, hidden=False) if u.id in set(a.defenders) else u for u in old]
        return self.game._combat_change(f"Assault {key}: {names} → {a.target}", words, key, a.to_dict(), old, new,
                                   step=self.game.combats._step("declare_combat"))

    def assault_move_in(self, key: str) -> Change:
        """Move the assaulting units into the hex at no MP cost, once every maneuver combat of the side's
        turn is resolved (12.2.1 B-C, 12.2.2 A); a hex already cleared is simply taken."""
        from ..maneuver import live
        from ..stacking import stack
        self.game._no_game_over()
        a = self.assault(key)
        if a.stage != "declared":
            raise InputError(msg("{0} is at '{1}'", key, a.status()), WHERE)
        open_m = [m.id for m in self.game.maneuver_combat.maneuvers() if m.day == a.day and m.attacker == a.attacker and m.open]
        if open_m:
            raise InputError(msg("resolve maneuver combat {0} first (12.2.2 A)", ', '.join(open_m)), WHERE)
        old = self.game.units()
        movers = live(old, a.attackers)
        if not movers:
            raise InputError(msg("no assaulting unit is left"), WHERE)
        a.origins = {u.id: hex_label(u.hex) for u in movers}
        a.attackers = [u.id for u in movers]
        a.defenders = [u.id for u in stack(old, a.target) if u.side == other(a.attacker)]
        new = [replace(u, hex=a.target) if u.id in a.origins else u for u in old]
        words = [f"{', '.join(u.label for u in movers)} move into {a.target} (12.2.1 B)"]
        if not a.defenders:
            a.stage = "done"
            words.append(f"{a.target} is empty: the assaulting units hold it")
        else:
            a.stage, a.round, a.step = "fighting", 1, 0
            a.firing = self._first_step(a)
            words.append(f"round 1: the {' and '.join(a.firing)} fires first (12.2.2 B"
                         f"{', 15.1 B' if a.banzai else ''})")
            words += [f.line() for f in self.assault_odds(a)]
        a.log = a.log + words
        return self.game._combat_change(f"Assault {key}: move in", words, key, a.to_dict(), old, new)

    def assault_roll(self, key: str, entered_drm: dict | None = None) -> Change:
        """Roll this firing step on the Assault CRT (T4: the referee reads it)."""
        self.game._no_game_over()
        a = self.assault(key)
        if a.stage != "fighting":
            raise InputError(msg("{0} is at '{1}': no roll now", key, a.status()), WHERE)
        odds = self.assault_odds(a, entered_drm)
        if any(f.drm is None for f in odds):
            raise InputError(msg("a proficiency DRM is a referee entry here (difference above 4, T4): enter it"), WHERE)
        rec = self.game.session.dice()
        rolled, words = combats.roll_fires(
            rec, odds, crt="assault_crt", crt_name="Assault CRT", rule="12.2.2 H, 13.0 D", side_names=SIDE_NAMES,
            why=lambda f: f"assault {key} round {a.round}: {f.role} fires {f.attack}, day {self.game.day}",
            column_words=lambda f: f"{f.attack}")
        a.rolled, a.stage = rolled, "rolled"
        a.log = a.log + words
        old = self.game.units()
        return self.game._combat_change(f"Assault {key}, round {a.round}: rolled", words, key, a.to_dict(), old, old,
                                   recorder=rec)

    def assault_results(self, key: str, attacker: CrtEntry | dict | None = None,
                        defender: CrtEntry | dict | None = None) -> Change:
        """Enter what the side fired at suffers (12.2.2 C-G). In round 1 the attacker's losses are taken
        before it fires; from round 2 both sides' together. Retreating attackers go back to the hex they
        came from (our default); defenders owe a two-hex retreat; a Banzai Charge ignores retreats
        (15.1 B) and succeeds when no US unit is left (15.1 C)."""
        from ..combats import CrtEntry, ROLES, other_role
        from ..maneuver import live
        from ..stacking import stack
        a = self.assault(key)
        if a.stage != "rolled":
            raise InputError(msg("{0} is at '{1}': roll first", key, a.status()), WHERE)
        entries = {"attacker": CrtEntry.of(attacker), "defender": CrtEntry.of(defender)}
        fired = {d["role"] for d in a.rolled}
        for role, e in entries.items():
            if (e.steps or e.retreat) and other_role(role) not in fired:
                raise InputError(msg("the {0} did not fire in this step: the {1} suffers nothing (12.2.2 B-C)", other_role(role), role), WHERE)
        old = self.game.units()
        units, results, words = list(old), [], [f"Round {a.round} results (Assault CRT, T4):"]
        for role in ROLES:
            e = entries[role]
            if other_role(role) not in fired:
                continue
            words.append(f"{role} ({SIDE_NAMES[a.side(role)]}): {e.text()}")
            if e.steps:
                units, res, w = self.game.combats._take_losses(units, a.ids(role), e, f"{WHERE}: {role} losses")
                results += res
                words += w
            if e.retreat:
                if a.banzai:
                    words.append("retreat ignored in a Banzai Charge (15.1 B)")
                    continue
                going = [u for u in live(units, e.retreating or a.ids(role))]
                if role == "attacker":
                    units = [replace(u, hex=a.origins.get(u.id, u.hex)) if u in going else u for u in units]
                    a.attackers = [i for i in a.attackers if i not in {u.id for u in going}]
                    words.append(f"{', '.join(u.label for u in going)} fall back to the hex they came from")
                else:
                    gone = {u.id for u in going}
                    a.retreating += sorted(gone)
                    a.defenders = [i for i in a.defenders if i not in gone]
                    if f"defender@{a.target}" not in a.retreats:
                        a.retreats.append(f"defender@{a.target}")
                    words.append(f"{', '.join(u.label for u in going)} must retreat two hexes (12.0 C)")
        a.attackers = [u.id for u in live(units, a.attackers)]
        a.defenders = [u.id for u in live(units, a.defenders)]
        att_left = [u for u in live(units, a.attackers) if hex_label(u.hex) == a.target]
        def_left = [u for u in live(units, a.defenders) if hex_label(u.hex) == a.target]
        if not att_left or not def_left:
            a.stage = "done"
            if not def_left and att_left:
                words.append(f"the attacker holds {a.target} (12.2.2 E)")
            elif not att_left:
                words.append(f"the assault on {a.target} is over: the defender holds (12.2.2 E)")
            if a.banzai and not [u for u in stack(units, a.target) if u.side == "us"]:
                results.append(Result("banzai_success", "japanese", f"Banzai {a.target}"))
                words.append("every US unit in the hex destroyed: the Banzai Charge succeeds (15.1 C)")
        else:
            self._next_step(a, words)
        a.log = a.log + words
        done = self.game.combats._step("assault") if self.game.combats._all_resolved("assault", key, a.to_dict()) else ""
        return self.game._combat_change(f"Assault {key}, round {a.round}: results", words, key, a.to_dict(), old,
                                   units, results, step=done)

    def _next_step(self, a: Assault, words: list[str]) -> None:
        steps = a.order_roles(self.game.rulings)
        if a.step + 1 < len(steps):
            a.step += 1
        else:
            a.round, a.step = a.round + 1, 0
            steps = a.order_roles(self.game.rulings)
            if a.round == 2 and self.game.rulings.assault_proficiency_check and not a.banzai:
                a.stage, a.firing = "checks", []
                words.append("S1 toggle: both sides check before round 2 (10.0 B)")
                return
        a.stage, a.firing = "fighting", steps[a.step]
        words.append(f"round {a.round}: {' and '.join(a.firing)} to fire"
                     + (" together (12.2.2 E)" if len(a.firing) == 2 else ""))

    def assault_checks(self, key: str) -> Change:
        """The S1 toggle: both sides check before round 2 (10.0 B); round 2 is fought if either passes,
        else the attackers go back to the hexes they came from."""
        from ..combats import ROLES
        from ..maneuver import best_proficiency
        self.game._no_game_over()
        a = self.assault(key)
        if a.stage != "checks":
            raise InputError(msg("{0} is at '{1}': no checks now (S1)", key, a.status()), WHERE)
        old = self.game.units()
        rec = self.game.session.dice()
        words, passed = [], []
        for role in ROLES:
            best = best_proficiency(old, a.ids(role))
            chart, mods = self.game.rolls._chart_read("proficiency_check", self.game.rolls._rating_mods(best))
            out = rec.roll_chart(chart, mods, why=f"assault {key}: {role} check at {best} (S1 toggle, 10.0 B)",
                                 side=a.side(role))
            ok = out.chart.row.result == "pass"
            words.append(f"{SIDE_NAMES[a.side(role)]} ({role}) checks at {best}: rolled {out.value} → "
                         f"{'passes' if ok else 'fails'}")
            passed += [role] if ok else []
        new = old
        if passed:
            a.stage, a.step = "fighting", 0
            a.firing = a.order_roles(self.game.rulings)[0]
            words.append("round 2 is fought (10.0 B)")
        else:
            a.stage = "done"
            new = [replace(u, hex=a.origins.get(u.id, u.hex)) if u.id in a.origins else u for u in old]
            words.append("neither passed: the attackers return to the hexes they came from (10.0 B, S1 toggle)")
        a.log = a.log + words
        return self.game._combat_change(f"Assault {key}: checks", words, key, a.to_dict(), old, new, recorder=rec)
