"""Ability checks of the HBO edition beyond the shared ones: the heading of the source's text
decides the kind an ability is logged as ([H-ACT-*], [H-RESP-1], [H-PASSIVE-1], [H-SAVE-1]),
the rest of an event resolves once after the challenge result ([H-CHAL-ORDER-EX]), and a
mandatory "When you play" passive resolves at once ([H-PASSIVE-2], [H-PASSIVE-4])."""

from __future__ import annotations

from typing import Any

from engine.game.hbo.texts import (
    action_phases,
    event_condition,
    has_passive,
    must_discard,
    must_on_play,
    response_headed,
)
from engine.game.rulesets import ruleset
from engine.game.state import CardInst, GameState, RuleError

Event = dict[str, Any]


def check_hbo_ability(st: GameState, ev: Event, inst: CardInst) -> bool:
    """Raise for an HBO ability used against its rules; True when it is the rest of an event
    played earlier in this challenge (Devious Methods: "if you win, draw 2"), which the
    shared check would refuse as out of play."""
    if _is_rest_of_event(st, ev, inst):
        return True
    kind, text = ev["kind"], inst.card.text
    if kind == "action":
        _check_action(st, inst, text)
    elif kind in ("reaction", "interrupt"):
        _check_response(ev, inst, text)
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


def _check_response(ev: Event, inst: CardInst, text: str) -> None:
    if not response_headed(text):  # a phase-headed text is an action ([H-ACT-1])
        rule = "H-ACT-1" if action_phases(text) else "H-RESP-1"
        raise RuleError(rule, f"{inst.id}'s text has no Response heading: it is no response")
    effects = ev.get("effects") or []
    saves = any(isinstance(p, dict) and p.get("op") == "save" for p in effects)
    if ev["kind"] == "interrupt" and not ev.get("cancelled") and not saves:  # [H-SAVE-1]
        raise RuleError(
            "H-SAVE-1", "only a save response interrupts; other responses follow the event"
        )


def _is_rest_of_event(st: GameState, ev: Event, inst: CardInst) -> bool:
    """A ``forced`` ability of an event its player played earlier in this challenge: allowed
    once, after the winner is determined, and only when the event's condition ("if you win
    the challenge") holds ([H-CHAL-ORDER-EX] steps 1-2). ``apply_ability`` takes the event
    off ``played_events`` when its rest resolves."""
    ch = st.challenge
    if (
        not ruleset(st.ruleset).delayed_event_effects
        or ev["kind"] != "forced"
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
    if ev["seat"] != st.players[inst.owner].key:
        raise RuleError("H-CHAL-ORDER-EX", f"the rest of {name} is its own player's")
    condition = event_condition(inst.card.text)
    won = ch.winner == inst.owner
    if condition is not None and won != (condition == "win"):
        raise RuleError(
            "H-CHAL-ORDER-EX", f"the rest of {name} needs its player to {condition} the challenge"
        )
    return True


def check_passive_follows(st: GameState, ev: Event) -> None:
    """[H-PASSIVE-2], [H-PASSIVE-4]: after a card with a mandatory "When you play" passive is
    played, the next event is that passive, logged as a ``forced`` ability of the card;
    Varys's "discard 1 Ally character" discards exactly one such character in play
    ([H-EX-VARYS]: himself when he is the only Ally)."""
    source = st.pending_passive
    if source is None:
        return
    name = st.cards[source].card.name
    if ev["type"] != "ability" or ev.get("source") != source or ev.get("kind") != "forced":
        raise RuleError(
            "H-PASSIVE-4",
            f"{name}'s mandatory passive must resolve now, as a forced ability of {source}",
        )
    wanted = must_discard(st.cards[source].card.text)
    if wanted is None:
        return
    count, trait = wanted
    discarded = [p.get("card") for p in ev.get("effects") or [] if p.get("op") == "discard"]
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


def note_passive(st: GameState, ev: Event) -> None:
    """After an event: a card played into play with a mandatory "When you play" passive
    makes that passive pending; the forced ability of that card resolves it."""
    if ev["type"] == "ability" and ev.get("source") == st.pending_passive:
        st.pending_passive = None
    elif ev["type"] == "marshal":
        inst = st.cards[ev["card"]]
        played = ev["card"] in st.players[inst.controller].in_play  # not as a duplicate
        if played and must_on_play(inst.card.text):
            st.pending_passive = ev["card"]
