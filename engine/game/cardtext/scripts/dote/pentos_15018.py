"""Pentos (15018, DotE, targaryen location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Target,
    Use,
    costs,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


def _a_card_in_play_for_it(st: GameState, use: Use, cid: str) -> bool:
    return st.cards[cid].zone == "play"


def _drew_an_attachment(st: GameState, use: Use, h: Happening) -> bool:
    return (
        h.kind == "drawn"
        and h.seat == use.seat
        and h.card is not None
        and st.cards[h.card].card.type == "attachment"
        and st.cards[h.card].zone == "hand"
    )


def _pentos(st: GameState, use: Use) -> list[Prim]:
    """Reveal the attachment drawn and put it into play (on the chosen card); then draw.
    Asked without the draw it answers (the engine probing a target): nothing."""
    if use.answers is None or use.answers.card is None:
        return []
    host = use.targets[0] if use.targets else None
    return [effects.entering(st, use.answers.card, use.seat, host), *effects.draw(1)(st, use)]


register(
    # Pentos: after you draw an attachment, kneel it: that attachment into play, then draw
    Script(
        "15018",
        abilities=(
            Ability(
                "reaction",
                "after you draw an attachment, kneel: put it into play, then draw a card",
                _pentos,
                trigger=_drew_an_attachment,
                costs=(costs.kneel_self(),),
                targets=(Target(_a_card_in_play_for_it, 0, 1, "the card it attaches to"),),
            ),
        ),
    ),
)
