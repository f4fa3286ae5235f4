"""Bases touch by their true shapes (G3, G4: app.rules.placement.bases_touch), in the
Dice and draws tab's random hit (M7) as in the rules' judge: an oval base side-on to a
model is not in contact with it just because its enclosing circle reaches the model."""

from app.game.commands import EditModel
from app.rules.bases import Base
from app.rules.table import mm_to_in


def test_m7_an_oval_side_on_is_not_touching_a_model_half_an_inch_off_its_flat_side(window):
    state, controller = window.controller.state, window.controller
    hit = window.tools.hit_box
    target, a, b = state.model("bob-1"), state.model("phil-1"), state.model("devin-1")
    controller.move_model(target.id, 36, 24, agreed=True)
    controller.push(EditModel(target.id, base=Base("oval", length_mm=120, width_mm=60),
                              facing_deg=0.0))  # its long axis along the table's width
    half_width = mm_to_in(60) / 2
    controller.move_model(a.id, 36, 24 - half_width - a.base.radius_in, agreed=True)  # flat side
    controller.move_model(b.id, 36, 24 + half_width + b.base.radius_in + 0.5, agreed=True)
    hit.target.setCurrentIndex(hit.target.findData(target.id))
    assert hit.chosen_fighting() == [a.id]
    rows = {hit.fighting.item(i).data(0x0100): hit.fighting.item(i).text()
            for i in range(hit.fighting.count())}
    assert rows[a.id].endswith("\u00b7 0.00 in") and rows[b.id].endswith("\u00b7 0.50 in")
