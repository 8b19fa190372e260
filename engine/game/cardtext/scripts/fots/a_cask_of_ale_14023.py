""" "A Cask of Ale" (14023, FotS, baratheon event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _cask_of_ale(st: GameState, use: Use) -> list[Prim]:
    """Move up to 2 power (``choice`` "1" or "2") from the first chosen card to the second."""
    if len(use.targets) != 2:
        return []
    source, dest = use.targets
    return [primitives.move_power(int(use.choice or 2), from_=source, to=dest)]


def _same_controller(st: GameState, use: Use, cid: str) -> bool:
    """ "2 cards controlled by the same player" (the first chosen sets the player)."""
    inst = st.cards[cid]
    if inst.zone != "play":
        return False
    first = use.targets[0] if use.targets else cid
    return inst.controller == st.cards[first].controller


register(
    # "A Cask of Ale": after a [power] win, move up to 2 power between 2 cards of one player
    Script(
        "14023",
        abilities=(
            Ability(
                "reaction",
                "after you win a power challenge, move up to 2 power between 2 cards",
                _cask_of_ale,
                trigger=on.won_challenge("power"),
                targets=(Target(_same_controller, 2, 2, "2 cards controlled by the same player"),),
                choices=("1", "2"),
            ),
        ),
    ),
)
