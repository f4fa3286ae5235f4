"""A model dragged from the set-up tray shows one token: the board's ghost of its real base.
The drag itself carries no picture of its own (a swatch used to trail beside the ghost)."""

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QDrag

from app.game.newgame import SettleSetUpOrder
from panelkit import CLUB, club_roster


def test_the_tray_drag_has_no_image_beside_the_boards_ghost(window, qtbot, monkeypatch):
    from app.game.newgame import PlayerSetup, new_game
    from app.game.scenarios import bundled_scenarios
    from app.rules.rng import GameRng

    scenario = next(s for s in bundled_scenarios() if s.id == "alliance-and-betrayal")
    state = new_game(scenario, [PlayerSetup(n, warband=w, roster=club_roster(w))
                                for n, w in CLUB[:3]], rng=GameRng(seed=5))
    SettleSetUpOrder().apply(state)
    window.controller.set_game(state)
    tray = window.setup_panel.tray
    qtbot.waitUntil(tray.isVisible)
    item = next(tray.item(i) for i in range(tray.count())
                if tray.payload(tray.item(i)).startswith("model:"))
    seen = []

    def exec_(drag, *actions):
        seen.append((drag.mimeData().hasFormat("application/x-table-marshal-tray"),
                     drag.pixmap().toImage()))
        return Qt.DropAction.IgnoreAction

    monkeypatch.setattr(QDrag, "exec", exec_)
    at = tray.visualItemRect(item).center()
    tray.setCurrentItem(item)
    qtbot.mousePress(tray.viewport(), Qt.MouseButton.LeftButton, pos=at)
    for step in (10, 30, 60):  # the player's drag, out of the tray toward the board
        qtbot.mouseMove(tray.viewport(), at + QPoint(step, 0))
    qtbot.mouseRelease(tray.viewport(), Qt.MouseButton.LeftButton, pos=at + QPoint(60, 0))
    assert len(seen) == 1, "the drag started once"
    has_payload, image = seen[0]
    assert has_payload
    assert all(image.pixelColor(x, y).alpha() == 0
               for x in range(image.width()) for y in range(image.height()))


def test_the_tray_names_each_model_by_its_label_and_shows_whole_lines_at_1366(window, qtbot):
    """Two Troopers of one squad are told apart in the tray by their board labels (the
    second trial's two identical "Plague Knight · 32 mm" rows), and at 1366 x 768 the tray
    wraps a long header instead of cutting it behind a horizontal scroll bar."""
    from app.game.newgame import PlayerSetup, new_game
    from app.game.scenarios import bundled_scenarios
    from app.rules.rng import GameRng

    scenario = next(s for s in bundled_scenarios() if s.id == "alliance-and-betrayal")
    state = new_game(scenario, [PlayerSetup(n, warband=w, roster=club_roster(w))
                                for n, w in CLUB[:3]], rng=GameRng(seed=5))
    SettleSetUpOrder().apply(state)
    window.resize(1366, 768)
    window.controller.set_game(state)
    tray = window.setup_panel.tray
    qtbot.waitUntil(tray.isVisible)
    texts = [tray.item(i).text() for i in range(tray.count())]
    troopers = [t for t in texts if t.strip().startswith("Trooper")]
    squad = [m for m in state.unplaced_models(state.players[0].id) if m.name.startswith("Trooper")]
    assert len(squad) == 3 and len({m.label for m in squad}) == 3
    for m in squad:  # each row of a warband's squad reads differently: its label
        assert any(t.strip().startswith(f"{m.name} ({m.label})") for t in troopers), troopers
    assert tray.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert tray.wordWrap()
