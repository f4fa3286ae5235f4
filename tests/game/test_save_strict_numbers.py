"""A game file must hold numbers as JSON numbers: text or true/false where a number belongs
is refused naming the field, never silently read as the number (issue 7; G1 positions,
G2 base sizes, S4 control distances)."""

import json

import pytest

from app.game.saves import GameFileError, dumps_game, load_game, parse_game

from pathlib import Path

DEMO = Path(__file__).resolve().parents[2] / "resources" / "games" / "demo.json"


def demo():
    return json.loads(DEMO.read_text(encoding="utf-8"))


CASES = [
    (lambda d: d["models"][0].update(x_in="40"), "models[0].x_in"),
    (lambda d: d["models"][0].update(x_in=True), "models[0].x_in"),
    (lambda d: d["models"][0].update(facing_deg="45"), "models[0].facing_deg"),
    (lambda d: d["models"][0]["base"].update(diameter_mm="25"), "models[0].base.diameter_mm"),
    (lambda d: d["models"][0]["base"].update(diameter_mm=False), "models[0].base.diameter_mm"),
    (lambda d: d["table"].update(width_in="72"), "table.width_in"),
    (lambda d: d["objective_control"].update(control_in="3"), "objective_control.control_in"),
    (lambda d: d["objectives"][0].update(y_in="24"), "objectives[0].y_in"),
    (lambda d: d["deployment"].update(gap_in=True), "deployment.gap_in"),
    (lambda d: d["models"][0].update(x_in=1000.5), "models[0].x_in"),
    (lambda d: d["models"][0].update(y_in=-1e9), "models[0].y_in"),
    (lambda d: d["models"][0]["base"].update(length_mm=32), "models[0].base"),
]


@pytest.mark.parametrize("case", range(len(CASES)))
def test_a_number_written_as_text_or_boolean_or_out_of_range_is_refused_naming_the_field(case):
    edit, field = CASES[case]
    data = demo()
    edit(data)
    with pytest.raises(GameFileError) as caught:
        parse_game(data, "game.json")
    assert caught.value.field == field
    assert str(caught.value).startswith(f"game.json: {field}: ")


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_literals_are_refused_naming_the_field(tmp_path, literal):
    text = DEMO.read_text(encoding="utf-8")
    data = json.loads(text)
    data["models"][3]["x_in"] = 123456.75  # a unique marker to replace with the literal
    path = tmp_path / "g.json"
    path.write_text(json.dumps(data).replace("123456.75", literal), encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        load_game(path)
    assert caught.value.field == "models[3].x_in"
    assert f"{literal} is not a number a game file may hold" in str(caught.value)


def test_whole_numbers_still_read_as_decimals_and_save_unchanged(tmp_path):
    data = demo()
    data["models"][0].update(x_in=40, y_in=45, facing_deg=90)
    data["table"].update(width_in=72, depth_in=48)
    state = parse_game(data, "game.json")
    assert (state.models[0].x_in, state.models[0].y_in) == (40.0, 45.0)
    again = json.loads(dumps_game(state))
    assert again["models"][0]["x_in"] == 40 and again["table"]["width_in"] == 72
