"""Terrain files and scenario limits (T2, T5): table layouts saved and opened into a new
game, the palette and a player's own palette, The Looters' crates and Alliance &
Betrayal's centre. No Qt."""

from __future__ import annotations

import json

import pytest

from app.game.commands import LoadLayout, PlaceTerrain
from app.game.history import Step
from app.game.layouts import LayoutFileError, fitted, load_layout, save_layout
from app.game.newgame import PlayerSetup, new_game
from app.game.saves import dumps_game, load_game, save_game
from app.game.scenarios import scenario_by_id
from app.game.setup_rules import counter_violations, legal_counter_spot, terrain_warnings
from app.game.terrain_palette import load_palette
from app.rules.table import Table
from app.rules.terrain import TerrainPiece


def players(n=3):
    return [PlayerSetup(name=name, rating=100) for name in ("Ann", "Bob", "Cy", "Di")[:n]]


def club_table():
    return [TerrainPiece("t1", "Ruined chapel", "ruin", 4, "rect", 30, 20, 8, 6, 15),
            TerrainPiece("t2", "Rubble", "area", 0.5, "polygon",
                         points_in=[[50, 30], [54, 30], [55, 33], [51, 34]]),
            TerrainPiece("t3", "Pond", "impassable", 0, "ellipse", 12, 36, 8, 6, 30,
                         locked=True)]


def test_a_layout_saved_and_opened_into_a_new_game(tmp_path):
    """T5: a club's usual table, saved on its own and put down in a new game's set-up."""
    path = tmp_path / "club.json"
    save_layout(path, club_table(), Table(72, 48), "Thursday table")
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == "table-marshal-layout" and doc["version"] == 1
    assert doc["table"] == {"width_in": 72, "depth_in": 48}
    assert doc["terrain"][0] == {"id": "t1", "name": "Ruined chapel", "kind": "ruin",
                                 "height_in": 4, "shape": "rect", "x_in": 30, "y_in": 20,
                                 "width_in": 8, "depth_in": 6, "facing_deg": 15}
    layout = load_layout(path)
    assert layout.name == "Thursday table" and len(layout.pieces) == 3
    game = new_game(scenario_by_id("street-brawl"), players())
    Step.perform(LoadLayout(fitted(layout, game.table), layout.name), game)
    assert [p.name for p in game.terrain] == ["Ruined chapel", "Rubble", "Pond"]
    assert game.terrain[1].points_in == [[50, 30], [54, 30], [55, 33], [51, 34]]
    assert "Thursday table" in game.log[-1].text
    save_game(game, tmp_path / "g.json")
    assert load_game(tmp_path / "g.json").terrain == game.terrain


def test_a_layout_for_another_table_size_is_spread_to_fit():
    layout = load_layout_from(club_table(), Table(72, 48))
    pieces = fitted(layout, Table(48, 48))
    assert (pieces[0].x_in, pieces[0].y_in, pieces[0].width_in) == (20, 20, 8)


def load_layout_from(pieces, table):
    from app.game.layouts import Layout

    return Layout(pieces, table, "x")


def test_a_layout_opens_only_while_the_game_is_set_up():
    from app.game.commands import StartTurn

    game = load_game(__import__("app.paths", fromlist=["x"]).card_demo_game_path())
    StartTurn().apply(game)
    with pytest.raises(ValueError, match="only while the game is being set up"):
        Step.perform(LoadLayout(club_table()), game)


@pytest.mark.parametrize("text, field", [
    ('{"format": "table-marshal/game", "version": 5}', "format"),
    ('{"format": "table-marshal-layout", "version": 2, "terrain": []}', "version"),
    ('{"format": "table-marshal-layout", "version": 1, "terrain": [{"id": "t1", "name": "X", '
     '"kind": "lava", "shape": "rect", "x_in": 1, "y_in": 1, "width_in": 1, "depth_in": 1}]}',
     "terrain[0].kind"),
    ('{"format": "table-marshal-layout", "version": 1, "terrain": [{"id": "t1", "name": "X", '
     '"kind": "ruin", "shape": "polygon", "points_in": [[0, 0], [1, 1], [1, 0], [0, 1]]}]}',
     "terrain[0]"),
    ('{"format": "table-marshal-layout", "version": 1, "terrain": [', ""),
])
def test_a_broken_layout_is_one_line_naming_the_file_and_field(tmp_path, text, field):
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(LayoutFileError) as caught:
        load_layout(path)
    message = str(caught.value)
    assert message.startswith(str(path)) and "\n" not in message
    assert caught.value.field == field


def test_the_palette_has_the_issue_s_pieces_and_a_player_extends_it(tmp_path):
    palette = load_palette(tmp_path / "none.toml")
    names = [e.name for e in palette.entries]
    for wanted in ("Building 6 x 6", "Building 10 x 8", "Ruin 6 x 8", "Wall 6 in",
                   "Wall 12 in", "Woods 8 x 6", "Rubble", "Pool"):
        assert wanted in names
    assert palette.problems == []
    ruin = palette.entry("Ruin 6 x 8").piece("t9", 20, 30)
    assert (ruin.kind, ruin.width_in, ruin.depth_in, ruin.x_in, ruin.y_in) == ("ruin", 6, 8,
                                                                               20, 30)
    rubble = palette.entry("Rubble").piece("t8", 20, 30)
    assert (round(rubble.x_in, 9), round(rubble.y_in, 9)) == (20, 30)
    own = tmp_path / "palette.toml"
    own.write_text('format = "table-marshal/terrain-palette"\nversion = 1\n'
                   '[[pieces]]\nname = "Chapel"\nkind = "ruin"\nheight_in = 5\n'
                   'shape = "rect"\nwidth_in = 9\ndepth_in = 7\n'
                   '[[pieces]]\nname = "Pool"\nkind = "area"\nshape = "ellipse"\n'
                   'width_in = 10\ndepth_in = 10\n', encoding="utf-8")
    palette = load_palette(own)
    assert palette.entry("Chapel").user and palette.entry("Pool").kind == "area"
    assert [e.name for e in palette.entries].count("Pool") == 1


def test_a_broken_user_palette_keeps_the_app_s_pieces(tmp_path):
    own = tmp_path / "palette.toml"
    own.write_text('format = "table-marshal/terrain-palette"\nversion = 1\n'
                   '[[pieces]]\nname = "Blob"\nkind = "ruin"\nshape = "rect"\n', "utf-8")
    palette = load_palette(own)
    assert len(palette.entries) >= 8
    (problem,) = palette.problems
    assert str(own) in problem and "pieces[0]" in problem and "width_in" in problem


def test_the_looters_crates_keep_more_than_1_in_from_impassable_terrain():
    """T2: a crate 0.5 in from a pit is refused; where the pit leaves no room a spot is
    still found elsewhere."""
    game = new_game(scenario_by_id("the-looters"), players())
    (crates,) = game.setup.counters
    assert crates.more_than_from_impassable_in == 1
    r = 40 / 25.4 / 2
    Step.perform(PlaceTerrain(TerrainPiece("t1", "Pit", "impassable", 0, "rect", 24, 24, 4, 4)),
                 game)
    pid = game.players[0].id
    assert any("Pit" in r_ for r_ in counter_violations(game, "supply-crate", pid,
                                                         26 + 0.5 + r, 24))
    assert counter_violations(game, "supply-crate", pid, 26 + 1.01 + r, 24) == []
    spot = legal_counter_spot(game, "supply-crate", pid)
    assert spot is not None and counter_violations(game, "supply-crate", pid, *spot) == []


def test_alliance_and_betrayal_warns_of_impassable_terrain_near_the_centre():
    game = new_game(scenario_by_id("alliance-and-betrayal"), players())
    assert terrain_warnings(game) == []
    Step.perform(PlaceTerrain(TerrainPiece("t1", "Crater", "impassable", 0, "ellipse", 28, 24,
                                           4, 4)), game)
    (warning,) = terrain_warnings(game)
    assert "Crater" in warning and "6 in" in warning
    street = new_game(scenario_by_id("street-brawl"), players())
    street.terrain = list(game.terrain)
    assert terrain_warnings(street) == []
