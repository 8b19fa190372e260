"""Bronn (02089, CoW, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Prim, Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, constants, costs
from engine.game.logformat import primitives
from engine.game.logformat.log import SEATS
from engine.game.state.model import CardInst, GameState


def _you_defend(st: GameState, inst: CardInst) -> bool:
    """ "During a challenge in which you are the defending player"."""
    ch = st.challenge
    return ch is not None and ch.defender == inst.controller


def _take_control_of_self(st: GameState, use: Use) -> list[Prim]:
    return [primitives.take_control(use.source, SEATS[use.seat])]


register(
    # Bronn: each icon while you defend; "Any player may initiate" his marshaling action,
    # paying 1 gold to take control of him
    Script(
        "02089",
        constants=(
            *(
                constants.on_self("icon", t, when=_you_defend)
                for t in ("military", "intrigue", "power")
            ),
            constants.on_self("any_player", "action"),
        ),
        abilities=(
            Ability(
                "action",
                "pay 1 gold to take control of Bronn",
                _take_control_of_self,
                phase="marshaling",
                costs=(costs.pay_gold(1),),
            ),
        ),
    ),
)
