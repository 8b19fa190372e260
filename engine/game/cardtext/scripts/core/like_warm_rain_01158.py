"""Like Warm Rain (01158, Core, stark event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on

register(
    # Like Warm Rain: lose an [intrigue] challenge as defender, kneel a Direwolf, kill
    Script(
        "01158",
        abilities=(
            Ability(
                "reaction",
                "after you lose an intrigue challenge as the defending player, kill an "
                "attacking character",
                effects.on_targets("kill"),
                trigger=on.lost_challenge("intrigue", defending=True),
                costs=(
                    costs.choose_and(
                        "kneel",
                        card_test(type="character", traits=("Direwolf",), controller="you"),
                        "a Direwolf character",
                    ),
                ),
                targets=(
                    choose(card_test(type="character", attacking=True), "an attacking character"),
                ),
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
)
