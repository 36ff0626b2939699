"""Limited Strat Move (3.2): at the end of the Allied Movement Phase at most 2 Allied units may be
in Strat Mode. Optional variation Allied 7: any number of units, but in at most 2 stacks."""

from __future__ import annotations

from dataclasses import dataclass

from assistant.games.luzon import rules
from assistant.games.luzon.forces import Forces
from assistant.games.luzon.rulings import Options


@dataclass(frozen=True)
class StratCheck:
    ok: bool
    units: tuple[str, ...]
    stacks: tuple[str, ...]
    reason: str


def _count(n: int, thing: str) -> str:
    return f"{n} {thing}" + ("" if n == 1 else "s")


def check_allied_strat(forces: Forces, options: Options = Options()) -> StratCheck:
    units = [s for s in forces.on_map("allied") if s.mode == "strat"]
    ids = tuple(s.id for s in units)
    stacks = tuple(sorted({s.hex for s in units}))
    if 7 in options.allied:
        ok = len(stacks) <= rules.ALLIED_STRAT_MARKERS
        reason = (f"{_count(len(ids), 'Allied unit')} in Strat Mode in {_count(len(stacks), 'stack')}; optional "
                  f"variation 7 allows any number in at most {rules.ALLIED_STRAT_MARKERS} stacks")
    else:
        ok = len(ids) <= rules.ALLIED_STRAT_MODE_LIMIT
        reason = (f"{_count(len(ids), 'Allied unit')} in Strat Mode; at most "
                  f"{rules.ALLIED_STRAT_MODE_LIMIT} at the end of the Allied Movement Phase (3.2)")
    return StratCheck(ok, ids, stacks, reason)
