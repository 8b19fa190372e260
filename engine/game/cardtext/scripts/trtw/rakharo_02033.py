"""Rakharo (02033, TRtW, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, constants, effects
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


@answering("claimed")
def _killed_for_your_claim(st: GameState, use: Use, h: Happening) -> bool:
    """ "After a character is killed to satisfy claim during a challenge you initiated"."""
    ch = st.challenge
    return (
        h.kind == "claimed"
        and h.card is not None
        and st.cards[h.card].zone == "dead"
        and ch is not None
        and ch.attacker == use.seat
    )


register(
    # 02033 Rakharo: intimidate while you control another Bloodrider; 1 power after a
    # character is killed for the claim of your challenge
    Script(
        "02033",
        constants=(
            constants.on_self(
                "keyword", "intimidate", when=constants.controls_another("Bloodrider")
            ),
        ),
        abilities=(
            Ability(
                "reaction",
                "after a character is killed to satisfy claim during a challenge you "
                "initiated, Rakharo gains 1 power",
                effects.gain_power_self(1),
                trigger=_killed_for_your_claim,
            ),
        ),
    ),
)
