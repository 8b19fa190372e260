"""Old Bear's Raven (02106, TS, thenightswatch attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState


def _attached_to_old_bear(st: GameState, inst: CardInst) -> bool:
    """ "If attached character is Old Bear Mormont" (by title)."""
    return inst.host is not None and st.cards[inst.host].card.name == "Old Bear Mormont"


register(
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
