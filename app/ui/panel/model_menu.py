"""The right-click menu of a model on the board (ux.md): activate it (C7), set its status
(stunned, knocked down, hidden, fleeing, out of action), or make its warband flee (C9, M9).
Each entry sends one undoable command through the controller."""

from __future__ import annotations

from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from app.game.commands import Flee, SetModelStatus, whose_activation
from app.game.state import MODEL_STATUSES
from app.ui.controller import GameController

from . import confirm

STATUS_WORDS = {s: s.replace("_", " ").capitalize() for s in MODEL_STATUSES}


def build_model_menu(controller: GameController, model_id: str,
                     parent: QWidget | None = None) -> QMenu:
    """The menu for ``model_id``; the caller shows it (``menu.exec(pos)``) or, in tests,
    triggers its actions directly."""
    state = controller.state
    model = state.model(model_id)
    player = state.player(model.player)
    menu = QMenu(parent)
    menu.setObjectName("modelMenu")
    title = menu.addAction(f"{model.name} \u2014 {player.warband or player.name}")
    title.setEnabled(False)
    menu.addSeparator()
    if state.system == "trench-crusade" and state.turn.phase == "activation":
        act = menu.addAction("Activate")
        act.setObjectName("activate")
        due = whose_activation(state)
        act.setEnabled(due == model.player and model.id not in state.turn.activated
                       and model.on_table)
        act.triggered.connect(lambda: controller.activate(model_id))
    status = menu.addMenu("Status")
    group = QActionGroup(status)
    for word in MODEL_STATUSES:
        if word in ("fled", "unplaced"):  # set by Flee and by the set-up tray only
            continue
        act = status.addAction(STATUS_WORDS[word])
        act.setObjectName(f"status-{word}")
        act.setCheckable(True)
        act.setChecked(model.status == word)
        group.addAction(act)
        act.triggered.connect(lambda _=False, w=word: controller.attempt(
            SetModelStatus(model_id, w)))
    status.setEnabled(not player.fled and not state.result)
    menu.addSeparator()
    routs = state.system == "mordheim"
    flee = menu.addAction(f"{player.warband or player.name} {'routs' if routs else 'flees'}"
                          "\u2026")
    flee.setObjectName("flee")
    flee.setEnabled(not player.fled and not state.result)

    def do_flee() -> None:
        if confirm.confirm_flee(parent, state.player(model.player), routs=routs):
            controller.attempt(Flee(model.player, "routed" if routs else "fled"))

    flee.triggered.connect(do_flee)
    return menu
