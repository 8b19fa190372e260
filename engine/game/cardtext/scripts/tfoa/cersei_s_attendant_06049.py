"""Cersei's Attendant (06049, TFoA, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _against_empty_hand(st: GameState, inst: CardInst) -> bool:
    """Participating in a challenge against an opponent with no cards in hand."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers + ch.defenders:
        return False
    opponent = ch.defender if inst.controller == ch.attacker else ch.attacker
    return opponent is not None and not st.players[opponent].hand


register(
    # Cersei's Attendant: insight while participating against an opponent with no hand
    Script("06049", constants=(constants.on_self("keyword", "insight", when=_against_empty_hand),)),
)
