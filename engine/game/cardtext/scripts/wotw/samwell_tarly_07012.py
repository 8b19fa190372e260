"""Samwell Tarly (07012, WotW, thenightswatch character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Script,
    constants,
)
from engine.game.rules.traits import has_trait
from engine.game.state.effects import Contribution
from engine.game.state.model import CardInst, GameState


def _samwell_blanks(st: GameState, inst: CardInst) -> list[Contribution]:
    """While he participates, each other participating non-Steward character is blank."""
    ch = st.challenge
    if ch is None or inst.id not in ch.attackers + ch.defenders:
        return []
    return [
        Contribution("blank", cid, 0, "", inst.id)
        for cid in ch.attackers + ch.defenders
        if cid != inst.id and not has_trait(st, cid, "Steward")
    ]


register(
    # Samwell Tarly: while he participates, other non-Steward participants are blank
    Script("07012", constants=(constants.constant("blank", _samwell_blanks),)),
)
