"""The Council Consents (05044, LoCR, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    in_play_matching,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, RuleError


@answering("challenge_won")
def _intrigue_won_by_5(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a player wins an [intrigue] challenge by 5 or more STR" (any player)."""
    return h.kind == "challenge_won" and h.get("type") == "intrigue" and h.get("margin", 0) >= 5


_KNEELING_SMALL_COUNCIL = card_test(type="character", traits=("Small Council",), kneeling=True)


def _stand_each_small_council(st: GameState, use: Use) -> list[Prim]:
    """Stand each Small Council character (of every player); none kneeling, the event
    would change nothing ([R-ABIL-7])."""
    found = in_play_matching(st, _KNEELING_SMALL_COUNCIL, use.seat, use.source)
    if not found:
        raise RuleError("R-ABIL-7", "no kneeling Small Council character to stand")
    return [primitives.stand(cid) for cid in found]


register(
    # The Council Consents: after a player wins an [intrigue] challenge by 5 or more STR,
    # stand each Small Council character
    Script(
        "05044",
        abilities=(
            Ability(
                "reaction",
                "after a player wins an intrigue challenge by 5 or more STR, stand each "
                "Small Council character",
                _stand_each_small_council,
                trigger=_intrigue_won_by_5,
            ),
        ),
    ),
)
