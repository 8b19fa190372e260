"""Ward (02102, TS, stark attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _ward(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Take control of attached character. Attached character gains the [stark]
    affiliation" (while Ward is attached: control returns when it leaves play)."""
    if inst.host is None:
        return []
    return [
        Contribution("control", inst.host, inst.controller, "", inst.id),
        Contribution("faction", inst.host, 1, "stark", inst.id),
    ]


register(
    # Ward: its restriction ("printed cost 4 or lower") and terminal are the framework's
    Script("02102", constants=(constants.constant("control faction", _ward),))
)
