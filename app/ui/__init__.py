"""The Qt floor: shows the game state and turns gestures into commands."""

from . import qtcompat  # noqa: F401  (PySide6 6.12 / CPython 3.11: None refcount work-around)
