"""Writing the files of :mod:`app.ui.export` and :mod:`app.ui.export_plan`: PDF pages of a
known paper size, and a file written to a temporary name in the target folder and moved into
place, so a failed export never leaves half a file. Errors are :class:`ExportError` with a
one-line reason.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPainter, QPdfWriter

from app.i18n import translate
from app.game.atomic import new_file_mode

PDF_DPI = 300
"""Device units per inch of the PDFs written here."""


class ExportError(Exception):
    """An export or print plan could not be written; ``str()`` says why (no file was left)."""


def pdf_writer(path: str, paper: str, landscape: bool, title: str) -> QPdfWriter:
    writer = QPdfWriter(path)
    size = QPageSize(QPageSize.PageSizeId.A4 if paper == "A4" else QPageSize.PageSizeId.Letter)
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    writer.setPageLayout(QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0)))
    writer.setResolution(PDF_DPI)
    writer.setTitle(title)
    writer.setCreator("Table Marshal")
    return writer


_ENDINGS = {".pdf": b"%%EOF", ".png": b"IEND\xaeB`\x82"}
"""What the last bytes of a complete file of each kind hold."""


def _complete(path: str, suffix: str) -> bool:
    """Whether the file at ``path`` ends as a whole PDF (``%%EOF``) or PNG (the IEND chunk)
    does; a write cut short by a full disk does not."""
    ending = _ENDINGS.get(suffix)
    if ending is None:
        return True
    with open(path, "rb") as handle:
        handle.seek(0, os.SEEK_END)
        handle.seek(max(0, handle.tell() - 1024))
        tail = handle.read()
    return ending in tail if suffix == ".pdf" else tail.endswith(ending)


def end_painting(painter: QPainter, path: str | os.PathLike[str]) -> None:
    """End ``painter``; :class:`ExportError` if the device reports the output failed."""
    if not painter.end():
        raise ExportError(translate("Export", "{file}: could not finish the file (is the disk "
                                    "full?); the previous file is unchanged").format(file=path))


@contextlib.contextmanager
def replacing(path: str | os.PathLike[str], suffix: str) -> Iterator[str]:
    """Yield a temporary name in ``path``'s folder; move it onto ``path`` if the block
    succeeds, delete it if not."""
    target = Path(path)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=suffix, dir=target.parent)
    except OSError as exc:
        raise ExportError(translate("Export", "{file}: cannot write there ({reason})").format(
            file=target, reason=exc.strerror or exc)) from None
    os.close(fd)
    try:
        yield tmp
        if os.path.getsize(tmp) == 0:
            raise ExportError(translate("Export", "{file}: nothing was written (is the disk "
                                        "full?)").format(file=target))
        if not _complete(tmp, suffix):
            raise ExportError(translate("Export", "{file}: the file came out incomplete (is the "
                                        "disk full?); the previous file is unchanged").format(
                file=target))
        try:
            mode = target.stat().st_mode & 0o7777
        except OSError:
            mode = new_file_mode()
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except OSError as exc:
        raise ExportError(translate("Export", "{file}: could not write the file ({reason})")
                          .format(file=target, reason=exc.strerror or exc)) from None
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
