"""A MacArthur campaign kept as records, and the referee's commands on it. Qt-free.

Records of a game (``assistant.store.records``):

- ``mac_network`` / ``board``: the town-and-road network file (``docs/ROAD_NETWORK.md``); where each
  town and landing area is drawn lives in its ``meta.layout`` (``{"towns": {name: [x, y]},
  "landing_areas": {name: [x, y]}}``), so an exported board keeps its drawing.
- ``mac_campaign`` / ``state``: a :class:`CampaignRecord`: the core's ``CampaignState`` (units by town,
  reserves, movement deck, turn), this side-turn's bookkeeping (allowance, movement points spent,
  units per road segment, units landed, attack stacks waiting outside enemy towns) and the cards turned.
- ``mac_battle`` / ``0001``...: one record per battle: the forces, each round's dice, the outcome, the
  losses per side, the roll-log ids.

Every command here works on a copy and either returns the new record or raises
:class:`~assistant.core.errors.InputError` naming what is wrong; the UI turns the new record into one
``Change`` with :func:`campaign_change` (one undo step).
"""

from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any, Mapping

from assistant.core.errors import InputError
from assistant.core.roads import Move, RoadNetwork, TurnMoves, road_key
from assistant.games.macarthur import rules
from assistant.games.macarthur.battle import AttackStack, BattleResult, Force
from assistant.games.macarthur.campaigns import Campaign, campaign as load_campaign_data
from assistant.games.macarthur.network_check import check_shape
from assistant.games.macarthur.movement import (
    CardTurn, SideTurn, bataan_pool_of, bataan_road_filter,
)
from assistant.games.macarthur.reserves import airborne_drop_problems, landing_problems, roll_reserves
from assistant.games.macarthur.rulings import Rulings
from assistant.games.macarthur.state import CampaignState, Holding, victory
from assistant.store import records
from assistant.store.changes import Change
from assistant.store.store import Store
from assistant.games.macarthur.words import plural

NETWORK, CAMPAIGN, BATTLE = "mac_network", "mac_campaign", "mac_battle"
NETWORK_KEY, CAMPAIGN_KEY = "board", "state"
CAMPAIGN_OF_KIND = {"macarthur_korea": "korea", "macarthur_new_guinea": "new_guinea",
                    "macarthur_bataan_retreat": "bataan_retreat"}


def campaign_id(kind_id: str) -> str:
    try:
        return CAMPAIGN_OF_KIND[kind_id]
    except KeyError:
        raise InputError(f"{kind_id!r} is not a MacArthur campaign", "game kind") from None


def campaign_for_kind(kind_id: str) -> Campaign:
    return load_campaign_data(campaign_id(kind_id))


def side_name(campaign: Campaign, side: str) -> str:
    return campaign.side_names.get(side, side)


# --------------------------------------------------------------------------- the network


def layout_of(doc: Mapping[str, Any]) -> dict[str, dict[str, list[float]]]:
    lay = dict((doc.get("meta") or {}).get("layout") or {})
    return {"towns": dict(lay.get("towns") or {}), "landing_areas": dict(lay.get("landing_areas") or {})}


def auto_layout(doc: dict[str, Any], *, in_place: bool = False) -> dict[str, Any]:
    """Give every town and landing area without a drawn position one (a ring; landing areas beside
    their town). Returns the same document with ``meta.layout`` filled in."""
    import math

    if not in_place:
        doc = copy.deepcopy(doc)
    meta = doc.setdefault("meta", {}) or {}
    doc["meta"] = meta
    lay = layout_of(doc)
    names = [t["name"] for t in doc.get("towns", [])]
    missing = [n for n in names if n not in lay["towns"]]
    n = max(len(names), 1)
    radius = 120 + 40 * n
    for i, name in enumerate(names):
        if name in missing:
            a = 2 * math.pi * i / n - math.pi / 2
            lay["towns"][name] = [round(500 + radius * math.cos(a), 1), round(500 + radius * math.sin(a), 1)]
    for la in doc.get("landing_areas", []):
        if la["name"] not in lay["landing_areas"]:
            x, y = lay["towns"].get(la["town"], [500, 500])
            lay["landing_areas"][la["name"]] = [x - 80, y]
    meta["layout"] = lay
    return doc


def check_network_doc(doc: Any, source: str = "network file") -> RoadNetwork:
    """The network a document describes; raises InputError (naming file and JSON path) when it is bad:
    wrong types first (``network_check``), then what ``RoadNetwork.from_dict`` checks."""
    check_shape(doc, source)
    return RoadNetwork.from_dict(doc, source=source)


def network_doc(store: Store, game_id: int) -> dict[str, Any] | None:
    return records.get(store, game_id, NETWORK, NETWORK_KEY)


def load_network(store: Store, game_id: int) -> RoadNetwork | None:
    doc = network_doc(store, game_id)
    return None if doc is None else RoadNetwork.from_dict(doc, source=f"game {game_id}: board")


def canonical_doc(doc: Mapping[str, Any], source: str = "network file") -> dict[str, Any]:
    """Checked and in the form ``RoadNetwork.to_dict`` writes, with every position filled in."""
    net = check_network_doc(doc, source)
    out = net.to_dict()
    out["meta"] = copy.deepcopy(dict(doc.get("meta") or {}))
    out = auto_layout(out, in_place=True)     # ``out`` is already a fresh copy
    lay = out["meta"]["layout"]
    towns, areas = net.towns, net.landing_areas      # each read copies the network's dict: read once
    lay["towns"] = {k: v for k, v in lay["towns"].items() if k in towns}
    lay["landing_areas"] = {k: v for k, v in lay["landing_areas"].items() if k in areas}
    return out


def network_change(store: Store, game_id: int, doc: Mapping[str, Any], text: str,
                   record: CampaignRecord | None = None) -> Change:
    """The change storing ``doc`` as the board (checked first; a bad document raises, nothing changes).

    With ``record`` the campaign record is stored in the same change (an edit that renames a town
    moves its units too)."""
    canon = canonical_doc(doc, "board")
    ops = [records.put_op(store, game_id, NETWORK, NETWORK_KEY, canon)]
    if record is not None:
        ops.append(campaign_op(store, game_id, record))
    return records.change(text, game_id, ops)


def import_network_change(store: Store, game_id: int, doc: Any, record: CampaignRecord, source: str,
                          text: str | None = None) -> Change:
    """Replace the board with a network file. Units (and waiting attacks) in towns the new board lacks
    are taken off, and the change says so. A bad file raises InputError and changes nothing."""
    if not isinstance(doc, Mapping):
        raise InputError("the file must hold one JSON object", source)
    canon = canonical_doc(doc, source)
    towns = {t["name"] for t in canon["towns"]}
    rec = record.copy()
    gone = sorted(t for t in rec.state.units if t not in towns)
    for t in gone:
        del rec.state.units[t]
    rec.turn["attacks"] = {t: [s for s in st if s.get("from") in towns or s.get("from_sea")]
                           for t, st in rec.turn.get("attacks", {}).items() if t in towns}
    rec.turn["attacks"] = {t: st for t, st in rec.turn["attacks"].items() if st}
    label = text or f"Load the board '{canon.get('name') or source}'"
    if gone:
        label += f" (units taken off in {', '.join(gone)}: not on the new board)"
    ops = [records.put_op(store, game_id, NETWORK, NETWORK_KEY, canon), campaign_op(store, game_id, rec)]
    return records.change(label, game_id, ops)


def rename_town_doc(doc: Mapping[str, Any], old: str, new: str) -> dict[str, Any]:
    new = new.strip()
    if not new:
        raise InputError("a town needs a name", f"rename {old!r}")
    out = copy.deepcopy(dict(doc))
    names = {t["name"] for t in out["towns"]}
    if old not in names:
        raise InputError(f"no town named {old!r}", "rename")
    if new != old and new in names:
        raise InputError(f"there is already a town named {new!r}", f"rename {old!r}")
    for t in out["towns"]:
        if t["name"] == old:
            t["name"] = new
    for r in out["roads"]:
        r["from"] = new if r["from"] == old else r["from"]
        r["to"] = new if r["to"] == old else r["to"]
    for la in out.get("landing_areas", []):
        if la["town"] == old:
            la["town"] = new
    lay = out.setdefault("meta", {}).setdefault("layout", {}).setdefault("towns", {})
    if old in lay:
        lay[new] = lay.pop(old)
    return out


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
        raise InputError(f"side must be blue or red, got {side!r}", f"units in {town!r}")
    if force.units > rules.STACK_LIMIT:
        raise InputError(f"at most {rules.STACK_LIMIT} units in a town (Positioning of Units); asked {force.units}",
                         f"units in {town!r}")
    out.state.units[town] = Holding(side, force.large, force.small)
    return out


def _add(state: CampaignState, town: str, side: str, force: Force, where: str) -> None:
    """Add units (retreats may over-stack a town; the excess goes at the end of the turn)."""
    if force.units == 0:
        return
    h = state.units.get(town)
    if h is not None and h.units and h.side != side:
        raise InputError(f"{town!r} is held by the other side", where)
    now = h.force if h is not None and h.units else Force()
    tot = now + force
    state.units[town] = Holding(side, tot.large, tot.small)


def _take(state: CampaignState, town: str, force: Force, where: str) -> None:
    h = state.units.get(town)
    if h is None or h.large < force.large or h.small < force.small:
        raise InputError(f"{town!r} does not hold {force.large} Large and {force.small} Small", where)
    h.large -= force.large
    h.small -= force.small
    if not h.units:
        del state.units[town]


# --------------------------------------------------------------------------- the movement deck


def turn_card(rec: CampaignRecord, network: RoadNetwork | None, campaign: Campaign, side: str,
              value: int | None) -> tuple[CampaignRecord, CardTurn]:
    """Turn ``side``'s next movement card: its turn begins with the allowance the deck gives."""
    out = rec.copy()
    if rec.moving_side is not None:
        raise InputError(f"finish {side_name(campaign, rec.moving_side)}'s turn first (End turn)", "movement deck")
    ct = out.state.deck.turn_card(side, value)
    out.turn = empty_turn()
    out.cards.append({"side": ct.side, "turn": ct.turn, "card": ct.card, "allowance_mp": ct.allowance_mp,
                      "pass_no": ct.pass_no, "game_ends": ct.game_ends, "explanation": ct.explanation})
    out.state.turn = max(1, out.state.deck.blue_turned)
    if ct.game_ends:
        result = victory(campaign, out.state, "game_end")
        out.notes.append(f"Game Ends card turned: {describe_result(campaign, result)}")
        return out, ct
    allowance: dict[str, int] = {"main": ct.allowance_mp}
    expl = ct.explanation
    if campaign.has("bataan_insert") and side == rules.BLUE and network is not None:
        if any(out.state.holder(g) == rules.BLUE for g in (rules.OLONGAPO, rules.LAYAC)):
            allowance["bataan"] = ct.allowance_mp
            expl += (f"; the Allies hold Olongapo or Layac: {ct.allowance_mp} MP more for moves into and on "
                     "Bataan (Bataan Retreat, Bataan)")
    out.turn.update({"side": side, "allowance": allowance, "card": ct.card, "explanation": expl})
    return out, ct


def set_pack(rec: CampaignRecord, side: str, shuffled: list[int]) -> CampaignRecord:
    """Keep ``side``'s shuffled movement pack (``movement.shuffle_pack`` on the game's dice stream);
    "Turn card" then deals from it. Once per campaign, before the side's first card."""
    out = rec.copy()
    out.state.deck.set_pack(side, shuffled)
    return out


def describe_result(campaign: Campaign, result: str | None) -> str:
    if result is None:
        return "no winner yet"
    if result == "draw":
        return "a draw"
    return f"{side_name(campaign, result)} ({result}) wins"


# --------------------------------------------------------------------------- moves


def _turn_moves(rec: CampaignRecord, network: RoadNetwork, campaign: Campaign) -> SideTurn:
    side = rec.moving_side
    if side is None:
        raise InputError("no side is moving: turn a movement card first", "move")
    units = rec.state.units_by_town(side)
    enemy = rec.state.towns_of(rules.other_side(side))
    pool_of = road_filter = None
    if campaign.has("bataan_insert"):
        road_filter = bataan_road_filter(network)
        if "bataan" in rec.turn["allowance"]:
            pool_of = bataan_pool_of(network)
    allowance: int | dict[str, int] = dict(rec.turn["allowance"])
    moves = TurnMoves(network, allowance, units, frozenset(enemy), segment_limit=rules.SEGMENT_LIMIT,
                      stack_limit=rules.STACK_LIMIT, pool_of=pool_of, road_filter=road_filter)
    moves.used = {tuple(k.split("|")): int(v) for k, v in rec.turn["used"].items()}  # type: ignore[misc]
    moves.spent = {k: int(v) for k, v in rec.turn["spent"].items()}
    return SideTurn(side, moves, landed=dict(rec.turn["landed"]), immobile=dict(rec.turn["immobile"]))


def check_no_battle_yet(rec: CampaignRecord, where: str) -> None:
    """Battles: the moving player makes all his moves before the first battle starts. Once a battle of
    this turn is applied, no more moves, landings or drops."""
    fought = rec.turn.get("battles") or []
    if fought:
        raise InputError(f"a battle was fought this turn (for {', '.join(fought)}): every move comes before the "
                         "first battle (MacArthur, Battles)", where)


def check_open_city(rec: CampaignRecord, campaign: Campaign, side: str | None, town: str, where: str) -> None:
    """Bataan Retreat, Manila as an Open City: the Allies may not attack the Japanese in Manila, so no
    Allied move or landing may end outside a Japanese-held Manila."""
    if (campaign.has("manila_open_city") and side == rules.BLUE and town == rules.MANILA
            and rec.state.holder(town) == rules.RED):
        raise InputError("Manila is an open city: the Allies may not attack the Japanese there "
                         "(Bataan Retreat, Manila as an Open City)", where)


def preview_move(rec: CampaignRecord, network: RoadNetwork, campaign: Campaign, origin: str, goal: str,
                 units: int) -> Move:
    """What a move would cost and where it would go (nothing changes); raises with the reason if refused."""
    st = _turn_moves(rec, network, campaign)
    _check_mover(rec, origin)
    check_open_city(rec, campaign, rec.moving_side, goal, f"move {origin!r} -> {goal!r}")
    return st.move(origin, goal, units)


def _check_mover(rec: CampaignRecord, origin: str) -> None:
    if rec.moving_side is None:
        raise InputError("no side is moving: turn a movement card first", "move")
    check_no_battle_yet(rec, "move")
    side, _f = rec.force_in(origin)
    if side is None:
        raise InputError(f"no units in {origin!r}", "move")
    if side != rec.moving_side:
        raise InputError(f"the units in {origin!r} are {side}; it is {rec.moving_side}'s turn", "move")


def move_units(rec: CampaignRecord, network: RoadNetwork, campaign: Campaign, origin: str, goal: str,
               large: int, small: int) -> tuple[CampaignRecord, Move, str]:
    """Move Large/Small units along the cheapest open route; into an enemy town they stop outside it
    (an attack stack that waits for its battle). Returns the new record, the move and its words."""
    force = Force(large, small)
    where = f"move {origin!r} -> {goal!r}"
    if force.units == 0:
        raise InputError("choose at least one unit to move", where)
    if origin == goal:
        raise InputError("the destination is the town the units stand in", where)
    _check_mover(rec, origin)
    check_open_city(rec, campaign, rec.moving_side, goal, where)
    _side, have = rec.force_in(origin)
    if have.large < large or have.small < small:
        raise InputError(f"{origin!r} holds {have.large} Large and {have.small} Small", where)
    out = rec.copy()
    st = _turn_moves(out, network, campaign)
    mv = st.move(origin, goal, force.units)
    side = out.moving_side
    assert side is not None
    _take(out.state, origin, force, where)
    enemy = out.state.holder(goal) not in (None, side)
    words = (f"{side_name(campaign, side)}: {large}L {small}S {' -> '.join(mv.route.towns)} "
             f"({mv.route.cost_mp} MP x {force.units} = {mv.cost_mp} MP)")
    if enemy:
        came = mv.route.towns[-2]
        stacks = out.turn["attacks"].setdefault(goal, [])
        for s in stacks:
            if s.get("from") == came and not s.get("from_sea"):
                s["large"] += large
                s["small"] += small
                break
        else:
            stacks.append({"from": came, "large": large, "small": small, "from_sea": False})
        words += f"; stops outside enemy-held {goal} to attack (Battles)"
    else:
        _add(out.state, goal, side, force, where)
    out.turn["used"] = {"|".join(k): v for k, v in st.moves.used.items()}
    out.turn["spent"] = dict(st.moves.spent)
    out.turn["moves"].append(words)
    return out, mv, words


def land_units(rec: CampaignRecord, network: RoadNetwork, campaign: Campaign, area: str, large: int, small: int,
               lost: Force = Force()) -> tuple[CampaignRecord, str]:
    """Land reserve units through a landing area (1 MP each, the area's capacity a turn). ``lost`` are
    units the storm hazard destroyed (they still paid). Landed units may not move on this turn."""
    force = Force(large, small)
    where = f"landing area {area!r}"
    side = rec.moving_side
    if side is None:
        raise InputError("no side is moving: turn a movement card first", where)
    if force.units == 0:
        raise InputError("choose at least one unit to land", where)
    reserve = rec.state.reserves.get(side, Force())
    if reserve.large < large or reserve.small < small:
        raise InputError(f"the reserves hold {reserve.large} Large and {reserve.small} Small", where)
    problem, _storm = landing_problems(campaign, side, network, area)
    if problem:
        raise InputError(problem, where)
    check_no_battle_yet(rec, where)
    check_open_city(rec, campaign, side, network.landing_areas[area].town, where)
    if rec.state.rulings.m11_one_landing_area_per_turn and campaign.id == "korea":
        other = [a for a, n in rec.turn["landed"].items() if n and a != area]
        if other:
            raise InputError(f"already landed at {other[0]} this turn: one landing area a turn ({rec.state.rulings.label('M11')})",
                             where)
    out = rec.copy()
    st = _turn_moves(out, network, campaign)
    la = network.landing_areas[area]
    arriving = force - lost
    if arriving.units:
        cost = st.land(area, force.units)
        if la.town in st.moves.no_passing:
            pass
        else:
            # storm losses do not enter the town
            st.moves.units_by_town[la.town] -= lost.units
            st.immobile[la.town] -= lost.units
    else:
        # every unit lost at sea: capacity and movement points are still used
        if st.landed.get(area, 0) + force.units > la.capacity:
            raise InputError(f"takes at most {plural(la.capacity, 'unit')} a turn", where)
        cost = force.units * rules.LANDING_COST_MP
        if cost > st.moves.remaining_mp("main"):
            raise InputError(f"landing costs {cost} MP but only {st.moves.remaining_mp('main')} MP remain", where)
        st.moves.spent["main"] = st.moves.spent.get("main", 0) + cost
        st.landed[area] = st.landed.get(area, 0) + force.units
    out.state.reserves[side] = reserve - force
    words = f"{side_name(campaign, side)}: land {large}L {small}S at {area} ({cost} MP)"
    if campaign.id == "korea":
        words += (f"; {'one landing area a turn' if rec.state.rulings.m11_one_landing_area_per_turn else 'any areas a turn'}"
                  f" ({rec.state.rulings.label('M11')})")
    if lost.units:
        words += f"; {lost.units} lost in the storm"
    if arriving.units:
        if out.state.holder(la.town) not in (None, side):
            out.turn["attacks"].setdefault(la.town, []).append(
                {"from": area, "large": arriving.large, "small": arriving.small, "from_sea": True})
            words += f"; battle for {la.town} (Landings from the Sea)"
        else:
            _add(out.state, la.town, side, arriving, where)
            out.turn["immobile"][la.town] = out.turn["immobile"].get(la.town, 0) + arriving.units
    out.turn["spent"] = dict(st.moves.spent)
    out.turn["landed"] = dict(st.landed)
    out.turn["moves"].append(words)
    return out, words


def drop_airborne(rec: CampaignRecord, network: RoadNetwork, campaign: Campaign, town: str) -> tuple[CampaignRecord, str]:
    """New Guinea: drop one Airborne (Large) reserve unit at an air strip; it fights as Infantry after."""
    where = f"airborne drop at {town!r}"
    if not campaign.has("airborne_drops"):
        raise InputError("airborne drops are a New Guinea rule", where)
    if rec.moving_side != rules.BLUE:
        raise InputError("only the Allies drop Airborne units, in their own turn", where)
    if rec.state.reserves.get(rules.BLUE, Force()).large < 1:
        raise InputError("no Airborne Infantry unit in the reserves", where)
    problem = airborne_drop_problems(network, rec.state, town, rec.turn["dropped"])
    if problem:
        raise InputError(problem, where)
    check_no_battle_yet(rec, where)
    out = rec.copy()
    out.state.reserves[rules.BLUE] = out.state.reserves[rules.BLUE] - Force(1, 0)
    _add(out.state, town, rules.BLUE, Force(0, 1), where)
    out.turn["dropped"][town] = out.turn["dropped"].get(town, 0) + 1
    out.turn["immobile"][town] = out.turn["immobile"].get(town, 0) + 1
    words = f"Allied Airborne unit drops at {town} (now an ordinary Infantry unit)"
    out.turn["moves"].append(words)
    return out, words


# --------------------------------------------------------------------------- battles


def attack_stacks(rec: CampaignRecord, town: str) -> tuple[AttackStack, ...]:
    return tuple(AttackStack(Force(int(s["large"]), int(s["small"])), str(s["from"]), bool(s.get("from_sea")))
                 for s in rec.attacks().get(town, []))


def guests_in(rec: CampaignRecord, town: str) -> Force:
    """Units that retreated into ``town`` this turn while it was under attack (they fight not there)."""
    g = rec.turn.get("guests", {}).get(town)
    return Force(int(g["large"]), int(g["small"])) if g else Force()


def retreat_options(rec: CampaignRecord, network: RoadNetwork, town: str,
                    approaches: set[str] | frozenset[str]) -> dict[str, int | None]:
    """Where a beaten defender of ``town`` may go and how many units each road may take (None: no limit
    but M7's); ruling M9 decides whether retreats count against 5 units a segment."""
    from assistant.games.macarthur.state import retreat_room

    return retreat_room(network, rec.state, town, approaches, rec.turn.get("used"))


def default_retreat_split(options: Mapping[str, int | None], force: Force) -> dict[str, Force]:
    """Fill the roads in order, Large first, each up to its room (the owner may choose otherwise)."""
    out: dict[str, Force] = {}
    left = force
    for dest, room in options.items():
        if not left.units:
            break
        n = left.units if room is None else min(room, left.units)
        large = min(left.large, n)
        part = Force(large, n - large)
        if part.units:
            out[dest] = part
            left = left - part
    return out


def apply_battle(rec: CampaignRecord, network: RoadNetwork, campaign: Campaign, result: BattleResult,
                 retreat_to: Mapping[str, Force] | None = None) -> tuple[CampaignRecord, dict[str, int]]:
    """Move the units as ``result`` says. ``retreat_to`` splits a beaten defender's retreating units over
    clear adjacent towns (default: the roads in order, each up to its room). Returns the record and the
    units lost per side (casualties, landings lost, surrenders).

    Retreats into a town that is itself still under attack are kept as that town's guests: they add no
    dice and take no casualties there (Retreating). Ruling M9: with its toggle a retreat counts against
    5 units a segment (the split is checked against what the roads have left, and adds to the tally);
    by default it does not. Guests in ``town`` stay if the defenders keep it and leave with them if not."""
    b = result.battle
    town = b.town
    where = f"battle for {town!r}"
    out = rec.copy()
    out.turn.setdefault("battles", []).append(town)
    rulings = rec.state.rulings
    att, dfd = b.attacker_side, b.defender_side
    lost = {att: 0, dfd: 0}
    att_before = b.attacker_force
    att_after = sum((s.force for s in result.attackers_final), Force())
    lost[att] += att_before.units - att_after.units
    lost[dfd] += b.defender.units - result.defender_final.units
    # the defender's town
    out.state.units.pop(town, None)
    out.turn.setdefault("guests", {}).pop(town, None)
    fate_d = result.defender_fate
    if fate_d == "holds" or result.winner in ("undecided", "none"):
        _add(out.state, town, dfd, result.defender_final + (b.guests if result.winner != "attacker" else Force()),
             where)
    if result.defender_retreating.units:
        options = retreat_options(rec, network, town, {s.approach for s in b.attackers})
        moves = {d: f for d, f in dict(retreat_to or {}).items() if f.units}
        if not moves:
            if not options:
                raise InputError("no clear road to retreat along", where)
            moves = default_retreat_split(options, result.defender_retreating)
        total = sum(moves.values(), Force())
        if total != result.defender_retreating:
            raise InputError(f"the retreat must place {result.defender_retreating}, got {total}", where)
        m9 = rulings.label("M9")
        for dest, f in moves.items():
            if dest not in options:
                raise InputError(f"{dest!r} is not at the end of a clear road out of {town!r}"
                                 + (f" with room left ({m9})" if rulings.m9_retreat_counts_for_segments else ""),
                                 where)
            room = options[dest]
            if room is not None and f.units > room:
                why = m9 if rulings.m9_retreat_counts_for_segments else rulings.label("M7")
                raise InputError(f"the road to {dest!r} takes at most {plural(room, 'retreating unit')} ({why})", where)
        for dest, f in moves.items():
            _add(out.state, dest, dfd, f, where)
            words = f"{side_name(campaign, dfd)} retreat {f.large}L {f.small}S {town} -> {dest}"
            if rulings.m9_retreat_counts_for_segments:
                key = "|".join(road_key(town, dest))
                out.turn["used"][key] = int(out.turn["used"].get(key, 0)) + f.units
                words += f" (counts against 5 a segment: {out.turn['used'][key]}/5; {m9})"
            else:
                words += f" (not counted against 5 a segment; {m9})"
            if dest != town and dest in out.turn.get("attacks", {}):
                g = guests_in(out, dest) + f
                out.turn["guests"][dest] = g.to_dict()
                words += f"; {dest} is still under attack: they add no dice and take no casualties there (Retreating)"
            out.turn["moves"].append(words)
    lost[dfd] += result.defender_surrendered.units
    lost[att] += result.attacker_eliminated.units
    if result.winner == "undecided":
        out.turn["attacks"][town] = [{"from": s.approach, "large": s.force.large, "small": s.force.small,
                                      "from_sea": s.from_sea} for s in result.attackers_final if s.force.units]
        g = b.guests
        if g.units:
            out.turn["guests"][town] = g.to_dict()
        return out, lost
    out.turn["attacks"].pop(town, None)
    if result.attacker_fate == "enters":
        _add(out.state, town, att, att_after, where)
    else:
        for st in result.attacker_retreating:
            if st.from_sea or not st.force.units:
                continue
            holder = out.state.holder(st.approach)
            if holder not in (None, att):
                lost[att] += st.force.units      # nowhere to fall back to
                continue
            # the stack goes back along the segment it came by: the same units, already counted on it (M9)
            _add(out.state, st.approach, att, st.force, where)
    return out, lost


def battle_record(n: int, turn: int, result: BattleResult, lost: Mapping[str, int], roll_ids: list[int],
                  choices: list[str]) -> dict[str, Any]:
    b = result.battle
    return {
        "n": n, "turn": turn, "town": b.town, "attacker_side": b.attacker_side, "campaign": b.campaign,
        "battle": b.to_dict(),
        "rounds": [{"attacker_dice": list(r.attacker_dice), "defender_dice": list(r.defender_dice),
                    "attacker_total": r.attacker_total, "defender_total": r.defender_total,
                    "outcome": r.outcome} for r in result.rounds],
        "tie_choices": list(choices), "winner": result.winner, "attacker_fate": result.attacker_fate,
        "defender_fate": result.defender_fate, "lost": dict(lost), "roll_ids": list(roll_ids),
        "steps": [str(s) for s in result.steps], "rulings_used": list(result.rulings_used),
    }


def battles(store: Store, game_id: int) -> list[dict[str, Any]]:
    return list(records.all_of(store, game_id, BATTLE).values())


def next_battle_key(store: Store, game_id: int) -> tuple[int, str]:
    n = len(records.all_of(store, game_id, BATTLE)) + 1
    return n, f"{n:04d}"


def battle_op(store: Store, game_id: int, key: str, data: dict[str, Any]):
    return records.put_op(store, game_id, BATTLE, key, data)


def losses_by_turn(battle_rows: list[Mapping[str, Any]]) -> dict[str, dict[int, int]]:
    """Units lost per side per turn, for the battle history plot."""
    out: dict[str, dict[int, int]] = {rules.BLUE: {}, rules.RED: {}}
    for b in battle_rows:
        t = int(b.get("turn") or 0)
        for side, n in (b.get("lost") or {}).items():
            out.setdefault(side, {})
            out[side][t] = out[side].get(t, 0) + int(n)
    return out


# --------------------------------------------------------------------------- end of turn


def reserve_roll_timing(rec: CampaignRecord, campaign: Campaign, side: str) -> str | None:
    """None when ``side`` may make its end-of-turn reserve roll now, else why not (ruling M10).

    M10 default: at the end of the roller's own turn (while it is moving, before End turn).
    M10 toggle: at the end of the full turn: once Red's turn is over and before Blue turns its next card."""
    from assistant.games.macarthur.reserves import reserve_roll_due

    why_not = reserve_roll_due(campaign, rec.state, side)
    if why_not:
        return why_not
    r = rec.state.rulings
    m10 = r.label("M10")
    name = side_name(campaign, side)
    deck = rec.state.deck
    if side in rec.turn.get("reserves_rolled", []) or (rec.turn.get("reserve_rolled") and rec.moving_side == side):
        return f"{name}'s reserve roll for this turn is made ({m10})"
    if r.m10_reserve_roll_at_full_turn_end:
        if rec.moving_side is not None:
            return f"reserve rolls come at the end of the full turn, after {side_name(campaign, rules.RED)}'s turn ({m10})"
        if deck.red_turned == 0 or deck.red_turned != deck.blue_turned or deck.game_over:
            return f"reserve rolls come at the end of the full turn, after {side_name(campaign, rules.RED)}'s turn ({m10})"
        return None
    if rec.moving_side != side:
        return f"{name} rolls at the end of its own turn, before End turn ({m10})"
    return None


def reserve_timing_words(rec: CampaignRecord, campaign: Campaign) -> str:
    """When the reserve rolls are made, in words, with the ruling (M10)."""
    r = rec.state.rulings
    if r.m10_reserve_roll_at_full_turn_end:
        return (f"Reserve rolls: at the end of the full turn: after {side_name(campaign, rules.RED)}'s turn ends, "
                f"before the next card ({r.label('M10')})")
    return f"Reserve rolls: each side at the end of its own turn, before End turn ({r.label('M10')})"


def reserve_roll(rec: CampaignRecord, campaign: Campaign, side: str, die: int):
    """Record ``side``'s reserve roll (``die`` from the dice stream); refused at the wrong time (M10)."""
    why_not = reserve_roll_timing(rec, campaign, side)
    if why_not:
        raise InputError(why_not, "reserve roll")
    out = rec.copy()
    rr = roll_reserves(campaign, out.state, side, die=die)
    out.turn["reserve_rolled"] = True
    out.turn.setdefault("reserves_rolled", []).append(side)
    return out, rr


def over_stacked(rec: CampaignRecord) -> dict[str, int]:
    """Towns holding more than 10 units: town -> units over."""
    return {t: h.units - rules.STACK_LIMIT for t, h in sorted(rec.state.units.items()) if h.units > rules.STACK_LIMIT}


def default_removal(force: Force, extra: int) -> Force:
    """Units removed from an over-stacked town when its owner does not choose: Smalls first."""
    small = min(extra, force.small)
    return Force(extra - small, small)


def end_turn(rec: CampaignRecord, campaign: Campaign,
             removals: Mapping[str, Force] | None = None) -> tuple[CampaignRecord, list[str]]:
    """Close the moving side's turn: no attack may still wait; over-stacked towns lose their excess
    (``removals``: the owner's choice per town, default Smalls first); victory is checked at the moment
    the campaign names."""
    side = rec.moving_side
    if side is None:
        raise InputError("no side is moving", "end turn")
    waiting = sorted(rec.attacks())
    if waiting:
        raise InputError(f"fight the {'battle' if len(waiting) == 1 else 'battles'} for {', '.join(waiting)} first (units outside an enemy town must fight)",
                         "end turn")
    out = rec.copy()
    notes = []
    chosen = dict(removals or {})
    extra_of = over_stacked(out)
    for town in chosen:
        if town not in extra_of:
            raise InputError(f"{town!r} is not over {rules.STACK_LIMIT} units", "end turn: removals")
    for town, extra in extra_of.items():
        h = out.state.units[town]
        take = chosen.get(town) or default_removal(h.force, extra)
        if take.units != extra or take.large > h.large or take.small > h.small:
            raise InputError(f"{town!r} must lose exactly {extra} of its {h.large} Large and {h.small} Small; "
                             f"got {take.large} Large and {take.small} Small", "end turn: removals")
        h.small -= take.small
        h.large -= take.large
        notes.append(f"{town}: {plural(extra, 'unit')} over {rules.STACK_LIMIT} removed ({take.large}L {take.small}S, "
                     f"{'owner' + chr(39) + 's choice' if town in chosen else 'Smalls first'}) (Positioning of Units)")
    moment = "end_of_blue_turn" if side == rules.BLUE else "end_of_red_turn"
    res = victory(campaign, out.state, moment)
    if res is not None:
        notes.append(f"Victory at the end of {side_name(campaign, side)}'s turn {out.state.turn}: "
                     f"{describe_result(campaign, res)}")
    out.notes.extend(notes)
    out.turn = empty_turn()
    return out, notes


def victory_status(campaign: Campaign, state: CampaignState) -> list[tuple[str, bool, str]]:
    """(side, condition holds now?, words) for each side's victory towns."""
    out = []
    when = {"game_end": "when the Game Ends card is turned", "end_of_red_turn": "at the end of a Red turn",
            "end_of_blue_turn": "at the end of a Blue turn"}[campaign.victory_when]
    for side, towns in campaign.victory_towns.items():
        held = [t for t in towns if state.holder(t) == side]
        ok = len(held) == len(towns)
        out.append((side, ok, f"{side_name(campaign, side)} needs {' and '.join(towns)} {when}: "
                              f"holds {', '.join(held) if held else 'neither'}"))
    return out


def dumps(doc: Any) -> str:
    return json.dumps(doc, indent=2) + "\n"


__all__ = [
    "BATTLE", "CAMPAIGN", "NETWORK", "CampaignRecord", "apply_battle", "attack_stacks", "battle_op",
    "battle_record", "battles", "campaign_change", "check_no_battle_yet", "check_open_city", "campaign_for_kind", "campaign_id", "check_network_doc",
    "default_removal", "default_retreat_split", "drop_airborne", "end_turn", "guests_in", "over_stacked",
    "reserve_roll_timing", "reserve_timing_words", "retreat_options", "import_network_change", "land_units", "load_campaign", "load_network",
    "losses_by_turn", "move_units", "network_change", "network_doc", "preview_move", "rename_town_doc",
    "reserve_roll", "road_key", "set_pack", "set_units", "turn_card", "victory_status",
]
