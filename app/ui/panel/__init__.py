"""The side panel: dealt cards, turn and players."""
