"""Bless Him With Salt (04092, GoH, greyjoy event)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import Ability, Script, Use, card_test, choose, effects
from engine.game.state.model import GameState


def _during_power_challenge(st: GameState, use: Use) -> str | None:
    """ "Play only during a [power] challenge" ([R-PLAYRES-1])."""
    ch = st.challenge
    ok = ch is not None and ch.type == "power" and not ch.resolved
    return None if ok else "play only during a power challenge"


register(
    # Bless Him With Salt: a participating Drowned God or Ironborn character +3 STR until the
    # end of the challenge; "If you win the challenge, draw 1 card"
    Script(
        "04092",
        abilities=(
            Ability(
                "action",
                "a participating Drowned God or Ironborn character gets +3 STR; if you win, "
                "draw 1 card",
                effects.both(
                    effects.on_targets("strength", amount=3, until="challenge"),
                    effects.lasting("draw_if_won", until="challenge", amount=1),
                ),
                condition=_during_power_challenge,
                targets=(
                    choose(
                        card_test(
                            type="character",
                            traits=("Drowned God", "Ironborn"),
                            participating=True,
                        ),
                        "a participating Drowned God or Ironborn character",
                    ),
                ),
            ),
        ),
    ),
)
