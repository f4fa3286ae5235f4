"""The headless commands (``python -m app check|sight|plan|roster``) with missing or unknown
arguments: one line on standard error naming what is wrong, with the usage, exit 2 (bad
input is said in one line, as a bad file is; never argparse's usage block)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize("argv, names", [
    (["check"], "game"),
    (["check", "--bogus", "a.json"], "--bogus"),
    (["sight"], "game, model"),
    (["sight", "a.json"], "model"),
    (["roster"], "roster"),
    (["plan"], "GAME.json and PLAYER_ID"),
    (["plan", "a.json", "ann", "extra"], "extra"),
])
def test_a_command_with_wrong_arguments_says_so_in_one_line(argv, names):
    done = subprocess.run([sys.executable, "-m", "app", *argv], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.count("\n") == 1, done.stderr
    line = done.stderr.strip()
    assert line.startswith(f"table-marshal {argv[0]}: ") and names in line, line
    assert f"(usage: table-marshal {argv[0]} " in line, line
    assert "Traceback" not in line
