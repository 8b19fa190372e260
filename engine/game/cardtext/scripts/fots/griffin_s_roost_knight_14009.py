"""Griffin's Roost Knight (14009, FotS, baratheon character)."""

from __future__ import annotations

from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    Use,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import GameState


def _kneeling_self(st: GameState, use: Use) -> str | None:
    return None if st.cards[use.source].kneeling else "it is standing"


def _no_power_loss_this_phase(st: GameState, use: Use) -> str | None:
    """ "if you have not lost a [power] challenge this phase" (only the challenges phase has
    challenges: this round's losses are this phase's)."""
    if "power" in st.players[use.seat].lost:
        return "you lost a power challenge this phase"
    return _kneeling_self(st, use)


register(
    # Griffin's Roost Knight: stands when the challenges phase ends, if no power loss
    Script(
        "14009",
        abilities=(
            Ability(
                "interrupt",
                "when the challenges phase ends, if you have not lost a power challenge, stand",
                effects.on_self("stand"),
                trigger=on.happened("phase_ended", phase="challenges"),
                condition=_no_power_loss_this_phase,
            ),
        ),
    ),
)
