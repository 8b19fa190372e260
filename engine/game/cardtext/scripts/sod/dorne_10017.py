"""Dorne (10017, SoD, martell location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import (
    _look_at_top_2,
)
from engine.game.cardtext.vocab import Ability, Script
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState, RuleError


def _look_at_top_2_add_1(st: GameState, use: Use) -> list[Prim]:
    """ "look at the top 2 cards of your deck. Add 1 to your hand, and place the other on
    the bottom" (Greenblood Trader's "up to 1", with exactly one kept)."""
    if use.offering:  # the engine offers it: the cards looked at are stated
        use.extra["chance"] = True
    moves = _look_at_top_2(st, use)
    kept = [p for p in moves if p.get("to") == "hand"]
    if moves and len(kept) != 1:
        raise RuleError("R-EFFECT-1", "the text adds 1 of the cards looked at to your hand")
    return moves


register(
    # Dorne: after you lose a challenge, look at the top 2 cards: 1 to hand, 1 to the bottom
    # (+1 Reserve: framework)
    Script(
        "10017",
        abilities=(
            Ability(
                "reaction",
                "after you lose a challenge: look at the top 2 cards, add 1 to your hand",
                _look_at_top_2_add_1,
                trigger=on.lost_challenge(),
            ),
        ),
    ),
)
