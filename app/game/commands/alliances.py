"""Alliance commands (M10): offers, answers, an alliance ended by agreement, and attacks
(which break an alliance with the target's warband at once)."""

from __future__ import annotations

from typing import Sequence

from app.i18n import QT_TRANSLATE_NOOP, translate
from app.phrases import Phrase
from app.rules import alliances as alliance_rules
from app.rules.geometry import footprint

from ..state import AttackRecord, GameState, Proposal
from .base import Change, Command, player_names, players_problem
from .turns import record_verdict, victory_verdict

FIXED_TEAMS = QT_TRANSLATE_NOOP("Refusals", "this scenario is played in fixed teams: team-mates "
                                             "stay allies all game and no other alliance can be "
                                             "made")
"""Why alliance commands are refused in a fixed-team scenario (Brothers-in-Arms)."""


class ProposeAlliance(Command):
    """``proposer`` offers an alliance to each of ``invitees`` (M10). In Mordheim only the
    player whose turn it is may propose (at the start of their turn). Each invitee answers
    with :class:`AnswerAlliance`."""

    def __init__(self, proposer: str, invitees: Sequence[str]) -> None:
        self.proposer = proposer
        self.invitees = list(invitees)
        self.text = Phrase.translate("Undo", "Propose alliance")

    def check(self, state: GameState) -> str | None:
        proposer = state.player(self.proposer)
        problem = players_problem(state, self.invitees)
        if problem:
            return problem
        if not self.invitees:
            return translate("Refusals", "name at least one warband to ally with")
        if state.fixed_teams:
            return translate("Refusals", FIXED_TEAMS)
        if proposer.fled:
            return translate("Refusals", "{name} is out of the game").format(name=proposer.name)
        if not alliance_rules.may_propose_now(state.system, state.turn.phase,
                                              state.turn.current_player, proposer.id):
            return translate("Refusals", "{name} may propose an alliance only at the start of "
                                         "their own turn").format(name=proposer.name)
        for pid in self.invitees:
            other = state.player(pid)
            if pid == proposer.id:
                return translate("Refusals", "a warband cannot ally with itself")
            if other.fled:
                return translate("Refusals", "{name} is out of the game").format(name=other.name)
            if state.allied(proposer.id, pid):
                return translate("Refusals", "{name} and {other} are already allies").format(
                    name=proposer.name, other=other.name)
        return None

    def act(self, state: GameState) -> Change:
        proposer = state.player(self.proposer)
        for pid in self.invitees:
            state.proposals = [p for p in state.proposals
                               if {p.proposer, p.invitee} != {proposer.id, pid}]
            state.proposals.append(Proposal(proposer.id, pid, state.turn.number))
        self.text = Phrase.translate("Undo", "{player} proposes an alliance").format(
            player=proposer.name)
        state.log_event("alliance", Phrase.translate(
            "Log", "{player} proposes an alliance to {names}").format(
                player=proposer.name, names=player_names(state, self.invitees)))
        return Change(turn=True, log=True)


def models_in_contact(state: GameState, a: str, b: str) -> list[tuple[str, str]]:
    """Pairs (model of ``a``, model of ``b``) on the table whose bases touch, by their true
    shapes (:func:`app.rules.placement.bases_touch`: G3, with G4's tolerance)."""
    from app.rules.placement import bases_touch  # NumPy for ovals: only when asked

    pairs = []
    for ma in state.models_on_table(a):
        fa = footprint(ma.base, ma.x_in, ma.y_in, ma.facing_deg)
        for mb in state.models_on_table(b):
            if bases_touch(fa, footprint(mb.base, mb.x_in, mb.y_in, mb.facing_deg)):
                pairs.append((ma.id, mb.id))
    return pairs


class AnswerAlliance(Command):
    """``invitee`` accepts or refuses ``proposer``'s offer (M10). On acceptance the two are
    allies; their models in close combat with each other break off and are placed 1" apart.

    ``separate``: the pairs of model ids in close combat; by default, the pairs of models of
    the two warbands whose bases touch (:func:`models_in_contact`).
    """

    def __init__(
        self,
        invitee: str,
        proposer: str,
        accept: bool,
        separate: Sequence[tuple[str, str]] | None = None,
    ) -> None:
        self.invitee = invitee
        self.proposer = proposer
        self.accept = accept
        self.separate = [tuple(p) for p in separate] if separate is not None else None
        self.text = Phrase.translate("Undo", "Answer alliance")

    def _offer(self, state: GameState) -> Proposal | None:
        invitee, proposer = state.player(self.invitee), state.player(self.proposer)
        return next((p for p in state.proposals
                     if p.proposer == proposer.id and p.invitee == invitee.id), None)

    def check(self, state: GameState) -> str | None:
        if self._offer(state) is None:
            return translate("Refusals", "{name} has not offered {other} an alliance").format(
                name=state.player(self.proposer).name, other=state.player(self.invitee).name)
        return None

    def act(self, state: GameState) -> Change:
        invitee, proposer = state.player(self.invitee), state.player(self.proposer)
        state.proposals.remove(self._offer(state))
        if not self.accept:
            self.text = Phrase.translate("Undo", "{player} refuses the alliance").format(
                player=invitee.name)
            state.log_event("alliance", Phrase.translate(
                "Log", "{player} refuses {proposer}'s alliance").format(
                    player=invitee.name, proposer=proposer.name))
            return Change(turn=True, log=True)
        state.alliances = alliance_rules.form(state.alliances, proposer.id, [invitee.id])
        self.text = Phrase.translate("Undo", "{player} allies with {proposer}").format(
            player=invitee.name, proposer=proposer.name)
        state.log_event("alliance", Phrase.translate(
            "Log", "{player} and {proposer} are now allies").format(
                player=invitee.name, proposer=proposer.name))
        pairs = (self.separate if self.separate is not None
                 else models_in_contact(state, proposer.id, invitee.id))
        footprints = {m.id: footprint(m.base, m.x_in, m.y_in, m.facing_deg)
                      for m in state.models if m.on_table}
        names = {m.id: Phrase.translate("Log", "{player}'s {model}").format(
            player=state.player(m.player).name, model=m.label or m.name) for m in state.models}
        moved, notes = alliance_rules.place_break_off(footprints, pairs, state.table, names=names)
        for mid, (x, y) in moved.items():
            model = state.model(mid)
            model.x_in, model.y_in = x, y
        if moved:
            state.log_event("alliance", (Phrase.translate(
                "Log", "1 close combat between the new allies broken off; the models are "
                       "placed 1\" apart") if len(pairs) == 1 else Phrase.translate(
                "Log", "{count} close combats between the new allies broken off; the models "
                       "are placed 1\" apart").format(count=len(pairs))))
        for note in notes:
            state.log_event("alliance", note)
        # C9: the last warbands left all allied now have no opponent (never Mordheim, M9)
        record_verdict(state, victory_verdict(state))
        return Change(models=frozenset(moved), turn=True, log=True)


class BreakAlliance(Command):
    """End the alliance between ``a`` and ``b`` by agreement (M10 lets alliances be brief)."""

    def __init__(self, a: str, b: str) -> None:
        self.a, self.b = a, b
        self.text = Phrase.translate("Undo", "Break alliance")

    def check(self, state: GameState) -> str | None:
        pa, pb = state.player(self.a), state.player(self.b)
        if state.fixed_teams:
            return translate("Refusals", FIXED_TEAMS)
        if alliance_rules.broken_by_attack(state.alliances, pa.id, pb.id)[1] is None:
            return translate("Refusals", "{name} and {other} are not allies").format(
                name=pa.name, other=pb.name)
        return None

    def act(self, state: GameState) -> Change:
        pa, pb = state.player(self.a), state.player(self.b)
        state.alliances, _broken = alliance_rules.broken_by_attack(state.alliances, pa.id, pb.id)
        state.log_event("alliance", Phrase.translate(
            "Log", "The alliance between {a} and {b} ends").format(a=pa.name, b=pb.name))
        return Change(turn=True, log=True)


class Attack(Command):
    """Record that model ``by`` charged, shot or cast a harmful spell (``kind``) at model
    ``target``. An attack on an ally breaks that alliance at once (M10)."""

    def __init__(self, by: str, target: str, kind: str = "charge") -> None:
        self.by, self.target, self.kind = by, target, kind
        self.text = Phrase.translate("Undo", "Attack")

    def check(self, state: GameState) -> str | None:
        by, target = state.model(self.by), state.model(self.target)
        if self.kind not in alliance_rules.ATTACK_KINDS:
            return (f"unknown attack {self.kind!r}; expected one of "
                    f"{', '.join(alliance_rules.ATTACK_KINDS)}")
        if by.player == target.player:
            return translate("Refusals", "{name} and {other} are in the same warband").format(
                name=by.name, other=target.name)
        from app.rules.judge import scout_groups  # S3: only games with a unit coming in

        if state.scouts and any(g.first == target.id and not g.first_moved
                                for g in scout_groups(state)):
            return translate("Refusals", "{name} cannot be targeted: it came on by Scout and "
                                         "Secure and has not moved since (S3)").format(
                name=target.name)
        return None

    def act(self, state: GameState) -> Change:
        by, target = state.model(self.by), state.model(self.target)
        state.turn.attacks.append(AttackRecord(by.id, target.id, self.kind))
        undo = {"charge": Phrase.translate("Undo", "{by} charges {target}"),
                "shoot": Phrase.translate("Undo", "{by} shoots at {target}"),
                "spell": Phrase.translate("Undo", "{by} casts a spell at {target}")}[self.kind]
        self.text = undo.format(by=by.name, target=target.name)
        line = {"charge": Phrase.translate("Log", "{by} ({player}) charges {target} ({other})"),
                "shoot": Phrase.translate("Log", "{by} ({player}) shoots at {target} ({other})"),
                "spell": Phrase.translate(
                    "Log", "{by} ({player}) casts a spell at {target} ({other})")}[self.kind]
        state.log_event("attack", line.format(
            by=by.name, player=state.player(by.player).name, target=target.name,
            other=state.player(target.player).name))
        if state.fixed_teams:
            return Change(turn=True, log=True)  # team-mates stay a team
        state.alliances, broken = alliance_rules.broken_by_attack(
            state.alliances, by.player, target.player)
        if broken is not None:
            state.log_event("alliance", Phrase.translate(
                "Log", "The alliance between {a} and {b} is broken by the attack").format(
                    a=state.player(by.player).name, b=state.player(target.player).name))
        return Change(turn=True, log=True)
