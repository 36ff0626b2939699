"""Where a Saipan combat on record stands, and which of its steps can be taken now (issue 23). Qt-free.

The Ground tab shows a combat as an explicit stage (declare -> roll -> CRT result -> checks / move in ->
retreat -> done) and enables a button only at its stage. Each step is a catalogue entry
(``maneuver_roll``, ``assault_move_in``, ``retreat`` ...): its ``when`` (the game is over, 16.4 C) is
asked first, then the combat's own stage, in the same words the command refuses with, so the button's
tooltip, the palette and ``table-assistant play`` say the same "why not".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from assistant.core.messages import msg

if TYPE_CHECKING:
    from .commands import SaipanGame

#: the steps a combat goes through, in the order the Ground tab shows them
ACTIONS = ("roll", "results", "checks", "move_in", "retreat")

#: each kind's catalogue entry for each step (a kind without the step has none)
ENTRY_OF = {
    "maneuver": {"roll": "maneuver_roll", "results": "maneuver_results", "checks": "maneuver_checks",
                 "retreat": "retreat"},
    "assault": {"roll": "assault_roll", "results": "assault_results", "checks": "assault_checks",
                "move_in": "assault_move_in", "retreat": "retreat"},
    "bombardment": {"roll": "bombardment_roll", "results": "bombardment_results", "retreat": "retreat"},
}

#: the record's stages at which a step may be taken, per kind (the commands check the same)
_ROLL_AT = {"maneuver": ("declared", "round2"), "assault": ("fighting",), "bombardment": ("declared",)}


@dataclass(frozen=True)
class CombatSteps:
    """One combat as it stands on record: its stage, and why each step cannot be taken now (None: it can)."""

    key: str
    kind: str
    stage: str                                  # the record's stage: declared, rolled, checks, ... done
    status: str                                 # the combat's status in words
    refusals: tuple[tuple[str, Any], ...]       # (action, None or the reason), in ACTIONS order
    retreat_roles: tuple[str, ...] = ()         # the roles that owe a retreat (12.0 C)
    rolled: tuple[dict, ...] = ()               # the fires rolled and not yet read (stage "rolled")

    def why_not(self, action: str):
        """Why ``action`` cannot be taken now (a translatable message naming the rule), or None."""
        return dict(self.refusals).get(action, msg("a {0} has no such step", self.kind))

    def can(self, action: str) -> bool:
        return self.why_not(action) is None

    @property
    def now(self) -> str:
        """The step the combat is at: results, roll, checks, move_in, retreat, or done."""
        for action in ("results", "roll", "checks", "move_in", "retreat"):
            if self.can(action):
                return action
        return "done"


def _model(kind: str, data: dict):
    if kind == "maneuver":
        from .maneuver import Maneuver
        return Maneuver.from_dict(data)
    if kind == "assault":
        from .assault import Assault
        return Assault.from_dict(data)
    from .bombardment import Bombardment
    return Bombardment.from_dict(data)


def _stage_refusal(game: SaipanGame, action: str, key: str, kind: str, c) -> Any:
    """The combat's own reason (its stage) why ``action`` cannot be taken: the commands' words."""
    if action == "roll":
        return None if c.stage in _ROLL_AT[kind] else msg("{0} is at '{1}': no roll now", key, c.status())
    if action == "results":
        return None if c.stage == "rolled" else msg("{0} is at '{1}': roll first", key, c.status())
    if action == "checks":
        if c.stage == "checks":
            return None
        if kind == "assault":
            return msg("{0} is at '{1}': no checks now (S1)", key, c.status())
        return msg("{0} is at '{1}': no proficiency checks now", key, c.status())
    if action == "move_in":
        if c.stage != "declared":
            return msg("{0} is at '{1}'", key, c.status())
        open_m = [m.id for m in game.maneuver_combat.maneuvers()
                  if m.day == c.day and m.attacker == c.attacker and m.open]
        return msg("resolve maneuver combat {0} first (12.2.2 A)", ", ".join(open_m)) if open_m else None
    if action == "retreat":
        return None if c.retreats else msg("no retreat is owed in {0} (12.0 C)", key)
    return msg("a {0} has no such step", kind)


def combat_steps(game: SaipanGame, key: str) -> CombatSteps:
    """Combat ``key`` as it stands on record, with each step's refusal (the catalogue entry's ``when``
    first, then the combat's stage)."""
    from assistant.core.errors import InputError
    from .catalogue import CATALOGUE

    data = game.combats.combat_data().get(key)
    if data is None:
        raise InputError(msg("no combat {0!r}", key), "combat")
    kind = data.get("kind", "")
    if kind not in ENTRY_OF:
        raise InputError(msg("no combat {0!r}", key), "combat")
    c = _model(kind, data)
    refusals = []
    for action in ACTIONS:
        name = ENTRY_OF[kind].get(action)
        if name is None:
            continue
        why = CATALOGUE.entry(name).why_not(game) or _stage_refusal(game, action, key, kind, c)
        refusals.append((action, why))
    roles = tuple(dict.fromkeys(r.split("@", 1)[0] for r in c.retreats))
    rolled = tuple(c.rolled) if c.stage == "rolled" else ()
    return CombatSteps(key, kind, c.stage, c.status(), tuple(refusals), roles, rolled)


#: the catalogue entry that declares each kind of combat the Ground tab offers
DECLARE_ENTRY = {"maneuver": "declare_maneuver", "assault": "declare_assault", "banzai": "declare_assault",
                 "bombardment": "declare_bombardment"}


def declare_refusal(game: SaipanGame, kind: str):
    """Why a combat of ``kind`` cannot be declared now (the catalogue entry's ``when``), or None."""
    from .catalogue import CATALOGUE

    return CATALOGUE.entry(DECLARE_ENTRY[kind]).why_not(game)
