"""A lighter form of PySide6's check of every imported module (issue 17.6: start to a usable window).

Once imported, PySide6 looks at each module imported after it for the text ``PySide6`` (so that a module may
opt in to ``from __feature__ import snake_case``; PYSIDE-2029), reading the module's source through
``inspect.getsource``: about 0.1 ms a module through linecache and the tokenizer, some 25 ms for the ~300
modules the first window imports. :func:`lighten` gives the same answer for a module with a ``.py`` file by
reading its bytes (a fifth of the time) and leaves every other module to PySide's own check. It changes
nothing when this PySide6 has no such check (another version), and the test holds the two answers equal.
"""

from __future__ import annotations

import sys

MARK = "_table_assistant_bytes_check"


def lighten() -> bool:
    """Put the bytes check in place of PySide6's; True when it is in place (now or before)."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if not callable(original):
        return False
    if getattr(original, MARK, False):
        return True

    def uses_pyside(module) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as fh:
                    return b"PySide6" in fh.read()
            except OSError:
                pass
        return original(module)

    setattr(uses_pyside, MARK, True)
    uses_pyside.original = original
    feature._mod_uses_pyside = uses_pyside
    return True
