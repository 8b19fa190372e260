"""Healing Expertise (03044, WotN, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
    effects,
)
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState

_MAESTER = card_test(type="character", controller="you", traits=("Maester",), kneeling=False)


def _your_non_army_character(st: GameState, use: Use, cid: str) -> bool:
    """ "a non-Army character you control" (in play: it would be killed)."""
    inst = st.cards[cid]
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == use.seat
        and not has_trait(st, cid, "Army")
    )


register(
    # Healing Expertise: when a non-Army character you control would be killed, "kneel a
    # Maester character to save it"
    Script(
        "03044",
        abilities=(
            Ability(
                "interrupt",
                "when a non-Army character you control would be killed, kneel a Maester "
                "character to save it",
                effects.on_targets("save"),
                costs=(
                    costs.choose_and(
                        "kneel", _MAESTER, "a standing Maester character", offer_first=True
                    ),
                ),
                targets=(
                    Target(_your_non_army_character, what="a non-Army character you control"),
                ),
                would=("killed",),
            ),
        ),
    ),
)
