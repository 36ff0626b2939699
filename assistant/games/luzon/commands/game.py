"""`LuzonGame`: every command a Luzon referee gives, over one game session (see the package note)."""

from __future__ import annotations

from .air import AirCommands
from .counter import CounterCommands
from .ending import EndingCommands
from .rebuilds import RebuildCommands
from .reinforcement import ReinforcementCommands
from .supply import SupplyCommands
from .units import UnitCommands


class LuzonGame(CounterCommands, ReinforcementCommands, RebuildCommands, UnitCommands, SupplyCommands,
                EndingCommands, AirCommands):
    """The referee's commands and queries over one Luzon game (``session``: a ``GameSession``).

    Turn: ``go_to_turn``, ``next_turn``, ``previous_turn``, ``tick``, ``weather_odds``,
    ``roll_weather``, ``set_options``, ``option_odds``, ``roll_option``. Re-Roll counter:
    ``reroll_check``, ``reroll``, ``use_counter_at_table``. Reinforcement: ``recovery_preview``,
    ``draw_recovery``, ``replacement_preview``, ``roll_replacement``, ``rebuild``,
    ``japanese_replacement_drm``. Units: ``move``, ``set_mode``, ``arrive``, ``eliminate``,
    ``set_supply``, ``strat_check``, ``record_series``. Map entries: ``terrain``, ``hex_terrain``,
    ``set_hex_terrain``, ``import_terrain``, ``export_terrain``. Supply: ``set_trace_reach``, ``trace``,
    ``trace_all``, ``mark_supply``, ``attrition_odds``, ``roll_attrition``. Restrictions: ``no_entry_hexes``,
    ``move_problems``, ``defence``, ``engineer_function``, ``transport_check``, ``check_move_mode_ma``.
    Japanese rebuilds and air strips: ``japanese_group``, ``japanese_rebuild_hexes``, ``japanese_rebuild``,
    ``air_strips``, ``capture_air_strip``. Victory: ``sudden_death_check``,
    ``final_check``, ``record_victory``.
    """
