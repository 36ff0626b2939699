"""The miniatures table in inches (Qt-free): terrain, figures, measurements, sight, movement.

Start with `Table` (model.py), load and save it with `tablefile`, ask questions with `measure`,
`sight`, `movement`, `reach`, and run every rule at once with `rules_pass`.
"""

from assistant.games.bataan.table.figures import Base, Figure
from assistant.games.bataan.table.model import Table
from assistant.games.bataan.table.terrain import Terrain, TerrainFeature

__all__ = ["Base", "Figure", "Table", "Terrain", "TerrainFeature"]
