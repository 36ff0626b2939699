"""The board of a MacArthur game: its town-and-road network document, checked, laid out and stored. Qt-free.

The ``mac_network`` / ``board`` record holds the network file (``docs/ROAD_NETWORK.md``); where each
town and landing area is drawn lives in its ``meta.layout`` (``{"towns": {name: [x, y]},
"landing_areas": {name: [x, y]}}``), so an exported board keeps its drawing. Importing a board takes off
the units (and waiting attacks) in towns the new board lacks. A bad document raises
:class:`~assistant.core.errors.InputError` naming the file and the JSON path, and nothing changes.
"""

from __future__ import annotations

import copy
import json
from typing import Any, Mapping

from assistant.core.errors import InputError
from assistant.core.roads import RoadNetwork
from assistant.games.macarthur.campaign_record import NETWORK, NETWORK_KEY, CampaignRecord, campaign_op
from assistant.games.macarthur.network_check import check_shape
from assistant.store import records
from assistant.store.changes import Change
from assistant.store.store import Store
from assistant.core.messages import msg


def layout_of(doc: Mapping[str, Any]) -> dict[str, dict[str, list[float]]]:
    lay = dict((doc.get("meta") or {}).get("layout") or {})
    return {"towns": dict(lay.get("towns") or {}), "landing_areas": dict(lay.get("landing_areas") or {})}


def auto_layout(doc: dict[str, Any], *, in_place: bool = False) -> dict[str, Any]:
    """Give every town and landing area without a drawn position one (a ring; landing areas beside
    their town). Returns the same document with ``meta.layout`` filled in."""
    import math

    if not in_place:
        doc = copy.deepcopy(doc)
    meta = doc.setdefault("meta", {}) or {}
    doc["meta"] = meta
    lay = layout_of(doc)
    names = [t["name"] for t in doc.get("towns", [])]
    missing = [n for n in names if n not in lay["towns"]]
    n = max(len(names), 1)
    radius = 120 + 40 * n
    for i, name in enumerate(names):
        if name in missing:
            a = 2 * math.pi * i / n - math.pi / 2
            lay["towns"][name] = [round(500 + radius * math.cos(a), 1), round(500 + radius * math.sin(a), 1)]
    for la in doc.get("landing_areas", []):
        if la["name"] not in lay["landing_areas"]:
            x, y = lay["towns"].get(la["town"], [500, 500])
            lay["landing_areas"][la["name"]] = [x - 80, y]
    meta["layout"] = lay
    return doc


def check_network_doc(doc: Any, source: str = "network file") -> RoadNetwork:
    """The network a document describes; raises InputError (naming file and JSON path) when it is bad:
    wrong types first (``network_check``), then what ``RoadNetwork.from_dict`` checks."""
    check_shape(doc, source)
    return RoadNetwork.from_dict(doc, source=source)


def network_doc(store: Store, game_id: int) -> dict[str, Any] | None:
    """The stored network document; a record that is not one (a crafted database) is a BadRecord naming the
    record and its field (issue 26), not a KeyError where the board draws it."""
    doc = records.get(store, game_id, NETWORK, NETWORK_KEY)
    if doc:
        with records.reading(game_id, NETWORK, NETWORK_KEY):
            check_shape(doc, "the board")
            for field in ("towns", "roads"):
                if not isinstance(doc.get(field), list):
                    raise KeyError(field)
    return doc


def load_network(store: Store, game_id: int) -> RoadNetwork | None:
    doc = network_doc(store, game_id)
    return None if doc is None else RoadNetwork.from_dict(doc, source=f"game {game_id}: board")


def canonical_doc(doc: Mapping[str, Any], source: str = "network file") -> dict[str, Any]:
    """Checked and in the form ``RoadNetwork.to_dict`` writes, with every position filled in."""
    net = check_network_doc(doc, source)
    out = net.to_dict()
    out["meta"] = copy.deepcopy(dict(doc.get("meta") or {}))
    out = auto_layout(out, in_place=True)     # ``out`` is already a fresh copy
    lay = out["meta"]["layout"]
    towns, areas = net.towns, net.landing_areas      # each read copies the network's dict: read once
    lay["towns"] = {k: v for k, v in lay["towns"].items() if k in towns}
    lay["landing_areas"] = {k: v for k, v in lay["landing_areas"].items() if k in areas}
    return out


def network_change(store: Store, game_id: int, doc: Mapping[str, Any], text: str,
                   record: CampaignRecord | None = None) -> Change:
    """The change storing ``doc`` as the board (checked first; a bad document raises, nothing changes).

    With ``record`` the campaign record is stored in the same change (an edit that renames a town
    moves its units too)."""
    canon = canonical_doc(doc, "board")
    ops = [records.put_op(store, game_id, NETWORK, NETWORK_KEY, canon)]
    if record is not None:
        ops.append(campaign_op(store, game_id, record))
    return records.change(text, game_id, ops)


def import_network_change(store: Store, game_id: int, doc: Any, record: CampaignRecord, source: str,
                          text: str | None = None) -> Change:
    """Replace the board with a network file. Units (and waiting attacks) in towns the new board lacks
    are taken off, and the change says so. A bad file raises InputError and changes nothing."""
    if not isinstance(doc, Mapping):
        raise InputError(msg("the file must hold one JSON object"), source)
    canon = canonical_doc(doc, source)
    towns = {t["name"] for t in canon["towns"]}
    rec = record.copy()
    gone = sorted(t for t in rec.state.units if t not in towns)
    for t in gone:
        del rec.state.units[t]
    rec.turn["attacks"] = {t: [s for s in st if s.get("from") in towns or s.get("from_sea")]
                           for t, st in rec.turn.get("attacks", {}).items() if t in towns}
    rec.turn["attacks"] = {t: st for t, st in rec.turn["attacks"].items() if st}
    label = text or f"Load the board '{canon.get('name') or source}'"
    if gone:
        label += f" (units taken off in {', '.join(gone)}: not on the new board)"
    ops = [records.put_op(store, game_id, NETWORK, NETWORK_KEY, canon), campaign_op(store, game_id, rec)]
    return records.change(label, game_id, ops)


def rename_town_doc(doc: Mapping[str, Any], old: str, new: str) -> dict[str, Any]:
    new = new.strip()
    if not new:
        raise InputError(msg("a town needs a name"), f"rename {old!r}")
    out = copy.deepcopy(dict(doc))
    names = {t["name"] for t in out["towns"]}
    if old not in names:
        raise InputError(msg("no town named {0!r}", old), "rename")
    if new != old and new in names:
        raise InputError(msg("there is already a town named {0!r}", new), f"rename {old!r}")
    for t in out["towns"]:
        if t["name"] == old:
            t["name"] = new
    for r in out["roads"]:
        r["from"] = new if r["from"] == old else r["from"]
        r["to"] = new if r["to"] == old else r["to"]
    for la in out.get("landing_areas", []):
        if la["town"] == old:
            la["town"] = new
    lay = out.setdefault("meta", {}).setdefault("layout", {}).setdefault("towns", {})
    if old in lay:
        lay[new] = lay.pop(old)
    return out


def dumps(doc: Any) -> str:
    return json.dumps(doc, indent=2) + "\n"
