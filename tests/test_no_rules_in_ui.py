"""Issue 11, "done when": no module under assistant/ui/ rolls dice or builds records. The bugs of the past
lived where rules ran inside widgets; a widget only collects inputs, calls a Qt-free command and shows what
it returns. This reads every ui module's source for the calls that would break that."""

from __future__ import annotations

import re
from pathlib import Path

UI = Path(__file__).resolve().parents[1] / "assistant" / "ui"

FORBIDDEN = {
    r"session\.dice\(|\.dice\(\)": "draws from the dice stream",
    r"\brec(order)?\.roll(_chart)?\(|RollRecorder": "rolls",
    r"\bRowOp\b": "builds row operations",
    r"\brecords\.(put_op|delete_op|change)\(": "builds record ops",
    r"\bgames\.(state_change|settings_change|rename_change)\(": "builds a game's state or settings change",
    r"\bChange\(": "builds a Change",
    r"\bstore\.(db|rows)\b|\.db\.execute\(": "reads or writes SQL",
}


def test_no_ui_module_rolls_or_builds_records():
    found = []
    for path in sorted(UI.rglob("*.py")):
        text = path.read_text(encoding="utf-8")
        for n, line in enumerate(text.splitlines(), 1):
            code = line.split("#", 1)[0]
            if code.strip().startswith(('"', "'")) or not code.strip():
                continue
            for pattern, what in FORBIDDEN.items():
                if re.search(pattern, code):
                    found.append(f"{path.relative_to(UI.parent.parent)}:{n}: {what}: {line.strip()}")
    assert not found, "\n".join(found)
