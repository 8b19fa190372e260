"""Ser Garlan Tyrell (09003, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    costs,
    effects,
)
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState


def _knight_attacking_alone(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    if ch is None or ch.resolved or len(ch.attackers) != 1:
        return "play only during a challenge in which a Knight you control is attacking alone"
    inst = st.cards[ch.attackers[0]]
    if inst.controller != use.seat or not has_trait(st, inst.id, "Knight"):
        return "the character attacking alone is not a Knight you control"
    return None


register(
    # Ser Garlan Tyrell: a Knight attacking alone: discard a card to raise the claim by 1
    Script(
        "09003",
        abilities=(
            Ability(
                "action",
                "discard 1 card from your hand to raise the claim value by 1",
                effects.raise_claim(),
                costs=(
                    costs.choose_and(
                        "discard", card_test(controller="you", zone="hand"), "a card in hand"
                    ),
                ),
                condition=_knight_attacking_alone,
                limit=Limit(1, "challenge"),
            ),
        ),
    ),
)
