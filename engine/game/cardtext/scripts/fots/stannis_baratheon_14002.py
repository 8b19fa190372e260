"""Stannis Baratheon (14002, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    constants,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState, plot_value


def _draw_attackers_claim(st: GameState, use: Use) -> list[Prim]:
    """ "draw X cards. X is the claim value on the attacking player's revealed plot card"."""
    assert use.answers is not None
    x = plot_value(st, use.answers.get("attacker"), "claim")
    return effects.draw(x)(st, use) if x > 0 else []


register(
    # Stannis Baratheon: immune to opponents' events; after you win a [power] challenge,
    # draw the attacking player's claim value in cards
    Script(
        "14002",
        constants=(constants.on_self("immune", "event"),),
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, draw X cards (X: the attacker's claim)",
                _draw_attackers_claim,
                trigger=on.won_challenge("power"),
            ),
        ),
    ),
)
