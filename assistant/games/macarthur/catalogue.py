"""Every command and query of a MacArthur campaign (Korea, New Guinea, Bataan Retreat), declared once (Qt-free).

The palette, its forms and ``table-assistant play`` are built from this list (see
:mod:`assistant.games.catalogue`); the board's own buttons call the same methods of
:class:`~assistant.games.macarthur.commands.MacArthurGame`. Rules are named as the rulebook's sections name
them ("The Movement Deck", "Battles", "Landings from the Sea", ...) and by the rulings M1-M14 of
``RULINGS.md``.
"""

from __future__ import annotations

from fractions import Fraction

from assistant.games.catalogue import Catalogue, Param, Preview, entry_maker, odds_table, part_declarations, part_index

from . import rules
from .battle_retreat import TIE_CHOICES

TOWN = Param("town", "town", "town")
SIDE = Param("side", "side", "side")
LARGE = Param("large", "integer", "Large units", low=0, high=rules.STACK_LIMIT)
SMALL = Param("small", "integer", "Small units", low=0, high=rules.STACK_LIMIT)
ROAD_KINDS = tuple(rules.ROAD_COSTS_MP)
ROLES = {"attacker_wins": "attacker wins", "defender_wins": "defender wins", "tie": "tie",
         "both_eliminated": "both eliminated", "stalemate": "stalemate (nobody can throw)"}


# -- when a command can be used (each reason names its rule) ---------------------------------------------
def _over(game) -> str | None:
    if game.record.state.deck.game_over:
        return "the Game Ends card is turned (The Movement Deck): the campaign is over; undo to play on"
    return None


def _board(game) -> str | None:
    if game.network is None:
        return game.board_problem or "there is no board: import a road network first (Game > Board)"
    return None


def _playing(game) -> str | None:
    """A side's turn is under way: a card is turned, the set-up confirmed, the game not over."""
    why = _over(game) or _board(game)
    if why:
        return why
    if game.setup.setup_pending():
        return "confirm both sides' set-up first (Starting Forces)"
    if game.record.moving_side is None:
        return "no side is moving: turn a movement card first (The Movement Deck)"
    return None


def _card_due(game) -> str | None:
    why = _over(game) or _board(game)
    if why:
        return why
    if game.setup.setup_pending():
        return "confirm both sides' set-up first (Starting Forces)"
    if game.record.moving_side is not None:
        return (f"{game.side_name(game.record.moving_side)} is moving: end that turn first "
                "(The Movement Deck)")
    return None


def _setup_open(game) -> str | None:
    why = _board(game)
    if why:
        return why
    return None if game.setup.setup_pending() else "there is no set-up waiting for confirmation (Starting Forces)"


def _bataan_retreat(game) -> str | None:
    if game.campaign.id != "bataan_retreat":
        return f"only Bataan Retreat has a Troop Allocation Grid ({game.campaign.title}, Starting Forces)"
    return None


def _grid_open(game) -> str | None:
    return _bataan_retreat(game) or _setup_open(game)


def _revealed(game) -> str | None:
    why = _bataan_retreat(game)
    if why:
        return why
    if not game.setup.setup_state.get("revealed"):
        return ("the Troop Allocation Grid is secret until the Allied set-up is confirmed "
                "(Bataan Retreat, Starting Forces)")
    return None


# -- what the previews show ----------------------------------------------------------------------------
def battle_tables(odds) -> Preview:
    """A battle's exact odds as tables: the first round, the battle with every tie refought, the
    casualties each side's dice inflict (Battles, Casualties; M1-M5)."""
    counting = {"Battles", "Battles; M1", "New Guinea, Battles; M1"}
    steps = [s for s in odds.steps if "exact odds" not in s.rule]
    mods = tuple(str(s) for s in steps if s.rule not in counting)          # supply, air control, M2 ...
    head = (f"attacker {odds.attacker_dice} {'die' if odds.attacker_dice == 1 else 'dice'}, "
            f"defender {odds.defender_dice} {'die' if odds.defender_dice == 1 else 'dice'}")
    first = [(ROLES.get(k, k), p) for k, p in odds.first_round.items()]
    whole = [(ROLES.get(k, k), p) for k, p in odds.with_refights.items()]
    tables = (
        odds_table(f"First round ({head})", first, "Battles; M1, M5", mods, ordered=False),
        odds_table("The battle, every tie refought", whole, "Retreating; M5", ordered=False),
        odds_table("Casualties on the defender", _hits(odds.hits_on_defender), "Casualties; M3, M4"),
        odds_table("Casualties on the attacker", _hits(odds.hits_on_attacker), "Casualties; M3, M4"),
    )
    lines = ("dice: " + "; ".join(str(s) for s in steps if s.rule in counting),
             f"attacker eliminated in the first round: {float(odds.attacker_eliminated):.1%}; "
             f"defender: {float(odds.defender_eliminated):.1%}")
    return Preview(lines, tables)


def _hits(dist) -> list[tuple[str, Fraction]]:
    return [(f"{k} casualt{'y' if k == 1 else 'ies'}", p) for k, p in sorted(dist.items())]


def _battle_preview(game, town: str, **_) -> Preview:
    shown = battle_tables(game.combat.battle_odds(town))
    problems = game.combat.board_problems(game.combat.battle_setup(town))
    return Preview(shown.lines, shown.tables, problems)


def _reserve_preview(game, side: str) -> Preview:
    """The reserve roll's chart as odds (the same chart ``roll_reserves`` reads), and why not now (M10)."""
    from assistant.games.chart_overrides import charts_for_session

    problems = tuple(p for p in (game.turns.reserve_roll_timing(side),) if p)
    setup = game.campaign.reserves.get(side)
    if setup is None or not setup.chart:
        return Preview((game.reserve_timing_words(),), problems=problems)
    chart = charts_for_session(game.session).get(rules.GAME, setup.chart)
    dist = chart.distribution(())
    rows = [(f"{row.min}" + (f"-{row.max}" if row.max != row.min else "") + f": {row.text or row.result}", p)
            for row, p in zip(chart.rows, dist.values())]
    return Preview((game.reserve_timing_words(),), (odds_table(chart.title, rows, "Reserves; M10", ordered=False),),
                   problems)


def _move_preview(game, origin: str, goal: str, large: int, small: int):
    return game.turns.move_preview(origin, goal, large + small)


def _move_shown(mv) -> Preview:
    pools = ", ".join(f"{p} {c} MP" for p, c in mv.cost_by_pool) if mv.cost_by_pool else f"{mv.cost_mp} MP"
    return Preview((f"{mv.units} unit(s) along {' - '.join(mv.route.towns)}", f"cost: {pools}"),)


def _route_shown(r) -> Preview:
    if r is None:
        return Preview(("no open route",))
    return Preview((" - ".join(r.towns), f"{r.cost_mp} MP a unit"),)


def _group_shown(plan) -> Preview:
    if plan is None:
        return Preview(("no way to bring them all under the 5-units-a-segment limit",))
    lines = [f"{n} unit(s): {' - '.join(r.towns)} ({r.cost_mp} MP each)" for r, n in plan.routes]
    return Preview(tuple(lines) + (f"total {plan.cost_mp} MP for {plan.units} unit(s)",))


def _breaches(breaches) -> Preview:
    if not breaches:
        return Preview(("legal: the referee may confirm it (Starting Forces)",))
    return Preview(tuple(str(b) for b in breaches),
                   problems=(f"{len(breaches)} breach(es): confirm with override to rule them the table's own",))


def _victory_shown(status) -> Preview:
    return Preview(tuple(("HOLDS: " if ok else "") + words for _side, ok, words in status))


def _losses_shown(losses) -> Preview:
    return Preview(tuple(f"{side}: " + (", ".join(f"turn {t}: {n}" for t, n in sorted(by.items())) or "none")
                         for side, by in losses.items()) or ("no losses yet",))


def _waiting_shown(waiting) -> Preview:
    return Preview(tuple(f"{town}: " + "; ".join(
        f"{s['large']}L {s['small']}S from {'the sea' if s.get('from_sea') else s.get('from')}"
        + (" (retreating)" if s.get("retreat") else "") for s in stacks) for town, stacks in waiting.items())
        or ("no attack waits",))


def _offshore_shown(force) -> Preview:
    return Preview((f"off shore: {force}",))


# -- the game's values, for forms and for checking typed ids -----------------------------------------------
def _towns(game):
    net = game.network
    if net is None:
        return []
    state = game.record.state
    out = []
    for name in sorted(net.towns):
        h = state.units.get(name)
        held = f" ({game.side_name(h.side)} {h.large}L {h.small}S)" if h is not None and h.units else ""
        out.append((name, name + held))
    return out


def _sides(game):
    return [(s, game.side_name(s)) for s in rules.SIDES]


def _part_of() -> dict[str, str]:
    """Each command's procedure: ``battle_odds`` -> its MacArthurGame part."""
    from .commands.base import MacPart
    from .commands.game import MacArthurGame

    return part_index(MacArthurGame, MacPart)


PART_OF = _part_of()
_entry = entry_maker(PART_OF)


ENTRIES = (
    # -- set-up (Starting Forces) -----------------------------------------------------------------------
    _entry("setup_words", "Set-up state", "Starting Forces", "Set-up",
           "Each side's set-up: confirmed, legal or its breaches; the Troop Allocation Grid's state",
           query=True, words=("setup", "starting forces"), also=("setup_pending", "setup_state")),
    _entry("setup_breaches", "Check a side's set-up", "Starting Forces, Positioning of Units", "Set-up",
           "Every way a side's starting forces break the rules now", SIDE, query=True, shown=_breaches,
           when=_board, words=("setup", "breaches")),
    _entry("confirm_setup", "Confirm a side's set-up", "Starting Forces", "Set-up",
           "The referee confirms a side's starting forces (the UN / Allies first); breaches refuse it "
           "unless overridden as a ruling", SIDE,
           Param("override", "flag", "rule the breaches the table's own", default=False),
           preview="setup_breaches", shown=_breaches, when=_setup_open, words=("setup", "start", "begin")),
    _entry("allocate_japanese", "Fill in the Troop Allocation Grid", "Bataan Retreat, Starting Forces", "Set-up",
           "Bataan Retreat: the Japanese 16 Large and 40 Small over Zones I-V in secret, before the Allied "
           "set-up (never Bataan)",
           Param("zones", "json", "zones", help='{"I": [large, small], "II": [3, 8], ...} over Zones I-V'),
           Param("override", "flag", "accept breaches as a ruling", default=False),
           when=_grid_open, words=("secret", "grid", "allocation", "zones"), also=("allocation_hidden",)),
    _entry("draw_offshore", "Japanese off shore in a Zone", "Bataan Retreat, Starting Forces", "Set-up",
           "Bataan Retreat: the Japanese waiting off shore in a Zone, who may land through its areas "
           "besides the reserves (after the grid is revealed)",
           Param("zone", "choice", "zone", choices=rules.BATAAN_ALLOCATION_ZONES),
           query=True, shown=_offshore_shown, when=_revealed, words=("offshore", "grid", "landing")),
    # -- the movement deck --------------------------------------------------------------------------------
    _entry("turn_card", "Turn a movement card", "The Movement Deck", "Movement deck",
           "The next side turns its card: typed (a physical card) or dealt from the shuffled pack; the Game "
           "Ends card when Blue's pack is spent",
           Param("value", "integer", "card value (empty: deal from the pack)", default=None, low=1, high=6),
           when=_card_due, key="Ctrl+Return", words=("card", "deck", "next", "turn"),
           also=("card_is_dealt", "game_ends_next")),
    _entry("define_packs", "Shuffle the movement packs", "The Movement Deck", "Movement deck",
           "The referee's packs (card values per side), shuffled with the game's dice stream",
           Param("texts", "json", "packs", help='{"blue": "1 2 2 3 ...", "red": "1 1 2 ..."}: card values per side'),
           when=_over, words=("pack", "shuffle", "cards")),
    _entry("allowance_words", "Movement points this turn", "Using Movement Points", "Movement",
           "The moving side's allowance this turn", query=True, words=("mp", "allowance")),
    # -- movement -----------------------------------------------------------------------------------------
    _entry("move", "Move units", "Using Movement Points, Battles", "Movement",
           "A unit group moves along the cheapest open route; towards an enemy town it stops outside to attack",
           Param("origin", "town", "from"), Param("goal", "town", "to"), LARGE, SMALL,
           preview=_move_preview, shown=_move_shown, when=_playing, key="Ctrl+M", words=("attack", "route"),
           also=("move_preview", "open_route")),
    _entry("cheapest_route", "Cheapest route", "Using Movement Points", "Routes",
           "The cheapest route for some units (with this turn's full segments and the enemy's towns)",
           Param("a", "town", "from"), Param("b", "town", "to"),
           Param("units", "integer", "units", default=1, low=1, high=rules.STACK_LIMIT),
           Param("this_turn", "flag", "this turn's limits", default=True),
           query=True, shown=_route_shown, when=_board, words=("path", "cost")),
    _entry("group_move", "Bring stacks together", "Using Movement Points, Illustration 1", "Routes",
           "The least total to bring several stacks into one town, 5 units a segment",
           Param("sources", "json", "stacks", help='{"Town": units, ...}'), Param("goal", "town", "to"),
           Param("this_turn", "flag", "this turn's limits", default=True),
           query=True, shown=_group_shown, when=_board, words=("group", "segment")),
    # -- landings, drops, reserves -------------------------------------------------------------------------
    _entry("land", "Land reserves from the sea", "Landings from the Sea, M14", "Landings and drops",
           "Reserves land through a landing area (1 MP a unit, its capacity a turn); New Guinea Zone II rolls "
           "the storm hazard; Bataan Retreat's off-shore Japanese land first; never after a battle (M14)",
           Param("area", "text", "landing area"), LARGE, SMALL, when=_playing,
           words=("landing", "sea", "storm", "amphibious")),
    _entry("drop", "Airborne drop", "New Guinea, Airborne, M14", "Landings and drops",
           "One Airborne reserve unit drops at an air strip (one a strip a turn; never after a battle, M14)",
           TOWN, when=_playing, words=("airborne", "parachute", "air strip")),
    _entry("roll_reserves", "Roll for reserves", "Reserves, M10", "Reserves",
           "The end-of-turn reserve roll on the campaign's chart", SIDE,
           preview=_reserve_preview, when=_over, words=("reserve", "reinforcements"),
           also=("reserve_roll_timing",)),
    _entry("reserve_timing_words", "When reserves roll", "Reserves, M10", "Reserves",
           "When the reserve rolls are made, with the ruling", query=True),
    # -- battles ------------------------------------------------------------------------------------------
    _entry("waiting_battles", "Battles waiting", "Battles", "Battles",
           "Towns with attack stacks waiting outside them this turn (the moving player picks the order)",
           query=True, shown=_waiting_shown, words=("attacks",)),
    _entry("battle_odds", "Battle odds", "Battles, Casualties; M1-M5", "Battles",
           "The exact odds of the battle waiting at a town: dice, first round, every tie refought, casualties",
           TOWN, query=True, shown=battle_tables, when=_board, words=("odds", "chance", "dice")),
    _entry("battle", "Fight a battle", "Battles, Casualties, Retreating; M1-M9, M12", "Battles",
           "The battle waiting at a town, fought to its end: both sides' dice from the game's stream, ties as "
           "chosen, the result applied",
           TOWN, Param("on_tie", "choice", "on a tie", choices=TIE_CHOICES,
                       default="refight"),
           Param("retreat_to", "json", "retreat split", default=None,
                 help='{"Town": [large, small], ...}: where the beaten defender goes (default: the roads in order)'),
           preview=_battle_preview, when=_playing, key="Ctrl+B", words=("fight", "attack", "roll"),
           also=("start_battle", "apply_battle", "battle_setup", "battle_preview", "make_battle", "board_problems",
                 "retreat_options", "default_retreat", "optional_retreat_targets")),
    _entry("battles", "Battles fought", "Battles", "Battles", "Every battle fought, in order", query=True),
    _entry("losses_by_turn", "Losses by turn", "Casualties", "Battles", "Each side's losses turn by turn",
           query=True, shown=_losses_shown),
    # -- the referee's hand, the end of the turn --------------------------------------------------------
    _entry("set_units", "Place units (correction)", "Positioning of Units", "Units",
           "The referee places or clears a side's units in a town (one side a town, at most 10)",
           TOWN, Param("side", "side", "side (empty: clear the town)", default=None), LARGE, SMALL,
           when=_board, confirm="This places units by hand, outside the rules' procedures. Record it as a "
                                "correction?", words=("place", "correction", "clear")),
    _entry("over_stacked", "Over-stacked towns", "Positioning of Units", "Units",
           "Towns holding more than 10 units (the excess goes at the end of the turn)", query=True),
    _entry("end_turn", "End the turn", "The Movement Deck, Positioning of Units", "Turn",
           "End the moving side's turn: no attack may wait; over-stacked towns lose the excess; victory checked",
           Param("removals", "json", "removals", default=None,
                 help='{"Town": [large, small], ...}: the owner\'s choice of what goes (default: Smalls first)'),
           when=_playing, key="Ctrl+E", words=("end", "finish")),
    _entry("victory_status", "Victory status", "Victory (campaign rules)", "Victory",
           "Each side's victory towns and whether it holds them now", query=True, shown=_victory_shown),
    # -- the board ------------------------------------------------------------------------------------------
    _entry("add_town", "Add a town", "Board (ROAD_NETWORK)", "Board", "A new town at a point of the drawing",
           Param("name", "text", "name"), Param("x", "number", "x"), Param("y", "number", "y")),
    _entry("move_town", "Move a town on the drawing", "Board (ROAD_NETWORK)", "Board",
           "Where a town is drawn (the network is unchanged)", Param("name", "town", "town"),
           Param("x", "number", "x"), Param("y", "number", "y"), when=_board),
    _entry("move_landing", "Move a landing area on the drawing", "Board (ROAD_NETWORK)", "Board",
           "Where a landing area is drawn", Param("name", "text", "landing area"), Param("x", "number", "x"),
           Param("y", "number", "y"), when=_board),
    _entry("rename_town", "Rename a town", "Board (ROAD_NETWORK)", "Board",
           "Rename a town: its roads, landing areas, units and waiting attacks follow",
           Param("old", "town", "town"), Param("new", "text", "new name"), when=_board),
    _entry("delete_town", "Delete a town", "Board (ROAD_NETWORK)", "Board",
           "Delete a town with its roads, landing areas and units", Param("name", "town", "town"), when=_board,
           confirm="Delete this town with its roads, landing areas and units?"),
    _entry("set_town_props", "Town details", "Board (ROAD_NETWORK)", "Board",
           "A town's air strip, zone and flags (supply, airfield, bataan, ...)", Param("name", "town", "town"),
           Param("air_strip", "flag", "air strip"), Param("zone", "text", "zone", default=None),
           Param("flags", "text", "flags", many=True, default=()), when=_board),
    _entry("add_road", "Add a road", "Board, Using Movement Points", "Board",
           "A road between two towns (solid 1, dashed 2, dotted 3 MP a unit)", Param("a", "town", "from"),
           Param("b", "town", "to"), Param("kind", "choice", "kind", choices=ROAD_KINDS, default="solid"),
           Param("one_way", "flag", "one way", default=False), when=_board),
    _entry("delete_road", "Delete a road", "Board (ROAD_NETWORK)", "Board", "The road between two towns",
           Param("a", "town", "from"), Param("b", "town", "to"), when=_board),
    _entry("set_road_kind", "Road kind", "Using Movement Points", "Board",
           "A road's kind sets its cost (solid 1, dashed 2, dotted 3 MP a unit)", Param("a", "town", "from"),
           Param("b", "town", "to"), Param("kind", "choice", "kind", choices=ROAD_KINDS), when=_board),
    _entry("set_landing", "Landing area", "Landings from the Sea", "Board",
           "A landing area: the town it lands at, its capacity a turn, its zone", Param("name", "text", "name"),
           Param("town", "town", "town"), Param("capacity", "integer", "capacity a turn", low=0, high=rules.STACK_LIMIT),
           Param("zone", "text", "zone", default=None), when=_board),
    _entry("delete_landing", "Delete a landing area", "Board (ROAD_NETWORK)", "Board", "A landing area",
           Param("name", "text", "landing area"), when=_board),
    _entry("import_network", "Board from a network document", "Board (ROAD_NETWORK)", "Board",
           "Replace the board with a network document; units in towns it lacks are taken off",
           Param("doc", "json", "network document", help="a table-assistant/road-network document"),
           Param("source", "text", "source", default="typed"),
           confirm="Replace the board? Units in towns the new one lacks are taken off."),
    _entry("import_network_file", "Board from a network file", "Board (ROAD_NETWORK)", "Board",
           "Replace the board with a network file", Param("path", "text", "file"),
           confirm="Replace the board? Units in towns the new one lacks are taken off.", words=("open", "load")),
    _entry("load_illustration", "Board from an illustration", "Illustrations 1-2", "Board",
           "The rulebook's Illustration 1 (movement) or 2 (retreats) as the board",
           Param("n", "integer", "illustration", low=1, high=2),
           confirm="Replace the board with the illustration?"),
    _entry("export_network", "Export the board", "Board (ROAD_NETWORK)", "Board",
           "Write the board as a network file (no change of record)", Param("path", "text", "file"),
           query=True, when=_board, confirm="Write the board to this file (an existing file is overwritten)?",
           words=("save", "file")),
)


def _with_parts(not_commands: dict[str, str]) -> dict:
    from .commands.base import MacPart
    from .commands.game import MacArthurGame

    return part_declarations(MacArthurGame, MacPart, not_commands)


CATALOGUE = Catalogue(
    family="macarthur",
    commands="assistant.games.macarthur.commands:MacArthurGame",
    entries=ENTRIES,
    listed={"town": _towns, "side": _sides},
    **_with_parts({
        "record": "reader: the campaign record the board draws", "doc": "reader: the stored network document",
        "network": "reader: the road network", "rulings": "reader: the rulings in force (Game > Rulings)",
        "side_name": "reader: a side's name in this campaign", "store": "plumbing", "game_id": "plumbing",
        "close": "plumbing", "forget": "plumbing: read the records again",
    }),
)
