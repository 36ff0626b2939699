"""A MacArthur campaign's record as plain dataclasses (``to_dict`` / ``from_dict`` for storage).

Also the questions a board position answers: who holds a town, North Korean supply, Japanese air
control, Olongapo + Layac, the roads a beaten defender may use, victory.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from assistant.core.errors import InputError
from assistant.core.roads import RoadNetwork, road_key
from assistant.games.macarthur import rules
from assistant.games.macarthur.battle_values import Situation
from assistant.games.macarthur.forces import Force
from assistant.games.macarthur.campaigns import Campaign
from assistant.games.macarthur.movement import MovementDeck
from assistant.games.macarthur.rulings import Rulings
from assistant.core.messages import msg


@dataclass
class Holding:
    """The units of one side in one town."""

    side: str
    large: int = 0
    small: int = 0

    @property
    def force(self) -> Force:
        return Force(self.large, self.small)

    @property
    def units(self) -> int:
        return self.large + self.small


@dataclass
class CampaignState:
    """Units by town, reserves, the movement deck and the turn: everything a campaign record needs."""

    campaign: str
    deck: MovementDeck
    units: dict[str, Holding] = field(default_factory=dict)
    reserves: dict[str, Force] = field(default_factory=dict)
    reserves_added: dict[str, Force] = field(default_factory=dict)   # added by rolls (for caps)
    turn: int = 1
    rulings: Rulings = Rulings()

    @classmethod
    def new(cls, campaign: Campaign, rulings: Rulings | None = None) -> CampaignState:
        reserves = {s: Force(r.large, r.small) for s, r in campaign.reserves.items()}
        return cls(campaign.id, MovementDeck.for_campaign(campaign), {}, reserves,
                   {s: Force() for s in campaign.reserves}, 1, rulings or Rulings())

    # ---------------------------------------------------------------- towns
    def holder(self, town: str) -> str | None:
        h = self.units.get(town)
        return h.side if h and h.units else None

    def force_in(self, town: str, side: str | None = None) -> Force:
        h = self.units.get(town)
        if h is None or (side is not None and h.side != side):
            return Force()
        return h.force

    def towns_of(self, side: str) -> set[str]:
        return {t for t, h in self.units.items() if h.side == side and h.units}

    def units_by_town(self, side: str) -> dict[str, int]:
        return {t: h.units for t, h in self.units.items() if h.side == side and h.units}

    def place(self, town: str, side: str, large: int = 0, small: int = 0,
              network: RoadNetwork | None = None) -> None:
        """Add units to a town; refuses negative counts, the other side's town and more than 10 units."""
        where = f"place in {town!r}"
        if network is not None:
            network.town(town, where)
        if side not in rules.SIDES:
            raise InputError(msg("side must be blue or red, got {0!r}", side), where)
        add = Force(large, small)
        h = self.units.get(town)
        if h is not None and h.units and h.side != side:
            raise InputError(msg("{0!r} is held by {1}; one side per town", town, h.side), where)
        now = h.force if h is not None and h.units else Force()
        total = now + add
        if total.units > rules.STACK_LIMIT:
            raise InputError(msg("{0!r} would hold {1} units; at most {2}", town, total.units, rules.STACK_LIMIT), where)
        self.units[town] = Holding(side, total.large, total.small)

    def remove(self, town: str, large: int = 0, small: int = 0, where: str = "") -> None:
        where = where or f"remove from {town!r}"
        take = Force(large, small)
        h = self.units.get(town)
        if h is None or h.large < take.large or h.small < take.small:
            raise InputError(msg("{0!r} does not hold {1} Large and {2} Small", town, take.large, take.small), where)
        h.large -= take.large
        h.small -= take.small
        if not h.units:
            del self.units[town]

    # ---------------------------------------------------------------- storage
    def to_dict(self) -> dict[str, Any]:
        return {
            "campaign": self.campaign, "turn": self.turn, "deck": self.deck.to_dict(),
            "units": {t: {"side": h.side, "large": h.large, "small": h.small} for t, h in sorted(self.units.items())},
            "reserves": {s: f.to_dict() for s, f in self.reserves.items()},
            "reserves_added": {s: f.to_dict() for s, f in self.reserves_added.items()},
            "rulings": self.rulings.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CampaignState:
        return cls(
            campaign=data["campaign"], deck=MovementDeck.from_dict(data["deck"]),
            units={t: Holding(h["side"], int(h["large"]), int(h["small"])) for t, h in data.get("units", {}).items()},
            reserves={s: Force.from_dict(f) for s, f in data.get("reserves", {}).items()},
            reserves_added={s: Force.from_dict(f) for s, f in data.get("reserves_added", {}).items()},
            turn=int(data.get("turn", 1)), rulings=Rulings.from_dict(data.get("rulings")),
        )


# -------------------------------------------------------------------- position questions


def north_korean_supplied(network: RoadNetwork, state: CampaignState, town: str) -> bool:
    """Korea, Supplies: a path from ``town`` to a northern arrow town (flag ``supply``) free of UN units."""
    sources = set(network.towns_with(rules.FLAG_SUPPLY))
    if not sources:
        raise InputError(msg("the board marks no supply towns (flag 'supply')"), "Korea supply")
    blue = state.towns_of(rules.BLUE)
    if town in blue:
        return False
    reach = network.reachable(town, passable=lambda t: t not in blue)
    return bool(reach & sources)


def north_korean_supply(network: RoadNetwork, state: CampaignState, town: str, attacker_side: str,
                        attack_approaches: set[str] | frozenset[str] = frozenset()) -> dict[str, bool]:
    """Korea, Supplies: every town the North Korean units of a battle for ``town`` stand in -> does it trace
    a route north free of UN units. Defending: the town itself; attacking: EVERY approach town. Ruling M13:
    by default an attack from several roads is supplied only when each of its stacks is (any one cut off
    gives the -1); its toggle needs all of them cut off (:func:`situation_for` reads it)."""
    towns = [town] if attacker_side == rules.BLUE else sorted(attack_approaches)
    return {t: north_korean_supplied(network, state, t) for t in towns if t in network.towns}


def japanese_air_control(network: RoadNetwork, state: CampaignState) -> bool:
    """Bataan Retreat: the Japanese hold every airfield town (flag ``airfield``, three on the board)."""
    fields = network.towns_with(rules.FLAG_AIRFIELD)
    return bool(fields) and all(state.holder(t) == rules.RED for t in fields)


def japanese_hold_olongapo_and_layac(state: CampaignState) -> bool:
    return state.holder(rules.OLONGAPO) == rules.RED and state.holder(rules.LAYAC) == rules.RED


def clear_retreat_roads(network: RoadNetwork, state: CampaignState, town: str,
                        attack_approaches: set[str] | frozenset[str] = frozenset()) -> list[str]:
    """Adjacent towns a beaten defender of ``town`` may retreat to: roads with no enemy stack on them
    (``attack_approaches`` = towns the attacking stacks came from) and no enemy units in the town."""
    side = state.holder(town)
    out = []
    for road in network.roads_from(town):
        nxt = road.other(town)
        if not road.allows(town) or nxt in attack_approaches:
            continue
        h = state.holder(nxt)
        if h is not None and h != side:
            continue
        out.append(nxt)
    return out


def segment_room(town: str, dest: str, used: Mapping[str, int] | None) -> int:
    """Units the segment ``town``-``dest`` may still carry this turn (``used``: ``"A|B"`` -> units)."""
    return max(0, rules.SEGMENT_LIMIT - int((used or {}).get("|".join(road_key(town, dest)), 0)))


def retreat_room(network: RoadNetwork, state: CampaignState, town: str,
                 attack_approaches: set[str] | frozenset[str] = frozenset(),
                 used: Mapping[str, int] | None = None) -> dict[str, int | None]:
    """Clear retreat roads out of ``town`` -> how many units each may take this turn.

    M9 default (a retreat is not movement): None (no segment limit; M7 still caps the total).
    M9 toggle: what is left of the road's 5 units a segment after this turn's moves and retreats;
    a full road is left out. M7 toggle also caps each road at 5."""
    out: dict[str, int | None] = {}
    for dest in clear_retreat_roads(network, state, town, attack_approaches):
        if not state.rulings.m9_retreat_counts_for_segments:
            out[dest] = rules.RETREAT_LIMIT if state.rulings.m7_retreat_limit_per_road else None
            continue
        room = segment_room(town, dest, used)
        if state.rulings.m7_retreat_limit_per_road:
            room = min(room, rules.RETREAT_LIMIT)
        if room > 0:
            out[dest] = room
    return out


def situation_for(network: RoadNetwork, state: CampaignState, campaign: Campaign, town: str,
                  attacker_side: str, attack_approaches: set[str] | frozenset[str] = frozenset(),
                  *, retreat_into_enemy_town: bool = False, used: Mapping[str, int] | None = None) -> Situation:
    """The :class:`Situation` flags of a battle for ``town``, read from the board position (``used``:
    this turn's units per segment, read under ruling M9's toggle)."""
    on_bataan = network.town(town).has(rules.FLAG_BATAAN)
    nk_out = False
    if campaign.has("north_korean_supply"):
        supplied = north_korean_supply(network, state, town, attacker_side, attack_approaches).values()
        # M13: several approach towns: any one cut off gives the -1 (default); toggle: all must be cut off
        nk_out = (not any(supplied) if supplied and state.rulings.m13_supply_all_approaches_cut
                  else not all(supplied))
    bataan = campaign.has("bataan_insert")
    rooms = retreat_room(network, state, town, attack_approaches, used)
    return Situation(
        north_korean_out_of_supply=nk_out,
        japanese_air_control=bataan and japanese_air_control(network, state),
        japanese_hold_olongapo_and_layac=bataan and japanese_hold_olongapo_and_layac(state),
        on_bataan=bataan and on_bataan,
        retreat_into_enemy_town=retreat_into_enemy_town,
        manila=bataan and town == rules.MANILA,
        defender_retreat_roads=len(rooms),
        defender_retreat_room=(sum(v for v in rooms.values() if v is not None)
                               if state.rulings.m9_retreat_counts_for_segments else None),
    )


def victory(campaign: Campaign, state: CampaignState, moment: str) -> str | None:
    """The winner at ``moment`` (``game_end``, ``end_of_red_turn``, ``end_of_blue_turn``), or None.

    Returns ``"blue"``, ``"red"`` or ``"draw"`` (Korea at game end with neither side in both cities).
    """
    if moment not in ("game_end", "end_of_red_turn", "end_of_blue_turn"):
        raise InputError(msg("unknown moment {0!r}", moment), "victory")
    for side, towns in campaign.victory_towns.items():
        if towns and all(state.holder(t) == side for t in towns):
            if campaign.victory_when == "game_end" and moment != "game_end":
                continue
            if campaign.victory_when != "game_end" and moment not in (campaign.victory_when, "game_end"):
                continue
            return side
    if moment == "game_end":
        return campaign.victory_otherwise
    return None
