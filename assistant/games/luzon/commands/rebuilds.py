"""Japanese rebuilds (2.1d, ruling L2) and the air strips (1.3c)."""

from __future__ import annotations

from assistant.core.errors import InputError
from assistant.core.hexes import distance
from assistant.games.luzon import rules
from assistant.games.luzon.forces import DEAD_PILE, Forces, UnitState
from assistant.store.changes import Change

from .base import LuzonPart
from assistant.core.messages import msg

# 1.12 / 2.1d: a unit's colour stripe by the division in its name, and the HQ of that stripe
STRIPE_HQ = {"-48": "jp_48_div_hq", "-16": "jp_16_div_hq"}
ARMY_HQ = "jp_14_army_hq"
SIDES = ("japanese", "allied")


class RebuildCommands(LuzonPart):
    # -- 2.1d ----------------------------------------------------------------------------------------
    def japanese_group(self, unit_id: str) -> tuple[str, str]:
        """("northern", Agoo) for a unit that landed in Lingayen Gulf, ("southern", Atimonan) for one
        that landed at Lamon Bay: the landing its set-up or arrival hex is nearer to."""
        spec = self.scenario.unit(unit_id)
        m = self.base_scenario.map
        if spec.hex is None:
            raise InputError(msg("has no landing hex (2.1d)"), f"{self.unit_where(unit_id)}")
        h = m.parse(spec.hex)
        north = distance(h, m.parse(rules.AGOO)) <= distance(h, m.parse(rules.ATIMONAN))
        return ("northern", rules.AGOO) if north else ("southern", rules.ATIMONAN)

    def rebuild_hqs(self, unit_id: str, forces: Forces | None = None) -> list[UnitState]:
        """2.1d: the on-map HQs a rebuilt unit may join: the 14th Army HQ, or the HQ of its stripe."""
        forces = forces or self.forces()
        name = self.scenario.unit(unit_id).name
        ids = [ARMY_HQ] + [hq for tag, hq in STRIPE_HQ.items() if name.endswith(tag) or f"{tag} " in name]
        return [s for s in forces.on_map("japanese") if s.id in ids]

    def japanese_rebuild_hexes(self, unit_id: str) -> list[str]:
        """Where a rebuilt Japanese unit may go: within 2 hexes of its landing (EZOC allowed), or with
        the 14th Army HQ or its stripe's HQ."""
        m = self.base_scenario.map
        _, centre = self.japanese_group(unit_id)
        c = m.parse(centre)
        out = {m.label(h) for h in m.all_hexes() if distance(h, c) <= rules.JAPANESE_REBUILD_RADIUS_HEXES}
        out |= {s.hex for s in self.rebuild_hqs(unit_id)}
        return sorted(out, key=lambda lab: m.to_offset(m.parse(lab)))

    def japanese_rebuild(self, unit_id: str, hex_label: str, table_result: str, override: bool = False) -> Change:
        """2.1d: rebuild one Japanese ground unit from the Dead Pile on the referee's reading of the OCS
        Common Replacement Table (L2; ``table_result`` in words). Taken at once, never saved; air units
        are never rebuilt; the unit returns at full strength (ruling L10)."""
        forces = self.forces()
        u = forces.get(unit_id)
        where = f"Japanese rebuild: {self.unit_where(unit_id)}"
        if u.side != "japanese":
            raise InputError(msg("not a Japanese unit (Allied units recover and rebuild by 3.1c-d)"), where)
        if u.status != DEAD_PILE:
            raise InputError(msg("is not in the Dead Pile ({0})", u.status.replace('_', ' ')), where)
        if not u.spec.is_ground:
            raise InputError(msg("air units are never rebuilt (2.1d)"), where)
        if not (table_result or "").strip():
            raise InputError(msg("enter the Common Replacement Table result that allows it (L2)"), where)
        label = forces._hex((hex_label or "").strip(), unit_id)
        enemy = [e.spec.name for e in forces.in_hex(label) if e.side != u.side]
        if enemy:
            raise InputError(msg("{0} holds enemy units ({1})", label, ', '.join(enemy)), where)
        group, centre = self.japanese_group(unit_id)
        problems = [] if label in self.japanese_rebuild_hexes(unit_id) else [
            f"a rebuilt unit of the {group} group goes within {rules.JAPANESE_REBUILD_RADIUS_HEXES} hexes of "
            f"{centre}, or with the 14th Army HQ or its stripe's HQ (2.1d)"]
        ov = self.refuse_or_override(problems, override, where)
        new = forces.place_from_pile(unit_id, label, None, (DEAD_PILE,))
        s = self.new_state()
        s.setdefault("japanese_rebuilds", {}).setdefault(str(self.turn), []).append(
            {"unit": unit_id, "hex": label, "table": table_result.strip(), "override": bool(ov)})
        head = self.overridden(f"Japanese rebuild: {u.spec.name} at {label}", ov)
        lines = [head, f"Common Replacement Table: {table_result.strip()} (2.1d, L2); taken now, never saved",
                 "it returns at full strength (L10)"] + ov
        return self.finish(head, lines, forces=new, reduced=self.reduced(forces) - {unit_id}, state=s)

    # -- 1.3c ----------------------------------------------------------------------------------------
    def air_strips(self) -> dict[str, str]:
        """Each of the six air strips and the side whose colour is up (U.S. at the start)."""
        stored = self.state.get("air_strips") or {}
        return {h: stored.get(h, "allied") for h in self.scenario.air_strips}

    def capture_air_strip(self, hex_label: str) -> Change:
        """1.3c: a captured strip flips to the capturer's colour (OCS 9.14f)."""
        m = self.base_scenario.map
        try:
            label = m.label(m.parse((hex_label or "").strip()))
        except InputError as err:
            raise InputError(err.message, f"air strip: hex {hex_label!r}") from None
        strips = self.air_strips()
        if label not in strips:
            raise InputError(msg("no air strip there: they are at {0} (1.3c)", ', '.join(strips)), f"air strip {label}")
        side = "japanese" if strips[label] == "allied" else "allied"
        s = self.new_state()
        s["air_strips"] = dict(strips, **{label: side})
        head = f"Air strip {label} captured: {side.capitalize()} side up (1.3c)"
        return self.finish(head, [head], state=s)

    @staticmethod
    def air_strip_work(action: str) -> None:
        """1.3c / 1.6: air strips are never improved or destroyed."""
        raise InputError(msg("air strips can neither be improved nor destroyed (1.3c, 1.6)"), f"air strip: {action}")
