"""The legend measured without being drawn (issue 25, start to a usable window: the window's layout at the
start passes through view sizes whose two-column legend was drawn only to be measured, ~10 ms before the
first paint): its size is the size of the picture drawn, at every pixel ratio, and working out where the
legend and the scale bar go (the fit, the tags' obstacles) draws no legend."""

from __future__ import annotations

from assistant.ui.bataan import view as view_module
from assistant.ui.bataan.legend import legend_pixmap, legend_size, legend_tab_pixmap, legend_tab_size


def test_the_measured_size_is_the_drawn_size(qapp):
    for dpr in (1.0, 1.25, 1.5, 2.0):
        for columns, pt in ((3, None), (2, None), (2, 8)):
            pix = legend_pixmap(dpr, columns, pt=pt)
            drawn = (pix.width() / pix.devicePixelRatio(), pix.height() / pix.devicePixelRatio())
            assert legend_size(dpr, columns, pt=pt) == drawn, (dpr, columns, pt)
        tab = legend_tab_pixmap(dpr)
        assert legend_tab_size(dpr) == (tab.width() / tab.devicePixelRatio(), tab.height() / tab.devicePixelRatio())


def test_placing_the_furniture_draws_no_legend(board, qtbot, monkeypatch):
    view = board.view
    qtbot.waitUntil(lambda: view.painted, timeout=5000)
    drawn = []
    monkeypatch.setattr(view_module, "legend_pixmap", lambda *a, **k: drawn.append(a) or legend_pixmap(*a, **k))
    monkeypatch.setattr(view_module, "legend_tab_pixmap", lambda *a, **k: drawn.append(a) or legend_tab_pixmap(*a, **k))
    view._legend = {}                       # nothing drawn yet
    for width in (700, 900, 1100, 1300):    # 2 and 3 columns, as a window's layout passes through them
        view.resize(width, 600)
        view.refit()
        view.furniture()
        view.label_obstacles()
    assert drawn == []
    legend_rect, _bar, _corner = view.furniture()
    pix = view.legend()                      # drawn when painted: the size it was placed with
    assert (legend_rect.width(), legend_rect.height()) == (pix.width() / pix.devicePixelRatio(),
                                                           pix.height() / pix.devicePixelRatio())
    assert len(drawn) == 1
