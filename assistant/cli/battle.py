"""``table-assistant battle``: resolve one MacArthur battle, or give its exact odds (``--odds``).

Arguments are documented in ``docs/BATTLE_CLI.md``. Errors go to stderr with exit code 2.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from dataclasses import fields
from typing import Any

from assistant.core.dice import MAX_SEED
from assistant.core.errors import InputError
from assistant.core.limits import MAX_INT, whole_number
from assistant.games.macarthur.battle_odds import odds
from assistant.games.macarthur.battle_resolve import resolve
from assistant.games.macarthur.battle_retreat import TIE_CHOICES
from assistant.games.macarthur.battle_values import CAMPAIGNS, Battle, Situation
from assistant.games.macarthur.forces import AttackStack, Force
from assistant.games.macarthur.rulings import Rulings

_ALIASES = {"new-guinea": "new_guinea", "newguinea": "new_guinea", "bataan": "bataan_retreat",
            "bataan-retreat": "bataan_retreat"}
_TOGGLES = [f.name for f in fields(Rulings)]



def _whole(what: str, low: int, high: int):
    """An argparse type: an ASCII whole number low..high (a seed outside the dice's range, or a 25-digit count,
    is refused naming the option, as ``roll --seed`` does)."""
    def read(text: str) -> int:
        try:
            return whole_number(text, what, low, high)
        except InputError as exc:
            raise argparse.ArgumentTypeError(exc.message) from None
    read.__name__ = what.strip("-")
    return read

def register(subparsers: Any) -> argparse.ArgumentParser:
    p = subparsers.add_parser(
        "battle", help="resolve a MacArthur battle or show its exact odds",
        description="Resolve one battle of MacArthur's campaigns (dice, casualties, retreats), "
                    "or with --odds give the exact chances before rolling.")
    p.add_argument("--campaign", required=True, help="korea | new_guinea | bataan_retreat")
    p.add_argument("--attacker-side", choices=("blue", "red"), default="blue",
                   help="who attacks: blue (UN/Allied, white dice) or red (default blue)")
    p.add_argument("--attacker", action="append", default=[], metavar="FORCE[@TOWN]",
                   help="an attacking stack on one approach road, e.g. large=2,small=1@Taegu (repeat per road)")
    p.add_argument("--landing", action="append", default=[], metavar="FORCE[@AREA]",
                   help="an attacking stack landing from the sea (repeatable)")
    p.add_argument("--defender", required=True, metavar="FORCE", help="the units in the town, e.g. large=1,small=2")
    p.add_argument("--town", default="", help="the town fought for (shown in the answer)")
    p.add_argument("--out-of-supply", action="store_true", help="Korea: the North Koreans are out of supply")
    p.add_argument("--air-control", action="store_true", help="Bataan Retreat: Japanese air control")
    p.add_argument("--olongapo-layac", action="store_true",
                   help="Bataan Retreat: the Japanese hold both Olongapo and Layac")
    p.add_argument("--on-bataan", action="store_true", help="Bataan Retreat: the battle is on the Bataan insert")
    p.add_argument("--manila", action="store_true", help="Bataan Retreat: the town is Manila (open city)")
    p.add_argument("--retreat-into-enemy-town", action="store_true",
                   help="optional rule: the attacker is a beaten defender retreating into this enemy town")
    p.add_argument("--retreat-roads", type=_whole("--retreat-roads", -MAX_INT, MAX_INT), default=None, metavar="N",
                   help="roads out of the town clear of enemy units (0: a beaten defender surrenders)")
    p.add_argument("--ruling", action="append", default=[], choices=_TOGGLES, metavar="TOGGLE",
                   help="switch a house-rule toggle on (repeatable): " + ", ".join(_TOGGLES))
    p.add_argument("--odds", action="store_true", help="exact odds instead of a roll")
    p.add_argument("--exact", action="store_true", help="with --odds --json: fractions as text")
    p.add_argument("--seed", type=_whole("--seed", 0, MAX_SEED), default=None,
                   help=f"seed for the dice, 0-{MAX_SEED} (default: random)")
    p.add_argument("--dice", action="append", default=[], metavar="A/D",
                   help="faces thrown in one round instead of rolling, e.g. 2,2/5,5 (repeat per round)")
    p.add_argument("--on-tie", choices=TIE_CHOICES, default="refight", help="what happens on a tie (default refight)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p.set_defaults(func=run)
    return p


def _stack(text: str, from_sea: bool, where: str) -> AttackStack:
    force_text, _, place = text.partition("@")
    return AttackStack(Force.parse(force_text, where), place.strip(), from_sea)


def _faces(text: str, where: str) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if "/" not in text:
        raise InputError(f"{text!r}: write attacker faces / defender faces, e.g. 2,2/5,5", where)
    parts = text.split("/", 1)
    out = []
    for part in parts:
        part = part.strip()
        try:
            out.append(tuple(int(x) for x in part.split(",")) if part else ())
        except ValueError:
            raise InputError(f"{part!r} is not a list of faces", where) from None
    return out[0], out[1]


def build_battle(args: argparse.Namespace) -> Battle:
    camp = _ALIASES.get(args.campaign.lower(), args.campaign.lower())
    if camp not in CAMPAIGNS:
        raise InputError(f"unknown campaign {args.campaign!r}; one of {', '.join(CAMPAIGNS)}", "--campaign")
    stacks = [_stack(t, False, "--attacker") for t in args.attacker]
    stacks += [_stack(t, True, "--landing") for t in args.landing]
    if not stacks:
        raise InputError("give at least one --attacker or --landing stack", "--attacker")
    if args.retreat_roads is not None and args.retreat_roads < 0:
        raise InputError(f"cannot be negative, got {args.retreat_roads}", "--retreat-roads")
    situation = Situation(
        north_korean_out_of_supply=args.out_of_supply, japanese_air_control=args.air_control,
        japanese_hold_olongapo_and_layac=args.olongapo_layac, on_bataan=args.on_bataan,
        retreat_into_enemy_town=args.retreat_into_enemy_town, manila=args.manila,
        defender_retreat_roads=args.retreat_roads)
    rulings = Rulings(**{name: True for name in args.ruling})
    return Battle(camp, args.attacker_side, tuple(stacks), Force.parse(args.defender, "--defender"),
                  situation, rulings, args.town)


def _pct(x: Any) -> str:
    return f"{float(x) * 100:6.2f}%"


def run(args: argparse.Namespace) -> int:
    try:
        battle = build_battle(args)
        if args.odds:
            o = odds(battle)
            if args.json:
                print(json.dumps(o.to_dict(exact=args.exact), indent=2))
                return 0
            lines = [str(s) for s in o.steps]
            lines.append(f"attacker {o.attacker_dice} dice vs defender {o.defender_dice} dice")
            lines.append(f"higher total: attacker {_pct(o.attacker_higher)}  tie {_pct(o.tie)}  "
                         f"defender {_pct(o.defender_higher)}")
            lines.append("first round: " + "  ".join(f"{k} {_pct(v)}" for k, v in o.first_round.items()))
            lines.append("hits on attacker: " + "  ".join(f"{k}: {_pct(v)}" for k, v in o.hits_on_attacker.items()))
            lines.append("hits on defender: " + "  ".join(f"{k}: {_pct(v)}" for k, v in o.hits_on_defender.items()))
            lines.append(f"eliminated in the first round: attacker {_pct(o.attacker_eliminated)}  "
                         f"defender {_pct(o.defender_eliminated)}")
            lines.append("if every tie is refought: " + "  ".join(
                f"{k} {float(v):.1e} (refights under 1e-15 not followed)" if k == "unresolved" else f"{k} {_pct(v)}"
                for k, v in o.with_refights.items()))
            print("\n".join(lines))
            return 0
        dice = [_faces(t, "--dice") for t in args.dice] or None
        seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
        rng = random.Random(seed)
        result = resolve(battle, None if dice else rng, on_tie=args.on_tie, dice=dice)
        if args.json:
            data = result.to_dict()
            data["seed"] = None if dice else seed
            print(json.dumps(data, indent=2))
            return 0
        lines = [str(s) for s in result.steps]
        lines.append(f"winner: {result.winner}; attacker {result.attacker_fate}; defender {result.defender_fate}")
        if result.defender_retreating.units or result.defender_surrendered.units:
            lines.append(f"defender retreats {result.defender_retreating}, surrenders {result.defender_surrendered}")
        lines.append("rulings: " + ", ".join(result.rulings_used))
        if not dice:
            lines.append(f"seed: {seed}")
        print("\n".join(lines))
        return 0
    except InputError as err:
        print(f"battle: {err}", file=sys.stderr)
        return 2
