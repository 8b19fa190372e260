"""Khal Drogo (15005, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
    card_test,
    costs,
    effects,
)
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState


def _drogo_saves(st: GameState, use: Use, cid: str) -> bool:
    """ "an Army or Dothraki character" that would return to your hand."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.owner == use.seat
        and inst.card.type == "character"
        and (has_trait(st, inst.id, "Army") or has_trait(st, inst.id, "Dothraki"))
    )


register(
    # Khal Drogo: renown; an Army or Dothraki character about to return to your hand is
    # saved by discarding a card from your hand
    Script(
        "15005",
        abilities=(
            Ability(
                "interrupt",
                "discard a card to save an Army or Dothraki character from returning to hand",
                effects.on_targets("save"),
                costs=(
                    costs.choose_and(
                        "discard", card_test(zone="hand", controller="you"), "a card in your hand"
                    ),
                ),
                targets=(Target(_drogo_saves, what="an Army or Dothraki character"),),
                would=("returned",),
            ),
        ),
    ),
)
