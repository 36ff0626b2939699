"""Moves, landings and airborne drops on a MacArthur campaign record. Qt-free.

Rules: "Movement" (the cheapest open route, at most 5 units a road segment, 10 a town; units entering an
enemy town stop outside it to attack), "Battles" (every move comes before the first battle), "Landings
from the Sea" (1 MP a unit, the area's capacity a turn, storm losses; ruling M11 in Korea), New Guinea's
airborne drops, Bataan Retreat's Bataan insert and Manila as an Open City. Every command works on a copy
and returns the new record or raises :class:`~assistant.core.errors.InputError` naming what is wrong.
"""

from __future__ import annotations

from assistant.core.errors import InputError
from assistant.core.roads import Move, RoadNetwork, TurnMoves
from assistant.games.macarthur import rules
from assistant.games.macarthur.campaign_record import CampaignRecord, add_units, side_name, take_units
from assistant.games.macarthur.campaigns import Campaign
from assistant.games.macarthur.forces import Force
from assistant.games.macarthur.movement import SideTurn, bataan_pool_of, bataan_road_filter
from assistant.games.macarthur.reserves import airborne_drop_problems, landing_problems
from assistant.games.macarthur.words import plural
from assistant.core.messages import msg


def _turn_moves(rec: CampaignRecord, network: RoadNetwork, campaign: Campaign) -> SideTurn:
    side = rec.moving_side
    if side is None:
        raise InputError(msg("no side is moving: turn a movement card first"), "move")
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
    """Battles: the moving player makes all his moves before the first battle starts; ruling M14: landings
    and air drops too. Once a battle of this turn is applied, no more moves, landings or drops."""
    fought = rec.turn.get("battles") or []
    if fought:
        what = "every move comes before the first battle (MacArthur, Battles)"
        if where != "move":
            what = ("every move comes before the first battle, and landings and air drops with them "
                    "(MacArthur, Battles; ruling M14)")
        raise InputError(msg("a battle was fought this turn (for {0}): {1}", ', '.join(fought), what), where)


def check_open_city(rec: CampaignRecord, campaign: Campaign, side: str | None, town: str, where: str) -> None:
    """Bataan Retreat, Manila as an Open City: the Allies may not attack the Japanese in Manila, so no
    Allied move or landing may end outside a Japanese-held Manila."""
    if (campaign.has("manila_open_city") and side == rules.BLUE and town == rules.MANILA
            and rec.state.holder(town) == rules.RED):
        raise InputError(msg("Manila is an open city: the Allies may not attack the Japanese there (Bataan Retreat, Manila as an "
                             "Open City)"), where)


def preview_move(rec: CampaignRecord, network: RoadNetwork, campaign: Campaign, origin: str, goal: str,
                 units: int) -> Move:
    """What a move would cost and where it would go (nothing changes); raises with the reason if refused."""
    st = _turn_moves(rec, network, campaign)
    _check_mover(rec, origin)
    check_open_city(rec, campaign, rec.moving_side, goal, f"move {origin!r} -> {goal!r}")
    return st.move(origin, goal, units)


def _check_mover(rec: CampaignRecord, origin: str) -> None:
    if rec.moving_side is None:
        raise InputError(msg("no side is moving: turn a movement card first"), "move")
    check_no_battle_yet(rec, "move")
    side, _f = rec.force_in(origin)
    if side is None:
        raise InputError(msg("no units in {0!r}", origin), "move")
    if side != rec.moving_side:
        raise InputError(msg("the units in {0!r} are {1}; it is {2}'s turn", origin, side, rec.moving_side), "move")


def move_units(rec: CampaignRecord, network: RoadNetwork, campaign: Campaign, origin: str, goal: str,
               large: int, small: int) -> tuple[CampaignRecord, Move, str]:
    """Move Large/Small units along the cheapest open route; into an enemy town they stop outside it
    (an attack stack that waits for its battle). Returns the new record, the move and its words."""
    force = Force(large, small)
    where = f"move {origin!r} -> {goal!r}"
    if force.units == 0:
        raise InputError(msg("choose at least one unit to move"), where)
    if origin == goal:
        raise InputError(msg("the destination is the town the units stand in"), where)
    _check_mover(rec, origin)
    check_open_city(rec, campaign, rec.moving_side, goal, where)
    _side, have = rec.force_in(origin)
    if have.large < large or have.small < small:
        raise InputError(msg("{0!r} holds {1} Large and {2} Small", origin, have.large, have.small), where)
    out = rec.copy()
    st = _turn_moves(out, network, campaign)
    mv = st.move(origin, goal, force.units)
    side = out.moving_side
    assert side is not None
    take_units(out.state, origin, force, where)
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
        add_units(out.state, goal, side, force, where)
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
        raise InputError(msg("no side is moving: turn a movement card first"), where)
    if force.units == 0:
        raise InputError(msg("choose at least one unit to land"), where)
    reserve = rec.state.reserves.get(side, Force())
    if reserve.large < large or reserve.small < small:
        raise InputError(msg("the reserves hold {0} Large and {1} Small", reserve.large, reserve.small), where)
    problem, _storm = landing_problems(campaign, side, network, area)
    if problem:
        raise InputError(problem, where)
    check_no_battle_yet(rec, where)
    check_open_city(rec, campaign, side, network.landing_areas[area].town, where)
    if rec.state.rulings.m11_one_landing_area_per_turn and campaign.id == "korea":
        other = [a for a, n in rec.turn["landed"].items() if n and a != area]
        if other:
            raise InputError(msg("already landed at {0} this turn: one landing area a turn ({1})", other[0], rec.state.rulings.label('M11')),
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
            raise InputError(msg("takes at most {0} a turn", plural(la.capacity, 'unit')), where)
        cost = force.units * rules.LANDING_COST_MP
        if cost > st.moves.remaining_mp("main"):
            raise InputError(msg("landing costs {0} MP but only {1} MP remain", cost, st.moves.remaining_mp('main')), where)
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
            add_units(out.state, la.town, side, arriving, where)
            out.turn["immobile"][la.town] = out.turn["immobile"].get(la.town, 0) + arriving.units
    out.turn["spent"] = dict(st.moves.spent)
    out.turn["landed"] = dict(st.landed)
    out.turn["moves"].append(words)
    return out, words


def drop_airborne(rec: CampaignRecord, network: RoadNetwork, campaign: Campaign, town: str) -> tuple[CampaignRecord, str]:
    """New Guinea: drop one Airborne (Large) reserve unit at an air strip; it fights as Infantry after."""
    where = f"airborne drop at {town!r}"
    if not campaign.has("airborne_drops"):
        raise InputError(msg("airborne drops are a New Guinea rule"), where)
    if rec.moving_side != rules.BLUE:
        raise InputError(msg("only the Allies drop Airborne units, in their own turn"), where)
    if rec.state.reserves.get(rules.BLUE, Force()).large < 1:
        raise InputError(msg("no Airborne Infantry unit in the reserves"), where)
    problem = airborne_drop_problems(network, rec.state, town, rec.turn["dropped"])
    if problem:
        raise InputError(problem, where)
    check_no_battle_yet(rec, where)
    out = rec.copy()
    out.state.reserves[rules.BLUE] = out.state.reserves[rules.BLUE] - Force(1, 0)
    add_units(out.state, town, rules.BLUE, Force(0, 1), where)
    out.turn["dropped"][town] = out.turn["dropped"].get(town, 0) + 1
    out.turn["immobile"][town] = out.turn["immobile"].get(town, 0) + 1
    words = f"Allied Airborne unit drops at {town} (now an ordinary Infantry unit)"
    out.turn["moves"].append(words)
    return out, words
