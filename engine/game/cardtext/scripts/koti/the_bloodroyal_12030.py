"""The Bloodroyal (12030, KotI, martell attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState


def _not_first_player(st: GameState, inst: CardInst) -> bool:
    """ "While you are not the first player" (no first player yet: not the first player)."""
    return st.first != inst.controller


register(
    # The Bloodroyal: "[martell] character only" (framework); attached character gains
    # stealth and renown while you are not the first player
    Script(
        "12030",
        constants=(
            constants.on_attached("keyword", "stealth", when=_not_first_player),
            constants.on_attached("keyword", "renown", when=_not_first_player),
        ),
    ),
)
