"""Wildling Bandit (05041, LoCR, neutral character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Script, constants
from engine.game.rules import checks as rules
from engine.game.state.model import CardInst, GameState


def _bandit_attacking_richer(st: GameState, inst: CardInst) -> bool:
    """Wildling Bandit: attacking an opponent with more gold in his or her pool than you."""
    ch = st.challenge
    if ch is None or inst.id not in rules.attacking(st, ch):
        return False
    return st.players[ch.defender].gold > st.players[inst.controller].gold


register(
    # Wildling Bandit: +2 STR attacking an opponent with more gold
    Script("05041", constants=(constants.on_self("str", value=2, when=_bandit_attacking_richer),)),
)
