"""Weapons at the Door (03051, WotN, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    triggers,
)
from engine.game.logformat import primitives
from engine.game.state.model import GameState, iter_in_play


def _printed_attachments_home(st: GameState, use: Use) -> list[Prim]:
    """Weapons at the Door: "each card with the printed attachment cardtype" in play (not an
    event attached as a Condition, nor a card attached facedown) returns to its owner's hand."""
    return [
        primitives.return_to_hand(inst.id)
        for inst in iter_in_play(st)
        if inst.host is not None and inst.card.type == "attachment"
    ]


register(
    # Weapons at the Door: forced, "After the challenges phase begins", each printed
    # attachment returns to its owner's hand
    Script(
        "03051",
        abilities=(
            Ability(
                "forced",
                "after the challenges phase begins, return each attachment to its owner's hand",
                _printed_attachments_home,
                trigger=triggers.happened("phase_began", phase="challenges"),
            ),
        ),
    ),
)
