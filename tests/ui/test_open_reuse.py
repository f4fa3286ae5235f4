"""Issue 21: opening another game in the same window takes over the turn panel's rows and
the board's items where it can instead of building them afresh. What a player sees and
touches must be the new game's, as if the window had been opened on it: each row names its
own warband in its own colour and its buttons act for that player; each token stands where
the new game has it, in its warband's colour, with its own label and verdict."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from app.game.saves import load_game, save_game
from app.game.state import Player
from app.paths import card_demo_game_path, demo_game_path

SIX = ["#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9"]


def _six_player_game():
    """The Mordheim demo handed to six warbands of new ids (its models shared out)."""
    state = load_game(demo_game_path())
    state.players = [Player(f"p{i}", f"Player {i + 1}", f"Warband {i + 1}", colour=SIX[i],
                            mark="ABCDEF"[i]) for i in range(6)]
    for k, model in enumerate(state.models):
        model.player = f"p{k % 6}"
    state.setup_order, state.order_of_play = [], []
    return state


def _files(tmp_path):
    files = {"mordheim": tmp_path / "mordheim.json", "six": tmp_path / "six.json",
             "cards": tmp_path / "cards.json"}
    save_game(load_game(demo_game_path()), files["mordheim"])
    save_game(_six_player_game(), files["six"])
    save_game(load_game(card_demo_game_path()), files["cards"])
    return files


def _open(player, path) -> None:
    with player.choosing_file(path):
        player.menu("File", "Open game")
    assert player.window.controller.path == path


def _rows_shown(window) -> bool:
    """The turn panel shows a row for each player of the game just opened (a new row is
    shown once the panel's layout has taken it in)."""
    rows = window.panel.rows
    players = {p.id for p in window.controller.state.players}
    return set(rows) == players and all(rows[p].isVisible() for p in players)


def _rows_match_the_game(window) -> None:
    state = window.controller.state
    panel = window.panel
    assert set(panel.rows) == {p.id for p in state.players}
    shown = [panel.rows_box.itemAt(i).widget() for i in range(panel.rows_box.count())]
    assert sorted(r.player_id for r in shown) == sorted(p.id for p in state.players)
    for player in state.players:
        row = panel.rows[player.id]
        assert row.player_id == player.id and row.isVisible()
        assert row.title.text() == f"{player.mark} \u00b7 {player.warband}"
        assert player.name in row.subtitle.text()
        tint = QColor(player.colour)
        assert f"rgba({tint.red()},{tint.green()},{tint.blue()}," in row.styleSheet()
        if state.system == "mordheim":
            assert player.colour.lower() in row.badge.styleSheet().lower()


def test_rows_follow_each_game_opened_in_the_window(club_pc, tmp_path, qtbot):
    """3 players, then 6 (the three rows taken over, three more built), then 3 again, then
    the card demo's 3 of other ids: each time one row per player of the game, naming it in
    its colour; in the card game each row's Threat + adds a point to its own player only."""
    files = _files(tmp_path)
    player = club_pc((1600, 1000))
    window = player.window
    for name in ("mordheim", "six", "mordheim", "cards"):
        _open(player, files[name])
        qtbot.waitUntil(lambda: _rows_shown(window))
        _rows_match_the_game(window)
    state = window.controller.state
    for p in state.players:
        before = {q.id: q.threat_points for q in state.players}
        plus = window.panel.rows[p.id].threat.plus
        assert plus.isEnabled()
        qtbot.mouseClick(plus, Qt.MouseButton.LeftButton)
        after = {q.id: q.threat_points for q in state.players}
        assert after == {**before, p.id: before[p.id] + 1}


def _board(window) -> dict:
    out = {}
    for mid, item in window.scene.model_items.items():
        label = item.name_label
        out[mid] = (item.model_id, round(item.pos().x(), 6), round(item.pos().y(), 6),
                    item.isVisible(), item.isSelected(), item.colour.name(), item.short_label,
                    item.feedback_state, item.toolTip(), item.status_mark, item.engaged,
                    item.untargetable, item.active, item.activated, item.zValue(),
                    item.boundingRect().getRect(), label.text, label.side, label.isVisible(),
                    (round(label.pos().x(), 6), round(label.pos().y(), 6)))
    return out


def _rows(window) -> list:
    panel = window.panel
    return [(r.title.text(), r.subtitle.text(), r.status.text(), r.notes.text(), r.styleSheet())
            for r in (panel.rows[p] for p in panel.ordered_player_ids())]


def test_a_game_opened_after_others_shows_what_a_fresh_window_shows(club_pc, tmp_path,
                                                                     qtbot):
    """The six-player game opened after the Mordheim demo (the same model ids, other
    warbands) and the card demo after it (other ids, fewer models), with a model selected
    each time before: the same tokens, labels, marks, halos, tooltips and rows as in a
    window that opened that game first, and nothing selected."""
    files = _files(tmp_path)
    second = club_pc((1600, 1000))
    _open(second, files["mordheim"])
    for name in ("six", "cards"):
        first = club_pc((1600, 1000))
        _open(first, files[name])
        some = next(iter(second.window.scene.model_items.values()))
        some.setSelected(True)
        _open(second, files[name])
        qtbot.waitUntil(lambda: _rows_shown(second.window))
        assert set(second.window.scene.model_items) == {m.id for m in
                                                        second.window.controller.state.models}
        assert _board(second.window) == _board(first.window)
        assert _rows(second.window) == _rows(first.window)
        assert second.window.scene.selectedItems() == []
        _rows_match_the_game(second.window)
