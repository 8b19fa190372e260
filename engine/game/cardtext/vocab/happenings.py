"""Triggering conditions about cards leaving play: "After a [stark] character you control is
sacrificed or killed" (the happening's seat is the card's controller when it left)."""

from __future__ import annotations

from engine.game.cardtext.model import TriggerFn, Use, answering
from engine.game.cardtext.vocab.cards import Spec
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def card_left(kinds: tuple[str, ...], spec: Spec, yours: bool = True) -> TriggerFn:
    """A card meeting ``spec``'s printed requirements (type, faction, traits: its zone and
    controller are where it went, so they are not asked) left play in one of ``kinds``
    (``killed``, ``sacrificed``, ``discarded`` ...), controlled by the user when ``yours``."""

    @answering(*kinds)
    def test(st: GameState, use: Use, h: Happening) -> bool:
        if h.kind not in kinds or h.card is None or (yours and h.seat != use.seat):
            return False
        card = st.cards[h.card].card
        types = (spec.type,) if isinstance(spec.type, str) else spec.type
        if types is not None and card.type not in types:
            return False
        if spec.faction is not None and card.faction != spec.faction:
            return False
        return not spec.traits or any(card.has_trait(t) for t in spec.traits)

    return test
