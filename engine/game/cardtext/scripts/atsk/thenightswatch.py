"""AtSK, thenightswatch: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects, triggers
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

ARYA = "Arya Stark"


def _move_1_gold_from_the_collector(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.seat is not None
    return effects.move_gold(st, use.answers.seat, use.seat, 1)


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
    # White Tree: "After an opponent collects income", kneel it to move 1 of that player's
    # gold to your pool
    Script(
        "04007",
        abilities=(
            Ability(
                "reaction",
                "after an opponent collects income, kneel White Tree: move 1 of their gold",
                _move_1_gold_from_the_collector,
                trigger=triggers.happened("income_collected", yours=False),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
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
