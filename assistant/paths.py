"""Where things live: the user's database and the shipped resources. Qt-free.

The default database is ``table-assistant.sqlite`` in the platform's per-user application data folder
(the same folder Qt's ``QStandardPaths.AppDataLocation`` names: ``~/.local/share/TableAssistant/Table
Assistant`` on Linux, ``%APPDATA%/TableAssistant/Table Assistant`` on Windows, ``~/Library/Application
Support/TableAssistant/Table Assistant`` on macOS). ``--db PATH`` or ``TABLE_ASSISTANT_DB`` overrides it.
"""

from __future__ import annotations

import os
import sys
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from assistant import APP_NAME, ORG_NAME

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

DB_FILENAME = "table-assistant.sqlite"


def data_dir() -> Path:
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA", Path.home() / "AppData" / "Roaming"))
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / ORG_NAME / APP_NAME


def default_db_path() -> Path:
    override = os.environ.get("TABLE_ASSISTANT_DB")
    return Path(override).expanduser() if override else data_dir() / DB_FILENAME


@lru_cache(maxsize=1)
def resource_root() -> Traversable:
    """The shipped resources: the package ``assistant.resources`` when installed (a wheel or an editable
    install), or the checkout's top-level ``resources/`` folder when run from source.

    Where that package is a folder on disk beside this one (``assistant/resources`` in an installed wheel,
    the top-level ``resources/`` of a checkout or an editable install) it is taken as it is: asking
    ``importlib.resources`` costs the window's start ~15 ms of imports and the editable finder's look-up
    (issue 17.6). Anything else (a zipped or frozen copy) is asked through ``importlib.resources``."""
    here = Path(__file__).resolve().parent
    for folder in (here / "resources", here.parent / "resources"):
        if (folder / "__init__.py").is_file() and (folder / "icons" / "table-assistant.svg").is_file():
            return folder
    from importlib import resources

    try:
        return resources.files("assistant.resources")
    except ModuleNotFoundError:
        return here.parent / "resources"


def resource(*parts: str) -> Traversable:
    node = resource_root()
    for p in parts:
        node = node / p
    return node
