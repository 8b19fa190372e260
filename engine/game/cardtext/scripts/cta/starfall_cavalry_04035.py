"""Starfall Cavalry (04035, CtA, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects, triggers
from engine.game.state.model import GameState


def _draw_1_or_3(st: GameState, use: Use) -> list[Prim]:
    """ "Draw 1 card. (3 cards instead if there are 3 or more plot cards in your used
    pile)"."""
    return effects.draw(3 if len(st.players[use.seat].used) >= 3 else 1)(st, use)


register(
    # Starfall Cavalry: "After Starfall Cavalry enters play", draw 1 card, 3 with 3 or more
    # used plots (No attachments except Weapon: framework)
    Script(
        "04035",
        abilities=(
            Ability(
                "reaction",
                "after Starfall Cavalry enters play, draw 1 card (3 with 3 used plots)",
                _draw_1_or_3,
                trigger=triggers.entered_play(),
            ),
        ),
    ),
)
