"""Will (02001, TtB, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects
from engine.game.cardtext.vocab import triggers as on

register(
    # 02001 Will: stealth, insight (framework); after you lose an unopposed challenge,
    # sacrifice a Ranger character you control (forced)
    Script(
        "02001",
        abilities=(
            Ability(
                "forced",
                "after you lose an unopposed challenge, sacrifice a Ranger character",
                effects.on_targets("sacrifice"),
                trigger=on.lost_challenge(unopposed=True),
                targets=(
                    choose(
                        card_test(type="character", controller="you", traits=("Ranger",)),
                        "a Ranger character you control",
                    ),
                ),
            ),
        ),
    ),
)
