"""Black Wind (08032, JtO, greyjoy location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.sod._shared import _pillaged_location_or_attachment
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    constants,
    effects,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _asha_gains_renown(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While you control Asha Greyjoy, she gains renown"."""
    return [
        Contribution("keyword", cid, 1, "renown", inst.id)
        for cid in st.players[inst.controller].in_play
        if st.cards[cid].card.name == "Asha Greyjoy"
    ]


register(
    # Black Wind: Asha Greyjoy gains renown; after your pillage discards a location or
    # attachment, draw 1 card (Limit twice per phase)
    Script(
        "08032",
        constants=(constants.constant("keyword", _asha_gains_renown),),
        abilities=(
            Ability(
                "reaction",
                "after pillage discards a location or attachment: draw 1 card",
                effects.draw(1),
                trigger=_pillaged_location_or_attachment,
                limit=Limit(2, "phase"),
            ),
        ),
    ),
)
