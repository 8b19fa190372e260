"""Grey Worm (06053, TFoA, targaryen character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Limit,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.state.model import GameState

_DEFENDING = card_test(type="character", defending=True)


def _grey_worm_attacking(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    ok = ch is not None and not ch.resolved and use.source in ch.attackers
    return None if ok else "play only during a challenge in which Grey Worm is attacking"


register(
    # Grey Worm: attacking, a defending character gets -3 STR (once per challenge)
    Script(
        "06053",
        abilities=(
            Ability(
                "action",
                "a defending character gets -3 STR until the end of the challenge",
                effects.on_targets("strength", amount=-3, until="challenge"),
                condition=_grey_worm_attacking,
                targets=(choose(_DEFENDING, "a defending character"),),
                limit=Limit(1, "challenge"),
            ),
        ),
    ),
)
