"""The set-up dock guides the set-up order (M3, C4): it names the warband setting up now and
who follows, and the tray offers that warband's models first, moving on as each finishes."""

from __future__ import annotations

from app.game.rosters import Roster, RosterEntry, save_roster
from app.rules.bases import Base
from playkit import Player


def tc_rosters(tmp_path, names):
    paths = []
    for name in names:
        path = tmp_path / f"{name}.json"
        save_roster(Roster(name, system="trench-crusade", warband=name, models=[
            RosterEntry("Trooper", Base.round(25), "squad", 2, 15)]), path)
        paths.append(path)
    return paths


def test_the_dock_names_who_sets_up_now_and_offers_their_models_first(window, qtbot,
                                                                     monkeypatch, tmp_path):
    player = Player(qtbot, window, monkeypatch)
    warbands = ["Heretic Legion", "Trench Pilgrims", "Iron Sultanate", "Court of the Seven"]
    rosters = tc_rosters(tmp_path, warbands)
    player.new_game("trench-crusade", "brothers-in-arms", [
        {"name": n, "roster": r} for n, r in zip(("Ann", "Bob", "Cy", "Di"), rosters)])
    state = window.controller.state
    panel = window.setup_panel
    player.click(panel.action)  # C4: draw cards for the set-up order
    order = list(state.setup_order)
    corners = {pid: spot for pid, spot in zip(
        [p.id for p in state.players], [(5, 5), (40, 5), (5, 40), (40, 40)])}
    for k, pid in enumerate(order):
        now = state.player(pid)
        assert panel.detail.text().startswith(f"{now.name} ({now.warband}) sets up now: 2 models")
        later = [state.player(p).name for p in order[k + 1:]]
        if later:
            assert "then " + ", ".join(later) in panel.detail.text()
        head = panel.tray.item(0).text()
        assert head.startswith("\u25b6 sets up now") and now.warband in head
        for step in range(2):
            first = panel.tray_payloads()[0]
            assert state.model(first.partition(":")[2]).player == pid  # theirs first
            x, y = corners[pid]
            assert player.drag_from_tray(first, (x + 2.0 * step, y)), panel.verdict.text()
    assert panel.detail.text() == "" or "sets up now" not in panel.detail.text()
