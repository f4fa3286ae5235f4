"""Terrain in the game (T1, T5): commands and their undo, the save file (v5) and a v4 file
migrated, the defender's area following its piece. No Qt."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.game.commands import (
    DeleteTerrain,
    EditTerrain,
    LoadLayout,
    LockTerrain,
    MoveTerrain,
    PlaceTerrain,
    ResizeTerrain,
    RotateTerrain,
)
from app.game.gamefile import GameFileError
from app.game.history import Step
from app.game.newgame import PlayerSetup, new_game
from app.game.saves import dumps_game, load_game, load_saved_game, parse_game, save_game
from app.game.scenarios import scenario_by_id
from app.rules.terrain import TerrainPiece

from savekit import demo_state

V4 = Path(__file__).parent / "fixtures" / "v4"


def chapel(**kw) -> TerrainPiece:
    fields = dict(id="t1", name="Ruined chapel", kind="ruin", height_in=4, shape="rect",
                  x_in=30, y_in=20, width_in=8, depth_in=6, facing_deg=15)
    fields.update(kw)
    return TerrainPiece(**fields)


def mansion_game():
    players = [PlayerSetup(name=n, rating=100) for n in ("Ann", "Bob", "Cy")]
    return new_game(scenario_by_id("the-wizards-mansion"), players)


def test_the_issue_s_piece_is_saved_in_the_issue_s_shape(tmp_path):
    """T5: a piece in the file exactly as issue 19 shows it; read back the same."""
    state = demo_state()
    Step.perform(PlaceTerrain(chapel()), state)
    doc = json.loads(dumps_game(state))
    assert doc["version"] == 5
    assert doc["terrain"] == [{"id": "t1", "name": "Ruined chapel", "kind": "ruin",
                               "height_in": 4, "shape": "rect", "x_in": 30, "y_in": 20,
                               "width_in": 8, "depth_in": 6, "facing_deg": 15}]
    save_game(state, tmp_path / "g.json")
    assert load_game(tmp_path / "g.json").terrain == state.terrain


def test_a_polygon_piece_round_trips_with_its_points(tmp_path):
    state = demo_state()
    rubble = TerrainPiece("t2", "Rubble", "area", 0.5, "polygon",
                          points_in=[[10, 10], [14, 10], [15, 13], [11, 14]])
    Step.perform(PlaceTerrain(rubble), state)
    text = dumps_game(state)
    doc = json.loads(text)["terrain"][0]
    assert doc == {"id": "t2", "name": "Rubble", "kind": "area", "height_in": 0.5,
                   "shape": "polygon", "points_in": [[10, 10], [14, 10], [15, 13], [11, 14]]}
    back = parse_game(json.loads(text))
    assert back.terrain[0].points_in == rubble.points_in
    assert dumps_game(back) == text


def test_each_terrain_command_is_one_undo_step_with_one_log_line():
    """T5: place, move, turn, resize, edit, lock and delete: each one step, each undone."""
    state = demo_state()
    before = dumps_game(state)
    commands = [PlaceTerrain(chapel()), MoveTerrain("t1", 40, 25), RotateTerrain("t1", 30),
                ResizeTerrain("t1", 10, 4), EditTerrain("t1", name="Chapel", kind="building",
                                                        height_in=6, enterable=True),
                LockTerrain("t1", True), DeleteTerrain("t1")]
    steps = []
    for command in commands:
        lines = len(state.log)
        step, change = Step.perform(command, state)
        assert change.terrain == {"t1"}
        assert len(state.log) == lines + 1
        steps.append(step)
    assert state.terrain == []
    for step in reversed(steps[1:]):
        change = step.undo(state)
        assert change.terrain == {"t1"}
    piece = state.piece("t1")
    assert (piece.x_in, piece.y_in, piece.facing_deg, piece.width_in) == (30, 20, 15, 8)
    steps[0].undo(state)
    assert state.terrain == []
    for step in steps:
        step.redo(state)
    assert state.terrain == []
    steps[-1].undo(state)
    p = state.piece("t1")
    assert (p.name, p.kind, p.height_in, p.enterable, p.locked) == ("Chapel", "building", 6,
                                                                   True, True)
    assert json.loads(dumps_game(state))["terrain"][0]["x_in"] == 40
    assert before != dumps_game(state)


def test_the_undo_history_of_terrain_survives_saving(tmp_path):
    from app.game.history import History

    state = demo_state()
    steps = [Step.perform(c, state)[0] for c in (PlaceTerrain(chapel()),
                                                   MoveTerrain("t1", 50, 30),
                                                   DeleteTerrain("t1"))]
    history = History(steps, 3)
    save_game(state, tmp_path / "g.json", history)
    saved = load_saved_game(tmp_path / "g.json")
    assert saved.problem == ""
    saved.history.steps[2].undo(saved.state)
    assert saved.state.piece("t1").x_in == 50
    saved.history.steps[1].undo(saved.state)
    assert saved.state.piece("t1").x_in == 30


def test_a_piece_the_table_cannot_hold_is_refused():
    state = demo_state()
    with pytest.raises(ValueError, match="width and depth"):
        Step.perform(PlaceTerrain(chapel(width_in=0)), state)
    Step.perform(PlaceTerrain(chapel()), state)
    with pytest.raises(ValueError, match="already on the table"):
        Step.perform(PlaceTerrain(chapel()), state)
    with pytest.raises(ValueError, match="not a position"):
        Step.perform(MoveTerrain("t1", float("nan"), 3), state)
    with pytest.raises(KeyError, match="t9"):
        Step.perform(MoveTerrain("t9", 1, 1), state)
    assert len(state.terrain) == 1 and state.piece("t1").x_in == 30


def test_the_mansion_is_a_piece_and_the_defender_s_area_follows_it():
    """T5, M2: the scenario puts its mansion down; moving and resizing it moves the area."""
    state = mansion_game()
    (mansion,) = state.terrain
    assert (mansion.kind, mansion.enterable, mansion.feature) == ("building", True, "mansion")
    assert state.setup.defender_zone == [36, 24, 10, 8, 6]
    step, change = Step.perform(MoveTerrain("mansion", 30, 20), state)
    assert change.zones and state.setup.defender_zone == [30, 20, 10, 8, 6]
    Step.perform(ResizeTerrain("mansion", 12, 9), state)
    assert state.setup.defender_zone == [30, 20, 12, 9, 6]


def test_undoing_the_mansion_s_move_puts_its_area_back():
    state = mansion_game()
    step, _ = Step.perform(MoveTerrain("mansion", 30, 20), state)
    change = step.undo(state)
    assert change.zones and change.terrain == {"mansion"}
    assert state.setup.defender_zone == [36, 24, 10, 8, 6]


@pytest.mark.parametrize("name", ["new-the-wizards-mansion.json", "new-the-pool.json",
                                  "new-monster-hunt.json", "defender-history.json"])
def test_a_version_4_file_opens_with_its_features_as_terrain(name):
    """T5: a v4 file's scenario features become pieces (and its undo history still works)."""
    v4 = json.loads((V4 / name).read_text(encoding="utf-8"))
    assert v4["version"] == 4
    saved = load_saved_game(V4 / name)
    assert saved.problem == ""
    state = saved.state
    assert [p.id for p in state.terrain] == [f["id"] for f in v4["features"]]
    assert all(p.feature == p.id for p in state.terrain)
    again = json.loads(dumps_game(state))
    assert again["version"] == 5 and "features" not in again
    if name == "new-the-wizards-mansion.json":
        assert state.setup.defender_feature == "mansion"
        Step.perform(MoveTerrain("mansion", 20, 20), state)
        assert state.setup.defender_zone[:2] == [20, 20]


def test_a_broken_piece_in_a_file_is_named_in_one_line(tmp_path):
    state = demo_state()
    Step.perform(PlaceTerrain(chapel()), state)
    doc = json.loads(dumps_game(state))
    doc["terrain"][0]["kind"] = "lava"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(GameFileError) as caught:
        load_game(path)
    assert "terrain[0].kind" in str(caught.value) and "\n" not in str(caught.value)
    doc["terrain"][0]["kind"] = "ruin"
    del doc["terrain"][0]["depth_in"]
    path.write_text(json.dumps(doc))
    with pytest.raises(GameFileError, match="depth_in"):
        load_game(path)


def test_a_layout_replaces_the_players_pieces_and_keeps_the_scenario_s():
    state = mansion_game()
    Step.perform(PlaceTerrain(chapel()), state)
    layout = [chapel(id="t1", name="Tower", x_in=10, y_in=10),
              chapel(id="mansion", name="Barn", x_in=60, y_in=40)]
    step, change = Step.perform(LoadLayout(layout, "Club table"), state)
    assert [p.name for p in state.terrain] == ["The Wizard's Mansion", "Tower", "Barn"]
    assert len({p.id for p in state.terrain}) == 3
    assert "Club table" in state.log[-1].text
    step.undo(state)
    assert [p.name for p in state.terrain] == ["The Wizard's Mansion", "Ruined chapel"]


def test_turning_the_mansion_turns_the_defender_s_area():
    """T5, M2: the area is judged around the turned building (and saved with its facing)."""
    from app.rules.bases import Base
    from app.rules.deployment import area_violation
    from app.rules.geometry import footprint

    state = mansion_game()
    Step.perform(RotateTerrain("mansion", 90), state)
    zone = state.setup.defender_zone
    assert zone == [36, 24, 10, 8, 6, 90]
    # turned 90 degrees the 10 in side runs down the table: 5 + 6 in below the centre is in,
    # 5 + 6 in to the side (where the unturned box reached) is not
    base = Base.round(25)
    r = base.radius_in
    assert area_violation(footprint(base, 36, 24 + 5 + 6 - r), state.table, zone, "it") is None
    v = area_violation(footprint(base, 36 + 5 + 6 - r, 24), state.table, zone, "it")
    assert v is not None and v.distance_in == pytest.approx(7.0)  # 11 in out, box 4 in
    again = parse_game(json.loads(dumps_game(state)))
    assert again.setup.defender_zone == zone
    Step.perform(RotateTerrain("mansion", 0), state)
    assert state.setup.defender_zone == [36, 24, 10, 8, 6]


def test_the_lair_keeps_the_scenario_s_smallest_size():
    """Monster Hunt: the lair is at least 6 x 6 in; it may grow, not shrink below that."""
    players = [PlayerSetup(name=n, rating=100) for n in ("Ann", "Bob", "Cy")]
    state = new_game(scenario_by_id("monster-hunt"), players)
    (lair,) = state.terrain
    assert (lair.kind, lair.width_in, lair.depth_in) == ("area", 6, 6)
    with pytest.raises(ValueError, match="at least 6 x 6 in"):
        Step.perform(ResizeTerrain("lair", 5.9, 6), state)
    Step.perform(ResizeTerrain("lair", 8, 7), state)
    assert (state.piece("lair").width_in, state.piece("lair").depth_in) == (8, 7)


def test_the_monster_moves_with_its_lair():
    """Monster Hunt: the monster never leaves its lair, so moving the lair moves it."""
    players = [PlayerSetup(name=n, rating=100) for n in ("Ann", "Bob", "Cy")]
    state = new_game(scenario_by_id("monster-hunt"), players)
    monster = next(o for o in state.objectives if o.kind == "monster")
    step, change = Step.perform(MoveTerrain("lair", 30, 20), state)
    moved = next(o for o in state.objectives if o.id == monster.id)
    assert (moved.x_in, moved.y_in) == (30, 20) and change.objectives == {monster.id}
    change = step.undo(state)
    back = next(o for o in state.objectives if o.id == monster.id)
    assert (back.x_in, back.y_in) == (36, 24) and monster.id in change.objectives


def test_t2_a_piece_over_bases_is_a_set_up_warning_naming_them_until_one_moves():
    """T2 during set-up: a building put down over deployed models is accepted (the players
    decide) and terrain_warnings (the set-up dock, ``check``) names the bases it covers,
    up to three and how many more; once it is moved off, the warning goes."""
    from app.game.setup_rules import terrain_warnings

    state = demo_state()
    assert state.turn.phase == "setup"
    on = [m for m in state.models if m.on_table][:1]
    m = on[0]
    building = TerrainPiece("t1", "Chapel", "building", 6, "rect", m.x_in, m.y_in, 3, 3)
    state.terrain.append(building)
    said = [w for w in terrain_warnings(state) if "covers" in w]
    assert said == [f"Chapel covers the base of {m.label or m.name}: move it or them before "
                    "play begins (T2)"]
    building.enterable = True  # an enterable building holds bases: no warning
    assert not [w for w in terrain_warnings(state) if "covers" in w]
    building.enterable = False
    building.x_in = m.x_in + 20 if m.x_in < 40 else m.x_in - 20
    assert not [w for w in terrain_warnings(state) if "covers" in w]
