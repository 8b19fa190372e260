"""The Red Viper (10003, SoD, martell character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    constants,
    effects,
)
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Happening
from engine.game.state.model import CardInst, GameState


def _red_viper_power_str(st: GameState, inst: CardInst) -> int:
    return inst.power


def _won_with_your_attacking_bastard(st: GameState, use: Use, h: Happening) -> bool:
    """ "After you win a challenge in which you control an attacking Bastard character"."""
    if h.kind != "challenge_won" or h.get("winner") != use.seat:
        return False
    return any(
        st.cards[cid].zone == "play"
        and st.cards[cid].controller == use.seat
        and has_trait(st, cid, "Bastard")
        for cid in h.get("attackers", ())
    )


register(
    # The Red Viper: +1 STR per power on him; after you win a challenge with an attacking
    # Bastard you control, he gains 1 power (Intimidate: framework)
    Script(
        "10003",
        constants=(constants.on_self("str", value=_red_viper_power_str),),
        abilities=(
            Ability(
                "reaction",
                "after you win a challenge with an attacking Bastard: he gains 1 power",
                effects.gain_power_self(1),
                trigger=_won_with_your_attacking_bastard,
            ),
        ),
    ),
)
