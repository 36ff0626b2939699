"""A hex board's map image: the menu actions (load, calibrate, find a moved file, forget it, trace
terrain, export and import a map file), the tile pyramid built with a cancellable progress dialog,
and the scan drawn under the grid where its calibration puts it.

Every change of record is a ``MapImageCommands`` command (``assistant.games.map_image``) pushed
through the hub; this module only asks for files, shows progress and draws.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QFileDialog, QProgressDialog, QWidget

from assistant.core.errors import InputError
from assistant.core.limits import read_bounded
from assistant.games.map_image import (
    HEXSIDE, MapImageCommands, file_sha256, file_status, summary, tile_cache_dir,
)
from assistant.ui.hexmap.hexview import SIZE
from assistant.ui.i18n import fill, translate
from assistant.ui.safe_files import SaveError, failure_text, write_text

if TYPE_CHECKING:
    from .scan_item import ScanItem
    from .tiles import TilePyramid


def image_filter() -> str:
    return translate("mapimage", "Map images (*.png *.jpg *.jpeg *.tif *.tiff)")


def map_filter() -> str:
    return translate("mapimage", "Map files (*.json)")


def _progress(parent: QWidget | None, title: str) -> QProgressDialog:
    from .progress import progress_dialog
    return progress_dialog(parent, title, translate("mapimage", "Map image"), translate("mapimage", "Cancel"))


class MapImageController(QObject):
    """Owned by a :class:`~assistant.ui.hexmap.board.HexBoard`; see the module notes."""

    def __init__(self, board):
        super().__init__(board)
        self.board = board
        self.cmds = MapImageCommands(board.session, board.map) if board.session is not None else None
        self.pyramid: TilePyramid | None = None
        self.item: ScanItem | None = None
        self.trace_panel = None
        self.autotrace = None          # the open "Trace terrain from the scan" dialog (issue 23.2)
        self.auto_action: QAction | None = None
        self.note = ""
        # the board redraws the map image on its own record kinds; the hexside records are this
        # module's to watch (issue 16.3)
        if board.session is not None:
            board.hub.recordChanged.connect(self._on_record_changed)
        self.grid_action = self._make_grid_action()

    # -- the app's grid over the scan (issue 23.2) ---------------------------------------------------
    def _settings(self):
        """The window's settings (the hub's parent), or None for a board outside a window."""
        from PySide6.QtCore import QSettings

        kept = getattr(self.board.hub.parent(), "settings", None)
        return kept if isinstance(kept, QSettings) else None

    def _grid_key(self) -> str | None:
        """The settings key of this game's choice: the database file and the game (ids repeat across
        databases)."""
        import hashlib

        if self.board.session is None:
            return None
        where = str(getattr(self.board.session.store, "path", None) or ":memory:")
        return (f"map_image/grid_over_scan/{hashlib.sha1(where.encode()).hexdigest()[:12]}-"
                f"{self.board.session.game_id}")

    def _make_grid_action(self) -> QAction:
        act = QAction(translate("mapimage", "Hex grid and numbers over the scan"), self.board)
        act.setCheckable(True)
        act.setProperty("menu", "view")
        act.setToolTip(translate("mapimage", "Draw the app's own hex lines and numbers over your calibrated scan "
                                             "(off: the scan's printed ones show alone, not twice)"))
        key, settings = self._grid_key(), self._settings()
        on = key is not None and settings is not None and str(settings.value(key, "false")).lower() == "true"
        act.setChecked(on)
        self.board.view.grid.lines_over_scan = on
        act.toggled.connect(self.set_grid_over_scan)
        act.setEnabled(self.cmds is not None)
        return act

    def set_grid_over_scan(self, on: bool) -> None:
        """Show (or hide, the default) the app's hex lines and numbers over a calibrated scan; remembered
        for this game."""
        key, settings = self._grid_key(), self._settings()
        if key is not None and settings is not None:
            settings.setValue(key, bool(on))
            settings.sync()
        if self.grid_action.isChecked() != bool(on):
            self.grid_action.setChecked(bool(on))    # toggled again: comes back here once
            return
        self.board.view.grid.lines_over_scan = bool(on)
        self.board.view.grid.update()

    def _on_record_changed(self, change) -> None:
        if self.board.session is None or getattr(change, "game_id", None) != self.board.session.game_id:
            return
        if any(op.table == "records" and str(dict(op.key).get("id", "")).split(":")[1:2] == [HEXSIDE]
               for op in change.ops):
            self.refresh()

    # -- actions ----------------------------------------------------------------------------------
    def actions(self) -> list[QAction]:
        out = []
        for text, tip, slot in (
            (translate("mapimage", "Map image…"),
             translate("mapimage", "Load your own scan or photo of the printed map (PNG, JPEG, TIFF)"),
             self.choose_image),
            (translate("mapimage", "Calibrate map image…"),
             translate("mapimage", "Click hexes on the scan and type their numbers to fit the grid"),
             self.calibrate),
            (translate("mapimage", "Find moved map image…"),
             translate("mapimage", "Point to where the map image file is now (its hash is checked)"),
             self.relink),
            (translate("mapimage", "Trace terrain on the map…"),
             translate("mapimage", "Paint each hex's terrain, or a hexside's feature, with a brush over the scan"),
             self.trace),
            (translate("mapimage", "Export map file…"),
             translate("mapimage", "Save the traced terrain and calibration (never the image) as JSON"),
             self.export_map),
            (translate("mapimage", "Import map file…"),
             translate("mapimage", "Take another referee's traced terrain for the same printed map"),
             self.import_map),
            (translate("mapimage", "Forget map image"),
             translate("mapimage", "Stop using the map image (the file itself is untouched)"),
             self.forget),
        ):
            act = QAction(text, self.board)
            act.setToolTip(tip)
            act.triggered.connect(slot)
            act.setEnabled(self.cmds is not None)
            out.append(act)
        self.auto_action = QAction(translate("mapimage", "Trace terrain from the scan…"), self.board)
        self.auto_action.triggered.connect(self.auto_trace)
        self._update_auto_action()
        out.insert(4, self.auto_action)
        return out + [self.grid_action]

    def _update_auto_action(self) -> None:
        """Enabled once the map image is calibrated; its tooltip says why not otherwise (issue 23.2)."""
        if self.auto_action is None:
            return
        img = self.cmds.image() if self.cmds is not None else None
        ready = img is not None and bool(img.calibration)
        self.auto_action.setEnabled(ready)
        self.auto_action.setToolTip(
            translate("mapimage", "Sort the scan's hexes by colour, name each colour once with a terrain kind, check "
                                  "the preview and apply it as one step") if ready else
            translate("mapimage", "Load and calibrate a map image first (Game > Map image…, Calibrate map image…): "
                                  "the colours are read where the calibration puts each hex"))

    def auto_trace(self):
        """Game > Trace terrain from the scan… (``autotrace``): the dialog, or None (said why)."""
        from .autotrace import start

        return start(self)

    def _push(self, make) -> bool:
        try:
            change = make()
        except InputError as err:
            self.board.hub.error.emit(translate("mapimage", "Map image"),
                                      err.message + (f" ({err.where})" if err.where else ""))
            return False
        ok = self.board.hub.push(change)
        if ok:
            self.board.hub.message.emit(" ".join(summary(change)))
        return ok

    # -- loading ------------------------------------------------------------------------------------
    def choose_image(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.board, translate("mapimage", "Your map image"), "", image_filter())
        if path:
            self.load_image(path)

    def load_image(self, path: str | Path, calibrate: bool = True) -> bool:
        """Check the file and its header, hash it (progress, cancellable), cut its tiles (the whole image is
        decoded), and only then keep it with the game (issue 26: an image whose pixels cannot be read
        changes nothing); then calibrate."""
        from .progress import follow
        from .tiles import image_size
        try:
            w, h = image_size(path)
            dlg = _progress(self.board, fill(translate("mapimage", "Reading %1…"), Path(path).name))
            sha = file_sha256(path, follow(dlg))
            dlg.close()
        except (InputError, OSError) as exc:
            self.board.hub.error.emit(translate("mapimage", "Map image"), str(exc))
            return False
        if sha is None or self.cut_tiles(path, sha, Path(path).name) is None:
            return False
        if not self._push(lambda: self.cmds.set_image(path, w, h, sha)):
            return False
        if self.ensure_pyramid() is None:
            return False
        if calibrate:
            self.calibrate()
        return True

    def cut_tiles(self, path: str | Path, sha256: str, name: str) -> TilePyramid | None:
        """The tiles of the image at ``path`` (hash ``sha256``): from the cache, else cut now (progress,
        cancellable); None (said) when its pixels cannot be read or the cut was cancelled."""
        from .progress import follow
        from .tiles import TilePyramid, build_pyramid

        folder = tile_cache_dir(getattr(self.board.session.store, "path", None), sha256)
        if TilePyramid.exists(folder):
            return TilePyramid(folder)
        dlg = _progress(self.board, fill(translate("mapimage", "Cutting %1 into tiles…"), name))
        try:
            pyr = build_pyramid(path, folder, follow(dlg, show_what=True))
        except (InputError, OSError) as exc:
            self.board.hub.error.emit(translate("mapimage", "Map image"), str(exc))
            pyr = None
        dlg.close()
        return pyr

    def ensure_pyramid(self) -> TilePyramid | None:
        """The image's tiles: read from the cache, else cut now (progress, cancellable)."""
        img = self.cmds.image() if self.cmds is not None else None
        if img is None:
            return None
        if self.pyramid is not None and self.pyramid.folder.name == img.sha256[:32]:
            return self.pyramid
        folder = tile_cache_dir(getattr(self.board.session.store, "path", None), img.sha256)
        from .tiles import TilePyramid
        if not TilePyramid.exists(folder):
            status = file_status(img)
            if status != "ok":
                self.note = self.moved_note(img, status)
                return None
        pyr = self.cut_tiles(img.path, img.sha256, img.name)
        if pyr is None:
            return None
        self.pyramid = pyr
        return self.pyramid

    # -- the other actions ---------------------------------------------------------------------------
    def calibrate(self) -> None:
        from .calibrate_dialog import CalibrationDialog

        if self.cmds is None or self.cmds.image() is None:
            self.board.hub.error.emit(translate("mapimage", "Map image"),
                                      translate("mapimage", "Load a map image first (Game > Map image…)."))
            return
        pyr = self.ensure_pyramid()
        if pyr is None:
            self.board.hub.error.emit(translate("mapimage", "Map image"),
                                      self.note or translate("mapimage", "The map image could not be read."))
            return
        img = self.cmds.image()
        dlg = CalibrationDialog(self.board.map, pyr, parent=self.board, stored=img.calibration if img else None)
        if dlg.exec() and dlg.fit is not None:
            self._push(lambda: self.cmds.calibrate(dlg.fit))

    def relink(self) -> None:
        if self.cmds is None or self.cmds.image() is None:
            return
        img = self.cmds.image()
        path, _ = QFileDialog.getOpenFileName(self.board, fill(translate("mapimage", "Where is %1 now?"), img.name), "",
                                              image_filter())
        if path:
            self._push(lambda: self.cmds.relink(path))

    def forget(self) -> None:
        self._push(lambda: self.cmds.clear_image())

    def trace(self) -> None:
        from .trace import TracePanel

        if self.trace_panel is None:
            self.trace_panel = TracePanel(self)
        self.trace_panel.show()
        self.trace_panel.raise_()

    def export_map(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self.board, translate("mapimage", "Export map file"), "map.json",
                                              map_filter())
        if path:
            self.write_map_file(path)

    def write_map_file(self, path: str | Path) -> bool:
        """Write the map file whole (a temporary file moved over ``path``: a failure leaves nothing)."""
        try:
            write_text(path, json.dumps(self.cmds.export_map(), indent=1))
        except SaveError as exc:
            self.board.hub.error.emit(translate("mapimage", "Map file"),
                                      failure_text(translate("mapimage", "The map file"), exc))
            return False
        self.board.hub.message.emit(fill(translate("mapimage", "Map file written to %1 (terrain and calibration, "
                                                   "no image)."), path))
        return True

    def import_map(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.board, translate("mapimage", "Import map file"), "", map_filter())
        if path:
            self.read_map_file(path)

    def read_map_file(self, path: str | Path) -> bool:
        """File > Import map file: read, check and push it, or say (naming the file) why not; a file that
        matches the board says so."""
        try:   # read_bounded refuses a pipe, a device or a folder before opening it (core.userfiles)
            text = read_bounded(Path(path), str(path))   # bytes, at most the file limit; decoded by the command
        except InputError as exc:
            self.board.hub.error.emit(translate("mapimage", "Map file"), str(exc))
            return False
        except OSError as exc:
            self.board.hub.error.emit(translate("mapimage", "Map file"), f"{path}: {exc}")
            return False
        try:
            change = self.cmds.import_map(text, str(path))
        except InputError as err:
            self.board.hub.error.emit(translate("mapimage", "Map file"),
                                      err.message + (f" ({err.where})" if err.where else ""))
            return False
        if not change.ops:   # the file matches the board: say so (it used to return without a word)
            self.board.hub.message.emit(" ".join(summary(change)))
            return True
        ok = self.board.hub.push(change)
        if ok:
            self.board.hub.message.emit(" ".join(summary(change)))
        return ok

    # -- drawing -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        """Draw the scan under the grid (when calibrated and its tiles are at hand) and the traced
        terrain over it; called at start and after every change of record."""
        if self.cmds is None:
            return
        self.note = ""
        img = self.cmds.image()
        fit = None
        if img is not None and img.calibration:
            try:
                fit = self.cmds.fit()
            except InputError as err:
                self.note = fill(translate("mapimage", "The map image's calibration cannot be used: %1. Game > "
                                                       "Calibrate map image… shows its clicks to fix."), err.message)
        if fit is not None:
            from .tiles import TilePyramid   # loaded with a calibrated scan, not with every board (issue 17.6)

            folder = tile_cache_dir(getattr(self.board.session.store, "path", None), img.sha256)
            stale = self.pyramid is None or self.pyramid.folder != folder
            if stale and TilePyramid.exists(folder):
                self.pyramid = TilePyramid(folder)
            elif stale:
                self.note = fill(translate("mapimage", "Map image %1: its tiles are not cut yet (Game > Calibrate map "
                                                       "image…)."), img.name)
        show = fit is not None and self.pyramid is not None and self.pyramid.folder.name == img.sha256[:32]
        if show:
            from .scan_item import ScanItem, qtransform

            if self.item is None or self.item.pyramid is not self.pyramid:
                self.item = ScanItem(self.pyramid)
            to_scene = np.diag([SIZE, -SIZE, 1.0]) @ fit.image_to_map_matrix()
            self.item.setTransform(qtransform(to_scene))
            if self.board.view.underlay is not self.item:
                self.board.view.set_underlay(self.item)
        elif self.board.view.underlay is not None:
            self.board.view.set_underlay(None)
            self.item = None
        from .trace import draw_terrain

        draw_terrain(self.board.view, self.cmds)
        self._update_auto_action()
        if self.autotrace is not None:
            self.autotrace.update_preview()
        if self.trace_panel is not None:
            self.trace_panel.update_counts()

    @staticmethod
    def moved_note(img, status: str) -> str:
        text = (translate("mapimage", "Map image %1 is missing at %2: Game > Find moved map image…")
                if status == "missing" else
                translate("mapimage", "Map image %1 at %2 is not the same file: Game > Find moved map image…"))
        return fill(text, img.name, img.path)

    def status(self) -> str:
        """One line for the board about the map image (missing file, not calibrated...), or ''."""
        if self.cmds is None:
            return ""
        img = self.cmds.image()
        if img is None:
            return self.note
        st = file_status(img)
        if st != "ok" and self.pyramid is None:
            return self.moved_note(img, st)
        if not img.calibration:
            return fill(translate("mapimage", "Map image %1 is not calibrated yet: Game > Calibrate map image…"),
                        img.name)
        return self.note
