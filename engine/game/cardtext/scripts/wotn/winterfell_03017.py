"""Winterfell (03017, WotN, stark location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    constants,
    costs,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState


def _no_trigger_without_winter(st: GameState, use: Use) -> list[Prim]:
    """ "each player with a non-Winter plot card revealed cannot trigger card abilities until
    the end of the challenge"."""
    return [
        primitives.lasting("cannot", "challenge", seat=p.key, name="trigger")
        for p in st.players
        if p.revealed is not None and not has_trait(st, p.revealed, "Winter")
    ]


register(
    # Winterfell: [stark] characters +1 STR; kneel after a challenge is initiated
    Script(
        "03017",
        constants=(
            constants.on_each(
                "str", card_test(type="character", faction="stark", controller="you")
            ),
        ),
        abilities=(
            Ability(
                "reaction",
                "after a challenge is initiated, kneel Winterfell: non-Winter players cannot "
                "trigger card abilities",
                _no_trigger_without_winter,
                trigger=on.happened("challenge_initiated"),
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
