"""Bataan grenades and knee mortars (B12, B13, B26), thrown in place of fire.

Every foot figure carries grenades; a knee mortar needs a figure that carries one. Ranges come from
the weapons chart (12" American; 6" thrown, 12" knee mortar Japanese). The caller passes the
figures near the landing point with their distances to it (nearest first, B1 measure to the point).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping, Sequence

from assistant.core.charts import ChartBook
from assistant.core.errors import InputError

from . import rules
from .fire import Target, order_targets
from .forces import AMERICAN, FigureSpec
from .rolls import RollRecord
from .rulings import Rulings
from .sequence import FigureTurn, MoveMode, fire_permission, halve
from .tables import chart_roll
from .toggles import margin_in, second_american_near_point, us_grenade_halved_after_walk
from .weapons import Weapon, WeaponsChart
from .wounds import WoundResult, WoundState, roll_wound
from assistant.core.messages import msg


@dataclass(frozen=True)
class ThrowCheck:
    ok: bool
    weapon_id: str
    reasons: tuple[str, ...]
    flagged: bool = False
    halvings: int = 0
    rulings: tuple[str, ...] = ()


def grenade_weapon(fig: FigureSpec, chart: WeaponsChart, *, knee_mortar: bool = False) -> Weapon:
    if fig.is_tank:
        raise InputError(msg("the tank throws no grenades"), fig.id)
    if fig.side == AMERICAN:
        if knee_mortar:
            raise InputError(msg("Americans have no knee mortars"), fig.id)
        return chart["us_grenade"]
    if knee_mortar:
        if "knee_mortar" not in fig.weapons:
            raise InputError(msg("this figure carries no knee mortar"), fig.id)
        return chart["knee_mortar"]
    return chart["jp_grenade"]


def check_throw(fig: FigureSpec, distance_in: float, chart: WeaponsChart, *, knee_mortar: bool = False,
                turn: FigureTurn | None = None, seriously_wounded: bool = False, in_command: bool = True,
                command_exempt: bool = False, banzai: bool = False,
                rulings: Rulings | None = None) -> ThrowCheck:
    """May ``fig`` throw (or fire a knee mortar) at a point ``distance_in`` away? (B8, B12, B13)"""
    w = grenade_weapon(fig, chart, knee_mortar=knee_mortar)
    perm = fire_permission(fig, turn or FigureTurn(fig.id), seriously_wounded=seriously_wounded,
                           in_command=in_command, command_exempt=command_exempt, banzai=banzai,
                           grenade=True, rulings=rulings)
    reasons = list(perm.reasons)
    used = list(perm.rulings)
    margin = margin_in(rulings)
    ok = perm.allowed
    flagged = False
    if distance_in > w.range_in + margin:
        ok = False
        reasons.append(f"{distance_in:.2f}\" is beyond {w.label} range {w.range_in:g}\"")
    elif abs(distance_in - w.range_in) <= margin:
        flagged = True
        used.append("B28")
        reasons.append(f"{distance_in:.2f}\" against {w.range_in:g}\": too close to call (B28)")
    else:
        reasons.append(f"{distance_in:.2f}\" within {w.label} range {w.range_in:g}\"")
    used.insert(0, "B12" if fig.side == AMERICAN else "B13")
    return ThrowCheck(ok, w.id, tuple(reasons), flagged, perm.halvings if ok else 0, tuple(used))


# --- American grenade (B12, B26) ------------------------------------------------------------

@dataclass(frozen=True)
class AmericanGrenadeResult:
    roll: RollRecord
    kills_rolled: int
    kills_after_halving: int
    killed: tuple[str, ...]            # nearest the point first
    reasons: tuple[str, ...]
    flagged: tuple[str, ...] = ()      # figures within the B28 margin of 3": the referee decides
    rulings: tuple[str, ...] = ()


def american_grenade(thrower: FigureSpec, japanese_near_point: Sequence[Target], dice: Any, *,
                     turn: FigureTurn | None = None, seriously_wounded: bool = False,
                     rulings: Rulings | None = None, book: ChartBook | None = None) -> AmericanGrenadeResult:
    """One die = the number of Japanese killed within 3" of the landing point, nearest first (B12).

    After a walk (or a crawl that counts as one, B24) the kills are not halved by default; the B26
    toggle halves them (B23 rounding), and then a serious wound halves them again (B14).
    Check the throw first with `check_throw`.
    """
    if thrower.side != AMERICAN:
        raise InputError(msg("an American grenade needs an American thrower"), thrower.id)
    margin = margin_in(rulings)
    ordered = order_targets(japanese_near_point)
    inside = [t for t in ordered if t.distance_in <= rules.US_GRENADE_RADIUS_IN + margin]
    flagged = tuple(t.id for t in inside if abs(t.distance_in - rules.US_GRENADE_RADIUS_IN) <= margin)
    rec, row = chart_roll("american_grenade", dice, what="grenade",
                          why=f"{thrower.id} throws a grenade: Japanese within 3\" of the point die",
                          rulings=("B12",), book=book)
    rolled = row.count if row.count is not None else sum(rec.dice)
    used = ["B12"]
    reasons = [f"rolled {rolled}: up to {rolled} killed within 3\" of the point, nearest first (B12)"]
    t = turn or FigureTurn(thrower.id)
    halved_toggle, b26 = us_grenade_halved_after_walk(rulings)
    halvings = 0
    if t.mode in (MoveMode.WALK, MoveMode.CRAWL):
        used.append(b26)
        if halved_toggle:
            halvings += 1 + (1 if seriously_wounded else 0)
            reasons.append(f"{t.mode.value}: kills halved ({b26})")
        else:
            reasons.append(f"{t.mode.value}: not halved ({b26})")
    elif seriously_wounded and halved_toggle:
        halvings += 1
        reasons.append(f"seriously wounded: kills halved ({b26}, B14)")
    kills, label = halve(rolled, halvings, rulings)
    if label:
        used.append(label)
        reasons.append(f"{rolled} -> {kills} ({label})")
    killed = tuple(t.id for t in inside[:kills])
    if kills > len(inside):
        reasons.append(f"{kills} kills but only {len(inside)} Japanese within 3\": all of them killed")
    if flagged:
        used.append("B28")
    rec = replace(rec, outcome=f"kills_{len(killed)}", detail=f"{len(killed)} Japanese killed")
    return AmericanGrenadeResult(rec, rolled, kills, killed, tuple(reasons), flagged, tuple(dict.fromkeys(used)))


# --- Japanese grenade / knee mortar (B13) ---------------------------------------------------

@dataclass(frozen=True)
class JapaneseGrenadeResult:
    roll: RollRecord
    outcome: str                        # thrower_killed | dud | one_hit | two_hit
    thrower_killed: bool
    hit: tuple[str, ...]                # Americans hit (each rolled the wound chart)
    wounds: tuple[WoundResult, ...]
    killed: tuple[str, ...]             # Americans killed by their wound rolls
    reasons: tuple[str, ...]
    rulings: tuple[str, ...] = ()

    @property
    def rolls(self) -> tuple[RollRecord, ...]:
        return (self.roll,) + tuple(w.roll for w in self.wounds)


def japanese_grenade(thrower: FigureSpec, americans_near_point: Sequence[Target], dice: Any, *,
                     knee_mortar: bool = False, near_first: Sequence[Target] | None = None,
                     wound_states: Mapping[str, WoundState] | None = None,
                     entrenched: Mapping[str, bool] | None = None, rulings: Rulings | None = None,
                     book: ChartBook | None = None) -> JapaneseGrenadeResult:
    """One die on the Japanese grenade chart (B13): 1 kills the thrower, 2-3 dud, 4-5 the American
    nearest the point is hit, 6 also a second American within 2" of the first (default) or of the
    point (toggle). Each American hit rolls the wound chart (entrenchment -1).

    ``americans_near_point``: Americans with their distance to the landing point.
    ``near_first``: Americans with their distance to the nearest one (needed for a 6 under the
    default ruling; without it, a 6 hits only one).
    """
    if thrower.side == AMERICAN:
        raise InputError(msg("a Japanese grenade needs a Japanese thrower"), thrower.id)
    what = "knee mortar" if knee_mortar else "grenade"
    on_point, b13 = second_american_near_point(rulings)
    rec, row = chart_roll("japanese_grenade", dice, what="grenade",
                          why=f"{thrower.id} fires a {what}" if knee_mortar else f"{thrower.id} throws a grenade",
                          rulings=("B13",), book=book)
    outcome = row.result
    reasons: list[str] = [row.text]
    used = ["B13"]
    ordered = order_targets(americans_near_point)
    hit: list[str] = []
    if outcome in ("one_hit", "two_hit") and ordered:
        hit.append(ordered[0].id)
    elif outcome in ("one_hit", "two_hit"):
        reasons.append("no American near the point: nobody hit")
    if outcome == "two_hit" and hit:
        used.append(b13)
        radius = rules.JP_GRENADE_SECOND_RADIUS_IN
        margin = margin_in(rulings)
        if on_point:
            pool = [t for t in ordered[1:] if t.distance_in <= radius + margin]
        elif near_first is not None:
            pool = [t for t in order_targets(near_first) if t.id != hit[0] and t.distance_in <= radius + margin]
        else:
            pool = []
            reasons.append("distances from the first American not given: only one hit")
        if pool:
            hit.append(pool[0].id)
            if abs(pool[0].distance_in - radius) <= margin:
                used.append("B28")
                reasons.append(f"{pool[0].id} is within {margin:g}\" of 2\": too close to call (B28)")
        else:
            reasons.append(f"no second American within 2\" ({b13})")
    states = {k: WoundState(v) for k, v in (wound_states or {}).items()}
    dug = dict(entrenched or {})
    wounds = []
    for aid in hit:
        w = roll_wound(aid, states.get(aid, WoundState.HEALTHY), dice, entrenched=dug.get(aid, False),
                       why=f"hit by a Japanese {what}", book=book)
        states[aid] = w.after
        wounds.append(w)
    if wounds:
        used.append("B14")
    killed = tuple(w.figure_id for w in wounds if w.killed)
    return JapaneseGrenadeResult(rec, outcome, outcome == "thrower_killed", tuple(hit), tuple(wounds), killed,
                                 tuple(reasons), tuple(dict.fromkeys(used)))


def japanese_grenade_from_victims(thrower: FigureSpec, victims: Any, dice: Any, **kwargs: Any) -> JapaneseGrenadeResult:
    """`japanese_grenade` fed by the table's answer (``assistant.games.bataan.table.measure.GrenadeVictims``:
    ``first`` and ``second`` with ``figure`` and ``distance_in``, the second measured as the B13 ruling
    in force says)."""
    first, second = getattr(victims, "first", None), getattr(victims, "second", None)
    near = [v for v in (first, second) if v is not None]
    return japanese_grenade(thrower, near, dice, near_first=[second] if second is not None else [], **kwargs)
