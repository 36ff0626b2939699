"""Duel's one command: a blow, rolled on the game's chart from the game's dice stream, as one Change."""

from assistant.games.chart_sources import shipped
from assistant.games.session import GameSession
from assistant.store import records
from assistant.store.changes import Change

from .demo import CHAMPION


class DuelGame:
    def __init__(self, session: GameSession):
        self.session = session

    def wounds(self, side: str) -> int:
        data = records.get(self.session.store, self.session.game_id, CHAMPION, side)
        return int((data or {}).get("wounds", 0))

    def blow(self, attacker: str) -> Change:
        defender = "south" if attacker == "north" else "north"
        chart = shipped().get("duel", "blow")
        rec = self.session.dice()
        out = rec.roll_chart(chart, why=f"{attacker} strikes", side=attacker)
        ops = []
        if out.chart.row.result == "hit":
            ops.append(records.put_op(self.session.store, self.session.game_id, CHAMPION, defender,
                                      {"wounds": self.wounds(defender) + 1}))
        return rec.change(f"{attacker.title()} strikes: {out.chart.row.result}", extra_ops=ops)
