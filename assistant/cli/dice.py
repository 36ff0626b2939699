"""``roll POOL`` and ``odds POOL``: throw dice and show exact odds from a terminal (no Qt).

Notation: ``resources/reference/dice-notation.md``. ``roll`` draws from a seeded :class:`DiceStream` and prints the
seed and position so the same roll can be repeated (``--seed N --position P``). ``odds`` prints the
exact distribution: value, chance of exactly that value, chance of at least it, and the mean.
Both take ``--json``. Bad input prints a message on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from fractions import Fraction
from typing import Any

from assistant.core import dice
from assistant.core.errors import InputError
from assistant.core.limits import whole_number

EXIT_BAD_INPUT = 2


def register(subparsers: Any) -> None:
    """Add the ``roll`` and ``odds`` sub-commands to an argparse subparsers object."""
    p = subparsers.add_parser(
        "roll",
        help="roll dice (e.g. 2d6+1, 5d6m, 3d6#6)",
        description="Roll a dice pool from a seeded stream; the seed and position let it be replayed. "
        "Notation: resources/reference/dice-notation.md.",
    )
    p.add_argument("pool", metavar="POOL", help="dice notation, e.g. 2d6, d10, 5d6m, 2d6kh1, 2d6>=8")
    p.add_argument("--seed", type=_number("--seed", dice.MAX_SEED), default=None,
                   help=f"seed of the dice stream, 0-{dice.MAX_SEED} (default: random)")
    p.add_argument(
        "--position", type=_number("--position", dice.MAX_SEEK_POSITION), default=0,
        help=f"dice already drawn from the stream before this roll, 0-{dice.MAX_SEEK_POSITION:,} "
        f"(to replay a logged roll; a {dice.MERSENNE} stream goes to {dice.MAX_POSITION:,})",
    )
    p.add_argument(
        "--stream", choices=dice.STREAM_KINDS, default=dice.SEEKABLE,
        help=f"the kind of dice stream (default {dice.SEEKABLE}; {dice.MERSENNE} replays the rolls of games "
        "made before it)",
    )
    p.add_argument("--json", action="store_true", help="print JSON instead of text")
    p.set_defaults(func=cmd_roll)

    o = subparsers.add_parser(
        "odds",
        help="exact odds of a dice pool",
        description="Exact distribution of a dice pool: each value, the chance of exactly it and of "
        "at least it, and the mean. Notation: resources/reference/dice-notation.md.",
    )
    o.add_argument("pool", metavar="POOL", help="dice notation, e.g. 2d6, d10, 5d6m, 2d6kh1, 2d6>=8")
    o.add_argument("--json", action="store_true", help="print JSON instead of text")
    o.set_defaults(func=cmd_odds)


def _number(what: str, high: int):
    def read(text: str) -> int:
        try:
            return whole_number(text, what, 0, high)
        except InputError as exc:
            raise argparse.ArgumentTypeError(exc.message) from None
    read.__name__ = what.strip("-")
    return read


def _fail(command: str, exc: Exception) -> int:
    print(f"table-assistant {command}: error: {exc}", file=sys.stderr)
    return EXIT_BAD_INPUT


def cmd_roll(args: argparse.Namespace) -> int:
    try:
        pool = dice.parse(args.pool)
        if args.seed is not None and args.seed < 0:
            raise InputError(f"a seed is a whole number >= 0, not {args.seed}", "--seed")
        if args.position < 0:
            raise InputError(f"a position is a whole number >= 0, not {args.position}", "--position")
        if args.seed is None and args.position:
            raise InputError("a position only makes sense with a seed", "--position")
        stream = dice.DiceStream.resume(
            args.seed if args.seed is not None else dice.DiceStream().seed, args.position, args.stream
        )
        result = dice.roll(pool, stream)
    except InputError as exc:
        return _fail("roll", exc)
    if args.json:
        data = result.to_dict()
        data["position_after"] = result.position_after
        print(json.dumps(data))
    else:
        faces = " ".join(str(d) for d in result.dice)
        print(f"{result.notation}: dice {faces} -> {result.value}")
        kind = "" if result.stream == dice.SEEKABLE else f" --stream {result.stream}"
        print(
            f"seed {result.seed}, position {result.position_before} "
            f"(repeat with: roll '{args.pool}' --seed {result.seed} --position {result.position_before}{kind})"
        )
    return 0


def odds_table(pool: dice.DicePool) -> dict[str, Any]:
    """The exact odds of ``pool`` as plain data (what ``odds --json`` prints)."""
    dist = dice.outcomes(pool)
    ge = dice.at_least(dist)
    m = dice.mean(dist)
    return {
        "pool": pool.notation,
        "mean": float(m),
        "mean_exact": _frac(m),
        "outcomes": [
            {
                "value": v,
                "exactly": _frac(p),
                "exactly_pct": float(p * 100),
                "at_least": _frac(ge[v]),
                "at_least_pct": float(ge[v] * 100),
            }
            for v, p in dist.items()
        ],
    }


def _frac(f: Fraction) -> str:
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


def cmd_odds(args: argparse.Namespace) -> int:
    try:
        table = odds_table(dice.parse(args.pool))
    except InputError as exc:
        return _fail("odds", exc)
    if args.json:
        print(json.dumps(table))
        return 0
    print(f"odds of {table['pool']}")
    print(f"{'value':>6}  {'exactly %':>10}  {'at least %':>10}  {'exactly':>14}")
    for row in table["outcomes"]:
        print(
            f"{row['value']:>6}  {row['exactly_pct']:>10.4f}  {row['at_least_pct']:>10.4f}  "
            f"{row['exactly']:>14}"
        )
    print(f"mean {table['mean']:.4f} (exactly {table['mean_exact']})")
    return 0
