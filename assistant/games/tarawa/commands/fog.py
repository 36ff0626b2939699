"""The referee's fog-of-war commands (optional rules 7.1-7.3): hide Japanese units under force
markers, place dummies, reveal a marker, settle the hits hidden units scored, and the players' view.
None of them is an action. Qt-free."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Sequence

from assistant.core.errors import InputError
from assistant.core.hexes import Hex, distance
from assistant.store.changes import Change

from ..persist import losses_state
from ..units import Losses, Unit, apply_hits_to_hex
from .base import Procedure, add_losses, no_losses
from assistant.core.messages import msg

if TYPE_CHECKING:
    from .. import fog


class FogCommands(Procedure):
    """Force markers, dummies, hidden hits and the players' view (7.1-7.3)."""

    def _fog_on(self, where: str) -> None:
        if not self.g.rulings().optional_hidden:
            raise InputError(msg("force markers are optional rule 7.1 / 7.3: turn it on in the rulings first"), where)

    def players_view(self) -> list[fog.Seen]:
        """What the players may see at the table (7.1, 7.3): a force marker where hidden units or
        dummies stand, every other counter as it is."""
        from .. import fog
        return fog.players_view(self.g.units())

    def hide(self, unit_ids: Sequence[str], hidden: bool = True) -> Change:
        """Put Japanese units under a force marker (7.1 A), or take them out from under it."""
        self._fog_on("hide")
        units = self.g.units()
        picked = self.g.picked(unit_ids, units, "hide")
        us = [u.label for u in picked if u.side != "japanese"]
        if us:
            raise InputError(msg("only Japanese units hide under force markers, not {0} (7.1 A)", ', '.join(us)), "hide")
        ids = {u.id for u in picked}
        new = [replace(u, hidden=hidden) if u.id in ids and not u.dummy else u for u in units]
        names = ", ".join(u.label for u in picked)
        text = (f"Hide {names} under a force marker (7.1 A)" if hidden else f"Reveal {names} (7.1)") + \
            " — referee edit, no action"
        return self.g.finish(text, [text], old_units=units, new_units=new)

    def place_dummy(self, where: str | Hex) -> Change:
        """A dummy: a force marker with no unit under it (7.3). It does not count for stacking, cannot
        fire and is never hit; a US unit entering its hex takes it off."""
        from .. import fog
        self._fog_on("dummy")
        units = self.g.units()
        label = self.g.label(self.g.hex_of(where))
        taken = {u.id for u in units}
        n = 1
        while f"j-dummy-{n}" in taken:
            n += 1
        d = Unit(f"j-dummy-{n}", "japanese", "infantry", f"Dummy {n}", 0, 0, 1, 1, 0, label, dummy=True)
        new = units + [d]
        text = f"Dummy {n} under a force marker in {label} (7.3) — referee edit, no action"
        note = fog.dummy_share_note(new)
        return self.g.finish(text, [text] + ([note] if note else []), old_units=units, new_units=new)

    def spotters(self, where: str | Hex) -> list[str]:
        """The US units next to ``where`` or with a clear sight line to it (4.2.1, T3): for the referee
        ruling whether a force marker there is spotted."""
        h = self.g.hex_of(where)
        tm = self.g.terrain()
        return [u.label for u in self.g.units() if u.side == "us" and u.hex
                and (distance(self.g.hex_of(u.hex), h) <= 1 or tm.sight(self.g.hex_of(u.hex), h).clear)]

    def reveal(self, where: str | Hex) -> Change:
        """Lift the force marker in a hex (7.1, 7.3): hidden units are shown, dummies taken off. The
        rule leaves when to the players; the referee's call (our reading: when a US unit spots it)."""
        from .. import fog
        label = self.g.label(self.g.hex_of(where))
        units = self.g.units()
        new, shown, gone = fog.revealed(units, label)
        if not shown and not gone:
            raise InputError(msg("no force marker in {0}", label), "reveal")
        words = [f"Force marker in {label} lifted (7.1, 7.3) — referee edit, no action"]
        if shown:
            words.append("revealed: " + ", ".join(u.label for u in shown))
        if gone:
            words.append("dummies taken off: " + ", ".join(u.label for u in gone) + " (7.3)")
        seen = self.spotters(label)
        words.append("US units that can see the hex: " + (", ".join(seen) if seen else "none"))
        return self.g.finish(words[0], words, old_units=units, new_units=new)

    def hidden_hits(self) -> list[dict]:
        """The hits hidden firers scored that wait for the Japanese choice (7.1 B)."""
        return list(self.g.session.state.get("hidden_hits") or [])

    def settle_hidden_hits(self, take: Sequence[str] = ()) -> Change:
        """The Japanese take the hits of the hidden firers in ``take`` and decline the others to keep
        those units hidden (7.1 B). Each hit taken costs every unit it was read against a step."""
        from ..amtracs import lost_with_amtracs
        held = self.hidden_hits()
        if not held:
            raise InputError(msg("no hit of a hidden unit is waiting (7.1 B)"), "hidden hits")
        by = {f for h in held for f in h["by"]}
        bad = [t for t in take if t not in by]
        if bad:
            raise InputError(msg("{0} scored no hit waiting for a choice; the hidden firers that hit: {1}", bad[0], ', '.join(sorted(by))), "hidden hits")
        units = self.g.units()
        losses: Losses = no_losses()
        after = list(units)
        for h in held:
            n = sum(1 for f in h["by"] if f in set(take))
            targets = [u for u in after if u.id in set(h["units"])]
            gl = apply_hits_to_hex(after, targets, n)
            after = list(gl.units)
            losses = add_losses(losses, gl)
        losses = lost_with_amtracs(units, losses)
        after = [u for u in after if u.id not in set(losses.eliminated)]
        st = losses_state(self.g.session.state, losses) if losses.lost else self.g.state_copy()
        st.pop("hidden_hits", None)
        by_id = {u.id: u for u in units}
        lost = ", ".join(f"{by_id[k].label} -{v}" + (" (removed)" if k in losses.eliminated else "")
                         for k, v in losses.lost.items())
        taken = sorted(set(take))
        declined = sorted(by - set(take))
        text = "Hidden units' hits: " + (f"taken ({', '.join(taken)})" if taken else "") + \
            ("; " if taken and declined else "") + (f"declined to stay hidden ({', '.join(declined)}, 7.1 B)"
                                                    if declined else "")
        words = [text] + ([f"step losses (4.2.1 G): {lost}"] if lost else [])
        return self.g.finish(text, words, old_units=units, new_units=after, state=st)
