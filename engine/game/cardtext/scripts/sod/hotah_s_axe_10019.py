"""Hotah's Axe (10019, SoD, martell attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _martell_entered_in_challenges(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a [martell] character enters play during the challenges phase"."""
    if h.kind != "entered_play" or h.card is None or h.get("phase") != "challenges":
        return False
    card = st.cards[h.card].card
    return card.type == "character" and card.faction == "martell"


def _axe_onto_it(st: GameState, use: Use) -> list[Prim]:
    assert use.answers is not None and use.answers.card is not None
    return [effects.entering(st, use.source, use.seat, use.answers.card)]


register(
    # Hotah's Axe: after a [martell] character enters play in the challenges phase, put it
    # into play from your hand attached to that character (+3 STR: framework)
    Script(
        "10019",
        abilities=(
            Ability(
                "reaction",
                "after a Martell character enters play in the challenges phase: attach it",
                _axe_onto_it,
                trigger=_martell_entered_in_challenges,
                from_zones=("hand",),
            ),
        ),
    ),
)
