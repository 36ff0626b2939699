"""A throwaway eighth game, "Duel", registered from this test package (issue 11, "one descriptor per game").

It lives wholly here: its descriptor, rules, rulings, demo position, board and resources (a chart file and
a rules reference page). ``registry.register(GAME)`` is all it takes; nothing under ``assistant/`` or
``resources/`` names it.
"""

from pathlib import Path

from assistant.games.descriptor import GameDescriptor, KindSpec, Setup, Side

GAME = GameDescriptor(
    family="duel",
    title="Duel",
    rulebook="duel.txt",
    kinds=(KindSpec("duel", "Duel", "table", "Two champions trade blows until one falls."),),
    sides=(Side("north", "North"), Side("south", "South")),
    default_pool="2d6",
    unprinted=("D1",),
    chart_files=("charts/duel.toml",),
    reference="reference/duel.md",
    rulings="tests.eighth_game.rulings:Rulings",
    demo="tests.eighth_game.demo",
    setups=(Setup("printed", "Both champions fresh"), Setup("demo", "North already wounded", demo=True)),
    ui="tests.eighth_game.board",
    catalogue="tests.eighth_game.catalogue:CATALOGUE",
    resources=Path(__file__).resolve().parent / "resources",
)
