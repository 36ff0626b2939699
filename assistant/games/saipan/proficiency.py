"""Saipan stack proficiency (13.0): the average kept as an exact fraction, and the DRM it gives.

13.0 C: average = sum / number of units, every fraction kept (3 1/3 beats 3 1/5). 13.0 D: the
side firing gets a negative DRM when the side it fires at has the lower average; none otherwise.
The size of the DRM by the difference is on the (missing) CRTs; the rules' two examples give a
difference above 0 and at most 1 -> -1 (12.2.2 example) and above 1 and at most 4 -> -2 (12.1.2
example). Those are the default bands; a difference above 4 is a referee entry.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable

from assistant.core.errors import InputError
from assistant.core.messages import msg


def average_proficiency(ratings: Iterable[int | Fraction]) -> Fraction:
    """The exact average proficiency of a stack (13.0 C)."""
    rs = [Fraction(r) for r in ratings]
    if not rs:
        raise InputError(msg("a stack needs at least one unit"), "average_proficiency")
    return sum(rs, Fraction(0)) / len(rs)


@dataclass(frozen=True)
class Band:
    above: Fraction            # difference > above
    up_to: Fraction | None     # and <= up_to (None: no upper limit)
    drm: int | None            # None: not printed, the referee enters it
    source: str


DEFAULT_BANDS = (
    Band(Fraction(0), Fraction(1), -1, "12.2.2 example (assault CRT)"),
    Band(Fraction(1), Fraction(4), -2, "12.1.2 example (maneuver CRT)"),
    Band(Fraction(4), None, None, "not printed: referee entry (T4)"),
)


@dataclass(frozen=True)
class ProficiencyDrm:
    firer_average: Fraction
    target_average: Fraction
    difference: Fraction
    drm: int | None            # None: the referee must enter it
    rule: str


def proficiency_drm(firer: Iterable[int | Fraction] | Fraction, target: Iterable[int | Fraction] | Fraction,
                    bands: tuple[Band, ...] = DEFAULT_BANDS, entered: int | None = None) -> ProficiencyDrm:
    """The DRM for the side firing at the other (13.0 D); pass stacks of ratings or averages."""
    fa = firer if isinstance(firer, Fraction) else average_proficiency(firer)
    ta = target if isinstance(target, Fraction) else average_proficiency(target)
    diff = fa - ta
    if diff <= 0:
        return ProficiencyDrm(fa, ta, diff, 0, "13.0 D: the target is not less proficient")
    for b in bands:
        if diff > b.above and (b.up_to is None or diff <= b.up_to):
            drm = b.drm if b.drm is not None else entered
            return ProficiencyDrm(fa, ta, diff, drm, f"13.0 D; band from {b.source}")
    raise InputError(msg("no band covers a difference of {0}", diff), "proficiency bands")
