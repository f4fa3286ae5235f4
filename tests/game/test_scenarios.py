"""Scenario files and their loader (issue 4; rules C10, M1-M4, M11, S2-S7, "Known scenario
facts" in rules.md). No Qt here: app/game is pure Python."""

from __future__ import annotations

import hashlib
import io
import subprocess
import sys
import tokenize
from pathlib import Path

import pytest

from app import paths
from app.game import scenarios as sc
from app.game.scenarios import ScenarioError, load_scenario

TC_IDS = {"the-looters", "brothers-in-arms", "alliance-and-betrayal"}
MORDHEIM_IDS = {"treasure-hunt", "street-brawl", "the-lost-prince", "the-wizards-mansion",
                "the-pool", "ambush", "monster-hunt"}
HOUSE_IDS = {"contested-ground"}
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _no_real_user_dir(tmp_path, monkeypatch):
    """Never read the real user's scenario folder in tests."""
    monkeypatch.setattr(sc, "user_scenarios_dir", lambda: tmp_path / "user-scenarios")


def bundled(scenario_id: str) -> sc.Scenario:
    return load_scenario(paths.scenarios_dir() / f"{scenario_id}.toml", bundled=True)


def write(tmp_path: Path, name: str, text: str | bytes) -> Path:
    p = tmp_path / name
    if isinstance(text, bytes):
        p.write_bytes(text)
    else:
        p.write_text(text, encoding="utf-8")
    return p


def bundled_text(scenario_id: str) -> str:
    return (paths.scenarios_dir() / f"{scenario_id}.toml").read_text(encoding="utf-8")


# -- the bundled files ------------------------------------------------------------------------
def test_every_bundled_scenario_loads_and_ids_match_file_names():
    files = sorted(paths.scenarios_dir().glob("*.toml"))
    loaded = [load_scenario(f) for f in files]
    assert {s.id for s in loaded} == TC_IDS | MORDHEIM_IDS | HOUSE_IDS
    for f, s in zip(files, loaded):
        assert s.id == f.stem
        assert s.victory and s.name and s.summary
    assert len({s.id for s in loaded}) == len(loaded)


def test_bundled_scenarios_are_marked_bundled_and_sorted_by_system():
    found = sc.bundled_scenarios()
    assert all(s.bundled and s.path is not None for s in found)
    systems = [s.system for s in found]
    assert systems == sorted(systems)


def test_table_sizes_tc_48_square_mordheim_72_by_48_m1():
    for s in sc.bundled_scenarios():
        if s.id in TC_IDS:
            assert (s.table.width_in, s.table.depth_in) == (48.0, 48.0)
        if s.id in MORDHEIM_IDS:
            assert (s.table.width_in, s.table.depth_in) == (72.0, 48.0)
            assert s.system == "mordheim"


def test_c10_trench_crusade_table_d6():
    want = {1: "the-looters", 2: "the-looters", 3: "brothers-in-arms", 4: "brothers-in-arms",
            5: "alliance-and-betrayal", 6: "alliance-and-betrayal"}
    for roll, scenario_id in want.items():
        assert sc.scenario_for_roll("trench-crusade", roll).id == scenario_id


def test_m11_mordheim_table_2d6_with_lowest_rating_choosing_on_2_and_12():
    want = {3: "monster-hunt", 4: "the-wizards-mansion", 5: "treasure-hunt", 6: "treasure-hunt",
            7: "street-brawl", 8: "ambush", 9: "ambush", 10: "the-pool", 11: "the-lost-prince"}
    for roll, scenario_id in want.items():
        assert sc.scenario_for_roll("mordheim", roll).id == scenario_id
    assert sc.scenario_for_roll("mordheim", 2) is None
    assert sc.scenario_for_roll("mordheim", 12) is None


def test_scenario_files_agree_with_the_rules_scenario_tables():
    """The roll the new-game dialog shows (app.rules.setup) and the file it opens agree."""
    from app.rules.setup import LOWEST_RATING_CHOOSES, SCENARIO_TABLES

    for system, (_dice, table) in SCENARIO_TABLES.items():
        for roll, scenario_id in table.items():
            found = sc.scenario_for_roll(system, roll)
            if scenario_id == LOWEST_RATING_CHOOSES:
                assert found is None
            else:
                assert found is not None and found.id == scenario_id and found.system == system


def test_game_modules_codes():
    assert bundled("contested-ground").game_modules() == ["S6", "S7", "S3"]
    assert bundled("street-brawl").game_modules() == []


def test_looters_crate_limits():
    s = bundled("the-looters")
    assert (s.players.min, s.players.max, s.turn_limit) == (3, 8, 4)
    crate = s.counters[0]
    assert crate.per_player == 2 and crate.order == "draw"
    assert crate.within_centre_in == 12.0
    assert crate.more_than_from_markers_in == 1.0
    assert crate.own_more_than_in == 12.0
    assert crate.if_unplaceable == "dropped"
    assert s.deployment.order == "draw"


def test_brothers_in_arms_objectives_at_centre_and_quarter_centres():
    s = bundled("brothers-in-arms")
    assert (s.players.min, s.players.max, s.players.team_size, s.turn_limit) == (4, 4, 2, 4)
    assert sorted((o.x_in, o.y_in) for o in s.objectives) == sorted(
        [(24, 24), (12, 12), (36, 12), (12, 36), (36, 36)])
    # on a 72 x 48 table they stay at the centre and the quarters' centres
    moved = sorted((o.x_in, o.y_in) for o in s.game_objectives(72.0, 48.0))
    assert moved == sorted([(36, 24), (18, 12), (54, 12), (18, 36), (54, 36)])


def test_alliance_and_betrayal_end_of_turn_vp():
    s = bundled("alliance-and-betrayal")
    assert (s.players.min, s.players.max, s.turn_limit) == (3, 4, 5)
    rows = {(r.condition, r.vp, r.range_in) for r in s.scoring}
    assert rows == {("in-alliance", 1, None), ("enemy-out-of-action", 1, None),
                    ("model-within-centre", 2, 6.0), ("most-models-within-centre", 3, 3.0)}
    assert all(r.when == "end-of-turn" for r in s.scoring)


def test_mordheim_scenario_facts():
    th = bundled("treasure-hunt")
    assert th.counters[0].per_player_dice == "D3" and th.counters[0].when == "before-segments"
    assert bundled("street-brawl").counters == [] and bundled("street-brawl").objectives == []
    prince = bundled("the-lost-prince").objectives[0]
    assert (prince.x_in, prince.y_in, prince.kind) == (36.0, 24.0, "model")
    assert prince.wanders.dice == "D6" and prince.wanders.until == "touched-by-warband-model"
    wm = bundled("the-wizards-mansion")
    assert wm.defender.sets_up == "within-of-feature" and wm.defender.within_in == 6.0
    assert (wm.features[0].x_in, wm.features[0].y_in) == (36.0, 24.0)
    amb = bundled("ambush")
    assert amb.turn_limit == 10
    assert amb.defender.sets_up == "within-of-centre" and amb.defender.within_in == 6.0
    assert amb.counters[0].carried_by == "defender-heroes"
    assert amb.counters[0].per_player_dice == "D3"
    mh = bundled("monster-hunt")
    lair = mh.features[0]
    assert lair.min_width_in == 6.0 and lair.width_in >= 6.0 and lair.depth_in >= 6.0
    assert mh.objectives[0].confined_to == "lair"


def test_mordheim_multiplayer_deploys_by_edge_segments_m4():
    for scenario_id in MORDHEIM_IDS:
        dep = bundled(scenario_id).game_deployment()
        assert (dep.kind, dep.zone_depth_in, dep.gap_in) == ("edge-segments", 6.0, 6.0)


def test_house_scenario_uses_every_shared_module():
    s = bundled("contested-ground")
    m = s.modules
    assert m.battle_formations and m.scout_and_secure and m.objective_control
    assert m.reinforced_defenses and m.annihilation is not None and m.all_out_war
    assert (m.objective_control.control_in, m.objective_control.contest_in) == (3.0, 2.0)
    assert m.all_out_war.minus == 1
    dep = s.game_deployment()
    assert (dep.kind, dep.zone_depth_in, dep.coherency_in, dep.unit_gap_in) == (
        "battle-formations", 12.0, 2.0, 2.0)
    assert s.players.min == s.players.max == 2


def test_every_parameter_default_is_accepted_by_its_own_setting():
    """The new-game dialog starts from the defaults; they must all be accepted as they are."""
    for s in sc.bundled_scenarios():
        values = {p.id: s.setting(p.id) for p in s.parameters}
        again = s.with_settings(values)
        assert again.model_dump() == s.model_dump()


def test_assumed_scoring_rows_are_settable_by_players():
    for s in sc.bundled_scenarios():
        for i, row in enumerate(s.scoring):
            if row.assumed:
                assert any(p.sets == f"scoring[{i}].vp" for p in s.parameters), s.id


def test_with_settings_changes_the_field_and_refuses_out_of_range():
    s = bundled("monster-hunt")
    bigger = s.with_settings({"lair-width": 9.5})
    assert bigger.features[0].width_in == 9.5 and bigger.setting("lair-width") == 9.5
    assert s.features[0].width_in == 6.0  # the loaded scenario is unchanged
    with pytest.raises(ScenarioError) as err:
        s.with_settings({"lair-width": 5.0})  # the lair is at least 6 x 6 in
    assert err.value.field == "parameters.lair-width" and "at least 6" in str(err.value)
    with pytest.raises(ScenarioError):
        s.with_settings({"lair-width": float("nan")})
    with pytest.raises(ScenarioError):
        s.with_settings({"monster-rules": 3})


def test_bundled_files_are_never_written():
    before = {p: hashlib.sha256(p.read_bytes()).hexdigest()
              for p in paths.scenarios_dir().glob("*.toml")}
    for s in sc.all_scenarios()[0]:
        s.with_settings({p.id: s.setting(p.id) for p in s.parameters})
    after = {p: hashlib.sha256(p.read_bytes()).hexdigest()
             for p in paths.scenarios_dir().glob("*.toml")}
    assert before == after


# -- broken files: one clear message naming file and field -------------------------------------
def broken(tmp_path: Path, text: str | bytes, name: str = "street-brawl.toml") -> ScenarioError:
    p = write(tmp_path, name, text)
    with pytest.raises(ScenarioError) as err:
        load_scenario(p)
    assert str(err.value).startswith(str(p))
    assert "\n" not in str(err.value)
    return err.value


def test_empty_file(tmp_path):
    assert "empty" in broken(tmp_path, "  \n\n").message


def test_not_utf8(tmp_path):
    err = broken(tmp_path, b'name = "Caf\xe9"\n')
    assert "UTF-8" in err.message and err.field == ""


def test_invalid_toml_names_the_line(tmp_path):
    err = broken(tmp_path, bundled_text("street-brawl").replace('min = 3', 'min = = 3'))
    assert "not valid TOML" in err.message and "line" in err.message


def test_missing_key(tmp_path):
    text = bundled_text("street-brawl").replace('system = "mordheim"\n', "")
    err = broken(tmp_path, text)
    assert (err.field, err.message) == ("system", "this field is required")


def test_unknown_key(tmp_path):
    err = broken(tmp_path, bundled_text("street-brawl").replace("min = 3", "min = 3\nmni = 3"))
    assert err.field == "players.mni" and "unknown field" in err.message


def test_top_level_key_after_a_section_gets_a_hint(tmp_path):
    english = bundled_text("street-brawl").split("\n# Translations")[0]  # before [translations]
    text = english + '\nsummary = "late"\n'
    err = broken(tmp_path, text)
    assert err.field == "deployment.summary" and "before the first [section]" in err.message


def test_wrong_type(tmp_path):
    err = broken(tmp_path, bundled_text("street-brawl").replace("min = 3", 'min = "three"'))
    assert err.field == "players.min"
    assert err.message == "expected a whole number, got text 'three'"


def test_nan_and_inf(tmp_path):
    err = broken(tmp_path, bundled_text("street-brawl").replace("gap_in = 6.0", "gap_in = nan"))
    assert err.field == "deployment.gap_in" and "finite" in err.message
    err = broken(tmp_path, bundled_text("street-brawl").replace("width_in = 72.0",
                                                                "width_in = inf"))
    assert err.field == "table.width_in"


def test_huge_numbers(tmp_path):
    err = broken(tmp_path, bundled_text("street-brawl").replace("max = 6", "max = " + "9" * 30))
    assert err.field == "players.max" and "16" in err.message
    err = broken(tmp_path, bundled_text("street-brawl").replace("max = 6", "max = " + "9" * 5000))
    assert err.field == "" and "usable" in err.message


def test_deeply_nested_arrays(tmp_path):
    err = broken(tmp_path, bundled_text("street-brawl") + "\n[x]\ny = " + "[" * 5000 + "\n")
    assert err.field == ""


@pytest.mark.parametrize("size, field", [
    ("width_in = 0.0", "table.width_in"),
    ("width_in = -72.0", "table.width_in"),
    ("width_in = 100000.0", "table.width_in"),
    ("width_in = 48.0", "table"),          # M1: a multiplayer Mordheim table is 72 x 48 or more
    ("width_in = 40.0", "table.depth_in"),  # depth longer than width: x is the long edge (G2)
])
def test_wrong_table_sizes(tmp_path, size, field):
    err = broken(tmp_path, bundled_text("street-brawl").replace("width_in = 72.0", size))
    assert err.field == field


def test_objective_off_the_table(tmp_path):
    text = bundled_text("the-lost-prince").replace("x_in = 36.0", "x_in = 80.0")
    err = broken(tmp_path, text, "the-lost-prince.toml")
    assert err.field == "objectives[0].x_in" and "0 to 72" in err.message


def test_more_players_than_edge_segments(tmp_path):
    err = broken(tmp_path, bundled_text("street-brawl").replace("max = 6", "max = 8"))
    assert err.field == "players.max" and "six edge segments" in err.message


def test_parameter_that_would_break_the_scenario(tmp_path):
    text = bundled_text("monster-hunt").replace("min = 6.0\nmax = 30.0", "min = 2.0\nmax = 30.0")
    err = broken(tmp_path, text, "monster-hunt.toml")
    assert err.field == "parameters[0].min" and "min_width_in" in err.message


def test_a_parameter_max_that_breaks_the_scenario_blames_max(tmp_path):
    text = bundled_text("monster-hunt").replace("min = 6.0\nmax = 30.0", "min = 6.0\nmax = 300.0")
    err = broken(tmp_path, text, "monster-hunt.toml")
    assert err.field == "parameters[0].max" and "300" in err.message


def test_parameter_pointing_at_no_field(tmp_path):
    text = bundled_text("monster-hunt").replace('sets = "features[0].width_in"',
                                                'sets = "features[3].width_in"')
    err = broken(tmp_path, text, "monster-hunt.toml")
    assert err.field == "parameters[0].sets"


def test_id_must_match_file_name(tmp_path):
    err = broken(tmp_path, bundled_text("street-brawl"), "my-brawl.toml")
    assert err.field == "id" and "'my-brawl'" in err.message


def test_not_a_scenario_file(tmp_path):
    err = broken(tmp_path, 'title = "a game save"\n')
    assert err.field == "format"


def test_newer_format_version(tmp_path):
    err = broken(tmp_path, bundled_text("street-brawl").replace("version = 1", "version = 7"))
    assert err.field == "version" and "newer" in err.message


def test_file_too_large(tmp_path):
    err = broken(tmp_path, bundled_text("street-brawl") + "# " + "x" * (600 * 1024) + "\n")
    assert "larger" in err.message


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(ScenarioError) as err:
        load_scenario(tmp_path / "nowhere.toml")
    assert "cannot read" in err.value.message
    with pytest.raises(ScenarioError):
        load_scenario(tmp_path)


# -- nothing executes ---------------------------------------------------------------------------
def test_code_payload_in_a_string_is_just_text(tmp_path):
    marker = tmp_path / "pwned"
    payload = f"__import__('os').system('touch {marker}')"
    text = bundled_text("street-brawl").replace('summary = "No treasure', f'summary = "{payload}')
    s = load_scenario(write(tmp_path, "street-brawl.toml", text))
    assert s.summary.startswith(payload)
    assert not marker.exists()


def test_yaml_python_object_tag_is_refused_and_runs_nothing(tmp_path):
    marker = tmp_path / "pwned"
    text = f'!!python/object/apply:os.system ["touch {marker}"]\n' + bundled_text("street-brawl")
    err = broken(tmp_path, text)
    assert "not valid TOML" in err.message
    assert not marker.exists()


def test_loader_source_has_no_code_execution_or_unsafe_parsers():
    source = (ROOT / "app" / "game" / "scenarios.py").read_text(encoding="utf-8")
    tokens = list(tokenize.generate_tokens(io.StringIO(source).readline))
    names = {tok.string for prev, tok in zip(tokens, tokens[1:])
             if tok.type == tokenize.NAME and prev.string != "."}  # re.compile is fine
    assert not names & {"eval", "exec", "compile", "pickle", "yaml", "marshal", "__import__",
                        "literal_eval", "importlib"}


def test_app_game_scenarios_imports_no_qt():
    code = ("import sys, app.game.scenarios; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0


# -- the user's own scenarios --------------------------------------------------------------------
def test_user_scenarios_dir_is_the_platformdirs_user_data_dir(tmp_path, monkeypatch):
    calls = []

    def fake(appname, appauthor=None, *args, **kwargs):
        calls.append((appname, appauthor))
        return tmp_path / "data"

    monkeypatch.undo()  # use the real function, with platformdirs faked
    monkeypatch.setattr(sc.platformdirs, "user_data_path", fake)
    assert sc.user_scenarios_dir() == tmp_path / "data" / "scenarios"
    assert calls == [("TableMarshal", False)]
    assert not (tmp_path / "data").exists()  # only reading: nothing created


def test_user_scenarios_are_found_and_broken_ones_reported(tmp_path):
    folder = sc.user_scenarios_dir()
    folder.mkdir()
    mine = bundled_text("street-brawl").replace('id = "street-brawl"', 'id = "club-brawl"')
    mine = mine.replace('name = "Street Brawl"', 'name = "Club Brawl"')
    write(folder, "club-brawl.toml", mine)
    write(folder, "broken.toml", 'format = "table-marshal/scenario"\nversion = "one"\n')
    write(folder, "street-brawl.toml", bundled_text("street-brawl"))  # id already bundled
    write(folder, "readme.txt", "not a scenario")

    found, problems = sc.all_scenarios()
    ids = [s.id for s in found]
    assert "club-brawl" in ids and len(ids) == len(set(ids))
    assert TC_IDS | MORDHEIM_IDS | HOUSE_IDS <= set(ids)
    club = next(s for s in found if s.id == "club-brawl")
    assert not club.bundled and club.path == folder / "club-brawl.toml"
    by_file = {Path(p.path).name: p for p in problems}
    assert set(by_file) == {"broken.toml", "street-brawl.toml"}
    assert by_file["broken.toml"].field == "version"
    assert "already used by a bundled scenario" in by_file["street-brawl.toml"].message
    assert next(s for s in found if s.id == "street-brawl").bundled

    assert sc.scenario_by_id("club-brawl").name == "Club Brawl"
    with pytest.raises(KeyError):
        sc.scenario_by_id("no-such-scenario")


def test_no_user_folder_is_no_problem():
    found, problems = sc.all_scenarios()
    assert problems == [] and len(found) == len(sc.bundled_scenarios())


# -- the reference page --------------------------------------------------------------------------
def test_docs_page_names_every_field():
    text = (ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8")
    models = [sc.Scenario, sc.TableSpec, sc.PlayersSpec, sc.DeploymentSpec, sc.DefenderSpec,
              sc.FeatureSpec, sc.WanderSpec, sc.ObjectiveSpec, sc.CounterSpec,
              sc.BattleFormationsSpec, sc.ScoutAndSecureSpec, sc.ObjectiveControlSpec,
              sc.ReinforcedDefensesSpec, sc.AllOutWarSpec, sc.ModulesSpec, sc.ScoringSpec,
              sc.ParameterSpec, sc.TerrainLimitsSpec]
    missing = [f"{m.__name__}.{name}" for m in models for name in m.model_fields
               if f"`{name}`" not in text and f".{name}]`" not in text]
    assert missing == []
    for condition in sc.SCORING_CONDITIONS:
        assert f"`{condition}`" in text


def test_docs_example_is_a_valid_scenario(tmp_path):
    text = (ROOT / "docs" / "scenarios.md").read_text(encoding="utf-8")
    example = text.split("```toml\n", 1)[1].split("```", 1)[0]
    s = load_scenario(write(tmp_path, "club-treasure.toml", example))
    assert s.name == "Club Treasure" and len(s.objectives) == 2


def test_mordheim_player_counts_are_marked_as_assumed():
    """rules.md gives no player count for the Mordheim scenarios: each file says so."""
    for s in sc.bundled_scenarios():
        if s.system == "mordheim":
            said = [n for n in s.notes if n.startswith("Assumed: ")]
            assert said and f"3-{s.players.max} players" in said[0], s.id


def test_looters_warband_split_is_a_setting_the_players_fill_in():
    looters = bundled("the-looters")
    split = next(p for p in looters.parameters if p.id == "warband-split")
    assert split.kind == "text" and "not in the public summary" in looters.setting(split.id)
    chosen = looters.with_settings({"warband-split": "Half the models in each"})
    assert chosen.setting("warband-split") == "Half the models in each"
