"""Salladhor Saan (14005, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    card_test,
    choose,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _kneel_and_gain_its_cost(st: GameState, use: Use) -> list[Prim]:
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.kneel(cid))
        cost = st.cards[cid].card.cost or 0
        if cost:
            found.append(primitives.gain_gold(SEATS[use.seat], cost))
    return found


register(
    # Salladhor Saan: after you marshal a Smuggler, kneel a location, gain its printed cost
    Script(
        "14005",
        abilities=(
            Ability(
                "reaction",
                "after you marshal a Smuggler, kneel a location and gain its printed cost",
                _kneel_and_gain_its_cost,
                trigger=on.you_marshaled(card_test(type="character", traits=("Smuggler",))),
                targets=(
                    choose(card_test(type="location", kneeling=False), "a standing location"),
                ),
                limit=Limit(1, "round"),
            ),
        ),
    ),
)
