"""Renly Baratheon (04043, FFH, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    constants,
    effects,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState, RuleError, characters


def _an_opponent_controls_a_king(st: GameState, inst: CardInst) -> bool:
    """ "While an opponent controls a King character" (Traits as card text leaves them)."""
    return any(
        has_trait(st, cid, "King")
        for p in st.players
        if p.index != inst.controller
        for cid in characters(st, p.index)
    )


@answering("drawn")
def _you_drew_a_loyal_card_using_insight(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you draw a loyal card using insight" (the ``drawn`` happening of the insight
    keyword's draw, ``how`` "insight"; any insight of the user's)."""
    return (
        h.kind == "drawn"
        and h.seat == use.seat
        and h.get("how") == "insight"
        and h.card is not None
        and st.cards[h.card].card.loyal
    )


def _reveal_the_card_drawn(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
    """ "reveal it" (the cost before "to", [R-COST-2]): the card drawn, still in the hand."""
    assert use.answers is not None and use.answers.card is not None
    cid = use.answers.card
    if st.cards[cid].zone != "hand":
        raise RuleError("R-COST-2", f"{cid} is no longer in your hand to reveal")
    return [primitives.reveal(SEATS[use.seat], [cid], from_="hand")]


register(
    # Renly Baratheon: "cannot be saved" while an opponent controls a King character; reveal
    # a loyal card drawn using insight to draw 1 card (insight, renown: framework)
    Script(
        "04043",
        constants=(constants.on_self("cannot", "save", when=_an_opponent_controls_a_king),),
        abilities=(
            Ability(
                "reaction",
                "after you draw a loyal card using insight, reveal it to draw 1 card",
                effects.draw(1),
                trigger=_you_drew_a_loyal_card_using_insight,
                costs=(Cost(_reveal_the_card_drawn, "reveal the loyal card drawn"),),
            ),
        ),
    ),
)
