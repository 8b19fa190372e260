"""Drogon (15002, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    card_test,
    constants,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState, strength


def _drogon_burns(st: GameState, use: Use) -> list[Prim]:
    """Kill each character the defending player controls with STR 1 or lower."""
    assert use.answers is not None
    defender = use.answers.get("defender")
    return [
        primitives.kill(cid)
        for cid in st.players[defender].in_play
        if st.cards[cid].card.type == "character" and strength(st, cid) <= 1
    ]


register(
    # Drogon: Stormborn characters you control gain renown; after a win he attacks in, the
    # defender's characters with STR 1 or lower are killed
    Script(
        "15002",
        constants=(
            constants.on_each(
                "keyword",
                card_test(type="character", controller="you", traits=("Stormborn",)),
                "renown",
            ),
        ),
        abilities=(
            Ability(
                "reaction",
                "after a win Drogon attacks in, kill the defender's STR 1 or lower characters",
                _drogon_burns,
                trigger=on.won_challenge(self_attacking=True),
            ),
        ),
    ),
)
