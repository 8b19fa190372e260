"""Winter Is Coming (01159, Core, stark event)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    effects,
)
from engine.game.state.model import GameState


def _during_challenge(st: GameState, use: Use) -> str | None:
    return None if st.challenge is not None else "play only during a challenge"


register(
    # Winter Is Coming: your claim +1 until the end of the challenge
    Script(
        "01159",
        abilities=(
            Ability(
                "action",
                "until the end of the challenge, raise your claim by 1",
                effects.raise_claim(),
                condition=_during_challenge,
                limit=Limit(1, "challenge", by_title=True),
            ),
        ),
    ),
)
