"""Aeron Damphair (01065, Core, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.cardtext.vocab.cards import can_enter_play
from engine.game.state.model import GameState


def _ironborn_in_your_dead_pile(st: GameState, use: Use, cid: str) -> bool:
    """Aeron Damphair: an Ironborn character in your dead pile that can enter play."""
    spec = card_test(type="character", controller="you", traits=("Ironborn",), zone="dead")
    return spec(st, use.seat, use.source, cid) and can_enter_play(st, cid, use.seat)


register(
    # Aeron Damphair: "After you win dominance, put an Ironborn character into play ..."
    Script(
        "01065",
        abilities=(
            Ability(
                "reaction",
                "after you win dominance, put an Ironborn character into play from your dead pile",
                effects.on_targets("put_into_play"),
                trigger=on.happened("dominance_won", yours=True),
                targets=(
                    Target(
                        _ironborn_in_your_dead_pile, what="an Ironborn character in your dead pile"
                    ),
                ),
            ),
        ),
    ),
)
