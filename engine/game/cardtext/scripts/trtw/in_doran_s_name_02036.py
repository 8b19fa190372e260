"""In Doran's Name (02036, TRtW, martell event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, costs, effects
from engine.game.state.model import GameState, RuleError


def _gold_per_used_plot(st: GameState, use: Use) -> list[Prim]:
    """ "Gain X gold. X is the number of plot cards in your used pile"."""
    count = len(st.players[use.seat].used)
    if not count:
        # nothing would change ([R-ABIL-7]): the faction card would kneel for no gold
        raise RuleError("R-ABIL-7", "no plot card is in your used pile: no gold would be gained")
    return effects.gain_gold(count)(st, use)


register(
    # 02036 In Doran's Name: kneel your faction card to gain a gold per used plot
    Script(
        "02036",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to gain 1 gold per plot in your used pile",
                _gold_per_used_plot,
                costs=(costs.kneel_faction(),),
            ),
        ),
    ),
)
