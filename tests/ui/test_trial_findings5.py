"""The fourth newcomer trial's findings (issue 33/34/35 session), each replayed through what
the player touches: the New game wizard's players page, ..."""

from __future__ import annotations

from app.game.rosters import Roster, RosterEntry, save_roster
from app.rules.bases import Base


# -- 3. a roster of the other game system on the wizard's players page ------------------------
def test_a_mordheim_roster_in_a_trench_crusade_game_is_refused_on_the_players_page(
        club_pc, tmp_path):
    player = club_pc()
    wizard = player.new_game_to_players("trench-crusade", "contested-ground")
    page = wizard.players_page
    skaven = tmp_path / "skaven.json"
    save_roster(Roster("Skaven", system="mordheim", warband="Clan Eshin",
                       models=[RosterEntry("Verminkin", Base.round(25), "", 3, 20)]), skaven)
    pilgrims = tmp_path / "pilgrims.json"
    save_roster(Roster("Pilgrims", system="trench-crusade", warband="Pilgrims",
                       models=[RosterEntry("Pilgrim", Base.round(25), "", 3, 20)]), pilgrims)
    for row, who in zip(page.active_rows, ("Ann", "Bob", "Cy", "Di")):
        player.type_into(row.name, who)
        player.open_roster(row, skaven if who == "Ann" else pilgrims)
    finish = player.wizard_button(wizard, "Finish")
    assert not finish.isEnabled()
    assert "Ann's roster is a Mordheim roster; the game is Trench Crusade" in \
        page.notice.text(), page.notice.text()
    # Ann opens a Trench Crusade roster: the game can start
    player.open_roster(page.active_rows[0], pilgrims)
    assert "Mordheim roster" not in page.notice.text()
    assert finish.isEnabled()
