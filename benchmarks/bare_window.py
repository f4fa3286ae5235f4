"""The start-up yardstick from source: a bare PySide6 window (a label), nothing else loaded.

``benchmarks/startup.py`` times it against ``python -m app``. ``benchmarks/hello_window.py``
is this window with Shapely loaded first: the packaged yardstick (issue 6 defines the packaged
hello as PySide6 + Shapely); from source the goal compares the app with a bare PySide6 window. With ``TABLE_MARSHAL_PAINT_PROBE=1`` it prints ``first-paint`` on
its first paint and quits.
"""

import os
import sys

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel


class _FirstPaint(QObject):
    """The app's probe (app/ui/application.py): on the first paint event, wait for the rest
    of the frame, print ``first-paint`` and quit."""

    def eventFilter(self, obj, event):  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            QTimer.singleShot(0, self.finish)
        return False

    def finish(self):
        print("first-paint", flush=True)
        QApplication.instance().quit()


def main() -> int:
    app = QApplication(sys.argv[:1])
    label = QLabel("Hello, table")
    label.resize(640, 400)
    if os.environ.get("TABLE_MARSHAL_PAINT_PROBE"):
        probe = _FirstPaint()
        label.installEventFilter(probe)
    label.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
