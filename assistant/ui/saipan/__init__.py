"""The Saipan board. It shares the hex view with the other hex games (``assistant.ui.hexmap``)."""


def make_board(hub, session):
    """The game's board (imported on first use: the window loads only the open game's board)."""
    from assistant.ui.saipan.board import make_board as make

    return make(hub, session)
