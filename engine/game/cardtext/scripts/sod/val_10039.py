"""Val (10039, SoD, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


@answering("challenge_initiated")
def _self_declared_attacking(st: GameState, use: Use, h: Happening) -> bool:
    """ "After <this card> is declared as an attacker"."""
    return h.kind == "challenge_initiated" and use.source in h.get("attackers", ())


def _joins_the_attack_knelt(st: GameState, use: Use) -> list[Prim]:
    """Val: the chosen character enters play knelt, "participating as an attacker"."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(effects.entering(st, cid, use.seat, knelt=True))
        found.append(primitives.participate(cid, "attacker"))
    return found


_CHEAP_WILDLING_IN_HAND = card_test(
    type="character", controller="you", traits=("Wildling",), max_printed_cost=4, zone="hand"
)


register(
    # 10039 Val: after she is declared as an attacker, a Wildling character with printed
    # cost 4 or lower from your hand enters play knelt, "participating as an attacker"
    Script(
        "10039",
        abilities=(
            Ability(
                "reaction",
                "after Val is declared as an attacker, put a Wildling character with printed "
                "cost 4 or lower into play from your hand knelt, attacking",
                _joins_the_attack_knelt,
                trigger=_self_declared_attacking,
                targets=(
                    choose(
                        _CHEAP_WILDLING_IN_HAND,
                        "a Wildling character with printed cost 4 or lower in your hand",
                    ),
                ),
            ),
        ),
    ),
)
