"""Ser Davos Seaworth (04087, GoH, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, effects
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

_GOLD_OR_CARD = {"draw": effects.draw(1), "gold": effects.gain_gold(1)}


@answering("bypassed")
def _bypassed_a_non_loyal(st: GameState, use: Use, h: Happening) -> bool:
    """ "After Ser Davos Seaworth bypasses a non-loyal character using stealth"."""
    return (
        h.kind == "bypassed"
        and h.get("by") == use.source
        and h.card is not None
        and not st.cards[h.card].card.loyal
    )


register(
    # Ser Davos Seaworth: after he bypasses a non-loyal character using stealth, draw 1 card
    # or gain 1 gold (stealth: framework)
    Script(
        "04087",
        abilities=(
            Ability(
                "reaction",
                "after he bypasses a non-loyal character using stealth, draw 1 card or gain 1 gold",
                effects.either(**_GOLD_OR_CARD),
                trigger=_bypassed_a_non_loyal,
                choices=tuple(_GOLD_OR_CARD),
            ),
        ),
    ),
)
