"""The Last Stand on Bataan table view: the miniatures table in inches on a QGraphicsView.

``board.make_board(hub, session)`` builds it. Scene units are inches and scene (x, y) is the core's
table (x, y): x to the right, y downward on screen (the table is drawn as if seen from above with
its y = 0 edge at the top).
"""


def make_board(hub, session):
    """The game's board (imported on first use: the window loads only the open game's board)."""
    from .board import make_board as make

    return make(hub, session)
