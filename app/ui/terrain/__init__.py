"""The terrain dock (the palette of pieces), the piece's dialog and its right-click menu."""
