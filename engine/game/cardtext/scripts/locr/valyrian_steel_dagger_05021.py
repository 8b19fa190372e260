"""Valyrian Steel Dagger (05021, LoCR, lannister attachment)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.state.model import CardInst, GameState


def _intrigue_challenge(st: GameState, inst: CardInst) -> bool:
    """ "During [intrigue] challenges" (also while one is being declared: its stealth)."""
    ch = st.challenge
    return st.declaring == "intrigue" or (ch is not None and ch.type == "intrigue")


register(
    # Valyrian Steel Dagger: during [intrigue] challenges, +2 STR and stealth
    Script(
        "05021",
        constants=(
            constants.on_attached("str", value=2, when=_intrigue_challenge),
            constants.on_attached("keyword", "stealth", when=_intrigue_challenge),
        ),
    ),
)
