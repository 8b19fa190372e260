"""The Hound (09029, HoT, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, card_test, choose, effects
from engine.game.cardtext.vocab import triggers as on

_KNIGHT_WITHOUT_ATTACHMENTS = card_test(
    type="character", traits=("Knight",), without_attachments=True
)


register(
    # The Hound: no attachments except Weapon (framework); after he enters play, a Knight
    # without attachments back to its owner's hand
    Script(
        "09029",
        abilities=(
            Ability(
                "reaction",
                "after The Hound enters play, return a Knight without attachments to its "
                "owner's hand",
                effects.on_targets("return_to_hand"),
                trigger=on.entered_play(),
                targets=(choose(_KNIGHT_WITHOUT_ATTACHMENTS, "a Knight without attachments"),),
            ),
        ),
    ),
)
