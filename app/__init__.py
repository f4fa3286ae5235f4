"""Table Marshal: a desktop companion for multiplayer skirmish wargames."""

__version__ = "0.1.0"
