"""Versions for Help > About and bug reports."""

from __future__ import annotations

import platform
from html import escape
from importlib import metadata

from assistant import __version__

from .i18n import translate


def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return translate("about", "not installed")


def versions(store=None) -> dict[str, str]:
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    out = {
        "Table Assistant": __version__,
        "Python": platform.python_version(),
        "Qt": qVersion(),
        "PySide6": pyside_version,
        "shapely": _version("shapely"),
        "sqlite-utils": _version("sqlite-utils"),
        "pyqtgraph": _version("pyqtgraph"),
        "numpy": _version("numpy"),
    }
    if store is not None:
        steps = store.schema_steps()
        out[translate("about", "Database schema")] = translate("about", "%n step(s), the last %1", "", len(steps)).replace(
            "%1", steps[-1] if steps else "-")
        out[translate("about", "Database file")] = str(store.path)
    return out


def about_text(store=None) -> str:
    rows = "".join(f"<tr><td><b>{escape(k)}</b></td><td>{escape(v)}</td></tr>" for k, v in versions(store).items())
    blurb = translate("about", "Measures, rolls and records beside the game table: Last Stand on Bataan, "
                               "MacArthur's campaigns, Luzon: Race for Bataan, Tarawa and Saipan.")
    return f"<h3>Table Assistant</h3><p>{escape(blurb)}</p><table cellspacing='6'>{rows}</table>"
