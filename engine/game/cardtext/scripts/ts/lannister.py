"""TS, lannister: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, costs, effects, triggers
from engine.game.cardtext.vocab.cards import card_test, choose

register(
    # Ser Ilyn Payne: kneel him "to choose and kill a character with printed cost 3 or lower"
    Script(
        "02109",
        abilities=(
            Ability(
                "action",
                "kneel Ser Ilyn Payne to kill a character with printed cost 3 or lower",
                effects.on_targets("kill"),
                phase="marshaling",
                costs=(costs.kneel_self(),),
                targets=(
                    choose(
                        card_test(type="character", max_printed_cost=3),
                        "a character with printed cost 3 or lower",
                    ),
                ),
            ),
        ),
    ),
    # Small Council Chamber: "Immune to events" (its controller's too: ``event:any``); after
    # you win an [intrigue] challenge it gains 1 power
    Script(
        "02110",
        constants=(constants.on_self("immune", "event:any"),),
        abilities=(
            Ability(
                "reaction",
                "after you win an intrigue challenge, Small Council Chamber gains 1 power",
                effects.gain_power_self(1),
                trigger=triggers.won_challenge("intrigue"),
            ),
        ),
    ),
)
