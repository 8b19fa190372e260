"""Khaleesi (15019, DotE, targaryen attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _khaleesi(st: GameState, use: Use) -> list[Prim]:
    """Either stand the attached character, or raise your claim by 1 for the challenge."""
    if use.choice == "stand":
        return effects.on_attached("stand")(st, use)
    return [primitives.plot_modifier(SEATS[use.seat], "claim", 1, "challenge")]  # fmt: skip


register(
    # Khaleesi: after a win attached took part in, kneel it: stand attached, or claim +1
    Script(
        "15019",
        abilities=(
            Ability(
                "reaction",
                "after a win attached participates in, stand it or raise claim by 1",
                _khaleesi,
                trigger=on.won_challenge(attached_participating=True),
                costs=(costs.kneel_self(),),
                choices=("stand", "claim"),
            ),
        ),
    ),
)
