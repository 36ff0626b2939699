"""Issue 25: the command marks a drag redraws every frame (B5 6" command, B6 exemptions, B28 margin) come from
the arrays without building every figure's status; they must say what the statuses say, figure for figure."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from assistant.games.bataan.rulings import Rulings
from assistant.games.bataan.table import Figure, Table
from assistant.games.bataan.table.measure import blast, command_list, command_status


def _table(points, b5: bool, centre: bool) -> Table:
    figs = []
    for k, (x, y, unit, leader) in enumerate(points):
        figs.append(Figure(f"j{k}", "japanese", unit, "officer" if leader else "rifleman", x, y))
    t = Table(48, 96, figures=figs)
    t.set_rulings(Rulings(b5_own_platoon=b5, b1_centre_to_centre=centre))
    return t


@settings(max_examples=60)
@given(points=st.lists(st.tuples(st.floats(2, 46), st.floats(2, 94), st.integers(1, 4), st.booleans()),
                       min_size=1, max_size=25, unique_by=lambda p: (round(p[0]), round(p[1]))),
       b5=st.booleans(), centre=st.booleans(), banzai=st.booleans())
def test_flags_from_the_arrays_match_every_status(points, b5, centre, banzai):
    """B5/B6/B28: flagged() names exactly the figures whose status is milling about or too close to call;
    milling() and close_calls() give those statuses in figure order."""
    try:
        t = _table(points, b5, centre)
    except Exception:      # overlapping bases: not a table (the table's own check refuses it)
        return
    full = command_status(t, banzai)
    lazy = command_list(t, banzai)
    want = {c.figure: (c.status == "milling about", c.too_close_to_call) for c in full
            if c.status == "milling about" or c.too_close_to_call}
    assert lazy.flagged() == want
    assert lazy.milling() == [c for c in full if c.status == "milling about"]
    assert lazy.close_calls() == [c for c in full if c.too_close_to_call]
    assert lazy.needing() == sum(c.status in ("in command", "milling about") for c in full)
    some = [c.figure for c in full][::3][:4]
    assert lazy.of(some[::-1]) == [c for c in full if c.figure in some]


def test_a_blast_names_only_the_figures_within_its_radius_and_margin():
    """B12/B13: hits within the radius, near misses within the B28 margin beyond it, none from the rest of
    the table (which is no longer sorted)."""
    figs = [Figure(f"u{k}", "american", 1, "rifleman", 10 + 1.5 * k, 10) for k in range(20)]
    t = Table(48, 96, figures=figs)
    b = blast(t, 10, 10, 3.0)
    names = [h.figure for h in b.hits + b.near_misses]
    assert names[0] == "u0" and all(h.distance_in <= 3.0 for h in b.hits)
    margin = t.rulings.b28_margin_in
    assert all(3.0 < h.distance_in <= 3.0 + margin for h in b.near_misses)
    assert len(names) < 20
