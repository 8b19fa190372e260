"""Attack From the Mountains (06010, AMAF, lannister event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects
from engine.game.cardtext.vocab import triggers as on

_CLANSMAN_IN_HAND = card_test(type="character", controller="you", zone="hand", traits=("Clansman",))


register(
    # 06010 Attack From the Mountains: after you win a challenge with an attacking Clansman,
    # "put a Clansman character into play from your hand"
    Script(
        "06010",
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge in which you control an attacking Clansman "
                "character, put a Clansman character into play from your hand",
                effects.targets_into_play,
                trigger=on.won_with_attacking("Clansman"),
                targets=(choose(_CLANSMAN_IN_HAND, "a Clansman character in your hand"),),
            ),
        ),
    ),
)
