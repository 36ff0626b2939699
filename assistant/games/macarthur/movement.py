"""Movement in MacArthur's campaigns: the movement deck, allowances, landings, the Bataan insert.

The movement deck (rulebook "The Movement Deck"): each side turns one card a turn; the allowance is
the new card plus the opponent's face-up card (Blue's very first turn: its card alone). An empty pack
is turned over unshuffled and used again, so the second pass repeats the first pass's order and the
tool can name the card before it is turned. The "Game Ends" card goes under Blue's pack when dealt
(Korea) or at Blue's first (New Guinea) / second (Bataan Retreat) turn-over.

Moves themselves are :class:`assistant.core.roads.TurnMoves` (road costs, 5 units a segment,
10 a town, stop outside enemy towns); :func:`side_turn` builds one with the campaign's special rules.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Mapping

from assistant.core.errors import InputError
from assistant.core.roads import Road, RoadNetwork, TurnMoves
from assistant.games.macarthur import rules
from assistant.games.macarthur.campaigns import Campaign, DeckSetup
from assistant.games.macarthur.words import plural
from assistant.core.messages import msg

MAX_CARD = 99


@dataclass(frozen=True)
class CardTurn:
    """One card turned: its value, the movement points it gives, and why."""

    side: str
    turn: int                 # this side's turn number, from 1
    card: int | None          # None: the Game Ends card
    allowance_mp: int
    pass_no: int              # 1 on the first run through the pack, 2 after one turn-over, ...
    game_ends: bool
    explanation: str


@dataclass
class MovementDeck:
    """Both packs of the movement deck: what has been turned, and what comes next."""

    blue_cards: int
    red_cards: int
    game_ends_after_blue_turnovers: int = 0
    blue_first_pass: list[int] = field(default_factory=list)
    red_first_pass: list[int] = field(default_factory=list)
    blue_turned: int = 0
    red_turned: int = 0
    blue_face_up: int | None = None
    red_face_up: int | None = None
    game_over: bool = False
    blue_pack: list[int] = field(default_factory=list)   # the referee's pack, shuffled (empty: typed by hand)
    red_pack: list[int] = field(default_factory=list)

    @classmethod
    def for_campaign(cls, setup: DeckSetup | Campaign) -> MovementDeck:
        d = setup.deck if isinstance(setup, Campaign) else setup
        return cls(d.blue_cards, d.red_cards, d.game_ends_after_blue_turnovers)

    # ------------------------------------------------------------------ facts
    @property
    def blue_turns(self) -> int:
        """Most turns each side gets (Red moves after each of Blue's turns)."""
        return self.blue_cards * (self.game_ends_after_blue_turnovers + 1)

    @property
    def next_side(self) -> str:
        return rules.BLUE if self.blue_turned == self.red_turned else rules.RED

    def turnovers(self, side: str) -> int:
        """How many times ``side`` has turned its pack over (so far)."""
        size, turned = self._size(side), self._turned(side)
        return max(0, (turned - 1) // size) if turned else 0

    def turns_left(self, side: str) -> int:
        """Turns still to come for ``side`` (the current one counts once its card is turned)."""
        if self.game_over:
            return 0
        return self.blue_turns - self._turned(side)

    def known_next(self, side: str) -> int | None:
        """The value of the next card, when the pack has been through once (None: unknown / Game Ends)."""
        turned, size = self._turned(side), self._size(side)
        if side == rules.BLUE and turned >= self.blue_turns:
            return None
        seen = self._seen(side)
        return seen[turned % size] if turned >= size and len(seen) == size else None

    def _size(self, side: str) -> int:
        return self.blue_cards if side == rules.BLUE else self.red_cards

    def _turned(self, side: str) -> int:
        return self.blue_turned if side == rules.BLUE else self.red_turned

    def _seen(self, side: str) -> list[int]:
        return self.blue_first_pass if side == rules.BLUE else self.red_first_pass

    def pack(self, side: str) -> list[int]:
        """``side``'s shuffled pack as the referee defined it (empty: cards are typed by hand)."""
        return self.blue_pack if side == rules.BLUE else self.red_pack

    def set_pack(self, side: str, shuffled: list[int]) -> None:
        """Keep ``side``'s shuffled pack; only before that side has turned a card (once per campaign)."""
        where = f"movement deck: {side} pack"
        if side not in rules.SIDES:
            raise InputError(msg("side must be blue or red, got {0!r}", side), where)
        if self._turned(side):
            raise InputError(msg("the pack is set once per campaign, before its first card is turned"), where)
        check_pack(shuffled, self._size(side), where)
        if side == rules.BLUE:
            self.blue_pack = list(shuffled)
        else:
            self.red_pack = list(shuffled)

    def dealt_next(self, side: str) -> int | None:
        """The next card of ``side``'s defined pack (None: no pack, or the Game Ends card)."""
        turned, pack = self._turned(side), self.pack(side)
        if not pack or (side == rules.BLUE and turned >= self.blue_turns):
            return None
        known = self.known_next(side)
        return known if known is not None else pack[turned % len(pack)]

    # ------------------------------------------------------------------ turning
    def turn_card(self, side: str, value: int | None = None) -> CardTurn:
        """Turn ``side``'s next card (``value`` as shown; may be left out once the pack repeats)."""
        where = f"movement deck: {side} card"
        if self.game_over:
            raise InputError(msg("the Game Ends card has been turned: the game is over"), where)
        if side not in rules.SIDES:
            raise InputError(msg("side must be blue or red, got {0!r}", side), where)
        if side != self.next_side:
            raise InputError(msg("it is {0}'s turn to turn a card", self.next_side), where)
        turned, size = self._turned(side), self._size(side)
        turn_no = turned + 1
        pass_no = turned // size + 1
        if side == rules.BLUE and turned >= self.blue_turns:
            if value is not None:
                raise InputError(msg("the next Blue card is the Game Ends card"), where)
            self.game_over = True
            return CardTurn(side, turn_no, None, 0, pass_no, True,
                            "Game Ends card turned: the game is over (Duration of Game)")
        known = self.known_next(side)
        dealt = value is None and known is None and bool(self.pack(side))
        if value is None:
            value = known if known is not None else self.dealt_next(side)
            if value is None:
                raise InputError(msg("enter the number on the card (or define the pack to deal from)"), where)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_CARD:
            raise InputError(msg("a card shows a whole number 0-{0}, got {1!r}", MAX_CARD, value), where)
        if known is not None and value != known:
            raise InputError(msg("the pack repeats unshuffled: this card should be {0}, not {1}", known, value), where)
        if turned < size:
            self._seen(side).append(value)
        other = self.red_face_up if side == rules.BLUE else self.blue_face_up
        if side == rules.BLUE and turned == 0:
            allowance, why = value, f"first Blue card {value} alone"
        else:
            allowance = value + (other or 0)
            why = f"card {value} + opponent's face-up {other or 0}"
        if side == rules.BLUE:
            self.blue_turned += 1
            self.blue_face_up = value
        else:
            self.red_turned += 1
            self.red_face_up = value
        note = f" (pass {pass_no}: pack turned over, unshuffled)" if pass_no > 1 else ""
        if dealt:
            note += " (dealt from the shuffled pack)"
        return CardTurn(side, turn_no, value, allowance, pass_no, False,
                        f"{why} = {allowance} MP{note} (The Movement Deck)")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> MovementDeck:  # older records have no packs
        return cls(**{k: (list(v) if isinstance(v, list) else v) for k, v in data.items()})


def check_pack(values: Any, size: int, where: str = "movement deck") -> list[int]:
    """A pack's card values: exactly ``size`` whole numbers 0-99."""
    if not isinstance(values, (list, tuple)):
        raise InputError(msg("a pack is a list of card values"), where)
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_CARD:
            raise InputError(msg("a card shows a whole number 0-{0}, got {1!r}", MAX_CARD, v), where)
    if len(values) != size:
        raise InputError(msg("this pack has {0} cards; {1} given", size, len(values)), where)
    return list(values)


def parse_pack(text: str, size: int, where: str = "movement deck") -> list[int]:
    """``"3, 5, 2 ..."`` (commas or spaces) -> card values, checked against the pack's size."""
    parts = [p for p in text.replace(",", " ").split() if p]
    values = []
    for p in parts:
        try:
            values.append(int(p))
        except ValueError:
            raise InputError(msg("{0!r} is not a whole number", p), where) from None
    return check_pack(values, size, where)


def shuffle_pack(values: list[int], stream) -> tuple[list[int], list[int]]:
    """Fisher-Yates shuffle drawing from ``stream`` (anything with ``die(sides)``, e.g. the game's seeded
    :class:`~assistant.core.dice.DiceStream`), so the same stream position gives the same order.
    Returns (shuffled pack, the dice drawn: one die of i sides for i = n down to 2)."""
    order = list(values)
    draws = []
    for i in range(len(order) - 1, 0, -1):
        d = stream.die(i + 1)
        draws.append(d)
        j = d - 1
        order[i], order[j] = order[j], order[i]
    return order, draws


# ---------------------------------------------------------------------- the Bataan insert


def is_bataan(network: RoadNetwork, town: str) -> bool:
    return network.town(town).has(rules.FLAG_BATAAN)


def bataan_road_filter(network: RoadNetwork):
    """No move from a town on Bataan back out to Olongapo or Layac (or any main-map town)."""
    def allow(road: Road, origin: str) -> bool:
        dest = road.other(origin)
        return not (is_bataan(network, origin) and not is_bataan(network, dest))
    return allow


def bataan_pool_of(network: RoadNetwork):
    """Steps that enter or stay on Bataan are paid from the ``bataan`` pool."""
    def pool(road: Road, origin: str) -> str:
        return "bataan" if is_bataan(network, road.other(origin)) else "main"
    return pool


# ---------------------------------------------------------------------- one side's turn


@dataclass
class SideTurn:
    """One side's movement for one turn: road moves (``moves``) and landings from the sea."""

    side: str
    moves: TurnMoves
    landed: dict[str, int] = field(default_factory=dict)          # landing area -> units this turn
    immobile: dict[str, int] = field(default_factory=dict)        # town -> units landed this turn
    pending_landings: list[tuple[str, str, int]] = field(default_factory=list)  # (area, enemy town, units)
    notes: list[str] = field(default_factory=list)

    def move(self, origin: str, goal: str, units: int = 1, route=None):
        free = self.moves.units_by_town.get(origin, 0) - self.immobile.get(origin, 0)
        if units > free:
            raise InputError(msg("only {0} in {1!r} may move (units landed this turn may not)", plural(free, 'unit'), origin),
                             f"move {origin!r}->{goal!r}")
        return self.moves.move(origin, goal, units, route)

    def land(self, area: str, units: int) -> int:
        """Put ``units`` into landing area ``area``: 1 MP each, within the area's capacity this turn.

        Returns the movement points paid. Units landing at an enemy town are recorded in
        ``pending_landings`` (a landing battle); otherwise they enter the town and cannot move on.
        """
        net = self.moves.network
        where = f"landing area {area!r}"
        la = net.landing_areas.get(area)
        if la is None:
            raise InputError(msg("no such landing area on the board"), where)
        if isinstance(units, bool) or not isinstance(units, int) or units < 1:
            raise InputError(msg("units must be a whole number >= 1, got {0!r}", units), where)
        if self.landed.get(area, 0) + units > la.capacity:
            raise InputError(msg("takes at most {0} a turn; {1} already landed", plural(la.capacity, 'unit'), self.landed.get(area, 0)),
                             where)
        cost = units * rules.LANDING_COST_MP
        pool = "main"
        left = self.moves.remaining_mp(pool)
        if cost > left:
            raise InputError(msg("landing costs {0} MP but only {1} MP remain", cost, left), where)
        if la.town in self.moves.no_passing:
            pass
        elif self.moves.units_by_town.get(la.town, 0) + units > self.moves.stack_limit:
            raise InputError(msg("{0!r} would hold more than {1} units", la.town, self.moves.stack_limit), where)
        self.moves.spent[pool] = self.moves.spent.get(pool, 0) + cost
        self.landed[area] = self.landed.get(area, 0) + units
        if la.town in self.moves.no_passing:
            self.pending_landings.append((area, la.town, units))
        else:
            self.moves.units_by_town[la.town] = self.moves.units_by_town.get(la.town, 0) + units
            self.immobile[la.town] = self.immobile.get(la.town, 0) + units
        return cost


def side_turn(network: RoadNetwork, campaign: Campaign, side: str, allowance_mp: int,
              units_by_town: Mapping[str, int], enemy_towns: set[str] | frozenset[str]) -> SideTurn:
    """A :class:`SideTurn` with the campaign's limits and, in Bataan Retreat, the insert's rules.

    Bataan Retreat: moving from a town on Bataan to Olongapo or Layac is refused. While the Allies
    hold Olongapo or Layac, their allowance is available twice: once on the main map and once more
    for moves into and on Bataan (pool ``bataan``).
    """
    if isinstance(allowance_mp, bool) or not isinstance(allowance_mp, int) or allowance_mp < 0:
        raise InputError(msg("the allowance must be a whole number >= 0, got {0!r}", allowance_mp), "turn")
    allowance: int | dict[str, int] = allowance_mp
    pool_of = None
    road_filter = None
    notes = []
    if campaign.has("bataan_insert"):
        road_filter = bataan_road_filter(network)
        gates = {rules.OLONGAPO, rules.LAYAC}
        if side == rules.BLUE and any(units_by_town.get(g, 0) for g in gates):
            allowance = {"main": allowance_mp, "bataan": allowance_mp}
            pool_of = bataan_pool_of(network)
            notes.append(f"Allies hold Olongapo or Layac: {allowance_mp} MP on the main map and "
                         f"{allowance_mp} MP more into and on Bataan (Bataan Retreat, Bataan)")
    moves = TurnMoves(network, allowance, dict(units_by_town), frozenset(enemy_towns),
                      segment_limit=rules.SEGMENT_LIMIT, stack_limit=rules.STACK_LIMIT,
                      pool_of=pool_of, road_filter=road_filter)
    return SideTurn(side, moves, notes=notes)
