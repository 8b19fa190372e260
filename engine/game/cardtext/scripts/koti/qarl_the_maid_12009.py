"""Qarl the Maid (12009, KotI, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState, RuleError


def _qarl_target(st: GameState, use: Use, cid: str) -> bool:
    """ "Either: stand a Warship location, or stand Asha Greyjoy" (a kneeling one)."""
    inst = st.cards[cid]
    if inst.zone != "play" or not inst.kneeling:
        return False
    card = inst.card
    return (
        card.type == "location" and has_trait(st, cid, "Warship")
    ) or card.name == "Asha Greyjoy"


def _stand_target_or_refuse(st: GameState, use: Use) -> list[Prim]:
    if not use.targets:
        raise RuleError("R-TARGET-3", "stand a Warship location or Asha Greyjoy")
    return [primitives.stand(c) for c in use.targets]


register(
    # Qarl the Maid: after a win he participates in, stand a Warship location or Asha
    Script(
        "12009",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge Qarl participates in, stand a Warship location or "
                "Asha Greyjoy",
                _stand_target_or_refuse,
                trigger=on.won_challenge(self_participating=True),
                targets=(Target(_qarl_target, what="a kneeling Warship location or Asha"),),
            ),
        ),
    ),
)
