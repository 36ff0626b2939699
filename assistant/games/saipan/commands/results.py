"""VP results as referee entries (16.4 A, 15.1 C, S4, S5): record one, record a sunk CVL/CVE with the
VPs the referee gives it, remove one. Qt-free."""

from __future__ import annotations

from typing import Sequence

from assistant.core.errors import InputError
from assistant.store.changes import Change

from .. import persist, rules
from ..victory import Result, printed_ship_vp, tally
from .procedure import Procedure
from assistant.core.messages import msg

UNPRINTED_CARRIERS = tuple(t for t in rules.CARRIER_TYPES if not printed_ship_vp(t))     # CVL, CVE


def ship_states(results: Sequence[Result]) -> dict[str, str]:
    """Each ship with a result: "damaged" or "sunk" (16.4 A: with 1 hit, then eliminated)."""
    out: dict[str, str] = {}
    for r in results:
        if r.kind == "ship_sunk":
            out[r.unit_id] = "sunk"
        elif r.kind == "ship_hit":
            out.setdefault(r.unit_id, "damaged")
    return out


class ResultCommands(Procedure):
    def _check_results(self, new: Sequence[Result]) -> None:
        """Refuse results the tally cannot read or the rules forbid; nothing is written."""
        rulings = self.game.rulings
        old = self.game.results()
        states = ship_states(old)
        for r in new:
            where = f"result {r.unit_id}".strip()
            if r.kind.startswith("ship"):
                if states.get(r.unit_id) == "sunk":
                    raise InputError(msg("{0} {1} is already sunk (16.4 A)", r.ship_type, r.unit_id), where)
                if printed_ship_vp(r.ship_type) and r.vp is not None:
                    raise InputError(msg("16.4 A prints the VPs of a {0}: no value to enter", r.ship_type), where)
                if not printed_ship_vp(r.ship_type):
                    if rulings.carriers == "as_bb" and r.vp is not None:
                        raise InputError(msg("the S5 toggle counts a {0} as a BB/CV: no value to enter", r.ship_type),
                                         where)
                    if rulings.carriers == "entries" and r.vp is None:
                        raise InputError(msg("a {0} has no printed VPs: enter its value (ruling S5)", r.ship_type), where)
                states[r.unit_id] = "sunk" if r.kind == "ship_sunk" else states.get(r.unit_id, "damaged")
            if r.kind == "banzai_success" and r.owner != "japanese":
                raise InputError(msg("a Banzai Charge is Japanese (15.1 A)"), where)
        tally(list(old) + list(new), rulings)

    def result_ops(self, new: Sequence[Result]) -> list:
        """Checked ops writing ``new`` (for commands that record results with their rolls)."""
        self._check_results(new)
        return persist.result_ops(self.game.store, self.game.game_id, new)

    # -- commands --------------------------------------------------------------------------------
    def record_result(self, kind: str, owner: str, unit_id: str = "", ship_type: str = "", steps: int = 1,
                      vp: int | None = None) -> Change:
        """Record a result for the VP tally (16.4 A): ``owner`` is the side whose unit suffered it. A
        CVL or CVE takes the VPs the referee enters (``vp``, ruling S5)."""
        self.game._no_game_over()
        r = Result(kind, owner, unit_id.strip(), ship_type, int(steps), vp)
        ops = self.result_ops([r])
        t = tally(self.game.results() + [r], self.game.rulings)
        return self.game._finish(f"Result: {r.text()}",
                            [f"Recorded: {r.text()}", f"VPs now US {t.vp['us']}, Japanese {t.vp['japanese']}"],
                            ops=ops)

    def record_sunk_carrier(self, owner: str, ship_id: str, ship_type: str, vp: int) -> Change:
        """A CVL or CVE sunk, with the VPs the referee gives it (ruling S5: no printed value)."""
        self.game._no_game_over()
        if ship_type not in UNPRINTED_CARRIERS:
            raise InputError(msg("only a {0} takes an entered value; 16.4 A prints a {1}'s VPs", ' or '.join(UNPRINTED_CARRIERS), ship_type or 'ship'), "sunk carrier")
        if not ship_id.strip():
            raise InputError(msg("name the carrier that was sunk"), "sunk carrier")
        return self.record_result("ship_sunk", owner, ship_id, ship_type, vp=vp)

    def remove_result(self, key: str) -> Change:
        """Take a recorded result off the tally (an entry made in error, or a demo result)."""
        found = self.game.results_by_key()
        if key not in found:
            raise InputError(msg("no result {0!r}", key), "remove result")
        r = found[key]
        rest = [x for k, x in found.items() if k != key]
        t = tally(rest, self.game.rulings)
        return self.game._finish(f"Remove result: {r.text()}",
                            [f"Removed: {r.text()}", f"VPs now US {t.vp['us']}, Japanese {t.vp['japanese']}"],
                            ops=[persist.remove_result_op(self.game.store, self.game.game_id, key)])
