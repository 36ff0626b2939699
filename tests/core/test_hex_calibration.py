"""Calibrating a printed hex map's grid on a scan (issue 16, "done when"): a synthetic scan is drawn
by a forward model of our own (hex centres at a known size, rotation, origin and perspective), a few of
its hexes are "clicked", and every hex of the map must be recovered within 0.1 hex; bad clicks are
refused naming the click. Numbering as ruling L1 (Luzon ``17.16``) and Tarawa's ``0528``."""

from __future__ import annotations

import math
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from assistant.core.errors import InputError
from assistant.core.hex_calibration import (
    Click, Homography, GridFit, fit_from_dict, fit_grid, hex_at_map_xy, homography_from_quad,
)
from assistant.core.hexes import HexMap, load_map

SQRT3 = math.sqrt(3.0)


class Scan:
    """The forward model: map units -> a flat scan (size, rotation, origin) -> a photo (homography)."""

    def __init__(self, hexmap: HexMap, size_px: float, rot_deg: float, origin: tuple[float, float],
                 persp: np.ndarray | None = None):
        self.map = hexmap
        t = math.radians(rot_deg)
        self.a, self.b = size_px * math.cos(t), size_px * math.sin(t)
        self.origin = origin
        self.persp = persp

    def flat(self, x: float, y: float) -> tuple[float, float]:
        return (self.a * x + self.b * y + self.origin[0], self.b * x - self.a * y + self.origin[1])

    def photo(self, x: float, y: float) -> tuple[float, float]:
        u, v = self.flat(x, y)
        if self.persp is None:
            return u, v
        p = self.persp @ np.array([u, v, 1.0])
        return float(p[0] / p[2]), float(p[1] / p[2])

    def pixel_of(self, label: str) -> tuple[float, float]:
        return self.photo(*self.map.center(self.map.parse(label)))

    def click(self, label: str, noise: tuple[float, float] = (0.0, 0.0)) -> Click:
        x, y = self.pixel_of(label)
        return Click(label, x + noise[0], y + noise[1])

    def corners(self) -> list[tuple[float, float]]:
        """The corners of the printed map (its hexes' bounding rectangle), in order around it,
        starting north-west, then north-east (the first side runs along the map's width)."""
        xs, ys = zip(*(self.map.center(h) for h in self.map.all_hexes()))
        x0, x1, y0, y1 = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
        return [self.photo(x0, y1), self.photo(x1, y1), self.photo(x1, y0), self.photo(x0, y0)], (x1 - x0) / (y1 - y0)


def assert_recovers_every_hex(fit: GridFit, scan: Scan, hexmap: HexMap, within: float = 0.1) -> float:
    worst = 0.0
    for h in hexmap.all_hexes():
        label = hexmap.label(h)
        x, y = scan.pixel_of(label)
        got, off = fit.hex_at(x, y)
        assert fit.hexmap.label(got) == label, f"{label} read as {fit.hexmap.label(got)}"
        worst = max(worst, off)
    assert worst < within, f"worst hex centre {worst:.3f} hex off"
    return worst


def small_map(**kw) -> HexMap:
    base = dict(name="test", orientation="flat", numbering="dotted", first_col=1, last_col=20,
                first_row=1, last_row=25, rows_from="south", shifted="even")
    base.update(kw)
    return HexMap(**base)


def test_two_clicks_recover_every_luzon_hex():
    """L1: Luzon numbers 'xx.yy' from the south, even columns shifted; two clicks far apart fit the
    grid exactly and every hex of the 32 x 43 map reads back its own number."""
    m = load_map("luzon")
    scan = Scan(m, 31.0, 3.5, (120.0, 2900.0))
    fit = fit_grid(m, [scan.click("1.01"), scan.click("32.43")])
    assert fit.size_px == pytest.approx(31.0, abs=1e-6)
    assert fit.rotation_deg == pytest.approx(3.5, abs=1e-6)
    assert fit.max_residual_px == pytest.approx(0.0, abs=1e-6)
    assert_recovers_every_hex(fit, scan, m)
    assert "two clicks always fit" in fit.summary()


def test_three_clicks_find_the_shifted_columns_and_counting_edge():
    """Which columns are shifted and the edge rows count from are fitted: the truth is odd columns,
    rows from the north (Tarawa style '0528'), the map file says even / south; three clicks in
    different columns settle it, and every hex comes back."""
    truth = small_map(numbering="digits4", rows_from="north", shifted="odd")
    said = replace(truth, rows_from="south", shifted="even")
    scan = Scan(truth, 24.0, -12.0, (400.0, 100.0))
    fit = fit_grid(said, [scan.click("0203"), scan.click("1722"), scan.click("0915")])
    assert (fit.hexmap.shifted, fit.hexmap.rows_from) == ("odd", "north")
    assert fit.max_residual_px < 1e-6
    assert_recovers_every_hex(fit, scan, truth)


def test_pointy_maps_fit_too():
    truth = small_map(orientation="pointy", shifted="odd")
    scan = Scan(truth, 18.0, 90.0, (50.0, 50.0))
    fit = fit_grid(truth, [scan.click("2.03"), scan.click("19.24"), scan.click("11.07")])
    assert_recovers_every_hex(fit, scan, truth)


def test_perspective_from_four_corners():
    """A phone photo taken at an angle: four corner clicks (with the printed width : height) undo
    the perspective, then two and three hex clicks recover every hex within 0.1 hex."""
    m = small_map()
    persp = np.array([[0.9, 0.12, 30.0], [-0.05, 1.1, 60.0], [0.00012, 0.00025, 1.0]])
    scan = Scan(m, 20.0, 7.0, (80.0, 900.0), persp)
    corners, aspect = scan.corners()
    for labels in (["2.02", "19.24"], ["2.02", "19.24", "10.20"]):
        fit = fit_grid(m, [scan.click(lb) for lb in labels], corners=corners, aspect=aspect)
        assert_recovers_every_hex(fit, scan, m)
        assert "perspective corrected" in fit.summary()
    # without the correction the same photo does not fit a flat grid: refused, the worst click named
    with pytest.raises(InputError) as err:
        fit_grid(m, [scan.click(lb) for lb in ("2.02", "19.24", "10.20", "18.03", "3.23")])
    assert "refused: click" in str(err.value)


def test_a_mistyped_number_is_refused_naming_the_worst_click():
    """A bad calibration is refused, and nothing is kept: the click most off the grid is named."""
    m = small_map()
    scan = Scan(m, 30.0, 0.0, (50.0, 1500.0))
    clicks = [scan.click("2.02"), scan.click("15.20"), scan.click("8.11")]
    clicks[2] = Click("8.14", clicks[2].x, clicks[2].y)   # typed 8.14 for the hex 8.11
    with pytest.raises(InputError) as err:
        fit_grid(m, clicks)
    assert "hex) off the grid" in err.value.message
    assert "click" in err.value.where


@pytest.mark.parametrize("clicks, words", [
    ([Click("2.02", 10, 10)], "at least two"),
    ([Click("2.02", 10, 10), Click("2.02", 90, 90)], "the same hex"),
    ([Click("2.02", 10, 10), Click("5.05", 11, 10)], "one spot"),
    ([Click("2.02", 10, 10), Click("99.05", 200, 10)], "off the map"),
    ([Click("2.02", 10, 10), Click("12.05", 20, 10)], "px across"),
])
def test_bad_clicks_are_refused(clicks, words):
    with pytest.raises(InputError, match=words):
        fit_grid(small_map(), clicks)


def test_homography_maps_the_quad_and_refuses_three_in_a_line():
    src = [(10, 10), (200, 30), (220, 180), (5, 160)]
    dst = [(0, 0), (100, 0), (100, 80), (0, 80)]
    h = homography_from_quad(src, dst)
    assert np.allclose(h.apply(np.array(src)), np.array(dst), atol=1e-6)
    assert np.allclose(h.inverse().apply(np.array(dst)), np.array(src), atol=1e-6)
    with pytest.raises(InputError, match="one line"):
        homography_from_quad([(0, 0), (10, 0), (20, 0), (0, 10)], dst)
    assert Homography.identity().apply([(3.0, 4.0)]).tolist() == [[3.0, 4.0]]


def test_a_stored_calibration_refits_the_same_grid():
    m = small_map()
    scan = Scan(m, 22.0, 30.0, (300.0, 300.0))
    fit = fit_grid(m, [scan.click("2.02"), scan.click("19.24"), scan.click("10.20")])
    again = fit_from_dict(m, fit.to_dict())
    assert again.to_image(m.parse("7.07")) == pytest.approx(fit.to_image(m.parse("7.07")))
    with pytest.raises(InputError, match="cannot be read"):
        fit_from_dict(m, {"clicks": [{"label": "2.02"}]})


def test_hex_at_map_xy_inverts_the_centres():
    for m in (small_map(), small_map(shifted="odd", rows_from="north"), small_map(orientation="pointy")):
        for h in m.all_hexes():
            x, y = m.center(h)
            assert hex_at_map_xy(m, x + 0.3, y - 0.4) == h


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(size=st.floats(8.0, 120.0), rot=st.floats(-180.0, 180.0),
       ox=st.floats(-5000.0, 5000.0), oy=st.floats(-5000.0, 5000.0),
       shifted=st.sampled_from(["odd", "even"]), edge=st.sampled_from(["south", "north"]),
       noise=st.lists(st.tuples(st.floats(-1, 1), st.floats(-1, 1)), min_size=3, max_size=3),
       three=st.booleans())
def test_property_noisy_clicks_recover_the_grid(size, rot, ox, oy, shifted, edge, noise, three):
    """Any size, rotation, origin and numbering: clicks off by at most 2% of a hex (in any
    direction) on hexes spread over the map still recover every hex within 0.1 hex."""
    truth = small_map(shifted=shifted, rows_from=edge)
    said = truth if not three else replace(truth, shifted="odd", rows_from="south")
    scan = Scan(truth, size, rot, (ox, oy))
    bound = 0.02 * SQRT3 * size
    labels = ["1.01", "20.25", "3.24"] if three else ["1.01", "20.25"]
    clicks = [scan.click(lb, (nx * bound / math.sqrt(2), ny * bound / math.sqrt(2)))
              for lb, (nx, ny) in zip(labels, noise)]
    fit = fit_grid(said, clicks)
    assert fit.size_px == pytest.approx(size, rel=0.01)
    assert_recovers_every_hex(fit, scan, truth)
