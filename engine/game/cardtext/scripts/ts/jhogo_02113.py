"""Jhogo (02113, TS, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules import checks as rules
from engine.game.state.model import CardInst, GameState


def _dead_of_defender(st: GameState, inst: CardInst) -> int:
    """+X STR while attacking, X the characters in the defending player's dead pile."""
    ch = st.challenge
    if ch is None or inst.id not in rules.attacking(st, ch):
        return 0
    dead = st.players[ch.defender].dead
    return sum(1 for cid in dead if st.cards[cid].card.type == "character")


register(
    # Jhogo: stealth with another Bloodrider; +X STR attacking, X the defender's dead
    Script(
        "02113",
        constants=(
            constants.on_self("keyword", "stealth", when=constants.controls_another("Bloodrider")),
            constants.on_self("str", value=_dead_of_defender),
        ),
    ),
)
