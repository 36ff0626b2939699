"""Demo boards for MacArthur's three campaigns, laid out in a new game. Qt-free.

The printed boards are not in our sources, so each demo is a SMALL SAMPLE network built from the
town names the rules use (Seoul, Pusan, the Pusan Perimeter; Port Moresby, Kokoda, Buna, Gona; Manila,
Olongapo, Layac, Mariveles, the Bataan insert) with plausible roads. Its name and notes say so: the
referee enters the real board (Game > Import network) before playing a real game. The starting units
follow each campaign's "Starting Forces".
"""

from __future__ import annotations

from typing import Any

from assistant.games.macarthur import rules
from assistant.games.macarthur.forces import Force
from assistant.games.macarthur.campaign_record import (
    CAMPAIGN, CAMPAIGN_KEY, NETWORK, NETWORK_KEY, CampaignRecord, campaign_for_kind,
)
from assistant.games.macarthur.network_records import canonical_doc
from assistant.games.macarthur.state import Holding
from assistant.store import records
from assistant.store.store import Store

SAMPLE_NOTE = ("SAMPLE board made up for the demo from the town names in the rules; it is not the printed "
               "map. Replace it with your board: Game > Import network (docs/ROAD_NETWORK.md).")

S, D, T = "solid", "dashed", "dotted"


def _doc(name: str, towns: list[tuple], roads: list[tuple], landings: list[tuple], one_way: set = frozenset()) -> dict:
    """towns: (name, x, y, flags, zone, air_strip); roads: (a, b, kind); landings: (name, town, cap, zone, x, y)."""
    return {
        "format": "table-assistant/road-network", "version": 1, "name": name,
        "towns": [{"name": t[0], "air_strip": bool(t[5]) if len(t) > 5 else False,
                   "zone": t[4] if len(t) > 4 else None, "flags": list(t[3]) if len(t) > 3 else []} for t in towns],
        "roads": [{"from": a, "to": b, "kind": k, "one_way": (a, b) in one_way} for a, b, k in roads],
        "landing_areas": [{"name": n, "town": t, "capacity": c, "zone": z} for n, t, c, z, _x, _y in landings],
        "meta": {"sample": True, "notes": SAMPLE_NOTE,
                 "layout": {"towns": {t[0]: [t[1], t[2]] for t in towns},
                            "landing_areas": {n: [x, y] for n, _t, _c, _z, x, y in landings}}},
    }


def korea() -> tuple[dict, dict[str, tuple[str, int, int]]]:
    P, U = ["perimeter"], ["supply"]
    towns = [
        ("Kaesong", 230, 40, U), ("Chorwon", 420, 40, U), ("Hwachon", 590, 40, U), ("Inje", 740, 50, U),
        ("Yangyang", 890, 70, U),
        ("Inchon", 120, 210), ("Seoul", 300, 190), ("Chunchon", 570, 170), ("Kangnung", 880, 250),
        ("Suwon", 300, 320), ("Wonju", 590, 290), ("Chongju", 400, 420), ("Chungju", 570, 400),
        ("Kunsan", 150, 540), ("Taejon", 380, 520), ("Sangju", 570, 510), ("Andong", 740, 470),
        ("Yongdok", 900, 470), ("Chonju", 260, 640), ("Kwangju", 200, 800), ("Mokpo", 90, 900),
        # the five towns next to the Perimeter (North Korean start)
        ("Kumchon", 560, 620), ("Kochang", 420, 700), ("Chinju", 400, 870), ("Uisong", 750, 590),
        ("Pohang", 920, 640),
        # the seven towns of the Pusan Perimeter (UN start)
        ("Taegu", 650, 710, P), ("Yongchon", 780, 700, P), ("Kyongju", 860, 780, P), ("Changnyong", 530, 770, P),
        ("Miryang", 660, 830, P), ("Masan", 530, 890, P), ("Pusan", 730, 930, P),
    ]
    roads = [
        ("Kaesong", "Seoul", S), ("Chorwon", "Seoul", D), ("Chorwon", "Chunchon", D), ("Hwachon", "Chunchon", S),
        ("Inje", "Chunchon", D), ("Inje", "Kangnung", T), ("Yangyang", "Kangnung", S),
        ("Inchon", "Seoul", S), ("Seoul", "Suwon", S), ("Seoul", "Chunchon", D), ("Chunchon", "Wonju", S),
        ("Kangnung", "Wonju", T), ("Suwon", "Wonju", D), ("Suwon", "Chongju", S), ("Wonju", "Chungju", S),
        ("Chongju", "Chungju", D), ("Chongju", "Taejon", S), ("Chungju", "Sangju", D), ("Kangnung", "Yongdok", T),
        ("Taejon", "Kunsan", D), ("Taejon", "Sangju", D), ("Taejon", "Chonju", S), ("Kunsan", "Chonju", S),
        ("Sangju", "Andong", D), ("Andong", "Yongdok", T), ("Andong", "Uisong", S), ("Yongdok", "Pohang", D),
        ("Chonju", "Kwangju", D), ("Kwangju", "Mokpo", S), ("Kwangju", "Chinju", T), ("Chonju", "Kochang", T),
        ("Sangju", "Kumchon", S), ("Taejon", "Kumchon", D), ("Kumchon", "Kochang", D), ("Kochang", "Chinju", D),
        ("Kumchon", "Taegu", S), ("Kochang", "Changnyong", D), ("Chinju", "Masan", S), ("Uisong", "Yongchon", D),
        ("Uisong", "Taegu", D), ("Pohang", "Kyongju", S), ("Pohang", "Yongchon", D),
        ("Taegu", "Yongchon", S), ("Yongchon", "Kyongju", S), ("Taegu", "Changnyong", S), ("Taegu", "Miryang", S),
        ("Changnyong", "Miryang", D), ("Changnyong", "Masan", D), ("Miryang", "Pusan", S), ("Masan", "Pusan", S),
        ("Kyongju", "Pusan", D), ("Kyongju", "Miryang", T),
    ]
    landings = [("Inchon landing", "Inchon", 4, None, 40, 260), ("Kunsan landing", "Kunsan", 3, None, 60, 600),
                ("Pohang landing", "Pohang", 3, None, 990, 720), ("Pusan landing", "Pusan", 5, None, 840, 990)]
    units = {
        "Pusan": ("blue", 1, 2), "Taegu": ("blue", 0, 3), "Masan": ("blue", 0, 3), "Miryang": ("blue", 0, 2),
        "Changnyong": ("blue", 0, 3), "Yongchon": ("blue", 0, 2), "Kyongju": ("blue", 0, 3),
        "Kumchon": ("red", 1, 3), "Kochang": ("red", 0, 4), "Chinju": ("red", 0, 4), "Uisong": ("red", 1, 3),
        "Pohang": ("red", 0, 4),
    }
    # the fighting is in the south: give it room on the drawing
    def spread(y: float) -> float:
        return round(y * 0.6 if y <= 520 else 312 + (y - 520) * 1.6)
    towns = [(t[0], t[1], spread(t[2]), *t[3:]) for t in towns]
    landings = [(*la[:5], spread(la[5])) for la in landings]
    return _doc("SAMPLE Korea board (replace with the printed map)", towns, roads, landings), units


def new_guinea() -> tuple[dict, dict[str, tuple[str, int, int]]]:
    towns = [
        ("Gona", 620, 90), ("Sanananda", 740, 110), ("Buna", 860, 150), ("Popondetta", 650, 240, [], None, True),
        ("Dobodura", 820, 280, [], None, True), ("Wairopi", 540, 330), ("Kokoda", 420, 420, [], None, True),
        ("Isurava", 380, 520), ("Ioribawa", 320, 640), ("Wanigela", 900, 520, [], None, True),
        ("Fasari", 720, 560, [], None, True), ("Uberi", 240, 740), ("Port Moresby", 90, 860, [], None, True),
        ("Sogeri", 230, 900), ("Abau", 520, 900), ("Milne Bay", 930, 860, [], None, True),
    ]
    roads = [
        ("Gona", "Sanananda", S), ("Sanananda", "Buna", S), ("Gona", "Popondetta", S), ("Sanananda", "Popondetta", D),
        ("Buna", "Dobodura", S), ("Popondetta", "Dobodura", S), ("Popondetta", "Wairopi", D), ("Wairopi", "Kokoda", D),
        ("Dobodura", "Wairopi", T), ("Kokoda", "Isurava", T), ("Isurava", "Ioribawa", T), ("Ioribawa", "Uberi", T),
        ("Uberi", "Port Moresby", D), ("Uberi", "Sogeri", S), ("Port Moresby", "Sogeri", S), ("Sogeri", "Abau", T),
        ("Dobodura", "Wanigela", T), ("Wanigela", "Fasari", T), ("Fasari", "Kokoda", T), ("Wanigela", "Milne Bay", T),
        ("Abau", "Milne Bay", T), ("Fasari", "Abau", T),
    ]
    landings = [("Gona landing", "Gona", 2, "I", 560, 30), ("Sanananda landing", "Sanananda", 2, "I", 740, 30),
                ("Buna landing", "Buna", 2, "I", 940, 90), ("Wanigela landing", "Wanigela", 1, "II", 990, 460),
                ("Milne Bay landing", "Milne Bay", 1, "II", 990, 940),
                ("Port Moresby landing", "Port Moresby", 3, None, 30, 960)]
    units = {"Uberi": ("blue", 0, 1), "Port Moresby": ("blue", 0, 2), "Sogeri": ("blue", 0, 3),
             "Buna": ("red", 0, 1), "Kokoda": ("red", 0, 2), "Ioribawa": ("red", 0, 3)}
    return _doc("SAMPLE New Guinea board (replace with the printed map)", towns, roads, landings), units


def bataan_retreat() -> tuple[dict, dict[str, tuple[str, int, int]]]:
    B, A = ["bataan"], ["airfield"]
    towns = [
        ("Aparri", 560, 40, [], "I"), ("Gonzaga", 700, 60, [], "I"), ("Claveria", 420, 60, [], "I"),
        ("Tuguegarao", 600, 170, A, "I"),
        ("Laoag", 230, 90, [], "II"), ("Vigan", 200, 220, [], "II"), ("Bangued", 320, 200, A, "II"),
        ("San Fernando LU", 220, 350, [], "IV"), ("Baguio", 340, 360), ("Bayombong", 520, 320),
        ("Lingayen", 170, 450, [], "IV"), ("Tarlac", 390, 490), ("Cabanatuan", 620, 470),
        ("San Fernando P", 470, 600), ("Olongapo", 150, 650), ("Layac", 320, 680), ("Manila", 650, 650),
        ("Atimonan", 850, 640, [], "V"), ("Lucena", 720, 760, [], "V"), ("Naga", 880, 820, A, "III"),
        ("Legaspi", 980, 940, [], "III"), ("Daet", 990, 720, [], "III"),
        # the Bataan insert (drawn at the lower left)
        ("Abucay", 330, 830, B), ("Bagac", 120, 900, B), ("Orion", 360, 980, B), ("Mariveles", 210, 1090, B),
    ]
    roads = [
        ("Claveria", "Aparri", D), ("Aparri", "Gonzaga", S), ("Aparri", "Tuguegarao", S), ("Gonzaga", "Tuguegarao", D),
        ("Claveria", "Laoag", T), ("Laoag", "Vigan", S), ("Laoag", "Bangued", D), ("Vigan", "Bangued", S),
        ("Vigan", "San Fernando LU", S), ("Bangued", "Baguio", T), ("Tuguegarao", "Bayombong", T),
        ("San Fernando LU", "Baguio", D), ("San Fernando LU", "Lingayen", S), ("Baguio", "Bayombong", T),
        ("Baguio", "Tarlac", D), ("Bayombong", "Cabanatuan", D), ("Lingayen", "Tarlac", S),
        ("Tarlac", "Cabanatuan", S), ("Tarlac", "San Fernando P", S), ("Cabanatuan", "Manila", S),
        ("San Fernando P", "Manila", S), ("San Fernando P", "Layac", S), ("Lingayen", "Olongapo", T),
        ("Olongapo", "Layac", D), ("Manila", "Lucena", D), ("Manila", "Atimonan", T), ("Lucena", "Atimonan", S),
        ("Atimonan", "Daet", T), ("Daet", "Naga", S), ("Lucena", "Naga", T), ("Naga", "Legaspi", S),
        ("Layac", "Abucay", S), ("Olongapo", "Bagac", D), ("Abucay", "Bagac", D), ("Abucay", "Orion", S),
        ("Bagac", "Mariveles", D), ("Orion", "Mariveles", D),
    ]
    one_way = {("Layac", "Abucay"), ("Olongapo", "Bagac")}
    landings = [("Aparri landing", "Aparri", 4, "I", 560, -30), ("Vigan landing", "Vigan", 4, "II", 80, 250),
                ("Lingayen landing", "Lingayen", 4, "IV", 60, 430), ("Lamon Bay landing", "Atimonan", 3, "V", 950, 580),
                ("Legaspi landing", "Legaspi", 3, "III", 1070, 1000),
                ("Bagac landing", "Bagac", 2, "Bataan", 20, 960), ("Mariveles landing", "Mariveles", 2, "Bataan", 90, 1130)]
    units = {
        "Aparri": ("blue", 3, 6), "Vigan": ("blue", 3, 6), "Legaspi": ("blue", 3, 6), "Mariveles": ("blue", 1, 0),
        "Orion": ("blue", 0, 2), "Manila": ("blue", 3, 7), "Tarlac": ("blue", 2, 4), "San Fernando P": ("blue", 1, 5),
        "Lingayen": ("blue", 0, 4),
    }
    return _doc("SAMPLE Luzon board with Bataan insert (replace with the printed map)", towns, roads, landings,
                one_way), units


BUILDERS = {"korea": korea, "new_guinea": new_guinea, "bataan_retreat": bataan_retreat}


def demo_position(kind_id: str) -> tuple[dict[str, Any], CampaignRecord]:
    camp = campaign_for_kind(kind_id)
    doc, units = BUILDERS[camp.id]()
    rec = CampaignRecord.new(camp)
    for town, (side, large, small) in units.items():
        rec.state.units[town] = Holding(side, large, small)
    if camp.id == "bataan_retreat":
        # the Japanese start off shore (Troop Allocation Grid): kept as reserves to land from the sea
        rec.state.reserves[rules.RED] = Force(16, 40)
        rec.notes.append("Japanese forces start off shore (16 Experienced, 40 Inexperienced) and land from the sea.")
    rec.notes.append(SAMPLE_NOTE)
    return canonical_doc(doc, "demo board"), rec


def printed_position(kind_id: str) -> tuple[dict[str, Any], CampaignRecord]:
    """The rules' Starting Forces on the SAMPLE board, waiting for the referee's confirmation side by side
    (``MacArthurGame.confirm_setup``). Bataan Retreat: the Japanese are not placed; they fill in their
    Troop Allocation Grid in secret first (``allocate_japanese``) and are revealed after the Allied set-up."""
    doc, rec = demo_position(kind_id)
    if rec.campaign == "bataan_retreat":
        rec.state.reserves[rules.RED] = Force()
        rec.notes = [n for n in rec.notes if not n.startswith("Japanese forces start off shore")]
        rec.notes.insert(0, "The Japanese fill in their Troop Allocation Grid in secret before the Allied set-up "
                            "is confirmed (Game > Set-up).")
    rec.setup = {"status": "proposed", "printed": True, "confirmed": []}
    rec.notes.insert(0, "Printed set-up: the Starting Forces as the rules give them, on a SAMPLE board; check each "
                        "side and confirm it before the first card.")
    return doc, rec


def _seed(store: Store, game_id: int, doc: dict[str, Any], rec: CampaignRecord, text: str) -> None:
    ops = [records.put_op(store, game_id, NETWORK, NETWORK_KEY, doc),
           records.put_op(store, game_id, CAMPAIGN, CAMPAIGN_KEY, rec.to_dict())]
    store.seed(records.change(text, game_id, [op for op in ops if op is not None]))


def seed_printed(store: Store, game_id: int, kind_id: str) -> None:
    """The printed set-up (the rules' Starting Forces on the sample board), outside any undo."""
    doc, rec = printed_position(kind_id)
    _seed(store, game_id, doc, rec, "Printed set-up")


def seed_demo(store: Store, game_id: int, kind_id: str) -> None:
    """Lay out the sample board and the starting forces of the campaign in a new game, outside any undo."""
    doc, rec = demo_position(kind_id)
    _seed(store, game_id, doc, rec, "Demo set-up")
