"""Now My Watch Begins (07023, WotW, thenightswatch event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _cheap_character_to_opponents_discard(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character with printed cost 5 or lower is placed in an opponent's discard
    pile"."""
    if h.kind != "placed_in_discard" or h.seat == use.seat or h.card is None:
        return False
    inst = st.cards[h.card]
    return inst.zone == "discard" and (inst.card.cost or 0) <= 5


def _take_that_character(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.card is not None
    return [effects.entering(st, use.answers.card, use.seat)]


register(
    # Now My Watch Begins: after a character with printed cost 5 or lower is placed in an
    # opponent's discard pile, put it into play under your control
    Script(
        "07023",
        abilities=(
            Ability(
                "reaction",
                "after a cheap character is placed in an opponent's discard pile: take it",
                _take_that_character,
                trigger=_cheap_character_to_opponents_discard,
            ),
        ),
    ),
)
