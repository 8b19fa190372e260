"""Highgarden Courtier (09015, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, costs
from engine.game.logformat import primitives
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _another_str_increased(st: GameState, use: Use, h: Happening) -> bool:
    """ "After another character's STR is increased by a card effect" (framework happening
    ``str_increased``; docs/decisions/card-text-timing.md for constant abilities)."""
    return h.kind == "str_increased" and h.card not in (None, use.source)


def _stand_that_character(st: GameState, use: Use) -> list[Prim]:
    card = use.answers.card if use.answers is not None else None
    if card is None or not st.cards[card].kneeling:
        return []
    return [primitives.stand(card)]


register(
    # Highgarden Courtier: another character's STR increased: kneel it to stand that one
    Script(
        "09015",
        abilities=(
            Ability(
                "reaction",
                "after another character's STR is increased by a card effect, kneel Highgarden "
                "Courtier to stand that character",
                _stand_that_character,
                trigger=_another_str_increased,
                costs=(costs.kneel_self(),),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
