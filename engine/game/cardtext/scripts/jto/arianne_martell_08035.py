"""Arianne Martell (08035, JtO, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
    effects,
)
from engine.game.state.model import GameState, strength


def _lower_str_than_hers(st: GameState, use: Use, cid: str) -> bool:
    """ "a character with a lower STR than hers" (her STR as she is returned: the cost)."""
    spec = card_test(type="character")
    if not spec(st, use.seat, use.source, cid) or cid == use.source:
        return False
    hers: int = use.extra.setdefault("her_str", strength(st, use.source))
    return strength(st, cid) < hers


register(
    # Arianne Martell: return her to your hand to return a character with lower STR to its
    # owner's hand (Insight: framework)
    Script(
        "08035",
        abilities=(
            Ability(
                "action",
                "return her to hand: return a character with a lower STR to its owner's hand",
                effects.on_targets("return_to_hand"),
                phase="challenges",
                costs=(costs.return_self_to_hand(),),
                targets=(Target(_lower_str_than_hers, what="a character with a lower STR"),),
            ),
        ),
    ),
)
