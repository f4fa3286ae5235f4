"""Small helpers shared by the side panels: fonts and buttons sized to read from a metre."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

BUTTON_PT = 12.0
"""Buttons and player names are at least 12 pt (ux.md)."""


def font(widget: QWidget, points: float, bold: bool = False) -> QFont:
    """A copy of ``widget``'s font at ``points`` (bold if asked)."""
    f = QFont(widget.font())
    f.setPointSizeF(points)
    f.setBold(bold)
    return f


def button(text: str, name: str, tip: str = "", *, points: float = BUTTON_PT,
           bold: bool = False, height: int = 36) -> QPushButton:
    """A push button with an object name (tests and style sheets find it by name)."""
    b = QPushButton(text)
    b.setObjectName(name)
    b.setFont(font(b, points, bold))
    b.setMinimumHeight(height)
    if tip:
        b.setToolTip(tip)
    return b


def label(points: float = 12.0, bold: bool = False, wrap: bool = True,
          name: str = "") -> QLabel:
    """A plain-text label at ``points`` (no rich text from game data is ever interpreted)."""
    lab = QLabel()
    lab.setFont(font(lab, points, bold))
    lab.setWordWrap(wrap)
    lab.setTextFormat(Qt.TextFormat.PlainText)
    if name:
        lab.setObjectName(name)
    return lab
