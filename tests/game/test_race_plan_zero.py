"""R5 over S4 in the ``plan`` document's ``objectives`` (:func:`app.game.planning.plan_document`):
a warband with a model already within control range of an objective reads 0 turns and is
first, whether any of its models has a known Movement (R1) or not; an oval by its own edge
(G4: exactly); a warband still to set up whose zone reaches into the range reads 0 too."""


from app.game.planning import plan_document
from app.rules.bases import Base
from racekit import base_at_gap
from savekit import demo_state

OVAL = Base("oval", length_mm=60, width_mm=35)
CONTROL = 3.0


def set_move(state, player, inches):
    for m in state.models:
        if m.player == player:
            m.move_in = inches
            m.move_type = ""


def park(state, player, x_in, y_in):
    """Every model of ``player`` in a row far from the objectives (but on the table)."""
    for k, m in enumerate(m for m in state.models if m.player == player):
        m.x_in, m.y_in = x_in + 1.2 * k, y_in


def test_r5_a_warband_with_no_movement_holding_an_objective_reads_0_and_is_first():
    """The trial's case: a warband with no known Movement holds an objective: 0 turns, first;
    another warband 5 turns away is not first."""
    state = demo_state()
    o1 = state.objectives[0]
    set_move(state, "bob", 6.0)
    for pid in ("phil", "devin"):
        set_move(state, pid, None)
    park(state, "bob", 2.0, 2.0)
    park(state, "phil", 2.0, 46.0)
    park(state, "devin", 60.0, 46.0)
    holder = next(m for m in state.models if m.player == "devin")
    fp = base_at_gap(holder.base, CONTROL, 217.0, centre=(o1.x_in, o1.y_in))
    holder.x_in, holder.y_in = fp.centre
    row = plan_document(state, "bob")["objectives"][0]
    assert row["id"] == o1.id
    assert row["turns"]["devin"] == 0
    assert row["turns"]["phil"] is None  # no Movement, not there: no number (R1)
    assert row["turns"]["bob"] > 0
    assert row["first"] == ["devin"]
    # 0.001 in further out: no number again
    holder.x_in, holder.y_in = base_at_gap(holder.base, CONTROL + 0.001, 217.0,
                                           centre=(o1.x_in, o1.y_in)).centre
    row = plan_document(state, "bob")["objectives"][0]
    assert row["turns"]["devin"] is None and row["first"] == ["bob"]


def test_r5_a_model_within_range_counts_0_even_when_only_another_model_has_movement():
    """The trial's other case: the model on the objective has no Movement, its warband-mate
    has one and is far: the warband reads 0, not 1."""
    state = demo_state()
    o1 = state.objectives[0]
    for pid in ("bob", "phil", "devin"):
        set_move(state, pid, None)
    park(state, "phil", 2.0, 46.0)
    park(state, "devin", 60.0, 46.0)
    park(state, "bob", 2.0, 2.0)
    bobs = [m for m in state.models if m.player == "bob"]
    bobs[0].move_in = 5.0
    bobs[0].x_in, bobs[0].y_in = o1.x_in - 8.0, o1.y_in
    bobs[1].x_in, bobs[1].y_in = o1.x_in - 0.5, o1.y_in  # on it, Movement unknown
    row = plan_document(state, "phil")["objectives"][0]
    assert row["turns"]["bob"] == 0 and row["first"] == ["bob"]


def test_r5_an_oval_within_range_by_its_long_end_reads_0_in_the_plan():
    state = demo_state()
    o1 = state.objectives[0]
    for pid in ("bob", "phil", "devin"):
        set_move(state, pid, 6.0)
    park(state, "bob", 2.0, 2.0)
    park(state, "phil", 2.0, 46.0)
    park(state, "devin", 60.0, 46.0)
    m = next(m for m in state.models if m.player == "phil")
    m.base = OVAL
    m.facing_deg = 337.0  # end on to the objective: the disc it holds is 0.49 in short
    fp = base_at_gap(OVAL, CONTROL, 23.0, 337.0, centre=(o1.x_in, o1.y_in))
    m.x_in, m.y_in = fp.centre
    row = plan_document(state, "bob")["objectives"][0]
    assert row["turns"]["phil"] == 0 and row["first"] == ["phil"]


def test_r5_a_warband_still_to_set_up_with_no_movement_reads_0_when_its_zone_reaches():
    """Set up within control range is 0 turns, no Movement needed; a zone that does not
    reach gives no number."""
    state = demo_state()
    for pid in ("bob", "phil", "devin"):
        set_move(state, pid, None)
    for m in state.models:
        if m.player == "phil":
            m.status = "unplaced"
    o1 = state.objectives[0]
    o1.x_in, o1.y_in = 8.0, 24.0  # phil's zone (the left edge, 6 in deep): edge 2 in away
    row = plan_document(state, "bob")["objectives"][0]
    assert row["turns"]["phil"] == 0 and "phil" in row["first"]
    o1.x_in = 9.01  # 3.01 in from the zone's edge
    row = plan_document(state, "bob")["objectives"][0]
    assert row["turns"]["phil"] is None
