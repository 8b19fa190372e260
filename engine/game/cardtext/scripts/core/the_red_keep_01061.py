"""The Red Keep (01061, Core, baratheon location)."""

from __future__ import annotations

from engine.game.cardtext.model import Use
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    constants,
    costs,
    effects,
)
from engine.game.cardtext.vocab import triggers as on
from engine.game.state.model import CardInst, GameState


def _in_power_challenge_with_yours(st: GameState, inst: CardInst) -> bool:
    """ "during any [power] challenge in which you control a participating character"."""
    ch = st.challenge
    return (
        ch is not None
        and ch.type == "power"
        and any(st.cards[c].controller == inst.controller for c in ch.attackers + ch.defenders)
    )


def _no_power_challenge_lost(st: GameState, use: Use) -> str | None:
    if "power" in st.players[use.seat].lost:
        return "you lost a power challenge this round"
    return None


register(
    # The Red Keep: 2 STR to your side in [power] challenges; draw 2 if no [power] lost
    Script(
        "01061",
        constants=(
            constants.for_controller("side_str", value=2, when=_in_power_challenge_with_yours),
        ),
        abilities=(
            Ability(
                "interrupt",
                "when the challenges phase ends, kneel to draw 2 cards",
                effects.draw(2),
                trigger=on.happened("phase_ended", phase="challenges"),
                costs=(costs.kneel_self(),),
                condition=_no_power_challenge_lost,
            ),
        ),
    ),
)
