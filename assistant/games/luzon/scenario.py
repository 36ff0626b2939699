"""The Luzon campaign as data: the turn track, the set-up and the order of arrival (6.0), read from
``resources/scenarios/luzon.toml``; the victory lines (5.0) as regions of the map."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from assistant.core.errors import InputError
from assistant.core.tomlfile import read_toml
from assistant.core.hexes import Hex, HexMap, distance, load_map, within
from assistant.games.luzon import rules
from assistant.core.messages import msg

SIDES = ("allied", "japanese")
KINDS = ("inf", "cav", "armor", "tank", "recon", "arty", "eng", "hq", "air")
MODES = ("combat", "move", "strat")
_NOT_ATTACK_CAPABLE = ("arty", "hq", "air")
HALF_HEX = math.sqrt(3) / 2   # half a flat hex, north to south, in hex-size units
_STRENGTH = re.compile(r"^(\(?)(\d+)\)?(?:-(\d+)-(\d+))?$")


def _scenarios_dir():
    from assistant.paths import resource

    return resource("scenarios")


@dataclass(frozen=True)
class UnitSpec:
    """One counter of the set-up or the order of arrival."""

    id: str
    side: str
    name: str
    kind: str
    strength: str = ""          # as printed: "3-0-3", "(1)-3-6", "(2)" for an HQ, "" for air
    hex: str | None = None      # printed hex number where it sets up / arrives
    place: str | None = None    # where it may go when no single hex is given
    mode: str = "combat"
    arrives: int = 1
    re: float = 1.0
    reduced: bool = False
    within: int = 0             # a reinforcement placed within this many hexes of ``hex`` (0: in it)
    option: str = ""            # "japanese 2": in play only with that optional variation (4.0)

    @property
    def is_ground(self) -> bool:
        return self.kind != "air"

    @property
    def attack_capable(self) -> bool:
        """OCS: a ground unit whose combat strength is not in parentheses (artillery, HQs and
        defence-only units such as the engineers' "(1)" are not)."""
        return self.kind not in _NOT_ATTACK_CAPABLE and not self.strength.startswith("(")

    @property
    def combat_strength(self) -> int:
        """Combat-mode combat strength (the first printed number; 0 for air; the HQ's 2)."""
        m = _STRENGTH.match(self.strength)
        return int(m.group(2)) if m else 0


@dataclass(frozen=True)
class SupplySpec:
    side: str
    hex: str
    sp: int
    arrives: int = 1
    wagon_points: int = 0


@dataclass(frozen=True)
class Variation:
    """One set-up change an optional variation (4.0) makes: to a unit (``unit``: hex, arrives,
    reduced, remove) or to a supply entry (``supply``: (hex, arrives) -> sp), or a new supply entry."""

    option: str                          # "japanese 1", "allied 10"
    unit: str = ""
    supply: tuple[str, int] | None = None
    add_supply: SupplySpec | None = None
    changes: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class Turn:
    number: int
    label: str
    date: str
    first_player: str                   # "japanese", "allied" or "initiative" (series roll)
    weather: str                        # "roll"
    japanese_automatic_supply: bool
    japanese_supply_sources: tuple[str, ...]
    allied_supply_sources: tuple[str, ...]
    checks: tuple[str, ...]             # "sudden_death", "victory"


@dataclass(frozen=True)
class VictoryLine:
    """A printed victory line taken as the straight line through its end hexes' centres, extended
    across ``columns``: a hex whose centre lies within half a hex (north-south) of it is *on* the
    line, one further below is *south* of it. Only hexes inside ``columns`` x ``rows`` count."""

    name: str
    start: str
    end: str
    columns: tuple[int, int]
    rows: tuple[int, int]

    def _gap(self, m: HexMap, hex: Hex) -> float:
        """How far (hex-size units) the line runs north of ``hex``'s centre (negative: south)."""
        (x0, y0), (x1, y1) = m.center(m.parse(self.start)), m.center(m.parse(self.end))
        x, y = m.center(hex)
        return y0 + (y1 - y0) / (x1 - x0) * (x - x0) - y

    def is_south(self, m: HexMap, hex: Hex) -> bool:
        """True when ``hex`` lies inside the box and its centre is more than half a hex below the
        line (a hex whose centre is exactly half a hex away shares the line with its neighbour
        and counts as on it)."""
        if not m.contains(hex):
            return False
        col, row = m.to_offset(hex)
        if not (self.columns[0] <= col <= self.columns[1] and self.rows[0] <= row <= self.rows[1]):
            return False
        return self._gap(m, hex) > HALF_HEX + 1e-9

    def hexes(self, m: HexMap) -> list[Hex]:
        """The line's own hexes between its printed ends (two in a column where it runs exactly
        between them), west to east."""
        c0, c1 = sorted((m.to_offset(m.parse(self.start))[0], m.to_offset(m.parse(self.end))[0]))
        return [m.from_offset(c, r) for c in range(c0, c1 + 1)
                for r in range(m.first_row, m.last_row + 1)
                if abs(self._gap(m, m.from_offset(c, r))) <= HALF_HEX + 1e-9]


@dataclass(frozen=True)
class VictorySettings:
    manila_hexes: tuple[str, ...]
    manila_min_re: float
    manila_min_attack_strength: int
    sudden_death_hex: str
    sudden_death_turn: int
    final_turn: int
    japan_line: VictoryLine
    allied_line: VictoryLine


@dataclass(frozen=True)
class Scenario:
    map: HexMap
    turns: tuple[Turn, ...]
    units: tuple[UnitSpec, ...]
    supply: tuple[SupplySpec, ...]
    victory: VictorySettings
    first_player: str
    reroll_counter_starts_with: str
    reserve_markers: dict
    reserve_marker_arrivals: tuple[tuple[str, int, int], ...]   # (side, count, turn)
    air_strips: tuple[str, ...]
    variations: tuple[Variation, ...] = ()
    optional_units: tuple[UnitSpec, ...] = ()      # in play only with their optional variation (4.0)

    def turn(self, number: int) -> Turn:
        for t in self.turns:
            if t.number == number:
                return t
        raise InputError(msg("no turn {0}: the game has turns 1-{1}", number, len(self.turns)), "turn")

    def unit(self, unit_id: str) -> UnitSpec:
        for u in self.units:
            if u.id == unit_id:
                return u
        raise InputError(msg("no unit with id {0!r}", unit_id), "unit")

    def arriving(self, number: int, side: str | None = None) -> list[UnitSpec]:
        """Units that enter as reinforcements on turn ``number`` (turn 1: the set-up)."""
        return [u for u in self.units if u.arrives == number and (side is None or u.side == side)]

    def arrival_hexes(self, unit_id: str) -> list[str]:
        """Where a reinforcement may be placed (2.1c, 3.1b, 6.0): its printed hex, or any map hex
        within ``within`` hexes of it."""
        u = self.unit(unit_id)
        if u.hex is None:
            return []
        if not u.within:
            return [u.hex]
        m = self.map
        found = [h for h in within(m.parse(u.hex), u.within) if m.contains(h)]
        return sorted((m.label(h) for h in found), key=lambda lab: m.to_offset(m.parse(lab)))

    def reserve_markers_available(self, side: str, number: int) -> int:
        """Reserve markers ``side`` has on turn ``number`` (6.0): those at the start (Allied 0, Japanese 3)
        and those its order of arrival has brought by then (the Allies' 2 on 26 Dec)."""
        start = int(self.reserve_markers.get(side, 0))
        return start + sum(c for sd, c, n in self.reserve_marker_arrivals if sd == side and n <= number)

    def supply_arriving(self, number: int, side: str | None = None) -> list[SupplySpec]:
        return [s for s in self.supply if s.arrives == number and (side is None or s.side == side)]

    def supply_sources(self, number: int, side: str) -> tuple[str, ...]:
        t = self.turn(number)
        return t.allied_supply_sources if side == "allied" else t.japanese_supply_sources

    def checklist(self, number: int) -> list[str]:
        """The turn's to-do list for the referee, in our own words."""
        t = self.turn(number)
        out = [f"Turn {t.number} ({t.label})"]
        out.append("Weather: roll one die for flight conditions (1-2 Limited Flight, 3-6 Normal)")
        if t.first_player == "initiative":
            out.append("First player: initiative roll (OCS series; the re-roll counter cannot be used on it)")
        else:
            out.append(f"First player: {t.first_player.capitalize()} (fixed this turn)")
        if t.japanese_automatic_supply:
            out.append("Japanese supply: automatically in trace supply this turn")
        else:
            out.append("Japanese supply sources: " + ", ".join(t.japanese_supply_sources))
        out.append("Allied supply sources: " + ", ".join(t.allied_supply_sources))
        if number > 1:
            for side in SIDES:
                arrivals = [f"{u.name} " + (f"within {u.within} hexes of {u.hex}" if u.within else
                                            f"at {u.hex or u.place}") for u in self.arriving(number, side)]
                arrivals += [f"{s.sp} SP at {s.hex}" + (f" (+{s.wagon_points} wagon points, empty)"
                                                         if s.wagon_points else "")
                             for s in self.supply_arriving(number, side)]
                arrivals += [(f"{c} reserve marker" + ("" if c == 1 else "s") + f" (now {self.reserve_markers_available(side, number)})")
                             for sd, c, n in self.reserve_marker_arrivals if sd == side and n == number]
                if arrivals:
                    out.append(f"{side.capitalize()} reinforcements: " + "; ".join(arrivals))
        out.append("Allied Reinforcement Phase: recovery draw, then a replacement roll (2D6, 8+)")
        if "sudden_death" in t.checks:
            out.append("Clean-Up Phase: Japanese sudden-death check (attack-capable unit in 17.16)")
        if "victory" in t.checks:
            out.append("End of turn: victory check (5.0)")
        # last, so the ticks stored by line number in older games keep their lines
        out.append("Reserve markers available (6.0): " + ", ".join(
            f"{side.capitalize()} {self.reserve_markers_available(side, number)}" for side in SIDES))
        return out


# ------------------------------------------------------------------------------ loading

def _need(d: dict, key: str, where: str):
    if key not in d:
        raise InputError(msg("missing field {0!r}", key), where)
    return d[key]


def _check_hex(m: HexMap, label: str, where: str) -> str:
    try:
        m.parse(label)
    except InputError as err:
        raise InputError(err.message, where) from None
    return label


def load_scenario(name: str = "luzon") -> Scenario:
    """Read and check ``resources/scenarios/<name>.toml``; errors name the file and the entry."""
    path = _scenarios_dir() / f"{name}.toml"
    src = f"resources/scenarios/{name}.toml"
    return scenario_from_dict(read_toml(path, src), src)


def scenario_from_dict(data: dict, src: str = "scenario") -> Scenario:
    if data.get("schema_version") != 1:
        raise InputError(msg("schema_version must be 1, got {0!r}", data.get('schema_version')), src)
    m = load_map(_need(data, "map", src))
    turns = []
    for i, t in enumerate(_need(data, "turn", src)):
        w = f"{src}: turn[{i + 1}]"
        turns.append(Turn(
            number=_need(t, "number", w), label=_need(t, "label", w), date=_need(t, "date", w),
            first_player=_need(t, "first_player", w), weather=t.get("weather", "roll"),
            japanese_automatic_supply=bool(t.get("japanese_automatic_supply", False)),
            japanese_supply_sources=tuple(_check_hex(m, h, w) for h in t.get("japanese_supply_sources", [])),
            allied_supply_sources=tuple(_check_hex(m, h, w) for h in t.get("allied_supply_sources", [])),
            checks=tuple(t.get("checks", []))))
        if turns[-1].first_player not in (*SIDES, "initiative"):
            raise InputError(msg("first_player must be allied, japanese or initiative"), w)
    if [t.number for t in turns] != list(range(1, len(turns) + 1)):
        raise InputError(msg("turns must be numbered 1, 2, 3 ... in order"), src)
    units, seen = [], set()
    for i, u in enumerate(_need(data, "unit", src)):
        w = f"{src}: unit[{i + 1}] {u.get('id', '?')!r}"
        spec = UnitSpec(
            id=_need(u, "id", w), side=_need(u, "side", w), name=_need(u, "name", w),
            kind=_need(u, "kind", w), strength=u.get("strength", ""), hex=u.get("hex"),
            place=u.get("place"), mode=u.get("mode", "combat"), arrives=u.get("arrives", 1),
            re=float(u.get("re", rules.HQ_RE if u.get("kind") == "hq" else 1.0)),
            reduced=bool(u.get("reduced", False)), within=int(u.get("within", 0)), option=u.get("option", ""))
        if spec.id in seen:
            raise InputError(msg("duplicate unit id"), w)
        seen.add(spec.id)
        if spec.side not in SIDES:
            raise InputError(msg("side must be allied or japanese, got {0!r}", spec.side), w)
        if spec.kind not in KINDS:
            raise InputError(msg("kind must be one of {0}, got {1!r}", ', '.join(KINDS), spec.kind), w)
        if spec.mode not in MODES:
            raise InputError(msg("mode must be one of {0}, got {1!r}", ', '.join(MODES), spec.mode), w)
        if spec.hex is None and not spec.place:
            raise InputError(msg("needs a hex or a place"), w)
        if spec.hex is not None:
            _check_hex(m, spec.hex, w)
        if spec.within and spec.hex is None:
            raise InputError(msg("'within' needs the hex it counts from"), w)
        if spec.strength and not _STRENGTH.match(spec.strength):
            raise InputError(msg("strength {0!r} is not like 3-0-3, (1)-3-6 or (2)", spec.strength), w)
        if not 1 <= spec.arrives <= len(turns):
            raise InputError(msg("arrives must be a turn 1-{0}", len(turns)), w)
        units.append(spec)
    supply = []
    for i, s in enumerate(data.get("supply", [])):
        w = f"{src}: supply[{i + 1}]"
        supply.append(SupplySpec(side=_need(s, "side", w), hex=_check_hex(m, _need(s, "hex", w), w),
                                 sp=_need(s, "sp", w), arrives=s.get("arrives", 1),
                                 wagon_points=s.get("wagon_points", 0)))
    v = _need(data, "victory", src)
    lines = {}
    for key in ("japan_line", "allied_line"):
        w = f"{src}: victory.{key}"
        d = _need(v, key, w)
        lines[key] = VictoryLine(key, _check_hex(m, _need(d, "from", w), w),
                                 _check_hex(m, _need(d, "to", w), w),
                                 tuple(_need(d, "columns", w)), tuple(_need(d, "rows", w)))
    w = f"{src}: victory"
    victory = VictorySettings(
        manila_hexes=tuple(_check_hex(m, h, w) for h in _need(v, "manila_hexes", w)),
        manila_min_re=_need(v, "manila_min_re", w),
        manila_min_attack_strength=_need(v, "manila_min_attack_strength", w),
        sudden_death_hex=_check_hex(m, _need(v, "sudden_death_hex", w), w),
        sudden_death_turn=_need(v, "sudden_death_turn", w), final_turn=_need(v, "final_turn", w),
        **lines)
    variations = tuple(_variation(m, v, f"{src}: variation[{i + 1}]", seen)
                       for i, v in enumerate(data.get("variation", [])))
    return Scenario(
        variations=variations, optional_units=tuple(u for u in units if u.option), map=m, turns=tuple(turns),
        units=tuple(u for u in units if not u.option), supply=tuple(supply), victory=victory,
        first_player=data.get("first_player", "japanese"),
        reroll_counter_starts_with=data.get("reroll_counter_starts_with", "japanese"),
        reserve_markers=dict(data.get("reserve_markers", {})),
        reserve_marker_arrivals=tuple((r["side"], r["count"], r["arrives"])
                                      for r in data.get("reserve_marker_arrival", [])),
        air_strips=tuple(_check_hex(m, h, src) for h in data.get("air_strips", {}).get("hexes", [])))


_VARIATION_FIELDS = {"hex", "arrives", "reduced", "remove", "sp"}


def _variation(m: HexMap, v: dict, where: str, unit_ids: set[str]) -> Variation:
    option = _need(v, "option", where)
    side, _, number = str(option).partition(" ")
    if side not in SIDES or not number.isdigit():
        raise InputError(msg("option must be like 'japanese 1' or 'allied 10', got {0!r}", option), where)
    changes = tuple((k, v[k]) for k in sorted(_VARIATION_FIELDS & set(v)))
    if "hex" in v:
        _check_hex(m, v["hex"], where)
    if "unit" in v:
        if v["unit"] not in unit_ids:
            raise InputError(msg("no unit {0!r}", v['unit']), where)
        return Variation(option, unit=v["unit"], changes=changes)
    if "supply_hex" in v:
        key = (_check_hex(m, v["supply_hex"], where), int(v.get("supply_arrives", 1)))
        return Variation(option, supply=key, changes=changes)
    if "add_supply" in v:
        a = v["add_supply"]
        return Variation(option, add_supply=SupplySpec(_need(a, "side", where), _check_hex(m, _need(a, "hex", where), where),
                                                       int(_need(a, "sp", where)), int(a.get("arrives", 1))))
    raise InputError(msg("a variation names a unit, a supply_hex or an add_supply"), where)


# ------------------------------------------------------------------------------ places

def air_box_distance(m: HexMap, hex: Hex) -> int:
    """Hexes from ``hex`` to the Northern Luzon air box (1.3b): the box lies 25 hexes beyond any
    north-edge hex, so this is 25 plus the distance to the nearest north-edge hex."""
    return rules.AIR_BOX_HEXES_FROM_NORTH_EDGE + min(distance(hex, e) for e in m.edge_hexes("north"))


def recovery_hexes(s: Scenario, japanese_hold_all_manila: bool) -> list[str]:
    """Where recovered and rebuilt Allied units may be placed (3.1c, 3.1d): within 2 hexes of any
    Manila city hex (unless the Japanese control all of them) or of Balanga, even in an EZOC and
    even if Balanga is held by the enemy."""
    m = s.map
    centres = [rules.BALANGA] + ([] if japanese_hold_all_manila else list(s.victory.manila_hexes))
    found: set[Hex] = set()
    for c in centres:
        found.update(h for h in within(m.parse(c), rules.RECOVERY_RADIUS_HEXES) if m.contains(h))
    return sorted((m.label(h) for h in found), key=lambda lab: m.to_offset(m.parse(lab)))
