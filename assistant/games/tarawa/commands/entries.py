"""The referee's entries for what the source does not print or the tool cannot see: terrain marks,
TEC DRMs and facing DRMs (T4), and the victory entries (8.5-8.7, T9). Qt-free."""

from __future__ import annotations

from assistant.core.errors import InputError
from assistant.core.hexes import Hex
from assistant.store import records
from assistant.store.changes import Change

from .. import rules
from ..persist import TEC, TEC_MP, TERRAIN
from ..terrain import FORTIFICATIONS, TERRAIN_TYPES
from ..units import facing_name
from ..victory import TarawaVictory, tarawa_victory
from .base import Procedure
from assistant.core.messages import msg


class EntryCommands(Procedure):
    """The referee's map, TEC, facing and victory entries (T4), and the victory so far."""

    def mark_terrain(self, where: str | Hex, terrain: str) -> Change:
        """Mark a hex with a terrain type (the map is not in the source, T4); marking it with the terrain
        it has clears it."""
        if terrain not in TERRAIN_TYPES:
            raise InputError(msg("unknown terrain {0!r}", terrain), "terrain")
        label = self.g.label(self.g.hex_of(where))
        current = (records.get(self.g.store, self.g.game_id, TERRAIN, label) or {}).get("terrain")
        if current == terrain:
            op, text = records.delete_op(self.g.store, self.g.game_id, TERRAIN, label), f"Clear the terrain of {label}"
        else:
            op = records.put_op(self.g.store, self.g.game_id, TERRAIN, label, {"terrain": terrain})
            text = f"Mark {label} as {terrain.replace('_', ' ')}"
        return self.g.finish(text, [text], extra_ops=[op])

    def set_feature(self, where: str | Hex, capacity: int | None = None, arc: int | None = None) -> Change:
        """What the map prints on a bunker, pillbox or coastal-defence hex and the source does not give
        (T4): the number of Japanese units it takes (2.2.2.2; 1 when no number is printed) and a
        pillbox's marked arc, the middle hexside its occupants fire through (6.1 A)."""
        label = self.g.label(self.g.hex_of(where))
        d = dict(records.get(self.g.store, self.g.game_id, TERRAIN, label) or {})
        kind = d.get("terrain", "clear")
        if kind not in FORTIFICATIONS:
            raise InputError(msg("{0} is {1}: only a bunker, pillbox or coastal defence has a printed number or arc (2.2.2.2, 6.1)", label, kind.replace('_', ' ')), f"hex {label}")
        words = []
        if capacity is not None:
            capacity = int(capacity)
            if not 1 <= capacity <= rules.MAX_FEATURE_CAPACITY:
                raise InputError(msg("the printed number is 1-{0}, got {1} (2.2.2.2)", rules.MAX_FEATURE_CAPACITY, capacity),
                                 f"hex {label}: units it takes")
            d["capacity"] = capacity
            words.append(f"takes {capacity} unit{'s' if capacity > 1 else ''} (2.2.2.2)")
        if arc is not None:
            if kind != "pillbox":
                raise InputError(msg("only a pillbox has a marked arc (6.1 A); a bunker fires all round (6.1 B)"),
                                 f"hex {label}: arc")
            arc = int(arc)
            if not 0 <= arc < 6:
                raise InputError(msg("the arc is a hexside 0-5, got {0}", arc), f"hex {label}: arc")
            d["arc"] = arc
            words.append(f"fires through the hexsides around {facing_name(self.g.hexmap, arc)} (6.1 A)")
        if not words:
            raise InputError(msg("give the printed number or the arc"), f"hex {label}")
        text = f"{label} ({kind.replace('_', ' ')}): " + ", ".join(words) + " (entered, T4)"
        return self.g.finish(text, [text], extra_ops=[records.put_op(self.g.store, self.g.game_id, TERRAIN, label, d)])

    def set_tec(self, terrain: str, drm: int) -> Change:
        """The TEC combat DRM of a terrain type (entered, T4). In a pillbox, bunker or coastal defence it
        helps only the Japanese non-armour units in the works (6.1 C-D)."""
        if terrain not in TERRAIN_TYPES:
            raise InputError(msg("unknown terrain {0!r}", terrain), "TEC")
        drm = int(drm)
        if not -9 <= drm <= 9:
            raise InputError(msg("a TEC DRM is between -9 and +9"), "TEC")
        d = dict(records.get(self.g.store, self.g.game_id, TEC, "main") or {})
        d[terrain] = drm
        text = f"TEC DRM of {terrain.replace('_', ' ')}: {drm:+d} (entered, T4)"
        return self.g.finish(text, [text], extra_ops=[records.put_op(self.g.store, self.g.game_id, TEC, "main", d)])

    def set_move_cost(self, terrain: str, mp: int | None) -> Change:
        """The TEC movement cost of entering a terrain type (4.1 B-C; not in the source, T4): MPs, -1 for
        closed to movement, None to clear the entry."""
        if terrain not in TERRAIN_TYPES:
            raise InputError(msg("unknown terrain {0!r}", terrain), "TEC movement cost")
        d = dict(records.get(self.g.store, self.g.game_id, TEC_MP, "main") or {})
        if mp is None:
            d.pop(terrain, None)
            text = f"TEC movement cost of {terrain.replace('_', ' ')} cleared (T4)"
        else:
            mp = int(mp)
            if not -1 <= mp <= 20:
                raise InputError(msg("a movement cost is 0-20 MPs, or -1 for closed; got {0}", mp), "TEC movement cost")
            d[terrain] = mp
            text = (f"TEC movement cost of {terrain.replace('_', ' ')}: "
                    + ("closed" if mp < 0 else f"{mp} MP") + " (entered, T4)")
        return self.g.finish(text, [text], extra_ops=[records.put_op(self.g.store, self.g.game_id, TEC_MP, "main", d)])

    def set_facing_drms(self, flank: int, rear: int) -> Change:
        """The flank and rear DRMs of the facing diagram (5.0; not in the source, T4)."""
        st = self.g.state_copy()
        st["facing_drms"] = {"flank": int(flank), "rear": int(rear)}
        text = f"Facing DRMs: flank {int(flank):+d}, rear {int(rear):+d} (5.0, T4)"
        return self.g.finish(text, [text], state=st)

    def set_victory(self, cleared_turn: int, us_step_losses: int) -> Change:
        """The victory entries: the turn the island was cleared (0: not cleared; 8.5-8.6) and the US step
        losses, amtracs not counted (8.7)."""
        cleared_turn, us_step_losses = int(cleared_turn), int(us_step_losses)
        if not 0 <= cleared_turn <= rules.LAST_TURN:
            raise InputError(msg("the island is cleared on a turn 1-{0} (0: not cleared)", rules.LAST_TURN), "victory")
        if us_step_losses < 0:
            raise InputError(msg("step losses cannot be negative"), "victory")
        st = self.g.state_copy()
        st["victory"] = {"cleared_turn": cleared_turn, "us_step_losses": us_step_losses}
        text = "Tarawa victory entries"
        return self.g.finish(text, [f"{text}: cleared on turn {cleared_turn or '-'}, {us_step_losses} US step losses"],
                            state=st)

    def victory(self) -> TarawaVictory:
        """The result so far from the entries and the turns completed (8.5-8.7, T9)."""
        v = self.g.session.state.get("victory") or {}
        return tarawa_victory(int(v.get("cleared_turn") or 0) or None, int(v.get("us_step_losses") or 0),
                              len(self.g.log().state.turn_ends))
