"""CoW, greyjoy: card scripts, one place per card (docs/card-scripts.md).

Each script quotes at most a phrase of its card."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, constants, costs, effects

register(
    # Iron Mines: "When a character would be killed", sacrifice it to save that character
    Script(
        "02092",
        abilities=(
            Ability(
                "interrupt",
                "when a character would be killed, sacrifice Iron Mines to save it",
                effects.on_targets("save"),
                costs=(costs.sacrifice_self(),),
                targets=(choose(card_test(type="character"), "a character"),),
                would=("killed",),
            ),
        ),
    ),
    # Raider from Pyke: "Each Weapon card in your hand gains ambush" at its printed cost
    Script("02091", constants=(constants.hand_cards_gain_ambush("Weapon"),)),
)
