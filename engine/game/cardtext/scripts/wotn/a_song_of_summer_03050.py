"""A Song of Summer (03050, WotN, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, card_test, constants
from engine.game.rules.traits import has_trait
from engine.game.state.model import CardInst, GameState


def _no_winter_plot(st: GameState, inst: CardInst) -> bool:
    return not any(
        p.revealed is not None and has_trait(st, p.revealed, "Winter") for p in st.players
    )


register(
    # A Song of Summer: without Winter plots revealed, your characters +1 STR
    Script(
        "03050",
        constants=(
            constants.on_each(
                "str", card_test(type="character", controller="you"), when=_no_winter_plot
            ),
        ),
    ),
)
