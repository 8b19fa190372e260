"""Haggo (14035, FotS, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, costs, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_CARD_IN_HAND = card_test(controller="you", zone="hand")


def _dothraki_in_your_discard(st: GameState, use: Use, cid: str) -> bool:
    """ "a Dothraki card in your discard pile" (its printed Traits: out of play)."""
    inst = st.cards[cid]
    return inst.zone == "discard" and inst.owner == use.seat and inst.card.has_trait("Dothraki")


def _to_hand(st: GameState, use: Use) -> list[Prim]:
    return [primitives.move(cid, "hand") for cid in use.targets]


register(
    # 14035 Haggo: after you win a challenge he takes part in, discard a card from your hand
    # to return a Dothraki card from your discard pile to your hand
    Script(
        "14035",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which Haggo is participating, discard a card "
                "from your hand to return a Dothraki card from your discard pile to your hand",
                _to_hand,
                trigger=triggers.won_challenge(self_participating=True),
                costs=(costs.choose_and("discard", _CARD_IN_HAND, "a card in your hand"),),
                targets=(
                    Target(_dothraki_in_your_discard, what="a Dothraki card in your discard pile"),
                ),
            ),
        ),
    ),
)
