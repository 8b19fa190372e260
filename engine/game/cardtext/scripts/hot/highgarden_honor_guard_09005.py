"""Highgarden Honor Guard (09005, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Constant
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, in_play_matching
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_REACH = card_test(type="location", controller="you", traits=("The Reach",))


def _cheaper_ambush_per_reach(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Reduce the cost to ambush <this card> by 1 for each The Reach location you
    control" (from its owner's hand)."""
    count = len(in_play_matching(st, _REACH, inst.owner, inst.id))
    return [Contribution("ambush_cost", inst.id, count, "", inst.id)] if count else []


register(
    # Highgarden Honor Guard: Ambush (6) and No attachments are the framework's
    Script(
        "09005",
        constants=(
            Constant(frozenset({"ambush_cost"}), _cheaper_ambush_per_reach, zones=("hand",)),
        ),
    ),
)
