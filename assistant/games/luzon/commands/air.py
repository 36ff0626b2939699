"""Air missions under the weather (1.2) and the off-map air box (1.3b), and the Allied demolitions of
optional variation Allied 9 (4.0). The missions themselves are resolved on the OCS series charts (L2): the
tool records each one and refuses those the weather or the box forbid."""

from __future__ import annotations

from fractions import Fraction
from typing import Iterable

from assistant.core.errors import InputError
from assistant.core.hexes import distance
from assistant.games.luzon import rules
from assistant.games.luzon.forces import OFF_MAP, ON_MAP
from assistant.store.changes import Change

from .base import LuzonPart, pct
from assistant.core.messages import msg

MISSIONS = ("barrage", "interdiction", "fighter_sweep", "escort", "intercept", "other")
PHASE_TEXT = {"own_movement": "the player's own Movement Phase", "enemy_movement": "the enemy's Movement Phase",
              "reaction": "a Reaction Phase", "combat": "a Combat Phase", "exploitation": "an Exploitation Phase"}
DEMOLITION_OPTION = 9
MOMENTS = ("start", "end")


class AirCommands(LuzonPart):
    # -- 1.2, 1.3b ------------------------------------------------------------------------------------
    def flight_conditions(self) -> str | None:
        """This turn's flight conditions (1.2): ``limited_flight``, ``normal_flight``, or None (not rolled)."""
        w = self.state.get("weather", {}).get(str(self.turn))
        return w.get("result") if w else None

    def air_mission(self, unit_id: str, mission: str, phase: str, hex_label: str = "") -> Change:
        """Record an air unit's mission. 1.2: in Limited Flight air missions fly only in the player's own
        Movement Phase (refused otherwise, naming the rule); 1.3b: no combat or barrage in the off-map
        air box. The mission's result is the series charts' (L2)."""
        where = f"air mission: {self.unit_where(unit_id)}"
        if mission not in MISSIONS:
            raise InputError(msg("mission must be one of {0}", ', '.join(MISSIONS)), where)
        if phase not in rules.AIR_MISSION_PHASES:
            raise InputError(msg("phase must be one of {0}", ', '.join(rules.AIR_MISSION_PHASES)), where)
        u = self.forces().get(unit_id)
        if u.spec.is_ground:
            raise InputError(msg("{0} is not an air unit", u.spec.name), where)
        if u.status not in (ON_MAP, OFF_MAP):
            raise InputError(msg("is not available ({0})", u.status.replace('_', ' ')), where)
        flight = self.flight_conditions()
        if flight is None:
            raise InputError(msg("roll this turn's weather first: it sets the flight conditions (1.2)"), where)
        if flight == "limited_flight" and phase != rules.LIMITED_FLIGHT_PHASE:
            raise InputError(msg("Limited Flight this turn: air missions fly only in the player's own Movement Phase, not in {0} (1.2)", PHASE_TEXT[phase]), where)
        label = (hex_label or "").strip()
        if label:
            label = self.forces()._hex(label, unit_id)
        elif mission in ("barrage", "interdiction"):
            raise InputError(msg("a {0} mission needs its target hex (a unit in the off-map air box cannot be attacked or barraged "
                                 "there, 1.3b)", mission), where)
        s = self.new_state()
        s.setdefault("air_missions", {}).setdefault(str(self.turn), []).append(
            {"unit": unit_id, "mission": mission, "phase": phase, "hex": label, "flight": flight})
        head = (f"Air mission: {u.spec.name} {mission.replace('_', ' ')}" + (f" at {label}" if label else "")
                + f" in {PHASE_TEXT[phase]}")
        return self.finish(head, [head, f"flight conditions: {flight.replace('_', ' ')} (1.2); the mission "
                                        f"is resolved on the OCS charts (L2)"], state=s)

    def air_missions(self) -> list[dict]:
        return list(self.state.get("air_missions", {}).get(str(self.turn), []))

    # -- 4.0 Allied 9: demolitions ------------------------------------------------------------------------
    def demolitions(self) -> list[dict]:
        """This turn's Interdiction markers (Allied 9): hex, when placed, and the roll's result once made."""
        return [dict(m) for m in self.state.get("demolitions", {}).get(str(self.turn), [])]

    def demolition_problems(self, hexes: Iterable[str]) -> list[str]:
        """Why these markers may not be placed now (empty: they may): option 9 in force, at most 3 a turn in
        different hexes, each within 2 hexes of an Allied unit, before this turn's roll (4.0 Allied 9)."""
        rule = "4.0 Allied 9"
        if DEMOLITION_OPTION not in self.options.allied:
            return [f"optional variation Allied 9 is not in force ({rule})"]
        m = self.base_scenario.map
        forces = self.forces()
        placed = self.demolitions()
        if any(x.get("result") for x in placed):
            return [f"this turn's markers are rolled already: markers go down at the start or end of the "
                    f"Allied Movement Phase, before the Air and Naval Barrage Segment ({rule})"]
        labels = [self._hex(str(h).strip(), "demolition marker") for h in hexes if str(h).strip()]
        if not labels:
            return ["name at least one hex"]
        out = []
        twice = sorted({h for h in labels if labels.count(h) > 1} | {h for h in labels if h in
                                                                        {x["hex"] for x in placed}})
        if twice:
            out.append(f"markers go in different hexes: {', '.join(twice)} twice ({rule})")
        if len(placed) + len(labels) > rules.DEMOLITION_MARKERS:
            out.append(f"at most {rules.DEMOLITION_MARKERS} markers a turn: {len(placed)} placed, "
                       f"{len(labels)} more asked ({rule})")
        allied = [m.parse(s.hex) for s in forces.on_map("allied") if s.spec.is_ground]
        far = [h for h in labels if not any(distance(m.parse(h), a) <= rules.DEMOLITION_RADIUS_HEXES
                                            for a in allied)]
        if far:
            out.append(f"{', '.join(far)}: not within {rules.DEMOLITION_RADIUS_HEXES} hexes of an Allied unit ({rule})")
        return out

    def place_demolitions(self, hexes: Iterable[str], moment: str = "start") -> Change:
        """4.0 Allied 9: Interdiction markers in up to three different hexes a turn, each within 2 hexes of
        an Allied unit, at the start or end of the Allied Movement Phase (one change)."""
        if moment not in MOMENTS:
            raise InputError(msg("at the start or end of the Allied Movement Phase"), "demolitions")
        hexes = [hexes] if isinstance(hexes, str) else list(hexes)
        problems = self.demolition_problems(hexes)
        if problems:
            raise InputError("; ".join(problems), "demolitions")
        labels = [self._hex(str(h).strip(), "demolition marker") for h in hexes if str(h).strip()]
        s = self.new_state()
        s.setdefault("demolitions", {}).setdefault(str(self.turn), []).extend(
            {"hex": h, "moment": moment, "result": ""} for h in labels)
        head = f"Demolition markers at {', '.join(labels)} ({moment} of the Allied Movement Phase)"
        return self.finish(head, [head + " (4.0 Allied 9)"], state=s)

    def demolition_odds(self) -> dict[str, Fraction]:
        """One die per marker: 1-4 removed, 5-6 active (the demolition chart the roll reads)."""
        return self.chart("demolition").distribution(())

    def roll_demolitions(self) -> Change:
        """4.0 Allied 9, in the Air and Naval Barrage Segment: one die per marker placed this turn; 5-6 it is
        active, 1-4 it is removed at once."""
        placed = self.demolitions()
        if not placed:
            raise InputError(msg("no demolition markers placed this turn (4.0 Allied 9)"), "demolitions")
        if any(x.get("result") for x in placed):
            raise InputError(msg("this turn's markers are rolled already (4.0 Allied 9)"), "demolitions")
        chart = self.chart("demolition")
        rec = self.session.dice()
        words = []
        for x in placed:
            out = rec.roll_chart(chart, why=f"Demolition at {x['hex']} (4.0 Allied 9)", side="allied",
                                 turn=self.turn, phase="air and naval barrage")
            x["result"] = out.row["chart_result"]
            words.append(f"{x['hex']}: {out.value} = {x['result']}")
        s = self.new_state()
        s["demolitions"][str(self.turn)] = placed
        active = [x["hex"] for x in placed if x["result"] == "active"]
        head = f"Demolitions: {len(active)} of {len(placed)} active" + (f" ({', '.join(active)})" if active else "")
        odds = pct(self.demolition_odds().get("active", Fraction(0)))
        return self.finish(head, [head] + words + [f"each marker was active on 5-6 ({odds})"], recorder=rec, state=s)
