"""Render the app icon from its SVG source into the files each platform needs.

    python packaging/make_icons.py        (needs only PySide6; runs offscreen)

Reads ``resources/icons/table-marshal.svg`` and writes, next to it:

* ``table-marshal-<N>.png`` for N in 16, 32, 48, 64, 128, 256: the window icon (Linux, and
  every platform's title bar / task bar, set by app/ui/application.py);
* ``table-marshal.ico``: the Windows executable's icon (PNG-compressed entries, Vista and later);
* ``table-marshal.icns``: the macOS app bundle's icon (PNG entries, macOS 10.7 and later).

The outputs are committed; rerun this script after editing the SVG.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parent.parent / "resources" / "icons"
SOURCE = ICONS / "table-marshal.svg"
PNG_SIZES = (16, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = ((b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
              (b"ic09", 512), (b"ic10", 1024))


def render_png(size: int) -> bytes:
    """The SVG rendered at ``size`` x ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"{SOURCE}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG entry per size (a 256 px entry is written as 0)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, png in sorted(pngs.items()):
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(png), offset)
        offset += len(png)
        blobs += png
    return header + entries + blobs


def icns_bytes(pngs: dict[bytes, bytes]) -> bytes:
    """A macOS .icns holding the given (type code -> PNG) entries."""
    body = b"".join(code + struct.pack(">I", 8 + len(png)) + png for code, png in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    cache: dict[int, bytes] = {}

    def png(size: int) -> bytes:
        if size not in cache:
            cache[size] = render_png(size)
        return cache[size]

    for size in PNG_SIZES:
        (ICONS / f"table-marshal-{size}.png").write_bytes(png(size))
    (ICONS / "table-marshal.ico").write_bytes(ico_bytes({s: png(s) for s in ICO_SIZES}))
    (ICONS / "table-marshal.icns").write_bytes(icns_bytes({c: png(s) for c, s in ICNS_TYPES}))
    print(f"wrote {len(PNG_SIZES)} PNGs, table-marshal.ico and table-marshal.icns in {ICONS}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
