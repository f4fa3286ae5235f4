"""Work-arounds for the Qt bindings in use, applied once when ``app.ui`` is imported.

PySide6 6.12 on CPython 3.11: every call from Python to a Qt method returning ``void``
drops one reference to ``None`` without taking one (measured: 100 ``QLabel.setText`` calls
lower ``sys.getrefcount(None)`` by 100; painting the demo board's 55-page 1:1 plan drops
about 18,500). CPython 3.12+ makes ``None`` immortal, so there it is harmless; on 3.11 the
count reaches zero after a few minutes of painting and the interpreter aborts with
"none_dealloc: deallocating None". We give ``None`` a reference count no session can use
up (2**40), which is what CPython 3.12 does for immortal objects.
"""

from __future__ import annotations

import ctypes
import sys

IMMORTAL_REFS = 1 << 40


def keep_none_alive() -> bool:
    """Top ``None``'s reference count up to :data:`IMMORTAL_REFS` on CPython < 3.12.
    Returns True if it changed anything. Safe to call again."""
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    refcnt = ctypes.c_ssize_t.from_address(id(None))
    if refcnt.value >= IMMORTAL_REFS // 2:
        return False
    refcnt.value += IMMORTAL_REFS
    return True


keep_none_alive()
