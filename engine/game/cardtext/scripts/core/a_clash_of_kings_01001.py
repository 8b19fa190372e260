"""A Clash of Kings (01001, Core, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import GameState


def _move_power_from_loser(st: GameState, use: Use) -> list[Prim]:
    """ "move 1 power from the losing opponent's faction card to your own"."""
    assert use.answers is not None
    loser = use.answers.get("loser")
    return [primitives.move_power(1, from_seat=SEATS[loser], to_seat=SEATS[use.seat])]  # fmt: skip


register(
    # A Clash of Kings: after you win a [power] challenge, move 1 power from the loser
    Script(
        "01001",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, move 1 power from the loser's faction card",
                _move_power_from_loser,
                trigger=on.won_challenge("power"),
            ),
        ),
    ),
)
