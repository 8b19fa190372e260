"""Royal Entourage (02027, TRtW, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, effects
from engine.game.cardtext.vocab import triggers as on

register(
    # 02027 Royal Entourage: forced, kneels after you lose an [intrigue] challenge
    Script(
        "02027",
        abilities=(
            Ability(
                "forced",
                "after you lose an intrigue challenge, kneel Royal Entourage",
                effects.kneel_self_if_standing,
                trigger=on.lost_challenge("intrigue"),
            ),
        ),
    ),
)
