"""Whole abilities that many cards print word for word."""

from __future__ import annotations

from engine.game.cardtext.model import Ability
from engine.game.cardtext.vocab import costs, effects


def kneel_to_reduce(label: str, match: str, amount: int = 1) -> Ability:
    """ "Marshaling Action: Kneel <this card> to reduce the cost of the next <match> you
    marshal this phase by N" (each faction's Core character and location)."""
    return Ability(
        "action",
        label,
        effects.reduce_next_cost(amount, match),
        phase="marshaling",
        costs=(costs.kneel_self(),),
    )
