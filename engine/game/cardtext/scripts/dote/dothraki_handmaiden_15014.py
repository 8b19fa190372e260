"""Dothraki Handmaiden (15014, DotE, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Constant, Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
    constants,
)
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState

_WITH_DAENERYS = constants.controls_named("Daenerys Targaryen")


def _marshal_facedown(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While you control Daenerys Targaryen, you may marshal facedown cards attached to"
    her "as if they were in your hand": a ``marshal_from`` naming the facedown area, on each
    card of hers that the controller owns (only that player marshals it, [R-MARSHAL-1])."""
    if not _WITH_DAENERYS(st, inst):
        return []
    return [
        Contribution("marshal_from", cid, 1, "facedown", inst.id)
        for cid in inst.facedown
        if st.cards[cid].owner == inst.controller
    ]


def _attachment_in_your_hand(st: GameState, use: Use, cid: str) -> bool:
    inst = st.cards[cid]
    return inst.zone == "hand" and inst.owner == use.seat and inst.card.type == "attachment"


def _attach_facedown(st: GameState, use: Use) -> list[Prim]:
    """Reveal the attachment from the hand, then attach it to her facedown."""
    return [
        prim
        for cid in use.targets
        for prim in (
            primitives.reveal(SEATS[use.seat], [cid], from_="hand"),
            primitives.attach_facedown(cid, use.source),
        )
    ]


register(
    # Dothraki Handmaiden: reveal an attachment from hand and attach it to her facedown;
    # with Daenerys, marshal those facedown cards as if from hand
    Script(
        "15014",
        constants=(Constant(frozenset({"marshal_from"}), _marshal_facedown),),
        abilities=(
            Ability(
                "action",
                "reveal an attachment from your hand, attach it to her facedown",
                _attach_facedown,
                phase="marshaling",
                targets=(Target(_attachment_in_your_hand, what="an attachment in your hand"),),
            ),
        ),
    ),
)
