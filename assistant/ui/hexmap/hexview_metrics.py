"""The hex view's sizes, shared by the view and its counters (``hexview_counters``)."""

from __future__ import annotations

SIZE = 40.0  # scene units per hex-size unit
FIT_PAD = 0.25 * SIZE   # room Fit leaves around the map
MIN_SCALE, MAX_SCALE = 0.05, 8.0
HIT_PX = 12.0           # a click this close to a counter, marker or place dot picks its hex
_BUCKET = 2.0 * SIZE

MIN_COUNTER_PX = 18.0   # a counter (and its hit area) is never drawn smaller than this on screen
