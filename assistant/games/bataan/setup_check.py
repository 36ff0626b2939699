"""The set-up on the table against the article's opening (Qt-free).

What is checked, each breach naming its rule:

* ``Set-up: platoons`` — each Japanese platoon has 30-40 figures (the tank not counted);
* ``Set-up: officers`` / ``Set-up: crew weapons`` — officers, light machine guns and knee mortars shared
  out as evenly as possible (no platoon two or more ahead of another);
* ``2nd Platoon`` / ``3rd Platoon`` — the four snipers are the 2nd's, the tank (if on the table) the 3rd's;
* ``Set-up: Americans`` — the 24 Americans, squad by squad, as the article lists them (from
  ``bataan_forces.toml``: officers and weapons);
* ``B29`` — the Air Corps .30 MG: by default ONE crew-served gun served by the two ground crewmen
  (role ``mg30_crew``; each also has a pistol); with the toggle each of the two has his own gun;
* ``Set-up: American edge`` — no American base within the first 24" of the Japanese (x = 0) edge;
* ``B31`` — entrenched only where an entrenchment is drawn (and an American on one is entrenched); only
  Americans start entrenched; no entrenchment drawn after the set-up was confirmed (none is dug in play).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Iterable

from assistant.games.bataan.table.entrench import overlaps_entrenchment
from assistant.games.bataan.table.figures import Figure
from assistant.games.bataan.table.model import Table

from . import rules
from .forces import AMERICAN, JAPANESE, Forces
from .printed import US_WEAPON
from .rulings import Rulings

ORDINAL = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
AIR_CORPS = 4          # the squad with the .30 MG (B29)


@dataclass(frozen=True)
class Breach:
    rule: str          # "B29", "B31", "Set-up: platoons", ...
    where: str         # "1st Platoon", "US4-5", "entrenchment 'trench-7'", ...
    message: str

    @property
    def text(self) -> str:
        return f"{self.rule}: {self.where}: {self.message}"

    def to_dict(self) -> dict[str, str]:
        return {"rule": self.rule, "where": self.where, "message": self.message}


def _plural(n: int, word: str) -> str:
    many = {"crewman": "crewmen", "breach": "breaches"}.get(word, word + "s")
    return f"{n} {word if n == 1 else many}"


def _platoons(figs: list[Figure]) -> list[Breach]:
    out: list[Breach] = []
    lo, hi = rules.PLATOON_FIGURES
    jp = [f for f in figs if f.side == JAPANESE]
    for unit in range(1, rules.PLATOONS + 1):
        n = sum(1 for f in jp if f.unit == unit and f.role != "tank")
        if not lo <= n <= hi:
            out.append(Breach("Set-up: platoons", f"{ORDINAL[unit]} Platoon",
                              f"{_plural(n, 'figure')}; a platoon has {lo}-{hi} (the tank not counted)"))
    for rule, what, test in (("Set-up: officers", "officer", lambda f: f.role == "officer"),
                             ("Set-up: crew weapons", "light machine gun", lambda f: f.weapon == "mg30"),
                             ("Set-up: crew weapons", "knee mortar", lambda f: f.role == "knee_mortar")):
        counts = {u: sum(1 for f in jp if f.unit == u and test(f)) for u in range(1, rules.PLATOONS + 1)}
        if max(counts.values()) - min(counts.values()) > 1:
            shown = ", ".join(f"{ORDINAL[u]} {n}" for u, n in counts.items())
            out.append(Breach(rule, "Japanese platoons",
                              f"{what}s not shared out as evenly as possible ({shown})"))
    snipers = Counter(f.unit for f in jp if f.role == "sniper")
    if snipers.get(2, 0) != rules.SNIPER_COUNT or set(snipers) - {2}:
        out.append(Breach("2nd Platoon (B16)", "snipers",
                          f"the 2nd Platoon has the {rules.SNIPER_COUNT} snipers; found "
                          + (", ".join(f"{n} in the {ORDINAL[u]}" for u, n in sorted(snipers.items())) or "none")))
    tanks = [f for f in jp if f.role == "tank"]
    if len(tanks) > 1 or any(t.unit != 3 for t in tanks):
        out.append(Breach("3rd Platoon", "the tank",
                          "one tank, the 3rd Platoon's (it may be held off the table); found "
                          + ", ".join(f"{t.id} ({ORDINAL[t.unit]} Platoon)" for t in tanks)))
    return out


def _listed(forces: Forces) -> dict[int, Counter]:
    """Squad number -> the (officer?, table weapon) of each figure the article lists."""
    out: dict[int, Counter] = {}
    for force in forces.side(AMERICAN):
        out[force.platoon_number] = Counter((f.officer, US_WEAPON[f.weapons[0]][1]) for f in force.figures)
    return out


WEAPON_WORDS = {"rifle": "a rifle", "tommy_gun": "a Tommy gun", "bar": "a BAR", "pistol": "a pistol", "mg30": "a .30 MG"}


def _words(items: Counter) -> str:
    return ", ".join(f"{n} {'officer' if officer else 'figure' if n == 1 else 'figures'} with "
                     f"{WEAPON_WORDS.get(weapon, weapon)}" for (officer, weapon), n in sorted(items.items()))


def _americans(figs: list[Figure], forces: Forces) -> list[Breach]:
    out: list[Breach] = []
    us = [f for f in figs if f.side == AMERICAN]
    for squad, wanted in _listed(forces).items():
        found = Counter((f.role == "officer", f.weapon) for f in us if f.unit == squad)
        missing, extra = wanted - found, found - wanted
        if missing or extra:
            parts = ([f"missing {_words(missing)}"] if missing else []) + ([f"extra {_words(extra)}"] if extra else [])
            out.append(Breach("Set-up: Americans", f"{ORDINAL[squad]} Squad", "; ".join(parts) + " (as the article lists it)"))
    if len(us) != rules.AMERICAN_FIGURES:
        out.append(Breach("Set-up: Americans", "American squads",
                          f"{_plural(len(us), 'figure')}; the article lists {rules.AMERICAN_FIGURES}"))
    return out


def _b29(figs: list[Figure], rulings: Rulings) -> list[Breach]:
    us = [f for f in figs if f.side == AMERICAN]
    guns = [f for f in us if f.weapon == "mg30"]
    if rulings.b29_own_guns:
        if len(guns) != 2 or any(f.unit != AIR_CORPS for f in guns):
            return [Breach("B29", "the .30 MGs", "with the toggle, each of the Air Corps' two ground crewmen has "
                           f"his own .30 MG; found {_plural(len(guns), 'gun')}"
                           + (f" ({', '.join(f.id for f in guns)})" if guns else ""))]
        return []
    out: list[Breach] = []
    crew = [f for f in us if f.role == "mg30_crew" and f.unit == AIR_CORPS]
    if len(crew) != 2:
        out.append(Breach("B29", "the .30 MG crew", "the Air Corps' one .30 MG is served by two ground crewmen "
                          f"(role .30 MG crew); found {_plural(len(crew), 'crewman')}"
                          + (f" ({', '.join(f.id for f in crew)})" if crew else "")))
    for f in us:
        if f in crew and f.weapon != "mg30":
            out.append(Breach("B29", f.id, f"a crewman of the .30 MG carries the gun he serves, not {f.weapon} "
                              "(his pistol comes with him)"))
        elif f not in crew and (f.weapon == "mg30" or f.role == "mg30_crew"):
            out.append(Breach("B29", f.id, "only the Air Corps' two ground crewmen serve the .30 MG"))
    return out


def _edge(figs: Iterable[Figure]) -> list[Breach]:
    out = []
    for f in figs:
        if f.side == AMERICAN:
            near = f.footprint.bounds[0]
            if near < rules.AMERICAN_CLEAR_IN - 1e-9:
                out.append(Breach("Set-up: American edge", f.id,
                                  f"the base comes {near:.2f}\" from the Japanese edge; Americans set up beyond "
                                  f"the first {rules.AMERICAN_CLEAR_IN:g}\""))
    return out


def _b31(table: Table, figs: list[Figure], confirmed: Iterable[str] | None) -> list[Breach]:
    out = []
    for f in figs:
        on_one = overlaps_entrenchment(table, f)
        if f.entrenched and f.side != AMERICAN:
            out.append(Breach("B31", f.id, "only Americans may start entrenched"))
        elif f.entrenched and not on_one:
            out.append(Breach("B31", f.id, "marked entrenched with no entrenchment drawn under the base "
                              "(nothing is dug: draw the entrenchment on the table)"))
        elif f.side == AMERICAN and on_one and not f.entrenched:
            out.append(Breach("B31", f.id, "the base overlaps an entrenchment but he is not entrenched"))
    if confirmed is not None:
        known = set(confirmed)
        for feat in table.features:
            if feat.kind == "entrenchment" and feat.id not in known:
                out.append(Breach("B31", f"entrenchment '{feat.id}'",
                                  "drawn after the set-up was confirmed: no new entrenchments during the game"))
    return out


def check_setup(table: Table, forces: Forces, rulings: Rulings,
                confirmed_entrenchments: Iterable[str] | None = None) -> tuple[Breach, ...]:
    """Every way the table's set-up departs from the article (empty: none). ``confirmed_entrenchments``:
    the entrenchments on the table when the referee confirmed the set-up (None: not confirmed yet)."""
    figs = list(table.figures.values())
    return tuple(_platoons(figs) + _americans(figs, forces) + _b29(figs, rulings) + _edge(figs)
                 + _b31(table, figs, confirmed_entrenchments))


# -- the referee's confirmation, kept as one record ----------------------------------------------------
CONFIRMED = ("setup", "confirmed")      # record (kind, key)


def confirmation_change(store, game_id: int, table: Table, breaches: tuple[Breach, ...], *, override: bool):
    """ONE change recording the referee's confirmation of the set-up (and, with ``override``, the breaches
    he ruled accepted, in the change's text and summary). Breaches without ``override`` refuse it."""
    from assistant.core.errors import InputError
    from assistant.store import records

    if breaches and not override:
        raise InputError(f"the set-up breaks the article in {_plural(len(breaches), 'place')}: "
                         + "; ".join(b.text for b in breaches)
                         + " (fix them, or confirm with override to rule them accepted)", "set-up")
    trenches = sorted(f.id for f in table.features if f.kind == "entrenchment")
    data = {"entrenchments": trenches, "override": bool(breaches), "breaches": [b.to_dict() for b in breaches]}
    if breaches:
        head = (f"Set-up confirmed by the referee's ruling over {_plural(len(breaches), 'breach')}: "
                + "; ".join(b.text for b in breaches))
        summary = ["Set-up confirmed: the referee rules these breaches accepted"] + [f"  {b.text}" for b in breaches]
    else:
        head = "Set-up confirmed: it matches the article"
        summary = [head]
    summary.append(f"{_plural(len(trenches), 'entrenchment')} on the table; none may be added in play (B31)")
    ops = [records.put_op(store, game_id, *CONFIRMED, data)]
    return records.change(head, game_id, ops), tuple(summary)
