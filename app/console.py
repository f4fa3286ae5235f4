"""Give a windowed build (the Windows executable has no console) somewhere to print.

``table-marshal.exe --self-test`` or ``--version`` typed in a Command Prompt should print
there. A GUI-subsystem program starts without stdout/stderr (``None``); :func:`attach_console`
attaches to the console of the program that started it, if any, and opens it for printing.
Elsewhere, or when standard output already works, it does nothing.
"""

from __future__ import annotations

import os
import sys


def attach_console() -> None:
    """Point ``sys.stdout``/``sys.stderr`` at the parent console (Windows GUI build) or at the
    null device, so that ``print`` never fails for want of a console."""
    if sys.stdout is not None and sys.stderr is not None:
        return
    stream = None
    if sys.platform == "win32":
        import ctypes

        ATTACH_PARENT_PROCESS = -1
        if ctypes.windll.kernel32.AttachConsole(ATTACH_PARENT_PROCESS):
            try:
                stream = open("CONOUT$", "w", encoding="utf-8", errors="replace")  # noqa: SIM115
            except OSError:
                stream = None
    if stream is None:
        stream = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    if sys.stdout is None:
        sys.stdout = stream
    if sys.stderr is None:
        sys.stderr = stream
