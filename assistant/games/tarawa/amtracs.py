"""Tarawa amtracs (4.4, 6.2). Qt-free.

* 6.2 F: a Marine unit under an amtrac counter rides inside it (``Unit.carried_by``) and takes the
  results the amtrac takes: the same hits, and it is lost with its amtrac. A unit on top of an
  amtrac is outside it and is a target of its own: fire at such a hex is declared at the amtracs
  (with those inside) or at the units outside them.
* 6.2 B, D: a beach assault takes the amtrac off the map (kept for later landings, 6.2 A) and puts its
  passenger in an adjacent land hex, one movement action. 6.2 C-D: debarking puts the passenger in any
  adjacent hex free of enemy units; the amtrac stays where it is (it does not move that action).
* 6.2 E, 4.4 B: Marines wade ashore (placed on beach hexes without amtracs) only once every amtrac
  is gone.

Water: the map is the referee's (T4). A hex he marked "water", or left unmarked (the board draws
unmarked hexes as sea), is water; every other hex is land.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from assistant.core.hexes import Hex

from .terrain import TerrainMap
from .units import Losses, Unit

AMTRAC = "amtrac"
SHORE = frozenset({"beach", "pier"})


def is_water(tm: TerrainMap, h: Hex) -> bool:
    """For amtracs a hex marked water, or with no terrain traced or marked, is water (ruling T14)."""
    label = tm.hexmap.label(h)
    return not tm.hexmap.contains(h) or tm.terrain.get(label, "water") == "water"


def passengers(units: Iterable[Unit], amtrac_id: str) -> list[Unit]:
    return [u for u in units if u.carried_by == amtrac_id]


def amtracs_left(units: Iterable[Unit]) -> list[Unit]:
    """Every amtrac still in the game, on the map or kept off it for later landings (6.2 A, E)."""
    return [u for u in units if u.kind == AMTRAC]


def aim_groups(here: Sequence[Unit]) -> tuple[tuple[Unit, ...], tuple[Unit, ...]]:
    """(the amtracs with the units inside them, the units outside them) among ``here`` (6.2 F)."""
    tracs = {u.id for u in here if u.kind == AMTRAC}
    inside = tuple(u for u in here if u.id in tracs or u.carried_by in tracs)
    outside = tuple(u for u in here if u not in inside)
    return inside, outside


def lost_with_amtracs(before: Sequence[Unit], losses: Losses) -> Losses:
    """6.2 F: a unit inside an amtrac that is eliminated is lost with it."""
    gone = set(losses.eliminated)
    riders = [u for u in losses.units if u.carried_by in gone]
    if not riders:
        return losses
    ids = {u.id for u in riders}
    lost = dict(losses.lost)
    us = losses.us_steps_counted
    for u in riders:
        lost[u.id] = lost.get(u.id, 0) + u.steps
        us += u.steps
    return Losses(tuple(u for u in losses.units if u.id not in ids), lost,
                  losses.eliminated + tuple(sorted(ids)), us)
