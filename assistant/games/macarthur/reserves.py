"""End-of-turn reserve rolls, the New Guinea storm hazard and airborne drops.

The rolls are charts in ``resources/charts/macarthur.toml`` (loaded by :mod:`assistant.core.charts`);
the limits on them (Korea's potential reserves, Bataan Retreat's caps and late start) come from the
campaign data. When the roll is made (end of the roller's own turn, or of the full turn) is ruling M10.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache

from assistant.core.charts import Chart, charts_dir, load_charts
from assistant.core.errors import InputError
from assistant.core.roads import RoadNetwork
from assistant.games.macarthur import rules
from assistant.games.macarthur.forces import Force
from assistant.games.macarthur.campaigns import Campaign
from assistant.games.macarthur.state import CampaignState
from assistant.games.macarthur.words import plural
from assistant.core.messages import msg

#: chart results -> unit size added
RESULT_SIZE = {"infantry": "small", "inexperienced": "small", "armored": "large", "airborne": "large",
               "experienced": "large"}


@lru_cache(maxsize=1)
def _book():
    return load_charts([charts_dir() / "macarthur.toml"])


def chart(chart_id: str) -> Chart:
    book = _book()
    if book.errors:
        raise InputError("; ".join(str(p) for p in book.errors), "resources/charts/macarthur.toml")
    return book.get(rules.GAME, chart_id)


@dataclass(frozen=True)
class ReserveRoll:
    side: str
    die: int | None
    result: str          # the chart's result, or "not_yet" / "none"
    added: Force
    explanation: str
    ruling: str = "M10"


def reserve_roll_due(campaign: Campaign, state: CampaignState, side: str) -> str | None:
    """None when ``side`` rolls for reserves now, else the reason it does not."""
    setup = campaign.reserves.get(side)
    if setup is None or not setup.chart:
        return f"{campaign.side_names.get(side, side)} gets no reserve rolls in {campaign.title}"
    if state.deck.turnovers(rules.BLUE) < setup.from_blue_turnovers:
        return (f"reserve rolls start once Blue has turned its pack over {plural(setup.from_blue_turnovers, 'time')} "
                f"(so far {state.deck.turnovers(rules.BLUE)})")
    return None


def roll_reserves(campaign: Campaign, state: CampaignState, side: str, rng: random.Random | None = None,
                  die: int | None = None) -> ReserveRoll:
    """Roll (or take ``die``) for ``side``'s end-of-turn reserves and add the result to ``state``."""
    why_not = reserve_roll_due(campaign, state, side)
    label = state.rulings.label("M10")
    if why_not:
        return ReserveRoll(side, None, "not_yet", Force(), why_not, label)
    setup = campaign.reserves[side]
    ch = chart(setup.chart)
    if die is None:
        if rng is None:
            raise InputError(msg("give a random.Random or the die rolled"), "reserve roll")
        die = rng.randint(1, 6)
    if isinstance(die, bool) or not isinstance(die, int) or not 1 <= die <= 6:
        raise InputError(msg("a die shows 1-6, got {0!r}", die), "reserve roll")
    row = ch.resolve(die).row
    size = RESULT_SIZE.get(row.result)
    added = Force()
    text = f"{ch.title}: {die} -> {row.text}"
    if size is not None:
        so_far = state.reserves_added.get(side, Force())
        cap = setup.cap_large if size == "large" else setup.cap_small
        have = so_far.large if size == "large" else so_far.small
        if cap is not None and have >= cap:
            text += f"; but the limit of {cap} has been reached, nothing added"
        else:
            added = Force(1, 0) if size == "large" else Force(0, 1)
            state.reserves[side] = state.reserves.get(side, Force()) + added
            state.reserves_added[side] = so_far + added
    return ReserveRoll(side, die, row.result, added, f"{text} ({ch.rule})", label)


def storm_hazard(rng: random.Random | None = None, die: int | None = None) -> tuple[int, bool]:
    """New Guinea Zone II landing: (die, lost?) for one unit."""
    if die is None:
        if rng is None:
            raise InputError(msg("give a random.Random or the die rolled"), "storm hazard")
        die = rng.randint(1, 6)
    row = chart("new_guinea_storm_hazard").resolve(die).row
    return die, row.result == "destroyed"


def landing_problems(campaign: Campaign, side: str, network: RoadNetwork, area: str) -> tuple[str | None, bool]:
    """(reason the reserves of ``side`` may not land at ``area`` or None, storm hazard applies?)."""
    la = network.landing_areas.get(area)
    if la is None:
        return f"no landing area {area!r} on the board", False
    if campaign.id != "new_guinea":
        return None, False
    zone = (la.zone or "").upper()
    if side == rules.BLUE:
        if zone == "I":
            return "Allied reserves may never land in Zone I", False
        if la.town == "Port Moresby":
            return None, False
        if zone == "II":
            return None, True
        return "Allied reserves land at Port Moresby or in Zone II", False
    if la.town == "Port Moresby":
        return "Japanese reserves may never land at Port Moresby", False
    if zone == "I":
        return None, False
    if zone == "II":
        return None, True
    return "Japanese reserves land in Zone I or Zone II", False


def airborne_drop_problems(network: RoadNetwork, state: CampaignState, town: str,
                           dropped_this_turn: dict[str, int] | None = None) -> str | None:
    """New Guinea: None when an Airborne reserve unit may drop at ``town``, else the reason.

    The town must have an air strip; one unit per strip per turn; the strip is held by the Allies,
    or empty with no Japanese units in any adjacent town.
    """
    t = network.town(town, "airborne drop")
    if not t.air_strip:
        return f"{town} has no air strip"
    if (dropped_this_turn or {}).get(town, 0) >= rules.DROPS_PER_AIR_STRIP:
        return f"only {rules.DROPS_PER_AIR_STRIP} unit may drop at {town} a turn"
    holder = state.holder(town)
    if holder == rules.BLUE:
        return None
    if holder == rules.RED:
        return f"{town} is held by the Japanese"
    near = [n for n in {r.other(town) for r in network.roads_from(town)} if state.holder(n) == rules.RED]
    if near:
        return f"Japanese units next to {town} (in {', '.join(sorted(near))})"
    return None
