"""B29, the Air Corps .30 MG (our ruling): the 4th Squad's two ground crewmen serve ONE crew-served .30 MG
(5 dice, closest first); it fires while either crewman lives, once a turn; each crewman also carries a pistol.

So when both crewmen fire, one fires the gun and the other his pistol; a crewman whose mate already fired
this turn (the gun has fired) fires his pistol. The toggle (``Rulings.b29_own_guns``): each crewman has his
own gun, and both fire it. Qt-free; used by ``BataanGame`` for the fire preview and the roll alike.
"""

from __future__ import annotations

from dataclasses import replace
from typing import AbstractSet, Sequence

from .fire import Firer, FireDice
from .forces import AMERICAN, FigureSpec
from .rulings import Rulings

AIR_CORPS_FORCE = "us4"
GUN = "mg30"
SIDEARM = "pistol"


def is_gun_crew(spec: FigureSpec) -> bool:
    """One of the Air Corps' ground crewmen who serve the .30 MG (role ``mg30_crew``)."""
    return spec.side == AMERICAN and spec.force_id == AIR_CORPS_FORCE and spec.role == "mg30_crew"


def share_crew_gun(firers: Sequence[Firer], rulings: Rulings, *, fired_this_turn: AbstractSet[str] = frozenset(),
                   crew_ids: AbstractSet[str] = frozenset()) -> tuple[list[Firer], dict[str, str]]:
    """The firers with B29 applied, and a note per crewman whose weapon it set.

    ``fired_this_turn``: figures that already fired this turn; ``crew_ids``: all the gun's crewmen on the
    table (to know whether a mate outside this fire already used the gun). With the toggle nothing changes.
    The gun goes to the first listed crewman who is not seriously wounded (else the first listed).
    """
    crew = [f for f in firers if f.weapon_id == GUN and is_gun_crew(f.figure)]
    if rulings.b29_own_guns or not crew:
        return list(firers), {}
    here = {f.figure.id for f in crew}
    mate_fired = sorted(i for i in crew_ids if i not in here and i in fired_this_turn)
    if mate_fired:
        gunner = None
        why = f"B29: {mate_fired[0]} already fired the Air Corps' one .30 MG this turn; {{fid}} fires his pistol"
    else:
        gunner = next((f for f in crew if not f.seriously_wounded), crew[0]).figure.id
        why = f"B29: one .30 MG for the two crewmen, fired by {gunner}; {{fid}} fires his pistol"
    out: list[Firer] = []
    notes: dict[str, str] = {}
    for f in firers:
        if f in crew and f.figure.id != gunner:
            fig = f.figure if SIDEARM in f.figure.weapons else replace(f.figure, weapons=f.figure.weapons + (SIDEARM,))
            out.append(replace(f, figure=fig, weapon_id=SIDEARM))
            notes[f.figure.id] = why.format(fid=f.figure.id)
        else:
            out.append(f)
    if gunner is not None and len(crew) > 1:
        notes[gunner] = f"B29: {gunner} fires the Air Corps' one crew-served .30 MG"
    return out, notes


def note_dice(dice: FireDice, notes: dict[str, str]) -> FireDice:
    """The dice with the B29 notes in the lines of the crewmen they name, and B29 among the rulings used."""
    if not notes:
        return dice
    lines = tuple(replace(line, reasons=line.reasons + tuple(notes[i] for i in line.figure_ids if i in notes))
                  for line in dice.lines)
    return replace(dice, lines=lines, rulings=tuple(dict.fromkeys(dice.rulings + ("B29",))))


__all__ = ["is_gun_crew", "share_crew_gun", "note_dice"]
