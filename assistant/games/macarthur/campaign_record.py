"""The record of a MacArthur campaign, the record kinds a game keeps, and units placed in towns by hand. Qt-free.

Records of a game (``assistant.store.records``):

- ``mac_network`` / ``board``: the town-and-road network file (see :mod:`.network_records`);
- ``mac_campaign`` / ``state``: a :class:`CampaignRecord`: the core's ``CampaignState`` (units by town,
  reserves, movement deck, turn), this side-turn's bookkeeping (allowance, movement points spent,
  units per road segment, units landed, attack stacks waiting outside enemy towns) and the cards turned;
- ``mac_battle`` / ``0001``...: one record per battle (see :mod:`.battle_records`).

Units in towns follow the rulebook's "Positioning of Units" (one side a town, at most 10; retreats may
over-stack a town until the end of the turn).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Mapping

from assistant.core.errors import InputError
from assistant.core.roads import RoadNetwork
from assistant.games.macarthur import rules
from assistant.games.macarthur.campaigns import Campaign, campaign as load_campaign_data
from assistant.games.macarthur.forces import Force
from assistant.games.macarthur.rulings import Rulings
from assistant.games.macarthur.state import CampaignState, Holding
from assistant.store import records
from assistant.store.changes import Change
from assistant.store.store import Store
from assistant.core.messages import msg

NETWORK, CAMPAIGN, BATTLE = "mac_network", "mac_campaign", "mac_battle"
NETWORK_KEY, CAMPAIGN_KEY = "board", "state"
CAMPAIGN_OF_KIND = {"macarthur_korea": "korea", "macarthur_new_guinea": "new_guinea",
                    "macarthur_bataan_retreat": "bataan_retreat"}


def campaign_id(kind_id: str) -> str:
    try:
        return CAMPAIGN_OF_KIND[kind_id]
    except KeyError:
        raise InputError(msg("{0!r} is not a MacArthur campaign", kind_id), "game kind") from None


def campaign_for_kind(kind_id: str) -> Campaign:
    return load_campaign_data(campaign_id(kind_id))


def side_name(campaign: Campaign, side: str) -> str:
    return campaign.side_names.get(side, side)



# --------------------------------------------------------------------------- the campaign record


def empty_turn() -> dict[str, Any]:
    return {"side": None, "allowance": {}, "spent": {}, "used": {}, "immobile": {}, "landed": {},
            "dropped": {}, "attacks": {}, "moves": [], "reserve_rolled": False, "reserves_rolled": [],
            "guests": {}, "card": None, "explanation": "", "battles": []}


@dataclass
class CampaignRecord:
    """Everything about the campaign except the board and the battles."""

    campaign: str
    state: CampaignState
    turn: dict[str, Any] = field(default_factory=empty_turn)
    cards: list[dict[str, Any]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)           # victory and turn-end events, newest last
    setup: dict[str, Any] = field(default_factory=dict)      # the starting forces' confirmation (setup_state)

    def copy(self) -> CampaignRecord:
        return CampaignRecord.from_dict(self.to_dict())

    def to_dict(self) -> dict[str, Any]:
        return {"campaign": self.campaign, "state": self.state.to_dict(), "turn": copy.deepcopy(self.turn),
                "cards": copy.deepcopy(self.cards), "notes": list(self.notes), "setup": copy.deepcopy(self.setup)}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> CampaignRecord:
        turn = empty_turn()
        turn.update(copy.deepcopy(dict(data.get("turn") or {})))
        return cls(data["campaign"], CampaignState.from_dict(data["state"]), turn,
                   list(copy.deepcopy(data.get("cards") or [])), list(data.get("notes") or []),
                   copy.deepcopy(dict(data.get("setup") or {})))

    @classmethod
    def new(cls, campaign: Campaign, rulings: Rulings | None = None) -> CampaignRecord:
        return cls(campaign.id, CampaignState.new(campaign, rulings))

    # ---------------------------------------------------------------- facts
    @property
    def moving_side(self) -> str | None:
        return self.turn.get("side")

    def remaining_mp(self) -> dict[str, int]:
        return {p: int(a) - int(self.turn["spent"].get(p, 0)) for p, a in self.turn["allowance"].items()}

    def attacks(self) -> dict[str, list[dict[str, Any]]]:
        return self.turn.get("attacks", {})

    def force_in(self, town: str) -> tuple[str | None, Force]:
        h = self.state.units.get(town)
        return (h.side, h.force) if h is not None and h.units else (None, Force())


def load_campaign(store: Store, game_id: int, kind_id: str, rulings: Rulings | None = None) -> CampaignRecord:
    data = records.get(store, game_id, CAMPAIGN, CAMPAIGN_KEY)
    if data is None:
        rec = CampaignRecord.new(campaign_for_kind(kind_id), rulings)
    else:
        with records.reading(game_id, CAMPAIGN, CAMPAIGN_KEY):
            rec = CampaignRecord.from_dict(data)
    if rulings is not None:
        rec.state.rulings = rulings
    return rec


def campaign_op(store: Store, game_id: int, rec: CampaignRecord):
    return records.put_op(store, game_id, CAMPAIGN, CAMPAIGN_KEY, rec.to_dict())


def campaign_change(store: Store, game_id: int, rec: CampaignRecord, text: str, extra_ops: list | None = None) -> Change:
    return records.change(text, game_id, [campaign_op(store, game_id, rec), *(extra_ops or [])])


def rulings_of(settings: Mapping[str, Any]) -> Rulings:
    return Rulings.from_dict(settings.get("rulings") or None)


# --------------------------------------------------------------------------- units by hand


def set_units(rec: CampaignRecord, network: RoadNetwork, town: str, side: str | None, large: int, small: int) -> CampaignRecord:
    """The referee places (or clears) units in a town: one side a town, at most 10."""
    network.town(town, f"units in {town!r}")
    force = Force(large, small)
    out = rec.copy()
    if force.units == 0 or side is None:
        out.state.units.pop(town, None)
        return out
    if side not in rules.SIDES:
        raise InputError(msg("side must be blue or red, got {0!r}", side), f"units in {town!r}")
    if force.units > rules.STACK_LIMIT:
        raise InputError(msg("at most {0} units in a town (Positioning of Units); asked {1}", rules.STACK_LIMIT, force.units),
                         f"units in {town!r}")
    out.state.units[town] = Holding(side, force.large, force.small)
    return out


def add_units(state: CampaignState, town: str, side: str, force: Force, where: str) -> None:
    """Add units (retreats may over-stack a town; the excess goes at the end of the turn)."""
    if force.units == 0:
        return
    h = state.units.get(town)
    if h is not None and h.units and h.side != side:
        raise InputError(msg("{0!r} is held by the other side", town), where)
    now = h.force if h is not None and h.units else Force()
    tot = now + force
    state.units[town] = Holding(side, tot.large, tot.small)


def take_units(state: CampaignState, town: str, force: Force, where: str) -> None:
    state.remove(town, force.large, force.small, where=where)
