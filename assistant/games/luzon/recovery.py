"""U.S.-Philippine recovery (3.1c) and replacement (3.1d) in the Allied Reinforcement Phase.

Recovery: draw one unit at random from the Recovery Pool, two when it holds 7 or more; every other
pool unit goes to the Dead Pile. Then one 2D6 replacement roll: 8 or more rebuilds one ground unit
from the Dead Pile. Recovered and rebuilt units are placed within 2 hexes of a Manila city hex
(unless the Japanese control all of them) or of Balanga (10.17)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Sequence

from assistant.core.errors import InputError
from assistant.games.luzon import rules
from assistant.games.luzon.forces import DEAD_PILE, RECOVERY_POOL, Forces
from assistant.games.luzon.rulings import Options
from assistant.games.luzon.scenario import recovery_hexes
from assistant.core.messages import msg


@dataclass(frozen=True)
class RecoveryDraw:
    pool: tuple[str, ...]           # the pool before the draw, in the order given
    recovered: tuple[str, ...]      # drawn at random: placed on the map
    to_dead_pile: tuple[str, ...]   # the rest

    @property
    def reason(self) -> str:
        n = len(self.pool)
        if n == 0:
            return "Recovery Pool empty: nothing to draw (3.1c)"
        big = n >= rules.RECOVERY_LARGE_POOL
        return (f"Recovery Pool holds {n}: draw {len(self.recovered)} "
                f"({'7 or more: two' if big else 'fewer than 7: one'}); "
                f"{len(self.to_dead_pile)} to the Dead Pile (3.1c)")


def recovery_count(pool_size: int) -> int:
    """How many units are drawn from a pool of ``pool_size`` (3.1c)."""
    if pool_size < 0:
        raise InputError(msg("a pool cannot hold fewer than 0 units"), "pool_size")
    wanted = rules.RECOVERY_DRAW_LARGE if pool_size >= rules.RECOVERY_LARGE_POOL else rules.RECOVERY_DRAW
    return min(wanted, pool_size)


def draw_recovery(pool: Sequence[str], rng: random.Random) -> RecoveryDraw:
    """Draw at random with the injected ``rng``; the pool order does not bias the draw beyond it."""
    pool = tuple(pool)
    if len(set(pool)) != len(pool):
        raise InputError(msg("a unit is in the Recovery Pool twice"), "pool")
    picked = rng.sample(range(len(pool)), recovery_count(len(pool)))
    recovered = tuple(pool[i] for i in sorted(picked))
    rest = tuple(u for u in pool if u not in recovered)
    return RecoveryDraw(pool, recovered, rest)


def apply_recovery(forces: Forces, draw: RecoveryDraw, placements: dict[str, str],
                   japanese_hold_all_manila: bool = False) -> Forces:
    """Send the rest of the pool to the Dead Pile and place each recovered unit at its hex."""
    if set(draw.pool) != set(forces.recovery_pool):
        raise InputError(msg("the draw was made from a different Recovery Pool"), "recovery")
    missing = sorted(set(draw.recovered) - set(placements))
    if missing:
        raise InputError(msg("choose a hex for {0}", ', '.join(missing)), "recovery")
    allowed = recovery_hexes(forces.scenario, japanese_hold_all_manila)
    for unit_id in draw.to_dead_pile:
        forces = forces.to_dead_pile(unit_id)
    for unit_id in draw.recovered:
        forces = forces.place_from_pile(unit_id, placements[unit_id], allowed,
                                        from_status=(RECOVERY_POOL,))
    return forces


@dataclass(frozen=True)
class ReplacementResult:
    side: str
    dice_total: int
    modifiers: tuple[str, ...]
    modified: int
    success: bool
    reason: str


def allied_replacement(dice_total: int, options: Options = Options()) -> ReplacementResult:
    """3.1d: one 2D6 roll after recovery; a modified 8 or more rebuilds one Dead Pile ground unit.
    Optional variation Allied 12 adds 1."""
    if not 2 <= dice_total <= 12:
        raise InputError(msg("2D6 totals 2-12, got {0}", dice_total), "replacement roll")
    mods = tuple(options.replacement_modifiers("allied"))
    modified = dice_total + rules.REPLACEMENT_BONUS * len(mods)
    ok = modified >= rules.ALLIED_REPLACEMENT_TARGET
    reason = (f"2D6 {dice_total}" + (f" +{len(mods)} (optional variation 12)" if mods else "")
              + f" = {modified}: {'8 or more, rebuild one unit' if ok else 'under 8, no rebuild'} (3.1d)")
    return ReplacementResult("allied", dice_total, mods, modified, ok, reason)


def rebuild(forces: Forces, unit_id: str, hex_label: str,
            japanese_hold_all_manila: bool = False) -> Forces:
    """Place an Allied Dead Pile ground unit after a successful replacement roll (3.1d)."""
    s = forces.get(unit_id)
    if s.side != "allied":
        raise InputError(msg("Japanese rebuilds use the OCS Common Replacement Table (referee entry)"),
                         forces.where(unit_id))
    allowed = recovery_hexes(forces.scenario, japanese_hold_all_manila)
    return forces.place_from_pile(unit_id, hex_label, allowed, from_status=(DEAD_PILE,))
