"""The new-game builder and the set-up steps, without Qt (M2-M5, C4, C5, S2, S4, S7, G5)."""

import pytest

from app.game.commands import ChooseDefender, ChooseSegment, RollOrderOfPlay
from app.game.newgame import (
    OKABE_ITO,
    DropCounter,
    PlaceCounter,
    PlaceModel,
    PlayerSetup,
    ReturnToTray,
    RollCounters,
    SettleSetUpOrder,
    counter_violations,
    current_step,
    new_game,
    next_counter_placer,
    placement_verdict,
    setup_steps,
    start_command,
    step_command,
)
from app.game.history import Step
from app.game.rosters import Roster, RosterEntry
from app.game.saves import dumps_game, load_game, save_game
from app.game.scenarios import bundled_scenarios
from app.rules.bases import Base
from app.rules.dice import roll
from app.rules.judge import Judge
from app.rules.rng import GameRng


def scenario(sid):
    return next(s for s in bundled_scenarios() if s.id == sid)


def roster(name, *entries):
    return Roster(name=name, warband=name, models=[
        RosterEntry(n, Base.round(mm), unit, count, cost) for n, unit, mm, count, cost in entries])


SKAVEN = roster("Skaven", ("Assassin", "", 25, 1, 60), ("Verminkin", "pack", 25, 3, 20))
REIKLAND = roster("Reiklanders", ("Captain", "", 25, 1, 60), ("Marksman", "", 25, 2, 25))
WITCHES = roster("Witch Hunters", ("Witch Hunter", "", 25, 2, 25))


def mordheim_players():
    return [PlayerSetup("Ann", roster=SKAVEN), PlayerSetup("Bob", roster=REIKLAND),
            PlayerSetup("Cy", roster=WITCHES, rating=200)]


def tc_players():
    return [PlayerSetup(n, roster=roster(w, ("Trooper", "squad", 32, 2, 15),
                                         ("Officer", "", 32, 1, 40)))
            for n, w in (("Ann", "Heretics"), ("Bob", "Pilgrims"), ("Cy", "Sultanate"),
                         ("Di", "Iron Sultanate"))]


def test_builder_expands_rosters_into_unplaced_models_with_unique_ids_and_s7_costs():
    state = new_game(scenario("street-brawl"), mordheim_players(), rng=GameRng(seed=1))
    assert [p.id for p in state.players] == ["ann", "bob", "cy"]
    assert state.table.width_in == 72 and state.table.depth_in == 48
    assert len(state.models) == 4 + 3 + 2
    assert len({m.id for m in state.models}) == len(state.models)
    assert all(m.status == "unplaced" and not m.on_table for m in state.models)
    assert [m.name for m in state.models_of("ann")] == [
        "Assassin", "Verminkin 1", "Verminkin 2", "Verminkin 3"]
    # rating defaults to the roster's cost; an entered rating wins (M2, M6)
    assert [p.rating for p in state.players] == [120, 110, 200]
    # S7: a unit's cost is its models' costs; a model without a unit is a unit of one
    assert state.unit_cost("ann/pack") == 60 and state.unit_cost("ann/ann-1") == 60
    # Okabe-Ito colours, one each; marks from the names
    assert [p.colour for p in state.players] == [c for _, c in OKABE_ITO[:3]]
    assert [p.mark for p in state.players] == ["A", "B", "C"]
    assert state.turn.phase == "setup" and state.deployment.kind == "edge-segments"


def test_unplaced_models_are_ignored_by_the_judge_and_survive_a_save(tmp_path):
    state = new_game(scenario("street-brawl"), mordheim_players(), rng=GameRng(seed=1))
    assert Judge.from_state(state).model_verdicts() == []
    path = tmp_path / "g.json"
    save_game(state, path)
    again = load_game(path)
    assert [m.status for m in again.models] == ["unplaced"] * 9
    assert dumps_game(again) == dumps_game(state)


def test_player_count_table_size_and_names_are_checked_with_sentences():
    with pytest.raises(ValueError, match="for 4 players; 3 entered"):
        new_game(scenario("brothers-in-arms"), tc_players()[:3])
    with pytest.raises(ValueError, match="at least 72 x 48 in"):
        new_game(scenario("street-brawl"), mordheim_players(), width_in=48)
    with pytest.raises(ValueError, match="Player 2 needs a name"):
        new_game(scenario("street-brawl"), [PlayerSetup("A"), PlayerSetup(" "), PlayerSetup("C")])


def test_table_size_can_change_and_fixed_objectives_keep_their_place():
    state = new_game(scenario("brothers-in-arms"), tc_players(), width_in=60, depth_in=44)
    centre = next(o for o in state.objectives if o.id == "centre")
    assert (centre.x_in, centre.y_in) == (30, 22)


def test_brothers_in_arms_teams_are_allies_and_objectives_are_fixed():
    state = new_game(scenario("brothers-in-arms"), tc_players(), rng=GameRng(seed=3))
    assert state.alliances == [frozenset({"ann", "bob"}), frozenset({"cy", "di"})]
    assert not state.is_enemy("ann", "bob") and state.is_enemy("ann", "cy")
    assert len(state.objectives) == 5 and state.deployment.kind == "players-agree"
    assert state.objective_control.control_in == 3


def test_mordheim_setup_walk_m3_m4_models_then_order_of_play():
    state = new_game(scenario("street-brawl"), mordheim_players(), rng=GameRng(seed=5))
    assert [s.key for s in setup_steps(state)] == ["order", "segments", "models", "start"]
    assert current_step(state).key == "order"
    step_command(state).apply(state)  # M3: D6 each
    assert sorted(state.setup_order) == ["ann", "bob", "cy"]
    assert current_step(state).key == "segments"
    for pid, letter in zip(state.setup_order, "ACE"):
        assert current_step(state).player == pid
        ChooseSegment(pid, letter).apply(state)
    assert current_step(state).key == "models"
    # a model of Ann's placed outside her segment is refused with the reason (M4) ...
    ann = state.player("ann")
    far = {"A": (18, 24), "C": (40, 24), "E": (18, 24)}[ann.segment]
    mid = "ann-1"
    with pytest.raises(ValueError, match="Not wholly within 6 in of segment"):
        PlaceModel(mid, *far).apply(state)
    assert state.model(mid).status == "unplaced"
    # ... and can be placed knowingly; undo puts it back in the tray
    cmd = Step.perform(PlaceModel(mid, *far, agreed=True), state)[0]
    assert state.model(mid).on_table and "against the rules" in state.log[-1].text
    cmd.undo(state)
    assert state.model(mid).status == "unplaced"
    place_all_legally(state)
    assert current_step(state).key == "start"
    assert isinstance(start_command(state), RollOrderOfPlay)
    step_command(state).apply(state)
    assert state.turn.number == 1 and state.turn.phase == "player-turn"
    assert current_step(state) is None


def spots(state, pid):
    """Legal spots in a player's zone, 1.5 in apart."""
    p = state.player(pid)
    table = state.table
    if p.segment:
        seg = table.segments()[p.segment]
        (x0, y0), (x1, y1) = seg.start, seg.end
        horizontal = y0 == y1
        depth = 2.5
        y_in = depth if y0 == 0 else table.depth_in - depth
        x_in = depth if x0 == 0 else table.width_in - depth
        lo = min(x0, x1) if horizontal else min(y0, y1)
        for k in range(20):
            t = lo + 8 + 1.5 * k
            yield (t, y_in) if horizontal else (x_in, t)
    else:
        quarter = {0: (6, 6), 1: (42, 6), 2: (6, 42), 3: (42, 42)}
        idx = [q.id for q in state.players].index(pid)
        bx, by = quarter[idx]
        for k in range(20):
            yield (bx + 1.5 * (k % 4), by + 1.5 * (k // 4) * (1 if by < 24 else -1))


def place_all_legally(state):
    for p in state.players:
        places = spots(state, p.id)
        for m in state.unplaced_models(p.id):
            PlaceModel(m.id, *next(places)).apply(state)
    assert state.unplaced_models() == []


def test_brothers_in_arms_draw_order_c4_then_models_then_initiative_phase_c5():
    state = new_game(scenario("brothers-in-arms"), tc_players(), rng=GameRng(seed=9))
    assert [s.key for s in setup_steps(state)] == ["order", "models", "start"]
    SettleSetUpOrder().apply(state)
    assert state.last_draw is not None and state.last_draw.purpose == "set-up order"
    assert state.setup_order == state.last_draw.order
    place_all_legally(state)
    start = step_command(state)
    start.apply(state)
    assert state.turn.number == 1 and state.turn.phase == "activation"
    assert set(state.turn.initiative) == {"ann", "bob", "cy", "di"}
    assert sorted(state.turn.units_at_start)[:2] == ["ann/ann-3", "ann/squad"]


def test_defender_m2_counts_models_in_the_tray_and_sets_up_first():
    players = [PlayerSetup("Ann", roster=SKAVEN, rating=150),
               PlayerSetup("Bob", roster=REIKLAND, rating=150),
               PlayerSetup("Cy", roster=WITCHES, rating=100)]
    state = new_game(scenario("ambush"), players, rng=GameRng(seed=2))
    assert [s.key for s in setup_steps(state)][:2] == ["defender", "order"]
    with pytest.raises(ValueError, match="choose the defender first"):
        SettleSetUpOrder().apply(state)
    ChooseDefender().apply(state)
    assert state.defender == "ann"  # tied rating, Ann has 4 models to Bob's 3 (M2)
    SettleSetUpOrder().apply(state)
    assert state.setup_order[0] == "ann"
    # the defender sets up in the middle: segments are for the attackers only
    assert current_step(state).key == "segments" and current_step(state).player != "ann"
    verdict = placement_verdict(state, "ann-1", 36, 24)
    assert verdict.legal, verdict.reason
    off = placement_verdict(state, "ann-1", 36, 31)
    assert not off.legal and "within 6 in of the table centre" in off.reason
    # the board's own judge agrees: the defender is judged by the centre, not a segment
    PlaceModel("ann-1", 36, 24).apply(state)
    assert Judge.from_state(state).verdict("ann-1").legal


def test_looters_crates_limits_g5_draw_order_and_dropping():
    players = [PlayerSetup(n, roster=roster(n, ("Trooper", "", 32, 1, 10))) for n in "ABC"]
    state = new_game(scenario("the-looters"), players, rng=GameRng(seed=4))
    keys = [s.key for s in setup_steps(state)]
    assert keys == ["order", "counters:supply-crate", "models", "start"]
    SettleSetUpOrder().apply(state)
    first = next_counter_placer(state, state.setup.counters[0])
    assert first == state.setup_order[0]
    # wholly within 12 in of the centre (G5): 40 mm crate, radius 0.787 in
    assert counter_violations(state, "supply-crate", first, 24 + 11.2, 24) == []
    assert "Not wholly within 12 in" in counter_violations(state, "supply-crate", first,
                                                           24 + 11.3, 24)[0]
    with pytest.raises(ValueError, match="Not wholly within 12 in"):
        PlaceCounter("supply-crate", first, 40, 24).apply(state)
    PlaceCounter("supply-crate", first, 24, 24).apply(state)
    second = next_counter_placer(state, state.setup.counters[0])
    assert second == state.setup_order[1]
    # more than 1 in from other markers
    with pytest.raises(ValueError, match="Too close"):
        PlaceCounter("supply-crate", second, 24 + 2.5, 24).apply(state)
    PlaceCounter("supply-crate", second, 24 + 3, 24).apply(state)
    third = state.setup_order[2]
    with pytest.raises(ValueError, match="can still be placed"):
        DropCounter("supply-crate", third).apply(state)
    PlaceCounter("supply-crate", third, 24 - 3, 24).apply(state)
    # round two: the first player's second crate more than 12 in from their first
    assert next_counter_placer(state, state.setup.counters[0]) == first
    reasons = counter_violations(state, "supply-crate", first, 24, 24 - 6)
    assert any("your own" in r for r in reasons)
    cmd = Step.perform(PlaceCounter("supply-crate", first, 24, 24 - 6, agreed=True), state)[0]
    assert "by agreement" in state.log[-1].text
    cmd.undo(state)
    assert len(state.objectives) == 3


def test_treasure_hunt_d3_counters_come_before_segments_and_undo_restores_the_roll():
    state = new_game(scenario("treasure-hunt"), mordheim_players(), rng=GameRng(seed=6))
    keys = [s.key for s in setup_steps(state)]
    assert keys == ["order", "counters:wyrdstone", "segments", "models", "start"]
    SettleSetUpOrder().apply(state)
    command = step_command(state)
    assert isinstance(command, RollCounters)
    cmd = Step.perform(command, state)[0]
    counts = state.setup.counters[0].counts
    assert set(counts) == {"ann", "bob", "cy"} and all(1 <= n <= 3 for n in counts.values())
    cmd.undo(state)
    assert state.setup.counters[0].counts == {}


def test_scenario_roll_is_logged_from_the_games_own_generator():
    rng = GameRng(seed=11)
    r = roll(rng, "2D6")
    state = new_game(scenario("street-brawl"), mordheim_players(), rng=rng, scenario_roll=r)
    assert state.log[0].text.startswith("Scenario table: 2D6") and state.rng is rng
    assert state.last_roll.roll == r


def test_return_to_tray_and_place_only_during_setup():
    state = new_game(scenario("brothers-in-arms"), tc_players(), rng=GameRng(seed=9))
    SettleSetUpOrder().apply(state)
    place_all_legally(state)
    ReturnToTray("ann-1").apply(state)
    assert state.model("ann-1").status == "unplaced"
    PlaceModel("ann-1", 6, 6).apply(state)
    ReturnToTray("ann-2").apply(state)
    start_command(state).apply(state)
    with pytest.raises(ValueError, match="only models still in the tray"):
        PlaceModel("ann-1", 7, 7).apply(state)
    # a reserve model arrives later where the players put it
    assert "ann/squad" in state.turn.units_at_start
    PlaceModel("ann-2", 7, 7).apply(state)
    assert state.model("ann-2").on_table and "arrives from the reserve" in state.log[-1].text
    with pytest.raises(ValueError, match="during set-up only"):
        ReturnToTray("ann-2").apply(state)


def test_marks_are_unique_so_colour_is_never_the_only_cue():
    players = [PlayerSetup(f"Player {i}", roster=WITCHES) for i in (1, 2, 3)]
    state = new_game(scenario("street-brawl"), players)
    marks = [p.mark for p in state.players]
    assert len(set(marks)) == 3 and marks[0] == "P"


def test_m5_order_of_play_with_a_defender_in_the_middle_ambush():
    players = [PlayerSetup("Ann", roster=SKAVEN, rating=300),
               PlayerSetup("Bob", roster=REIKLAND), PlayerSetup("Cy", roster=WITCHES)]
    state = new_game(scenario("ambush"), players, rng=GameRng(seed=8))
    ChooseDefender().apply(state)
    SettleSetUpOrder().apply(state)
    attackers = state.setup_order[1:]
    for pid, letter in zip(attackers, "AD"):
        ChooseSegment(pid, letter).apply(state)
    assert current_step(state).key == "models"  # the defender takes no segment
    # Ann wins the roll: she plays first, then the attackers clockwise from A
    RollOrderOfPlay(first={"ann": 6, "bob": 2, "cy": 3}).apply(state)
    seg = {pid: state.player(pid).segment for pid in attackers}
    assert state.order_of_play[0] == "ann"
    assert [seg[p] for p in state.order_of_play[1:]] == ["A", "D"]
    assert any("has no segment" in e.text for e in state.log)


def test_s2_battle_formations_roll_off_gives_edges_and_starting_threat_points_s1():
    sc = scenario("contested-ground").with_settings({"threat-points": 4})
    players = [PlayerSetup("Ann", roster=tc_players()[0].roster),
               PlayerSetup("Bob", roster=tc_players()[1].roster)]
    state = new_game(sc, players, rng=GameRng(seed=12))
    assert [p.threat_points for p in state.players] == [4, 4]
    assert state.deployment.kind == "battle-formations" and state.modules == ["S6", "S7", "S3"]
    SettleSetUpOrder().apply(state)
    first, second = state.setup_order
    assert (state.player(first).edge, state.player(second).edge) == ("top", "bottom")
    # S2: wholly within 12 in of the own edge; the squad within 2 in of each other
    with pytest.raises(ValueError, match="Not wholly within 12 in of the top table edge"):
        PlaceModel(f"{first}-1", 10, 20).apply(state)
    PlaceModel(f"{first}-1", 10, 5).apply(state)
    v = placement_verdict(state, f"{first}-2", 20, 5)  # the other trooper of the squad
    assert not v.legal and "Out of coherency" in v.reason
    assert placement_verdict(state, f"{first}-2", 11.5, 5).legal


def test_a_game_saved_mid_setup_reopens_at_the_same_step(tmp_path):
    players = [PlayerSetup(n, roster=roster(n, ("Trooper", "", 32, 1, 10))) for n in "ABC"]
    state = new_game(scenario("the-looters"), players, rng=GameRng(seed=4))
    SettleSetUpOrder().apply(state)
    first = next_counter_placer(state, state.setup.counters[0])
    PlaceCounter("supply-crate", first, 24, 24).apply(state)
    state.setup.counters[0].dropped[state.setup_order[1]] = 1
    PlaceModel("a-1", 5, 5).apply(state)
    save_game(state, tmp_path / "g.json")
    again = load_game(tmp_path / "g.json")
    assert setup_steps(again) == setup_steps(state)
    counter = again.setup.counters[0]
    assert next_counter_placer(again, counter) == next_counter_placer(state, state.setup.counters[0])
    crate = again.objectives[0]
    assert (crate.owner, crate.kind) == (first, "supply-crate")
    assert [m.status for m in again.models] == ["active", "unplaced", "unplaced"]


def test_treasure_hunt_segments_wait_until_the_counters_are_down():
    state = new_game(scenario("treasure-hunt"), mordheim_players(), rng=GameRng(seed=6))
    SettleSetUpOrder().apply(state)
    first = state.setup_order[0]
    with pytest.raises(ValueError, match="place the wyrdstone counters first"):
        ChooseSegment(first, "A").apply(state)
    RollCounters("wyrdstone").apply(state)
    counter = state.setup.counters[0]
    k = 0
    while (who := next_counter_placer(state, counter)) is not None:
        PlaceCounter("wyrdstone", who, 10 + 5 * k, 24).apply(state)
        k += 1
    ChooseSegment(first, "A").apply(state)
    assert state.player(first).segment == "A"


def test_scenario_features_come_to_the_table_scaled_and_saved(tmp_path):
    """T5: the pool is a terrain piece the scenario puts down (an area: its deposit is at
    its centre)."""
    state = new_game(scenario("the-pool"), mordheim_players(), width_in=96, depth_in=48)
    pool = state.terrain[0]
    assert (pool.kind, pool.shape, pool.x_in, pool.y_in, pool.feature) == (
        "area", "ellipse", 48, 24, "pool")
    save_game(state, tmp_path / "g.json")
    assert load_game(tmp_path / "g.json").terrain == state.terrain


def test_a_version_2_game_file_still_opens_and_is_saved_as_the_current_version(tmp_path):
    import json

    from app.game import saves

    state = new_game(scenario("street-brawl"), mordheim_players(), rng=GameRng(seed=1))
    doc = json.loads(dumps_game(state))
    assert doc["version"] == saves.VERSION == 5
    for key in ("setup", "terrain"):
        del doc[key]
    for model in doc["models"]:
        model["status"] = "active"
    doc["version"] = 2
    path = tmp_path / "old.json"
    path.write_text(json.dumps(doc))
    old = load_game(path)
    assert old.setup is None and old.terrain == [] and all(m.on_table for m in old.models)
    assert json.loads(dumps_game(old))["version"] == saves.VERSION


def test_brothers_in_arms_teams_are_fixed_no_break_no_proposal_even_after_saving(tmp_path):
    """The scenario's two teams stay allies all game (M10 does not apply to them)."""
    from app.game.commands import Attack, BreakAlliance, ProposeAlliance

    state = new_game(scenario("brothers-in-arms"), tc_players(), rng=GameRng(seed=3))
    save_game(state, tmp_path / "bia.json")
    state = load_game(tmp_path / "bia.json")
    assert state.fixed_teams
    with pytest.raises(ValueError, match="fixed teams"):
        BreakAlliance("ann", "bob").apply(state)
    with pytest.raises(ValueError, match="fixed teams"):
        ProposeAlliance("ann", ["cy"]).apply(state)
    ann, bob = next(state.models_of("ann")).id, next(state.models_of("bob")).id
    Attack(ann, bob).apply(state)
    assert state.alliances == [frozenset({"ann", "bob"}), frozenset({"cy", "di"})]
    other = new_game(scenario("alliance-and-betrayal"), tc_players()[:3], rng=GameRng(seed=3))
    assert not other.fixed_teams
    ProposeAlliance("ann", ["cy"]).apply(other)


def test_looters_a_crate_is_left_out_only_when_no_legal_spot_is_left():
    """A first crate at the very centre leaves no spot more than 12 in from it yet wholly
    within 12 in of the centre: only then may the second crate be left out."""
    from app.game.newgame import legal_counter_spot, may_leave_counter_out

    players = [PlayerSetup(n, roster=roster(n, ("Trooper", "", 32, 1, 10))) for n in "ABC"]
    state = new_game(scenario("the-looters"), players, rng=GameRng(seed=4))
    SettleSetUpOrder().apply(state)
    a, b, c = state.setup_order
    PlaceCounter("supply-crate", a, 24, 24).apply(state)
    PlaceCounter("supply-crate", b, 24 + 9, 24).apply(state)
    PlaceCounter("supply-crate", c, 24 - 3, 24).apply(state)
    assert legal_counter_spot(state, "supply-crate", a) is None
    assert may_leave_counter_out(state, "supply-crate", a) == ""
    DropCounter("supply-crate", a).apply(state)
    assert state.setup.counters[0].dropped == {a: 1}
    spot = legal_counter_spot(state, "supply-crate", b)
    assert spot is not None and counter_violations(state, "supply-crate", b, *spot) == []
    with pytest.raises(ValueError, match=r"can still be placed .* e\.g\. at"):
        DropCounter("supply-crate", b).apply(state)


def test_treasure_hunt_counters_are_never_left_out():
    """Treasure Hunt: players agree where wyrdstone goes; no counter is dropped."""
    state = new_game(scenario("treasure-hunt"), mordheim_players(), rng=GameRng(seed=5))
    step_command(state).apply(state)  # M3 order
    step_command(state).apply(state)  # D3 wyrdstone each
    who = next_counter_placer(state, state.setup.counters[0])
    with pytest.raises(ValueError, match="players agree"):
        DropCounter("wyrdstone", who).apply(state)


def test_two_players_with_one_name_or_one_mark_are_refused():
    with pytest.raises(ValueError, match="(?i)two players are called ann"):
        new_game(scenario("street-brawl"), [PlayerSetup("Ann", roster=SKAVEN),
                                            PlayerSetup("ann", roster=REIKLAND),
                                            PlayerSetup("Cy", roster=WITCHES)])
    with pytest.raises(ValueError,
                       match="Two players have the mark S: give each a different mark."):
        new_game(scenario("street-brawl"), [PlayerSetup("Ann", roster=SKAVEN, mark="s"),
                                            PlayerSetup("Bob", roster=REIKLAND, mark="S"),
                                            PlayerSetup("Cy", roster=WITCHES)])


def test_two_counters_on_one_spot_are_refused_even_by_agreement():
    """Treasure Hunt has no spacing limit, but markers cannot lie on top of each other."""
    from app.game.newgame import OVERLAPS

    state = new_game(scenario("treasure-hunt"), mordheim_players(), rng=GameRng(seed=5))
    step_command(state).apply(state)  # M3 order
    step_command(state).apply(state)  # D3 wyrdstone each
    counter = state.setup.counters[0]
    first = next_counter_placer(state, counter)
    PlaceCounter("wyrdstone", first, 30, 20).apply(state)
    second = next_counter_placer(state, counter)
    assert counter_violations(state, "wyrdstone", second, 30, 20)[0].startswith(OVERLAPS)
    for override in (False, True):
        with pytest.raises(ValueError, match="Overlaps Wyrdstone counter"):
            PlaceCounter("wyrdstone", second, 30.5, 20, agreed=override).apply(state)
    PlaceCounter("wyrdstone", second, 32, 20).apply(state)  # apart: fine
    assert len(state.objectives) == 2
