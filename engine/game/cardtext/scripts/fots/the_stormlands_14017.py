"""The Stormlands (14017, FotS, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
    card_test,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _stand_participating_king_or_queen(st: GameState, use: Use, cid: str) -> bool:
    spec = card_test(type="character", traits=("King", "Queen"), participating=True)
    return spec(st, use.seat, use.source, cid) and st.cards[cid].kneeling


register(
    # The Stormlands: an additional [power] challenge; after a power win, kneel it to stand
    # a participating King or Queen
    Script(
        "14017",
        constants=(constants.for_controller("challenges", "power"),),
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, stand a participating King or Queen",
                effects.on_targets("stand"),
                trigger=on.won_challenge("power"),
                costs=(costs.kneel_self(),),
                targets=(
                    Target(
                        _stand_participating_king_or_queen,
                        what="a kneeling participating King or Queen",
                    ),
                ),
            ),
        ),
    ),
)
