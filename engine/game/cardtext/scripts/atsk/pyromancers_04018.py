"""Pyromancers (04018, AtSK, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, costs, effects
from engine.game.state.model import GameState

_LOCATION = card_test(type="location")


def _non_limited_location(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-limited location" (the printed keyword)."""
    return _LOCATION(st, use.seat, use.source, cid) and not st.cards[cid].card.keywords.limited


register(
    # Pyromancers: dominance action, kneel them and discard 1 faction power to discard "a
    # non-limited location" from play
    Script(
        "04018",
        abilities=(
            Ability(
                "action",
                "kneel Pyromancers, discard 1 faction power: discard a non-limited location",
                effects.on_targets("discard"),
                phase="dominance",
                costs=(costs.kneel_self(), costs.discard_faction_power(1)),
                targets=(Target(_non_limited_location, what="a non-limited location"),),
            ),
        ),
    ),
)
