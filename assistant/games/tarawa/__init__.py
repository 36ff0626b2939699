"""The Island Battle of Tarawa (Pacific War Classics vol. 1): Qt-free rules, rulings and records.

Modules: ``rules`` (every number the rulebook states), ``rulings`` (T1-T9 toggles), ``turns``
(the action log and turn record track), ``combat`` (fire, DRMs, exact odds), ``actions``
(proficiency checks, reinforcements, offshore bombardment, the Banzai Charge), ``terrain`` (the
referee's per-hex terrain marks and what blocks sight), ``victory``.
"""
