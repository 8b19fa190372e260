"""Immunity ([R-IMMUNE-1..4]): "immune to opponents' events", "immune to opponents' plot
effects". A contribution ``immune`` on a card, named by the card type of the effects it is
immune to (``event``, ``plot``), protects it from being chosen as a target of such an
ability of an opponent (``card``: "immune to card effects", any card's, its controller's
too: Pleasure Barge; ``event:any``: "Immune to events", its controller's too: Small
Council Chamber); costs are not effects ([R-IMMUNE-4]), so they may still use it."""

from __future__ import annotations

from engine.game.state import effects
from engine.game.state.model import GameState


def immune_to(st: GameState, cid: str, seat: int, source: str) -> bool:
    """Whether the card ``cid`` is immune to the ability of ``source`` used by ``seat``."""
    if cid not in st.cards or source not in st.cards:
        return False
    if effects.applies(st, "immune", cid, "card"):  # "Immune to card effects": any card's
        return True
    kind = st.cards[source].card.type
    if kind == "event" and effects.applies(st, "immune", cid, "event:any"):  # "Immune to events"
        return True
    if kind not in ("event", "plot") or st.cards[cid].controller == seat:
        return False
    return effects.applies(st, "immune", cid, kind)
