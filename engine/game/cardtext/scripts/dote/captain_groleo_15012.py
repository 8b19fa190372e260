"""Captain Groleo (15012, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _attachment_entered(st: GameState, use: Use, h: Happening) -> bool:
    return h.kind == "entered_play" and st.cards[str(h.card)].card.type == "attachment"


register(
    # Captain Groleo: after an attachment enters play, gain 1 gold (once per phase)
    Script(
        "15012",
        abilities=(
            Ability(
                "reaction",
                "after an attachment enters play, gain 1 gold",
                effects.gain_gold(1),
                trigger=_attachment_entered,
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
