"""Jousting Knight (09016, HoT, tyrell character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.scripts.hot._shared import _alone
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _jousting_knight(st: GameState, inst: CardInst) -> list[Contribution]:
    """ "Does not contribute its STR to a challenge unless it is attacking or defending
    alone"."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers + ch.defenders or _alone(st, inst.id):
        return []
    return [Contribution("no_str", inst.id, 0, "", inst.id)]


register(
    # Jousting Knight: contributes its STR only while attacking or defending alone
    Script("09016", constants=(constants.constant("no_str", _jousting_knight),)),
)
