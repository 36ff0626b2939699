"""A MacArthur campaign kept as records, and the referee's commands on it. Qt-free.

Records of a game (``assistant.store.records``):

- ``mac_network`` / ``board``: the town-and-road network file (``docs/ROAD_NETWORK.md``); where each
  town and landing area is drawn lives in its ``meta.layout`` (``{"towns": {name: [x, y]},
  "landing_areas": {name: [x, y]}}``), so an exported board keeps its drawing.
- ``mac_campaign`` / ``state``: a :class:`CampaignRecord`: the core's ``CampaignState`` (units by town,
  reserves, movement deck, turn), this side-turn's bookkeeping (allowance, movement points spent,
  units per road segment, units landed, attack stacks waiting outside enemy towns) and the cards turned.
- ``mac_battle`` / ``0001``...: one record per battle: the forces, each round's dice, the outcome, the
  losses per side, the roll-log ids.

Every command here works on a copy and either returns the new record or raises
:class:`~assistant.core.errors.InputError` naming what is wrong; the UI turns the new record into one
``Change`` with :func:`campaign_change` (one undo step).

This module only gathers those names for the game's commands, its board and the tests, which use it as
one surface. The code lives in:

- :mod:`.campaign_record`: the record kinds, :class:`CampaignRecord`, units placed by hand;
- :mod:`.network_records`: the board's network document (check, layout, import, rename);
- :mod:`.turn_cycle`: the movement card, reserve rolls, end of turn, victory;
- :mod:`.moves_landings`: moves, landings, airborne drops;
- :mod:`.battle_records`: attack stacks, a battle's result applied, the battle records.
"""

from __future__ import annotations

from assistant.core.roads import road_key
from assistant.games.macarthur.battle_records import (
    apply_battle, attack_stacks, battle_op, battle_record, battles, default_retreat_split, guests_in,
    losses_by_turn, next_battle_key, retreat_options,
)
from assistant.games.macarthur.campaign_record import (
    BATTLE, CAMPAIGN, CAMPAIGN_KEY, CAMPAIGN_OF_KIND, NETWORK, NETWORK_KEY, CampaignRecord, campaign_change,
    campaign_for_kind, campaign_id, campaign_op, empty_turn, load_campaign, rulings_of, set_units, side_name,
)
from assistant.games.macarthur.moves_landings import (
    check_no_battle_yet, check_open_city, drop_airborne, land_units, move_units, preview_move,
)
from assistant.games.macarthur.network_records import (
    auto_layout, canonical_doc, check_network_doc, dumps, import_network_change, layout_of, load_network,
    network_change, network_doc, rename_town_doc,
)
from assistant.games.macarthur.turn_cycle import (
    default_removal, describe_result, end_turn, over_stacked, reserve_roll, reserve_roll_timing,
    reserve_timing_words, set_pack, turn_card, victory_status,
)

__all__ = [
    "BATTLE", "CAMPAIGN", "CAMPAIGN_KEY", "CAMPAIGN_OF_KIND", "NETWORK", "NETWORK_KEY", "CampaignRecord",
    "apply_battle", "attack_stacks", "auto_layout", "battle_op", "battle_record", "battles", "campaign_change",
    "campaign_for_kind", "campaign_id", "campaign_op", "canonical_doc", "check_network_doc", "check_no_battle_yet",
    "check_open_city", "default_removal", "default_retreat_split", "describe_result", "drop_airborne", "dumps",
    "empty_turn", "end_turn", "guests_in", "import_network_change", "land_units", "layout_of", "load_campaign",
    "load_network", "losses_by_turn", "move_units", "network_change", "network_doc", "next_battle_key",
    "over_stacked", "preview_move", "rename_town_doc", "reserve_roll", "reserve_roll_timing",
    "reserve_timing_words", "retreat_options", "road_key", "rulings_of", "set_pack", "set_units", "side_name",
    "turn_card", "victory_status",
]
