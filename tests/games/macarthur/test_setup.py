"""MacArthur's Starting Forces (issue 15): the printed set-up on the sample board, checked side by side and
confirmed by the referee (a breach names its rule and may be overridden as a recorded ruling), Korea's
order, and Bataan Retreat's secret Troop Allocation Grid."""

from __future__ import annotations

import pytest

from assistant.core.errors import InputError
from assistant.games import registry
from assistant.games.macarthur import rules
from assistant.games.macarthur.forces import Force
from assistant.games.macarthur.commands import MacArthurGame
from assistant.games.session import GameSession
from assistant.games.setup import new_game
from assistant.store.store import Store


@pytest.fixture()
def store():
    s = Store.open(":memory:")
    yield s
    s.close()


def _printed(store, kind):
    s = GameSession(store, new_game(store, kind, setup="printed", seed=5))
    return s, MacArthurGame(s)


def _summary(ch):
    return dict(ch.meta)["summary"]


GRID = {"I": (4, 10), "II": (4, 10), "III": (3, 8), "IV": (3, 8), "V": (2, 4)}


def test_printed_is_offered_first_and_stays_a_sample():
    """The descriptor offers the printed set-up first; the board is still labelled a sample."""
    assert [s.id for s in registry.descriptor("macarthur").setups][0] == "printed"
    store = Store.open(":memory:")
    s, g = _printed(store, "macarthur_korea")
    assert "SAMPLE" in g.doc["name"] and g.doc["meta"]["sample"] is True
    assert g.setup.setup_pending() and any("SAMPLE" in n for n in g.record.notes)
    s2 = GameSession(store, new_game(store, "macarthur_korea", setup="demo"))
    assert MacArthurGame(s2).setup.setup_state == {}           # the demo stays a demo: nothing to confirm


@pytest.mark.parametrize("kind", ["macarthur_korea", "macarthur_new_guinea"])
def test_printed_setup_is_legal_and_confirmed_in_order(store, kind):
    """Korea / New Guinea, Starting Forces: the printed set-up has no breach; Blue first, then Red; no card
    is turned before both are confirmed; undo restores the wait."""
    s, g = _printed(store, kind)
    assert g.setup.setup_breaches("blue") == [] and g.setup.setup_breaches("red") == []
    with pytest.raises(InputError, match="Starting Forces"):
        g.turns.turn_card(5)
    with pytest.raises(InputError, match="after the UN|Allied set-up first"):
        g.setup.confirm_setup("red")
    s.do(g.setup.confirm_setup("blue"))
    ch = g.setup.confirm_setup("red")
    s.do(ch)
    assert g.setup.setup_state["status"] == "confirmed" and "Both sides set up" in " ".join(_summary(ch))
    s.do(g.turns.turn_card(5))
    s.undo()
    s.undo()
    assert g.setup.setup_pending() and g.setup.setup_state["confirmed"] == ["blue"]


def test_korea_breaches_name_the_rule_and_override_is_recorded(store):
    """Korea, Starting Forces: the UN only in the Perimeter, 1 Large + 18 Small; the North Koreans 4 in each of
    the five towns next to it. Each breach names its rule; an override confirms it as a recorded ruling."""
    s, g = _printed(store, "macarthur_korea")
    s.do(g.turns.set_units("Seoul", "blue", 0, 1))
    s.do(g.turns.set_units("Pusan", "blue", 1, 3))
    msgs = [str(b) for b in g.setup.setup_breaches("blue")]
    assert any("outside the Pusan Perimeter: Seoul" in m and "Korea, Starting Forces" in m for m in msgs)
    assert any("2 Large and 20 Small placed" in m or "1 Large and 20 Small" in m for m in msgs)
    before = g.record.to_dict()
    with pytest.raises(InputError, match="Korea, Starting Forces.*Override"):
        g.setup.confirm_setup("blue")
    assert g.record.to_dict() == before
    ch = g.setup.confirm_setup("blue", override=True)
    assert "override" in ch.text and any("Referee ruling" in line for line in _summary(ch))
    s.do(ch)
    assert "Seoul" in g.setup.setup_state["rulings"][0]
    s.do(g.turns.set_units("Kochang", "red", 0, 3))
    assert any("Kochang (next to the Perimeter) holds 3" in str(b) for b in g.setup.setup_breaches("red"))


def test_counters_are_limited(store):
    """Equipment: 16 Large and 40 Small a side, counting the board and the reserves."""
    s, g = _printed(store, "macarthur_korea")
    for i, t in enumerate(["Seoul", "Suwon", "Inchon"]):
        s.do(g.turns.set_units(t, "blue", 6, 0))
    assert any("19 Large in play" in str(b) and "Equipment" in str(b) for b in g.setup.setup_breaches("blue"))


def test_new_guinea_third_stack_next_to_moresby(store):
    """New Guinea, Starting Forces: 1 Uberi, 2 Port Moresby, 3 in the town next to Port Moresby (the board
    decides which: the printed map is not in the source); Japanese 1 Buna, 2 Kokoda, 3 Ioribawa."""
    s, g = _printed(store, "macarthur_new_guinea")
    s.do(g.turns.set_units("Kokoda", "red", 0, 1))
    assert any("Kokoda holds 0 Large and 1 Small" in str(b) for b in g.setup.setup_breaches("red"))
    s.do(g.turns.set_units("Sogeri", None, 0, 0))
    assert any("Sogeri holds 0 Large and 0 Small; the rules put 3 Small" in str(b) for b in g.setup.setup_breaches("blue"))


def test_bataan_allocation_secret_then_revealed_and_landed(store):
    """Bataan Retreat, Starting Forces: the Japanese allocate 16 Large + 40 Small to the five Zones in secret
    (never Bataan) before the Allied set-up; revealed after it, they wait off shore in their Zones and land
    as usual through that Zone's landing areas."""
    s, g = _printed(store, "macarthur_bataan_retreat")
    assert g.setup.setup_breaches("blue") == []
    with pytest.raises(InputError, match="Troop Allocation Grid first"):
        g.setup.confirm_setup("blue")
    with pytest.raises(InputError, match="never Bataan"):
        g.setup.allocate_japanese({**GRID, "Bataan": (0, 1), "V": (2, 3)})
    with pytest.raises(InputError, match="holds 15 Large"):
        g.setup.allocate_japanese({**GRID, "V": (1, 4)})
    ch = g.setup.allocate_japanese(GRID)
    assert "10" not in " ".join(_summary(ch)) and "secret" in ch.text     # the numbers are not shown
    s.do(ch)
    assert g.setup.allocation_hidden()
    assert not any("4L+10S" in w for w in g.setup.setup_words())
    s.do(g.setup.confirm_setup("blue"))
    with pytest.raises(InputError, match="before the Allied set-up"):
        g.setup.allocate_japanese(GRID)
    ch = g.setup.confirm_setup("red")
    assert any("Zone I 4L+10S" in line for line in _summary(ch))
    s.do(ch)
    assert not g.setup.allocation_hidden() and g.setup.setup_state["status"] == "confirmed"
    s.do(g.turns.turn_card(3))
    s.do(g.turns.end_turn())
    s.do(g.turns.turn_card(6))                                     # Japanese turn: 9 MP
    with pytest.raises(InputError):
        g.turns.land("Lamon Bay landing", 3, 0)                     # Zone V has 2 Large off shore
    s.do(g.turns.set_units("Aparri", None, 0, 0))
    ch = g.turns.land("Aparri landing", 1, 3)
    s.do(ch)
    assert g.record.setup["offshore"]["I"] == [3, 7] and g.record.state.reserves.get(rules.RED, Force()) == Force()
    assert g.record.state.units["Aparri"].side == rules.RED
    s.undo()
    assert g.record.setup["offshore"]["I"] == [4, 10]


def test_bataan_allied_breaches(store):
    """Bataan Retreat, Starting Forces: at least 3 Large + 6 Small in each of Zones I-III's landing towns,
    1 Large in Mariveles, 2 Small on Bataan (Olongapo and Layac are not Bataan)."""
    s, g = _printed(store, "macarthur_bataan_retreat")
    s.do(g.turns.set_units("Mariveles", None, 0, 0))
    s.do(g.turns.set_units("Aparri", "blue", 2, 6))
    s.do(g.turns.set_units("Manila", "blue", 3, 7))
    msgs = " | ".join(map(str, g.setup.setup_breaches("blue")))
    assert "Zone I landing towns (Aparri) hold 2 Large and 6 Small" in msgs
    assert "Mariveles holds 0 Large" in msgs and "Bataan Retreat, Starting Forces" in msgs
