"""River Runner (09025, HoT, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _characters_with_power_cannot_defend(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "each character with power cannot be declared as a defender" while River Runner is
    attacking (any player's characters; read at [F-4.2.1] by ``rules.legal_defenders``)."""
    if not constants.self_attacking(st, inst):
        return []
    return [
        Contribution("cannot", c.id, 1, "defend", inst.id)
        for c in st.cards.values()
        if c.zone == "play" and c.card.type == "character" and c.power > 0
    ]


register(
    # River Runner: while attacking, "each character with power cannot be declared as a
    # defender"
    Script(
        "09025",
        constants=(
            constants.constant("cannot", _characters_with_power_cannot_defend, names="defend"),
        ),
    ),
)
