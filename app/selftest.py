"""``table-marshal --self-test``: is this copy of the app whole and does it judge right?

Meant for a club admin who just copied the executable to a PC, and for the packaging smoke
test. Each check runs on its own and reports ``ok`` or ``FAIL`` with the reason:

* the rules' sample verdicts: card order (C3), deck reshuffle (C2), activation order (C7),
  clockwise order (M5), table edge segments (M4), geometry (G1, G3, G4, G6), set-up within
  6 in of a segment (M4), terrain and line of sight (T2, T3, with the bundled palette);
* the bundled files: the demo game loads, the app icon is there, every bundled scenario in
  ``scenarios/`` loads;
* Qt: the main window on the demo game renders offscreen to a picture that is not blank, a
  new game of every bundled scenario sets up and its board renders, and QtSvg draws the icon
  (card faces and export need it).

:func:`run` returns 0 when every check passed, 1 otherwise. Nothing here writes files.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
import time
import traceback
from dataclasses import dataclass
from typing import Callable, TextIO


class Skip(Exception):
    """Raised by a check that does not apply to this build (e.g. an optional module it has
    not got; see :func:`_optional_module`)."""


@dataclass(frozen=True)
class Result:
    name: str
    status: str  # "ok", "FAIL" or "skip"
    detail: str = ""
    seconds: float = 0.0


def _expect(condition: bool, message: str) -> None:
    if not condition:
        raise AssertionError(message)


def _optional_module(name: str):  # noqa: ANN202
    """Import ``name`` if this build has it; raise :class:`Skip` if it does not."""
    try:
        found = importlib.util.find_spec(name)
    except ModuleNotFoundError:
        found = None
    if found is None:
        raise Skip(f"{name} is not in this build")
    return importlib.import_module(name)


# -- the rules' sample verdicts (pure Python) -------------------------------------------------
def check_card_order() -> None:
    """C3: rank first (A high), then suit Spades > Hearts > Diamonds > Clubs; no ties."""
    from app.rules.cards import Card, full_deck, rank_by_cards

    codes = ["AS", "KC", "QS", "QH", "QD", "QC", "10S", "2S", "2C"]
    cards = [Card.parse(c) for c in codes]
    ranked = [str(c) for c in sorted(cards, reverse=True)]
    _expect(ranked == codes, f"C3 order of {codes} came out as {ranked}")
    _expect(len(set(full_deck())) == 52 and len({c.value for c in full_deck()}) == 52,
            "C1/C3: the deck does not hold 52 distinct, totally ordered cards")
    players = {"ann": Card.parse("QH"), "bob": Card.parse("QS"), "cid": Card.parse("KC")}
    order = rank_by_cards(players)
    _expect(order == ["cid", "bob", "ann"], f"C4 draw KC, QS, QH should rank cid, bob, ann; got {order}")


def check_deck_reshuffle() -> None:
    """C2: an empty draw pile takes the shuffled discards; held cards stay out."""
    from app.rules.cards import Deck

    deck = Deck(seed=7)
    held = deck.deal(3)
    rest = deck.deal(49)
    deck.discard(rest)
    _expect(len(deck) == 0, f"C1: 52 cards dealt but {len(deck)} left in the draw pile")
    card = deck.draw()
    _expect(card not in held, f"C2: reshuffle dealt {card}, a card held in play")
    _expect(len(deck) == 48, f"C2: after the reshuffle the draw pile has {len(deck)} cards, expected 48")


def check_activation_order() -> None:
    """C7: one activation each in card order, highest first; empty players drop out."""
    from app.rules.cards import Card
    from app.rules.turns import activation_order

    initiative = {"ann": Card.parse("10H"), "bob": Card.parse("KC"), "cid": Card.parse("2S")}
    order = activation_order(initiative, {"ann": 2, "bob": 1, "cid": 3})
    expected = ["bob", "ann", "cid", "ann", "cid", "cid"]
    _expect(order == expected, f"C7 activation order should be {expected}, got {order}")


def check_table_segments() -> None:
    """M4: six segments A-F clockwise on a 72 x 48 in table; M5 clockwise play."""
    from app.rules.table import Table
    from app.rules.turns import clockwise_order

    segs = Table(72, 48).segments()
    _expect(list(segs) == ["A", "B", "C", "D", "E", "F"], f"M4 segment letters are {list(segs)}")
    expected = {
        "A": ((0, 0), (36, 0)), "B": ((36, 0), (72, 0)), "C": ((72, 0), (72, 48)),
        "D": ((72, 48), (36, 48)), "E": ((36, 48), (0, 48)), "F": ((0, 48), (0, 0)),
    }
    for letter, (start, end) in expected.items():
        got = (segs[letter].start, segs[letter].end)
        _expect(got == (start, end), f"M4 segment {letter} runs {got}, expected {start} to {end}")
    order = clockwise_order("cid", {"ann": "A", "bob": "D", "cid": "C", "dee": "F"})
    _expect(order == ["cid", "bob", "dee", "ann"], f"M5 clockwise order from C is {order}")


def check_geometry() -> None:
    """G1, G3, G4, G6: exact mm->in, base-edge distance, inclusive "within", "at least"."""
    from app.rules import geometry
    from app.rules.bases import Base

    a = geometry.footprint(Base.round(32), 10.0, 10.0)
    b = geometry.footprint(Base.round(32), 10.0 + 6.0 + 32 / 25.4, 10.0)
    d = geometry.distance(a, b)
    _expect(abs(d - 6.0) < 1e-9, f"G1/G3: two 32 mm bases 6 in apart edge to edge measure {d!r} in")
    _expect(geometry.within(d, 6.0), "G4: a base edge exactly 6 in away is not within 6 in")
    _expect(not geometry.within(6.001, 6.0), "G4: 6.001 in counts as within 6 in")
    _expect(geometry.at_least_apart(d, 6.0), "G6: exactly 6 in is not at least 6 in apart")


def check_oval_and_rect_bases() -> None:
    """G3 for oval and rectangular bases, which are measured with Shapely and NumPy (loaded on
    first use, so this proves a build bundles them): a 60x35 mm oval and a 50 mm square base
    whose long sides face each other 6 in apart, edge to edge."""
    from app.rules import geometry
    from app.rules.bases import Base

    oval = geometry.footprint(Base("oval", length_mm=60, width_mm=35), 10.0, 10.0)
    gap = 6.0 + 30 / 25.4 + 25 / 25.4
    square = geometry.footprint(Base("rect", width_mm=50, depth_mm=50), 10.0 + gap, 10.0)
    d = geometry.distance(oval, square)
    _expect(abs(d - 6.0) < 1e-6, f"G3: an oval and a square base 6 in apart measure {d!r} in")
    zone = geometry.wholly_within(square, square.outer_polygon.buffer(0.5))
    _expect(zone, "G5: a base is not wholly within its own outline grown by 0.5 in")


def check_segment_zone() -> None:
    """M4: a base wholly within 6 in of its segment is legal, 0.01 in further is not."""
    from app.rules.bases import Base
    from app.rules.deployment import segment_zone_violation
    from app.rules.geometry import footprint
    from app.rules.table import Table

    table, r = Table(72, 48), 25 / 25.4 / 2
    inside = segment_zone_violation(footprint(Base.round(25), 20.0, 6.0 - r), table, "A")
    _expect(inside is None, f"M4: a 25 mm base reaching exactly 6 in from segment A was judged: {inside}")
    outside = segment_zone_violation(footprint(Base.round(25), 20.0, 6.01 - r), table, "A")
    _expect(outside is not None and outside.rule == "M4",
            f"M4: a base reaching 6.01 in from segment A was not flagged (got {outside})")


def check_terrain_sight() -> None:
    """T2, T3: a line grazing a building's corner is not blocked, one through it is; a base
    in a building not marked enterable is a T2 violation; the bundled palette loads."""
    from app.game.terrain_palette import bundled_palette_path, read_palette
    from app.rules import geometry
    from app.rules.bases import Base
    from app.rules.sight import sees
    from app.rules.terrain import TerrainPiece, overlap_violations

    tiny = Base.round(0.01)
    house = TerrainPiece("h", "House", "building", 6, "rect", 10, 10, 2, 2)
    graze = sees(geometry.footprint(tiny, 5, 9), geometry.footprint(tiny, 15, 9), [house])
    _expect(graze == (True, None), f"T3: a line along a building's edge reads {graze}")
    through = sees(geometry.footprint(tiny, 5, 10), geometry.footprint(tiny, 15, 10), [house])
    _expect(through == (False, "h"), f"T3: a line through a building reads {through}")
    inside = overlap_violations(geometry.footprint(Base.round(25), 10, 10), [house])
    _expect(inside == [house], "T2: a base inside a building is not flagged")
    entries = read_palette(bundled_palette_path())
    _expect(len(entries) >= 8, f"the terrain palette holds {len(entries)} pieces")


# -- the bundled files ------------------------------------------------------------------------
def check_demo_game() -> None:
    """The demo game the app opens by default loads and has players on the table."""
    from app.game.saves import load_game
    from app.paths import demo_game_path

    state = load_game(demo_game_path())
    _expect(len(state.players) >= 2, f"{demo_game_path()}: only {len(state.players)} player(s)")


def check_icon() -> None:
    from app.paths import resources_dir

    icons = resources_dir() / "icons"
    missing = [n for n in ("table-marshal.svg", "table-marshal-32.png", "table-marshal-256.png")
               if not (icons / n).is_file()]
    _expect(not missing, f"missing in {icons}: {', '.join(missing)}")


def check_scenarios() -> None:
    """Every bundled scenario file loads (with a scenario loader in this build)."""
    from app.game import scenarios
    from app.paths import scenarios_dir

    files = sorted(scenarios_dir().glob("*.toml"))
    _expect(bool(files), f"no scenario files in {scenarios_dir()}")
    problems = []
    for path in files:
        try:
            scenarios.load_scenario(path, bundled=True)
        except Exception as exc:  # noqa: BLE001 (report every broken file, then fail)
            problems.append(f"{path.name}: {exc}")
    _expect(not problems, "; ".join(problems))


def _profile(m: int) -> str:
    return ('<profiles><profile name="p" typeName="Model"><characteristics>'
            f'<characteristic name="M">{m}</characteristic><characteristic name="WS">3'
            '</characteristic></characteristics></profile></profiles>')


ROSTER_SAMPLE = (
    '<?xml version="1.0" encoding="UTF-8"?><roster xmlns="http://www.battlescribe.net/schema/'
    'rosterSchema" name="Self-test" gameSystemId="9481a749-7900-614b-1695-bdc2899069c1" '
    'gameSystemName="Mordheim"><costs><cost name=" Warband Rating" typeId="wb-rating" '
    'value="30"/></costs><forces><force catalogueName="Skaven"><selections><selection '
    f'name="Rat Ogre" number="1" type="model">{_profile(6)}<costs><cost name=" gc" '
    'typeId="points" value="210"/></costs></selection><selection name="Verminkin" number="1" '
    f'type="unit">{_profile(5)}<selections><selection name="Verminkin" number="2" '
    'type="model"/></selections></selection></selections></force></forces></roster>')
"""A Mordheim roster as BattleScribe writes one: each model's profile (its M) on the hero, a
henchman's on its group."""


def check_roster_import() -> None:
    """A small BattleScribe roster imports (defusedxml and the base tables are bundled): the
    Warband Rating kept, the Rat Ogre on the large guessed base, each model's Movement read
    from its profile (R1), a Trench Crusade model's base found in the table."""
    from app.game.roster_import import import_bytes
    from app.game.roster_import.bases import tc_table

    roster = import_bytes(ROSTER_SAMPLE.encode(), "self-test.ros")
    _expect(roster.rating == 30 and roster.model_count == 3,
            f"the sample roster read as {roster.model_count} models, rating {roster.rating}")
    _expect(roster.models[0].base.diameter_mm == 40,
            f"the Rat Ogre got a {roster.models[0].base.size_label} base")
    _expect([e.move_in for e in roster.models] == [6.0, 5.0],
            f"the sample's Movement read as {[e.move_in for e in roster.models]}")
    found = tc_table().by_id("md_janissaries")
    _expect(found is not None and found.base.diameter_mm == 32,
            f"the Trench Crusade base table gives a Janissary {found}")


# -- Qt -----------------------------------------------------------------------------------------
def check_board_renders() -> None:
    """The main window on the demo game paints offscreen: table, models and cards."""
    from PySide6.QtWidgets import QApplication

    from app.game.saves import load_game
    from app.paths import demo_game_path
    from app.ui.controller import GameController
    from app.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841
    controller = GameController()
    window = MainWindow(controller)
    controller.set_game(load_game(demo_game_path()), None)
    window.resize(1200, 800)
    window.show()
    QApplication.processEvents()
    window.view.fit_to_window()
    QApplication.processEvents()
    image = window.grab().toImage()
    window.close()
    window.deleteLater()
    _expect((image.width(), image.height()) == (1200, 800),
            f"window rendered at {image.width()}x{image.height()}, expected 1200x800")
    colours = {image.pixel(x, y) for x in range(0, 1200, 9) for y in range(0, 800, 9)}
    _expect(len(colours) > 50, f"the window looks blank ({len(colours)} colours)")


def check_scenario_boards() -> None:
    """A new game of every bundled scenario (fewest players it allows) sets up and its board
    (table, segments or zones, objectives) renders offscreen."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from app.game.newgame import PlayerSetup, new_game
    from app.game.scenarios import bundled_scenarios
    from app.ui.board import style
    from app.ui.board.scene import BoardScene
    from app.ui.controller import GameController

    app = QApplication.instance() or QApplication(sys.argv[:1])  # noqa: F841
    controller = GameController()
    scene = BoardScene(controller)
    table = style.TABLE_FILL.rgba()
    problems = []
    for scenario in bundled_scenarios():
        try:
            players = [PlayerSetup(f"Player {i + 1}") for i in range(scenario.players.min)]
            controller.set_game(new_game(scenario, players), None)
            image = QImage(640, 480, QImage.Format.Format_ARGB32)
            image.fill(0)
            painter = QPainter(image)
            scene.render(painter)
            painter.end()
        except Exception as exc:  # noqa: BLE001 (name every scenario that fails)
            problems.append(f"{scenario.id}: {type(exc).__name__}: {exc}")
            continue
        pixels = {image.pixel(x, y) for x in range(0, 640, 5) for y in range(0, 480, 5)}
        if table not in pixels or len(pixels) < 5:
            problems.append(f"{scenario.id}: the board rendered without its table")
    scene.deleteLater()
    _expect(not problems, "; ".join(problems))


def check_svg() -> None:
    """QtSvg is in the build and draws the app icon (card faces and export use it)."""
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    from app.paths import resources_dir

    renderer = QSvgRenderer(str(resources_dir() / "icons" / "table-marshal.svg"))
    _expect(renderer.isValid(), "QtSvg could not read the app icon")
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    _expect(image.pixel(32, 32) != 0, "QtSvg drew nothing")


def check_qt_translations() -> None:
    """Qt's own catalogues are shipped (the packaged executable keeps them): a German and a
    French PC get Qt's standard buttons in their language."""
    from PySide6.QtCore import QLocale, QTranslator

    from app.ui.translations import CATALOGUE, translation_folders

    for name, save in (("de_DE", "Speichern"), ("fr_FR", "Enregistrer")):
        translator = QTranslator()
        found = any(translator.load(QLocale(name), CATALOGUE, "_", str(folder))
                    for folder in translation_folders())
        _expect(found, f"no {CATALOGUE}_{name[:2]}.qm in "
                       + ", ".join(str(f) for f in translation_folders()))
        qt_message = ("QPlatformTheme", "Save")  # Qt's message: not one for our lupdate
        text = translator.translate(*qt_message)
        _expect(text == save, f"{CATALOGUE}_{name[:2]}.qm gives {text!r} for Save")


def check_app_translations() -> None:
    """The app's own German and French catalogues are shipped (resources/translations, kept
    in the packaged executable) and give the menus in that language."""
    from PySide6.QtCore import QTranslator

    from app.ui.translations import APP_CATALOGUE, app_translation_folder

    for code, file_menu in (("de", "&Datei"), ("fr", "&Fichier")):
        path = app_translation_folder() / f"{APP_CATALOGUE}_{code}.qm"
        translator = QTranslator()
        _expect(translator.load(str(path)), f"cannot load {path}")
        message = ("Menus", "&File")  # looked up as the app's menus do
        text = translator.translate(*message)
        _expect(text == file_menu, f"{path.name} gives {text!r} for the File menu")


CHECKS: tuple[tuple[str, Callable[[], None]], ...] = (
    ("C3 card order and C4 draws", check_card_order),
    ("C2 reshuffle of the discard pile", check_deck_reshuffle),
    ("C7 activation order", check_activation_order),
    ("M4 table segments, M5 clockwise order", check_table_segments),
    ("G1 G3 G4 G6 geometry verdicts", check_geometry),
    ("G3 G5 oval and rectangular bases", check_oval_and_rect_bases),
    ("M4 set-up within 6 in of a segment", check_segment_zone),
    ("T2 T3 terrain and line of sight, the palette", check_terrain_sight),
    ("demo game loads", check_demo_game),
    ("app icon is bundled", check_icon),
    ("bundled scenarios load", check_scenarios),
    ("roster import and base tables", check_roster_import),
    ("board renders offscreen", check_board_renders),
    ("every scenario's board renders", check_scenario_boards),
    ("QtSvg renders", check_svg),
    ("Qt's German and French buttons", check_qt_translations),
    ("the app's German and French catalogues", check_app_translations),
)
"""Every check in the order it runs: (what it proves, function)."""


def run_checks(checks: tuple[tuple[str, Callable[[], None]], ...] | None = None) -> list[Result]:
    """Run ``checks`` (default :data:`CHECKS`), catching each failure; never raises."""
    results = []
    for name, check in CHECKS if checks is None else checks:
        start = time.perf_counter()
        try:
            check()
        except Skip as exc:
            results.append(Result(name, "skip", str(exc)))
            continue
        except AssertionError as exc:
            results.append(Result(name, "FAIL", str(exc), time.perf_counter() - start))
            continue
        except Exception as exc:  # noqa: BLE001 (a broken build fails any way it can)
            last = traceback.extract_tb(exc.__traceback__)[-1]
            detail = f"{type(exc).__name__}: {exc} (at {os.path.basename(last.filename)}:{last.lineno})"
            if isinstance(exc, (ImportError, OSError)):  # a system library Qt needs is missing
                from app.desktop_libs import install_hint

                hint = install_hint(str(exc))
                detail += f" {hint}" if hint else ""
            results.append(Result(name, "FAIL", detail, time.perf_counter() - start))
            continue
        results.append(Result(name, "ok", "", time.perf_counter() - start))
    return results


def run(out: TextIO | None = None) -> int:
    """Run the self-test offscreen, print one line per check; 0 if all passed, else 1."""
    from app import __version__

    out = out or sys.stdout
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # no display needed, none touched
    from app.ui.qt_messages import quiet_offscreen_noise

    quiet_offscreen_noise()
    results = run_checks()
    print(f"Table Marshal {__version__} self-test", file=out)
    for r in results:
        line = f"  {r.status:<4}  {r.name}"
        if r.detail:
            line += f": {r.detail}"
        print(line, file=out)
    failed = [r for r in results if r.status == "FAIL"]
    passed = sum(r.status == "ok" for r in results)
    skipped = sum(r.status == "skip" for r in results)
    if failed:
        print(f"self-test FAILED: {len(failed)} of {len(results)} checks failed", file=out)
        return 1
    print(f"self-test passed: {passed} checks ok" + (f", {skipped} skipped" if skipped else ""),
          file=out)
    return 0
