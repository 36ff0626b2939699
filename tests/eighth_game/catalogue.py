"""Duel's commands, declared once: the palette and ``play`` reach them with no edit outside this package."""

from fractions import Fraction

from assistant.games.catalogue import Catalogue, Entry, Param, Preview, odds_table

SIDES = (("north", "North"), ("south", "South"))


def _blow_odds(game, attacker: str) -> Preview:
    from assistant.games.chart_sources import shipped

    chart = shipped().get("duel", "blow")
    chances = {row.text or row.result: Fraction(p) for row, p in
               ((next(r for r in chart.rows if r.result == res), p) for res, p in chart.distribution(()).items())}
    return Preview((f"{attacker.title()} strikes",), (odds_table("A blow", chances, "D2"),))


CATALOGUE = Catalogue(
    family="duel",
    commands="tests.eighth_game.commands:DuelGame",
    entries=(
        Entry("blow", "Strike a blow", "D2", "Combat", "A champion strikes: one roll on the blow chart",
              (Param("attacker", "side", "attacker"),), preview=_blow_odds),
        Entry("wounds", "Wounds", "D3", "Combat", "A champion's wounds so far", (Param("side", "side"),),
              query=True),
    ),
    listed={"side": lambda game: list(SIDES)},
)
