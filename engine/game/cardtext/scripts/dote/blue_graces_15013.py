"""Blue Graces (15013, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
    costs,
    effects,
)
from engine.game.state.model import GameState


def _costly_card_in_your_piles(st: GameState, use: Use, cid: str) -> bool:
    """ "a card with printed cost 6 or higher in your discard or dead pile"."""
    inst = st.cards[cid]
    return (
        inst.owner == use.seat and inst.zone in ("discard", "dead") and (inst.card.cost or 0) >= 6
    )


register(
    # Blue Graces: remove it from the game: a cost 6+ card from your discard or dead pile
    # is shuffled into your deck
    Script(
        "15013",
        abilities=(
            Ability(
                "action",
                "remove from the game: shuffle a cost 6 or higher card into your deck",
                effects.on_targets("shuffle_into_deck"),
                phase="challenges",
                costs=(costs.remove_self_from_game(),),
                targets=(
                    Target(
                        _costly_card_in_your_piles,
                        what="a card with printed cost 6 or higher in your discard or dead pile",
                    ),
                ),
            ),
        ),
    ),
)
