"""Cersei's Wheelhouse (02010, TtB, lannister location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.cardtext.vocab import triggers as on

_GOLD_OR_CARD = {"gold": effects.gain_gold(1), "draw": effects.draw(1)}


register(
    # 02010 Cersei's Wheelhouse: -1 Initiative (framework); after you become the first
    # player, gain 1 gold or draw 1 card
    Script(
        "02010",
        abilities=(
            Ability(
                "reaction",
                "after you become the first player, gain 1 gold or draw 1 card",
                effects.either(**_GOLD_OR_CARD),
                trigger=on.happened("became_first_player", yours=True),
                choices=tuple(_GOLD_OR_CARD),
            ),
        ),
    ),
)
