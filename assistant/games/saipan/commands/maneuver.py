"""Maneuver combat commands (12.1): declare, roll a round, enter the CRT results, the proficiency checks
for round 2, and retreats. Each is one command and one change; the odds shown before a roll are
``maneuver_odds``, the numbers the roll uses. Qt-free."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Sequence

from assistant.core.errors import InputError
from assistant.store.changes import Change

from .. import combats
from ..mapdata import hex_label
from .base import SIDE_NAMES, check_side, other
from .procedure import Procedure
from assistant.core.messages import msg

if TYPE_CHECKING:
    from ..combats import CrtEntry
    from ..maneuver import FireOdds, Maneuver


WHERE = "maneuver combat (12.1)"


class ManeuverCommands(Procedure):
    # -- queries -----------------------------------------------------------------------------------
    def maneuvers(self) -> list[Maneuver]:
        from ..maneuver import Maneuver
        return [Maneuver.from_dict(d) for d in self.game.combats.combat_data().values() if d.get("kind") == "maneuver"]

    def maneuver(self, key: str) -> Maneuver:
        from ..maneuver import Maneuver
        return self.game.combats._combat(key, "maneuver", Maneuver)

    def _units_in_combat(self, side: str, day: int) -> set[str]:
        out: set[str] = set()
        for d in self.game.combats.combat_data().values():
            if d.get("day") == day and d.get("attacker") == side and d.get("kind") in ("maneuver", "assault"):
                out.update(d.get("attackers", []))
        return out

    def plan_maneuver(self, side: str, ids: Sequence[str], target_hex: str, terrain_drm: int = 0,
                      return_terrain_drm: int = 0) -> Maneuver:
        """A maneuver combat as it would be declared (a query): adjacent attackers not already attacking
        this turn (12.1 C), every enemy unit in the target hex attacked (12.1 D), a hex the target of one
        declaration only (12.1.2 A)."""
        from ..maneuver import Maneuver
        from ..stacking import adjacent, stack
        check_side(side, WHERE)
        units = self.game.units()
        ids = list(dict.fromkeys(ids))
        if not ids:
            raise InputError(msg("pick the attacking units"), WHERE)
        target = hex_label(target_hex)
        byid = {u.id: u for u in units}
        for i in ids:
            u = byid.get(i)
            if u is None:
                raise InputError(msg("no unit {0!r}", i), WHERE)
            if u.side != side:
                raise InputError(msg("{0} is not {1}", u.label, SIDE_NAMES[side]), WHERE)
            if u.dummy:
                raise InputError(msg("{0} is a dummy: it has no strength to attack (15.3)", u.label), WHERE)
            if not u.hex or not adjacent(u.hex, target):
                raise InputError(msg("{0} ({1}) is not next to {2} (12.1 A, C)", u.label, u.hex or 'off map', target), WHERE)
        busy = self._units_in_combat(side, self.game.day) & set(ids)
        if busy:
            raise InputError(msg("{0} already attacks this turn (12.1 C, 12.2.1 B)", byid[sorted(busy)[0]].label), WHERE)
        defenders = [u for u in stack(units, target) if u.side == other(side)]
        if not defenders:
            raise InputError(msg("no enemy unit in {0}", target), WHERE)
        for m in self.maneuvers():
            if m.day == self.game.day and m.attacker == side and hex_label(m.target) == target:
                raise InputError(msg("{0} is already the target of maneuver combat {1}: one declaration a stack; more units may join it "
                                     "only when declared together (12.1.2 A)", target, m.id), WHERE)
        return Maneuver("", self.game.day, side, target, ids, [u.id for u in defenders], int(terrain_drm),
                        int(return_terrain_drm))

    def maneuver_odds(self, m: Maneuver | str, entered_drm: dict | None = None) -> list[FireOdds]:
        """What each side rolling this round fires with: differential, DRMs and the modified-roll odds."""
        from ..maneuver import fire_odds
        m = self.maneuver(m) if isinstance(m, str) else m
        units = self.game.units()
        entered = entered_drm or {}
        return [fire_odds(m, units, r, entered.get(r)) for r in m.firing]

    # -- commands ----------------------------------------------------------------------------------
    def declare_maneuver(self, side: str, ids: Sequence[str], target_hex: str, terrain_drm: int = 0,
                         return_terrain_drm: int = 0) -> Change:
        """Declare a maneuver combat (10.0 B3, 12.1 A-D). Declaring against a hex of dummies alone lifts
        them (15.3, 11.0 E); hidden defenders are revealed (15.2, our default)."""
        from ..maneuver import live
        self.game._no_game_over()
        m = self.plan_maneuver(side, ids, target_hex, terrain_drm, return_terrain_drm)
        old = self.game.units()
        key = combats.next_key(self.game.store, self.game.game_id, "m")
        m = replace(m, id=key)
        names = ", ".join(u.label for u in live(old, m.attackers))
        words = [f"{SIDE_NAMES[side]} {names} declare maneuver combat against {m.target} (12.1)"]
        new = [replace(u, hidden=False) if u.id in set(m.defenders) else u for u in old]
        if all(u.dummy for u in live(old, m.defenders)):
            new = [u for u in old if u.id not in set(m.defenders)]
            m.stage = "done"
            words.append(f"only dummies in {m.target}: they are removed, the hex is clear (15.3)")
        else:
            words += [f.line() for f in self.maneuver_odds(m)]
        m.log = list(words)
        return self.game._combat_change(f"Maneuver {key}: {names} → {m.target}", words, key, m.to_dict(), old, new,
                                   step=self.game.combats._step("declare_combat"))

    def maneuver_roll(self, key: str, entered_drm: dict | None = None) -> Change:
        """Roll the round: both sides in round 1 (12.1.1 A), the sides that passed their checks in round 2
        (a free shot when one alone passed, 12.1.1 C). The referee then reads the Maneuver CRT (T4)."""
        self.game._no_game_over()
        m = self.maneuver(key)
        if m.stage not in ("declared", "round2"):
            raise InputError(msg("{0} is at '{1}': no roll now", key, m.status()), WHERE)
        odds = self.maneuver_odds(m, entered_drm)
        for f in odds:
            if f.drm is None:
                raise InputError(msg("the {0}'s proficiency DRM is a referee entry here (difference above 4, T4): enter it", f.role), WHERE)
        rec = self.game.session.dice()
        rolled, words = combats.roll_fires(
            rec, odds, crt="maneuver_crt", crt_name="Maneuver CRT", rule="12.1.2 C, 13.0 D", side_names=SIDE_NAMES,
            why=lambda f: f"maneuver {key} round {m.round}: {f.role} fires ({f.differential:+d}), day {self.game.day}",
            column_words=lambda f: f"{f.differential:+d}")
        m.rolled, m.stage = rolled, "rolled"
        m.log = m.log + words
        old = self.game.units()
        return self.game._combat_change(f"Maneuver {key}, round {m.round}: rolled", words, key, m.to_dict(), old, old,
                                   recorder=rec)

    def maneuver_results(self, key: str, attacker: CrtEntry | dict | None = None,
                         defender: CrtEntry | dict | None = None) -> Change:
        """Enter what each side suffers, read off the Maneuver CRT (T4); losses of both sides are taken
        together (12.1.2 B). A retreat, an elimination or an end-of-combat result ends the fight
        (12.1.1 C); otherwise round 1 goes on to the proficiency checks."""
        from ..combats import CrtEntry, ROLES, other_role
        from ..maneuver import live
        m = self.maneuver(key)
        if m.stage != "rolled":
            raise InputError(msg("{0} is at '{1}': roll first", key, m.status()), WHERE)
        entries = {"attacker": CrtEntry.of(attacker), "defender": CrtEntry.of(defender)}
        fired = {d["role"] for d in m.rolled}
        for role, e in entries.items():
            if (e.steps or e.retreat) and other_role(role) not in fired:
                raise InputError(msg("the {0} did not fire this round: the {1} suffers nothing (12.1.1 C)", other_role(role), role), WHERE)
        old = self.game.units()
        units, results, words = list(old), [], [f"Round {m.round} results (Maneuver CRT, T4):"]
        for role in ROLES:
            e = entries[role]
            words.append(f"{role} ({SIDE_NAMES[m.side(role)]}): {e.text()}")
            if e.steps:
                units, res, w = self.game.combats._take_losses(units, m.ids(role), e, f"{WHERE}: {role} losses")
                results += res
                words += w
        ended = ""
        for role in ROLES:
            if not live(units, m.ids(role)):
                ended = f"the {role} is eliminated"
        if any(e.retreat for e in entries.values()):
            for role in ROLES:
                if entries[role].retreat:
                    m.retreats += [f"{role}@{h}" for h in self.game.combats._hexes_of(units, m.ids(role))]
            ended = ended or "a retreat ends the combat"
        if any(e.end for e in entries.values()):
            ended = ended or "the CRT ends the combat"
        if ended:
            m.stage = "done"
            words.append(f"{ended}: no further round (12.1.1 C)")
        elif m.round == 1:
            m.stage = "checks"
            words.append("next: each side's proficiency check for round 2 (12.1.1 C)")
        else:
            m.stage = "done"
        if m.retreats:
            words.append(f"retreat to carry out: {', '.join(r.replace('@', ' from ') for r in m.retreats)} (12.0 C)")
        m.log = m.log + words
        done = self.game.combats._step("maneuver") if self.game.combats._all_resolved("maneuver", key, m.to_dict()) else ""
        return self.game._combat_change(f"Maneuver {key}, round {m.round}: results", words, key, m.to_dict(), old,
                                   units, results, step=done)

    def maneuver_check_odds(self, key: str) -> dict[str, tuple[int, object]]:
        """Each side's best proficiency and its chance to pass (12.1.1 C; the chart the check rolls)."""
        from ..combats import ROLES
        from ..maneuver import best_proficiency
        m = self.maneuver(key)
        units = self.game.units()
        out = {}
        for role in ROLES:
            best = best_proficiency(units, m.ids(role))
            out[role] = (best, self.game.rolls.proficiency_odds(best)["pass"] if best else 0)
        return out

    def maneuver_checks(self, key: str) -> Change:
        """Both sides check against their best proficiency after round-1 losses (12.1.1 C, 12.1.2 B)."""
        from ..combats import ROLES
        from ..maneuver import best_proficiency
        self.game._no_game_over()
        m = self.maneuver(key)
        if m.stage != "checks":
            raise InputError(msg("{0} is at '{1}': no proficiency checks now", key, m.status()), WHERE)
        units = self.game.units()
        rec = self.game.session.dice()
        passed, words = [], []
        for role in ROLES:
            best = best_proficiency(units, m.ids(role))
            side = m.side(role)
            chart, mods = self.game.rolls._chart_read("proficiency_check", self.game.rolls._rating_mods(best))
            out = rec.roll_chart(chart, mods, why=f"maneuver {key}: {role} proficiency check at {best} (12.1.1 C), "
                                                   f"day {self.game.day}", side=side)
            ok = out.chart.row.result == "pass"
            words.append(f"{SIDE_NAMES[side]} ({role}) checks at {best}: rolled {out.value} → "
                         f"{'passes' if ok else 'fails, sits out round 2'}")
            if ok:
                passed.append(role)
        if not passed:
            m.stage = "done"
            words.append("neither side passed: no round 2 (12.1.1 C)")
        else:
            m.stage, m.round, m.firing = "round2", 2, passed
            if len(passed) == 1:
                words.append(f"only the {passed[0]} passed: a free shot in round 2 (12.1.1 C)")
            else:
                words.append("both passed: round 2 is compulsory (12.1.1 C)")
        m.log = m.log + words
        return self.game._combat_change(f"Maneuver {key}: proficiency checks", words, key, m.to_dict(), units, units,
                                   recorder=rec)

    def retreat(self, key: str, role: str, path: Sequence[str] = (), from_hex: str = "") -> Change:
        """Carry out a retreat a CRT ordered (12.0 C, 10.2 C, 16.3 G): two hexes; none given, the stack
        stays and loses one step; through an enemy ZOC one more step; US units back to a transport."""
        from ..maneuver import Maneuver, live
        from ..assault import Assault
        from ..bombardment import Bombardment
        self.game._no_game_over()
        d = self.game.combats.combat_data().get(key)
        if d is None:
            raise InputError(msg("no combat {0!r}", key), "retreat")
        kinds = {"maneuver": Maneuver, "assault": Assault, "bombardment": Bombardment}
        if d.get("kind") not in kinds:
            raise InputError(msg("{0} is not a combat that orders retreats", key), "retreat (12.0 C)")
        if role not in ("attacker", "defender"):
            raise InputError(msg("the role is attacker or defender, got {0!r}", role), "retreat (12.0 C)")
        c = kinds[d["kind"]].from_dict(d)
        owed = [r.split("@", 1)[1] for r in c.retreats if r.split("@", 1)[0] == role]
        if not owed:
            raise InputError(msg("no retreat is owed by the {0} of {1}", role, key), "retreat (12.0 C)")
        old = self.game.units()
        ids = [u.id for u in live(old, c.retreat_ids(role))]
        side = c.side_of(role) if isinstance(c, Bombardment) else c.side(role)
        if side == "us":
            hexes = owed
        elif from_hex:
            if hex_label(from_hex) not in owed:
                raise InputError(msg("no retreat is owed from {0} (owed: {1})", hex_label(from_hex), ', '.join(owed)), "retreat")
            hexes = [hex_label(from_hex)]
        elif len(owed) > 1:
            raise InputError(msg("the {0} retreats from {1}: one stack at a time (name its hex)", role, ', '.join(owed)),
                             "retreat")
        else:
            hexes = owed
        stack_ids = [u.id for u in old if u.id in set(ids) and u.hex and hex_label(u.hex) in hexes]
        units, results, words, fleet_ops = self.game.combats._retreat(list(old), stack_ids, path)
        c.retreats = [r for r in c.retreats if r not in {f"{role}@{h}" for h in hexes}]
        c.log = c.log + words
        return self.game._combat_change(f"{key}: {role} retreat", words, key, c.to_dict(), old, units, results,
                                   extra=fleet_ops)
