"""Headless runs (``--self-test``, ``--screenshot``): hide the one Qt warning the offscreen
platform prints for every window shown ("This plugin does not support propagateSizeHints()"),
which says nothing a user can act on. Every other Qt message is still printed as before."""

from __future__ import annotations

import sys

QUIET = "This plugin does not support propagateSizeHints()"
"""The exact Qt message text that is dropped; nothing else is."""

_installed = False


def quiet_offscreen_noise() -> None:
    """Install (once) a Qt message handler that drops :data:`QUIET` and passes every other
    message to the handler that was there before (or prints it on stderr as Qt does)."""
    global _installed
    if _installed:
        return
    from PySide6.QtCore import qFormatLogMessage, qInstallMessageHandler

    previous = None

    def handler(mode, context, message):  # noqa: ANN001
        if message == QUIET:
            return
        if previous is not None:
            previous(mode, context, message)
        else:
            print(qFormatLogMessage(mode, context, message), file=sys.stderr, flush=True)

    previous = qInstallMessageHandler(handler)
    _installed = True
