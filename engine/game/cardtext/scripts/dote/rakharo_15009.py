"""Rakharo (15009, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.dote._shared import (
    _won_military_with_2_dothraki,
)
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _random_discard_from_loser(st: GameState, use: Use) -> list[Prim]:
    """ "discard 1 card at random from the losing opponent's hand" (a chance outcome)."""
    assert use.answers is not None
    hand = st.players[use.answers.get("loser")].hand
    if not hand:
        return []
    return [primitives.discard(effects.chance_card(use, "discard", hand, "the card"))]


register(
    # Rakharo: same trigger: a card at random from the losing opponent's hand is discarded
    Script(
        "15009",
        abilities=(
            Ability(
                "reaction",
                "after a military win with 2 attacking Dothraki, a random discard",
                _random_discard_from_loser,
                trigger=_won_military_with_2_dothraki,
            ),
        ),
    ),
)
