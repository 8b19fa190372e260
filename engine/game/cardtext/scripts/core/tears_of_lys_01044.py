"""Tears of Lys (01044, Core, neutral event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _MAX_1_PER_CHALLENGE, of_losing_opponent
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _poison(st: GameState, use: Use) -> list[Prim]:
    """Place a poison token; at the end of the phase, if it is still there, remove it and
    kill the character (the framework's ``kill_if_token`` lasting effect)."""
    found: list[Prim] = []
    for cid in use.targets:
        found.append(primitives.token(cid, "poison", 1))
        found.append(primitives.lasting("kill_if_token", "phase", card=cid, name="poison"))
    return found


register(
    # Tears of Lys: won [intrigue] attacking, poison a character without [intrigue] of the loser
    Script(
        "01044",
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge attacking, poison a character of the loser",
                _poison,
                trigger=on.won_challenge("intrigue", attacking=True),
                targets=(
                    of_losing_opponent(
                        card_test(type="character", without_icon="intrigue"),
                        "a character without an intrigue icon controlled by the losing opponent",
                    ),
                ),
                limit=_MAX_1_PER_CHALLENGE,
            ),
        ),
    ),
)
