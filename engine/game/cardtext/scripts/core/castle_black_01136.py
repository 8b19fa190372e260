"""Castle Black (01136, Core, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import NIGHTS_WATCH
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _stand_and_strengthen(st: GameState, use: Use) -> list[Prim]:
    """Stand the chosen defender (if it kneels) and +2 STR until the end of the challenge."""
    found: list[Prim] = []
    for cid in use.targets:
        if st.cards[cid].kneeling:
            found.append(primitives.stand(cid))
        found.append(primitives.strength(cid, 2, "challenge"))
    return found


register(
    # Castle Black: kneel to stand a defending [thenightswatch] character, +2 STR
    Script(
        "01136",
        abilities=(
            Ability(
                "action",
                "kneel to stand a defending Night's Watch character: +2 STR this challenge",
                _stand_and_strengthen,
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", faction=NIGHTS_WATCH, defending=True),
                        "a defending Night's Watch character",
                    ),
                ),
            ),
        ),
    ),
)
