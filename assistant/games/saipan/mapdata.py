"""What the Saipan map file says beyond its grid (``resources/maps/saipan.toml``). Qt-free.

The printed map is not in the source: the named places are the ones the rules cite (Radar Hill, 9.4 A)
and the invasion hexes are a SAMPLE (16.3 E, 9.3), so the tool can apply the invasion-hex rules.
"""

from __future__ import annotations

import functools
import tomllib

from assistant.core.hexes import HexMap, load_map
from assistant.paths import resource


@functools.lru_cache(maxsize=1)
def _data() -> dict:
    return tomllib.loads(resource("maps", "saipan.toml").read_text(encoding="utf-8"))


@functools.lru_cache(maxsize=1)
def saipan_map() -> HexMap:
    return load_map("saipan")


def places() -> dict[str, str]:
    """Named places: key -> printed hex number."""
    return dict(_data().get("places", {}))


def sample_invasion_hexes() -> list[str]:
    """The SAMPLE invasion hexes, as printed hex numbers (16.3 E, 9.3)."""
    return list((_data().get("sample") or {}).get("invasion_hexes", []))


def hex_label(label: str) -> str:
    """The printed number of a hex as the map writes it; InputError for a hex not on the map."""
    m = saipan_map()
    return m.label(m.parse(str(label).strip()))


def is_invasion_hex(label: str) -> bool:
    return bool(label) and hex_label(label) in {hex_label(x) for x in sample_invasion_hexes()}
