"""Wolf Dreams (02042, TKP, stark event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, costs, effects
from engine.game.cardtext.vocab.cards import trait_search

register(
    Script(
        "02042",
        abilities=(
            Ability(
                "action",
                "kneel your faction card to search your deck for a Direwolf card",
                effects.found_to_hand_and_shuffle,
                costs=(costs.kneel_faction(),),
                targets=(trait_search(None, "Direwolf"),),
            ),
        ),
    )
)
