"""Fire options beyond the basic combat: a sight-line dispute settled by a roll when the referee asks
(4.2.1 D) and re-emplacing a moved Japanese crew-served weapon (4.1 F optional). Qt-free."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from assistant.core.errors import InputError
from assistant.core.hexes import Hex, distance
from assistant.store.changes import Change

from .. import rules
from ..units import sight_key
from .base import Procedure
from .moves import CREW_SERVED
from assistant.core.messages import msg

MOVED_WEAPONS = "moved_weapons"          # state: crew-served weapons flipped by a move (4.1 F)


def pct(p: Fraction) -> str:
    return f"{float(p) * 100:.0f}%"


class OptionCommands(Procedure):
    """A sight-line dispute rolled (4.2.1 D) and re-emplacing a moved weapon (4.1 F)."""

    # -- sight-line disputes (4.2.1 D) ---------------------------------------------------------------------
    def sight_dispute_preview(self, a: str | Hex, b: str | Hex, clear_max: int) -> tuple[Fraction, list[str]]:
        """(the chance the line is ruled clear, the lines to show) before the roll (4.2.1 D). The rule
        prints no numbers: ``clear_max`` is the referee's entry, the highest roll that reads clear."""
        lo, hi = rules.SIGHT_DISPUTE_ENTRY
        if not isinstance(clear_max, int) or not lo <= clear_max <= hi:
            raise InputError(msg("enter the highest roll that reads clear, {0}-{1} (4.2.1 D prints no numbers, T4)", lo, hi),
                             "sight dispute: clear on 1-N")
        ha, hb = self.g.hex_of(a), self.g.hex_of(b)
        la, lb = self.g.label(ha), self.g.label(hb)
        if distance(ha, hb) < 2:
            raise InputError(msg("{0} and {1} are next to each other or the same hex: nothing lies between them to block the line "
                                 "(4.2.1)", la, lb), "sight dispute")
        settled = (self.g.session.state.get("sight_rulings") or {}).get(sight_key(la, lb))
        if settled:
            raise InputError(msg("the line {0}-{1} was already ruled {2} by a roll (4.2.1 D); undo to roll again", la, lb, settled), "sight dispute")
        p = Fraction(clear_max, rules.DIE_FACES)
        lines = [f"The map reads it: {self.g.terrain().sight(ha, hb).describe(self.g.hexmap)}",
                 f"Before rolling: clear on 1-{clear_max} = {pct(p)}, blocked on {clear_max + 1}-{rules.DIE_FACES} = "
                 f"{pct(1 - p)} (4.2.1 D; the split is the referee's entry, the rule prints none)",
                 "The answer holds for fire along this line, both ways, for the rest of the game (undo to take it "
                 "back); not an action"]
        return p, lines

    def settle_sight(self, a: str | Hex, b: str | Hex, clear_max: int) -> Change:
        """Settle a disputed sight line between two hexes with a roll of the die (4.2.1 D), when the
        referee asks for it: clear on 1-``clear_max`` (his entry); fire along the line then reads the
        answer. Not an action."""
        _p, _lines = self.sight_dispute_preview(a, b, clear_max)
        la, lb = self.g.label(self.g.hex_of(a)), self.g.label(self.g.hex_of(b))
        rec = self.g.session.dice()
        out = rec.roll("1d10", why=f"Sight-line dispute {la}-{lb} (4.2.1 D)", phase="combat",
                       rulings={"T1": "d10, 0 reads 10", "4.2.1 D": f"clear on 1-{clear_max} (entered, T4)"},
                       chart_result=lambda v: "clear" if v <= clear_max else "blocked")
        answer = "clear" if out.value <= clear_max else "blocked"
        st = self.g.state_copy()
        st["sight_rulings"] = {**(st.get("sight_rulings") or {}), sight_key(la, lb): answer}
        text = f"Sight line {la}-{lb} disputed: rolled {out.value}, the line is {answer.upper()} (4.2.1 D)"
        return self.g.finish(text, [text], recorder=rec, state=st)

    # -- re-emplacing a crew-served weapon (4.1 F optional) ----------------------------------------------
    def reemplace_odds(self, unit_id: str) -> Fraction:
        """The chance the weapon is re-emplaced: its proficiency or less on a d10 (4.1 F optional)."""
        u = self.g.unit(unit_id)
        if not self.g.rulings().optional_reemplace:
            raise InputError(msg("re-emplacing is an optional rule of 4.1 F: turn it on in the rulings first"),
                             "re-emplace")
        if u.side != "japanese" or u.kind not in CREW_SERVED:
            raise InputError(msg("{0} is not a Japanese crew-served weapon (4.1 F)", u.label), "re-emplace")
        if u.id not in (self.g.session.state.get(MOVED_WEAPONS) or []):
            raise InputError(msg("{0} was not flipped by a move (4.1 F): only a moved weapon is re-emplaced", u.label),
                             "re-emplace")
        return Fraction(min(u.proficiency, rules.DIE_FACES), rules.DIE_FACES)

    def reemplace(self, unit_id: str) -> Change:
        """A Japanese action: the moved crew-served weapon rolls its proficiency or less to flip back to
        its full-strength side (4.1 F optional); on a miss the action is spent."""
        p = self.reemplace_odds(unit_id)
        units = self.g.units()
        u = self.g.unit(unit_id)
        log = self.g.log()
        turn = log.turn
        log.move("japanese", units=[u.id], note=f"re-emplace {u.label} (4.1 F)")     # refuses out of turn
        rec = self.g.session.dice()
        out = rec.roll("1d10", why=f"{u.label}: re-emplace (4.1 F optional), {pct(p)}", actor=u.id, side="japanese",
                       turn=turn, phase="move", rulings={"T1": "d10, 0 reads 10"}, chart="proficiency_check",
                       chart_result=lambda v: "pass" if v <= u.proficiency else "fail")
        ok = out.value <= u.proficiency
        st = self.g.state_copy()
        new = None
        if ok:
            new = [replace(x, steps=x.max_steps) if x.id == u.id else x for x in units]
            st[MOVED_WEAPONS] = [i for i in st.get(MOVED_WEAPONS, []) if i != u.id]
        text = (f"Turn {turn}: JAPANESE re-emplace {u.label}: {out.value} {'≤' if ok else '>'} {u.proficiency}, "
                + ("back on its full-strength side (4.1 F)" if ok else "stays reduced, the action is spent (4.1 F)"))
        return self.g.finish(text, [text, f"chance was {pct(p)}"], recorder=rec, old_units=units, new_units=new,
                            log=log, state=st)
