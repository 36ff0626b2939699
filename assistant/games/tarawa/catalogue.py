"""Every command and query of a Tarawa game, declared once (Qt-free).

The palette, its forms and ``table-assistant play`` are built from this list (see
:mod:`assistant.games.catalogue`); the board's buttons and gestures call the same procedures of
:class:`~assistant.games.tarawa.commands.TarawaGame`, by their dotted paths (``fire.fire``,
``split.split_fire``). Rules are named as the reference page names them: the rulebook's sections
(2.0-8.7) and the rulings T1-T17 of ``RULINGS.md``.
"""

from __future__ import annotations

from fractions import Fraction

from assistant.games.catalogue import Catalogue, Entry, Param, Preview, odds_table

from . import rules
from .combat import RELATIONS
from .terrain import TERRAIN_TYPES
from .turns import COMBAT_KINDS

UNITS = Param("unit_ids", "unit", "units", many=True, help="one unit or one stack (4.2 play note)")
NOTE = Param("note", "text", "note", default="")
CORRECTION = "This puts the counters right by hand, outside the rules' procedures. Record it as the referee's correction?"
FIRE_KINDS = ("fire", "same_hex", "opportunity")
AIMS = ("amtracs", "outside")


# -- when a command can be used (each reason names its rule) ---------------------------------------------
def _over(game) -> str | None:
    return "the game is over: the turn track has ended (3.0, 8.5)" if game.log().state.game_over else None


def _acting(game) -> str | None:
    """An action of the player to act: not before the set-up check (8.1 D), nor while a hidden unit's hit
    waits for the Japanese choice (7.1 B), nor after the last turn."""
    over = _over(game)
    if over:
        return over
    if game.setup_pending():
        return "8.1 D, 8.3: the Japanese set up first; check the set-up before the first action"
    if game.session.state.get("hidden_hits"):
        return "7.1 B: the Japanese first take or decline the hit their hidden unit scored"
    return None


def _us_acting(game) -> str | None:
    why = _acting(game)
    if why:
        return why
    return None if game.log().next_player == "us" else "4.0 B, 4.4: a US action; the Japanese act now"


def _in_setup(game) -> str | None:
    return None if game.setup_pending() else "8.3: the set-up is checked already (undo to take it back)"


def _banzai_open(game) -> str | None:
    why = _acting(game)
    if why:
        return why
    return "6.3 A: the Banzai Charge is allowed once a game, and it has been made" \
        if game.log().state.banzai_used else None


def _banzai_on(game) -> str | None:
    return None if game.log().state.banzai_active else "6.3 C: no Banzai Charge is under way"


def _optional(flag: str, rule: str, words: str):
    def when(game) -> str | None:
        return None if getattr(game.rulings(), flag) else f"{rule}: {words} is an optional rule: turn it on in " \
                                                           "Game > Rulings first"
    return when


def _both(*checks):
    def when(game) -> str | None:
        for c in checks:
            why = c(game)
            if why:
                return why
        return None
    return when


_fog = _optional("optional_hidden", "7.1, 7.3", "force markers")
_twice = _optional("optional_fire_twice", "4.1 F", "firing twice")
_reemplace = _optional("optional_reemplace", "4.1 F", "re-emplacing")


def _hits_waiting(game) -> str | None:
    return None if game.session.state.get("hidden_hits") else "7.1 B: no hit of a hidden unit is waiting"


# -- what the previews show ------------------------------------------------------------------------------
def _hits(k: int) -> str:
    return f"{k} hit" + ("" if k == 1 else "s")


def combat_shown(pv) -> Preview:
    """A combat action's preview (``CombatPreview``) as odds tables: the hits on each target group, with
    every shot's DRMs named with their rules, and the chance the action ends the turn (4.2.5, T1, T2)."""
    tables = []
    if pv.dice:
        for g, odds in zip(pv.groups, pv.odds):
            mods = tuple(f"{s.unit_id}: strength {s.strength}, DRM {s.total_drm:+d}"
                         + (f" ({', '.join(f'{d.name} {d.value:+d} {d.rule}' for d in s.drms)})" if s.drms else "")
                         + f", hits on {'nothing' if s.need == 0 else f'1-{s.need}'}" for s in odds.shots)
            where = pv.target + (f" {g.name}" if g.name and len(pv.groups) > 1 else "")
            tables.append(odds_table(f"Hits at {where}".strip() if where else "Hits",
                                     [(_hits(k), odds.hits.get(k, Fraction(0))) for k in range(len(odds.shots) + 1)], "4.2.1 E-G, T1", mods))
        tables.append(odds_table("The action ends the turn", [("the turn goes on", 1 - pv.turn_end),
                                                              ("the turn ends", pv.turn_end)], "4.2.5, T2"))
    lines = list(pv.notes)
    if not pv.dice and pv.blocked:
        lines.append("every firer's sight line is blocked: the action is spent with no roll (4.2 D)")
    elif pv.blocked:
        lines.append(f"sight blocked, declared and wasted (4.2 D): {', '.join(pv.blocked)}")
    return Preview(tuple(lines), tuple(tables), tuple(pv.problems))


def _sight_shown(answer) -> Preview:
    p, lines = answer
    return Preview(tuple(lines[:1] + lines[2:]), (odds_table("The disputed line", [("blocked", 1 - p), ("clear", p)],
                                                             "4.2.1 D"),))


def _check_shown(title: str, rule: str, good: str, bad: str):
    def shown(p: Fraction) -> Preview:
        return Preview(tables=(odds_table(title, [(bad, 1 - p), (good, p)], rule, ("proficiency or less on a d10",)),))
    return shown


def _victory_shown(v) -> Preview:
    head = ("Not decided yet" if not v.decided else "A draw" if v.winner == "draw"
            else f"{v.winner.upper()} {v.level} victory")
    return Preview((head,) + tuple(v.reasons) + ((f"rulings: {', '.join(v.rulings)}",) if v.rulings else ()))


def move_shown(pv) -> Preview:
    """A move's preview: its path and MPs in lines, each proficiency check as a pass/fail table (4.1 E-F)."""
    return Preview(pv.lines, tuple(odds_table(what, [("fails, stays", 1 - p), ("passes", p)], "4.1 E-F, T1",
                                              ("proficiency or less on a d10",)) for what, p in pv.checks),
                   pv.problems)


def _log_shown(log) -> Preview:
    rows = [f"{a.player.upper()} {a.kind}" + (f" ({a.combat_kind}) dice {list(a.dice)}" if a.kind == "combat" else "")
            + (f": {a.note}" if a.note else "") for a in log.actions]
    ends = [f"turn {e.turn} ended ({'four passes, 4.3' if e.reason == 'passes' else 'end check, 4.2.5'})"
            for e in log.state.turn_ends]
    return Preview(tuple(rows or ["no actions yet"]) + tuple(ends))


def _seen_shown(seen) -> Preview:
    return Preview(tuple(f"{s.hex}: {s.side} {s.name} {s.text}" for s in seen) or ("nothing on the map",))


def _checklist_shown(steps) -> Preview:
    return Preview(tuple(f"[{'x' if s.done else ' '}] {s.text} ({s.rule})" for s in steps))


# -- the game's values, for forms and for checking typed ids -------------------------------------------------
def _units(game):
    return [(u.id, f"{u.id} ({u.label}, {u.side}, {u.hex or 'off the map'})") for u in game.units()]


def _sides(game):
    return [("us", "U.S. Marines"), ("japanese", "Japanese")]


def _entry(name, title, rule, group, summary, *params, **kw) -> Entry:
    return Entry(name, title, rule, group, summary, tuple(params), **kw)


TERRAIN = Param("terrain", "choice", "terrain", choices=TERRAIN_TYPES)

ENTRIES = (
    # -- set-up (8.0-8.3) ----------------------------------------------------------------------------
    _entry("checklist", "Checklist: where the game stands", "8.0-8.3, 4.0", "Set-up",
           "The scenario's steps, ticked from the record, and the next one", query=True, call="setup.checklist",
           shown=_checklist_shown, also=("setup.next_step",), words=("next", "steps", "guide")),
    _entry("setup_status", "What remains of the set-up", "8.3", "Set-up",
           "Units waiting off the map and each breach of 8.3 A-C as the map stands", query=True,
           call="setup.setup_status", also=("setup.setup_breaches", "setup.off_map"),
           words=("setup", "check", "order of battle", "off map")),
    _entry("enter_units", "Enter units (order of battle)", "T4, 8.1 A, 8.3 A", "Set-up",
           "Counters from the counter sheet, entered off the map to wait for placement or landing",
           Param("units", "json", "units", help='[{"id": "j-8in-1", "side": "japanese", "kind": "naval_gun_8in", '
                                                '"name": "8in gun", "strength": 8, "reduced": 4, "proficiency": 6}]'),
           call="setup.enter_units", when=_over, words=("counter sheet", "oob", "order of battle")),
    _entry("setup_place", "Set up units in a hex", "8.3 A-C, 3.1", "Set-up",
           "Japanese units placed on Betio during their set-up (eight-inch guns only in works)",
           UNITS, Param("to", "hex", "hex"), call="setup.setup_place", when=_in_setup, words=("place", "deploy")),
    _entry("finish_setup", "Check the set-up", "8.3, 8.1 D", "Set-up",
           "The set-up check: refused naming what remains, else recorded; the US lands next",
           call="setup.finish_setup", preview="setup.setup_status", when=_in_setup, words=("confirm", "start")),
    # -- the turn (3.0, 4.0, 4.3) -----------------------------------------------------------------
    _entry("header", "Who acts", "3.0, 4.0 A", "Turn", "The turn, night or day, and the player to act", query=True),
    _entry("action_log", "Action log", "4.0", "Turn", "Every action so far and the turn ends", query=True,
           call="log", shown=_log_shown),
    _entry("pass", "Pass", "4.3", "Turn", "The player to act passes; four passes in a row end the turn", NOTE,
           call="turn.pass_", when=_acting, key="Ctrl+Return"),
    _entry("record_move", "Record a move made at the table", "4.1", "Turn",
           "A movement action made at the table, counters not moved here", NOTE, call="turn.record_move",
           when=_acting),
    _entry("face", "Change facing", "4.1 D, 5.0 D-E, 6.1 A", "Turn",
           "Turn one unit or stack by hexsides (+ counter-clockwise): an action", UNITS,
           Param("by", "integer", "hexsides (+ left, - right)", low=-5, high=5), NOTE, call="turn.face",
           when=_acting, words=("turn", "rotate")),
    _entry("edit_facing", "Set facing (correction)", "5.0", "Corrections",
           "Turn counters without an action: the referee's correction", UNITS,
           Param("by", "integer", "hexsides", low=-5, high=5), call="turn.edit_facing", when=_over,
           confirm=CORRECTION),
    # -- movement (4.1, 5.0) ----------------------------------------------------------------------
    _entry("move", "Move a stack", "4.1, 4.1 E-F, 5.0 D, 3.1", "Movement",
           "One unit or stack moves: MPs along the path, proficiency checks to enter an enemy hex",
           UNITS, Param("to", "hex", "to"), NOTE,
           Param("path", "hex", "path (the hexes entered, in order)", many=True, default=None),
           Param("face_to", "integer", "end facing (hexside 0-5)", default=None, low=0, high=5),
           call="moves.move", preview="moves.move_preview", shown=move_shown, when=_acting,
           words=("walk", "advance", "mp", "cost")),
    _entry("move_costs", "TEC movement costs", "4.1 B-C, T4", "Movement", "The movement costs entered per terrain",
           query=True, call="moves.move_costs"),
    _entry("reposition", "Put units in a hex (correction)", "3.1", "Corrections",
           "Counters put in a hex without an action: the referee's correction (stacking checked unless overridden)",
           UNITS, Param("to", "hex", "hex"), Param("override", "flag", "override stacking", default=False),
           call="moves.reposition", when=_over, confirm=CORRECTION),
    _entry("place_unit", "Place a new counter (correction)", "3.1, 2.2.2.2", "Corrections",
           "A counter put on the map outside the set-up and the landings: the referee's correction",
           Param("unit", "json", "unit", help='{"id": "j-x", "side": "japanese", "kind": "infantry", "strength": 5, '
                                             '"reduced": 2, "proficiency": 7, "hex": "2128"}'),
           call="moves.place_unit", when=_over, confirm=CORRECTION),
    _entry("remove_units", "Remove counters (correction)", "4.2.1 G", "Corrections",
           "Counters taken off the record: the referee's correction", UNITS, call="moves.remove_units",
           confirm=CORRECTION),
    # -- the Banzai Charge (6.3) ------------------------------------------------------------------
    _entry("declare_banzai", "Declare the Banzai Charge", "6.3 A-D", "Banzai",
           "Up to 8 Japanese infantry or HQ units within 5 hexes of an HQ charge; only they act for the Japanese",
           Param("unit_ids", "unit", "charging units", many=True), call="banzai.declare_banzai",
           preview="banzai.banzai_preview",
           when=_banzai_open, words=("charge", "banzai")),
    _entry("end_banzai", "End the Banzai Charge", "6.3 C", "Banzai",
           "The charge is over: the Japanese act with any unit again", call="banzai.end_banzai", when=_banzai_on,
           words=("charge", "over")),
    # -- combat (4.2) ---------------------------------------------------------------------------
    _entry("fire", "Fire from the map", "4.2, 4.2.1, 4.2.3, 6.2 F, T16", "Combat",
           "One unit or stack fires at a hex: DRMs from the map, one d10 each, a step lost per hit",
           Param("firer_ids", "unit", "firing units", many=True), Param("target", "hex", "target hex"),
           Param("kind", "choice", "kind", choices=FIRE_KINDS, default=None),
           Param("aim", "choice", "aim (a hex with amtracs, 6.2 F)", choices=AIMS, default=None), NOTE,
           call="fire.fire", preview="fire.fire_preview", shown=combat_shown, when=_acting, key="F",
           also=("fire.sight_rulings",), words=("shoot", "attack", "odds")),
    _entry("combat", "Combat by entered strengths", "4.2.1 E-F, T4", "Combat",
           "Fire the map does not hold: one d10 per entered strength, the DRMs entered",
           Param("strengths", "integer", "firing strengths", many=True, low=0, high=99),
           Param("kind", "choice", "kind", choices=COMBAT_KINDS, default="fire"),
           Param("relation", "choice", "target is", choices=RELATIONS, default="distant"),
           Param("terrain_drm", "integer", "terrain DRM (entered)", default=0, low=-9, high=9),
           Param("fortified", "flag", "target in works (6.1)", default=False),
           Param("armour", "flag", "US armour in the firing stack", default=False), NOTE,
           Param("target", "hex", "target hex (bombardment)", default=None),
           call="fire.combat", preview="fire.combat_preview", shown=combat_shown, when=_acting),
    _entry("bombard", "Offshore bombardment", "4.2.2", "Combat",
           "One block of 10 BPs at a hex: not at night, not within 3 hexes of a US unit after turn 1",
           Param("target", "hex", "target hex"), NOTE, call="fire.bombard", preview="fire.bombard_preview",
           shown=combat_shown, when=_us_acting, words=("naval", "ships")),
    _entry("split_fire", "Split fire", "4.2.1 E, 4.2 C, T12", "Combat",
           "One stack's units each fire at a hex of their own, in one action",
           Param("assignments", "text", "each firer's hex", help="unit:hex, unit:hex (us-2c:2128, us-sherman:2228); "
                 'or {"us-2c": "2128", ...}; a unit once (T12)'), NOTE,
           call="split.split_fire", preview="split.split_fire_preview", shown=combat_shown, when=_acting),
    _entry("opportunity_hexes", "Where opportunity fire may hit", "4.2.4 A", "Combat",
           "The side that moved, the movers and the hexes they may be set in", query=True,
           call="opportunity.opportunity_hexes",
           shown=lambda t: [f"movers ({t[0]}): {', '.join(t[1])}", f"may be set in: {', '.join(t[2]) or 'none'}"]),
    _entry("opportunity_fire", "Opportunity fire", "4.2.4", "Combat",
           "The movers set in a hex they crossed, one stack fires at them, they go back where they ended",
           Param("firer_ids", "unit", "firing units", many=True), Param("at", "hex", "set the movers in"), NOTE,
           call="opportunity.opportunity_fire", preview="opportunity.opportunity_preview", shown=combat_shown,
           when=_acting),
    _entry("fire_twice", "A 0-MP weapon fires twice", "4.1 F", "Combat",
           "The weapon's proficiency check, then two dice at the target; a failed check burns it out",
           Param("firer_ids", "unit", "firing units", many=True), Param("target", "hex", "target hex"),
           Param("weapon", "unit", "the weapon"), Param("aim", "choice", "aim", choices=AIMS, default=None), NOTE,
           call="twice.fire_twice", preview="twice.fire_twice_preview", shown=combat_shown,
           when=_both(_twice, _acting)),
    _entry("fire_twice_check", "Fire twice: the weapon survives", "4.1 F", "Combat",
           "The chance the weapon passes its check and stays in action", Param("weapon", "unit", "the weapon"),
           query=True, call="twice.fire_twice_check",
           shown=_check_shown("The weapon fires twice", "4.1 F", "stays in action", "burnt out after its fire"),
           when=_twice),
    _entry("settle_sight", "Roll a sight-line dispute", "4.2.1 D", "Combat",
           "A disputed line between two hexes ruled by a d10; fire along it then reads the answer",
           Param("a", "hex", "from"), Param("b", "hex", "to"),
           Param("clear_max", "integer", "clear on 1-N (the referee's split)", low=rules.SIGHT_DISPUTE_ENTRY[0],
                 high=rules.SIGHT_DISPUTE_ENTRY[1]),
           call="options.settle_sight", preview="options.sight_dispute_preview", shown=_sight_shown, when=_over),
    _entry("sight_rulings", "Settled sight lines", "4.2.1 D", "Combat", "The disputed lines settled by a roll",
           query=True, call="fire.sight_rulings"),
    _entry("reemplace", "Re-emplace a moved weapon", "4.1 F", "Combat",
           "A Japanese action: a weapon a move flipped rolls its proficiency to return to full strength",
           Param("unit_id", "unit", "weapon"), call="options.reemplace", preview="options.reemplace_odds",
           shown=_check_shown("Re-emplacing", "4.1 F", "back to full strength", "stays reduced"),
           when=_both(_reemplace, _acting)),
    # -- landings and amtracs (4.4, 6.2, 8.0-8.1) ------------------------------------------------------
    _entry("reinforce", "Reinforce (US)", "4.4, 8.0-8.1, 6.2 E", "Landings",
           "The US lands the first wave or a block of up to 13 units, each hex checked",
           Param("first_wave", "flag", "the first assault wave (8.0)", default=False), NOTE,
           Param("units", "json", "units landing", default=(),
                 help='[{"id": "us-lvt-2", "side": "us", "kind": "amtrac", "hex": "2125", ...}, ...]'),
           call="amtracs.reinforce", when=_us_acting, words=("land", "wave", "amtrac")),
    _entry("load_amtrac", "Put a unit inside an amtrac", "6.2 F", "Landings",
           "A US unit inside an amtrac in its hex, or (no amtrac) back on top: the referee's entry",
           Param("passenger_id", "unit", "passenger"), Param("amtrac_id", "unit", "amtrac", default=None),
           call="amtracs.load_amtrac", when=_over, words=("lvt", "carry")),
    _entry("beach_assault", "Beach assault", "6.2 B, D", "Landings",
           "From the water the amtrac goes off the map and its passenger into the land hex next to it",
           Param("amtrac_id", "unit", "amtrac"), Param("to", "hex", "land hex"), call="amtracs.beach_assault",
           when=_acting, words=("land", "lvt")),
    _entry("debark", "Debark", "6.2 C-D", "Landings",
           "The passenger leaves its amtrac for a hex next to it free of enemy units",
           Param("amtrac_id", "unit", "amtrac"), Param("to", "hex", "hex"), call="amtracs.debark", when=_acting),
    # -- fog of war (7.1-7.3) -------------------------------------------------------------------------
    _entry("hide", "Hide under a force marker", "7.1 A", "Fog of war",
           "Japanese units under a force marker (or out from under it)", UNITS,
           Param("hidden", "flag", "hidden", default=True), call="fog.hide", when=_fog),
    _entry("place_dummy", "Place a dummy", "7.3, T17", "Fog of war", "A force marker with no unit under it",
           Param("where", "hex", "hex"), call="fog.place_dummy", when=_fog),
    _entry("reveal", "Lift a force marker", "7.1, 7.3, T17", "Fog of war",
           "Show the hidden units in a hex and take its dummies off", Param("where", "hex", "hex"),
           call="fog.reveal", preview="fog.spotters"),
    _entry("spotters", "Who can see a hex", "4.2.1, T3", "Fog of war",
           "US units next to the hex or with a clear sight line to it", Param("where", "hex", "hex"), query=True,
           call="fog.spotters"),
    _entry("hidden_hits", "Hidden units' hits waiting", "7.1 B", "Fog of war",
           "Hits hidden firers scored, waiting for the Japanese to take or decline them", query=True,
           call="fog.hidden_hits"),
    _entry("settle_hidden_hits", "Take or decline hidden hits", "7.1 B", "Fog of war",
           "The Japanese take the hits of the firers named and decline the others to stay hidden",
           Param("take", "unit", "firers whose hits are taken", many=True, default=()),
           call="fog.settle_hidden_hits", preview="fog.hidden_hits", when=_hits_waiting),
    _entry("players_view", "The players' view", "7.1, 7.3", "Fog of war",
           "What the players may see: a force marker wherever hidden units or dummies stand", query=True,
           call="fog.players_view", shown=_seen_shown),
    # -- the referee's entries (T4) and victory (8.5-8.7) ---------------------------------------------
    _entry("mark_terrain", "Mark a hex's terrain", "T4, 2.2", "Entries",
           "A hex marked with a terrain type; marking it again with the same clears it",
           Param("where", "hex", "hex"), TERRAIN, call="entries.mark_terrain", words=("map", "paint")),
    _entry("set_feature", "A feature's printed number or arc", "2.2.2.2, 6.1 A, T4", "Entries",
           "The units a bunker, pillbox or coastal defence takes, and a pillbox's arc",
           Param("where", "hex", "hex"), Param("capacity", "integer", "units it takes", default=None, low=1,
                                               high=rules.MAX_FEATURE_CAPACITY),
           Param("arc", "integer", "pillbox arc (hexside 0-5)", default=None, low=0, high=5),
           call="entries.set_feature"),
    _entry("set_tec", "TEC combat DRM", "T4, 6.1 C-D", "Entries", "The combat DRM of a terrain type", TERRAIN,
           Param("drm", "integer", "DRM", low=-9, high=9), call="entries.set_tec"),
    _entry("set_move_cost", "TEC movement cost", "4.1 B-C, T4", "Entries",
           "The MPs to enter a terrain type (-1: closed; empty clears it)", TERRAIN,
           Param("mp", "integer", "MPs", default=None, low=-1, high=20), call="entries.set_move_cost"),
    _entry("facing_drms", "Facing DRMs", "5.0, T4", "Entries", "The flank and rear DRMs entered", query=True,
           shown=lambda f: [f"flank {f.flank:+d}, rear {f.rear:+d}"]),
    _entry("set_facing_drms", "Set the facing DRMs", "5.0, T4", "Entries", "The flank and rear DRMs",
           Param("flank", "integer", "flank DRM", low=-9, high=9), Param("rear", "integer", "rear DRM", low=-9, high=9),
           call="entries.set_facing_drms"),
    _entry("set_victory", "Victory entries", "8.5-8.7, T9", "Victory",
           "The turn the island was cleared (0: not) and the US step losses, amtracs not counted",
           Param("cleared_turn", "integer", "cleared on turn", low=0, high=rules.LAST_TURN),
           Param("us_step_losses", "integer", "US step losses", low=0, high=10_000), call="entries.set_victory"),
    _entry("victory", "Victory so far", "8.5-8.7, T9", "Victory", "The result from the entries and the turns ended",
           query=True, call="entries.victory", shown=_victory_shown, words=("win", "result")),
)


def _dotted_public(cls: type, prefix: str = "") -> list[str]:
    return [f"{prefix}{n}" for n in dir(cls) if not n.startswith("_")]


#: public methods of the procedures that are no referee command (the plumbing the others call), with why
PROCEDURE_PLUMBING: dict[str, str] = {
    "fire.map_plan": "plumbing: the shots a fire's preview prices and its roll reads (split, opportunity, twice)",
    "fire.priced": "plumbing: a preview from a plan (split, opportunity, twice)",
    "fire.roll": "plumbing: rolls what a preview priced (split, opportunity, twice)",
}

CATALOGUE = Catalogue(
    family="tarawa",
    commands="assistant.games.tarawa.commands:TarawaGame",
    entries=ENTRIES,
    listed={"unit": _units, "side": _sides},
    not_commands={
        "units": "reader: every counter (the unit lists and forms show them)", "unit": "reader: one counter",
        "terrain": "reader: the terrain the map holds", "rulings": "reader: the rulings in force (Game > Rulings)",
        "hexmap": "reader: Betio's hex grid", "hex_of": "reader: a hex from its number",
        "label": "reader: a hex's number", "setup_pending": "reader: the set-up not checked yet (checklist shows it)",
        "store": "plumbing", "game_id": "plumbing", "picked": "plumbing: units from ids",
        "one_stack": "plumbing: one unit or stack check", "try_log": "plumbing: an action tried on the log",
        "problem": "plumbing: why the log refuses an action", "end_checks": "plumbing: the end-of-turn checks rolled",
        "finish": "plumbing: one Change from a command's work", "state_copy": "plumbing: the state to change",
    },
)


def unreached_procedure_methods() -> list[str]:
    """Public methods of the procedures no entry reaches and no plumbing note names (the test holds it [])."""
    from .commands import TarawaGame

    reached = {m for e in CATALOGUE.entries for m in e.methods()}
    out = []
    for p in ("turn", "moves", "banzai", "fire", "split", "opportunity", "twice", "amtracs", "fog", "options",
              "entries", "setup"):
        for name in _dotted_public(getattr(TarawaGame, p), p + "."):
            if name not in reached and name not in PROCEDURE_PLUMBING:
                out.append(name)
    return out
