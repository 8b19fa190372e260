"""Red Keep Spy (05012, LoCR, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _spy_returns(st: GameState, use: Use) -> list[Prim]:
    """If you have more cards in hand than that character's controller, return it."""
    found: list[Prim] = []
    for cid in use.targets:
        theirs = len(st.players[st.cards[cid].controller].hand)
        if len(st.players[use.seat].hand) > theirs:
            found.append(primitives.return_to_hand(cid))
    return found


register(
    # Red Keep Spy: after it enters play using ambush, return a cheap character
    Script(
        "05012",
        abilities=(
            Ability(
                "reaction",
                "after Red Keep Spy enters play using ambush, return a character with "
                "printed cost 3 or lower if you have more cards in hand",
                _spy_returns,
                trigger=on.entered_play(how="ambush"),
                targets=(
                    choose(
                        card_test(type="character", max_printed_cost=3),
                        "a character with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    ),
)
