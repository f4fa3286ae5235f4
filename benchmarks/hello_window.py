"""The size and start-up yardstick: a bare PySide6 + Shapely "hello window".

``benchmarks/package_size.py`` builds it with PyInstaller (one file, no excludes: what anyone
gets from ``pyinstaller --onefile``), ``benchmarks/startup.py`` times it. With the environment
variable ``TABLE_MARSHAL_PAINT_PROBE=1`` it prints ``first-paint`` on its first paint and quits,
like the app does (app/ui/application.py).
"""

import os
import sys

import shapely  # noqa: F401  (the yardstick bundles Shapely, as the app does)
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel


class _FirstPaint(QObject):
    """Same probe as the app's (app/ui/application.py): on the window's first paint event,
    wait for the rest of the frame, print ``first-paint`` and quit."""

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
