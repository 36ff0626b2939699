"""Major Campaigns of General Douglas MacArthur (Korea, New Guinea, Bataan Retreat): Qt-free rules.

Modules: ``rules`` (every number the rulebook states), ``rulings`` (house-rule toggles M1-M12),
``campaigns`` (the three campaigns as data), ``battle`` (dice, casualties, retreats, exact odds),
``movement`` (the movement deck, allowances, the Bataan insert), ``state`` (a campaign's plain
record), ``reserves`` (end-of-turn rolls, storm hazard, airborne drops), ``setup_checks`` (Starting
Forces), ``network_check`` (network files' types), ``demo`` (the sample boards: printed set-up and demo).
"""

from assistant.games.descriptor import BLANK, DEMO, PRINTED, GameDescriptor, KindSpec, Side

GAME = GameDescriptor(
    order=1,
    family="macarthur",
    title="MacArthur's campaigns",
    rulebook="macarthur-campaigns.txt",
    kinds=(
        KindSpec("macarthur_korea", "MacArthur: Korea", "roads",
                 "Town-and-road campaign, 1950: Seoul and Pusan decide it."),
        KindSpec("macarthur_new_guinea", "MacArthur: New Guinea", "roads",
                 "Town-and-road campaign, 1942-43: Gona and Buna decide it."),
        KindSpec("macarthur_bataan_retreat", "MacArthur: Bataan Retreat", "roads",
                 "Town-and-road campaign, 1941-42: Manila and Mariveles decide it."),
    ),
    sides=(Side("blue", "Allies / UN (white dice)"), Side("red", "Japanese / North Koreans (red dice)")),
    default_pool="1d6",
    chart_files=("charts/macarthur.toml",),
    reference="reference/macarthur.md",
    rulings="assistant.games.macarthur.rulings:Rulings",
    demo="assistant.games.macarthur.demo",
    setups=(PRINTED, BLANK, DEMO),     # the Starting Forces on the SAMPLE board, confirmed by the referee
)
