"""Every command and query of a Last Stand on Bataan game, declared once (Qt-free).

The palette, its forms and ``table-assistant play`` are built from this list (see
:mod:`assistant.games.catalogue`); the board's own buttons and gestures call the same methods of
:class:`~assistant.games.bataan.game.BataanGame`. Rules are named as the rules reference names them: the
article's sections (I-VI) and the rulings B1-B31 of ``RULINGS.md``.
"""

from __future__ import annotations


from assistant.games.catalogue import Catalogue, Entry, Param, Preview, odds_table

from .sequence import FIRE_STEPS, PHASE_TEXT, Phase
from .sides import AMERICAN, JAPANESE

FIGURE = Param("fid", "figure", "figure")
MODES = ("walk", "run", "crawl")


# -- when a command can be used (each reason names its rule) ---------------------------------------------
def _over(game) -> str | None:
    v = game.state.victory
    return f"the game is over ({v['level_name']}, B22); undo to play on" if v else None


def _in(*phases: Phase, rule: str):
    def when(game) -> str | None:
        over = _over(game)
        if over:
            return over
        now = game.phase
        if now in phases:
            return None
        wanted = " or ".join(PHASE_TEXT[p] for p in phases)
        return f"{rule}: only in '{wanted}', now '{PHASE_TEXT[now]}'"
    return when


def _banzai_in_force(game) -> str | None:
    over = _in(Phase.JAPANESE_MOVE, rule="VI.D")(game)
    if over:
        return over
    st = game.state
    return None if st.banzai.in_force(st.clock.wave) else "VI.D: no Banzai Charge is in force"


def _unconfirmed(game) -> str | None:
    return None if game.wave.setup_confirmation() is None else "B29: the set-up is confirmed already (undo to redo it)"


# -- what the previews show ----------------------------------------------------------------------------
def fire_shown(p) -> Preview:
    """A fire's preview (IV, B11, B14) as odds tables: hits, what the fire does here, the wound chart."""
    tables = []
    if p.dice.dice:
        tables.append(odds_table(f"Chance of hits at {p.target} ({p.dice.dice} {'die' if p.dice.dice == 1 else 'dice'})",
                                 {f"{k} hit{'s' if k != 1 else ''}": c for k, c in enumerate(p.odds.hits)},
                                 "IV, B11", p.dice.reasons))
    if p.kill_odds:
        tables.append(odds_table("What the fire does here", p.kill_odds, "IV, B14"))
    if p.wound_odds:
        tables.append(odds_table("Each hit on the wound chart", p.wound_odds, "B14"))
    lines = [f"{fid}: {r}" for fid, c in p.checks for r in c.reasons]
    return Preview(tuple(lines), tuple(tables), tuple(p.problems))


def throw_shown(p) -> Preview:
    """A grenade's or knee mortar's preview (B12, B13, B26): who is in the blast and what it does."""
    what = "Knee mortar" if p.knee_mortar else "Grenade"
    lines = [f"{what} by {p.thrower} at ({p.point[0]:.1f}\", {p.point[1]:.1f}\")", *p.check.reasons,
             "in the blast: " + (", ".join(p.in_blast) or "nobody")]
    return Preview(tuple(lines), (odds_table(f"{what}: what it does", p.chances, "B12, B13, B26", ordered=False),),
                   tuple(p.problems))


def _breaches(breaches) -> Preview:
    if not breaches:
        return Preview(("The set-up matches the article: confirm it to start the first wave (B29, B31).",))
    return Preview(tuple(f"{b.rule}: {b.text}" if hasattr(b, "rule") else str(b) for b in breaches),
                   problems=(f"{len(breaches)} departure(s) from the article: confirm with override to rule "
                             f"them the table's own",))


def spot_shown(odds) -> Preview:
    """The sniper spotting roll's odds (B16)."""
    return Preview(tables=(odds_table("Spotting a sniper", odds, "B16"),))


# -- the game's values, for forms and for checking typed ids -----------------------------------------------
def _figures(game, side: str | None = None):
    return [(f.id, f"{f.id} ({f.unit}, {getattr(f, 'role', '') or 'rifleman'})")
            for f in game.table().figures.values() if f.alive and (side is None or f.side == side)]


def _sides(game):
    return [(JAPANESE, "Japanese"), (AMERICAN, "American")]


#: the game's procedure that holds each command (``BataanGame.turn``, ``.drags``, ``.firing`` ...)
PART_OF = {
    "turn": ("advance_phase", "record_move", "record_moves", "set_figures", "place_figures"),
    "drags": ("record_drag", "banzai_moves"),
    "firing": ("fire", "sniper_fire", "spot_odds", "spot_sniper", "visible_targets"),
    "blasts": ("grenade",),
    "close_combat": ("melee_groups", "melee", "tank_id", "antitank"),
    "wave": ("check_setup", "confirm_setup", "setup_confirmation", "banzai_targets", "order_banzai",
             "hidden_spotted", "reveal", "wave_end_proposal", "start_line_proposal", "current_start_line",
             "end_wave", "american_leaves", "victory_result"),
}
_PART = {name: part for part, names in PART_OF.items() for name in names}


def _entry(name, title, rule, group, summary, *params, **kw) -> Entry:
    if name in _PART and "call" not in kw:
        kw["call"] = f"{_PART[name]}.{name}"
    return Entry(name, title, rule, group, summary, tuple(params), **kw)


ENTRIES = (
    # -- set-up (the article's opening, B29, B31) --------------------------------------------------------
    _entry("check_setup", "Check the set-up", "B29, B31", "Set-up",
           "Where the table departs from the article's set-up, each breach naming its rule",
           query=True, shown=_breaches, words=("setup", "breaches", "order of battle")),
    _entry("confirm_setup", "Confirm the set-up", "B29, B31", "Set-up",
           "Record the referee's confirmation of the set-up; breaches refuse it unless overridden",
           Param("override", "flag", "rule the breaches the table's own", default=False),
           preview="wave.check_setup", shown=_breaches, when=_unconfirmed, words=("setup", "start", "begin")),
    _entry("setup_confirmation", "Set-up confirmation", "B29", "Set-up",
           "The recorded confirmation of the set-up, if any", query=True),
    # -- the turn ---------------------------------------------------------------------------------------
    _entry("advance_phase", "Next phase", "II, sequence", "Turn",
           "The next phase of the turn; after melee a new turn starts and spotted snipers hide again (B16)",
           when=_over, key="Ctrl+Return", words=("next", "phase", "turn", "sequence")),
    _entry("header", "Where the game stands", "II, B21", "Turn",
           "Wave, turn, the wave's commander, a Banzai Charge in force, the end", query=True),
    _entry("record_move", "Move a figure", "III, B7, B8", "Movement",
           "Move a figure to a point (through waypoints): the path's terrain cost against its allowance",
           FIGURE, Param("mode", "choice", "move", choices=MODES),
           Param("to", "point", "to (inches)", default=None),
           Param("via", "point", "through (waypoints)", many=True, default=()),
           Param("distance_in", "number", "distance moved (inches), when the board moved it", default=None,
                 low=0),
           when=_in(Phase.JAPANESE_MOVE, Phase.AMERICAN_MOVE, rule="III"), words=("walk", "run", "crawl")),
    _entry("record_moves", "Several figures moved", "III, B7", "Movement",
           "Several figures moved the same way and distance (one undo step)",
           Param("fids", "figure", "figures", many=True), Param("mode", "choice", "move", choices=MODES),
           Param("distance_in", "number", "distance (inches)", low=0),
           when=_in(Phase.JAPANESE_MOVE, Phase.AMERICAN_MOVE, rule="III")),
    _entry("record_drag", "Move figures to points", "III, B7, B8, B28", "Movement",
           "Figures moved to new spots: each records the mode its path's cost implies (one change)",
           Param("moves", "json", "moves", help='{"JP1-1": [x, y], ...} in inches'),
           Param("modes", "json", "modes", default=None, help='{"JP1-1": "run"}: where the cost is close to call'),
           preview="drags.drag_plan", also=("drags.modes_for", "drags.moving_side"),
           when=_in(Phase.JAPANESE_MOVE, Phase.AMERICAN_MOVE, rule="III")),
    _entry("place_figures", "Place figures by hand", "III, B29", "Figures",
           "Put figures where the referee says: the set-up's placement, or once play has begun a correction",
           Param("moves", "json", "where", help='{"JP1-1": [x, y], ...} in inches'),
           Param("text", "text", "what", default=""), when=_over,
           confirm="Outside the movement rules: once play has begun this is recorded as a correction. Go on?",
           also=("turn.placing_is_correction",)),
    _entry("set_figures", "Set figures' state (correction)", "B14, B15", "Figures",
           "By hand: wounds, revealed or hidden, entrenched, or off the table; recorded as the referee's "
           "correction", Param("ids", "figure", "figures", many=True),
           Param("wounds", "choice", "wounds", choices=("none", "light", "serious", "dead"), default=None),
           Param("revealed", "flag", "revealed", default=None),
           Param("entrenched", "flag", "entrenched", default=None),
           Param("remove", "flag", "remove from the table", default=False),
           when=_over, confirm="This sets the figures by hand, outside the rules' procedures. Record it as a "
                               "correction?", words=("wound", "kill", "hide", "correction")),
    # -- fire -------------------------------------------------------------------------------------------
    _entry("fire", "Fire", "IV, B8-B11, B23, B24", "Fire",
           "Figures fire at a target: dice from range, cover and movement; each hit rolls its effect",
           Param("firer_ids", "figure", "firers", many=True), Param("target_id", "figure", "target"),
           preview="firing.fire_preview", shown=fire_shown, when=_in(*FIRE_STEPS, rule="IV"), key="F",
           words=("shoot", "rifle", "mg", "hits")),
    _entry("visible_targets", "Who can be fired at", "B4, B11", "Fire",
           "The enemies a figure may fire at now, closest first", Param("firer_id", "figure", "firer"),
           query=True),
    _entry("sniper_fire", "Sniper fires", "IV.A, B16", "Fire",
           "A Japanese sniper fires in the snipers' step", Param("sniper_id", "figure", "sniper"),
           Param("target_id", "figure", "target"), when=_in(*FIRE_STEPS, rule="IV.A, B16")),
    _entry("spot_odds", "Sniper spotting odds", "B16", "Fire", "The chance to spot a sniper that fired",
           Param("by_scouts", "flag", "by scouts", default=False), query=True, shown=spot_shown),
    _entry("spot_sniper", "Spot a sniper", "B16", "Fire", "The Americans try to spot a sniper who fired",
           Param("sniper_id", "figure", "sniper"), Param("by_scouts", "flag", "by scouts", default=False),
           preview=lambda game, sniper_id, by_scouts=False: game.firing.spot_odds(by_scouts), shown=spot_shown,
           when=_over),
    _entry("grenade", "Throw a grenade or knee mortar", "B12, B13, B26", "Fire",
           "A grenade (or knee mortar round) at a point: who the blast catches and what it does",
           Param("thrower_id", "figure", "thrower"), Param("x", "number", "x (inches)", low=0),
           Param("y", "number", "y (inches)", low=0),
           Param("knee_mortar", "flag", "knee mortar", default=False),
           preview="blasts.grenade_preview", shown=throw_shown, when=_in(*FIRE_STEPS, rule="IV, B12"), key="G",
           words=("blast", "mortar", "throw")),
    # -- melee and the tank -----------------------------------------------------------------------------
    _entry("melee_groups", "Who is in melee", "V, B17", "Melee", "The groups of figures in base contact",
           query=True),
    _entry("melee", "Resolve melee", "V, VI.E, B17, B25, B27", "Melee",
           "Every fight in base contact, resolved", preview="close_combat.melee_preview",
           when=_in(Phase.MELEE, rule="V"), key="M", words=("fight", "contact", "bayonet")),
    _entry("tank_id", "The tank", "B18", "Melee", "Which figure is the tank", query=True),
    _entry("antitank", "Attack the tank", "B18", "Melee", "A figure in contact attacks the tank",
           Param("attacker_id", "figure", "attacker"), preview="close_combat.antitank_preview",
           when=_in(Phase.AMERICAN_MOVE, *FIRE_STEPS, Phase.MELEE, rule="B18")),
    # -- Banzai, hidden Americans ------------------------------------------------------------------------
    _entry("banzai_targets", "Banzai targets", "VI.D", "Banzai", "Each Japanese figure's nearest visible American",
           query=True, shown=lambda a: [f"{x.japanese_id}: {x.reason}" for x in a]),
    _entry("order_banzai", "Order a Banzai Charge", "VI.D", "Banzai",
           "The wave commander orders a Banzai Charge before Japanese movement",
           when=_in(Phase.BANZAI_ORDER, rule="VI.D"), words=("charge",)),
    _entry("banzai_moves", "Banzai moves", "VI.D", "Banzai",
           "Every Japanese figure runs at its nearest visible American (the referee's reviewed moves)",
           Param("moves", "json", "moves", help='{"JP1-1": [x, y]} in inches'),
           preview="drags.banzai_move_proposals", when=_banzai_in_force),
    _entry("hidden_spotted", "Hidden Americans spotted", "VI.C, B15", "Hidden",
           "Hidden Americans a Japanese figure has come within 2\" of (or sees, by the toggle)", query=True),
    _entry("reveal", "Reveal hidden Americans", "VI.C, B15", "Hidden",
           "Reveal those spotted, or the ones named", Param("ids", "figure", "Americans", many=True, default=None),
           Param("why", "text", "why", default=""), preview="wave.hidden_spotted", when=_over),
    # -- waves and victory -------------------------------------------------------------------------------
    _entry("wave_end_proposal", "Should the wave end?", "B19", "Waves",
           "Who is out of command and whether the wave is spent", query=True),
    _entry("start_line_proposal", "Next start line", "B20", "Waves",
           "The line the next wave starts from, from the ground the Japanese hold", query=True),
    _entry("current_start_line", "Current start line", "VI.B, B20", "Waves", "This wave's start line",
           query=True),
    _entry("end_wave", "End the wave", "VI.B, B19-B21", "Waves",
           "Record the wave, bring the Japanese dead back on the new start line under the next commander",
           Param("start_line", "point", "start line (points)", many=True, default=None),
           Param("hold_tank_off", "flag", "hold the tank off", default=False),
           Param("why", "text", "why", default=""), preview="wave.wave_end_proposal", when=_over,
           confirm="End this wave? The dead come back on the new start line.", key="Ctrl+Shift+W"),
    _entry("american_leaves", "Americans leave the table", "B22", "Waves",
           "Americans driven off the table; the last one gone ends the game",
           Param("ids", "figure", "Americans", many=True), when=_over),
    _entry("waves", "Waves so far", "VI.B", "Waves", "Every wave's record", query=True),
    _entry("victory_result", "Victory level", "B22", "Victory", "The victory level, once the game has ended",
           query=True, also=("victory",)),
)


CATALOGUE = Catalogue(
    family="bataan",
    commands="assistant.games.bataan.game:BataanGame",
    parts={"turn": "assistant.games.bataan.game_moves:TurnCommands",
           "drags": "assistant.games.bataan.game_drags:DragCommands",
           "firing": "assistant.games.bataan.game_fire:FireCommands",
           "blasts": "assistant.games.bataan.game_blasts:BlastCommands",
           "close_combat": "assistant.games.bataan.game_melee:MeleeCommands",
           "wave": "assistant.games.bataan.game_waves:WaveCommands"},
    entries=ENTRIES,
    listed={"figure": _figures, "side": _sides},
    not_commands={
        "clock": "reader: the turn clock (header shows it)", "phase": "reader: the phase (header shows it)",
        "commander": "reader: the wave's commander (header shows it)", "state": "reader: the stored state",
        "table": "reader: the stored table the board draws", "figure": "reader: one figure of the table",
        "on_table": "reader: figures on the table", "forces": "reader: the forces chart",
        "weapons": "reader: the weapons chart in force (Game > Charts edits it)",
        "rulings": "reader: the rulings in force (Game > Rulings changes them)",
        "store": "plumbing", "game_id": "plumbing", "close": "plumbing", "sync": "plumbing",
    },
)

