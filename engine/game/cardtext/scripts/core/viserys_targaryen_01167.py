"""Viserys Targaryen (01167, Core, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.logformat import primitives
from engine.game.state.model import GameState


def _attachment_in_play_then(st: GameState, use: Use, cid: str) -> bool:
    """An attachment in play when Viserys left play: in play now, or one that left play in the
    same game action (his own attachments went with him; the interrupt is logged right after
    the leave-play it answers)."""
    inst = st.cards[cid]
    if inst.card.type != "attachment":
        return False
    left_with_him = any(h.kind == "left_play" and h.card == cid for h in st.happened)
    return inst.zone == "play" or (left_with_him and inst.zone == "hand")


def _discard_from_play(st: GameState, use: Use) -> list[Prim]:
    """ "Discard it from play": one still in play, or one that went to its owner's hand with
    him (it goes to the discard pile instead)."""
    return [primitives.discard(cid) for cid in use.targets]


register(
    # Viserys Targaryen: when he leaves play, discard an attachment from play
    Script(
        "01167",
        abilities=(
            Ability(
                "interrupt",
                "when Viserys Targaryen leaves play, discard an attachment from play",
                _discard_from_play,
                trigger=on.self_happened("left_play"),
                targets=(Target(_attachment_in_play_then, what="an attachment in play"),),
                from_zones=("dead", "discard", "hand", "deck", "removed"),
            ),
        ),
    ),
)
