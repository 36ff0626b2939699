"""The map entries the referee paints (towns, rail, roads, terrain per hex; see ``terrain``), read and
written as one undoable change each, exported and imported as JSON."""

from __future__ import annotations

from typing import Any

from assistant.core.errors import InputError
from assistant.games.luzon.terrain import TERRAIN, HexTerrain, export_json, import_json, read_terrain
from assistant.store import records
from assistant.store.changes import Change

from .base import LuzonPart
from assistant.core.messages import msg


class MapCommands(LuzonPart):
    def terrain(self) -> dict[str, HexTerrain]:
        """Every hex with an entry: the shipped ones, then what the referee traced over his printed map, then
        what he painted on the Map tab (each layer wins over the one before, hex by hex)."""
        return read_terrain(self.store, self.game_id, self.base_scenario.map)

    def hex_terrain(self, label: str) -> HexTerrain:
        return self.terrain().get(self._hex(label), HexTerrain())

    def set_hex_terrain(self, label: str, **fields: Any) -> Change:
        """Paint one hex: the fields given replace the hex's entry (town, terrain, rail, roads ...)."""
        key = self._hex(label)
        old = self.hex_terrain(key)
        new = HexTerrain.from_dict({**old.to_dict(), **fields}, f"terrain: hex {key}")
        if new == old:
            raise InputError(msg("the hex holds this already"), f"terrain: hex {key}")
        op = records.put_op(self.store, self.game_id, TERRAIN, key, new.to_dict())
        head = f"Terrain {key}: {new.words()}"
        return self.finish(head, [head], extra_ops=[op])

    def import_terrain(self, text: str | bytes) -> Change:
        """Terrain entries from JSON (``{"17.16": {"town": "major_city"}, ...}``): ONE change; a bad hex
        or field refuses the whole import."""
        entries = import_json(self.base_scenario.map, text)
        if not entries:
            raise InputError(msg("the file names no hex"), "terrain import")
        now = self.terrain()
        ops = [records.put_op(self.store, self.game_id, TERRAIN, k, t.to_dict())
               for k, t in sorted(entries.items()) if now.get(k) != t]
        changed = sum(op is not None for op in ops)
        head = f"Terrain import: {changed} of {len(entries)} {'hex' if len(entries) == 1 else 'hexes'} changed"
        return self.finish(head, [head], extra_ops=ops)

    def export_terrain(self) -> str:
        return export_json(self.terrain())
