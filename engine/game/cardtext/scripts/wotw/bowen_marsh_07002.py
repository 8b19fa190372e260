"""Bowen Marsh (07002, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
    in_play_matching,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _steward_insight(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "During [intrigue] challenges, each Steward character you control gains insight"."""
    ch = st.challenge
    if ch is None or ch.type != "intrigue":
        return []
    spec = card_test(type="character", controller="you", traits=("Steward",))
    return [
        Contribution("keyword", cid, 1, "insight", inst.id)
        for cid in in_play_matching(st, spec, inst.controller, inst.id)
    ]


register(
    # Bowen Marsh: Stewards gain insight during [intrigue] challenges (+1 Reserve: framework)
    Script("07002", constants=(constants.constant("keyword", _steward_insight),)),
)
