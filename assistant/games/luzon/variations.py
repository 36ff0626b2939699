"""The optional variations' set-up changes (4.0), applied to the campaign data. Qt-free.

``resources/scenarios/luzon.toml`` lists, per variation, the units it adds (``option = "japanese 2"``)
and the changes it makes (``[[variation]]``: a unit's hex, turn of arrival, reduced side, removal; a
supply entry's SP; a new supply entry). :func:`with_options` gives the scenario as it stands with the
variations in force; the printed set-up under them is ``Forces.at_start(with_options(...))``.

What the data cannot say stays the referee's: which two dumps lose 1 SP (Allied 3), Route 7 as a track
(Allied 4: a terrain entry), the tanks' 12 MA (Allied 5: a movement check), the landing hexes (Allied 2:
a restriction lifted), demolition markers (Allied 9), the replacement DRMs (Japanese 6, Allied 12).
"""

from __future__ import annotations

from dataclasses import replace

from assistant.games.luzon.rulings import Options
from assistant.games.luzon.scenario import Scenario, SupplySpec, UnitSpec, Variation


def in_force(option: str, options: Options) -> bool:
    side, _, number = option.partition(" ")
    return int(number) in getattr(options, side, frozenset())


def _unit(u: UnitSpec, v: Variation) -> UnitSpec | None:
    changes = dict(v.changes)
    if changes.get("remove"):
        return None
    fields = {k: changes[k] for k in ("hex", "arrives", "reduced") if k in changes}
    return replace(u, **fields)


def with_options(scenario: Scenario, options: Options) -> Scenario:
    """The campaign with the set-up changes of the variations in force (the scenario itself when none)."""
    if not options.japanese and not options.allied:
        return scenario
    active = [v for v in scenario.variations if in_force(v.option, options)]
    units: list[UnitSpec] = []
    for u in scenario.units + tuple(o for o in scenario.optional_units if in_force(o.option, options)):
        spec: UnitSpec | None = u
        for v in active:
            if spec is not None and v.unit == spec.id:
                spec = _unit(spec, v)
        if spec is not None:
            units.append(spec)
    supply: list[SupplySpec] = []
    for s in scenario.supply:
        for v in active:
            if v.supply == (s.hex, s.arrives):
                s = replace(s, sp=int(dict(v.changes).get("sp", s.sp)))
        supply.append(s)
    supply += [v.add_supply for v in active if v.add_supply is not None]
    return replace(scenario, units=tuple(units), supply=tuple(supply))


def setup_lines(scenario: Scenario, options: Options) -> list[str]:
    """In words, what the variations in force change in the printed set-up (4.0)."""
    names = {u.id: u.name for u in scenario.units + scenario.optional_units}
    out = []
    for u in scenario.optional_units:
        if in_force(u.option, options):
            when = f"turn {u.arrives}" if u.arrives > 1 else "the start"
            out.append(f"{u.option.capitalize()}: add {u.name} {u.strength} {f'at {u.hex}' if u.hex else u.place} ({when})")
    for v in scenario.variations:
        if not in_force(v.option, options):
            continue
        c = dict(v.changes)
        if v.unit and c.get("remove"):
            out.append(f"{v.option.capitalize()}: remove {names[v.unit]}")
        elif v.unit:
            bits = ([f"to {c['hex']}"] if "hex" in c else []) + (
                [f"arrives turn {c['arrives']}"] if "arrives" in c else []) + (
                ["full strength" if not c["reduced"] else "reduced"] if "reduced" in c else [])
            out.append(f"{v.option.capitalize()}: {names[v.unit]} " + ", ".join(bits))
        elif v.supply:
            out.append(f"{v.option.capitalize()}: {c['sp']} SP at {v.supply[0]} (turn {v.supply[1]})")
        elif v.add_supply:
            a = v.add_supply
            out.append(f"{v.option.capitalize()}: +{a.sp} SP at {a.hex}")
    return out
