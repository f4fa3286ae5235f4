"""Findings of the tenth newcomer trial, each played as the trial found it: through the
menus, the panel's buttons, real drags on the board and the keys."""

from __future__ import annotations

import pytest

from app.i18n import translate
from app.ui.translations import install_translations, remove_translations
from playkit import plain


@pytest.fixture
def german(qapp):
    assert install_translations(qapp, "de") == "de"
    yield
    remove_translations(qapp)


def test_a_card_games_roll_off_button_says_why_it_is_off_in_german(club_pc, german):
    """C4, trial 10: the disabled Roll-off (D6) button's tooltip in a card game was English
    under the German menus."""
    player = club_pc((1366, 768))
    player.menu(plain(translate("Menus", "&File")), plain(translate("Menus", "Open &demo")),
                plain(translate("Actions", "&Card skirmish (Trench Crusade)")))
    box = player.window.tools.draw_box
    tip = box.roll_off_button.toolTip()
    assert not box.roll_off_button.isEnabled()
    assert "Karten ziehen" in tip and "(C4)" in tip and "Card games" not in tip, tip


def test_a_refused_drops_sentence_goes_when_the_game_moves_on(club_pc):
    """Trial 10: Devin's Plague Knight dropped onto a Corpse Guard was refused ("… not
    moved: overlaps … (G8)"); the sentence stayed after the Cult fled, after Activate next
    model and after two undos, with the knight no longer on the board."""
    player = club_pc((1366, 768), as_app=True)
    win = player.window
    player.menu("File", "Open demo", "Card skirmish (Trench Crusade)")
    state = win.controller.state
    knight = next(m for m in state.models if m.player == "devin" and m.on_table
                  and m.name.startswith("Plague Knight"))
    guard = next(m for m in state.models if m.player == "devin" and m.on_table
                 and m.name.startswith("Corpse Guard"))
    player.drag_model(knight.id, (guard.x_in, guard.y_in))
    said = win.statusBar().currentMessage()
    assert "not moved" in said and "(G8)" in said
    player.click_board(36.0, 30.0)  # the open table: nothing selected, the sentence goes
    assert "not moved" not in win.statusBar().currentMessage()
    player.drag_model(knight.id, (guard.x_in, guard.y_in))  # refused again
    assert "not moved" in win.statusBar().currentMessage()
    with player.answering("Yes"):
        player.click(win.panel.rows["devin"].flee_button)
    assert state.player("devin").fled
    assert "not moved" not in win.statusBar().currentMessage()
    player.click(win.panel.next_button)
    player.undo()
    player.undo()  # the flee undone: the knight is back, the old refusal is not
    assert not state.player("devin").fled
    assert "not moved" not in win.statusBar().currentMessage()


def test_a_game_of_a_scenario_this_app_lacks_says_so_as_it_opens(club_pc, tmp_path, capsys):
    """V1, V2, trial 10: a Brothers-in-Arms save whose "scenario" names none this app has
    opened with only "Opened …"; every turn end then said it had no scoring, and it ran past
    turn 4 with 0 VP. Now File > Open game says which field and what it costs, and ``check``
    warns on stderr (exit 0: the verdicts stand)."""
    import json

    from app import check
    from app.paths import card_demo_game_path

    doc = json.loads(card_demo_game_path().read_text(encoding="utf-8"))
    doc["scenario"] = "no-such-scenario"
    path = tmp_path / "lost.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    player = club_pc((1366, 768))
    with player.choosing_file(path), player.answering("OK") as asked:
        player.menu("File", "Open game")
    assert player.window.controller.state.scenario == "no-such-scenario"  # opened
    said, = asked
    assert said.startswith(f"{path}: scenario: 'no-such-scenario' is not a scenario")
    assert "without its scoring and its last turn" in said
    assert check.main([str(path)]) == 0
    err = capsys.readouterr().err
    assert "warning" in err and "'no-such-scenario' is not a scenario this app has" in err


def test_the_table_screen_keeps_a_hyphenated_objective_name_on_one_line(club_pc, tmp_path):
    """Trial 10: Brothers-in-Arms' objectives line broke "Top-" / "right quarter" at the
    hyphen; a name's hyphen no longer breaks it, on the wide banner or in the column beside
    a 4'x4' table (trial 11: there the banner goes beside the board, so it stays large)."""
    from test_exposure_plan import brothers_in_arms

    player = club_pc((1920, 1080))
    brothers_in_arms(player, tmp_path)  # a 48 x 48 in table
    player.menu("View", "Table screen")
    screen = player.window.table_screen.screen
    player.qtbot.waitUntil(screen.isVisible, timeout=2000)
    banner, view = screen.banner, screen.view
    player.qtbot.waitUntil(lambda: banner.stacked
                           and banner.geometry().right() < view.geometry().left())
    # the table as large as the window's height allows (px per in times 48 in)
    player.qtbot.waitUntil(lambda: view.transform().m11() * 48 >= 0.85 * screen.height())
    label = next(lab for lab in banner.lines if lab.text().startswith("<b>Objectives:"))
    assert "Top\u2011left" in label.text() and "Top-left" not in label.text()
    screen.resize(700, 900)  # a tall window: the banner goes back above the board
    player.qtbot.waitUntil(lambda: not banner.stacked)
    label = next(lab for lab in banner.lines if lab.text().startswith("Objectives:"))
    parts = label.text().removeprefix("Objectives: ").split(" \u00b7 ")
    assert any("Top\u2011left" in p for p in parts), parts
    assert all(" " not in p and "-" not in p for p in parts), parts


def test_a_mordheim_game_with_no_scoring_says_how_it_ends_at_each_rounds_start(club_pc):
    """M9, V1, trial 10: forty End turns of the Treasure Hunt demo said nothing of how it
    ends or scores. At each round's start (the first player in the order of play plays) the
    panel says so."""
    player = club_pc((1366, 768))
    win = player.window
    player.menu("File", "Open demo", "Mordheim Treasure Hunt")
    panel = win.panel
    state = win.controller.state
    # the order of play rolled as the demo asks: through the panel's buttons
    for _ in range(60):
        if state.order_of_play and state.turn.phase != "setup":
            break
        button = next((b for b in (panel.setup_order_button, panel.order_button,
                                   panel.new_turn_button) if panel.usable(b)), None)
        if button is None:
            break
        player.click(button)
    assert state.order_of_play, "the demo's order of play was not rolled"
    first = [p for p in state.order_of_play if p not in state.out_players][0]
    seen = []
    from app.game.commands.turns import whose_turn

    for _ in range(2 * len(state.order_of_play)):
        if whose_turn(state) == first:
            seen.append(panel.notice.text())
        player.click(panel.end_turn_button)
    assert seen and all("no last turn" in t and "(M9)" in t for t in seen), seen
