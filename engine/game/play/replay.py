"""Replay a match log and give a verdict: is the recorded game legal, and who won?

>>> from engine.game.data.cards import sample_cards
>>> log = {"format": "agot-match-log/1", "ruleset": "agot2-joust", "card_data": "sample",
...        "restricted_list": None, "events": [{"seq": 1, "type": "first_player", "seat": "B"}],
...        "seats": [{"seat": k, "name": k, "deck": {"faction": "stark", "agenda": None,
...                   "plots": {"99001": 1}, "cards": {"99101": 3}}} for k in "AB"]}
>>> verdict = replay(log, sample_cards())
>>> verdict.status, verdict.events, verdict.errors
('incomplete', 1, ())

Each event is placed at the earliest point, from the current one on, where it is allowed:
the engine runs the framework steps in between (income, STR comparison, dominance ...) and
refuses to skip a step that waits for a mandatory decision or draw. An optional ``at``
field names the step an event belongs to (e.g. a reaction ``"at": "F-4.2.2"``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache
from typing import Any, Final

from engine.game.data.cards import CardDB, default_card_data_path, load_cards, sample_cards
from engine.game.framework import ending, flow, forced
from engine.game.framework.start import new_game
from engine.game.logformat.events import GameEvent, Undo
from engine.game.logformat.log import SEATS, LogFormatError, MatchLog, check_event, parse_log
from engine.game.logformat.readers import event_of
from engine.game.play.abilities import ABILITY
from engine.game.play.decisions import Decision, next_decision
from engine.game.play.handlers import HANDLERS, Handler
from engine.game.play.unread import checked, could_explain, unread_cards
from engine.game.play.verdict import ReplayError, Verdict, deck_errors
from engine.game.rules.text_checks import card_text_checks
from engine.game.rulesets.hooks import hooks_of
from engine.game.rulesets.params import ruleset
from engine.game.state import effects
from engine.game.state.model import GameState, RuleError, ValueDisagreement, power_total
from engine.game.state.saves import check_answered
from engine.game.state.undo import undo_plan, undo_problem
from engine.game.state.view import digest, snapshot

_ALL: Final[dict[str, Handler[Any]]] = {**HANDLERS, "ability": ABILITY}
_AFTER_THE_END: Final = frozenset({"note", "game_over"})
# The only events whose own effects can raise a power total (renown, ability primitives such
# as gain_power, move_power or take_control); the framework steps that move power run their
# own end check (``flow.leave_step``).
_MAY_RAISE_POWER: Final = frozenset({"keyword", "ability"})
# Events that are no game action: they may come between a card and its mandatory passive, or
# between a forced ability's triggering condition and its logged resolution (no window closes).
_OUTSIDE_THE_GAME: Final = frozenset({"note", "concede", "time_called"})
_MAX_STEPS: Final = 200
# Events that do not close the reaction windows of what just happened ([R-REACTION-4]): the
# abilities that answer it, and the statements of what the framework works out by itself (a
# challenge's result, dominance, initiative, a checkpoint). Stating what the engine could have
# derived must never change what is legal after it: the same log without the statement is
# accepted, so the log with it must be too (docs/decisions/honest-verdicts.md).
_ANSWERS: Final = frozenset(
    {"ability", "note", "challenge_result", "dominance", "initiative", "checkpoint"}
)


def cards_for(log: MatchLog, path: str | None = None) -> CardDB:
    """The card data a log names: the bundled sample set for ``card_data`` "sample...",
    otherwise the community data (``path``, ``$AGOT_CARD_DATA`` or the shared copy). An
    ``hbo-2p`` log reads an HBO card file: ``path``, else the bundled one (docs/hbo.md)."""
    ruleset_data = hooks_of(log.ruleset).card_data  # HBO: its own card file
    if ruleset_data is not None:
        return ruleset_data(path)
    if path is None and log.card_data.startswith("sample"):
        return sample_cards()
    return _load_cached(str(path if path is not None else default_card_data_path()))


@lru_cache(maxsize=4)
def _load_cached(path: str) -> CardDB:
    """Card data is read once per process and path (a worker replays many logs)."""
    return load_cards(path)


def apply_event(st: GameState, event: GameEvent | Mapping[str, Any]) -> None:
    """Place one event (advancing the framework to where it fits), check it, apply it. A
    broken rule is reported by the id of the log's ruleset ([H-...] for hbo-2p). A JSON event
    is read into its typed event first (``event_of``; its structure is the codec's check)."""
    ev = event if isinstance(event, GameEvent) else event_of(event)
    try:
        kind = ev.type
        handler = _ALL[kind]
        if st.over and kind not in _AFTER_THE_END:
            raise RuleError("R-WIN-2", f"the game is over ({st.end_reason}); no more {kind} events")
        if st.pending_choice is not None and kind not in ("choose_winner", "note", "concede"):
            rule, _ = st.pending_choice
            raise RuleError(rule, "the first player must first choose the winner (choose_winner)")
        hooks = hooks_of(st.ruleset)
        if hooks.before_event is not None:
            hooks.before_event(st, ev)  # melee: out of the game [R-ELIM-1]; HBO: [H-PASSIVE-4]
        _place(st, ev, kind, handler)
        # The game moves on: a forced ability with a choice resolves first, open reaction
        # windows close. A concession or time being called is no game action ([T-END-1],
        # [T-END-2]): the game goes on where it was, so a due forced ability still answers its
        # triggering condition next ([R-FORCED-1]) and the windows stay open ([R-REACTION-4]).
        if kind not in _ANSWERS and kind not in _OUTSIDE_THE_GAME:
            forced.check_due(st)
            effects.close_windows(st)
        if st.pending_cancel and kind not in ("ability", "note"):
            raise RuleError("R-CANCEL-1", "a cancel must be followed by the ability it cancels")
        if st.retarget and kind not in ("ability", "note"):
            raise RuleError("R-TARGET-1", "a retarget must be followed by the ability it retargets")
        # a check only reads: each contribution kind it asks for is worked out once
        effects.read_only(st, lambda: handler.check(st, ev))
        if kind in _MAY_RAISE_POWER:
            st.power_unchecked = True  # before apply: a failing ability may have moved power
        handler.apply(st, ev)
        effects.settle(st)  # forced abilities of what this event made happen ([R-FORCED-1])
        card_text_checks(st)  # card text: "killed if its STR is 0", "sacrifice him"
        if hooks.after_event is not None:
            hooks.after_event(st, ev)  # HBO: the responses it opens ([H-RESP-3])
        if (st.saved or st.would) and kind != "ability":
            check_answered(st)  # a scripted save whose leave-play never came ([R-INTERRUPT-3])
            st.saved.clear()  # a save applies to the leave-play right after it
        st.seq = ev.seq
        ending.check_end(st, power_may_have_risen=st.power_unchecked)
    except RuleError as exc:
        raise _in_ruleset_terms(st, exc) from None


def _in_ruleset_terms(st: GameState, exc: RuleError) -> RuleError:
    """The error under the rule id of the log's ruleset (``Ruleset.rule_ids``)."""
    rule = ruleset(st.ruleset).rule(exc.rule)
    if rule == exc.rule:
        return exc
    if isinstance(exc, ValueDisagreement):
        return ValueDisagreement(rule, exc.message, exc.values)
    return RuleError(rule, exc.message)


def _place(st: GameState, ev: GameEvent, kind: str, handler: Handler[Any]) -> None:
    """Advance the framework to the first step, from the current one on, where the event
    fits (its ``at`` step when it names one)."""
    start, phase, target = st.step, st.phase, ev.at
    for _ in range(_MAX_STEPS):
        if handler.fits(st, ev) and (target is None or st.step == target):
            return
        if target is not None and st.step == target:
            raise RuleError(handler.rule, f"{kind} is not allowed at step {target}")
        problem = flow.blocking(st)
        if problem is not None:
            if st.phase == phase or st.over:  # a mandatory step of this phase was skipped
                raise problem
            raise RuleError(
                handler.rule,
                f"{kind} is not allowed at step {start} "
                f"(the game moved on to {st.step}, where {problem.message})",
            )
        flow.leave_step(st)  # ``blocking`` was just asked: do not ask it twice
        if st.over and kind not in _AFTER_THE_END:
            raise RuleError("R-WIN-2", f"the game ended ({st.end_reason}) before this {kind}")
    raise RuleError(handler.rule, f"{kind} fits nowhere")  # pragma: no cover


def finish(st: GameState) -> None:
    """At the end of the log: after time is called, play on (framework only) to the end of
    the round, where [T-END-2] decides; stop quietly where a decision is missing."""
    if not st.time_called:
        return
    for _ in range(_MAX_STEPS):
        if st.over or st.pending_choice is not None or flow.blocking(st) is not None:
            return
        flow.leave_step(st)


# Told of every event replayed: the state after it, the event, and its error (or None).
Observer = Callable[[GameState, GameEvent, ReplayError | None], None]


def run(
    log: MatchLog,
    cards: CardDB,
    *,
    upto: int | None = None,
    lenient: bool = False,
    observe: Observer | None = None,
) -> tuple[GameState, list[ReplayError]]:
    """Replay into a fresh state; returns it with the errors found. ``observe`` is called
    after each event (a viewer's timeline: one pass records every step)."""
    errors: list[ReplayError] = []
    try:
        st = new_game(log, cards)
    except RuleError as exc:
        raise LogFormatError(f"field 'seats': {exc.message}") from None
    # The seqs replay skips (undo events and the events they undo; an invalid undo maps to
    # its error): worked out from the log alone (up to ``upto``: a later undo does not change
    # the past), and only for a log that has an undo.
    events = log.events if upto is None else log.events[: max(upto, 0)]
    skipped = undo_plan(events) if any(isinstance(ev, Undo) for ev in events) else {}
    for ev in log.events:
        if upto is not None and ev.seq > upto:
            return st, errors
        error = _replayed_event(st, ev, skipped)
        if error is not None:
            errors.append(error)
        if observe is not None:
            observe(st, ev, error)
        if error is not None and not lenient:
            return st, errors
    if not errors or lenient:
        finish(st)
    return st, errors


def _replayed_event(
    st: GameState, ev: GameEvent, skipped: dict[int, RuleError | None]
) -> ReplayError | None:
    """Apply one event (or skip it: an undo and the event it undoes); its error, if any."""
    if skipped and ev.seq in skipped:
        problem = skipped[ev.seq]
        return None if problem is None else ReplayError(ev.seq, problem.rule, problem.message)
    try:
        apply_event(st, ev)
    # its own name, not ``exc``: the compiled engine types a name by its first binding (mypyc)
    except ValueDisagreement as found:  # unread cards may explain it (engine.game.play.unread)
        cards = could_explain(st, found.values)
        return ReplayError(
            ev.seq, found.rule, found.message, values=found.values, unread_cards=cards
        )
    except RuleError as exc:
        return ReplayError(ev.seq, exc.rule, exc.message)
    return None


def replay(
    log: MatchLog | dict[str, Any] | bytes | str,
    cards: CardDB | None = None,
    *,
    upto: int | None = None,
    lenient: bool = False,
    check_decks: bool = True,
) -> Verdict:
    """Replay a log (parsed or raw) and return its ``Verdict``.

    Strict mode stops at the first error; ``lenient`` records it, skips the event and goes on
    where it can. ``upto`` stops after event ``upto`` (the verdict is then usually
    ``incomplete``). ``check_decks`` adds the registered decks' legality problems as
    ``deck_errors`` (they do not change the status). Raises ``LogFormatError`` when the
    document is not a readable log.
    """
    parsed = log if isinstance(log, MatchLog) else parse_log(log)
    db = cards if cards is not None else cards_for(parsed)
    st, errors = run(parsed, db, upto=upto, lenient=lenient)
    unread = unread_cards(st)
    status = verdict_status(st, errors)
    return Verdict(
        status=status,
        winner=None if st.winner is None else SEATS[st.winner],
        end_reason=st.end_reason,
        time_step=st.time_step,
        power={p.key: power_total(st, p.index) for p in st.players},
        rounds=st.round,
        events=len(parsed.events)
        if upto is None
        else sum(1 for ev in parsed.events if ev.seq <= upto),
        errors=tuple(errors),
        unverified_abilities=st.unverified,
        digest=digest(st),
        card_data_version=db.version,
        deck_errors=deck_errors(parsed, db) if check_decks else (),
        places=ending.places(st),
        unverified_cards=tuple(sorted(st.unverified_cards)),
        verified_abilities=st.verified,
        checked=checked(st, unread),
        unread_cards=unread,
        state=st,
    )


def verdict_status(st: GameState, errors: list[ReplayError]) -> str:
    """``invalid`` when an error proves a rule broken; ``undecided`` when every error is a
    disagreement on a value that a card the engine does not read could explain."""
    if errors:
        return "undecided" if all(e.undecided for e in errors) else "invalid"
    return "valid" if st.over else "incomplete"


class Match:
    """An incremental replay, for live logging and the simulator: push events one by one.

    >>> from engine.game.data.cards import sample_cards
    >>> header = parse_log(dict(_EXAMPLE_HEADER, events=[]))
    >>> match = Match(header, sample_cards())
    >>> match.push({"seq": 1, "type": "first_player", "seat": "A"})
    >>> match.state.first, match.waiting_for() is None
    (0, True)
    >>> match.push({"seq": 2, "type": "mulligan", "seat": "A", "mulligan": False})
    Traceback (most recent call last):
    ...
    engine.game.state.parts.RuleError: [S-7] A must draw 7 card(s)
    >>> match.push({"seq": 2, "type": "undo", "seat": "A", "undoes": 1})
    >>> match.state.first is None, [ev["seq"] for ev in match.effective()]
    (True, [])

    ``events`` is the whole log (undo events and undone events included) as pushed (JSON),
    ``typed`` the same events read (``engine.game.logformat.events``); ``state`` is the
    game after the effective events. An ``undo`` rebuilds the state from the effective
    events (a replay of the game so far: rare, and cheap at live-logging speed).
    """

    def __init__(self, header: MatchLog, cards: CardDB) -> None:
        self.header, self.cards = header, cards
        self.state = new_game(header, cards)
        self.events: list[dict[str, Any]] = []  # the documents, as pushed
        self.typed: list[GameEvent] = []  # the same events, typed
        self._effective: list[GameEvent] = []

    def push(self, event: dict[str, Any]) -> None:
        """Check and apply the next event; raises ``LogFormatError`` or ``RuleError`` (and
        then the event is not recorded). An ``undo`` takes back the last effective event
        ([LOG-UNDO-1..4])."""
        check_event(event, len(self.events))
        ev = event_of(event)
        if isinstance(ev, Undo):
            problem = undo_problem(ev, self._effective, self.typed)
            if problem is not None:
                raise problem
            kept = self._effective[:-1]
            self.state = self._rebuilt(kept)
            self._effective = kept
        else:
            apply_event(self.state, ev)
            self._effective.append(ev)
        self.events.append(event)
        self.typed.append(ev)

    def _rebuilt(self, events: list[GameEvent]) -> GameState:
        st = new_game(self.header, self.cards)
        for ev in events:
            apply_event(st, ev)  # accepted before, in this order: cannot fail
        return st

    def effective(self) -> list[dict[str, Any]]:
        """The events that count (their documents): the log without undo events and the
        events they undo."""
        return [self.events[ev.seq - 1] for ev in self._effective]

    def undoable(self, seat: str) -> dict[str, Any] | None:
        """The event ``seat`` may undo now ([LOG-UNDO-1..3]) (its document), or None."""
        if not self._effective:
            return None
        last = self._effective[-1]
        probe = Undo(seq=len(self.events) + 1, seat=seat, undoes=last.seq)
        ok = undo_problem(probe, self._effective, self.typed) is None
        return self.events[last.seq - 1] if ok else None

    def decision(self) -> Decision:
        """What may happen next (``engine.game.play.decisions.next_decision``)."""
        return next_decision(self.state, self._effective[-1] if self._effective else None)

    def waiting_for(self) -> RuleError | None:
        """The mandatory input the game waits for at its current step, if any."""
        return flow.blocking(self.state)

    def snapshot(self) -> dict[str, Any]:
        return snapshot(self.state)


_EXAMPLE_HEADER: Final[dict[str, Any]] = {
    "format": "agot-match-log/1",
    "ruleset": "agot2-joust",
    "card_data": "sample",
    "restricted_list": None,
    "seats": [
        {
            "seat": k,
            "name": k,
            "deck": {
                "faction": "stark",
                "agenda": None,
                "plots": {"99001": 1},
                "cards": {"99101": 3},
            },
        }
        for k in "AB"
    ],
}


def state_after(
    log: MatchLog | dict[str, Any] | bytes | str, upto: int, cards: CardDB | None = None
) -> dict[str, Any]:
    """The full game state (JSON) after event ``upto``, plus the errors met on the way."""
    parsed = log if isinstance(log, MatchLog) else parse_log(log)
    db = cards if cards is not None else cards_for(parsed)
    st, errors = run(parsed, db, upto=upto, lenient=True)
    view = snapshot(st)
    view["seq"] = st.seq
    view["errors"] = [e.as_dict() for e in errors]
    return view
