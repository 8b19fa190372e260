"""Garth the Gross (09009, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.hot._shared import TYRELL
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.rules.traits import has_trait, of_faction
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _garth(st: GameState, inst: CardInst) -> list[Contribution]:
    """Another [tyrell] Lord: a [military] icon and renown; a [tyrell] Lady: an [intrigue]
    icon and +2 STR."""
    cards = st.cards
    mine = [c for c in st.players[inst.controller].in_play if c != inst.id]
    tyrell = [c for c in mine if cards[c].card.type == "character" and of_faction(st, c, TYRELL)]
    found = []
    if any(has_trait(st, c, "Lord") for c in tyrell):
        found += [
            Contribution("icon", inst.id, 1, "military", inst.id),
            Contribution("keyword", inst.id, 1, "renown", inst.id),
        ]
    if any(has_trait(st, c, "Lady") for c in tyrell):
        found += [
            Contribution("icon", inst.id, 1, "intrigue", inst.id),
            Contribution("str", inst.id, 2, "", inst.id),
        ]
    return found


register(
    # Garth the Gross: icons, renown and STR from the other Tyrell Lords and Ladies
    Script("09009", constants=(constants.constant("icon keyword str", _garth),)),
)
