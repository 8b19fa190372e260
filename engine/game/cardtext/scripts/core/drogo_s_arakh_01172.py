"""Drogo's Arakh (01172, Core, targaryen attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _arakh_first_military(st: GameState, inst: CardInst) -> bool:
    """Attached to Khal Drogo, before the first [military] challenge its controller initiates
    this round (read when attackers are declared, before the challenge counts)."""
    host = st.cards[inst.host].card.name if inst.host is not None else None
    return host == "Khal Drogo" and "military" not in st.players[inst.controller].challenges


register(
    # Drogo's Arakh: +2 STR (the framework reads it); Drogo does not kneel to attack
    # in the first [military] challenge you initiate each round
    Script(
        "01172",
        constants=(
            constants.on_attached("no_kneel", "attacker:military", when=_arakh_first_military),
        ),
    ),
)
