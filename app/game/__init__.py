"""Game state, undoable commands, save files and scenario files (no Qt)."""
