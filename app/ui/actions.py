"""The app's actions, each declared once with its text and standard shortcut."""

from __future__ import annotations

from enum import Enum

from PySide6.QtGui import QKeySequence

SK = QKeySequence.StandardKey


class ActionId(Enum):
    """(text, shortcuts, status tip). Standard keys where Qt has one."""

    OPEN = ("&Open game…", [SK.Open], "Open a saved game")
    OPEN_DEMO = ("Open &demo game", [], "Open the demo three-player game")
    QUIT = ("&Quit", [SK.Quit], "Quit Table Marshal")
    FIT = ("&Fit table to window", ["F"], "Show the whole table")
    ZOOM_IN = ("Zoom &in", [SK.ZoomIn, "Ctrl+="], "Zoom in")
    ZOOM_OUT = ("Zoom &out", [SK.ZoomOut, "Ctrl+-"], "Zoom out")
    NEXT_ACTIVATION = ("&Next activation", ["N"], "The highlighted player activates a model")
    NEW_TURN = ("New &turn", ["Ctrl+T"], "Discard the Initiative cards and deal new ones")
    HELP = ("Table Marshal &help", [SK.HelpContents], "How to use Table Marshal")
    ABOUT = ("&About Table Marshal", [], "Version and credits")

    @property
    def text(self) -> str:
        return self.value[0]

    @property
    def shortcuts(self) -> list[QKeySequence]:
        keys: list[QKeySequence] = []
        for key in self.value[1]:
            for seq in (QKeySequence.keyBindings(key) if isinstance(key, SK) else [QKeySequence(key)]):
                if not seq.isEmpty() and seq not in keys:
                    keys.append(seq)
        return keys

    @property
    def tip(self) -> str:
        return self.value[2]
