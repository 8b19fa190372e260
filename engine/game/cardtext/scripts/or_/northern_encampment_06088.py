"""Northern Encampment (06088, OR, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    constants,
    costs,
    effects,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _no_dominance_this_round(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Cannot stand during the standing phase unless you have won dominance this round"
    (``last_dominance`` is this round's winner by then)."""
    if st.phase != "standing" or st.last_dominance == inst.controller:
        return []
    return [Contribution("cannot", inst.id, 1, "stand", inst.id)]


register(
    # Northern Encampment: does not stand unless you won dominance; kneel to gain 2 gold
    Script(
        "06088",
        constants=(constants.constant("cannot", _no_dominance_this_round),),
        abilities=(
            Ability(
                "action",
                "kneel Northern Encampment to gain 2 gold",
                effects.gain_gold(2),
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
