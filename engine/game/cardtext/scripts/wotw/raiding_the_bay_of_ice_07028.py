"""Raiding the Bay of Ice (07028, WotW, greyjoy event)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, costs, triggers
from engine.game.logformat import primitives
from engine.game.state.model import GameState

_WARSHIP = card_test(type="location", controller="you", traits=("Warship",), kneeling=False)


def _on_top_of_its_owners_deck(st: GameState, use: Use) -> list[Prim]:
    """ "place it on top of its owner's deck"."""
    return [primitives.to_top_of_deck(cid) for cid in use.targets]


register(
    # Raiding the Bay of Ice: won as the attacker, kneel a Warship: a losing opponent's
    # non-limited location goes on top of its owner's deck
    Script(
        "07028",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge as the attacking player, kneel a Warship location "
                "to place a non-limited location of the losing opponent on top of its deck",
                _on_top_of_its_owners_deck,
                trigger=triggers.won_challenge(attacking=True),
                costs=(
                    costs.choose_and(
                        "kneel", _WARSHIP, "a standing Warship location", offer_first=True
                    ),
                ),
                targets=(triggers.losers_location(),),
            ),
        ),
    ),
)
