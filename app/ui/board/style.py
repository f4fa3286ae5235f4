"""Colours and sizes of the board, in one place."""

from PySide6.QtGui import QColor

TABLE_MARGIN_IN = 4.0
"""Space around the table, in inches, for the segment letters."""

TABLE_FILL = QColor("#dcd6c6")
TABLE_EDGE = QColor("#5b5546")
GRID_MINOR = QColor(0, 0, 0, 28)
GRID_MAJOR = QColor(0, 0, 0, 70)
GRID_MINOR_ON_TABLE = QColor("#c4beb0")
"""GRID_MINOR blended onto TABLE_FILL: opaque lines paint some 50x faster than translucent."""
GRID_MAJOR_ON_TABLE = QColor("#a09b90")
BACKGROUND = QColor("#3a3d42")
SEGMENT_LETTER = QColor(255, 255, 255, 150)
SEGMENT_DIVIDER = QColor("#f0e6c8")
SEGMENT_TAG = QColor(240, 230, 200, 190)
"""The outline of a segment letter's tag at the table edge (M4)."""
ZONE_FREE = QColor(90, 110, 140, 38)
ZONE_EDGE = QColor(70, 90, 120, 120)
OBJECTIVE_FILL = QColor("#f2c14e")
OBJECTIVE_EDGE = QColor("#3b2f0b")
LABEL_TEXT = QColor("#1d1d1d")
LABEL_BACK = QColor(255, 255, 255, 200)
ACTIVE_RING = QColor("#ffffff")

# rules feedback: never colour alone (a tick or cross, a dash pattern or a word always goes
# with it), and hues kept apart from the warband palette (Okabe-Ito), so a red halo is never
# mistaken for a vermilion warband
LEGAL = QColor("#64DD17")
ILLEGAL = QColor("#FF1744")
CAUTION = QColor("#FFAB00")
MEASURE = QColor("#1f3a93")
RING = QColor(20, 20, 20, 170)
CONTESTED = QColor("#CC79A7")
NOBODY = QColor(60, 60, 60, 150)
LINK = QColor(30, 30, 30, 140)
