"""Major Campaigns of General Douglas MacArthur (Korea, New Guinea, Bataan Retreat): Qt-free rules.

Modules: ``rules`` (every number the rulebook states), ``rulings`` (house-rule toggles M1-M12),
``campaigns`` (the three campaigns as data), ``battle`` (dice, casualties, retreats, exact odds),
``movement`` (the movement deck, allowances, the Bataan insert), ``state`` (a campaign's plain
record), ``reserves`` (end-of-turn rolls, storm hazard, airborne drops).
"""
