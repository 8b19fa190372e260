"""Shield of Lannisport (05020, LoCR, lannister attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules.traits import has_any_trait
from engine.game.state.model import CardInst, GameState


def _shield_alone(st: GameState, inst: CardInst) -> bool:
    """No Lord or Lady with printed cost 4 or higher other than the attached character."""
    cards = st.cards
    return not any(
        cid != inst.host
        and cards[cid].card.type == "character"
        and has_any_trait(st, cid, ("Lord", "Lady"))
        and (cards[cid].card.cost or 0) >= 4
        for cid in st.players[inst.controller].in_play
    )


register(
    # Shield of Lannisport: +2 STR and renown while you have no other big Lord or Lady
    Script(
        "05020",
        constants=(
            constants.on_attached("str", value=2, when=_shield_alone),
            constants.on_attached("keyword", "renown", when=_shield_alone),
        ),
    ),
)
