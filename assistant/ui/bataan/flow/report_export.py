"""The game report written to a file (PDF or HTML) and printed: the HTML comes from the Qt-free
`game_report.report_html`; this module adds the pictures (the table as it stands now, rendered from the
board's scene, and the waves plot) and writes through `safe_files`, so a failure names the file and leaves
nothing behind. The table is pictured as it is when the report is made (the game keeps no picture of
each wave's end)."""

from __future__ import annotations

import base64
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, Qt, QUrl
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument

from assistant.games.bataan.game_report import report_html
from assistant.ui.i18n import fill, translate
from assistant.ui.safe_files import save_with, write_text


def table_image(board, width_px: int = 1600) -> QImage | None:
    """The table drawn from the board's scene (terrain, figures, overlays) at ``width_px`` wide."""
    view = getattr(board, "view", None)
    scene = getattr(board, "scene", None)
    if view is None or scene is None:
        return None
    src = QRectF(view.table_rect)
    if src.isEmpty():
        return None
    h = max(1, int(width_px * src.height() / src.width()))
    img = QImage(width_px, h, QImage.Format.Format_ARGB32)
    img.fill(QColor("#ffffff"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.scale(width_px / src.width(), h / src.height())
    p.translate(-src.left(), -src.top())
    p.drawPicture(0, 0, view.picture)                     # the terrain (the view's background)
    p.resetTransform()
    tags = [t for t in getattr(board, "tag_items", list)() if t.isVisible()]
    for t in tags:                       # the tags are placed for the screen, not for this picture
        t.setVisible(False)
    try:
        scene.render(p, QRectF(0, 0, width_px, h), src, Qt.AspectRatioMode.IgnoreAspectRatio)
    finally:
        for t in tags:
            t.setVisible(True)
        p.end()
    return img


def report_pictures(board=None, plot=None) -> list[tuple[str, QImage]]:
    """(caption, image): the table now, then the waves plot."""
    out: list[tuple[str, QImage]] = []
    img = table_image(board) if board is not None else None
    if img is not None:
        game = getattr(board, "game", None)
        when = ""
        if game is not None:
            clock = game.state.clock
            when = fill(translate("BataanReport", "The table now (wave %1, turn %2)"), clock.wave, clock.turn)
        out.append((when or translate("BataanReport", "The table now"), img))
    if plot is not None:
        plot.resize(900, 420)
        out.append((translate("BataanReport", "Losses and ground by wave"), plot.grab().toImage()))
    return out


def _png(img: QImage) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    img.save(buf, "PNG")
    buf.close()
    return bytes(data)


def report_document(game, pictures: list[tuple[str, QImage]] = ()) -> QTextDocument:
    """The report as a QTextDocument with its pictures as resources (for the PDF and the printer)."""
    names = [(caption, f"report-picture-{k}.png") for k, (caption, _img) in enumerate(pictures)]
    doc = QTextDocument()
    for (caption, name), (_c, img) in zip(names, pictures):
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), img)
    doc.setHtml(report_html(game, names))
    return doc


def export_report(game, path: str | Path, pictures: list[tuple[str, QImage]] = ()) -> Path:
    """Write the game report: ``.html`` as HTML (pictures inside it), anything else as a PDF. Raises
    `SaveError` naming the file when it cannot be written; nothing partial is left."""
    path = Path(path)
    if path.suffix.lower() in (".html", ".htm"):
        inline = [(c, "data:image/png;base64," + base64.b64encode(_png(img)).decode("ascii")) for c, img in pictures]
        return write_text(path, report_html(game, inline))

    def write(tmp: Path) -> None:
        writer = QPdfWriter(str(tmp))
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape,
                                         QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter))
        writer.setTitle(fill(translate("BataanReport", "Last Stand on Bataan: %1"), game.session.name))
        report_document(game, pictures).print_(writer)
        del writer

    save_with(path, write)
    return path


def print_report(game, printer, pictures: list[tuple[str, QImage]] = ()) -> None:
    report_document(game, pictures).print_(printer)
