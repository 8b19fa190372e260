"""Rhaegal (15003, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.dote._shared import _stormborn_or_dragon
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    Use,
    card_test,
    choose,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _rhaegal_stands(st: GameState, use: Use) -> list[Prim]:
    """Stand another character you control; then, if it is a Dragon or Stormborn, Rhaegal."""
    found: list[Prim] = [primitives.stand(cid) for cid in use.targets]
    if any(_stormborn_or_dragon(st, cid) for cid in use.targets) and st.cards[use.source].kneeling:
        found.append(primitives.stand(use.source))
    return found


register(
    # Rhaegal: after a win he attacks in, stand another character you control; a Dragon or
    # Stormborn one stands Rhaegal too (once per phase)
    Script(
        "15003",
        abilities=(
            Ability(
                "reaction",
                "after a win Rhaegal attacks in, stand another character you control",
                _rhaegal_stands,
                trigger=on.won_challenge(self_attacking=True),
                targets=(
                    choose(
                        card_test(type="character", controller="you", kneeling=True, other=True),
                        "another kneeling character you control",
                    ),
                ),
                limit=Limit(1, "phase"),
            ),
        ),
    ),
)
