"""The Allied Reinforcement Phase: the recovery draw (3.1c), one replacement roll (3.1d) and the
rebuild it allows; the Japanese replacement DRMs for the Common Replacement Table (2.1d, 4.0)."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Mapping

from assistant.core.charts import Chart
from assistant.core.errors import InputError
from assistant.games.luzon.forces import DEAD_PILE
from assistant.games.luzon.recovery import RecoveryDraw, apply_recovery, rebuild as rebuild_unit, recovery_count
from assistant.games.luzon.scenario import recovery_hexes
from assistant.store.changes import Change

from .base import LuzonPart, pct
from assistant.core.messages import msg

REBUILD = "rebuild_one"
PHASE = "allied reinforcement"


@dataclass(frozen=True)
class RecoveryPreview:
    pool: tuple[str, ...]
    draws: int                                 # 3.1c: one, two from a pool of 7 or more
    chance_each: Fraction                      # the chance any one pool unit comes back
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems

    def lines(self) -> list[str]:
        n = len(self.pool)
        if not n:
            return ["Recovery Pool empty: nothing to draw (3.1c)"]
        out = [f"Recovery Pool holds {n}: draw {self.draws} at random (3.1c); the rest go to the Dead Pile",
               f"chance each unit comes back: {pct(self.chance_each)}"]
        return out + [f"not allowed: {p}" for p in self.problems]


@dataclass(frozen=True)
class ReplacementPreview:
    chart: Chart
    modifiers: tuple[str, ...]                 # chart modifier ids in force (optional variation 12)
    odds: dict[str, Fraction]                  # chart result -> chance
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return not self.problems

    @property
    def success(self) -> Fraction:
        return self.odds.get(REBUILD, Fraction(0))

    def lines(self) -> list[str]:
        mods = [self.chart.modifier(m) for m in self.modifiers]
        need = min(r.min for r in self.chart.rows if r.result == REBUILD)
        out = [f"2D6, {need} or more rebuilds one Allied ground unit (3.1d)"]
        out += [f"{m.value:+d}: {m.label}" for m in mods]
        out.append(f"chance of a rebuild: {pct(self.success)}")
        return out + [f"not allowed: {p}" for p in self.problems]


class ReinforcementCommands(LuzonPart):
    def japanese_hold_all_manila(self) -> bool:
        """Default for 3.1c's exception: every Manila city hex holds a Japanese unit (the referee may
        say otherwise: control is the series rule's)."""
        f = self.forces()
        return all(f.in_hex(h, "japanese") for h in self.scenario.victory.manila_hexes)

    def placement_hexes(self, japanese_hold_all_manila: bool | None = None) -> list[str]:
        """3.1c: where recovered and rebuilt units may be placed."""
        if japanese_hold_all_manila is None:
            japanese_hold_all_manila = self.japanese_hold_all_manila()
        return recovery_hexes(self.scenario, japanese_hold_all_manila)

    # -- recovery (3.1c) -------------------------------------------------------------------------
    def recovery(self) -> dict | None:
        return self.state.get("recovery", {}).get(str(self.turn))

    def recovery_preview(self) -> RecoveryPreview:
        pool = tuple(self.forces().recovery_pool)
        n = recovery_count(len(pool))
        problems = []
        if self.recovery() is not None:
            problems.append("the recovery draw was made this turn already (one per Reinforcement Phase, 3.1c)")
        if not pool:
            problems.append("the Recovery Pool is empty: nothing to draw (3.1c)")
        return RecoveryPreview(pool, n, Fraction(n, len(pool)) if pool else Fraction(0), tuple(problems))

    def draw_recovery(self, hex_label: str | Mapping[str, str],
                      japanese_hold_all_manila: bool | None = None) -> Change:
        """3.1c: draw one unit at random from the Recovery Pool (two from 7 or more) and place it at
        ``hex_label`` (or a hex per drawn unit: ``{unit id: hex}``); the rest go to the Dead Pile."""
        pv = self.recovery_preview()
        if not pv.ok:
            raise InputError("; ".join(pv.problems), "recovery draw")
        forces = self.forces()
        allowed = self.placement_hexes(japanese_hold_all_manila)
        wanted = [hex_label] if isinstance(hex_label, str) else list(hex_label.values())
        for h in wanted:
            label = forces._hex(h.strip(), "recovery")
            if label not in allowed:
                raise InputError(msg("not a hex where it may be placed (within 2 hexes of a Manila city hex or of Balanga, 3.1c)"), f"recovery: hex {h!r}")
        rec = self.session.dice()
        left, drawn = list(pv.pool), []
        names = self.names(forces)
        t = self.turn
        for i in range(pv.draws):
            out = rec.roll(f"1d{len(left)}", why=f"Recovery draw {i + 1} of {pv.draws} from a pool of {len(left)} "
                                                 "(3.1c)", side="allied", turn=t, phase=PHASE,
                           chart_result=lambda v, lst=tuple(left): names[lst[v - 1]])
            drawn.append(left.pop(out.value - 1))
        draw = RecoveryDraw(pv.pool, tuple(u for u in pv.pool if u in drawn), tuple(left))
        places = ({u: hex_label.strip() for u in draw.recovered} if isinstance(hex_label, str)
                  else {u: str(hex_label.get(u, "")).strip() for u in draw.recovered})
        if japanese_hold_all_manila is None:
            japanese_hold_all_manila = self.japanese_hold_all_manila()
        new = apply_recovery(forces, draw, places, japanese_hold_all_manila)
        s = self.new_state()
        s["recovery"][str(t)] = {"recovered": list(draw.recovered), "to_dead_pile": list(draw.to_dead_pile),
                                 "hex": ", ".join(sorted(set(places.values()))), "reason": draw.reason}
        back = ", ".join(f"{names[u]} at {places[u]}" for u in draw.recovered)
        head = f"Recovery draw: {back}"
        lines = [head, draw.reason] + ([f"to the Dead Pile: {', '.join(names[u] for u in draw.to_dead_pile)}"]
                                       if draw.to_dead_pile else [])
        return self.finish(head, lines, recorder=rec, state=s, forces=new)

    # -- replacement (3.1d, 4.0) -----------------------------------------------------------------
    def replacement(self) -> dict | None:
        return self.state.get("replacement", {}).get(str(self.turn))

    def replacement_modifiers(self, chart: Chart | None = None) -> tuple[str, ...]:
        """The chart modifiers the optional variations in force give the Allied roll (Allied 12)."""
        chart = chart or self.chart("allied_replacement")
        known = {m.id for m in chart.modifiers}
        return tuple(m for m in self.options.replacement_modifiers("allied") if m in known)

    def replacement_preview(self) -> ReplacementPreview:
        """Exact odds of the Allied replacement roll, with the optional variations in force; the roll
        (and a re-roll of it) reads the same chart with the same modifiers."""
        chart = self.chart("allied_replacement")
        mods = self.replacement_modifiers(chart)
        problems = []
        if self.replacement() is not None:
            problems.append("the replacement roll was made this turn already (3.1d)")
        if self.forces().recovery_pool and self.recovery() is None:
            problems.append("the recovery draw comes first (3.1c, 3.1d: after the Recovery process)")
        return ReplacementPreview(chart, mods, chart.distribution(mods), tuple(problems))

    def _replacement_entry(self, out) -> dict:
        read = out.chart
        ok = read.row.result == REBUILD
        mods = "".join(f" {self.replacement_chart_mod(m)}" for m in read.modifiers)
        reason = (f"2D6 {read.raw}{mods} = {read.modified}: "
                  f"{'8 or more, rebuild one unit' if ok else 'under 8, no rebuild'} (3.1d)")
        return {"success": ok, "reason": reason, "roll_id": out.row["id"], "modified": read.modified,
                "modifiers": list(read.modifiers)}

    def replacement_chart_mod(self, mod_id: str) -> str:
        m = self.chart("allied_replacement").modifier(mod_id)
        return f"{m.value:+d} ({m.rule.split(',')[-1].strip() or m.id})"

    def roll_replacement(self) -> Change:
        """3.1d: after the recovery draw, one 2D6 roll; a modified 8 or more rebuilds one Dead Pile
        ground unit this turn (it cannot be saved)."""
        pv = self.replacement_preview()
        if not pv.ok:
            raise InputError("; ".join(pv.problems), "replacement roll")
        t = self.turn
        rec = self.session.dice()
        out = rec.roll_chart(pv.chart, pv.modifiers, why=f"Allied replacement, turn {t} (3.1d)", side="allied",
                             turn=t, phase=PHASE)
        s = self.new_state()
        entry = self._replacement_entry(out)
        s["replacement"][str(t)] = entry
        head = f"Replacement roll {out.row['result']}: {'rebuild one unit' if entry['success'] else 'no rebuild'}"
        return self.finish(head, [head, entry["reason"]], recorder=rec, state=s)

    def rebuildable(self) -> list[str]:
        """Allied ground units in the Dead Pile (3.1d: air units are never rebuilt)."""
        return [s.id for s in self.forces().with_status(DEAD_PILE, "allied") if s.spec.is_ground]

    def rebuild(self, unit_id: str, hex_label: str, japanese_hold_all_manila: bool | None = None) -> Change:
        """3.1d: after a successful replacement roll this turn, place one Dead Pile ground unit like a
        recovered unit (3.1c)."""
        rep = self.replacement()
        if not rep or not rep.get("success"):
            raise InputError(msg("rebuild only after a successful replacement roll this turn (3.1d)"), "rebuild")
        if rep.get("used"):
            raise InputError(msg("this turn's replacement was used already (3.1d: one unit)"), "rebuild")
        if japanese_hold_all_manila is None:
            japanese_hold_all_manila = self.japanese_hold_all_manila()
        new = rebuild_unit(self.forces(), unit_id, hex_label.strip(), japanese_hold_all_manila)
        s = self.new_state()
        s["replacement"][str(self.turn)] = dict(rep, used=unit_id)
        u = new.get(unit_id)
        head = f"Rebuild {u.spec.name} at {u.hex}"
        return self.finish(head, [head + " (3.1d)"], state=s, forces=new)

    def japanese_replacement_drm(self) -> tuple[int, list[str]]:
        """The DRM the optional variations give a Japanese replacement roll on the OCS Common
        Replacement Table (2.1d; the table is the referee's, ruling L2): Japanese 6 and Allied 12."""
        mods = self.options.replacement_modifiers("japanese")
        words = {"option_12": "+1 optional variation Allied 12 (all replacement rolls)",
                 "option_j6": "+1 optional variation Japanese 6"}
        return len(mods), [words[m] for m in mods]
