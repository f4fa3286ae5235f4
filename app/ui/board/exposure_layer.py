"""The board's exposure layer (R4, T3): with View ▸ Exposure on, the table shaded by how many
enemy warbands could see each spot (from their set-up zones; where a scenario gives none,
from their models on the table), for the player who sets up now or one chosen
(:meth:`ExposureLayer.set_player`), and the player's placed models that enemy models on the
table see marked with an eye. It also keeps the race to the objectives (R5) for the race
table (:meth:`ExposureLayer.race`).

:class:`~app.ui.board.scene.BoardScene` holds one (``scene.exposure``). The layer listens to
the controller itself and works the map out again a short while after the game changed
(:data:`EXPOSURE_PAUSE_MS`: a run of changes is one update) with one
:class:`~app.game.exposure_map.MapMaker`, whose caches keep what a moved piece did not touch.
The table screen shows the shading too: it is an item of the same scene.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, QPointF, QTimer, Signal

from .exposure_items import ExposureItem, SeenMarksItem
from .shading_ahead import AheadWorker
from .terrain_items import shapely_path

if TYPE_CHECKING:
    from PySide6.QtCore import QRectF

    from app.game.commands.terrain import PieceCommand
    from app.game.exposure_map import ExposureMap, MapMaker, ShadingAhead
    from PySide6.QtWidgets import QGraphicsItem

    from app.ui.controller import GameController

    from .items import ModelItem

EXPOSURE_PAUSE_MS = 120
"""After the game changed (a piece dropped, a model placed), this long (ms) with no further
change before the map is worked out again."""


AHEAD_REST_MS = 60
"""A carried terrain piece resting this long (ms) under the cursor has the shading for where
it would be put down worked out ahead, in a thread of its own (:mod:`.shading_ahead`): shown
while the piece is still held, and at once when it is put down there."""

CARRIED_OPACITY = 0.0
"""The shading's opacity while a terrain piece is carried: faded out (it would show the
shadows of the piece where it was)."""


class ExposedBoard(Protocol):
    """What the exposure layer uses of the board (:class:`~app.ui.board.scene.BoardScene`, a
    ``QObject`` that parents the layer): its game, its table, its models' items and room for
    the shading."""

    controller: GameController
    model_items: dict[str, ModelItem]

    @property
    def table_rect(self) -> QRectF: ...

    def addItem(self, item: QGraphicsItem) -> None: ...  # noqa: N802 (Qt name)


class ExposureLayer(QObject):
    """R4 shading of ``scene``'s table and R5 race, kept up to date while asked for.
    ``changed`` is emitted each time the map or the race was worked out again."""

    changed = Signal()

    def __init__(self, scene: ExposedBoard) -> None:
        super().__init__(scene)  # type: ignore[arg-type] - the scene is a QObject
        self.scene = scene
        self._maker: MapMaker | None = None
        self.shown = False
        """View ▸ Exposure is on."""
        self.chosen: str | None = None
        """The player chosen for the map (``None``: whoever sets up now)."""
        self.kept: str | None = None
        """The player the map was last worked out for (kept while it is nobody's turn)."""
        self.map: ExposureMap | None = None
        """The map shown (``None`` while Exposure is off or no player is known)."""
        self.objectives: list[dict[str, Any]] = []
        """R5: the plan document's ``objectives``, as last worked out."""
        self.race_wanted = False
        """The race table is on screen: the race is kept up to date even with Exposure off."""
        self.last_ms = 0.0
        """How long the last shading took to work out and draw (ms), for the benchmark."""
        self.rest_ms = 0.0
        """How long the seen marks and the race took after it (ms)."""
        self.updates = 0
        """How many times the layer was worked out (tests wait on it)."""
        self._rest_due = False
        self.faded = False
        """The shading is faded out: a terrain piece is carried, or was just put down and
        the shading is not yet worked out for it (:meth:`carry`)."""
        self.item: ExposureItem | None = None
        self.marks: SeenMarksItem | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(EXPOSURE_PAUSE_MS)
        self._timer.timeout.connect(self.update_now)
        self.ahead: ShadingAhead | None = None
        """The last map worked out ahead of a drop (:meth:`carry`)."""
        self.worker = AheadWorker(self)
        self.worker.done.connect(self._ahead_done)
        self.rest_worker = AheadWorker(self, "marks-and-race")
        self.rest_worker.done.connect(self._rest_done)
        self._changes = 0  # counts the game's changes (a rest job from before: stale)
        self._carried = False
        self._drop: PieceCommand | None = None  # the step a drop of the carried piece would be
        self._carried_key: tuple | None = None  # the pieces it rests as, worked out ahead
        self._settled: ExposureMap | None = None  # the map before the carry (Esc: back)
        self._live = False  # the map shown was worked out ahead for the carried piece
        self._era = 0  # counts the changes other than the pieces' (a job from before: stale)
        self._rest = QTimer(self)
        self._rest.setSingleShot(True)
        self._rest.setInterval(AHEAD_REST_MS)
        self._rest.timeout.connect(self._plan_ahead)
        c = scene.controller
        for signal in (c.objectivesChanged, c.zonesChanged, c.turnChanged, c.gameReplaced):
            signal.connect(self.schedule)
        c.terrainChanged.connect(self._terrain_changed)
        c.gameReplaced.connect(self._stale_ahead)  # other changes: ShadingAhead.is_for
        for signal in (c.terrainChanged, c.objectivesChanged, c.zonesChanged, c.turnChanged,
                       c.gameReplaced, c.modelsChanged):
            signal.connect(self._changed)
        c.modelsChanged.connect(self._models_changed)
        c.gameReplaced.connect(self._forget)

    def _forget(self) -> None:
        """Another game: the map and the race worked out for the one before are dropped at
        once (its players are not this game's), the new ones worked out after the pause."""
        self.map = None
        self._settled = None
        self._carried, self._live, self._drop = False, False, None
        self._rest.stop()
        self.objectives = []

    def _changed(self, _ids: object = None) -> None:
        self._changes += 1

    def _stale_ahead(self, _ids: object = None) -> None:
        """Another game: a map worked out ahead is for the one before (whatever its pieces
        and sources)."""
        self._era += 1
        self.ahead = None

    @property
    def maker(self) -> MapMaker:
        """The rules' caches, made when first asked (the rules' geometry is not loaded
        before the first frame)."""
        if self._maker is None:
            from app.game.exposure_map import MapMaker

            self._maker = MapMaker()
        return self._maker

    # -- what the window asks ----------------------------------------------------------------
    @property
    def player(self) -> str | None:
        """The player the map is for now: the one chosen, else the one who sets up now or
        whose turn it is (:func:`app.game.threats.planning_player`); when it is nobody's
        (every model placed, between turns, the game over) the player last shaded for is
        kept, else the first player still in the game."""
        from app.game.threats import planning_player

        state = self.scene.controller.state
        pid = planning_player(state, self.chosen)
        if pid is not None:
            return pid
        ids = [p.id for p in state.players_in_game] or [p.id for p in state.players]
        if self.kept in ids:
            return self.kept
        return ids[0] if ids else None

    @property
    def player_now(self) -> str | None:
        """Who sets up now (in play: whose activation or player turn it is), whoever is
        chosen; ``None`` when it is nobody's (:func:`app.game.threats.player_now`)."""
        from app.game.threats import player_now

        return player_now(self.scene.controller.state)

    def set_shown(self, shown: bool) -> None:
        """View ▸ Exposure on or off: worked out at once when turned on."""
        self.shown = bool(shown)
        if self.shown:
            self.update_now()
        else:
            self._timer.stop()
            self.map = None
            self._draw_shading()
            self._draw_marks()
            self.changed.emit()

    def set_player(self, player_id: str | None) -> None:
        """The map is for ``player_id`` from now on (``None``: whoever sets up now)."""
        self.chosen = player_id
        if self.shown:
            self.update_now()

    def set_race_wanted(self, wanted: bool) -> None:
        """The race table came on screen (or went): worked out once the changes pause (a
        tab shown a moment while the window lays its docks out asks for nothing)."""
        self.race_wanted = bool(wanted)
        if wanted:
            self._timer.start()

    def schedule(self, _ids: object = None) -> None:
        """The game changed (``_ids``: what changed, where the signal says): work it out
        again once the changes pause."""
        if self.shown or self.race_wanted:
            self._timer.start()

    def _terrain_changed(self, _ids: object = None) -> None:
        """A piece changed other than by a drop on the board (undo, redo, the palette, a
        dialog; trial 6: the old shading stayed a moment at full strength): faded at once,
        the new shading worked out off the GUI thread and shown when in. A drop's own change
        is seen to by :meth:`carry`."""
        if self._carried:
            return
        if not self.shown:
            self.schedule()  # the race, if its table is on screen
            return
        self.faded = True
        self._fade()
        if not self._take_ahead():
            self._after_drop()  # then the seen marks and the race (:meth:`_show_ahead`)

    def _models_changed(self, ids) -> None:  # noqa: ANN001 - frozenset of model ids
        """Models moved: their eyes go at once (they marked where the models stood), the
        rest follows once the changes pause."""
        if self.map is not None and self.map.seen and set(ids) & self.map.seen.keys():
            self.map.seen = {mid: v for mid, v in self.map.seen.items() if mid not in ids}
            self._draw_marks()
        self.schedule()

    def carry(self, carried: bool, changed: bool = False,
              drop: PieceCommand | None = None) -> None:
        """A terrain piece is carried (``carried``; ``drop``: the step putting it down here
        would attempt) or was put down: while it moves, the shading and the eyes (worked
        out with the piece where it was) are faded out; resting :data:`AHEAD_REST_MS`, the
        shading for where it rests is worked out ahead and shown while it is held. Put
        down, they come back at once if nothing changed; else the map worked out ahead for
        that spot is shown at once, or (put down before it was ready) once worked out
        (``changed``)."""
        self.board_held(carried)
        if carried:
            if not self._carried:
                self._carried = True
                self._settled = self.map
            self._drop = drop
            self._carried_key = None
            self._live = False
            self.faded = True
            self._fade()
            if self.shown and drop is not None:
                self._rest.start()
            return
        was_live = self._live
        self._carried, self._live, self._drop = False, False, None
        self._rest.stop()
        if not changed:
            settled = self._settled
            if settled is not None and self.shown and settled.player != self.player:
                # another player was chosen while it was held: that player's map now
                self.faded = True
                self._fade()
                if not self._take_ahead():
                    self._after_drop()
                return
            if was_live:
                self.map = settled
                self._draw_shading()
            self.faded = False
            self._fade()
            return
        self.faded = self.shown
        self._fade()
        if not self.shown:
            self.schedule()  # the race, if its table is on screen (trial 9 read it stale)
        elif not self._take_ahead():
            self._after_drop()

    def _after_drop(self) -> None:
        """Put down with no map worked out ahead for the spot: it is worked out now, off
        the GUI thread too (the board stays free; no pause: a drop is one change)."""
        from app.game.planning import Planner

        state, pid = self.scene.controller.state, self.player
        if pid is None:
            return
        self._start_ahead(pid, list(state.terrain), Planner.terrain_key(state))
        self._take_ahead()  # waits for it

    def _plan_ahead(self) -> None:
        """The carried piece rests: the map for the pieces as the drop would leave them
        worked out ahead (not when the drop would be refused)."""
        from app.game.planning import Planner

        from app.game.exposure_map import enemy_sources, looks_from

        drop, pid = self._drop, self.player
        state = self.scene.controller.state
        if not (self._carried and self.shown and drop is not None and pid is not None) \
                or drop.check(state) is not None:
            return
        terrain = drop.terrain_after(state)
        key = Planner.terrain_key_of(state.table, terrain)
        self._carried_key = key
        looks = looks_from(enemy_sources(state, pid))
        if self.ahead is not None and (self.ahead.key, self.ahead.player, self.ahead.looks) \
                == (key, pid, looks):
            self._ahead_done(self.ahead)  # worked out already: shown again
            return
        running = self.worker.running
        if running is not None and (running.key, running.player, running.looks) \
                == (key, pid, looks):
            return
        self._start_ahead(pid, terrain, key)

    def _start_ahead(self, pid: str, terrain: list, key: tuple) -> None:
        """Have the worker work out the map for ``pid`` were the pieces ``terrain``."""
        from app.game.exposure_map import ShadingAhead

        era = self._era

        def make() -> ShadingAhead | None:
            if era != self._era or not self._still_wanted(key):
                return None
            job = ShadingAhead(self.maker, self.scene.controller.state, pid, terrain)
            job.era = era
            return job

        self.worker.start(make, (key, pid))

    def _still_wanted(self, key: tuple) -> bool:
        """Is a map for the pieces ``key`` still wanted: the piece rests there, or was put
        down there?"""
        from app.game.planning import Planner

        if self._carried:
            return key == self._carried_key
        return key == Planner.terrain_key(self.scene.controller.state)

    def _take_ahead(self) -> bool:
        """Show the map worked out ahead for the game as it is now, if there is one (or
        wait for it, when it is being worked out); ``False``: there is none."""
        from app.game.planning import Planner

        state, pid = self.scene.controller.state, self.player
        ahead = self.ahead
        if ahead is not None and ahead.fits(state, pid):
            self._show_ahead(ahead)
            return True
        key = (Planner.terrain_key(state), pid)
        running = self.worker.running
        if running is not None and running.era == self._era and running.is_for(state, pid) \
                or self.worker.next_tag == key:
            self._timer.stop()  # its map is shown when done (:meth:`_ahead_done`)
            return True
        return False

    def _ahead_done(self, job: ShadingAhead) -> None:
        """A map worked out ahead is ready: shown if the piece still rests there (not
        faded, the eyes still are), or if it was put down there."""
        if job.era != self._era or job.map is None:
            if not self._carried:
                self.schedule()  # it failed or is stale: the usual update then
            return
        self.ahead = job
        if not self.shown:
            return
        if self._carried:
            if job.key == self._carried_key and job.player == self.player:
                self.map = job.map
                self._live = True
                self._draw_shading()
                if self.item is not None:
                    self.item.setOpacity(1.0)
            return
        if job.fits(self.scene.controller.state, self.player):
            self._show_ahead(job)

    def _show_ahead(self, job: ShadingAhead) -> None:
        """The drop's map, worked out ahead, shown now; the rules' caches are its."""
        t0 = time.perf_counter()
        self._timer.stop()
        self.map = job.adopt(self.maker)
        self.kept = job.player
        self.faded = False
        self._draw_shading()
        self._fade()
        self.last_ms = (time.perf_counter() - t0) * 1000
        self._rest_due = True
        QTimer.singleShot(0, self, self.update_rest)

    def _fade(self) -> None:
        for item in (self.item, self.marks):
            if item is not None:
                item.setOpacity(CARRIED_OPACITY if self.faded else 1.0)

    def forget_items(self) -> None:
        """The scene dropped every item (a new game is drawn): nothing is carried."""
        self.item = None
        self.marks = None
        self.board_held(False)

    def board_held(self, held: bool) -> None:
        """A model or a piece is carried (``held``) or no longer: the seen marks and the
        race wait meanwhile, so the drag's frames keep the interpreter (the shading worked
        out ahead for a resting piece goes on)."""
        self.rest_worker.hold(held)

    @staticmethod
    def known(m: ExposureMap) -> bool:
        """Whether the map has anything to shade: an enemy warband counted, or none to count
        (allies and team-mates only: all of the table is safe). With enemies but none counted
        yet (no set-up zone, no model on the table) nothing is known: no spot is shown safe."""
        return m.counted > 0 or not m.enemies

    def level_at(self, x_in: float, y_in: float) -> int | None:
        """How many enemy warbands the shading shown says see the point (``None``: off)."""
        return None if self.map is None else self.map.level_at(x_in, y_in)

    # -- working it out ----------------------------------------------------------------------
    def update_now(self) -> None:
        """Work out the shading (Exposure on) and draw it at once; then, on the next turn of
        the event loop, the seen marks and the race (R5, while the race table is on
        screen), and emit ``changed``."""
        self._timer.stop()
        if self.shown and self._carried and self._drop is not None:
            # a piece is held (another player chosen meanwhile, trial 6): faded, and the
            # shading for the held spot worked out ahead for whoever it is for now
            self._live = False
            self.faded = True
            self._fade()
            self._plan_ahead()
            return
        if self.shown and not self._carried and self._take_ahead():
            return
        state = self.scene.controller.state
        t0 = time.perf_counter()
        pid = self.player
        if self.shown and pid is not None:
            self.map = self.maker.shading(state, pid)
            self.kept = pid
        else:
            self.map = None
        self.faded = False  # worked out for the pieces where they stand now
        self._draw_shading()
        self._fade()
        self.last_ms = (time.perf_counter() - t0) * 1000
        self._rest_due = True
        QTimer.singleShot(0, self, self.update_rest)

    def update_rest(self) -> None:
        """The seen marks and the race for the map just drawn, worked out off the GUI thread
        (:class:`~app.game.exposure_map.RestAhead`, a copy of the game); ``changed`` emitted
        when they are in (:meth:`_rest_done`)."""
        from app.game.exposure_map import RestAhead

        if not self._rest_due:
            return
        self._rest_due = False
        pid = self.map.player if self.map is not None else None
        asked = self._changes

        def make() -> RestAhead:
            job = RestAhead(self.maker, self.scene.controller.state, pid, self.race_wanted)
            job.era = asked
            return job

        self.rest_worker.start(make)

    def _rest_done(self, job: object) -> None:
        """The seen marks and the race are in: shown, unless the game changed since it was
        asked (the change has asked again) or the map is now another player's."""
        from app.game.exposure_map import RestAhead

        assert isinstance(job, RestAhead)
        if job.era != self._changes or getattr(job, "failed", False):
            if getattr(job, "failed", False):
                self.schedule()
            return
        job.adopt(self.maker)
        if self.map is not None and self.map.player == job.player:
            self.map.seen = job.seen
        if job.objectives is not None:
            self.objectives = job.objectives
            if self.map is not None:
                self.map.objectives = self.objectives
        self._draw_marks()
        self.rest_ms = job.ms
        self.updates += 1
        self.changed.emit()

    def _draw_shading(self) -> None:
        scene = self.scene
        m = self.map
        if m is None or not self.known(m):
            if self.item is not None:
                self.item.setVisible(False)
            if m is None and self.marks is not None:
                self.marks.setVisible(False)
            return
        import shapely

        table = scene.table_rect
        if self.item is None:
            self.item = ExposureItem(table)
            scene.addItem(self.item)
        board = shapely.box(0.0, 0.0, table.width(), table.height())
        safe = board if not m.levels else shapely.difference(board, m.levels[0])
        self.item.set_paths(table, shapely_path(safe), [shapely_path(g) for g in m.levels])
        self.item.setVisible(True)

    def _draw_marks(self) -> None:
        scene = self.scene
        m = self.map
        if m is None:
            if self.marks is not None:
                self.marks.setVisible(False)
            return
        if self.marks is None:
            self.marks = SeenMarksItem()
            scene.addItem(self.marks)
        marks = []
        for mid in m.seen:
            item = scene.model_items.get(mid)
            if item is not None and item.isVisible():
                r = item.base_shape().boundingRect()
                marks.append((QPointF(item.pos()), max(r.width(), r.height()) / 2))
        self.marks.set_marks(marks)
        self.marks.setVisible(True)
