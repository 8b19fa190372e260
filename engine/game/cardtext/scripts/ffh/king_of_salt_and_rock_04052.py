"""King of Salt and Rock (04052, FFH, greyjoy attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, effects
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


@answering("pillaged")
def _attached_pillaged_attachment_or_location(st: GameState, use: Use, h: Happening) -> bool:
    """ "After an attachment or location is discarded using pillage" by attached character
    (the ``pillaged`` happening names the pillaging character and the cards discarded)."""
    host = st.cards[use.source].host
    if h.kind != "pillaged" or host is None or h.card != host:
        return False
    return any(st.cards[c].card.type in ("attachment", "location") for c in h.get("cards", ()))


register(
    # King of Salt and Rock: attached character "gains the King trait and pillage"; it gains
    # 1 power after an attachment or location is discarded using pillage ("Ironborn
    # character only": framework)
    Script(
        "04052",
        constants=(
            constants.on_attached("trait", "King"),
            constants.on_attached("keyword", "pillage"),
        ),
        abilities=(
            Ability(
                "reaction",
                "after an attachment or location is discarded using pillage, attached "
                "character gains 1 power",
                effects.on_attached("gain_power", amount=1),
                trigger=_attached_pillaged_attachment_or_location,
            ),
        ),
    ),
)
