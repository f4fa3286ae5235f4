"""Guards against a Qt binding that corrupts Python's reference counts.

PySide6 6.12.0 on Python 3.11 loses one reference to ``None`` per Qt call that returns
nothing; a few thousand paints later the app aborts ("deallocating None"). A player would
see the app die mid-game, so the installed binding must keep ``None``'s count steady.
"""

import sys

from PySide6.QtGui import QColor, QImage, QPainter


def test_painting_does_not_leak_references_to_none(qapp):
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    try:
        before = sys.getrefcount(None)
        for _ in range(2000):
            painter.setPen(QColor("red"))
        drift = sys.getrefcount(None) - before
    finally:
        painter.end()
    assert drift > -100, f"the Qt binding dropped {-drift} references to None in 2000 calls"
