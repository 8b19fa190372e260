"""Lordsport Shipwright (01075, Core, greyjoy character)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.core._shared import _first_player
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
    effects,
)
from engine.game.state.model import GameState


def _shipwright_location(st: GameState, use: Use, cid: str) -> bool:
    """Lordsport Shipwright: a standing location with printed cost 2 or lower (3 or lower
    as the first player)."""
    spec = card_test(type="location", kneeling=False)
    ceiling = 3 if _first_player(st, use.seat) else 2
    return spec(st, use.seat, use.source, cid) and (st.cards[cid].card.cost or 0) <= ceiling


register(
    # Lordsport Shipwright: kneel to "choose and kneel a location with printed cost 2 or lower"
    Script(
        "01075",
        abilities=(
            Ability(
                "action",
                "kneel to kneel a location with printed cost 2 or lower (3 as first player)",
                effects.on_targets("kneel"),
                phase="marshaling",
                costs=(costs.kneel_self(),),
                targets=(Target(_shipwright_location, what="a standing location of low cost"),),
            ),
        ),
    ),
)
