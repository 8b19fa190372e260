"""Old Grey Gull (12011, KotI, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.koti._shared import GREYJOY
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_RETURN, _STAY = "return", "stay"


_OTHER_GREYJOY = card_test(type="character", faction=GREYJOY, controller="you", other=True)


def _kill_then_may_return(st: GameState, use: Use) -> list[Prim]:
    """Kill it. "Then, you may return that character from your dead pile to your hand"
    (``choice``: return or stay)."""
    found: list[Prim] = [primitives.kill(c) for c in use.targets]
    if use.choice == _RETURN:
        found += [primitives.move(c, "hand") for c in use.targets]
    return found


register(
    # Old Grey Gull: kneel him to kill another [greyjoy] character you control; may return it
    Script(
        "12011",
        abilities=(
            Ability(
                "action",
                "kneel Old Grey Gull to kill another Greyjoy character you control; you may "
                "return it to your hand",
                _kill_then_may_return,
                costs=(costs.kneel_self(),),
                choices=(_RETURN, _STAY),
                targets=(choose(_OTHER_GREYJOY, "another Greyjoy character you control"),),
            ),
        ),
    ),
)
