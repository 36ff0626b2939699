"""A MacArthur battle on the campaign record: the attack stacks, the result applied, the battle records. Qt-free.

Rules: "Battles" (attack stacks wait outside the enemy town), "Retreating" (a beaten defender's units
go along clear roads, ruling M7; units that retreat into a town still under attack are its guests; ruling
M9 decides whether retreats count against 5 units a segment), "Landings from the Sea" (landing units
have nowhere to fall back to). Each battle is kept as one ``mac_battle`` record (``0001``...): the
forces, each round's dice, the outcome, the losses per side, the roll-log ids.
"""

from __future__ import annotations

from typing import Any, Mapping

from assistant.core.errors import InputError
from assistant.core.roads import RoadNetwork, road_key
from assistant.games.macarthur import rules
from assistant.games.macarthur.battle_resolve import BattleResult
from assistant.games.macarthur.campaign_record import BATTLE, CampaignRecord, add_units, side_name
from assistant.games.macarthur.campaigns import Campaign
from assistant.games.macarthur.forces import AttackStack, Force
from assistant.games.macarthur.words import plural
from assistant.store import records
from assistant.store.store import Store
from assistant.core.messages import msg


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
        add_units(out.state, town, dfd, result.defender_final + (b.guests if result.winner != "attacker" else Force()),
             where)
    if result.defender_retreating.units:
        options = retreat_options(rec, network, town, {s.approach for s in b.attackers})
        moves = {d: f for d, f in dict(retreat_to or {}).items() if f.units}
        if not moves:
            if not options:
                raise InputError(msg("no clear road to retreat along"), where)
            moves = default_retreat_split(options, result.defender_retreating)
        total = sum(moves.values(), Force())
        if total != result.defender_retreating:
            raise InputError(msg("the retreat must place {0}, got {1}", result.defender_retreating, total), where)
        m9 = rulings.label("M9")
        for dest, f in moves.items():
            if dest not in options:
                raise InputError(f"{dest!r} is not at the end of a clear road out of {town!r}"
                                 + (f" with room left ({m9})" if rulings.m9_retreat_counts_for_segments else ""),
                                 where)
            room = options[dest]
            if room is not None and f.units > room:
                why = m9 if rulings.m9_retreat_counts_for_segments else rulings.label("M7")
                raise InputError(msg("the road to {0!r} takes at most {1} ({2})", dest, plural(room, 'retreating unit'), why), where)
        for dest, f in moves.items():
            add_units(out.state, dest, dfd, f, where)
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
        add_units(out.state, town, att, att_after, where)
    else:
        for st in result.attacker_retreating:
            if st.from_sea or not st.force.units:
                continue
            holder = out.state.holder(st.approach)
            if holder not in (None, att):
                lost[att] += st.force.units      # nowhere to fall back to
                continue
            # the stack goes back along the segment it came by: the same units, already counted on it (M9)
            add_units(out.state, st.approach, att, st.force, where)
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
