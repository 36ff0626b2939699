"""Reading a MacArthur game and turning a command's result into one ``Change`` (Qt-free).

A command works on copies of the records (``persist``), checks its rule first and raises
``InputError`` when it is illegal; nothing is written until the caller applies the ``Change``
(``session.do`` headless, ``hub.push`` in the window). ``Change.meta`` carries
``("summary", (line, ...))``: the result in words.
"""

from __future__ import annotations

from typing import Any, Sequence

from assistant.core.errors import InputError
from assistant.core.roads import RoadNetwork
from assistant.games.macarthur import persist
from assistant.games.macarthur.campaigns import Campaign
from assistant.games.macarthur.rulings import Rulings
from assistant.store.changes import Change
from assistant.games.command_base import SessionCommands, one_change


class GameBase(SessionCommands):
    """What every command reads: the campaign, the board, the campaign record, the rulings."""

    def __init__(self, session):
        super().__init__(session)
        self.kind_id: str = session.kind.id
        self.campaign: Campaign = persist.campaign_for_kind(self.kind_id)
        self._doc: dict[str, Any] | None = None
        self._network: RoadNetwork | None = None
        self._record: persist.CampaignRecord | None = None
        self._loaded = False
        session.subscribe(self._invalidate)

    def close(self) -> None:
        self.session.unsubscribe(self._invalidate)

    def _invalidate(self, change=None) -> None:
        self._loaded = False

    def forget(self) -> None:
        """Read the records again on the next question (a listener that may run before this game's own)."""
        self._loaded = False

    # -- reading ---------------------------------------------------------------------------------
    @property
    def rulings(self) -> Rulings:
        return persist.rulings_of(self.session.settings)

    def _load(self) -> None:
        if self._loaded:
            return
        self._doc = persist.network_doc(self.store, self.game_id)
        self._network = None
        self.board_problem = ""
        if self._doc:
            try:
                self._network = RoadNetwork.from_dict(self._doc, "board")
            except InputError as err:
                self.board_problem = f"The stored board is unreadable: {err}"
        self._record = persist.load_campaign(self.store, self.game_id, self.kind_id, self.rulings)
        self._loaded = True

    @property
    def doc(self) -> dict[str, Any] | None:
        """The stored network document (do not edit it: commands work on copies)."""
        self._load()
        return self._doc

    @property
    def network(self) -> RoadNetwork | None:
        self._load()
        return self._network

    @property
    def record(self) -> persist.CampaignRecord:
        """The campaign record as stored (a fresh copy for a command comes from ``.copy()``)."""
        self._load()
        assert self._record is not None
        return self._record

    def side_name(self, side: str | None) -> str:
        return persist.side_name(self.campaign, side) if side else "nobody"

    def _board(self, where: str) -> RoadNetwork:
        net = self.network
        if net is None:
            raise InputError(self.board_problem or "there is no board: import a road network first", where)
        return net

    # -- making the one change -------------------------------------------------------------------
    def _finish(self, text: str, summary: Sequence[str] = (), *, record: persist.CampaignRecord | None = None,
                recorder=None, extra_ops: Sequence = ()) -> Change:
        """One change: the rolls made (if any), the campaign record and any other record."""
        ops: list = []
        if record is not None:
            ops.append(persist.campaign_op(self.store, self.game_id, record))
        ops += list(extra_ops)
        return one_change(self.session, text, summary, recorder=recorder, ops=ops)


class MacPart:
    """One procedure of :class:`~assistant.games.macarthur.commands.game.MacArthurGame` (the turn, the
    battles, the road network, the set-up): it reads the game, and writes its one change, through the game it
    is part of (``self.game``, its one dependency), so every part shares the game's one copy of the records."""

    def __init__(self, game: GameBase):
        self.game = game

    @property
    def session(self):
        return self.game.session

    @property
    def store(self):
        return self.game.store

    @property
    def game_id(self) -> int:
        return self.game.game_id

    @property
    def campaign(self) -> Campaign:
        return self.game.campaign

    @property
    def rulings(self) -> Rulings:
        return self.game.rulings

    @property
    def doc(self) -> dict[str, Any] | None:
        return self.game.doc

    @property
    def network(self) -> RoadNetwork | None:
        return self.game.network

    @property
    def record(self) -> persist.CampaignRecord:
        return self.game.record

    def side_name(self, side: str | None) -> str:
        return self.game.side_name(side)

    def _board(self, where: str) -> RoadNetwork:
        return self.game._board(where)

    def _finish(self, text: str, summary: Sequence[str] = (), **kw) -> Change:
        return self.game._finish(text, summary, **kw)
