"""Brandon's Gift (02026, TRtW, thenightswatch location)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Limit, Script, card_test, effects
from engine.game.cardtext.vocab import triggers as on

register(
    # 02026 Brandon's Gift: after you marshal a Builder character, the next [thenightswatch]
    # card you marshal this phase costs 1 less
    Script(
        "02026",
        abilities=(
            Ability(
                "reaction",
                "after you marshal a Builder character, reduce the cost of the next Night's "
                "Watch card you marshal this phase by 1",
                effects.reduce_next_cost(1, "card:thenightswatch"),
                trigger=on.you_marshaled(card_test(type="character", traits=("Builder",))),
                limit=Limit(3, "phase"),
            ),
        ),
    ),
)
