"""Dothraki Outriders (02074, NMG, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Constant
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, in_play_matching
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_YOUR_DOTHRAKI = card_test(type="character", controller="you", traits=("Dothraki",))


def _outriders_cheaper(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Reduce the cost to marshal Dothraki Outriders by 1 for each Dothraki character you
    control" (read while it is in its owner's hand; no minimum but 0)."""
    count = len(in_play_matching(st, _YOUR_DOTHRAKI, inst.owner, inst.id))
    return [Contribution("own_cost", inst.id, count, "0", inst.id)] if count else []


register(
    # Dothraki Outriders: 1 cheaper per Dothraki character you control (No attachments,
    # pillage: framework)
    Script(
        "02074",
        constants=(Constant(frozenset({"own_cost"}), _outriders_cheaper, zones=("hand",)),),
    ),
)
