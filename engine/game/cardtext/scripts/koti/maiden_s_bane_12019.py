"""Maiden's Bane (12019, KotI, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    costs,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.rules.traits import has_trait
from engine.game.state.model import GameState

_KNEELING_ATTACKER = card_test(type="character", attacking=True, kneeling=True)


def _stand_then_captain(st: GameState, use: Use) -> list[Prim]:
    """Stand the attacking character. "Then, if that character is a Captain, stand Maiden's
    Bane"."""
    found: list[Prim] = [primitives.stand(c) for c in use.targets]
    if any(has_trait(st, c, "Captain") for c in use.targets):
        found.append(primitives.stand(use.source))
    return found


register(
    # Maiden's Bane: won unopposed, kneel it to stand an attacker; a Captain: stand it
    Script(
        "12019",
        abilities=(
            Ability(
                "reaction",
                "after you win an unopposed challenge, kneel Maiden's Bane to stand an "
                "attacking character",
                _stand_then_captain,
                trigger=on.won_challenge(unopposed=True),
                costs=(costs.kneel_self(),),
                targets=(choose(_KNEELING_ATTACKER, "a kneeling attacking character"),),
            ),
        ),
    ),
)
