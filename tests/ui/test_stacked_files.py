"""Issue 20 through File ▸ Open game: a file whose bases are stacked on one spot.

A pile too big to judge quickly (more pairs within 8 in than app.game.limits.CROWD_PAIRS_MAX)
is refused in one line naming the file and the field, and the game on the table stays; a
smaller pile opens, every base of it red, each tooltip naming the deepest few overlaps (G8)
and counting the rest."""

from __future__ import annotations

import json
from pathlib import Path

from app.game.limits import CROWD_PAIRS_MAX
from app.paths import demo_game_path
from app.rules.judge import LISTED_MAX
from playkit import Player


def _pile(path: Path, n: int) -> Path:
    doc = json.loads(demo_game_path().read_text(encoding="utf-8"))
    first = doc["models"][0]
    doc["models"] = [dict(first, id=f"pile-{k}", x_in=36.0, y_in=24.0) for k in range(n)]
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def test_a_file_of_400_bases_on_one_spot_is_refused_in_one_line_and_the_game_stays(
        window, qtbot, monkeypatch, tmp_path):
    player = Player(qtbot, window, monkeypatch)
    before = [m.id for m in window.controller.state.models]
    pile = _pile(tmp_path / "pile.json", 400)  # 79,800 pairs
    with player.choosing_file(pile), player.answering("OK") as told:
        player.menu("File", "Open game")
    message = told[-1]
    assert message.startswith(str(pile)) and len(message.splitlines()) == 1
    assert "models:" in message and f"{CROWD_PAIRS_MAX:,}" in message
    assert [m.id for m in window.controller.state.models] == before


def test_a_pile_of_60_bases_opens_red_and_the_tooltip_counts_the_overlaps_it_does_not_name(
        window, qtbot, monkeypatch, tmp_path):
    player = Player(qtbot, window, monkeypatch)
    pile = _pile(tmp_path / "pile.json", 60)
    with player.choosing_file(pile):
        player.menu("File", "Open game")
    assert len(window.controller.state.models) == 60
    tip = player.hover(36.0, 24.0)
    assert f"Also overlaps {59 - LISTED_MAX} more bases (G8)" in tip
    assert tip.count("\u2717 Overlaps ") == LISTED_MAX  # the five deepest, by name
    assert all(not v.legal for v in window.controller.judge.model_verdicts())
