"""The games Table Assistant serves: their ids, titles and rulebooks."""

from __future__ import annotations

from dataclasses import dataclass

from assistant.core.errors import InputError


@dataclass(frozen=True)
class GameKind:
    id: str
    title: str
    family: str  # bataan | macarthur | luzon | tarawa | saipan: the rules package and chart file
    rulebook: str
    board: str  # "table" (inches) | "hexes" | "roads"
    blurb: str


KINDS: tuple[GameKind, ...] = (
    GameKind("bataan", "Last Stand on Bataan", "bataan", "last-stand-on-bataan.txt", "table",
             "Miniatures skirmish in waves on a jungle table, measured in inches."),
    GameKind("macarthur_korea", "MacArthur: Korea", "macarthur", "macarthur-campaigns.txt", "roads",
             "Town-and-road campaign, 1950: Seoul and Pusan decide it."),
    GameKind("macarthur_new_guinea", "MacArthur: New Guinea", "macarthur", "macarthur-campaigns.txt", "roads",
             "Town-and-road campaign, 1942-43: Gona and Buna decide it."),
    GameKind("macarthur_bataan_retreat", "MacArthur: Bataan Retreat", "macarthur", "macarthur-campaigns.txt",
             "roads", "Town-and-road campaign, 1941-42: Manila and Mariveles decide it."),
    GameKind("luzon", "Luzon: Race for Bataan", "luzon", "luzon-race-for-bataan.txt", "hexes",
             "Operational hex game, 22 Dec 1941 - 5 Jan 1942."),
    GameKind("tarawa", "Tarawa", "tarawa", "tarawa-saipan.txt", "hexes",
             "Action-by-action assault on Betio, November 1943."),
    GameKind("saipan", "Saipan", "saipan", "tarawa-saipan.txt", "hexes",
             "Daily turns of the Marianas battle, June-July 1944."),
)

_BY_ID = {k.id: k for k in KINDS}


def kind(kind_id: str) -> GameKind:
    try:
        return _BY_ID[kind_id]
    except KeyError:
        raise InputError(
            f"unknown game '{kind_id}' (known: {', '.join(_BY_ID)})", "game kind"
        ) from None
