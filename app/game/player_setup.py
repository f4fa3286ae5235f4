"""The players of a new game as they are entered, before the game is built.

:class:`PlayerSetup` is one player as the new-game wizard enters them; :func:`default_marks`
gives the marks they will have on the table; :func:`check_players` is the one check of the
players (names, marks, models, colours, the Mordheim warband rating), each problem with the
sentence the players read, both in the wizard and in :func:`app.game.newgame.new_game`'s
refusals; :func:`scenario_chooser` says who chooses the scenario after a Mordheim scenario
roll of 2 or 12 (M11: the lowest warband rating).

Pure Python: no Qt.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, Sequence

from app.i18n import translate

if TYPE_CHECKING:  # annotations only: the roster loaders load with the new-game wizard
    from .rosters import Roster

OKABE_ITO: tuple[tuple[str, str], ...] = (
    ("Blue", "#0072B2"),
    ("Orange", "#E69F00"),
    ("Bluish green", "#009E73"),
    ("Vermillion", "#D55E00"),
    ("Sky blue", "#56B4E9"),
    ("Reddish purple", "#CC79A7"),
    ("Yellow", "#F0E442"),
    ("Black", "#000000"),
)
"""The Okabe–Ito colour-blind-safe palette, (name, ``#rrggbb``), in the order new players
get them."""


@dataclass
class PlayerSetup:
    """One player as entered in the new-game dialog.

    ``rating``: the warband rating (M2, M6); ``None`` takes the roster's own rating (an
    imported Mordheim Warband Rating) or else its total cost.
    ``colour``: ``#rrggbb`` (``""``: the next Okabe–Ito colour); ``mark``: one or two
    letters drawn on the bases (``""``: the name's first letter). ``team``: team number in
    team scenarios (``None``: players are paired in the order entered)."""

    name: str
    warband: str = ""
    rating: int | None = None
    colour: str = ""
    mark: str = ""
    roster: Roster | None = None
    team: int | None = None

    @property
    def warband_rating(self) -> int:
        """The rating entered, else the roster's own rating, else its total cost (0
        without a roster)."""
        if self.rating is not None:
            return self.rating
        roster = self.roster
        if roster is None:
            return 0
        return roster.rating if roster.rating is not None else roster.total_cost

    @property
    def entered_mark(self) -> str:
        """The mark typed, else the roster's (``""``: a letter of the name is given)."""
        return self.mark or (self.roster.mark if self.roster else "")

    @property
    def has_models(self) -> bool:
        return self.roster is not None and bool(self.roster.models)


def player_id(name: str, taken: set[str], index: int) -> str:
    """A new player's id: their name in lower case and dashes (at most 24 characters), else
    ``p<index>``, with ``-2``, ``-3``... where another player has it already."""
    base = re.sub(r"[^a-z0-9]+", "-", name.strip().casefold()).strip("-")[:24] or f"p{index}"
    pid, k = base, 2
    while pid in taken:
        pid, k = f"{base}-{k}", k + 1
    return pid


def default_marks(names: Sequence[str], marks: Sequence[str]) -> list[str]:
    """The base mark of each player: the one entered (``marks[i]``, upper case, at most 2
    characters), else a letter of the name no other player uses, else the player's number.
    The wizard shows these before the game is built, so they are the marks on the table."""
    chosen = [m.strip().upper()[:2] for m in marks]
    taken = {m for m in chosen if m}
    out = []
    for index, (name, mark) in enumerate(zip(names, chosen), 1):
        if not mark:
            letters = [c for c in name.strip().upper() if c.isalnum()] + [str(index)]
            mark = next((c for c in letters if c not in taken), str(index))
            taken.add(mark)
        out.append(mark)
    return out


def name_key(name: str) -> str:
    """A player's name (or mark) as two of them are compared: case-blind, spaces around it
    ignored and a run of spaces inside it read as one ("Ann  Lee " is "ann lee")."""
    return " ".join(name.split()).casefold()


def colour_name(colour: str) -> str:
    """The palette's name of ``#rrggbb`` (any case), else the code itself."""
    name = next((name for name, code in OKABE_ITO if code.upper() == colour.upper()), None)
    return translate("PlayerSetupRow", name) if name else colour


def player_label(setup: PlayerSetup, index: int) -> str:
    """The player's name, or "Player <n>" (``index`` from 0) while it has none."""
    return setup.name.strip() or translate("PlayerSetupRow", "Player {number}").format(
        number=index + 1)


class Problem(Enum):
    """What :func:`check_players` found."""

    NEEDS_NAME = "needs-name"
    SAME_NAME = "same-name"
    SAME_MARK = "same-mark"
    NO_MODELS = "no-models"
    SAME_COLOUR = "same-colour"
    """A warning: the game can be played (the marks tell the warbands apart)."""
    NO_RATING = "no-rating"
    """A Mordheim warband without its rating (M2, M6 use it)."""
    OTHER_SYSTEM = "other-system"
    """A roster of the other game system (File ▸ Import roster refuses it too)."""


TABLE_REFUSES = frozenset({Problem.NEEDS_NAME, Problem.SAME_NAME, Problem.SAME_MARK})
"""The problems :func:`app.game.newgame.new_game` refuses a game for: the players could not
be told apart on the table."""


@dataclass(frozen=True)
class PlayerProblem:
    """One problem with the players: ``sentence`` as the players read it; ``players`` the
    players concerned (indices from 0); ``names`` the name boxes to mend, each with why
    (index, sentence)."""

    kind: Problem
    sentence: str
    players: tuple[int, ...] = ()
    names: tuple[tuple[int, str], ...] = ()

    @property
    def refuses(self) -> bool:
        """The game waits until it is mended (every problem but two colours alike)."""
        return self.kind is not Problem.SAME_COLOUR


def _system_name(system: str) -> str:
    return {"trench-crusade": "Trench Crusade", "mordheim": "Mordheim"}.get(
        system, system.replace("-", " ").title())


def _first_twice(keys: Sequence[Any], shown: Sequence[str]) -> tuple[Any, str] | None:
    """The key and shown text of the first key that occurs twice (empty keys ignored)."""
    seen: set[Any] = set()
    for key, text in zip(keys, shown):
        if key and key in seen:
            return key, text
        seen.add(key)
    return None


def check_players(players: Sequence[PlayerSetup], system: str = "") -> list[PlayerProblem]:
    """Every problem with ``players`` for a game of ``system``, in this order: a player
    without a name, two players with one name (case and spaces aside), two with one mark
    (the marks of :func:`default_marks`), players without models, two with one colour (a
    warning), a roster of another game system, a Mordheim warband without its rating (M2,
    M6)."""
    out: list[PlayerProblem] = []
    names = [p.name.strip() for p in players]
    unnamed = [i for i, n in enumerate(names) if not n]
    if unnamed:
        def needs(i: int) -> str:
            return translate("PlayerSetup", "Player {number} needs a name.").format(number=i + 1)

        out.append(PlayerProblem(Problem.NEEDS_NAME, needs(unnamed[0]), tuple(unnamed),
                                 tuple((i, needs(i)) for i in unnamed)))
    keys = [name_key(n) for n in names]
    same = _first_twice(keys, names)
    if same:
        key, shown = same
        sentence = translate("PlayerSetup", "Two players are called {name}: give each a "
                                            "different name.").format(name=" ".join(shown.split()))
        who = tuple(i for i, k in enumerate(keys) if k == key)
        out.append(PlayerProblem(Problem.SAME_NAME, sentence, who,
                                 tuple((i, sentence) for i in who)))
    marks = default_marks(names, [p.entered_mark for p in players])
    same = _first_twice(marks, marks)
    if same:
        out.append(PlayerProblem(
            Problem.SAME_MARK, translate("PlayerSetup", "Two players have the mark {mark}: "
                                                        "give each a different mark.").format(
                mark=same[1]), tuple(i for i, m in enumerate(marks) if m == same[0])))
    empty = [i for i, p in enumerate(players) if not p.has_models]
    if empty:  # every warband comes to the table with its models
        shown = [player_label(players[i], i) for i in empty]
        who = shown[0] if len(shown) == 1 else translate(
            "PlayerSetup", "{names} and {last}").format(names=", ".join(shown[:-1]),
                                                        last=shown[-1])
        sentence = (translate("PlayerSetup", "{who} has no models yet: enter their roster "
                                             "(Roster…) or open a saved one.")
                    if len(shown) == 1 else
                    translate("PlayerSetup", "{who} have no models yet: enter their roster "
                                             "(Roster…) or open a saved one."))
        out.append(PlayerProblem(Problem.NO_MODELS, sentence.format(who=who), tuple(empty)))
    colours = [p.colour.upper() for p in players]
    same = _first_twice(colours, colours)
    if same:
        out.append(PlayerProblem(
            Problem.SAME_COLOUR, translate("PlayerSetup", "Two players have the colour "
                                           "{colour}: their models will look alike except "
                                           "for the mark.").format(colour=colour_name(same[1])),
            tuple(i for i, c in enumerate(colours) if c == same[0])))
    other = [i for i, p in enumerate(players)
             if system and p.roster is not None and p.roster.system != system]
    if other:
        first = players[other[0]].roster
        assert first is not None
        out.append(PlayerProblem(
            Problem.OTHER_SYSTEM, translate(
                "PlayerSetup", "{player}'s roster is a {roster} roster; the game is {game}: "
                "open or enter a {game} roster.").format(
                player=player_label(players[other[0]], other[0]),
                roster=_system_name(first.system), game=_system_name(system)), tuple(other)))
    if system == "mordheim":
        missing = [i for i, p in enumerate(players) if p.warband_rating == 0]
        if missing:
            out.append(PlayerProblem(
                Problem.NO_RATING, translate(
                    "PlayerSetup", "Enter {player}'s warband rating from the roster "
                    "sheet: Mordheim uses it, not the gold crowns, for the defender (M2) and "
                    "the underdog (M6).").format(
                    player=player_label(players[missing[0]], missing[0])), tuple(missing)))
    return out


@dataclass(frozen=True)
class ScenarioChooser:
    """Who chooses the scenario after a Mordheim scenario roll of 2 or 12 (M11): the
    players with the lowest warband rating (``names``; more than one when tied: they agree
    or roll off) and that ``rating``."""

    names: tuple[str, ...]
    players: tuple[int, ...]
    rating: int

    @property
    def tied(self) -> bool:
        return len(self.names) > 1

    def sentence(self, roll_total: int) -> str:
        """E.g. "Scenario roll 2: the lowest warband rating chooses the scenario (M11):
        Bob, rating 90." """
        chooser = (self.names[0] if not self.tied else translate(
            "PlayerSetup", "{names} (tied: they agree or roll off)").format(
            names=translate("PlayerSetup", " or ").join(self.names)))
        return translate("PlayerSetup", "Scenario roll {roll}: the lowest warband rating "
                                        "chooses the scenario (M11): {chooser}, rating "
                                        "{rating}.").format(roll=roll_total, chooser=chooser,
                                                            rating=self.rating)


def scenario_chooser(players: Sequence[PlayerSetup]) -> ScenarioChooser | None:
    """M11: on a scenario roll of 2 or 12 the player with the lowest warband rating chooses
    the scenario; ``None`` without players."""
    if not players:
        return None
    ratings = [p.warband_rating for p in players]
    low = min(ratings)
    who = tuple(i for i, r in enumerate(ratings) if r == low)
    return ScenarioChooser(tuple(player_label(players[i], i) for i in who), who, low)


__all__ = [
    "OKABE_ITO", "PlayerSetup", "default_marks", "name_key", "colour_name", "player_label",
    "player_id", "Problem", "PlayerProblem", "TABLE_REFUSES", "check_players", "ScenarioChooser",
    "scenario_chooser",
]
