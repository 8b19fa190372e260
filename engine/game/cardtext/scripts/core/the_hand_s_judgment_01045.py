"""The Hand's Judgment (01045, Core, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.model import Cost, Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
)
from engine.game.cardtext.vocab.cancels import an_opponents_event, cancel_interrupt
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _pay_x_printed_cost() -> Cost:
    """ "X is that event's printed cost": X gold, X read from the chosen event."""

    def expect(st: GameState, use: Use, paid: list[Prim]) -> list[Prim]:
        chosen = [st.cards[c] for c in use.targets[:1] if c in st.cards]
        x = (chosen[0].card.cost or 0) if chosen else 0
        return [primitives.spend_gold(SEATS[use.seat], x)] if x else []

    return Cost(expect, "pay X gold, the event's printed cost")


register(
    # The Hand's Judgment: cancel the effects of an opponent's event (X: its printed cost)
    Script(
        "01045",
        abilities=(
            cancel_interrupt(
                "cancel the effects of an opponent's event",
                an_opponents_event(),
                costs=(_pay_x_printed_cost(),),
            ),
        ),
    ),
)
