"""Arya's Gift (03024, WotN, stark event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
)
from engine.game.logformat import primitives
from engine.game.rules.traits import of_faction
from engine.game.state.model import GameState, RuleError


def _gift_move(st: GameState, use: Use) -> list[Prim]:
    """Arya's Gift: the first target (an attachment on a [stark] character you control) moves
    to the second (another character you control)."""
    if len(use.targets) != 2:
        raise RuleError("R-TARGET-3", "Arya's Gift chooses an attachment, then a character")
    return [primitives.move_attachment(use.targets[0], use.targets[1])]


def _attachment_on_your_stark(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    if inst.zone != "play" or inst.host is None or inst.card.type != "attachment":
        return False
    host = st.cards[inst.host]
    return host.controller == use.seat and of_faction(st, host.id, "stark")


def _another_of_yours(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    moving = st.cards.get(use.targets[0]) if use.targets else None
    return (
        inst.zone == "play"
        and inst.card.type == "character"
        and inst.controller == use.seat
        and (moving is None or moving.host != cid)
    )


register(
    # Arya's Gift: move an attachment from your [stark] character to another of yours
    Script(
        "03024",
        abilities=(
            Ability(
                "action",
                "move an attachment from a Stark character you control to another character",
                _gift_move,
                targets=(
                    Target(
                        _attachment_on_your_stark,
                        what="an attachment on a Stark character you control",
                    ),
                    Target(_another_of_yours, what="another character you control"),
                ),
            ),
        ),
    ),
)
