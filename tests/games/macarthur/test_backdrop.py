"""Issue 16.2, the scan under a road network: the similarity fitted to pinned towns by least squares
(scale, turn and shift recovered from two and from three pins), and a pin on the wrong town refused by
name; the game keeps the scan's path and hash only, and a pin is one undoable change."""

from __future__ import annotations

import cmath
import math

import pytest

from assistant.core.errors import InputError
from assistant.games.macarthur.backdrop import BackdropCommands, Pin, fit_similarity

TOWNS = {"Seoul": (120.0, 80.0), "Pusan": (560.0, 610.0), "Taegu": (430.0, 420.0), "Kunsan": (90.0, 470.0)}
A = 0.4 * cmath.exp(1j * math.radians(-12))      # board units a pixel, turned -12 degrees
B = complex(35.0, -20.0)


def _image(x: float, y: float) -> tuple[float, float]:
    """Where a board point is printed on the synthetic scan (the inverse of board = A * image + B)."""
    z = (complex(x, y) - B) / A
    return z.real, z.imag


def _pins(*names: str) -> list[Pin]:
    return [Pin(*_image(*TOWNS[n]), n) for n in names]


@pytest.mark.parametrize("names", [("Seoul", "Pusan"), ("Seoul", "Pusan", "Taegu"), tuple(TOWNS)])
def test_the_fit_recovers_scale_turn_and_shift(names):
    """16.2: two pins fix the scan's scale and turn; more are fitted by least squares (exact here)."""
    fit = fit_similarity(_pins(*names), TOWNS)
    assert fit.scale == pytest.approx(0.4)
    assert fit.rotation_deg == pytest.approx(-12.0)
    for name, (x, y) in TOWNS.items():
        assert fit.to_board(*_image(x, y)) == pytest.approx((x, y), abs=1e-6)
    assert max(fit.residuals) < 1e-6


def test_one_pin_only_shifts_the_scan():
    fit = fit_similarity(_pins("Taegu"), TOWNS)
    assert fit.scale == 1.0 and fit.to_board(*_image(*TOWNS["Taegu"])) == pytest.approx(TOWNS["Taegu"])


def test_a_pin_on_the_wrong_town_is_refused_by_name():
    """16.2: a third pin clicked on Taegu's printed place but named Kunsan is far off: refused, named."""
    pins = _pins("Seoul", "Pusan") + [Pin(*_image(*TOWNS["Taegu"]), "Kunsan")]
    with pytest.raises(InputError, match=r"pin 3 \(Kunsan\)"):
        fit_similarity(pins, TOWNS)


@pytest.mark.parametrize("pins, words", [
    ([], "pin a town"),
    ([Pin(10, 10, "Seoul"), Pin(10, 10, "Pusan")], "one point of the scan"),
    ([Pin(10, 10, "Seoul"), Pin(50, 10, "Atlantis")], "not a town"),
    ([Pin(10, 10, "Seoul"), Pin(50, 10, "Seoul")], "pinned twice"),
])
def test_bad_pins_are_refused(pins, words):
    with pytest.raises(InputError, match=words):
        fit_similarity(pins, TOWNS)


def test_the_game_keeps_path_and_hash_and_a_pin_is_one_change(tmp_path):
    """16.1 with 16.2: the scan stays the referee's file (path, size, SHA-256 kept, no pixels); each pin is
    one change, undone exactly; a new image drops the old pins."""
    from assistant.games.session import GameSession
    from assistant.games.setup import new_game
    from assistant.store.store import Store

    store = Store.open(tmp_path / "g.sqlite")
    gid = new_game(store, "macarthur_korea", "scan", demo=True)
    session = GameSession(store, gid)
    scan = tmp_path / "scan.png"
    scan.write_bytes(b"\x89PNG not really, the command reads only bytes")
    cmds = BackdropCommands(session, TOWNS)
    session.do(cmds.set_image(scan, 1600, 1200))
    img = cmds.image()
    assert (img.path, img.width, img.sha256[:8]) == (str(scan.resolve()), 1600, img.sha256[:8])
    assert set(img.to_dict()) == {"path", "width", "height", "sha256", "bytes", "mtime_ns", "calibration"}
    for name in ("Seoul", "Pusan"):
        session.do(cmds.add_pin(_pins(name)[0]))
    assert [p.town for p in cmds.pins()] == ["Seoul", "Pusan"]
    assert cmds.fit().scale == pytest.approx(0.4)
    session.undo()
    assert [p.town for p in cmds.pins()] == ["Seoul"]
    other = tmp_path / "other.png"
    other.write_bytes(b"another image")
    session.do(cmds.set_image(other, 800, 600))
    assert cmds.pins() == []


def test_towns_are_offered_nearest_first_once_a_town_is_pinned():
    """Issue 23.2: pinning offered the towns in the unfitted scan's order (hunting for Inchon). No pin:
    by name; one pin: nearest first where the click lands if the scan spans the towns (scale from the
    two sizes); two or more: where the pins' fit puts it; the pinned towns last."""
    from assistant.games.macarthur.backdrop import town_choices

    towns = dict(TOWNS, Inchon=(95.0, 100.0), Wonsan=(330.0, 20.0), Mokpo=(70.0, 640.0), Chunchon=(260.0, 70.0))
    xs = [_image(*xy)[0] for xy in towns.values()]
    ys = [_image(*xy)[1] for xy in towns.values()]
    size = (max(xs) - min(xs) + 150, max(ys) - min(ys) + 150)         # the scan: the towns and a margin
    at = _image(*towns["Inchon"])
    assert town_choices([], towns, size, at) == sorted(towns)
    one = town_choices(_pins("Seoul"), towns, size, at)
    assert one[0] == "Inchon" and one[-1] == "Seoul"
    two = town_choices(_pins("Seoul", "Pusan"), towns, size, _image(*towns["Mokpo"]))
    assert two[0] == "Mokpo" and set(two[-2:]) == {"Seoul", "Pusan"}
