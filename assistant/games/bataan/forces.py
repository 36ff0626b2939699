"""The Bataan forces as data: four Japanese platoons and four American squads, each owned by a player slot."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Mapping

from assistant.core.errors import InputError
from assistant.core.tomlfile import read_toml

from .sides import AMERICAN, JAPANESE  # re-exported: the forces name the sides
from .weapons import WeaponsChart, resource_path
from assistant.core.messages import msg

FORCES_FILE = "scenarios/bataan_forces.toml"

# B25: the figures that are officers by name, and those the toggle adds
NAMED_OFFICER_ROLES = frozenset({"officer", "naval_officer"})
B25_TOGGLE_ROLES = frozenset({"chief_petty_officer", "gunnery_sergeant", "pilot"})


@dataclass(frozen=True)
class FigureSpec:
    id: str                    # "jp1-07", "us3-2"
    force_id: str              # "jp1" .. "jp4", "us1" .. "us4"
    side: str                  # japanese | american
    role: str                  # officer, flag_bearer, rifleman, lmg_gunner, knee_mortar, sniper, tank,
                               # naval_officer, chief_petty_officer, sailor, scout, gunnery_sergeant, ...
    name: str
    weapons: tuple[str, ...]
    officer: bool = False      # an officer by name (command source if Japanese; +1 melee, B25)
    leader: bool = False       # added to the melee officers by the B25 toggle
    command_exempt: bool = False
    vehicle: bool = False
    base_in: tuple[float, ...] = (1.0,)   # B2: a 1" round base; the tank 2.4" x 1.2"
    antitank_sacrifice: bool = False      # B18: the 1st Squad's naval officer

    @property
    def is_japanese(self) -> bool:
        return self.side == JAPANESE

    @property
    def is_sniper(self) -> bool:
        return self.role == "sniper"

    @property
    def is_tank(self) -> bool:
        return self.role == "tank"

    @property
    def gives_command(self) -> bool:
        """B5: Japanese officers and flag bearers give command within 6"."""
        return self.is_japanese and (self.officer or self.role == "flag_bearer")


@dataclass(frozen=True)
class ForceSpec:
    id: str
    side: str
    name: str
    player_slot: str
    player_label: str
    abilities: tuple[str, ...]
    ability_text: str
    figures: tuple[FigureSpec, ...]

    @property
    def platoon_number(self) -> int:
        """1-4 for both platoons and squads (from the id's last digit)."""
        return int(self.id[-1])

    def living(self, dead: Iterable[str]) -> tuple[FigureSpec, ...]:
        gone = set(dead)
        return tuple(f for f in self.figures if f.id not in gone)


@dataclass(frozen=True)
class Forces:
    forces: tuple[ForceSpec, ...]

    def __getitem__(self, force_id: str) -> ForceSpec:
        for f in self.forces:
            if f.id == force_id:
                return f
        raise InputError(msg("no force '{0}'", force_id), "forces")

    def side(self, side: str) -> tuple[ForceSpec, ...]:
        return tuple(f for f in self.forces if f.side == side)

    def figures(self, side: str | None = None) -> tuple[FigureSpec, ...]:
        return tuple(fig for f in self.forces if side is None or f.side == side for fig in f.figures)

    def figure(self, figure_id: str) -> FigureSpec:
        for fig in self.figures():
            if fig.id == figure_id:
                return fig
        raise InputError(msg("no figure '{0}'", figure_id), "forces")

    def platoon(self, number: int) -> ForceSpec:
        return self[f"jp{number}"]

    def owner(self, figure_id: str) -> str:
        """The player slot that moves this figure."""
        return self[self.figure(figure_id).force_id].player_slot

    def check_weapons(self, chart: WeaponsChart) -> None:
        for fig in self.figures():
            for w in fig.weapons:
                if w not in chart:
                    raise InputError(msg("weapon '{0}' is not in the weapons chart", w), f"figure '{fig.id}'")


def is_melee_officer(fig: FigureSpec, broad: bool) -> bool:
    """B25: officers by name; with the toggle also the CPO, the gunnery sergeant and the pilots."""
    return fig.officer or fig.role in NAMED_OFFICER_ROLES or (broad and (fig.leader or fig.role in B25_TOGGLE_ROLES))


def is_command_exempt(fig: FigureSpec, force: ForceSpec, banzai: bool = False) -> bool:
    """B6: Americans, the whole 4th Platoon, the snipers, and everyone under a Banzai Charge."""
    return (fig.side == AMERICAN or "command_exempt" in force.abilities or fig.command_exempt
            or fig.is_sniper or banzai)


def _figure(d: Mapping[str, Any], force_id: str, side: str, fid: str, where: str) -> FigureSpec:
    weapons = d.get("weapons")
    if not isinstance(weapons, list):
        raise InputError(msg("field 'weapons' must be a list of weapon ids"), where)
    base = d.get("base_in", [1.0])
    return FigureSpec(
        id=fid, force_id=force_id, side=side, role=str(d.get("role", "")),
        name=str(d.get("name", fid)), weapons=tuple(str(w) for w in weapons),
        officer=bool(d.get("officer", False)), leader=bool(d.get("leader", False)),
        command_exempt=bool(d.get("command_exempt", False)), vehicle=bool(d.get("vehicle", False)),
        base_in=tuple(float(x) for x in base), antitank_sacrifice=bool(d.get("antitank_sacrifice", False)))


def forces_from_dict(data: Mapping[str, Any], where: str = "forces") -> Forces:
    if data.get("schema_version", 1) != 1:
        raise InputError(msg("schema_version {0} is newer than this app knows", data.get('schema_version')), where)
    out = []
    for i, f in enumerate(data.get("force", ())):
        fw = f"{where}: force #{i + 1}"
        for req in ("id", "side", "name", "player_slot"):
            if req not in f:
                raise InputError(msg("missing field '{0}'", req), fw)
        fid, side = str(f["id"]), str(f["side"])
        if side not in (JAPANESE, AMERICAN):
            raise InputError(msg("side must be japanese or american, got {0!r}", side), f"{fw}: field 'side'")
        figs: list[FigureSpec] = []
        for g, grp in enumerate(f.get("group", ())):
            count = grp.get("count", 1)
            if not isinstance(count, int) or count < 0:
                raise InputError(msg("count must be a whole number >= 0"), f"{fw}: group #{g + 1}")
            for _ in range(count):
                n = len(figs) + 1
                figs.append(_figure(grp, fid, side, f"{fid}-{n:02d}", f"{fw}: group #{g + 1}"))
        for k, one in enumerate(f.get("figure", ())):
            n = len(figs) + 1
            figs.append(_figure(one, fid, side, str(one.get("id", f"{fid}-{n}")), f"{fw}: figure #{k + 1}"))
        if not figs:
            raise InputError(msg("a force needs figures"), fw)
        out.append(ForceSpec(id=fid, side=side, name=str(f["name"]), player_slot=str(f["player_slot"]),
                             player_label=str(f.get("player_label", f["player_slot"])),
                             abilities=tuple(f.get("abilities", ())), ability_text=str(f.get("ability_text", "")),
                             figures=tuple(figs)))
    ids = [fig.id for force in out for fig in force.figures]
    dup = sorted({i for i in ids if ids.count(i) > 1})
    if dup:
        raise InputError(msg("figure ids repeated: {0}", dup), where)
    return Forces(tuple(out))


def load_forces(path: str | Path | None = None) -> Forces:
    """Load the forces (the shipped scenario when ``path`` is None)."""
    p = Path(path) if path is not None else resource_path(FORCES_FILE)
    return forces_from_dict(read_toml(p, str(p) if path is not None else None), where=p.name)
