"""Starting forces checked (Qt-free): the Equipment's markers and each campaign's Starting Forces.

``start_breaches(campaign, network, state, side)`` lists every way the position breaks the rules' set-up,
each naming its rule; an empty list is a legal start. The referee confirms a set-up (or overrides a
breach as a recorded ruling) with ``MacArthurGame.confirm_setup``. Town names and flags come from the
board file: the printed maps are not in the source, so "the perimeter", the zones and the landing towns
are what the board says (``docs/ROAD_NETWORK.md``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from assistant.core.roads import RoadNetwork
from assistant.games.macarthur import rules
from assistant.games.macarthur.forces import Force
from assistant.games.macarthur.campaigns import Campaign
from assistant.games.macarthur.state import CampaignState

EQUIPMENT = "Equipment"
POSITIONING = "Positioning of Units"


@dataclass(frozen=True)
class Breach:
    """One way the set-up breaks a rule: what, and the rule's name."""

    side: str
    rule: str
    text: str

    def __str__(self) -> str:
        return f"{self.text} ({self.rule})"


def _start_rule(campaign: Campaign) -> str:
    return f"{campaign.title.split(':')[0]}, Starting Forces"


def side_total(state: CampaignState, side: str, offshore: Force = Force()) -> Force:
    """All of ``side``'s markers in play: on the board, in reserve and off shore."""
    total = sum((h.force for h in state.units.values() if h.side == side and h.units), Force())
    return total + state.reserves.get(side, Force()) + offshore


def counter_breaches(state: CampaignState, side: str, offshore: Force = Force()) -> list[Breach]:
    total = side_total(state, side, offshore)
    out = []
    if total.large > rules.COUNTERS_LARGE:
        out.append(Breach(side, EQUIPMENT, f"{total.large} Large in play; a side has {rules.COUNTERS_LARGE} markers"))
    if total.small > rules.COUNTERS_SMALL:
        out.append(Breach(side, EQUIPMENT, f"{total.small} Small in play; a side has {rules.COUNTERS_SMALL} markers"))
    return out


def _on_board(state: CampaignState, side: str) -> dict[str, Force]:
    return {t: h.force for t, h in state.units.items() if h.side == side and h.units}


def _stack_breaches(placed: dict[str, Force], side: str) -> list[Breach]:
    return [Breach(side, POSITIONING, f"{t} holds {f.units} units; at most {rules.STACK_LIMIT} a town")
            for t, f in sorted(placed.items()) if f.units > rules.STACK_LIMIT]


def _exact_total(placed: Iterable[Force], want: tuple[int, int], side: str, rule: str, what: str) -> list[Breach]:
    got = sum(placed, Force())
    if (got.large, got.small) != want:
        return [Breach(side, rule, f"{what}: {got.large} Large and {got.small} Small placed; the rules give "
                                   f"{want[0]} Large and {want[1]} Small")]
    return []


def korea_towns(network: RoadNetwork) -> tuple[list[str], list[str]]:
    """(the Pusan Perimeter towns, the towns next to it) as the board's ``perimeter`` flag says."""
    inside = sorted(network.towns_with(rules.FLAG_PERIMETER))
    nxt = sorted({n for t in inside for r in network.roads_from(t) for n in (r.other(t),) if n not in inside})
    return inside, nxt


def korea(network: RoadNetwork, state: CampaignState, side: str) -> list[Breach]:
    rule = "Korea, Starting Forces"
    inside, nxt = korea_towns(network)
    placed = _on_board(state, side)
    out: list[Breach] = []
    if side == rules.BLUE:
        if len(inside) != rules.KOREA_PERIMETER_TOWNS:
            out.append(Breach(side, rule, f"the board flags {len(inside)} towns 'perimeter'; the Pusan Perimeter has "
                                          f"{rules.KOREA_PERIMETER_TOWNS}"))
        out += _exact_total(placed.values(), rules.KOREA_UN_START, side, rule, "UN")
        outside = sorted(t for t in placed if t not in inside)
        if outside:
            out.append(Breach(side, rule, f"UN units outside the Pusan Perimeter: {', '.join(outside)}"))
    else:
        if len(nxt) != rules.KOREA_NK_TOWNS:
            out.append(Breach(side, rule, f"the board has {len(nxt)} towns next to the Perimeter; the rules name "
                                          f"{rules.KOREA_NK_TOWNS}"))
        out += _exact_total(placed.values(), rules.KOREA_NK_START, side, rule, "North Korean")
        for t in nxt:
            n = placed.get(t, Force()).units
            if n != rules.KOREA_NK_PER_TOWN:
                out.append(Breach(side, rule, f"{t} (next to the Perimeter) holds {n} North Korean units; "
                                              f"{rules.KOREA_NK_PER_TOWN} in each"))
        outside = sorted(t for t in placed if t not in nxt)
        if outside:
            out.append(Breach(side, rule, f"North Korean units away from the towns next to the Perimeter: "
                                          f"{', '.join(outside)}"))
    return out + _stack_breaches(placed, side)


def moresby_neighbours(network: RoadNetwork) -> list[str]:
    """Towns next to Port Moresby other than Uberi: the printed "below and to the right" is one of them."""
    if "Port Moresby" not in network.towns:
        return []
    return sorted(r.other("Port Moresby") for r in network.roads_from("Port Moresby")
                  if r.other("Port Moresby") != "Uberi")


def new_guinea(network: RoadNetwork, state: CampaignState, side: str) -> list[Breach]:
    rule = "New Guinea, Starting Forces"
    placed = _on_board(state, side)
    out: list[Breach] = []
    want = dict(rules.NEW_GUINEA_JAPANESE_START if side == rules.RED else rules.NEW_GUINEA_ALLIED_START)
    if side == rules.BLUE:
        cands = moresby_neighbours(network)
        third = next((t for t in cands if placed.get(t, Force()).units), cands[0] if cands else "")
        if not third:
            out.append(Breach(side, rule, "no town next to Port Moresby (besides Uberi) for the third Allied stack"))
        else:
            want[third] = rules.NEW_GUINEA_ALLIED_NEXT_TO_MORESBY
    for town, n in want.items():
        f = placed.get(town, Force())
        if (f.large, f.small) != (0, n):
            out.append(Breach(side, rule, f"{town} holds {f.large} Large and {f.small} Small; the rules put "
                                          f"{n} Small there"))
    extra = sorted(t for t in placed if t not in want)
    if extra:
        out.append(Breach(side, rule, f"units in towns the rules do not name: {', '.join(extra)}"))
    return out


def zone_landing_towns(network: RoadNetwork, zone: str) -> list[str]:
    return sorted({a.town for a in network.landing_areas.values() if (a.zone or "").upper() == zone})


def bataan_retreat(network: RoadNetwork, state: CampaignState, side: str) -> list[Breach]:
    rule = "Bataan Retreat, Starting Forces"
    placed = _on_board(state, side)
    out: list[Breach] = []
    if side == rules.RED:
        if placed:
            out.append(Breach(side, rule, f"Japanese units on the board before landing: {', '.join(sorted(placed))}; "
                                          "they start off shore"))
        return out
    out += _exact_total(placed.values(), (rules.COUNTERS_LARGE, rules.COUNTERS_SMALL), side, rule, "Allied")
    need_l, need_s = rules.BATAAN_ZONE_MINIMUM
    for zone in rules.BATAAN_COASTAL_ZONES:
        towns = zone_landing_towns(network, zone)
        held = [t for t in towns if t in placed]
        f = sum((placed[t] for t in held), Force())
        if not towns:
            out.append(Breach(side, rule, f"the board has no landing town in Zone {zone}"))
        elif f.large < need_l or f.small < need_s:
            out.append(Breach(side, rule, f"Zone {zone} landing towns ({', '.join(towns)}) hold {f.large} Large and "
                                          f"{f.small} Small; at least {need_l} Large and {need_s} Small"))
        elif len(held) > rules.BATAAN_ZONE_TOWNS_MAX:
            out.append(Breach(side, rule, f"Zone {zone}'s forces are in {len(held)} towns; one to "
                                          f"{rules.BATAAN_ZONE_TOWNS_MAX}"))
    mar = placed.get(rules.MARIVELES, Force())
    if mar.large < rules.BATAAN_MARIVELES_LARGE:
        out.append(Breach(side, rule, f"{rules.MARIVELES} holds {mar.large} Large; {rules.BATAAN_MARIVELES_LARGE} "
                                      "American unit goes there"))
    bataan = set(network.towns_with(rules.FLAG_BATAAN))
    small = sum(placed[t].small for t in placed if t in bataan)
    if small < rules.BATAAN_SMALL_ON_BATAAN:
        out.append(Breach(side, rule, f"{small} Small on Bataan; {rules.BATAAN_SMALL_ON_BATAAN} Filipino units go there "
                                      "(Olongapo and Layac are not on Bataan)"))
    return out + _stack_breaches(placed, side)


CHECKS = {"korea": korea, "new_guinea": new_guinea, "bataan_retreat": bataan_retreat}


def start_breaches(campaign: Campaign, network: RoadNetwork, state: CampaignState, side: str,
                   offshore: Force = Force()) -> list[Breach]:
    """Every breach of ``side``'s starting forces (empty: a legal start)."""
    return counter_breaches(state, side, offshore) + CHECKS[campaign.id](network, state, side)
