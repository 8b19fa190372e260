"""For the North! (01157, Core, stark event)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    card_test,
    choose,
    effects,
)
from engine.game.state.model import GameState


def _during_military_challenge(st: GameState, use: Use) -> str | None:
    ch = st.challenge
    ok = ch is not None and ch.type == "military" and not ch.resolved
    return None if ok else "play only during a military challenge"


register(
    # For the North!: a participating [stark] character +2 STR (the challenge); if you win
    # the challenge, draw 1 card
    Script(
        "01157",
        abilities=(
            Ability(
                "action",
                "a participating Stark character gets +2 STR; if you win, draw 1 card",
                effects.both(
                    effects.on_targets("strength", amount=2, until="challenge"),
                    effects.lasting("draw_if_won", until="challenge", amount=1),
                ),
                condition=_during_military_challenge,
                targets=(
                    choose(
                        card_test(type="character", faction="stark", participating=True),
                        "a participating Stark character",
                    ),
                ),
            ),
        ),
    ),
)
