"""Conditions of an ability's use, as printed ("Play only during a challenge"): each returns
None when the ability may be used now, else why not (the message of the refusal)."""

from __future__ import annotations

from engine.game.cardtext.model import ConditionFn, Use
from engine.game.cardtext.vocab.cards import Spec, any_in_play_matching
from engine.game.rules.traits import revealed_with_trait
from engine.game.state.model import GameState


def during_challenge(st: GameState, use: Use) -> str | None:
    """ "Play only during a challenge" / "Action: during a challenge": one is initiated and
    not yet resolved."""
    ch = st.challenge
    return None if ch is not None and not ch.resolved else "only during a challenge"


def with_participating(spec: Spec, what: str) -> ConditionFn:
    """ "During a challenge in which you control a participating <spec>" (Nymeria, Wardens of
    the North): ``spec`` names the participating card, ``what`` it in the refusal."""

    def test(st: GameState, use: Use) -> str | None:
        ch = st.challenge
        if ch is None or ch.resolved:
            return "use it during a challenge"
        found = any(spec(st, use.seat, use.source, c) for c in (*ch.attackers, *ch.defenders))
        return None if found else f"you control no participating {what}"

    return test


def played_from_hand(st: GameState, use: Use) -> str | None:
    """An event that becomes an attachment (Risen from the Sea, Blood Magic Ritual) is
    played from its owner's hand, never used again from play."""
    return None if st.cards[use.source].zone == "hand" else "an event is played from the hand"


def plot_with_trait_revealed(trait: str) -> ConditionFn:
    """ "If there is a <Trait> plot card revealed" (any player's, its Traits as card text
    leaves them: Aggo's Summer)."""

    def test(st: GameState, use: Use) -> str | None:
        return None if revealed_with_trait(st, trait) else f"no {trait} plot card is revealed"

    return test


def controls_none(spec: Spec, what: str) -> ConditionFn:
    """ "If you control no <spec>" (an ability's condition: The Hollow Hill's "no loyal
    characters"); ``what`` names it in the refusal."""

    def test(st: GameState, use: Use) -> str | None:
        found = any_in_play_matching(st, spec, use.seat, use.source)
        return f"you control {what}" if found else None

    return test
