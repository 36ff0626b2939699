"""Luzon's restrictions: hexes the Allies never enter (1.11), artillery movement (1.14), Manila as an
open city and the HQs' defence (1.4, 1.5), Points of Interest in combat (1.1d), engineer functions
(1.6), transport (1.7), the Move Mode MA cap (designer's note 6, Allied option 5).

A check that refuses names its rule; the referee may override it as a recorded ruling (``override``:
the change's text and summary say so)."""

from __future__ import annotations

from dataclasses import dataclass

from assistant.core.errors import InputError
from assistant.games.luzon import rules
from assistant.games.luzon.forces import ON_MAP, Forces, UnitState
from assistant.store.changes import Change

from .base import LuzonPart
from assistant.core.messages import msg

TRANSPORT = ("rail", "air", "sea")


@dataclass(frozen=True)
class Defence:
    """A hex's defence as 1.4 / 1.5 / 1.1d shape it (the CRT and TEC are the referee's, L2)."""

    hex: str
    strength: float                       # the defenders' combat strength after 1.4 and 1.5
    category: str                         # the terrain line the CRT reads ("" = not entered)
    modifier: str                         # the terrain modifier (armour / mech doubling ...)
    lines: tuple[str, ...]


class RestrictionCommands(LuzonPart):
    # -- 1.11 ----------------------------------------------------------------------------------------
    def no_entry_hexes(self) -> list[str]:
        """1.11: the Japanese supply sources and landing hexes (L8: the set-up's five landing boxes). Allied
        option 2 opens the landing hexes and, on turn 1, the Turn Two Group hexes 7.39 and 31.08 too, before
        they become supply sources (ruling L7, 2.1b); from turn 2 the ban on the sources applies again."""
        option_2 = rules.ALLIED_NO_ENTRY_OPTION in self.options.allied
        early = self.turn < rules.JAPANESE_SUPPLY_SOURCES_FROM_TURN
        out = [h for h in rules.JAPANESE_SUPPLY_SOURCES
               if not (option_2 and early and h in rules.TURN_TWO_GROUP_HEXES)]
        if not option_2:
            out += [h for h in rules.JAPANESE_LANDING_HEXES if h not in out]
        return out

    def move_problems(self, forces: Forces, unit_id: str, label: str) -> list[str]:
        """What a move of ``unit_id`` into ``label`` breaks (empty: allowed)."""
        u = forces.get(unit_id)
        out = []
        if u.side == "allied" and label in self.no_entry_hexes():
            what = ("a Japanese supply source" if label in rules.JAPANESE_SUPPLY_SOURCES
                    else "a Japanese landing hex (L8)")
            opened = (" (Allied option 2 opens it on turn 1 only, L7)"
                      if rules.ALLIED_NO_ENTRY_OPTION in self.options.allied
                      and label in rules.TURN_TWO_GROUP_HEXES else "")
            out.append(f"U.S.-Philippine units never enter {what} ({label}, 1.11){opened}")
        if u.spec.kind == "arty":
            out += self._artillery_problem(forces, u, label)
        return out

    def _artillery_problem(self, forces: Forces, u: UnitState, label: str) -> list[str]:
        """1.14: artillery does not move next to an enemy attack-capable unit unless the hex it enters
        holds a friendly combat unit that is not artillery."""
        m = self.base_scenario.map
        near = {m.label(n) for n in m.parse(label).neighbors() if m.contains(n)}
        threats = [e.spec.name for e in forces.on_map() if e.side != u.side and e.hex in near
                   and e.spec.attack_capable]
        if not threats:
            return []
        friends = [f for f in forces.in_hex(label, u.side)
                   if f.id != u.id and f.spec.is_ground and f.spec.kind not in ("arty", "hq")]
        if friends:
            return []
        return [f"artillery may not move next to an enemy attack-capable unit ({', '.join(threats)}) unless "
                f"it enters a hex with a friendly non-artillery combat unit (1.14)"]

    # -- 1.4, 1.5, 1.1d ------------------------------------------------------------------------------
    def defence(self, hex_label: str) -> Defence:
        """The defenders of a hex: HQs 2 in Combat Mode, 1 in Move Mode and no Flak DRM (1.5); Allied
        defenders in Manila halved and in Open terrain (1.4; the Japanese unaffected); a Point of
        Interest is Close on the CRT with the hex's other terrain as its modifier (1.1d; Hills with
        Allied option 4)."""
        label = self._hex(hex_label, "defence")
        units = self.forces().in_hex(label)
        if not units:
            raise InputError(msg("no unit in this hex"), f"defence: hex {label}")
        side = units[0].side
        t = self.game.map.hex_terrain(label)
        lines, total = [], 0.0
        for u in units:
            if u.spec.kind == "hq":
                v = rules.HQ_DEFENCE_COMBAT_MODE if u.mode == "combat" else rules.HQ_DEFENCE_MOVE_MODE
                lines.append(f"{u.spec.name}: {v} ({u.mode} mode, defence only; no +1 Flak DRM, 1.5)")
            elif u.spec.kind == "arty":
                v = 0
                lines.append(f"{u.spec.name}: barrage unit, its defence is the series rule's (not counted, L2)")
            else:
                v = u.spec.combat_strength
                lines.append(f"{u.spec.name}: {v}")
            total += v
        category, modifier = t.terrain, t.terrain
        if t.town == "poi":
            modifier = "hills" if 4 in self.options.allied else (t.terrain or "the hex's other terrain")
            category = "close"
            lines.append(f"Point of Interest: Close for combat and barrage, modifier {modifier} (1.1d"
                         + (", Allied option 4)" if 4 in self.options.allied else ")"))
        if side == "allied" and label in self.scenario.victory.manila_hexes:
            total /= rules.OPEN_CITY_DEFENCE_DIVISOR
            category = modifier = "open"
            lines.append(f"Manila open city: Allied defence halved, Open terrain (1.4) -> {total:g}")
        if not category:
            lines.append("terrain not entered for this hex: read it off the map (TEC, L2)")
        return Defence(label, total, category, modifier, tuple(lines))

    # -- 1.6, 1.7, designer's note 6 -------------------------------------------------------------------
    def engineer_function(self, unit_id: str, function: str, override: bool = False) -> Change:
        """1.6: HQs and engineers may only bridge or make their hex detrainable; a Japanese HQ makes no
        detrainable hex on a secondary road. A detrainable hex is a terrain entry (undoable)."""
        forces = self.forces()
        u = forces.get(unit_id)
        where = f"engineer function: {self.unit_where(unit_id)}"
        if function not in rules.ENGINEER_FUNCTIONS:
            raise InputError(msg("only {0} (no air base or hedgehog work, 1.6)", ' and '.join(rules.ENGINEER_FUNCTIONS)),
                             where)
        if u.status != ON_MAP:
            raise InputError(msg("is not on the map ({0})", u.status.replace('_', ' ')), where)
        problems = []
        if u.spec.kind not in ("eng", "hq"):
            problems.append(f"{u.spec.name} is not an HQ or an engineer (1.6)")
        t = self.game.map.hex_terrain(u.hex)
        if function == "detrainable" and u.side == "japanese" and u.spec.kind == "hq" and t.secondary_road:
            problems.append("a Japanese HQ makes no detrainable hex on a secondary road (1.6, 2.1b)")
        if function == "detrainable" and t.is_detrainable:
            raise InputError(msg("{0} is detrainable already", u.hex), where)
        ov = self.refuse_or_override(problems, override, where)
        if function == "detrainable":
            head = self.overridden(f"{u.spec.name} makes {u.hex} detrainable (1.6)", ov)
            from assistant.games.luzon.terrain import TERRAIN, HexTerrain
            from assistant.store import records

            new = HexTerrain.from_dict({**t.to_dict(), "detrainable": True})
            return self.finish(head, [head] + ov, extra_ops=[
                records.put_op(self.store, self.game_id, TERRAIN, u.hex, new.to_dict())])
        s = self.new_state()
        s.setdefault("bridging", {}).setdefault(str(self.turn), []).append({"unit": unit_id, "hex": u.hex})
        head = self.overridden(f"{u.spec.name} bridges at {u.hex} (1.6)", ov)
        return self.finish(head, [head] + ov, state=s)

    @staticmethod
    def transport_check(kind: str) -> str:
        """1.7: no rail, air or sea transport of units or SP; captured Japanese wagons are destroyed
        with their load (OCS 9.14c)."""
        if kind in TRANSPORT:
            return f"no {kind} transport of units or supply in Luzon (1.7)"
        if kind == "capture_wagons":
            return ("Japanese wagons are never captured: a capture result destroys them with their load "
                    "(1.7, OCS 9.14c)")
        raise InputError(msg("one of {0} or capture_wagons", ', '.join(TRANSPORT)), f"transport {kind!r}")

    def move_mode_ma_limit(self, unit_id: str) -> int:
        """Designer's note 6: no unit has more than 10 MA in Move Mode; the two Allied tank battalions
        have 12 with Allied option 5."""
        if unit_id in rules.OPTION_5_UNITS and 5 in self.options.allied:
            return rules.MOVE_MODE_MA_MAX_OPTION_5
        return rules.MOVE_MODE_MA_MAX

    def check_move_mode_ma(self, unit_id: str, ma: int, override: bool = False) -> list[str]:
        """A Move Mode MA the referee uses for a unit (the counters' backs are not in the source)."""
        try:
            n = int(str(ma).strip())
        except ValueError:
            raise InputError(msg("MA is a whole number, got {0!r}", ma), f"{self.unit_where(unit_id)}") from None
        if n < 0:
            raise InputError(msg("MA cannot be negative, got {0}", n), f"{self.unit_where(unit_id)}")
        top = self.move_mode_ma_limit(unit_id)
        return self.refuse_or_override([f"no unit above {top} MA in Move Mode (designer's note 6, 4.0 Allied 5)"]
                            if n > top else [], override, f"{self.unit_where(unit_id)}")
