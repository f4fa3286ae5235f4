"""M10 break-off: the models "in contact" when two warbands ally are those whose bases touch
by their true shapes (G3, G4; app.rules.placement.bases_touch), not by enclosing circles."""

from app.game.commands import models_in_contact
from app.game.saves import load_game
from app.paths import demo_game_path
from app.rules.bases import Base
from app.rules.table import mm_to_in


def test_an_oval_side_on_touches_only_what_its_flat_side_touches():
    state = load_game(demo_game_path())
    target, a, b = state.model("bob-1"), state.model("phil-1"), state.model("devin-1")
    others = [m for m in state.models if m.id not in {target.id, a.id, b.id}]
    for m in others:
        m.status = "out_of_action"
    target.base, target.facing_deg, target.x_in, target.y_in = (
        Base("oval", length_mm=120, width_mm=60), 0.0, 36.0, 24.0)
    half = mm_to_in(60) / 2
    a.x_in, a.y_in = 36.0, 24 - half - a.base.radius_in
    b.x_in, b.y_in = 36.0, 24 + half + b.base.radius_in + 0.5
    assert models_in_contact(state, "bob", "phil") == [(target.id, a.id)]
    assert models_in_contact(state, "bob", "devin") == []
