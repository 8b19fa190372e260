""" "A Rose of Gold" (05038, LoCR, tyrell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab.reveals import looked_at_top
from engine.game.state.model import GameState, RuleError


def _top_3_one_to_hand(st: GameState, use: Use) -> list[Prim]:
    if not st.players[use.seat].deck:
        raise RuleError("R-ABIL-7", "no card in your deck to look at")
    return looked_at_top(st, use, 3, keep=1)


register(
    # "A Rose of Gold": Challenges Action: look at the top 3 cards of your deck, 1 to your
    # hand, the others on the bottom in any order
    Script(
        "05038",
        abilities=(
            Ability(
                "action",
                "look at the top 3 cards of your deck: 1 to hand, the others to the bottom",
                _top_3_one_to_hand,
                phase="challenges",
            ),
        ),
    ),
)
