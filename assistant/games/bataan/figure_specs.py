"""Table figures as the Bataan rules engine's figures (Qt-free): force, role and weapons (B10), wound
state, and a figure as plain JSON while it is off the table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from assistant.games.bataan.table.figures import Base, Figure

from .sides import AMERICAN, JAPANESE
from .wounds import WoundState

if TYPE_CHECKING:
    from .forces import FigureSpec


US_WEAPONS = {"rifle": "springfield", "pistol": "pistol", "bar": "bar", "tommy_gun": "tommy_gun", "mg30": "mg30",
              "none": "pistol", "knee_mortar": "springfield", "tank_guns": "springfield"}
JP_WEAPONS = {"rifle": "jp_rifle", "pistol": "jp_pistol", "none": "jp_rifle", "bar": "jp_lmg", "tommy_gun": "jp_lmg",
              "mg30": "jp_lmg", "knee_mortar": "jp_rifle", "tank_guns": "tank_mg"}


# --- table figures as the engine's figures ------------------------------------------------------

def spec_of(f: Figure) -> FigureSpec:
    """The rules engine's view of a table figure: force, role and the weapons chart's weapon ids."""
    from .forces import FigureSpec
    name = f.name or f.id
    low = name.lower()
    if f.side == AMERICAN:
        role = f.role
        if f.role == "officer":
            role = "naval_officer" if f.unit == 1 else "officer"
        elif "chief petty" in low:
            role = "chief_petty_officer"
        elif "gunnery" in low:
            role = "gunnery_sergeant"
        elif "pilot" in low:
            role = "pilot"
        elif "scout" in low:
            role = "scout"
        weapons = (US_WEAPONS[f.weapon],)
        if f.role == "mg30_crew" and f.weapon == "mg30":
            weapons += ("pistol",)          # B29: each crewman of the .30 MG also carries a pistol
        return FigureSpec(f.id, f"us{f.unit}", AMERICAN, role, name, weapons,
                          officer=f.role == "officer", antitank_sacrifice=f.role == "officer" and f.unit == 1,
                          base_in=(1.0,))
    if f.role == "tank":
        weapons: tuple[str, ...] = ("tank_mg", "tank_mg", "tank_cannon")  # two machine guns and a cannon
    elif f.role == "sniper":
        weapons = ("sniper_rifle",)
    elif f.role == "knee_mortar":
        weapons = ("jp_rifle", "knee_mortar")
    else:
        weapons = (JP_WEAPONS[f.weapon],)
    return FigureSpec(f.id, f"jp{f.unit}", JAPANESE, f.role, name, weapons, officer=f.role == "officer",
                      command_exempt=f.unit == 4 or f.role == "sniper", vehicle=f.role == "tank",
                      base_in=(2.4, 1.2) if f.role == "tank" else (1.0,))


def wound_state(f: Figure) -> WoundState:
    return {"serious": WoundState.SERIOUS, "dead": WoundState.DEAD}.get(f.wounds, WoundState.HEALTHY)


def figure_dict(f: Figure) -> dict[str, Any]:
    """A figure as plain JSON (kept in the state while it is off the table)."""
    d = {k: getattr(f, k) for k in ("id", "side", "unit", "role", "x", "y", "weapon", "name", "heading_deg",
                                    "wounds", "revealed", "entrenched")}
    d["base"] = f.base.to_dict()
    return d


def figure_from_dict(d: dict[str, Any]) -> Figure:
    return Figure(**{**{k: v for k, v in d.items() if k != "base"}, "base": Base(**d["base"])})
