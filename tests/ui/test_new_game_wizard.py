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
        row.set_roster(Roster("W", system="trench-crusade",
                              models=[RosterEntry("Trooper", Base.round(32), "", 1, 10)]))
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
    finish = wizard.button(QWizard.WizardButton.FinishButton)
    assert not finish.isEnabled() and not players.isComplete()  # said before Finish
    assert players.notice.text().startswith(
        "\u2717 Ann, Player 2 and Player 3 have no models yet")
    finish.click()
    assert wizard.isVisible()
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


def _to_players_page(wizard, scenario_id, system="mordheim"):
    page = wizard.scenario_page
    page.system.setCurrentIndex(page.system.findData(system))
    page.select(scenario_id)
    wizard.next()
    wizard.next()
    assert wizard.currentPage() is wizard.players_page
    return wizard.players_page


def _give_rosters(players):
    from app.game.rosters import Roster, RosterEntry
    from app.rules.bases import Base

    for i, row in enumerate(players.active_rows):
        row.set_roster(Roster("W", models=[RosterEntry("Hero", Base.round(25), "", 1, 30)]))
        if row.system == "mordheim" and row.rating.value() == 0:
            row.rating.setValue(100 + i)  # M2, M6: Mordheim asks for the warband rating


def test_duplicate_player_names_are_refused_on_the_page_and_colours_warned(window, qtbot):
    wizard = window.new_game_dialog(seed=1)
    qtbot.waitExposed(wizard)
    players = _to_players_page(wizard, "street-brawl")
    _give_rosters(players)
    rows = players.active_rows
    assert len({r.colour.currentData() for r in rows}) == len(rows)  # distinct by default
    finish = wizard.button(QWizard.WizardButton.FinishButton)
    rows[0].name.setText("Ann")
    rows[1].name.setText("ann ")
    assert "Two players are called" in players.notice.text()
    assert not finish.isEnabled() and not players.isComplete()
    rows[1].name.setText("Bob")
    assert finish.isEnabled()
    rows[1].colour.setCurrentIndex(rows[0].colour.currentIndex())
    assert "Two players have the colour" in players.notice.text()
    wizard.reject()


def test_the_marks_shown_in_the_wizard_are_the_marks_on_the_table(window, qtbot):
    wizard = window.new_game_dialog(seed=1)
    qtbot.waitExposed(wizard)
    players = _to_players_page(wizard, "street-brawl")
    _give_rosters(players)
    shown = [r.mark.placeholderText() for r in players.active_rows]
    assert shown == ["P", "L", "A"]
    players.active_rows[1].mark.setText("X")
    players.active_rows[2].mark.setText("x")
    assert "Two players have the mark X" in players.notice.text()
    players.active_rows[1].mark.setText("")
    players.active_rows[2].mark.setText("")
    wizard.button(QWizard.WizardButton.FinishButton).click()
    assert [p.mark for p in window.controller.state.players] == shown


def test_m11_roll_of_2_or_12_clears_the_scenario_and_names_the_lowest_rating(window, qtbot):
    wizard = window.new_game_dialog(seed=seed_rolling("2D6", {2, 12}))
    qtbot.waitExposed(wizard)
    page = wizard.scenario_page
    page.system.setCurrentIndex(page.system.findData("mordheim"))
    page.roll()
    assert page.scenario() is None and not page.isComplete()
    page.select("street-brawl")
    wizard.next()
    wizard.next()
    players = wizard.players_page
    for row, (name, rating) in zip(players.active_rows, (("Ann", 200), ("Bob", 90),
                                                         ("Cy", 150))):
        row.name.setText(name)
        row.rating.setValue(rating)
    assert "lowest warband rating chooses the scenario (M11): Bob, rating 90" in \
        players.notice.text()
    wizard.reject()


def test_table_size_problems_show_on_the_scenario_page(window, qtbot):
    """A portrait table and a Mordheim multiplayer table below 72 x 48 in (M1) are refused
    where the size is typed."""
    wizard = window.new_game_dialog(seed=1)
    qtbot.waitExposed(wizard)
    page = wizard.scenario_page
    page.system.setCurrentIndex(page.system.findData("mordheim"))
    page.select("ambush")
    page.width_in.setValue(48)
    page.depth_in.setValue(72)
    wizard.next()
    assert wizard.currentPage() is page and "long edge as the width" in page.size_problem.text()
    page.width_in.setValue(60)
    page.depth_in.setValue(48)
    wizard.next()
    assert wizard.currentPage() is page and "at least 72 x 48 in (M1)" in \
        page.size_problem.text()
    page.width_in.setValue(72)
    wizard.next()
    assert wizard.currentPage() is wizard.settings_page
    wizard.reject()


def test_own_scenarios_are_marked_and_broken_ones_listed_in_full(window, qtbot, tmp_path,
                                                                 monkeypatch):
    import app.game.scenarios as scenarios_module
    from app.paths import scenarios_dir

    own = (scenarios_dir() / "street-brawl.toml").read_text(encoding="utf-8")
    own = own.replace('id = "street-brawl"', 'id = "club-brawl"').replace(
        'name = "Street Brawl"', 'name = "Club Brawl"')
    (tmp_path / "club-brawl.toml").write_text(own, encoding="utf-8")
    for i in range(12):
        (tmp_path / f"broken-{i}.toml").write_text("nonsense", encoding="utf-8")
    monkeypatch.setattr(scenarios_module, "user_scenarios_dir", lambda: tmp_path)
    wizard = window.new_game_dialog(seed=1)
    qtbot.waitExposed(wizard)
    page = wizard.scenario_page
    page.system.setCurrentIndex(page.system.findData("mordheim"))
    texts = [page.list.item(i).text() for i in range(page.list.count())]
    assert "Club Brawl (your file)" in texts and "Street Brawl" in texts
    text = page.problems.toPlainText()
    assert page.problems.isVisible() and text.startswith("12 of your own scenario files")
    assert all(f"broken-{i}.toml" in text for i in range(12))
    page.select("street-brawl")
    assert "segment A-F" in page.about.text()  # Street Brawl's set-up line is never blank
    wizard.reject()


def test_a_refused_setting_is_named_on_the_settings_page(window, qtbot, monkeypatch):
    from app.game.scenarios import Scenario, ScenarioError

    def refuse(self, values):
        raise ScenarioError(self.path, "counters[0].diameter_mm", "expected at most 80")

    wizard = window.new_game_dialog(seed=1)
    qtbot.waitExposed(wizard)
    page = wizard.scenario_page
    page.system.setCurrentIndex(page.system.findData("trench-crusade"))
    page.select("the-looters")
    wizard.next()
    monkeypatch.setattr(Scenario, "with_settings", refuse)
    wizard.next()
    assert wizard.currentPage() is wizard.settings_page
    assert wizard.settings_page.problem.text() == \
        "Supply crate marker diameter: expected at most 80"
    wizard.reject()
