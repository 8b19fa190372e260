"""Tywin Lannister (05006, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.logformat import primitives
from engine.game.moves.deck_discards import single_deck_discard
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError


def _one_card_discarded(st: GameState, use: Use, h: Happening) -> bool:
    """ "When exactly 1 card is discarded from a player's deck" (logged right after it)."""
    return single_deck_discard(st, h)


def _look_at_2_discard_1(st: GameState, use: Use) -> list[Prim]:
    """The top 2 cards are the one just discarded and the deck's top card now: keeping the
    discard is no change; discarding the other is a ``discard_instead`` the log states (a
    chance outcome: the top card when the deck's order is unknown)."""
    assert use.answers is not None and use.answers.card is not None
    was = use.answers.card
    deck = st.players[st.cards[was].owner].deck
    if use.offering:  # the engine offers the use: the other card is discarded
        return [primitives.discard_instead(deck[-1], was)] if deck else []
    stated = use.outcome("discard_instead")
    if len(stated) > 1 or any(p.get("of") != was for p in stated):
        raise RuleError("R-EFFECT-1", f"discard 1 of the top 2 cards instead of {was} only")
    return stated


register(
    # Tywin Lannister: "instead look at the top 2 cards of that player's deck and discard 1"
    Script(
        "05006",
        abilities=(
            Ability(
                "interrupt",
                "when exactly 1 card is discarded from a player's deck, look at the top 2 "
                "cards of that deck and discard 1 instead",
                _look_at_2_discard_1,
                trigger=_one_card_discarded,
            ),
        ),
    ),
)
