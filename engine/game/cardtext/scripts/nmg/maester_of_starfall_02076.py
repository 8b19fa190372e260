"""Maester of Starfall (02076, NMG, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, choose, costs
from engine.game.logformat import primitives
from engine.game.state.model import GameState

# "loses (choose one): ..." the keywords Maester of Starfall may take away
_LOST_KEYWORDS = ("insight", "intimidate", "pillage", "renown")


def _loses_chosen_keyword(st: GameState, use: Use) -> list[Prim]:
    return [primitives.keyword(cid, use.chosen, "phase", lose=True)
            for cid in use.targets]  # fmt: skip


register(
    # Maester of Starfall: kneel him: a character loses a chosen keyword this phase
    Script(
        "02076",
        abilities=(
            Ability(
                "action",
                "kneel him: a character loses insight, intimidate, pillage or renown",
                _loses_chosen_keyword,
                phase="challenges",
                costs=(costs.kneel_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
                choices=_LOST_KEYWORDS,
            ),
        ),
    ),
)
