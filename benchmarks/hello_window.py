"""The size and start-up yardstick: a bare PySide6 + Shapely "hello window".

``benchmarks/package_size.py`` builds it with PyInstaller (one file, no excludes: what anyone
gets from ``pyinstaller --onefile``), ``benchmarks/startup.py`` times it. It is
``benchmarks/bare_window.py`` (the window and its first-paint probe) with Shapely loaded
first, as the app bundles it. With the environment variable ``TABLE_MARSHAL_PAINT_PROBE=1``
it prints ``first-paint`` on its first paint and quits, like the app does.
"""

import sys

import shapely  # noqa: F401  (the yardstick bundles Shapely, as the app does)
from bare_window import main

if __name__ == "__main__":
    sys.exit(main())
