"""Where every Luzon unit is: on the map (hex, mode, supply), off the map (air box, air strips),
not yet arrived, in the U.S.-Philippine Recovery Pool (3.1c) or in the Dead Pile. Values are
frozen; every change returns a new :class:`Forces`."""

from __future__ import annotations

from dataclasses import dataclass, replace

from assistant.core.errors import InputError
from assistant.games.luzon.scenario import MODES, Scenario, UnitSpec
from assistant.core.messages import msg

NOT_ARRIVED = "not_arrived"
ON_MAP = "on_map"
OFF_MAP = "off_map"            # air units in the air box or not placed on a hex
RECOVERY_POOL = "recovery_pool"
DEAD_PILE = "dead_pile"
STATUSES = (NOT_ARRIVED, ON_MAP, OFF_MAP, RECOVERY_POOL, DEAD_PILE)


@dataclass(frozen=True)
class UnitState:
    spec: UnitSpec
    status: str
    hex: str | None = None
    mode: str = "combat"
    in_supply: bool = True      # trace supply, as the referee marks it (5.0 Allied condition)

    @property
    def id(self) -> str:
        return self.spec.id

    @property
    def side(self) -> str:
        return self.spec.side


@dataclass(frozen=True)
class Forces:
    scenario: Scenario
    states: tuple[UnitState, ...]

    @classmethod
    def at_start(cls, scenario: Scenario) -> Forces:
        """The set-up (6.0): turn-1 units on their hexes in their set-up mode; air units off
        the map; later arrivals waiting."""
        states = []
        for u in scenario.units:
            if u.arrives > 1:
                states.append(UnitState(u, NOT_ARRIVED, None, u.mode))
            elif u.hex is None:
                states.append(UnitState(u, OFF_MAP, None, u.mode))
            else:
                states.append(UnitState(u, ON_MAP, u.hex, u.mode))
        return cls(scenario, tuple(states))

    # -- queries -----------------------------------------------------------------------------

    def get(self, unit_id: str) -> UnitState:
        for s in self.states:
            if s.id == unit_id:
                return s
        raise InputError(msg("no unit called {0!r} in this game", unit_id), "unit")

    def where(self, unit_id: str) -> str:
        """A message's "where" for a unit: its counter's name (its record id only if unknown)."""
        for s in self.states:
            if s.id == unit_id:
                return f"unit {s.spec.name}"
        return "unit " + repr(unit_id)

    def with_status(self, status: str, side: str | None = None) -> list[UnitState]:
        return [s for s in self.states if s.status == status and (side is None or s.side == side)]

    def on_map(self, side: str | None = None) -> list[UnitState]:
        return self.with_status(ON_MAP, side)

    def in_hex(self, hex_label: str, side: str | None = None) -> list[UnitState]:
        key = self.scenario.map.parse(hex_label)
        return [s for s in self.on_map(side) if self.scenario.map.parse(s.hex) == key]

    @property
    def recovery_pool(self) -> list[str]:
        return [s.id for s in self.with_status(RECOVERY_POOL)]

    @property
    def dead_pile(self) -> list[str]:
        return [s.id for s in self.with_status(DEAD_PILE)]

    # -- changes -----------------------------------------------------------------------------

    def _set(self, unit_id: str, **changes) -> Forces:
        self.get(unit_id)
        return replace(self, states=tuple(replace(s, **changes) if s.id == unit_id else s
                                          for s in self.states))

    def _hex(self, label: str, unit_id: str) -> str:
        m = self.scenario.map
        try:
            return m.label(m.parse(label))
        except InputError as err:
            raise InputError(err.message, f"{self.where(unit_id)}: hex {label!r}") from None

    def move(self, unit_id: str, hex_label: str, mode: str | None = None,
             in_supply: bool | None = None) -> Forces:
        """Put an on-map unit in a hex (and, optionally, a mode and a supply state)."""
        s = self.get(unit_id)
        if s.status != ON_MAP:
            raise InputError(msg("is not on the map ({0})", s.status.replace('_', ' ')), self.where(unit_id))
        if mode is not None and mode not in MODES:
            raise InputError(msg("mode must be one of {0}", ', '.join(MODES)), self.where(unit_id))
        return self._set(unit_id, hex=self._hex(hex_label, unit_id), mode=mode or s.mode,
                         in_supply=s.in_supply if in_supply is None else in_supply)

    def set_mode(self, unit_id: str, mode: str) -> Forces:
        s = self.get(unit_id)
        return self.move(unit_id, s.hex, mode=mode)

    def set_supply(self, unit_id: str, in_supply: bool) -> Forces:
        return self._set(unit_id, in_supply=bool(in_supply))

    def arrive(self, unit_id: str, turn: int, hex_label: str | None = None) -> Forces:
        """Bring a reinforcement on in its turn's Reinforcement Phase (2.1c, 3.1b)."""
        s = self.get(unit_id)
        if s.status != NOT_ARRIVED:
            raise InputError(msg("has already arrived ({0})", s.status.replace('_', ' ')), self.where(unit_id))
        if turn < s.spec.arrives:
            raise InputError(msg("arrives on turn {0}, not {1}", s.spec.arrives, turn), self.where(unit_id))
        target = hex_label or s.spec.hex
        if target is None:
            raise InputError(msg("choose a hex ({0})", s.spec.place), self.where(unit_id))
        target = self._hex(target, unit_id)
        allowed = self.scenario.arrival_hexes(unit_id)
        if allowed and target not in allowed:
            where = (f"within {s.spec.within} hexes of {s.spec.hex}" if s.spec.within else f"in {s.spec.hex}")
            raise InputError(msg("arrives {0}, not at {1} (6.0 order of arrival; {2})", where, target, '3.1b' if s.side == 'allied' else '2.1c'), self.where(unit_id))
        enemy = [e.spec.name for e in self.in_hex(target) if e.side != s.side]
        if enemy:
            raise InputError(msg("{0} holds enemy units ({1}): choose another hex", target, ', '.join(enemy)),
                             self.where(unit_id))
        return self._set(unit_id, status=ON_MAP, hex=target, mode=s.spec.mode)

    def eliminate(self, unit_id: str) -> Forces:
        """A unit destroyed by combat or attrition: Allied ground units go to the Recovery Pool,
        Allied air units and every Japanese unit to the Dead Pile (3.1c, 2.1d)."""
        s = self.get(unit_id)
        if s.status in (RECOVERY_POOL, DEAD_PILE):
            raise InputError(msg("is already in the {0}", s.status.replace('_', ' ')), self.where(unit_id))
        to = RECOVERY_POOL if (s.side == "allied" and s.spec.is_ground) else DEAD_PILE
        return self._set(unit_id, status=to, hex=None)

    def to_dead_pile(self, unit_id: str) -> Forces:
        return self._set(unit_id, status=DEAD_PILE, hex=None)

    def place_from_pile(self, unit_id: str, hex_label: str, allowed: list[str] | None = None,
                        from_status: tuple[str, ...] = (RECOVERY_POOL, DEAD_PILE)) -> Forces:
        """Put a recovered or rebuilt unit on the map, checking the hex against ``allowed``."""
        s = self.get(unit_id)
        if s.status not in from_status:
            raise InputError(msg("is not in the {0}", ' or '.join(x.replace('_', ' ') for x in from_status)),
                             self.where(unit_id))
        if not s.spec.is_ground:
            raise InputError(msg("air units cannot be rebuilt (2.1d, 3.1d)"), self.where(unit_id))
        target = self._hex(hex_label, unit_id)
        if allowed is not None and target not in allowed:
            raise InputError(msg("not a hex where it may be placed (within 2 hexes of a Manila city hex or of Balanga, 3.1c)"), f"{self.where(unit_id)}: hex {hex_label!r}")
        return self._set(unit_id, status=ON_MAP, hex=target, mode="combat", in_supply=True)
