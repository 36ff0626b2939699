"""MacArthur campaigns board: network view/editor, movement deck, moves, battles, record."""


def make_board(hub, session):
    """The game's board (imported on first use: the window loads only the open game's board)."""
    from .board import make_board as make

    return make(hub, session)
