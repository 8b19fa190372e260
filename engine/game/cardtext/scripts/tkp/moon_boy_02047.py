"""Moon Boy (02047, TKP, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, hands
from engine.game.cardtext.vocab import triggers as on

register(
    Script(
        "02047",
        abilities=(
            Ability(
                "forced",
                "after you lose a challenge in which Moon Boy is participating, discard 1 card "
                "at random from your hand",
                hands.discard_at_random,
                trigger=on.lost_challenge(self_participating=True),
                chance=True,  # the card discarded is stated in the log
            ),
        ),
    )
)
