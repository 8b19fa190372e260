"""Myrcella Baratheon (10029, SoD, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.model import CardInst, GameState


def _fewer_cards_in_the_defenders_hand(st: GameState, inst: CardInst) -> bool:
    """ "against an opponent with fewer cards in his or her hand than you": the defending
    player (attackers kneel as the challenge is declared: in a joust, the one opponent)."""
    mine = len(st.players[inst.controller].hand)
    ch = st.challenge
    if ch is not None and ch.attacker == inst.controller:
        return len(st.players[ch.defender].hand) < mine
    others = [p for p in st.players if p.index != inst.controller and not p.eliminated]
    return len(others) == 1 and len(others[0].hand) < mine


register(
    # Myrcella Baratheon: does not kneel attacking an opponent with fewer cards in hand
    Script(
        "10029",
        constants=(
            constants.on_self("no_kneel", "attacker", when=_fewer_cards_in_the_defenders_hand),
        ),
    ),
)
