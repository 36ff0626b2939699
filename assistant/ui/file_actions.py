"""The window's file work: exports, the backup, Check database. Each writes whole or not at all (see
``safe_files``) and reports a failure in a dialog naming the file and the reason."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog, QMessageBox

from assistant.store.errors import StoreError

from .safe_files import SaveError, failure_text, save_with


def _fail(win, title: str, what: str, exc: BaseException) -> None:
    win.show_error(title, failure_text(what, exc))


def backup_to(win, path: str | Path) -> bool:
    store = win.hub.store
    assert store is not None
    target = Path(path).expanduser()
    try:
        if target.is_dir() or (str(store.path) != ":memory:" and target.resolve() == Path(store.path).resolve()):
            store.backup(target)  # the store refuses these itself, in its own words
        save_with(target, store.backup)
    except (StoreError, SaveError, OSError) as exc:
        _fail(win, "Backup not made", "The backup", exc)
        return False
    win.hub.message.emit(f"Backed up to {target}")
    return True


def export_game(win, path: str | None = None) -> bool:
    from assistant.store.export import write_game

    s = win.hub.session
    if s is None:
        return False
    if not path:
        path, _ = QFileDialog.getSaveFileName(win, "Export game", f"{s.name}.json", "JSON (*.json)")
    if not path:
        return False
    try:
        n = save_with(path, lambda tmp: write_game(s.store, s.game_id, tmp))
    except (SaveError, OSError, ValueError) as exc:
        _fail(win, "Cannot export the game", f"The game '{s.name}'", exc)
        return False
    win.hub.message.emit(f"Exported '{s.name}' ({n} rolls) to {path}")
    return True


def export_rolls(parent, hub, path: str | None = None) -> bool:
    from assistant.store import rolls

    s = hub.session
    if s is None:
        return False
    if not path:
        path, _ = QFileDialog.getSaveFileName(parent, "Export roll log", f"{s.name} rolls.csv", "CSV (*.csv)")
    if not path:
        return False
    try:
        n = save_with(path, lambda tmp: rolls.export_csv(s.store, tmp, s.game_id))
    except (SaveError, OSError, ValueError) as exc:
        hub.error.emit("Cannot export the roll log", failure_text("The roll log", exc))
        return False
    hub.message.emit(f"Exported {n} rolls to {path}")
    return True


def check_database(win) -> list | None:
    """Help > Check database: the store's integrity check, its findings in a dialog (nothing repaired)."""
    store = win.hub.store
    if store is None:
        return None
    try:
        from assistant.store.integrity import check_database as check
    except ImportError:
        win.show_error("Check database", "This version has no database check yet.")
        return None
    from assistant.games import registry

    findings = check(store, {k.id for k in registry.kinds()})
    if not findings:
        text = f"No problems found in {store.path}."
    else:
        lines = "\n".join(f"\u2022 {f}" for f in findings[:40])
        more = f"\n\u2026 and {len(findings) - 40} more" if len(findings) > 40 else ""
        text = (f"{len(findings)} problem{'s' if len(findings) != 1 else ''} found in {store.path}:\n\n"
                f"{lines}{more}\n\nNothing was changed. Back up the database before trying to repair it.")
    win.last_check = text
    if not getattr(win, "quiet_errors", False):
        box = QMessageBox(QMessageBox.Icon.Information if not findings else QMessageBox.Icon.Warning,
                          "Check database", text, QMessageBox.StandardButton.Ok, win)
        box.setTextFormat(box.textFormat().PlainText)
        box.open()
    win.hub.message.emit("Database checked: " + ("no problems" if not findings else f"{len(findings)} problems"))
    return findings
