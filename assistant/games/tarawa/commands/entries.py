"""The referee's entries for what the source does not print or the tool cannot see: terrain marks,
TEC DRMs and facing DRMs (T4), and the victory entries (8.5-8.7, T9). Qt-free."""

from __future__ import annotations

from assistant.core.errors import InputError
from assistant.core.hexes import Hex
from assistant.store import records
from assistant.store.changes import Change

from .. import rules
from ..persist import TEC, TERRAIN
from ..terrain import TERRAIN_TYPES
from ..victory import TarawaVictory, tarawa_victory
from .base import GameBase


class EntryCommands(GameBase):
    def mark_terrain(self, where: str | Hex, terrain: str) -> Change:
        """Mark a hex with a terrain type (the map is not in the source, T4); marking it with the terrain
        it has clears it."""
        if terrain not in TERRAIN_TYPES:
            raise InputError(f"unknown terrain {terrain!r}", "terrain")
        label = self.label(self.hex_of(where))
        current = (records.get(self.store, self.game_id, TERRAIN, label) or {}).get("terrain")
        if current == terrain:
            op, text = records.delete_op(self.store, self.game_id, TERRAIN, label), f"Clear the terrain of {label}"
        else:
            op = records.put_op(self.store, self.game_id, TERRAIN, label, {"terrain": terrain})
            text = f"Mark {label} as {terrain.replace('_', ' ')}"
        return self._finish(text, [text], extra_ops=[op])

    def set_tec(self, terrain: str, drm: int) -> Change:
        """The TEC combat DRM of a terrain type (entered, T4). In a pillbox, bunker or coastal defence it
        helps only the Japanese non-armour units in the works (6.1 C-D)."""
        if terrain not in TERRAIN_TYPES:
            raise InputError(f"unknown terrain {terrain!r}", "TEC")
        drm = int(drm)
        if not -9 <= drm <= 9:
            raise InputError("a TEC DRM is between -9 and +9", "TEC")
        d = dict(records.get(self.store, self.game_id, TEC, "main") or {})
        d[terrain] = drm
        text = f"TEC DRM of {terrain.replace('_', ' ')}: {drm:+d} (entered, T4)"
        return self._finish(text, [text], extra_ops=[records.put_op(self.store, self.game_id, TEC, "main", d)])

    def set_facing_drms(self, flank: int, rear: int) -> Change:
        """The flank and rear DRMs of the facing diagram (5.0; not in the source, T4)."""
        st = self._state()
        st["facing_drms"] = {"flank": int(flank), "rear": int(rear)}
        text = f"Facing DRMs: flank {int(flank):+d}, rear {int(rear):+d} (5.0, T4)"
        return self._finish(text, [text], state=st)

    def set_victory(self, cleared_turn: int, us_step_losses: int) -> Change:
        """The victory entries: the turn the island was cleared (0: not cleared; 8.5-8.6) and the US step
        losses, amtracs not counted (8.7)."""
        cleared_turn, us_step_losses = int(cleared_turn), int(us_step_losses)
        if not 0 <= cleared_turn <= rules.LAST_TURN:
            raise InputError(f"the island is cleared on a turn 1-{rules.LAST_TURN} (0: not cleared)", "victory")
        if us_step_losses < 0:
            raise InputError("step losses cannot be negative", "victory")
        st = self._state()
        st["victory"] = {"cleared_turn": cleared_turn, "us_step_losses": us_step_losses}
        text = "Tarawa victory entries"
        return self._finish(text, [f"{text}: cleared on turn {cleared_turn or '-'}, {us_step_losses} US step losses"],
                            state=st)

    def victory(self) -> TarawaVictory:
        """The result so far from the entries and the turns completed (8.5-8.7, T9)."""
        v = self.session.state.get("victory") or {}
        return tarawa_victory(int(v.get("cleared_turn") or 0) or None, int(v.get("us_step_losses") or 0),
                              len(self.log().state.turn_ends))
