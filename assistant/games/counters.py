"""What every hex-game counter kept as a record shares: its label and its JSON form."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any


class CounterRecord:
    """Mixin for frozen dataclasses with ``id`` and ``name``: the label shown, and the dict stored as a
    record (unknown keys in a stored dict are ignored, missing ones take the defaults)."""

    @property
    def label(self) -> str:
        return self.name or self.id  # type: ignore[attr-defined]

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)  # type: ignore[call-overload]

    @classmethod
    def from_dict(cls, d: dict[str, Any]):
        return cls(**{k: d[k] for k in cls.__dataclass_fields__ if k in d})  # type: ignore[attr-defined]
