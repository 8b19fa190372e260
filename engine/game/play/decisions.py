"""What may happen next in a game: whose decision it is, of what kind, and its legal options.

This is the public API a live tracker (or any other front end) builds its buttons from. It
reuses the option generator the simulator uses too (``engine.game.play.options.legal_options``),
which is itself built on the replay's own handlers, so an option offered here is an event the
replay accepts, and a recorded game is legal by construction.

>>> from engine.game.data.cards import sample_cards
>>> from engine.game.logformat.log import parse_log
>>> from engine.game.play.replay import Match, _EXAMPLE_HEADER
>>> match = Match(parse_log(dict(_EXAMPLE_HEADER, events=[])), sample_cards())
>>> decision = next_decision(match.state)
>>> decision.kind, decision.seat, decision.step, decision.chance
('first_player', None, 'S-2', True)
>>> [c.event() for c in decision.options if c.type == "first_player"]
[{'type': 'first_player', 'seat': 'A'}, {'type': 'first_player', 'seat': 'B'}]
>>> match.push({"seq": 1, "type": "first_player", "seat": "A"})
>>> d = match.decision()
>>> d.kind, d.seat, d.chance, d.options[0].pick_min, len(d.options[0].pick_from)
('draw', 'A', True, 3, 3)

How the next decision is found: from the step where the state rests (after the last event),
the framework is advanced on a private copy of the state (the real state is never changed)
until a step waits for a mandatory decision or chance outcome, or the game is over. Optional
events met on the way (stated consequences the replay would infer, such as a challenge result,
dominance, initiative, a power claim, keywords, a checkpoint) are offered too, marked
``optional``: a front end may skip them. Events a player may enter at any time (a concession,
time called, a recorded shuffle) close the list, marked optional as well.

Chance outcomes are entered as observed: a draw is a template "pick N cards from the deck"
whose pool is the deck's card ids (the top cards when the order is known); the event then
says which cards came. ``Decision.find(event)`` tells which offered option an event is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.game.framework import flow
from engine.game.logformat.events import GameEvent
from engine.game.logformat.log import EVENT_FIELDS
from engine.game.play.handlers import HANDLERS
from engine.game.play.labels import label
from engine.game.play.options import Choice, Event, card_ability_choices, is_legal, legal_options
from engine.game.state.fork import fork
from engine.game.state.model import GameState

__all__ = [
    "KINDS",
    "Choice",
    "Decision",
    "choice_matches",
    "decisions_json",
    "fork",
    "label",
    "next_decision",
]

# The kinds of decision, by the type of the option that makes it mandatory (see ``_kind``).
KINDS = (
    "first_player",  # [S-2] chance (random), [F-1.3.II] the initiative winner's choice
    "draw",  # chance: cards entered as drawn
    "mulligan",  # [S-7-1]
    "setup",  # [S-8]
    "choose_plot",  # [F-1.2]
    "remove_titles",  # [F-1.4-1] melee: chance, the titles removed at random
    "choose_title",  # [F-1.4-2] melee: each player in turn chooses a title left
    "initiative_tiebreak",  # [F-1.3.I] chance: a tie on initiative and power
    "when_revealed",  # [R-WHENREV-1]
    "marshal_or_pass",  # [F-AW-3]
    "declare_challenge",  # [F-AW-4.1]
    "choose_defenders",  # [F-4.2.1]
    "choose_claim_victims",  # [F-4.2.4] military (the defender's choice)
    "discard_at_random",  # [F-4.2.4] intrigue claim: chance
    "discard_to_reserve",  # [F-7.3]
    "choose_characters_to_stand",  # [F-6.2] card text caps how many stand
    "choose_winner",  # [R-WIN-3], [T-END-2]
    "game_over",
    "blocked",  # the engine waits for something it offers no option for (a gap, not a rule)
)
_KIND_BY_TYPE = {
    "draw": "draw",
    "mulligan": "mulligan",
    "setup": "setup",
    "plot": "choose_plot",
    "title_pool": "remove_titles",
    "title": "choose_title",
    "initiative": "initiative_tiebreak",
    "ability": "when_revealed",
    "defenders": "choose_defenders",
    "reserve": "discard_to_reserve",
    "stand": "choose_characters_to_stand",
    "choose_winner": "choose_winner",
    "game_over": "game_over",
}
_KIND_BY_STEP = {"F-AW-3": "marshal_or_pass", "F-AW-4.1": "declare_challenge"}
# Event fields that never tell two options apart (placement, free text, who typed it).
_META = frozenset({"seq", "type", "seat", "at", "note", "by"})
# Per template type: the event field holding the per-pool side choices of ``Choice.extra``.
_EXTRA_FIELD = {"challenge": "stealth", "claim": "saved_by", "setup": "attach"}
_MAX_STEPS = 200
# Outcomes observed, not chosen (``first_player`` is chance only at [S-2]).
_CHANCE_KINDS = frozenset({"draw", "initiative_tiebreak", "discard_at_random", "remove_titles"})
# Optional statements made once per step (keywords are not: one per character and keyword).
_STATED_ONCE = frozenset({"challenge_result", "dominance", "initiative", "checkpoint", "claim"})


@dataclass(frozen=True, slots=True)
class Decision:
    """The next decision of a game (see the module text).

    ``seat`` is whose decision it is (a seat key, "A" to "F"), None when it is nobody's (a
    random first player, the game over); ``step`` is the framework step where it is taken
    and ``rule`` the rule id that makes it; ``chance`` marks an outcome that is observed, not
    chosen (draws, a random first player or initiative tie, intrigue claim discards, the
    melee titles removed at random). ``options`` are the legal events (``Choice``: complete,
    or a template completed by picking cards), ``labels`` a short human text for each, in
    the same order. ``phase`` is the phase of ``step``: the decision may lie a few framework
    steps ahead of the state it was asked of (income, draws to come), and a page should say
    where the game will be when it is taken.
    """

    seat: str | None
    kind: str
    step: str
    rule: str
    chance: bool
    options: tuple[Choice, ...]
    labels: tuple[str, ...] = ()
    phase: str = ""

    def find(self, event: Event) -> Choice | None:
        """The offered option ``event`` is an instance of, or None (see ``choice_matches``)."""
        return next((c for c in self.options if choice_matches(c, event)), None)

    def as_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "kind": self.kind,
            "step": self.step,
            "phase": self.phase,
            "rule": self.rule,
            "chance": self.chance,
            "options": [
                _choice_json(c, label) for c, label in zip(self.options, self.labels, strict=True)
            ],
        }


def next_decision(st: GameState, after: GameEvent | None = None) -> Decision:
    """The next decision of ``st`` (the state is not changed).

    ``after`` is the last event applied, if known (``Match.decision`` passes it): an optional
    statement of the same type at the same step is then not offered a second time.
    """
    work = st  # forked before the framework is first advanced: ``st`` is never changed
    stated: list[Choice] = []
    traversed: list[str] = []
    for _ in range(_MAX_STEPS):
        options = legal_options(work)
        if any(s in flow.ACTION_WINDOWS for s in traversed):
            options = [_placed(c, work.step) for c in options]
        if not traversed and after is not None and after.type in _STATED_ONCE:
            options = [c for c in options if not (c.optional and c.type == after.type)]
        if any(not c.optional for c in options) or work.over:
            return _decision(st, work, stated, options + _abilities(work, traversed))
        stated.extend(options)
        if not traversed:  # reactions to what just happened: before the framework moves on
            stated.extend(_abilities(work, traversed))
        problem = flow.blocking(work)
        if problem is not None:  # nothing to offer yet the game waits: an engine gap
            return _make(st, work, None, "blocked", problem.rule, False, stated)
        if work is st:
            work = fork(st)
        traversed.append(work.step)
        flow.leave_step(work)
    return _make(st, work, None, "blocked", "F-1.1", False, stated)  # pragma: no cover


def _abilities(st: GameState, traversed: list[str]) -> list[Choice]:
    """The scripted card abilities usable at this step, as optional one-tap options (the
    tracker names them after the card): the same offers the simulator plays."""
    if st.over or st.forced_due:  # a due forced ability is already the decision
        return []
    crossed = any(s in flow.ACTION_WINDOWS for s in traversed)
    found = []
    for c in card_ability_choices(st):
        fields = {**c.fields, "at": st.step} if crossed else c.fields
        found.append(Choice(c.type, c.seat, fields, optional=True))
    return found


def decisions_json(st: GameState, after: GameEvent | None = None) -> dict[str, Any]:
    """``next_decision(st).as_json()``: seat, kind, step, rule, chance and the options, each
    ``{type, seat, fields, optional, pick_from, pick_field, pick_min, pick_max, extra, label}``."""
    return next_decision(st, after).as_json()


def choice_matches(choice: Choice, event: Event) -> bool:
    """Whether ``event`` is an instance of ``choice``: same type and seat, the stated fields
    equal (a field the log format makes optional may be left out), the picked cards distinct,
    from the pool and within the size, the side choices (stealth targets, saving duplicates,
    setup attachments) among ``extra``."""
    if event.get("type") != choice.type or event.get("seat") != choice.seat:
        return False
    optional_fields = EVENT_FIELDS[choice.type][1]
    for name, value in choice.fields.items():
        if name in _META:
            continue
        if name == choice.pick_field:  # cards the template names (required), then the picks
            if not isinstance(event.get(name), list) or event[name][: len(value)] != value:
                return False
            continue
        if name not in event:
            if not (choice.optional or name in optional_fields):
                return False
        elif event[name] != value:
            return False
    side = _EXTRA_FIELD.get(choice.type)
    known = {*_META, *choice.fields, choice.pick_field, side}
    if any(name not in known for name in event):
        return False
    return _picks_match(choice, event, side)


def _picks_match(choice: Choice, event: Event, side: str | None) -> bool:
    if choice.pick_field is None:
        return True
    picked = event.get(choice.pick_field)
    mapping = event.get(side, {}) if side is not None else {}
    if not isinstance(picked, list) or not isinstance(mapping, dict):
        return False
    named = choice.fields.get(choice.pick_field, [])  # required cards come first
    required, picked = picked[: len(named)], picked[len(named) :]
    if choice.type == "setup":  # attachments are named in ``cards`` and in ``attach``
        if not all(a in choice.extra.get("att", ()) and a in picked for a in mapping):
            return False
        picked = [c for c in picked if c not in mapping]
    pool = set(choice.pick_from)
    if len(set(picked)) != len(picked) or not set(picked) <= pool:
        return False
    if not choice.pick_min <= len(picked) <= choice.pick_max:
        return False
    if choice.type in ("challenge", "claim"):  # keys among the picked, values offered
        chosen = [*required, *picked]
        return all(k in chosen and v in choice.extra.get(k, ()) for k, v in mapping.items())
    return True


# --- building a decision -------------------------------------------------------------------


def _placed(choice: Choice, step: str) -> Choice:
    """A pass or ambush after an action window was crossed names its step (``at``): it
    would otherwise fit the earlier window (docs/match-log.md, *Placement*)."""
    if choice.type not in ("pass", "ambush"):
        return choice
    return Choice(
        choice.type,
        choice.seat,
        {**choice.fields, "at": step},
        choice.optional,
        choice.pick_from,
        choice.pick_field,
        choice.pick_min,
        choice.pick_max,
        choice.extra,
    )


def _decision(
    origin: GameState, st: GameState, stated: list[Choice], options: list[Choice]
) -> Decision:
    """The decision at ``st`` (``origin`` advanced to the step of ``options``)."""
    main = next((c for c in options if not c.optional), options[0] if options else None)
    if main is None:  # pragma: no cover - the game is over, legal_options says so
        return _make(origin, st, None, "game_over", "R-WIN-1", False, stated)
    kind = _kind(st, main)
    chance = kind in _CHANCE_KINDS or (kind == "first_player" and st.step == "S-2")
    return _make(
        origin,
        st,
        _decider(st, kind, main, chance),
        kind,
        _rule(st, kind, main),
        chance,
        stated + options,
    )


def _decider(st: GameState, kind: str, main: Choice, chance: bool) -> str | None:
    """Whose decision: the option's seat, except where the seat of the event is not the
    player deciding (the first player chosen, an outcome of chance nobody decides)."""
    if kind in ("declare_challenge", "marshal_or_pass"):
        return None if st.active is None else st.players[st.active].key
    if kind == "first_player":  # [F-1.3.II] the initiative winner chooses
        return None if chance or st.initiative is None else st.players[st.initiative].key
    if chance and kind not in ("draw", "discard_at_random"):
        return None
    return main.seat


def _kind(st: GameState, main: Choice) -> str:
    if main.type == "claim":
        intrigue = st.challenge is not None and st.challenge.type == "intrigue"
        return "discard_at_random" if intrigue else "choose_claim_victims"
    if main.type == "first_player":
        return "first_player"
    if main.type in ("pass", "marshal", "challenge", "ambush"):
        return _KIND_BY_STEP.get(st.step, main.type)
    return _KIND_BY_TYPE.get(main.type, main.type)


def _rule(st: GameState, kind: str, main: Choice) -> str:
    if kind in _KIND_BY_STEP.values():  # the window itself: [F-AW-3], [F-AW-4.1]
        return st.step
    if kind == "remove_titles":  # [F-1.4-1] comes before the choices the step waits for
        return HANDLERS[main.type].rule
    problem = flow.blocking(st)
    if problem is not None:
        return problem.rule
    if main.type == "first_player":
        return st.step
    return HANDLERS[main.type].rule if main.type in HANDLERS else st.step


def _make(
    origin: GameState,
    st: GameState,
    seat: str | None,
    kind: str,
    rule: str,
    chance: bool,
    options: list[Choice],
) -> Decision:
    """The decision; the options entered at any time are those of ``origin``, where the game
    rests (after time is called the framework may run on to the end of the game)."""
    everything = [*options, *_anytime(origin)]
    return Decision(
        seat,
        kind,
        st.step,
        rule,
        chance,
        tuple(everything),
        tuple(label(st, c) for c in everything),
        st.phase,
    )


def _anytime(st: GameState) -> list[Choice]:
    """Events a player may enter whatever the step: a recorded shuffle ([S-6]), a concession
    ([T-END-1]), time called ([T-END-2]). Optional: the game does not wait for them."""
    if st.over or st.pending_choice is not None:
        return []
    result = [
        Choice("shuffle", p.key, {}, optional=True)
        for p in st.players
        if p.shuffle_ok and is_legal(st, {"type": "shuffle", "seat": p.key})
    ]
    result += [  # not by an eliminated melee player: out of the game already ([R-ELIM-1])
        Choice("concede", p.key, {}, optional=True)
        for p in st.players
        if is_legal(st, {"type": "concede", "seat": p.key})
    ]
    if not st.time_called:
        result.append(Choice("time_called", None, {}, optional=True))
    return result


def _choice_json(choice: Choice, text: str) -> dict[str, Any]:
    return {
        "type": choice.type,
        "seat": choice.seat,
        "fields": dict(choice.fields),
        "optional": choice.optional,
        "pick_from": list(choice.pick_from),
        "pick_field": choice.pick_field,
        "pick_min": choice.pick_min,
        "pick_max": choice.pick_max,
        "extra": {k: list(v) for k, v in choice.extra.items()},
        "label": text,
    }
