"""Luzon victory (5.0), judged from unit positions; every answer carries its reasons and the
rulings it used.

* Sudden death, Clean-Up Phase of turn 3 (29 Dec 41): a Japanese attack-capable unit in 17.16
  (supply not needed) wins at once.
* End of turn 5 (5 Jan 42), Japanese: (1) a Japanese unit south of the Japan Victory Line
  (6.16-9.18; supply not needed) and (2) all three Manila city hexes occupied by at least 4 RE of
  ground units including attack-capable units of 10+ combat strength (combat-mode values; the mode
  they are in does not matter). Ruling L4 says how that is counted.
* End of turn 5, Allied: no Japanese unit in trace supply south-west of the U.S.-Philippine
  Victory Line (5.20-9.19).
* Both hold: a conflict for the referee (ruling L3). Neither: a draw.
"""

from __future__ import annotations

from dataclasses import dataclass

from assistant.core.errors import InputError
from assistant.games.luzon.forces import Forces, UnitState
from assistant.games.luzon.rulings import L4_TOTALS, Rulings
from assistant.core.messages import msg

JAPANESE = "japanese"
ALLIED = "allied"
DRAW = "draw"
CONFLICT = "conflict"


@dataclass(frozen=True)
class Condition:
    name: str
    met: bool
    reasons: tuple[str, ...]


@dataclass(frozen=True)
class VictoryResult:
    result: str                      # japanese | allied | draw | conflict (L3); "" = no decision
    conditions: tuple[Condition, ...]
    rulings: tuple[str, ...]

    @property
    def reasons(self) -> list[str]:
        return [f"{c.name}: {'met' if c.met else 'not met'} - {r}"
                for c in self.conditions for r in c.reasons]


def _ground(states: list[UnitState]) -> list[UnitState]:
    return [s for s in states if s.spec.is_ground]


def _describe(s: UnitState) -> str:
    return f"{s.spec.name} ({s.spec.strength or s.spec.kind}) at {s.hex}"


def sudden_death(forces: Forces, turn: int) -> VictoryResult:
    """5.0: at the Clean-Up Phase of turn 3, a Japanese attack-capable unit in 17.16 wins."""
    v = forces.scenario.victory
    if turn != v.sudden_death_turn:
        c = Condition("Japanese sudden death", False,
                      (f"checked only in the Clean-Up Phase of turn {v.sudden_death_turn}, not turn {turn}",))
        return VictoryResult("", (c,), ())
    there = [s for s in _ground(forces.in_hex(v.sudden_death_hex, JAPANESE)) if s.spec.attack_capable]
    if there:
        c = Condition("Japanese sudden death", True,
                      tuple(f"attack-capable {_describe(s)} occupies {v.sudden_death_hex} "
                            "(trace supply not needed)" for s in there))
        return VictoryResult(JAPANESE, (c,), ())
    others = _ground(forces.in_hex(v.sudden_death_hex, JAPANESE))
    why = (f"no Japanese attack-capable unit in {v.sudden_death_hex}"
           + (f" (only {', '.join(_describe(s) for s in others)}, not attack-capable)" if others else ""))
    return VictoryResult("", (Condition("Japanese sudden death", False, (why,)),), ())


def _south_of_japan_line(forces: Forces) -> Condition:
    sc = forces.scenario
    line = sc.victory.japan_line
    south = [s for s in _ground(forces.on_map(JAPANESE)) if line.is_south(sc.map, sc.map.parse(s.hex))]
    name = f"Japanese unit south of the Japan Victory Line ({line.start}-{line.end})"
    if south:
        return Condition(name, True, tuple(f"{_describe(s)} is south of the line (supply not needed)"
                                           for s in south))
    return Condition(name, False, ("no Japanese ground unit south of the line",))


def _manila(forces: Forces, rulings: Rulings) -> Condition:
    v = forces.scenario.victory
    name = (f"Manila {', '.join(v.manila_hexes)}: all occupied, at least {v.manila_min_re:g} RE with "
            f"attack-capable units of {v.manila_min_attack_strength}+ combat strength")
    per_hex = {h: _ground(forces.in_hex(h, JAPANESE)) for h in v.manila_hexes}
    reasons, ok = [], True
    for h, units in per_hex.items():
        if not units:
            ok = False
            reasons.append(f"{h} holds no Japanese ground unit")
    if rulings.l4_manila == L4_TOTALS:
        units = [s for us in per_hex.values() for s in us]
        re_total = sum(s.spec.re for s in units)
        strength = sum(s.spec.combat_strength for s in units if s.spec.attack_capable)
        reasons.append(f"{re_total:g} RE in the three hexes (need {v.manila_min_re:g})")
        reasons.append(f"attack-capable combat strength {strength} in the three hexes "
                       f"(need {v.manila_min_attack_strength})")
        ok = ok and re_total >= v.manila_min_re and strength >= v.manila_min_attack_strength
    else:
        for h, units in per_hex.items():
            re_total = sum(s.spec.re for s in units)
            best = max((s.spec.combat_strength for s in units if s.spec.attack_capable), default=0)
            reasons.append(f"{h}: {re_total:g} RE (need {v.manila_min_re:g}); strongest "
                           f"attack-capable unit {best} (need one of {v.manila_min_attack_strength}+)")
            ok = ok and re_total >= v.manila_min_re and best >= v.manila_min_attack_strength
    return Condition(name, ok, tuple(reasons))


def _allied(forces: Forces) -> Condition:
    sc = forces.scenario
    line = sc.victory.allied_line
    name = (f"no Japanese unit in trace supply south-west of the U.S.-Philippine Victory Line "
            f"({line.start}-{line.end})")
    beyond = [s for s in _ground(forces.on_map(JAPANESE)) if line.is_south(sc.map, sc.map.parse(s.hex))]
    supplied = [s for s in beyond if s.in_supply]
    if supplied:
        return Condition(name, False, tuple(f"{_describe(s)} is beyond the line and in trace supply"
                                            for s in supplied))
    reasons = [f"{_describe(s)} is beyond the line but out of supply" for s in beyond]
    return Condition(name, True, tuple(reasons) or ("no Japanese ground unit beyond the line",))


def final_victory(forces: Forces, turn: int, rulings: Rulings = Rulings()) -> VictoryResult:
    """5.0 at the end of turn 5: Japanese win, Allied win, draw, or both (conflict, L3)."""
    final = forces.scenario.victory.final_turn
    if turn != final:
        raise InputError(msg("the victory conditions are judged at the end of turn {0}", final), f"turn {turn}")
    j1, j2, a = _south_of_japan_line(forces), _manila(forces, rulings), _allied(forces)
    jp_win, al_win = j1.met and j2.met, a.met
    used = [rulings.l4_name]
    if jp_win and al_win:
        result = CONFLICT
        used.append("L3 (both sides' conditions hold: the referee rules)")
    elif jp_win:
        result = JAPANESE
    elif al_win:
        result = ALLIED
    else:
        result = DRAW
    return VictoryResult(result, (j1, j2, a), tuple(used))
