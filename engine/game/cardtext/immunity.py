"""Immunity ([R-IMMUNE-1..4]): "immune to opponents' events", "immune to opponents' plot
effects". A contribution ``immune`` on a card, named by the card type of the effects it is
immune to (``event``, ``plot``), protects it from being chosen as a target of such an
ability of an opponent (``card``: "immune to card effects", any card's, its controller's
too: Pleasure Barge; ``event:any``: "Immune to events", its controller's too: Small
Council Chamber; ``character``: "immune to opponent's character abilities", Dragonglass
Dagger; ``trait:<trait>``, casefolded: "Immune to Omen card effects", any player's cards of
that Trait, Craster); costs are not effects ([R-IMMUNE-4]), so they may still use it.
Immunity protects from triggered abilities (their targets and effects); constant abilities
are not filtered by it (docs/decisions/card-text-goh.md)."""

from __future__ import annotations

from typing import Final

from engine.game.rules.traits import traits
from engine.game.state import effects
from engine.game.state.model import GameState

_IMMUNE: Final = frozenset({"immune"})


def immune_to(st: GameState, cid: str, seat: int, source: str) -> bool:
    """Whether the card ``cid`` is immune to the ability of ``source`` used by ``seat``."""
    if cid not in st.cards or source not in st.cards:
        return False
    if effects.applies(st, "immune", cid, "card"):  # "Immune to card effects": any card's
        return True
    kind = st.cards[source].card.type
    if kind == "event" and effects.applies(st, "immune", cid, "event:any"):  # "Immune to events"
        return True
    if _immune_to_trait(st, cid, source):
        return True
    if kind not in ("event", "plot", "character") or st.cards[cid].controller == seat:
        return False
    return effects.applies(st, "immune", cid, kind)


def _immune_to_trait(st: GameState, cid: str, source: str) -> bool:
    """ "Immune to <Trait> card effects": the source has that Trait now, whoever controls it
    (asked only while some immunity is in force)."""
    if not effects.may_apply(st, _IMMUNE):
        return False
    return any(effects.applies(st, "immune", cid, f"trait:{t}") for t in traits(st, source))
