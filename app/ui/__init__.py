"""The Qt floor: shows the game state and turns gestures into commands."""
