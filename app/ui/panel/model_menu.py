"""The right-click menu of a model on the board (ux.md): activate it (C7), set its status
(the game system's own: Mordheim's stunned, knocked down, hidden, fleeing, out of action;
Trench Crusade's out of action, see :mod:`app.rules.statuses`), edit it, or make its warband
flee (C9, M9). Each entry sends one undoable command through the controller."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from app.game.commands import Flee, whose_activation
from app.game.commands import RemoveModels, SetModelStatus
from app.game.state import setting_up
from app.i18n import translate
from app.rules.statuses import STATUS_WORDS, status_word, statuses_for
from app.ui.controller import GameController

from . import confirm

__all__ = ["STATUS_WORDS", "build_model_menu"]


def build_model_menu(controller: GameController, model_id: str,
                     parent: QWidget | None = None,
                     edit: Callable[[str], object] | None = None) -> QMenu:
    """The menu for ``model_id``; the caller shows it (``menu.exec(pos)``) or, in tests,
    triggers its actions directly. ``edit(model_id)`` opens the model editor (its entry is
    left out without it)."""
    state = controller.state
    model = state.model(model_id)
    player = state.player(model.player)
    menu = QMenu(parent)
    menu.setObjectName("modelMenu")
    title = menu.addAction(f"{model.name} \u2014 {player.warband or player.name}")
    title.setEnabled(False)
    menu.addSeparator()
    if state.system == "trench-crusade" and state.turn.phase == "activation":
        act = menu.addAction(translate("ModelMenu", "Activate"))
        act.setObjectName("activate")
        due = whose_activation(state)
        act.setEnabled(due == model.player and model.id not in state.turn.activated
                       and model.on_table)
        act.triggered.connect(lambda: controller.activate(model_id))
    status = menu.addMenu(translate("ModelMenu", "Status"))
    group = QActionGroup(status)
    for word in statuses_for(state.system):  # the game system's own statuses
        act = status.addAction(status_word(word))
        act.setObjectName(f"status-{word}")
        act.setCheckable(True)
        act.setChecked(model.status == word)
        group.addAction(act)
        act.triggered.connect(lambda _=False, w=word: controller.attempt(
            SetModelStatus(model_id, w)))
    if model.status not in statuses_for(state.system):  # e.g. from a hand-edited file
        act = status.addAction(status_word(model.status))
        act.setObjectName(f"status-{model.status}")
        act.setCheckable(True)
        act.setChecked(True)
        act.setEnabled(False)
        group.addAction(act)
    status.setEnabled(not player.fled and not state.result)
    if edit is not None:
        edit_act = menu.addAction(translate("ModelMenu", "Edit model\u2026"))
        edit_act.setObjectName("edit")
        edit_act.triggered.connect(lambda: edit(model_id))
    remove = menu.addAction(translate("ModelMenu", "Back to the tray") if setting_up(state)
                            else translate("ModelMenu", "Take off the table"))
    remove.setObjectName("remove")
    remove.setEnabled(model.on_table)
    remove.triggered.connect(lambda: controller.attempt(RemoveModels([model_id])))
    menu.addSeparator()
    routs = state.system == "mordheim"
    flee_text = (translate("ModelMenu", "{warband} routs\u2026") if routs
                 else translate("ModelMenu", "{warband} flees\u2026"))
    flee = menu.addAction(flee_text.format(warband=player.warband or player.name))
    flee.setObjectName("flee")
    refused = Flee(model.player, "routed" if routs else "fled").check(state)
    flee.setEnabled(refused is None)  # not during set-up, nor once it left or the game ended
    if refused:
        flee.setToolTip(refused)
        menu.setToolTipsVisible(True)

    def do_flee() -> None:
        if confirm.confirm_flee(parent, state.player(model.player), routs=routs):
            controller.attempt(Flee(model.player, "routed" if routs else "fled"))

    flee.triggered.connect(do_flee)
    return menu
