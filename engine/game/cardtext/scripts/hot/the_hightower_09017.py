"""The Hightower (09017, HoT, tyrell location)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.hot._shared import TYRELL
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _tyrell_entered_yours(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a [tyrell] character enters play under your control"."""
    if h.kind != "entered_play" or h.card is None:
        return False
    inst = st.cards[h.card]
    card = inst.card
    return (
        card.type == "character"
        and card.faction == TYRELL
        and inst.zone == "play"
        and inst.controller == use.seat
    )


register(
    # The Hightower: after a Tyrell character enters play under your control, 1 gold, 1 card
    Script(
        "09017",
        abilities=(
            Ability(
                "reaction",
                "after a Tyrell character enters play under your control, gain 1 gold and "
                "draw 1 card",
                effects.both(effects.gain_gold(1), effects.draw(1)),
                trigger=_tyrell_entered_yours,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
