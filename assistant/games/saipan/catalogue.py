"""Every command and query of a Saipan game, declared once (Qt-free).

The palette, its forms and ``table-assistant play`` are built from this list (see
:mod:`assistant.games.catalogue`); the board's own buttons and gestures call the same methods of
:class:`~assistant.games.saipan.commands.SaipanGame` (a click-move on the map is ``move_units``, checked
as ``move_stack``). Rules are named as the rulebook numbers them (``10.0 B1``, ``14.6 A``), the unprinted
tables as T4, and the rulings S1-S10 of ``RULINGS.md``.
"""

from __future__ import annotations

from fractions import Fraction

from assistant.games.catalogue import Catalogue, Entry, OddsTable, Param, Preview, odds_table

from . import rules
from .combats import drm_text, modified_odds
from .commands import SaipanGame
from .commands.base import GameBase
from .commands.day import LEVELS
from .commands.fleet_entries import KINDS as AIR_NAVAL_KINDS
from .fleet import MISSIONS
from .units import GROUND_TYPES
from .victory import RESULT_KINDS

SIDE = Param("side", "side", "side")
UNITS = Param("ids", "unit", "units", many=True)
KEY = Param("key", "text", "combat", help="its key on record: m001 (maneuver), a001 (assault), b001 (bombardment)")
ROLE = Param("role", "choice", "role", choices=("attacker", "defender"))


# -- when a command can be used (each reason names its rule) ---------------------------------------------
def _over(game) -> str | None:
    cl = game.checklist
    return f"the game ended after turn {cl.turn} (16.4 C); undo to play on" if cl.over else None


def _setup_pending(game) -> str | None:
    return _over(game) or ("the set-up is not done yet (16.1, 16.3): finish it and tick it on the Day tab"
                           if game.checklist.setup_pending else None)


def _in_setup(game) -> str | None:
    over = _over(game)
    if over:
        return over
    cl = game.checklist
    if cl.turn != 1 or (cl.setup and not cl.setup_pending) or (not cl.setup and cl.done):
        return "the Japanese set up before turn 1 begins (16.1 A); later, only a correction places a unit"
    return None


def _moving(game) -> str | None:
    return game.movement.movement_refusal()


# -- what the previews show --------------------------------------------------------------------------------
def _lines(plan) -> Preview:
    return Preview(tuple(plan.lines()))


def _move_plan(plan) -> Preview:
    mp = f"{plan.cost_mp} MP (TEC entries)" if plan.cost_mp is not None else "terrain not costed"
    lines = [f"{', '.join(u.label for u in plan.units)}: {' → '.join(plan.path)}, {mp} (11.0)"]
    lines += [f"{u.label}: {u.mp_spent} of {u.movement} MP spent today (11.0 A, D)" for u in plan.units]
    return Preview(tuple(lines + list(plan.notes)))


def _click_move(game, ids, to_hex):
    return game.movement.plan_move(ids, game.movement.path_to(ids, to_hex))


def _fire_tables(odds) -> Preview:
    tables, lines = [], []
    for f in odds:
        if f.drm is None:
            lines.append(f.line())
            continue
        who = "Attacker" if f.role == "attacker" else "Defender"
        head = (f"{who} ({f.side}) fires {f.attack} on the Assault CRT" if f.assault else
                f"{who} ({f.side}): {f.attack} vs {f.target_defence}, differential {f.differential:+d}")
        tables.append(odds_table(f"{head}: modified roll", modified_odds(f.drm), "12.1.1, 12.2.2, 13.0 D, T4",
                                 [drm_text(f.drms)] if f.drms else ()))
    return Preview(tuple(lines), tuple(tables))


def _plan_maneuver(game, side, ids, target_hex, terrain_drm=0, return_terrain_drm=0):
    return game.maneuver_combat.maneuver_odds(game.maneuver_combat.plan_maneuver(side, ids, target_hex, terrain_drm, return_terrain_drm))


def _plan_assault(game, side, ids, target_hex, banzai=False, terrain_drm=0):
    return game.assault_combat.assault_odds(game.assault_combat.plan_assault(side, ids, target_hex, banzai, terrain_drm))


def _bombard_table(game, b) -> Preview:
    drms = game.bombard.bombardment_drms(b)
    drm = sum(d.value for d in drms)
    return Preview((f"{b.total} BP on {b.target}: the {b.total} column (12.3 A)",),
                   (odds_table(f"Bombardment: modified roll on the {b.total} column", modified_odds(drm),
                               "12.3, T4", [drm_text(drms)] if drms else ()),))


def _plan_bombardment(game, side, target_hex, sources, terrain_drm=0):
    return _bombard_table(game, game.bombard.plan_bombardment(side, target_hex, sources, terrain_drm))


def _bombardment_roll(game, key):
    return _bombard_table(game, game.bombard.bombardment(key))


def _hit_or_miss(p: Fraction) -> tuple[tuple[str, Fraction], ...]:
    return (("miss", 1 - p), ("hit", p))


def _attack_plan(plan) -> Preview:
    tables = []
    for a, t, p in zip(plan.attacks, plan.targets, plan.chances):
        mods = [f"target {t.ship_type} {a.drm:+d} ({a.drm_rule})"] if a.drm else []
        tables.append(odds_table(f"{a.attacker} → {(t.ship_type + ' ') if t.ship_type else ''}{t.id}: "
                                 f"{a.points} point(s)", _hit_or_miss(p), plan.rule, mods))
    return Preview(tables=tuple(tables))


def _air_combat_plan(plan) -> Preview:
    from .commands.attacks import hit_chance
    tables = []
    for tag, group in (("first: unengaged CAP", plan.first), ("simultaneous", plan.rest)):
        for a in group:
            tables.append(odds_table(f"{a.attacker} → {a.target} ({tag})", _hit_or_miss(hit_chance(a)),
                                     "14.3 A-C, F, S9"))
    return Preview(tables=tuple(tables))


def _search_odds(value) -> Preview:
    d, odds = value
    return Preview((f"searched from {d} zone(s) away (14.1)",),
                   (odds_table("Sea-zone search", odds, "14.1", ordered=False),))


def _chart(title: str, rule: str):
    def shown(odds) -> Preview:
        return Preview(tables=(odds_table(title, odds, rule, ordered=False),))
    return shown


def _check_odds(value) -> Preview:
    tables = [odds_table(f"{role}: proficiency check at {best}", _hit_or_miss(Fraction(p)) if best else
                         (("no unit left", Fraction(1)),), "12.1.1 C") for role, (best, p) in value.items()]
    return Preview(tables=tuple(OddsTable(t.title, tuple(("fails" if w == "miss" else "passes" if w == "hit" else w, c)
                                                         for w, c in t.rows), t.rule) for t in tables))


def _missions(game, ids, mission, zone):
    return [f"{p.label}: {mission.replace('_', ' ')} in {zone} (9.1 F, 14.2)"
            for p in (game.fleet.plan_mission(i, mission, zone) for i in ids)]


def _breaches(left) -> Preview:
    if not left:
        return Preview(("The set-up is complete and legal (16.1, 16.3): tick it on the Day tab.",))
    return Preview(tuple(left), problems=(f"{len(left)} point(s) remain before the set-up is complete",))


def _units(units) -> Preview:
    return Preview(tuple(f"{u.id}: {u.side} {u.label} {u.counter_text()} in {u.hex or 'off the map'}"
                         + (" [hidden]" if u.hidden else "") for u in units) or ("no unit",))


def _fleet(units) -> Preview:
    return Preview(tuple(f"{u.id}: {u.text()} " + (f"aboard {u.carrier}" if u.carrier else f"in {u.zone}")
                         for u in units) or ("none",))


def _round(r) -> Preview:
    order = "; then ".join(" and ".join(step) for step in r.order)
    lines = [f"round {r.number}: {order} fire{' (together)' if any(len(s) > 1 for s in r.order) else ''}"]
    if r.us_drm:
        lines.append(f"US DRM {r.us_drm:+d} (15.1 B)")
    if r.japanese_proficiency is not None:
        lines.append(f"Japanese proficiency {r.japanese_proficiency} (Banzai, 15.1 B)")
    if r.retreats_ignored:
        lines.append("retreats ignored (15.1 B)")
    if r.proficiency_check_first:
        lines.append("both sides check before this round (S1 toggle)")
    return Preview(tuple(lines + [f"rules: {', '.join(r.rules)}"]))


def _combats(items) -> Preview:
    return Preview(tuple(f"{c.id}: {c.status()}" for c in items) or ("none",))


def _view(value) -> Preview:
    return Preview(tuple(f"{h}: {'; '.join(lines)}" for h, lines in sorted(value.items())) or ("nothing on the map",))


# -- the game's values, for forms and for checking typed ids ------------------------------------------------
def _unit_list(game):
    ground = [(u.id, f"{u.id} ({u.side} {u.label}, {u.hex or 'off the map'})") for u in game.units()]
    fleet = [(u.id, f"{u.id} ({u.side} {u.type} {u.label})") for u in game.fleet.air_naval_units()]
    return ground + fleet


def _sides(game):
    return [("us", "US"), ("japanese", "Japanese")]


#: the game's procedure objects (issue 22.5): an entry's method is reached through the one that holds it
PROCEDURES = ("sequence", "rolls", "attacks", "air", "fleet", "fleet_entries", "carriers", "transports", "ground",
              "movement", "combats", "maneuver_combat", "assault_combat", "bombard", "vps")


def _path(method: str) -> str:
    """``move_stack`` -> ``movement.move_stack``: the dotted path to the procedure that holds a method (the
    game's own readers, such as ``units``, stay as they are)."""
    if "." in method or hasattr(GameBase, method):
        return method
    found = [p for p in PROCEDURES if hasattr(getattr(SaipanGame, p), method)]
    if len(found) != 1:
        raise ValueError(f"saipan catalogue: {method!r} is in {found or 'no procedure'}")
    return f"{found[0]}.{method}"


def _entry(name, title, rule, group, summary, *params, **kw) -> Entry:
    kw["call"] = _path(kw.get("call") or name)
    if isinstance(kw.get("preview"), str) and kw["preview"]:
        kw["preview"] = _path(kw["preview"])
    kw["also"] = tuple(_path(m) for m in kw.get("also", ()))
    return Entry(name, title, rule, group, summary, tuple(params), **kw)


HEX = Param("at_hex", "hex", "hex")
TO = Param("to_hex", "hex", "to hex")
TARGET = Param("target_hex", "hex", "target hex")
TERRAIN = Param("terrain_drm", "integer", "terrain DRM (TEC entry, T4)", default=0, low=-5, high=5)
CARRIER_VP = Param("carrier_vp", "json", "CVL/CVE VPs", default=None,
                   help="[damaged, sunk]: the VPs entered for a CVL or CVE (S5), e.g. [2, 4]")
CRT = "a CRT result as read off the unprinted CRT (T4): {\"steps\": 1, \"retreat\": false, \"end\": false}"

ENTRIES = (
    # -- set-up (16.1, 16.3, 15.2-15.3) ---------------------------------------------------------------------
    _entry("setup_check", "Check the set-up", "16.1, 16.3, 14.6 A, 15.3", "Set-up",
           "What remains of the set-up and each breach of it: Japanese on Saipan, US aboard transports",
           preview="setup_check", query=True, shown=_breaches, words=("setup", "order of battle", "breaches")),
    _entry("set_up", "Set up Japanese units", "16.1 A", "Set-up",
           "Japanese units waiting off the map set up on Saipan, before turn 1 begins", UNITS, HEX,
           when=_in_setup, words=("setup", "place", "deploy")),
    _entry("transports_needed", "Transports needed", "14.6 A", "Set-up",
           "How many transports the US ground units off the map need, ten a ship", query=True,
           also=("transport_count",), words=("troopship", "AA ships", "capacity")),
    _entry("place_unit", "Place a ground unit", "2.3.3, 16.1 A, 16.3 C", "Set-up",
           "A new ground unit, on the map or waiting off it (US units off the map board transports)",
           SIDE, Param("kind", "choice", "type", choices=GROUND_TYPES), Param("name", "text", "name"),
           Param("ratings", "text", "ratings", help="attack-defence-move/proficiency, e.g. 5-6-8/7"),
           Param("at_hex", "hex", "hex (empty: off the map)", default=""), preview="new_unit",
           shown=lambda u: Preview((f"{u.id}: {u.side} {u.label} {u.counter_text()}, prof {u.proficiency}, in "
                                    f"{u.hex or 'off the map'}",)),
           when=_over, also=("add_unit",), words=("new unit", "counter")),
    _entry("place_unit_correction", "Place a US unit on the map (correction)", "16.3 A, D-E", "Set-up",
           "A US ground unit put on the map directly, outside the transports and the landing limit",
           SIDE, Param("kind", "choice", "type", choices=GROUND_TYPES), Param("name", "text", "name"),
           Param("ratings", "text", "ratings", help="attack-defence-move/proficiency, e.g. 5-6-8/7"), HEX,
           Param("override", "flag", "as the referee's correction", default=True), call="place_unit",
           when=_over, confirm="This places the unit outside the rules' procedures (16.3 A, D-E). Record it as "
                               "the referee's correction?", words=("ruling", "beach", "override")),
    _entry("remove_units", "Remove units (correction)", "16.4 A", "Set-up",
           "Take ground units off the record with no VP result (an entry made in error)", UNITS, when=_over,
           confirm="Remove these units from the record, with no VP result?", words=("delete",)),
    _entry("correct_units", "Put units in a hex (correction)", "issue 22.7", "Set-up",
           "Put units in a hex, or off the map, unchecked: named as the referee's correction in the Record",
           UNITS, Param("to_hex", "hex", "hex (empty: off the map)", default=""), when=_over,
           confirm="This moves the units outside the rules (no MA, ZOC or phase check). Record it as the "
                   "referee's correction?", words=("fix", "teleport", "ruling")),
    _entry("hide_units", "Hide under a force marker", "15.2 A", "Fog of war",
           "Japanese units go under a force marker (or come out): the US players' view shows a marker",
           UNITS, Param("hidden", "flag", "hidden", default=True), when=_over, words=("fog", "force marker", "reveal")),
    _entry("add_dummy", "Make a dummy", "15.3", "Fog of war",
           "A Japanese dummy counter under a force marker, in a hex or waiting off the map",
           Param("at_hex", "hex", "hex (empty: off the map)", default=""), Param("name", "text", "name", default=""),
           Param("movement", "integer", "MA", default=6, low=0, high=20), when=_over, words=("fog", "decoy")),
    _entry("players_view", "A side's view of the map", "15.2", "Fog of war",
           "What one side's players may see, hex by hex (force markers, the top US unit only)",
           Param("viewer", "choice", "viewer", choices=("us", "japanese", "referee")), query=True, shown=_view,
           also=("viewer_name",)),
    # -- the day (10.0) -----------------------------------------------------------------------------------
    _entry("tick", "Tick a checklist step", "10.0", "Day",
           "Mark a step of the day's sequence of play done (or not); commands tick their own steps",
           Param("step_id", "text", "step", help="setup, air_naval.search, player1.move ... (the Day tab lists them)"),
           Param("done", "flag", "done", default=True), when=_over, words=("checklist", "sequence")),
    _entry("advance_day", "Next day", "10.0 D", "Day",
           "The Turn Record Phase: on to the next day; the last one ends the game (16.4 C)",
           Param("force", "flag", "with steps left", default=False), when=_over, key="Ctrl+Return",
           confirm="End this day? (Undo takes it back.)", words=("turn record", "next turn", "day")),
    _entry("may_move", "May a side move now?", "10.0 B1, 11.0 A", "Day",
           "Whether a side's ground units may move now, and the rule that says no", SIDE, call="movement_refusal",
           query=True, shown=lambda r: Preview((r or "yes: its own movement step",)), words=("phase",)),
    _entry("phasing_side", "Whose player-turn", "10.0 B-C", "Day", "The side whose player-turn it is", query=True),
    _entry("set_game_end", "Game-end entries", "16.4 A, C, S3", "Victory",
           "Are Japanese ground units still on Saipan; the VP winner's level (S3)",
           Param("japanese_ground_left", "flag", "Japanese ground units left"),
           Param("winner_level", "choice", "winner's level", choices=LEVELS[1:], default=""),
           also=("victory_entries",)),
    _entry("tally", "VP tally", "16.4 A, S4, S5", "Victory", "The VPs from the results on record", query=True,
           shown=lambda t: Preview((f"US {t.vp['us']} VP, Japanese {t.vp['japanese']} VP",)
                                   + tuple(f"{side}: {what} {vp} VP ({rule})" for side, what, vp, rule in t.lines))),
    _entry("outcome", "Who is winning", "16.4 B-C, S3, S6, 15.1 C", "Victory", "The game's result now",
           query=True, shown=lambda o: Preview(tuple(o.reasons) or (o.winner or "undecided",))),
    _entry("results", "Results on record", "16.4 A", "Victory", "Every VP result recorded", query=True,
           also=("results_by_key",), shown=lambda rs: Preview(tuple(r.text() for r in rs) or ("none",))),
    _entry("record_result", "Record a VP result", "16.4 A, S5", "Victory",
           "A result for the tally: the side whose unit suffered it", Param("kind", "choice", "kind", choices=RESULT_KINDS),
           Param("owner", "side", "side that suffered it"), Param("unit_id", "text", "unit", default=""),
           Param("ship_type", "choice", "ship type", choices=rules.SHIP_TYPES, default=""),
           Param("steps", "integer", "steps", default=1, low=1, high=4),
           Param("vp", "integer", "VPs (CVL/CVE, S5)", default=None, low=0, high=100), when=_over,
           also=("result_ops",)),
    _entry("record_sunk_carrier", "A CVL or CVE sunk", "S5, 16.4 A", "Victory",
           "A CVL or CVE sunk, with the VPs the referee gives it", Param("owner", "side", "its side"),
           Param("ship_id", "text", "ship"), Param("ship_type", "choice", "type", choices=("CVL", "CVE")),
           Param("vp", "integer", "VPs", low=0, high=100), when=_over),
    _entry("remove_result", "Remove a result (correction)", "16.4 A", "Victory",
           "Take a recorded result off the tally", Param("key", "text", "result key", help="0001 ... (results lists them)"),
           confirm="Take this result off the tally?"),
    _entry("banzai_success", "A Banzai Charge succeeded", "15.1 C, S3", "Victory",
           "Every US unit in the assaulted hex destroyed: the result moves a level toward the Japanese",
           Param("hex_label_", "hex", "hex", default=""), when=_over),
    # -- ground movement (10.1-11.0) -------------------------------------------------------------------------
    _entry("move_stack", "Move a stack along a path", "10.0 B1, 10.1, 10.2, 11.0", "Movement",
           "A stack moves hex by hex; units may be dropped off or picked up, each keeping its own MPs",
           UNITS, Param("path", "hex", "path (hexes entered, in order)", many=True),
           Param("costs", "integer", "MP of each hex (TEC, T4)", many=True, default=None, low=0, high=20),
           preview="plan_move", shown=_move_plan, when=_moving, key="M",
           words=("walk", "drop off", "pick up", "MP", "MA")),
    _entry("move_units", "Move to a hex", "10.0 B1, 10.2, 11.0", "Movement",
           "A stack to a hex by the shortest legal path (as a click on the map), checked as a move along it",
           UNITS, TO, preview=_click_move, shown=_move_plan, when=_setup_pending, also=("path_to",),
           words=("click", "go")),
    _entry("units", "Ground units", "2.3.3", "Movement", "Every ground unit on record and where it is",
           query=True, shown=_units, also=("unit",)),
    _entry("units_in", "Who is in a hex", "10.1", "Movement", "The ground units in a hex",
           Param("label", "hex", "hex"), query=True, shown=_units),
    # -- ground combat (12.0-13.0, 15.1) ----------------------------------------------------------------------
    _entry("stack_proficiency_drm", "Proficiency DRM", "13.0 C-D", "Ground combat",
           "The DRM for one stack firing at another, from their exact average proficiencies",
           Param("firer_hex", "hex", "firing stack's hex"), Param("target_hex", "hex", "target stack's hex"),
           query=True, shown=lambda d: Preview((
               f"averages {float(d.firer_average):.2f} vs {float(d.target_average):.2f}: "
               + (f"DRM {d.drm:+d}" if d.drm is not None else "the referee enters the DRM (T4)") + f" ({d.rule})",))),
    _entry("declare_maneuver", "Declare a maneuver combat", "10.0 B3, 12.1 A-D", "Ground combat",
           "Adjacent units attack every enemy unit in a hex (dummies alone are lifted, 15.3)",
           SIDE, UNITS, TARGET, TERRAIN,
           Param("return_terrain_drm", "integer", "return-fire terrain DRM (T4)", default=0, low=-5, high=5),
           preview=_plan_maneuver, shown=_fire_tables, when=_over, also=("plan_maneuver",), words=("attack",)),
    _entry("maneuver_roll", "Roll a maneuver round", "12.1.1-12.1.2, 13.0 D, T4", "Ground combat",
           "Both sides fire (round 1), or those that passed their checks (round 2)", KEY,
           Param("entered_drm", "json", "entered DRMs", default=None,
                 help='{"attacker": -2}: a proficiency DRM the referee enters (difference above 4, T4)'),
           preview=lambda game, key, entered_drm=None: game.maneuver_combat.maneuver_odds(key, entered_drm),
           shown=_fire_tables, when=_over, also=("maneuver_odds",), words=("fire",)),
    _entry("maneuver_results", "Maneuver CRT results", "12.1.2 B, 12.1.1 C, T4", "Ground combat",
           "What each side suffers, read off the Maneuver CRT", KEY,
           Param("attacker", "json", "attacker suffers", default=None, help=CRT),
           Param("defender", "json", "defender suffers", default=None, help=CRT), when=_over),
    _entry("maneuver_checks", "Proficiency checks for round 2", "12.1.1 C", "Ground combat",
           "Both sides check against their best proficiency", KEY, preview="maneuver_check_odds",
           shown=_check_odds, when=_over),
    _entry("maneuvers", "Maneuver combats", "12.1", "Ground combat", "The maneuver combats on record",
           query=True, shown=_combats, also=("maneuver", "combat_data")),
    _entry("retreat", "Carry out a retreat", "12.0 C, 10.2 C, 16.3 G", "Ground combat",
           "A retreat a CRT ordered: two hexes, a step for an enemy ZOC; US units back aboard a transport",
           KEY, ROLE, Param("path", "hex", "path", many=True, default=()),
           Param("from_hex", "hex", "from hex", default=""), when=_over),
    _entry("declare_assault", "Declare an assault", "10.0 B3, 12.2.1, 15.1, 16.3 F, S2", "Ground combat",
           "Adjacent units (at most 6 SP; 12 for a Banzai Charge) assault a hex", SIDE, UNITS, TARGET,
           Param("banzai", "flag", "Banzai Charge", default=False), TERRAIN, preview=_plan_assault,
           shown=_fire_tables, when=_over, also=("plan_assault", "assault_odds"), words=("banzai", "close")),
    _entry("assault_move_in", "Assaulting units move in", "12.2.1 B-C, 12.2.2 A", "Ground combat",
           "Once every maneuver combat is resolved, the assaulting units move into the hex", KEY, when=_over),
    _entry("assault_roll", "Roll an assault step", "12.2.2, 15.1 B, T4", "Ground combat",
           "This firing step on the Assault CRT", KEY,
           Param("entered_drm", "json", "entered DRMs", default=None, help='{"defender": -1}'),
           preview=lambda game, key, entered_drm=None: game.assault_combat.assault_odds(key, entered_drm),
           shown=_fire_tables, when=_over, also=("assault_odds",)),
    _entry("assault_results", "Assault CRT results", "12.2.2 C-G, 15.1 B, T4", "Ground combat",
           "What the side fired at suffers", KEY, Param("attacker", "json", "attacker suffers", default=None, help=CRT),
           Param("defender", "json", "defender suffers", default=None, help=CRT), when=_over),
    _entry("assault_checks", "Checks before round 2 (S1)", "S1, 10.0 B", "Ground combat",
           "The S1 toggle: both sides check before round 2 of an assault", KEY, when=_over),
    _entry("assault_preview", "An assault round's order", "12.2.2, 15.1 B, S1, S2", "Ground combat",
           "Who fires in which order in a round, and the Banzai effects",
           Param("number", "integer", "round", low=1, high=20), Param("attacker", "side", "attacking side"),
           Param("target_hex", "hex", "target hex", default=""), Param("banzai", "flag", "Banzai", default=False),
           query=True, shown=_round),
    _entry("assaults", "Assaults", "12.2", "Ground combat", "The assaults on record", query=True, shown=_combats,
           also=("assault",)),
    _entry("declare_bombardment", "Declare a bombardment", "10.0 B2, 12.3 B-D, 9.1.3, S7", "Ground combat",
           "Sources on record (artillery, ground-attack air units, ships in the Saipan Sea Zone) split their points",
           SIDE, TARGET, Param("sources", "json", "sources",
                               help='[{"kind": "ship", "name": "us-iowa", "rating": 10, "points": 6, "ship_type": "BB", '
                                    '"at_hex": "1510"}, {"kind": "air"|"artillery", "name": id, "rating": n, '
                                    '"points": n}]'),
           TERRAIN, preview=_plan_bombardment, when=_over, also=("plan_bombardment", "bombardment_drms"),
           words=("artillery", "naval gunfire", "air strike")),
    _entry("bombardment_roll", "Roll a bombardment", "12.3 A, 9.4 B, T4", "Ground combat",
           "One d10 on the column of the total points", KEY, preview=_bombardment_roll, when=_over,
           also=("bombardment_odds",)),
    _entry("bombardment_results", "Bombardment CRT result", "12.3 E, T4", "Ground combat",
           "The steps the target stack loses (and a retreat), read off the Bombardment CRT", KEY,
           Param("result", "json", "result", help="the steps lost, e.g. 1, or " + CRT), when=_over),
    _entry("bombardments", "Bombardments", "12.3", "Ground combat", "The bombardments on record", query=True,
           shown=_combats, also=("bombardment",)),
    _entry("lose_step", "Units lose steps", "12.0, 16.4 A", "Ground combat",
           "Each unit loses steps; the other side scores a VP a step", UNITS,
           Param("steps", "integer", "steps", default=1, low=1, high=2), when=_over),
    # -- air and naval (9.0, 14.0-14.6) -------------------------------------------------------------------------
    _entry("enter_sea_zones", "Enter the sea-zone chart", "T4, S7", "Air/Naval",
           "Which zones touch which, one zone a line; the Saipan Sea Zone (S7: Marianas)",
           Param("text", "text", "chart", help="one zone a line: 'Zone: neighbour, neighbour'"),
           Param("saipan", "text", "Saipan Sea Zone", default="Marianas"), when=_over, also=("set_sea_zones",)),
    _entry("sea_zone_chart", "The sea-zone chart", "T4, S7", "Air/Naval", "The chart in force, one zone a line",
           call="sea_zone_chart_text", query=True, also=("sea_zones",)),
    _entry("set_us_airfields", "US-held airfields", "9.1 E, 9.2.2 C", "Air/Naval",
           "How many of Saipan's two airfields the US holds", Param("held", "integer", "held", low=0, high=2),
           when=_over, also=("us_airfields", "controls_airfield")),
    _entry("place_air_naval", "Place an air or naval unit", "14.0 A, 16.1 B, 16.2, 16.3 B-C, 9.2.1", "Air/Naval",
           "A new air or naval unit in its holding box (entry zones and limits), or aboard a carrier",
           SIDE, Param("kind", "choice", "kind", choices=AIR_NAVAL_KINDS), Param("type_", "text", "type",
                                                                                  help="F6F, A6M, CV, DD, AA ..."),
           Param("name", "text", "name"), Param("ratings", "text", "ratings",
                                                help="air: air-to-air/anti-ship/bombardment; ship: anti-ship/AA/bombardment"),
           Param("where", "text", "sea zone or carrier"), Param("capacity", "integer", "carrier capacity", default=0,
                                                               low=0, high=20),
           Param("range_zones", "integer", "range (zones)", default=None, low=0, high=10),
           preview="new_air_naval", shown=lambda u: Preview((u.text(),)), when=_over,
           also=("add_air_naval",), words=("ship", "aircraft", "transport", "reinforcement")),
    _entry("remove_air_naval", "Remove air/naval units (correction)", "16.4 A", "Air/Naval",
           "Take air or naval units off the record, with no VP result", UNITS, when=_over,
           confirm="Remove these units from the record, with no VP result?"),
    _entry("fleet_units", "Air and naval units", "14.0 A", "Air/Naval", "Every air and naval unit on record",
           call="air_naval_units", query=True, shown=_fleet, also=("air_naval",)),
    _entry("relocate", "Relocate to an adjacent zone", "10.0 A2, 14.0 B-C", "Air/Naval",
           "Units move one sea zone (a carrier with its air units, a transport with its passengers)",
           UNITS, Param("to_zone", "text", "to zone"), when=_over),
    _entry("search_zone", "Search a sea zone", "10.0 A3, 14.1", "Air/Naval",
           "A search from the nearest unit that may; a find opens the zone to missions (14.2 A)", SIDE,
           Param("zone", "text", "zone"), preview="search_zone_odds", shown=_search_odds, when=_over,
           also=("search_distance", "found_zones"), words=("find",)),
    _entry("search", "Search roll (distance given)", "14.1", "Air/Naval",
           "A search roll at a distance the referee gives", SIDE,
           Param("distance_zones", "integer", "zones away", low=0, high=3), Param("zone", "text", "zone", default=""),
           preview="search_odds", shown=_chart("Sea-zone search", "14.1"), when=_over),
    _entry("assign_mission", "Assign air missions", "10.0 A4, 9.1 F, 9.1.1, 14.2, S8", "Air/Naval",
           "Air units to a zone's mission box: CAP, anti-ship, ground attack or escort", UNITS,
           Param("mission", "choice", "mission", choices=MISSIONS), Param("zone", "text", "zone"),
           preview=_missions, when=_over, also=("plan_mission",), words=("CAP", "strike")),
    _entry("air_combat", "Air-to-air combat", "10.0 A5, 14.3, S9", "Air/Naval",
           "Pairs of a zone fire: unengaged CAP fighters first, then the rest together",
           Param("zone", "text", "zone"), Param("pairs", "json", "pairs", help='[["us-vf-15", "j-261"], ...]'),
           preview="plan_air_combat", shown=_air_combat_plan, when=_over, words=("dogfight", "CAP")),
    _entry("fleet_aa", "AA fire", "10.0 A6, 14.4 B-E", "Air/Naval",
           "A ship's AA (or a Japanese AA unit's attack rating) split over the air units attacking",
           Param("firer", "unit", "firing ship or AA unit"),
           Param("split", "json", "split", help='[["us-vb-15", 2], ...]: target and points'),
           preview="plan_fleet_aa", shown=_attack_plan, when=_over, words=("flak",)),
    _entry("strike", "Anti-ship strike", "10.0 A7, 14.4 A-B, S5", "Air/Naval",
           "An air unit on an anti-ship mission strikes an enemy ship in that zone",
           Param("attacker", "unit", "air unit"), Param("ship", "unit", "target ship"), CARRIER_VP,
           preview="plan_strike", shown=_attack_plan, when=_over),
    _entry("ship_fire", "Ship-to-ship fire", "10.0 A8, 14.5, S10", "Air/Naval",
           "A ship's anti-ship rating split over enemy ships in its zone", Param("firer", "unit", "firing ship"),
           Param("split", "json", "split", help='[["j-ship", 4], ...]: target and points'),
           Param("carrier_drm", "integer", "carrier target DRM", default=None, low=-9, high=9), CARRIER_VP,
           preview="plan_ship_fire", shown=_attack_plan, when=_over, words=("surface", "gunnery")),
    _entry("rebase_air", "Move air units to a carrier or Saipan", "9.2.1-9.2.2", "Air/Naval",
           "Air units to another carrier with room, to Saipan (9.2.2 C), or lost for want of room",
           UNITS, Param("to", "text", "to", help="a carrier's id, saipan, or lost"), when=_over,
           also=("carrier_excess",)),
    _entry("end_air_naval_phase", "End the Air/Naval Phase", "14.3 E, 14.4 F, 14.5 G, 9.1 D-E", "Air/Naval",
           "Every unit back to its holding box; refused while a carrier is over capacity",
           preview="carrier_excess", shown=lambda x: Preview(tuple(x) or ("every carrier within capacity",)),
           when=_over),
    _entry("embark", "Board a transport", "14.6 A, G, 16.3 C", "Transports",
           "Ground units off the map go aboard a transport, ten a ship", Param("transport", "unit", "transport"),
           UNITS, when=_over, also=("aboard_any", "transport_room")),
    _entry("unload", "Land from a transport", "14.6 D-E, 16.3 D-E, 10.1 B", "Transports",
           "Passengers land on invasion beaches from the Saipan Sea Zone, within the day's limit",
           Param("transport", "unit", "transport"),
           Param("landings", "json", "landings", help='[["us-2mar-6", "1124"], ...]: unit and beach hex'),
           when=_over, also=("landed_today", "landing_limit"), words=("land", "beach", "invasion")),
    # -- free rolls (T1) ------------------------------------------------------------------------------------
    _entry("chart_roll", "Roll a chart", "T1", "Rolls", "Any Saipan chart with the modifiers named",
           Param("chart_id", "text", "chart"), Param("modifiers", "text", "modifiers", many=True, default=()),
           Param("why", "text", "why", default=""), Param("side", "side", "side", default=""),
           preview="chart_odds", shown=_chart("Chart", "T1"), when=_over),
    _entry("proficiency_check", "Proficiency check", "12.1.1 C, 13.0 B", "Rolls",
           "A stack's check against its highest rating", SIDE, Param("rating", "integer", "rating", low=1, high=10),
           Param("unit", "text", "unit", default=""), preview="proficiency_odds",
           shown=_chart("Proficiency check", "13.0 B"), when=_over),
    _entry("air_to_air", "Air-to-air roll (free)", "14.3 C", "Rolls",
           "One air unit at another, names typed (scored as VPs)", SIDE, Param("attacker", "text", "attacker"),
           Param("target", "text", "target"), Param("rating", "integer", "air-to-air rating", low=1, high=10),
           Param("score", "flag", "score the VPs", default=True), preview="plan_air_to_air", shown=_attack_plan,
           when=_over, also=("resolve_attacks", "plan_chances")),
    _entry("aa_fire", "AA roll (free)", "14.4 B-E", "Rolls", "AA split over air units, names typed", SIDE,
           Param("firer", "text", "firer"), Param("rating", "integer", "AA rating", low=1, high=40),
           Param("split", "json", "split", help='[["target", points], ...]'),
           Param("score", "flag", "score the VPs", default=True), preview="plan_aa_fire", shown=_attack_plan,
           when=_over),
    _entry("anti_ship", "Anti-ship roll (free)", "14.4 B, S5", "Rolls", "An air unit strikes a ship, names typed",
           SIDE, Param("attacker", "text", "attacker"), Param("ship_id", "text", "ship"),
           Param("ship_type", "choice", "ship type", choices=rules.SHIP_TYPES),
           Param("rating", "integer", "anti-ship rating", low=1, high=10), CARRIER_VP,
           Param("score", "flag", "score the VPs", default=True), preview="plan_anti_ship", shown=_attack_plan,
           when=_over),
    _entry("ship_to_ship", "Ship-to-ship roll (free)", "14.5 D-F, S10", "Rolls",
           "A ship's anti-ship rating split over ships, names typed", SIDE, Param("firer", "text", "firer"),
           Param("rating", "integer", "anti-ship rating", low=1, high=40),
           Param("split", "json", "split", help='[["ship id", "DD", points], ...]'),
           Param("carrier_drm", "integer", "carrier DRM", default=None, low=-9, high=9), CARRIER_VP,
           Param("score", "flag", "score the VPs", default=True), preview="plan_ship_to_ship", shown=_attack_plan,
           when=_over),
)


#: public names of the procedure objects that are no referee command (readers, formatting) -> why
PROCEDURE_READERS = {
    "rolls.odds_text": "formatting: odds in words", "fleet.zone_of": "reader: a unit's zone (takes a unit record)",
    "carriers.carrier_line": "formatting: one carrier's load in words",
    "combats.player_turn": "reader: 1 or 2 (phasing_side answers it)",
}

NOT_COMMANDS = {
    "checklist": "reader: the day's checklist (the Day tab shows it)", "day": "reader: the day",
    "rulings": "reader: the S1-S6 rulings in force",
    "chart": "reader: a chart as this game rolls it", "store": "plumbing", "game_id": "plumbing",
}
#: the game's procedure objects as the framework names them (attribute -> "module:Class"), so the test of
#: the catalogue accounts for each procedure's public methods ("part.method")
PARTS = {attr: f"{getattr(SaipanGame, attr).__module__}:{getattr(SaipanGame, attr).__qualname__}"
         for attr in PROCEDURES}
CATALOGUE = Catalogue(
    family="saipan",
    commands="assistant.games.saipan.commands:SaipanGame",
    entries=ENTRIES,
    listed={"unit": _unit_list, "side": _sides},
    parts=PARTS,
    not_commands={**NOT_COMMANDS, **PROCEDURE_READERS},
)
