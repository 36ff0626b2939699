"""Victory (B22): the level is set by the wave in which the last American leaves the table.

Levels 1-7: Japanese Decisive, Japanese Impressive, Japanese Tactical, Tie, American Tactical,
American Impressive, American Decisive (waves after the 7th stay American Decisive). Two personal
adjustments: the American player whose squad was the last to be driven off counts one level better
for the Americans; the Japanese wave commander of that wave counts it as one wave earlier.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from assistant.core.errors import InputError

from . import rules
from .forces import AMERICAN, Forces
from .waves import wave_commander
from assistant.core.messages import msg

LEVEL_NAMES = {
    1: "Japanese Decisive",
    2: "Japanese Impressive",
    3: "Japanese Tactical",
    4: "Tie",
    5: "American Tactical",
    6: "American Impressive",
    7: "American Decisive",
}

# What each level means for each side, in our own words (the article's flavour table).
AMERICAN_FATE = {
    1: "The survivors are executed as an example to the other troops on Bataan.",
    2: "The survivors are put on bomb disposal duty.",
    3: "The survivors go back to the front.",
    4: "A pat on the back, and back to the front line.",
    5: "The survivors are sent to Corregidor and decorated.",
    6: "The survivors are sent to Corregidor; at home a B movie tells their story.",
    7: "The survivors are sent to Corregidor.",
}
JAPANESE_FATE = {
    1: "The unit parades in Tokyo, reviewed by the Emperor himself.",
    2: "The unit tours Japan selling war bonds; a film is made of its deeds.",
    3: "The unit parades in Manila.",
    4: "A pat on the back; the unit stays in the front line.",
    5: "The unit is sent to garrison Wake Island.",
    6: "The unit is ordered to take and hold Attu and Kiska.",
    7: "The unit is sent to Guadalcanal, then home to sell war bonds.",
}


def level_for_wave(wave: int) -> int:
    if isinstance(wave, bool) or not isinstance(wave, int) or wave < 1:
        raise InputError(msg("a wave is a whole number from 1, not {0!r}", wave), "wave")
    return min(wave, rules.VICTORY_LEVELS)


@dataclass(frozen=True)
class PlayerResult:
    player_slot: str
    player_label: str
    force_id: str
    side: str
    level: int
    level_name: str
    adjustment: str            # "" or why this player's level differs from the table's
    fate: str                  # the level's meaning for this player's side

    def to_dict(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class VictoryResult:
    wave: int
    level: int
    level_name: str
    commander_platoon: int
    last_squads: tuple[str, ...]
    players: tuple[PlayerResult, ...]
    rulings: tuple[str, ...] = ("B22", "B21")

    def for_slot(self, player_slot: str) -> PlayerResult:
        for p in self.players:
            if p.player_slot == player_slot:
                return p
        raise InputError(msg("no player slot '{0}'", player_slot), "victory")

    def to_dict(self) -> dict[str, Any]:
        return {"wave": self.wave, "level": self.level, "level_name": self.level_name,
                "commander_platoon": self.commander_platoon, "last_squads": list(self.last_squads),
                "players": [p.to_dict() for p in self.players], "rulings": list(self.rulings)}


def victory(wave: int, last_squads: str | Iterable[str], forces: Forces) -> VictoryResult:
    """The result for each player when the last American leaves the table during ``wave``.

    ``last_squads``: the squad (or squads, if they left together; the referee decides) whose figures
    were the last driven off.
    """
    base = level_for_wave(wave)
    last = (last_squads,) if isinstance(last_squads, str) else tuple(last_squads)
    squads = {f.id for f in forces.side(AMERICAN)}
    for s in last:
        if s not in squads:
            raise InputError(msg("'{0}' is not an American squad (one of {1})", s, sorted(squads)), "last squad")
    if not last:
        raise InputError(msg("name the squad whose figures were the last driven off"), "last squad")
    commander = wave_commander(wave)
    players: list[PlayerResult] = []
    for f in forces.forces:
        level = base
        why = ""
        if f.side == AMERICAN:
            if f.id in last:
                level = min(base + 1, rules.VICTORY_LEVELS)
                why = "last squad driven off: one level better (B22)"
            fate = AMERICAN_FATE[level]
        else:
            if f.platoon_number == commander:
                level = level_for_wave(max(wave - 1, 1))
                why = f"wave commander: counts it as wave {max(wave - 1, 1)} (B22)"
            fate = JAPANESE_FATE[level]
        players.append(PlayerResult(f.player_slot, f.player_label, f.id, f.side, level, LEVEL_NAMES[level], why, fate))
    return VictoryResult(wave, base, LEVEL_NAMES[base], commander, last, tuple(players))
