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
        "Witch Hunters": "D", "Skaven": "F", "Mercenaries": "B"}
    assert {p.warband: p.rating for p in state.players} == {
        "Witch Hunters": 195, "Skaven": 176, "Mercenaries": 123}
    counts = Counter(item.model.player for item in skirmish_window.scene.model_items.values())
    assert counts == Counter(m["player"] for m in skirmish_doc["models"])
    for doc in skirmish_doc["models"]:
        width = skirmish_window.scene.model_items[doc["id"]].base_shape().boundingRect().width()
        assert abs(width - mm_to_in(doc["base"]["diameter_mm"])) < 1e-9
    assert len(skirmish_window.scene.objective_items) == 3
    assert sorted(skirmish_window.scene.segment_items) == list("ABCDEF")


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
