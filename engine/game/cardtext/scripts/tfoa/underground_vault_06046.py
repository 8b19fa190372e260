"""Underground Vault (06046, TFoA, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.state.model import GameState, plot_value


def _opponent_plot_gold_5(st: GameState, use: Use) -> list[Prim]:
    """1 gold, "2 gold instead if the gold value on an opponent's revealed plot card is 5 or
    higher"."""
    rich = any(
        plot_value(st, p.index, "income") >= 5
        for p in st.players
        if p.index != use.seat and p.revealed is not None
    )
    return effects.gain_gold(2 if rich else 1)(st, use)


register(
    # Underground Vault: kneel for 1 gold (2 if an opponent's plot gives 5 gold or more)
    Script(
        "06046",
        abilities=(
            Ability(
                "action",
                "kneel Underground Vault to gain 1 gold (2 against a plot of 5 gold or more)",
                _opponent_plot_gold_5,
                phase="marshaling",
                costs=(costs.kneel_self(),),
            ),
        ),
    ),
)
