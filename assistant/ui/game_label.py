"""How the window names the open game (title bar, status bar): its name, its kind once, a demo as one."""

from __future__ import annotations


def side_label(session, side: str) -> str:
    """A side as the players read it ("U.S.", "Japanese"), from the game's descriptor; a side typed by
    the referee stays as typed; no side is "no side"."""
    from assistant.games.registry import descriptor

    from .i18n import translate

    if not side:
        return translate("plots", "no side")
    try:
        return descriptor(session.kind.family).side_name(side)
    except Exception:  # noqa: BLE001 - a kind this version does not know: the stored words
        return side


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
