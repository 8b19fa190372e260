"""Rickon Stark (03016, WotN, stark character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    costs,
)
from engine.game.cardtext.vocab.cancels import cancel_interrupt
from engine.game.state.model import GameState


def _search_ability(st: GameState, use: Use, cid: str) -> bool:
    """A card whose triggered ability with the word "search" is about to initiate (the
    cancelled ability follows, [R-CANCEL-1]): in play, a revealed plot, or an event in
    hand."""
    inst = st.cards.get(cid)
    return (
        inst is not None
        and cid != use.source
        and inst.zone in ("play", "plot", "hand")
        and "search" in inst.card.text.lower()
    )


register(
    # Rickon Stark: sacrifice him to cancel the effects of a "search" ability
    Script(
        "03016",
        abilities=(
            cancel_interrupt(
                "when a triggered ability with the word search would initiate, sacrifice "
                "Rickon Stark to cancel its effects",
                Target(_search_ability, what="a card whose search ability initiates"),
                costs=(costs.sacrifice_self(),),
            ),
        ),
    ),
)
