"""What `make run` opens (issue 2): three warbands set up in segments D, F and B of a 4'x6'
table, each player holding an Initiative card dealt from a fresh 52-card deck (C1, C3, C5),
with Activate next model walking the round-robin (C7) and the Initiative phase dealing again."""

from collections import Counter

from PySide6.QtCore import Qt

from app.game.demo import ready_demo
from app.game.saves import load_game
from app.paths import default_game_path
from app.rules.judge import Judge
from app.rules.table import mm_to_in
from app.rules.turns import activation_order


def test_default_game_is_a_72_by_48_table_with_three_warbands_in_d_f_b(skirmish_window, skirmish_doc):
    state = skirmish_window.controller.state
    rect = skirmish_window.scene.table_rect
    assert (rect.width(), rect.height()) == (72, 48)
    assert {p.warband: p.segment for p in state.players} == {
        "Trench Pilgrims": "D", "Heretic Legion": "F", "Cult of the Black Grail": "B"}
    assert {p.warband: p.rating for p in state.players} == {  # no Mordheim Warband Rating
        "Trench Pilgrims": 0, "Heretic Legion": 0, "Cult of the Black Grail": 0}
    counts = Counter(item.model.player for item in skirmish_window.scene.model_items.values())
    assert counts == Counter(m["player"] for m in skirmish_doc["models"])
    for doc in skirmish_doc["models"]:
        width = skirmish_window.scene.model_items[doc["id"]].base_shape().boundingRect().width()
        assert abs(width - mm_to_in(doc["base"]["diameter_mm"])) < 1e-9
    assert len(skirmish_window.scene.objective_items) == 3
    assert sorted(skirmish_window.scene.segment_items) == list("ABCDEF")


def test_the_default_games_warbands_belong_to_its_system():
    """A Trench Crusade game played with Trench Crusade warbands (issue 34): each model is
    one of the Trench Crusade base table's, on the base that table gives it, and the game
    says what it is; no warband of the Mordheim demo is in it."""
    from app.game.roster_import.bases import tc_table
    from app.paths import demo_game_path

    state = load_game(default_game_path())
    assert state.system == "trench-crusade"
    assert state.name.startswith("Card skirmish: ")
    for model in state.models:
        known = tc_table().by_name(model.name)
        assert known is not None, model.name
        assert (known.base, known.source) == (model.base, "table"), model.name
    mordheim = load_game(demo_game_path())
    assert mordheim.system == "mordheim"
    assert not {p.warband for p in state.players} & {p.warband for p in mordheim.players}
    assert not any(tc_table().by_name(m.name) for m in mordheim.models)


def test_default_game_is_set_up_legally_under_m4():
    state = load_game(default_game_path())
    judge = Judge.from_state(state)
    bad = [(v.id, v.violations) for v in judge.model_verdicts() if v.violations]
    assert not bad


def test_c1_c3_c5_each_player_holds_a_distinct_card_shown_highest_first(skirmish_window):
    state = skirmish_window.controller.state
    assert state.turn.number == 1 and len(state.turn.initiative) == 3
    assert len(state.deck) == 49  # dealt from a full 52-card deck
    panel = skirmish_window.panel
    ids = panel.ordered_player_ids()
    shown = [panel.rows[pid].card.card for pid in ids]
    assert len(set(shown)) == 3 and shown == sorted(shown, reverse=True)


def test_c7_next_activation_on_unequal_counts_and_new_turn(skirmish_window, qtbot):
    state = skirmish_window.controller.state
    counts = Counter(m.player for m in state.models)
    assert len(set(counts.values())) == 3  # 12, 15 and 9 models
    expected = activation_order(state.turn.initiative, dict(counts))
    seen = []
    for _ in range(len(expected)):
        seen.append(skirmish_window.controller.whose_activation)
        qtbot.mouseClick(skirmish_window.panel.next_button, Qt.MouseButton.LeftButton)
    assert seen == expected
    old = set(state.turn.initiative.values())
    skirmish_window.controller.new_turn()
    assert state.turn.number == 2 and old <= set(state.deck.discard_pile)


def test_each_new_demo_game_gets_its_own_shuffle():
    a = ready_demo(load_game(default_game_path()))
    b = ready_demo(load_game(default_game_path()))
    assert a.rng.seed != b.rng.seed
    assert a.turn.initiative != b.turn.initiative or a.deck.draw_pile != b.deck.draw_pile
