"""Seasoned Woodsman (07015, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _attached_to_self(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you attach an attachment to Seasoned Woodsman" (it enters play on him)."""
    return (
        h.kind == "entered_play"
        and h.card is not None
        and h.seat == use.seat
        and st.cards[h.card].host == use.source
    )


def _gold_or_card(st: GameState, use: Use) -> list[Prim]:
    """ "either: gain 1 gold, or draw 1 card" (``choice``: "gold" or "draw")."""
    if use.choice == "gold":
        return effects.gain_gold(1)(st, use)
    return effects.draw(1)(st, use)


register(
    # Seasoned Woodsman: after you attach an attachment to it, gain 1 gold or draw 1 card
    Script(
        "07015",
        abilities=(
            Ability(
                "reaction",
                "after you attach an attachment to it: gain 1 gold or draw 1 card",
                _gold_or_card,
                trigger=_attached_to_self,
                choices=("gold", "draw"),
                limit=Limit(2, "phase"),
            ),
        ),
    ),
)
