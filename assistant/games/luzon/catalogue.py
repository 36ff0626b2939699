"""Every command and query of a Luzon: Race for Bataan game, declared once (Qt-free).

The palette, its forms and ``table-assistant play`` are built from this list (see
:mod:`assistant.games.catalogue`); the board's tabs call the same methods of
:class:`~assistant.games.luzon.commands.LuzonGame`. Rules are named as the rulebook numbers them (1.2,
2.1d, 3.1c, 4.0 Allied 9 ...) and by the rulings L1-L10 of ``RULINGS.md``.
"""

from __future__ import annotations

from fractions import Fraction

from assistant.games.catalogue import Catalogue, Param, Preview, entry_maker, odds_table, part_declarations, part_index

from . import rules
from .commands.air import MISSIONS, MOMENTS
from .commands.counter import TABLE_ROLLS
from .scenario import MODES

UNIT = Param("unit_id", "unit", "unit")
HEX = Param("hex_label", "hex", "hex", help="a printed hex number such as 17.16")
OVERRIDE = Param("override", "flag", "override as a recorded ruling", default=False)
SIDES = ("japanese", "allied")
MANILA_HELD = Param("japanese_hold_all_manila", "flag", "the Japanese control every Manila hex",
                    default=None, help="empty: read from the board (a Japanese unit in each city hex)")
WEATHER = {"limited_flight": "Limited Flight (1-2)", "normal_flight": "Normal Flight (3-6)"}


# -- when a command can be used (each reason names its rule) ---------------------------------------------
def _over(game) -> str | None:
    v = game.scenario.victory
    entries = game.victory.victory_entries()
    if entries.get(str(v.sudden_death_turn), {}).get("result") == "japanese":
        return "the Japanese won by sudden death (5.0); undo the victory entry to play on"
    if str(v.final_turn) in entries:
        return "the game is over: the turn-5 victory check is entered (5.0); undo it to play on"
    return None


def _weather_due(game) -> str | None:
    return _over(game) or ("the weather for this turn is rolled already (1.2)" if game.track.weather() else None)


def _problems_of(preview_name: str):
    def when(game) -> str | None:
        over = _over(game)
        if over:
            return over
        pv = getattr(game.reinforcement, preview_name)()
        return "; ".join(pv.problems) or None
    return when


def _rebuild_due(game) -> str | None:
    over = _over(game)
    if over:
        return over
    rep = game.reinforcement.replacement()
    if not rep or not rep.get("success"):
        return "rebuild only after a successful replacement roll this turn (3.1d)"
    if rep.get("used"):
        return "this turn's replacement was used already (3.1d: one unit)"
    return None


def _victory_due(game) -> str | None:
    v = game.scenario.victory
    if game.turn not in (v.sudden_death_turn, v.final_turn):
        return (f"victory is checked in turn {v.sudden_death_turn} (sudden death) and at the end of turn "
                f"{v.final_turn} (5.0)")
    if str(game.turn) in game.victory.victory_entries():
        return "this turn's victory check is entered already (5.0)"
    return None


def _reroll_ok(game) -> str | None:
    chk = game.counter.reroll_check()
    return None if chk.ok else f"{chk.problem} (1.13)"


def _flight_known(game) -> str | None:
    return _over(game) or (None if game.air.flight_conditions() else
                           "roll this turn's weather first: it sets the flight conditions (1.2)")


def _option_9(game) -> str | None:
    return _over(game) or (None if 9 in game.options.allied else
                           "optional variation Allied 9 is not in force (4.0)")


def _demolitions_due(game) -> str | None:
    why = _option_9(game)
    if why:
        return why
    placed = game.air.demolitions()
    if not placed:
        return "no demolition markers placed this turn (4.0 Allied 9)"
    if any(x.get("result") for x in placed):
        return "this turn's markers are rolled already (4.0 Allied 9)"
    return None


# -- what the previews show ----------------------------------------------------------------------------
def _weather_odds(odds) -> Preview:
    return Preview(tables=(odds_table("Flight conditions (one die)", [(WEATHER.get(k, k), p) for k, p in odds.items()],
                                      "1.2", ordered=False),))


def _option_odds(game, side: str) -> Preview:
    texts = game.track.option_texts(side)
    rows = [(f"{side.capitalize()} {n}: {texts.get(n, '')}", p) for n, p in game.track.option_odds(side).items()]
    die = "1D6" if side == "japanese" else "2D6"
    return Preview(tables=(odds_table(f"{side.capitalize()} optional variation ({die})", rows, "4.0",
                                      ordered=False),))


def _demolition_odds(odds) -> Preview:
    return Preview(tables=(odds_table("Each demolition marker (one die)", [("removed (1-4)", odds.get("removed", 0)),
                                                                          ("active (5-6)", odds.get("active", 0))],
                                      "4.0 Allied 9"),))


def _demolition_check(problems) -> Preview:
    return Preview(("the markers may go down (4.0 Allied 9)",) if not problems else (), problems=tuple(problems))


def _numbered_odds(odds) -> Preview:
    return Preview(tables=(odds_table("Optional variation, by its printed number", [(f"option {n}", p) for n, p in
                                                                                    odds.items()], "4.0",
                                      ordered=False),))


def _replacement_shown(pv) -> Preview:
    mods = tuple(f"{m.value:+d} {m.label}" for m in (pv.chart.modifier(x) for x in pv.modifiers))
    rows = [("no rebuild", 1 - pv.success), ("rebuild one unit", pv.success)]
    return Preview((pv.lines()[0],), (odds_table("Allied replacement roll (2D6, 8+)", rows, "3.1d, 4.0 Allied 12",
                                                mods),), pv.problems)


def _recovery_shown(pv) -> Preview:
    lines = tuple(pv.lines()[:1])
    if not pv.pool:
        return Preview(lines, problems=pv.problems)
    rows = [("comes back", pv.chance_each), ("to the Dead Pile", 1 - pv.chance_each)]
    return Preview(lines, (odds_table("Each unit in the Recovery Pool", rows, "3.1c", ordered=False),), pv.problems)


def _attrition_shown(p: Fraction) -> Preview:
    return Preview(tables=(odds_table("Attrition of an Out of Supply unit", [("no loss", 1 - p), ("step loss", p)],
                                      "1.9, L2"),))


def _reroll_shown(chk) -> Preview:
    return Preview(tuple(chk.lines()), problems=(chk.problem,) if chk.problem else ())


def _defence_shown(d) -> Preview:
    head = f"{d.hex}: defence {d.strength:g}" + (f", CRT line {d.category}" if d.category else "") + \
        (f", modifier {d.modifier}" if d.modifier and d.modifier != d.category else "")
    return Preview((head,) + d.lines)


def _trace_shown(t) -> Preview:
    path = " - ".join(t.path)
    return Preview((("IN SUPPLY" if t.ok else "OUT OF SUPPLY") + (f": {path}" if path else ""),) + tuple(t.reasons))


def _traces_shown(ts) -> Preview:
    return Preview(tuple(f"{t.unit_id}: {'in supply' if t.ok else 'OUT OF SUPPLY'}" for t in ts) or ("no units",))


def _victory_shown(res) -> Preview:
    return Preview((f"result: {res.result or 'no decision'}",) + tuple(res.reasons) +
                   tuple(f"ruling {r}" for r in res.rulings))


def _strat_shown(chk) -> Preview:
    return Preview((chk.reason,), problems=() if chk.ok else (chk.reason,))


def _drm_shown(out) -> Preview:
    n, words = out
    return Preview((f"DRM {n:+d} on the Common Replacement Table (2.1d, L2)",) + tuple(words))


def _ma_shown(lines) -> Preview:
    return Preview(tuple(lines) or ("within the Move Mode cap (designer's note 6)",))


# -- the game's values, for forms and for checking typed ids -----------------------------------------------
def _units(game):
    out = []
    for s in game.forces().states:
        where = s.hex if s.hex else s.status.replace("_", " ")
        out.append((s.id, f"{s.spec.name} ({s.side}, {where})"))
    return out


def _sides(game):
    return [("japanese", "Japanese"), ("allied", "Allies (U.S.-Philippine)")]


def _part_of() -> dict[str, str]:
    """Each command's procedure: ``move`` -> its LuzonGame part."""
    from .commands.base import LuzonPart
    from .commands.game import LuzonGame

    return part_index(LuzonGame, LuzonPart)


PART_OF = _part_of()
_entry = entry_maker(PART_OF)


ENTRIES = (
    # -- the turn track and checklist (6.0) ---------------------------------------------------------------
    _entry("checklist", "This turn's checklist", "6.0", "Turn", "What the referee does this turn, in order",
           query=True, also=("checked",), words=("todo", "sequence")),
    _entry("tick", "Tick a checklist line", "6.0", "Turn", "Mark a line of this turn's checklist done (or not)",
           Param("index", "integer", "line (from 0)", low=0), Param("done", "flag", "done", default=True)),
    _entry("next_turn", "Next turn", "6.0", "Turn", "Move the turn marker on (turns 1-5)", when=_over,
           key="Ctrl+Return", words=("advance", "turn marker")),
    _entry("previous_turn", "Previous turn", "6.0", "Turn", "Move the turn marker back one turn"),
    _entry("reserve_markers", "Reserve markers", "6.0", "Turn",
           "Each side's reserve markers this turn (Allied 0 and Japanese 3 at the start; 2 Allied on 26 Dec)",
           query=True, words=("reserve",)),
    _entry("go_to_turn", "Go to a turn", "6.0", "Turn", "Put the turn marker on a turn (1-5)",
           Param("number", "integer", "turn", low=1, high=5)),
    # -- weather (1.2) --------------------------------------------------------------------------------------
    _entry("weather_odds", "Weather odds", "1.2", "Weather", "One die: 1-2 Limited Flight, 3-6 Normal Flight",
           query=True, shown=_weather_odds),
    _entry("roll_weather", "Roll the weather", "1.2", "Weather", "This turn's flight conditions (once a turn)",
           preview="weather_odds", shown=_weather_odds, when=_weather_due, also=("weather",),
           words=("flight", "limited")),
    # -- optional rules (4.0) -------------------------------------------------------------------------------
    _entry("set_options", "Optional variations", "4.0", "Optional rules",
           "The optional variations in force (their set-up changes made on an untouched printed set-up)",
           Param("japanese", "integer", "Japanese options (1-6)", many=True, default=(), low=1, high=6),
           Param("allied", "integer", "Allied options (2-12)", many=True, default=(), low=2, high=12),
           also=("at_printed_setup", "option_applied"), words=("variation", "balance")),
    _entry("set_series_rules", "Series optional rules", "4.0", "Optional rules",
           "Which series optional rules are in force: Long Range Air, Attacking Empties, Reactive Artillery",
           Param("long_range_air", "flag", "Long Range Air (OCS 21.4)", default=False),
           Param("attacking_empties", "flag", "Attacking Empties (OCS 21.8)", default=False),
           Param("reactive_artillery", "flag", "Reactive Artillery (OCS 21.9)", default=False),
           also=("series_rules",), words=("long range air", "empties", "reactive artillery", "ocs")),
    _entry("option_odds", "Optional variation odds", "4.0", "Optional rules",
           "The chance of each variation when one is rolled at random (1D6 Japanese, 2D6 Allied)",
           Param("side", "side", "side"), query=True, preview=_option_odds, shown=_numbered_odds, also=("option_texts",)),
    _entry("roll_option", "Roll an optional variation", "4.0", "Optional rules",
           "Roll one variation at random for a side and put it in force", Param("side", "side", "side"),
           preview=_option_odds, when=_over),
    # -- the Re-Roll counter (1.13, L5) ---------------------------------------------------------------------
    _entry("reroll_check", "May the counter re-roll?", "1.13, L5", "Re-Roll counter",
           "Whether the counter's holder may re-roll a roll (default: the latest)",
           Param("roll_id", "integer", "roll number", default=None, low=1), query=True, shown=_reroll_shown,
           also=("reroll_counter",)),
    _entry("reroll", "Use the Re-Roll counter", "1.13, L5", "Re-Roll counter",
           "The holder re-rolls one of the tool's rolls; the counter passes to the opponent",
           Param("roll_id", "integer", "roll number (empty: the latest)", default=None, low=1),
           preview="reroll_check", shown=_reroll_shown, when=_over, words=("reroll", "counter")),
    _entry("use_counter_at_table", "Counter used on a table roll", "1.13, L2, L5", "Re-Roll counter",
           "The holder re-rolled a roll made at the table (an OCS series roll): the counter passes",
           Param("roll_kind", "choice", "roll", choices=TABLE_ROLLS),
           Param("what", "text", "what", default=""), when=_over),
    # -- the Allied Reinforcement Phase (3.1c, 3.1d) --------------------------------------------------------
    _entry("recovery_preview", "Recovery draw odds", "3.1c", "Reinforcement",
           "The Recovery Pool, how many are drawn and each unit's chance", query=True, shown=_recovery_shown,
           also=("recovery",)),
    _entry("draw_recovery", "Recovery draw", "3.1c", "Reinforcement",
           "Draw one unit (two from 7 or more) from the Recovery Pool and place it; the rest go to the Dead Pile",
           Param("hex_label", "hex", "hex (or {unit: hex} for two)", help="a hex within 2 of Manila or Balanga"),
           MANILA_HELD, preview="recovery_preview", shown=_recovery_shown, when=_problems_of("recovery_preview"),
           also=("placement_hexes", "japanese_hold_all_manila"), words=("recovery pool", "draw")),
    _entry("replacement_preview", "Replacement odds", "3.1d, 4.0", "Reinforcement",
           "The Allied replacement roll's exact odds with the variations in force", query=True,
           shown=_replacement_shown, also=("replacement", "replacement_modifiers", "replacement_chart_mod")),
    _entry("roll_replacement", "Roll for a replacement", "3.1d", "Reinforcement",
           "One 2D6 roll; 8 or more rebuilds one Allied ground unit this turn", preview="replacement_preview",
           shown=_replacement_shown, when=_problems_of("replacement_preview"), words=("rebuild", "2d6")),
    _entry("rebuild", "Rebuild an Allied unit", "3.1d", "Reinforcement",
           "After a successful replacement roll, place one Dead Pile ground unit like a recovered one",
           UNIT, HEX, MANILA_HELD, when=_rebuild_due, also=("rebuildable",)),
    _entry("japanese_replacement_drm", "Japanese replacement DRM", "2.1d, 4.0", "Reinforcement",
           "The DRM the variations give a Japanese roll on the Common Replacement Table", query=True,
           shown=_drm_shown),
    _entry("japanese_rebuild_hexes", "Where a Japanese unit is rebuilt", "2.1d", "Reinforcement",
           "Within 2 hexes of its landing, or with the 14th Army HQ or its stripe's HQ", UNIT, query=True,
           also=("japanese_group", "rebuild_hqs")),
    _entry("japanese_rebuild", "Rebuild a Japanese unit", "2.1d, L2, L10", "Reinforcement",
           "Rebuild a Dead Pile ground unit on the referee's Common Replacement Table result (at full strength, "
           "L10)", UNIT, HEX, Param("table_result", "text", "Common Replacement Table result"), OVERRIDE,
           preview="japanese_rebuild_hexes", when=_over),
    # -- the units ---------------------------------------------------------------------------------------
    _entry("move", "Move a unit", "1.11, 1.14, 3.2, L7", "Units",
           "Put a unit in a hex (and a mode); 1.11 and 1.14 refuse unless overridden", UNIT, HEX,
           Param("mode", "choice", "mode", choices=MODES, default=None), OVERRIDE, when=_over,
           also=("move_problems", "no_entry_hexes"), words=("hex", "place")),
    _entry("set_mode", "Change a unit's mode", "3.2, 4.0 Allied 7", "Units",
           "Combat, Move or Strat Mode; at most 2 Allied units in Strat Mode", UNIT,
           Param("mode", "choice", "mode", choices=MODES), when=_over, words=("strat", "combat mode")),
    _entry("strat_check", "Limited Strat Move check", "3.2, 4.0 Allied 7", "Units",
           "At most 2 Allied units (with Allied 7: 2 stacks) in Strat Mode", query=True, shown=_strat_shown),
    _entry("arrive", "A reinforcement arrives", "2.1c, 3.1b, 6.0, L7", "Units",
           "A reinforcement enters in its hex (the 31-Phil within 2 of Balanga); Allied units in a Turn Two "
           "Group hex are displaced toward Manila (L7)", UNIT,
           Param("hex_label", "hex", "hex", default=None),
           Param("displace_to", "hex", "displaced Allies go to (L7)", default=None,
                 help="only when the map's road entries give no empty road hex toward Manila"),
           when=_over, also=("arrival_hexes",)),
    _entry("eliminate", "Eliminate a unit", "3.1c, 2.1d", "Units",
           "Allied ground units to the Recovery Pool; air units and the Japanese to the Dead Pile", UNIT,
           when=_over, confirm="Eliminate this unit?"),
    _entry("set_supply", "Mark a unit's supply", "1.9", "Units", "Mark a unit in or out of trace supply",
           UNIT, Param("in_supply", "flag", "in supply", default=None), when=_over),
    _entry("record_series", "Enter an OCS series result", "L2", "Units",
           "An OCS Combat or Barrage result read off the series charts, with its step losses",
           Param("kind", "choice", "kind", choices=("combat", "barrage")), Param("text", "text", "result"),
           Param("hex_label", "hex", "hex", default=""),
           Param("losses", "json", "step losses", default=(), help='[["unit id", 1], ...]'),
           Param("note", "text", "note", default=""), when=_over, also=("series_results",)),
    # -- restrictions (1.1d, 1.3c, 1.4-1.7, note 6) ----------------------------------------------------------
    _entry("defence", "A hex's defence", "1.1d, 1.4, 1.5", "Restrictions",
           "Points of Interest (Close, the modifier), Manila at half for the Allies, HQs 2 / 1 by mode",
           HEX, query=True, shown=_defence_shown, words=("defense", "poi", "manila", "hq", "open city")),
    _entry("engineer_function", "Engineer function", "1.6", "Restrictions",
           "An HQ or engineer bridges or makes its hex detrainable (nothing else)", UNIT,
           Param("function", "choice", "function", choices=rules.ENGINEER_FUNCTIONS), OVERRIDE, when=_over,
           words=("bridge", "detrainable", "engineer")),
    _entry("transport_check", "Transport allowed?", "1.7", "Restrictions",
           "No rail, air or sea transport; captured Japanese wagons are destroyed",
           Param("kind", "choice", "transport", choices=("rail", "air", "sea", "capture_wagons")), query=True,
           words=("rail", "sea", "wagons")),
    _entry("check_move_mode_ma", "Check a Move Mode MA", "designer's note 6, 4.0 Allied 5", "Restrictions",
           "No unit above 10 MA in Move Mode (the two tank battalions 12 with Allied 5)", UNIT,
           Param("ma", "integer", "Move Mode MA", low=0), OVERRIDE, query=True, shown=_ma_shown,
           also=("move_mode_ma_limit",), words=("movement allowance", "cap", "10")),
    _entry("air_strip_work", "Improve or destroy an air strip", "1.3c, 1.6", "Restrictions",
           "Air strips are never improved or destroyed (always refused, naming the rule)",
           Param("action", "choice", "work", choices=("improve", "destroy")), query=True,
           words=("air base", "airfield")),
    _entry("air_strips", "Air strips", "1.3c", "Air", "Each of the six air strips and the side up", query=True),
    _entry("air_mission", "Fly an air mission", "1.2, 1.3b, L2", "Air",
           "Record an air unit's mission; in Limited Flight only in the player's own Movement Phase (1.2)",
           UNIT, Param("mission", "choice", "mission", choices=MISSIONS),
           Param("phase", "choice", "phase", choices=rules.AIR_MISSION_PHASES),
           Param("hex_label", "hex", "target hex", default=""), when=_flight_known,
           also=("flight_conditions",), words=("air", "flight", "barrage", "sortie")),
    _entry("air_missions", "Air missions this turn", "1.2", "Air", "The air missions recorded this turn",
           query=True),
    # -- demolitions (4.0 Allied 9) ----------------------------------------------------------------------
    _entry("place_demolitions", "Place demolition markers", "4.0 Allied 9", "Demolitions",
           "Interdiction markers in up to 3 different hexes a turn, each within 2 hexes of an Allied unit",
           Param("hexes", "hex", "hexes", many=True), Param("moment", "choice", "when", choices=MOMENTS,
                                                             default="start"),
           preview="demolition_problems", shown=_demolition_check, when=_option_9,
           words=("interdiction", "bridge", "demolition")),
    _entry("demolition_odds", "Demolition odds", "4.0 Allied 9", "Demolitions",
           "One die per marker: 5-6 active, 1-4 removed", query=True, shown=_demolition_odds),
    _entry("roll_demolitions", "Roll for the demolitions", "4.0 Allied 9", "Demolitions",
           "In the Air and Naval Barrage Segment: one die per marker placed this turn", preview="demolition_odds",
           shown=_demolition_odds, when=_demolitions_due, also=("demolitions",)),
    _entry("capture_air_strip", "Capture an air strip", "1.3c", "Air", "The strip flips to the capturer's side",
           HEX, when=_over),
    # -- the map ------------------------------------------------------------------------------------------
    _entry("hex_terrain", "A hex's terrain", "1.1, L9", "Map", "What the tool knows of a hex (town, roads, TEC)",
           Param("label", "hex", "hex"), query=True, also=("terrain",)),
    _entry("import_terrain", "Import terrain", "1.1", "Map", "Terrain entries from JSON as one change",
           Param("text", "text", "JSON", help='{"17.16": {"town": "major_city"}, ...}'),
           confirm="Replace these hexes' terrain entries?", also=("set_hex_terrain",)),
    _entry("export_terrain", "Export terrain", "1.1", "Map", "Every hex's terrain entry as JSON", query=True),
    # -- supply (1.8-1.10, 2.1a-b, 3.1a) ---------------------------------------------------------------------
    _entry("set_trace_reach", "Trace supply reach", "L2 (OCS 12.6)", "Supply",
           "The overland leg of a trace, in hexes (the referee's entry)",
           Param("hexes", "integer", "hexes", low=0, high=30), also=("trace_reach",)),
    _entry("trace", "Trace a unit's supply", "1.8-1.10, 2.1a-b, 3.1a", "Supply",
           "Can this unit trace to its side's source this turn?", UNIT, query=True, shown=_trace_shown),
    _entry("trace_all", "Trace every unit", "1.8-1.10", "Supply", "Every on-map ground unit's trace",
           Param("side", "side", "side", default=None), query=True, shown=_traces_shown),
    _entry("mark_supply", "Mark supply from the traces", "1.9", "Supply",
           "Mark every on-map ground unit in or Out of Supply as its trace says (one change)",
           Param("side", "side", "side", default=None), when=_over),
    _entry("attrition_odds", "Attrition odds", "1.9, L2", "Supply",
           "The chance of a step loss for the dice and the roll that costs one (the OCS table's numbers)",
           Param("pool", "choice", "dice", choices=("1d6", "2d6")),
           Param("loss_at", "integer", "a loss on this or more", low=1, high=13), query=True,
           shown=_attrition_shown),
    _entry("roll_attrition", "Roll attrition", "1.9, L2", "Supply",
           "An Out of Supply unit rolls; a loss flips it, or eliminates a reduced one", UNIT,
           Param("pool", "choice", "dice", choices=("1d6", "2d6")),
           Param("loss_at", "integer", "a loss on this or more", low=1, high=13), OVERRIDE,
           preview="attrition_odds", shown=_attrition_shown, when=_over),
    # -- victory (5.0) ------------------------------------------------------------------------------------
    _entry("sudden_death_check", "Sudden-death check", "5.0", "Victory",
           "As the units stand now, judged as at the turn-3 Clean-Up Phase", query=True, shown=_victory_shown),
    _entry("final_check", "Final victory check", "5.0, L3, L4", "Victory",
           "As the units stand now, judged as at the end of turn 5", query=True, shown=_victory_shown),
    _entry("record_victory", "Enter the victory check", "5.0, L3", "Victory",
           "Sudden death at turn 3, the end conditions after turn 5; the referee rules a conflict (L3)",
           Param("referee_result", "choice", "the referee's ruling (a conflict only)",
                 choices=("japanese", "allied", "draw"), default=None),
           when=_victory_due, also=("victory_entries",)),
)


def _with_parts(not_commands: dict[str, str]) -> dict:
    from .commands.base import LuzonPart
    from .commands.game import LuzonGame

    return part_declarations(LuzonGame, LuzonPart, not_commands)


CATALOGUE = Catalogue(
    family="luzon",
    commands="assistant.games.luzon.commands:LuzonGame",
    entries=ENTRIES,
    listed={"unit": _units, "side": _sides},
    **_with_parts({
        "forces": "reader: where every unit is", "scenario": "reader: the campaign with the variations in force",
        "options": "reader: the variations in force", "rulings": "reader: the rulings in force (Game > Rulings)",
        "state": "reader: the stored state", "turn": "reader: the turn number", "turn_info": "reader: this turn",
        "chart": "reader: a chart in force", "names": "reader: unit names", "reduced": "reader: reduced units",
        "unit_where": "reader: how a message names a unit", "roll_row": "reader: a roll of the log",
        "new_state": "plumbing: a copy of the state to change", "finish": "plumbing: one change",
        "overridden": "plumbing: an override's words", "refuse_or_override": "plumbing: a check's refusal",
        "store": "plumbing", "game_id": "plumbing",
    }),
)
