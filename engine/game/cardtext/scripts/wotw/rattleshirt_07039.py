"""Rattleshirt (07039, WotW, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    card_test,
    constants,
)
from engine.game.rules import checks as rules
from engine.game.state.model import CardInst, GameState


def _attacks_alone_in_a_challenge(st: GameState, inst: CardInst) -> bool:
    """Rattleshirt "is attacking alone" in the challenge initiated (its defenders are what the
    text restricts; ``constants.attacking_alone`` also answers while attackers are declared,
    which would change a ``cannot`` answer inside the declaration's check)."""
    ch = st.challenge
    return (
        ch is not None and ch.attacker == inst.controller and rules.attacking(st, ch) == [inst.id]
    )


register(
    # Rattleshirt: while he attacks alone, no character without attachments may defend
    Script(
        "07039",
        constants=(
            constants.on_each(
                "cannot",
                card_test(type="character", without_attachments=True),
                "defend",
                when=_attacks_alone_in_a_challenge,
            ),
        ),
    ),
)
