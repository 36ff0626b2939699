"""Saipan victory (16.4, 15.1 C, rulings S3-S6): VPs tallied from recorded results, the turn-30
rule, the winner's level on the S3 scale, and one step toward the Japanese per successful Banzai."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Iterable

from assistant.core.errors import InputError

from . import rules
from .rulings import SaipanRulings
from assistant.core.messages import msg

RESULT_KINDS = ("ship_hit", "ship_sunk", "air_step", "ground_step", "banzai_success")


@dataclass(frozen=True)
class Result:
    """One recorded result. ``owner`` is the side whose unit suffered it (the other side scores)."""

    kind: str
    owner: str                        # "us" | "japanese"
    unit_id: str = ""
    ship_type: str = ""
    steps: int = 1
    vp: int | None = None             # a ship with no printed VPs (CVL, CVE): the referee's value (S5)

    def __post_init__(self) -> None:
        if self.kind not in RESULT_KINDS:
            raise InputError(msg("unknown result kind {0!r}", self.kind), f"result {self.unit_id}")
        if self.owner not in ("us", "japanese"):
            raise InputError(msg("unknown side {0!r}", self.owner), f"result {self.unit_id}")
        if self.kind.startswith("ship") and (not self.unit_id or self.ship_type not in rules.SHIP_TYPES):
            raise InputError(msg("a ship result needs the ship's id and type"), f"result {self.unit_id}")
        if self.vp is not None:
            if not self.kind.startswith("ship"):
                raise InputError(msg("only a ship result takes an entered VP value (S5)"), f"result {self.unit_id}")
            if self.vp < 0:
                raise InputError(msg("an entered VP value is 0 or more (S5)"), f"result {self.unit_id}")
        if self.steps < 1:
            raise InputError(msg("a result is at least 1 step"), f"result {self.unit_id}")

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        if d["vp"] is None:          # records written before S5 entries keep their shape
            del d["vp"]
        return d

    def text(self) -> str:
        """The result in words, for lists and the results log."""
        what = self.kind.replace("_", " ")
        parts = [what, f"({self.owner})"]
        if self.ship_type:
            parts.append(self.ship_type)
        if self.unit_id:
            parts.append(self.unit_id)
        if self.kind in ("air_step", "ground_step") and self.steps != 1:
            parts.append(f"x{self.steps}")
        if self.vp is not None:
            parts.append(f"[{self.vp} VP entered, S5]")
        return " ".join(parts)


def printed_ship_vp(ship_type: str) -> bool:
    """16.4 A prints VPs for BB, CV, CA, CL, CLA, DD, DE and AA; CVL and CVE have none (S5)."""
    return ship_type in rules.VP_SHIP


@dataclass(frozen=True)
class Tally:
    vp: dict[str, int]                       # side -> VPs scored
    lines: tuple[tuple[str, str, int, str], ...]   # (scoring side, what, VPs, rule)
    successful_banzai: int
    rulings: tuple[str, ...] = ()


def _ship_vp(ship_type: str, rulings: SaipanRulings, entries: dict[str, tuple[int, int]]) -> tuple[tuple[int, int], str]:
    if ship_type in rules.VP_SHIP:
        return rules.VP_SHIP[ship_type], "16.4 A"
    if rulings.carriers == "as_bb":
        return rules.VP_SHIP["BB"], "16.4 A; S5 toggle: as BB/CV"
    if ship_type not in entries:
        raise InputError(msg("no printed VPs for a {0}: enter (hit, sunk) values (ruling S5)", ship_type), "VP entries")
    return entries[ship_type], "S5: entered by the referee"


@dataclass
class _Ship:
    owner: str
    ship_type: str
    state: str = "damaged"
    entered: dict[str, int] = field(default_factory=dict)     # "damaged" / "sunk" -> the referee's VPs (S5)


def _ship_line(sid: str, ship: _Ship, r: SaipanRulings, entries: dict[str, tuple[int, int]]) -> tuple[int, str, str]:
    """(VPs, what, rule) for one ship at its final state (S4), carriers by S5."""
    stype, state = ship.ship_type, ship.state
    if not printed_ship_vp(stype) and r.carriers == "entries" and state in ship.entered:
        # S5: the value the referee entered is what that result scores
        if state == "damaged" or r.ship_scoring == "final_state":
            return ship.entered[state], f"{stype} {sid} {state} (value entered)", "S5: entered by the referee"
        pts = ship.entered["sunk"] + ship.entered.get("damaged", 0)
        return pts, f"{stype} {sid} sunk (each entered step scores, S4 toggle)", "S5: entered by the referee"
    (hit_vp, sunk_vp), rule = _ship_vp(stype, r, entries)
    if state == "damaged":
        return hit_vp, f"{stype} {sid} damaged", rule
    if r.ship_scoring == "each_step":
        return hit_vp + sunk_vp, f"{stype} {sid} sunk (each step scores, S4 toggle)", rule
    return sunk_vp, f"{stype} {sid} sunk (final state, S4)", rule


def tally(results: Iterable[Result], rulings: SaipanRulings | None = None,
          carrier_vp_entries: dict[str, tuple[int, int]] | None = None) -> Tally:
    """Victory points from the recorded results (16.4 A; S4 for ships damaged then sunk; S5 for
    carriers with no printed value: the value entered with the result, else ``carrier_vp_entries``)."""
    r = rulings or SaipanRulings()
    entries = carrier_vp_entries or {}
    vp = {"us": 0, "japanese": 0}
    lines: list[tuple[str, str, int, str]] = []
    ships: dict[str, _Ship] = {}
    banzai = 0
    for res in results:
        scorer = "japanese" if res.owner == "us" else "us"
        if res.kind in ("air_step", "ground_step"):
            per = rules.VP_AIR_STEP if res.kind == "air_step" else rules.VP_GROUND_STEP
            vp[scorer] += per * res.steps
            lines.append((scorer, f"{res.steps} {res.kind.replace('_', ' ')}(s) {res.unit_id}".strip(),
                          per * res.steps, "16.4 A"))
        elif res.kind == "banzai_success":
            if res.owner != "japanese":
                raise InputError(msg("a Banzai Charge is Japanese (15.1)"), "results")
            banzai += 1
        else:
            ship = ships.setdefault(res.unit_id, _Ship(res.owner, res.ship_type))
            ship.owner, ship.ship_type = res.owner, res.ship_type
            state = "sunk" if res.kind == "ship_sunk" or ship.state == "sunk" else "damaged"
            if res.vp is not None:
                ship.entered["sunk" if res.kind == "ship_sunk" else "damaged"] = res.vp
            ship.state = state
    used = {"S4"}
    for sid, ship in ships.items():
        scorer = "japanese" if ship.owner == "us" else "us"
        pts, what, rule = _ship_line(sid, ship, r, entries)
        if "S5" in rule:
            used.add("S5")
        vp[scorer] += pts
        lines.append((scorer, what, pts, rule))
    return Tally(vp, tuple(lines), banzai, tuple(sorted(used)))


def shift_level(level: str, successful_banzai: int) -> str:
    """One step toward the Japanese per successful Banzai Charge, on the S3 scale (15.1 C)."""
    if level not in rules.LEVELS:
        raise InputError(msg("unknown level {0!r}; the scale is {1} (S3)", level, rules.LEVELS), "level")
    i = min(len(rules.LEVELS) - 1, rules.LEVELS.index(level) + successful_banzai)
    return rules.LEVELS[i]


@dataclass(frozen=True)
class SaipanOutcome:
    decided: bool
    winner: str                    # "us" | "japanese" | "draw" | ""
    level: str                     # on the S3 scale after Banzai shifts; "" until the referee enters it
    level_before_banzai: str
    vp: dict[str, int]
    reasons: tuple[str, ...]
    rulings: tuple[str, ...] = field(default=())


def outcome(tally_: Tally, japanese_ground_left: bool, turns_completed: int,
            rulings: SaipanRulings | None = None, winner_level: str | None = None) -> SaipanOutcome:
    """Decide the game (16.4 B-C, S3, S6, 15.1 C).

    ``winner_level``: the winner's level entered by the referee ("marginal", "tactical",
    "strategic", S3); a draw needs none. Banzai shifts apply after.
    """
    r = rulings or SaipanRulings()
    vp = dict(tally_.vp)
    reasons: list[str] = []
    used = set(tally_.rulings) | {"S3"}
    if japanese_ground_left and turns_completed >= rules.LAST_TURN:
        winner = "japanese"
        reasons.append("Japanese ground forces still on Saipan at the end of turn 30 (16.4 C)")
    elif japanese_ground_left:
        return SaipanOutcome(False, "", "", "", vp, ("Japanese ground forces remain; the game goes on",))
    elif vp["us"] > vp["japanese"]:
        winner = "us"
        reasons.append(f"all Japanese ground forces gone; VPs {vp['us']} to {vp['japanese']} (16.4 A-B)")
    elif vp["japanese"] > vp["us"]:
        winner = "japanese"
        reasons.append(f"all Japanese ground forces gone; VPs {vp['japanese']} to {vp['us']} (16.4 A-B)")
    else:
        used.add("S6")
        winner = "japanese" if r.equal_vp == "japanese" else "draw"
        reasons.append(f"equal VPs ({vp['us']}): " + ("Japanese win (S6 toggle)" if winner == "japanese" else "a draw (S6)"))
    if winner == "draw":
        base = "draw"
    elif winner_level is None:
        base = ""
        reasons.append("the winner's level is entered by the referee (S3)")
    else:
        if winner_level not in ("marginal", "tactical", "strategic"):
            raise InputError(msg("a level is marginal, tactical or strategic (S3)"), "winner_level")
        base = f"{winner}_{winner_level}"
    level = base
    if base and tally_.successful_banzai:
        level = shift_level(base, tally_.successful_banzai)
        reasons.append(f"{tally_.successful_banzai} successful Banzai Charge(s): {base} -> {level} (15.1 C)")
    final_winner = winner if not level else ("draw" if level == "draw" else level.split("_")[0])
    return SaipanOutcome(True, final_winner, level, base, vp, tuple(reasons), tuple(sorted(used)))
