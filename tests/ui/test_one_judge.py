"""Issue 16: the controller's judge is the only one the app asks. The export sheet's legend
and the end-of-turn summary say who holds each objective (S4) from the controller's
verdicts; neither builds a Judge of its own."""

import pytest

from app.rules.judge import Judge
from playkit import Player


@pytest.fixture
def no_new_judge(monkeypatch):
    def refuse(*args, **kwargs):  # noqa: ANN002, ANN003
        raise AssertionError("a Judge was built outside the controller")

    def forbid():
        monkeypatch.setattr(Judge, "from_state", classmethod(lambda cls, *a, **k: refuse()))
    return forbid


def test_s4_the_exported_legend_says_what_the_board_says(window, qtbot, monkeypatch, tmp_path,
                                                          no_new_judge):
    from pypdf import PdfReader

    player = Player(qtbot, window, monkeypatch)
    state = window.controller.state
    target = state.objectives[0]
    rat = next(m for m in state.models if m.player == "phil")
    player.drag_model(rat.id, (target.x_in + 0.9, target.y_in), shift=True)  # knowingly, in set-up
    assert "held by Skaven" in window.scene.objective_items[target.id].status_text
    no_new_judge()
    with player.choosing_file(tmp_path / "board.pdf"):
        player.menu("File", "Export board")
    text = " ".join(" ".join(page.extract_text().split())
                    for page in PdfReader(tmp_path / "board.pdf").pages)
    assert f"{target.name}: held by Skaven" in text
