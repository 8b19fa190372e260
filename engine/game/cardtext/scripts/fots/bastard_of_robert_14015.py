"""Bastard of Robert (14015, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Constant
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    constants,
    effects,
    in_play_matching,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _controls_trait(*traits: str) -> object:
    spec = card_test(type="character", controller="you", traits=traits)
    return lambda st, use: (
        None if in_play_matching(st, spec, use.seat, use.source) else f"you control no {traits}"
    )


def _bastard_cost(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While you control Robert Baratheon, reduce the cost to marshal" it by 2: a constant
    of the card in hand (one contribution for all copies in that hand)."""
    hand = st.players[inst.owner].hand
    if min(c for c in hand if st.cards[c].card.code == inst.card.code) != inst.id:
        return []
    if not constants.controls_named("Robert Baratheon")(st, inst):
        return []
    return [Contribution("cost", inst.owner, -2, f"character#{inst.card.code}", inst.id)]


register(
    # Bastard of Robert: -2 to marshal while you control Robert Baratheon (a constant of the
    # card in hand, below); after it enters play, if you control a King, draw a card
    Script(
        "14015",
        constants=(Constant(frozenset({"cost"}), _bastard_cost, zones=("hand",)),),
        abilities=(
            Ability(
                "reaction",
                "after Bastard of Robert enters play, if you control a King, draw a card",
                effects.draw(1),
                trigger=on.entered_play(),
                condition=_controls_trait("King"),  # type: ignore[arg-type]
            ),
        ),
    ),
)
