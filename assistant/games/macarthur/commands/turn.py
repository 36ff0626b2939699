"""A side's turn: the movement deck, moves, landings (storm hazard), airborne drops, reserve rolls,
units placed by hand and the end of the turn (Qt-free)."""

from __future__ import annotations

from typing import Mapping

from assistant.core.errors import InputError
from assistant.core.roads import Move
from assistant.games.chart_overrides import charts_for_session
from assistant.games.macarthur import persist, rules
from assistant.games.macarthur.forces import Force
from assistant.games.macarthur.movement import parse_pack, shuffle_pack
from assistant.games.macarthur.reserves import landing_problems
from assistant.store.changes import Change

from .base import MacPart
from assistant.core.messages import msg


class TurnCommands(MacPart):
    # -- the movement deck -----------------------------------------------------------------------
    def card_is_dealt(self) -> bool:
        """True when the next card comes from a shuffled pack (or repeats a known one), so no value is typed."""
        deck = self.record.state.deck
        side = deck.next_side
        return bool(deck.pack(side)) or deck.known_next(side) is not None or self.game_ends_next()

    def game_ends_next(self) -> bool:
        deck = self.record.state.deck
        return deck.next_side == rules.BLUE and deck.blue_turned >= deck.blue_turns

    def turn_card(self, value: int | None = None) -> Change:
        """The Movement Deck: the next side turns its card: ``value`` as typed (a physical card), or None
        to deal it from the shuffled pack; the Game Ends card when Blue's pack is spent."""
        rec = self.record
        side = rec.state.deck.next_side
        if rec.setup.get("status") == "proposed":
            waiting = [self.side_name(s) for s in rules.SIDES if s not in rec.setup.get("confirmed", [])]
            raise InputError(msg("confirm the set-up of {0} first (Starting Forces)", ' and '.join(waiting)), "movement deck")
        if self.game_ends_next():
            value = None
        elif value is None and not self.card_is_dealt():
            raise InputError(msg("no shuffled pack: type the value of the card turned (The Movement Deck)"), "movement deck")
        new, ct = persist.turn_card(rec, self.network, self.campaign, side, value)
        name = self.side_name(side)
        text = (f"Game Ends card turned: {new.notes[-1]}" if ct.game_ends else
                f"{name} turns card {ct.card}: {ct.allowance_mp} MP ({ct.explanation})")
        return self._finish(text, [text], record=new)

    def define_packs(self, texts: Mapping[str, str]) -> Change:
        """The Movement Deck: the referee's packs (card values per side), shuffled with the game's seeded
        stream; the draws go to the roll log so a replay deals the same cards."""
        texts = {s: t for s, t in texts.items() if t.strip()}
        if not texts:
            raise InputError(msg("type the card values of at least one pack"), "movement deck")
        rec = self.record
        deck = rec.state.deck
        recorder = self.session.dice()
        done = []
        for side, text in texts.items():
            name = self.side_name(side)
            size = deck.blue_cards if side == rules.BLUE else deck.red_cards
            values = parse_pack(text, size, f"{name} pack")
            pos = recorder.stream.position
            order, draws = shuffle_pack(values, recorder.stream)
            rec = persist.set_pack(rec, side, order)
            recorder.log(pool=f"shuffle {len(values)} cards", dice=draws, result=len(values), position=pos,
                         why=f"Shuffle the {name} movement pack ({len(values)} cards; The Movement Deck)",
                         side=side, phase="deck", turn=rec.state.turn)
            done.append(f"{name} {len(values)} cards")
        text = f"Movement packs shuffled: {', '.join(done)}"
        return self._finish(text, [text], record=rec, recorder=recorder)

    # -- moves -----------------------------------------------------------------------------------
    def move_preview(self, origin: str, goal: str, units: int) -> Move:
        """Where a move of ``units`` would go and what it costs; raises InputError with the rule if refused."""
        return persist.preview_move(self.record, self._board("move"), self.campaign, origin, goal, units)

    def open_route(self, origin: str, goal: str) -> list[str] | None:
        """The cheapest route that passes no town of the moving side's enemy (for drawing a refused move)."""
        net, rec = self.network, self.record
        if net is None:
            return None
        enemy = rec.state.towns_of(rules.other_side(rec.moving_side)) if rec.moving_side else set()
        r = net.cheapest_route(origin, goal, no_passing=enemy)
        return list(r.towns) if r else None

    def allowance_words(self) -> str:
        a = self.record.turn["allowance"]
        return " + ".join(f"{v} MP{'' if p == 'main' else ' (' + p + ')'}" for p, v in a.items()) or "0 MP"

    def move(self, origin: str, goal: str, large: int, small: int) -> Change:
        """Using Movement Points: a unit group moves along the cheapest open route; towards an enemy town it
        stops outside and waits for its battle (Battles). Refused after a battle of this turn (all moves
        come first) and, on Bataan Retreat, into Japanese-held Manila (an open city)."""
        rec, _mv, words = persist.move_units(self.record, self._board("move"), self.campaign, origin, goal,
                                             large, small)
        return self._finish(f"Move: {words}", [words], record=rec)

    # -- reserves: landings, drops, rolls --------------------------------------------------------
    def land(self, area: str, large: int, small: int) -> Change:
        """Landings from the Sea: reserves land through a landing area (1 MP a unit, its capacity a turn).
        New Guinea Zone II: one storm-hazard die a unit from the game's stream; 1-2 destroys it."""
        net = self._board("landing")
        if not area:
            raise InputError(msg("no landing area chosen"), "landing")
        rec = self.record
        side = rec.moving_side
        if side is None:
            raise InputError(msg("no side is moving: turn a movement card first"), "landing")
        problem, storm = landing_problems(self.campaign, side, net, area)
        if problem:
            raise InputError(problem, f"landing area {area!r}")
        rec, offshore = self._with_offshore(rec, side, net.landing_areas[area].zone)
        persist.land_units(rec, net, self.campaign, area, large, small)   # the rules first, before any die
        recorder, lost = None, Force()
        if storm and (large or small):
            recorder = self.session.dice()
            chart = charts_for_session(self.session).get(rules.GAME, "new_guinea_storm_hazard")
            lost_l = lost_s = 0
            for i, size in enumerate(["Large"] * large + ["Small"] * small):
                out = recorder.roll_chart(chart, why=f"Storm hazard at {area}: {size} unit {i + 1}", side=side,
                                          turn=rec.state.turn)
                if out.chart.row.result == "destroyed":
                    lost_l, lost_s = lost_l + (size == "Large"), lost_s + (size == "Small")
            lost = Force(lost_l, lost_s)
        new, words = persist.land_units(rec, net, self.campaign, area, large, small, lost)
        if offshore is not None:
            words += self._take_offshore(new, net.landing_areas[area].zone, offshore, Force(large, small))
        return self._finish(f"Landing: {words}", [words], record=new, recorder=recorder)

    def _with_offshore(self, rec: persist.CampaignRecord, side: str, zone: str | None):
        """Bataan Retreat: the Japanese off shore in the landing area's Zone land as reserves there (the
        Troop Allocation Grid, revealed); (record to land from, that zone's units or None)."""
        off = rec.setup.get("offshore")
        if side != rules.RED or not off:
            return rec, None
        here = Force(*off.get((zone or "").upper(), (0, 0)))
        out = rec.copy()
        out.state.reserves[side] = out.state.reserves.get(side, Force()) + here
        return out, here

    @staticmethod
    def _take_offshore(new: persist.CampaignRecord, zone: str | None, here: Force, landed: Force) -> str:
        """Units landing come from the Zone's off-shore units first, then from the reserves."""
        z = (zone or "").upper()
        used = Force(min(here.large, landed.large), min(here.small, landed.small))
        left = here - used
        new.state.reserves[rules.RED] = new.state.reserves[rules.RED] - left
        if z in new.setup.get("offshore", {}):
            new.setup["offshore"][z] = [left.large, left.small]
        return f" ({used} from off shore in Zone {z}; {left} left there)" if used.units else ""

    def drop(self, town: str) -> Change:
        """New Guinea, Airborne drops: one Airborne reserve unit drops at an air strip (one a strip a turn)."""
        if not town:
            raise InputError(msg("no air strip chosen"), "airborne drop")
        rec, words = persist.drop_airborne(self.record, self._board("airborne drop"), self.campaign, town)
        return self._finish(words, [words], record=rec)

    def reserve_roll_timing(self, side: str) -> str | None:
        return persist.reserve_roll_timing(self.record, self.campaign, side)

    def roll_reserves(self, side: str) -> Change:
        """Reserves: the end-of-turn reserve roll on the campaign's chart, from the game's stream (M10 timing)."""
        rec = self.record
        why_not = persist.reserve_roll_timing(rec, self.campaign, side)
        if why_not:
            raise InputError(why_not, "reserve roll")
        m10 = rec.state.rulings.label("M10")
        chart = charts_for_session(self.session).get(rules.GAME, self.campaign.reserves[side].chart)
        recorder = self.session.dice()
        out = recorder.roll_chart(chart, why=f"{chart.title} ({m10})", side=side, turn=rec.state.turn,
                                  rulings={"M10": m10})
        new, rr = persist.reserve_roll(rec, self.campaign, side, out.value)
        text = f"Reserves: {rr.explanation}"
        return self._finish(text, [f"die {out.value}", rr.explanation], record=new, recorder=recorder)

    # -- the referee's hand, the end of the turn -------------------------------------------------
    def set_units(self, town: str, side: str | None, large: int, small: int) -> Change:
        """Positioning of Units: the referee places (or clears) units in a town; one side, at most 10."""
        rec = persist.set_units(self.record, self._board("units"), town, side, large, small)
        text = f"Units in {town}: {self.side_name(side)} {large}L {small}S"
        return self._finish(text, [text], record=rec)

    def over_stacked(self) -> dict[str, int]:
        return persist.over_stacked(self.record)

    def end_turn(self, removals: Mapping[str, Force] | None = None) -> Change:
        """End the moving side's turn: no attack may still wait (Battles); towns over 10 units lose the
        excess (``removals``: the owner's choice, default Smalls first; Positioning of Units); victory
        is checked when the campaign says."""
        from .setup import forces_of

        rec = self.record
        new, notes = persist.end_turn(rec, self.campaign, forces_of(removals, "end turn: removals"))
        text = f"End of {self.side_name(rec.moving_side)}'s turn" + (f": {'; '.join(notes)}" if notes else "")
        return self._finish(text, [text], record=new)
