"""The board editor, network files and route questions (Qt-free). Each edit is one change of the
stored network document (``docs/ROAD_NETWORK.md``); an edit that renames or deletes a town moves or
removes its units in the same change."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any, Mapping

from assistant.core.errors import InputError
from assistant.core.roads import GroupPlan, Route, cheapest_group_move
from assistant.games.macarthur import persist, rules
from assistant.store.changes import Change

from .base import MacPart
from assistant.core.messages import msg

EMPTY_DOC = {"format": "table-assistant/road-network", "version": 1, "name": "", "towns": [], "roads": [],
             "landing_areas": [], "meta": {}}


def _layout(doc: dict[str, Any], part: str) -> dict[str, Any]:
    return doc.setdefault("meta", {}).setdefault("layout", {}).setdefault(part, {})


class NetworkCommands(MacPart):
    def _doc_copy(self) -> dict[str, Any]:
        return copy.deepcopy(self.doc or EMPTY_DOC)

    def _store_doc(self, doc: Mapping[str, Any], text: str, record: persist.CampaignRecord | None = None) -> Change:
        ch = persist.network_change(self.store, self.game_id, doc, text, record)
        return self._finish(text, [text], extra_ops=ch.ops)

    # -- towns -----------------------------------------------------------------------------------
    def add_town(self, name: str, x: float, y: float) -> Change:
        name = name.strip()
        if not name:
            raise InputError(msg("a town needs a name"), "add town")
        doc = self._doc_copy()
        doc["towns"].append({"name": name, "air_strip": False, "zone": None, "flags": []})
        _layout(doc, "towns")[name] = [round(x, 1), round(y, 1)]
        return self._store_doc(doc, f"Add town {name}")

    def move_town(self, name: str, x: float, y: float) -> Change:
        doc = self._doc_copy()
        _layout(doc, "towns")[name] = [x, y]
        return self._store_doc(doc, f"Move town {name} on the drawing")

    def move_landing(self, name: str, x: float, y: float) -> Change:
        doc = self._doc_copy()
        _layout(doc, "landing_areas")[name] = [x, y]
        return self._store_doc(doc, f"Move landing area {name} on the drawing")

    def rename_town(self, old: str, new: str) -> Change:
        """Rename a town: its roads, landing areas, units and waiting attacks follow."""
        new = new.strip()
        if not old or new == old:
            raise InputError(msg("type a new name"), f"rename {old!r}")
        doc = persist.rename_town_doc(self._doc_copy(), old, new)
        rec = self.record.copy()
        if old in rec.state.units:
            rec.state.units[new] = rec.state.units.pop(old)
        atk = rec.turn.get("attacks", {})
        if old in atk:
            atk[new] = atk.pop(old)
        for stacks in atk.values():
            for s in stacks:
                if s.get("from") == old:
                    s["from"] = new
        return self._store_doc(doc, f"Rename town {old} to {new}", rec)

    def delete_town(self, name: str) -> Change:
        if not name:
            raise InputError(msg("no town chosen"), "delete town")
        doc = self._doc_copy()
        doc["towns"] = [t for t in doc["towns"] if t["name"] != name]
        doc["roads"] = [r for r in doc["roads"] if name not in (r["from"], r["to"])]
        doc["landing_areas"] = [a for a in doc.get("landing_areas", []) if a["town"] != name]
        rec = self.record.copy()
        rec.state.units.pop(name, None)
        rec.turn.get("attacks", {}).pop(name, None)
        return self._store_doc(doc, f"Delete town {name} and its roads", rec)

    def set_town_props(self, name: str, air_strip: bool, zone: str | None, flags: list[str]) -> Change:
        doc = self._doc_copy()
        for t in doc["towns"]:
            if t["name"] == name:
                t.update({"air_strip": air_strip, "zone": zone, "flags": sorted(flags)})
        return self._store_doc(doc, f"Town {name}: details")

    # -- roads and landing areas -----------------------------------------------------------------
    def add_road(self, a: str, b: str, kind: str = "solid", one_way: bool = False) -> Change:
        doc = self._doc_copy()
        doc["roads"].append({"from": a, "to": b, "kind": kind, "one_way": one_way})
        return self._store_doc(doc, f"Add {kind} road {a}-{b}")

    def delete_road(self, a: str, b: str) -> Change:
        doc = self._doc_copy()
        doc["roads"] = [r for r in doc["roads"] if {r["from"], r["to"]} != {a, b}]
        return self._store_doc(doc, f"Delete road {a}-{b}")

    def set_road_kind(self, a: str, b: str, kind: str) -> Change:
        """Using Movement Points: a road's kind sets its cost (solid 1, dashed 2, dotted 3 MP a unit)."""
        doc = self._doc_copy()
        for r in doc["roads"]:
            if {r["from"], r["to"]} == {a, b}:
                r["kind"] = kind
        return self._store_doc(doc, f"Road {a}-{b}: {kind} ({rules.ROAD_COSTS_MP.get(kind, '?')} MP)")

    def set_landing(self, name: str, town: str, capacity: int, zone: str | None) -> Change:
        if not name:
            raise InputError(msg("a landing area needs a name"), "landing area")
        doc = self._doc_copy()
        doc["landing_areas"] = [a for a in doc.get("landing_areas", []) if a["name"] != name]
        doc["landing_areas"].append({"name": name, "town": town, "capacity": capacity, "zone": zone})
        return self._store_doc(doc, f"Landing area {name} → {town} ({capacity} a turn)")

    def delete_landing(self, name: str) -> Change:
        doc = self._doc_copy()
        doc["landing_areas"] = [a for a in doc.get("landing_areas", []) if a["name"] != name]
        _layout(doc, "landing_areas").pop(name, None)
        return self._store_doc(doc, f"Delete landing area {name}")

    # -- network files ---------------------------------------------------------------------------
    def import_network(self, doc: Any, source: str) -> Change:
        """Replace the board with a network document; units in towns it lacks are taken off (said so).
        A bad document raises InputError naming the file and entry."""
        ch = persist.import_network_change(self.store, self.game_id, doc, self.record, source)
        return self._finish(ch.text, [ch.text], extra_ops=ch.ops)

    def import_network_file(self, path: Any) -> Change:
        """A network file (a path, or a shipped resource) as the board."""
        from assistant.core.limits import loads_json, read_bounded
        from assistant.core.userfiles import shown

        if isinstance(path, str):
            path = Path(path)
        where = shown(path) if isinstance(path, Path) else path.name
        try:   # the one reader every JSON file goes through (issue 26): size, UTF-8, nesting, numbers
            doc = loads_json(read_bounded(path, where), where)
        except OSError as err:
            raise InputError(msg("cannot read the file: {0}", err.strerror or err), where) from None
        return self.import_network(doc, path.name)

    def load_illustration(self, n: int) -> Change:
        """The rulebook's Illustration 1 (movement) or 2 (retreats) as the board."""
        from assistant.paths import resource

        return self.import_network_file(resource("scenarios", f"macarthur_illustration{n}.json"))

    def export_network(self, path: str | Path) -> None:
        """Write the board as a network file (not a change of record)."""
        Path(path).write_text(persist.dumps(self.doc or {}), encoding="utf-8")

    # -- route questions (nothing changes) -------------------------------------------------------
    def _limits(self, this_turn: bool) -> tuple[dict, frozenset[str]]:
        rec = self.record
        if not this_turn or rec.moving_side is None:
            return {}, frozenset()
        used = {tuple(k.split("|")): v for k, v in rec.turn["used"].items()}
        return used, frozenset(rec.state.towns_of(rules.other_side(rec.moving_side)))

    def cheapest_route(self, a: str, b: str, units: int = 1, this_turn: bool = True) -> Route | None:
        """Using Movement Points: the cheapest route for ``units`` (with this turn's full segments and the
        enemy's towns when ``this_turn``); None when none is open."""
        used, enemy = self._limits(this_turn)
        return self._board("route").cheapest_route(a, b, units=units, used=used, segment_limit=rules.SEGMENT_LIMIT,
                                                   no_passing=enemy)

    def group_move(self, sources: Mapping[str, int], goal: str, this_turn: bool = True) -> GroupPlan | None:
        """Illustration 1: the least total to bring several stacks into one town, 5 units a segment."""
        used, enemy = self._limits(this_turn)
        return cheapest_group_move(self._board("route"), dict(sources), goal, used=used,
                                   segment_limit=rules.SEGMENT_LIMIT, no_passing=enemy)
