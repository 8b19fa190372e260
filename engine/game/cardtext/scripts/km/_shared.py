"""km: helpers two or more of its cards share."""

from __future__ import annotations

from engine.game.cardtext.model import TriggerFn, Use
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _self_pillaged(kind: str | None) -> TriggerFn:
    """ "After <this card> discards a (<kind>) card using pillage"."""

    def test(st: GameState, use: Use, h: Happening) -> bool:
        if h.kind != "pillaged" or h.card != use.source:
            return False
        return kind is None or any(st.cards[c].card.type == kind for c in h.get("cards", ()))

    return test
