"""Words for counts in what the referee reads: '1 die', '3 dice', '1 casualty', '2 casualties' (no
'dice(s)' or 'casualty(ies)')."""

from __future__ import annotations

IRREGULAR = {"die": "dice", "casualty": "casualties", "unit": "units", "road": "roads", "town": "towns",
             "time": "times", "battle": "battles", "hit": "hits", "card": "cards"}


def plural(n: int, one: str, many: str | None = None) -> str:
    """'1 die', '2 dice': the count and the noun that goes with it."""
    return f"{n} {one if n == 1 else (many or IRREGULAR.get(one) or one + 's')}"
