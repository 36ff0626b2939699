"""How the window names the open game (title bar, status bar): its name, its kind once, a demo as one."""

from __future__ import annotations


def is_demo(session) -> bool:
    return (session.settings or {}).get("setup") == "demo"


def game_label(session) -> str:
    """"Saturday at the club — Last Stand on Bataan"; a game named like its kind shows the kind once
    ("Last Stand on Bataan", not "Last Stand on Bataan: Last Stand on Bataan"); a demo says so."""
    name, kind = session.name.strip(), session.kind.title
    text = name if (not name or kind.lower() in name.lower()) else f"{name} \u2014 {kind}"
    text = text or kind
    if is_demo(session) and "demo" not in text.lower():
        from .i18n import fill, translate

        text = fill(translate("game_label", "%1 (demo)"), text)
    return text
