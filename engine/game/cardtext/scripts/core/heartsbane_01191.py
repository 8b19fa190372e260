"""Heartsbane (01191, Core, tyrell attachment)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    costs,
    effects,
)
from engine.game.state.model import GameState


def _attached_participating(st: GameState, use: Use) -> str | None:
    host, ch = st.cards[use.source].host, st.challenge
    if host is None or ch is None or host not in ch.attackers + ch.defenders:
        return "attached character is not participating in a challenge"
    return None


register(
    # Heartsbane: while attached character participates, kneel for +3 STR (the challenge)
    Script(
        "01191",
        abilities=(
            Ability(
                "action",
                "kneel Heartsbane to give attached character +3 STR",
                effects.on_attached("strength", amount=3, until="challenge"),
                costs=(costs.kneel_self(),),
                condition=_attached_participating,
            ),
        ),
    ),
)
