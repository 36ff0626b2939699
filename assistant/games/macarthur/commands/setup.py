"""The starting forces (Qt-free): the set-up checked side by side and confirmed by the referee, and
Bataan Retreat's secret Troop Allocation Grid.

A printed set-up (File > New game > the rules' printed set-up) starts ``proposed``: each side's starting
forces are checked against Equipment, Positioning of Units and the campaign's Starting Forces
(``setup_checks``), and the referee confirms each side. A breach refuses the confirmation, naming the
rule; ``override=True`` confirms anyway as a recorded ruling (in the change's text and summary). Movement
cards wait until both sides are confirmed. The order is the rules': Korea's North Koreans after the UN;
Bataan Retreat's Japanese allocate in secret before the Allied set-up and reveal after it.
"""

from __future__ import annotations

from typing import Any, Mapping

from assistant.core.errors import InputError
from assistant.games.macarthur import persist, rules
from assistant.games.macarthur.forces import Force
from assistant.games.macarthur.setup_checks import Breach, counter_breaches, start_breaches
from assistant.store.changes import Change

from .base import MacPart
from assistant.core.messages import msg

ALLOCATION = "Bataan Retreat, Starting Forces (Troop Allocation Grid)"


def _force(v: Any, where: str) -> Force:
    if isinstance(v, Force):
        return v
    try:
        large, small = v
    except (TypeError, ValueError):
        raise InputError(msg("give (Large, Small), got {0!r}", v), where) from None
    for n in (large, small):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise InputError(msg("unit counts are whole numbers >= 0, got {0!r}", v), where)
    return Force(large, small)


def forces_of(split: Mapping[str, Any] | None, where: str) -> dict[str, Force] | None:
    """``{town: Force or (large, small)}`` as Forces (a command line or a form gives pairs)."""
    if split is None:
        return None
    if not isinstance(split, Mapping):
        raise InputError(msg("give {{town: [large, small], ...}}, got {0!r}", split), where)
    return {str(t): _force(v, f"{where}: {t}") for t, v in split.items()}


def offshore_of(setup: Mapping[str, Any]) -> dict[str, Force]:
    return {z: Force(int(f[0]), int(f[1])) for z, f in dict(setup.get("offshore") or {}).items()}


class SetupCommands(MacPart):
    # -- questions -------------------------------------------------------------------------------
    @property
    def setup_state(self) -> dict[str, Any]:
        """``{"status": "proposed" | "confirmed", "confirmed": [sides], "rulings": [...], ...}`` or {}
        (a blank or demo game: nothing to confirm)."""
        return self.record.setup

    def setup_pending(self) -> bool:
        return self.setup_state.get("status") == "proposed"

    def setup_breaches(self, side: str, rec: persist.CampaignRecord | None = None) -> list[Breach]:
        """Every way ``side``'s starting forces break the rules now (empty: legal)."""
        if side not in rules.SIDES:
            raise InputError(msg("side must be blue or red, got {0!r}", side), "set-up")
        net = self._board("set-up")
        rec = rec or self.record
        off = sum(offshore_of(rec.setup).values(), Force()) if side == rules.RED else Force()
        return start_breaches(self.campaign, net, rec.state, side, off)

    def setup_words(self) -> list[str]:
        """The set-up's state in words for the window (never the secret allocation's numbers)."""
        st = self.setup_state
        if not st:
            return []
        done = st.get("confirmed", [])
        lines = []
        for side in self._order():
            name = self.side_name(side)
            if side in done:
                lines.append(f"{name}: confirmed")
            elif self.network is None:
                lines.append(f"{name}: no board yet")
            else:
                br = self.setup_breaches(side)
                lines.append(f"{name}: " + ("legal, waiting for the referee" if not br else
                                           "; ".join(map(str, br))))
        if self.campaign.id == "bataan_retreat":
            if st.get("allocation") and not st.get("revealed"):
                lines.append("Japanese Troop Allocation Grid: filled in, hidden until the Allied set-up is confirmed")
            elif not st.get("allocation"):
                lines.append("Japanese Troop Allocation Grid: to fill in (in secret) before the Allied set-up")
            else:
                off = offshore_of(st)
                lines.append("Japanese off shore: " + ", ".join(f"Zone {z} {f}" for z, f in off.items() if f.units))
        lines += [f"Ruling: {r}" for r in st.get("rulings", [])]
        return lines

    def _order(self) -> tuple[str, str]:
        """Who sets up first: the UN before the North Koreans; the Allies before the Japanese reveal."""
        return (rules.BLUE, rules.RED)

    # -- commands --------------------------------------------------------------------------------
    def _check_open(self, where: str) -> dict[str, Any]:
        st = self.setup_state
        if st.get("status") != "proposed":
            raise InputError(msg("there is no set-up waiting for confirmation (a printed set-up starts one)"), where)
        return st

    def confirm_setup(self, side: str, override: bool = False) -> Change:
        """The referee confirms ``side``'s starting forces; a breach refuses it (naming the rule) unless
        ``override``, which confirms it as a recorded ruling."""
        where = f"set-up: {self.side_name(side)}"
        st = self._check_open(where)
        if side in st.get("confirmed", []):
            raise InputError(msg("{0}'s set-up is already confirmed", self.side_name(side)), where)
        camp = self.campaign.id
        if side == rules.RED and rules.BLUE not in st.get("confirmed", []):
            why = ("the North Koreans place after the UN (Korea, Starting Forces)" if camp == "korea" else
                   "the Japanese reveal their grid after the Allied set-up (Bataan Retreat, Starting Forces)"
                   if camp == "bataan_retreat" else "confirm the Allied set-up first")
            raise InputError(why, where)
        if camp == "bataan_retreat" and side == rules.BLUE and not st.get("allocation"):
            raise InputError(msg("the Japanese allocate their Troop Allocation Grid first, in secret (Bataan Retreat, Starting Forces)"), where)
        rec = self.record.copy()
        if camp == "bataan_retreat" and side == rules.RED:
            rec.setup["offshore"] = {z: [f[0], f[1]] for z, f in rec.setup["allocation"].items()}
            rec.setup["revealed"] = True
        breaches = self.setup_breaches(side, rec)
        if breaches and not override:
            raise InputError("; ".join(map(str, breaches)) + ". Override to confirm it as a ruling", where)
        rec.setup.setdefault("confirmed", []).append(side)
        text = f"Set-up of {self.side_name(side)} confirmed"
        summary = [text]
        if camp == "bataan_retreat" and side == rules.RED:
            off = offshore_of(rec.setup)
            summary.append("Japanese Troop Allocation Grid revealed; off shore: "
                           + ", ".join(f"Zone {z} {f}" for z, f in off.items() if f.units))
        if breaches:
            ruling = f"{self.side_name(side)}'s set-up confirmed over: " + "; ".join(map(str, breaches))
            rec.setup.setdefault("rulings", []).append(ruling)
            text += " by referee ruling (override)"
            summary = [text, "Referee ruling: " + ruling]
        if set(rec.setup["confirmed"]) >= set(rules.SIDES):
            rec.setup["status"] = "confirmed"
            summary.append("Both sides set up: turn the first movement card")
        return self._finish(text, summary, record=rec)

    def allocate_japanese(self, zones: Mapping[str, Any], override: bool = False) -> Change:
        """Bataan Retreat: the Japanese Troop Allocation Grid, filled in secret before the Allied set-up:
        their 16 Large and 40 Small over the five Zones, none to Bataan. The change does not show the
        numbers (the window hides them until the reveal)."""
        where = "Troop Allocation Grid"
        if self.campaign.id != "bataan_retreat":
            raise InputError(msg("only Bataan Retreat has a Troop Allocation Grid"), where)
        st = self._check_open(where)
        if rules.BLUE in st.get("confirmed", []):
            raise InputError(msg("the grid is filled in before the Allied set-up, which is confirmed ({0})", ALLOCATION), where)
        grid: dict[str, Force] = {}
        problems: list[str] = []
        for zone, v in dict(zones).items():
            z = str(zone).strip().upper()
            f = _force(v, f"{where}: Zone {zone}")
            if z not in rules.BATAAN_ALLOCATION_ZONES:
                problems.append(f"no units may be allocated to {zone!r}: only Zones "
                                f"{', '.join(rules.BATAAN_ALLOCATION_ZONES)}, never Bataan ({ALLOCATION})")
            grid[z] = grid.get(z, Force()) + f
        total = sum(grid.values(), Force())
        if (total.large, total.small) != (rules.COUNTERS_LARGE, rules.COUNTERS_SMALL):
            problems.append(f"the grid holds {total.large} Large and {total.small} Small; the Japanese allocate all "
                            f"{rules.COUNTERS_LARGE} Large and {rules.COUNTERS_SMALL} Small ({ALLOCATION})")
        state = self.record.state
        problems += [str(b) for b in counter_breaches(state, rules.RED, total)]
        if problems and not override:
            raise InputError("; ".join(problems) + ". Override to record it as a ruling", where)
        rec = self.record.copy()
        rec.setup["allocation"] = {z: [f.large, f.small] for z, f in sorted(grid.items())}
        rec.setup["revealed"] = False
        text = "Japanese Troop Allocation Grid filled in (secret until the Allied set-up is confirmed)"
        summary = [text]
        if problems:
            ruling = "Troop Allocation Grid accepted over: " + "; ".join(problems)
            rec.setup.setdefault("rulings", []).append(ruling)
            text += " by referee ruling (override)"
            summary = [text, "Referee ruling: " + ruling]
        return self._finish(text, summary, record=rec)

    def allocation_hidden(self) -> bool:
        """The players' view hides the grid until it is revealed."""
        st = self.setup_state
        return bool(st.get("allocation")) and not st.get("revealed")

    def draw_offshore(self, zone: str | None, rec: persist.CampaignRecord | None = None) -> Force:
        """Japanese off shore in ``zone`` (after the reveal): what may land through that zone's areas besides
        the reserves (Bataan Retreat, Starting Forces). ``rec``: a record being changed (default: the stored one)."""
        return offshore_of((rec or self.record).setup).get((zone or "").upper(), Force())
