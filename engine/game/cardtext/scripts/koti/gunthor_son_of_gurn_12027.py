"""Gunthor Son of Gurn (12027, KotI, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, hands, triggers
from engine.game.state.model import GameState


def _loser_discards_1(st: GameState, use: Use) -> list[Prim]:
    """ "the losing opponent must choose and discard 1 card from his or her hand"."""
    loser = use.answers.get("loser") if use.answers is not None else None
    return [] if loser is None else hands.chosen_from_hand(st, use, loser, 1)


register(
    # Gunthor Son of Gurn: ambush (framework); after you win a challenge in which he is
    # attacking, the losing opponent discards 1 card of his or her choice from hand
    Script(
        "12027",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which Gunthor is attacking, the losing "
                "opponent chooses and discards 1 card from his or her hand",
                _loser_discards_1,
                trigger=triggers.won_challenge(self_attacking=True),
            ),
        ),
    ),
)
