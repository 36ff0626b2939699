"""How a new Saipan game starts (records as in ``persist``). Qt-free.

``seed_printed``: the rules' own set-up (16.1-16.3) as a procedure: day 1, the US to move first, the
checklist's first step the set-up, and the (SAMPLE) order of battle waiting off the map: the Japanese
set up first, all on Saipan at full strength (16.1); no US unit is on the map before turn 1 (16.3 A),
they board transports (16.3 C) and land. ``SaipanGame.setup_check`` lists what remains. ``seed_demo``: a game in progress for trying the tool, named as a demo.

The map and counter sheet are not in the source: the units are a SAMPLE. The two Marine units use the
5-6-8 / proficiency 7 and the Japanese the 4-5-6 / proficiency 6 of the rulebook's assault example
(12.2); names and hexes are invented and each unit says so (``sample``). The US lands on the sample
invasion beaches (``resources/maps/saipan.toml`` [sample]).
"""

from __future__ import annotations

from dataclasses import replace

from assistant.store import games, records
from assistant.store.changes import Change
from assistant.store.store import Store

from .commands.fleet_base import AIRNAVAL
from .fleet import AirNaval
from .persist import RESULT, UNIT, state_with
from .sequence import TurnChecklist
from .units import Unit
from .victory import Result


def demo_units() -> list[Unit]:
    return [
        Unit("us-2mar-6", "us", "marines", "6th Marines (2 Mar Div)", 5, 6, 8, 2, 2, 7, "1124", True),
        Unit("us-4mar-23", "us", "marines", "23rd Marines (4 Mar Div)", 5, 6, 8, 2, 2, 7, "1127", True),
        Unit("j-118", "japanese", "infantry", "118 Inf Rgt", 4, 5, 6, 1, 2, 6, "1224", True),
        Unit("j-136", "japanese", "infantry", "136 Inf Rgt", 4, 5, 6, 2, 2, 6, "1327", True),
        Unit("j-snlf", "japanese", "snlf", "55th SNLF", 4, 5, 6, 2, 2, 6, "1427", True),
        Unit("j-9tank", "japanese", "armor", "9th Tank Rgt", 4, 3, 8, 2, 2, 6, "1621", True),
        Unit("j-hq", "japanese", "hq", "43 Div HQ", 1, 2, 4, 2, 2, 6, "1817", True),
    ]


def demo_fleet() -> list[AirNaval]:
    """SAMPLE air and naval units (the counter sheet is not in the source: ratings invented for trying
    the tool, each marked ``sample``); in the zones 16.1 B and 16.3 B allow."""
    return [
        AirNaval("us-cv-essex", "us", "ship", "CV", "Essex", zone="Marianas", anti_ship=4, aa=6, bombardment=0,
                 capacity=3, sample=True),
        AirNaval("us-vf-15", "us", "air", "F6F", "VF-15", "fighter", carrier="us-cv-essex", air_to_air=6,
                 anti_ship=2, bombardment=2, sample=True),
        AirNaval("us-vb-15", "us", "air", "SB2C", "VB-15", "bomber", carrier="us-cv-essex", air_to_air=2,
                 anti_ship=5, bombardment=4, sample=True),
        AirNaval("us-dd-phelps", "us", "ship", "DD", "Phelps", zone="Marianas", anti_ship=3, aa=3, bombardment=2,
                 sample=True),
        AirNaval("us-apa-1", "us", "ship", "AA", "APA-1", zone="Marianas", aa=1, sample=True),
        AirNaval("j-261", "japanese", "air", "A6M", "261 Ku", "fighter", zone="Marianas", air_to_air=5,
                 anti_ship=2, bombardment=1, sample=True),
        AirNaval("j-755", "japanese", "air", "G4M", "755 Ku", "bomber", zone="Bonin", air_to_air=1, anti_ship=5,
                 bombardment=3, sample=True),
    ]


def seed_demo(store: Store, game_id: int, kind_id: str = "saipan") -> None:
    """Day 1 with the air/naval phase under way, sample units and a few results on record, outside any undo."""
    cl = TurnChecklist(1, "us", ["air_naval.reinforcements", "air_naval.sea_movement"])
    state = state_with({"victory": {"japanese_ground_left": True, "winner_level": ""}}, cl)
    ops = [games.state_change(store, game_id, state, "Saipan demo").ops[0]]
    demo = (Result("ground_step", "japanese", "118 Inf Rgt", steps=1),
            Result("ground_step", "us", "2 Mar Div", steps=1),
            Result("air_step", "japanese", "A6M", steps=1),
            Result("ship_hit", "us", "DD Phelps", ship_type="DD"))
    for i, r in enumerate(demo):
        ops.append(records.put_op(store, game_id, RESULT, f"{i + 1:04d}", r.to_dict(), position=i))
    for i, u in enumerate(demo_units()):
        ops.append(records.put_op(store, game_id, UNIT, u.id, u.to_dict(), position=i))
    for i, a in enumerate(demo_fleet()):
        ops.append(records.put_op(store, game_id, AIRNAVAL, a.id, a.to_dict(), position=i))
    store.seed(Change("Saipan demo", tuple(op for op in ops if op is not None), game_id))


def seed_printed(store: Store, game_id: int, kind_id: str = "saipan") -> None:
    """The rules' set-up as a procedure (16.1-16.3): day 1, the US first, the checklist opening with the
    set-up step, and the order of battle waiting off the map (the SAMPLE ground units: the counter sheet
    is not in the source) for the Japanese to set up on Saipan (16.1 A) and the US to board transports
    (16.3 A, C). ``SaipanGame.setup_check`` lists what remains."""
    state = state_with({"victory": {"japanese_ground_left": True, "winner_level": ""}, "setup": "printed"},
                       TurnChecklist(1, "us", [], setup=True))
    ops = list(games.state_change(store, game_id, state, "set-up").ops)
    for i, u in enumerate(demo_units()):
        u = replace(u, hex="", steps=u.max_steps)          # off the map, full strength (16.1 C)
        ops.append(records.put_op(store, game_id, UNIT, u.id, u.to_dict(), position=i))
    store.seed(Change("Saipan printed set-up", tuple(op for op in ops if op is not None), game_id))
