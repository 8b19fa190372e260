"""Reinforcements (01020, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
    card_test,
    effects,
)
from engine.game.rules.checks import copies_in
from engine.game.state.model import GameState

_CHEAP_CHARACTER = card_test(
    type="character", controller="you", max_printed_cost=5, zone=("hand", "discard")
)


def _may_enter_play(st: GameState, use: Use, cid: str) -> bool:
    """A character of printed cost 5 or lower in your hand or discard pile that can enter
    play: not a unique card with a copy in your dead pile ([R-DEAD-3], [R-TARGET-9])."""
    if not _CHEAP_CHARACTER(st, use.seat, use.source, cid):
        return False
    card = st.cards[cid].card
    return not (card.unique and copies_in(st, st.players[use.seat].dead, card.name))


_REINFORCEMENT = Target(
    _may_enter_play, what="a character with printed cost 5 or lower in your hand or discard pile"
)


register(
    # Reinforcements: a character of printed cost 5 or lower from hand or discard pile
    Script(
        "01020",
        abilities=(
            Ability(
                "when_revealed",
                "put a character of printed cost 5 or lower into play from hand or discard pile",
                effects.on_targets("put_into_play"),
                targets=(_REINFORCEMENT,),
            ),
        ),
    ),
)
