"""Chart rolls (T1: one d10, a 0 reads 10): any Saipan chart with the modifiers the referee picks, the
sea-zone search (14.1) and the proficiency check (12.1.1 C, 13.0 B). The odds shown before a roll and
the roll itself read the same chart with the same modifiers. Qt-free."""

from __future__ import annotations

from fractions import Fraction
from typing import Sequence

from assistant.core.charts import Chart
from assistant.core.errors import InputError
from assistant.store.changes import Change

from .. import rules
from .base import SIDE_NAMES, check_side
from .procedure import Procedure
from assistant.core.messages import msg


def _pct(p: Fraction) -> str:
    return f"{float(p) * 100:.0f}%"


class RollCommands(Procedure):
    # -- the one reading of a chart, for the odds and for the roll ---------------------------------
    def _chart_read(self, chart_id: str, modifiers: Sequence[str]) -> tuple[Chart, tuple[str, ...]]:
        chart = self.game.chart(chart_id)
        mods = tuple(dict.fromkeys(m for m in modifiers if m))
        chart.offset(mods)                # InputError: an unknown modifier, or two of one group
        groups = {m.group for m in chart.modifiers if m.group == "points"}
        if groups and not any(chart.modifier(m).group == "points" for m in mods):
            raise InputError(msg("choose the points used (14.3 C, 14.4 B, 14.5 D)"), chart.where)
        return chart, mods

    def chart_odds(self, chart_id: str, modifiers: Sequence[str] = ()) -> dict[str, Fraction]:
        """Exact chance of each row of the chart with these modifiers (a query: nothing changes)."""
        chart, mods = self._chart_read(chart_id, modifiers)
        return chart.distribution(mods)

    def chart_roll(self, chart_id: str, modifiers: Sequence[str] = (), why: str = "", side: str = "",
                   step: str = "") -> Change:
        """Roll one Saipan chart with the named modifiers on: one roll-log row, one change."""
        self.game._no_game_over()
        if side:
            check_side(side, chart_id)
        chart, mods = self._chart_read(chart_id, modifiers)
        rec = self.game.session.dice()
        out = rec.roll_chart(chart, mods, why=why or f"{chart.title} ({chart.rule}), day {self.game.day}", side=side)
        row = out.chart.row
        who = f"{SIDE_NAMES.get(side, side)} " if side else ""
        shown = f"{out.value}" if out.chart.modified == out.value else f"{out.value}, modified {out.chart.modified}"
        words = [f"{who}{chart.title}: rolled {shown} → {row.text or row.result}"]
        words += [f"with {chart.modifier(m).label} ({chart.modifier(m).rule})" for m in mods]
        return self.game._finish(f"{chart.title}: {out.dice[0]} → {row.result.replace('_', ' ')}", words, recorder=rec,
                            outcome=row.result, step=step)

    # -- search (14.1) ---------------------------------------------------------------------------
    @staticmethod
    def _search_mods(distance_zones: int) -> tuple[str, ...]:
        from ..air_naval import search_need
        search_need(distance_zones)       # InputError: 14.1 reaches 0-3 zones
        return () if distance_zones == 0 else (f"zones_{distance_zones}",)

    def search_odds(self, distance_zones: int) -> dict[str, Fraction]:
        """The chance to find the enemy this many sea zones away (14.1: 1-8, 1-6, 1-4, 1-2)."""
        return self.chart_odds("sea_zone_search", self._search_mods(distance_zones))

    def search(self, side: str, distance_zones: int, zone: str = "", step: str = "") -> Change:
        """A search roll (10.0 A3, 14.1): the searcher needs units in the zone or air units in range."""
        check_side(side, "search")
        mods = self._search_mods(distance_zones)
        where = f" of {zone}" if zone else ""
        why = f"{SIDE_NAMES[side]} search{where}, {distance_zones} zone(s) away (14.1), day {self.game.day}"
        return self.chart_roll("sea_zone_search", mods, why=why, side=side, step=step)

    # -- proficiency (12.1.1 C, 13.0 B) ----------------------------------------------------------
    @staticmethod
    def _rating_mods(rating: int) -> tuple[str, ...]:
        if not 1 <= rating <= rules.DIE_FACES:
            raise InputError(msg("a proficiency rating is 1-{0}, got {1} (13.0)", rules.DIE_FACES, rating), "proficiency")
        return (f"rating_{rating}",)

    def proficiency_odds(self, rating: int) -> dict[str, Fraction]:
        return self.chart_odds("proficiency_check", self._rating_mods(rating))

    def proficiency_check(self, side: str, rating: int, unit: str = "") -> Change:
        """A stack's proficiency check against its highest rating (12.1.1 C); none in assault (12.2.2 F,
        S1) unless the S1 toggle asks for one before round 2."""
        check_side(side, "proficiency")
        who = f" ({unit})" if unit else ""
        why = f"{SIDE_NAMES[side]} proficiency check{who} at {rating} (12.1.1 C, 13.0 B), day {self.game.day}"
        return self.chart_roll("proficiency_check", self._rating_mods(rating), why=why, side=side)

    @staticmethod
    def odds_text(dist: dict[str, Fraction]) -> str:
        return ", ".join(f"{k.replace('_', ' ')} {_pct(p)}" for k, p in dist.items())
