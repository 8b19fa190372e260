"""Varys (01029, Core, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _discard_each_character(st: GameState, use: Use) -> list[Prim]:
    return [
        primitives.discard(cid)
        for p in st.players
        for cid in p.in_play
        if st.cards[cid].card.type == "character"
    ]


register(
    # Varys: when the dominance phase ends, remove him from the game to discard each character
    Script(
        "01029",
        abilities=(
            Ability(
                "interrupt",
                "when the dominance phase ends, remove Varys from the game: discard each character",
                _discard_each_character,
                trigger=on.happened("phase_ended", phase="dominance"),
                costs=(costs.remove_self_from_game(),),
            ),
        ),
    ),
)
