"""Grizzled Miner (07006, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.model import Constant
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    in_play_matching,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _miner_cheaper(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Reduce the cost to marshal Grizzled Miner by 1 for each [nw] attachment and location
    you control (to a minimum of 1)" (read while it is in its owner's hand)."""
    spec = card_test(type=("attachment", "location"), controller="you", faction="thenightswatch")
    count = len(in_play_matching(st, spec, inst.owner, inst.id))
    return [Contribution("own_cost", inst.id, count, "1", inst.id)] if count else []


register(
    # Grizzled Miner: costs 1 less per [nw] attachment and location you control, at least 1
    # (No attachments except Weapon: framework)
    Script(
        "07006",
        constants=(Constant(frozenset({"own_cost"}), _miner_cheaper, zones=("hand",)),),
    ),
)
