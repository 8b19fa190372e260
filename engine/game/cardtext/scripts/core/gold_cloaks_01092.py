"""Gold Cloaks (01092, Core, lannister character)."""

from __future__ import annotations

from engine.game.cardtext.model import Use, answering
from engine.game.cardtext.registry import register
from engine.game.cardtext.vocab import (
    Ability,
    Script,
    effects,
)
from engine.game.state.effects import Happening
from engine.game.state.model import GameState


@answering("phase_ended")
def _phase_ends_after_ambush(st: GameState, use: Use, h: Happening) -> bool:
    """Gold Cloaks: a phase ends in which it entered play using ambush."""
    entered = st.cards[use.source].entered
    return (
        h.kind == "phase_ended"
        and entered is not None
        and entered[0] == "ambush"
        and entered[2] == h.get("phase")
    )


register(
    # Gold Cloaks: "When a phase ends in which Gold Cloaks entered play using ambush, discard it"
    Script(
        "01092",
        abilities=(
            Ability(
                "forced",
                "when a phase ends in which it entered play using ambush, discard it",
                effects.on_self("discard"),
                trigger=_phase_ends_after_ambush,
            ),
        ),
    ),
)
