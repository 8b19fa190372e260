"""Arry (04006, AtSK, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

ARYA = "Arya Stark"


def _controls_arya(st: GameState, seat: int) -> bool:
    cards = st.cards
    return any(cards[cid].card.name == ARYA for cid in st.players[seat].in_play)


@answering("entered_play")
def _arry_beside_arya(st: GameState, use: Use, h: Happening) -> bool:
    """ "If you control Arya Stark, sacrifice Arry", checked as Arry or an Arya Stark
    enters play (decision record: docs/decisions/card-text-atsk.md)."""
    if h.kind != "entered_play" or h.card is None or st.cards[use.source].zone != "play":
        return False
    entered = st.cards[h.card]
    if h.card == use.source:
        return _controls_arya(st, use.seat)
    return entered.card.name == ARYA and entered.controller == use.seat


register(
    # Arry: sacrificed "If you control Arya Stark"; return him to your hand to draw 1 card
    # (ambush: framework)
    Script(
        "04006",
        abilities=(
            Ability(
                "forced",
                "if you control Arya Stark, sacrifice Arry",
                effects.on_self("sacrifice"),
                trigger=_arry_beside_arya,
            ),
            Ability(
                "action",
                "return Arry to your hand to draw 1 card",
                effects.draw(1),
                costs=(costs.return_self_to_hand(),),
            ),
        ),
    ),
)
