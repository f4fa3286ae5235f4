"""Fault injection: a save cut off after N bytes, a failing fsync or rename, a missing folder,
a NaN, and a writer process killed with SIGKILL at random moments. Every time the previous
file stays byte-identical and loadable, and the failure says why."""

from __future__ import annotations

import errno
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.game import atomic
from app.game.saves import GameFileError, GameSaveError, dumps_game, load_game, save_game
from app.game.state import (
    GameState, LogEntry, Model, Objective, Player, TurnState,
)
from app.rules.bases import Base
from app.rules.cards import Card, Deck, full_deck
from app.rules.rng import GameRng
from app.rules.table import Table
from savekit import big_state, demo_state, reloaded

HERE = Path(__file__).resolve().parent


@pytest.fixture
def saved(tmp_path):
    """A folder with one good save; returns (path, its bytes)."""
    path = tmp_path / "club night.json"
    save_game(demo_state(), path)
    return path, path.read_bytes()


def _no_temp_files(folder: Path) -> bool:
    return not [n for n in os.listdir(folder) if n.endswith(".tmp")]


@pytest.mark.parametrize("cut_after", [0, 1, 4096, 65536, 65537, 100000])
def test_save_interrupted_after_n_bytes_leaves_old_file(saved, monkeypatch, cut_after):
    path, before = saved
    new = big_state(500)
    assert len(dumps_game(new).encode()) > 100000
    written = 0

    def failing_write(fd, data):
        nonlocal written
        room = cut_after - written
        if room <= 0:
            raise OSError(errno.ENOSPC, "No space left on device")
        n = os.write(fd, bytes(data[:room]))
        written += n
        return n

    monkeypatch.setattr(atomic, "_write", failing_write)
    with pytest.raises(GameSaveError) as caught:
        save_game(new, path)
    assert "No space left on device" in str(caught.value)
    assert "previous file is unchanged" in str(caught.value)
    assert str(path) in str(caught.value)
    assert path.read_bytes() == before
    assert len(load_game(path).models) == 36
    assert _no_temp_files(path.parent)


def test_failed_fsync_or_rename_leaves_old_file(saved, monkeypatch):
    path, before = saved
    new = big_state(10)

    def bad_fsync(fd):
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(atomic, "_fsync", bad_fsync)
    with pytest.raises(GameSaveError, match="Input/output error"):
        save_game(new, path)
    assert path.read_bytes() == before and _no_temp_files(path.parent)
    monkeypatch.undo()

    def bad_replace(src, dst):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(atomic.os, "replace", bad_replace)
    with pytest.raises(GameSaveError, match="Permission denied"):
        save_game(new, path)
    assert path.read_bytes() == before and _no_temp_files(path.parent)


def test_save_into_a_missing_folder_says_so(tmp_path):
    with pytest.raises(GameSaveError, match="could not save"):
        save_game(demo_state(), tmp_path / "gone" / "game.json")
    assert not (tmp_path / "gone").exists()


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="needs a non-root POSIX user")
def test_save_into_a_read_only_folder_leaves_old_file(saved):
    path, before = saved
    os.chmod(path.parent, 0o500)
    try:
        with pytest.raises(GameSaveError, match="Permission denied"):
            save_game(big_state(5), path)
    finally:
        os.chmod(path.parent, 0o700)
    assert path.read_bytes() == before


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), float("-inf")])
def test_nan_position_fails_with_a_message_and_changes_nothing(saved, bad):
    path, before = saved
    listing = sorted(os.listdir(path.parent))
    state = demo_state()
    state.models[5].y_in = bad
    with pytest.raises(GameSaveError) as caught:
        save_game(state, path)
    message = str(caught.value)
    assert caught.value.field == "models[5].y_in"
    assert repr(state.models[5].name) in message and "nothing was written" in message
    assert path.read_bytes() == before
    assert sorted(os.listdir(path.parent)) == listing


def test_save_keeps_permissions_and_follows_a_link(saved, tmp_path):
    path, _ = saved
    if os.name != "posix":
        pytest.skip("POSIX permissions")
    os.chmod(path, 0o640)
    link = tmp_path / "link.json"
    link.symlink_to(path)
    save_game(big_state(3), link)
    assert link.is_symlink()
    assert os.stat(path).st_mode & 0o777 == 0o640
    assert len(load_game(path).models) == 39


def test_stale_temp_file_from_an_interrupted_save_is_removed_by_the_next_save(saved):
    path, _ = saved
    stale = path.parent / f".{path.name}.abc123.tmp"
    stale.write_bytes(b'{"format": "table-mar')
    save_game(demo_state(), path)
    assert not stale.exists()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="the kill test forks writer processes")
def test_writer_killed_at_random_moments_always_leaves_a_whole_file(tmp_path):
    """100 runs: a process saves two different games in a loop and is SIGKILL-ed after a
    random delay. The file is always exactly one of the two games and loads."""
    target = tmp_path / "game.json"
    helper = subprocess.Popen(
        [sys.executable, str(HERE / "save_loop_helper.py")],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
    )

    def ask(line: str) -> str:
        helper.stdin.write(line + "\n")
        helper.stdin.flush()
        return helper.stdout.readline().strip()

    try:
        assert helper.stdout.readline().strip() == "ready"
        answer, seconds = ask(f"prepare {target}").split()
        assert answer == "prepared"
        cycle = max(float(seconds), 0.002)  # one save of each game, on this machine now
        game_b = Path(f"{target}.b").read_bytes()
        game_a = Path(f"{target}.a").read_bytes()
        target.write_bytes(game_a)
        rng = random.Random(20261130)
        outcomes = {"a": 0, "b": 0}
        for _ in range(100):
            pid = int(ask(f"run {target}").split()[1])
            time.sleep(rng.uniform(0.0, 1.5 * cycle))  # kill before, during or after saves
            os.kill(pid, signal.SIGKILL)
            assert ask(f"reap {pid}") == "reaped"
            data = target.read_bytes()
            assert data in (game_a, game_b), f"a torn file of {len(data)} bytes"
            outcomes["a" if data == game_a else "b"] += 1
        ask("quit")
        # both whole files load (the bytes were compared exactly above)
        for data in (game_a, game_b):
            target.write_bytes(data)
            load_game(target)
    finally:
        helper.kill()
        helper.wait()
    # the kills landed at different points of the loop, not always before the first save
    assert outcomes["a"] > 0 and outcomes["b"] > 0, outcomes


# -- round trip property ------------------------------------------------------------------
PLAIN = st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp"))
"""Text a game file may hold (issue 20: no control character, lone surrogate or line break)."""
names = st.text(PLAIN, min_size=1, max_size=20)
finite = st.floats(allow_nan=False, allow_infinity=False, min_value=-1e3, max_value=1e3)
any_finite = st.floats(allow_nan=False, allow_infinity=False, min_value=-1e3, max_value=1e3)
facings = st.floats(allow_nan=False, allow_infinity=False, min_value=-3.6e4, max_value=3.6e4)
sizes = st.floats(min_value=5, max_value=200, allow_nan=False)  # issue 20: bases 5-500 mm
bases = st.one_of(
    sizes.map(Base.round),
    st.tuples(sizes, sizes).map(lambda s: Base("oval", length_mm=s[0], width_mm=s[1])),
    st.tuples(sizes, sizes).map(lambda s: Base("rect", width_mm=s[0], depth_mm=s[1])),
)
COLOURS = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#F0E442"]


@st.composite
def game_states(draw) -> GameState:
    n_players = draw(st.integers(1, 4))
    players = [
        Player(id=f"p{i}", name=draw(names), warband=draw(names), rating=draw(st.integers(0, 500)),
               colour=COLOURS[i], mark=draw(st.text(PLAIN, min_size=1, max_size=2)),
               segment=draw(st.sampled_from([None, "A", "B", "C", "D", "E", "F"])),
               fled=draw(st.booleans()))
        for i in range(n_players)
    ]
    models = [
        Model(id=f"m{i}", player=f"p{draw(st.integers(0, n_players - 1))}", name=draw(names),
              base=draw(bases), x_in=draw(any_finite), y_in=draw(finite),
              facing_deg=draw(facings), unit=draw(st.text(PLAIN, max_size=10)),
              label=draw(st.text(PLAIN, max_size=8)),
              status=draw(st.sampled_from(["active", "stunned", "out_of_action", "fled"])))
        for i in range(draw(st.integers(0, 12)))
    ]
    rng = GameRng(seed=draw(st.integers(0, 2**63 - 1)), events=draw(st.integers(0, 10**6)))
    cards = draw(st.permutations(full_deck()))
    held = {p.id: cards.pop() for p in players if draw(st.booleans())}  # C1: held cards leave the piles
    split = draw(st.integers(0, len(cards)))
    deck = Deck(rng=rng)
    deck.draw_pile[:] = cards[:split]
    deck.discard_pile[:] = cards[split:]
    turn = TurnState(number=draw(st.integers(0, 50)), phase=draw(st.sampled_from(["setup", "activation", "end"])),
                     initiative=held, activated=[m.id for m in models[:2]],
                     activations=[m.player for m in models[:2]])
    log = [LogEntry(draw(st.integers(0, 50)), draw(st.sampled_from(["draw", "note"])), draw(st.text(PLAIN, )))
           for _ in range(draw(st.integers(0, 5)))]
    objectives = [Objective(id=f"o{i}", x_in=draw(finite), y_in=draw(finite), diameter_mm=draw(sizes),
                            name=draw(st.text(PLAIN, max_size=10))) for i in range(draw(st.integers(0, 3)))]
    alliances = [frozenset(p.id for p in players[:2])] if n_players >= 2 and draw(st.booleans()) else []
    state = GameState(
        name=draw(names), system=draw(st.sampled_from(["mordheim", "trench-crusade"])),
        scenario=draw(st.text(PLAIN, max_size=20)),
        table=Table(draw(st.sampled_from([72.0, 48.0, 44.5])), draw(st.sampled_from([48.0, 30.25]))),
        players=players, models=models, objectives=objectives, alliances=alliances,
        rng=rng, deck=deck, turn=turn, log=log,
    )
    _turn_engine_fields(draw, state)
    return state


def _turn_engine_fields(draw, state: GameState) -> None:
    """Fill the fields the turn engine keeps (points, who is out, order of play, modules),
    where this version of the state has them."""
    ids = [p.id for p in state.players]
    for player in state.players:
        if hasattr(player, "threat_points"):
            player.threat_points = draw(st.integers(0, 500))
            player.command_points = draw(st.integers(0, 50))
        if hasattr(player, "out_reason") and player.fled:
            player.out_reason = draw(st.sampled_from(["fled", "routed", "wiped-out"]))
    if hasattr(state, "order_of_play"):
        state.order_of_play = draw(st.permutations(ids))
        state.setup_order = draw(st.permutations(ids))
        state.defender = draw(st.sampled_from([None, *ids]))
        state.modules = draw(st.sampled_from([[], ["S6"], ["S6", "S7"]]))
        state.unit_costs = {pid: {"u": draw(st.integers(0, 300))} for pid in ids[:2]}
    if hasattr(state.turn, "current_player"):
        state.turn.current_player = draw(st.sampled_from([None, *ids]))
        state.turn.refunds = {pid: draw(st.integers(0, 40)) for pid in ids[:1]}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_states())
def test_round_trip_of_generated_games_is_byte_identical(state):
    text = dumps_game(state)
    again = reloaded(text)
    assert dumps_game(again) == text
    assert [(m.id, m.x_in, m.y_in, m.base) for m in again.models] == \
        [(m.id, m.x_in, m.y_in, m.base) for m in state.models]
    assert again.deck.draw_pile == state.deck.draw_pile
    assert again.turn.initiative == state.turn.initiative


def test_unreadable_file_error_is_a_game_file_error_for_the_ui():
    # the UI catches GameFileError for both loading and saving
    assert issubclass(GameSaveError, GameFileError)
