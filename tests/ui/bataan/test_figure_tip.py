"""A figure's tooltip (issue 17.2: user text shown as plain text unless escaped on purpose): the figure's own
words (its id and name, as a table file may give them) are escaped in the rich-text tooltip; the tooltip is
made when asked for (the mouse resting on the figure), not when the board is built."""

from __future__ import annotations

from assistant.games.bataan.table.figures import Figure


def test_the_tooltip_escapes_the_figures_own_words(qapp):
    from assistant.ui.bataan.items import FigureItem

    fig = Figure("JP<1>", "japanese", 1, "rifleman", 10.0, 10.0, name="<b>Sgt</b> & <i>co</i>")
    tip = FigureItem(fig).tip()
    assert tip.startswith("<b>JP&lt;1&gt;</b>")            # the id, bold on purpose, its words escaped
    assert "&lt;b&gt;Sgt&lt;/b&gt; &amp; &lt;i&gt;co&lt;/i&gt;" in tip
    assert "<i>" not in tip
