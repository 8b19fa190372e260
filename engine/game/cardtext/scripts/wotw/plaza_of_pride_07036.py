"""Plaza of Pride (07036, WotW, targaryen location)."""

from __future__ import annotations

from engine.game.cardtext.model import Target, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    costs,
    effects,
)
from engine.game.state.model import GameState


def _plaza_target(st: GameState, use: Use, cid: str) -> bool:
    """ "a character with printed cost X or lower", X 3 higher than the discarded card's."""
    discarded = [p["card"] for p in use.costs if p.get("op") == "discard"]
    if not discarded or discarded[0] not in st.cards:
        return False
    limit = (st.cards[discarded[0]].card.cost or 0) + 3
    spec = card_test(type="character", kneeling=True)
    return spec(st, use.seat, use.source, cid) and (st.cards[cid].card.cost or 0) <= limit


register(
    # Plaza of Pride: kneel it and discard a card to stand a character of printed cost up
    # to 3 higher than the discarded card's
    Script(
        "07036",
        abilities=(
            Ability(
                "action",
                "kneel it and discard a card: stand a character of printed cost X or lower",
                effects.on_targets("stand"),
                costs=(
                    costs.kneel_self(),
                    costs.choose_and(
                        "discard", card_test(controller="you", zone="hand"), "a card in your hand"
                    ),
                ),
                targets=(
                    Target(_plaza_target, what="a kneeling character with printed cost X or lower"),
                ),
            ),
        ),
    ),
)
