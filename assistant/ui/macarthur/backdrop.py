"""The referee's scan of the printed campaign map under the network (issue 16.2): load it (hashed and cut
into tiles behind a cancellable progress dialog, drawn tile by tile by ``mapimage``'s ScanItem), pin it
to towns (click a printed town on the scan and name the board's town: the scan is refitted, one undo
step a pin), then place towns by clicking on the printed ones (the Add town tool) and draw the roads
between them (Add road) over it.

Every change of record is a :class:`~assistant.games.macarthur.backdrop.BackdropCommands` command pushed
through the board; this module asks for files, shows progress and draws."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QProgressDialog

from assistant.core.errors import InputError
from assistant.games.macarthur.backdrop import IDENTITY, BackdropCommands, Pin, Similarity
from assistant.games.map_image import file_sha256, file_status, tile_cache_dir
from assistant.ui.i18n import fill, translate

if TYPE_CHECKING:
    from assistant.ui.mapimage.scan_item import ScanItem
    from assistant.ui.mapimage.tiles import TilePyramid

IMAGE_FILTER = "(*.png *.jpg *.jpeg *.tif *.tiff)"


class Backdrop(QObject):
    """Owned by the MacArthur board: the scan's record, its tiles and its item under the network."""

    def __init__(self, board):
        super().__init__(board)
        self.board = board
        self.cmds = BackdropCommands(board.session)
        self.pyramid: TilePyramid | None = None
        self.item: ScanItem | None = None
        self.note = ""
        self.opacity = 0.85
        board.view.destroyed.connect(self._drop_item)      # its scene deletes the item: stop its tiles first

    # -- where the scan lies ---------------------------------------------------------------------
    def fit(self) -> Similarity:
        try:
            return self.cmds.fit()
        except InputError as err:
            self.note = fill(translate("MacArthurScan", "The scan's pins no longer fit the board: %1"), err.message)
            return IDENTITY

    def image_point(self, x: float, y: float) -> tuple[float, float]:
        """A board point (scene units) as a point of the scan (its pixels), where the scan lies now."""
        return self.fit().to_image(x, y)

    # -- commands ------------------------------------------------------------------------------------
    def _push(self, make) -> bool:
        try:
            change = make()
        except InputError as err:
            self.board.say(err.message + (f" ({err.where})" if err.where else ""), error=True)
            return False
        return self.board.run(lambda: change)

    def choose_image(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self.board, translate("MacArthurScan", "A scan of the printed campaign map"), "",
                                              translate("MacArthurScan", "Map images") + " " + IMAGE_FILTER)
        if path:
            self.load_image(path)

    def _progress(self, text: str) -> QProgressDialog:
        from assistant.ui.mapimage.progress import progress_dialog
        return progress_dialog(self.board, text, translate("MacArthurScan", "Scan of the printed map"),
                               translate("MacArthurScan", "Cancel"))

    def load_image(self, path: str | Path) -> bool:
        """Check the file and its header, hash it (progress, cancellable), cut its tiles (the whole image is
        decoded), and only then keep it with the game (issue 26: a scan whose pixels cannot be read changes
        nothing); show it."""
        from assistant.ui.mapimage.progress import follow
        from assistant.ui.mapimage.tiles import image_size
        try:
            w, h = image_size(path)
            dlg = self._progress(fill(translate("MacArthurScan", "Reading %1…"), Path(path).name))
            sha = file_sha256(path, follow(dlg))
            dlg.close()
        except (InputError, OSError) as exc:
            self.board.say(str(exc), error=True)
            return False
        if sha is None:
            self.board.say(translate("MacArthurScan", "Loading the scan cancelled: nothing was changed"))
            return False
        if self.cut_tiles(path, sha, Path(path).name) is None:
            self.board.say(self.note or translate("MacArthurScan", "Loading the scan cancelled: nothing was changed"),
                           error=bool(self.note))
            return False
        if not self._push(lambda: self.cmds.set_image(path, w, h, sha)):
            return False
        self.board.view._fitted = False
        self.refresh()
        self.board.view.fit()
        return self.item is not None

    def cut_tiles(self, path: str | Path, sha256: str, name: str) -> TilePyramid | None:
        """The scan's tiles: from the cache beside the database, else cut now (progress, cancellable); None
        when cancelled or its pixels cannot be read (then :attr:`note` says why)."""
        from assistant.ui.mapimage.progress import follow
        from assistant.ui.mapimage.tiles import TilePyramid, build_pyramid

        folder = tile_cache_dir(getattr(self.board.session.store, "path", None), sha256)
        if TilePyramid.exists(folder):
            return TilePyramid(folder)
        dlg = self._progress(fill(translate("MacArthurScan", "Cutting %1 into tiles…"), name))
        try:
            pyr = build_pyramid(path, folder, follow(dlg))
        except (InputError, OSError) as exc:
            self.note = str(exc)
            pyr = None
        dlg.close()
        return pyr

    def pin(self, x: float, y: float, town: str) -> bool:
        """The printed ``town`` is at board point (x, y) of the scan as it lies now: pin it there."""
        ix, iy = self.image_point(x, y)
        return self._push(lambda: self.cmds.add_pin(Pin(round(ix, 2), round(iy, 2), town)))

    def clear_pins(self) -> bool:
        return self._push(self.cmds.clear_pins)

    def forget(self) -> bool:
        return self._push(self.cmds.clear_image)

    def relink(self) -> None:
        img = self.cmds.image()
        if img is None:
            return
        path, _ = QFileDialog.getOpenFileName(self.board, fill(translate("MacArthurScan", "Where is %1 now?"), img.name), "",
                                              translate("MacArthurScan", "Map images") + " " + IMAGE_FILTER)
        if path and self._push(lambda: self.cmds.relink(path)):
            self.refresh()

    # -- drawing ----------------------------------------------------------------------------------
    def ensure_pyramid(self) -> TilePyramid | None:
        """The scan's tiles: from the cache beside the database, else cut now (progress, cancellable)."""
        from assistant.ui.mapimage.tiles import TilePyramid
        img = self.cmds.image()
        if img is None:
            return None
        folder = tile_cache_dir(getattr(self.board.session.store, "path", None), img.sha256)
        if self.pyramid is not None and self.pyramid.folder == folder:
            return self.pyramid
        if not TilePyramid.exists(folder):
            status = file_status(img)
            if status != "ok":
                self.note = fill(translate("MacArthurScan", "The scan %1 is missing or changed at %2: Board editor > Find moved scan…"),
                                 img.name, img.path)
                return None
        pyr = self.cut_tiles(img.path, img.sha256, img.name)
        if pyr is None:
            return None
        self.pyramid = pyr
        return self.pyramid

    def refresh(self) -> None:
        """Show the scan where its pins put it (after every change of record), or take it away."""
        self.note = ""
        view = self.board.view
        img = self.cmds.image()
        pyr = self.ensure_pyramid() if img is not None else None
        if pyr is None:
            if view.underlay is not None:
                view.set_underlay(None)
            self._drop_item()
            return
        # the scan's drawing loads with the first scan shown, not with every start (issue 17.6)
        from assistant.ui.mapimage.scan_item import ScanItem, qtransform

        if self.item is None or self.item.pyramid is not pyr:
            self._drop_item()
            self.item = ScanItem(pyr, self.opacity)
        self.item.setTransform(qtransform(self.fit().matrix()))
        if view.underlay is not self.item:
            view.set_underlay(self.item)

    def _drop_item(self, *_args) -> None:
        """Stop the item's tile loader (its tiles would arrive for a deleted item) and let the item go."""
        item, self.item = self.item, None
        loader = getattr(item, "loader", None)
        if loader is not None:
            try:
                loader.ready.disconnect()
            except (RuntimeError, TypeError):
                pass
            loader.shutdown()

    def set_opacity(self, value: float) -> None:
        self.opacity = value
        if self.item is not None:
            self.item.setOpacity(value)

    def status(self) -> str:
        """One line for the editor: which scan, how it is pinned, or what is wrong."""
        img = self.cmds.image()
        if img is None:
            return translate("MacArthurScan", "No scan: load one to place towns and roads over your printed map.")
        if self.note:
            return self.note
        pins = self.cmds.pins()
        if not pins:
            return fill(translate("MacArthurScan", "Scan %1 (%2 x %3 px), one pixel to one board unit: pin a printed town to fit it."),
                        img.name, img.width, img.height)
        fit = self.fit()
        towns = ", ".join(p.town for p in pins)
        worst = max(fit.residuals, default=0.0)
        return fill(translate("MacArthurScan", "Scan %1 pinned to %n town(s) (%2): %3 board units a pixel, "
                              "turned %4°, worst pin %5 units off.", "", len(pins)),
                    img.name, towns, f"{fit.scale:.3g}", f"{fit.rotation_deg:+.1f}", f"{worst:.1f}")
