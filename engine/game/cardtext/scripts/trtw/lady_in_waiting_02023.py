"""Lady-in-Waiting (02023, TRtW, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Constant
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _dupe_on_a_lady(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "May be marshaled as a duplicate (at no cost) on a Lady character you own and
    control" (read by ``events.marshal.dupe_host`` while the card is in its owner's hand)."""
    return [Contribution("dupe_on", inst.id, 1, "Lady", inst.id)]


register(
    # 02023 Lady-in-Waiting: marshaled from hand as a duplicate on a Lady character, free
    Script(
        "02023",
        constants=(Constant(frozenset({"dupe_on"}), _dupe_on_a_lady, zones=("hand",)),),
    ),
)
