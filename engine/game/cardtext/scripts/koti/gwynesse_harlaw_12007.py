"""Gwynesse Harlaw (12007, KotI, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _three_from_one_discard_pile(st: GameState, use: Use, cid: str) -> bool:
    """ "Choose 3 cards in an opponent's discard pile" (all in the same one)."""
    inst = st.cards[cid]
    first = st.cards[use.targets[0]] if use.targets and use.targets[0] in st.cards else inst
    return inst.zone == "discard" and inst.owner != use.seat and inst.owner == first.owner


def _gwynesse(st: GameState, use: Use) -> list[Prim]:
    """Place them on the bottom of the owner's deck in the chosen order; then 1 gold, 1 card."""
    found: list[Prim] = [primitives.move(c, "deck", bottom=True) for c in use.targets]
    return found + effects.gain_gold(1)(st, use) + effects.draw(1)(st, use)


register(
    # Gwynesse Harlaw: 3 cards of an opponent's discard pile to the bottom; 1 gold, 1 card
    Script(
        "12007",
        abilities=(
            Ability(
                "action",
                "place 3 cards of an opponent's discard pile on the bottom of the deck; gain "
                "1 gold and draw 1 card",
                _gwynesse,
                targets=(Target(_three_from_one_discard_pile, 3, 3, "an opponent's discard"),),
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
