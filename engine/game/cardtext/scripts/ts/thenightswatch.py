"""TS, thenightswatch: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState


def _no_location_marshaled_this_round(st: GameState, inst: CardInst) -> bool:
    """ "The first location you marshal each round": none among this round's marshaled cards
    (``Player.marshaled``)."""
    cards, marshaled = st.cards, st.players[inst.controller].marshaled
    return not any(cards[cid].card.type == "location" for cid in marshaled)


def _attached_to_old_bear(st: GameState, inst: CardInst) -> bool:
    """ "If attached character is Old Bear Mormont" (by title)."""
    return inst.host is not None and st.cards[inst.host].card.name == "Old Bear Mormont"


register(
    # Sworn Brother: "the first location you marshal each round" costs 1 less (No attachments
    # except Weapon: framework)
    Script(
        "02105",
        constants=(
            constants.for_controller(
                "cost", "location", -1, when=_no_location_marshaled_this_round
            ),
        ),
    ),
    # Old Bear's Raven: attached character gains stealth; an [intrigue] icon if he is Old
    # Bear Mormont
    Script(
        "02106",
        constants=(
            constants.on_attached("keyword", "stealth"),
            constants.on_attached("icon", "intrigue", when=_attached_to_old_bear),
        ),
    ),
)
