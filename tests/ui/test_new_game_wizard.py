"""File ▸ New game (Ctrl+N): the wizard's scenario roll (C10 D6, M11 2D6 with the lowest
rating choosing on 2 and 12), its checks, and Cancel leaving the game alone."""

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QWizard

from app.rules.dice import roll
from app.rules.rng import GameRng
from app.ui.actions import ActionId


def seed_rolling(kind, totals):
    """The first seed whose first roll of ``kind`` totals one of ``totals``."""
    return next(s for s in range(10000) if roll(GameRng(seed=s), kind).total in totals)


def test_ctrl_n_opens_the_wizard_without_blocking(window, qtbot):
    action = window.actions_by_id[ActionId.NEW_GAME]
    assert QKeySequence("Ctrl+N") in action.shortcuts()
    before = window.controller.state
    action.trigger()
    wizard = window.new_game_wizard
    qtbot.waitExposed(wizard)
    assert wizard.isVisible() and wizard.currentPage() is wizard.scenario_page
    wizard.reject()  # Cancel: the game on the table stays
    assert window.controller.state is before


def test_m11_two_or_twelve_lets_the_lowest_rating_choose(window, qtbot):
    wizard = window.new_game_dialog(seed=seed_rolling("2D6", {2, 12}))
    qtbot.waitExposed(wizard)
    page = wizard.scenario_page
    page.system.setCurrentIndex(page.system.findData("mordheim"))
    page.roll()
    assert "lowest warband rating chooses" in page.dice.text()
    assert wizard.scenario_roll is None
    wizard.reject()


def test_c10_d6_roll_selects_the_scenario_and_is_the_games_first_log_line(window, qtbot):
    wizard = window.new_game_dialog(seed=seed_rolling("D6", {3, 4}))
    qtbot.waitExposed(wizard)
    page = wizard.scenario_page
    page.system.setCurrentIndex(page.system.findData("trench-crusade"))
    page.roll()
    assert page.scenario().id == "brothers-in-arms"
    assert "\u2192  Brothers-in-Arms" in page.dice.text()
    wizard.next()
    wizard.next()
    from app.game.rosters import Roster, RosterEntry
    from app.rules.bases import Base

    for i, row in enumerate(wizard.players_page.active_rows):
        row.name.setText(f"P{i}")
        row.set_roster(Roster("W", models=[RosterEntry("Trooper", Base.round(32), "", 1, 10)]))
    wizard.button(QWizard.WizardButton.FinishButton).click()
    log = window.controller.state.log
    assert log[0].text.startswith("Scenario table: D6 ") and "Brothers-in-Arms" in log[0].text


def test_players_without_models_are_named_and_the_wizard_stays(window, qtbot):
    wizard = window.new_game_dialog(seed=1)
    qtbot.waitExposed(wizard)
    page = wizard.scenario_page
    page.system.setCurrentIndex(page.system.findData("mordheim"))
    page.select("street-brawl")
    wizard.next()
    wizard.next()
    players = wizard.players_page
    assert (players.count.minimum(), players.count.maximum()) == (3, 6)
    players.active_rows[0].name.setText("Ann")
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert wizard.isVisible()
    assert players.problem.text().startswith("Ann has no models yet")
    wizard.reject()


def test_a_bad_roster_file_is_reported_on_the_players_page(window, qtbot, tmp_path):
    wizard = window.new_game_dialog(seed=1)
    qtbot.waitExposed(wizard)
    wizard.next()
    wizard.next()
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    problem = wizard.players_page.active_rows[0].open_roster(str(bad))
    assert "bad.json" in problem and wizard.players_page.active_rows[0].roster is None
    wizard.reject()
