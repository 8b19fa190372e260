"""Forgotten Plans (02119, TS, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _blank_non_scheme_plots(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "While it is not the plot phase", each revealed non-Scheme plot's text box is blank
    (its printed Traits: the card data, so no Trait is read through a blank card)."""
    if st.phase == "plot":
        return []
    cards = st.cards
    return [
        Contribution("blank", p.revealed, 1, "", inst.id)
        for p in st.players
        if p.revealed is not None and not cards[p.revealed].card.has_trait("Scheme")
    ]


register(
    # Forgotten Plans: outside the plot phase, each revealed non-Scheme plot is blank
    Script("02119", constants=(constants.constant("blank", _blank_non_scheme_plots),)),
)
