"""A side's turn on a MacArthur campaign record, from its movement card to End turn. Qt-free.

Rules: the rulebook's movement deck ("Movement": the card turned gives the side's movement points; the
Game Ends card), Bataan Retreat, Bataan (Allied Olongapo or Layac: more MP for Bataan), reserve rolls
with ruling M10 (when they are made), "Positioning of Units" (over-stacked towns lose their excess at
the end of the turn) and each campaign's victory conditions. Every command works on a copy and returns
the new record or raises :class:`~assistant.core.errors.InputError` naming what is wrong.
"""

from __future__ import annotations

from typing import Mapping

from assistant.core.errors import InputError
from assistant.core.roads import RoadNetwork
from assistant.games.macarthur import rules
from assistant.games.macarthur.campaign_record import CampaignRecord, empty_turn, side_name
from assistant.games.macarthur.campaigns import Campaign
from assistant.games.macarthur.forces import Force
from assistant.games.macarthur.movement import CardTurn
from assistant.games.macarthur.reserves import roll_reserves
from assistant.games.macarthur.state import CampaignState, victory
from assistant.games.macarthur.words import plural
from assistant.core.messages import msg


def turn_card(rec: CampaignRecord, network: RoadNetwork | None, campaign: Campaign, side: str,
              value: int | None) -> tuple[CampaignRecord, CardTurn]:
    """Turn ``side``'s next movement card: its turn begins with the allowance the deck gives."""
    out = rec.copy()
    if rec.moving_side is not None:
        raise InputError(msg("finish {0}'s turn first (End turn)", side_name(campaign, rec.moving_side)), "movement deck")
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
        raise InputError(msg("no side is moving"), "end turn")
    waiting = sorted(rec.attacks())
    if waiting:
        raise InputError(msg("fight the {0} for {1} first (units outside an enemy town must fight)", 'battle' if len(waiting) == 1 else 'battles', ', '.join(waiting)),
                         "end turn")
    out = rec.copy()
    notes = []
    chosen = dict(removals or {})
    extra_of = over_stacked(out)
    for town in chosen:
        if town not in extra_of:
            raise InputError(msg("{0!r} is not over {1} units", town, rules.STACK_LIMIT), "end turn: removals")
    for town, extra in extra_of.items():
        h = out.state.units[town]
        take = chosen.get(town) or default_removal(h.force, extra)
        if take.units != extra or take.large > h.large or take.small > h.small:
            raise InputError(msg("{0!r} must lose exactly {1} of its {2} Large and {3} Small; got {4} Large and {5} Small", town, extra, h.large, h.small, take.large, take.small), "end turn: removals")
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
