"""Packaging (issue #2): the charts and scenarios ship inside a non-editable wheel and are found there;
the AppStream metainfo and the desktop file agree with the app id the app sets."""

from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from assistant import APP_ID

REPO = Path(__file__).resolve().parents[2]

FIND = """
import sys
sys.path[:] = [sys.argv[1]] + [p for p in sys.path if 'site-packages' not in p and p not in ('', '.')]
import assistant, assistant.paths as paths
from assistant.core.charts import load_charts
assert assistant.__file__.startswith(sys.argv[1]), assistant.__file__
book = load_charts()
charts = sorted({g for g, _ in book.charts})
print('games', *charts)
print('root', paths.resource_root())
print('icon', paths.resource('icons', 'table-assistant.svg').is_file())
from assistant.games import chart_sources, registry
print('families', *registry.families())
print('book', *sorted({g for g, _ in chart_sources.shipped_only().charts}))
"""

GERMAN = """
import sys
sys.path.insert(0, sys.argv[1])
import assistant
assert assistant.__file__.startswith(sys.argv[1]), assistant.__file__
from PySide6.QtCore import QCoreApplication, QLocale
from assistant.ui.i18n import install
app = QCoreApplication([])
print(len(install(app, QLocale('de_DE'))) >= 2, QCoreApplication.translate('menus', '&File'))
"""


@pytest.mark.slow
def test_installed_wheel_finds_its_resources(tmp_path):
    out = tmp_path / "wheel"
    proc = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q", "-w", str(out), str(REPO)],
        capture_output=True, text=True, timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    wheel = next(out.glob("table_assistant-*.whl"))
    names = zipfile.ZipFile(wheel).namelist()
    assert "assistant/resources/charts/bataan.toml" in names
    assert "assistant/resources/icons/table-assistant.svg" in names
    # issue 23.3: the compiled catalogues ship (German, and English plurals)
    assert "assistant/resources/translations/table_assistant_de.qm" in names
    assert "assistant/resources/translations/table_assistant_en.qm" in names
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    proc = subprocess.run([sys.executable, "-S", "-c", FIND, str(site)], capture_output=True, text=True,
                          cwd=tmp_path, timeout=120)
    assert proc.returncode == 0, proc.stderr
    lines = dict(line.split(" ", 1) for line in proc.stdout.splitlines())
    assert "bataan" in lines["games"].split()
    assert lines["root"].startswith(str(site))
    assert lines["icon"] == "True"
    # the games are found by their descriptors in an installed copy too, with every game's charts
    assert lines["families"].split() == ["bataan", "macarthur", "luzon", "tarawa", "saipan"]
    assert sorted(lines["book"].split()) == sorted(lines["families"].split())
    # the installed copy finds its catalogues: English plurals and German
    proc = subprocess.run([sys.executable, "-c", GERMAN, str(site)], capture_output=True, text=True, cwd=tmp_path,
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["True", "&Datei"]


def test_metainfo_is_valid_and_names_the_app_id():
    metainfo = REPO / "packaging" / "linux" / f"{APP_ID}.metainfo.xml"
    desktop = REPO / "packaging" / "linux" / f"{APP_ID}.desktop"
    assert f"<id>{APP_ID}</id>" in metainfo.read_text()
    assert f"{APP_ID}.desktop" in metainfo.read_text()
    assert f"Icon={APP_ID}" in desktop.read_text()
    tool = shutil.which("appstreamcli")
    if tool is None:
        pytest.skip("appstreamcli is not installed here")
    proc = subprocess.run([tool, "validate", "--no-net", str(metainfo)], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
