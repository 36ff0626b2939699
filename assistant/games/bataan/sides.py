"""The two sides of Last Stand on Bataan, as the records and the rules name them (``forces`` re-exports
them). Kept apart from the forces chart so a module that only asks a figure's side does not load the
chart's reader (issue 17.6: the first window does not read the forces chart)."""

JAPANESE = "japanese"
AMERICAN = "american"
SIDES = (JAPANESE, AMERICAN)
