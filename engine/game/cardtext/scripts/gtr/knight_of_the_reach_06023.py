"""Knight of the Reach (06023, GtR, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.effects import Happening
from engine.game.state.model import GameState

_A_LADY = choose(card_test(type="character", traits=("Lady",)), "a Lady character")


def _won_alone(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a challenge in which <this card> is attacking or defending alone"."""
    if not on.won_challenge()(st, use, h):
        return False
    alone = (use.source,)
    return tuple(h.get("attackers", ())) == alone or tuple(h.get("defenders", ())) == alone


register(
    # Knight of the Reach: won attacking or defending alone, a Lady character gains 1 power
    Script(
        "06023",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which it is attacking or defending alone, a "
                "Lady character gains 1 power",
                effects.on_targets("gain_power", amount=1),
                trigger=_won_alone,
                targets=(_A_LADY,),
            ),
        ),
    ),
)
