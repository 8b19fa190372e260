"""Ability checks of the HBO edition beyond the shared ones: the heading of the source's text
decides the kind an ability is logged as ([H-ACT-*], [H-RESP-1], [H-PASSIVE-1], [H-SAVE-1]),
the rest of an event resolves once after the challenge result ([H-CHAL-ORDER-EX]), and a
mandatory "When you play" passive resolves at once ([H-PASSIVE-2], [H-PASSIVE-4]), and a
Response whose text names a trigger the engine recognises answers that trigger, once, before
any other action ([H-RESP-1], [H-RESP-3]); a save interrupts the kill that follows it
([H-SAVE-1], [H-SAVE-2])."""

from __future__ import annotations

from engine.game.logformat.events import Ability, Challenge, Claim, Defenders, GameEvent, Marshal
from engine.game.rulesets.hbo.plots import check_plot_choice
from engine.game.rulesets.hbo.texts import (
    action_phases,
    event_condition,
    has_passive,
    must_discard,
    must_on_play,
    response_headed,
    response_trigger,
)
from engine.game.rulesets.params import ruleset
from engine.game.state.model import CardInst, GameState, RuleError

Token = tuple[str, str, int]  # a trigger that happened: (kind, subject, seq of its event)

_SEATS = ("A", "B")
_RESPONSE_KINDS = ("reaction", "interrupt")
# Events that are no action of a player: they leave the response window open ([H-RESP-3]).
# Responses and passives resolving ([H-RESP-4], [H-PASSIVE-4]) are no action either.
_NOT_ACTIONS = frozenset({"note", "concede", "time_called", "checkpoint"})


def check_hbo_ability(st: GameState, ev: Ability, inst: CardInst) -> bool:
    """Raise for an HBO ability used against its rules; True when it is the rest of an event
    played earlier in this challenge (Devious Methods: "if you win, draw 2"), which the
    shared check would refuse as out of play."""
    if _is_rest_of_event(st, ev, inst):
        return True
    kind, text = ev.kind, inst.card.text
    if kind == "action":
        _check_action(st, inst, text)
    elif kind in _RESPONSE_KINDS:
        _check_response(st, ev, inst, text)
    elif kind in ("forced", "constant") and not has_passive(text):
        raise RuleError(
            "H-PASSIVE-1",
            f"{inst.id} has no passive ability (text without a phase or Response heading)",
        )
    return False


def _check_action(st: GameState, inst: CardInst, text: str) -> None:
    phases = action_phases(text)
    if not phases:  # [H-ACT-1]: an action is a text headed by a phase; [H-ACT-2]
        rule = "H-ACT-2" if response_headed(text) else "H-ACT-1"
        raise RuleError(rule, f"{inst.id}'s text has no phase heading: it is not an action")
    if "any phase" not in phases and st.phase not in phases:
        raise RuleError(
            "H-ACT-3",
            f"{inst.id}'s action is headed {'/'.join(sorted(phases))}: "
            f"not usable in the {st.phase} phase",
        )


def _check_response(st: GameState, ev: Ability, inst: CardInst, text: str) -> None:
    if not response_headed(text):  # a phase-headed text is an action ([H-ACT-1])
        rule = "H-ACT-1" if action_phases(text) else "H-RESP-1"
        raise RuleError(rule, f"{inst.id}'s text has no Response heading: it is no response")
    saves = [p["card"] for p in ev.effects or [] if isinstance(p, dict) and p.get("op") == "save"]
    if ev.kind == "interrupt" and not ev.cancelled and not saves:  # [H-SAVE-1]
        raise RuleError(
            "H-SAVE-1", "only a save response interrupts; other responses follow the event"
        )
    if ev.kind == "reaction" and saves:  # [H-SAVE-1], [H-SAVE-2]
        raise RuleError(
            "H-SAVE-1", "a save response interrupts the kill it prevents: log it as interrupt"
        )
    trigger = response_trigger(text, inst.card.name)
    if trigger is None:
        return  # a trigger the engine does not recognise: accepted, unverified
    if trigger[0] == "save":
        _check_save_targets(st, inst, trigger[1] == "unique", saves)
        return
    _answered(st, ev, inst, trigger)


def _check_save_targets(st: GameState, inst: CardInst, unique: bool, saves: list[str]) -> None:
    """Not Today: "Save a unique character from being killed" ([H-CARD-NOTTODAY],
    [H-SAVE-2]): every card it saves is a character in play, unique when the text says so."""
    for cid in saves:
        target = st.card(cid)
        if target.card.type != "character" or (unique and not target.card.unique):
            what = "a unique character" if unique else "a character"
            raise RuleError("H-SAVE-2", f"{inst.card.name} saves {what} only, not {cid}")


def _open(st: GameState) -> set[Token]:
    """The triggers a Response may answer now: those of the last action and the responses
    since ([H-RESP-3]), and the result of the current challenge while it lasts."""
    return st.response_window | _challenge_tokens(st)


def _challenge_tokens(st: GameState) -> set[Token]:
    """ "won"/"lost" with subject "<seat>:<type>" once the current challenge has a winner."""
    ch = st.challenge
    if ch is None or not ch.resolved or ch.winner is None:
        return set()
    loser = ch.defender if ch.winner == ch.attacker else ch.attacker
    return {
        ("won", f"{_SEATS[ch.winner]}:{ch.type}", ch.seq),
        ("lost", f"{_SEATS[loser]}:{ch.type}", ch.seq),
    }


def _matches(token: Token, kind: str, detail: str, source: str, seat: str) -> bool:
    if token[0] != kind:
        return False
    if kind in ("played", "entered", "attacker", "defender"):
        return token[1] == source  # the trigger names the card itself
    if kind == "killed":
        return token[1] == seat  # "a character you control"
    owner, _, ctype = token[1].partition(":")  # won/lost: "you", of the type named if any
    return owner == seat and detail in ("", ctype)


def _answered(st: GameState, ev: Ability, inst: CardInst, trigger: tuple[str, str]) -> Token:
    """The trigger this Response answers: the latest open one its text names and that this
    source has not answered yet; otherwise the rule it breaks ([H-RESP-1]: a response is
    used when its stated condition occurs, once for each time it occurs; [H-RESP-3]: before
    any player takes another action)."""
    kind, detail = trigger
    source, seat = inst.id, ev.seat
    found = sorted(t for t in _open(st) if _matches(t, kind, detail, source, seat))
    fresh = [t for t in found if (source, *t) not in st.responses_used]
    if fresh:
        return max(fresh, key=lambda t: t[2])
    name = inst.card.name
    if found:
        raise RuleError("H-RESP-1", f"{name}'s response was already used for this {kind} trigger")
    if any(_matches(t, kind, detail, source, seat) for t in st.response_closed):
        raise RuleError(
            "H-RESP-3",
            f"{name}'s response comes too late: another action followed its {kind} trigger",
        )
    raise RuleError(
        "H-RESP-1", f"{name}'s response needs its trigger ({kind}), which has not just happened"
    )


def _is_rest_of_event(st: GameState, ev: Ability, inst: CardInst) -> bool:
    """A ``forced`` ability of an event its player played earlier in this challenge: allowed
    once, after the winner is determined, and only when the event's condition ("if you win
    the challenge") holds ([H-CHAL-ORDER-EX] steps 1-2). ``apply_ability`` takes the event
    off ``played_events`` when its rest resolves."""
    ch = st.challenge
    if (
        not ruleset(st.ruleset).delayed_event_effects
        or ev.kind != "forced"
        or ch is None
        or inst.zone != "discard"
        or inst.id not in ch.played_events
    ):
        return False
    name = inst.card.name
    if not ch.resolved:
        raise RuleError(
            "H-CHAL-ORDER-EX", f"the rest of {name} resolves only after the challenge result"
        )
    if ev.seat != st.players[inst.owner].key:
        raise RuleError("H-CHAL-ORDER-EX", f"the rest of {name} is its own player's")
    condition = event_condition(inst.card.text)
    won = ch.winner == inst.owner
    if condition is not None and won != (condition == "win"):
        raise RuleError(
            "H-CHAL-ORDER-EX", f"the rest of {name} needs its player to {condition} the challenge"
        )
    return True


def check_passive_follows(st: GameState, ev: GameEvent) -> None:
    """[H-PASSIVE-2], [H-PASSIVE-4]: after a card with a mandatory "When you play" passive is
    played, the next event is that passive, logged as a ``forced`` ability of the card;
    Varys's "discard 1 Ally character" discards exactly one such character in play
    ([H-EX-VARYS]: himself when he is the only Ally)."""
    source = st.pending_passive
    if source is None:
        return
    name = st.cards[source].card.name
    if not isinstance(ev, Ability) or ev.source != source or ev.kind != "forced":
        raise RuleError(
            "H-PASSIVE-4",
            f"{name}'s mandatory passive must resolve now, as a forced ability of {source}",
        )
    wanted = must_discard(st.cards[source].card.text)
    if wanted is None:
        return
    count, trait = wanted
    discarded = [p.get("card") for p in ev.effects or [] if p.get("op") == "discard"]
    eligible = all(
        cid in st.cards
        and st.cards[cid].zone == "play"
        and st.cards[cid].card.type == "character"
        and trait.lower() in (t.lower() for t in st.cards[cid].card.traits)
        for cid in discarded
    )
    if len(discarded) != count or not eligible:
        raise RuleError(
            "H-PASSIVE-2",
            f"{name} must discard {count} {trait} character(s) in play (himself if no other)",
        )


def note_passive(st: GameState, ev: GameEvent) -> None:
    """After an event: a card played into play with a mandatory "When you play" passive
    makes that passive pending; the forced ability of that card resolves it."""
    if isinstance(ev, Ability) and ev.source == st.pending_passive:
        st.pending_passive = None
    elif isinstance(ev, Marshal):
        inst = st.cards[ev.card]
        played = ev.card in st.players[inst.controller].in_play  # not as a duplicate
        if played and must_on_play(inst.card.text):
            st.pending_passive = ev.card


def before_event(st: GameState, ev: GameEvent) -> None:
    """Before an event is placed: a pending mandatory passive ([H-PASSIVE-4]), a pending
    save ([H-SAVE-2]) and a plot choice ([H-PLOT-5]). A game that has ended (a concession)
    owes none of them: only its closing statements follow ([H-WIN-4])."""
    if st.over:
        return
    check_passive_follows(st, ev)
    check_save_follows(st, ev)
    check_plot_choice(st, ev)


def after_event(st: GameState, ev: GameEvent) -> None:
    """After an event: the passive it makes pending, the triggers it opens for Responses."""
    note_passive(st, ev)
    note_triggers(st, ev)


def check_save_follows(st: GameState, ev: GameEvent) -> None:
    """[H-SAVE-2]: a save response interrupts an effect that would kill the saved character:
    the event after it (notes and further interrupts aside) kills that character, as a
    military claim victim ([H-SAVE-4]) or by an ability's ``kill``."""
    if not st.saved or ev.type in _NOT_ACTIONS:
        return
    if isinstance(ev, Ability) and ev.kind == "interrupt":
        return
    killed: set[str | None]
    if isinstance(ev, Claim):
        ch = st.challenge
        killed = set(ev.cards) if ch is not None and ch.type == "military" else set()
    elif isinstance(ev, Ability):
        prims = [*ev.costs, *(ev.effects or [])]
        killed = {p.get("card") for p in prims if isinstance(p, dict) and p.get("op") == "kill"}
    else:
        killed = set()
    missing = sorted(st.saved - killed)
    if missing:
        raise RuleError(
            "H-SAVE-2",
            f"{', '.join(missing)} was saved: a save interrupts the kill that follows it, "
            f"not a {ev.type}",
        )


def note_triggers(st: GameState, ev: GameEvent) -> None:
    """Record the Response triggers an event opens ([H-RESP-1]) and the one a Response
    answered. A response, a passive resolving or a note keeps the window open; any other
    event is "another action" and closes it ([H-RESP-3])."""
    kind = ev.type
    used = ev if isinstance(ev, Ability) and ev.source in st.cards else None
    if used is not None and used.kind in _RESPONSE_KINDS:
        source = used.source
        inst = st.cards[source]
        trigger = response_trigger(inst.card.text, inst.card.name)
        if trigger is not None and trigger[0] != "save":
            token = _answered(st, used, inst, trigger)
            st.responses_used.add((source, *token))
    opened = _opened(st, ev) | _challenge_tokens(st)
    passive_kinds = (*_RESPONSE_KINDS, "forced", "constant")
    if kind in _NOT_ACTIONS or (used is not None and used.kind in passive_kinds):
        st.response_window |= opened
        return
    st.response_closed = st.response_window - opened
    st.response_window = opened
    st.responses_used = {u for u in st.responses_used if u[1:] in opened}


def _opened(st: GameState, ev: GameEvent) -> set[Token]:
    """The triggers an event caused: a card played (marshaled into play, not as a duplicate)
    or put into play, attackers and defenders declared, characters killed (by claim or an
    ability; subject: the seat whose character died)."""
    seq = ev.seq
    tokens: set[Token] = set()
    if isinstance(ev, Marshal):
        cid = ev.card
        inst = st.cards[cid]
        if cid in st.players[inst.controller].in_play:
            tokens |= {("played", cid, seq), ("entered", cid, seq)}
    elif isinstance(ev, Challenge):
        tokens |= {("attacker", cid, seq) for cid in ev.attackers}
    elif isinstance(ev, Defenders):
        tokens |= {("defender", cid, seq) for cid in ev.defenders}
    elif isinstance(ev, Claim):
        for cid in ev.cards:
            if cid in st.cards and st.cards[cid].zone == "dead":
                tokens.add(("killed", _SEATS[st.cards[cid].owner], seq))
    elif isinstance(ev, Ability):
        for p in [*ev.costs, *(ev.effects or [])]:
            card = p.get("card") if isinstance(p, dict) else None
            if card not in st.cards:
                continue
            if p["op"] == "kill" and st.cards[card].zone == "dead":
                tokens.add(("killed", _SEATS[st.cards[card].owner], seq))
            elif p["op"] == "put_into_play" and st.cards[card].zone == "play":
                tokens.add(("entered", card, seq))
    return tokens
