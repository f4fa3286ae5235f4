"""Issue 35: File ▸ Open reads a long evening in one pass (the JSON parsed with the undo
history, the event log and the turn patches checked as it goes). What it opens must be what
the slow path (``json.loads``, then every check in Python) opens, and a file either path
refuses gets the same one-line message naming the field."""

from __future__ import annotations

import json

import pytest

from app.game.gamefile import game_to_dict, log_doc
from app.game.saves import load_saved_game, parse_saved_game
from app.phrases import Phrase

from test_history_replay import played  # tests/game is on the path


def _opened(saved):
    state, history = saved.state, saved.history
    steps = [(str(s.text), s.text.to_say() if isinstance(s.text, Phrase) else None,
              s.before, s.after, s.log) for s in history.steps]
    return (game_to_dict(state), [log_doc(e) for e in state.log], steps, history.index,
            saved.problem)


@pytest.mark.parametrize("seed", range(3))
def test_the_one_pass_read_opens_what_the_slow_path_opens(tmp_path, seed):
    doc = played(150, seed)
    path = tmp_path / "evening.tmg"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    quick = load_saved_game(path)
    slow = parse_saved_game(json.loads(path.read_text(encoding="utf-8")), path)
    assert not quick.problem
    assert _opened(quick) == _opened(slow)
    # the log lines and undo names keep their phrases: shown the same either way
    assert [e.text.shown() for e in quick.state.log if isinstance(e.text, Phrase)] == \
        [e.text.shown() for e in slow.state.log if isinstance(e.text, Phrase)]


def _broken(tmp_path, change):
    doc = played(60, 1)
    change(doc)
    path = tmp_path / "broken.tmg"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_a_log_line_without_its_kind_is_named(tmp_path):
    path = _broken(tmp_path, lambda doc: doc["log"][2].pop("kind"))
    with pytest.raises(Exception) as caught:
        load_saved_game(path)
    assert "log[2].kind" in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_log_line_of_the_wrong_type_is_named(tmp_path):
    path = _broken(tmp_path, lambda doc: doc["log"][1].update(turn="three"))
    with pytest.raises(Exception) as caught:
        load_saved_game(path)
    assert "log[1].turn" in str(caught.value)


def _turn_patch(doc, fields):
    for i, step in enumerate(doc["history"]["steps"]):
        for side in ("before", "after"):
            turn = step[side].get("turn")
            if turn is not None and fields <= turn.keys():
                return i, side, turn
    raise AssertionError("no such turn patch")


@pytest.mark.parametrize("field,bad", [("phase", "lunch"), ("number", -1),
                                       ("initiative", {"nobody": "AS"})])
def test_a_bad_turn_patch_opens_the_game_without_its_history_and_names_the_step(
        tmp_path, field, bad):
    where = {}

    def change(doc):
        i, side, turn = _turn_patch(doc, {"phase"} if field != "initiative" else {"initiative"})
        turn[field] = bad
        where["step"] = f"history.steps[{i}].{side}.turn"

    path = _broken(tmp_path, change)
    saved = load_saved_game(path)
    assert saved.history.steps == []  # the game itself opens
    assert where["step"] in saved.problem


@pytest.mark.parametrize("doc, what", [
    ({"format": "table-marshal/roster", "version": 3, "name": "Flies"}, "a Table Marshal roster"),
    ({"roster": {"forces": [{"selections": []}], "name": "2k"}},
     "a New Recruit / BattleScribe roster"),
])
def test_a_roster_opened_as_a_game_is_named_with_where_it_goes(tmp_path, doc, what):
    """A newcomer opened a New Recruit export with File ▸ Open game and read of a line
    break in roster.forces[0]...; the message now says what the file is and where it goes."""
    path = tmp_path / "roster.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(Exception) as caught:
        load_saved_game(path)
    message = str(caught.value)
    assert message.startswith(str(path)) and f"this is {what}, not a game" in message
    assert "File ▸ Import roster" in message and "\n" not in message


def test_a_battlescribe_ros_or_rosz_opened_as_a_game_is_named_as_a_roster(tmp_path):
    import zipfile

    ros = tmp_path / "band.ros"
    ros.write_text('<?xml version="1.0" encoding="UTF-8"?>\n<roster id="x" name="Band">'
                   "<forces/></roster>", encoding="utf-8")
    rosz = tmp_path / "band.rosz"
    with zipfile.ZipFile(rosz, "w") as z:
        z.writestr("band.ros", ros.read_text(encoding="utf-8"))
    for path in (ros, rosz):
        with pytest.raises(Exception) as caught:
            load_saved_game(path)
        assert "this is a New Recruit / BattleScribe roster, not a game" in str(caught.value)
