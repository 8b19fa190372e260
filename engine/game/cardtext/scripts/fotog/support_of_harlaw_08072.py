"""Support of Harlaw (08072, FotOG, greyjoy attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, costs, effects
from engine.game.state.model import GameState


def _harlaw_keyword(st: GameState, use: Use) -> list[Prim]:
    return effects.on_attached("keyword", keyword=use.choice, until="phase")(st, use)


register(
    # Support of Harlaw: kneel a Warship location: attached gains pillage, renown or stealth
    Script(
        "08072",
        abilities=(
            Ability(
                "action",
                "kneel a Warship location: attached gains pillage, renown or stealth",
                _harlaw_keyword,
                phase="challenges",
                costs=(
                    costs.choose_and(
                        "kneel",
                        card_test(
                            type="location", controller="you", traits=("Warship",), kneeling=False
                        ),
                        "a standing Warship location you control",
                    ),
                ),
                choices=("pillage", "renown", "stealth"),
            ),
        ),
    ),
)
