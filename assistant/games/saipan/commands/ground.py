"""Ground units on the map: move, place and remove them (9.3, 10.1 B, 11.0 E), step losses with their
VP results (12.0, 16.4 A), a successful Banzai Charge (15.1 C), and the queries the referee asks
before a ground combat (13.0 C-D proficiency DRM, 12.2.2 / 15.1 B assault rounds, 16.3 F with S2).
Qt-free."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Sequence

from assistant.core.errors import InputError
from assistant.store.changes import Change

from .. import rules
from ..mapdata import hex_label, is_invasion_hex
from ..units import GROUND_TYPES, Unit, lose_steps
from ..victory import Result
from .base import SIDE_NAMES, check_side
from .procedure import Procedure
from assistant.core.messages import msg

if TYPE_CHECKING:
    from ..banzai import AssaultRound
    from ..proficiency import ProficiencyDrm


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


class GroundCommands(Procedure):
    # -- queries ---------------------------------------------------------------------------------
    def units_in(self, label: str, units: Sequence[Unit] | None = None) -> list[Unit]:
        h = hex_label(label)
        return [u for u in (units if units is not None else self.game.units()) if u.hex and hex_label(u.hex) == h]

    def stack_proficiency_drm(self, firer_hex: str, target_hex: str) -> ProficiencyDrm:
        """The DRM for the stack in ``firer_hex`` firing at the one in ``target_hex``: exact average
        proficiencies (13.0 C), a negative DRM only against the less proficient stack (13.0 D)."""
        from ..proficiency import proficiency_drm
        firers, targets = self.units_in(firer_hex), self.units_in(target_hex)
        if not firers or not targets:
            raise InputError(msg("both hexes need units"), "proficiency DRM (13.0 C)")
        return proficiency_drm([u.proficiency for u in firers], [u.proficiency for u in targets])

    def assault_preview(self, number: int, attacker: str, target_hex: str = "", banzai: bool = False) -> AssaultRound:
        """Round ``number`` of an assault: who fires in which order, and the Banzai effects (12.2.2,
        15.1 B, S1). Refused against US units the rules protect (16.3 F, S2)."""
        from ..banzai import assault_allowed_against_us, assault_round
        check_side(attacker, "assault")
        if attacker == "japanese" and target_hex:
            allowed, rule = assault_allowed_against_us(is_invasion_hex(target_hex), self.game.rulings)
            if not allowed and any(u.side == "us" for u in self.units_in(target_hex)):
                raise InputError(msg("US units in {0} may only be attacked by maneuver and bombardment ({1})", hex_label(target_hex), rule), "assault")
        return assault_round(number, attacker, banzai, self.game.rulings)

    # -- checks ----------------------------------------------------------------------------------
    def _check_entry(self, moving: Sequence[Unit], label: str, units: Sequence[Unit], what: str) -> None:
        """Units entering ``label``: invasion hexes are US only and hold one ground unit (9.3, 10.1 B);
        no unit enters an enemy-occupied hex by movement (11.0 E)."""
        from ..stacking import check_stacking
        ids = {u.id for u in moving}
        staying = [u for u in self.units_in(label, units) if u.id not in ids]
        if is_invasion_hex(label):
            jp = [u for u in moving if u.side != "us"]
            if jp:
                raise InputError(msg("{0}: only US units may enter an invasion hex (9.3)", jp[0].label), f"{what} {label}")
            if len(staying) + len(moving) > rules.INVASION_HEX_UNITS:
                raise InputError(msg("only {0} ground unit may be in an invasion hex (10.1 B)", rules.INVASION_HEX_UNITS),
                                 f"{what} {label}")
        if not is_invasion_hex(label):
            after = list(staying) + [replace(u, hex=label) for u in moving]
            check_stacking(after, label, f"{what} {label}")
        for u in moving:
            enemy = [s for s in staying if s.side != u.side]
            if enemy:
                raise InputError(msg("{0} may not enter a hex held by {1}: only combat clears it (11.0 E)", u.label, enemy[0].label), f"{what} {label}")

    # -- commands --------------------------------------------------------------------------------
    def new_unit(self, side: str, kind: str, name: str, ratings: str, at_hex: str) -> Unit:
        """A unit as the referee describes it (a query: nothing is written); ``ratings`` read
        attack-defence-move/proficiency (2.3.3); no ``at_hex``: it waits off the map (a US unit to board
        a transport, 16.3 C; a Japanese one to set up, 16.1 A)."""
        check_side(side, "place a unit")
        if kind not in GROUND_TYPES:
            raise InputError(msg("unknown ground unit type {0!r} (2.3.3.1)", kind), "place a unit")
        m = re.fullmatch(r"\s*(\d+)-(\d+)-(\d+)\s*/\s*(\d+)\s*", ratings or "")
        if not m:
            raise InputError(msg("ratings read attack-defence-move/proficiency, e.g. 5-6-8/7"), "place a unit: ratings")
        a, d, mv, p = (int(x) for x in m.groups())
        if not 1 <= p <= rules.DIE_FACES:
            raise InputError(msg("a proficiency rating is 1-{0} (13.0)", rules.DIE_FACES), "place a unit: ratings")
        label = hex_label(at_hex) if (at_hex or "").strip() else ""
        base = re.sub(r"[^a-z0-9]+", "-", (name or kind).lower()).strip("-") or "unit"
        taken = {u.id for u in self.game.units()}
        uid, k = f"{side[0]}-{base}", 2
        while uid in taken:
            uid, k = f"{side[0]}-{base}-{k}", k + 1
        return Unit(uid, side, kind, name or kind.replace("_", " "), a, d, mv, 2, 2, p, label)

    def place_unit(self, side: str, kind: str, name: str, ratings: str, at_hex: str,
                   override: bool = False) -> Change:
        """Put a ground unit on the map (see ``new_unit`` and ``add_unit``)."""
        return self.add_unit(self.new_unit(side, kind, name, ratings, at_hex), override)

    def add_unit(self, unit: Unit, override: bool = False) -> Change:
        """Put ``unit`` on the map: US only in an invasion hex, one unit there (9.3, 10.1 B); never into
        an enemy-held hex (11.0 E). A US unit with no hex waits off the map to board a transport (16.3 C).
        A US unit lands on a beach only from a transport, within the day's limit (16.3 D-E: ``unload``):
        placed there directly it is refused unless ``override``, the referee's ruling, which the summary
        records."""
        self.game._no_game_over()
        units = self.game.units()
        if unit.id in {u.id for u in units}:
            raise InputError(msg("a unit {0!r} is already on record", unit.id), "place a unit")
        if not unit.hex:
            why = ("it enters aboard a transport (16.3 A, C)" if unit.side == "us"
                   else "it waits to set up on Saipan (16.1 A)")
            return self.game._units_change(units, units + [unit], f"{SIDE_NAMES[unit.side]} {unit.label} off the map",
                                      [f"{SIDE_NAMES[unit.side]} {unit.label} {unit.counter_text()} off the map: "
                                       f"{why}"])
        label = hex_label(unit.hex)
        unit = replace(unit, hex=label)
        self._check_entry([unit], label, units, "place in")
        ruling = []
        if unit.side == "us":
            if not override:
                if is_invasion_hex(label):
                    raise InputError(msg("US units reach the beach {0} only by landing from a transport, within the day's landing limit (16.3 "
                                         "D-E): board it and land it, or place it as the referee's correction", label), f"place in {label}")
                raise InputError(msg("{0} is inland: US units enter Saipan only by landing from a transport on an invasion beach (16.3 A, "
                                     "D-E), then move; place it off the map to board, or as the referee's correction", label), f"place in {label}")
            where = f"on the beach {label}" if is_invasion_hex(label) else f"inland in {label}"
            ruling = [f"Referee's correction: {unit.label} placed {where} directly, outside the transports and "
                      "the day's landing limit (16.3 A, D-E overridden)"]
        return self.game._units_change(units, units + [unit], f"Place {unit.label} in {label}"
                                  + (" (referee's correction)" if ruling else ""),
                                  [f"{SIDE_NAMES[unit.side]} {unit.label} ({unit.kind.replace('_', ' ')}) "
                                   f"{unit.counter_text()} placed in {label}"] + ruling)

    def remove_units(self, ids: Sequence[str]) -> Change:
        """Take units off the record (a set-up correction: no VP result is recorded)."""
        self.game._no_game_over()
        units = self.game.units()
        gone = [u for u in units if u.id in set(ids)]
        if not gone:
            raise InputError(msg("pick units first"), "remove")
        return self.game._units_change(units, [u for u in units if u.id not in set(ids)],
                                  f"Remove {', '.join(u.label for u in gone)}",
                                  [f"{u.label} removed from {u.hex or 'off the map'}" for u in gone])

    def lose_step(self, ids: Sequence[str], steps: int = 1) -> Change:
        """Each unit loses ``steps`` (12.0; removed with none left) and the other side scores a VP per
        step (16.4 A): the units and their ground-step results in one change."""
        self.game._no_game_over()
        ids = list(dict.fromkeys(ids))
        if not ids:
            raise InputError(msg("pick units first"), "step loss")
        old = self.game.units()
        units, words, new_results = list(old), [], []
        for uid in ids:
            unit = next((u for u in units if u.id == uid), None)
            if unit is None:
                raise InputError(msg("no unit {0!r}", uid), "step loss")
            units, lost, gone = lose_steps(units, uid, steps)
            new_results.append(Result("ground_step", unit.side, unit.label, steps=lost))
            words.append(f"{unit.label} ({unit.hex}) loses {_plural(lost, 'step')}" + (" — removed" if gone else "")
                         + f": {lost} VP to the {SIDE_NAMES['japanese' if unit.side == 'us' else 'us']} (16.4 A)")
        text = "; ".join(w.split(":")[0] for w in words)
        return self.game._units_change(old, units, text, words, extra=self.game.vps.result_ops(new_results))

    def banzai_success(self, hex_label_: str = "") -> Change:
        """A successful Banzai Charge (15.1 C): every US unit in the assaulted hex destroyed. It moves the
        result one level toward the Japanese (S3 scale)."""
        where = ""
        if hex_label_:
            where = hex_label(hex_label_)
            left = [u for u in self.units_in(where) if u.side == "us"]
            if left:
                raise InputError(msg("{0} is still in {1}: a Banzai Charge succeeds only when every US unit in the hex is destroyed (15.1 "
                                     "C)", left[0].label, where), "Banzai Charge")
        self.game._no_game_over()
        r = Result("banzai_success", "japanese", f"Banzai {where}".strip())
        return self.game._finish(f"Successful Banzai Charge{' in ' + where if where else ''}",
                            [f"Banzai Charge{' in ' + where if where else ''} succeeded: the result moves one level "
                             "toward the Japanese (15.1 C, S3)"], ops=self.game.vps.result_ops([r]))
