"""Desperate Attack (14050, FotS, neutral plot)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _defending_raises_claim(st: GameState, inst: CardInst) -> list[Contribution]:
    """Desperate Attack: "While you are the defending player", the attacking player's
    revealed plot has +1 claim."""
    ch = st.challenge
    if ch is None or ch.defender != inst.controller:
        return []
    return [Contribution("plot", ch.attacker, 1, "claim", inst.id)]


register(
    # Desperate Attack: defending, the attacker's claim is raised by 1
    Script(
        "14050", constants=(constants.constant("plot", _defending_raises_claim, names="claim"),)
    ),
)
