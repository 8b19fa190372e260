"""sod: helpers two or more of its cards share."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.vocab import (
    card_test,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState, icons


def _fewer_than_2_icons_participating(st: GameState, use: Use, cid: str) -> bool:
    spec = card_test(type="character", participating=True)
    return spec(st, use.seat, use.source, cid) and len(icons(st, cid)) < 2


def _put_self_into_play(st: GameState, use: Use) -> list[Prim]:
    return [effects.entering(st, use.source, use.seat)]


def _pillaged_location_or_attachment(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character you control discards a location or attachment using pillage"."""
    if h.kind != "pillaged" or h.seat != use.seat:
        return False
    return any(st.cards[cid].card.type in ("location", "attachment") for cid in h.get("cards", ()))
