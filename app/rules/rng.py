"""The game's one seeded source of randomness.

Every shuffle, draw order and dice roll of a game comes from a :class:`GameRng`. It is
recorded in a save file as two integers (``seed`` and ``events``): the n-th random event of a
game always uses ``random.Random(f"{seed}/{n}")``, so a reloaded game replays exactly the
same decks and rolls from where it stopped.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field


@dataclass
class GameRng:
    """A replayable sequence of independent random generators.

    ``seed``: any integer (a new game picks one from the OS). ``events``: how many random
    events this game has used so far; it grows by one for each :meth:`next` call.
    """

    seed: int = field(default_factory=lambda: random.SystemRandom().getrandbits(63))
    events: int = 0

    def __post_init__(self) -> None:
        # a bool is an int to Python: refused here, so a Qt signal's ``checked=False`` can
        # never become every game's seed (C1: each game its own shuffle)
        for name in ("seed", "events"):
            value = getattr(self, name)
            if type(value) is not int:
                raise TypeError(f"GameRng.{name} must be a whole number, got {value!r}")

    def next(self) -> random.Random:
        """Return the generator for the next random event and count the event."""
        rng = random.Random(f"{self.seed}/{self.events}")
        self.events += 1
        return rng

    def to_dict(self) -> dict[str, int]:
        return {"seed": self.seed, "events": self.events}

    @classmethod
    def from_dict(cls, data: dict[str, int]) -> "GameRng":
        return cls(seed=int(data["seed"]), events=int(data["events"]))
