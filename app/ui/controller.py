"""The controller owns the :class:`GameState` and the ``QUndoStack``.

Every change a player makes goes through :meth:`GameController.attempt`, which returns the
refusal sentence or the :class:`~app.game.commands.Change` (an :class:`Attempt`): the command
checks itself (once), is applied to the state
and recorded as a :class:`~app.game.history.Step` (what it changed, as data), which is
wrapped in a ``QUndoCommand`` (so Edit ▸ Undo/Redo and the modified flag work); the typed
signals tell the board and the panel what to redraw. Because the steps are data, the undo
stack is saved with the game (:meth:`GameController.history`) and comes back when the file
is opened again or an autosave is recovered.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from app.i18n import translate
from app.phrases import shown
from app.game.commands import (
    ChooseSegment,
    Change,
    Command,
    EndTurn,
    MoveModel,
    NextActivation,
    StartTurn,
    whose_activation,
)
from app.game.history import HISTORY_MAX, History, Step, collector_paused
from app.game.state import GameState
from app.rules.geometry import Footprint, footprint, within
from app.rules.judge import Judge
from app.rules.verdicts import ModelVerdict, ObjectiveVerdict, Update
from app.rules.ranges import rule_ranges
from app.ui.board.feedback import Feedback, feedback

Point2 = tuple[float, float]


@dataclass(frozen=True)
class Attempt:
    """What :meth:`GameController.attempt` made of a command: the ``change`` it made, or
    ``None`` and the ``refusal``, the sentence saying why the rules refuse it (capitalised,
    as the status bar shows it). True when the command was done."""

    change: Change | None
    refusal: str = ""
    agreeable: bool = False
    """Refused only by rules the players may agree away (the command with ``agreed=True``
    would be done): a gesture says how to make it knowingly."""

    def __bool__(self) -> bool:
        return self.change is not None


def _identity(model) -> tuple:  # noqa: ANN001 - app.game.state.Model
    """What the judge reads of a model once, when it takes it: the model editor changes it."""
    return (model.name, model.label, model.unit, model.base)


class _OnTable:
    """A tray model as the judge reads it, but on the table (a drag from the tray)."""

    def __init__(self, model) -> None:  # noqa: ANN001 - app.game.state.Model
        self._model = model
        self.status = "active"

    def __getattr__(self, name: str):  # noqa: ANN204
        return getattr(self._model, name)


class _UndoCommand(QUndoCommand):
    """Adapts a recorded :class:`Step` to Qt's undo stack. The step is already applied when
    pushed, so the stack's first ``redo()`` does nothing; while the controller restores a
    saved history (:attr:`GameController.restoring`) undo and redo change nothing either."""

    def __init__(self, controller: "GameController", step: Step) -> None:
        super().__init__(shown(step.text))
        self._controller = controller
        self.step = step
        self._applied = True

    def redo(self) -> None:
        if self._applied:
            self._applied = False
            return
        if self._controller.restoring:
            return
        self._controller.steps += 1
        self._controller.aboutToStep.emit()
        self._controller._announce(self.step.redo(self._controller.state))

    def undo(self) -> None:
        if self._controller.restoring:
            return
        self._controller.steps += 1
        self._controller.aboutToStep.emit()
        self._controller._announce(self.step.undo(self._controller.state))

    @staticmethod
    def of(controller: "GameController", step: Step) -> "_UndoCommand":
        """The command for ``step``: one that may merge if the step has a merge key. Others
        keep Qt's own ``id()`` (-1, never merged), so pushing them calls no Python for it:
        reopening a long game pushes 5,000 (issue 21)."""
        kind = _MergingUndoCommand if step.merge_key is not None else _UndoCommand
        return kind(controller, step)


class _MergingUndoCommand(_UndoCommand):
    """A step Qt may merge with the next (a run of presses on one points pool, S1)."""

    MERGE_ID = 1501
    """Qt merges a pushed command into the one on top when both have this id."""

    def id(self) -> int:  # noqa: A003 - Qt's name
        return self.MERGE_ID

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 - Qt's name
        """Qt asks this step, on top of the stack, to take in ``other``, just pushed: the
        same pool of the same player, nothing done in between (see
        :meth:`~app.game.history.Step.merge`). A points-pool run that nets to nothing is
        dropped from the stack; a victory-point run stays one step (V1). Qt never merges into the step the game was saved at."""
        if not isinstance(other, _UndoCommand):
            return False
        if not self.step.merge(other.step, self._controller.state):
            return False
        self.setText(shown(self.step.text))
        self.setObsolete(self.step.dropped)  # a pool back where it was; never a VP run (V1)
        self._controller.logChanged.emit()  # the run's lines became one
        return True


class GameController(QObject):
    """Holds one game. Signals: ``modelsChanged(frozenset[str])`` with the ids of models that
    moved or changed, ``objectivesChanged(frozenset[str])`` with the ids of objectives (and
    placed counters) added, moved or removed, ``zonesChanged()`` when the set-up zones the
    board draws changed (S2 edges, the defender's area), ``turnChanged()`` for
    cards/turn/panel, ``logChanged()``, and ``gameReplaced()`` when a game is opened or
    started (emitted from :meth:`set_game` only: a command never replaces the game),
    ``saved(Path)`` after a save, and ``message(str)`` with a sentence for the status bar
    when an intent is refused by the rules.

    The controller owns one :class:`~app.rules.judge.Judge` (:attr:`judge`): rebuilt when the
    game is replaced or the turn moves on (set-up rules apply only while
    ``state.turn.phase == "setup"``), re-judged incrementally when models change (commands,
    undo, redo) and during drag previews (:meth:`preview_move`). Every verdict the board
    shows comes from it; ``verdictsChanged(Update)`` names the verdicts that changed (after a
    rebuild, every verdict)."""

    modelsChanged = Signal(object)
    aboutToStep = Signal()
    aboutToReplace = Signal()
    """Another game is about to replace this one (the board drops a held drag first: the
    rebuild deletes the items it holds)."""
    turnComing = Signal()
    """Activate next, a new turn or End turn is about to move the turn on (a drag held on
    the board is dropped first: its drop would land in another activation or turn)."""
    """An undo or redo is about to change the game (a drag in progress is cancelled first:
    what it carries may be gone after the step)."""
    objectivesChanged = Signal(object)
    zonesChanged = Signal()
    turnChanged = Signal()
    logChanged = Signal()
    gameReplaced = Signal()
    message = Signal(str)
    selectionHint = Signal(str)
    """What the model just clicked may do now (C7): a sentence about the selection, gone
    with it (:class:`app.ui.status_line.StatusLine`)."""
    verdictsChanged = Signal(object)
    saved = Signal(object)
    terrainChanged = Signal(object)
    """T5: the ids of the terrain pieces placed, moved, turned, resized, edited, locked or
    taken away (the judge is rebuilt first: T2 depends on the terrain)."""

    def __init__(self, state: GameState | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = state if state is not None else GameState()
        self.path: Path | None = None
        self.undo_stack = QUndoStack(self)
        self.confirm_start: Callable[[list[str]], bool] | None = None
        """Asked before play begins while set-up still breaks T2 (a piece over models' bases:
        :func:`app.game.setup_rules.covered_bases_warnings`), with those sentences: whether
        to begin anyway (the window asks the players; without it play simply begins)."""
        self.undo_stack.setUndoLimit(HISTORY_MAX)
        self.restoring = False
        self.pushing = False
        self.steps = 0
        """How many undos and redos have begun (the status line tells what was said during
        one from what was said before it)."""
        self.judge: Judge | None = None
        self._judge_key: tuple | None = None
        self._identity: dict[str, tuple] = {}  # what the judge knows of each model
        # connected first, so the judge is up to date before any view hears of a change
        self.gameReplaced.connect(self.rebuild_judge)
        self.modelsChanged.connect(self._judge_models)
        self.objectivesChanged.connect(lambda _ids: self.rebuild_judge())
        self.terrainChanged.connect(lambda _ids: self.rebuild_judge())
        self.turnChanged.connect(self._judge_turn)
        self.rebuild_judge()

    # -- the rules' verdicts ----------------------------------------------------------------
    @property
    def setup_rules(self) -> bool:
        """True while set-up legality (M4 or S2) is judged: the game is in its set-up phase.
        Afterwards the board shows running (M10) and objective control (S4/S5) instead."""
        return self.state.turn.phase == "setup"

    def _judge_signature(self) -> tuple:
        state = self.state
        plan = getattr(state, "setup", None)
        return (self.setup_rules, tuple((p.id, p.segment, p.edge) for p in state.players),
                tuple(tuple(sorted(a)) for a in state.alliances), getattr(state, "defender", None),
                repr(getattr(plan, "defender_zone", None)),
                repr(getattr(state.turn, "starts", None)),  # M10: a new player turn began
                repr(getattr(state, "scouts", None)))  # S3: a unit brought in, its first moved

    def rebuild_judge(self) -> None:
        """Judge the whole position afresh and emit every verdict on ``verdictsChanged``."""
        try:
            self.judge = Judge.from_state(self.state, setup=self.setup_rules)
        except (ValueError, KeyError) as exc:  # an unknown deployment kind: judge nothing
            self.judge = None
            self.message.emit(translate("Controller", "The rules cannot judge this game: {problem}")
                              .format(problem=exc))
            self.verdictsChanged.emit(Update({}, {}))
            return
        self._judge_key = self._judge_signature()
        self._identity = {m.id: _identity(m) for m in self.state.models}
        self.verdictsChanged.emit(Update({v.id: v for v in self.judge.model_verdicts()},
                                         {v.id: v for v in self.judge.objective_verdicts()}))

    def _judge_turn(self) -> None:
        # phase, segments, edges or alliances changed: cached zone verdicts are stale
        if self._judge_signature() != self._judge_key:
            self.rebuild_judge()

    def _judge_models(self, ids: frozenset[str]) -> None:
        if self.judge is None:
            return
        models: dict[str, ModelVerdict] = {}
        objectives = {}
        for mid in ids:
            try:
                model = self.state.model(mid)
            except KeyError:
                continue
            for update in self._sync(model):
                models.update(update.models)
                objectives.update(update.objectives)
        self.verdictsChanged.emit(Update(models, objectives))

    def _sync(self, model) -> list[Update]:  # noqa: ANN001 - app.game.state.Model
        judge = self.judge
        assert judge is not None
        if not model.on_table:
            return [judge.set_status(model.id, model.status)]
        try:
            judge.verdict(model.id)
        except KeyError:
            self._identity[model.id] = _identity(model)
            return [judge.set_status(model.id, model.status, model)]
        if self._identity.get(model.id) != _identity(model):
            # edited (name, label, unit or base): the judge takes the model afresh
            self._identity[model.id] = _identity(model)
            return [judge.set_status(model.id, "out_of_action"),
                    judge.set_status(model.id, model.status, model)]
        if judge.footprint(model.id) == footprint(model.base, model.x_in, model.y_in,
                                                  model.facing_deg):
            # already judged there: a drag's preview left it where the drop put it
            return [judge.set_status(model.id, model.status)]
        return [judge.move(model.id, model.x_in, model.y_in, model.facing_deg),
                judge.set_status(model.id, model.status)]

    def verdict(self, model_id: str) -> ModelVerdict | None:
        """The judge's current verdict on a model, or ``None`` if it is not on the table."""
        if self.judge is None:
            return None
        try:
            return self.judge.verdict(model_id)
        except KeyError:
            return None

    def verdicts(self) -> Update:
        """Every current verdict, on models and objectives (empty without a judge)."""
        if self.judge is None:
            return Update({}, {})
        return Update({v.id: v for v in self.judge.model_verdicts()},
                      {v.id: v for v in self.judge.objective_verdicts()})

    def footprint(self, model_id: str) -> Footprint | None:
        """The base the rules measure for a model on the table (G3), or ``None``."""
        if self.judge is None:
            return None
        try:
            return self.judge.footprint(model_id)
        except KeyError:
            return None

    def feedback(self, model_id: str, name: str = "") -> Feedback | None:
        """Status text and measured lines for a model's current verdict (``None`` when the
        rules do not judge it: off the table, or no judge); ``name`` leads the sentence."""
        verdict = self.verdict(model_id)
        if self.judge is None or verdict is None:
            return None
        return feedback(self.judge, verdict, name)

    def rule_ranges(self) -> tuple[float, ...]:
        """The ranges this game's rules compare against (a ruler's tag words a distance
        next to one of them as the rules do, G4)."""
        return rule_ranges(self.judge)

    def coherency_links(self) -> tuple[list[tuple[Point2, Point2]], list[tuple[Point2, Point2]]]:
        """S2 links, as centres: ``links`` between unit-mates whose bases are within the
        coherency distance; ``broken``, from each model out of coherency to the nearest
        unit-mate its verdict names."""
        judge = self.judge
        if judge is None:
            return [], []
        units: dict[tuple[str, str], list[str]] = {}
        for m in self.state.models:
            if m.on_table and m.unit and self.verdict(m.id) is not None:
                units.setdefault((m.player, m.unit), []).append(m.id)
        links, broken = [], []
        for ids in units.values():
            for i, a in enumerate(ids):
                near = judge.neighbours(a)
                pa = judge.footprint(a).centre
                for b in ids[i + 1:]:
                    d = near.get(b)
                    if d is not None and within(d, judge.coherency_in):
                        links.append((pa, judge.footprint(b).centre))
                for v in judge.verdict(a).violations:
                    if v.kind == "coherency" and v.other:
                        try:
                            broken.append((pa, judge.footprint(v.other).centre))
                        except KeyError:
                            pass
        return links, broken

    def preview_from_tray(self, model_id: str, x_in: float, y_in: float) -> Update:
        """:meth:`preview_move` for a model still in the set-up tray: the rules judge it as
        if on the table at ``(x_in, y_in)`` until :meth:`end_preview` (a drag from the tray
        in progress; the drop pushes the real command)."""
        model = self.state.model(model_id)
        if self.judge is not None and self.verdict(model_id) is None:
            self.judge.set_status(model.id, "active", _OnTable(model))
        return self.preview_move({model.id: (x_in, y_in, model.facing_deg)})

    def preview_block(self, spots: dict[str, tuple[float, float]]) -> Update:
        """:meth:`preview_from_tray` for a block of models from the tray at once (a unit or
        a warband dragged by its tray header), ``{id: (x_in, y_in)}``: judged as a group,
        all where they would land, until :meth:`end_preview`."""
        moves = {}
        for mid, (x, y) in spots.items():
            model = self.state.model(mid)
            if self.judge is not None and self.verdict(mid) is None:
                self.judge.set_status(model.id, "active", _OnTable(model))
            moves[mid] = (x, y, model.facing_deg)
        return self.preview_move(moves)

    def objective_verdicts(self) -> dict[str, ObjectiveVerdict] | None:
        """The judge's current verdicts on the objectives (S4), by id; ``None`` without a
        judge (the rules cannot judge this game)."""
        if self.judge is None:
            return None
        return {v.id: v for v in self.judge.objective_verdicts()}

    def objective_verdict(self, objective_id: str) -> ObjectiveVerdict | None:
        """The judge's current verdict on an objective (S4), or ``None`` (no judge, or an
        objective the judge does not know)."""
        if self.judge is None:
            return None
        return next((v for v in self.judge.objective_verdicts() if v.id == objective_id), None)

    def preview_move(self, moves: dict[str, tuple[float, float, float]]) -> Update:
        """Re-judge models at previewed centres and facings, ``{id: (x_in, y_in, facing_deg)}``,
        without changing the game (a drag in progress). Emits and returns what changed; call
        :meth:`end_preview` when the drag ends (a drop then pushes the real command)."""
        if self.judge is None:
            return Update({}, {})
        models: dict[str, ModelVerdict] = {}
        objectives = {}
        for mid, (x, y, facing) in moves.items():
            update = self.judge.move(mid, x, y, facing)
            models.update(update.models)
            objectives.update(update.objectives)
        update = Update(models, objectives)
        self.verdictsChanged.emit(update)
        return update

    def end_preview(self, ids) -> None:  # noqa: ANN001 - iterable of model ids
        """Put previewed models back where the game has them and re-judge them."""
        self._judge_models(frozenset(ids))

    # -- the one way to change the game ---------------------------------------------------
    def push(self, command: Command) -> Change:
        """Apply ``command`` and put it on the undo stack (recorded as a
        :class:`~app.game.history.Step`); returns what it changed. A ``ValueError`` from the
        command (an action the rules do not allow now) propagates and leaves the game and the
        stack unchanged. For scripts and tests setting a game up: a player's gesture goes
        through :meth:`attempt`."""
        step, change = Step.perform(command, self.state)
        self.pushing = True  # what is said now is about the new state (see MainWindow)
        try:
            self._announce(change)
            self.undo_stack.push(_UndoCommand.of(self, step))
        finally:
            self.pushing = False
        return change

    def attempt(self, command: Command, *, say: bool = True) -> Attempt:
        """The one way a player changes the game: do ``command`` (its check runs once, as it
        is applied) and put it on the undo stack, or, when the rules refuse it, leave
        everything as it is. Returns the :class:`Attempt`: the change, or the refusal
        sentence, which is also said on :attr:`message` unless ``say`` is false (a board
        gesture that words the refusal itself, with how to make it knowingly)."""
        if self.confirm_start is not None and self._begins_play(command):
            from app.game.setup_rules import covered_bases_warnings

            problems = covered_bases_warnings(self.state)
            if problems and not self.confirm_start(problems):
                return self._refused(translate("Controller", "Not started: {problem}")
                                     .format(problem=problems[0]), say)
        try:
            return Attempt(self.push(command))
        except ValueError as exc:
            text = str(exc)
            return self._refused(text[:1].upper() + text[1:], say,
                                 getattr(exc, "agreeable", False))

    def _refused(self, sentence: str, say: bool, agreeable: bool = False) -> Attempt:
        if say:
            self.message.emit(sentence)
        return Attempt(None, sentence, agreeable)

    def _begins_play(self, command: Command) -> bool:
        """Whether ``command`` ends the set-up: the order of play rolled (M5) or a card
        game's first deal (C5)."""
        from app.game.commands import RollOrderOfPlay

        return self.state.turn.phase == "setup" and isinstance(command, (RollOrderOfPlay,
                                                                         StartTurn))

    def _announce(self, change: Change) -> None:
        """Tell the views what ``change`` changed, and only that (the game stays the same
        game: :attr:`gameReplaced` is for :meth:`set_game`). Models added or taken away (a
        roster put in a tray, issue 32, or that undone): every view draws the game afresh, as
        for a game opened (:attr:`gameReplaced`; the undo stack stays)."""
        if change.warbands:
            self.gameReplaced.emit()
            return
        if change.models:
            self.modelsChanged.emit(change.models)
        if change.objectives:
            self.objectivesChanged.emit(change.objectives)
        if change.terrain:
            self.terrainChanged.emit(change.terrain)
        if change.zones:
            self.zonesChanged.emit()
        if change.turn:
            self.turnChanged.emit()
        if change.log:
            self.logChanged.emit()

    # -- intents ----------------------------------------------------------------------------
    def set_game(self, state: GameState, path: Path | None = None, *,
                 modified: bool = False, history: History | None = None) -> None:
        """Replace the whole game (not undoable). Nothing is dealt or rolled: the turn panel's
        "Initiative phase" (card games) or set-up steps (Mordheim) start the game.
        ``modified``: the game is not on disk yet (a new game from the wizard, a recovered
        autosave): it counts as unsaved, so it is autosaved and Quit asks about it.
        ``history``: the game's saved undo stack (its first ``index`` steps done, the rest
        undone); Edit ▸ Undo and Redo carry on from it. Nothing is re-applied: ``state``
        already is the game at that point."""
        self.aboutToReplace.emit()  # a drag held on the board ends while its items exist
        self.state = state
        self.path = path
        stack = self.undo_stack
        stack.clear()
        if history is not None and history.steps:
            # the history is built in one go with the stack's signals blocked: otherwise
            # each push re-texts the toolbar's Undo action, 5,000 times for a long game and
            # each time dearer (issue 21); the views hear the final state once, below
            self.restoring = True
            blocked = stack.blockSignals(True)
            try:
                with collector_paused():  # 5,000 new commands, no cycle among them
                    for step in history.steps[-HISTORY_MAX:]:
                        stack.push(_UndoCommand.of(self, step))
                done = history.index - max(0, len(history.steps) - HISTORY_MAX)
                stack.setIndex(max(0, done))
            finally:
                stack.blockSignals(blocked)
                self.restoring = False
            stack.indexChanged.emit(stack.index())
            stack.canUndoChanged.emit(stack.canUndo())
            stack.canRedoChanged.emit(stack.canRedo())
            stack.undoTextChanged.emit(stack.undoText())
            stack.redoTextChanged.emit(stack.redoText())
        stack.setClean()
        if modified:
            stack.resetClean()
        self.gameReplaced.emit()

    def history(self) -> History:
        """The undo stack as data, to save with the game: every step, oldest first, and how
        many of them are done."""
        stack = self.undo_stack
        steps = [stack.command(i).step for i in range(stack.count())]
        return History(steps, stack.index())

    def open_game(self, path: str | Path, saved=None) -> str:  # noqa: ANN001 - SavedGame
        """Load a game file with its undo history; raises ``GameFileError`` (the current game
        stays) if unreadable. Returns ``""``, or a sentence saying why the file's undo history
        could not be read (the game opened without it). ``saved``: the file already read
        (File ▸ Open reads it in a worker thread, showing progress)."""
        from app.game.saves import load_saved_game  # the file schema: loaded on first use

        if saved is None:
            saved = load_saved_game(path)
        self.set_game(saved.state, Path(path), history=saved.history)
        return saved.problem

    # -- persistence ------------------------------------------------------------------------
    @property
    def modified(self) -> bool:
        """True while the game has changes not saved to :attr:`path`."""
        return not self.undo_stack.isClean()

    def save(self, path: str | Path | None = None) -> Path:
        """Save the game to ``path`` (default: the file it came from) atomically; the game is
        then unmodified and ``path`` becomes its file. Raises ``GameSaveError`` saying why
        (the file on disk unchanged) and ``ValueError`` if there is no path."""
        target = Path(path) if path is not None else self.path
        if target is None:
            raise ValueError(translate("Controller",
                                       "the game has no file yet: choose where to save it"))
        from app.game.saves import save_game

        save_game(self.state, target, self.history())
        self.path = target
        self.undo_stack.setClean()
        self.saved.emit(target)
        return target

    def recover(self, state: GameState, source: Path | None,
                history: History | None = None) -> None:
        """Continue a game recovered from an autosave (with its undo ``history``): it belongs
        to ``source`` (or no file) and counts as unsaved until the player saves it."""
        self.set_game(state, source, modified=True, history=history)

    def move_model(self, model_id: str, x_in: float, y_in: float, *,
                   agreed: bool = False) -> Attempt:
        """Move a model's base centre to ``(x_in, y_in)`` (``agreed``: where the players agree
        to what the rules refuse, G8 and the set-up rules)."""
        return self.attempt(MoveModel(model_id, x_in, y_in, agreed=agreed))

    def next_activation(self, model_id: str | None = None) -> None:
        """The player whose activation it is activates a model (C7); no-op when none is due."""
        if whose_activation(self.state) is None:
            return
        self.turnComing.emit()
        self.attempt(NextActivation(model_id))

    def new_turn(self) -> None:
        """Initiative phase (C5): discard any Initiative cards still held and deal the next
        turn's, one per player still in the game."""
        self.turnComing.emit()
        self.attempt(StartTurn())

    def end_turn(self) -> None:
        """End turn: card games discard and refund (C5, S7); Mordheim passes clockwise (M5)."""
        self.turnComing.emit()
        self.attempt(EndTurn())

    def model_clicked(self, model_id: str) -> None:
        """A model was clicked on the board (no drag): it is selected, never activated, so a
        mis-click spends no activation (C7). In a card game's Activation phase the status bar
        says whether it may activate now and how (Enter, Game ▸ Activate selected model, or
        its right-click menu)."""
        state = self.state
        if state.system != "trench-crusade" or state.turn.phase != "activation":
            return
        due = whose_activation(state)
        if due is None:
            return
        from app.game.threats import movement_note

        model = state.model(model_id)
        problem = NextActivation(model_id).check(state)
        note = movement_note(model)  # R1: no Movement, no reach on the board
        note = f"; {note}" if note else ""
        if problem:
            self.selectionHint.emit(translate("Controller", "{model} selected: {problem} (C7)")
                                    .format(model=model.label or model.name, problem=problem)
                                    + note)
        else:
            self.selectionHint.emit(translate(
                "Controller", "{model} selected: press Enter (Game ▸ Activate selected model) "
                "to activate it (C7)").format(model=model.label or model.name) + note)

    def activate(self, model_id: str | None = None) -> bool:
        """Activate ``model_id`` (or, with None, the due warband's next model) for the player
        whose activation it is (C7); a refusal goes to :attr:`message`."""
        return self.attempt(NextActivation(model_id))
    def segment_clicked(self, letter: str) -> None:
        """A table-edge segment was clicked on the board (M4): during Mordheim set-up the
        player next in the set-up order takes it. Refusals go to :attr:`message`."""
        state = self.state
        if state.turn.phase != "setup" or state.deployment.kind != "edge-segments":
            return
        if state.system != "mordheim":
            return
        self.attempt(ChooseSegment(None, letter))  # the player next in the set-up order

    @property
    def whose_activation(self) -> str | None:
        return whose_activation(self.state)
