"""Jade Sea Dromond (10042, SoD, neutral location)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.state.model import GameState


def _small_non_limited_location(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-limited location with printed cost 3 or lower"."""
    inst = st.cards[cid]
    card = inst.card
    return (
        inst.zone == "play"
        and card.type == "location"
        and not card.keywords.limited
        and (card.cost or 0) <= 3
    )


register(
    # Jade Sea Dromond: kneel and sacrifice it to discard a non-limited location with
    # printed cost 3 or lower (Limited, +1 Income: framework)
    Script(
        "10042",
        abilities=(
            Ability(
                "action",
                "kneel and sacrifice it: discard a non-limited location of cost 3 or lower",
                effects.on_targets("discard"),
                phase="dominance",
                costs=(costs.kneel_self(), costs.sacrifice_self()),
                targets=(
                    Target(
                        _small_non_limited_location,
                        what="a non-limited location with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    ),
)
